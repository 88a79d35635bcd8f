"""``org.tensorflow.ndarray.buffer.layout.DataLayouts``: bfloat16 and half floats in shorts,
booleans in bytes, as TensorFlow Java documents them (IEEE-754 and bfloat16 bit patterns)."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow.ndarray import NdArrays, Shape
from org.tensorflow.ndarray.buffer import (
    BooleanDataBuffer,
    DataBuffers,
    FloatDataBuffer,
)
from org.tensorflow.ndarray.buffer.layout import DataLayouts, FloatDataLayout

# (float, bfloat16 bits, half-float bits): exactly representable in both formats
_BITS = [
    (0.0, 0x0000, 0x0000),
    (1.0, 0x3F80, 0x3C00),
    (-1.0, -0x4080, -0x4400),  # 0xBF80, 0xBC00 as Java's signed shorts
    (2.0, 0x4000, 0x4000),
    (0.5, 0x3F00, 0x3800),
    (-2.5, -0x3FE0, -0x3F00),  # 0xC020, 0xC100
]


@pytest.mark.parametrize(("value", "bf16", "f16"), _BITS)
def test_float_layouts_read_and_write_the_bit_patterns(value: float, bf16: int, f16: int) -> None:
    shorts = DataBuffers.ofShorts(2)
    DataLayouts.BFLOAT16.writeFloat(shorts, value, 0)
    DataLayouts.FLOAT16.writeFloat(shorts, value, 1)
    assert shorts.getShort(0) == bf16 and shorts.getShort(1) == f16
    assert DataLayouts.BFLOAT16.readFloat(shorts, 0) == value
    assert DataLayouts.FLOAT16.readObject(shorts, 1) == value
    assert DataLayouts.BFLOAT16.scale() == 1


def test_half_float_extremes() -> None:
    shorts = DataBuffers.ofShorts(1)
    DataLayouts.FLOAT16.writeFloat(shorts, 65504.0, 0)  # the largest half float
    assert shorts.getShort(0) == 0x7BFF
    DataLayouts.FLOAT16.writeFloat(shorts, 1e6, 0)  # beyond the range: infinity
    assert shorts.getShort(0) == 0x7C00
    assert DataLayouts.FLOAT16.readFloat(shorts, 0) == float("inf")


def test_applyTo_views_the_same_memory() -> None:
    shorts = DataBuffers.ofShorts(3)
    floats = DataLayouts.BFLOAT16.applyTo(shorts)
    assert isinstance(floats, FloatDataBuffer) and floats.size() == 3
    floats.setFloat(1.0, 1)
    assert shorts.getShort(1) == 0x3F80  # written through
    shorts.setShort(0x4000, 2)
    assert floats.getFloat(2) == 2.0  # read through

    half = DataLayouts.FLOAT16.applyTo(DataBuffers.ofShorts(4))
    array = NdArrays.wrap(Shape.of(2, 2), half)
    array.setFloat(0.5, 1, 1)
    assert half.getFloat(3) == 0.5 and array.getFloat(1, 1) == 0.5


def test_bool_layout() -> None:
    bytes_ = DataBuffers.ofBytes(4)
    bools = DataLayouts.BOOL.applyTo(bytes_)
    assert isinstance(bools, BooleanDataBuffer)
    bools.setBoolean(True, 0)
    assert bytes_.getByte(0) == 1
    bytes_.setByte(-1, 1)  # any nonzero byte reads true
    bytes_.setByte(2, 2)
    assert [bools.getBoolean(i) for i in range(4)] == [True, True, True, False]
    DataLayouts.BOOL.writeBoolean(bytes_, False, 0)
    assert bytes_.getByte(0) == 0 and not DataLayouts.BOOL.readBoolean(bytes_, 0)
    assert DataLayouts.BOOL.readObject(bytes_, 1) is True


def test_layout_errors_and_custom_layouts() -> None:
    with pytest.raises(TypeError, match="expected a ShortDataBuffer"):
        DataLayouts.BFLOAT16.applyTo(DataBuffers.ofInts(2))
    with pytest.raises(TypeError, match="no public constructor"):
        DataLayouts()

    class Doubled(FloatDataLayout):
        def readFloat(self, buffer, index):  # type: ignore[no-untyped-def]
            return buffer.getFloat(index) * 2

    buf = DataBuffers.of(np.array([1.5], np.float32))
    assert Doubled().readObject(buf, 0) == 3.0
    doubled = Doubled().applyTo(buf)  # an adapter: reads go through the layout
    assert doubled.getFloat(0) == 3.0
    with pytest.raises(NotImplementedError, match="writeFloat"):
        doubled.setFloat(1.0, 0)  # the layout has no writeFloat
    with pytest.raises(TypeError, match="expected a DataBuffer"):
        Doubled().applyTo([1.5])  # type: ignore[arg-type]


def test_layout_classes_of_tensorflow_java() -> None:
    """``Bfloat16Layout``/``Float16Layout``/``BoolLayout`` conversions, with the values of
    TensorFlow Java's own layout tests (round to nearest even, canonical NaN)."""
    from org.tensorflow.ndarray.impl.buffer.layout import Bfloat16Layout, BoolLayout, Float16Layout

    def bits(value: int) -> int:  # an unsigned 16-bit pattern as Java's signed short
        return value - 0x10000 if value >= 0x8000 else value

    nan_all_bits = float(np.array([0xFFFFFFFF], np.uint32).view(np.float32)[0])
    assert Bfloat16Layout.float32to16(-0.0) == bits(0x8000)
    assert Bfloat16Layout.float32to16(1e-40) == 0x0001
    assert Bfloat16Layout.float32to16(float("nan")) == 0x7FC0
    assert Bfloat16Layout.float32to16(nan_all_bits) == 0x7FC0
    assert Bfloat16Layout.float32to16(-101.0) == bits(0xC2CA)
    assert Bfloat16Layout.float32to16(65600.0) == 0x4780
    assert Float16Layout.float32to16(nan_all_bits) == 0x7E00
    assert Float16Layout.float32to16(65519.0) == 0x7BFF
    assert Float16Layout.float32to16(65520.0) == 0x7C00
    assert Float16Layout.float32to16(256.125) == 0x5C00  # a tie: to the even pattern
    assert Float16Layout.float32to16(256.375) == 0x5C02
    assert Float16Layout.float32to16(-3.052e-5) == bits(0x8200)
    assert Float16Layout.float16to32(0x3C00) == 1.0
    assert Bfloat16Layout.float16to32(bits(0xBF80)) == -1.0
    assert BoolLayout.booleanToByte(True) == 1 and BoolLayout.booleanToByte(False) == 0
    assert BoolLayout.byteToBoolean(-1) is True and BoolLayout.byteToBoolean(0) is False


def test_a_user_layout_adapts_a_buffer_both_ways() -> None:
    """An ``IntDataLayout`` storing each int in two shorts (high half, low half): the adapter
    buffer reads and writes the shorts, slices and windows move over them, and it equals any
    int buffer of the same values."""
    from org.tensorflow.ndarray.buffer import IntDataBuffer, ShortDataBuffer
    from org.tensorflow.ndarray.buffer.layout import IntDataLayout

    class TwoShorts(IntDataLayout[ShortDataBuffer]):
        def scale(self) -> int:
            return 2

        def writeInt(self, buffer: ShortDataBuffer, value: int, index: int) -> None:
            buffer.setShort(np.int16(np.uint16((value >> 16) & 0xFFFF)), index)
            buffer.setShort(np.int16(np.uint16(value & 0xFFFF)), index + 1)

        def readInt(self, buffer: ShortDataBuffer, index: int) -> int:
            high = int(buffer.getShort(index)) & 0xFFFF
            low = int(buffer.getShort(index + 1)) & 0xFFFF
            return int(np.uint32((high << 16) | low).view(np.int32))

    shorts = DataBuffers.ofShorts(6)
    ints = TwoShorts().applyTo(shorts)
    assert isinstance(ints, IntDataBuffer) and ints.size() == 3
    ints.setInt(70000, 1).setInt(-2, 2)
    assert [shorts.getShort(i) for i in range(6)] == [0, 0, 1, 4464, -1, -2]
    shorts.setShort(7, 1)  # written under the adapter: seen through it
    assert [ints.getInt(i) for i in range(3)] == [7, 70000, -2]
    assert ints == DataBuffers.of(7, 70000, -2) and hash(ints) == hash(DataBuffers.of(7, 70000, -2))
    tail = ints.offset(1)
    assert tail.size() == 2 and tail.getInt(0) == 70000
    tail.setInt(5, 1)
    assert ints.getInt(2) == 5
    window = ints.window(1)
    assert window.slide(2).buffer().getInt(0) == 5
    read = np.zeros(3, np.int32)
    ints.read(read)
    assert read.tolist() == [7, 70000, 5]
    ints.write([1, 2, 3])
    assert [shorts.getShort(i) for i in range(6)] == [0, 1, 0, 2, 0, 3]
    with pytest.raises(ValueError):
        ints.slice(2, 2)  # Java: IllegalArgumentException
    frozen = ints.asReadOnly()
    assert frozen.isReadOnly() and frozen.getInt(2) == 3
    with pytest.raises(RuntimeError, match="read-only"):
        frozen.setInt(0, 0)
