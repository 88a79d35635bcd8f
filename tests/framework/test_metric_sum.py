# Ported from Java by python -m porter: java-corpus/framework/test/java/org/tensorflow/framework/metrics/SumTest.java
"""Port of the Java file ``SumTest.java``."""

import numpy as np
from org.tensorflow.framework.metrics import Sum
from org.tensorflow.types import TFloat32, TFloat64

from porter.junit import Test, assertEquals, assertNull, assertThrows
from tests.framework.metric_session import TestSession


class SumTest:
    tfMode = None  # set by the constructor

    # Test of call method, of class Sum.
    @Test
    def testUnWeighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Sum(1001, TFloat32)
            assertEquals(TFloat32, instance.getInternalType())
            assertNull(instance.getTotal())
            update = instance.updateState(tf, tf.constant(100.0), None)
            session.run(update)
            session.evaluate(100.0, instance.result(tf, TFloat64))
            session.evaluate(100.0, instance.getTotal())
            update = instance.updateState(tf, tf.constant([1.0, 5.0]), None)
            session.run(update)
            session.evaluate(106.0, instance.result(tf, TFloat64))
            session.evaluate(106.0, instance.getTotal())
            session.run(instance.resetStates(tf))
            session.evaluate(0.0, instance.getTotal())

    @Test
    def testSumWithSampleWeight(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Sum(1001, TFloat64)
            # check scalar weight
            op = instance.updateState(tf, tf.constant(100.0), tf.constant(np.float64(0.5)))
            session.run(op)
            result = instance.result(tf, TFloat64)
            session.evaluate(50.0, instance.getTotal())
            session.evaluate(50.0, result)
            #  check weights not scalar and weights rank matches values rank
            op = instance.updateState(
                tf, tf.constant([1.0, 5.0]), tf.constant(np.array([1.0, 0.2], dtype=np.float64))
            )
            session.run(op)
            result = instance.result(tf, TFloat64)
            session.evaluate(52.0, instance.getTotal())
            session.evaluate(52.0, result)
            # check weights broadcast
            op = instance.updateState(tf, tf.constant([1.0, 2.0]), tf.constant(np.float64(0.5)))
            session.run(op)
            result = instance.result(tf, TFloat64)
            session.evaluate(53.5, instance.getTotal())
            session.evaluate(53.5, result)
            # check weights squeeze
            op = instance.updateState(
                tf, tf.constant([1.0, 5.0]), tf.constant(np.array([[1.0], [0.2]], dtype=np.float64))
            )
            session.run(op)
            result = instance.result(tf, TFloat64)
            session.evaluate(55.5, instance.getTotal())
            session.evaluate(55.5, result)
            # check weights expand
            op = instance.updateState(
                tf, tf.constant([[1.0], [5.0]]), tf.constant(np.array([1.0, 0.2], dtype=np.float64))
            )
            session.run(op)
            result = instance.result(tf, TFloat64)
            session.evaluate(57.5, instance.getTotal())
            session.evaluate(57.5, result)
            # heck values reduced to the dimensions of weight
            op = instance.updateState(
                tf,
                tf.constant([[[1.0, 2.0], [3.0, 2.0], [0.5, 4.0]]]),
                tf.constant(np.array([0.5], dtype=np.float64)),
            )
            session.run(op)
            result = instance.result(tf, TFloat64)
            session.evaluate(63.75, instance.getTotal())
            session.evaluate(63.75, result)

    @Test
    def testEagerEnvironment(self):
        with TestSession.createTestSession(TestSession.Mode.EAGER) as session:
            tf = session.getTF()
            instance = Sum(1001, TFloat64)
            assertThrows((ValueError, TypeError), lambda: instance.updateState(tf, None, None))

    def __init__(self):
        self.tfMode = TestSession.Mode.GRAPH
