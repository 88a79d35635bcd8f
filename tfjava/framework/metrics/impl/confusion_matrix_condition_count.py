"""``ConfusionMatrixConditionCount``: the (weighted) count of one confusion-matrix condition
at each threshold, in one ``accumulator`` variable."""

from __future__ import annotations

from typing import Any, ClassVar

from tfjava.framework.metrics.base_metric import BaseMetric
from tfjava.framework.metrics.impl.confusion_matrix_enum import ConfusionMatrixEnum
from tfjava.framework.metrics.impl.metrics_helper import MetricsHelper
from tfjava.framework.metrics.impl.overloads import Overloads
from tfjava.framework.utils.cast_helper import cast
from tfjava.ndarray import Shape

THRESHOLD_OVERLOADS = (
    ("seed", "type"),
    ("threshold", "seed", "type"),
    ("thresholds", "seed", "type"),
    ("name", "seed", "type"),
    ("name", "threshold", "seed", "type"),
    ("name", "thresholds", "seed", "type"),
)
THRESHOLD_KINDS: dict[str, Any] = {
    "name": "name",
    "seed": "seed",
    "type": "type",
    "threshold": "float",
    "thresholds": "floats",
}


def zeros(tf: Any, shape: Shape, type: Any) -> Any:
    return tf.zeros(tf.constant(shape), type)


class ConfusionMatrixConditionCount(BaseMetric):
    """Subclasses fix ``CONDITION``; Java's constructor ``(name, condition, thresholds, seed,
    type)`` is also accepted with a condition."""

    ACCUMULATOR = "accumulator"
    DEFAULT_THRESHOLD = 0.5
    CONDITION: ClassVar[ConfusionMatrixEnum | None] = None
    _OVERLOADS: ClassVar[Overloads] = (
        *THRESHOLD_OVERLOADS,
        ("name", "condition", "seed", "type"),
        ("name", "condition", "threshold", "seed", "type"),
        ("name", "condition", "thresholds", "seed", "type"),
    )
    _KINDS: ClassVar[dict[str, Any]] = {**THRESHOLD_KINDS, "condition": ConfusionMatrixEnum}
    _DEFAULTS: ClassVar[dict[str, Any]] = {
        "name": None,
        "threshold": DEFAULT_THRESHOLD,
        "thresholds": None,
        "condition": None,
    }

    def _setup(self, **values: Any) -> None:
        condition = values["condition"] or self.CONDITION
        if condition is None:
            raise TypeError(f"{type(self).__name__}: a ConfusionMatrixEnum condition is required")
        self._confusionMatrixCond = condition
        thresholds = values["thresholds"]
        self._thresholds = (
            [float(t) for t in thresholds]
            if thresholds is not None
            else [float(values["threshold"])]
        )
        self._type = values["type"]
        self._accumulatorName = self.getVariableName(self.ACCUMULATOR)
        self._accumulator: Any = None

    def init(self, tf: Any) -> None:
        self.checkIsGraph(tf)
        if not self.isInitialized():
            self.setTF(tf)
            zero = zeros(tf.withInitScope(), Shape.of(len(self._thresholds)), self._type)
            self._accumulator = tf.withName(self._accumulatorName).withInitScope().variable(zero)
            self.setInitialized(True)

    def _updateLabels(
        self, tf: Any, labels: Any, predictions: Any, sampleWeights: Any
    ) -> list[Any]:
        self.init(tf)
        t = self._type
        return MetricsHelper.updateConfusionMatrixVariables(
            tf,
            {self._confusionMatrixCond: self._accumulator},
            cast(tf, labels, t),
            cast(tf, predictions, t),
            tf.constant(self._thresholds),
            None,
            None,
            cast(tf, sampleWeights, t) if sampleWeights is not None else None,
            False,
            None,
        )

    def result(self, tf: Any, type: Any) -> Any:
        self.init(tf)
        return cast(tf, tf.identity(self._accumulator), type)

    def resetStates(self, tf: Any) -> Any:
        self.init(tf)
        return tf.withName(self._accumulatorName).assign(
            self._accumulator, zeros(tf, self._accumulator.shape(), self._type)
        )

    def getThresholds(self) -> list[float]:
        return self._thresholds

    def getAccumulatorName(self) -> str:
        return self._accumulatorName
