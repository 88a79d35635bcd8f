"""``AdaGrad``: per-parameter learning rates from accumulated squared gradients (slot
``accumulator``)."""

from __future__ import annotations

from typing import Any

from org.tensorflow.op.train import ApplyAdagrad

from tfjava.core.operand import Output
from tfjava.core.raw_op import Op
from tfjava.framework.optimizers.optimizer import Optimizer, T


class AdaGrad(Optimizer):
    ACCUMULATOR = "accumulator"
    LEARNING_RATE_DEFAULT = 0.001
    INITIAL_ACCUMULATOR_DEFAULT = 0.01
    _PARAMS = (
        ("learningRate", LEARNING_RATE_DEFAULT),
        ("initialAccumulatorValue", INITIAL_ACCUMULATOR_DEFAULT),
    )

    def _validate(self) -> None:
        value = self._v("initialAccumulatorValue")
        if value < 0:
            raise ValueError(f"AdaGrad: initialAccumulatorValue must be non-negative: {value:f}")

    def createSlots(self, variables: list[Output[Any]]) -> None:
        for v in variables:
            self.createSlot(
                v, self.ACCUMULATOR, self._zeros_like(v, self._v("initialAccumulatorValue"))
            )

    def applyDense(self, opDependencies: Any, gradient: Output[T], variable: Output[T]) -> Op:
        deps = opDependencies
        return deps.train.applyAdagrad(  # type: ignore[no-any-return]
            variable,
            self.getSlot(variable, self.ACCUMULATOR),
            self._cast(deps, self._v("learningRate"), gradient),
            gradient,
            ApplyAdagrad.updateSlots(True).useLocking(True),
        )

    def getOptimizerName(self) -> str:
        return "Adagrad"
