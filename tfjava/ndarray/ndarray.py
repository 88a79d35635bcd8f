"""``org.tensorflow.ndarray.NdArray`` and its typed variants, over numpy storage.

These classes carry Java's NdArray methods (``get``, ``set``, ``getObject``, ``setObject``,
``elements``, ``scalars``, ``slice``, ``copyTo``, ``read``, ``write``, ``==``) and the typed
accessors (``getFloat``/``setFloat``, ``getInt``/``setInt``, ...). They are mixins of the
tensor types (``TFloat32`` is a ``FloatNdArray``), which provide the storage through a few
internal hooks (``_array``, ``_writable_array``, ``_view_base``, ``_wrap_view``, ``_wrap_copy``,
``_dims`` and the ``NP_DTYPE`` class attribute).

Element views returned by ``get``, ``elements``, ``scalars`` and ``slice`` share the data of the
array they come from: writing to them writes to the array, as in Java. The exception is a slice
with ``Indices.seq`` or ``Indices.hyperslab``, which numpy can only gather into a copy.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Generic, SupportsIndex, TypeVar

import numpy as np

from tfjava.ndarray._checks import (
    F32_OVERFLOW,
    Array,
    as_array,
    check_bool,
    check_float32,
    check_integer,
    check_real,
    coerce_numbers,
    copy_into,
    element_index,
    float_name,
    value_index,
)
from tfjava.ndarray._checks import coordinates as _coords
from tfjava.ndarray.buffer.base import AbstractDataBuffer
from tfjava.ndarray.index import Index, Indices
from tfjava.ndarray.sequence import NdArraySequence
from tfjava.ndarray.shape import Shape

if TYPE_CHECKING:
    from typing import Self  # Python 3.11 (the runtime runs on 3.10)

__all__ = [
    "BooleanNdArray",
    "ByteNdArray",
    "DoubleNdArray",
    "FloatNdArray",
    "IntNdArray",
    "LongNdArray",
    "NdArray",
    "ShortNdArray",
]

T = TypeVar("T")

Coordinate = SupportsIndex | Sequence[SupportsIndex] | np.ndarray[Any, Any]
"""A coordinate argument: Java varargs ``long...`` take ints, or one sequence of ints."""


class NdArray(Generic[T]):
    """A data structure of N dimensions holding values of type ``T`` (Java ``NdArray<T>``).

    ``==`` is Java's ``equals``: true for another NdArray of the same element type, shape and
    values, or for a nested list or numpy array with the same shape and values. ``hash()`` stays
    the identity hash since arrays are mutable; ``hashCode()`` is Java's content hash.
    """

    __slots__ = ()

    __array_ufunc__ = None  # numpy defers ``ndarray == tensor`` to ``tensor.__eq__``

    _ELEMENT: ClassVar[str] = "Object"
    """Java element type, for equality (``float``, ``int``, ``String``, ...)."""

    if TYPE_CHECKING:
        NP_DTYPE: ClassVar[np.dtype[Any]]

        def _array(self) -> Array: ...
        def _writable_array(self) -> Array: ...
        def _view_base(self) -> Array: ...
        def _wrap_view(self, arr: Array) -> Self: ...
        def _wrap_copy(self, arr: Array) -> Self: ...
        def _dims(self) -> tuple[int, ...]: ...
        def shape(self) -> Shape: ...
        def rank(self) -> int: ...
        def size(self) -> int: ...

    # ----------------------------------------------------------------------------------------
    # Value conversion hooks, specialised by the typed arrays

    def _from_storage(self, raw: Any) -> T:
        """The Java value of one stored element."""
        raise NotImplementedError

    def _store_value(self, value: object, where: str) -> Any:
        """``value`` checked and converted for storage."""
        raise NotImplementedError

    def _store_array(self, values: object, where: str) -> Array:
        """Array-like ``values`` checked and converted for storage (shape kept)."""
        raise NotImplementedError

    def _comparable(self) -> Array:
        """The values of this array in a form that compares across storage types."""
        return self._array()

    def _element_kind(self) -> str:
        return self._ELEMENT

    def _where(self, method: str) -> str:
        return f"{type(self).__name__}.{method}"

    # ----------------------------------------------------------------------------------------
    # Element access

    def _get(self, coords: tuple[object, ...]) -> T:
        arr = self._array()
        return self._from_storage(arr[value_index(_coords(coords), arr.shape)])

    def _set(self, value: object, coords: tuple[object, ...], method: str) -> Self:
        arr = self._array()
        index = value_index(_coords(coords), arr.shape)
        stored = self._store_value(value, self._where(method))
        self._writable_array()[index] = stored
        return self

    def getObject(self, *coordinates: Coordinate) -> T:
        """The value of the scalar at the given coordinates (one per dimension).

        No coordinates read the first element. Raises ValueError if the number of coordinates
        is not the rank, IndexError if a coordinate is out of its dimension.
        """
        return self._get(coordinates)

    def setObject(self, value: T, *coordinates: Coordinate) -> Self:
        """Assigns the scalar at the given coordinates (one per dimension); returns this."""
        return self._set(value, coordinates, "setObject")

    def get(self, *coordinates: Coordinate) -> Self:
        """The element at the given coordinates (up to one per dimension), as a view sharing
        this array's data; no coordinates give a view of the whole array."""
        base = self._view_base()
        return self._wrap_view(base[element_index(_coords(coordinates), base.shape)])

    def set(self, src: object, *coordinates: Coordinate) -> Self:
        """Copies ``src`` (an NdArray, nested list or numpy array of the element's shape) into
        the element at the given coordinates, or into this array if none; returns this."""
        dims = self._dims()
        coords = _coords(coordinates)
        index = element_index(coords, dims)
        values = self._store_array(src, self._where("set"))
        target_shape = dims[len(coords) :]
        if values.shape != target_shape:
            raise ValueError(
                f"{self._where('set')}: source of shape {list(values.shape)} does not match "
                f"the element of shape {list(target_shape)}"
            )
        self._writable_array()[index] = values
        return self

    # ----------------------------------------------------------------------------------------
    # Iteration and slicing

    def elements(self, dimensionIdx: int) -> NdArraySequence[Self]:
        """The elements at dimension ``dimensionIdx``: one view per coordinate of the first
        ``dimensionIdx + 1`` dimensions, in row-major order."""
        dims = self._dims()
        if dimensionIdx >= len(dims) or dimensionIdx < -1 or (dimensionIdx == -1 and dims):
            raise ValueError(
                f"Cannot iterate elements in dimension '{dimensionIdx}' of array with shape "
                f"{list(dims)}"
            )
        if dimensionIdx == -1:
            return NdArraySequence((), lambda coords: self)
        base = self._view_base()
        wrap = self._wrap_view
        return NdArraySequence(
            dims[: dimensionIdx + 1], lambda coords: wrap(base[coords + (Ellipsis,)])
        )

    def scalars(self) -> NdArraySequence[Self]:
        """All scalars of this array as rank-0 views, in row-major order; read or write each
        with ``getObject()``/``setObject(v)`` (or the typed accessors). A scalar array yields
        itself. ``forEachIndexed`` also passes each scalar's coordinates."""
        return self.elements(len(self._dims()) - 1)

    def slice(self, *indices: Index | None) -> Self:
        """A view of this array selected by one ``Index`` per dimension (``Indices.at``,
        ``all``, ``slice``, ``newAxis``, ``ellipsis``, ...); missing trailing indices select
        all. Writing to the view writes to this array, except for ``seq``/``hyperslab``
        indices, whose result is a copy."""
        base = self._view_base()
        arr, is_view = _apply_indices(base, indices)
        return self._wrap_view(arr) if is_view else self._wrap_copy(arr)

    # ----------------------------------------------------------------------------------------
    # Copies

    def copyTo(self, dst: object) -> Self:
        """Copies this array into ``dst``: an NdArray or numpy array of the same shape, or a
        ``DataBuffer`` of at least ``size()`` elements (filled in row-major order)."""
        if _is_data_buffer(dst):
            return self.read(dst)
        if isinstance(dst, NdArray):
            if dst._dims() != self._dims():
                raise ValueError(
                    f"{self._where('copyTo')}: destination shape {list(dst._dims())} differs "
                    f"from {list(self._dims())}"
                )
            dst.set(self)
        elif isinstance(dst, np.ndarray):
            if dst.shape != self._dims():
                raise ValueError(
                    f"{self._where('copyTo')}: destination shape {list(dst.shape)} differs "
                    f"from {list(self._dims())}"
                )
            copy_into(dst, self._array(), self._where("copyTo"), mask=getattr(self, "_MASK", None))
        else:
            raise TypeError(
                f"{self._where('copyTo')}: expected an NdArray or numpy array, "
                f"got {type(dst).__name__}"
            )
        return self

    def copyFrom(self, src: object) -> Self:
        """Java ``copyFrom(DataBuffer)``: copies the first ``size()`` values of the flat buffer
        ``src`` into this array in row-major order (same as ``write``)."""
        return self.write(src)

    def read(self, dst: object) -> Self:
        """Copies this array's values, flattened in row-major order, into the buffer ``dst``
        (a ``DataBuffer``, a numpy array, a list or, for bytes, a bytearray) of at least
        ``size()`` elements."""
        flat = self._array().reshape(-1)
        count = flat.size
        if _is_data_buffer(dst):
            dst._fill_from(flat, self._where("read"))  # type: ignore[attr-defined]
            return self
        if not isinstance(dst, list | bytearray | np.ndarray):
            raise TypeError(
                f"{self._where('read')}: expected a numpy array, list or bytearray, "
                f"got {type(dst).__name__}"
            )
        available = dst.size if isinstance(dst, np.ndarray) else len(dst)
        if available < count:
            raise ValueError(
                f"{self._where('read')}: buffer of {available} elements cannot hold {count}"
            )
        if isinstance(dst, np.ndarray):
            checked = np.empty(count, dst.dtype)
            copy_into(checked, flat, self._where("read"), mask=getattr(self, "_MASK", None))
            dst.flat[:count] = checked
        elif isinstance(dst, bytearray):
            dst[:count] = flat.astype(np.uint8).tobytes()
        else:
            dst[:count] = [self._from_storage(v) for v in flat]
        return self

    def write(self, src: object) -> Self:
        """Copies the first ``size()`` values of the flat buffer ``src`` (a sequence, numpy
        array, or ``bytes`` for byte arrays) into this array in row-major order."""
        dims = self._dims()
        count = int(np.prod(dims, dtype=np.int64))
        flat = _flat_buffer(src, self._where("write"))
        if flat.size < count:
            raise ValueError(
                f"{self._where('write')}: buffer of {flat.size} elements has not enough data "
                f"for {count}"
            )
        values = self._store_array(flat[:count], self._where("write")).reshape(dims)
        self._writable_array()[...] = values
        return self

    # ----------------------------------------------------------------------------------------
    # Shapes and streams

    def withShape(self, shape: Shape) -> Self:
        """A view of this array's values with another shape of the same size (row-major)."""

        if not isinstance(shape, Shape):
            raise TypeError(
                f"{self._where('withShape')}: expected a Shape, got {type(shape).__name__}"
            )
        dims = shape._dims
        if dims is None or -1 in dims:
            raise ValueError(f"{self._where('withShape')}: shape {shape} has unknown dimensions")
        if dims == self._dims():
            return self  # Java returns the array itself for its own shape
        size = int(np.prod(self._dims(), dtype=np.int64))
        if int(np.prod(dims, dtype=np.int64)) != size:
            raise ValueError(
                f"{self._where('withShape')}: shape {shape} does not have the size {size} of "
                f"shape {list(self._dims())}"
            )
        return self._wrap_view(self._view_base().reshape(dims))

    def streamOfObjects(self) -> Iterator[T]:
        """Java ``streamOfObjects()``: an iterator over the values of this array, row-major."""
        from_storage = self._from_storage
        return (from_storage(v) for v in self._array().reshape(-1))

    def forEachIndexed(self, consumer: Callable[[list[int], Self], object]) -> None:
        """Calls ``consumer(coordinates, scalar)`` for each scalar of this array, as
        ``scalars().forEachIndexed(consumer)`` does: ``scalar`` is a rank-0 view (read it with
        ``getObject()``), ``coordinates`` the list of its coordinates."""
        self.scalars().forEachIndexed(consumer)

    # ----------------------------------------------------------------------------------------
    # Object methods

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if isinstance(other, NdArray):
            if self._element_kind() != other._element_kind():
                return False
            theirs = other._comparable()
            mask = getattr(self, "_MASK", None)
            if mask is not None:  # Java bytes and shorts: signed on the heap, unsigned in TUint8
                theirs = theirs.astype(np.int64) & mask
                mine = self._comparable().astype(np.int64) & mask
                return mine.shape == theirs.shape and bool(np.array_equal(mine, theirs))
        elif isinstance(other, list | tuple | np.ndarray | int | float | str | bytes):
            try:
                theirs = np.asarray(
                    other, dtype=object if self._comparable().dtype.kind == "O" else None
                )
            except ValueError:
                return False
            mask = getattr(self, "_MASK", None)
            if mask is not None and theirs.dtype.kind in "iu":
                # Java's signed values (-56) or their unsigned spelling (200) alike
                mine = self._comparable().astype(np.int64) & mask
                theirs = theirs.astype(np.int64) & mask
                return mine.shape == theirs.shape and bool(np.array_equal(mine, theirs))
        else:
            return NotImplemented
        mine = self._comparable()
        if mine.shape != theirs.shape:
            return False
        if mine.dtype.kind == "f" and theirs.dtype.kind == "f":
            return bool(np.array_equal(mine, theirs, equal_nan=True))
        return bool(np.array_equal(mine, theirs))

    def __hash__(self) -> int:
        return id(self) >> 4

    def equals(self, obj: object) -> bool:
        """Java ``equals``: same as ``==``."""
        return self == obj

    def hashCode(self) -> int:
        """Java ``hashCode``: a hash of the shape and values (unlike ``hash()``)."""
        values = self._comparable()
        mask = getattr(self, "_MASK", None)
        if mask is not None:  # the same bits hash alike, signed (heap) or unsigned (TUint8)
            values = values.astype(np.int64) & mask
        if values.dtype.kind == "O":
            return hash((values.shape, tuple(values.reshape(-1).tolist())))
        return hash((values.shape, values.tobytes()))


def _is_data_buffer(value: object) -> bool:
    """Whether ``value`` is a ``DataBuffer``."""
    return isinstance(value, AbstractDataBuffer)


def _flat_buffer(src: object, where: str) -> Array:
    if _is_data_buffer(src):
        flat: Array = src._flat()  # type: ignore[attr-defined]
        return flat
    if isinstance(src, bytes | bytearray | memoryview):
        return np.frombuffer(bytes(src), dtype=np.uint8)
    if isinstance(src, NdArray):
        return src._array().reshape(-1)
    return as_array(src, where).reshape(-1)


def _apply_indices(base: Array, indices: tuple[Index | None, ...]) -> tuple[Array, bool]:
    """``base`` sliced by Java indices, one axis at a time; and whether the result is a view."""

    resolved = [Indices.all() if i is None else i for i in indices]
    for index in resolved:
        if not isinstance(index, Index):
            raise TypeError(f"slice: expected Index objects, got {type(index).__name__}")
    ellipses = sum(1 for i in resolved if i.isEllipsis())
    if ellipses > 1:
        raise ValueError("slice: can not have two ellipsis in a slice")
    consuming = sum(1 for i in resolved if not i.isNewAxis() and not i.isEllipsis())
    if consuming > base.ndim:
        raise IndexError(f"slice: {consuming} indices given for an array of rank {base.ndim}")
    if ellipses:
        at = next(n for n, i in enumerate(resolved) if i.isEllipsis())
        resolved[at : at + 1] = [Indices.all()] * (base.ndim - consuming)
    arr = base
    axis = 0
    is_view = True
    for index in resolved:
        if index.isNewAxis():
            arr = np.expand_dims(arr, axis)
            axis += 1
            continue
        key = index._numpy_key(arr.shape[axis])
        if isinstance(key, list):
            arr = np.take(arr, key, axis=axis)
            is_view = False
            axis += 1
            continue
        arr = arr[(slice(None),) * axis + (key, Ellipsis)]  # Ellipsis: a 0-d view, not a value
        if not isinstance(key, int):
            axis += 1
    return arr, is_view


# --------------------------------------------------------------------------------------------
# Typed arrays


class _NumberArray(NdArray[T]):
    """Shared conversion for numeric arrays; subclasses set the accepted kinds and range."""

    __slots__ = ()

    _KINDS: ClassVar[str] = "fiu"
    _BOUNDS: ClassVar[tuple[int, int] | None] = None
    _OVERFLOW: ClassVar[float | None] = None
    """The magnitude from which a finite float would be stored as infinity (None: no check)."""

    @classmethod
    def _to_array(cls, values: object, where: str) -> Array:
        """Array-like ``values`` checked for this type and converted to ``NP_DTYPE``."""
        if isinstance(values, NdArray):
            arr = values._array()
        else:
            arr = as_array(values, where)
        if arr.dtype == object and arr.size:
            arr = as_array(arr.tolist(), where)  # boxed Java values (Integer[], Boolean ...)
        return coerce_numbers(arr, cls.NP_DTYPE, cls._KINDS, cls._BOUNDS, cls._OVERFLOW, where)

    def _store_array(self, values: object, where: str) -> Array:
        return type(self)._to_array(values, where)


class FloatNdArray(_NumberArray[float]):
    """An NdArray of Java ``float`` values (``getFloat``/``setFloat``); a value must be an int
    or a float within the 32-bit float range."""

    __slots__ = ()
    _ELEMENT = "float"
    _OVERFLOW = F32_OVERFLOW

    def _from_storage(self, raw: Any) -> float:
        return float(raw)

    def _store_value(self, value: object, where: str) -> Any:
        return type(self)._to_scalar(value, where)

    @classmethod
    def _to_scalar(cls, value: object, where: str) -> Any:
        overflow = cls._OVERFLOW
        if overflow is None or overflow == F32_OVERFLOW:
            return check_float32(value, where)
        return check_float32(value, where, overflow, f"a {float_name(cls.NP_DTYPE)[:-1]}")

    def _comparable(self) -> Array:
        return self._array().astype(np.float64)

    def getFloat(self, *coordinates: Coordinate) -> float:
        """The float at the given coordinates (one per dimension)."""
        return self._get(coordinates)

    def setFloat(self, value: float, *coordinates: Coordinate) -> Self:
        """Assigns the float at the given coordinates (one per dimension); returns this."""
        return self._set(value, coordinates, "setFloat")


class DoubleNdArray(_NumberArray[float]):
    """An NdArray of Java ``double`` values (``getDouble``/``setDouble``)."""

    __slots__ = ()
    _ELEMENT = "double"

    def _from_storage(self, raw: Any) -> float:
        return float(raw)

    def _store_value(self, value: object, where: str) -> Any:
        return check_real(value, where)

    @classmethod
    def _to_scalar(cls, value: object, where: str) -> Any:
        return check_real(value, where)

    def getDouble(self, *coordinates: Coordinate) -> float:
        """The double at the given coordinates (one per dimension)."""
        return self._get(coordinates)

    def setDouble(self, value: float, *coordinates: Coordinate) -> Self:
        """Assigns the double at the given coordinates (one per dimension); returns this."""
        return self._set(value, coordinates, "setDouble")

    def streamOfDoubles(self) -> Iterator[float]:
        """Java ``streamOfDoubles()``: an iterator over the values of this array, row-major."""
        return self.streamOfObjects()


class _IntegerArray(_NumberArray[int]):
    """Integer arrays: values are ints in ``_BOUNDS``; unsigned types also accept the Java
    signed range and store it in two's complement (``setByte(-1)`` stores 255)."""

    __slots__ = ()
    _KINDS = "iu"
    _BOUNDS = (-(2**31), 2**31 - 1)
    _MASK: ClassVar[int | None] = None

    def _from_storage(self, raw: Any) -> int:
        return int(raw)

    def _store_value(self, value: object, where: str) -> Any:
        return type(self)._to_scalar(value, where)

    @classmethod
    def _to_scalar(cls, value: object, where: str) -> Any:
        low, high = cls._BOUNDS or (-(2**63), 2**63 - 1)
        result = check_integer(value, low, high, where)
        mask = cls._MASK
        return result if mask is None else result & mask


class IntNdArray(_IntegerArray):
    """An NdArray of Java ``int`` values (``getInt``/``setInt``), 32-bit signed."""

    __slots__ = ()
    _ELEMENT = "int"

    def getInt(self, *coordinates: Coordinate) -> int:
        """The int at the given coordinates (one per dimension)."""
        return self._get(coordinates)

    def setInt(self, value: int, *coordinates: Coordinate) -> Self:
        """Assigns the int at the given coordinates (one per dimension); returns this."""
        return self._set(value, coordinates, "setInt")

    def streamOfInts(self) -> Iterator[int]:
        """Java ``streamOfInts()``: an iterator over the values of this array, row-major."""
        return self.streamOfObjects()


class LongNdArray(_IntegerArray):
    """An NdArray of Java ``long`` values (``getLong``/``setLong``), 64-bit signed."""

    __slots__ = ()
    _ELEMENT = "long"
    _BOUNDS = (-(2**63), 2**63 - 1)

    def getLong(self, *coordinates: Coordinate) -> int:
        """The long at the given coordinates (one per dimension)."""
        return self._get(coordinates)

    def setLong(self, value: int, *coordinates: Coordinate) -> Self:
        """Assigns the long at the given coordinates (one per dimension); returns this."""
        return self._set(value, coordinates, "setLong")

    def streamOfLongs(self) -> Iterator[int]:
        """Java ``streamOfLongs()``: an iterator over the values of this array, row-major."""
        return self.streamOfObjects()


class ByteNdArray(_IntegerArray):
    """An NdArray of Java ``byte`` values (``getByte``/``setByte``). Values read as Java's
    signed bytes (-128..127), also from ``TUint8``'s unsigned storage (200 reads -56, as in
    Java); -128..255 are accepted, the unsigned range stored in two's complement."""

    __slots__ = ()
    _ELEMENT = "byte"
    _BOUNDS = (-128, 255)
    _MASK = 0xFF

    def _from_storage(self, raw: Any) -> int:
        value = int(raw)
        return value - 0x100 if value > 0x7F else value

    def getByte(self, *coordinates: Coordinate) -> int:
        """The byte at the given coordinates (one per dimension)."""
        return self._get(coordinates)

    def setByte(self, value: int, *coordinates: Coordinate) -> Self:
        """Assigns the byte at the given coordinates (one per dimension); returns this."""
        return self._set(value, coordinates, "setByte")


class ShortNdArray(_IntegerArray):
    """An NdArray of Java ``short`` values (``getShort``/``setShort``). Values read as Java's
    signed shorts (-32768..32767), also from ``TUint16``'s unsigned storage (40000 reads
    -25536, as in Java); -32768..65535 are accepted, the unsigned range in two's complement."""

    __slots__ = ()
    _ELEMENT = "short"
    _BOUNDS = (-32768, 65535)
    _MASK = 0xFFFF

    def _from_storage(self, raw: Any) -> int:
        value = int(raw)
        return value - 0x10000 if value > 0x7FFF else value

    def getShort(self, *coordinates: Coordinate) -> int:
        """The short at the given coordinates (one per dimension)."""
        return self._get(coordinates)

    def setShort(self, value: int, *coordinates: Coordinate) -> Self:
        """Assigns the short at the given coordinates (one per dimension); returns this."""
        return self._set(value, coordinates, "setShort")


class BooleanNdArray(_NumberArray[bool]):
    """An NdArray of Java ``boolean`` values (``getBoolean``/``setBoolean``)."""

    __slots__ = ()
    _ELEMENT = "boolean"
    _KINDS = "b"

    def _from_storage(self, raw: Any) -> bool:
        return bool(raw)

    def _store_value(self, value: object, where: str) -> Any:
        return check_bool(value, where)

    @classmethod
    def _to_scalar(cls, value: object, where: str) -> Any:
        return check_bool(value, where)

    def getBoolean(self, *coordinates: Coordinate) -> bool:
        """The boolean at the given coordinates (one per dimension)."""
        return self._get(coordinates)

    def setBoolean(self, value: bool, *coordinates: Coordinate) -> Self:
        """Assigns the boolean at the given coordinates (one per dimension); returns this."""
        return self._set(value, coordinates, "setBoolean")
