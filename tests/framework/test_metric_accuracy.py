# Ported from Java by python -m porter: java-corpus/framework/test/java/org/tensorflow/framework/metrics/AccuracyTest.java
"""Port of the Java file ``AccuracyTest.java``."""

from org.tensorflow.framework.metrics import Accuracy
from org.tensorflow.ndarray import Shape
from org.tensorflow.types import TFloat32

from porter.junit import Test, assertThrows
from tests.framework.metric_session import TestSession


class AccuracyTest:
    tfMode = None  # set by the constructor

    @Test
    def testCorrect(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Accuracy(1001, TFloat32)
            trueArray = [1, 2, 3, 4]
            predArray = [1.0, 2.0, 3.0, 4.0]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(4, 1)))
            predictions = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(4, 1)))
            op = instance.updateState(tf, labels, predictions, None)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat32)
            session.evaluate(4.0, total)
            session.evaluate(4, count)
            session.evaluate(1.0, result)

    @Test
    def testSampleWeight(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Accuracy(1001, TFloat32)
            trueArray = [2.0, 1.0]
            predArray = [2.0, 0.0]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 1)))
            predictions = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 1)))
            sampleWeight = tf.reshape(tf.constant([0.5, 0.2]), tf.constant(Shape.of(2, 1)))
            op = instance.updateState(tf, labels, predictions, sampleWeight)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat32)
            session.evaluate(0.5, total)
            session.evaluate(0.7, count)
            session.evaluate(0.71428573, result)

    @Test
    def testVariableState(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Accuracy(1001, TFloat32)
            trueArray = [2.0, 1.0]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 1)))
            sampleWeight = tf.reshape(tf.constant([0.5, 0.2]), tf.constant(Shape.of(2, 1)))
            op = instance.updateState(tf, labels, labels, sampleWeight)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat32)
            session.evaluate(0.7, total)
            session.evaluate(0.7, count)
            session.evaluate(1.0, result)
            # 2nd run
            op = instance.updateState(tf, labels, labels, sampleWeight)
            session.run(op)
            result = instance.result(tf, TFloat32)
            session.evaluate(1.4, total)
            session.evaluate(1.4, count)
            session.evaluate(1.0, result)
            # new instance same graph
            instance = Accuracy(1001, TFloat32)
            op = instance.updateState(tf, labels, labels, sampleWeight)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat32)
            session.evaluate(0.7, total)
            session.evaluate(0.7, count)
            session.evaluate(1.0, result)
            # reset variables
            session.run(instance.resetStates(tf))
            result = instance.result(tf, TFloat32)
            op = instance.updateState(tf, labels, labels, sampleWeight)
            session.run(op)
            session.evaluate(0.7, total)
            session.evaluate(0.7, count)
            session.evaluate(1.0, result)

    # Test that Eager mode throws IllegalArgument Exception
    @Test
    def testEagerEnvironment(self):
        with TestSession.createTestSession(TestSession.Mode.EAGER) as session:
            tf = session.getTF()
            instance = Accuracy(1001, TFloat32)
            assertThrows((ValueError, TypeError), lambda: instance.updateState(tf, None, None))

    def __init__(self):
        self.tfMode = TestSession.Mode.GRAPH
