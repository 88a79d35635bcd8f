# Ported from Java by python -m porter: java-corpus/framework/test/java/org/tensorflow/framework/metrics/RootMeanSquaredErrorTest.java
"""Port of the Java file ``RootMeanSquaredErrorTest.java``."""

from math import sqrt

import numpy as np
from org.tensorflow.framework.metrics import RootMeanSquaredError
from org.tensorflow.types import TFloat32, TFloat64

from porter.junit import Test, assertThrows
from tests.framework.metric_session import TestSession


class RootMeanSquaredErrorTest:
    tfMode = None  # set by the constructor

    @Test
    def testUnweighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = RootMeanSquaredError(1001, TFloat32)
            labels = tf.constant([2.0, 4.0, 6.0])
            predictions = tf.constant([1.0, 3.0, 2.0])
            op = instance.updateState(tf, labels, predictions, None)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat32)
            session.evaluate(18, total)
            session.evaluate(3, count)
            session.evaluate(sqrt(6), result)

    @Test
    def testWeighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = RootMeanSquaredError(1001, TFloat64)
            labels = tf.constant([[2.0, 4.0, 6.0, 8.0]])
            predictions = tf.constant([[1.0, 3.0, 2.0, 3.0]])
            sampleWeight = tf.constant(np.array([[0.0, 1.0, 0.0, 1.0]], dtype=np.float64))
            op = instance.updateState(tf, labels, predictions, sampleWeight)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat64)
            session.evaluate(26, total)
            session.evaluate(2, count)
            session.evaluate(sqrt(13), result)

    @Test
    def testEagerEnvironment(self):
        with TestSession.createTestSession(TestSession.Mode.EAGER) as session:
            tf = session.getTF()
            instance = RootMeanSquaredError(1001, TFloat64)
            assertThrows((ValueError, TypeError), lambda: instance.updateState(tf, None, None))

    def __init__(self):
        self.tfMode = TestSession.Mode.GRAPH
