"""``AdaDelta``: adaptive learning rate per dimension (slots ``accum`` and ``accum_update``)."""

from __future__ import annotations

from typing import Any

from org.tensorflow.op.train import ApplyAdadelta

from tfjava.core.operand import Output
from tfjava.core.raw_op import Op
from tfjava.framework.optimizers.optimizer import Optimizer, T


class AdaDelta(Optimizer):
    ACCUMULATOR = "accum"
    ACCUMULATOR_UPDATE = "accum_update"
    LEARNING_RATE_DEFAULT = 0.001
    RHO_DEFAULT = 0.95
    EPSILON_DEFAULT = 1e-7
    _PARAMS = (
        ("learningRate", LEARNING_RATE_DEFAULT),
        ("rho", RHO_DEFAULT),
        ("epsilon", EPSILON_DEFAULT),
    )

    def createSlots(self, variables: list[Output[Any]]) -> None:
        for v in variables:
            self.createSlot(v, self.ACCUMULATOR, self._zeros_like(v))
            self.createSlot(v, self.ACCUMULATOR_UPDATE, self._zeros_like(v))

    def applyDense(self, opDependencies: Any, gradient: Output[T], variable: Output[T]) -> Op:
        deps = opDependencies
        return deps.train.applyAdadelta(  # type: ignore[no-any-return]
            variable,
            self.getSlot(variable, self.ACCUMULATOR),
            self.getSlot(variable, self.ACCUMULATOR_UPDATE),
            self._cast(deps, self._v("learningRate"), gradient),
            self._cast(deps, self._v("rho"), gradient),
            self._cast(deps, self._v("epsilon"), gradient),
            gradient,
            ApplyAdadelta.useLocking(True),
        )

    def getOptimizerName(self) -> str:
        return "Adadelta"
