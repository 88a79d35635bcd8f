"""``org.tensorflow.ndarray.buffer.DataBuffer`` and its typed variants, over a 1-D numpy array.

A buffer made from a numpy array of its element type shares that array's memory (Java's
``DataBuffers.of(array)`` wraps the array without copying), so a Java destination array that
a tensor or buffer fills is a numpy array here. ``slice``, ``offset`` and ``narrow`` are views.

Errors follow the porting contract: an index out of the buffer raises IndexError, too few
values (Java's ``BufferUnderflowException``) or too little room (``BufferOverflowException``)
ValueError, a wrong value TypeError, a write to a read-only buffer RuntimeError.
"""

from __future__ import annotations

import operator
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

import numpy as np

from tfjava.ndarray._checks import Array, describe
from tfjava.ndarray.buffer.base import AbstractDataBuffer
from tfjava.ndarray.buffer.window import DataBufferWindow
from tfjava.ndarray.dense import (
    BooleanDenseNdArray,
    ByteDenseNdArray,
    DenseNdArray,
    DoubleDenseNdArray,
    FloatDenseNdArray,
    IntDenseNdArray,
    LongDenseNdArray,
    ShortDenseNdArray,
    check_object,
    element_name,
)

if TYPE_CHECKING:
    from typing import Self  # Python 3.11 (the runtime runs on 3.10)

__all__ = [
    "BooleanDataBuffer",
    "ByteDataBuffer",
    "DataBuffer",
    "DoubleDataBuffer",
    "FloatDataBuffer",
    "IntDataBuffer",
    "LongDataBuffer",
    "ShortDataBuffer",
]

T = TypeVar("T")

_new = object.__new__


def _index(value: object, where: str, name: str = "index") -> int:
    if isinstance(value, bool):
        raise TypeError(f"{where}: {name} must be an int, got {describe(value)}")
    try:
        return operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        raise TypeError(f"{where}: {name} must be an int, got {describe(value)}") from None


class DataBuffer(AbstractDataBuffer, Generic[T]):
    """A linear sequence of values of one type (Java ``DataBuffer<T>``); this base class holds
    objects of one class (``DataBuffers.ofObjects``), the subclasses Java's primitives.

    ``==`` is Java's ``equals``: same element type, size and values. Python extras: ``len()``,
    iteration and ``numpy.asarray(buffer)``.
    """

    __slots__ = ("_cls", "_np")

    _ARRAY: ClassVar[type[DenseNdArray] | None] = None
    """The heap array class whose value checks the buffer uses (None: objects)."""
    _ELEMENT: ClassVar[str] = ""

    _np: Array
    _cls: type

    def __init__(self) -> None:
        raise TypeError("DataBuffer has no public constructor: use DataBuffers (of, ofInts, ...)")

    @classmethod
    def _over(cls, arr: Array, element: type = object) -> Self:
        """A buffer over the 1-D array ``arr`` itself (shared, not copied)."""
        self = _new(cls)
        self._np = arr
        self._cls = element
        return self

    # ----------------------------------------------------------------------------------------
    # Value conversion

    def _where(self, method: str) -> str:
        return f"{type(self).__name__}.{method}"

    def _element_kind(self) -> str:
        return self._ELEMENT or element_name(self._cls)

    def _to_value(self, raw: Any) -> T:
        value: T = raw.item() if isinstance(raw, np.generic) else raw
        return value

    def _to_storage(self, value: object, where: str) -> Any:
        array = self._ARRAY
        if array is None:
            return check_object(self._cls, value, where)
        return array._to_scalar(value, where)  # type: ignore[attr-defined]

    def _to_storage_array(self, values: object, where: str) -> Array:
        array = self._ARRAY
        if array is None:
            source = np.asarray(values, dtype=object).reshape(-1)
            out = np.empty(source.shape, dtype=object)
            for i, v in enumerate(source):
                out[i] = check_object(
                    self._cls, v.item() if isinstance(v, np.generic) else v, where
                )
            return out
        converted: Array = array._to_array(values, where).reshape(-1)  # type: ignore[attr-defined]
        return converted

    def _writable(self, where: str) -> Array:
        arr = self._np
        if not arr.flags.writeable:
            raise RuntimeError(f"{where}: the buffer is read-only")
        return arr

    def _flat(self) -> Array:
        """The values of this buffer (for NdArray ``write``/``copyFrom``)."""
        return self._np

    def _fill_from(self, flat: Array, where: str) -> None:
        """Copies ``flat`` into the start of this buffer (for NdArray ``read``/``copyTo``)."""
        if flat.size > self._np.size:
            raise ValueError(f"{where}: buffer of {self._np.size} elements cannot hold {flat.size}")
        values = self._to_storage_array(flat, where)
        self._writable(where)[: values.size] = values

    def _checked(self, index: object, where: str) -> int:
        i = _index(index, where)
        if not 0 <= i < self._np.size:
            raise IndexError(f"{where}: index {i} out of bounds for buffer of size {self._np.size}")
        return i

    # ----------------------------------------------------------------------------------------
    # Java API

    def size(self) -> int:
        """The number of values in this buffer."""
        return int(self._np.size)

    def isReadOnly(self) -> bool:
        """Whether this buffer refuses writes."""
        return not self._np.flags.writeable

    def getObject(self, index: int) -> T:
        """The value at ``index``; IndexError if out of the buffer."""
        return self._to_value(self._np[self._checked(index, self._where("getObject"))])

    def setObject(self, value: T, index: int) -> Self:
        """Writes ``value`` at ``index``; returns this buffer."""
        where = self._where("setObject")
        i = self._checked(index, where)
        self._writable(where)[i] = self._to_storage(value, where)
        return self

    def read(self, dst: object, offset: int = 0, length: int | None = None) -> Self:
        """Copies the first ``length`` values of this buffer (``len(dst)`` by default) into
        ``dst`` (a numpy array or list, filled in place) from ``dst[offset]`` on."""
        where = self._where("read")
        if not isinstance(dst, np.ndarray | list):
            raise TypeError(f"{where}: expected a numpy array or list, got {describe(dst)}")
        available = dst.size if isinstance(dst, np.ndarray) else len(dst)
        start, count = self._window(available, offset, length, where)
        if count > self._np.size:
            raise ValueError(f"{where}: buffer of {self._np.size} elements has not {count}")
        values = self._np[:count]
        if isinstance(dst, np.ndarray):
            dst.flat[start : start + count] = values
        else:
            dst[start : start + count] = [self._to_value(v) for v in values]
        return self

    def write(self, src: object, offset: int = 0, length: int | None = None) -> Self:
        """Copies ``length`` values of ``src`` (a sequence or numpy array; all by default),
        from ``src[offset]`` on, into the start of this buffer."""
        where = self._where("write")
        source = src.reshape(-1) if isinstance(src, np.ndarray) else list(src)  # type: ignore[call-overload]
        start, count = self._window(len(source), offset, length, where)
        if count > self._np.size:
            raise ValueError(f"{where}: buffer of {self._np.size} elements cannot hold {count}")
        values = self._to_storage_array(source[start : start + count], where)
        self._writable(where)[:count] = values
        return self

    def _window(
        self, available: int, offset: object, length: object, where: str
    ) -> tuple[int, int]:
        start = _index(offset, where, "offset")
        count = available - start if length is None else _index(length, where, "length")
        if start < 0 or count < 0 or start + count > available:
            raise IndexError(
                f"{where}: offset {start} and length {count} out of an array of {available}"
            )
        return start, count

    def copyTo(self, dst: DataBuffer[Any], size: int) -> Self:
        """Copies the first ``size`` values of this buffer into ``dst``."""
        where = self._where("copyTo")
        if not isinstance(dst, DataBuffer):
            raise TypeError(f"{where}: expected a DataBuffer, got {describe(dst)}")
        if dst is self:
            raise ValueError(f"{where}: the destination is this buffer")
        count = _index(size, where, "size")
        if count < 0 or count > self._np.size:
            raise ValueError(f"{where}: buffer of {self._np.size} elements has not {count}")
        dst._fill_from(self._np[:count], where)
        return self

    def slice(self, index: int, size: int) -> Self:
        """A view of ``size`` values of this buffer from ``index`` on."""
        where = self._where("slice")
        start, count = _index(index, where), _index(size, where, "size")
        if start < 0 or count < 0 or start + count > self._np.size:
            # Java: IllegalArgumentException (the index and size are checked as arguments)
            raise ValueError(
                f"{where}: index {start} and size {count} out of a buffer of {self._np.size}"
            )
        return type(self)._over(self._np[start : start + count], self._cls)

    def window(self, size: int) -> DataBufferWindow[Self]:
        """A window of ``size`` values over this buffer, at offset 0, that ``slide`` and
        ``slideTo`` move (Java ``DataBuffer.window``)."""
        return DataBufferWindow(self, _index(size, self._where("window"), "size"))

    def _move_window(self, source: DataBuffer[Any], start: int, size: int) -> None:
        """Points this buffer (a window's) at ``size`` values of ``source`` from ``start``."""
        self._np = source._np[start : start + size]

    def offset(self, index: int) -> Self:
        """A view of this buffer from ``index`` to its end."""
        return self.slice(index, self._np.size - _index(index, self._where("offset")))

    def narrow(self, size: int) -> Self:
        """A view of the first ``size`` values of this buffer."""
        return self.slice(0, size)

    def asReadOnly(self) -> Self:
        """A read-only view of this buffer."""
        view = self._np.view()
        view.flags.writeable = False
        return type(self)._over(view, self._cls)

    # ----------------------------------------------------------------------------------------
    # Object methods and Python extras

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, DataBuffer):
            return NotImplemented
        if self._np.size != other._np.size:
            return False
        if self._element_kind() != other._element_kind() and not _numbers_alike(self, other):
            return False
        if self._np.dtype == object or other._np.dtype == object:
            return all(_deep_equal(a, b) for a, b in zip(self._np, other._np, strict=True))
        return bool(np.array_equal(self._np, other._np))

    def __hash__(self) -> int:
        # equal buffers hash alike, as Java's hashCode (buffers, like Java's, are mutable)
        return hash(tuple(_hashable(v) for v in self._np.tolist()))

    def hashCode(self) -> int:
        """Java ``hashCode``: a hash of the values (equal buffers hash alike)."""
        return hash(self)

    def equals(self, obj: object) -> bool:
        """Java ``equals``: same as ``==``."""
        return self == obj

    def __len__(self) -> int:
        return int(self._np.size)

    def __iter__(self) -> Iterator[T]:
        to_value = self._to_value
        return (to_value(v) for v in self._np)

    def __array__(self, dtype: Any = None, copy: bool | None = None) -> Array:
        arr = self._np
        if dtype is not None and np.dtype(dtype) != arr.dtype:
            return arr.astype(dtype)
        return arr.copy() if copy else arr

    def __repr__(self) -> str:
        values = np.array2string(self._np, threshold=20, separator=", ")
        return f"{type(self).__name__}(size={self._np.size}, {values})"


_KINDS_OF_PYTHON_NUMBERS: dict[type, frozenset[str]] = {
    int: frozenset({"int", "long", "short", "byte"}),
    float: frozenset({"float", "double"}),
    bool: frozenset({"boolean"}),
}


def _numbers_alike(a: DataBuffer[Any], b: DataBuffer[Any]) -> bool:
    """Whether a buffer of Python numbers (Java's boxed ``Integer[]``, ``Double[]``... after a
    port, where the box's width is gone) compares by value with a typed buffer."""
    for boxed, typed in ((a, b), (b, a)):
        if not boxed._ELEMENT and typed._ELEMENT:
            kinds = _KINDS_OF_PYTHON_NUMBERS.get(boxed._cls)
            return kinds is not None and typed._ELEMENT in kinds
    return False


def _deep_equal(a: object, b: object) -> bool:
    """Java's ``Objects.deepEquals``: arrays (lists, numpy arrays) by their elements."""
    if isinstance(a, list | tuple | np.ndarray) and isinstance(b, list | tuple | np.ndarray):
        return len(a) == len(b) and all(_deep_equal(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, list | tuple | np.ndarray) or isinstance(b, list | tuple | np.ndarray):
        return False
    return bool(a == b)


def _hashable(value: object) -> object:
    if isinstance(value, list | tuple | np.ndarray):
        return tuple(_hashable(v) for v in value)
    if isinstance(value, np.generic):
        return value.item()
    return value


class FloatDataBuffer(DataBuffer[float]):
    """A buffer of Java ``float`` values (``getFloat``/``setFloat``)."""

    __slots__ = ()
    _ARRAY = FloatDenseNdArray
    _ELEMENT = "float"

    def getFloat(self, index: int) -> float:
        """The float at ``index``."""
        return self.getObject(index)

    def setFloat(self, value: float, index: int) -> Self:
        """Writes the float ``value`` at ``index``; returns this buffer."""
        return self.setObject(value, index)


class DoubleDataBuffer(DataBuffer[float]):
    """A buffer of Java ``double`` values (``getDouble``/``setDouble``)."""

    __slots__ = ()
    _ARRAY = DoubleDenseNdArray
    _ELEMENT = "double"

    def getDouble(self, index: int) -> float:
        """The double at ``index``."""
        return self.getObject(index)

    def setDouble(self, value: float, index: int) -> Self:
        """Writes the double ``value`` at ``index``; returns this buffer."""
        return self.setObject(value, index)


class IntDataBuffer(DataBuffer[int]):
    """A buffer of Java ``int`` values (``getInt``/``setInt``)."""

    __slots__ = ()
    _ARRAY = IntDenseNdArray
    _ELEMENT = "int"

    def getInt(self, index: int) -> int:
        """The int at ``index``."""
        return self.getObject(index)

    def setInt(self, value: int, index: int) -> Self:
        """Writes the int ``value`` at ``index``; returns this buffer."""
        return self.setObject(value, index)


class LongDataBuffer(DataBuffer[int]):
    """A buffer of Java ``long`` values (``getLong``/``setLong``)."""

    __slots__ = ()
    _ARRAY = LongDenseNdArray
    _ELEMENT = "long"

    def getLong(self, index: int) -> int:
        """The long at ``index``."""
        return self.getObject(index)

    def setLong(self, value: int, index: int) -> Self:
        """Writes the long ``value`` at ``index``; returns this buffer."""
        return self.setObject(value, index)


class ShortDataBuffer(DataBuffer[int]):
    """A buffer of Java ``short`` values, signed (``getShort``/``setShort``)."""

    __slots__ = ()
    _ARRAY = ShortDenseNdArray
    _ELEMENT = "short"

    def getShort(self, index: int) -> int:
        """The short at ``index``."""
        return self.getObject(index)

    def setShort(self, value: int, index: int) -> Self:
        """Writes the short ``value`` at ``index``; returns this buffer."""
        return self.setObject(value, index)


class BooleanDataBuffer(DataBuffer[bool]):
    """A buffer of Java ``boolean`` values (``getBoolean``/``setBoolean``)."""

    __slots__ = ()
    _ARRAY = BooleanDenseNdArray
    _ELEMENT = "boolean"

    def getBoolean(self, index: int) -> bool:
        """The boolean at ``index``."""
        return self.getObject(index)

    def setBoolean(self, value: bool, index: int) -> Self:
        """Writes the boolean ``value`` at ``index``; returns this buffer."""
        return self.setObject(value, index)


class ByteDataBuffer(DataBuffer[int]):
    """A buffer of Java ``byte`` values, signed (``getByte``/``setByte``); ``asInts()`` and
    the other ``as*`` methods view the same memory as other types, in native byte order."""

    __slots__ = ()
    _ARRAY = ByteDenseNdArray
    _ELEMENT = "byte"

    def getByte(self, index: int) -> int:
        """The byte at ``index``."""
        return self.getObject(index)

    def setByte(self, value: int, index: int) -> Self:
        """Writes the byte ``value`` at ``index``; returns this buffer."""
        return self.setObject(value, index)

    def _as(self, cls: type[DataBuffer[Any]], dtype: Any) -> Any:
        itemsize = np.dtype(dtype).itemsize
        arr = self._np
        usable = arr.size - arr.size % itemsize
        if not arr[:usable].flags.c_contiguous:
            arr = arr.copy()  # a strided view cannot be reinterpreted
        return cls._over(arr[:usable].view(dtype))

    def asInts(self) -> IntDataBuffer:
        """This buffer's memory as ints (4 bytes each)."""
        result: IntDataBuffer = self._as(IntDataBuffer, np.int32)
        return result

    def asShorts(self) -> ShortDataBuffer:
        """This buffer's memory as shorts (2 bytes each)."""
        result: ShortDataBuffer = self._as(ShortDataBuffer, np.int16)
        return result

    def asLongs(self) -> LongDataBuffer:
        """This buffer's memory as longs (8 bytes each)."""
        result: LongDataBuffer = self._as(LongDataBuffer, np.int64)
        return result

    def asFloats(self) -> FloatDataBuffer:
        """This buffer's memory as floats (4 bytes each)."""
        result: FloatDataBuffer = self._as(FloatDataBuffer, np.float32)
        return result

    def asDoubles(self) -> DoubleDataBuffer:
        """This buffer's memory as doubles (8 bytes each)."""
        result: DoubleDataBuffer = self._as(DoubleDataBuffer, np.float64)
        return result

    def asBooleans(self) -> BooleanDataBuffer:
        """This buffer's memory as booleans (one byte each)."""
        result: BooleanDataBuffer = self._as(BooleanDataBuffer, np.bool_)
        return result
