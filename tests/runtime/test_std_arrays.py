"""``StdArrays``: heap arrays from and to Java arrays (nested lists and numpy arrays)."""

from __future__ import annotations

import ml_dtypes
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
    StdArrays,
)
from org.tensorflow.types import TBool, TFloat32, TFloat64, TInt32, TInt64, TString, TUint8


def test_ndCopyOf_types_follow_the_contract() -> None:
    assert isinstance(StdArrays.ndCopyOf([[1, 2], [3, 4]]), IntNdArray)
    assert isinstance(StdArrays.ndCopyOf([1.0, 2]), FloatNdArray)
    assert isinstance(StdArrays.ndCopyOf([[True], [False]]), BooleanNdArray)
    assert isinstance(StdArrays.ndCopyOf(np.zeros((2, 2))), DoubleNdArray)
    assert isinstance(StdArrays.ndCopyOf(np.zeros(2, np.int64)), LongNdArray)
    assert isinstance(StdArrays.ndCopyOf(np.zeros(2, np.int16)), ShortNdArray)
    assert isinstance(StdArrays.ndCopyOf([b"ab", b"cd"]), ByteNdArray)  # byte[][]
    assert isinstance(StdArrays.ndCopyOf([[np.int64(1)], [np.int64(2)]]), LongNdArray)
    strings = StdArrays.ndCopyOf([["a", "b"]])
    assert isinstance(strings, NdArray)
    assert strings == TString.tensorOf([["a", "b"]])
    matrix = StdArrays.ndCopyOf([[1, 2, 3], [4, 5, 6]])
    assert matrix.shape() == Shape.of(2, 3)
    assert matrix.getInt(1, 2) == 6
    six = StdArrays.ndCopyOf([[[[[[1.5]]]]]])
    assert six.shape() == Shape.of(1, 1, 1, 1, 1, 1)


def test_ndCopyOf_copies() -> None:
    source = np.array([1, 2], dtype=np.int32)
    copy = StdArrays.ndCopyOf(source)
    copy.setInt(10, 0)
    assert source[0] == 1


def test_ndCopyOf_errors() -> None:
    with pytest.raises(ValueError, match="rectangular"):
        StdArrays.ndCopyOf([[1, 2], [3]])
    with pytest.raises(ValueError, match="rectangular"):
        StdArrays.ndCopyOf([[1, 2], 3])
    with pytest.raises(ValueError, match="numpy.int64"):
        StdArrays.ndCopyOf([2**40])
    with pytest.raises(ValueError, match="empty"):
        StdArrays.ndCopyOf([[], []])
    with pytest.raises(TypeError, match="one type"):
        StdArrays.ndCopyOf([True, 1])
    with pytest.raises(TypeError, match="array"):
        StdArrays.ndCopyOf(3)


def test_shapeOf() -> None:
    assert StdArrays.shapeOf([[1, 2, 3], [4, 5, 6]]) == Shape.of(2, 3)
    assert StdArrays.shapeOf(np.zeros((2, 0, 4))) == Shape.of(2, 0, 4)
    assert StdArrays.shapeOf(b"abc") == Shape.of(3)
    assert StdArrays.shapeOf([[], []]) == Shape.of(2, 0)
    # ragged (Java's StdArraysTest.shapeOfRagged3DMatrix): the dimension is UNKNOWN_SIZE
    assert StdArrays.shapeOf([[1], [2, 3]]).asArray() == [2, Shape.UNKNOWN_SIZE]
    ragged = [[[1, 2, 3], [4, 5, 6], [7, 8, 9]], [[1, 2, 3], [4, 5, 6]]]
    assert StdArrays.shapeOf(ragged).asArray() == [2, Shape.UNKNOWN_SIZE, 3]


def test_copyTo_fills_an_ndarray() -> None:
    dst = NdArrays.ofLongs(Shape.of(2, 2))
    StdArrays.copyTo([[1, 2], [3, 2**40]], dst)
    assert dst == np.array([[1, 2], [3, 2**40]], dtype=np.int64)
    tensor = TFloat32.tensorOf(Shape.of(2))
    StdArrays.copyTo([0.5, 1.5], tensor)
    assert tensor == [0.5, 1.5]
    bytes_ = NdArrays.ofBytes(Shape.of(1, 2))
    StdArrays.copyTo([b"\x01\xff"], bytes_)
    assert bytes_ == [[1, -1]]
    with pytest.raises(ValueError, match="does not match"):
        StdArrays.copyTo([1, 2, 3], NdArrays.ofInts(Shape.of(2)))
    with pytest.raises(TypeError, match="expected bools"):
        StdArrays.copyTo([1], NdArrays.ofBooleans(Shape.of(1)))
    with pytest.raises(TypeError, match="NdArray"):
        StdArrays.copyTo([1], [0])  # type: ignore[arg-type]


def test_copyFrom_fills_java_arrays_in_place() -> None:
    src = StdArrays.ndCopyOf([[1, 2], [3, 4]])
    dst = np.zeros((2, 2), dtype=np.int32)
    StdArrays.copyFrom(src, dst)
    assert dst.tolist() == [[1, 2], [3, 4]]
    nested = [[0, 0], [0, 0]]
    StdArrays.copyFrom(src, nested)
    assert nested == [[1, 2], [3, 4]]
    strings = [""] * 2
    StdArrays.copyFrom(TString.vectorOf("x", "y"), strings)
    assert strings == ["x", "y"]
    raw = bytearray(2)
    StdArrays.copyFrom(TUint8.vectorOf(b"\x05\xff"), raw)
    assert raw == b"\x05\xff"
    # Java (StdArraysTest.vectors, matrices): a longer destination keeps its other elements,
    # a shorter one is ArrayIndexOutOfBoundsException (IndexError)
    bigger = np.full((3, 3), 9, dtype=np.int32)
    StdArrays.copyFrom(src, bigger)
    assert bigger.tolist() == [[1, 2, 9], [3, 4, 9], [9, 9, 9]]
    longer = [[0, 0, 0], [0, 0, 0], [0, 0, 0]]
    StdArrays.copyFrom(src, longer)
    assert longer == [[1, 2, 0], [3, 4, 0], [0, 0, 0]]
    with pytest.raises(IndexError, match="cannot hold"):
        StdArrays.copyFrom(src, [[0, 0]])
    with pytest.raises(IndexError, match="cannot hold"):
        StdArrays.copyFrom(src, np.zeros((2, 1), dtype=np.int32))
    with pytest.raises(ValueError, match="rank"):
        StdArrays.copyFrom(src, np.zeros(4, dtype=np.int32))
    with pytest.raises(TypeError):
        StdArrays.copyFrom(src, "xy")


def test_arrayNdCopyOf() -> None:
    assert StdArrays.array1dCopyOf(NdArrays.vectorOf(1, 2)) == [1, 2]
    assert StdArrays.array2dCopyOf(StdArrays.ndCopyOf([[1.5], [2.5]])) == [[1.5], [2.5]]
    assert StdArrays.array1dCopyOf(NdArrays.vectorOf(b"\x01\xff")) == b"\x01\xff"  # byte[]
    assert StdArrays.array2dCopyOf(StdArrays.ndCopyOf([b"ab", b"cd"])) == [b"ab", b"cd"]
    assert StdArrays.array1dCopyOf(TString.vectorOf("a", "b"), str) == ["a", "b"]
    cube = StdArrays.ndCopyOf(np.zeros((1, 2, 3), dtype=bool))
    assert StdArrays.array3dCopyOf(cube) == [[[False] * 3] * 2]
    four = NdArrays.ofInts(Shape.of(1, 1, 1, 2))
    assert StdArrays.array4dCopyOf(four) == [[[[0, 0]]]]
    assert StdArrays.array5dCopyOf(NdArrays.ofInts(Shape.of(1, 1, 1, 1, 1))) == [[[[[0]]]]]
    assert StdArrays.array6dCopyOf(NdArrays.ofInts(Shape.of(1, 1, 1, 1, 1, 1))) == [[[[[[0]]]]]]
    with pytest.raises(ValueError, match="rank 2"):
        StdArrays.array2dCopyOf(NdArrays.vectorOf(1, 2))
    with pytest.raises(TypeError, match="class int"):
        StdArrays.array1dCopyOf(NdArrays.vectorOfObjects("a"), int)
    with pytest.raises(TypeError, match="NdArray"):
        StdArrays.array1dCopyOf([1, 2])  # type: ignore[arg-type]


def test_tensor_benchmark_initializations_agree() -> None:
    # The three ways TensorFlow Java's TensorBenchmark fills a TInt32 of shape (3, 3, 3, 3):
    # a Java int[][][][] copied in, vectors set one by one, and a flat IntDataBuffer.
    from org.tensorflow.ndarray.buffer import DataBuffers
    from org.tensorflow.types import TInt32

    data = [[[[i, j, k] for k in range(3)] for j in range(3)] for i in range(3)]
    by_array = TInt32.tensorOf(StdArrays.shapeOf(data), lambda d: StdArrays.copyTo(data, d))

    def by_vectors_init(d: TInt32) -> None:
        for i in range(3):
            for j in range(3):
                for k in range(3):
                    d.set(NdArrays.vectorOf(i, j, k), i, j, k)

    by_vectors = TInt32.tensorOf(Shape.of(3, 3, 3, 3), by_vectors_init)
    flat = [v for i in range(3) for j in range(3) for k in range(3) for v in (i, j, k)]
    by_buffer = TInt32.tensorOf(Shape.of(3, 3, 3, 3), DataBuffers.of(*flat))
    assert by_array.shape() == Shape.of(3, 3, 3, 3)
    assert by_array.getInt(2, 1, 0, 0) == 2
    assert by_array.getInt(2, 1, 0, 1) == 1
    assert by_array == by_vectors
    assert by_array == by_buffer


def test_corpus_spellings() -> None:
    # How the heap-array lines of TensorFlow Java's other tests (SparseTensorTest,
    # SavedModelBundleTest, SessionTest) port: Java's long[][] and double literals are numpy
    # int64 and float64 values, float[] literals Python floats.
    from org.tensorflow.types import TFloat32, TFloat64, TInt32, TInt64

    indices = StdArrays.ndCopyOf(np.array([[0, 0], [0, 2], [1, 0]], dtype=np.int64))
    assert isinstance(indices, LongNdArray)
    with TInt64.tensorOf(indices) as t:
        assert t == indices
        assert indices == t
    values = NdArrays.vectorOf(np.float64(10.0), np.float64(30.0), np.float64(40.0))
    assert values == TFloat64.vectorOf(np.array([10.0, 30.0, 40.0]))
    assert NdArrays.vectorOf(np.int64(3), np.int64(2)) == TInt64.vectorOf(np.int64(3), np.int64(2))
    with TFloat32.tensorOf(StdArrays.ndCopyOf([2.0, 2.0])) as x:
        assert x.shape() == Shape.of(2)
    xValue = StdArrays.ndCopyOf([[0.0, 1.0, 2.0], [3.0, 4.0, 5.0]])
    assert isinstance(xValue, FloatNdArray)
    assert TFloat32.tensorOf(xValue).getFloat(1, 2) == 5.0
    assert TInt32.tensorOf(StdArrays.ndCopyOf([[5], [7]])) == [[5], [7]]


def test_nd_copy_of_refuses_a_null_subarray() -> None:
    # Java's StdArrays: "One of the subarray is null", an IllegalStateException.
    with pytest.raises(RuntimeError, match="subarrays is null"):
        StdArrays.ndCopyOf([np.zeros(2, np.int8), None])
    with pytest.raises(RuntimeError, match="subarrays is null"):
        StdArrays.shapeOf([[1, 2], None])
    # A null element of an object array is a value, not a subarray.
    assert StdArrays.ndCopyOf(["a", None]).getObject(1) is None


def _copied(src: NdArray[object], dtype: object, how: str = "copyFrom") -> list[object]:
    dst = np.zeros(src.shape().asArray(), dtype=dtype)  # type: ignore[call-overload]
    if how == "copyFrom":
        StdArrays.copyFrom(src, dst)
    elif how == "copyTo":
        src.copyTo(dst)
    else:
        src.read(dst)
    return dst.tolist()  # type: ignore[no-any-return]


@pytest.mark.parametrize("how", ["copyFrom", "copyTo", "read"])
def test_numpy_destinations_refuse_what_they_cannot_hold(how: str) -> None:
    # Java's copy into a narrower array does not compile; NdArray and DataBuffer destinations
    # refuse a value out of range: a numpy destination must not wrap around either.
    cases = [
        (TInt64.vectorOf(2**40), np.int32, ValueError, "1099511627776 is out of range"),
        (TInt32.vectorOf(300), np.uint8, ValueError, "300 is out of range"),
        (TInt32.vectorOf(-1), np.uint32, ValueError, "-1 is out of range"),
        (TFloat32.vectorOf(1.5), np.int32, TypeError, "float32 values into an array of int32"),
        (TFloat64.vectorOf(float("nan")), np.int64, TypeError, "float64 values"),
        (TFloat64.vectorOf(1e300), np.float32, ValueError, "out of range for float32"),
        (TInt32.vectorOf(100000), np.float16, ValueError, "out of range for float16"),
        (TFloat32.vectorOf(3e38), np.float16, ValueError, "out of range for float16"),
        (TInt32.vectorOf(1), np.bool_, TypeError, "int32 values into an array of bool"),
    ]
    for src, dtype, error, message in cases:
        with pytest.raises(error, match=message):
            _copied(src, dtype, how)


@pytest.mark.parametrize("how", ["copyFrom", "copyTo", "read"])
def test_numpy_destinations_take_same_kind_and_widening_copies(how: str) -> None:
    assert _copied(TInt64.vectorOf(7, -3), np.int32, how) == [7, -3]
    assert _copied(TInt32.vectorOf(255), np.uint8, how) == [255]
    assert _copied(TInt32.vectorOf(1, 2), np.float32, how) == [1.0, 2.0]
    assert _copied(TFloat32.vectorOf(1.5), np.float64, how) == [1.5]
    assert _copied(TFloat64.vectorOf(float("inf"), float("nan")), np.float32, how)[0] == np.inf
    assert _copied(TFloat32.vectorOf(1.5), ml_dtypes.bfloat16, how) == [1.5]
    assert _copied(TBool.vectorOf(True, False), np.int32, how) == [1, 0]
    # Java bytes: a TUint8 copies bit for bit into a signed byte array, as Java's byte[].
    assert _copied(TUint8.vectorOf(b"\x05\xff"), np.int8, how) == [5, -1]


def test_nested_list_of_numpy_rows_is_checked_too() -> None:
    rows = [np.zeros(1, np.int32), np.zeros(1, np.int32)]
    with pytest.raises(ValueError, match="out of range"):
        StdArrays.copyFrom(TInt64.tensorOf([[1], [2**40]]), rows)
