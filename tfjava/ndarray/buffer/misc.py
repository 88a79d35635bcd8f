"""``org.tensorflow.ndarray.impl.buffer.misc``: buffers over Java arrays of objects and over
``java.util.BitSet``s, which TensorFlow Java's own tests build directly (``new
ArrayDataBuffer<>(array, readOnly)``, ``new BitSetDataBuffer(bitSet, numBits, readOnly)``,
``MiscDataBufferFactory.create(...)``). A bit set is any object with Java's ``get(index)``
and ``set(index, value)`` (the porter's ``java.util.BitSet``): the buffer reads and writes it
in place.

The buffer holds the array's elements as they are (a Java ``int[][]`` is a buffer of two
``int[]`` values, compared element by element as ``Arrays.deepEquals`` does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

import numpy as np

from tfjava.ndarray._checks import describe
from tfjava.ndarray._java_arrays import element_class
from tfjava.ndarray.buffer.adapter import _Adapter, _LayoutWriter
from tfjava.ndarray.buffer.data_buffer import BooleanDataBuffer, DataBuffer

if TYPE_CHECKING:
    from typing import Self  # Python 3.11 (the runtime runs on 3.10)

__all__ = ["ArrayDataBuffer", "BitSetDataBuffer", "MiscDataBufferFactory"]

T = TypeVar("T")


def _objects(array: Any, read_only: bool, where: str) -> tuple[Any, type]:
    """The object array a buffer over ``array`` uses: a numpy object array is shared, a list
    is copied into one (its elements themselves are not copied)."""
    if isinstance(array, np.ndarray) and array.dtype == object and array.ndim == 1:
        data = array
    elif isinstance(array, list | tuple | np.ndarray):
        data = np.empty(len(array), dtype=object)
        for i, v in enumerate(array):
            data[i] = v
    else:
        raise TypeError(f"{where}: expected an array, got {describe(array)}")
    if read_only:
        data = data.view()
        data.flags.writeable = False
    return data, element_class(data)


class ArrayDataBuffer(DataBuffer[T]):
    """A buffer over a Java array of objects (Java's ``new ArrayDataBuffer<>(array,
    readOnly)``): writes go to the array when it is a numpy object array."""

    __slots__ = ()

    def __new__(cls, array: Any, readOnly: bool) -> Self:
        data, element = _objects(array, readOnly, "ArrayDataBuffer")
        return cls._over(data, element)

    def __init__(self, array: Any, readOnly: bool) -> None:
        pass  # made by __new__


class BitSetDataBuffer(_Adapter, BooleanDataBuffer):
    """A ``BooleanDataBuffer`` over the first ``numBits`` bits of a bit set (Java's ``new
    BitSetDataBuffer(bitSet, numBits, readOnly)``): no copy, writes set or clear the bits."""

    __slots__ = ("_bitset", "_count", "_first", "_read_only")

    _DTYPE = np.bool_

    if TYPE_CHECKING:
        _bitset: Any
        _first: int
        _count: int
        _read_only: bool

    def __new__(cls, bitSet: Any, numBits: int, readOnly: bool) -> Self:
        where = "BitSetDataBuffer"
        if not callable(getattr(bitSet, "get", None)) or not callable(getattr(bitSet, "set", None)):
            raise TypeError(f"{where}: expected a BitSet, got {describe(bitSet)}")
        if numBits < 0:
            raise ValueError(f"{where}: numBits {numBits} is negative")
        return cls._window_of(bitSet, 0, int(numBits), bool(readOnly))

    def __init__(self, bitSet: Any, numBits: int, readOnly: bool) -> None:
        pass  # made by __new__

    @classmethod
    def _window_of(cls, bitset: Any, first: int, count: int, read_only: bool) -> Self:
        made = object.__new__(cls)
        made._bitset, made._first, made._count, made._read_only = bitset, first, count, read_only
        made._cls = bool
        return made

    def _decoded(self) -> Any:
        get, first = self._bitset.get, self._first
        arr = np.array([bool(get(first + i)) for i in range(self._count)], dtype=np.bool_)
        arr.flags.writeable = not self._read_only
        return arr

    def _encode(self, index: int, value: Any) -> None:
        self._bitset.set(self._first + index, bool(value))

    def _writable(self, where: str) -> Any:
        if self._read_only:
            raise RuntimeError(f"{where}: the buffer is read-only")
        return _LayoutWriter(self)

    def size(self) -> int:
        return int(self._count)

    def isReadOnly(self) -> bool:
        return bool(self._read_only)

    def slice(self, index: int, size: int) -> Any:
        start, count = int(index), int(size)
        if start < 0 or count < 0 or start + count > self._count:
            raise ValueError(
                f"BitSetDataBuffer.slice: index {start} and size {count} out of a buffer of "
                f"{self._count}"
            )
        return self._window_of(self._bitset, self._first + start, count, self._read_only)

    def asReadOnly(self) -> Any:
        return self._window_of(self._bitset, self._first, self._count, True)

    def _move_window(self, source: DataBuffer[Any], start: int, size: int) -> None:
        self._first = source._first + start  # type: ignore[attr-defined]
        self._count = size

    def __repr__(self) -> str:
        return f"BitSetDataBuffer({self._count} bits from {self._first} of {self._bitset!r})"


class MiscDataBufferFactory:
    """Static ``create(array, readOnly)``: a buffer over an array of objects."""

    __slots__ = ()

    def __init__(self) -> None:
        raise TypeError("MiscDataBufferFactory has no public constructor: use create")

    @staticmethod
    def create(*args: Any) -> DataBuffer[Any]:
        """``create(array, readOnly)``: a buffer over an array of objects; ``create(bitSet,
        numBits, readOnly)``: a ``BooleanDataBuffer`` over a bit set."""
        if len(args) == 3:
            return BitSetDataBuffer(*args)
        if len(args) != 2:
            raise TypeError(f"MiscDataBufferFactory.create: no factory takes {len(args)} arguments")
        return ArrayDataBuffer(*args)
