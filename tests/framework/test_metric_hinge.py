# Ported from Java by python -m porter: java-corpus/framework/test/java/org/tensorflow/framework/metrics/HingeTest.java
"""Port of the Java file ``HingeTest.java``."""

import numpy as np
from org.tensorflow.framework.metrics import Hinge
from org.tensorflow.ndarray import Shape
from org.tensorflow.types import TFloat64

from porter.jdk import typedArray
from porter.junit import Test, assertThrows
from tests.framework.metric_session import TestSession


class HingeTest:
    tfMode = None  # set by the constructor

    @Test
    def testUnweighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Hinge("Hinge_testUnweighted", 1001, TFloat64)
            trueArray = [0, 1, 0, 1, 0, 0, 1, 1]
            predArray = [-0.3, 0.2, -0.1, 1.6, -0.25, -1.0, 0.5, 0.6]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 4)))
            predictions = tf.reshape(
                tf.constant(typedArray(predArray, "float64")), tf.constant(Shape.of(2, 4))
            )
            op = instance.updateState(tf, labels, predictions, None)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat64)
            session.evaluate(1.0125, total)
            session.evaluate(2, count)
            session.evaluate(0.50625, result)

    @Test
    def testWeighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Hinge("Hinge_testWeighted", 1001, TFloat64)
            trueArray = [-1, 1, -1, 1, -1, -1, 1, 1]
            predArray = [-0.3, 0.2, -0.1, 1.6, -0.25, -1.0, 0.5, 0.6]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 4)))
            predictions = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 4)))
            sampleWeight = tf.constant(np.array([1.5, 2.0], dtype=np.float64))
            op = instance.updateState(tf, labels, predictions, sampleWeight)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat64)
            session.evaluate(1.7250, total)
            session.evaluate(3.5, count)
            session.evaluate(0.49285714, result)

    @Test
    def testEagerEnvironment(self):
        with TestSession.createTestSession(TestSession.Mode.EAGER) as session:
            tf = session.getTF()
            instance = Hinge(None, 1001, TFloat64)
            assertThrows((ValueError, TypeError), lambda: instance.updateState(tf, None, None))

    def __init__(self):
        self.tfMode = TestSession.Mode.GRAPH
