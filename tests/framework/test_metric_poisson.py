# Ported from Java by python -m porter: java-corpus/framework/test/java/org/tensorflow/framework/metrics/PoissonTest.java
"""Port of the Java file ``PoissonTest.java``."""

from org.tensorflow.framework.metrics import Poisson
from org.tensorflow.ndarray import Shape
from org.tensorflow.types import TFloat32, TFloat64

from porter.junit import Test, assertThrows
from tests.framework.metric_session import TestSession


class PoissonTest:
    tfMode = None  # set by the constructor

    @Test
    def testUnweighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Poisson("Poisson_testUnweighted", 1001, TFloat64)
            trueArray = [4, 8, 12, 8, 1, 3]
            predArray = [1.0, 9.0, 2.0, 5.0, 2.0, 6.0]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            predictions = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            op = instance.updateState(tf, labels, predictions, None)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat64)
            session.evaluate(-6.6131644, total)
            session.evaluate(2, count)
            session.evaluate(-3.3065822, result)

    @Test
    def testWeighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = Poisson("Poisson_testWeighted", 1001, TFloat32)
            trueArray = [4, 8, 12, 8, 1, 3]
            predArray = [1.0, 9.0, 2.0, 5.0, 2.0, 6.0]
            labels = tf.reshape(tf.constant(trueArray), tf.constant(Shape.of(2, 3)))
            predictions = tf.reshape(tf.constant(predArray), tf.constant(Shape.of(2, 3)))
            sampleWeight = tf.constant([1.2, 3.4])
            op = instance.updateState(tf, labels, predictions, sampleWeight)
            session.run(op)
            total = instance.getTotal()
            count = instance.getCount()
            result = instance.result(tf, TFloat32)
            session.evaluate(-12.29468, total)
            session.evaluate(4.6, count)
            session.evaluate(-2.6727562, result)

    @Test
    def testEagerEnvironment(self):
        with TestSession.createTestSession(TestSession.Mode.EAGER) as session:
            tf = session.getTF()
            instance = Poisson("Poisson", 1001, TFloat32)
            assertThrows((ValueError, TypeError), lambda: instance.updateState(tf, None, None))

    def __init__(self):
        self.tfMode = TestSession.Mode.GRAPH
