"""``MeanIoU``: the mean over classes of intersection over union, from a confusion matrix
accumulated over batches."""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np

from tfjava.framework.metrics.base_metric import BaseMetric
from tfjava.framework.metrics.impl.confusion_matrix_condition_count import zeros
from tfjava.framework.metrics.impl.metrics_helper import MetricsHelper, allAxes
from tfjava.framework.metrics.impl.overloads import Overloads
from tfjava.framework.utils.cast_helper import cast
from tfjava.ndarray import Shape


class MeanIoU(BaseMetric):
    TOTAL_CONFUSION_MATRIX = "TOTAL_CONFUSION_MATRIX"
    _OVERLOADS: ClassVar[Overloads] = (
        ("numClasses", "seed", "type"),
        ("name", "numClasses", "seed", "type"),
    )
    _KINDS: ClassVar[dict[str, Any]] = {
        "name": "name",
        "seed": "seed",
        "type": "type",
        "numClasses": "int",
    }

    def _setup(self, **values: Any) -> None:
        self._type = values["type"]
        self._numClasses = int(values["numClasses"])
        self._totalCMName = self.getVariableName(self.TOTAL_CONFUSION_MATRIX)
        self._variableShape = Shape.of(self._numClasses, self._numClasses)
        self._totalConfusionMatrix: Any = None

    def init(self, tf: Any) -> None:
        self.checkIsGraph(tf)
        if not self.isInitialized():
            self.setTF(tf)
            zero = zeros(tf.withInitScope(), self._variableShape, self._type)
            self._totalConfusionMatrix = (
                tf.withName(self._totalCMName).withInitScope().variable(zero)
            )
            self.setInitialized(True)

    def resetStates(self, tf: Any) -> Any:
        self.init(tf)
        return tf.withName(self._totalCMName).assign(
            self._totalConfusionMatrix, zeros(tf, self._variableShape, self._type)
        )

    def _updateLabels(
        self, tf: Any, labels: Any, predictions: Any, sampleWeights: Any
    ) -> list[Any]:
        self.init(tf)
        if sampleWeights is not None:
            weightsRank = sampleWeights.shape().numDimensions()
            labelsRank = labels.shape().numDimensions()
            if (
                weightsRank not in (0, Shape.UNKNOWN_SIZE)
                and labelsRank != Shape.UNKNOWN_SIZE
                and weightsRank != labelsRank
            ):
                raise ValueError(
                    "Weights must either have rank 0, or the same rank as labels, weights rank = "
                    f"{weightsRank}, labels rank = {labelsRank}"
                )
        labelsSize, predictionsSize = labels.shape().size(), predictions.shape().size()
        if labelsSize != predictionsSize:
            raise ValueError(
                "labels and predictions must have the same size, labels size = "
                f"{labelsSize}, predictions size = {predictionsSize}"
            )

        def flat(x: Any) -> Any:
            x = cast(tf, x, self._type)
            return tf.shape.flatten(x) if x.shape().numDimensions() > 1 else x

        tLabels, tPredictions = flat(labels), flat(predictions)
        tSampleWeights = flat(sampleWeights) if sampleWeights is not None else None
        currentCM = MetricsHelper.confusionMatrix(
            tf,
            tLabels,
            tPredictions,
            tf.constant(np.int64(self._numClasses)),
            tSampleWeights,
            self._type,
        )
        return [tf.assignAdd(self._totalConfusionMatrix, currentCM)]

    def result(self, tf: Any, type: Any) -> Any:
        self.init(tf)
        cm = self._totalConfusionMatrix
        sumOverRow = tf.reduceSum(cm, tf.constant(0))
        sumOverCol = tf.reduceSum(cm, tf.constant(1))
        truePositives = tf.linalg.matrixDiagPart(
            cm, tf.constant(0), cast(tf, tf.constant(0), cm.type())
        )
        denominator = tf.math.add(sumOverRow, tf.math.sub(sumOverCol, truePositives))
        numValidEntries = tf.reduceSum(
            cast(
                tf,
                tf.math.notEqual(denominator, cast(tf, tf.constant(0), denominator.type())),
                self._type,
            ),
            allAxes(tf, denominator),
        )
        iou = tf.math.divNoNan(truePositives, denominator)
        iouSum = tf.reduceSum(iou, allAxes(tf, iou))
        return cast(tf, tf.math.divNoNan(iouSum, numValidEntries), type)
