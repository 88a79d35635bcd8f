# Ported from Java by python -m porter: java-corpus/framework/test/java/org/tensorflow/framework/metrics/PrecisionTest.java
"""Port of the Java file ``PrecisionTest.java``."""

import numpy as np
from org.tensorflow.framework.metrics import Precision
from org.tensorflow.ndarray import Shape
from org.tensorflow.types import TFloat32, TFloat64, TInt32

from porter.junit import Test, assertThrows
from tests.framework.metric_session import TestSession


class PrecisionTest:
    tfMode = None  # set by the constructor

    @Test
    def testValueIsIdempotent(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Precision([0.3, 0.72], 1001, TFloat64)
            predictions = tf.random.statelessRandomUniform(
                tf.constant(Shape.of(10, 3)),
                tf.constant(np.array([1001, 0], dtype=np.int64)),
                TFloat32,
            )
            labels = tf.random.statelessRandomUniform(
                tf.constant(Shape.of(10, 3)),
                tf.constant(np.array([1001, 0], dtype=np.int64)),
                TFloat32,
            )
            update = instance.updateState(tf, labels, predictions, None)
            for i in range(10):
                session.run(update)
            initialPrecision = instance.result(tf, TFloat64)
            for i in range(10):
                session.evaluate(initialPrecision, instance.result(tf, TFloat64))

    @Test
    def testUnweighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Precision(1001, TFloat64)
            predictions = tf.constant(np.array([[1, 0, 1, 0]], dtype=np.int64))
            labels = tf.constant(np.array([[0, 1, 1, 0]], dtype=np.int64))
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            precision = instance.result(tf, TFloat64)
            session.evaluate(0.5, precision)

    @Test
    def testUnweightedAllIncorrect(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Precision(0.5, 1001, TFloat32)
            predictions = tf.random.statelessMultinomial(
                tf.constant([[0.5, 0.5]]),
                tf.constant(100),
                tf.constant(np.array([1001, 0], dtype=np.int64)),
                TInt32,
            )
            labels = tf.math.sub(tf.constant(1), predictions)
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            precision = instance.result(tf, TFloat32)
            session.evaluate(0.0, precision)

    @Test
    def testWeighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Precision(1001, TFloat64)
            predictions = tf.constant(np.array([[1, 0, 1, 0], [1, 0, 1, 0]], dtype=np.int64))
            labels = tf.constant(np.array([[0, 1, 1, 0], [1, 0, 0, 1]], dtype=np.int64))
            sampleWeight = tf.constant(
                np.array([[1.0, 2.0, 3.0, 4.0], [4.0, 3.0, 2.0, 1.0]], dtype=np.float64)
            )
            update = instance.updateState(tf, labels, predictions, sampleWeight)
            session.run(update)
            precision = instance.result(tf, TFloat64)
            weightedTP = 3.0 + 4.0
            weightedPositives = 1.0 + 3.0 + (4.0 + 2.0)
            expectedPrecision = weightedTP / weightedPositives
            session.evaluate(expectedPrecision, precision)

    @Test
    def testDivByZero(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Precision(1001, TFloat64)
            predictions = tf.constant([0, 0, 0, 0])
            labels = tf.constant([0, 0, 0, 0])
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            precision = instance.result(tf, TFloat64)
            session.evaluate(0, precision)

    @Test
    def testUnweightedWithThreshold(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Precision([0.5, 0.7], 1001, TFloat32)
            predictions = tf.constant([[1.0, 0.0, 0.6, 0.0]])
            labels = tf.constant(np.array([[0, 1, 1, 0]], dtype=np.int64))
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            precision = instance.result(tf, TFloat32)
            expected = [0.5, 0.0]
            session.evaluate(expected, precision)

    @Test
    def testWeightedWithThreshold(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Precision([0.5, 1.0], 1001, TFloat32)
            predictions = tf.constant([[1.0, 0.0], [0.6, 0.0]])
            labels = tf.constant(np.array([[0, 1], [1, 0]], dtype=np.int64))
            sampleWeight = tf.constant([[4.0, 0.0], [3.0, 1.0]])
            update = instance.updateState(tf, labels, predictions, sampleWeight)
            session.run(update)
            precision = instance.result(tf, TFloat32)
            weightedTP = 0.0 + 3.0
            weightedPositives = 0.0 + 3.0 + (4.0 + 0.0)
            expectedPrecision = weightedTP / weightedPositives
            expected = [expectedPrecision, 0.0]
            session.evaluate(expected, precision)

    @Test
    def testMultipleUpdates(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Precision([0.5, 1.0], 1001, TFloat64)
            predictions = tf.constant([[1.0, 0.0], [0.6, 0.0]])
            labels = tf.constant(np.array([[0, 1], [1, 0]], dtype=np.int64))
            sampleWeight = tf.constant(np.array([[4.0, 0.0], [3.0, 1.0]], dtype=np.float64))
            update = instance.updateState(tf, labels, predictions, sampleWeight)
            for i in range(2):
                session.run(update)
            precision = instance.result(tf, TFloat64)
            weighted_tp = 0 + 3.0 + (0 + 3.0)
            weighted_positives = 0 + 3.0 + (4.0 + 0.0) + (0 + 3.0 + (4.0 + 0.0))
            expected_precision = weighted_tp / weighted_positives
            expected = [expected_precision, 0.0]
            session.evaluate(expected, precision)

    @Test
    def testUnweightedTopK(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            # set topK to 3
            instance = Precision(None, 3, None, 1001, TFloat32)
            predictions = tf.constant([[0.2, 0.1, 0.5, 0.0, 0.2]])
            labels = tf.constant(np.array([[0, 1, 1, 0, 0]], dtype=np.int64))
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            precision = instance.result(tf, TFloat32)
            session.evaluate(1.0 / 3.0, precision)

    @Test
    def testWeightedTopK(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            # set topK to 3
            instance = Precision(None, 3, None, 1001, TFloat32)
            predictions = tf.constant([0.2, 0.1, 0.4, 0.0, 0.2])
            labels = tf.constant(np.array([0, 1, 1, 0, 1], dtype=np.int64))
            sampleWeight = tf.constant([[1.0, 4.0, 2.0, 3.0, 5.0]])
            update = instance.updateState(tf, labels, predictions, sampleWeight)
            session.run(update)
            predictions = tf.constant([[0.2, 0.6, 0.4, 0.2, 0.2]])
            labels = tf.constant(np.array([[1, 0, 1, 1, 1]], dtype=np.int64))
            update = instance.updateState(tf, labels, predictions, tf.constant(3.0))
            session.run(update)
            precision = instance.result(tf, TFloat32)
            tp = 2.0 + 5.0 + (3.0 + 3.0)
            predicted_positives = 1.0 + 2.0 + 5.0 + (3.0 + 3.0 + 3.0)
            expected_precision = tp / predicted_positives
            session.evaluate(expected_precision, precision)

    @Test
    def testUnweightedClassId(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            # set classId to 2
            instance = Precision(None, None, 2, 1001, TFloat32)
            predictions = tf.constant([[0.2, 0.1, 0.6, 0.0, 0.2]])
            labels = tf.constant(np.array([[0, 1, 1, 0, 0]], dtype=np.int64))
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            precision = instance.result(tf, TFloat32)
            session.evaluate(1, precision)
            session.evaluate(1, instance.getTruePositives())
            session.evaluate(0, instance.getFalsePositives())
            predictions = tf.constant([[0.2, 0.1, 0.0, 0.0, 0.2]])
            labels = tf.constant(np.array([[0, 1, 1, 0, 0]], dtype=np.int64))
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            precision = instance.result(tf, TFloat32)
            session.evaluate(1, precision)
            session.evaluate(1, instance.getTruePositives())
            session.evaluate(0, instance.getFalsePositives())
            predictions = tf.constant([[0.2, 0.1, 0.6, 0.0, 0.2]])
            labels = tf.constant(np.array([[0, 1, 0, 0, 0]], dtype=np.int64))
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            precision = instance.result(tf, TFloat32)
            session.evaluate(0.5, precision)
            session.evaluate(1, instance.getTruePositives())
            session.evaluate(1, instance.getFalsePositives())

    @Test
    def testUnweightedTopKAndClassId(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            # set topK and classId to 2
            instance = Precision(None, 2, 2, 1001, TFloat32)
            predictions = tf.constant([[0.2, 0.6, 0.3, 0.0, 0.2]])
            labels = tf.constant(np.array([[0, 1, 1, 0, 0]], dtype=np.int64))
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            precision = instance.result(tf, TFloat32)
            session.evaluate(1, precision)
            session.evaluate(1, instance.getTruePositives())
            session.evaluate(0, instance.getFalsePositives())
            predictions = tf.constant([[1.0, 1.0, 0.9, 1.0, 1.0]])
            labels = tf.constant(np.array([[0, 1, 1, 0, 0]], dtype=np.int64))
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            precision = instance.result(tf, TFloat32)
            session.evaluate(1, precision)
            session.evaluate(1, instance.getTruePositives())
            session.evaluate(0, instance.getFalsePositives())

    @Test
    def testUnweightedTopKAndThreshold(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            # set topK to 2
            instance = Precision(0.7, 2, None, 1001, TFloat32)
            predictions = tf.constant([[0.2, 0.8, 0.6, 0.0, 0.2]])
            labels = tf.constant(np.array([[0, 1, 1, 0, 1]], dtype=np.int64))
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            precision = instance.result(tf, TFloat32)
            session.evaluate(1, precision)
            session.evaluate(1, instance.getTruePositives())
            session.evaluate(0, instance.getFalsePositives())

    @Test
    def testEagerEnvironment(self):
        with TestSession.createTestSession(TestSession.Mode.EAGER) as session:
            tf = session.getTF()
            instance = Precision(0.7, 2, None, 1001, TFloat32)
            assertThrows((ValueError, TypeError), lambda: instance.updateState(tf, None, None))

    def __init__(self):
        self.tfMode = TestSession.Mode.GRAPH
