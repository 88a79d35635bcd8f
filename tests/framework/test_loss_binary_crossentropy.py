"""Port of TensorFlow Java's ``BinaryCrossentropyTest`` (``org.tensorflow.framework.losses.BinaryCrossentropy``)."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow.exceptions import TFInvalidArgumentException
from org.tensorflow.framework.losses import (
    BinaryCrossentropy,
    Reduction,
)
from org.tensorflow.ndarray import Shape

from tests.framework.session_helper import MODES, Mode, TestSession

SKIPPED: dict[str, str] = {}


def test_testAllCorrectUnweighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = BinaryCrossentropy()
            trueArray = np.array([1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(3, 3)))
            loss = instance.call(tf, yTrue, yTrue)
            expected = 0.0
            testSession.evaluate(expected, loss)
            # Test with logits.
            logitsArray = np.array(
                [100.0, -100.0, -100.0, -100.0, 100.0, -100.0, -100.0, -100.0, 100.0], np.float32
            )
            logits = tf.reshape(tf.constant(logitsArray), tf.constant(Shape.of(3, 3)))
            instance = BinaryCrossentropy(True)
            loss = instance.call(tf, yTrue, logits)
            testSession.evaluate(expected, loss)


def test_testInvalidPredictionsRange() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            catchClass = ValueError if tfMode is Mode.EAGER else TFInvalidArgumentException
            with pytest.raises(catchClass):
                tf = testSession.getTF()
                instance = BinaryCrossentropy()
                trueArray = np.array([1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0], np.float32)
                predArray = np.array([2.0, 1.0, -1.0, 0.0], np.float32)
                yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(3, 3)))
                yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 2)))
                loss = instance.call(tf, yTrue, yPred)
                testSession.run(loss)


def test_testUnweighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = BinaryCrossentropy()
            trueArray = np.array([1.0, 0.0, 1.0, 0.0], np.float32)
            predArray = np.array([1.0, 1.0, 1.0, 0.0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 2)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 2)))
            loss = instance.call(tf, yTrue, yPred)
            expected = 3.83331
            testSession.evaluate(expected, loss)
            # Test with logits.
            trueArray1 = np.array([1.0, 0.0, 1.0, 0.0, 1.0, 1.0], np.float32)
            logitsArray = np.array([100.0, -100.0, 100.0, 100.0, 100.0, -100.0], np.float32)
            yTrue1 = tf.reshape(tf.constant(trueArray1), tf.constant(Shape.of(2, 3)))
            logits = tf.reshape(tf.constant(logitsArray), tf.constant(Shape.of(2, 3)))
            instance = BinaryCrossentropy(True)
            loss = instance.call(tf, yTrue1, logits)
            expected = 33.33333
            testSession.evaluate(expected, loss)


def test_testScalarWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = BinaryCrossentropy()
            trueArray = np.array([1.0, 0.0, 1.0, 0.0], np.float32)
            predArray = np.array([1.0, 1.0, 1.0, 0.0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 2)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 2)))
            sampleWeight = tf.constant(2.3)
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 8.816612
            testSession.evaluate(expected, loss)
            # Test with logits.
            trueArray1 = np.array([1.0, 0.0, 1.0, 0.0, 1.0, 1.0], np.float32)
            logitsArray = np.array([100.0, -100.0, 100.0, 100.0, 100.0, -100.0], np.float32)
            yTrue1 = tf.reshape(tf.constant(trueArray1), tf.constant(Shape.of(2, 3)))
            logits = tf.reshape(tf.constant(logitsArray), tf.constant(Shape.of(2, 3)))
            instance = BinaryCrossentropy(True)
            loss = instance.call(tf, yTrue1, logits, sampleWeight)
            expected = 76.66667
            testSession.evaluate(expected, loss)


def test_testSampleWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = BinaryCrossentropy()
            trueArray = np.array([1.0, 0.0, 1.0, 0.0], np.float32)
            predArray = np.array([1.0, 1.0, 1.0, 0.0], np.float32)
            sampleWeightArray = np.array([1.2, 3.4], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 2)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 2)))
            sampleWeight = tf.reshape(tf.constant(sampleWeightArray), tf.constant(Shape.of(2, 1)))
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 4.59997
            testSession.evaluate(expected, loss)
            # Test with logits.
            trueArray1 = np.array([1.0, 0.0, 1.0, 0.0, 1.0, 1.0], np.float32)
            logitsArray = np.array([100.0, -100.0, 100.0, 100.0, 100.0, -100.0], np.float32)
            sampleWeightArray1 = np.array([4.0, 3.0], np.float32)
            yTrue1 = tf.reshape(tf.constant(trueArray1), tf.constant(Shape.of(2, 3)))
            logits = tf.reshape(tf.constant(logitsArray), tf.constant(Shape.of(2, 3)))
            sampleWeight1 = tf.constant(sampleWeightArray1)
            instance = BinaryCrossentropy(True)
            loss = instance.call(tf, yTrue1, logits, sampleWeight1)
            expected = 100.0
            testSession.evaluate(expected, loss)


def test_testNoReduction() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            # Test with logits.
            trueArray = np.array([1.0, 0.0, 1.0, 0.0, 1.0, 1.0], np.float32)
            logitsArray = np.array([100.0, -100.0, 100.0, 100.0, 100.0, -100.0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            logits = tf.reshape(tf.constant(logitsArray), tf.constant(Shape.of(2, 3)))
            instance = BinaryCrossentropy(
                True, BinaryCrossentropy.LABEL_SMOOTHING_DEFAULT, Reduction.NONE
            )
            loss = instance.call(tf, yTrue, logits)
            expected = np.array([0, 66.666664], np.float32)
            testSession.evaluate(expected, loss)


def test_testLabelSmoothing() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            labelSmoothing = 0.1
            trueArray = np.array([1.0, 0.0, 1.0], np.float32)
            logitsArray = np.array([100.0, -100.0, -100.0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(1, 3)))
            logits = tf.reshape(tf.constant(logitsArray), tf.constant(Shape.of(1, 3)))
            instance = BinaryCrossentropy(True, labelSmoothing)
            loss = instance.call(tf, yTrue, logits)
            expected = (100.0 + 50.0 * labelSmoothing) / 3.0
            testSession.evaluate(expected, loss)
