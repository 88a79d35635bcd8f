# Ported from Java by python -m porter: java-corpus/framework/test/java/org/tensorflow/framework/metrics/CategoricalHingeTest.java
"""Port of the Java file ``CategoricalHingeTest.java``."""

import numpy as np
from org.tensorflow.framework.metrics import CategoricalHinge
from org.tensorflow.ndarray import Shape
from org.tensorflow.types import TFloat64

from porter.jdk import typedArray
from porter.junit import Test, assertThrows
from tests.framework.metric_session import TestSession


class CategoricalHingeTest:
    tfMode = None  # set by the constructor

    @Test
    def testUnweighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = CategoricalHinge("CH_testUnweighted", 1001, TFloat64)
            trueArray = [0, 1, 0, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 1]
            predArray = [
                0.0,
                0.0,
                1.0,
                1.0,
                0.0,
                1.0,
                1.0,
                1.0,
                1.0,
                1.0,
                0.0,
                1.0,
                0.0,
                1.0,
                0.0,
                1.0,
                1.0,
                1.0,
                1.0,
                1.0,
            ]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(4, 5)))
            predictions = tf.reshape(
                tf.constant(typedArray(predArray, "float64")), tf.constant(Shape.of(4, 5))
            )
            op = instance.updateState(tf, labels, predictions, None)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat64)
            session.evaluate(2.0, total)
            session.evaluate(4, count)
            session.evaluate(0.5, result)

    @Test
    def testWeighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = CategoricalHinge("CH_testWeighted", 1001, TFloat64)
            trueArray = [0, 1, 0, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 1]
            predArray = [
                0.0,
                0.0,
                1.0,
                1.0,
                0.0,
                1.0,
                1.0,
                1.0,
                1.0,
                1.0,
                0.0,
                1.0,
                0.0,
                1.0,
                0.0,
                1.0,
                1.0,
                1.0,
                1.0,
                1.0,
            ]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(4, 5)))
            predictions = tf.reshape(
                tf.constant(typedArray(predArray, "float64")), tf.constant(Shape.of(4, 5))
            )
            sampleWeight = tf.constant(np.array([1.0, 1.5, 2.0, 2.5], dtype=np.float64))
            op = instance.updateState(tf, labels, predictions, sampleWeight)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat64)
            session.evaluate(3.5, total)
            session.evaluate(7, count)
            session.evaluate(0.5, result)

    # Test that Eager mode throws IllegalArgument Exception
    @Test
    def testEagerEnvironment(self):
        with TestSession.createTestSession(TestSession.Mode.EAGER) as session:
            tf = session.getTF()
            instance = CategoricalHinge(None, 1001, TFloat64)
            assertThrows((ValueError, TypeError), lambda: instance.updateState(tf, None, None))

    def __init__(self):
        self.tfMode = TestSession.Mode.GRAPH
