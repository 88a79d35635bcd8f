# Ported from Java by python -m porter: java-corpus/framework/test/java/org/tensorflow/framework/metrics/impl/AssertBroadcastableTest.java
"""Port of the Java file ``AssertBroadcastableTest.java``."""

import numpy as np
from org.tensorflow.framework.metrics.impl import MetricsHelper
from org.tensorflow.types import TFloat32, TFloat64, TInt32, TInt64

from porter.jdk import typedArray
from porter.junit import Test, assertThrows
from tests.framework.metric_session import TestSession


class AssertBroadcastableTest:
    tfMode = None  # set by the constructor
    valueArrayI = None  # set by the constructor
    valueArrayL = None  # set by the constructor
    valueArrayF = None  # set by the constructor
    valueArrayD = None  # set by the constructor

    def testValid(self, testSession, tf, weights, values, type_):
        staticOp = MetricsHelper.assertBroadcastable(tf, weights, values)
        testSession.run(staticOp)
        # dynamic test
        weightsPlaceholder = tf.placeholder(type_)
        valuesPlaceholder = tf.placeholder(type_)
        with testSession.getGraphSession().runner().fetch(weights).fetch(values).run() as tensors:
            weightsTensor = tensors.get(0)
            valuesTensor = tensors.get(1)
            dynamicOp = MetricsHelper.assertBroadcastable(tf, weightsPlaceholder, valuesPlaceholder)
            testSession.getGraphSession().runner().feed(weightsPlaceholder, weightsTensor).feed(
                valuesPlaceholder, valuesTensor
            ).addTarget(dynamicOp).run()

    @Test
    def testValidScalar(self):
        # no exception should be thrown
        with TestSession.createTestSession(self.tfMode) as testSession:
            tf = testSession.getTF()
            values = tf.constant(self.valueArrayF)
            weights = tf.constant(5.0)
            self.testValid(testSession, tf, weights, values, TFloat32)

    @Test
    def test1x1x1(self):
        # no exception should be thrown
        with TestSession.createTestSession(self.tfMode) as testSession:
            tf = testSession.getTF()
            values = tf.constant(typedArray(self.valueArrayD, "float64"))
            weights = tf.constant(np.array([[[5.0]]], dtype=np.float64))
            self.testValid(testSession, tf, weights, values, TFloat64)

    @Test
    def test1x1xN(self):
        # no exception should be thrown
        with TestSession.createTestSession(self.tfMode) as testSession:
            tf = testSession.getTF()
            values = tf.constant(typedArray(self.valueArrayL, "int64"))
            weights = tf.constant(np.array([[[5, 7, 11, 3]]], dtype=np.int64))
            self.testValid(testSession, tf, weights, values, TInt64)

    @Test
    def test1xNx1(self):
        # no exception should be thrown
        with TestSession.createTestSession(self.tfMode) as testSession:
            tf = testSession.getTF()
            values = tf.constant(self.valueArrayI)
            weights = tf.constant([[[5], [11]]])
            self.testValid(testSession, tf, weights, values, TInt32)

    @Test
    def test1xNxN(self):
        # no exception should be thrown
        with TestSession.createTestSession(self.tfMode) as testSession:
            tf = testSession.getTF()
            values = tf.constant(self.valueArrayI)
            weights = tf.constant([[[5, 7, 11, 3], [2, 13, 7, 5]]])
            self.testValid(testSession, tf, weights, values, TInt32)

    @Test
    def testNx1x1(self):
        # no exception should be thrown
        with TestSession.createTestSession(self.tfMode) as testSession:
            tf = testSession.getTF()
            values = tf.constant(self.valueArrayI)
            weights = tf.constant([[[5]], [[7]], [[11]]])
            self.testValid(testSession, tf, weights, values, TInt32)

    @Test
    def testNx1xN(self):
        # no exception should be thrown
        with TestSession.createTestSession(self.tfMode) as testSession:
            tf = testSession.getTF()
            values = tf.constant(self.valueArrayI)
            weights = tf.constant([[[5, 7, 11, 3]], [[2, 12, 7, 5]], [[2, 17, 11, 3]]])
            self.testValid(testSession, tf, weights, values, TInt32)

    @Test
    def testNxNxN(self):
        # no exception should be thrown
        with TestSession.createTestSession(self.tfMode) as testSession:
            tf = testSession.getTF()
            values = tf.constant(self.valueArrayI)
            weights = tf.constant(
                [
                    [[5, 7, 11, 3], [2, 12, 7, 5]],
                    [[2, 17, 11, 3], [2, 17, 11, 3]],
                    [[5, 7, 11, 3], [2, 12, 7, 5]],
                ]
            )
            self.testValid(testSession, tf, weights, values, TInt32)

    # Note: For invalid tests, either NotBroadcastableException is thrown for static shapes or
    # TFInvalidInvalidException is thrown for dynamic shapes. Both of these extend
    # IllegalArgumentException,
    # To simply the assertThrows, only IllegalArgumentException is expected.
    # The private method, testValid, tests for both static and dynamic shapes.
    @Test
    def testInvalid1x1(self):
        def _lambda1():
            with TestSession.createTestSession(self.tfMode) as testSession:
                tf = testSession.getTF()
                values = tf.constant(self.valueArrayI)
                weights = tf.constant([[5]])
                self.testValid(testSession, tf, weights, values, TInt32)

        assertThrows((ValueError, TypeError), _lambda1)

    @Test
    def testInvalidPrefixMatch(self):
        def _lambda2():
            with TestSession.createTestSession(self.tfMode) as testSession:
                tf = testSession.getTF()
                values = tf.constant(self.valueArrayI)
                weights = tf.constant([[5, 7], [11, 3], [2, 12]])
                self.testValid(testSession, tf, weights, values, TInt32)

        assertThrows((ValueError, TypeError), _lambda2)

    @Test
    def testInvalidSuffixMatch(self):
        def _lambda3():
            with TestSession.createTestSession(self.tfMode) as testSession:
                tf = testSession.getTF()
                values = tf.constant(self.valueArrayI)
                weights = tf.constant([[5, 7, 11, 3], [2, 12, 7, 5]])
                self.testValid(testSession, tf, weights, values, TInt32)

        assertThrows((ValueError, TypeError), _lambda3)

    @Test
    def testInvalidOnesExtraDim(self):
        def _lambda4():
            with TestSession.createTestSession(self.tfMode) as testSession:
                tf = testSession.getTF()
                values = tf.constant(self.valueArrayI)
                weights = tf.constant([[[[5]]]])
                self.testValid(testSession, tf, weights, values, TInt32)

        assertThrows((ValueError, TypeError), _lambda4)

    @Test
    def testInvalidPrefixMatchExtraDim(self):
        def _lambda5():
            with TestSession.createTestSession(self.tfMode) as testSession:
                tf = testSession.getTF()
                values = tf.constant(self.valueArrayI)
                weights = tf.constant(
                    [
                        [[[5], [7], [11], [3]], [[2], [12], [7], [5]]],
                        [[[2], [17], [11], [3]], [[2], [17], [11], [3]]],
                        [[[5], [7], [11], [3]], [[2], [12], [7], [5]]],
                    ]
                )
                self.testValid(testSession, tf, weights, values, TInt32)

        assertThrows((ValueError, TypeError), _lambda5)

    @Test
    def testInvalidSuffixMatchExtraDim(self):
        def _lambda6():
            with TestSession.createTestSession(self.tfMode) as testSession:
                tf = testSession.getTF()
                values = tf.constant(self.valueArrayI)
                weights = tf.constant(
                    [
                        [
                            [[5, 7, 11, 3], [2, 12, 7, 5]],
                            [[2, 17, 11, 3], [2, 17, 11, 3]],
                            [[5, 7, 11, 3], [2, 12, 7, 5]],
                        ]
                    ]
                )
                self.testValid(testSession, tf, weights, values, TInt32)

        assertThrows((ValueError, TypeError), _lambda6)

    def __init__(self):
        self.tfMode = TestSession.Mode.GRAPH
        self.valueArrayI = [
            [[1, 2, 3, 4], [5, 6, 7, 8]],
            [[9, 10, 11, 12], [13, 14, 15, 16]],
            [[17, 18, 19, 20], [21, 22, 23, 24]],
        ]
        self.valueArrayL = [
            [[1, 2, 3, 4], [5, 6, 7, 8]],
            [[9, 10, 11, 12], [13, 14, 15, 16]],
            [[17, 18, 19, 20], [21, 22, 23, 24]],
        ]
        self.valueArrayF = [
            [[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]],
            [[9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]],
            [[17.0, 18.0, 19.0, 20.0], [21.0, 22.0, 23.0, 24.0]],
        ]
        self.valueArrayD = [
            [[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]],
            [[9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0]],
            [[17.0, 18.0, 19.0, 20.0], [21.0, 22.0, 23.0, 24.0]],
        ]
