"""Port of TensorFlow Java's ``LinalgOpsTest``, ``MathOpsTest`` and ``SetOpsTest``
(``org.tensorflow.framework.op``); ``NnOpsTest`` is ported in ``test_op_nn_ops.py``."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow.exceptions import TFInvalidArgumentException
from org.tensorflow.framework.op import FrameworkOps
from org.tensorflow.ndarray import Shape
from org.tensorflow.types import TFloat32, TInt32, TInt64, TUint8

from tests.framework.op_math_values import ARRAY, EXPECTED
from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}


# -- LinalgOpsTest --------------------------------------------------------------------------


def test_Linalg_test2D() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            fops = FrameworkOps.create(tf)
            a = tf.constant(np.array([[3.7213619]], np.float32))
            b = tf.constant(np.array([[8.153921]], np.float32))
            session.evaluate(
                tf.constant(np.array([[30.34369]], np.float32)), fops.linalg.matmul(a, b)
            )
            a64 = tf.constant(np.array([[-8.944851], [4.1711287], [-0.22380222]]))
            b64 = tf.constant(
                np.array([[-14.276086, -12.433481, -2.2447076, -1.5775859, 1.8588694]])
            )
            expected64 = [
                [127.69746, 111.21564, 20.078575, 14.111271, -16.62731],
                [-59.547394, -51.861652, -9.362965, -6.580314, 7.753584],
                [3.1950197, 2.7826407, 0.50237054, 0.35306725, -0.4160191],
            ]
            session.evaluate(tf.constant(np.array(expected64)), fops.linalg.matmul(a64, b64))
            a64 = tf.constant(
                np.array(
                    [
                        [-9.189821, -1.588742, -8.684379],
                        [-10.953391, -8.473055, -6.8909864],
                        [-11.712155, -6.6350083, -2.4441578],
                        [1.4037079, -11.279383, 0.9129576],
                        [0.11368857, 2.3792067, -11.218701],
                    ]
                )
            )
            b64 = tf.constant(np.array([[-4.933953], [-12.692161], [-10.192119]]))
            expected64 = [[154.01892], [231.81863], [166.91096], [126.92895], [83.58413]]
            session.setEpsilon(1e-4)
            session.evaluate(tf.constant(np.array(expected64)), fops.linalg.matmul(a64, b64))


# -- MathOpsTest ----------------------------------------------------------------------------


def test_Math_testL2Normalize() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            fops = FrameworkOps.create(tf)
            result = fops.math.l2Normalize(tf.constant(np.array(ARRAY)), [0, 1, 2])
            session.evaluate(tf.constant(np.array(EXPECTED)), result)


def test_Math_testConfusionMatrix() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            fops = FrameworkOps.create(tf)
            labels = np.array([2, 0, 2, 2, 0, 1], np.int64)
            predictions = np.array([0, 0, 2, 2, 0, 2], np.int64)
            result = fops.math.confusionMatrix(tf.constant(labels), tf.constant(predictions))
            expected = np.array([[2, 0, 0], [0, 0, 1], [1, 0, 2]], np.int64)
            session.evaluate(tf.constant(expected), result)
            assert result.type() is TInt64


def test_Math_testTensorDotValid() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            fops = FrameworkOps.create(tf)
            axes1 = [1, 2]
            axes2 = [[1], [2]]
            axes3: list[list[int]] = [[], []]
            axes4 = 0
            a = tf.ones(tf.constant(Shape.of(3, 3)), TFloat32)
            b = tf.constant(np.array([[[2, 3, 1]]], np.float32))
            six = tf.constant(np.array([[[6]], [[6]], [[6]]], np.float32))
            ans = fops.math.tensordot(a, b, axes1)
            session.evaluate(six, ans)
            ans = fops.math.tensordot(a, b, axes2)
            session.evaluate(six, ans)
            outer = np.broadcast_to(np.array([[[2, 3, 1]]], np.float32), (3, 3, 1, 1, 3))
            ans = fops.math.tensordot(a, b, axes3)
            session.evaluate(tf.constant(np.ascontiguousarray(outer)), ans)
            assert ans.shape() == Shape.of(3, 3, 1, 1, 3)
            ans = fops.math.tensordot(a, b, axes4)
            session.evaluate(tf.constant(np.ascontiguousarray(outer)), ans)


def test_Math_testTensorDotInValidAxis() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            fops = FrameworkOps.create(tf)
            a = tf.constant(np.array([[1, 2], [3, 4]], np.float32))
            b = tf.constant(np.array([[1, 2], [3, 4]], np.float32))
            with pytest.raises(ValueError, match="'axis' must be at least 0"):
                fops.math.tensordot(a, b, -1)
            with pytest.raises(ValueError, match="must not be larger than the number"):
                fops.math.tensordot(a, b, 3)
            with pytest.raises(ValueError, match="'axes' must have length 1 or 2"):
                fops.math.tensordot(a, b, [1])
            with pytest.raises(ValueError, match="'axes' must have length 1 or 2"):
                fops.math.tensordot(a, b, [[1]])
            with pytest.raises(ValueError, match="Different number of contraction axes"):
                fops.math.tensordot(a, b, [[1], [0, 1]])
            with pytest.raises(IndexError):  # Java's ArrayIndexOutOfBoundsException
                fops.math.tensordot(a, b, [[0], [7]])


def test_Math_testReduceLogSumExp() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            fops = FrameworkOps.create(tf)
            x = tf.constant(
                np.array(
                    [
                        [0.43346116, 0.8569728, 0.57155997, 0.0743812, 0.63846475],
                        [0.8165283, 0.26554802, 0.37025765, 0.8255019, 0.45682374],
                        [0.93511814, 0.52291054, 0.80983895, 0.11580781, 0.8111686],
                        [0.49967498, 0.27537802, 0.48554695, 0.28238368, 0.7989301],
                        [0.8958915, 0.84870094, 0.56874424, 0.08818512, 0.13915819],
                    ],
                    np.float32,
                )
            )
            result = fops.math.reduceLogSumExp(x, [0, 1], False)
            session.evaluate(np.float32(3.7911222), result)


# -- SetOpsTest -----------------------------------------------------------------------------

TYPES = [TInt32, TInt64, TUint8]


def _sets(session: TestSession, a: list, b: list, op: str, expected: list, shape: Shape) -> None:
    tf = session.getTF()
    fops = FrameworkOps.create(tf)
    ta = tf.constant(np.array(a, np.int32))
    tb = tf.constant(np.array(b, np.int32))
    for type_ in TYPES:
        aa, bb = tf.dtypes.cast(ta, type_), tf.dtypes.cast(tb, type_)
        if op == "intersection":
            result = fops.sets.intersection(aa, bb)
        elif op == "b-a":
            result = fops.sets.difference(aa, bb, False)
        else:
            result = fops.sets.difference(aa, bb)
        assert result.type() is type_
        session.evaluate(tf.dtypes.cast(tf.constant(np.array(expected, np.int32)), type_), result)
        session.evaluate(tf.constant(shape), tf.shape(result, TInt64))


def test_Sets_testSetIntersectionMultirow2() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            _sets(
                session,
                [[9, 1, 5], [2, 4, 3]],
                [[1, 9], [1, 5]],
                "intersection",
                [[1, 9], [0, 0]],
                Shape.of(2, 2),
            )


def test_Sets_testSetIntersectionDuplicates2d() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            _sets(session, [[1, 1, 3]], [[1, 1]], "intersection", [[1]], Shape.of(1, 1))


def test_Sets_testDenseSetDifferenceMultirow2d() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            a = [[1, 5, 9], [4, 5, 3]]
            b = [[1, 2, 6], [1, 2, 2]]
            _sets(session, a, b, "a-b", [[5, 9, 0], [3, 4, 5]], Shape.of(2, 3))
            _sets(session, a, b, "b-a", [[2, 6], [1, 2]], Shape.of(2, 2))


def test_Sets_testDenseUnionMultirow2d() -> None:
    # Java's test of this name computes a difference (a - b), as ported here
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            _sets(
                session,
                [[9, 1, 5], [2, 4, 3]],
                [[1, 9], [1, 2]],
                "a-b",
                [[5, 0], [3, 4]],
                Shape.of(2, 2),
            )


def test_Sets_union() -> None:
    """Not in Java's tests: a union, so that it is exercised."""
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            fops = FrameworkOps.create(tf)
            a = tf.constant(np.array([[9, 1, 5], [2, 4, 3]], np.int32))
            b = tf.constant(np.array([[1, 9], [1, 2]], np.int32))
            result = fops.sets.union(a, b)
            session.evaluate(np.array([[1, 5, 9, 0], [1, 2, 3, 4]], np.int32), result)


# -- beyond Java's tests: the other overloads and paths ------------------------------------


def test_Math_confusionMatrixWeightsAndNumClasses() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            fops = FrameworkOps.create(tf)
            labels = tf.constant(np.array([2, 0, 2, 1], np.float32))
            predictions = tf.constant(np.array([0, 0, 2, 2], np.float32))
            weights = tf.constant(np.array([0.5, 1.0, 2.0, 3.0], np.float32))
            numClasses = tf.constant(np.int64(4))
            result = fops.math.confusionMatrix(labels, predictions, weights, numClasses)
            expected = np.zeros((4, 4), np.float32)
            expected[2, 0], expected[0, 0], expected[2, 2], expected[1, 2] = 0.5, 1.0, 2.0, 3.0
            session.evaluate(expected, result)
            # eager: the assertion fails as it runs; graph: when the matrix is computed
            with pytest.raises(TFInvalidArgumentException, match="labels out of bounds"):
                inBounds = tf.constant(np.array([0, 0, 1, 1], np.float32))  # only labels fail
                outOfBounds = fops.math.confusionMatrix(
                    labels, inBounds, weights, tf.constant(np.int64(2))
                )
                session.value(outOfBounds)


def test_Math_reduceLogSumExpKeepDims() -> None:
    x = np.array([[1.0, 2.0, 3.0], [1000.0, 1000.0, -np.inf]], np.float64)
    expected = np.log(np.exp(x - x.max(1, keepdims=True)).sum(1, keepdims=True)) + x.max(
        1, keepdims=True
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            fops = FrameworkOps.create(tf)
            kept = fops.math.reduceLogSumExp(tf.constant(x), [1], True)
            assert kept.shape() == Shape.of(2, 1)
            session.evaluate(expected, kept)  # 1000 + ln 2: no overflow
            session.evaluate(expected.reshape(-1), fops.math.reduceLogSumExp(tf.constant(x), [1]))


def test_Math_tensordotUnknownDimension() -> None:
    from org.tensorflow import Graph, Session
    from org.tensorflow.op import Ops
    from org.tensorflow.op.core import Placeholder

    a = np.arange(24, dtype=np.float32).reshape(2, 3, 4)
    b = np.arange(20, dtype=np.float32).reshape(4, 5)
    with Graph() as g:
        tf = Ops.create(g)
        fops = FrameworkOps.create(tf)
        pa = tf.placeholder(TFloat32, Placeholder.shape(Shape.of(-1, 3, 4)))
        result = fops.math.tensordot(pa, tf.constant(b), 1)
        with (
            Session(g) as s,
            TFloat32.tensorOf(a) as at,
            s.runner().feed(pa, at).fetch(result).run() as r,
        ):
            np.testing.assert_allclose(r.get(0).numpy(), np.tensordot(a, b, 1), rtol=1e-6)


def test_Linalg_batchedAndTransposed() -> None:
    a = np.arange(12, dtype=np.float32).reshape(2, 2, 3)
    b = np.arange(12, dtype=np.float32).reshape(2, 2, 3)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            fops = FrameworkOps.create(tf)
            result = fops.linalg.matmul(tf.constant(a), tf.constant(b), False, True)
            session.evaluate(a @ b.transpose(0, 2, 1), result)
            with pytest.raises(ValueError, match="Only one of transposeA and adjointA"):
                fops.linalg.matmul(tf.constant(a), tf.constant(b), True, False, True, False)


def test_Nn_gelu() -> None:
    """Not in Java's tests: ``nn.gelu``, exact and approximate, against the formulas."""
    from math import erf, pi, sqrt, tanh

    xs = [-2.0, -0.5, 0.0, 1.0, 3.0]
    exact = [0.5 * x * (1 + erf(x / sqrt(2))) for x in xs]
    approx = [0.5 * x * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 * x**3))) for x in xs]
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            fops = FrameworkOps.create(tf)
            x = tf.constant(np.array(xs, np.float32))
            session.evaluate(np.array(exact, np.float32), fops.nn.gelu(x))
            session.evaluate(np.array(approx, np.float32), fops.nn.gelu(x, True))


def test_FrameworkOps_scopes() -> None:
    """Not in Java's tests: the scope methods make a FrameworkOps over the derived Ops."""
    from org.tensorflow import Graph
    from org.tensorflow.op import Ops

    with Graph() as g:
        tf = Ops.create(g)
        fops = FrameworkOps.create(tf)
        assert fops.core is tf and fops.coreOps() is tf and fops.scope() is tf.scope()
        a = tf.constant(np.ones((2, 2), np.float32))
        product = fops.withSubScope("outer").linalg.matmul(a, a)
        assert product.op().name().startswith("outer/MatMul")
        init = fops.withInitScope()
        assert init.scope().isInit() and not fops.scope().isInit()
