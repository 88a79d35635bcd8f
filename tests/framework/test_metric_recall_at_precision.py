# Ported from Java by python -m porter: java-corpus/framework/test/java/org/tensorflow/framework/metrics/RecallAtPrecisionTest.java
"""Port of the Java file ``RecallAtPrecisionTest.java``."""

import random as pyrandom

import numpy as np
from org.tensorflow.framework.metrics import RecallAtPrecision
from org.tensorflow.framework.utils import CastHelper
from org.tensorflow.ndarray import Shape
from org.tensorflow.types import TFloat32

from porter.junit import Test, assertThrows
from tests.framework.metric_session import TestSession


class RecallAtPrecisionTest:
    tfMode = None  # set by the constructor
    # Java's unseeded java.util.Random; seeded here so that a run can be repeated.
    random = pyrandom.Random(1001)

    @Test
    def testValueIsIdempotent(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = RecallAtPrecision(0.7, 1001, TFloat32)
            predictions = tf.random.statelessRandomUniform(
                tf.constant(Shape.of(10, 3)),
                tf.constant(np.array([1, 0], dtype=np.int64)),
                TFloat32,
            )
            labels = tf.random.statelessRandomUniform(
                tf.constant(Shape.of(10, 3)),
                tf.constant(np.array([1, 0], dtype=np.int64)),
                TFloat32,
            )
            labels = tf.math.mul(labels, tf.constant(2.0))
            update = instance.updateState(tf, labels, predictions)
            for i in range(10):
                session.run(update)
            initialPrecision = instance.result(tf, TFloat32)
            for i in range(10):
                session.evaluate(initialPrecision, instance.result(tf, TFloat32))

    def generateRandomArray(self, dim1, dim2, maxVal):
        result = np.zeros((dim1, dim2), dtype=np.int32)
        for i in range(dim1):
            for j in range(dim2):
                result[i][j] = self.random.randrange(maxVal)
        return result

    @Test
    def test_unweighted_all_correct(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = RecallAtPrecision(0.7, 1001, TFloat32)
            predArray = self.generateRandomArray(100, 1, 2)
            trueArray = predArray.copy()  # System.arraycopy of the rows
            predictions = CastHelper.cast(tf, tf.constant(predArray), TFloat32)
            labels = CastHelper.cast(tf, tf.constant(trueArray), TFloat32)
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            precision = instance.result(tf, TFloat32)
            session.evaluate(1.0, precision)

    @Test
    def testUnweightedHighPrecision(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = RecallAtPrecision(0.75, 1001, TFloat32)
            predictions = tf.constant(
                [0.05, 0.1, 0.2, 0.3, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6, 0.9, 0.95]
            )
            labels = tf.constant(np.array([0, 1, 0, 0, 0, 1, 1, 0, 1, 1, 0, 1], dtype=np.int64))
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            precision = instance.result(tf, TFloat32)
            session.evaluate(0.5, precision)

    @Test
    def testUnweightedLowPrecision(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = RecallAtPrecision(2.0 / 3.0, 1001, TFloat32)
            predictions = tf.constant(
                [0.05, 0.1, 0.2, 0.3, 0.3, 0.35, 0.4, 0.45, 0.5, 0.6, 0.9, 0.95]
            )
            labels = tf.constant(np.array([0, 1, 0, 0, 0, 1, 1, 0, 1, 1, 0, 1], dtype=np.int64))
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            precision = instance.result(tf, TFloat32)
            session.evaluate(5.0 / 6.0, precision)

    @Test
    def testWeighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = RecallAtPrecision(0.75, 1001, TFloat32)
            predictions = tf.constant([0.1, 0.2, 0.3, 0.5, 0.6, 0.9, 0.9])
            labels = tf.constant(np.array([0, 1, 0, 0, 0, 1, 1], dtype=np.int64))
            sampleWeight = tf.constant([1.0, 2.0, 1.0, 2.0, 1.0, 2.0, 1.0])
            update = instance.updateState(tf, labels, predictions, sampleWeight)
            session.run(update)
            precision = instance.result(tf, TFloat32)
            session.evaluate(0.6, precision)

    @Test
    def testUnachievablePrecision(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = RecallAtPrecision(2.0 / 3.0, 1001, TFloat32)
            predictions = tf.constant([0.1, 0.2, 0.3, 0.9])
            labels = tf.constant(np.array([1, 1, 0, 0], dtype=np.int64))
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            precision = instance.result(tf, TFloat32)
            # The highest possible precision is 1/2 which is below the required
            session.evaluate(0.0, precision)

    @Test
    def test_invalid_sensitivity(self):
        assertThrows((ValueError, TypeError), lambda: RecallAtPrecision(-1.0, 1001, TFloat32))

    @Test
    def test_invalid_num_thresholds(self):
        assertThrows((ValueError, TypeError), lambda: RecallAtPrecision(0.7, -1, 1001, TFloat32))

    @Test
    def testEagerEnvironment(self):
        with TestSession.createTestSession(TestSession.Mode.EAGER) as session:
            tf = session.getTF()
            instance = RecallAtPrecision(2.0 / 3.0, 1001, TFloat32)
            assertThrows((ValueError, TypeError), lambda: instance.updateState(tf, None, None))

    def __init__(self):
        self.tfMode = TestSession.Mode.GRAPH
