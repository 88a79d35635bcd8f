"""``AUC`` (with ``AUCCurve`` and ``AUCSummationMethod``): the area under the ROC or
precision-recall curve, by a Riemann sum over the confusion matrix at fixed thresholds."""

from __future__ import annotations

import enum
from typing import Any, ClassVar

from tfjava.framework.metrics.base_metric import BaseMetric
from tfjava.framework.metrics.impl.confusion_matrix_condition_count import zeros
from tfjava.framework.metrics.impl.confusion_matrix_enum import ConfusionMatrixEnum
from tfjava.framework.metrics.impl.metrics_helper import MetricsHelper, allAxes
from tfjava.framework.metrics.impl.overloads import Overloads
from tfjava.framework.metrics.impl.symbolic_shape import SymbolicShape
from tfjava.framework.utils.cast_helper import cast
from tfjava.ndarray import Shape

_CM = ConfusionMatrixEnum


class AUCCurve(enum.Enum):
    ROC = "ROC"
    PR = "PR"

    def get(self, name: str) -> AUCCurve:
        return AUCCurve[name.upper()]


class AUCSummationMethod(enum.Enum):
    INTERPOLATION = "INTERPOLATION"
    MAJORING = "MAJORING"
    MINORING = "MINORING"

    def get(self, name: str) -> AUCSummationMethod:
        return AUCSummationMethod[name.upper()]


def _overloads() -> tuple[tuple[str, ...], ...]:
    """Java's: optional name; numThresholds or thresholds; optional curve; optional
    summationMethod after a curve; and the full constructor."""
    out: list[tuple[str, ...]] = [("seed", "type"), ("name", "seed", "type")]
    for named in ((), ("name",)):
        for count in ("numThresholds", "thresholds"):
            for tail in ((), ("curve",), ("curve", "summationMethod")):
                out.append((*named, count, *tail, "seed", "type"))
    out.append(
        (
            "name",
            "numThresholds",
            "curve",
            "summationMethod",
            "thresholds",
            "multiLabel",
            "labelWeights",
            "seed",
            "type",
        )
    )
    return tuple(out)


class AUC(BaseMetric):
    EPSILON = 1e-7
    TRUE_POSITIVES = "TRUE_POSITIVES"
    FALSE_POSITIVES = "FALSE_POSITIVES"
    TRUE_NEGATIVES = "TRUE_NEGATIVES"
    FALSE_NEGATIVES = "FALSE_NEGATIVES"
    DEFAULT_NUM_THRESHOLDS = 200
    DEFAULT_NAME = "auc"
    _OVERLOADS: ClassVar[Overloads] = _overloads()
    _KINDS: ClassVar[dict[str, Any]] = {
        "name": "name",
        "seed": "seed",
        "type": "type",
        "numThresholds": "int",
        "thresholds": "floats",
        "curve": AUCCurve,
        "summationMethod": AUCSummationMethod,
        "multiLabel": "bool",
        "labelWeights": "operand",
    }
    _DEFAULTS: ClassVar[dict[str, Any]] = {
        "name": None,
        "numThresholds": DEFAULT_NUM_THRESHOLDS,
        "thresholds": None,
        "curve": AUCCurve.ROC,
        "summationMethod": AUCSummationMethod.INTERPOLATION,
        "multiLabel": False,
        "labelWeights": None,
    }

    def _setup(self, **values: Any) -> None:
        self._names = {c: self.getVariableName(c.name) for c in _CM}
        self._curve: AUCCurve = values["curve"]
        self._summationMethod: AUCSummationMethod = values["summationMethod"]
        self._type = values["type"]
        self._multiLabel: bool = bool(values["multiLabel"])
        thresholds = values["thresholds"]
        # Thresholds from numThresholds are evenly spaced: counted by buckets, not by tiles.
        self._evenlySpaced = thresholds is None
        if thresholds is not None:  # numThresholds is then ignored
            inner = sorted(float(t) for t in thresholds)
            if any(t < 0.0 or t > 1.0 for t in inner):
                raise ValueError(
                    "Threshold values must be in range [0, 1], inclusive. Invalid values: "
                    f"{list(thresholds)}"
                )
            self._numThresholds = len(inner) + 2
        else:
            numThresholds = int(values["numThresholds"])
            if numThresholds <= 1:
                raise ValueError("numThresholds must be > 1.")
            self._numThresholds = numThresholds
            inner = [(i + 1) * 1.0 / (numThresholds - 1) for i in range(numThresholds - 2)]
        self._thresholds = [-self.EPSILON, *inner, 1 + self.EPSILON]
        self._labelWeights = values["labelWeights"]
        self._numLabels: int | None = None
        self._vars: dict[ConfusionMatrixEnum, Any] = {}
        self._variableShape: Shape | None = None
        self._shape: Shape | None = None

    def init(self, tf: Any) -> None:
        """The variables are made on the first update, once the predictions' shape is known."""
        self.checkIsGraph(tf)
        if self._shape is None or self.isInitialized():
            return
        self.setTF(tf)
        if self._labelWeights is not None:
            lw = self._labelWeights
            nonNegative = tf.math.greaterEqual(lw, cast(tf, tf.constant(0), lw.type()))
            # reduced to one bool: AssertThat takes a scalar condition
            checks = tf.withSubScope("AUC").assertThat(
                tf.reduceAll(nonNegative, allAxes(tf, nonNegative)),
                [tf.constant("All values of labelWeights must be non-negative.")],
            )
            ltf = tf.withSubScope("updateState").withControlDependencies([checks])
            self._labelWeights = ltf.identity(self._labelWeights)
        if self._multiLabel:
            if self._shape.numDimensions() != 2:
                raise ValueError(
                    "labels must have rank=2 when multiLabel is true. Found rank "
                    f"{self._shape.numDimensions()}."
                )
            self._numLabels = int(self._shape.size(1))
            self._variableShape = Shape.of(self._numThresholds, self._numLabels)
        else:
            self._variableShape = Shape.of(self._numThresholds)
        zero = zeros(tf.withInitScope(), self._variableShape, self._type)
        for c in (_CM.TRUE_POSITIVES, _CM.FALSE_POSITIVES, _CM.TRUE_NEGATIVES, _CM.FALSE_NEGATIVES):
            if c not in self._vars:
                self._vars[c] = tf.withName(self._names[c]).withInitScope().variable(zero)
        self.setInitialized(True)

    def _updateLabels(
        self, tf: Any, labels: Any, predictions: Any, sampleWeights: Any
    ) -> list[Any]:
        if self._shape is None:
            self._shape = predictions.shape()
        self.init(tf)
        t = self._type
        tLabels, tPredictions = cast(tf, labels, t), cast(tf, predictions, t)
        tSampleWeights = cast(tf, sampleWeights, t) if sampleWeights is not None else None
        ops: list[Any] = []
        if self._multiLabel or self._labelWeights is not None:
            symbols = [SymbolicShape(tLabels, "N", "L")]
            if self._multiLabel:
                symbols += [SymbolicShape(v, "T", "L") for v in self._vars.values()]
            if self._labelWeights is not None:
                symbols.append(SymbolicShape(self._labelWeights, "L"))
            ops += MetricsHelper.assertShapes(tf, symbols, "Number of labels is not consistent.")
        if self._evenlySpaced and not self._multiLabel and self._labelWeights is None:
            return ops + MetricsHelper.updateEvenlySpacedConfusionMatrixVariables(
                tf, dict(self._vars), tLabels, tPredictions, self._numThresholds, tSampleWeights
            )
        ops += MetricsHelper.updateConfusionMatrixVariables(
            tf,
            dict(self._vars),
            tLabels,
            tPredictions,
            tf.constant(self._thresholds),
            None,
            None,
            tSampleWeights,
            self._multiLabel,
            None if self._multiLabel else self._labelWeights,
        )
        return ops

    # -- the result ---------------------------------------------------------------------

    def _slice(self, tf: Any, x: Any, begin: int, size: int) -> Any:
        """Along the thresholds' axis (every label kept when multi-label)."""
        if self._multiLabel:
            return tf.slice(x, tf.constant([begin, 0]), tf.constant([size, -1]))
        return tf.slice(x, tf.constant([begin]), tf.constant([size]))

    def _byLabel(self, tf: Any, terms: Any) -> Any:
        """Sum over thresholds; for multi-label, the (label-weighted) mean over labels."""
        if not self._multiLabel:
            return tf.reduceSum(terms, allAxes(tf, terms))
        byLabelAuc = tf.reduceSum(terms, tf.constant(0))
        if self._labelWeights is None:
            return MetricsHelper.mean(tf, byLabelAuc)
        lw = self._labelWeights
        return tf.math.divNoNan(
            tf.reduceSum(tf.math.mul(byLabelAuc, lw), allAxes(tf, byLabelAuc)),
            tf.reduceSum(lw, allAxes(tf, lw)),
        )

    def _interpolatePRAuc(self, tf: Any) -> Any:
        """Davis & Goadrich's interpolation of the precision-recall curve."""
        tp, fp, fn = (
            self._vars[_CM.TRUE_POSITIVES],
            self._vars[_CM.FALSE_POSITIVES],
            self._vars[_CM.FALSE_NEGATIVES],
        )
        n = self._numThresholds - 1
        zero = cast(tf, tf.constant(0), self._type)

        def positive(x: Any) -> Any:
            return tf.math.maximum(x, zero)

        tp0, tp1 = self._slice(tf, tp, 0, n), self._slice(tf, tp, 1, -1)
        dTP = tf.math.sub(tp0, tp1)
        p = tf.math.add(tp, fp)
        p0, p1 = self._slice(tf, p, 0, n), self._slice(tf, p, 1, -1)
        dP = tf.math.sub(p0, p1)
        precisionSlope = tf.math.divNoNan(dTP, positive(dP))
        intercept = tf.math.sub(tp1, tf.math.mul(precisionSlope, p1))
        safePRatio = tf.select(
            tf.math.logicalAnd(tf.math.greater(p0, zero), tf.math.greater(p1, zero)),
            tf.math.divNoNan(p0, positive(p1)),
            tf.onesLike(p1),
        )
        fn1 = self._slice(tf, fn, 1, -1)
        aucTotalPos = tf.math.mul(
            precisionSlope, tf.math.add(dTP, tf.math.mul(intercept, tf.math.log(safePRatio)))
        )
        prAucIncrement = tf.math.divNoNan(aucTotalPos, positive(tf.math.add(tp1, fn1)))
        return self._byLabel(tf, prAucIncrement)

    def result(self, tf: Any, type: Any) -> Any:
        self.init(tf)
        if not self.isInitialized():
            return cast(tf, tf.constant(0), type)
        if self._curve is AUCCurve.PR and self._summationMethod is AUCSummationMethod.INTERPOLATION:
            return cast(tf, self._interpolatePRAuc(tf), type)
        v = self._vars
        tp, fp, tn, fn = (
            v[_CM.TRUE_POSITIVES],
            v[_CM.FALSE_POSITIVES],
            v[_CM.TRUE_NEGATIVES],
            v[_CM.FALSE_NEGATIVES],
        )
        recall = tf.math.divNoNan(tp, tf.math.add(tp, fn))
        if self._curve is AUCCurve.ROC:
            x, y = tf.math.divNoNan(fp, tf.math.add(fp, tn)), recall
        else:
            x, y = recall, tf.math.divNoNan(tp, tf.math.add(tp, fp))
        n = self._numThresholds - 1
        y0, y1 = self._slice(tf, y, 0, n), self._slice(tf, y, 1, -1)
        if self._summationMethod is AUCSummationMethod.INTERPOLATION:
            heights = tf.math.div(tf.math.add(y0, y1), cast(tf, tf.constant(2), y.type()))
        elif self._summationMethod is AUCSummationMethod.MINORING:
            heights = tf.math.minimum(y0, y1)
        else:
            heights = tf.math.maximum(y0, y1)
        riemannTerms = tf.math.mul(
            tf.math.sub(self._slice(tf, x, 0, n), self._slice(tf, x, 1, -1)), heights
        )
        return cast(tf, self._byLabel(tf, riemannTerms), type)

    def resetStates(self, tf: Any) -> Any:
        self.init(tf)
        if self._variableShape is None:
            return tf.noOp()
        zero = zeros(tf, self._variableShape, self._type)
        return tf.withControlDependencies([tf.assign(v, zero) for v in self._vars.values()]).noOp()

    # -- Java's accessors ---------------------------------------------------------------

    def getNumThresholds(self) -> int:
        return self._numThresholds

    def getCurve(self) -> AUCCurve:
        return self._curve

    def getSummationMethod(self) -> AUCSummationMethod:
        return self._summationMethod

    def getThresholds(self) -> list[float]:
        return self._thresholds

    def isMultiLabel(self) -> bool:
        return self._multiLabel

    def getNumLabels(self) -> int | None:
        return self._numLabels

    def setNumLabels(self, numLabels: int | None) -> None:
        self._numLabels = numLabels

    def getLabelWeights(self) -> Any:
        return self._labelWeights

    def getTruePositives(self) -> Any:
        return self._vars.get(_CM.TRUE_POSITIVES)

    def getFalsePositives(self) -> Any:
        return self._vars.get(_CM.FALSE_POSITIVES)

    def getTrueNegatives(self) -> Any:
        return self._vars.get(_CM.TRUE_NEGATIVES)

    def getFalseNegatives(self) -> Any:
        return self._vars.get(_CM.FALSE_NEGATIVES)

    def getTruePositivesName(self) -> str:
        return self._names[_CM.TRUE_POSITIVES]

    def getFalsePositivesName(self) -> str:
        return self._names[_CM.FALSE_POSITIVES]

    def getTrueNegativesName(self) -> str:
        return self._names[_CM.TRUE_NEGATIVES]

    def getFalseNegativesName(self) -> str:
        return self._names[_CM.FALSE_NEGATIVES]
