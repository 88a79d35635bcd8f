"""Port of TensorFlow Java's ``MeanSquaredErrorTest`` (``org.tensorflow.framework.losses.MeanSquaredError``)."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow.framework.losses import (
    MeanSquaredError,
    Reduction,
)
from org.tensorflow.ndarray import Shape

from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}


def test_testAllCorrectUnweighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = MeanSquaredError()
            trueArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            loss = instance.call(tf, yTrue, yTrue)
            expected = 0.0
            testSession.evaluate(expected, loss)


def test_testUnweighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = MeanSquaredError()
            trueArray = np.array([1.0, 9.0, 2.0, -5.0, -2.0, 6.0], np.float32)
            predArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            loss = instance.call(tf, yTrue, yPred)
            expected = 49.5
            testSession.evaluate(expected, loss)


def test_testScalarWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = MeanSquaredError()
            trueArray = np.array([1.0, 9.0, 2.0, -5.0, -2.0, 6.0], np.float32)
            predArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            sampleWeight = tf.constant(2.3)
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 113.85
            testSession.evaluate(expected, loss)


def test_testSampleWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = MeanSquaredError()
            trueArray = np.array([1.0, 9.0, 2.0, -5.0, -2.0, 6.0], np.float32)
            predArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
            sampleArray = np.array([1.2, 3.4], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            sampleWeight = tf.reshape(tf.constant(sampleArray), tf.constant(Shape.of(2, 1)))
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 127.96667
            testSession.evaluate(expected, loss)


def test_testZeroWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = MeanSquaredError()
            trueArray = np.array([1.0, 9.0, 2.0, -5.0, -2.0, 6.0], np.float32)
            predArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            sampleWeight = tf.constant(0)
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 0.0
            testSession.evaluate(expected, loss)


def test_testTimestepWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = MeanSquaredError(Reduction.AUTO)
            trueArray = np.array([1.0, 9.0, 2.0, -5.0, -2.0, 6.0], np.float32)
            predArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
            sampleArray = np.array([3.0, 6.0, 5.0, 0.0, 4.0, 2.0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3, 1)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3, 1)))
            sampleWeight = tf.reshape(tf.constant(sampleArray), tf.constant(Shape.of(2, 3)))
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 97.833336
            testSession.evaluate(expected, loss)


def test_testInvalidSampleWeight() -> None:
    for tfMode in MODES:
        with pytest.raises(ValueError), TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = MeanSquaredError()
            trueArray = np.array([1.0, 9.0, 2.0, -5.0, -2.0, 6.0], np.float32)
            predArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
            sampleArray = np.array([3.0, 6.0, 5.0, 0.0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3, 1)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3, 1)))
            sampleWeight = tf.reshape(tf.constant(sampleArray), tf.constant(Shape.of(2, 2)))
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 173.25
            testSession.evaluate(expected, loss)


def test_testNoReduction() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = MeanSquaredError(Reduction.NONE)
            trueArray = np.array([1.0, 9.0, 2.0, -5.0, -2.0, 6.0], np.float32)
            predArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            sampleWeight = tf.constant(2.3)
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = np.array([84.333336, 143.36665], np.float32)
            testSession.evaluate(expected, loss)


def test_testSumReduction() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = MeanSquaredError(Reduction.SUM)
            trueArray = np.array([1.0, 9.0, 2.0, -5.0, -2.0, 6.0], np.float32)
            predArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            sampleWeight = tf.constant(2.3)
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = np.array([227.69998], np.float32)
            testSession.evaluate(expected, loss)
