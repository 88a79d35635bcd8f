"""The norm constraints: ``MaxNorm``, ``MinMaxNorm`` and ``UnitNorm``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tfjava.framework.constraints.constraint import AbstractConstraint, T, axes_of
from tfjava.framework.utils.cast_helper import cast

if TYPE_CHECKING:
    from org.tensorflow.op import Ops

    from tfjava.core.operand import Operand


class MaxNorm(AbstractConstraint):
    """Scales the weights whose norm over ``axes`` exceeds ``maxValue`` down to it."""

    MAX_VALUE_DEFAULT = 2.0
    AXIS_DEFAULT = 0

    def __init__(
        self, maxValue: float = MAX_VALUE_DEFAULT, axes: int | Sequence[int] = AXIS_DEFAULT
    ) -> None:
        self._maxValue = float(maxValue)
        self._axes = axes_of(axes)

    def call(self, tf: Ops, weights: Operand[T]) -> Operand[T]:
        norms = self.norm(tf, weights, self._axes)
        desired = self.clip(tf, norms, 0.0, self._maxValue)
        return self._scaled(tf, weights, desired, norms)

    def getMaxValue(self) -> float:
        return self._maxValue

    def getAxes(self) -> list[int]:
        return list(self._axes)


class MinMaxNorm(AbstractConstraint):
    """Moves the norm over ``axes`` into ``[minValue, maxValue]`` at ``rate``:
    ``rate * clip(norm) + (1 - rate) * norm``."""

    MIN_VALUE_DEFAULT = 0.0
    MAX_VALUE_DEFAULT = 1.0
    RATE_DEFAULT = 1.0
    AXIS_DEFAULT = 0

    def __init__(
        self,
        minValue: float = MIN_VALUE_DEFAULT,
        maxValue: float = MAX_VALUE_DEFAULT,
        rate: float = RATE_DEFAULT,
        axes: int | Sequence[int] = AXIS_DEFAULT,
    ) -> None:
        self._minValue = float(minValue)
        self._maxValue = float(maxValue)
        self._rate = float(rate)
        self._axes = axes_of(axes)

    def call(self, tf: Ops, weights: Operand[T]) -> Operand[T]:
        type_ = weights.type()
        norms = self.norm(tf, weights, self._axes)
        rate = tf.dtypes.cast(tf.constant(self._rate), type_)
        clipped = self.clip(tf, norms, self._minValue, self._maxValue)
        keep = tf.math.sub(tf.dtypes.cast(tf.constant(1), type_), rate)
        desired = tf.math.add(tf.math.mul(rate, clipped), tf.math.mul(keep, norms))
        return self._scaled(tf, weights, desired, norms)

    def getMinValue(self) -> float:
        return self._minValue

    def getMaxValue(self) -> float:
        return self._maxValue

    def getRate(self) -> float:
        return self._rate

    def getAxes(self) -> list[int]:
        return list(self._axes)


class UnitNorm(AbstractConstraint):
    """Divides the weights by their norm over ``axes``."""

    AXIS_DEFAULT = 0

    def __init__(self, axes: int | Sequence[int] = AXIS_DEFAULT) -> None:
        self._axes = axes_of(axes)

    def call(self, tf: Ops, weights: Operand[T]) -> Operand[T]:
        epsilon = cast(tf, tf.constant(self.EPSILON), weights.type())
        norms = self.norm(tf, weights, self._axes)
        return tf.math.div(weights, tf.math.add(epsilon, norms))

    def getAxes(self) -> list[int]:
        return list(self._axes)
