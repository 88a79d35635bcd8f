"""Port of TensorFlow Java's ``CategoricalHingeTest`` (``org.tensorflow.framework.losses.CategoricalHinge``)."""

from __future__ import annotations

import numpy as np
from org.tensorflow.framework.losses import (
    CategoricalHinge,
    Reduction,
)
from org.tensorflow.ndarray import Shape

from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}


def test_testReductionNone() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = CategoricalHinge(Reduction.NONE)
            trueArray = np.array([1, 9, 2, -5], np.int32)
            predArray = np.array([4.0, 8.0, 12.0, 8.0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 2)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 2)))
            loss = instance.call(tf, yTrue, yPred)
            expected = np.array([0.0, 65.0], np.float32)
            testSession.evaluate(expected, loss)


def test_testUnweighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = CategoricalHinge()
            trueArray = np.array([1, 9, 2, -5], np.int32)
            predArray = np.array([4.0, 8.0, 12.0, 8.0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 2)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 2)))
            loss = instance.call(tf, yTrue, yPred)
            expected = 32.5
            testSession.evaluate(expected, loss)


def test_testScalarWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = CategoricalHinge()
            trueArray = np.array([1, 9, 2, -5, -2, 6], np.int32)
            predArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            sampleWeight = tf.constant(2.3)
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 83.95
            testSession.evaluate(expected, loss)
            loss2 = instance.call(tf, yTrue, yPred, sampleWeight)
            testSession.evaluate(loss, loss2)


def test_testSampleWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = CategoricalHinge()
            trueArray = np.array([1, 9, 2, -5, -2, 6], np.int32)
            predArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
            weightsNp = np.array([1.2, 3.4], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            sampleWeight = tf.reshape(tf.constant(weightsNp), tf.constant(Shape.of(2, 1)))
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 124.1
            testSession.evaluate(expected, loss)


def test_testZeroWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = CategoricalHinge()
            trueArray = np.array([1, 9, 2, -5, -2, 6], np.int32)
            predArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            sampleWeight = tf.constant(0.0)
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 0.0
            testSession.evaluate(expected, loss)


def test_testTimestepWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = CategoricalHinge()
            trueArray = np.array([1, 9, 2, -5, -2, 6], np.int32)
            predArray = np.array([4.0, 8.0, 12.0, 8.0, 1.0, 3.0], np.float32)
            weightsNp = np.array([3, 6, 5, 0, 4, 2], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3, 1)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3, 1)))
            sampleWeight = tf.reshape(tf.constant(weightsNp), tf.constant(Shape.of(2, 3)))
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 4.0
            testSession.evaluate(expected, loss)
