"""``Ftrl``: Follow The Regularized Leader (slots ``gradient_accumulator`` and
``linear_accumulator``)."""

from __future__ import annotations

from typing import Any

from org.tensorflow.op.train import ApplyFtrl

from tfjava.core.operand import Output
from tfjava.core.raw_op import Op
from tfjava.framework.optimizers.optimizer import Optimizer, T


class Ftrl(Optimizer):
    ACCUMULATOR = "gradient_accumulator"
    LINEAR_ACCUMULATOR = "linear_accumulator"
    LEARNING_RATE_DEFAULT = 0.001
    LEARNING_RATE_POWER_DEFAULT = -0.5
    INITIAL_ACCUMULATOR_VALUE_DEFAULT = 0.1
    L1STRENGTH_DEFAULT = 0.0
    L2STRENGTH_DEFAULT = 0.0
    L2_SHRINKAGE_REGULARIZATION_STRENGTH_DEFAULT = 0.0
    _PARAMS = (
        ("learningRate", LEARNING_RATE_DEFAULT),
        ("learningRatePower", LEARNING_RATE_POWER_DEFAULT),
        ("initialAccumulatorValue", INITIAL_ACCUMULATOR_VALUE_DEFAULT),
        ("l1Strength", L1STRENGTH_DEFAULT),
        ("l2Strength", L2STRENGTH_DEFAULT),
        ("l2ShrinkageRegularizationStrength", L2_SHRINKAGE_REGULARIZATION_STRENGTH_DEFAULT),
    )

    def _validate(self) -> None:
        v = self._v
        if v("initialAccumulatorValue") < 0:
            raise ValueError(
                f"Ftrl: initialAccumulatorValue {v('initialAccumulatorValue'):f} "
                "needs to be positive or zero"
            )
        if v("learningRatePower") > 0:
            raise ValueError(
                f"Ftrl: learningRatePower {v('learningRatePower'):f} needs to be negative or zero"
            )
        for p in ("l1Strength", "l2Strength", "l2ShrinkageRegularizationStrength"):
            if v(p) < 0:
                raise ValueError(f"Ftrl: {p} {v(p):f} needs to be positive or zero")

    def createSlots(self, variables: list[Output[Any]]) -> None:
        for v in variables:
            self.createSlot(
                v, self.ACCUMULATOR, self._zeros_like(v, self._v("initialAccumulatorValue"))
            )
            self.createSlot(v, self.LINEAR_ACCUMULATOR, self._zeros_like(v))

    def applyDense(self, opDependencies: Any, gradient: Output[T], variable: Output[T]) -> Op:
        deps = opDependencies

        def c(p: str) -> Any:
            return self._cast(deps, self._v(p), gradient)

        return deps.train.applyFtrl(  # type: ignore[no-any-return]
            variable,
            self.getSlot(variable, self.ACCUMULATOR),
            self.getSlot(variable, self.LINEAR_ACCUMULATOR),
            gradient,
            c("learningRate"),
            c("l1Strength"),
            c("l2Strength"),
            c("l2ShrinkageRegularizationStrength"),
            c("learningRatePower"),
            ApplyFtrl.useLocking(True),
        )

    def getOptimizerName(self) -> str:
        return "Ftrl"
