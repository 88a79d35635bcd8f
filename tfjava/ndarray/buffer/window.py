"""``org.tensorflow.ndarray.buffer.DataBufferWindow``: a view of fixed size that slides over a
buffer. ``buffer()`` is always the same buffer object; sliding points it at other values of
the source buffer (no copy), as in Java."""

from __future__ import annotations

import operator
from typing import TYPE_CHECKING, Any, Generic, TypeVar

if TYPE_CHECKING:
    from tfjava.ndarray.buffer.data_buffer import DataBuffer

__all__ = ["DataBufferWindow"]

B = TypeVar("B", bound="DataBuffer[Any]")


class DataBufferWindow(Generic[B]):
    """A window of ``size()`` values at ``offset()`` in a source buffer."""

    __slots__ = ("_buffer", "_offset", "_size", "_source")

    def __init__(self, source: B, size: int) -> None:
        if size < 0 or size > source.size():
            raise ValueError(
                f"DataBufferWindow: a window of {size} values does not fit a buffer of "
                f"{source.size()}"
            )
        self._source = source
        self._size = size
        self._offset = 0
        self._buffer: B = source.slice(0, size)

    def offset(self) -> int:
        """Where the window starts in the source buffer."""
        return self._offset

    def size(self) -> int:
        """The number of values the window shows."""
        return self._size

    def buffer(self) -> B:
        """The buffer of the window's values (the same object after every slide)."""
        return self._buffer

    def slideTo(self, index: int) -> DataBufferWindow[B]:
        """Moves the window to start at ``index`` of the source; IndexError (Java's
        ``IndexOutOfBoundsException``) if it would not fit."""
        start = operator.index(index)
        available = self._source.size()
        if start < 0 or start + self._size > available:
            raise IndexError(
                f"DataBufferWindow.slideTo: a window of {self._size} at {start} is out of a "
                f"buffer of {available}"
            )
        self._buffer._move_window(self._source, start, self._size)
        self._offset = start
        return self

    def slide(self, step: int) -> DataBufferWindow[B]:
        """Moves the window by ``step`` values (backwards if negative)."""
        return self.slideTo(self._offset + operator.index(step))
