"""Port of TensorFlow Java's ``CosineSimilarityTest`` (``org.tensorflow.framework.losses.CosineSimilarity``)."""

from __future__ import annotations

import numpy as np
from org.tensorflow.framework.losses import (
    CosineSimilarity,
    Reduction,
)
from org.tensorflow.ndarray import Shape

from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}


def test_testReductionNone() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            trueArray = np.array([1.0, 9.0, 2.0, -5.0, -2.0, 6.0], np.float32)
            predArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
            instance = CosineSimilarity(Reduction.NONE)
            shape = Shape.of(2, 3)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(shape))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(shape))
            loss = instance.call(tf, yTrue, yPred)
            expected = np.array([-0.720488, 0.3460499], np.float32)
            testSession.evaluate(expected, loss)


def test_testUnweighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            trueArray = np.array([1.0, 9.0, 2.0, -5.0, -2.0, 6.0], np.float32)
            predArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
            expectedLoss = np.array([0.720488, -0.3460499], np.float32)
            instance = CosineSimilarity()
            shape = Shape.of(2, 3)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(shape))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(shape))
            loss = instance.call(tf, yTrue, yPred)
            expected = -mean(expectedLoss)
            testSession.evaluate(expected, loss)


def test_testScalarWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            trueArray = np.array([1.0, 9.0, 2.0, -5.0, -2.0, 6.0], np.float32)
            predArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
            expectedLoss = np.array([0.720488, -0.3460499], np.float32)
            instance = CosineSimilarity()
            shape = Shape.of(2, 3)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(shape))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(shape))
            sampleWeight = tf.constant(2.3)
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = -mean(mul(expectedLoss, 2.3))
            testSession.evaluate(expected, loss)


def test_testSampleWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            trueArray = np.array([1.0, 9.0, 2.0, -5.0, -2.0, 6.0], np.float32)
            predArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
            expectedLoss = np.array([0.720488, -0.3460499], np.float32)
            instance = CosineSimilarity()
            weightsArray = np.array([1.2, 3.4], np.float32)
            shape = Shape.of(2, 3)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(shape))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(shape))
            sampleWeight = tf.reshape(tf.constant(weightsArray), tf.constant(Shape.of(2, 1)))
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = -mean(mul(expectedLoss, weightsArray))
            testSession.evaluate(expected, loss)


def test_testZeroWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = CosineSimilarity()
            trueArray = np.array([1.0, 9.0, 2.0, -5.0, -2.0, 6.0], np.float32)
            predArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
            shape = Shape.of(2, 3)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(shape))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(shape))
            sampleWeight = tf.constant(0.0)
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 0.0
            testSession.evaluate(expected, loss)


def test_testTimestepWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            trueArray = np.array([1.0, 9.0, 2.0, -5.0, -2.0, 6.0], np.float32)
            predArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
            instance = CosineSimilarity()
            shape = Shape.of(2, 3, 1)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(shape))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(shape))
            weightsArray = np.array([3, 6, 5, 0, 4, 2], np.float32)
            sampleWeight = tf.reshape(tf.constant(weightsArray), tf.constant(Shape.of(2, 3)))
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = -2.0
            testSession.evaluate(expected, loss)


def test_testAxis() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            trueArray = np.array([1.0, 9.0, 2.0, -5.0, -2.0, 6.0], np.float32)
            predArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
            expectedLoss = np.array([0.720488, -0.3460499], np.float32)
            instance = CosineSimilarity(1)
            shape = Shape.of(2, 3)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(shape))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(shape))
            loss = instance.call(tf, yTrue, yPred)
            expected = -mean(expectedLoss)
            testSession.evaluate(expected, loss)


def mean(v: np.ndarray) -> float:
    return float(np.mean(v))


def mul(v: np.ndarray, b: float | np.ndarray) -> np.ndarray:
    return np.asarray(v * b, np.float32)
