"""``PrecisionAtRecall``, ``RecallAtPrecision``, ``SensitivityAtSpecificity`` and
``SpecificityAtSensitivity``: one rate at the threshold chosen by another."""

from __future__ import annotations

from typing import Any

from tfjava.framework.metrics.impl.confusion_matrix_enum import ConfusionMatrixEnum
from tfjava.framework.metrics.impl.metrics_helper import allAxes
from tfjava.framework.metrics.impl.sensitivity_specificity_base import SensitivitySpecificityBase
from tfjava.framework.utils.cast_helper import cast

_CM = ConfusionMatrixEnum


class PrecisionAtRecall(SensitivitySpecificityBase):
    TARGET = "recall"

    def result(self, tf: Any, type: Any) -> Any:
        self.init(tf)
        recall = self._ratio(tf, _CM.TRUE_POSITIVES, _CM.FALSE_NEGATIVES)
        v = self._vars
        return self._rateAt(tf, recall, v[_CM.TRUE_POSITIVES], v[_CM.FALSE_POSITIVES], type)

    def getRecall(self) -> float:
        return self._target


class SensitivityAtSpecificity(SensitivitySpecificityBase):
    TARGET = "specificity"

    def result(self, tf: Any, type: Any) -> Any:
        self.init(tf)
        specificity = self._ratio(tf, _CM.TRUE_NEGATIVES, _CM.FALSE_POSITIVES)
        v = self._vars
        return self._rateAt(tf, specificity, v[_CM.TRUE_POSITIVES], v[_CM.FALSE_NEGATIVES], type)

    def getSpecificity(self) -> float:
        return self._target


class SpecificityAtSensitivity(SensitivitySpecificityBase):
    TARGET = "sensitivity"

    def result(self, tf: Any, type: Any) -> Any:
        self.init(tf)
        sensitivity = self._ratio(tf, _CM.TRUE_POSITIVES, _CM.FALSE_NEGATIVES)
        v = self._vars
        return self._rateAt(tf, sensitivity, v[_CM.TRUE_NEGATIVES], v[_CM.FALSE_POSITIVES], type)

    def getSensitivity(self) -> float:
        return self._target


class RecallAtPrecision(SensitivitySpecificityBase):
    """The largest recall among the thresholds whose precision reaches the target (0 when
    none does)."""

    TARGET = "precision"

    def result(self, tf: Any, type: Any) -> Any:
        self.init(tf)
        t = self._internalType
        precisions = self._ratio(tf, _CM.TRUE_POSITIVES, _CM.FALSE_POSITIVES)
        recalls = self._ratio(tf, _CM.TRUE_POSITIVES, _CM.FALSE_NEGATIVES)
        isFeasible = tf.math.greaterEqual(precisions, cast(tf, tf.constant(self._target), t))
        feasible = tf.where(isFeasible)
        feasibleExists = tf.math.greater(tf.size(feasible), tf.constant(0))
        gathered = tf.expandDims(tf.gather(recalls, feasible, tf.constant(0)), tf.constant(0))
        best = tf.select(
            feasibleExists,
            tf.reduceMax(gathered, allAxes(tf, gathered)),
            cast(tf, tf.constant(0), t),
        )
        return cast(tf, best, type)

    def getPrecision(self) -> float:
        return self._target
