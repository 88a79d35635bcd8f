# Ported from Java by python -m porter: java-corpus/framework/test/java/org/tensorflow/framework/metrics/LogCoshErrorTest.java
"""Port of the Java file ``LogCoshErrorTest.java``."""

from org.tensorflow.framework.metrics import LogCoshError
from org.tensorflow.ndarray import Shape
from org.tensorflow.types import TFloat64

from porter.jdk import typedArray
from porter.junit import Test, assertThrows
from tests.framework.metric_session import TestSession


class LogCoshErrorTest:
    tfMode = None  # set by the constructor

    @Test
    def testUnweighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = LogCoshError("LogCosh_testUnweighted", 1001, TFloat64)
            trueArray = [1.0, 9.0, 2.0, -5.0, -2.0, 6.0]
            predArray = [4.0, 8.0, 12.0, 8.0, 1.0, 3.0]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            predictions = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            op = instance.updateState(tf, labels, predictions, None)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat64)
            session.evaluate(4.829245, result)
            session.evaluate(9.65849, total)
            session.evaluate(2, count)

    @Test
    def testWeighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = LogCoshError("LogCosh_testWeighted", 1001, TFloat64)
            trueArray = [1, 9, 2, -5, -2, 6]
            predArray = [4.0, 8.0, 12.0, 8.0, 1.0, 3.0]
            sampleArray = [[1.2], [3.4]]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            predictions = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            sampleWeight = tf.constant(typedArray(sampleArray, "float64"))
            op = instance.updateState(tf, labels, predictions, sampleWeight)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat64)
            session.evaluate(5.2178759, result)
            session.evaluate(24.002228, total)
            session.evaluate(4.6, count)

    @Test
    def testEagerEnvironment(self):
        with TestSession.createTestSession(TestSession.Mode.EAGER) as session:
            tf = session.getTF()
            instance = LogCoshError(None, 1001, TFloat64)
            assertThrows((ValueError, TypeError), lambda: instance.updateState(tf, None, None))

    def __init__(self):
        self.tfMode = TestSession.Mode.GRAPH
