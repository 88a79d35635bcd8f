"""Buffers that read and write another buffer through a data layout (Java's
``DataLayout.applyTo``, ``impl.buffer.adapter``): ``IntDataLayout.applyTo(shorts)`` is an
``IntDataBuffer`` whose value ``i`` is ``layout.readInt(shorts, i * layout.scale())``.

Nothing is copied: every read decodes the source's values and every write encodes into the
source, so that writes through either buffer are seen by the other, as in Java.
"""

from __future__ import annotations

import operator
from typing import TYPE_CHECKING, Any, ClassVar

import numpy as np

from tfjava.ndarray._checks import Array, describe
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

if TYPE_CHECKING:
    from tfjava.ndarray.buffer.layout import DataLayout

__all__ = ["adapt"]


class _LayoutWriter:
    """What ``DataBuffer._writable`` gives an adapter: index assignment encodes the values
    into the source buffer through the layout."""

    __slots__ = ("_adapter",)

    def __init__(self, adapter: _Adapter) -> None:
        self._adapter = adapter

    def __setitem__(self, key: int | slice, values: Any) -> None:
        adapter = self._adapter
        if isinstance(key, slice):
            positions = range(*key.indices(adapter.size()))
            flat = np.asarray(values, dtype=object).reshape(-1)
            if flat.size == 1 and len(positions) != 1:
                flat = np.repeat(flat, len(positions))
            for i, v in zip(positions, flat, strict=True):
                adapter._encode(i, v)
        else:
            adapter._encode(operator.index(key), values)


class _Adapter:
    """The storage of an adapter buffer: the source buffer and the layout (the concrete
    classes hold the slots)."""

    __slots__ = ()

    _DTYPE: ClassVar[Any] = object

    if TYPE_CHECKING:
        _source: DataBuffer[Any]
        _layout: DataLayout[Any, Any]
        _cls: type

    def _encode(self, index: int, value: Any) -> None:
        if isinstance(value, np.generic):
            value = value.item()
        self._layout.writeObject(self._source, value, index * self._layout.scale())

    def _decoded(self) -> Array:
        """The values, decoded from the source: what the numpy-backed methods of the buffer
        classes read as ``_np``."""
        layout, source = self._layout, self._source
        scale = layout.scale()
        values = [layout.readObject(source, i * scale) for i in range(self.size())]
        arr = np.empty(len(values), dtype=object)
        for i, v in enumerate(values):
            arr[i] = v
        if self._DTYPE is not object:
            arr = arr.astype(self._DTYPE)
        arr.flags.writeable = not source.isReadOnly()
        return arr

    def _refuse_values(self, arr: Array) -> None:
        raise TypeError(f"{type(self).__name__}: an adapter's values live in its source buffer")

    if TYPE_CHECKING:
        _np: Array  # as the buffer classes' own storage, to the type checkers
    else:
        _np = property(lambda self: self._decoded(), _refuse_values)

    def _writable(self, where: str) -> Any:
        if self._source.isReadOnly():
            raise RuntimeError(f"{where}: the buffer is read-only")
        return _LayoutWriter(self)

    def size(self) -> int:
        return self._source.size() // self._layout.scale()

    def isReadOnly(self) -> bool:
        return self._source.isReadOnly()

    def slice(self, index: int, size: int) -> Any:
        where = f"{type(self).__name__}.slice"
        start, count = operator.index(index), operator.index(size)
        if start < 0 or count < 0 or start + count > self.size():
            raise ValueError(
                f"{where}: index {start} and size {count} out of a buffer of {self.size()}"
            )
        scale = self._layout.scale()
        return adapt(self._layout, self._source.slice(start * scale, count * scale), self)

    def offset(self, index: int) -> Any:
        return self.slice(index, self.size() - operator.index(index))

    def narrow(self, size: int) -> Any:
        return self.slice(0, size)

    def asReadOnly(self) -> Any:
        return adapt(self._layout, self._source.asReadOnly(), self)

    def _move_window(self, source: DataBuffer[Any], start: int, size: int) -> None:
        scale = self._layout.scale()
        # the concrete classes hold the slots (this mixin's own stay empty, as sparse arrays')
        self._source = source._source.slice(start * scale, size * scale)  # type: ignore[attr-defined, misc]

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._layout!r} over {self._source!r})"


class FloatDataBufferAdapter(_Adapter, FloatDataBuffer):
    __slots__ = ("_layout", "_source")
    _DTYPE = np.float32


class DoubleDataBufferAdapter(_Adapter, DoubleDataBuffer):
    __slots__ = ("_layout", "_source")
    _DTYPE = np.float64


class IntDataBufferAdapter(_Adapter, IntDataBuffer):
    __slots__ = ("_layout", "_source")
    _DTYPE = np.int32


class LongDataBufferAdapter(_Adapter, LongDataBuffer):
    __slots__ = ("_layout", "_source")
    _DTYPE = np.int64


class ShortDataBufferAdapter(_Adapter, ShortDataBuffer):
    __slots__ = ("_layout", "_source")
    _DTYPE = np.int16


class ByteDataBufferAdapter(_Adapter, ByteDataBuffer):
    __slots__ = ("_layout", "_source")
    _DTYPE = np.int8


class BooleanDataBufferAdapter(_Adapter, BooleanDataBuffer):
    __slots__ = ("_layout", "_source")
    _DTYPE = np.bool_


class DataBufferAdapter(_Adapter, DataBuffer[Any]):
    __slots__ = ("_layout", "_source")


def adapt(
    layout: DataLayout[Any, Any],
    source: DataBuffer[Any],
    like: _Adapter | type[_Adapter],
) -> Any:
    """An adapter buffer of class ``like`` (or of ``like``'s class) reading ``source``."""
    if not isinstance(source, DataBuffer):
        raise TypeError(
            f"{type(layout).__name__}.applyTo: expected a DataBuffer, got {describe(source)}"
        )
    cls = like if isinstance(like, type) else type(like)
    result: Any = object.__new__(cls)
    result._layout = layout
    result._source = source
    result._cls = like._cls if not isinstance(like, type) else object
    return result
