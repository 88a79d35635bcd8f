"""``java.nio``'s buffers as ported programs use them: ``ByteBuffer`` (with its byte order and
its typed views ``asFloatBuffer()``...), ``FloatBuffer``, ``IntBuffer``, ``LongBuffer``,
``DoubleBuffer``, ``ShortBuffer`` and ``ByteOrder``.

A buffer keeps Java's position, limit, capacity and mark: relative ``get()``/``put(v)`` move
the position, absolute ``get(i)``/``put(i, v)`` do not, ``flip()`` makes what was written
readable. ``wrap(array)`` shares the array (a write through the buffer is seen in the array,
as in Java); a view of a ``ByteBuffer`` shares its bytes in the byte order the ``ByteBuffer``
had when the view was made. A ``ByteBuffer`` is big-endian until ``order(...)`` says
otherwise, and its ``get()`` gives signed bytes.
"""

from __future__ import annotations

import numbers
import struct
import sys
from typing import Any, cast

import numpy as np

from porter.javalib.exceptions import (
    BufferOverflowException,
    BufferUnderflowException,
    IllegalArgumentException,
    IllegalStateException,
    UnsupportedOperationException,
)

# numpy's dtype of each element format (native order: a heap buffer's array).
_NUMPY = {"f": "float32", "d": "float64", "i": "int32", "q": "int64", "h": "int16", "H": "uint16"}


class ByteOrder:
    """``java.nio.ByteOrder``: ``BIG_ENDIAN``, ``LITTLE_ENDIAN`` and ``nativeOrder()``."""

    BIG_ENDIAN: ByteOrder
    LITTLE_ENDIAN: ByteOrder

    def __init__(self, name: str, prefix: str) -> None:
        self._name = name
        self.prefix = prefix

    @staticmethod
    def nativeOrder() -> ByteOrder:
        return ByteOrder.LITTLE_ENDIAN if sys.byteorder == "little" else ByteOrder.BIG_ENDIAN

    def toString(self) -> str:
        return self._name

    __str__ = toString

    def __repr__(self) -> str:
        return self._name


ByteOrder.BIG_ENDIAN = ByteOrder("BIG_ENDIAN", ">")
ByteOrder.LITTLE_ENDIAN = ByteOrder("LITTLE_ENDIAN", "<")


class _Buffer:
    """What every buffer shares: the indices, relative and absolute access, and Java's
    ``equals``/``toString``. Subclasses say how an element is read and written."""

    _KIND = "Buffer"

    def __init__(self, capacity: int) -> None:
        self._capacity = capacity
        self._limit = capacity
        self._position = 0
        self._mark = -1

    # -- storage, per subclass
    def _read(self, index: int) -> Any:
        raise NotImplementedError

    def _write(self, index: int, value: Any) -> None:
        raise NotImplementedError

    def _convert(self, value: Any) -> Any:
        return value

    # -- indices
    def capacity(self) -> int:
        return self._capacity

    def position(self, new_position: int | None = None) -> Any:
        if new_position is None:
            return self._position
        if not 0 <= new_position <= self._limit:
            raise IllegalArgumentException(
                f"newPosition > limit: ({new_position} > {self._limit})"
                if new_position > self._limit
                else f"newPosition < 0: ({new_position} < 0)"
            )
        if self._mark > new_position:
            self._mark = -1
        self._position = new_position
        return self

    def limit(self, new_limit: int | None = None) -> Any:
        if new_limit is None:
            return self._limit
        if not 0 <= new_limit <= self._capacity:
            raise IllegalArgumentException(
                f"newLimit > capacity: ({new_limit} > {self._capacity})"
                if new_limit > self._capacity
                else f"newLimit < 0: ({new_limit} < 0)"
            )
        self._limit = new_limit
        self._position = min(self._position, new_limit)
        if self._mark > new_limit:
            self._mark = -1
        return self

    def mark(self) -> Any:
        self._mark = self._position
        return self

    def reset(self) -> Any:
        if self._mark < 0:
            raise InvalidMarkException()
        self._position = self._mark
        return self

    def clear(self) -> Any:
        self._position, self._limit, self._mark = 0, self._capacity, -1
        return self

    def flip(self) -> Any:
        self._limit, self._position, self._mark = self._position, 0, -1
        return self

    def rewind(self) -> Any:
        self._position, self._mark = 0, -1
        return self

    def remaining(self) -> int:
        return max(self._limit - self._position, 0)

    def hasRemaining(self) -> bool:
        return self._position < self._limit

    def isReadOnly(self) -> bool:
        return False

    def isDirect(self) -> bool:
        return False

    def _check(self, index: int) -> int:
        if not 0 <= index < self._limit:
            raise IndexError(f"Index {index} out of bounds for length {self._limit}")
        return index

    def _next_get(self, n: int = 1) -> int:
        if self._limit - self._position < n:
            raise BufferUnderflowException()
        p = self._position
        self._position += n
        return p

    def _next_put(self, n: int = 1) -> int:
        if self._limit - self._position < n:
            raise BufferOverflowException()
        p = self._position
        self._position += n
        return p

    # -- access
    def get(self, *args: Any) -> Any:
        """``get()``, ``get(index)``, ``get(dst)``, ``get(dst, offset, length)`` and
        ``get(index, dst)``."""
        if not args:
            return self._read(self._next_get())
        first = args[0]
        if _is_index(first) and len(args) == 1:
            return self._read(self._check(int(first)))
        if _is_index(first):  # get(index, dst[, offset, length])
            dst, offset, length = _span(args[1], args[2:])
            for k in range(length):
                dst[offset + k] = self._read(self._check(first + k))
            return self
        dst, offset, length = _span(first, args[1:])
        start = self._next_get(length)
        for k in range(length):
            dst[offset + k] = self._read(start + k)
        return self

    def put(self, *args: Any) -> Any:
        """``put(v)``, ``put(index, v)``, ``put(src)`` (an array or a buffer),
        ``put(src, offset, length)`` and ``put(index, src)``."""
        if len(args) == 2 and _is_index(args[0]) and not _is_sequence(args[1]):
            self._write(self._check(int(args[0])), self._convert(args[1]))
            return self
        first = args[0]
        if isinstance(first, _Buffer):
            n = first.remaining()
            if n > self.remaining():
                raise BufferOverflowException()
            for _ in range(n):
                self._write(self._next_put(), self._convert(first.get()))
            return self
        if _is_sequence(first):
            src, offset, length = _span(first, args[1:])
            start = self._next_put(length)
            for k in range(length):
                self._write(start + k, self._convert(src[offset + k]))
            return self
        if _is_index(first) and len(args) >= 2:  # put(index, src[, offset, length])
            src, offset, length = _span(args[1], args[2:])
            for k in range(length):
                self._write(self._check(first + k), self._convert(src[offset + k]))
            return self
        self._write(self._next_put(), self._convert(first))
        return self

    def _values(self) -> list[Any]:
        return [self._read(i) for i in range(self._position, self._limit)]

    def equals(self, other: Any) -> bool:
        """Java's: same kind, and the same remaining elements."""
        return type(other) is type(self) and self._values() == other._values()

    def __eq__(self, other: object) -> bool:
        return self.equals(other)

    def hashCode(self) -> int:
        h = 1
        for v in reversed(self._values()):
            h = (31 * h + int(v)) & 0xFFFFFFFF
        return h - (1 << 32) if h >= 1 << 31 else h

    def __hash__(self) -> int:
        return self.hashCode()

    def compareTo(self, other: _Buffer) -> int:
        a, b = self._values(), other._values()
        for x, y in zip(a, b):
            if x != y:
                return -1 if x < y else 1
        return len(a) - len(b)

    def toString(self) -> str:
        return (
            f"java.nio.{self._heap_name()}[pos={self._position} lim={self._limit}"
            f" cap={self._capacity}]"
        )

    def _heap_name(self) -> str:
        return f"Heap{self._KIND}"

    __str__ = toString

    def __repr__(self) -> str:
        return self.toString()

    def __len__(self) -> int:
        return self.remaining()


class InvalidMarkException(IllegalStateException):
    """Java's ``InvalidMarkException``: ``reset()`` with no mark."""

    _java_name = "java.nio.InvalidMarkException"


def _is_index(value: Any) -> bool:
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def _is_sequence(value: Any) -> bool:
    return (
        hasattr(value, "__len__") and hasattr(value, "__getitem__") and not isinstance(value, str)
    )


def _span(array: Any, rest: tuple[Any, ...]) -> tuple[Any, int, int]:
    offset = rest[0] if rest else 0
    length = rest[1] if len(rest) > 1 else len(array) - offset
    if offset < 0 or length < 0 or offset + length > len(array):
        raise IndexError(
            f"Range [{offset}, {offset} + {length}) out of bounds for length {len(array)}"
        )
    return array, offset, length


# -- element conversions (Java's narrowing of what a put stores)
def _to_float32(v: Any) -> float:
    return struct.unpack("f", struct.pack("f", float(v)))[0]  # type: ignore[no-any-return]


def _wrap_bits(bits: int) -> Any:
    def convert(v: Any) -> int:
        n = int(v) & ((1 << bits) - 1)
        return n - (1 << bits) if n >= 1 << (bits - 1) else n

    return convert


class _ArrayBuffer(_Buffer):
    """A typed buffer over an array (``allocate``/``wrap``): reads and writes the array."""

    _FORMAT = ""
    _CONVERT: Any = staticmethod(lambda v: v)

    def __init__(self, array: Any, offset: int = 0, capacity: int | None = None) -> None:
        super().__init__(len(array) - offset if capacity is None else capacity)
        self._array = array
        self._offset = offset

    def _read(self, index: int) -> Any:
        v = self._array[self._offset + index]
        return v.item() if hasattr(v, "item") else v

    def _write(self, index: int, value: Any) -> None:
        self._array[self._offset + index] = value

    def _convert(self, value: Any) -> Any:
        return type(self)._CONVERT(value)

    def hasArray(self) -> bool:
        return True

    def array(self) -> Any:
        return self._array

    def arrayOffset(self) -> int:
        return self._offset

    def slice(self) -> Any:
        return type(self)(self._array, self._offset + self._position, self.remaining())

    def duplicate(self) -> Any:
        d = type(self)(self._array, self._offset, self._capacity)
        d._position, d._limit, d._mark = self._position, self._limit, self._mark
        return d

    def order(self) -> ByteOrder:
        return ByteOrder.nativeOrder()

    @classmethod
    def allocate(cls, capacity: int) -> Any:
        if capacity < 0:
            raise IllegalArgumentException(f"capacity < 0: ({capacity} < 0)")
        return cls(np.zeros(capacity, dtype=_NUMPY[cls._FORMAT]))

    @property
    def __array_interface__(self) -> dict[str, Any]:
        """The remaining elements as a numpy array sharing this buffer's memory (what
        ``DataBuffers.of(buffer)`` wraps, as Java's does). An array given as a list is moved
        to numpy storage first."""
        if not isinstance(self._array, np.ndarray):
            self._array = np.array(self._array, dtype=_NUMPY[self._FORMAT])
        start = self._offset + self._position
        return self._array[start : self._offset + self._limit].__array_interface__

    @classmethod
    def wrap(cls, array: Any, offset: int = 0, length: int | None = None) -> Any:
        buf = cls(array)
        buf._position = offset
        buf._limit = len(array) if length is None else offset + length
        return buf


class _ByteView(_Buffer):
    """A typed view of a ``ByteBuffer``'s bytes, in the byte order it was made with."""

    _FORMAT = ""

    def __init__(self, owner: ByteBuffer, start: int, capacity: int) -> None:
        super().__init__(capacity)
        self._owner, self._data, self._start = owner, owner._data, start
        self._order = owner._order
        self._struct = struct.Struct(self._order.prefix + self._FORMAT)

    def _read(self, index: int) -> Any:
        at = self._start + index * self._struct.size
        self._owner._refresh(at, self._struct.size)
        return self._struct.unpack_from(self._data, at)[0]

    def _write(self, index: int, value: Any) -> None:
        at = self._start + index * self._struct.size
        self._struct.pack_into(self._data, at, value)
        self._owner._sync(at, self._struct.size)

    def _convert(self, value: Any) -> Any:
        return float(value) if self._FORMAT in ("f", "d") else int(value)

    def order(self) -> ByteOrder:
        return self._order

    @property
    def __array_interface__(self) -> dict[str, Any]:
        """The remaining elements, in the view's byte order, sharing the bytes."""
        size = self._struct.size
        view = np.frombuffer(
            self._data,
            dtype=np.dtype(_NUMPY[self._FORMAT]).newbyteorder(cast(Any, self._order.prefix)),
            count=self.remaining(),
            offset=self._start + self._position * size,
        )
        return view.__array_interface__

    def hasArray(self) -> bool:
        return False

    def array(self) -> Any:
        raise UnsupportedOperationException()

    def _heap_name(self) -> str:
        suffix = "B" if self._order is ByteOrder.BIG_ENDIAN else "L"
        return f"ByteBufferAs{self._KIND}{suffix}"


def _typed(kind: str, fmt: str, convert: Any) -> tuple[type, type]:
    array_cls = type(
        kind, (_ArrayBuffer,), {"_KIND": kind, "_FORMAT": fmt, "_CONVERT": staticmethod(convert)}
    )
    view_cls = type(f"{kind}View", (_ByteView,), {"_KIND": kind, "_FORMAT": fmt})
    return array_cls, view_cls


FloatBuffer, _FloatView = _typed("FloatBuffer", "f", _to_float32)
DoubleBuffer, _DoubleView = _typed("DoubleBuffer", "d", float)
IntBuffer, _IntView = _typed("IntBuffer", "i", _wrap_bits(32))
LongBuffer, _LongView = _typed("LongBuffer", "q", _wrap_bits(64))
ShortBuffer, _ShortView = _typed("ShortBuffer", "h", _wrap_bits(16))
CharBuffer, _CharView = _typed("CharBuffer", "H", lambda v: v)

_signed_byte = _wrap_bits(8)


class ByteBuffer(_Buffer):
    """``java.nio.ByteBuffer``: bytes with a byte order (big-endian until ``order(...)``),
    the typed ``getX``/``putX`` and the typed views ``asFloatBuffer()``..."""

    _KIND = "ByteBuffer"

    def __init__(
        self, data: bytearray, offset: int = 0, capacity: int | None = None, direct: bool = False
    ) -> None:
        super().__init__(len(data) - offset if capacity is None else capacity)
        self._data, self._offset, self._direct = data, offset, direct
        self._order = ByteOrder.BIG_ENDIAN
        self._array: Any = None

    @staticmethod
    def allocate(capacity: int) -> ByteBuffer:
        if capacity < 0:
            raise IllegalArgumentException(f"capacity < 0: ({capacity} < 0)")
        return ByteBuffer(bytearray(capacity))

    @staticmethod
    def allocateDirect(capacity: int) -> ByteBuffer:
        if capacity < 0:
            raise IllegalArgumentException(f"capacity < 0: ({capacity} < 0)")
        return ByteBuffer(bytearray(capacity), direct=True)

    @staticmethod
    def wrap(array: Any, offset: int = 0, length: int | None = None) -> ByteBuffer:
        """Wraps a ``byte[]``: a ``bytearray`` is shared; a signed-byte array (numpy or list)
        is shared too, read and written element by element."""
        if isinstance(array, bytearray):
            buf = ByteBuffer(array)
        elif isinstance(array, bytes):
            buf = ByteBuffer(bytearray(array))
        else:
            buf = ByteBuffer(bytearray(int(v) & 0xFF for v in array))
            buf._array = array
        buf._position = offset
        buf._limit = len(array) if length is None else offset + length
        return buf

    def _sync(self, start: int, size: int) -> None:
        """Writes bytes just changed back to a wrapped signed-byte array."""
        if self._array is not None:
            for k in range(start, start + size):
                self._array[k] = _signed_byte(self._data[k])

    def _refresh(self, start: int, size: int) -> None:
        if self._array is not None:
            for k in range(start, start + size):
                self._data[k] = int(self._array[k]) & 0xFF

    def _read(self, index: int) -> int:
        self._refresh(self._offset + index, 1)
        return _signed_byte(self._data[self._offset + index])  # type: ignore[no-any-return]

    def _write(self, index: int, value: Any) -> None:
        self._data[self._offset + index] = int(value) & 0xFF
        self._sync(self._offset + index, 1)

    def order(self, order: ByteOrder | None = None) -> Any:
        if order is None:
            return self._order
        self._order = order
        return self

    def isDirect(self) -> bool:
        return self._direct

    @property
    def __array_interface__(self) -> dict[str, Any]:
        """The remaining bytes as signed bytes, sharing this buffer's memory."""
        if self._array is not None:
            self._refresh(self._offset, self._capacity)
        view = np.frombuffer(
            self._data, dtype=np.int8, count=self.remaining(), offset=self._offset + self._position
        )
        return view.__array_interface__

    def hasArray(self) -> bool:
        return not self._direct

    def array(self) -> Any:
        if self._direct:
            raise UnsupportedOperationException()
        return self._array if self._array is not None else self._data

    def arrayOffset(self) -> int:
        return self._offset

    def slice(self) -> ByteBuffer:
        s = ByteBuffer(self._data, self._offset + self._position, self.remaining(), self._direct)
        s._array = self._array
        return s

    def duplicate(self) -> ByteBuffer:
        d = ByteBuffer(self._data, self._offset, self._capacity, self._direct)
        d._position, d._limit, d._mark, d._order = (
            self._position,
            self._limit,
            self._mark,
            self._order,
        )
        d._array = self._array
        return d

    def _heap_name(self) -> str:
        return "DirectByteBuffer" if self._direct else "HeapByteBuffer"

    # -- typed access
    def _typed_get(self, fmt: str, index: int | None) -> Any:
        st = struct.Struct(self._order.prefix + fmt)
        if index is None:
            index = self._next_get(st.size)
        elif not 0 <= index <= self._limit - st.size:
            raise IndexError(f"Index {index} out of bounds for length {self._limit}")
        at = self._offset + index
        self._refresh(at, st.size)
        return st.unpack_from(self._data, at)[0]

    def _typed_put(self, fmt: str, args: tuple[Any, ...]) -> ByteBuffer:
        st = struct.Struct(self._order.prefix + fmt)
        if len(args) == 2:
            index, value = args
            if not 0 <= index <= self._limit - st.size:
                raise IndexError(f"Index {index} out of bounds for length {self._limit}")
        else:
            index, value = self._next_put(st.size), args[0]
        at = self._offset + index
        st.pack_into(
            self._data, at, float(value) if fmt in "fd" else _wrap_bits(st.size * 8)(value)
        )
        self._sync(at, st.size)
        return self

    def getFloat(self, index: int | None = None) -> float:
        return self._typed_get("f", index)  # type: ignore[no-any-return]

    def getDouble(self, index: int | None = None) -> float:
        return self._typed_get("d", index)  # type: ignore[no-any-return]

    def getInt(self, index: int | None = None) -> int:
        return self._typed_get("i", index)  # type: ignore[no-any-return]

    def getLong(self, index: int | None = None) -> int:
        return self._typed_get("q", index)  # type: ignore[no-any-return]

    def getShort(self, index: int | None = None) -> int:
        return self._typed_get("h", index)  # type: ignore[no-any-return]

    def putFloat(self, *args: Any) -> ByteBuffer:
        return self._typed_put("f", args)

    def putDouble(self, *args: Any) -> ByteBuffer:
        return self._typed_put("d", args)

    def putInt(self, *args: Any) -> ByteBuffer:
        return self._typed_put("i", args)

    def putLong(self, *args: Any) -> ByteBuffer:
        return self._typed_put("q", args)

    def putShort(self, *args: Any) -> ByteBuffer:
        return self._typed_put("h", args)

    def _view(self, cls: type, size: int) -> Any:
        return cls(self, self._offset + self._position, self.remaining() // size)

    def asFloatBuffer(self) -> Any:
        return self._view(_FloatView, 4)

    def asDoubleBuffer(self) -> Any:
        return self._view(_DoubleView, 8)

    def asIntBuffer(self) -> Any:
        return self._view(_IntView, 4)

    def asLongBuffer(self) -> Any:
        return self._view(_LongView, 8)

    def asShortBuffer(self) -> Any:
        return self._view(_ShortView, 2)
