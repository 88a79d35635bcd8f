"""``Constraint`` and ``AbstractConstraint``: the interface and the norm helpers the norm
constraints share."""

from __future__ import annotations

import typing
from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeVar

import numpy as np
from org.tensorflow.op.core import ReduceSum

from tfjava.framework.utils.cast_helper import cast
from tfjava.types.family import TNumber

if TYPE_CHECKING:
    from org.tensorflow.op import Ops

    from tfjava.core.operand import Operand
    from tfjava.types import TInt32

T = TypeVar("T", bound=TNumber)


class Constraint:
    """Java's ``Constraint`` interface: ``call(tf, weights)``, the constrained weights."""

    def call(self, tf: Ops, weights: Operand[T]) -> Operand[T]:
        raise NotImplementedError(f"{type(self).__name__}.call")


def axes_of(axis: int | Sequence[int]) -> list[int]:
    """Java's ``(int axis)`` and ``(int[] axes)`` overloads, as a list."""
    if isinstance(axis, bool):
        raise TypeError(f"axis must be an int or ints, got {axis!r}")
    if isinstance(axis, int):
        return [axis]
    return [int(a) for a in axis]


class AbstractConstraint(Constraint):
    EPSILON = 1e-7

    def sqrt(self, tf: Ops, x: Operand[T]) -> Operand[T]:
        """``sqrt`` of ``x`` clipped to ``[0, inf]``."""
        if x is None:
            raise ValueError("Operand x must not be null")
        zero = cast(tf, tf.constant(0), x.type())
        inf = cast(tf, tf.constant(np.float64(np.inf)), x.type())
        return tf.math.sqrt(tf.clipByValue(x, zero, inf))

    def clip(self, tf: Ops, x: Operand[T], minValue: float, maxValue: float) -> Operand[T]:
        if x is None:
            raise ValueError("Operand x must not be null")
        low = cast(tf, tf.constant(np.float64(min(minValue, maxValue))), x.type())
        high = cast(tf, tf.constant(np.float64(max(minValue, maxValue))), x.type())
        return tf.clipByValue(x, low, high)

    def norm(self, tf: Ops, weights: Operand[T], axes: Sequence[int]) -> Operand[T]:
        """The L2 norm of ``weights`` over ``axes``, dimensions kept."""
        if weights is None:
            raise ValueError("weights must not be null")
        total = tf.reduceSum(
            tf.math.square(weights),
            typing.cast("Operand[TInt32]", tf.constant(np.asarray(list(axes), np.int32))),
            ReduceSum.keepDims(True),
        )
        return self.sqrt(tf, total)

    def _scaled(
        self, tf: Ops, weights: Operand[T], desired: Operand[T], norms: Operand[T]
    ) -> Operand[T]:
        """``weights * desired / (epsilon + norms)``."""
        epsilon = cast(tf, tf.constant(np.float32(self.EPSILON)), weights.type())
        return tf.math.mul(weights, tf.math.div(desired, tf.math.add(epsilon, norms)))
