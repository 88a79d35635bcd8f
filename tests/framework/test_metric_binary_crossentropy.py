# Ported from Java by python -m porter: java-corpus/framework/test/java/org/tensorflow/framework/metrics/BinaryCrossentropyTest.java
"""Port of the Java file ``BinaryCrossentropyTest.java``."""

import numpy as np
from org.tensorflow.framework.metrics import BinaryCrossentropy
from org.tensorflow.ndarray import Shape
from org.tensorflow.types import TFloat32, TFloat64

from porter.jdk import typedArray
from porter.junit import Test, assertThrows
from tests.framework.metric_session import TestSession


class BinaryCrossentropyTest:
    tfMode = None  # set by the constructor

    @Test
    def testUnweighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = BinaryCrossentropy("BCE_testUnweighted", False, 0, 1001, TFloat64)
            trueArray = [1.0, 0.0, 1.0, 0.0]
            predictionArray = [1.0, 1.0, 1.0, 0.0]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 2)))
            yPrediction = tf.reshape(tf.constant(predictionArray), tf.constant(Shape.of(2, 2)))
            op = instance.updateState(tf, labels, yPrediction, None)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat64)
            session.evaluate(7.71247434, total)
            session.evaluate(2, count)
            session.evaluate(3.85623717, result)

    @Test
    def testUnweightedLogits(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = BinaryCrossentropy("BCE_testUnweightedLogits", True, 0, 1001, TFloat64)
            trueArray = [1.0, 0.0, 1.0, 0.0, 1.0, 1.0]
            logitsArray = [100.0, -100.0, 100.0, 100.0, 100.0, -100.0]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            logits = tf.reshape(
                tf.constant(typedArray(logitsArray, "float64")), tf.constant(Shape.of(2, 3))
            )
            op = instance.updateState(tf, labels, logits, None)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat64)
            session.evaluate(66.66667, total)
            session.evaluate(2, count)
            session.evaluate(33.333332, result)

    @Test
    def testWeighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = BinaryCrossentropy("BCE_testWeighted", False, 0, 1001, TFloat32)
            trueArray = [1, 0, 1, 0]
            predictionArray = [1.0, 1.0, 1.0, 0.0]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 2)))
            yPrediction = tf.reshape(tf.constant(predictionArray), tf.constant(Shape.of(2, 2)))
            sampleWeight = tf.constant([1.5, 2.0])
            op = instance.updateState(tf, labels, yPrediction, sampleWeight)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat32)
            session.evaluate(11.499929, total)
            session.evaluate(3.5, count)
            session.evaluate(3.285694, result)

    @Test
    def testWeightedLogits(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = BinaryCrossentropy("BCE_testWeightedLogits", True, 0, 1001, TFloat64)
            trueArray = [1.0, 0.0, 1.0, 0.0, 1.0, 1.0]
            logitsArray = [100.0, -100.0, 100.0, 100.0, 100.0, -100.0]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            logits = tf.reshape(
                tf.constant(typedArray(logitsArray, "float64")), tf.constant(Shape.of(2, 3))
            )
            sampleWeight = tf.constant(np.array([2.0, 2.5], dtype=np.float64))
            op = instance.updateState(tf, labels, logits, sampleWeight)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat64)
            session.evaluate(166.66666, total)
            session.evaluate(4.5, count)
            session.evaluate(37.037033, result)

    @Test
    def testLabelSmoothing(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            labelSmoothing = 0.1
            instance = BinaryCrossentropy(
                "BCE_testWeightedLabS", True, labelSmoothing, 1001, TFloat64
            )
            trueArray = [1.0, 0.0, 1.0]
            logitsArray = [100.0, -100.0, -100.0]
            labels = tf.constant(trueArray)
            logits = tf.constant(typedArray(logitsArray, "float64"))
            op = instance.updateState(tf, labels, logits, None)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat64)
            session.evaluate(35, total)
            session.evaluate(1, count)
            session.evaluate(35, result)

    # Test that Eager mode throws IllegalArgument Exception
    @Test
    def testEagerEnvironment(self):
        with TestSession.createTestSession(TestSession.Mode.EAGER) as session:
            tf = session.getTF()
            labelSmoothing = 0.1
            instance = BinaryCrossentropy(
                "BCE_testWeightedLabS", True, labelSmoothing, 1001, TFloat64
            )
            assertThrows((ValueError, TypeError), lambda: instance.updateState(tf, None, None))

    def __init__(self):
        self.tfMode = TestSession.Mode.GRAPH
