"""Heap N-dimensional arrays: ``NdArrays`` factories and the NdArray methods they share with
tensors (values, views, shapes, copies) and their errors."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from org.tensorflow.ndarray import (
    BooleanNdArray,
    ByteNdArray,
    DoubleNdArray,
    FloatNdArray,
    IntNdArray,
    LongNdArray,
    NdArray,
    NdArrays,
    Shape,
    ShortNdArray,
)
from org.tensorflow.ndarray.buffer import DataBuffers
from org.tensorflow.ndarray.index import Indices
from org.tensorflow.types import TBool, TFloat32, TFloat64, TInt32, TInt64, TString, TUint8

FACTORIES: list[tuple[str, type, Any, Any]] = [
    ("ofFloats", FloatNdArray, np.float32, 1.5),
    ("ofDoubles", DoubleNdArray, np.float64, 2.25),
    ("ofInts", IntNdArray, np.int32, 7),
    ("ofLongs", LongNdArray, np.int64, 2**40),
    ("ofBytes", ByteNdArray, np.int8, -5),
    ("ofShorts", ShortNdArray, np.int16, -300),
    ("ofBooleans", BooleanNdArray, np.bool_, True),
]


@pytest.mark.parametrize(("factory", "kind", "dtype", "value"), FACTORIES)
def test_of_shape_is_zero_filled_and_typed(
    factory: str, kind: type, dtype: Any, value: Any
) -> None:
    array = getattr(NdArrays, factory)(Shape.of(2, 3))
    assert isinstance(array, kind)
    assert isinstance(array, NdArray)
    assert array.shape() == Shape.of(2, 3)
    assert array.rank() == 2
    assert array.size() == 6
    assert array.numpy().dtype == np.dtype(dtype)
    assert not array.numpy().any()
    assert array.setObject(value, 1, 2) is array
    assert array.getObject(1, 2) == value
    assert array.getObject(0, 0) == dtype(0)
    assert type(array.getObject(1, 2)) is type(value)


def test_typed_accessors() -> None:
    f = NdArrays.ofFloats(Shape.of(2)).setFloat(0.5, 1)
    assert f.getFloat(1) == 0.5
    d = NdArrays.ofDoubles(Shape.of(1)).setDouble(1e300, 0)
    assert d.getDouble(0) == 1e300
    i = NdArrays.ofInts(Shape.of(1)).setInt(-(2**31), 0)
    assert i.getInt(0) == -(2**31)
    lg = NdArrays.ofLongs(Shape.of(1)).setLong(2**63 - 1, 0)
    assert lg.getLong(0) == 2**63 - 1
    b = NdArrays.ofBytes(Shape.of(2)).setByte(255, 0).setByte(-128, 1)
    assert [b.getByte(0), b.getByte(1)] == [-1, -128]  # Java bytes are signed
    s = NdArrays.ofShorts(Shape.of(1)).setShort(65535, 0)
    assert s.getShort(0) == -1
    z = NdArrays.ofBooleans(Shape.of(1)).setBoolean(True, 0)
    assert z.getBoolean(0) is True


def test_scalarOf_picks_the_java_overload() -> None:
    assert isinstance(NdArrays.scalarOf(1), IntNdArray)
    assert isinstance(NdArrays.scalarOf(1.0), FloatNdArray)
    assert isinstance(NdArrays.scalarOf(True), BooleanNdArray)
    assert isinstance(NdArrays.scalarOf(np.int64(1)), LongNdArray)
    assert isinstance(NdArrays.scalarOf(np.float64(1)), DoubleNdArray)
    assert isinstance(NdArrays.scalarOf(np.int8(1)), ByteNdArray)
    assert isinstance(NdArrays.scalarOf(np.int16(1)), ShortNdArray)
    scalar = NdArrays.scalarOf(42)
    assert scalar.shape() == Shape.scalar()
    assert scalar.getInt() == 42
    with pytest.raises(TypeError, match="scalarOfObject"):
        NdArrays.scalarOf("x")
    with pytest.raises(TypeError):
        NdArrays.scalarOf([1, 2])
    with pytest.raises(ValueError, match="numpy.int64"):
        NdArrays.scalarOf(2**40)  # a Python int is a Java int


def test_vectorOf_values_and_arrays() -> None:
    ints = NdArrays.vectorOf(1, 2, 3)
    assert isinstance(ints, IntNdArray)
    assert ints == [1, 2, 3]
    assert isinstance(NdArrays.vectorOf(1, 2.5), FloatNdArray)  # ints widen to floats
    assert isinstance(NdArrays.vectorOf(np.float64(1), np.float64(2)), DoubleNdArray)
    assert isinstance(NdArrays.vectorOf([1, 2]), IntNdArray)  # Java's int[] argument
    assert isinstance(NdArrays.vectorOf(b"\x01\xff"), ByteNdArray)
    assert NdArrays.vectorOf(b"\x01\xff") == [1, -1]
    # A numpy array is wrapped, not copied, as Java wraps its array.
    source = np.array([1, 2, 3], dtype=np.int64)
    longs = NdArrays.vectorOf(source)
    assert isinstance(longs, LongNdArray)
    longs.setLong(10, 0)
    assert source[0] == 10
    with pytest.raises(ValueError, match="vector"):
        NdArrays.vectorOf(np.zeros((2, 2)))
    with pytest.raises(TypeError, match="vectorOfObjects"):
        NdArrays.vectorOf("a", "b")
    with pytest.raises(TypeError, match="one type"):
        NdArrays.vectorOf(True, 1)
    with pytest.raises(TypeError):
        NdArrays.vectorOf()


def test_objects() -> None:
    strings = NdArrays.ofObjects(str, Shape.of(2))
    assert strings.getObject(0) is None  # Java's null
    strings.setObject("a", 0).setObject("b", 1)
    assert list(strings.streamOfObjects()) == ["a", "b"]
    assert strings == TString.vectorOf("a", "b")
    with pytest.raises(TypeError, match="expected a str"):
        strings.setObject(1, 0)
    scalar = NdArrays.scalarOfObject(b"\x00\x01")
    assert scalar.shape() == Shape.scalar()
    assert scalar.getObject() == b"\x00\x01"
    with pytest.raises(ValueError, match="None"):
        NdArrays.scalarOfObject(None)
    vector = NdArrays.vectorOfObjects("x", "y", "z")
    assert vector.shape() == Shape.of(3)
    assert vector.getObject(2) == "z"
    assert NdArrays.vectorOfObjects(["p", "q"]).getObject(1) == "q"
    with pytest.raises(TypeError, match="class"):
        NdArrays.ofObjects("str", Shape.of(1))  # type: ignore[arg-type]


def test_wrap_shares_the_buffer() -> None:
    buffer = DataBuffers.of(1, 2, 3, 4, 5)
    matrix = NdArrays.wrap(Shape.of(2, 2), buffer)
    assert isinstance(matrix, IntNdArray)
    assert matrix == [[1, 2], [3, 4]]
    matrix.setInt(40, 1, 1)
    assert buffer.getInt(3) == 40
    buffer.setInt(10, 0)
    assert matrix.getInt(0, 0) == 10
    strings = NdArrays.wrap(Shape.of(2), DataBuffers.ofObjects("a", "b"))
    assert strings == TString.vectorOf("a", "b")
    with pytest.raises(ValueError, match="needs 6 values"):
        NdArrays.wrap(Shape.of(2, 3), buffer)
    with pytest.raises(TypeError, match="DataBuffer"):
        NdArrays.wrap(Shape.of(2), [1, 2])  # type: ignore[arg-type]
    read_only = NdArrays.wrap(Shape.of(2), DataBuffers.of(np.array([1, 2], np.int32), True, False))
    with pytest.raises(RuntimeError, match="read-only"):
        read_only.setInt(1, 0)


def test_shapes_and_coordinates_are_checked() -> None:
    array = NdArrays.ofInts(Shape.of(2, 3))
    with pytest.raises(IndexError):
        array.getInt(2, 0)
    with pytest.raises(IndexError):
        array.setInt(1, 0, 3)
    with pytest.raises(ValueError, match="coordinates"):
        array.getInt(0)  # a scalar needs one coordinate per dimension
    with pytest.raises(IndexError):
        array.get(5)
    with pytest.raises(ValueError, match="does not match"):
        array.set(NdArrays.vectorOf(1, 2), 0)
    with pytest.raises(TypeError, match="expected an int"):
        array.setInt(1.5, 0, 0)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="out of range"):
        array.setInt(2**31, 0, 0)
    with pytest.raises(TypeError, match="expected a bool"):
        NdArrays.ofBooleans(Shape.of(1)).setObject(1, 0)
    with pytest.raises(TypeError, match="Shape"):
        NdArrays.ofInts([2, 3])  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="unknown"):
        NdArrays.ofFloats(Shape.of(-1, 2))


def test_views_share_data() -> None:
    matrix = NdArrays.ofLongs(Shape.of(3, 2))
    row = matrix.get(1)
    assert row.shape() == Shape.of(2)
    row.setLong(5, 0)
    assert matrix.getLong(1, 0) == 5
    column = matrix.slice(Indices.all(), Indices.at(1))
    column.setLong(9, 2)
    assert matrix.getLong(2, 1) == 9
    flipped = matrix.slice(Indices.flip())
    assert flipped.getLong(1, 0) == 5
    reshaped = matrix.withShape(Shape.of(6))
    assert reshaped.getLong(2) == 5
    reshaped.setLong(1, 0)
    assert matrix.getLong(0, 0) == 1
    with pytest.raises(ValueError, match="size"):
        matrix.withShape(Shape.of(4))
    rows = [element.getLong(0) for element in matrix.elements(0)]
    assert rows == [1, 5, 0]
    seen: list[tuple[list[int], int]] = []
    matrix.forEachIndexed(lambda coords, s: seen.append((coords, s.getLong())))
    assert seen[:3] == [([0, 0], 1), ([0, 1], 0), ([1, 0], 5)]
    assert list(matrix.streamOfObjects()) == [1, 0, 5, 0, 0, 9]


def test_copies_between_heap_arrays_and_tensors() -> None:
    heap = NdArrays.vectorOf(1.0, 2.0, 3.0)
    tensor = TFloat32.tensorOf(heap)
    assert tensor == heap
    heap.setFloat(10.0, 0)
    assert tensor.getFloat(0) == 1.0  # tensorOf copies
    back = NdArrays.ofFloats(Shape.of(3))
    tensor.copyTo(back)
    assert back == [1.0, 2.0, 3.0]
    heap.copyTo(tensor)
    assert tensor.getFloat(0) == 10.0
    with pytest.raises(ValueError, match="destination shape"):
        heap.copyTo(NdArrays.ofFloats(Shape.of(2)))
    doubles = NdArrays.ofDoubles(Shape.of(2))
    doubles.copyFrom(DataBuffers.of(np.array([0.5, 1.5])))
    assert doubles == [0.5, 1.5]
    target = DataBuffers.ofDoubles(3)
    doubles.copyTo(target)
    assert list(target) == [0.5, 1.5, 0.0]
    with pytest.raises(ValueError, match="cannot hold"):
        doubles.copyTo(DataBuffers.ofDoubles(1))
    with pytest.raises(ValueError, match="not enough data"):
        doubles.copyFrom(DataBuffers.ofDoubles(1))
    # Tensors of every Java type from heap arrays, and back.
    assert TInt64.tensorOf(NdArrays.vectorOf(np.int64(2**40))).getLong(0) == 2**40
    assert TBool.tensorOf(NdArrays.vectorOf(True, False)) == [True, False]
    assert TFloat64.tensorOf(NdArrays.scalarOf(np.float64(0.1))).getDouble() == 0.1
    assert TInt32.tensorOf(NdArrays.ofObjects(int, Shape.of(1)).setObject(3, 0)) == [3]


def test_equality_follows_java() -> None:
    ints = NdArrays.vectorOf(1, 2)
    assert ints == TInt32.vectorOf(1, 2)
    assert ints == [1, 2]
    assert ints != NdArrays.vectorOf(np.int64(1), np.int64(2))  # int vs long elements
    assert ints != NdArrays.vectorOf(1, 3)
    assert ints != NdArrays.vectorOf(1, 2, 3)
    assert ints.hashCode() == NdArrays.vectorOf(1, 2).hashCode()
    # Heap bytes equal a TUint8 with the same bits; both read as Java's signed bytes.
    signed = NdArrays.vectorOf(np.array([-1, 2], dtype=np.int8))
    assert signed == TUint8.vectorOf(b"\xff\x02")
    assert TUint8.tensorOf(signed).getByte(0) == -1 and TUint8.tensorOf(signed).numpy()[0] == 255
    assert signed.hashCode() == TUint8.vectorOf(b"\xff\x02").hashCode()


def test_constants_of_heap_arrays_and_buffers() -> None:
    from org.tensorflow.op import Ops

    tf = Ops.create()
    assert tf.constant(NdArrays.vectorOf(1, 2)).type() is TInt32
    assert tf.constant(NdArrays.vectorOf(np.int64(1))).type() is TInt64
    assert tf.constant(NdArrays.vectorOf(1.0)).type() is TFloat32
    assert tf.constant(NdArrays.vectorOfObjects("a")).type() is TString
    assert tf.constant(NdArrays.vectorOf(b"\xff")).type() is TUint8  # Java: a TUint8
    assert tf.constant(NdArrays.vectorOf(b"\xff")).asTensor().numpy().tolist() == [255]
    assert tf.constant(NdArrays.vectorOf(b"\xff")).asTensor().getByte(0) == -1  # Java's byte
    longs = tf.constant(Shape.of(2), DataBuffers.of(np.int64(3), np.int64(4)))
    assert longs.type() is TInt64
    assert longs.asTensor() == [3, 4]


def test_no_public_constructors_and_repr() -> None:
    array = NdArrays.vectorOf(1, 2)
    with pytest.raises(TypeError, match="no public constructor"):
        type(array)()
    with pytest.raises(TypeError, match="static utility"):
        NdArrays()
    assert "IntDenseNdArray" in repr(array) and "[1, 2]" in repr(array)  # repr shows the values
    # Java's toString (and str) gives the class and the shape only
    assert array.toString() == str(array) == "IntDenseNdArray(shape=[2])"
    assert np.asarray(array).tolist() == [1, 2]


def test_sparse_arrays() -> None:
    from org.tensorflow.ndarray import StdArrays

    indices = StdArrays.ndCopyOf(np.array([[0, 1], [2, 3]], dtype=np.int64))
    sparse = NdArrays.sparseOf(indices, NdArrays.vectorOf(1.5, 2.5), Shape.of(3, 4))
    assert isinstance(sparse, FloatNdArray)
    assert sparse.shape() == Shape.of(3, 4)
    assert sparse.getFloat(0, 1) == 1.5
    assert sparse.getFloat(2, 3) == 2.5
    assert sparse.getFloat(1, 1) == 0.0
    assert sparse.getIndices() is indices
    assert sparse.getValues() == [1.5, 2.5]
    assert sparse.getDefaultValue() == 0.0
    assert sparse.slice(Indices.at(2)) == [0.0, 0.0, 0.0, 2.5]
    assert TFloat32.tensorOf(sparse) == sparse.toDense()
    dense = sparse.toDense()
    dense.setFloat(9.0, 1, 1)  # the dense copy is writable, the sparse array is not
    assert sparse.getFloat(1, 1) == 0.0
    with pytest.raises(RuntimeError, match="read-only"):
        sparse.setFloat(1.0, 0, 0)
    with pytest.raises(RuntimeError, match="read-only"):
        sparse.get(0).setFloat(1.0, 0)
    ints = NdArrays.sparseOf(
        StdArrays.ndCopyOf(np.array([[1]], dtype=np.int64)), NdArrays.vectorOf(7), -1, Shape.of(3)
    )
    assert isinstance(ints, IntNdArray)
    assert ints == [-1, 7, -1]
    assert ints.getDefaultValue() == -1
    strings = NdArrays.sparseOfObjects(
        str,
        StdArrays.ndCopyOf(np.array([[0], [2]], dtype=np.int64)),
        NdArrays.vectorOfObjects("a", "c"),
        "-",
        Shape.of(3),
    )
    assert strings == TString.vectorOf("a", "-", "c")
    nulls = NdArrays.sparseOfObjects(
        str,
        StdArrays.ndCopyOf(np.array([[0]], dtype=np.int64)),
        NdArrays.vectorOfObjects("a"),
        Shape.of(2),
    )
    assert list(nulls.streamOfObjects()) == ["a", None]
    with pytest.raises(ValueError, match="indices must have shape"):
        NdArrays.sparseOf(NdArrays.vectorOf(np.int64(0)), NdArrays.vectorOf(1), Shape.of(2))
    with pytest.raises(ValueError, match="vector of 2"):
        NdArrays.sparseOf(indices, NdArrays.vectorOf(1.0), Shape.of(3, 4))
    # Java does not check the coordinates against the shape: [2, 3] is kept, never read
    outside = NdArrays.sparseOf(indices, NdArrays.vectorOf(1.0, 2.0), Shape.of(2, 4))
    assert outside.getIndices() is indices and np.asarray(outside.toDense()).sum() == 1.0
    with pytest.raises(TypeError, match="LongNdArray"):
        NdArrays.sparseOf(StdArrays.ndCopyOf([[0, 1]]), NdArrays.vectorOf(1.0), Shape.of(3, 4))
    with pytest.raises(TypeError, match="sparseOfObjects"):
        NdArrays.sparseOf(indices, NdArrays.vectorOfObjects("a", "b"), Shape.of(3, 4))


def test_typed_streams() -> None:
    assert list(NdArrays.vectorOf(1, 2).streamOfInts()) == [1, 2]
    assert list(NdArrays.vectorOf(np.int64(3)).streamOfLongs()) == [3]
    assert list(NdArrays.vectorOf(np.float64(1.5)).streamOfDoubles()) == [1.5]
    assert list(TInt32.tensorOf([[1], [2]]).streamOfInts()) == [1, 2]


def test_heap_arrays_do_not_load_tensorflow() -> None:
    import subprocess
    import sys

    code = (
        "import sys;"
        "from org.tensorflow.ndarray import NdArrays, StdArrays, Shape;"
        "from org.tensorflow.ndarray.buffer import DataBuffers;"
        "a = StdArrays.ndCopyOf([[1, 2]]); a.copyFrom(DataBuffers.of(3, 4));"
        "NdArrays.wrap(Shape.of(2), DataBuffers.ofFloats(2)).setFloat(1.0, 0);"
        "print('tensorflow' in sys.modules)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "False"


def test_rank_errors_are_illegal_rank_exceptions() -> None:
    """Too few or too many coordinates for a scalar: Java's IllegalRankException, an
    IllegalArgumentException (so a ValueError here); a coordinate out of range: IndexError."""
    from org.tensorflow.ndarray import IllegalRankException

    matrix = NdArrays.ofInts(Shape.of(3, 2))
    assert issubclass(IllegalRankException, ValueError)
    with pytest.raises(IllegalRankException):
        matrix.getInt(1)
    with pytest.raises(IllegalRankException):
        matrix.setObject(4, 1)
    with pytest.raises(IllegalRankException):
        matrix.get(0, 1, 0)
    with pytest.raises(IndexError):
        matrix.setInt(4, 1, 2)


def test_with_shape_of_its_own_shape_is_the_array_itself() -> None:
    array = NdArrays.ofFloats(Shape.of(2, 3))
    assert array.withShape(Shape.of(2, 3)) is array
    reshaped = array.withShape(Shape.of(3, 2))
    assert reshaped is not array and reshaped.shape() == Shape.of(3, 2)


def test_heap_arrays_hash_by_value_and_print_as_java() -> None:
    """Equal arrays hash alike (Java's hashCode); ``str``/``toString`` are Java's class and
    shape (``DenseNdArray`` for arrays of objects)."""
    a = NdArrays.vectorOf(1, 2)
    b = NdArrays.ofInts(Shape.of(2)).setInt(1, 0).setInt(2, 1)
    assert a == b and hash(a) == hash(b) and a.hashCode() == b.hashCode()
    assert hash(a) != hash(NdArrays.vectorOf(2, 1))
    assert len({a, b}) == 1
    assert str(NdArrays.ofDoubles(Shape.of(5, 4))) == "DoubleDenseNdArray(shape=[5, 4])"
    assert str(NdArrays.ofBooleans(Shape.scalar())) == "BooleanDenseNdArray(shape=[])"
    assert str(NdArrays.vectorOfObjects("a", "b")) == "DenseNdArray(shape=[2])"


def test_dense_classes_create_over_a_buffer() -> None:
    """``impl.dense``'s ``XDenseNdArray.create(buffer, shape)``: the buffer's values, shared;
    a buffer of another type is a TypeError."""
    from org.tensorflow.ndarray.impl.dense import FloatDenseNdArray, IntDenseNdArray

    buffer = DataBuffers.ofFloats(6)
    matrix = FloatDenseNdArray.create(buffer, Shape.of(2, 3))
    assert isinstance(matrix, FloatDenseNdArray) and matrix.shape() == Shape.of(2, 3)
    matrix.setFloat(2.5, 1, 2)
    assert buffer.getFloat(5) == 2.5
    with pytest.raises(TypeError, match="IntDenseNdArray.create"):
        IntDenseNdArray.create(buffer, Shape.of(6))
