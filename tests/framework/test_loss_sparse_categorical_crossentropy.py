"""Port of TensorFlow Java's ``SparseCategoricalCrossentropyTest`` (``org.tensorflow.framework.losses.SparseCategoricalCrossentropy``)."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow.exceptions import TFInvalidArgumentException
from org.tensorflow.framework.losses import (
    Reduction,
    SparseCategoricalCrossentropy,
)
from org.tensorflow.ndarray import Shape

from tests.framework.session_helper import MODES, Mode, TestSession

SKIPPED: dict[str, str] = {}


def test_testAllCorrectUnweighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            testSession.setEpsilon(1.0e-3)
            tf = testSession.getTF()
            trueArray = np.array([0, 1, 2], np.int32)
            predArray = np.array([1, 0, 0, 0, 1, 0, 0, 0, 1], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(3, 1)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(3, 3)))
            instance = SparseCategoricalCrossentropy()
            loss = instance.call(tf, yTrue, yPred)
            expected = 0.0
            testSession.evaluate(expected, loss)
            # Test with logits.
            logitsArray = np.array([10, 0, 0, 0, 10, 0, 0, 0, 10], np.float32)
            logits = tf.reshape(tf.constant(logitsArray), tf.constant(Shape.of(3, 3)))
            instance = SparseCategoricalCrossentropy(True)
            loss = instance.call(tf, yTrue, logits)
            testSession.evaluate(0.0, loss)


def test_testInvalidPredictionsRange() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            catchClass = ValueError if tfMode is Mode.EAGER else TFInvalidArgumentException
            with pytest.raises(catchClass):
                tf = testSession.getTF()
                instance = SparseCategoricalCrossentropy()
                trueArray = np.array([0, 1, 2], np.int32)
                predArray = np.array(
                    [1.9, 0.05, 0.05, 0.5, 0.89, 0.6, 0.05, 0.01, 0.94], np.float32
                )
                yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(3, 1)))
                yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(3, 3)))
                loss = instance.call(tf, yTrue, yPred)
                testSession.run(loss)


def test_testUnweighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = SparseCategoricalCrossentropy()
            trueArray = np.array([0, 1, 2], np.int32)
            predArray = np.array([0.9, 0.05, 0.05, 0.5, 0.89, 0.6, 0.05, 0.01, 0.94], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(3, 1)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(3, 3)))
            loss = instance.call(tf, yTrue, yPred)
            expected = 0.32396814
            testSession.evaluate(expected, loss)
            # Test with logits.
            logitsArray = np.array([8, 1, 1, 0, 9, 1, 2, 3, 5], np.float32)
            logits = tf.reshape(tf.constant(logitsArray), tf.constant(Shape.of(3, 3)))
            instance = SparseCategoricalCrossentropy(True)
            loss = instance.call(tf, yTrue, logits)
            expected = 0.05737559
            testSession.evaluate(expected, loss)


def test_testScalarWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            trueArray = np.array([0, 1, 2], np.int32)
            predArray = np.array([0.9, 0.05, 0.05, 0.5, 0.89, 0.6, 0.05, 0.01, 0.94], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(3, 1)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(3, 3)))
            sampleWeight = tf.constant(2.3)
            instance = SparseCategoricalCrossentropy()
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 0.7451267
            testSession.evaluate(expected, loss)
            # Test with logits.
            logitsArray = np.array([8, 1, 1, 0, 9, 1, 2, 3, 5], np.float32)
            logits = tf.reshape(tf.constant(logitsArray), tf.constant(Shape.of(3, 3)))
            instance = SparseCategoricalCrossentropy(True)
            loss = instance.call(tf, yTrue, logits, sampleWeight)
            expected = 0.13196386
            testSession.evaluate(expected, loss)


def test_testSampleWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = SparseCategoricalCrossentropy()
            sampleWeightArray = np.array([1.2, 3.4, 5.6], np.float32)
            trueArray = np.array([0, 1, 2], np.int32)
            predArray = np.array([0.9, 0.05, 0.05, 0.5, 0.89, 0.6, 0.05, 0.01, 0.94], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(3, 1)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(3, 3)))
            sampleWeight = tf.reshape(tf.constant(sampleWeightArray), tf.constant(Shape.of(3, 1)))
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 1.0696
            testSession.evaluate(expected, loss)
            # Test with logits.
            logitsArray = np.array([8, 1, 1, 0, 9, 1, 2, 3, 5], np.float32)
            logits = tf.reshape(tf.constant(logitsArray), tf.constant(Shape.of(3, 3)))
            instance = SparseCategoricalCrossentropy(True)
            loss = instance.call(tf, yTrue, logits, sampleWeight)
            expected = 0.31829
            testSession.evaluate(expected, loss)


def test_testNoReduction() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            # Test with logits.
            trueArray = np.array([0, 1, 2], np.int64)
            logitsArray = np.array([8, 1, 1, 0, 9, 1, 2, 3, 5], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(3, 1)))
            logits = tf.reshape(tf.constant(logitsArray), tf.constant(Shape.of(3, 3)))
            instance = SparseCategoricalCrossentropy(True, Reduction.NONE)
            loss = instance.call(tf, yTrue, logits)
            expected = np.array([0.001822, 0.000459, 0.169846], np.float32)
            testSession.evaluate(expected, loss)
