# Ported from Java by python -m porter: java-corpus/framework/test/java/org/tensorflow/framework/metrics/MeanSquaredLogarithmicErrorTest.java
"""Port of the Java file ``MeanSquaredLogarithmicErrorTest.java``."""

import numpy as np
from org.tensorflow.framework.metrics import MeanSquaredLogarithmicError
from org.tensorflow.ndarray import Shape
from org.tensorflow.types import TFloat32, TFloat64

from porter.jdk import typedArray
from porter.junit import Test, assertNull, assertThrows
from tests.framework.metric_session import TestSession


class MeanSquaredLogarithmicErrorTest:
    tfMode = None  # set by the constructor

    @Test
    def testUnweighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = MeanSquaredLogarithmicError("MSLE_testUnweighted", 1001, TFloat32)
            assertNull(instance.getTotal())
            assertNull(instance.getCount())
            trueArray = [0, 1, 0, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 1]
            predictionArray = [
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
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(4, 5)))
            yPrediction = tf.reshape(tf.constant(predictionArray), tf.constant(Shape.of(4, 5)))
            op = instance.updateState(tf, yTrue, yPrediction, None)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat32)
            session.evaluate(0.96090573, total)
            session.evaluate(4.0, count)
            session.evaluate(0.24022, result)

    @Test
    def testWeighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = MeanSquaredLogarithmicError("MSLE_testWeighted", 1001, TFloat64)
            assertNull(instance.getTotal())
            assertNull(instance.getCount())
            trueArray = [0, 1, 0, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 1]
            predictionArray = [
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
            yTrue = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(4, 5)))
            yPrediction = tf.reshape(
                tf.constant(typedArray(predictionArray, "float64")), tf.constant(Shape.of(4, 5))
            )
            sampleWeight = tf.constant(np.array([1.0, 1.5, 2.0, 2.5], dtype=np.float64))
            op = instance.updateState(tf, yTrue, yPrediction, sampleWeight)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat64)
            session.evaluate(1.8257208, total)
            session.evaluate(7, count)
            session.evaluate(0.26082, result)

    @Test
    def testEagerEnvironment(self):
        with TestSession.createTestSession(TestSession.Mode.EAGER) as session:
            tf = session.getTF()
            instance = MeanSquaredLogarithmicError("MSLE", 1001, TFloat64)
            assertThrows((ValueError, TypeError), lambda: instance.updateState(tf, None, None))

    def __init__(self):
        self.tfMode = TestSession.Mode.GRAPH
