"""Rectifier-like activations: ``ReLU`` (leaky, clipped, thresholded), ``ELU``, ``SELU``,
``GELU``, ``Swish`` and ``Softplus``."""

from __future__ import annotations

import math
from typing import Any

import numpy as np
from org.tensorflow.op.nn import LeakyRelu

from tfjava.framework.activations.activation import (
    AbstractActivation,
    javaBool,
    javaDouble,
    javaFloat,
)
from tfjava.framework.utils.cast_helper import cast


class ReLU(AbstractActivation):
    NAME = "relu"
    ALPHA_DEFAULT = 0.0
    MAX_VALUE_DEFAULT = math.nan
    THRESHOLD_DEFAULT = 0.0
    _CONFIG = (
        ("alpha", "_alpha", javaFloat, ALPHA_DEFAULT),
        ("max_value", "_maxValue", javaFloat, MAX_VALUE_DEFAULT),
        ("threshold", "_threshold", javaFloat, THRESHOLD_DEFAULT),
    )
    _alpha: float
    _maxValue: float
    _threshold: float

    @staticmethod
    def relu(
        tf: Any,
        input: Any,
        alpha: float = ALPHA_DEFAULT,
        maxValue: float = MAX_VALUE_DEFAULT,
        threshold: float = THRESHOLD_DEFAULT,
    ) -> Any:
        """``max(x, threshold)`` clipped to ``maxValue`` (NaN: no clipping), with slope
        ``alpha`` below the threshold."""
        t = input.type()

        def c(v: float) -> Any:
            return cast(tf, tf.constant(np.float32(v)), t)

        clipMax = not math.isnan(maxValue)
        negativePart = None
        if alpha != 0:
            if math.isnan(maxValue) and threshold == 0:
                return tf.nn.leakyRelu(input, LeakyRelu.alpha(alpha))
            if threshold != 0:
                negativePart = tf.nn.relu(tf.math.add(tf.math.neg(input), c(threshold)))
            else:
                negativePart = tf.nn.relu(tf.math.neg(input))
        if threshold != 0:
            greater = tf.math.greater(input, c(threshold))
            x = tf.math.mul(input, cast(tf, greater, t))
        elif maxValue == 6:
            x = tf.nn.relu6(input)
            clipMax = False
        else:
            x = tf.nn.relu(input)
        if clipMax:
            x = tf.clipByValue(x, cast(tf, tf.constant(0), t), c(maxValue))
        if alpha != 0:
            x = tf.math.sub(x, tf.math.mul(c(alpha), negativePart))
        return x

    def _call(self, tf: Any, input: Any) -> Any:
        return self.relu(tf, input, self._alpha, self._maxValue, self._threshold)

    def getAlpha(self) -> float:
        return self._alpha

    def getMaxValue(self) -> float:
        return self._maxValue

    def getThreshold(self) -> float:
        return self._threshold


class ELU(AbstractActivation):
    NAME = "elu"
    _CONFIG = (("alpha", "_alpha", javaDouble, 1.0),)
    _alpha: float

    @staticmethod
    def elu(tf: Any, input: Any, alpha: float = 1.0) -> Any:
        result = tf.nn.elu(input)
        if alpha == 1.0:
            return result
        t = input.type()
        y = tf.math.mul(result, cast(tf, tf.constant(np.float64(alpha)), t))
        cond = tf.math.greater(result, cast(tf, tf.constant(0), t))
        return tf.select(cond, result, y)

    def _call(self, tf: Any, input: Any) -> Any:
        return self.elu(tf, input, self._alpha)

    def getAlpha(self) -> float:
        return self._alpha


class SELU(AbstractActivation):
    NAME = "selu"

    @staticmethod
    def selu(tf: Any, input: Any) -> Any:
        return tf.nn.selu(input)

    def _call(self, tf: Any, input: Any) -> Any:
        return self.selu(tf, input)


class GELU(AbstractActivation):
    NAME = "gelu"
    _CONFIG = (("approximate", "_approximate", javaBool, False),)
    _approximate: bool

    @staticmethod
    def gelu(tf: Any, input: Any, approximate: bool = False) -> Any:
        """``0.5 x (1 + erf(x / sqrt 2))``, or its tanh approximation."""
        t = input.type()

        def c(v: float) -> Any:
            return cast(tf, tf.constant(np.float64(v)), t)

        half, one = c(0.5), c(1.0)
        inputMul = tf.math.mul(half, input)
        if approximate:
            inner = tf.math.add(input, tf.math.mul(c(0.044715), tf.math.pow(input, c(3))))
            return tf.math.mul(
                inputMul, tf.math.add(one, tf.math.tanh(tf.math.mul(c(0.7978845608028654), inner)))
            )
        return tf.math.mul(
            inputMul, tf.math.add(one, tf.math.erf(tf.math.div(input, c(1.4142135623730951))))
        )

    def isApproximate(self) -> bool:
        return self._approximate

    def _call(self, tf: Any, input: Any) -> Any:
        return self.gelu(tf, input, self._approximate)


class Swish(AbstractActivation):
    NAME = "swish"

    @staticmethod
    def swish(tf: Any, input: Any) -> Any:
        return tf.math.mul(input, tf.math.sigmoid(input))

    def _call(self, tf: Any, input: Any) -> Any:
        return self.swish(tf, input)


class Softplus(AbstractActivation):
    NAME = "softplus"

    @staticmethod
    def softplus(tf: Any, input: Any) -> Any:
        return tf.math.softplus(input)

    def _call(self, tf: Any, input: Any) -> Any:
        return self.softplus(tf, input)
