"""Port of TensorFlow Java's ``LogCoshTest`` (``org.tensorflow.framework.losses.LogCosh``)."""

from __future__ import annotations

import numpy as np
from org.tensorflow.framework.losses import (
    LogCosh,
    Reduction,
)
from org.tensorflow.ndarray import Shape

from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}


def test_testUnweighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = LogCosh()
            predArray = np.array([1.0, 9.0, 2.0, -5.0, -2.0, 6.0], np.float32)
            trueArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            loss = instance.call(tf, yTrue, yPred)
            expected = 4.829245330860459
            testSession.evaluate(expected, loss)


def test_testScalarWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = LogCosh()
            predArray = np.array([1.0, 9.0, 2.0, -5.0, -2.0, 6.0], np.float32)
            trueArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            sampleWeight = tf.constant(2.3)
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 11.107264260979056
            testSession.evaluate(expected, loss)


def test_testSampleWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = LogCosh()
            predArray = np.array([1.0, 9.0, 2.0, -5.0, -2.0, 6.0], np.float32)
            trueArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
            sampleArray = np.array([1.2, 3.4], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            sampleWeight = tf.reshape(tf.constant(sampleArray), tf.constant(Shape.of(2, 1)))
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 12.001114667519486
            testSession.evaluate(expected, loss)


def test_testZeroWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = LogCosh()
            predArray = np.array([1.0, 9.0, 2.0, -5.0, -2.0, 6.0], np.float32)
            trueArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
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
            instance = LogCosh(Reduction.AUTO)
            predArray = np.array([1.0, 9.0, 2.0, -5.0, -2.0, 6.0], np.float32)
            trueArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
            sampleArray = np.array([3.0, 6.0, 5.0, 0.0, 4.0, 2.0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3, 1)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3, 1)))
            sampleWeight = tf.reshape(tf.constant(sampleArray), tf.constant(Shape.of(2, 3)))
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 11.653484271934046
            testSession.evaluate(expected, loss)
