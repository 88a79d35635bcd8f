"""``RMSProp``: gradients divided by a running root mean square (slots ``rms``, ``momentum``
and, when centered, ``mg``)."""

from __future__ import annotations

from typing import Any

from org.tensorflow.op.train import ApplyCenteredRmsProp, ApplyRmsProp

from tfjava.core.operand import Output
from tfjava.core.raw_op import Op
from tfjava.framework.optimizers.optimizer import Optimizer, T


class RMSProp(Optimizer):
    LEARNING_RATE_DEFAULT = 0.001
    DECAY_DEFAULT = 0.9
    MOMENTUM_DEFAULT = 0.0
    EPSILON_DEFAULT = 1e-10
    CENTERED_DEFAULT = False
    RMS = "rms"
    MG = "mg"
    MOMENTUM = "momentum"
    _PARAMS = (
        ("learningRate", LEARNING_RATE_DEFAULT),
        ("decay", DECAY_DEFAULT),
        ("momentum", MOMENTUM_DEFAULT),
        ("epsilon", EPSILON_DEFAULT),
        ("centered", CENTERED_DEFAULT),
    )

    def createSlots(self, variables: list[Output[Any]]) -> None:
        for v in variables:
            self.createSlot(v, self.RMS, self._zeros_like(v, 1.0))
            self.createSlot(v, self.MOMENTUM, self._zeros_like(v))
            if self._v("centered"):
                self.createSlot(v, self.MG, self._zeros_like(v))

    def applyDense(self, opDependencies: Any, gradient: Output[T], variable: Output[T]) -> Op:
        deps = opDependencies
        common = [
            self.getSlot(variable, self.RMS),
            self.getSlot(variable, self.MOMENTUM),
            *(self._cast(deps, self._v(p), gradient) for p in ("learningRate", "decay")),
            *(self._cast(deps, self._v(p), gradient) for p in ("momentum", "epsilon")),
            gradient,
        ]
        if self._v("centered"):
            return deps.train.applyCenteredRmsProp(  # type: ignore[no-any-return]
                variable,
                self.getSlot(variable, self.MG),
                *common,
                ApplyCenteredRmsProp.useLocking(True),
            )
        return deps.train.applyRmsProp(  # type: ignore[no-any-return]
            variable, *common, ApplyRmsProp.useLocking(True)
        )

    def getOptimizerName(self) -> str:
        return "RMSProp"
