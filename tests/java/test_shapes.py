"""Port of TensorFlow Java's ``ShapesTest`` (``org.tensorflow.op.core.Shapes``); in these tests
``Shape`` is the op ``org.tensorflow.op.core.Shape``, as in Java."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np
import pytest
from org.tensorflow import EagerSession, Graph, Session
from org.tensorflow.op import Ops, OpScope, Scope
from org.tensorflow.op.core import Constant, Reshape, Shape, Shapes
from org.tensorflow.types import TInt32, TInt64

SKIPPED: dict[str, str] = {}

EIGHT = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]


@contextmanager
def _graph() -> Iterator[tuple[Scope, Session]]:
    with Graph() as g, Session(g) as session:
        yield OpScope(g), session


def _reshaped(scope: Scope, dims: list[int]) -> Any:
    operand = Constant.arrayOf(scope, *EIGHT)
    return Reshape.create(scope, operand, Constant.vectorOf(scope, np.array(dims, np.int64)))


def _fetch(session: Session, operand: Any) -> list[int]:
    with session.runner().fetch(operand.asOutput()).run().get(0) as result:
        return [s.getLong() if result.type() is TInt64 else s.getInt() for s in result.scalars()]


def test_testFlatten_Operand() -> None:
    with _graph() as (scope, session):
        operand = Constant.arrayOf(scope, *EIGHT)
        exp_result = Shape.create(scope, operand, TInt64)
        reshaped = Reshape.create(
            scope, operand, Constant.vectorOf(scope, np.array([4, 2, 1], np.int64))
        )
        actual = Shapes.flatten(scope, reshaped)
        tfshape = Shape.create(scope, actual, TInt64)
        assert _fetch(session, tfshape) == _fetch(session, exp_result)


def test_testFlatten_Shape() -> None:
    with EagerSession.create() as session:
        scope = OpScope(session)
        operand = Constant.arrayOf(scope, *EIGHT)
        exp_shape = Shape.create(scope, operand, TInt64)
        actual = Reshape.create(
            scope, operand, Constant.vectorOf(scope, np.array([4, 2, 1], np.int64))
        )
        tfshape = Shape.create(scope, actual, TInt64)
        flattened = Shapes.flatten(scope, tfshape, TInt64)
        for i, s in enumerate(flattened.asTensor().scalars()):
            assert s.getLong() == exp_shape.asTensor().getLong(i)


def test_testSize_Shape() -> None:
    with _graph() as (scope, session):
        actual = _reshaped(scope, [4, 2, 1])
        tfshape = Shape.create(scope, actual, TInt64)
        size = Shapes.size(scope, tfshape, TInt64)
        assert _fetch(session, size) == [8]


def test_testSize_Shape_Operand() -> None:
    with _graph() as (scope, session):
        actual = _reshaped(scope, [4, 2, 1])
        tfshape = Shape.create(scope, actual)
        for dim, expected in ((0, 4), (1, 2), (2, 1)):
            size = Shapes.size(scope, tfshape, Constant.scalarOf(scope, dim))
            assert _fetch(session, size) == [expected]


def test_testSize_Operand_Operand() -> None:
    with _graph() as (scope, session):
        actual = _reshaped(scope, [4, 2, 1])
        for dim, expected in ((0, 4), (1, 2), (2, 1)):
            size = Shapes.size(scope, actual, Constant.scalarOf(scope, dim))
            assert _fetch(session, size) == [expected]


def test_testNumDimensions() -> None:
    with _graph() as (scope, session):
        tfshape = Shape.create(scope, _reshaped(scope, [4, 2, 1]))
        assert _fetch(session, Shapes.numDimensions(scope, tfshape)) == [3]


def test_testReduceDims_Operand_Operand() -> None:
    with EagerSession.create() as session:
        scope = OpScope(session)
        actual = _reshaped(scope, [2, 2, 2])
        reduced = Shapes.reduceDims(scope, actual, Constant.scalarOf(scope, 0))
        reduced_shape = Shape.create(scope, reduced)
        assert [s.getInt() for s in reduced_shape.asTensor().scalars()] == [8]


def test_testReduceDims_Shape_Operand() -> None:
    with EagerSession.create() as session:
        scope = OpScope(session)
        actual = _reshaped(scope, [2, 2, 2])
        for axis, expected in ((0, [8]), (1, [2, 4]), (-1, [2, 2, 2])):
            reduced = Shapes.reduceDims(scope, actual, Constant.scalarOf(scope, axis))
            reduced_shape = Shape.create(scope, reduced)
            assert [s.getInt() for s in reduced_shape.asTensor().scalars()] == expected
        # The shape overload itself.
        tfshape = Shape.create(scope, actual)
        reduced_dims = Shapes.reduceDims(scope, tfshape, Constant.scalarOf(scope, 1))
        assert reduced_dims.asTensor() == [2, 4]


def test_testSqueeze() -> None:
    with _graph() as (scope, session):
        tfshape = Shape.create(scope, _reshaped(scope, [4, 1, 2, 1]))
        assert _fetch(session, Shapes.squeeze(scope, tfshape)) == [4, 2]


def test_testHead() -> None:
    with _graph() as (scope, session):
        tfshape = Shape.create(scope, _reshaped(scope, [4, 1, 2, 1]))
        assert _fetch(session, Shapes.head(scope, tfshape)) == [4]


def test_testTake() -> None:
    with _graph() as (scope, session):
        tfshape = Shape.create(scope, _reshaped(scope, [4, 1, 2, 1]))
        assert _fetch(session, Shapes.take(scope, tfshape, Constant.scalarOf(scope, 2))) == [4, 1]


def test_testTail() -> None:
    with _graph() as (scope, session):
        tfshape = Shape.create(scope, _reshaped(scope, [4, 1, 2, 1]))
        assert _fetch(session, Shapes.tail(scope, tfshape)) == [1]


def test_testTakeLast() -> None:
    with _graph() as (scope, session):
        tfshape = Shape.create(scope, _reshaped(scope, [4, 1, 2, 1]))
        take_last = Shapes.takeLast(scope, tfshape, Constant.scalarOf(scope, 3))
        assert _fetch(session, take_last) == [1, 2, 1]


def test_testPrependInt() -> None:
    with _graph() as (scope, session):
        tfshape = Shape.create(scope, _reshaped(scope, [4, 2]))
        prepend = Shapes.prepend(scope, tfshape, 3)
        assert prepend.type() is TInt32
        assert _fetch(session, prepend) == [3, 4, 2]


def test_testPrependLong() -> None:
    with _graph() as (scope, session):
        tfshape = Shape.create(scope, _reshaped(scope, [4, 2]), TInt64)
        prepend = Shapes.prepend(scope, tfshape, np.int64(1))  # Java's 1L
        assert prepend.type() is TInt64
        assert _fetch(session, prepend) == [1, 4, 2]


def test_testPrependShapeTInt32() -> None:
    with _graph() as (scope, session):
        tfshape1 = Shape.create(scope, _reshaped(scope, [4, 2]))
        tfshape2 = Shape.create(scope, _reshaped(scope, [2, 4]))
        assert _fetch(session, Shapes.prepend(scope, tfshape1, tfshape2)) == [2, 4, 4, 2]


def test_testPrependShapeTInt64() -> None:
    with _graph() as (scope, session):
        tfshape1 = Shape.create(scope, _reshaped(scope, [4, 2]), TInt64)
        tfshape2 = Shape.create(scope, _reshaped(scope, [2, 4]), TInt64)
        assert _fetch(session, Shapes.prepend(scope, tfshape1, tfshape2)) == [2, 4, 4, 2]


def test_testAppendLong() -> None:
    with _graph() as (scope, session):
        tfshape = Shape.create(scope, _reshaped(scope, [4, 2]), TInt64)
        append = Shapes.append(scope, tfshape, np.int64(2))  # Java's 2L
        assert append.type() is TInt64
        assert _fetch(session, append) == [4, 2, 2]


def test_testAppendInt() -> None:
    with _graph() as (scope, session):
        tfshape = Shape.create(scope, _reshaped(scope, [4, 2]))
        assert _fetch(session, Shapes.append(scope, tfshape, 2)) == [4, 2, 2]


def test_testAppendShapeTInt32() -> None:
    with _graph() as (scope, session):
        tfshape1 = Shape.create(scope, _reshaped(scope, [4, 2]))
        tfshape2 = Shape.create(scope, _reshaped(scope, [2, 4]))
        assert _fetch(session, Shapes.append(scope, tfshape1, tfshape2)) == [4, 2, 2, 4]


def test_testAppendShapeTInt64() -> None:
    with _graph() as (scope, session):
        tfshape1 = Shape.create(scope, _reshaped(scope, [4, 2]), TInt64)
        tfshape2 = Shape.create(scope, _reshaped(scope, [2, 4]), TInt64)
        assert _fetch(session, Shapes.append(scope, tfshape1, tfshape2)) == [4, 2, 2, 4]


# Python extras: the facade group tf.shape, callable as the op and as Shapes (ShapeOps).


def test_tf_shape_group() -> None:
    with EagerSession.create() as session:
        tf = Ops.create(session)
        y = tf.constant([[[0.0, 0.5], [0.3, 0.9]]])
        pred_shape = tf.shape(y)
        assert isinstance(pred_shape, Shape)
        assert pred_shape.asTensor() == [1, 2, 2]
        assert tf.shape(y, TInt64).type() is TInt64
        num_labels = tf.reduceProd(
            tf.shape.takeLast(
                pred_shape, tf.math.sub(tf.shape.numDimensions(pred_shape), tf.constant(1))
            ),
            tf.constant(0),
        )
        assert num_labels.asTensor().getInt() == 4
        assert tf.shape.size(pred_shape, tf.constant(0)).asTensor() == [1]
        assert tf.shape.flatten(y).asTensor().shape().asArray() == [4]
        shape64 = tf.shape(y, TInt64)
        # As in Java, squeeze gathers with Where's [n, 1] indices: read it by scalars.
        squeezed = tf.shape.squeeze(shape64, TInt64).asTensor()
        assert [s.getLong() for s in squeezed.scalars()] == [2, 2]
        assert tf.shape.size(shape64).asTensor().getLong() == 4
        assert tf.shape.head(pred_shape).asTensor() == [1]
        assert tf.shape.tail(pred_shape).asTensor() == [2]
        assert tf.shape.take(pred_shape, tf.constant(2)).asTensor() == [1, 2]
        assert tf.shape.prepend(pred_shape, 5).asTensor() == [5, 1, 2, 2]
        assert tf.shape.append(pred_shape, pred_shape).asTensor() == [1, 2, 2, 1, 2, 2]
        assert tf.shape.reduceDims(y, tf.constant(1)).asTensor().shape().asArray() == [1, 4]


# -- beyond the Java tests ---------------------------------------------------------------------


def test_long_and_int_dimensions() -> None:
    with _graph() as (scope, session):
        shape64 = Shape.create(scope, _reshaped(scope, [4, 2]), TInt64)
        shape32 = Shape.create(scope, _reshaped(scope, [4, 2]))
        # A Python int takes the shape's type (Java widens int to long), as does numpy int32.
        assert _fetch(session, Shapes.append(scope, shape64, 3)) == [4, 2, 3]
        assert _fetch(session, Shapes.prepend(scope, shape64, np.int32(5))) == [5, 4, 2]
        # Java has no long overload for a TInt32 shape.
        with pytest.raises(TypeError, match="numpy int64.*needs a TInt64 shape, got TInt32"):
            Shapes.append(scope, shape32, np.int64(3))
        with pytest.raises(TypeError, match="expected an int dimension or a shape Operand"):
            Shapes.prepend(scope, shape32, 2.0)
