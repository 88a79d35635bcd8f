"""``RootMeanSquaredError`` and ``MeanRelativeError``: means of an error computed from labels
and predictions."""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np

from tfjava.framework.losses.impl.losses_helper import LossesHelper
from tfjava.framework.metrics.impl.overloads import Overloads
from tfjava.framework.metrics.mean import Mean
from tfjava.framework.utils.cast_helper import cast


class RootMeanSquaredError(Mean):
    """sqrt(total / count) over Java's weighted total and count of squared errors."""

    def _updateLabels(
        self, tf: Any, labels: Any, predictions: Any, sampleWeights: Any
    ) -> list[Any]:
        self.init(tf)
        itype = self.getInternalType()
        t = LossesHelper.squeezeOrExpandDimensions(
            tf, cast(tf, labels, itype), cast(tf, predictions, itype)
        )
        errorSquared = cast(tf, tf.math.squaredDifference(t.getTarget(), t.getLabels()), itype)
        weights = cast(tf, sampleWeights, itype) if sampleWeights is not None else None
        return self._updateValues(tf, errorSquared, weights)

    def result(self, tf: Any, type: Any) -> Any:
        self.init(tf)
        return cast(tf, tf.math.sqrt(tf.math.divNoNan(self._total, self._count)), type)


class MeanRelativeError(Mean):
    """The mean of |labels − predictions| / normalizer."""

    _OVERLOADS: ClassVar[Overloads] = (
        ("normalizer", "seed", "type"),
        ("name", "normalizer", "seed", "type"),
        ("normalizerOperand", "seed", "type"),
        ("name", "normalizerOperand", "seed", "type"),
    )
    _KINDS: ClassVar[dict[str, Any]] = {
        "name": "name",
        "seed": "seed",
        "type": "type",
        "normalizer": "floats",
        "normalizerOperand": "operand",
    }
    _DEFAULTS: ClassVar[dict[str, Any]] = {"name": None, "normalizerOperand": None}

    def _setup(self, **values: Any) -> None:
        self._normalizerValues = values.pop("normalizer", None)
        self._normalizer = values.pop("normalizerOperand")
        super()._setup(**values)

    def init(self, tf: Any) -> None:
        self.checkIsGraph(tf)
        if self.isInitialized():
            return
        super().init(tf)
        if self._normalizer is None and self._normalizerValues is not None:
            values = np.asarray(self._normalizerValues)
            if values.dtype != np.float64:
                values = values.astype(np.float32)
            self._normalizer = cast(tf, tf.constant(values), self.getInternalType())

    def _updateLabels(
        self, tf: Any, labels: Any, predictions: Any, sampleWeights: Any
    ) -> list[Any]:
        self.init(tf)
        itype = self.getInternalType()
        t = LossesHelper.squeezeOrExpandDimensions(
            tf, cast(tf, labels, itype), cast(tf, predictions, itype)
        )
        tPredictions, tLabels = t.getTarget(), t.getLabels()
        t = LossesHelper.removeSqueezableDimensions(tf, self._normalizer, tPredictions)
        self._normalizer, tPredictions = t.getLabels(), t.getTarget()
        if not tPredictions.shape().isCompatibleWith(tLabels.shape()):
            raise ValueError(
                f"Prediction shape {tPredictions.shape()} is not compatible with labels shape "
                f"{tLabels.shape()}"
            )
        relativeErrors = tf.math.divNoNan(
            tf.math.abs(tf.math.sub(tLabels, tPredictions)), self._normalizer
        )
        weights = cast(tf, sampleWeights, itype) if sampleWeights is not None else None
        return self._updateValues(tf, relativeErrors, weights)

    def getNormalizer(self) -> Any:
        return self._normalizer
