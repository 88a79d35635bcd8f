"""Port of TensorFlow Java's regularizer tests (``L1Test``, ``L2Test``, ``L1L2Test``,
``RegularizerLossTest``; ``CommonTest``'s expectations computed with numpy in the tensor's
precision, as Java's ``ND`` helpers do)."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow.framework.regularizers import (
    L1,
    L1L2,
    L2,
    AbstractRegularizer,
    RegularizerLoss,
)

from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}

W32 = np.array([[1.0, 0.9, 0.8], [1.2, 0.7, 1.1]], np.float32)
W64 = np.array([[1.0, 0.9, 0.8], [1.2, 0.7, 1.1]], np.float64)
DEFAULT = AbstractRegularizer.DEFAULT_REGULARIZATION_PENALTY


def regularizeL1(w: np.ndarray, l1: float) -> float:
    return float(np.abs(w).sum() * w.dtype.type(np.float32(l1)))


def regularizeL2(w: np.ndarray, l2: float) -> float:
    return float(np.square(w).sum() * w.dtype.type(np.float32(l2)))


def f32(x: float) -> float:
    """A Java float literal's value."""
    return float(np.float32(x))


# -- L1Test ---------------------------------------------------------------------------------


def test_L1_testCreate() -> None:
    for tfMode in MODES:
        with TestSession(tfMode):
            instance = L1(0.2)
            assert instance.getL1() == pytest.approx(0.2)
            assert instance.getL2() == 0.0
            instance = L1(0.0)
            assert instance.getL1() == 0.0
            assert instance.getL2() == 0.0
            instance = L1()
            assert instance.getL1() == DEFAULT
            assert instance.getL2() == 0.0
            assert instance.getName() == "L1"


def test_L1_testCallL10() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            result = L1(0.0).call(tf, tf.constant(W32))
            session.evaluate(0.0, result)


def test_L1_testCallL1TFloat32() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            result = L1().call(tf, tf.constant(W32))
            session.evaluate(regularizeL1(W32, DEFAULT), result)


def test_L1_testCallL1TFloat64() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            result = L1(0.02).call(tf, tf.constant(W64))
            session.evaluate(regularizeL1(W64, 0.02), result)


# -- L2Test ---------------------------------------------------------------------------------


def test_L2_testCreate() -> None:
    for tfMode in MODES:
        with TestSession(tfMode):
            instance = L2(0.2)
            assert instance.getL2() == pytest.approx(0.2)
            assert instance.getL1() == 0.0
            instance = L2(0.0)
            assert instance.getL2() == 0.0
            assert instance.getL1() == 0.0
            instance64 = L2()
            assert instance64.getL2() == DEFAULT
            assert instance64.getL1() == 0.0


def test_L2_testCallL20() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            session.evaluate(0, L2(0.0).call(tf, tf.constant(W32)))


def test_L2_testCallL2TFloat32() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            result = L2().call(tf, tf.constant(W32))
            session.setEpsilon(0.01)
            session.evaluate(regularizeL2(W32, DEFAULT), result)


def test_L2_testCallL2TFloat64() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            result = L2(0.02).call(tf, tf.constant(W64))
            session.setEpsilon(0.01)
            session.evaluate(regularizeL2(W64, 0.02), result)


# -- L1L2Test -------------------------------------------------------------------------------


def test_L1L2_testCreate() -> None:
    for tfMode in MODES:
        with TestSession(tfMode):
            instance = L1L2(0.2, 0.3)
            assert (instance.getL1(), instance.getL2()) == pytest.approx((0.2, 0.3))
            instance = L1L2(0, 0)
            assert (instance.getL1(), instance.getL2()) == (0.0, 0.0)
            instance = L1L2(0.5, 0)
            assert (instance.getL1(), instance.getL2()) == (0.5, 0.0)
            instance = L1L2(0, 0.5)
            assert (instance.getL1(), instance.getL2()) == (0.0, 0.5)
            instance = L1L2()
            assert (instance.getL1(), instance.getL2()) == (DEFAULT, DEFAULT)
            assert DEFAULT == 0.01


def test_L1L2_testCallDefaultsConstant() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            result = L1L2().call(tf, tf.constant(np.float32(555.0)))
            session.evaluate(f32(3085.8), result)


def test_L1L2_testCallL1L2_0() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            result = L1L2(0, 0).call(tf, tf.constant(W32))
            session.evaluate(0, result)


def test_L1L2_testCallL1L2TFloat32() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            result = L1L2(0.01, 0.02).call(tf, tf.constant(W32))
            expected = regularizeL1(W32, 0.01) + regularizeL2(W32, 0.02)
            session.setEpsilon(0.09)
            session.evaluate(expected, result)


def test_L1L2_testCallL1L2TFloat64() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            result = L1L2(0.01, 0.02).call(tf, tf.constant(W64))
            expected = regularizeL1(W64, 0.01) + regularizeL2(W64, 0.02)
            session.setEpsilon(0.09)
            session.evaluate(expected, result)


def test_L1L2_testCallL2_0() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            result = L1L2(0.01, 0).call(tf, tf.constant(W32))
            session.evaluate(regularizeL1(W32, 0.01), result)


def test_L1L2_testCallL1_0() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            result = L1L2(0, 0.02).call(tf, tf.constant(W64))
            session.setEpsilon(0.01)
            session.evaluate(regularizeL2(W64, 0.02), result)


# -- RegularizerLossTest --------------------------------------------------------------------


def test_RegularizerLoss_testCreate() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            regularizer = L1L2(0.01, 0.0)
            weights = tf.constant(W32)
            regularizerResult = regularizer.call(tf, weights)
            lossInstance = RegularizerLoss(regularizer)
            loss = lossInstance.call(tf, None, None, weights)
            session.evaluate(regularizerResult, loss)
            # not in Java's test: the value itself, and the null check
            session.evaluate(regularizeL1(W32, 0.01), loss)
            with pytest.raises(ValueError, match="sampleWeights cannot be null"):
                lossInstance.call(tf, None, None, None)
            assert regularizer.asLoss().call(tf, None, None, weights) is not None
