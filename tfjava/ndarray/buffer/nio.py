"""``org.tensorflow.ndarray.impl.buffer.nio``: data buffers over ``java.nio`` buffers, which
TensorFlow Java's own tests build directly. A ``java.nio`` buffer over a Java array is a numpy
array of the element type here (what the porter makes of ``IntBuffer.wrap(array)``), and the
data buffer shares its memory, as ``DataBuffers.of(array, false, false)`` does."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from tfjava.ndarray._checks import describe
from tfjava.ndarray.buffer.data_buffer import (
    ByteDataBuffer,
    DataBuffer,
    DoubleDataBuffer,
    FloatDataBuffer,
    IntDataBuffer,
    LongDataBuffer,
    ShortDataBuffer,
)
from tfjava.ndarray.buffer.data_buffers import buffer_over

if TYPE_CHECKING:
    from typing import Self  # Python 3.11 (the runtime runs on 3.10)

__all__ = [
    "ByteNioDataBuffer",
    "DoubleNioDataBuffer",
    "FloatNioDataBuffer",
    "IntNioDataBuffer",
    "LongNioDataBuffer",
    "NioDataBufferFactory",
    "ShortNioDataBuffer",
]


def _checked(buffer: object, cls: type[DataBuffer[Any]], where: str) -> DataBuffer[Any]:
    if not isinstance(buffer, np.ndarray) and hasattr(buffer, "__array_interface__"):
        # A ported java.nio buffer (porter.javalib.nio): its elements, without a copy.
        buffer = np.asarray(buffer)
    if not isinstance(buffer, np.ndarray) or buffer.ndim != 1:
        raise TypeError(
            f"{where}: expected a java.nio buffer (a 1-D numpy array), got {describe(buffer)}"
        )
    made = buffer_over(buffer, None, where)
    if not isinstance(made, cls):
        raise TypeError(f"{where}: expected a buffer of {cls._ELEMENT}, got {buffer.dtype}")
    return made


class NioDataBufferFactory:
    """Static ``create(buffer)``: the data buffer of a ``java.nio`` buffer's element type."""

    __slots__ = ()

    def __init__(self) -> None:
        raise TypeError("NioDataBufferFactory has no public constructor: use create")

    @staticmethod
    def create(buffer: Any) -> DataBuffer[Any]:
        return _checked(buffer, DataBuffer, "NioDataBufferFactory.create")


class ByteNioDataBuffer(ByteDataBuffer):
    """``new ByteNioDataBuffer(buffer)``: a ``ByteDataBuffer`` over a java.nio buffer."""

    __slots__ = ()

    def __new__(cls, buffer: Any) -> Self:
        return cls._over(_checked(buffer, ByteDataBuffer, "ByteNioDataBuffer")._np)

    def __init__(self, buffer: Any) -> None:
        pass  # made by __new__


class ShortNioDataBuffer(ShortDataBuffer):
    """``new ShortNioDataBuffer(buffer)``: a ``ShortDataBuffer`` over a java.nio buffer."""

    __slots__ = ()

    def __new__(cls, buffer: Any) -> Self:
        return cls._over(_checked(buffer, ShortDataBuffer, "ShortNioDataBuffer")._np)

    def __init__(self, buffer: Any) -> None:
        pass  # made by __new__


class IntNioDataBuffer(IntDataBuffer):
    """``new IntNioDataBuffer(buffer)``: a ``IntDataBuffer`` over a java.nio buffer."""

    __slots__ = ()

    def __new__(cls, buffer: Any) -> Self:
        return cls._over(_checked(buffer, IntDataBuffer, "IntNioDataBuffer")._np)

    def __init__(self, buffer: Any) -> None:
        pass  # made by __new__


class LongNioDataBuffer(LongDataBuffer):
    """``new LongNioDataBuffer(buffer)``: a ``LongDataBuffer`` over a java.nio buffer."""

    __slots__ = ()

    def __new__(cls, buffer: Any) -> Self:
        return cls._over(_checked(buffer, LongDataBuffer, "LongNioDataBuffer")._np)

    def __init__(self, buffer: Any) -> None:
        pass  # made by __new__


class FloatNioDataBuffer(FloatDataBuffer):
    """``new FloatNioDataBuffer(buffer)``: a ``FloatDataBuffer`` over a java.nio buffer."""

    __slots__ = ()

    def __new__(cls, buffer: Any) -> Self:
        return cls._over(_checked(buffer, FloatDataBuffer, "FloatNioDataBuffer")._np)

    def __init__(self, buffer: Any) -> None:
        pass  # made by __new__


class DoubleNioDataBuffer(DoubleDataBuffer):
    """``new DoubleNioDataBuffer(buffer)``: a ``DoubleDataBuffer`` over a java.nio buffer."""

    __slots__ = ()

    def __new__(cls, buffer: Any) -> Self:
        return cls._over(_checked(buffer, DoubleDataBuffer, "DoubleNioDataBuffer")._np)

    def __init__(self, buffer: Any) -> None:
        pass  # made by __new__
