"""The confusion-matrix metrics: ``TruePositives``, ``FalsePositives``, ``TrueNegatives``,
``FalseNegatives``, ``Precision`` and ``Recall``."""

from __future__ import annotations

from typing import Any, ClassVar

from tfjava.framework.metrics.base_metric import BaseMetric
from tfjava.framework.metrics.impl.confusion_matrix_condition_count import (
    THRESHOLD_KINDS,
    THRESHOLD_OVERLOADS,
    ConfusionMatrixConditionCount,
    zeros,
)
from tfjava.framework.metrics.impl.confusion_matrix_enum import ConfusionMatrixEnum
from tfjava.framework.metrics.impl.metrics_helper import MetricsHelper
from tfjava.framework.metrics.impl.overloads import Overloads
from tfjava.framework.utils.cast_helper import cast
from tfjava.ndarray import Shape

_CM = ConfusionMatrixEnum


class _Count(ConfusionMatrixConditionCount):
    _OVERLOADS: ClassVar[Overloads] = THRESHOLD_OVERLOADS


class TruePositives(_Count):
    CONDITION = _CM.TRUE_POSITIVES


class FalsePositives(_Count):
    CONDITION = _CM.FALSE_POSITIVES


class TrueNegatives(_Count):
    CONDITION = _CM.TRUE_NEGATIVES


class FalseNegatives(_Count):
    CONDITION = _CM.FALSE_NEGATIVES


class _PrecisionRecall(BaseMetric):
    """``TRUE_POSITIVES`` and ``OTHER`` (false positives or negatives) counted at each
    threshold, with optional ``topK`` and ``classId``; the result is tp / (tp + other)."""

    TRUE_POSITIVES = "TRUE_POSITIVES"
    DEFAULT_THRESHOLD = 0.5
    OTHER: ClassVar[ConfusionMatrixEnum]
    _OVERLOADS: ClassVar[Overloads] = (
        *THRESHOLD_OVERLOADS,
        ("topK", "classId", "seed", "type"),
        ("name", "topK", "classId", "seed", "type"),
        ("threshold", "topK", "classId", "seed", "type"),
        ("thresholds", "topK", "classId", "seed", "type"),
        ("name", "threshold", "topK", "classId", "seed", "type"),
        ("name", "thresholds", "topK", "classId", "seed", "type"),
    )
    _KINDS: ClassVar[dict[str, Any]] = {**THRESHOLD_KINDS, "topK": "Integer", "classId": "Integer"}
    _DEFAULTS: ClassVar[dict[str, Any]] = {
        "name": None,
        "threshold": None,
        "thresholds": None,
        "topK": None,
        "classId": None,
    }

    def _setup(self, **values: Any) -> None:
        self._type = values["type"]
        self._topK, self._classId = values["topK"], values["classId"]
        thresholds, threshold = values["thresholds"], values["threshold"]
        default = self.DEFAULT_THRESHOLD if self._topK is None else MetricsHelper.NEG_INF
        if thresholds is not None:
            self._thresholds = [float(t) for t in thresholds]
        else:
            self._thresholds = [float(threshold if threshold is not None else default)]
        self._truePositivesName = self.getVariableName(self.TRUE_POSITIVES)
        self._otherName = self.getVariableName(self.OTHER.name)
        self._truePositives: Any = None
        self._other: Any = None
        self._initializers: list[Any] = []

    def init(self, tf: Any) -> None:
        self.checkIsGraph(tf)
        if self.isInitialized():
            return
        self.setTF(tf)
        zero = zeros(tf.withInitScope(), Shape.of(len(self._thresholds)), self._type)
        if self._truePositives is None:
            self._truePositives = (
                tf.withName(self._truePositivesName).withInitScope().variable(zero)
            )
            self._initializers.append(tf.assign(self._truePositives, zero))
        if self._other is None:
            self._other = tf.withName(self._otherName).withInitScope().variable(zero)
            self._initializers.append(tf.assign(self._other, zero))
        self.setInitialized(True)

    def _updateLabels(
        self, tf: Any, labels: Any, predictions: Any, sampleWeights: Any
    ) -> list[Any]:
        self.init(tf)
        t = self._type
        return MetricsHelper.updateConfusionMatrixVariables(
            tf,
            {_CM.TRUE_POSITIVES: self._truePositives, self.OTHER: self._other},
            cast(tf, labels, t),
            cast(tf, predictions, t),
            tf.constant(self._thresholds),
            self._topK,
            self._classId,
            cast(tf, sampleWeights, t) if sampleWeights is not None else None,
            False,
            None,
        )

    def result(self, tf: Any, type: Any) -> Any:
        self.init(tf)
        tp = self._truePositives
        result = tf.math.divNoNan(tp, tf.math.add(tp, self._other))
        if len(self._thresholds) == 1:
            result = tf.reshape(result, tf.constant(Shape.scalar()))
        return cast(tf, result, type)

    def resetStates(self, tf: Any) -> Any:
        self.init(tf)
        return tf.withSubScope("resetStates").withControlDependencies(self._initializers).noOp()

    def getThresholds(self) -> list[float]:
        return self._thresholds

    def getTopK(self) -> int | None:
        return self._topK  # type: ignore[no-any-return]

    def getClassId(self) -> int | None:
        return self._classId  # type: ignore[no-any-return]

    def getTruePositives(self) -> Any:
        return self._truePositives

    def getTruePositivesName(self) -> str:
        return self._truePositivesName


class Precision(_PrecisionRecall):
    FALSE_POSITIVES = "FALSE_POSITIVES"
    OTHER = _CM.FALSE_POSITIVES

    def getFalsePositives(self) -> Any:
        return self._other

    def getFalsePositivesName(self) -> str:
        return self._otherName


class Recall(_PrecisionRecall):
    """Java slices a one-threshold result to a zero-length vector; here it is the scalar, as
    ``Precision``'s."""

    FALSE_NEGATIVES = "FALSE_NEGATIVES"
    OTHER = _CM.FALSE_NEGATIVES

    def getFalseNegatives(self) -> Any:
        return self._other

    def getFalseNegativesName(self) -> str:
        return self._otherName
