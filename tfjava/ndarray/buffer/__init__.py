"""``org.tensorflow.ndarray.buffer``: linear data buffers on the heap, backed by numpy."""

from __future__ import annotations

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
from tfjava.ndarray.buffer.data_buffers import DataBuffers

__all__ = [
    "BooleanDataBuffer",
    "ByteDataBuffer",
    "DataBuffer",
    "DataBuffers",
    "DoubleDataBuffer",
    "FloatDataBuffer",
    "IntDataBuffer",
    "LongDataBuffer",
    "ShortDataBuffer",
]
