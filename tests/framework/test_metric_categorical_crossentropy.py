# Ported from Java by python -m porter: java-corpus/framework/test/java/org/tensorflow/framework/metrics/CategoricalCrossentropyTest.java
"""Port of the Java file ``CategoricalCrossentropyTest.java``."""

import numpy as np
from org.tensorflow.framework.metrics import CategoricalCrossentropy
from org.tensorflow.ndarray import Shape
from org.tensorflow.types import TFloat64

from porter.jdk import typedArray
from porter.junit import Test, assertThrows
from tests.framework.metric_session import TestSession


class CategoricalCrossentropyTest:
    tfMode = None  # set by the constructor

    @Test
    def testUnweighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = CategoricalCrossentropy("CCE_testUnweighted", False, 0, -1, 1001, TFloat64)
            trueArray = [0, 1, 0, 0, 0, 1]
            predArray = [0.05, 0.95, 0.0, 0.1, 0.8, 0.1]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            predictions = tf.reshape(
                tf.constant(typedArray(predArray, "float64")), tf.constant(Shape.of(2, 3))
            )
            op = instance.updateState(tf, labels, predictions, None)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat64)
            session.evaluate(2.3538785, total)
            session.evaluate(2, count)
            session.evaluate(1.1769392, result)

    @Test
    def testUnweightedLogits(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = CategoricalCrossentropy(
                "CCE_testUnweightedLogits", True, 0, -1, 1001, TFloat64
            )
            trueArray = [0, 1, 0, 0, 0, 1]
            predArray = [1.0, 9.0, 0.0, 1.0, 8.0, 1.0]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            predictions = tf.reshape(
                tf.constant(typedArray(predArray, "float64")), tf.constant(Shape.of(2, 3))
            )
            op = instance.updateState(tf, labels, predictions, None)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat64)
            session.evaluate(7.0022807, total)
            session.evaluate(2, count)
            session.evaluate(3.5011404, result)

    @Test
    def testWeighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = CategoricalCrossentropy("CCE_testWeighted", False, 0, -1, 1001, TFloat64)
            trueArray = [0, 1, 0, 0, 0, 1]
            predArray = [0.05, 0.95, 0.0, 0.1, 0.8, 0.1]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            predictions = tf.reshape(
                tf.constant(typedArray(predArray, "float64")), tf.constant(Shape.of(2, 3))
            )
            sampleWeight = tf.constant(np.array([1.5, 2.0], dtype=np.float64))
            op = instance.updateState(tf, labels, predictions, sampleWeight)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat64)
            session.evaluate(4.6821095, total)
            session.evaluate(3.5, count)
            session.evaluate(1.3377455, result)

    @Test
    def testWeightedLogits(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = CategoricalCrossentropy("CCE_testWeighted", True, 0, -1, 1001, TFloat64)
            trueArray = [0, 1, 0, 0, 0, 1]
            predArray = [1.0, 9.0, 0.0, 1.0, 8.0, 1.0]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            predictions = tf.reshape(
                tf.constant(typedArray(predArray, "float64")), tf.constant(Shape.of(2, 3))
            )
            sampleWeight = tf.constant(np.array([1.5, 2.0], dtype=np.float64))
            op = instance.updateState(tf, labels, predictions, sampleWeight)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat64)
            session.evaluate(14.004333, total)
            session.evaluate(3.5, count)
            session.evaluate(4.0012328, result)

    @Test
    def testLabelSmoothing(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            labelSmoothing = 0.1
            instance = CategoricalCrossentropy(
                "CCE_testWeighted", True, labelSmoothing, -1, 1001, TFloat64
            )
            trueArray = [0, 1, 0, 0, 0, 1]
            predArray = [1.0, 9.0, 0.0, 1.0, 8.0, 1.0]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            predictions = tf.reshape(
                tf.constant(typedArray(predArray, "float64")), tf.constant(Shape.of(2, 3))
            )
            op = instance.updateState(tf, labels, predictions, None)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat64)
            session.evaluate(7.3356137, total)
            session.evaluate(2, count)
            session.evaluate(3.6678069, result)

    # Test that Eager mode throws IllegalArgument Exception
    @Test
    def testEagerEnvironment(self):
        with TestSession.createTestSession(TestSession.Mode.EAGER) as session:
            tf = session.getTF()
            instance = CategoricalCrossentropy("CCE_testWeighted", False, 0, -1, 1001, TFloat64)
            assertThrows((ValueError, TypeError), lambda: instance.updateState(tf, None, None))

    def __init__(self):
        self.tfMode = TestSession.Mode.GRAPH
