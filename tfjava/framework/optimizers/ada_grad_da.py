"""``AdaGradDA``: AdaGrad dual averaging (slots ``gradient_accumulator`` and
``gradient_squared_accumulator``; variable ``adagrad-da-global-step``)."""

from __future__ import annotations

from typing import Any

import numpy as np
from org.tensorflow.op.train import ApplyAdagradDa

from tfjava.core.operand import Output
from tfjava.core.raw_op import Op
from tfjava.framework.optimizers.optimizer import Optimizer, T
from tfjava.ndarray import Shape
from tfjava.types import TInt64


class AdaGradDA(Optimizer):
    ACCUMULATOR = "gradient_accumulator"
    SQUARED_ACCUMULATOR = "gradient_squared_accumulator"
    LEARNING_RATE_DEFAULT = 0.001
    INITIAL_ACCUMULATOR_DEFAULT = 0.1
    L1_STRENGTH_DEFAULT = 0.0
    L2_STRENGTH_DEFAULT = 0.0
    _PARAMS = (
        ("learningRate", LEARNING_RATE_DEFAULT),
        ("initialAccumulatorValue", INITIAL_ACCUMULATOR_DEFAULT),
        ("l1Strength", L1_STRENGTH_DEFAULT),
        ("l2Strength", L2_STRENGTH_DEFAULT),
    )

    def _validate(self) -> None:
        init = self._v("initialAccumulatorValue")
        if init <= 0:
            raise ValueError(
                f"AdaGradDA: initialAccumulatorValue must be greater than zero: {init:f}"
            )
        for p in ("l1Strength", "l2Strength"):
            if self._v(p) < 0:
                raise ValueError(f"AdaGradDA: {p} must not be negative: {self._v(p):f}")

    def createSlots(self, variables: list[Output[Any]]) -> None:
        for v in variables:
            self.createSlot(v, self.ACCUMULATOR, self._zeros_like(v))
            self.createSlot(
                v, self.SQUARED_ACCUMULATOR, self._zeros_like(v, self._v("initialAccumulatorValue"))
            )
        init = self.tf.withInitScope()
        self._globalStep = init.withName("adagrad-da-global-step").variable(Shape.scalar(), TInt64)
        init.assign(self._globalStep, _long(self.tf, 0))

    def prepare(self, scopeName: str) -> Op | None:
        return self.tf.assignAdd(self._globalStep, _long(self.tf, 1))  # type: ignore[no-any-return]

    def applyDense(self, opDependencies: Any, gradient: Output[T], variable: Output[T]) -> Op:
        deps = opDependencies
        return deps.train.applyAdagradDa(  # type: ignore[no-any-return]
            variable,
            self.getSlot(variable, self.ACCUMULATOR),
            self.getSlot(variable, self.SQUARED_ACCUMULATOR),
            gradient,
            self._cast(deps, self._v("learningRate"), gradient),
            self._cast(deps, self._v("l1Strength"), gradient),
            self._cast(deps, self._v("l2Strength"), gradient),
            self._globalStep,
            ApplyAdagradDa.useLocking(True),
        )

    def finish(self, updateOperations: list[Op], name: str) -> Op:
        updateOperations.append(self.tf.assignAdd(self._globalStep, _long(self.tf, 1)))
        return super().finish(updateOperations, name)

    def getOptimizerName(self) -> str:
        return "adagrad-da"


def _long(tf: Any, value: int) -> Any:
    """Java's ``tf.constant(1L)``: a TInt64 scalar."""

    return tf.constant(np.int64(value))
