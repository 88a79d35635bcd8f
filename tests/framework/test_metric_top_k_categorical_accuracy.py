# Ported from Java by python -m porter: java-corpus/framework/test/java/org/tensorflow/framework/metrics/TopKCategoricalAccuracyTest.java
"""Port of the Java file ``TopKCategoricalAccuracyTest.java``."""

import numpy as np
from org.tensorflow.framework.metrics import TopKCategoricalAccuracy
from org.tensorflow.types import TFloat64

from porter.junit import Test, assertThrows
from tests.framework.metric_session import TestSession


class TopKCategoricalAccuracyTest:
    tfMode = None  # set by the constructor

    @Test
    def testCorrectness(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = TopKCategoricalAccuracy("TopK_testUnweighted", 5, 1001, TFloat64)
            labels = tf.constant([[0.0, 0.0, 1.0], [0.0, 1.0, 0.0]])
            predictions = tf.constant(
                np.array([[0.1, 0.9, 0.8], [0.05, 0.95, 0.0]], dtype=np.float64)
            )
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            session.evaluate(1.0, instance.result(tf, TFloat64))
            # With `k` < 5.
            instance = TopKCategoricalAccuracy("TopK_testUnweighted1", 1, 1001, TFloat64)
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            session.evaluate(0.5, instance.result(tf, TFloat64))
            # With `k` > 5.
            labels = tf.constant(
                [[0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0]]
            )
            predictions = tf.constant(
                np.array(
                    [[0.5, 0.9, 0.1, 0.7, 0.6, 0.5, 0.4], [0.05, 0.95, 0.0, 0.0, 0.0, 0.0, 0.0]],
                    dtype=np.float64,
                )
            )
            instance = TopKCategoricalAccuracy("TopK_testUnweighted6", 6, 1001, TFloat64)
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            session.evaluate(0.5, instance.result(tf, TFloat64))

    @Test
    def testWeighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = TopKCategoricalAccuracy("TopK_testWeighted", 5, 1001, TFloat64)
            labels = tf.constant(
                np.array([[1.0, 0.0, 2.0], [1.0, 0.0, 0.0], [0.0, 0.0, 1.0]], dtype=np.float64)
            )
            predictions = tf.constant(
                np.array([[0.0, 0.9, 0.1], [0.0, 0.9, 0.1], [0.0, 0.9, 0.1]], dtype=np.float64)
            )
            sampleWeight = tf.constant(np.array([1.0, 0.0, 1.0], dtype=np.float64))
            update = instance.updateState(tf, labels, predictions, sampleWeight)
            session.run(update)
            session.evaluate(1.0, instance.result(tf, TFloat64))

    @Test
    def testEagerEnvironment(self):
        with TestSession.createTestSession(TestSession.Mode.EAGER) as session:
            tf = session.getTF()
            instance = TopKCategoricalAccuracy("TopK", 5, 1001, TFloat64)
            assertThrows((ValueError, TypeError), lambda: instance.updateState(tf, None, None))

    def __init__(self):
        self.tfMode = TestSession.Mode.GRAPH
