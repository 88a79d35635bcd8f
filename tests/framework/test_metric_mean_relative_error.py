# Ported from Java by python -m porter: java-corpus/framework/test/java/org/tensorflow/framework/metrics/MeanRelativeErrorTest.java
"""Port of the Java file ``MeanRelativeErrorTest.java``."""

from org.tensorflow.framework.metrics import MeanRelativeError
from org.tensorflow.framework.utils import CastHelper
from org.tensorflow.types import TFloat32

from porter.junit import Test, assertThrows
from tests.framework.metric_session import TestSession


class MeanRelativeErrorTest:
    tfMode = None  # set by the constructor

    @Test
    def testUnweighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            predArray = [[2.0, 4.0, 6.0, 8.0]]
            trueArray = [[1.0, 3.0, 2.0, 3.0]]
            predictions = tf.constant(predArray)
            labels = tf.constant(trueArray)
            instance = MeanRelativeError(labels, 1001, TFloat32)
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            result = instance.result(tf, TFloat32)
            expected_result = 1.25
            session.evaluate(expected_result, result)

    @Test
    def testWeighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            predArray = [2.0, 4.0, 6.0, 8.0]
            trueArray = [1.0, 3.0, 2.0, 3.0]
            sampleWeightArray = [0.2, 0.3, 0.5, 0.0]
            predictions = tf.constant(predArray)
            labels = tf.constant(trueArray)
            sampleWeight = tf.constant(sampleWeightArray)
            instance = MeanRelativeError(labels, 1001, TFloat32)
            update = instance.updateState(tf, labels, predictions, sampleWeight)
            session.run(update)
            result = instance.result(tf, TFloat32)
            expectedResult = 1.3
            session.evaluate(expectedResult, result)

    @Test
    def testZeroNormalizer(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            predArray = [2.0, 4.0]
            trueArray = [1, 3]
            predictions = tf.constant(predArray)
            labels = tf.constant(trueArray)
            instance = MeanRelativeError(
                CastHelper.cast(tf, tf.zerosLike(labels), TFloat32), 1001, TFloat32
            )
            update = instance.updateState(tf, labels, predictions, None)
            session.run(update)
            result = instance.result(tf, TFloat32)
            expectedResult = 0.0
            session.evaluate(expectedResult, result)

    @Test
    def testEagerEnvironment(self):
        with TestSession.createTestSession(TestSession.Mode.EAGER) as session:
            tf = session.getTF()
            instance = MeanRelativeError([0.0, 0.0, 0.0, 0.0], 1001, TFloat32)
            assertThrows((ValueError, TypeError), lambda: instance.updateState(tf, None, None))

    def __init__(self):
        self.tfMode = TestSession.Mode.GRAPH
