# Ported from Java by python -m porter: java-corpus/framework/test/java/org/tensorflow/framework/metrics/TrueNegativesTest.java
"""Port of the Java file ``TrueNegativesTest.java``."""

import numpy as np
from org.tensorflow.framework.metrics import TrueNegatives
from org.tensorflow.types import TFloat32, TFloat64

from porter.jdk import typedArray
from porter.junit import Test, assertThrows
from tests.framework.metric_session import TestSession


class TrueNegativesTest:
    tfMode = None  # set by the constructor
    trueArray = None  # set by the constructor
    predArray = None  # set by the constructor
    sampleWeightArray = None  # set by the constructor

    @Test
    def testUnweighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            predictions = tf.constant(typedArray(self.predArray, "int64"))
            labels = tf.constant(typedArray(self.trueArray, "int64"))
            instance = TrueNegatives(1001, TFloat64)
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            result = instance.result(tf, TFloat64)
            session.evaluate(3.0, result)

    @Test
    def testWeighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            predictions = tf.constant(typedArray(self.predArray, "int64"))
            labels = tf.constant(typedArray(self.trueArray, "int64"))
            sampleWeight = tf.constant(typedArray(self.sampleWeightArray, "float64"))
            instance = TrueNegatives(1001, TFloat64)
            update = instance.updateState(tf, labels, predictions, sampleWeight)
            session.run(update)
            result = instance.result(tf, TFloat64)
            session.evaluate(4.0, result)

    @Test
    def testUnweightedWithThresholds(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            predictions = tf.constant(
                [
                    [0.9, 0.2, 0.8, 0.1],
                    [0.2, 0.9, 0.7, 0.6],
                    [0.1, 0.2, 0.4, 0.3],
                    [0.0, 1.0, 0.7, 0.3],
                ]
            )
            labels = tf.constant(
                np.array([[0, 1, 1, 0], [1, 0, 0, 0], [0, 0, 0, 0], [1, 1, 1, 1]], dtype=np.int64)
            )
            instance = TrueNegatives([0.15, 0.5, 0.85], 1001, TFloat32)
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            result = instance.result(tf, TFloat32)
            expected = [2.0, 5.0, 7.0]
            session.evaluate(expected, result)

    @Test
    def testWeightedWithThresholds(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            predictions = tf.constant(
                [
                    [0.9, 0.2, 0.8, 0.1],
                    [0.2, 0.9, 0.7, 0.6],
                    [0.1, 0.2, 0.4, 0.3],
                    [0.0, 1.0, 0.7, 0.3],
                ]
            )
            labels = tf.constant(
                np.array([[0, 1, 1, 0], [1, 0, 0, 0], [0, 0, 0, 0], [1, 1, 1, 1]], dtype=np.int64)
            )
            sampleWeight = tf.constant(np.array([[0.0, 2.0, 3.0, 5.0]], dtype=np.float64))
            instance = TrueNegatives([0.15, 0.5, 0.85], 1001, TFloat64)
            update = instance.updateState(tf, labels, predictions, sampleWeight)
            session.run(update)
            result = instance.result(tf, TFloat64)
            expected = [5.0, 15.0, 23.0]
            session.evaluate(expected, result)

    @Test
    def testEagerEnvironment(self):
        with TestSession.createTestSession(TestSession.Mode.EAGER) as session:
            tf = session.getTF()
            instance = TrueNegatives([0.15, 0.5, 0.85], 1001, TFloat64)
            assertThrows((ValueError, TypeError), lambda: instance.updateState(tf, None, None))

    def __init__(self):
        self.tfMode = TestSession.Mode.GRAPH
        self.trueArray = [[0, 1, 0, 1, 0], [0, 0, 1, 1, 1], [1, 1, 1, 1, 0], [0, 0, 0, 0, 1]]
        self.predArray = [[0, 0, 1, 1, 0], [1, 1, 1, 1, 1], [0, 1, 0, 1, 0], [1, 1, 1, 1, 1]]
        self.sampleWeightArray = [1.0, 1.5, 2.0, 2.5]
