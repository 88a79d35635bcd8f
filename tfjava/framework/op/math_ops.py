"""``MathOps``: the framework's composite math ops."""

from __future__ import annotations

from typing import Any

import numpy as np

from tfjava.framework.utils.cast_helper import cast


class MathOps:
    def __init__(self, tf: Any) -> None:
        self._tf = tf

    def l2Normalize(self, x: Any, axis: int | list[int]) -> Any:
        """``x / sqrt(max(sum(x * x, axis), 1e-12))``."""
        # generated op classes load on first use (import time)
        from org.tensorflow.op.core import ReduceSum

        tf = self._tf
        axes = tf.constant(np.array(axis if isinstance(axis, list) else [axis], np.int32))
        squareSum = tf.reduceSum(tf.math.square(x), axes, ReduceSum.keepDims(True))
        invNorm = tf.math.rsqrt(tf.math.maximum(squareSum, cast(tf, tf.constant(1e-12), x.type())))
        return tf.math.mul(x, invNorm)
