"""Port of TensorFlow Java's ``ConstantTest`` (``org.tensorflow.op.core.Constant``).

Java's buffers and arrays are ``DataBuffers`` and ``NdArrays`` as in Java; the values pick
Java's overloads (contract section 3): ``DataBuffers.of(1, 2)`` is an ``IntDataBuffer``,
``numpy.int64`` values make a ``LongDataBuffer``, ``float`` values a ``FloatDataBuffer``,
``numpy.float64`` values a ``DoubleDataBuffer``.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from org.tensorflow import EagerSession, Graph, Session
from org.tensorflow.ndarray import NdArrays, Shape
from org.tensorflow.ndarray.buffer import (
    DataBuffer,
    DataBuffers,
    DoubleDataBuffer,
    FloatDataBuffer,
    IntDataBuffer,
    LongDataBuffer,
)
from org.tensorflow.op import Ops, OpScope
from org.tensorflow.op.core import Constant
from org.tensorflow.types import TFloat32, TFloat64, TInt32, TInt64, TString

SKIPPED: dict[str, str] = {}


def _check(buffer: DataBuffer[Any], type_: type) -> None:
    shape = Shape.of(4)
    array = NdArrays.wrap(shape, buffer)

    with Graph() as g, Session(g) as sess:
        scope = OpScope(g)
        op1 = Constant.tensorOf(scope, shape, buffer)
        op2 = Constant.tensorOf(scope, array)
        assert op1.type() is type_
        assert op2.type() is type_
        with sess.runner().fetch(op1).fetch(op2).run() as t:
            assert array == t.get(0)
            assert array == t.get(1)


def test_createInts() -> None:
    buffer = DataBuffers.of(1, 2, 3, 4)
    assert isinstance(buffer, IntDataBuffer)
    _check(buffer, TInt32)


def test_createFloats() -> None:
    buffer = DataBuffers.of(1.0, 2.0, 3.0, 4.0)
    assert isinstance(buffer, FloatDataBuffer)
    _check(buffer, TFloat32)


def test_createDoubles() -> None:
    buffer = DataBuffers.of(np.float64(1.0), np.float64(2.0), np.float64(3.0), np.float64(4.0))
    assert isinstance(buffer, DoubleDataBuffer)
    _check(buffer, TFloat64)


def test_createLongs() -> None:
    buffer = DataBuffers.of(np.int64(1), np.int64(2), np.int64(3), np.int64(4))
    assert isinstance(buffer, LongDataBuffer)
    _check(buffer, TInt64)


def test_createStrings() -> None:
    buffer = DataBuffers.ofObjects("1", "2", "3", "4")
    _check(buffer, TString)


def test_flat_sequences_and_numpy_arrays() -> None:
    # Python extra: a flat sequence for the buffer and a numpy array for the NdArray.
    shape = Shape.of(4)
    with Graph() as g, Session(g) as sess:
        scope = OpScope(g)
        op1 = Constant.tensorOf(scope, shape, [1, 2, 3, 4])
        op2 = Constant.tensorOf(scope, np.array([1, 2, 3, 4], dtype=np.int64))
        assert op1.type() is TInt32
        assert op2.type() is TInt64
        with sess.runner().fetch(op1).fetch(op2).run() as t:
            assert t.get(0) == [1, 2, 3, 4]
            assert t.get(1) == [1, 2, 3, 4]


def test_createFromTensorsInEagerMode() -> None:
    with EagerSession.create() as s, TInt32.vectorOf(1, 2, 3, 4) as t:
        tf = Ops.create(s)

        c1 = tf.constant(t)
        assert c1.asTensor() == t

        # A different endpoint for capturing a tensor as a constant, which supports all data types
        c2 = tf.constantOf(t)
        assert c2.asTensor() == t
        assert c1.asTensor() == c2.asTensor()

        # Permute data in the tensor to make sure that constant copies are independent
        t.setInt(10)
        assert NdArrays.vectorOf(10, 2, 3, 4) == t
        assert NdArrays.vectorOf(1, 2, 3, 4) == c1.asTensor()


# Python extras: the constant family of Ops (contract §3).


def test_constant_family() -> None:
    with EagerSession.create() as s:
        tf = Ops.create(s)
        assert tf.constant(1).type() is TInt32
        assert tf.constant(1.0).type() is TFloat32
        assert tf.constant(np.float64(1.0)).type() is TFloat64
        assert tf.constant(Shape.of(2, 3)).type() is TInt64
        assert tf.constant(Shape.of(2, 3)).asTensor() == [2, 3]
        assert tf.constant("abc").asTensor().getObject() == "abc"
        assert tf.constant(TFloat64, 1).type() is TFloat64
        assert tf.constant(TInt64, Shape.of(2), [1, 2]).asTensor() == [1, 2]
        six = [[[[[[1, 2]]]]]]
        assert tf.constant(six).shape() == Shape.of(1, 1, 1, 1, 1, 2)
        assert tf.constant(np.zeros((2, 3), np.int64)).type() is TInt64
        assert tf.constant(Shape.of(2, 2), [1.0, 2.0, 3.0, 4.0]).asTensor().getFloat(1, 1) == 4.0
        assert tf.array(1.0, 2.0).type() is TFloat32
        assert tf.array("a", "b").asTensor() == ["a", "b"]
        # A Java array passed to the varargs (contract section 3): tf.array(new int[] {32}).
        assert tf.array([32]).shape() == Shape.of(1)
        assert tf.array([32]).type() is TInt32
        assert tf.array([32]).asTensor() == tf.array(32).asTensor()
        assert tf.array((1.0, 2.0)).asTensor() == [1.0, 2.0]
        assert tf.array(np.array([1, 2], np.int64)).type() is TInt64
        assert tf.array(["a", "b"]).asTensor() == ["a", "b"]
        assert (
            Constant.tensorOfSameType(tf.scope(), tf.constant(1.0), 3).asTensor().getFloat() == 3.0
        )


def test_arrayOf_takes_a_java_array_for_its_varargs() -> None:
    # Constant.arrayOf(scope, new float[] {1, 2, 3}) is Java's float... data given one array:
    # a vector of its elements, as Constant.arrayOf(scope, 1f, 2f, 3f).
    with EagerSession.create() as s:
        scope = OpScope(s)
        from_array = Constant.arrayOf(scope, [1.0, 2.0, 3.0])
        from_elements = Constant.arrayOf(scope, 1.0, 2.0, 3.0)
        assert from_array.shape() == Shape.of(3)
        assert from_array.type() is TFloat32
        assert from_array.asTensor() == from_elements.asTensor()
        longs = Constant.arrayOf(scope, np.array([4, 2, 1], dtype=np.int64))
        assert longs.type() is TInt64
        assert longs.asTensor() == [4, 2, 1]
        assert Constant.arrayOf(scope, True, False).asTensor() == [True, False]
