"""``SensitivitySpecificityBase``: the four confusion-matrix counts at ``numThresholds``
evenly spaced thresholds in [0, 1], for the metrics that read one rate where another is
closest to a target."""

from __future__ import annotations

from typing import Any, ClassVar

from tfjava.framework.metrics.base_metric import BaseMetric
from tfjava.framework.metrics.impl.confusion_matrix_condition_count import zeros
from tfjava.framework.metrics.impl.confusion_matrix_enum import ConfusionMatrixEnum
from tfjava.framework.metrics.impl.metrics_helper import MetricsHelper
from tfjava.framework.metrics.impl.overloads import Overloads
from tfjava.framework.utils.cast_helper import cast
from tfjava.ndarray import Shape
from tfjava.types import TInt32

_CM = ConfusionMatrixEnum


class SensitivitySpecificityBase(BaseMetric):
    DEFAULT_NUM_THRESHOLDS = 200
    TRUE_POSITIVES = "TRUE_POSITIVES"
    FALSE_POSITIVES = "FALSE_POSITIVES"
    TRUE_NEGATIVES = "TRUE_NEGATIVES"
    FALSE_NEGATIVES = "FALSE_NEGATIVES"
    # The subclass's target value (recall, precision, ...), its Java name and message.
    TARGET: ClassVar[str] = "value"
    _OVERLOADS: ClassVar[Overloads] = ()
    _KINDS: ClassVar[dict[str, Any]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        t = cls.TARGET
        cls._OVERLOADS = (
            (t, "seed", "type"),
            ("name", t, "seed", "type"),
            (t, "numThresholds", "seed", "type"),
            ("name", t, "numThresholds", "seed", "type"),
        )
        cls._KINDS = {
            "name": "name",
            "seed": "seed",
            "type": "type",
            t: "float",
            "numThresholds": "int",
        }
        cls._DEFAULTS = {"name": None, "numThresholds": cls.DEFAULT_NUM_THRESHOLDS}

    def _setup(self, **values: Any) -> None:
        numThresholds = int(values["numThresholds"])
        if numThresholds <= 0:
            raise ValueError("numThresholds must be > 0.")
        target = float(values[self.TARGET])
        if target < 0 or target > 1:
            raise ValueError(f"{self.TARGET} must be in the range [0, 1].")
        self._target = target
        self._internalType = values["type"]
        self._numThresholds = numThresholds
        if numThresholds == 1:
            self._thresholds = [0.5]
        else:
            # Java's: 0, i / (n - 1) for 0 < i < n - 1, 1 (no epsilon at the ends).
            self._thresholds = [0.0] * numThresholds
            for i in range(numThresholds - 2):
                self._thresholds[i + 1] = (i + 1.0) / (numThresholds - 1)
            self._thresholds[-1] = 1.0
        self._names = {c: self.getVariableName(c.name) for c in _CM}
        self._vars: dict[ConfusionMatrixEnum, Any] = {}

    def init(self, tf: Any) -> None:
        self.checkIsGraph(tf)
        if self.isInitialized():
            return
        self.setTF(tf)
        zero = zeros(tf.withInitScope(), Shape.of(self._numThresholds), self._internalType)
        for c in (_CM.TRUE_POSITIVES, _CM.FALSE_POSITIVES, _CM.TRUE_NEGATIVES, _CM.FALSE_NEGATIVES):
            if c not in self._vars:
                self._vars[c] = tf.withName(self._names[c]).withInitScope().variable(zero)
        self.setInitialized(True)

    def _updateLabels(
        self, tf: Any, labels: Any, predictions: Any, sampleWeights: Any
    ) -> list[Any]:
        self.init(tf)
        t = self._internalType
        return MetricsHelper.updateConfusionMatrixVariables(
            tf,
            dict(self._vars),
            cast(tf, labels, t),
            cast(tf, predictions, t),
            tf.constant(self._thresholds),
            None,
            None,
            cast(tf, sampleWeights, t) if sampleWeights is not None else None,
            False,
            None,
        )

    def resetStates(self, tf: Any) -> Any:
        zero = zeros(tf, Shape.of(self._numThresholds), self._internalType)
        ops = [tf.withName(self._names[c]).assign(v, zero) for c, v in self._vars.items()]
        return ops[0] if len(ops) == 1 else tf.withControlDependencies(ops).noOp()

    def _rateAt(self, tf: Any, rate: Any, num: Any, other: Any, resultType: Any) -> Any:
        """num / (num + other) at the threshold whose ``rate`` is closest to the target (the
        first such threshold), as Java computes it; Keras 3 maximises instead."""

        sub = tf.math.sub(rate, cast(tf, tf.constant(self._target), self._internalType))
        minIndex = tf.math.argMin(tf.math.abs(sub), tf.constant(0), TInt32)
        minIndex = tf.expandDims(minIndex, tf.constant(0))
        size = tf.constant([1])
        numSlice = tf.slice(num, minIndex, size)
        otherSlice = tf.slice(other, minIndex, size)
        return cast(tf, tf.math.divNoNan(numSlice, tf.math.add(numSlice, otherSlice)), resultType)

    def _ratio(self, tf: Any, a: ConfusionMatrixEnum, b: ConfusionMatrixEnum) -> Any:
        va = self._vars[a]
        return tf.math.divNoNan(va, tf.math.add(va, self._vars[b]))

    def getTruePositives(self) -> Any:
        return self._vars.get(_CM.TRUE_POSITIVES)

    def getFalsePositives(self) -> Any:
        return self._vars.get(_CM.FALSE_POSITIVES)

    def getTrueNegatives(self) -> Any:
        return self._vars.get(_CM.TRUE_NEGATIVES)

    def getFalseNegatives(self) -> Any:
        return self._vars.get(_CM.FALSE_NEGATIVES)

    def getNumThresholds(self) -> int:
        return self._numThresholds

    def getThresholds(self) -> list[float]:
        return self._thresholds

    def getTruePositivesName(self) -> str:
        return self._names[_CM.TRUE_POSITIVES]

    def getFalsePositivesName(self) -> str:
        return self._names[_CM.FALSE_POSITIVES]

    def getTrueNegativesName(self) -> str:
        return self._names[_CM.TRUE_NEGATIVES]

    def getFalseNegativesName(self) -> str:
        return self._names[_CM.FALSE_NEGATIVES]

    def getType(self) -> Any:
        return self._internalType

    def getInternalType(self) -> Any:
        return self._internalType
