"""Port of TensorFlow Java's ``SquaredHingeTest`` (``org.tensorflow.framework.losses.SquaredHinge``)."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow.exceptions import TFInvalidArgumentException
from org.tensorflow.framework.losses import (
    Reduction,
    SquaredHinge,
)
from org.tensorflow.ndarray import Shape

from tests.framework.session_helper import MODES, Mode, TestSession

SKIPPED: dict[str, str] = {}


def test_testUnweighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = SquaredHinge()
            trueArray = np.array([0, 1, 0, 1, 0, 0, 1, 1], np.float32)
            predArray = np.array([-0.3, 0.2, -0.1, 1.6, -0.25, -1, 0.5, 0.6], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 4)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 4)))
            loss = instance.call(tf, yTrue, yPred)
            expected = 0.364062
            testSession.evaluate(expected, loss)


def test_testInvalidLabelValue() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            catchClass = ValueError if tfMode is Mode.EAGER else TFInvalidArgumentException
            with pytest.raises(catchClass):
                tf = testSession.getTF()
                instance = SquaredHinge()
                trueArray = np.array([0, 2, 0, 1, 0, 0, 1, 1], np.float32)
                predArray = np.array([-0.3, 0.2, -0.1, 1.6, -0.25, -1, 0.5, 0.6], np.float32)
                yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 4)))
                yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 4)))
                loss = instance.call(tf, yTrue, yPred)
                testSession.run(loss)


def test_testScalarWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = SquaredHinge()
            trueArray = np.array([0, 1, 0, 1, 0, 0, 1, 1], np.float32)
            predArray = np.array([-0.3, 0.2, -0.1, 1.6, -0.25, -1, 0.5, 0.6], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 4)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 4)))
            sampleWeight = tf.constant(2.3)
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 0.8373437
            testSession.evaluate(expected, loss)


def test_testSampleWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = SquaredHinge()
            sampleArray = np.array([1.2, 3.4], np.float32)
            trueArray = np.array([0, 1, 0, 1, 0, 0, 1, 1], np.float32)
            predArray = np.array([-0.3, 0.2, -0.1, 1.6, -0.25, -1, 0.5, 0.6], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 4)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 4)))
            sampleWeight = tf.reshape(tf.constant(sampleArray), tf.constant(Shape.of(2, 1)))
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 0.7043125
            testSession.evaluate(expected, loss)


def test_testZeroWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = SquaredHinge()
            trueArray = np.array([0, 1, 0, 1, 0, 0, 1, 1], np.float32)
            predArray = np.array([-0.3, 0.2, -0.1, 1.6, -0.25, -1, 0.5, 0.6], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 4)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 4)))
            sampleWeight = tf.constant(0)
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 0.0
            testSession.evaluate(expected, loss)


def test_testTimestepWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = SquaredHinge(Reduction.AUTO)
            trueArray = np.array([0, 1, 0, 1, 0, 0, 1, 1], np.float32)
            predArray = np.array([-0.3, 0.2, -0.1, 1.6, -0.25, -1, 0.5, 0.6], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 4, 1)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 4, 1)))
            sampleArray = np.array([3.0, 6.0, 5.0, 0.0, 4.0, 2.0, 1.0, 3.0], np.float32)
            sampleWeight = tf.reshape(tf.constant(sampleArray), tf.constant(Shape.of(2, 4)))
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 1.54250000
            testSession.evaluate(expected, loss)
