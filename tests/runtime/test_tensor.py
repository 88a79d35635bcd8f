"""Port of TensorFlow Java's ``org.tensorflow.TensorTest`` (the parts that are not JNI).

Java's ``DataBuffers.of(array)`` and NIO buffers are numpy arrays, lists, ``bytes`` or
``bytearray`` here; ``StdArrays.ndCopyOf(array)`` is a nested list. Java's
``BufferUnderflowException``/``BufferOverflowException`` on a too-small buffer are ValueError.
"""

from __future__ import annotations

import sys

import numpy as np
import pytest

from tfjava.ndarray import Shape
from tfjava.tensor import Tensor
from tfjava.types import TBool, TFloat32, TFloat64, TInt32, TInt64, TString, TUint8, _dtypes

SKIPPED: dict[str, str] = {
    "createWithRawData (TString part)": (
        "reads and writes the raw TF_STRING C-API layout through asRawTensor(), JNI-specific; "
        "the TBool raw bytes, direct buffer and shape-check parts are ported"
    ),
    "eagerTensorIsReleasedAfterSessionIsClosed": (
        "checks that the JNI native handle of an eager result is released with its "
        "EagerSession (memory management)"
    ),
    "fromHandle": "rebuilds a tensor from a JNI native TF_Tensor handle (RawTensor.fromHandle)",
}

EPSILON = 1e-7
EPSILON_F = 1e-7


def test_createWithRawData() -> None:
    doubles = [1.0, 2.0, 3.0, 4.0]
    doubles_shape = Shape.of(4)
    bools = [True, False, True, False]
    bools_ = bytes([1, 0, 1, 0])
    bools_shape = Shape.of(4)

    # validate creating a tensor using a raw data byte buffers
    with Tensor.of(TBool, bools_shape, bools_) as t:
        actual = [False] * len(bools_)
        t.read(actual)
        assert actual == bools

    # validate creating a tensor using a direct byte buffer (in host order)
    buf = np.array(doubles, dtype=np.float64)
    with TFloat64.tensorOf(doubles_shape, lambda d: d.write(buf)) as t:
        actual_d = [0.0] * len(doubles)
        t.read(actual_d)
        assert actual_d == pytest.approx(doubles, abs=EPSILON)

    # validate shape checking
    with pytest.raises(ValueError, match="not large enough"):
        Tensor.of(TBool, Shape.of(len(bools_) * 2), bools_)


def test_createFromBufferWithNativeByteOrder() -> None:
    doubles = [1.0, 2.0, 3.0, 4.0]
    buf = np.array(doubles, dtype=np.dtype(np.float64).newbyteorder("="))
    with TFloat64.tensorOf(Shape.of(4), buf) as t:
        actual = np.zeros(len(doubles))
        t.read(actual)
        assert actual.tolist() == pytest.approx(doubles, abs=EPSILON)


def test_createFromBufferWithNonNativeByteOrder() -> None:
    doubles = [1.0, 2.0, 3.0, 4.0]
    foreign = ">" if sys.byteorder == "little" else "<"
    buf = np.array(doubles, dtype=np.dtype(foreign + "f8"))
    with TFloat64.tensorOf(Shape.of(4), buf) as t:
        actual = np.zeros(len(doubles))
        t.read(actual)
        assert actual.tolist() == pytest.approx(doubles, abs=EPSILON)


def test_createWithTypedBuffer() -> None:
    ints = np.array([1, 2, 3, 4], dtype=np.int32)
    floats = np.array([1.0, 2.0, 3.0, 4.0], dtype=np.float32)
    doubles = np.array([1.0, 2.0, 3.0, 4.0], dtype=np.float64)
    longs = np.array([1, 2, 3, 4], dtype=np.int64)

    # validate creating a tensor using a typed buffer
    shape = Shape.of(4)
    with TFloat64.tensorOf(shape, doubles) as t:
        actual = np.zeros_like(doubles)
        t.read(actual)
        assert np.array_equal(doubles, actual)
    with TFloat32.tensorOf(shape, floats) as t:
        actual_f = np.zeros_like(floats)
        t.read(actual_f)
        assert np.array_equal(floats, actual_f)
    with TInt32.tensorOf(shape, ints) as t:
        actual_i = np.zeros_like(ints)
        t.read(actual_i)
        assert np.array_equal(ints, actual_i)
    with TInt64.tensorOf(shape, longs) as t:
        actual_l = np.zeros_like(longs)
        t.read(actual_l)
        assert np.array_equal(longs, actual_l)

    # validate shape-checking
    shape = Shape.of(5)
    for cls, data in ((TFloat64, doubles), (TFloat32, floats), (TInt32, ints), (TInt64, longs)):
        with pytest.raises(ValueError, match="not enough data"):
            cls.tensorOf(shape, data)


def test_readFromRawData() -> None:
    # Java reads each tensor's raw bytes through asRawTensor().data(); here through numpy.
    ints = [1, 2, 3]
    floats = [1.0, 2.0, 3.0]
    doubles = [1.0, 2.0, 3.0]
    longs = [1, 2, 3]
    bools = [True, False, True]

    with (
        TInt32.vectorOf(ints) as tints,
        TFloat32.vectorOf(floats) as tfloats,
        TFloat64.vectorOf(doubles) as tdoubles,
        TInt64.vectorOf(longs) as tlongs,
        TBool.vectorOf(bools) as tbools,
    ):
        # validate that any datatype is readable as bytes (content, size)
        raw = tfloats.numpy().tobytes()
        assert tfloats.numBytes() == len(raw)
        assert np.frombuffer(raw, dtype=np.float32)[0] == pytest.approx(floats[0], abs=EPSILON)

        raw = tdoubles.numpy().tobytes()
        assert tdoubles.numBytes() == len(raw)
        assert np.frombuffer(raw, dtype=np.float64)[0] == pytest.approx(doubles[0], abs=EPSILON)

        raw = tints.numpy().tobytes()
        assert tints.numBytes() == len(raw)
        assert np.frombuffer(raw, dtype=np.int32)[0] == ints[0]

        raw = tlongs.numpy().tobytes()
        assert tlongs.numBytes() == len(raw)
        assert np.frombuffer(raw, dtype=np.int64)[0] == longs[0]

        raw = tbools.numpy().tobytes()
        assert tbools.numBytes() == len(raw)
        assert (raw[0] != 0) == bools[0]

        # validate byte order conversion
        foreign = ">" if sys.byteorder == "little" else "<"
        foreignBuf = np.zeros(3, dtype=np.dtype(foreign + "f8"))
        tdoubles.read(foreignBuf)
        assert foreignBuf.tolist() == pytest.approx(doubles, abs=EPSILON)


def test_scalars() -> None:
    with TFloat32.scalarOf(2.718) as t:
        assert t.type() is TFloat32
        assert t.dataType() == _dtypes.DT_FLOAT
        assert t.shape().numDimensions() == 0
        assert t.getFloat() == pytest.approx(2.718, abs=EPSILON_F)

    with TFloat64.scalarOf(3.1415) as t64:
        assert t64.type() is TFloat64
        assert t64.dataType() == _dtypes.DT_DOUBLE
        assert t64.shape().numDimensions() == 0
        assert t64.getDouble() == pytest.approx(3.1415, abs=EPSILON)

    with TInt32.scalarOf(-33) as ti:
        assert ti.type() is TInt32
        assert ti.dataType() == _dtypes.DT_INT32
        assert ti.shape().numDimensions() == 0
        assert ti.getInt() == -33

    with TInt64.scalarOf(8589934592) as tl:
        assert tl.type() is TInt64
        assert tl.dataType() == _dtypes.DT_INT64
        assert tl.shape().numDimensions() == 0
        assert tl.getLong() == 8589934592

    with TBool.scalarOf(True) as tb:
        assert tb.type() is TBool
        assert tb.dataType() == _dtypes.DT_BOOL
        assert tb.shape().numDimensions() == 0
        assert tb.getBoolean()

    with TString.scalarOf("sombrero") as ts:
        assert ts.type() is TString
        assert ts.dataType() == _dtypes.DT_STRING
        assert ts.shape().numDimensions() == 0
        assert ts.getObject() == "sombrero"

    bytes_ = bytes([1, 2, 3, 4])
    with TString.tensorOfBytes(np.array(bytes_, dtype=object)) as tbytes:
        assert tbytes.type() is TString
        assert tbytes.dataType() == _dtypes.DT_STRING
        assert tbytes.shape().numDimensions() == 0
        assert tbytes.asBytes().getObject() == bytes_


def test_nDimensional() -> None:
    vector = [1.414, 2.718, 3.1415]
    with TFloat64.tensorOf(vector) as t:
        assert t.type() is TFloat64
        assert t.dataType() == _dtypes.DT_DOUBLE
        assert t.shape().numDimensions() == 1
        assert t.shape().size(0) == 3
        assert vector == t

    matrix = [[1, 2, 3], [4, 5, 6]]
    with TInt32.tensorOf(matrix) as ti:
        assert ti.type() is TInt32
        assert ti.dataType() == _dtypes.DT_INT32
        assert ti.shape().numDimensions() == 2
        assert ti.shape().size(0) == 2
        assert ti.shape().size(1) == 3
        assert matrix == ti

    threeD = [[[1], [3], [5], [7], [9]], [[2], [4], [6], [8], [0]]]
    with TInt64.tensorOf(threeD) as tl:
        assert tl.type() is TInt64
        assert tl.dataType() == _dtypes.DT_INT64
        assert tl.shape().numDimensions() == 3
        assert tl.shape().size(0) == 2
        assert tl.shape().size(1) == 5
        assert tl.shape().size(2) == 1
        assert threeD == tl

    fourD = [
        [[[False, False, False, True], [False, False, True, False]]],
        [[[False, False, True, True], [False, True, False, False]]],
        [[[False, True, False, True], [False, True, True, False]]],
    ]
    with TBool.tensorOf(fourD) as tb:
        assert tb.type() is TBool
        assert tb.dataType() == _dtypes.DT_BOOL
        assert tb.shape().numDimensions() == 4
        assert tb.shape().size(0) == 3
        assert tb.shape().size(1) == 1
        assert tb.shape().size(2) == 2
        assert tb.shape().size(3) == 4
        assert fourD == tb


def test_testNDimensionalStringTensor() -> None:
    matrix = TString.tensorOf(Shape.of(4, 3))
    for i in range(4):
        for j in range(3):
            matrix.setObject(f"({i}, {j}) = {i << j}", i, j)
    with TString.tensorOf(matrix) as t:
        assert t.type() is TString
        assert t.dataType() == _dtypes.DT_STRING
        assert t.shape().numDimensions() == 2
        assert t.shape().size(0) == 4
        assert t.shape().size(1) == 3
        assert matrix == t

    byteMatrix = [[matrix.getObject(i, j).encode("utf-8") for j in range(3)] for i in range(4)]
    with TString.tensorOfBytes(byteMatrix) as tb:
        assert tb.type() is TString
        assert tb.dataType() == _dtypes.DT_STRING
        assert tb.shape().numDimensions() == 2
        assert tb.shape().size(0) == 4
        assert tb.shape().size(1) == 3
        assert byteMatrix == tb.asBytes()
        assert matrix == tb


def test_testUint8TensorFromArray() -> None:
    vector = bytes([1, 2, 3, 4])
    with TUint8.vectorOf(vector) as t:
        assert t.type() is TUint8
        assert t.dataType() == _dtypes.DT_UINT8
        assert t.shape().numDimensions() == 1
        assert t.shape().size(0) == 4

        got = bytearray(4)
        t.read(got)
        assert bytes(got) == vector


def test_testCreateFromArrayOfBoxed() -> None:
    vector = [1, 2, 3, 4]
    with TInt32.tensorOf(Shape.of(4), lambda d: d.write(vector)) as t:
        assert t.type() is TInt32
        assert t.dataType() == _dtypes.DT_INT32
        assert t.shape().numDimensions() == 1
        assert t.shape().size(0) == 4

        got: list[int] = [0] * 4
        t.read(got)
        assert got == vector


def test_failCreateOnMismatchedDimensions() -> None:
    invalid = [[[0] * (x + y + 1) for y in range(1)] for x in range(3)]
    with pytest.raises(ValueError):
        TInt32.tensorOf(invalid)


def test_tensorWithZeroDimension() -> None:
    # Note: Historically, TF Java failed on purpose when trying to allocate a tensor with a
    # shape that has one or more dimensions set to 0 elements. But Python API allows it, so we
    # should do the same.
    with TInt32.tensorOf(Shape.of(3, 0, 1)) as t:
        assert t.numBytes() == 0
        assert t.shape().size() == 0
    with TInt32.tensorOf(np.zeros((3, 0, 1), dtype=np.int32)) as t:
        assert t.numBytes() == 0
        assert t.shape().size() == 0
    with TInt32.tensorOf([[], [], []]) as t:
        assert t.numBytes() == 0
        assert t.shape() == Shape.of(3, 0)


def test_allocateTensorWithSize() -> None:
    with Tensor.of(TInt32, Shape.of(2, 2, 2), 8 * 4):
        pass  # ok
    with Tensor.of(TInt32, Shape.of(2, 2, 2), 9 * 4):
        pass  # ok (size requested is larger that minimum space required)
    with pytest.raises(ValueError, match="smaller"):
        Tensor.of(TInt32, Shape.of(2, 2, 2), 8 * 4 - 1)


def test_useAfterClose() -> None:
    n = 4
    t = TInt32.scalarOf(n)
    t.close()
    with pytest.raises(RuntimeError):
        t.numBytes()


def test_gracefullyFailCreationFromNullArrayForStringTensor() -> None:
    # Java's byte[][] with a null row; here a None element.
    with pytest.raises(TypeError):
        TUint8.tensorOf([None])
    with pytest.raises((TypeError, ValueError)):
        TUint8.tensorOf([[[0, 0], [0, 0]], None])


# --------------------------------------------------------------------------------------------
# Tensor.of and the Tensor interface


def test_Tensor_of_overloads() -> None:
    zeros = Tensor.of(TFloat32, Shape.of(2))
    assert isinstance(zeros, TFloat32)
    assert zeros == [0.0, 0.0]
    initialized = Tensor.of(TInt64, Shape.of(2), lambda t: t.setLong(3, 0))
    assert initialized == [3, 0]
    sized = Tensor.of(TInt64, Shape.of(1), 8, lambda t: t.setLong(1, 0))
    assert sized == [1]
    raw = Tensor.of(TInt32, Shape.of(2), np.array([5, 6], dtype=np.int32).tobytes())
    assert raw == [5, 6]
    with pytest.raises(ValueError, match="unknown"):
        Tensor.of(TFloat32, Shape.of(-1, 2))
    with pytest.raises(ValueError, match="unknown"):
        Tensor.of(TFloat32, Shape.unknown())
    with pytest.raises(TypeError, match="tensor type class"):
        Tensor.of(int, Shape.of(1))  # type: ignore[type-var]
    with pytest.raises(TypeError):
        Tensor.of(TFloat32, Shape.of(1), "x")  # type: ignore[call-overload]
    with pytest.raises(ValueError, match="raw data is not supported"):
        Tensor.of(TString, Shape.of(1), b"abc")


def test_Tensor_of_initializer_failure_closes_the_tensor() -> None:
    created: list[TInt32] = []

    def init(t: TInt32) -> None:
        created.append(t)
        raise ValueError("bad init")

    with pytest.raises(ValueError, match="bad init"):
        Tensor.of(TInt32, Shape.of(1), init)
    assert created[0].isClosed()


def test_tensor_interface() -> None:
    t = TFloat64.tensorOf([[1.0, 2.0, 3.0]])
    assert isinstance(t, Tensor)
    assert t.rank() == 2
    assert t.size() == 3
    assert t.numBytes() == 24
    assert t.shape() == Shape.of(1, 3)
    assert t.shape() is t.shape()  # cached: a tensor's shape never changes
