"""Heap data buffers: ``DataBuffers`` factories and the ``DataBuffer`` methods (values, views,
copies, shared memory) and their errors."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from org.tensorflow.ndarray.buffer import (
    BooleanDataBuffer,
    ByteDataBuffer,
    DataBuffer,
    DataBuffers,
    DoubleDataBuffer,
    FloatDataBuffer,
    IntDataBuffer,
    LongDataBuffer,
    ShortDataBuffer,
)
from org.tensorflow.types import TInt32


def test_of_values_picks_the_java_overload() -> None:
    assert isinstance(DataBuffers.of(1, 2), IntDataBuffer)
    assert isinstance(DataBuffers.of(1.0, 2), FloatDataBuffer)
    assert isinstance(DataBuffers.of(True, False), BooleanDataBuffer)
    assert isinstance(DataBuffers.of(np.int64(1)), LongDataBuffer)
    assert isinstance(DataBuffers.of(np.float64(1)), DoubleDataBuffer)
    assert isinstance(DataBuffers.of(np.int8(1)), ByteDataBuffer)
    assert isinstance(DataBuffers.of(np.int16(1)), ShortDataBuffer)
    assert isinstance(DataBuffers.of(b"\x01\x02"), ByteDataBuffer)
    assert list(DataBuffers.of(1, 2, 3)) == [1, 2, 3]
    assert DataBuffers.of(b"\xff").getByte(0) == -1
    with pytest.raises(TypeError, match="ofObjects"):
        DataBuffers.of("a")
    with pytest.raises(TypeError):
        DataBuffers.of()
    with pytest.raises(TypeError, match="dtype"):
        DataBuffers.of(np.zeros(2, dtype=np.complex64))
    with pytest.raises(ValueError, match="one-dimensional"):
        DataBuffers.of(np.zeros((2, 2)))


def test_of_array_shares_numpy_and_bytearray_memory() -> None:
    values = np.array([1.0, 2.0])
    buffer = DataBuffers.of(values)
    assert isinstance(buffer, DoubleDataBuffer)
    buffer.setDouble(5.0, 1)
    assert values[1] == 5.0
    raw = bytearray(4)
    bytes_buffer = DataBuffers.of(raw)
    bytes_buffer.setByte(-1, 0)
    assert raw[0] == 255
    copied = DataBuffers.of(values, False, True)
    copied.setDouble(0.0, 0)
    assert values[0] == 1.0
    read_only = DataBuffers.of(values, True, False)
    assert read_only.isReadOnly()
    with pytest.raises(RuntimeError, match="read-only"):
        read_only.setDouble(1.0, 0)
    listed = DataBuffers.of([1, 2, 3])  # a list cannot be shared: its values are copied
    assert isinstance(listed, IntDataBuffer)
    assert listed.size() == 3


@pytest.mark.parametrize(
    ("factory", "cls", "setter", "value"),
    [
        ("ofBytes", ByteDataBuffer, "setByte", -3),
        ("ofShorts", ShortDataBuffer, "setShort", -3000),
        ("ofInts", IntDataBuffer, "setInt", 70000),
        ("ofLongs", LongDataBuffer, "setLong", 2**50),
        ("ofFloats", FloatDataBuffer, "setFloat", 0.25),
        ("ofDoubles", DoubleDataBuffer, "setDouble", 1e200),
        ("ofBooleans", BooleanDataBuffer, "setBoolean", True),
    ],
)
def test_of_size(factory: str, cls: type, setter: str, value: Any) -> None:
    buffer = getattr(DataBuffers, factory)(3)
    assert isinstance(buffer, cls)
    assert buffer.size() == 3
    assert not buffer.isReadOnly()
    assert not any(buffer)
    getattr(buffer, setter)(value, 2)
    getter = "get" + setter[3:]
    assert getattr(buffer, getter)(2) == value
    assert buffer.getObject(2) == value
    with pytest.raises(IndexError):
        getattr(buffer, getter)(3)
    with pytest.raises(IndexError):
        buffer.setObject(value, -1)
    with pytest.raises(ValueError, match="negative"):
        getattr(DataBuffers, factory)(-1)
    with pytest.raises(TypeError, match="int"):
        getattr(DataBuffers, factory)(1.5)


def test_value_checks() -> None:
    with pytest.raises(ValueError, match="out of range"):
        DataBuffers.ofInts(1).setInt(2**31, 0)
    with pytest.raises(TypeError, match="expected an int"):
        DataBuffers.ofLongs(1).setLong(1.0, 0)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="expected a bool"):
        DataBuffers.ofBooleans(1).setBoolean(1, 0)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="out of range"):
        DataBuffers.ofBytes(1).setByte(256, 0)
    with pytest.raises(TypeError):
        DataBuffers.ofInts(1).getInt("0")  # type: ignore[arg-type]


def test_read_write_and_copyTo() -> None:
    buffer = DataBuffers.ofInts(4)
    buffer.write([1, 2, 3, 4])
    dst = np.zeros(2, dtype=np.int32)
    buffer.read(dst)
    assert dst.tolist() == [1, 2]
    listed = [0, 0, 0]
    buffer.read(listed, 1, 2)
    assert listed == [0, 1, 2]
    strided = np.zeros((4, 2), dtype=np.int32)[:, 1]  # a non-contiguous destination
    buffer.read(strided)
    assert strided.tolist() == [1, 2, 3, 4]
    matrix = np.zeros((2, 2), dtype=np.int32)  # filled in row-major order
    buffer.read(matrix)
    assert matrix.tolist() == [[1, 2], [3, 4]]
    buffer.write(np.array([7, 8, 9], dtype=np.int32), 1, 2)
    assert list(buffer) == [8, 9, 3, 4]
    with pytest.raises(ValueError, match="has not"):
        buffer.read(np.zeros(5, dtype=np.int32))
    with pytest.raises(ValueError, match="cannot hold"):
        buffer.write([0] * 5)
    with pytest.raises(IndexError):
        buffer.read(listed, 2, 2)
    target = DataBuffers.ofLongs(4)
    buffer.copyTo(target, 3)
    assert list(target) == [8, 9, 3, 0]
    with pytest.raises(ValueError):
        buffer.copyTo(target, 5)
    with pytest.raises(ValueError, match="cannot hold"):
        buffer.copyTo(DataBuffers.ofInts(1), 2)
    with pytest.raises(TypeError, match="DataBuffer"):
        buffer.copyTo([0, 0], 2)  # type: ignore[arg-type]


def test_views() -> None:
    buffer = DataBuffers.of(np.arange(6, dtype=np.int64))
    window = buffer.slice(2, 3)
    assert list(window) == [2, 3, 4]
    window.setLong(20, 0)
    assert buffer.getLong(2) == 20
    assert list(buffer.offset(4)) == [4, 5]
    assert list(buffer.narrow(2)) == [0, 1]
    with pytest.raises(ValueError):  # Java: IllegalArgumentException
        buffer.slice(4, 3)
    frozen = buffer.asReadOnly()
    assert frozen.isReadOnly()
    assert not buffer.isReadOnly()
    with pytest.raises(RuntimeError):
        frozen.setLong(0, 0)


def test_byte_buffers_view_other_types() -> None:
    raw = DataBuffers.of(bytearray(np.array([1.5, -2.0], dtype=np.float64).tobytes()))
    assert list(raw.asDoubles()) == [1.5, -2.0]
    ints = DataBuffers.of(bytearray(np.array([7, 8], dtype=np.int32).tobytes())).asInts()
    assert list(ints) == [7, 8]
    assert DataBuffers.of(b"\x01\x00\x01").asBooleans().getBoolean(2) is True
    assert DataBuffers.of(b"\x01\x00\x00").asShorts().size() == 1  # the odd byte is left out
    assert DataBuffers.of(b"\x00" * 8).asLongs().size() == 1
    assert DataBuffers.of(b"\x00" * 8).asFloats().size() == 2


def test_objects() -> None:
    strings = DataBuffers.ofObjects("a", "b")
    assert isinstance(strings, DataBuffer)
    assert strings.getObject(1) == "b"
    with pytest.raises(TypeError, match="expected a str"):
        strings.setObject(3, 0)
    nulls = DataBuffers.ofObjects(str, 2)
    assert list(nulls) == [None, None]
    boxed = np.empty(2, dtype=object)
    shared = DataBuffers.ofObjects(boxed)
    TInt32.vectorOf(4, 5).copyTo(shared)
    assert boxed.tolist() == [4, 5]


def test_equality() -> None:
    assert DataBuffers.of(1, 2) == DataBuffers.of(1, 2)
    assert DataBuffers.of(1, 2) != DataBuffers.of(1, 3)
    assert DataBuffers.of(1, 2) != DataBuffers.of(np.int64(1), np.int64(2))
    assert DataBuffers.ofObjects("a") == DataBuffers.ofObjects("a")
    assert DataBuffers.of(1).equals(DataBuffers.of(1))
    assert "IntDataBuffer" in repr(DataBuffers.of(1))
    with pytest.raises(TypeError, match="no public constructor"):
        DataBuffer()


def test_buffers_equal_and_hash_by_value() -> None:
    """Java's ``equals``/``hashCode``: same values, same hash; the element type counts between
    typed buffers, while a buffer of Python numbers (a ported ``Integer[]``/``Double[]``, whose
    box width is gone) equals the typed buffer holding the same values."""
    ints = DataBuffers.ofInts(2).setInt(1, 0).setInt(16, 1)
    assert ints == DataBuffers.of(1, 16) and hash(ints) == hash(DataBuffers.of(1, 16))
    assert ints != DataBuffers.of(16, 1) and hash(ints) != hash(DataBuffers.of(16, 1))
    assert ints != DataBuffers.of(np.int64(1), np.int64(16))  # an int is not a long
    boxed = DataBuffers.ofObjects(1, 16)
    assert boxed == ints and ints == boxed and hash(boxed) == hash(ints)
    doubles = DataBuffers.ofObjects(1.0, 16.0)
    assert doubles == DataBuffers.of(np.float64(1), np.float64(16))
    assert doubles != ints  # Python floats are Java's Float/Double, not Integer
    assert ints.hashCode() == hash(ints)


def test_buffers_over_arrays_of_objects() -> None:
    """``impl.buffer.misc``: a buffer whose values are arrays compares them element by element
    (``Arrays.deepEquals``); ``MiscDataBufferFactory.create`` makes one read-only or not."""
    from org.tensorflow.ndarray.impl.buffer.misc import ArrayDataBuffer, MiscDataBufferFactory

    rows = ArrayDataBuffer([[10], [30]], True)
    assert isinstance(rows, DataBuffer) and rows.size() == 2 and rows.isReadOnly()
    assert rows == ArrayDataBuffer([[10], [30]], False)
    assert hash(rows) == hash(ArrayDataBuffer([[10], [30]], True))
    assert rows != ArrayDataBuffer([[20], [30]], True)
    assert rows != ArrayDataBuffer([[[10]], [[30]]], True)  # int[][] values are not int[]
    with pytest.raises(RuntimeError, match="read-only"):
        rows.setObject([1], 0)
    shared = np.array(["a", None, None], dtype=object)
    strings = ArrayDataBuffer(shared, False)
    strings.setObject("c", 2)
    assert shared.tolist() == ["a", None, "c"]  # a numpy object array is written in place
    made = MiscDataBufferFactory.create([1.5, 2.5], True)
    assert made.isReadOnly() and made == DataBuffers.of(1.5, 2.5)


def test_buffer_windows_slide_over_the_same_buffer() -> None:
    """``window(size)``: its ``buffer()`` is one object that ``slide``/``slideTo`` point at
    other values of the source, without copying; out of the source is IndexError."""
    source = DataBuffers.of(np.arange(10, dtype=np.int64))
    window = source.window(3)
    view = window.buffer()
    assert (window.offset(), window.size(), list(view)) == (0, 3, [0, 1, 2])
    assert window.slide(4) is window and window.buffer() is view
    assert (window.offset(), list(view)) == (4, [4, 5, 6])
    view.setLong(40, 0)
    assert source.getLong(4) == 40
    window.slideTo(7).slide(-1)
    assert (window.offset(), list(view)) == (6, [6, 7, 8])
    for bad in (lambda: window.slide(2), lambda: window.slideTo(-1), lambda: window.slideTo(8)):
        with pytest.raises(IndexError):
            bad()
    with pytest.raises(ValueError):
        source.window(11)


def test_copy_to_itself_and_out_of_range_views_are_argument_errors() -> None:
    """Java's IllegalArgumentException (ValueError): copying a buffer into itself, views out
    of the buffer."""
    buffer = DataBuffers.ofFloats(4)
    with pytest.raises(ValueError, match="this buffer"):
        buffer.copyTo(buffer, 4)
    for bad in (
        lambda: buffer.slice(-1, 2),
        lambda: buffer.slice(2, -1),
        lambda: buffer.offset(5),
        lambda: buffer.narrow(5),
    ):
        with pytest.raises(ValueError):
            bad()


def test_buffers_over_java_nio_buffers() -> None:
    """``impl.buffer.nio``: a ``java.nio`` buffer over a Java array is a numpy array of the
    element type; the data buffer made of it shares its memory and has its type."""
    from org.tensorflow.ndarray.impl.buffer.nio import IntNioDataBuffer, NioDataBufferFactory

    ints = np.array([1, 16], np.int32)
    made = NioDataBufferFactory.create(ints)
    assert isinstance(made, IntDataBuffer) and made == DataBuffers.of(1, 16)
    made.setInt(5, 0)
    assert ints[0] == 5  # written through to the array
    assert isinstance(NioDataBufferFactory.create(np.zeros(2, np.float64)), DoubleDataBuffer)
    own = IntNioDataBuffer(np.zeros(3, np.int32))
    assert isinstance(own, IntDataBuffer) and own.size() == 3
    with pytest.raises(TypeError, match="buffer of int"):
        IntNioDataBuffer(np.zeros(3, np.int64))
    with pytest.raises(TypeError, match="java.nio buffer"):
        NioDataBufferFactory.create([1, 2])


def test_buffers_over_bit_sets() -> None:
    """``impl.buffer.misc.BitSetDataBuffer``: a ``BooleanDataBuffer`` over the first bits of a
    bit set (anything with Java's ``get``/``set``), written in place, viewed without copies."""
    from org.tensorflow.ndarray.impl.buffer.misc import BitSetDataBuffer, MiscDataBufferFactory

    class Bits:  # the two methods of java.util.BitSet a buffer uses
        def __init__(self) -> None:
            self.on: set[int] = {0, 8}

        def get(self, i: int) -> bool:
            return i in self.on

        def set(self, i: int, value: bool) -> None:
            (self.on.add if value else self.on.discard)(i)

    bits = Bits()
    buffer = BitSetDataBuffer(bits, 12, False)
    assert isinstance(buffer, BooleanDataBuffer) and buffer.size() == 12
    assert [buffer.getBoolean(i) for i in (0, 1, 8)] == [True, False, True]
    buffer.setBoolean(True, 3).setBoolean(False, 0)
    assert bits.on == {3, 8}
    tail = buffer.offset(8)
    assert tail.size() == 4 and tail.getBoolean(0)
    expected = [False] * 12
    expected[3] = expected[8] = True
    assert buffer == DataBuffers.of(*expected) and hash(buffer) == hash(DataBuffers.of(*expected))
    frozen = MiscDataBufferFactory.create(bits, 12, True)
    with pytest.raises(RuntimeError, match="read-only"):
        frozen.setBoolean(True, 1)
    with pytest.raises(TypeError, match="expected a BitSet"):
        BitSetDataBuffer([True], 1, False)


class _ExposesArray:
    """A buffer object that exposes its elements through numpy's array interface (as the
    porter's java.nio buffers do)."""

    def __init__(self, data: np.ndarray) -> None:
        self.data = data

    @property
    def __array_interface__(self) -> dict[str, Any]:
        return self.data[1:].__array_interface__


def test_of_a_buffer_object_wraps_its_memory_as_java_of_nio_buffer() -> None:
    backing = np.array([9.0, 1.0, 2.0], dtype=np.float32)
    buf = DataBuffers.of(_ExposesArray(backing))
    assert isinstance(buf, FloatDataBuffer) and buf.size() == 2
    buf.setFloat(5.0, 0)
    assert backing.tolist() == [9.0, 5.0, 2.0]  # shared, not copied
