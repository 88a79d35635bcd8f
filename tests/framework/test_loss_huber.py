"""Port of TensorFlow Java's ``HuberTest`` (``org.tensorflow.framework.losses.Huber``)."""

from __future__ import annotations

import numpy as np
from org.tensorflow.framework.losses import (
    Huber,
)
from org.tensorflow.ndarray import Shape

from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}


def test_testAllCorrect() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            trueArray = np.array([0.9, 0.2, 0.2, 0.8, 0.4, 0.6], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            instance = Huber()
            loss = instance.call(tf, yTrue, yTrue)
            expected = 0.0
            testSession.evaluate(expected, loss)


def test_testUnweighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            trueArray = np.array([0.9, 0.2, 0.2, 0.8, 0.4, 0.6], np.float32)
            predArray = np.array([1, 0, 1, 1, 0, 0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            instance = Huber()
            loss = instance.call(tf, yTrue, yPred)
            expected = 0.10416666666666669
            testSession.evaluate(expected, loss)


def test_testScalarWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            trueArray = np.array([0.9, 0.2, 0.2, 0.8, 0.4, 0.6], np.float32)
            predArray = np.array([1, 0, 1, 1, 0, 0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            instance = Huber()
            sampleWeight = tf.constant(2.3)
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 0.23958333333333337
            testSession.evaluate(expected, loss)
            # todo Verify we get the same output when the same input is given


def test_testSampleWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            sampleArray = np.array([1.2, 3.4], np.float32)
            trueArray = np.array([0.9, 0.2, 0.2, 0.8, 0.4, 0.6], np.float32)
            predArray = np.array([1, 0, 1, 1, 0, 0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            instance = Huber()
            sampleWeight = tf.reshape(tf.constant(sampleArray), tf.constant(Shape.of(2, 1)))
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 0.22766666666666668
            testSession.evaluate(expected, loss)


def test_testZeroWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            trueArray = np.array([0.9, 0.2, 0.2, 0.8, 0.4, 0.6], np.float32)
            predArray = np.array([1, 0, 1, 1, 0, 0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            instance = Huber()
            sampleWeight = tf.constant(0)
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 0.0
            testSession.evaluate(expected, loss)


def test_testTimestepWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            sampleArray = np.array([3.0, 6.0, 5.0, 0.0, 4.0, 2.0], np.float32)
            trueArray = np.array([0.9, 0.2, 0.2, 0.8, 0.4, 0.6], np.float32)
            predArray = np.array([1, 0, 1, 1, 0, 0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3, 1)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3, 1)))
            instance = Huber()
            sampleWeight = tf.reshape(tf.constant(sampleArray), tf.constant(Shape.of(2, 3)))
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 0.4025
            testSession.evaluate(expected, loss)
