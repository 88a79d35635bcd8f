# Ported from Java by python -m porter: java-corpus/framework/test/java/org/tensorflow/framework/metrics/RecallTest.java
"""Port of the Java file ``RecallTest.java``."""

import random as pyrandom

import numpy as np
from org.tensorflow.framework.metrics import Recall
from org.tensorflow.ndarray import Shape
from org.tensorflow.types import TFloat32

from porter.junit import Test, assertThrows
from tests.framework.metric_session import TestSession


class RecallTest:
    tfMode = None  # set by the constructor
    # Java's unseeded java.util.Random; seeded here so that a run can be repeated.
    random = pyrandom.Random(1001)

    @Test
    def testValueIsIdempotent(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Recall([0.3, 0.72], 1001, TFloat32)
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
            update = instance.updateState(tf, labels, predictions, None)
            for i in range(10):
                session.run(update)
            initialRecall = instance.result(tf, TFloat32)
            for i in range(10):
                session.evaluate(initialRecall, instance.result(tf, TFloat32))

    @Test
    def testUnweighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Recall(1001, TFloat32)
            predictions = tf.constant([[1.0, 0.0, 1.0, 0.0]])
            labels = tf.constant([[0.0, 1.0, 1.0, 0.0]])
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            session.evaluate(0.5, instance.result(tf, TFloat32))

    def generateRandomArray(self, dim1, dim2, maxInt):
        result = np.zeros((dim1, dim2), dtype=np.int32)
        for i in range(dim1):
            for j in range(dim2):
                result[i][j] = self.random.randrange(maxInt)
        return result

    @Test
    def testUnweightedAllIncorrect(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Recall(1001, TFloat32)
            array = self.generateRandomArray(100, 1, 2)
            predictions = tf.dtypes.cast(tf.constant(array), TFloat32)
            labels = tf.dtypes.cast(tf.math.sub(tf.constant(1), tf.constant(array)), TFloat32)
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            session.evaluate(0.0, instance.result(tf, TFloat32))

    @Test
    def testWeighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Recall(1001, TFloat32)
            predictions = tf.constant([[1.0, 0.0, 1.0, 0.0], [0.0, 1.0, 0.0, 1.0]])
            labels = tf.constant([[0.0, 1.0, 1.0, 0.0], [1.0, 0.0, 0.0, 1.0]])
            sampleWeights = tf.constant([[1.0, 2.0, 3.0, 4.0], [4.0, 3.0, 2.0, 1.0]])
            update = instance.updateState(tf, labels, predictions, sampleWeights)
            session.run(update)
            weightedTp = 3.0 + 1.0
            weightedT = 2.0 + 3.0 + (4.0 + 1.0)
            expectedRecall = weightedTp / weightedT
            session.evaluate(expectedRecall, instance.result(tf, TFloat32))

    @Test
    def testDivByZero(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Recall(1001, TFloat32)
            predictions = tf.constant([0.0, 0.0, 0.0, 0.0])
            labels = tf.constant([0.0, 0.0, 0.0, 0.0])
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            session.evaluate(0.0, instance.result(tf, TFloat32))

    @Test
    def testUnweightedWithThreshold(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Recall([0.5, 0.7], 1001, TFloat32)
            predictions = tf.constant([[1.0, 0.0, 0.6, 0.0]])
            labels = tf.constant([[0.0, 1.0, 1.0, 0.0]])
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            expected = [0.5, 0.0]
            session.evaluate(expected, instance.result(tf, TFloat32))

    @Test
    def testWeightedWithThreshold(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Recall([0.5, 1.0], 1001, TFloat32)
            labels = tf.constant([[0.0, 1.0], [1.0, 0.0]])
            predictions = tf.constant([[1.0, 0.0], [0.6, 0.0]])
            weights = tf.constant([[1.0, 4.0], [3.0, 2.0]])
            update = instance.updateState(tf, labels, predictions, weights)
            session.run(update)
            weightedTp = 0 + 3.0
            weightedPositives = 0 + 3.0 + (4.0 + 0.0)
            expectedRecall = weightedTp / weightedPositives
            expected = [expectedRecall, 0.0]
            session.evaluate(expected, instance.result(tf, TFloat32))

    @Test
    def testMultipleUpdates(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Recall([0.5, 1.0], 1001, TFloat32)
            labels = tf.constant([[0.0, 1.0], [1.0, 0.0]])
            predictions = tf.constant([[1.0, 0.0], [0.6, 0.0]])
            weights = tf.constant([[1.0, 4.0], [3.0, 2.0]])
            update = instance.updateState(tf, labels, predictions, weights)
            for i in range(2):
                session.run(update)
            weightedTp = 0.0 + 3.0 + (0.0 + 3.0)
            weightedPositives = 0.0 + 3.0 + (4.0 + 0.0) + (0.0 + 3.0 + (4.0 + 0.0))
            expectedRecall = weightedTp / weightedPositives
            expected = [expectedRecall, 0.0]
            session.evaluate(expected, instance.result(tf, TFloat32))

    @Test
    def testUnweightedTopK(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Recall(None, None, 3, None, 1001, TFloat32)
            labels = tf.constant([[0.0, 1.0, 1.0, 0.0, 0.0]])
            predictions = tf.constant([[0.2, 0.1, 0.5, 0.0, 0.2]])
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            session.evaluate(0.5, instance.result(tf, TFloat32))

    @Test
    def testWeightedTopK(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Recall(None, None, 3, None, 1001, TFloat32)
            labels = tf.constant([[0.0, 1.0, 1.0, 0.0, 1.0]])
            predictions = tf.constant([[0.2, 0.1, 0.4, 0.0, 0.2]])
            weights = tf.constant([[1.0, 4.0, 2.0, 3.0, 5.0]])
            update = instance.updateState(tf, labels, predictions, weights)
            session.run(update)
            labels = tf.constant([[1.0, 0.0, 1.0, 1.0, 1.0]])
            predictions = tf.constant([[0.2, 0.6, 0.4, 0.2, 0.2]])
            weights = tf.constant(3.0)
            update = instance.updateState(tf, labels, predictions, weights)
            session.run(update)
            weightedTp = float(2 + 5 + (3 + 3))
            weightedPositives = float(4 + 2 + 5 + (3 + 3 + 3 + 3))
            expectedRecall = weightedTp / weightedPositives
            session.evaluate(expectedRecall, instance.result(tf, TFloat32))

    @Test
    def testUnweightedClassId(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Recall(None, None, None, 2, 1001, TFloat32)
            predictions = tf.constant([[0.2, 0.1, 0.6, 0.0, 0.2]])
            labels = tf.constant([[0.0, 1.0, 1.0, 0.0, 0.0]])
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            session.evaluate(1.0, instance.result(tf, TFloat32))
            session.evaluate(1.0, instance.getTruePositives())
            session.evaluate(0.0, instance.getFalseNegatives())
            predictions = tf.constant([[0.2, 0.1, 0.0, 0.0, 0.2]])
            labels = tf.constant([[0.0, 1.0, 1.0, 0.0, 0.0]])
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            session.evaluate(0.5, instance.result(tf, TFloat32))
            session.evaluate(1.0, instance.getTruePositives())
            session.evaluate(1.0, instance.getFalseNegatives())
            predictions = tf.constant([[0.2, 0.1, 0.6, 0.0, 0.2]])
            labels = tf.constant([[0.0, 1.0, 0.0, 0.0, 0.0]])
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            session.evaluate(0.5, instance.result(tf, TFloat32))
            session.evaluate(1.0, instance.getTruePositives())
            session.evaluate(1.0, instance.getFalseNegatives())

    @Test
    def testUnweightedTopKAndClassId(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Recall(None, None, 2, 2, 1001, TFloat32)
            predictions = tf.constant([[0.2, 0.6, 0.3, 0.0, 0.2]])
            labels = tf.constant([[0.0, 1.0, 1.0, 0.0, 0.0]])
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            session.evaluate(1.0, instance.result(tf, TFloat32))
            session.evaluate(1.0, instance.getTruePositives())
            session.evaluate(0.0, instance.getFalseNegatives())
            predictions = tf.constant([[1.0, 1.0, 0.9, 1.0, 1.0]])
            labels = tf.constant([[0.0, 1.0, 1.0, 0.0, 0.0]])
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            session.evaluate(0.5, instance.result(tf, TFloat32))
            session.evaluate(1.0, instance.getTruePositives())
            session.evaluate(1.0, instance.getFalseNegatives())

    @Test
    def testUnweightedTopKAndThreshold(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Recall(None, 0.7, 2, None, 1001, TFloat32)
            predictions = tf.constant([[0.2, 0.8, 0.6, 0.0, 0.2]])
            labels = tf.constant([[1.0, 1.0, 1.0, 0.0, 1.0]])
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            session.evaluate(0.25, instance.result(tf, TFloat32))
            session.evaluate(1.0, instance.getTruePositives())
            session.evaluate(3.0, instance.getFalseNegatives())

    @Test
    def testEagerEnvironment(self):
        with TestSession.createTestSession(TestSession.Mode.EAGER) as session:
            tf = session.getTF()
            instance = Recall(None, 0.7, 2, None, 1001, TFloat32)
            assertThrows((ValueError, TypeError), lambda: instance.updateState(tf, None, None))

    def __init__(self):
        self.tfMode = TestSession.Mode.GRAPH
