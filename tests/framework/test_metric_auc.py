# Ported from Java by python -m porter: java-corpus/framework/test/java/org/tensorflow/framework/metrics/AUCTest.java
"""Port of the Java file ``AUCTest.java``."""

from org.tensorflow.framework.metrics import AUC, AUCCurve, AUCSummationMethod
from org.tensorflow.framework.utils import CastHelper
from org.tensorflow.types import TFloat32

from porter.jdk import typedArray
from porter.junit import Test, assertArrayEquals, assertEquals, assertNull, assertThrows
from tests.framework.metric_session import TestSession


class AUCTest:
    tfMode = None  # set by the constructor
    epsilon = 0.0001
    numThresholds = 3
    predArray = None  # set by the constructor
    trueArray = None  # set by the constructor
    sampleWeight = None  # set by the constructor

    @Test
    def testValueIsIdempotent(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            yPred = tf.constant(self.predArray)
            yTrue = tf.constant(self.trueArray)
            instance = AUC(self.numThresholds, 1001, TFloat32)
            update = instance.updateState(tf, yTrue, yPred, None)
            for i in range(10):
                session.run(update)
            result = instance.result(tf, TFloat32)
            for i in range(10):
                session.evaluate(result, instance.result(tf, TFloat32))

    @Test
    def testCumulative(self):
        # expected variable values after each run.
        tp = [[2.0, 1.0, 0.0], [4.0, 2.0, 0.0], [6.0, 3.0, 0.0]]
        fp = [[2.0, 0.0, 0.0], [4.0, 0.0, 0.0], [6.0, 0.0, 0.0]]
        tn = [[0.0, 2.0, 2.0], [0.0, 4.0, 4.0], [0.0, 6.0, 6.0]]
        fn = [[0.0, 1.0, 2.0], [0.0, 2.0, 4.0], [0.0, 3.0, 6.0]]
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            yPred = tf.constant(self.predArray)
            yTrue = tf.constant(self.trueArray)
            instance = AUC(self.numThresholds, 1001, TFloat32)
            session.initialize()
            assertNull(instance.getTruePositives())
            assertNull(instance.getFalsePositives())
            assertNull(instance.getTrueNegatives())
            assertNull(instance.getFalseNegatives())
            for i in range(3):
                update = instance.updateState(tf, yTrue, yPred, None)
                session.run(update)
                session.evaluate(tp[i], instance.getTruePositives())
                session.evaluate(fp[i], instance.getFalsePositives())
                session.evaluate(tn[i], instance.getTrueNegatives())
                session.evaluate(fn[i], instance.getFalseNegatives())
            # test reset
            session.run(instance.resetStates(tf))
            for i in range(3):
                update = instance.updateState(tf, yTrue, yPred, None)
                session.run(update)
                session.evaluate(tp[i], instance.getTruePositives())
                session.evaluate(fp[i], instance.getFalsePositives())
                session.evaluate(tn[i], instance.getTrueNegatives())
                session.evaluate(fn[i], instance.getFalseNegatives())

    @Test
    def basicTestSampleWeight(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            instance = AUC(self.numThresholds, 1001, TFloat32)
            assertEquals(self.numThresholds, instance.getNumThresholds())
            expectedThresholds = [-1e-07, 0.5, 1 + 1e-07]
            assertArrayEquals(expectedThresholds, instance.getThresholds(), self.epsilon)
            yPred = tf.constant([0.0, 0.0, 1.0, 1.0])
            yTrue = tf.constant([0.0, 0.5, 0.3, 0.9])
            sampleWeights = tf.constant([1.0, 0.0, 0.0, 1.0])
            update = instance.updateState(tf, yTrue, yPred, sampleWeights)
            session.run(update)
            result = instance.result(tf, TFloat32)
            session.evaluate(1.0, result)

    @Test
    def testUnweightedAllCorrect(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            yTrue = CastHelper.cast(tf, tf.constant(self.trueArray), TFloat32)
            instance = AUC(self.numThresholds, 1001, TFloat32)
            session.initialize()
            update = instance.updateState(tf, yTrue, yTrue, None)
            session.run(update)
            result = instance.result(tf, TFloat32)
            session.evaluate(1.0, result)

    @Test
    def testUnweighted(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            yPred = tf.constant(self.predArray)
            yTrue = tf.constant(self.trueArray)
            instance = AUC(self.numThresholds, 1001, TFloat32)
            session.initialize()
            update = instance.updateState(tf, yTrue, yPred, None)
            session.run(update)
            result = instance.result(tf, TFloat32)
            # float expectedResult = (0.75f * 1 + 0.25f * 0);
            session.evaluate(0.75, result)

    @Test
    def testManualThresholds(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            yPred = tf.constant(self.predArray)
            yTrue = tf.constant(self.trueArray)
            instance = AUC([0.5], 1001, TFloat32)
            expectedThresholds = [-AUC.EPSILON, 0.5, 1 + AUC.EPSILON]
            assertArrayEquals(expectedThresholds, instance.getThresholds(), self.epsilon)
            session.initialize()
            update = instance.updateState(tf, yTrue, yPred, None)
            session.run(update)
            result = instance.result(tf, TFloat32)
            # float expectedResult = (0.75f * 1 + 0.25f * 0);
            session.evaluate(0.75, result)

    @Test
    def testWeightedRocInterpolation(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            yPred = tf.constant(self.predArray)
            yTrue = tf.constant(self.trueArray)
            sampleWights = tf.constant(self.sampleWeight)
            instance = AUC(self.numThresholds, 1001, TFloat32)
            session.initialize()
            update = instance.updateState(tf, yTrue, yPred, sampleWights)
            session.run(update)
            result = instance.result(tf, TFloat32)
            expectedResult = 0.78571427 * 1 + 0.2857145 * 0
            session.evaluate(expectedResult, result)

    @Test
    def testWeightedRocMajoring(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            yPred = tf.constant(self.predArray)
            yTrue = tf.constant(self.trueArray)
            sampleWights = tf.constant(self.sampleWeight)
            instance = AUC(
                self.numThresholds, AUCCurve.ROC, AUCSummationMethod.MAJORING, 1001, TFloat32
            )
            session.initialize()
            update = instance.updateState(tf, yTrue, yPred, sampleWights)
            session.run(update)
            result = instance.result(tf, TFloat32)
            expectedResult = 1.0 + 0.5714285 * 0.0
            session.evaluate(expectedResult, result)

    @Test
    def testWeightedRocMinoring(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            yPred = tf.constant(self.predArray)
            yTrue = tf.constant(self.trueArray)
            sampleWights = tf.constant(self.sampleWeight)
            instance = AUC(
                self.numThresholds, AUCCurve.ROC, AUCSummationMethod.MINORING, 1001, TFloat32
            )
            session.initialize()
            update = instance.updateState(tf, yTrue, yPred, sampleWights)
            session.run(update)
            result = instance.result(tf, TFloat32)
            expectedResult = 0.5714285 + 0.0 * 0.0
            session.evaluate(expectedResult, result)

    @Test
    def testWeightedPrMajoring(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            yPred = tf.constant(self.predArray)
            yTrue = tf.constant(self.trueArray)
            sampleWights = tf.constant(self.sampleWeight)
            instance = AUC(
                self.numThresholds, AUCCurve.PR, AUCSummationMethod.MAJORING, 1001, TFloat32
            )
            session.initialize()
            update = instance.updateState(tf, yTrue, yPred, sampleWights)
            session.run(update)
            result = instance.result(tf, TFloat32)
            expectedResult = 0.4285715 + 0.5714285
            session.evaluate(expectedResult, result)

    @Test
    def testWeightedPrMinoring(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            yPred = tf.constant(self.predArray)
            yTrue = tf.constant(self.trueArray)
            sampleWights = tf.constant(self.sampleWeight)
            instance = AUC(
                self.numThresholds, AUCCurve.PR, AUCSummationMethod.MINORING, 1001, TFloat32
            )
            session.initialize()
            update = instance.updateState(tf, yTrue, yPred, sampleWights)
            session.run(update)
            result = instance.result(tf, TFloat32)
            expectedResult = 0.7 * 0.4285715 + 0.0 * 0.5714285
            session.evaluate(expectedResult, result)

    @Test
    def testWeightedPrInterpolation(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            yPred = tf.constant(self.predArray)
            yTrue = tf.constant(self.trueArray)
            sampleWights = tf.constant(self.sampleWeight)
            instance = AUC(self.numThresholds, AUCCurve.PR, 1001, TFloat32)
            session.initialize()
            update = instance.updateState(tf, yTrue, yPred, sampleWights)
            session.run(update)
            result = instance.result(tf, TFloat32)
            expectedResult = 0.916613
            session.evaluate(expectedResult, result)

    @Test
    def testInvalidNumThresholds(self):
        assertThrows((ValueError, TypeError), lambda: AUC(-1, 1001, TFloat32))

    @Test
    def testExtraDims(self):
        with TestSession.createTestSession(self.tfMode) as session:
            tf = session.getTF()
            logitsArray = [
                [
                    [0.999954602, 4.53978687e-05, 0.999954602],
                    [4.53978687e-05, 0.999954602, 4.53978687e-05],
                ],
                [
                    [0.999993856, 6.1441746e-06, 0.999993856],
                    [6.1441746e-06, 0.999993856, 6.1441746e-06],
                ],
            ]
            labelArray = [[[1, 0, 0], [1, 0, 0]], [[0, 1, 1], [0, 1, 1]]]
            logits = tf.constant(logitsArray)
            labels = tf.constant(typedArray(labelArray, "int64"))
            instance = AUC(1001, TFloat32)
            session.initialize()
            update = instance.updateState(tf, labels, logits, None)
            session.run(update)
            result = instance.result(tf, TFloat32)
            expectedResult = 0.5
            session.evaluate(expectedResult, result)

    # Test that Eager mode throws IllegalArgument Exception
    @Test
    def testEagerEnvironment(self):
        with TestSession.createTestSession(TestSession.Mode.EAGER) as session:
            tf = session.getTF()
            instance = AUC(1001, TFloat32)
            yPred = tf.constant(self.predArray)
            yTrue = tf.constant(self.trueArray)
            assertThrows(
                (ValueError, TypeError), lambda: instance.updateState(tf, yTrue, yPred, None)
            )

    def __init__(self):
        self.tfMode = TestSession.Mode.GRAPH
        self.predArray = [0.0, 0.5, 0.3, 0.9]
        self.trueArray = [0, 0, 1, 1]
        self.sampleWeight = [1.0, 2.0, 3.0, 4.0]
