# Ported from Java by python -m porter: java-corpus/framework/test/java/org/tensorflow/framework/metrics/KLDivergenceTest.java
"""Port of the Java file ``KLDivergenceTest.java``."""

import numpy as np
from org.tensorflow.framework.metrics import KLDivergence
from org.tensorflow.ndarray import Shape
from org.tensorflow.types import TFloat64

from porter.junit import Test, assertThrows
from tests.framework.metric_session import TestSession


class KLDivergenceTest:
    tfMode = None  # set by the constructor

    @Test
    def testUnweighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = KLDivergence("KLD_testUnweighted", 1001, TFloat64)
            trueArray = [[0.5, 0.8, 0.12], [0.7, 0.43, 0.8]]
            predArray = [[0.4, 0.9, 0.12], [0.36, 0.3, 0.4]]
            labels = tf.constant(trueArray)
            predictions = tf.constant(predArray)
            op = instance.updateState(tf, labels, predictions, None)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat64)
            session.evaluate(1.1921477, total)
            session.evaluate(2, count)
            session.evaluate(0.5960738, result)

    @Test
    def testWeighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = KLDivergence("KLD_testWeighted", 1001, TFloat64)
            trueArray = [0.5, 0.8, 0.12, 0.7, 0.43, 0.8]
            predArray = [0.4, 0.9, 0.12, 0.36, 0.3, 0.4]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            predictions = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            sampleWeight = tf.constant(np.array([[1.2], [3.4]], dtype=np.float64))
            op = instance.updateState(tf, labels, predictions, sampleWeight)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat64)
            session.evaluate(4.015142, total)
            session.evaluate(4.6, count)
            session.evaluate(0.872857, result)

    @Test
    def testEagerEnvironment(self):
        with TestSession.createTestSession(TestSession.Mode.EAGER) as session:
            tf = session.getTF()
            instance = KLDivergence(None, 1001, TFloat64)
            assertThrows((ValueError, TypeError), lambda: instance.updateState(tf, None, None))

    def __init__(self):
        self.tfMode = TestSession.Mode.GRAPH
