"""``Adamax``: Adam with the infinity norm (slots ``m`` and ``v``; variable ``beta1_power``)."""

from __future__ import annotations

from typing import Any

from org.tensorflow.op.train import ApplyAdaMax

from tfjava.core.operand import Output
from tfjava.core.raw_op import Op
from tfjava.framework.optimizers.adam import _MomentOptimizer
from tfjava.framework.optimizers.optimizer import T


class Adamax(_MomentOptimizer):
    EPSILON_DEFAULT = 1e-07
    _PARAMS = (
        ("learningRate", _MomentOptimizer.LEARNING_RATE_DEFAULT),
        ("betaOne", _MomentOptimizer.BETA_ONE_DEFAULT),
        ("betaTwo", _MomentOptimizer.BETA_TWO_DEFAULT),
        ("epsilon", EPSILON_DEFAULT),
    )
    _POWERS = (("beta1_power", "betaOne"),)

    def applyDense(self, opDependencies: Any, gradient: Output[T], variable: Output[T]) -> Op:
        deps, c = opDependencies, self._consts

        def cast(x: Any) -> Any:
            return deps.dtypes.cast(x, gradient.type())

        return ApplyAdaMax.create(
            deps.scope(),
            variable,
            self.getSlot(variable, self.FIRST_MOMENT),
            self.getSlot(variable, self.SECOND_MOMENT),
            cast(self._powers[0]),
            cast(c["learningRate"]),
            cast(c["betaOne"]),
            cast(c["betaTwo"]),
            cast(c["epsilon"]),
            gradient,
            ApplyAdaMax.useLocking(True),
        )

    def getOptimizerName(self) -> str:
        return "Adamax"
