"""``Momentum``: gradient descent with a momentum accumulator (slot ``momentum``)."""

from __future__ import annotations

from typing import Any

from org.tensorflow.op.train import ApplyMomentum

from tfjava.core.operand import Output
from tfjava.core.raw_op import Op
from tfjava.framework.optimizers.optimizer import Optimizer, T


class Momentum(Optimizer):
    LEARNING_RATE_DEFAULT = 0.01
    MOMENTUM_DEFAULT = 0.0
    NESTEROV_DEFAULT = False
    MOMENTUM = "momentum"
    _PARAMS = (
        ("learningRate", LEARNING_RATE_DEFAULT),
        ("momentum", MOMENTUM_DEFAULT),
        ("useNesterov", NESTEROV_DEFAULT),
    )

    def createSlots(self, variables: list[Output[Any]]) -> None:
        for v in variables:
            self.createSlot(v, self.MOMENTUM, self._zeros_like(v))

    def applyDense(self, opDependencies: Any, gradient: Output[T], variable: Output[T]) -> Op:
        deps = opDependencies
        return deps.train.applyMomentum(  # type: ignore[no-any-return]
            variable,
            self.getSlot(variable, self.MOMENTUM),
            self._cast(deps, self._v("learningRate"), gradient),
            gradient,
            self._cast(deps, self._v("momentum"), gradient),
            ApplyMomentum.useNesterov(self._v("useNesterov")).useLocking(True),
        )

    def getOptimizerName(self) -> str:
        return "Momentum"
