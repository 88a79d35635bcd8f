# Ported from Java by python -m porter: java-corpus/framework/test/java/org/tensorflow/framework/metrics/MeanTensorTest.java
"""Port of the Java file ``MeanTensorTest.java``."""

import numpy as np
from org.tensorflow.framework.metrics import MeanTensor
from org.tensorflow.types import TFloat32, TFloat64

from porter.junit import Test, assertThrows
from tests.framework.metric_session import TestSession


class MeanTensorTest:
    tfMode = None  # set by the constructor

    @Test
    def testUnweighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            values = tf.constant(np.array([100, 40], dtype=np.int64))
            instance = MeanTensor(1001, TFloat64)
            session.initialize()
            update = instance.updateState(tf, values, None)
            session.run(update)
            result = instance.result(tf, TFloat64)
            expected_result = [100.0, 40.0]
            session.evaluate(expected_result, result)
            session.evaluate(expected_result, instance.getTotal())
            session.evaluate([1.0, 1.0], instance.getCount())
            session.run(instance.resetStates(tf))
            session.evaluate([0.0, 0.0], instance.getTotal())
            session.evaluate([0.0, 0.0], instance.getCount())

    @Test
    def testWeighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            values = tf.constant(np.array([100, 30], dtype=np.int64))
            instance = MeanTensor(1001, TFloat64)
            session.initialize()
            # check scalar weight
            update = instance.updateState(tf, values, tf.constant(0.5))
            session.run(update)
            result = instance.result(tf, TFloat64)
            expected_result = [100.0, 30.0]
            session.evaluate(expected_result, result)
            session.evaluate([50.0, 15.0], instance.getTotal())
            session.evaluate([0.5, 0.5], instance.getCount())
            # check weights not scalar and weights rank matches values rank
            values = tf.constant(np.array([1, 5], dtype=np.int64))
            update = instance.updateState(
                tf, values, tf.constant(np.array([1.0, 0.2], dtype=np.float64))
            )
            session.run(update)
            result = instance.result(tf, TFloat64)
            expected_result = [51 / 1.5, 16 / 0.7]
            session.evaluate(expected_result, result)
            session.evaluate([51.0, 16.0], instance.getTotal())
            session.evaluate([1.5, 0.7], instance.getCount())
            # check weights broadcast
            values = tf.constant(np.array([1, 2], dtype=np.int64))
            update = instance.updateState(tf, values, tf.constant(0.5))
            session.run(update)
            result = instance.result(tf, TFloat64)
            expected_result = [51.5 / 2, 17 / 1.2]
            session.evaluate(expected_result, result)
            session.evaluate([51.5, 17.0], instance.getTotal())
            session.evaluate([2.0, 1.2], instance.getCount())
            # check weights squeeze
            values = tf.constant(np.array([1, 5], dtype=np.int64))
            sampleWeight = tf.constant(np.array([[1.0], [0.2]], dtype=np.float64))
            update = instance.updateState(tf, values, sampleWeight)
            session.run(update)
            result = instance.result(tf, TFloat64)
            expected_result = [52.5 / 3, 18 / 1.4]
            session.evaluate(expected_result, result)
            session.evaluate([52.5, 18.0], instance.getTotal())
            session.evaluate([3.0, 1.4], instance.getCount())

    @Test
    def testWeightedExpand(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            # check weights expand
            instance = MeanTensor(1001, TFloat32)
            values = tf.constant(np.array([[1], [5]], dtype=np.int64))
            sampleWeight = tf.constant([1.0, 0.2])
            update = instance.updateState(tf, values, sampleWeight)
            session.run(update)
            result = instance.result(tf, TFloat32)
            session.evaluate(tf.constant([[1.0], [5.0]]), result)
            session.evaluate(tf.constant([[1.0], [1.0]]), instance.getTotal())
            session.evaluate(tf.constant([[1.0], [0.2]]), instance.getCount())

    @Test
    def testEagerEnvironment(self):
        with TestSession.createTestSession(TestSession.Mode.EAGER) as session:
            tf = session.getTF()
            instance = MeanTensor(1001, TFloat32)
            assertThrows((ValueError, TypeError), lambda: instance.updateState(tf, None, None))

    def __init__(self):
        self.tfMode = TestSession.Mode.GRAPH
