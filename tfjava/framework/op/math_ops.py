"""``MathOps``: the framework's composite math ops (``l2Normalize``, ``confusionMatrix``,
``tensordot``, ``reduceLogSumExp``, ``allAxes``)."""

from __future__ import annotations

from typing import Any

import numpy as np
from org.tensorflow.op.core import ReduceSum

from tfjava.framework.losses.impl.losses_helper import LossesHelper
from tfjava.framework.op.confusion_matrix import confusionMatrix
from tfjava.framework.op.tensor_dot import tensordot
from tfjava.framework.utils.cast_helper import cast


class MathOps:
    def __init__(self, tf: Any) -> None:
        self._tf = tf

    def l2Normalize(self, x: Any, axis: int | list[int]) -> Any:
        """``x / sqrt(max(sum(x * x, axis), 1e-12))``."""
        tf = self._tf
        axes = tf.constant(np.array(axis if isinstance(axis, list) else [axis], np.int32))
        squareSum = tf.reduceSum(tf.math.square(x), axes, ReduceSum.keepDims(True))
        invNorm = tf.math.rsqrt(tf.math.maximum(squareSum, cast(tf, tf.constant(1e-12), x.type())))
        return tf.math.mul(x, invNorm)

    def confusionMatrix(
        self, labels: Any, predictions: Any, weights: Any = None, numClasses: Any = None
    ) -> Any:
        """The [numClasses, numClasses] matrix of (label, prediction) counts (or summed
        weights); numClasses defaults to the largest label or prediction plus one."""
        return confusionMatrix(self._tf, labels, predictions, weights, numClasses)

    def allAxes(self, op: Any) -> Any:
        """The axes ``0 .. rank-1`` of ``op``."""
        return LossesHelper.allAxes(self._tf, op)

    def tensordot(self, a: Any, b: Any, axes: Any, bAxes: Any = None) -> Any:
        """Contraction of ``a`` and ``b`` (see ``tensor_dot``)."""
        return tensordot(self._tf, a, b, axes, bAxes)

    def reduceLogSumExp(self, input: Any, axes: Any = None, keepDims: bool = False) -> Any:
        """``log(sum(exp(input), axes))``, computed around the maximum so that it does not
        overflow (all axes when ``axes`` is None)."""
        tf = self._tf
        if axes is None:
            dims = LossesHelper.allAxes(tf, input)
        else:
            dims = tf.constant(
                np.asarray([axes] if isinstance(axes, int) else list(axes), np.int32)
            )
        # the maximum kept as size-1 axes broadcasts against input (TensorFlow Python's
        # formula; Java's reduces it first, which broadcasts only for a full reduction)
        rawMax = tf.reduceMax(input, dims, keepDims=True)
        myMax = tf.stopGradient(tf.select(tf.math.isFinite(rawMax), rawMax, tf.zerosLike(rawMax)))
        result = tf.math.log(
            tf.reduceSum(tf.math.exp(tf.math.sub(input, myMax)), dims, keepDims=keepDims)
        )
        if not keepDims:
            myMax = tf.reshape(myMax, tf.shape(result))
        return tf.math.add(result, myMax)
