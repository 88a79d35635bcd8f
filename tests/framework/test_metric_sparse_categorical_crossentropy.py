# Ported from Java by python -m porter: java-corpus/framework/test/java/org/tensorflow/framework/metrics/SparseCategoricalCrossentropyTest.java
"""Port of the Java file ``SparseCategoricalCrossentropyTest.java``."""

import numpy as np
from org.tensorflow.framework.metrics import SparseCategoricalCrossentropy
from org.tensorflow.ndarray import Shape
from org.tensorflow.types import TFloat32, TFloat64

from porter.jdk import typedArray
from porter.junit import Test, assertThrows
from tests.framework.metric_session import TestSession


class SparseCategoricalCrossentropyTest:
    tfMode = None  # set by the constructor

    @Test
    def testUnweighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = SparseCategoricalCrossentropy(
                "SCE_testUnweighted", False, -1, 1001, TFloat64
            )
            trueArray = [1, 2]
            predictionArray = [0.05, 0.95, 0.0, 0.1, 0.8, 0.1]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2)))
            predictions = tf.reshape(
                tf.constant(typedArray(predictionArray, "float64")), tf.constant(Shape.of(2, 3))
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
            instance = SparseCategoricalCrossentropy("SCE_testWeighted", True, -1, 1001, TFloat64)
            trueArray = [1, 2]
            logitsArray = [1.0, 9.0, 0.0, 1.0, 8.0, 1.0]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2)))
            logits = tf.reshape(
                tf.constant(typedArray(logitsArray, "float64")), tf.constant(Shape.of(2, 3))
            )
            op = instance.updateState(tf, labels, logits, None)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat64)
            session.evaluate(7.002277, total)
            session.evaluate(2, count)
            session.evaluate(3.501135, result)

    @Test
    def testWeighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = SparseCategoricalCrossentropy("SCE_testWeighted", False, -1, 1001, TFloat32)
            trueArray = [1, 2]
            predictionArray = [0.05, 0.95, 0.0, 0.1, 0.8, 0.1]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2)))
            predictions = tf.reshape(
                tf.constant(typedArray(predictionArray, "float64")), tf.constant(Shape.of(2, 3))
            )
            sampleWeight = tf.constant([1.5, 2.0])
            op = instance.updateState(tf, labels, predictions, sampleWeight)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat32)
            session.evaluate(4.6821103, total)
            session.evaluate(3.5, count)
            session.evaluate(1.3377458, result)

    @Test
    def testWeightedLogits(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = SparseCategoricalCrossentropy("SCE_testWeighted", True, -1, 1001, TFloat64)
            trueArray = [1, 2]
            predictionArray = [1.0, 9.0, 0.0, 1.0, 8.0, 1.0]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2)))
            predictions = tf.reshape(
                tf.constant(typedArray(predictionArray, "float64")), tf.constant(Shape.of(2, 3))
            )
            sampleWeight = tf.constant(np.array([1.5, 2.0], dtype=np.float64))
            op = instance.updateState(tf, labels, predictions, sampleWeight)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat64)
            session.evaluate(14.004333, total)
            session.evaluate(3.5, count)
            session.evaluate(4.001232, result)

    @Test
    def testEagerEnvironment(self):
        with TestSession.createTestSession(TestSession.Mode.EAGER) as session:
            tf = session.getTF()
            instance = SparseCategoricalCrossentropy("SCE", True, -1, 1001, TFloat64)
            assertThrows((ValueError, TypeError), lambda: instance.updateState(tf, None, None))

    def __init__(self):
        self.tfMode = TestSession.Mode.GRAPH
