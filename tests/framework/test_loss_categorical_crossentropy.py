"""Port of TensorFlow Java's ``CategoricalCrossentropyTest`` (``org.tensorflow.framework.losses.CategoricalCrossentropy``)."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow import Graph, Session
from org.tensorflow.exceptions import TFInvalidArgumentException
from org.tensorflow.framework.losses import (
    CategoricalCrossentropy,
    Reduction,
)
from org.tensorflow.ndarray import Shape
from org.tensorflow.op import Ops
from org.tensorflow.op.core import Placeholder
from org.tensorflow.types import TFloat32

from tests.framework.session_helper import MODES, Mode, TestSession

SKIPPED: dict[str, str] = {}


def test_testAllCorrectUnweighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            trueArray = np.array([1, 0, 0, 0, 1, 0, 0, 0, 1], np.int64)
            predArray = np.array([1, 0, 0, 0, 1, 0, 0, 0, 1], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(3, 3)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(3, 3)))
            instance = CategoricalCrossentropy()
            loss = instance.call(tf, yTrue, yPred)
            expected = 0.0
            testSession.evaluate(expected, loss)
            # Test with logits.
            logitsArray = np.array([10, 0, 0, 0, 10, 0, 0, 0, 10], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(3, 3)))
            logits = tf.reshape(tf.constant(logitsArray), tf.constant(Shape.of(3, 3)))
            instance = CategoricalCrossentropy(True)
            loss = instance.call(tf, yTrue, logits)
            testSession.setEpsilon(1.0e-3)
            testSession.evaluate(0.0, loss)


def test_testInvalidPredictionsRange() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            # The Java test reshapes 9 values to (2, 2): in eager mode that reshape fails first,
            # with TensorFlow's invalid-argument error (an IllegalArgumentException in Java).
            catchClass = (
                (ValueError, TFInvalidArgumentException)
                if tfMode is Mode.EAGER
                else TFInvalidArgumentException
            )
            with pytest.raises(catchClass):
                tf = testSession.getTF()
                instance = CategoricalCrossentropy()
                trueArray = np.array([1, 0, 0, 0, 1, 0, 0, 0, 1], np.float32)
                predArray = np.array([-1, 0, 0, 0, 1, 0, 0, 0, 1], np.float32)
                yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(3, 3)))
                yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 2)))
                loss = instance.call(tf, yTrue, yPred)
                testSession.run(loss)


def test_testUnweighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = CategoricalCrossentropy()
            trueArray = np.array([1, 0, 0, 0, 1, 0, 0, 0, 1], np.int32)
            predArray = np.array([0.9, 0.05, 0.05, 0.5, 0.89, 0.6, 0.05, 0.01, 0.94], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(3, 3)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(3, 3)))
            loss = instance.call(tf, yTrue, yPred)
            expected = 0.32396814
            testSession.evaluate(expected, loss)
            # Test with logits.
            logitsArray = np.array([8, 1, 1, 0, 9, 1, 2, 3, 5], np.float32)
            logits = tf.reshape(tf.constant(logitsArray), tf.constant(Shape.of(3, 3)))
            instance = CategoricalCrossentropy(True)
            loss = instance.call(tf, yTrue, logits)
            expected = 0.0573755
            testSession.evaluate(expected, loss)


def test_testScalarWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            trueArray = np.array([1, 0, 0, 0, 1, 0, 0, 0, 1], np.int32)
            predArray = np.array([0.9, 0.05, 0.05, 0.5, 0.89, 0.6, 0.05, 0.01, 0.94], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(3, 3)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(3, 3)))
            sampleWeight = tf.constant(2.3)
            instance = CategoricalCrossentropy()
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 0.7451267
            testSession.evaluate(expected, loss)
            # Test with logits.
            logitsArray = np.array([8, 1, 1, 0, 9, 1, 2, 3, 5], np.float32)
            logits = tf.reshape(tf.constant(logitsArray), tf.constant(Shape.of(3, 3)))
            instance = CategoricalCrossentropy(True)
            loss = instance.call(tf, yTrue, logits, sampleWeight)
            expected = 0.13196386
            testSession.evaluate(expected, loss)


def test_testSsampleWeighted() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            instance = CategoricalCrossentropy()
            sampeWeightArray = np.array([1.2, 3.4, 5.6], np.float32)
            trueArray = np.array([1, 0, 0, 0, 1, 0, 0, 0, 1], np.int32)
            predArray = np.array([0.9, 0.05, 0.05, 0.5, 0.89, 0.6, 0.05, 0.01, 0.94], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(3, 3)))
            yPred = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(3, 3)))
            sampleWeight = tf.reshape(tf.constant(sampeWeightArray), tf.constant(Shape.of(3, 1)))
            loss = instance.call(tf, yTrue, yPred, sampleWeight)
            expected = 1.0696
            testSession.evaluate(expected, loss)
            # Test with logits.
            logitsArray = np.array([8, 1, 1, 0, 9, 1, 2, 3, 5], np.float32)
            logits = tf.reshape(tf.constant(logitsArray), tf.constant(Shape.of(3, 3)))
            instance = CategoricalCrossentropy(True)
            loss = instance.call(tf, yTrue, logits, sampleWeight)
            expected = 0.31829
            testSession.evaluate(expected, loss)


def test_testNoReduction() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            # Test with logits.
            trueArray = np.array([1, 0, 0, 0, 1, 0, 0, 0, 1], np.int32)
            logitsArray = np.array([8, 1, 1, 0, 9, 1, 2, 3, 5], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(3, 3)))
            logits = tf.reshape(tf.constant(logitsArray), tf.constant(Shape.of(3, 3)))
            instance = CategoricalCrossentropy(True, 0.0, Reduction.NONE)
            loss = instance.call(tf, yTrue, logits)
            expected = np.array([0.001822, 0.000459, 0.169846], np.float32)
            testSession.evaluate(expected, loss)


def test_testLabelSmoothing() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as testSession:
            tf = testSession.getTF()
            labelSmoothing = 0.1
            trueArray = np.array([1, 0, 0], np.int32)
            logitsArray = np.array([100.0, -100.0, -100.0], np.float32)
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(1, 3)))
            logits = tf.reshape(tf.constant(logitsArray), tf.constant(Shape.of(1, 3)))
            instance = CategoricalCrossentropy(True, labelSmoothing)
            loss = instance.call(tf, yTrue, logits)
            expected = 400.0 * labelSmoothing / 3.0
            testSession.evaluate(expected, loss)


def test_testCategoricalCrossEntopyWithDynamicBatchSize() -> None:
    with Graph() as graph:
        tf = Ops.create(graph)
        yPred = tf.placeholder(TFloat32, Placeholder.shape(Shape.of(-1, 3)))
        yTrue = tf.reshape(
            tf.constant([1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0]), tf.array(3, 3)
        )
        instance = CategoricalCrossentropy(True)
        loss = instance.call(tf, yTrue, yPred)
        feed = TFloat32.tensorOf(Shape.of(3, 3), [1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0])
        with Session(graph) as session, session.runner().feed(yPred, feed).fetch(loss).run() as r:
            assert abs(0.5514477 - r.get(0).getFloat()) <= 0.01, (
                f"Invalid result :{r.get(0).getFloat()}"
            )
