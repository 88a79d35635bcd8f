"""``GradientDescent``: ``variable -= learningRate * gradient``."""

from __future__ import annotations

from typing import Any

from org.tensorflow.op.train import ApplyGradientDescent

from tfjava.core.operand import Output
from tfjava.core.raw_op import Op
from tfjava.framework.optimizers.optimizer import Optimizer, T


class GradientDescent(Optimizer):
    LEARNING_RATE_DEFAULT = 0.01
    _PARAMS = (("learningRate", LEARNING_RATE_DEFAULT),)

    def applyDense(self, opDependencies: Any, gradient: Output[T], variable: Output[T]) -> Op:
        deps = opDependencies
        return deps.train.applyGradientDescent(  # type: ignore[no-any-return]
            variable,
            self._cast(deps, self._v("learningRate"), gradient),
            gradient,
            ApplyGradientDescent.useLocking(True),
        )

    def getOptimizerName(self) -> str:
        return "GradientDescent"
