# Ported from Java by python -m porter: java-corpus/framework/test/java/org/tensorflow/framework/metrics/MeanIoUTest.java
"""Port of the Java file ``MeanIoUTest.java``."""

import numpy as np
from org.tensorflow.framework.metrics import MeanIoU
from org.tensorflow.types import TFloat32, TFloat64

from porter.junit import Test, assertThrows
from tests.framework.metric_session import TestSession


class MeanIoUTest:
    tfMode = None  # set by the constructor
    numClasses = 2

    @Test
    def testUnweighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF().withSubScope("testUnweighted")
            predictions = tf.constant(np.array([0, 1, 0, 1], dtype=np.int64))
            labels = tf.constant(np.array([0, 0, 1, 1], dtype=np.int64))
            instance = MeanIoU(self.numClasses, 1001, TFloat64)
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            result = instance.result(tf, TFloat64)
            expected_result = (1.0 / (2.0 + 2.0 - 1.0) + 1.0 / (2.0 + 2.0 - 1.0)) / 2.0
            session.evaluate(expected_result, result)

    @Test
    def testWeighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF().withSubScope("testWeighted")
            predictions = tf.constant(np.array([0, 1, 0, 1], dtype=np.int64))
            labels = tf.constant(np.array([0, 0, 1, 1], dtype=np.int64))
            sampleWeight = tf.constant([0.2, 0.3, 0.4, 0.1])
            instance = MeanIoU(self.numClasses, 1001, TFloat32)
            update = instance.updateState(tf, labels, predictions, sampleWeight)
            session.run(update)
            result = instance.result(tf, TFloat32)
            expected_result = (0.2 / (0.6 + 0.5 - 0.2) + 0.1 / (0.4 + 0.5 - 0.1)) / 2.0
            session.evaluate(expected_result, result)

    @Test
    def testMultiDimInput(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF().withSubScope("testMultiDimInput")
            predictions = tf.constant(np.array([[0, 1], [0, 1]], dtype=np.int64))
            labels = tf.constant(np.array([[0, 0], [1, 1]], dtype=np.int64))
            sampleWeight = tf.constant([[0.2, 0.3], [0.4, 0.1]])
            instance = MeanIoU(self.numClasses, 1001, TFloat32)
            update = instance.updateState(tf, labels, predictions, sampleWeight)
            session.run(update)
            result = instance.result(tf, TFloat32)
            expected_result = (0.2 / (0.6 + 0.5 - 0.2) + 0.1 / (0.4 + 0.5 - 0.1)) / 2.0
            session.evaluate(expected_result, result)

    @Test
    def testZeroValidEntries(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF().withSubScope("testZeroValidEntries")
            instance = MeanIoU(self.numClasses, 1001, TFloat32)
            result = instance.result(tf, TFloat32)
            session.evaluate(0.0, result)

    @Test
    def testZeroAndNonZeroEntries(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF().withSubScope("testZeroAndNonZeroEntries")
            predictions = tf.constant([1.0])
            labels = tf.constant([1])
            instance = MeanIoU(self.numClasses, 1001, TFloat32)
            session.initialize()
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            result = instance.result(tf, TFloat32)
            expected_result = (0.0 + 1.0 / (1.0 + 1.0 - 1.0)) / 1.0
            session.evaluate(expected_result, result)

    @Test
    def testEagerEnvironment(self):
        with TestSession.createTestSession(TestSession.Mode.EAGER) as session:
            tf = session.getTF()
            instance = MeanIoU(self.numClasses, 1001, TFloat32)
            assertThrows((ValueError, TypeError), lambda: instance.updateState(tf, None, None))

    def __init__(self):
        self.tfMode = TestSession.Mode.GRAPH
