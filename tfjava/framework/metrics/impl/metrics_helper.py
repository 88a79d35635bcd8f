"""``MetricsHelper``: weight broadcasting, shape assertions, the confusion-matrix variable
update of the threshold metrics, and the confusion matrix of ``MeanIoU``."""

from __future__ import annotations

from typing import Any

import numpy as np
from org.tensorflow.op.core import OneHot, Squeeze, Stack
from org.tensorflow.op.math import Cumsum, Mean
from org.tensorflow.op.nn import TopK

from tfjava.framework.losses.impl.losses_helper import LossesHelper, LossTuple
from tfjava.framework.metrics.exceptions import NotBroadcastableException
from tfjava.framework.metrics.impl.confusion_matrix_enum import ConfusionMatrixEnum
from tfjava.framework.metrics.impl.weights_broadcast_ops import dynamic_check, static_check
from tfjava.framework.utils.cast_helper import cast
from tfjava.ndarray import Shape
from tfjava.types import TBool, TFloat64, TInt32, TInt64

_CM = ConfusionMatrixEnum


def allAxes(tf: Any, op: Any) -> Any:
    return LossesHelper.allAxes(tf, op)


class MetricsHelper:
    NEG_INF = -1e10

    @staticmethod
    def assertBroadcastable(tf: Any, sampleWeights: Any, values: Any) -> Any:
        """As ``WeightsBroadcastOps.assertBroadcastable``, raising ``NotBroadcastableException``;
        a shape with an unknown dimension is checked at run time."""
        if (
            not sampleWeights.shape().hasUnknownDimension()
            and not values.shape().hasUnknownDimension()
        ):
            return static_check(tf, sampleWeights, values, NotBroadcastableException)
        # A scalar weight is made the values' shape before the dimension check.
        isScalar = tf.math.equal(tf.rank(sampleWeights), tf.constant(0))
        reshaped = tf.select(
            isScalar, tf.math.mul(sampleWeights, tf.onesLike(values)), sampleWeights
        )
        return dynamic_check(tf, reshaped, values, "broadcastWeights-dynamic")

    @staticmethod
    def broadcastWeights(tf: Any, weights: Any, values: Any) -> Any:
        wShape, vShape = weights.shape(), values.shape()
        if (
            not wShape.hasUnknownDimension()
            and not vShape.hasUnknownDimension()
            and wShape.isCompatibleWith(vShape)
        ):
            return weights
        check = MetricsHelper.assertBroadcastable(tf, weights, tf.onesLike(values))
        ctf = tf.withSubScope("broadcastWeights").withControlDependencies([check])
        return ctf.math.mul(weights, tf.onesLike(values))

    @staticmethod
    def assertShapes(tf: Any, symbols: list[Any], message: str) -> list[Any]:
        """Asserts that each operand has its symbols' rank and that every dimension named by
        one symbol has one size."""
        ops: list[Any] = []
        for symbol in symbols:
            operand = symbol.getOperand()
            ops.append(
                tf.withSubScope("assertShapes-1").assertThat(
                    tf.math.equal(tf.rank(operand), tf.constant(symbol.rank())),
                    [tf.constant(message)],
                )
            )
        sizes: dict[str, Any] = {}
        for symbol in symbols:
            operand = symbol.getOperand()
            for i, s in enumerate(symbol.getSymbols()):
                size = tf.reshape(
                    tf.shape.size(operand, tf.constant(np.int64(i)), TInt64),
                    tf.constant(Shape.scalar()),
                )
                first = sizes.setdefault(s, size)
                ops.append(
                    tf.withSubScope("assertShapes-2").assertThat(
                        tf.math.equal(size, first), [tf.constant(message)]
                    )
                )
        return ops

    @staticmethod
    def updateConfusionMatrixVariables(
        tf: Any,
        variablesToUpdate: dict[ConfusionMatrixEnum, Any] | None,
        labels: Any,
        predictions: Any,
        thresholds: Any,
        topK: int | None,
        classIndex: int | None,
        sampleWeight: Any,
        multiLabel: bool,
        labelWeights: Any,
    ) -> list[Any]:
        """The assign-adds of each variable in ``variablesToUpdate``: the (weighted) count of
        examples in its condition at each threshold (per label when ``multiLabel``)."""
        if multiLabel and labelWeights is not None:
            raise ValueError(
                "labelWeights for multilabel data should be handled outside of "
                "updateConfusionMatrixVariables when multiLabel is true."
            )
        if not variablesToUpdate:
            return []
        controlOps = _rangeChecks(tf, predictions)
        tLabels, tPredictions, tSampleWeight = _aligned(tf, labels, predictions, sampleWeight)
        if topK is not None:
            tPredictions = _filterTopK(tf, tPredictions, topK)
        if classIndex is not None:
            index = tf.constant([classIndex])
            tLabels = tf.squeeze(tf.gather(tLabels, index, tf.constant(-1)), Squeeze.axis([1]))
            tPredictions = tf.squeeze(
                tf.gather(tPredictions, index, tf.constant(-1)), Squeeze.axis([1])
            )
        if multiLabel:
            predIsPos, labelIsPos, weightsTiled = _tiledPerLabel(
                tf, tLabels, tPredictions, thresholds, tSampleWeight
            )
        else:
            predIsPos, labelIsPos, weightsTiled = _broadcastRows(
                tf, tLabels, tPredictions, thresholds, tSampleWeight, labelWeights
            )
        conditions: dict[ConfusionMatrixEnum, tuple[Any, Any]] = {
            _CM.TRUE_POSITIVES: (labelIsPos, predIsPos)
        }
        wantTN = _CM.TRUE_NEGATIVES in variablesToUpdate
        predIsNeg: Any = None  # made below whenever a negative condition needs it
        if _CM.FALSE_NEGATIVES in variablesToUpdate or wantTN:
            predIsNeg = tf.math.logicalNot(predIsPos)
            conditions[_CM.FALSE_NEGATIVES] = (labelIsPos, predIsNeg)
        if _CM.FALSE_POSITIVES in variablesToUpdate or wantTN:
            labelIsNeg = tf.math.logicalNot(labelIsPos)
            conditions[_CM.FALSE_POSITIVES] = (labelIsNeg, predIsPos)
            if wantTN:
                conditions[_CM.TRUE_NEGATIVES] = (labelIsNeg, predIsNeg)
        for condition, (label, pred) in conditions.items():
            variable = variablesToUpdate.get(condition)
            if variable is not None:
                controlOps.append(_weightedAssignAdd(tf, label, pred, weightsTiled, variable))
        return controlOps

    @staticmethod
    def updateEvenlySpacedConfusionMatrixVariables(
        tf: Any,
        variablesToUpdate: dict[ConfusionMatrixEnum, Any],
        labels: Any,
        predictions: Any,
        numThresholds: int,
        sampleWeight: Any,
    ) -> list[Any]:
        """The counts ``updateConfusionMatrixVariables`` makes for ``AUC``'s evenly spaced
        thresholds (−ε, 1/(n−1), ..., (n−2)/(n−1), 1+ε), in O(examples + thresholds) rather than
        O(examples × thresholds): each prediction falls in the bucket of the highest threshold
        it exceeds, and a reversed cumulative sum over the buckets gives the counts at every
        threshold. A prediction is compared with i/(n−1) through ceil(p·(n−1)), as Keras does."""
        ptype = predictions.type()
        controlOps = _rangeChecks(tf, predictions)
        tLabels, tPredictions, tSampleWeight = _aligned(tf, labels, predictions, sampleWeight)
        flat = tf.constant(Shape.of(-1))
        p = tf.reshape(tPredictions, flat)
        isTrue = tf.reshape(cast(tf, cast(tf, tLabels, TBool), ptype), flat)
        isFalse = tf.math.sub(cast(tf, tf.constant(1), ptype), isTrue)
        if tSampleWeight is not None:
            w = tf.reshape(tf.broadcastTo(tSampleWeight, tf.shape(tPredictions)), flat)
            isTrue, isFalse = tf.math.mul(isTrue, w), tf.math.mul(isFalse, w)
        scaled = tf.math.mul(p, cast(tf, tf.constant(float(numThresholds - 1)), ptype))
        buckets = tf.math.sub(tf.math.ceil(scaled), cast(tf, tf.constant(1), ptype))
        buckets = tf.dtypes.cast(tf.nn.relu(buckets), TInt32)
        n, axis0 = tf.constant(numThresholds), tf.constant(0)
        tp, fp = (
            tf.math.cumsum(tf.math.unsortedSegmentSum(v, buckets, n), axis0, Cumsum.reverse(True))
            for v in (isTrue, isFalse)
        )
        first, one = tf.constant([0]), tf.constant([1])
        totalTrue, totalFalse = tf.slice(tp, first, one), tf.slice(fp, first, one)
        values = {
            _CM.TRUE_POSITIVES: tp,
            _CM.FALSE_POSITIVES: fp,
            _CM.TRUE_NEGATIVES: tf.math.sub(totalFalse, fp),
            _CM.FALSE_NEGATIVES: tf.math.sub(totalTrue, tp),
        }
        for condition, variable in variablesToUpdate.items():
            controlOps.append(tf.assignAdd(variable, cast(tf, values[condition], variable.type())))
        return controlOps

    @staticmethod
    def mean(tf: Any, x: Any, axes: Any = None, keepDims: bool = False) -> Any:
        """Java's overloads ``mean(tf, x)``, ``(tf, x, axes)``, ``(tf, x, keepDims)`` and
        ``(tf, x, axes, keepDims)``."""
        if isinstance(axes, bool):
            axes, keepDims = None, axes
        if axes is None:
            axes = allAxes(tf, x)
        return tf.math.mean(x, axes, Mean.keepDims(keepDims))

    @staticmethod
    def booleanMean(tf: Any, x: Any, axes: Any = None, keepDims: bool = False) -> Any:
        if isinstance(axes, bool):
            axes, keepDims = None, axes
        return MetricsHelper.mean(tf, cast(tf, x, TFloat64), axes, keepDims)

    @staticmethod
    def raggedAssertCompatibleAndGetFlatValues(
        tf: Any, labels: Any, predictions: Any
    ) -> LossTuple[Any]:
        return LossTuple(cast(tf, labels, predictions.type()), predictions)

    @staticmethod
    def confusionMatrix(
        tf: Any, labels: Any, predictions: Any, numClasses: Any, weights: Any, type: Any
    ) -> Any:
        """The ``numClasses`` × ``numClasses`` matrix whose ``[i, j]`` is the (weighted) count of
        examples labelled ``i`` and predicted ``j``.

        ``FrameworkOps.math.confusionMatrix`` will replace this copy once it exists."""
        if not predictions.shape().isCompatibleWith(labels.shape()):
            raise ValueError(
                f"Prediction shape {predictions.shape()} is not compatible with labels shape "
                f"{labels.shape()}"
            )
        tf = tf.withSubScope("confusionMatrix")
        ops = LossesHelper.squeezeOrExpandDimensions(tf, predictions, labels, None)
        tPredictions = cast(tf, ops.getTarget(), TInt64)
        tLabels = cast(tf, ops.getLabels(), TInt64)
        zero = tf.constant(np.int64(0))
        labelControls = [
            tf.assertThat(
                tf.reduceAll(tf.math.greaterEqual(tLabels, zero), allAxes(tf, tLabels)),
                [tf.constant("`labels` contains negative values")],
            )
        ]
        predictionControls = [
            tf.assertThat(
                tf.reduceAll(tf.math.greaterEqual(tPredictions, zero), allAxes(tf, tPredictions)),
                [tf.constant("`predictions` contains negative values")],
            )
        ]
        if numClasses is None:
            numClasses = tf.math.add(
                tf.math.maximum(
                    tf.reduceMax(tPredictions, allAxes(tf, tPredictions)),
                    tf.reduceMax(tLabels, allAxes(tf, tLabels)),
                ),
                tf.constant(np.int64(1)),
            )
        else:
            labelControls.append(
                tf.assertThat(
                    tf.reduceAll(tf.math.less(tLabels, numClasses), allAxes(tf, tLabels)),
                    [tf.constant("`labels` out of bounds")],
                )
            )
            predictionControls.append(
                tf.assertThat(
                    tf.reduceAll(tf.math.less(tPredictions, numClasses), allAxes(tf, tPredictions)),
                    [tf.constant("`predictions` out of bounds")],
                )
            )
        if weights is not None and not tPredictions.shape().isCompatibleWith(weights.shape()):
            raise ValueError(
                f"Prediction shape {tPredictions.shape()} is not compatible with weights shape "
                f"{weights.shape()}"
            )
        tLabels = (
            tf.withSubScope("confusionMatrixLabels")
            .withControlDependencies(labelControls)
            .identity(tLabels)
        )
        tPredictions = (
            tf.withSubScope("confusionMatrixPredictions")
            .withControlDependencies(predictionControls)
            .identity(tPredictions)
        )
        shape = tf.stack([numClasses, numClasses])
        indices = tf.stack([tLabels, tPredictions], Stack.axis(1))
        values = cast(tf, tf.onesLike(tPredictions) if weights is None else weights, type)
        return tf.sparse.sparseTensorDenseAdd(indices, values, shape, tf.zeros(shape, type))


def _rangeChecks(tf: Any, predictions: Any) -> list[Any]:
    """Asserts that every prediction is in [0, 1]."""
    ptype = predictions.type()
    axes = allAxes(tf, predictions)
    return [
        tf.withSubScope("updateConfusionMatrixVariables-1").assertThat(
            tf.reduceAll(tf.math.greaterEqual(predictions, cast(tf, tf.constant(0), ptype)), axes),
            [tf.constant("predictions must be >= 0")],
        ),
        tf.withSubScope("updateConfusionMatrixVariables-2").assertThat(
            tf.reduceAll(tf.math.lessEqual(predictions, cast(tf, tf.constant(1), ptype)), axes),
            [tf.constant("predictions must be <= 1")],
        ),
    ]


def _aligned(tf: Any, labels: Any, predictions: Any, sampleWeight: Any) -> tuple[Any, Any, Any]:
    """Labels, predictions and sample weights of matching ranks; raises when the shapes of
    labels and predictions cannot match."""
    result = LossesHelper.squeezeOrExpandDimensions(tf, labels, predictions, sampleWeight)
    tPredictions, tLabels = result.getTarget(), result.getLabels()
    if not tPredictions.shape().isCompatibleWith(tLabels.shape()):
        raise ValueError(f"Shapes {tPredictions.shape()} and {tLabels.shape()} are incompatible)")
    return tLabels, tPredictions, result.getSampleWeights()


def _broadcastRows(
    tf: Any, labels: Any, predictions: Any, thresholds: Any, sampleWeight: Any, labelWeights: Any
) -> tuple[Any, Any, Any]:
    """Every example in one row against a column of thresholds: ``predIsPos`` is
    [thresholds, examples]; labels and weights stay one row and broadcast (Java tiles them to
    the same values)."""
    row = tf.constant(Shape.of(1, -1))
    predsRow = tf.reshape(predictions, row)
    labelIsPos = tf.reshape(cast(tf, labels, TBool), row)
    thresholdsColumn = tf.reshape(
        cast(tf, thresholds, predictions.type()), tf.constant(Shape.of(-1, 1))
    )
    predIsPos = tf.math.greater(predsRow, thresholdsColumn)
    weights = None
    if sampleWeight is not None:
        weights = tf.reshape(tf.broadcastTo(sampleWeight, tf.shape(predictions)), row)
    if labelWeights is not None:
        lw = tf.broadcastTo(
            tf.expandDims(tf.identity(labelWeights), tf.constant(0)), tf.shape(predictions)
        )
        lw = tf.reshape(lw, row)
        weights = lw if weights is None else tf.math.mul(weights, lw)
    return predIsPos, labelIsPos, weights


def _tiledPerLabel(
    tf: Any, labels: Any, predictions: Any, thresholds: Any, sampleWeight: Any
) -> tuple[Any, Any, Any]:
    """Multi-label: predictions, labels and weights tiled to [thresholds, examples, labels]."""
    numThresholds = tf.reshape(
        tf.shape.size(thresholds, tf.constant(0)), tf.constant(Shape.scalar())
    )
    oneThresh = tf.math.equal(tf.constant(1), tf.rank(thresholds))
    predShape = tf.shape(predictions)
    numExamples = tf.reshape(
        tf.shape.size(predictions, tf.constant(0)), tf.constant(Shape.scalar())
    )
    rank = tf.shape.numDimensions(predShape)
    numLabels = tf.select(
        tf.math.equal(rank, tf.constant(1)),
        tf.constant(1),
        tf.reduceProd(
            tf.shape.takeLast(predShape, tf.math.sub(rank, tf.constant(1))), tf.constant(0)
        ),
    )
    threshLabelTile = tf.select(oneThresh, numLabels, tf.constant(1))
    predictionsExtraDim = tf.expandDims(predictions, tf.constant(0))
    labelsExtraDim = tf.expandDims(cast(tf, labels, TBool), tf.constant(0))
    threshPretileShape = [numThresholds, tf.constant(1), tf.constant(-1)]
    threshTilesShape = tf.stack([tf.constant(1), numExamples, threshLabelTile])
    dataTilesShape = tf.stack([numThresholds, tf.constant(1), tf.constant(1)])
    thresholdsReshaped = tf.reshape(
        cast(tf, thresholds, predictions.type()), tf.stack(threshPretileShape)
    )
    threshTiled = tf.tile(thresholdsReshaped, threshTilesShape)
    predIsPos = tf.math.greater(tf.tile(predictionsExtraDim, dataTilesShape), threshTiled)
    labelIsPos = tf.tile(labelsExtraDim, dataTilesShape)
    weightsTiled = None
    if sampleWeight is not None:
        sampleWeight = tf.broadcastTo(sampleWeight, predShape)
        weightsTiled = tf.tile(tf.reshape(sampleWeight, threshTilesShape), dataTilesShape)
    return predIsPos, labelIsPos, weightsTiled


def _weightedAssignAdd(tf: Any, labels: Any, predictions: Any, weights: Any, variable: Any) -> Any:
    labelAndPred = cast(tf, tf.math.logicalAnd(labels, predictions), variable.type())
    if weights is not None:
        labelAndPred = tf.math.mul(labelAndPred, weights)
    return tf.assignAdd(variable, tf.reduceSum(labelAndPred, tf.constant(1)))


def _filterTopK(tf: Any, x: Any, topK: int) -> Any:
    """``x`` with every value outside the top ``topK`` of its last axis set to ``NEG_INF``."""
    xtype = x.type()
    top = tf.nn.topK(x, tf.constant(topK), TopK.sorted(False))
    depth = tf.constant(int(x.shape().size(x.shape().numDimensions() - 1)))
    oneHot = tf.oneHot(top.indices(), depth, tf.constant(1), tf.constant(0), OneHot.axis(-1))
    mask = cast(tf, tf.reduceSum(oneHot, tf.constant(-2)), xtype)
    kept = tf.math.mul(x, mask)
    dropped = tf.math.mul(
        cast(tf, tf.constant(MetricsHelper.NEG_INF), xtype),
        tf.math.sub(cast(tf, tf.constant(1), xtype), mask),
    )
    return tf.math.add(kept, dropped)
