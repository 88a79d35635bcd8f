"""``Losses``: the loss functions behind the loss classes, per sample (reduced over the last
axis), with Java's formulas (binary cross-entropy keeps epsilon inside the logs)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from org.tensorflow.op.core import ReduceAll, ReduceMax, ReduceSum

from tfjava.framework.losses.impl.losses_helper import LossesHelper
from tfjava.framework.op.framework_ops import FrameworkOps
from tfjava.framework.op.math_ops import MathOps
from tfjava.framework.utils.cast_helper import cast
from tfjava.types import TInt64


def _aligned(tf: Any, labels: Any, predictions: Any) -> tuple[Any, Any]:
    """Labels cast to the predictions' type, with squeezable dimensions aligned."""
    t = LossesHelper.squeezeOrExpandDimensions(
        tf, cast(tf, labels, predictions.type()), predictions
    )
    return t.getLabels(), t.getTarget()


def _c(tf: Any, value: float, like: Any) -> Any:
    return cast(tf, tf.constant(value), like.type())


def _mean_last(tf: Any, x: Any) -> Any:
    return tf.math.mean(x, tf.constant(-1))


class Losses:
    EPSILON = 1e-7
    CHANNELS_LAST = -1
    CHANNELS_FIRST = 1

    @staticmethod
    def meanAbsoluteError(tf: Any, labels: Any, predictions: Any) -> Any:
        labels, predictions = _aligned(tf, labels, predictions)
        return _mean_last(tf, tf.math.abs(tf.math.sub(labels, predictions)))

    @staticmethod
    def meanSquaredError(tf: Any, labels: Any, predictions: Any) -> Any:
        labels, predictions = _aligned(tf, labels, predictions)
        return _mean_last(tf, tf.math.squaredDifference(predictions, labels))

    @staticmethod
    def meanAbsolutePercentageError(tf: Any, labels: Any, predictions: Any) -> Any:
        labels, predictions = _aligned(tf, labels, predictions)
        eps = _c(tf, Losses.EPSILON, predictions)
        diff = tf.math.abs(
            tf.math.div(tf.math.sub(labels, predictions), tf.math.maximum(tf.math.abs(labels), eps))
        )
        return tf.math.mul(_c(tf, 100, predictions), _mean_last(tf, diff))

    @staticmethod
    def meanSquaredLogarithmicError(tf: Any, labels: Any, predictions: Any) -> Any:
        labels, predictions = _aligned(tf, labels, predictions)
        eps, one = _c(tf, Losses.EPSILON, predictions), _c(tf, 1, predictions)
        firstLog = tf.math.log(tf.math.add(tf.math.maximum(predictions, eps), one))
        secondLog = tf.math.log(tf.math.add(tf.math.maximum(labels, eps), one))
        return _mean_last(tf, tf.math.squaredDifference(firstLog, secondLog))

    @staticmethod
    def binaryCrossentropy(
        tf: Any, labels: Any, predictions: Any, fromLogits: bool, labelSmoothing: float
    ) -> Any:

        labels, predictions = _aligned(tf, labels, predictions)
        if labelSmoothing != 0.0:
            labels = tf.math.add(
                tf.math.mul(labels, _c(tf, 1.0 - labelSmoothing, labels)),
                _c(tf, 0.5 * labelSmoothing, labels),
            )
        if fromLogits:
            bce = FrameworkOps.create(tf).nn.sigmoidCrossEntropyWithLogits(labels, predictions)
        else:
            one, eps = _c(tf, 1, predictions), _c(tf, Losses.EPSILON, predictions)
            output = tf.clipByValue(predictions, eps, tf.math.sub(one, eps))
            bce = tf.math.mul(labels, tf.math.log(tf.math.add(output, eps)))
            bce = tf.math.add(
                bce,
                tf.math.mul(
                    tf.math.sub(one, labels),
                    tf.math.log(tf.math.add(tf.math.sub(one, output), eps)),
                ),
            )
            bce = tf.math.neg(bce)
        return _mean_last(tf, bce)

    @staticmethod
    def categoricalCrossentropy(
        tf: Any,
        labels: Any,
        predictions: Any,
        fromLogits: bool,
        labelSmoothing: float,
        axis: int = -1,
    ) -> Any:
        labels, predictions = _aligned(tf, labels, predictions)
        if labelSmoothing != 0.0:
            numClasses = labels.shape().size(-1)
            labels = tf.math.add(
                tf.math.mul(labels, _c(tf, 1.0 - labelSmoothing, labels)),
                tf.math.div(_c(tf, labelSmoothing, labels), _c(tf, numClasses, labels)),
            )
        if fromLogits:
            return FrameworkOps.create(tf).nn.softmaxCrossEntropyWithLogits(
                labels, predictions, axis
            )
        one, eps = _c(tf, 1, predictions), _c(tf, Losses.EPSILON, predictions)
        ax = tf.constant(axis)
        predictions = tf.math.div(
            predictions, tf.reduceSum(predictions, ax, ReduceSum.keepDims(True))
        )
        predictions = tf.clipByValue(predictions, eps, tf.math.sub(one, eps))
        cce = tf.reduceSum(
            tf.math.mul(labels, tf.math.log(predictions)), ax, ReduceSum.keepDims(False)
        )
        return tf.math.neg(cce)

    @staticmethod
    def categoricalHinge(tf: Any, labels: Any, predictions: Any) -> Any:
        labels, predictions = _aligned(tf, labels, predictions)
        one, zero = _c(tf, 1, predictions), _c(tf, 0, predictions)
        last = tf.constant(-1)
        pos = tf.reduceSum(tf.math.mul(labels, predictions), last, ReduceSum.keepDims(False))
        neg = tf.reduceMax(
            tf.math.mul(tf.math.sub(one, labels), predictions), last, ReduceMax.keepDims(False)
        )
        return tf.math.maximum(zero, tf.math.add(tf.math.sub(neg, pos), one))

    @staticmethod
    def cosineSimilarity(tf: Any, labels: Any, predictions: Any, axis: int | Sequence[int]) -> Any:
        labels, predictions = _aligned(tf, labels, predictions)
        axes = [axis] if isinstance(axis, int) else list(axis)
        labels = Losses.l2Normalize(tf, labels, axes)
        predictions = Losses.l2Normalize(tf, predictions, axes)
        return tf.reduceSum(
            tf.math.mul(labels, predictions),
            tf.constant(np.array(axes, np.int32)),
            ReduceSum.keepDims(False),
        )

    @staticmethod
    def hinge(tf: Any, labels: Any, predictions: Any) -> Any:
        labels, predictions = _aligned(tf, labels, predictions)
        one, zero = _c(tf, 1, predictions), _c(tf, 0, predictions)
        labels = _maybeConvertLabels(tf, labels)
        return _mean_last(
            tf, tf.math.maximum(tf.math.sub(one, tf.math.mul(labels, predictions)), zero)
        )

    @staticmethod
    def squaredHinge(tf: Any, labels: Any, predictions: Any) -> Any:
        labels, predictions = _aligned(tf, labels, predictions)
        one, zero = _c(tf, 1, predictions), _c(tf, 0, predictions)
        labels = _maybeConvertLabels(tf, labels)
        return _mean_last(
            tf,
            tf.math.square(
                tf.math.maximum(tf.math.sub(one, tf.math.mul(labels, predictions)), zero)
            ),
        )

    @staticmethod
    def huber(tf: Any, labels: Any, predictions: Any, delta: float) -> Any:
        labels, predictions = _aligned(tf, labels, predictions)
        error = tf.math.sub(predictions, labels)
        deltaConst, half = _c(tf, delta, predictions), _c(tf, 0.5, predictions)
        absError = tf.math.abs(error)
        quadratic = tf.math.minimum(absError, deltaConst)
        linear = tf.math.sub(absError, quadratic)
        loss = tf.math.add(
            tf.math.mul(half, tf.math.mul(quadratic, quadratic)), tf.math.mul(deltaConst, linear)
        )
        return _mean_last(tf, loss)

    @staticmethod
    def kullbackLeiblerDivergence(tf: Any, labels: Any, predictions: Any) -> Any:
        labels, predictions = _aligned(tf, labels, predictions)
        one, eps = _c(tf, 1, predictions), _c(tf, Losses.EPSILON, predictions)
        labels = tf.clipByValue(labels, eps, one)
        predictions = tf.clipByValue(predictions, eps, one)
        return tf.reduceSum(
            tf.math.mul(labels, tf.math.log(tf.math.div(labels, predictions))), tf.constant(-1)
        )

    @staticmethod
    def logCosh(tf: Any, labels: Any, predictions: Any) -> Any:
        labels, predictions = _aligned(tf, labels, predictions)
        diff = tf.math.sub(predictions, labels)
        softplus = tf.math.softplus(tf.math.mul(_c(tf, -2, predictions), diff))
        logcosh = tf.math.sub(tf.math.add(diff, softplus), tf.math.log(_c(tf, 2, predictions)))
        return _mean_last(tf, logcosh)

    @staticmethod
    def poisson(tf: Any, labels: Any, predictions: Any) -> Any:
        labels, predictions = _aligned(tf, labels, predictions)
        eps = _c(tf, Losses.EPSILON, predictions)
        return _mean_last(
            tf,
            tf.math.sub(
                predictions, tf.math.mul(labels, tf.math.log(tf.math.add(predictions, eps)))
            ),
        )

    @staticmethod
    def sparseCategoricalCrossentropy(
        tf: Any, labels: Any, predictions: Any, fromLogits: bool, axis: int = -1
    ) -> Any:

        one, eps = _c(tf, 1, predictions), _c(tf, Losses.EPSILON, predictions)
        if not fromLogits:
            predictions = tf.math.log(tf.clipByValue(predictions, eps, tf.math.sub(one, eps)))
        predictionsShape = predictions.shape()
        rank = predictionsShape.numDimensions()
        axis %= rank
        if axis != rank - 1:
            perm = [i for i in range(rank) if i != axis] + [axis]
            predictions = tf.linalg.transpose(predictions, tf.constant(np.array(perm, np.int32)))
        iLabels = cast(tf, labels, TInt64)
        labelsShape = labels.shape()
        labelsRank = labelsShape.numDimensions()
        updateShape = labelsRank != rank - 1
        if updateShape:
            iLabels = tf.reshape(iLabels, tf.constant(labelsShape.take(labelsRank - 1)))
            predictions = tf.reshape(
                predictions, tf.constant(np.array([-1, predictionsShape.size(-1)], np.int64))
            )
        loss = FrameworkOps.create(tf).nn.sparseSoftmaxCrossEntropyWithLogits(iLabels, predictions)
        if updateShape and rank >= 3:
            loss = tf.reshape(loss, tf.constant(predictionsShape.take(rank - 1)))
        return loss

    @staticmethod
    def l2Normalize(tf: Any, x: Any, axis: Sequence[int]) -> Any:

        return MathOps(tf).l2Normalize(x, list(axis))


def _maybeConvertLabels(tf: Any, labels: Any) -> Any:
    """Binary labels {0, 1} become {-1, 1}; others are kept."""
    one, zero, two = _c(tf, 1, labels), _c(tf, 0, labels), _c(tf, 2, labels)
    isBinary = tf.reduceAll(
        tf.math.logicalOr(tf.math.equal(labels, zero), tf.math.equal(labels, one)),
        tf.constant(-1),
        ReduceAll.keepDims(True),
    )
    return tf.select(isBinary, tf.math.sub(tf.math.mul(two, labels), one), labels)
