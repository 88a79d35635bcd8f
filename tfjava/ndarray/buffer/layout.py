"""``org.tensorflow.ndarray.buffer.layout``: data layouts, which read a buffer of one type as
values of another (Java's ``DataLayout``, ``DataLayouts``).

``DataLayouts.BFLOAT16`` and ``DataLayouts.FLOAT16`` read the 16 bits of each short of a
``ShortDataBuffer`` as a bfloat16 or IEEE half float; ``DataLayouts.BOOL`` reads each byte of a
``ByteDataBuffer`` as a boolean (``!= 0``; true is written as 1). ``applyTo(buffer)`` returns a
``FloatDataBuffer`` (``BooleanDataBuffer``) over the same memory: writes through either buffer
are seen by the other, as in Java. Floats are rounded to 16 bits to the nearest even value, as
TensorFlow converts them (``ml_dtypes`` / numpy).

A layout written by the user (a ``DataLayout`` subclass with ``readObject``/``writeObject``, or a
typed one such as ``IntDataLayout`` with ``readInt``/``writeInt``) applies to a buffer as an
adapter (``tfjava.ndarray.buffer.adapter``): the values are decoded and encoded on each access.
"""

from __future__ import annotations

from typing import Any, ClassVar, Generic, TypeVar, cast

import ml_dtypes
import numpy as np

from tfjava.ndarray._checks import describe
from tfjava.ndarray.buffer.adapter import (
    BooleanDataBufferAdapter,
    ByteDataBufferAdapter,
    DataBufferAdapter,
    DoubleDataBufferAdapter,
    FloatDataBufferAdapter,
    IntDataBufferAdapter,
    LongDataBufferAdapter,
    ShortDataBufferAdapter,
    adapt,
)
from tfjava.ndarray.buffer.data_buffer import (
    BooleanDataBuffer,
    ByteDataBuffer,
    DataBuffer,
    DoubleDataBuffer,
    FloatDataBuffer,
    IntDataBuffer,
    LongDataBuffer,
    ShortDataBuffer,
)

__all__ = [
    "Bfloat16Layout",
    "BoolLayout",
    "BooleanDataLayout",
    "ByteDataLayout",
    "DataLayout",
    "DataLayouts",
    "DoubleDataLayout",
    "Float16Layout",
    "FloatDataLayout",
    "IntDataLayout",
    "LongDataLayout",
    "ShortDataLayout",
]

S = TypeVar("S", bound=DataBuffer[Any])
T = TypeVar("T")


class DataLayout(Generic[S, T]):
    """Converts the values of a buffer of type ``S`` to values of type ``T`` (Java
    ``DataLayout<S, T>``): subclasses implement ``readObject`` and ``writeObject``."""

    _ADAPTER: ClassVar[type[Any]] = DataBufferAdapter

    def applyTo(self, buffer: S) -> DataBuffer[T]:
        """A buffer of this layout's values over ``buffer`` (no copy): reading value ``i``
        reads ``readObject(buffer, i * scale())``, writing it ``writeObject``."""
        return cast("DataBuffer[T]", adapt(self, buffer, self._ADAPTER))

    def writeObject(self, buffer: S, value: T, index: int) -> None:
        raise NotImplementedError(f"{type(self).__name__}.writeObject")

    def readObject(self, buffer: S, index: int) -> T:
        raise NotImplementedError(f"{type(self).__name__}.readObject")

    def scale(self) -> int:
        """How many buffer values make one value of this layout (1)."""
        return 1


class FloatDataLayout(DataLayout[S, float]):
    """A layout whose values are floats (Java ``FloatDataLayout``)."""

    _ADAPTER = FloatDataBufferAdapter

    def applyTo(self, buffer: S) -> FloatDataBuffer:
        return cast("FloatDataBuffer", adapt(self, buffer, self._ADAPTER))

    def writeFloat(self, buffer: S, value: float, index: int) -> None:
        raise NotImplementedError(f"{type(self).__name__}.writeFloat")

    def readFloat(self, buffer: S, index: int) -> float:
        raise NotImplementedError(f"{type(self).__name__}.readFloat")

    def writeObject(self, buffer: S, value: float, index: int) -> None:
        self.writeFloat(buffer, value, index)

    def readObject(self, buffer: S, index: int) -> float:
        return self.readFloat(buffer, index)


class BooleanDataLayout(DataLayout[S, bool]):
    """A layout whose values are booleans (Java ``BooleanDataLayout``)."""

    _ADAPTER = BooleanDataBufferAdapter

    def applyTo(self, buffer: S) -> BooleanDataBuffer:
        return cast("BooleanDataBuffer", adapt(self, buffer, self._ADAPTER))

    def writeBoolean(self, buffer: S, value: bool, index: int) -> None:
        raise NotImplementedError(f"{type(self).__name__}.writeBoolean")

    def readBoolean(self, buffer: S, index: int) -> bool:
        raise NotImplementedError(f"{type(self).__name__}.readBoolean")

    def writeObject(self, buffer: S, value: bool, index: int) -> None:
        self.writeBoolean(buffer, value, index)

    def readObject(self, buffer: S, index: int) -> bool:
        return self.readBoolean(buffer, index)


class DoubleDataLayout(DataLayout[S, float]):
    """A layout whose values are Java ``double`` values (Java ``DoubleDataLayout``): subclasses
    implement ``writeDouble`` and ``readDouble``."""

    _ADAPTER = DoubleDataBufferAdapter

    def applyTo(self, buffer: S) -> DoubleDataBuffer:
        return cast("DoubleDataBuffer", adapt(self, buffer, self._ADAPTER))

    def writeDouble(self, buffer: S, value: float, index: int) -> None:
        raise NotImplementedError(f"{type(self).__name__}.writeDouble")

    def readDouble(self, buffer: S, index: int) -> float:
        raise NotImplementedError(f"{type(self).__name__}.readDouble")

    def writeObject(self, buffer: S, value: float, index: int) -> None:
        self.writeDouble(buffer, value, index)

    def readObject(self, buffer: S, index: int) -> float:
        return self.readDouble(buffer, index)


class IntDataLayout(DataLayout[S, int]):
    """A layout whose values are Java ``int`` values (Java ``IntDataLayout``): subclasses
    implement ``writeInt`` and ``readInt``."""

    _ADAPTER = IntDataBufferAdapter

    def applyTo(self, buffer: S) -> IntDataBuffer:
        return cast("IntDataBuffer", adapt(self, buffer, self._ADAPTER))

    def writeInt(self, buffer: S, value: int, index: int) -> None:
        raise NotImplementedError(f"{type(self).__name__}.writeInt")

    def readInt(self, buffer: S, index: int) -> int:
        raise NotImplementedError(f"{type(self).__name__}.readInt")

    def writeObject(self, buffer: S, value: int, index: int) -> None:
        self.writeInt(buffer, value, index)

    def readObject(self, buffer: S, index: int) -> int:
        return self.readInt(buffer, index)


class LongDataLayout(DataLayout[S, int]):
    """A layout whose values are Java ``long`` values (Java ``LongDataLayout``): subclasses
    implement ``writeLong`` and ``readLong``."""

    _ADAPTER = LongDataBufferAdapter

    def applyTo(self, buffer: S) -> LongDataBuffer:
        return cast("LongDataBuffer", adapt(self, buffer, self._ADAPTER))

    def writeLong(self, buffer: S, value: int, index: int) -> None:
        raise NotImplementedError(f"{type(self).__name__}.writeLong")

    def readLong(self, buffer: S, index: int) -> int:
        raise NotImplementedError(f"{type(self).__name__}.readLong")

    def writeObject(self, buffer: S, value: int, index: int) -> None:
        self.writeLong(buffer, value, index)

    def readObject(self, buffer: S, index: int) -> int:
        return self.readLong(buffer, index)


class ShortDataLayout(DataLayout[S, int]):
    """A layout whose values are Java ``short`` values (Java ``ShortDataLayout``): subclasses
    implement ``writeShort`` and ``readShort``."""

    _ADAPTER = ShortDataBufferAdapter

    def applyTo(self, buffer: S) -> ShortDataBuffer:
        return cast("ShortDataBuffer", adapt(self, buffer, self._ADAPTER))

    def writeShort(self, buffer: S, value: int, index: int) -> None:
        raise NotImplementedError(f"{type(self).__name__}.writeShort")

    def readShort(self, buffer: S, index: int) -> int:
        raise NotImplementedError(f"{type(self).__name__}.readShort")

    def writeObject(self, buffer: S, value: int, index: int) -> None:
        self.writeShort(buffer, value, index)

    def readObject(self, buffer: S, index: int) -> int:
        return self.readShort(buffer, index)


class ByteDataLayout(DataLayout[S, int]):
    """A layout whose values are Java ``byte`` values (Java ``ByteDataLayout``): subclasses
    implement ``writeByte`` and ``readByte``."""

    _ADAPTER = ByteDataBufferAdapter

    def applyTo(self, buffer: S) -> ByteDataBuffer:
        return cast("ByteDataBuffer", adapt(self, buffer, self._ADAPTER))

    def writeByte(self, buffer: S, value: int, index: int) -> None:
        raise NotImplementedError(f"{type(self).__name__}.writeByte")

    def readByte(self, buffer: S, index: int) -> int:
        raise NotImplementedError(f"{type(self).__name__}.readByte")

    def writeObject(self, buffer: S, value: int, index: int) -> None:
        self.writeByte(buffer, value, index)

    def readObject(self, buffer: S, index: int) -> int:
        return self.readByte(buffer, index)


def _checked(buffer: object, cls: type[S], where: str) -> S:
    if not isinstance(buffer, cls):
        raise TypeError(f"{where}: expected a {cls.__name__}, got {describe(buffer)}")
    return buffer


class _Float16Bits(FloatDataLayout[ShortDataBuffer]):
    """Floats stored as 16-bit patterns in shorts (``DataLayouts.BFLOAT16``, ``FLOAT16``)."""

    _DTYPE: ClassVar[Any]
    _NAME: ClassVar[str]
    _NAN: ClassVar[int]

    def applyTo(self, buffer: ShortDataBuffer) -> FloatDataBuffer:
        _checked(buffer, ShortDataBuffer, f"DataLayouts.{self._NAME}.applyTo")
        view = buffer._np.view(self._DTYPE)
        return FloatDataBuffer._over(view)

    def writeFloat(self, buffer: ShortDataBuffer, value: float, index: int) -> None:
        where = f"DataLayouts.{self._NAME}.writeFloat"
        _checked(buffer, ShortDataBuffer, where).setShort(self.float32to16(value), index)

    def readFloat(self, buffer: ShortDataBuffer, index: int) -> float:
        where = f"DataLayouts.{self._NAME}.readFloat"
        return self.float16to32(_checked(buffer, ShortDataBuffer, where).getShort(index))

    def __repr__(self) -> str:
        return f"DataLayouts.{self._NAME}"

    @classmethod
    def float32to16(cls, f32: float) -> int:
        """The 16 bits (a signed Java short) of ``f32`` in this format; every NaN is the
        canonical quiet NaN (``0x7FC0``, ``0x7E00``), as in Java."""
        if np.isnan(f32):
            return int(np.array([cls._NAN], dtype=np.uint16).view(np.int16)[0])
        with np.errstate(over="ignore"):
            return int(np.array([f32], dtype=cls._DTYPE).view(np.int16)[0])

    @classmethod
    def float16to32(cls, i16: int) -> float:
        """The float whose 16 bits in this format are ``i16`` (a Java short)."""
        bits = np.array([i16], dtype=np.int64).astype(np.uint16).view(np.int16)
        return float(bits.view(cls._DTYPE)[0])


class Bfloat16Layout(_Float16Bits):
    """``org.tensorflow.ndarray.impl.buffer.layout.Bfloat16Layout``: ``DataLayouts.BFLOAT16``."""

    _DTYPE = ml_dtypes.bfloat16
    _NAME = "BFLOAT16"
    _NAN = 0x7FC0


class Float16Layout(_Float16Bits):
    """``org.tensorflow.ndarray.impl.buffer.layout.Float16Layout``: ``DataLayouts.FLOAT16``."""

    _DTYPE = np.float16
    _NAME = "FLOAT16"
    _NAN = 0x7E00


class BoolLayout(BooleanDataLayout[ByteDataBuffer]):
    """Booleans stored in bytes (``DataLayouts.BOOL``, Java's ``BoolLayout``): nonzero reads
    true, true writes 1."""

    @staticmethod
    def booleanToByte(b: bool) -> int:
        return 1 if b else 0

    @staticmethod
    def byteToBoolean(b: int) -> bool:
        return b != 0

    def applyTo(self, buffer: ByteDataBuffer) -> BooleanDataBuffer:
        _checked(buffer, ByteDataBuffer, "DataLayouts.BOOL.applyTo")
        return BooleanDataBuffer._over(buffer._np.view(np.bool_))

    def writeBoolean(self, buffer: ByteDataBuffer, value: bool, index: int) -> None:
        _checked(buffer, ByteDataBuffer, "DataLayouts.BOOL.writeBoolean").setByte(
            1 if value else 0, index
        )

    def readBoolean(self, buffer: ByteDataBuffer, index: int) -> bool:
        return _checked(buffer, ByteDataBuffer, "DataLayouts.BOOL.readBoolean").getByte(index) != 0

    def __repr__(self) -> str:
        return "DataLayouts.BOOL"


class DataLayouts:
    """The layouts of common formats (Java ``DataLayouts``): ``BFLOAT16`` and ``FLOAT16`` (floats
    in shorts), ``BOOL`` (booleans in bytes)."""

    __slots__ = ()

    BFLOAT16: ClassVar[FloatDataLayout[ShortDataBuffer]] = Bfloat16Layout()
    FLOAT16: ClassVar[FloatDataLayout[ShortDataBuffer]] = Float16Layout()
    BOOL: ClassVar[BooleanDataLayout[ByteDataBuffer]] = BoolLayout()

    def __init__(self) -> None:
        raise TypeError("DataLayouts has no public constructor: use its layouts")
