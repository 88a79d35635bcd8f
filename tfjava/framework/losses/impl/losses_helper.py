"""``LossesHelper`` and ``LossTuple``: shape alignment of labels, predictions and sample weights,
weighted reduction, and the range and value checks of the loss classes.

The checks follow Java: in eager mode a bad value raises ``ValueError`` at once; in a graph they
add an ``AssertThat`` that fails at run time with ``TFInvalidArgumentException``.
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

import numpy as np
from org.tensorflow.op.core import ReduceSum, Squeeze

from tfjava.framework.losses.reduction import Reduction
from tfjava.framework.utils.cast_helper import cast
from tfjava.ndarray import Shape
from tfjava.types import TInt32
from tfjava.types.family import TNumber

T = TypeVar("T", bound=TNumber)


class LossTuple(Generic[T]):
    """Labels, target (predictions or losses) and sample weights after shape alignment."""

    def __init__(self, labels: Any, target: Any, sampleWeights: Any = None) -> None:
        self._labels = labels
        self._target = target
        self._sampleWeights = sampleWeights

    def getLabels(self) -> Any:
        return self._labels

    def getTarget(self) -> Any:
        return self._target

    def getSampleWeights(self) -> Any:
        return self._sampleWeights


class LossesHelper:
    @staticmethod
    def squeezeOrExpandDimensions(
        tf: Any, labels: Any, predictions: Any, sampleWeights: Any = None
    ) -> LossTuple[Any]:
        """Squeeze or expand the last dimension of labels and sample weights so that their
        ranks match the predictions'."""
        predictionsShape = predictions.shape()
        predictionsRank = predictionsShape.numDimensions()
        lossTuple: LossTuple[Any] = LossTuple(labels, predictions, sampleWeights)
        if labels is not None:
            labelsRank = labels.shape().numDimensions()
            if labelsRank != Shape.UNKNOWN_SIZE and predictionsRank != Shape.UNKNOWN_SIZE:
                if predictionsRank - labelsRank != 1 or predictionsShape.size(-1) == 1:
                    lossTuple = LossesHelper.removeSqueezableDimensions(tf, labels, predictions)
            else:
                lossTuple = LossesHelper.removeSqueezableDimensions(tf, labels, predictions)
        if sampleWeights is None:
            return lossTuple
        weightsRank = sampleWeights.shape().numDimensions()
        if weightsRank == 0:
            return LossTuple(lossTuple.getLabels(), lossTuple.getTarget(), sampleWeights)
        if predictionsRank != Shape.UNKNOWN_SIZE and weightsRank != Shape.UNKNOWN_SIZE:
            if weightsRank - predictionsRank == 1:
                sampleWeights = tf.squeeze(sampleWeights)
            elif predictionsRank - weightsRank == 1:
                sampleWeights = tf.expandDims(sampleWeights, tf.constant(np.int64(-1)))
            return LossTuple(lossTuple.getLabels(), lossTuple.getTarget(), sampleWeights)
        # Dynamic rank.
        weightsRankTensor = tf.rank(sampleWeights)
        rankDiff = tf.math.sub(weightsRankTensor, tf.rank(predictions))
        expanded = tf.select(
            tf.math.equal(rankDiff, tf.constant(-1)),
            tf.expandDims(sampleWeights, tf.constant(-1)),
            sampleWeights,
        )
        adjusted = tf.select(
            tf.math.equal(rankDiff, tf.constant(1)),
            tf.squeeze(sampleWeights, Squeeze.axis([-1])),
            expanded,
        )
        sampleWeights = tf.select(
            tf.math.equal(weightsRankTensor, tf.constant(0)), sampleWeights, adjusted
        )
        return LossTuple(lossTuple.getLabels(), lossTuple.getTarget(), sampleWeights)

    @staticmethod
    def removeSqueezableDimensions(
        tf: Any, labels: Any, predictions: Any, expectedRankDiff: int = 0
    ) -> LossTuple[Any]:
        """Squeeze the last dimension of labels or predictions when it is 1 and the ranks
        differ by one more (or less) than ``expectedRankDiff``."""
        tf = tf.withSubScope("removeSqueezableDimensions")
        predictionsShape, labelsShape = predictions.shape(), labels.shape()
        predictionsRank = predictionsShape.numDimensions()
        labelsRank = labelsShape.numDimensions()
        if predictionsRank != Shape.UNKNOWN_SIZE or labelsRank != Shape.UNKNOWN_SIZE:
            rankDiff = predictionsRank - labelsRank
            if rankDiff == expectedRankDiff + 1 and Shape.isCompatible(
                predictionsShape.size(-1), 1
            ):
                predictions = tf.squeeze(predictions)
            elif rankDiff == expectedRankDiff - 1 and Shape.isCompatible(labelsShape.size(-1), 1):
                labels = tf.squeeze(labels)
            return LossTuple(labels, predictions)
        if Shape.isCompatible(predictionsShape.size(-1), 1):
            predictions = tf.squeeze(predictions, Squeeze.axis([-1]))
        if Shape.isCompatible(labelsShape.size(-1), 1):
            labels = tf.squeeze(labels, Squeeze.axis([-1]))
        return LossTuple(labels, predictions)

    @staticmethod
    def computeWeightedLoss(
        tf: Any, loss: Any, reduction: Reduction, sampleWeight: Any, *, owner: str = "Loss"
    ) -> Any:
        """``loss`` times ``sampleWeight`` (1 when None), reduced by ``reduction``.

        Sample weights whose static shape cannot broadcast to the losses' raise ``ValueError``
        (naming ``owner``, the loss class) in both modes, as Java's graph and eager builders
        refuse them."""
        inputType = loss.type()
        if sampleWeight is None:
            sampleWeight = cast(tf, tf.constant(1), inputType)
        result = LossesHelper.squeezeOrExpandDimensions(tf, None, loss, sampleWeight)
        loss, sampleWeight = result.getTarget(), result.getSampleWeights()
        _check_broadcast(owner, loss.shape(), sampleWeight.shape())
        weightedLosses = tf.math.mul(loss, cast(tf, sampleWeight, inputType))
        return cast(tf, LossesHelper._reduceWeightedLoss(tf, weightedLosses, reduction), inputType)

    @staticmethod
    def _reduceWeightedLoss(tf: Any, weightedLoss: Any, reduction: Reduction) -> Any:
        if reduction is Reduction.NONE:
            return weightedLoss
        if reduction in (Reduction.AUTO, Reduction.SUM_OVER_BATCH_SIZE):
            return LossesHelper.safeMean(tf, weightedLoss)
        return tf.reduceSum(
            weightedLoss, LossesHelper.allAxes(tf, weightedLoss), ReduceSum.keepDims(False)
        )

    @staticmethod
    def safeMean(tf: Any, losses: Any) -> Any:
        """The sum of ``losses`` divided by their number (0 when there are none)."""
        totalLoss = tf.reduceSum(
            losses, LossesHelper.allAxes(tf, losses), ReduceSum.keepDims(False)
        )
        return tf.math.divNoNan(totalLoss, cast(tf, tf.shape.size(tf.shape(losses)), losses.type()))

    @staticmethod
    def allAxes(tf: Any, op: Any) -> Any:
        """The axes ``0 .. rank-1`` of ``op``, static when its rank is known."""
        rank = op.shape().numDimensions()
        if rank != Shape.UNKNOWN_SIZE:
            return tf.constant(np.arange(rank, dtype=np.int32))
        return tf.range(tf.constant(0), tf.rank(op), tf.constant(1))

    @staticmethod
    def rangeCheck(tf: Any, prefix: str, values: Any, minValue: Any, maxValue: Any) -> Any:
        """``values`` if all lie in ``[minValue, maxValue]``: ``ValueError`` in eager mode, an
        assertion that fails at run time in a graph."""
        allDims = LossesHelper.allAxes(tf, values)
        cond = tf.math.logicalAnd(
            tf.reduceAll(tf.math.greaterEqual(values, minValue), allDims),
            tf.reduceAll(tf.math.lessEqual(values, maxValue), allDims),
        )
        if tf.scope().env().isGraph():
            assertThat = tf.assertThat(
                cond,
                [
                    tf.constant(prefix),
                    tf.constant(": values out of range, "),
                    tf.constant("minimum = "),
                    minValue,
                    tf.constant(", maximum = "),
                    maxValue,
                ],
            )
            return (
                tf.withSubScope("rangeCheck").withControlDependencies([assertThat]).identity(values)
            )
        if not cond.asTensor().getBoolean():
            raise ValueError(f"{prefix} : values out of range")
        return values

    @staticmethod
    def valueCheck(tf: Any, prefix: str, values: Any, allowedValues: Any) -> Any:
        """``values`` if each is one of ``allowedValues``: ``ValueError`` in eager mode, an
        assertion that fails at run time in a graph."""
        flatValues = tf.reshape(values, tf.constant(np.array([-1], np.int64)))
        diff = tf.setDiff1d(flatValues, allowedValues, TInt32)
        diffSize = diff.out().shape().size()
        if diffSize != Shape.UNKNOWN_SIZE:
            if diffSize != 0:
                raise ValueError(f"{prefix} : values not in value set,")
            return values
        cond = tf.math.equal(tf.shape.size(tf.shape(diff.out())), tf.constant(0))
        if tf.scope().env().isGraph():
            assertThat = tf.assertThat(
                cond,
                [tf.constant(prefix), tf.constant(": values not in value set, values = "), values],
            )
            return (
                tf.withSubScope("valueCheck").withControlDependencies([assertThat]).identity(values)
            )
        if not cond.asTensor().getBoolean():
            raise ValueError(f"{prefix} : values not in value set")
        return values


def _check_broadcast(owner: str, lossShape: Shape, weightShape: Shape) -> None:
    """Refuse sample weights that cannot broadcast to the losses (unknown sizes pass)."""
    if lossShape.isUnknown() or weightShape.isUnknown():
        return
    a, b = lossShape.asArray() or [], weightShape.asArray() or []
    for x, y in zip(reversed(a), reversed(b), strict=False):
        if x != y and 1 not in (x, y) and x != Shape.UNKNOWN_SIZE and y != Shape.UNKNOWN_SIZE:
            raise ValueError(
                f"{owner}.call: parameter sampleWeights of shape {weightShape} does not "
                f"broadcast to the losses of shape {lossShape}"
            )
