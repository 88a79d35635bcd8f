"""``org.tensorflow.ndarray.impl.buffer.raw.RawDataBufferFactory``: buffers over Java arrays,
which TensorFlow Java's own tests build directly; here ``DataBuffers.of(array, readOnly,
false)`` (the array's memory, not a copy)."""

from __future__ import annotations

from typing import Any

from tfjava.ndarray.buffer.data_buffers import DataBuffers

__all__ = ["RawDataBufferFactory"]


class RawDataBufferFactory:
    """Static ``create(array, readOnly)``: a buffer over ``array`` itself."""

    __slots__ = ()

    def __init__(self) -> None:
        raise TypeError("RawDataBufferFactory has no public constructor: use create")

    @staticmethod
    def canBeUsed() -> bool:
        """Whether raw buffers are available (always: numpy memory)."""
        return True

    @staticmethod
    def create(array: Any, readOnly: bool) -> Any:
        return DataBuffers.of(array, readOnly, False)
