"""The accuracy metrics (``Accuracy``, ``BinaryAccuracy``, ``CategoricalAccuracy``,
``SparseCategoricalAccuracy``, top-k) and ``Metrics``' top-k functions."""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np
from org.tensorflow.op.core import Squeeze

from tfjava.framework.metrics.impl.metrics_helper import MetricsHelper
from tfjava.framework.metrics.impl.overloads import Overloads
from tfjava.framework.metrics.loss_metrics import _BASE_KINDS, _LossFunctionMetric
from tfjava.framework.utils.cast_helper import cast
from tfjava.ndarray import Shape
from tfjava.types import TFloat32, TInt32, TInt64


class Metrics:
    @staticmethod
    def topKCategoricalAccuracy(tf: Any, labels: Any, predictions: Any, k: int) -> Any:
        """1 where the label's argmax is among the top ``k`` predictions, else 0."""
        fPredictions = cast(tf, predictions, TFloat32)
        inTop = tf.nn.inTopK(
            fPredictions, tf.math.argMax(labels, tf.constant(-1)), tf.constant(np.int64(k))
        )
        return cast(tf, inTop, predictions.type())

    @staticmethod
    def sparseTopKCategoricalAccuracy(tf: Any, labels: Any, predictions: Any, k: int) -> Any:
        tLabels = cast(tf, labels, predictions.type())
        predictionsRank = predictions.shape().numDimensions()
        labelsRank = tLabels.shape().numDimensions()
        castPredictions = cast(tf, predictions, TFloat32)
        if predictionsRank != Shape.UNKNOWN_SIZE and labelsRank != Shape.UNKNOWN_SIZE:
            if predictionsRank > 2:
                last = castPredictions.shape().size(-1)
                castPredictions = tf.reshape(castPredictions, tf.constant(Shape.of(-1, last)))
            if labelsRank > 1:
                tLabels = tf.reshape(tLabels, tf.constant(Shape.of(-1)))
        inTop = tf.nn.inTopK(castPredictions, cast(tf, tLabels, TInt32), tf.constant(k))
        return cast(tf, inTop, predictions.type())


class Accuracy(_LossFunctionMetric):
    def call(self, tf: Any, labels: Any, predictions: Any, resultType: Any) -> Any:
        self.init(tf)
        itype = self.getInternalType()
        t = MetricsHelper.raggedAssertCompatibleAndGetFlatValues(
            tf, cast(tf, labels, itype), cast(tf, predictions, itype)
        )
        if not predictions.shape().isCompatibleWith(labels.shape()):
            raise ValueError(f"Shapes {predictions.shape()} and {labels.shape()} are incompatible")
        return cast(tf, tf.math.equal(t.getLabels(), t.getTarget()), resultType)


class BinaryAccuracy(_LossFunctionMetric):
    DEFAULT_THRESHOLD = 0.5
    _OVERLOADS: ClassVar[Overloads] = (
        ("seed", "type"),
        ("threshold", "seed", "type"),
        ("name", "threshold", "seed", "type"),
    )
    _KINDS: ClassVar[dict[str, Any]] = {**_BASE_KINDS, "threshold": "float"}
    _DEFAULTS: ClassVar[dict[str, Any]] = {"name": None, "threshold": DEFAULT_THRESHOLD}
    _threshold: float

    def call(self, tf: Any, labels: Any, predictions: Any, resultType: Any) -> Any:
        self.init(tf)
        itype = self.getInternalType()
        threshold = cast(tf, tf.constant(float(self._threshold)), itype)
        tPredictions = cast(tf, tf.math.greater(cast(tf, predictions, itype), threshold), itype)
        return cast(tf, tf.math.equal(cast(tf, labels, itype), tPredictions), resultType)


class CategoricalAccuracy(_LossFunctionMetric):
    def call(self, tf: Any, labels: Any, predictions: Any, resultType: Any) -> Any:
        self.init(tf)
        trueMax = tf.math.argMax(labels, tf.constant(-1))
        predMax = tf.math.argMax(predictions, tf.constant(-1))
        return cast(tf, tf.math.equal(trueMax, predMax), resultType)


class SparseCategoricalAccuracy(_LossFunctionMetric):
    def call(self, tf: Any, labels: Any, predictions: Any, resultType: Any) -> Any:
        self.init(tf)
        itype = self.getInternalType()
        tLabels, tPredictions = cast(tf, labels, itype), cast(tf, predictions, itype)
        labelsShape = labels.shape()
        labelsRank = labelsShape.numDimensions()
        if (
            predictions.shape().numDimensions() != Shape.UNKNOWN_SIZE
            and labelsRank != Shape.UNKNOWN_SIZE
            and labelsShape.size(labelsRank - 1) == 1
        ):
            tLabels = tf.squeeze(tLabels, Squeeze.axis([labelsRank - 1]))
        argMaxPred = cast(
            tf, tf.math.argMax(tPredictions, tf.constant(np.int64(-1)), TInt64), itype
        )
        return cast(tf, tf.math.equal(tLabels, argMaxPred), resultType)


class _TopK(_LossFunctionMetric):
    DEFAULT_K = 5
    _OVERLOADS: ClassVar[Overloads] = (
        ("seed", "type"),
        ("k", "seed", "type"),
        ("name", "seed", "type"),
        ("name", "k", "seed", "type"),
    )
    _KINDS: ClassVar[dict[str, Any]] = {**_BASE_KINDS, "k": "int"}
    _DEFAULTS: ClassVar[dict[str, Any]] = {"name": None, "k": DEFAULT_K}
    _k: int


class TopKCategoricalAccuracy(_TopK):
    def call(self, tf: Any, labels: Any, predictions: Any, resultType: Any) -> Any:
        self.init(tf)
        itype = self.getInternalType()
        accuracy = Metrics.topKCategoricalAccuracy(
            tf, cast(tf, labels, itype), cast(tf, predictions, itype), int(self._k)
        )
        return cast(tf, accuracy, resultType)


class SparseTopKCategoricalAccuracy(_TopK):
    def call(self, tf: Any, labels: Any, predictions: Any, resultType: Any) -> Any:
        self.init(tf)
        itype = self.getInternalType()
        accuracy = Metrics.sparseTopKCategoricalAccuracy(
            tf, cast(tf, labels, itype), cast(tf, predictions, itype), int(self._k)
        )
        return cast(tf, accuracy, resultType)
