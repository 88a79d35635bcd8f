"""Activations bounded to an interval: ``Sigmoid``, ``HardSigmoid`` (``clip(0.2 x + 0.5)``, as
Java computes it), ``Tanh``, ``Softsign`` and ``Softmax``."""

from __future__ import annotations

from typing import Any

from org.tensorflow.op.core import ReduceMax, ReduceSum

from tfjava.framework.activations.activation import AbstractActivation, javaInt
from tfjava.framework.utils.cast_helper import cast


class Sigmoid(AbstractActivation):
    NAME = "sigmoid"

    @staticmethod
    def sigmoid(tf: Any, input: Any) -> Any:
        return tf.math.sigmoid(input)

    def _call(self, tf: Any, input: Any) -> Any:
        return self.sigmoid(tf, input)


class HardSigmoid(AbstractActivation):
    NAME = "hard_sigmoid"

    @staticmethod
    def hardSigmoid(tf: Any, input: Any) -> Any:
        t = input.type()
        x = tf.math.add(
            tf.math.mul(input, cast(tf, tf.constant(0.2), t)), cast(tf, tf.constant(0.5), t)
        )
        return tf.clipByValue(x, cast(tf, tf.constant(0), t), cast(tf, tf.constant(1), t))

    def _call(self, tf: Any, input: Any) -> Any:
        return self.hardSigmoid(tf, input)


class Tanh(AbstractActivation):
    NAME = "tanh"

    @staticmethod
    def tanh(tf: Any, input: Any) -> Any:
        return tf.math.tanh(input)

    def _call(self, tf: Any, input: Any) -> Any:
        return self.tanh(tf, input)


class Softsign(AbstractActivation):
    NAME = "softsign"

    @staticmethod
    def softsign(tf: Any, input: Any) -> Any:
        return tf.nn.softsign(input)

    def _call(self, tf: Any, input: Any) -> Any:
        return self.softsign(tf, input)


class Softmax(AbstractActivation):
    NAME = "softmax"
    AXIS_DEFAULT = -1
    _CONFIG = (("axis", "_axis", javaInt, AXIS_DEFAULT),)
    _axis: int

    @staticmethod
    def softmax(tf: Any, input: Any, axis: Any = None) -> Any:
        """Softmax over ``axis`` (an operand; the last axis when None)."""
        if input.shape().numDimensions() == 2:
            return tf.nn.softmax(input)
        axis = tf.constant(-1) if axis is None else axis
        e = tf.math.exp(tf.math.sub(input, tf.reduceMax(input, axis, ReduceMax.keepDims(True))))
        return tf.math.div(e, tf.reduceSum(e, axis, ReduceSum.keepDims(True)))

    def getAxis(self) -> int:
        return self._axis

    def _call(self, tf: Any, input: Any) -> Any:
        return self.softmax(tf, input, tf.constant(self._axis))
