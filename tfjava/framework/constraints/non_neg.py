"""``NonNeg``: zeroes the negative weights."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tfjava.framework.constraints.constraint import AbstractConstraint, T

if TYPE_CHECKING:
    from org.tensorflow.op import Ops

    from tfjava.core.operand import Operand


class NonNeg(AbstractConstraint):
    def call(self, tf: Ops, weights: Operand[T]) -> Operand[T]:
        type_ = weights.type()
        zero = tf.dtypes.cast(tf.constant(0), type_)
        return tf.math.mul(weights, tf.dtypes.cast(tf.math.greaterEqual(weights, zero), type_))
