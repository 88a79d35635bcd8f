# Ported from Java by python -m porter: java-corpus/framework/test/java/org/tensorflow/framework/metrics/CosineSimilarityTest.java
"""Port of the Java file ``CosineSimilarityTest.java``."""

from org.tensorflow.framework.metrics import CosineSimilarity
from org.tensorflow.ndarray import Shape
from org.tensorflow.types import TFloat32

from porter.junit import Test, assertThrows
from tests.framework.metric_session import TestSession


class CosineSimilarityTest:
    tfMode = None  # set by the constructor

    @Test
    def testUnweighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = CosineSimilarity("CS_testUnweighted", 1001, TFloat32)
            trueArray = [1, 9, 2, -5, -2, 6]
            predArray = [4.0, 8.0, 12.0, 8.0, 1.0, 3.0]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            predictions = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            op = instance.updateState(tf, labels, predictions, None)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat32)
            session.evaluate(0.3744381, total)
            session.evaluate(2, count)
            session.evaluate(0.18721905, result)

    @Test
    def testWeighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = CosineSimilarity("CS_testWeighted", 1001, TFloat32)
            trueArray = [1, 9, 2, -5, -2, 6]
            predArray = [4.0, 8.0, 12.0, 8.0, 1.0, 3.0]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            predictions = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            sampleWeight = tf.constant([1.2, 3.4])
            op = instance.updateState(tf, labels, predictions, sampleWeight)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat32)
            session.evaluate(-0.3119840621948241, total)
            session.evaluate(4.6, count)
            session.evaluate(-0.06782262221626612, result)

    @Test
    def test_axis(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            axis = 1
            instance = CosineSimilarity("CS_testWeighted", axis, 1001, TFloat32)
            trueArray = [1, 9, 2, -5, -2, 6]
            predArray = [4.0, 8.0, 12.0, 8.0, 1.0, 3.0]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            predictions = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            op = instance.updateState(tf, labels, predictions, None)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat32)
            session.evaluate(0.3744381, total)
            session.evaluate(2, count)
            session.evaluate(0.18721905, result)

    # Test that Eager mode throws IllegalArgument Exception
    @Test
    def testEagerEnvironment(self):
        with TestSession.createTestSession(TestSession.Mode.EAGER) as session:
            tf = session.getTF()
            instance = CosineSimilarity(None, 1, 1001, TFloat32)
            assertThrows((ValueError, TypeError), lambda: instance.updateState(tf, None, None))

    def __init__(self):
        self.tfMode = TestSession.Mode.GRAPH
