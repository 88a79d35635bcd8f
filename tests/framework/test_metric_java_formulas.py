"""Where TensorFlow Java's metrics differ from Keras 3, the Java formula, checked against numpy:
the rate-at-rate metrics read the threshold whose rate is closest to the target (Keras 3 takes
the best feasible one), ``RootMeanSquaredError`` divides the weighted total by the weighted
count, ``MeanAbsolutePercentageError`` divides by max(|y|, 1e-7), ``BinaryCrossentropy`` is
TF-Keras 2's clipped formula; and ``AUC``'s bucketed count equals the tiled one."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow.framework.metrics import (
    AUC,
    BinaryCrossentropy,
    MeanAbsolutePercentageError,
    PrecisionAtRecall,
    RootMeanSquaredError,
    SensitivityAtSpecificity,
    SpecificityAtSensitivity,
)
from org.tensorflow.types import TFloat32

from tests.framework.metric_session import TestSession

LABELS = np.array([1, 1, 1, 1, 0, 0, 0, 0], np.float32)
PREDICTIONS = np.array([0.9, 0.8, 0.6, 0.3, 0.7, 0.2, 0.1, 0.1], np.float32)
# Java's thresholds for numThresholds = 5: 0, 0.25, 0.5, 0.75, 1.
THRESHOLDS = np.array([0.0, 0.25, 0.5, 0.75, 1.0], np.float32)


def _counts() -> dict[str, np.ndarray]:
    positive = PREDICTIONS[None, :] > THRESHOLDS[:, None]
    label = LABELS[None, :] > 0
    return {
        "tp": (positive & label).sum(1),
        "fp": (positive & ~label).sum(1),
        "tn": (~positive & ~label).sum(1),
        "fn": (~positive & label).sum(1),
    }


def _ratio(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return np.divide(a, a + b, out=np.zeros(a.shape), where=(a + b) != 0)


def _closest(rate: np.ndarray, target: float, value: np.ndarray) -> float:
    return float(value[np.argmin(np.abs(rate - target))])


def _result(metric: object) -> float:
    with TestSession(TestSession.Mode.GRAPH) as session:
        tf = session.getTF()
        session.run(metric.updateState(tf, tf.constant(LABELS), tf.constant(PREDICTIONS), None))
        return float(session.value(metric.result(tf, TFloat32)).reshape(-1)[0])


def test_precision_at_recall_reads_the_closest_recall() -> None:
    c = _counts()
    recall, precision = _ratio(c["tp"], c["fn"]), _ratio(c["tp"], c["fp"])
    expected = _closest(recall, 0.6, precision)
    assert expected == 1.0  # recall 0.5 is closest to 0.6
    assert _result(PrecisionAtRecall(0.6, 5, 1001, TFloat32)) == pytest.approx(expected)
    # Keras 3 maximises precision over the thresholds whose recall reaches 0.6.
    assert float(np.max(precision[recall >= 0.6])) == pytest.approx(0.8)


def test_sensitivity_at_specificity_reads_the_closest_specificity() -> None:
    c = _counts()
    specificity, sensitivity = _ratio(c["tn"], c["fp"]), _ratio(c["tp"], c["fn"])
    expected = _closest(specificity, 0.8, sensitivity)
    assert expected == 1.0  # specificity 0.75 (first of two) is closest to 0.8
    assert _result(SensitivityAtSpecificity(0.8, 5, 1001, TFloat32)) == pytest.approx(expected)
    assert float(np.max(sensitivity[specificity >= 0.8])) == pytest.approx(0.5)  # Keras 3


def test_specificity_at_sensitivity_reads_the_closest_sensitivity() -> None:
    c = _counts()
    sensitivity, specificity = _ratio(c["tp"], c["fn"]), _ratio(c["tn"], c["fp"])
    expected = _closest(sensitivity, 0.6, specificity)
    assert _result(SpecificityAtSensitivity(0.6, 5, 1001, TFloat32)) == pytest.approx(expected)
    assert expected == 1.0


def test_root_mean_squared_error_of_weighted_total_and_count() -> None:
    labels = np.array([[1, 2, 3], [4, 5, 6]], np.float32)
    predictions = np.array([[1, 3, 5], [4, 1, 6]], np.float32)
    weights = np.array([[0.5], [2.0]], np.float32)
    with TestSession(TestSession.Mode.GRAPH) as session:
        tf = session.getTF()
        metric = RootMeanSquaredError(1001, TFloat32)
        args = (tf.constant(labels), tf.constant(predictions), tf.constant(weights))
        session.run(metric.updateState(tf, *args))
        session.run(metric.updateState(tf, *args[:2], None))
        w = np.broadcast_to(weights, labels.shape)
        squared = (labels - predictions) ** 2
        total = (w * squared).sum() + squared.sum()
        count = w.sum() + squared.size
        session.evaluate(float(np.sqrt(total / count)), metric.result(tf, TFloat32))
        session.evaluate(float(total), metric.getTotal())
        session.evaluate(float(count), metric.getCount())


def test_mean_absolute_percentage_error_uses_javas_epsilon() -> None:
    labels = np.array([[0.0, 2.0]], np.float32)
    predictions = np.array([[1e-6, 1.0]], np.float32)
    expected = 100 * np.mean(np.abs(labels - predictions) / np.maximum(np.abs(labels), 1e-7))
    with TestSession(TestSession.Mode.GRAPH) as session:
        tf = session.getTF()
        metric = MeanAbsolutePercentageError(1001, TFloat32)
        session.run(metric.updateState(tf, tf.constant(labels), tf.constant(predictions), None))
        value = float(session.value(metric.result(tf, TFloat32)))
    assert value == pytest.approx(float(expected), rel=1e-5)
    assert value == pytest.approx(525.0, rel=1e-5)  # 100 · (1e-6 / 1e-7 + 1 / 2) / 2


def test_binary_crossentropy_is_the_tf_keras_2_formula() -> None:
    labels = np.array([[0, 1], [1, 0]], np.float32)
    predictions = np.array([[0.2, 0.9], [0.6, 0.0]], np.float32)
    eps = np.float32(1e-7)
    p = np.clip(predictions, eps, 1 - eps)
    bce = -(labels * np.log(p + eps) + (1 - labels) * np.log(1 - p + eps))
    with TestSession(TestSession.Mode.GRAPH) as session:
        tf = session.getTF()
        metric = BinaryCrossentropy(False, 0.0, 1001, TFloat32)
        session.run(metric.updateState(tf, tf.constant(labels), tf.constant(predictions), None))
        session.evaluate(float(bce.mean(-1).mean()), metric.result(tf, TFloat32))


def test_auc_buckets_count_as_the_tiles_do() -> None:
    """``AUC(numThresholds)`` counts by buckets; ``AUC(thresholds)`` with the same inner
    thresholds goes through ``updateConfusionMatrixVariables``' tiles: same counts, same AUC."""
    rng = np.random.default_rng(3)
    labels = (rng.random((64, 8)) > 0.4).astype(np.float32)
    predictions = rng.random((64, 8)).astype(np.float32)
    weights = rng.random((64, 1)).astype(np.float32)
    n = 50
    inner = [(i + 1) * 1.0 / (n - 1) for i in range(n - 2)]
    with TestSession(TestSession.Mode.GRAPH) as session:
        tf = session.getTF()
        buckets, tiles = AUC(n, 1001, TFloat32), AUC(inner, 1001, TFloat32)
        for m in (buckets, tiles):
            for w in (tf.constant(weights), None):
                session.run(m.updateState(tf, tf.constant(labels), tf.constant(predictions), w))
        for get in (
            "getTruePositives",
            "getFalsePositives",
            "getTrueNegatives",
            "getFalseNegatives",
        ):
            a = session.value(getattr(buckets, get)())
            b = session.value(getattr(tiles, get)())
            assert a.shape == (n,)
            np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-4)
        session.evaluate(tiles.result(tf, TFloat32), buckets.result(tf, TFloat32))
        assert 0.4 < float(session.value(buckets.result(tf, TFloat32))) < 0.6


def test_multi_label_auc_is_the_mean_of_per_label_aucs() -> None:
    """Java's multi-label AUC (no Java test covers it): each label's curve from its own column,
    the result their mean, or their mean weighted by ``labelWeights``."""
    from org.tensorflow.framework.metrics import AUCCurve, AUCSummationMethod

    rng = np.random.default_rng(5)
    labels = (rng.random((40, 3)) > 0.5).astype(np.float32)
    predictions = rng.random((40, 3)).astype(np.float32)
    labelWeights = np.array([1.0, 2.0, 0.5], np.float32)
    roc, interpolation = AUCCurve.ROC, AUCSummationMethod.INTERPOLATION
    with TestSession(TestSession.Mode.GRAPH) as session:
        tf = session.getTF()
        multi = AUC(None, 20, roc, interpolation, None, True, None, 1001, TFloat32)
        weighted = AUC(
            None, 20, roc, interpolation, None, True, tf.constant(labelWeights), 1001, TFloat32
        )
        single = [AUC(20, 1001, TFloat32) for _ in range(3)]
        y, p = tf.constant(labels), tf.constant(predictions)
        session.run(multi.updateState(tf, y, p, None))
        session.run(weighted.updateState(tf, y, p, None))
        for i, m in enumerate(single):
            column = tf.constant([i])
            session.run(
                m.updateState(
                    tf,
                    tf.gather(y, column, tf.constant(1)),
                    tf.gather(p, column, tf.constant(1)),
                    None,
                )
            )
        perLabel = np.array([session.value(m.result(tf, TFloat32)) for m in single])
        assert multi.getNumLabels() == 3
        assert session.value(multi.getTruePositives()).shape == (20, 3)
        session.evaluate(float(perLabel.mean()), multi.result(tf, TFloat32))
        expected = float((perLabel * labelWeights).sum() / labelWeights.sum())
        session.evaluate(expected, weighted.result(tf, TFloat32))


def test_single_label_auc_label_weights_weigh_each_column() -> None:
    """Without ``multiLabel``, ``labelWeights`` weigh every example of a column, as sample
    weights of one row would (the first goes through the tiles, the second the buckets)."""
    from org.tensorflow.framework.metrics import AUCCurve, AUCSummationMethod

    rng = np.random.default_rng(9)
    labels = (rng.random((40, 3)) > 0.5).astype(np.float32)
    predictions = rng.random((40, 3)).astype(np.float32)
    labelWeights = np.array([1.0, 2.0, 0.5], np.float32)
    with TestSession(TestSession.Mode.GRAPH) as session:
        tf = session.getTF()
        roc, interpolation = AUCCurve.ROC, AUCSummationMethod.INTERPOLATION
        byLabel = AUC(
            None, 20, roc, interpolation, None, False, tf.constant(labelWeights), 1001, TFloat32
        )
        bySample = AUC(20, 1001, TFloat32)
        y, p = tf.constant(labels), tf.constant(predictions)
        session.run(byLabel.updateState(tf, y, p, None))
        session.run(bySample.updateState(tf, y, p, tf.constant(labelWeights[None, :])))
        session.evaluate(bySample.getTruePositives(), byLabel.getTruePositives())
        session.evaluate(bySample.result(tf, TFloat32), byLabel.result(tf, TFloat32))
