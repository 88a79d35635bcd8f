# Ported from Java by python -m porter: java-corpus/framework/test/java/org/tensorflow/framework/metrics/SpecificityAtSensitivityTest.java
"""Port of the Java file ``SpecificityAtSensitivityTest.java``."""

import random as pyrandom

import numpy as np
from org.tensorflow.framework.metrics import SpecificityAtSensitivity
from org.tensorflow.framework.utils import CastHelper
from org.tensorflow.ndarray import Shape
from org.tensorflow.types import TFloat32, TFloat64

from porter.junit import Test, assertThrows
from tests.framework.metric_session import TestSession


class SpecificityAtSensitivityTest:
    tfMode = None  # set by the constructor
    # Java's unseeded java.util.Random; seeded here so that a run can be repeated.
    random = pyrandom.Random(1001)

    @Test
    def testValueIsIdempotent(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = SpecificityAtSensitivity(0.7, 1001, TFloat32)
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
            # instance.setDebug(session.getGraphSession());
            update = instance.updateState(tf, labels, predictions, None)
            for i in range(10):
                session.run(update)
            initialSpecificity = instance.result(tf, TFloat32)
            for i in range(10):
                session.evaluate(initialSpecificity, instance.result(tf, TFloat32))

    def generateRandomArray(self, dim1, dim2):
        result = np.zeros((dim1, dim2), dtype=np.int32)
        for i in range(dim1):
            for j in range(dim2):
                result[i][j] = self.random.randrange(2)
        return result

    @Test
    def testUnweightedAllCorrect(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = SpecificityAtSensitivity(0.7, 1001, TFloat32)
            predArray = self.generateRandomArray(100, 1)
            trueArray = predArray.copy()  # System.arraycopy of the rows
            predictions = CastHelper.cast(tf, tf.constant(predArray), TFloat32)
            labels = tf.constant(trueArray)
            labels = tf.math.mul(labels, tf.constant(2))
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            precision = instance.result(tf, TFloat32)
            session.evaluate(1.0, precision)

    @Test
    def testUnweightedHighSensitivity(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = SpecificityAtSensitivity(0.8, 1001, TFloat32)
            predictions = tf.constant([0.0, 0.1, 0.2, 0.3, 0.4, 0.1, 0.45, 0.5, 0.8, 0.9])
            labels = tf.constant(np.array([0, 0, 0, 0, 0, 1, 1, 1, 1, 1], dtype=np.int64))
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            precision = instance.result(tf, TFloat32)
            session.evaluate(0.4, precision)

    @Test
    def testUnweightedLowSensitivity(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = SpecificityAtSensitivity(0.4, 1001, TFloat64)
            predictions = tf.constant([0.0, 0.1, 0.2, 0.3, 0.4, 0.01, 0.02, 0.25, 0.26, 0.26])
            labels = tf.constant(np.array([0, 0, 0, 0, 0, 1, 1, 1, 1, 1], dtype=np.int64))
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            precision = instance.result(tf, TFloat64)
            session.evaluate(0.6, precision)

    @Test
    def testWeighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = SpecificityAtSensitivity(0.4, 1001, TFloat32)
            predictions = tf.constant([0.0, 0.1, 0.2, 0.3, 0.4, 0.01, 0.02, 0.25, 0.26, 0.26])
            labels = tf.constant(np.array([0, 0, 0, 0, 0, 1, 1, 1, 1, 1], dtype=np.int64))
            sampleWeight = tf.constant([1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0])
            update = instance.updateState(tf, labels, predictions, sampleWeight)
            session.run(update)
            precision = instance.result(tf, TFloat32)
            session.evaluate(0.4, precision)

    @Test
    def testInvalidSensitivity(self):
        assertThrows(
            (ValueError, TypeError), lambda: SpecificityAtSensitivity(-1.0, 1001, TFloat32)
        )

    @Test
    def testInvalidNumThresholds(self):
        assertThrows(
            (ValueError, TypeError), lambda: SpecificityAtSensitivity(0.4, -1, 1001, TFloat32)
        )

    @Test
    def testEagerEnvironment(self):
        with TestSession.createTestSession(TestSession.Mode.EAGER) as session:
            tf = session.getTF()
            instance = SpecificityAtSensitivity(0.4, 1001, TFloat32)
            assertThrows((ValueError, TypeError), lambda: instance.updateState(tf, None, None))

    def __init__(self):
        self.tfMode = TestSession.Mode.GRAPH
