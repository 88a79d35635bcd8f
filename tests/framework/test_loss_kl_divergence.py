"""Port of TensorFlow Java's ``KLDivergenceTest`` (``org.tensorflow.framework.losses.KLDivergence``)."""

from __future__ import annotations

import numpy as np
from org.tensorflow.framework.losses import (
    KLDivergence,
    Reduction,
)
from org.tensorflow.ndarray import Shape

from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}


def test_testUnweighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = KLDivergence()
            predArray = np.array([0.4, 0.9, 0.12, 0.36, 0.3, 0.4], np.float32)
            trueArray = np.array([0.5, 0.8, 0.12, 0.7, 0.43, 0.8], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            loss = instance.call(tf, yTrue, yPred)
            expected = 0.5960738398643668
            testSession.evaluate(expected, loss)


def test_testScalarWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = KLDivergence()
            predArray = np.array([0.4, 0.9, 0.12, 0.36, 0.3, 0.4], np.float32)
            trueArray = np.array([0.5, 0.8, 0.12, 0.7, 0.43, 0.8], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            sampleWeight = tf.constant(2.3)
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 1.3709698316880434
            testSession.evaluate(expected, loss)


def test_testSampleWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = KLDivergence()
            predArray = np.array([0.4, 0.9, 0.12, 0.36, 0.3, 0.4], np.float32)
            trueArray = np.array([0.5, 0.8, 0.12, 0.7, 0.43, 0.8], np.float32)
            sampleArray = np.array([1.2, 3.4], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            sampleWeight = tf.reshape(tf.constant(sampleArray), tf.constant(Shape.of(2, 1)))
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 2.0075711736936492
            testSession.evaluate(expected, loss)


def test_testZeroWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = KLDivergence()
            predArray = np.array([0.4, 0.9, 0.12, 0.36, 0.3, 0.4], np.float32)
            trueArray = np.array([0.5, 0.8, 0.12, 0.7, 0.43, 0.8], np.float32)
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
            instance = KLDivergence(Reduction.AUTO)
            predArray = np.array([0.4, 0.9, 0.12, 0.36, 0.3, 0.4], np.float32)
            trueArray = np.array([0.5, 0.8, 0.12, 0.7, 0.43, 0.8], np.float32)
            sampleArray = np.array([3.0, 6.0, 5.0, 0.0, 4.0, 2.0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3, 1)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3, 1)))
            sampleWeight = tf.reshape(tf.constant(sampleArray), tf.constant(Shape.of(2, 3)))
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 0.2495994912084345
            testSession.evaluate(expected, loss)
