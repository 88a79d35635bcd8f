"""Port of TensorFlow Java's constraint tests (``MaxNormTest``, ``MinMaxNormTest``,
``NonNegTest``, ``UnitNormTest``)."""

from __future__ import annotations

import numpy as np
from org.tensorflow.framework.constraints import MaxNorm, MinMaxNorm, NonNeg, UnitNorm
from org.tensorflow.ndarray import Shape

from tests.framework.java_random import JavaRandom
from tests.framework.session_helper import MODES, Mode, TestSession

SKIPPED: dict[str, str] = {}


def getSampleArray() -> np.ndarray:
    rand = JavaRandom(3537)
    # float arithmetic, as Java computes rand.nextFloat() * 100 - 50
    draws = np.array([rand.nextFloat() for _ in range(100 * 100)], np.float32)
    result = draws * np.float32(100) - np.float32(50)
    result[0] = 0
    return result


def test_MaxNorm_testCall() -> None:
    testValues = [0.1, 0.5, 3, 8, 1e-7]
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            weights = tf.reshape(tf.constant(getSampleArray()), tf.constant(Shape.of(100, 100)))
            for value in testValues:
                result = MaxNorm(value).call(tf, weights)
                session.evaluate(result, lambda v, m=value: v <= m)


def test_MaxNorm_testCall1() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = MaxNorm(2.0)
            weights = tf.constant(np.array([[0, 1, 3, 3], [0, 0, 0, 3], [0, 0, 0, 3]], np.float32))
            result = instance.call(tf, weights)
            expected = [0, 1, 2, 1.1547005, 0, 0, 0, 1.1547005, 0, 0, 0, 1.1547005]
            session.evaluate(np.array(expected, np.float32), result)


def test_MinMaxNorm_testCall() -> None:
    testValues = [0.1, 0.5, 3.0, 8.0, 1e-7]
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            weights = tf.reshape(tf.constant(getSampleArray()), tf.constant(Shape.of(100, 100)))
            for value in testValues:
                m = float(np.float32(value))
                result = MinMaxNorm(m, m * 2).call(tf, weights)
                values = session.value(result)
                if tfMode is Mode.EAGER:
                    assert np.array_equal(values, result.asTensor().numpy())
                norms = np.sqrt(np.square(values).sum(axis=0))
                high = np.float32(m * 2) + np.float32(1e-5)
                session.evaluate(norms, lambda f, m=m, high=high: m <= f <= high)


def test_NonNeg_testTFloat32() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            weights = tf.constant(np.array([[-1, 2, -3, 4], [-10, 11, 12, -13]], np.float32))
            result = NonNeg().call(tf, weights)
            session.evaluate(np.array([0, 2, 0, 4, 0, 11, 12, 0], np.float32), result)


def test_NonNeg_testTFloat64() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            weights = tf.constant(np.array([[-1, 2, -3, 4], [-10, 11, 12, -13]], np.float64))
            result = NonNeg().call(tf, weights)
            session.evaluate(np.array([0, 2, 0, 4, 0, 11, 12, 0], np.float64), result)


ARRAY = [
    [[0.14517927, 0.2574964, 0.2291325], [0.9145494, 0.9378068, 0.6827883]],
    [[0.27121753, 0.08317473, 0.3770739], [0.25451255, 0.18511271, 0.5620538]],
    [[0.40101776, 0.25205433, 0.05103926], [0.08764106, 0.00593294, 0.37244815]],
]
EXPECTED = [
    [[0.1567809, 0.2647736, 0.31814702], [0.9876333, 0.9643105, 0.94804124]],
    [[0.72920675, 0.40984813, 0.55712338], [0.68429305, 0.91215323, 0.83042956]],
    [[0.97694125, 0.99972269, 0.13576831], [0.21350717, 0.02353181, 0.99074035]],
]


def test_UnitNorm_testTFloat32() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            weights = tf.constant(np.array(ARRAY, np.float32))
            result = UnitNorm(1).call(tf, weights)
            session.evaluate(tf.constant(np.array(EXPECTED, np.float32)), result)


def test_UnitNorm_testCallTFloat64() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            weights = tf.constant(np.array(ARRAY, np.float64))
            result = UnitNorm(1).call(tf, weights)
            session.evaluate(tf.constant(np.array(EXPECTED, np.float64)), result)
