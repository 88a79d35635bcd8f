"""Heap N-dimensional arrays: the arrays ``NdArrays`` and ``StdArrays`` create.

Each class joins one typed NdArray of ``tfjava.ndarray.ndarray`` (its Java methods) with
``DenseNdArray``, the numpy storage. Views (``get``, ``slice``, ``elements``, ``withShape``)
are numpy views: writing to one writes to the array it comes from, as in Java. An array over a
read-only buffer (``DataBuffers.of(array, True, False)``) refuses writes with RuntimeError.

Java's ``byte`` and ``short`` are signed: a heap ``ByteNdArray`` stores ``int8`` and reads
-128..127 (255 is accepted and stored as -1, as in ``TUint8``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Generic, NoReturn, TypeVar

import numpy as np

from tfjava.ndarray._checks import Array, check_integer, describe
from tfjava.ndarray.ndarray import (
    BooleanNdArray,
    ByteNdArray,
    DoubleNdArray,
    FloatNdArray,
    IntNdArray,
    LongNdArray,
    NdArray,
    ShortNdArray,
)
from tfjava.ndarray.shape import Shape

if TYPE_CHECKING:
    from typing import Self  # Python 3.11 (the runtime runs on 3.10)

__all__ = [
    "BooleanDenseNdArray",
    "ByteDenseNdArray",
    "DenseNdArray",
    "DoubleDenseNdArray",
    "FloatDenseNdArray",
    "IntDenseNdArray",
    "LongDenseNdArray",
    "ObjectDenseNdArray",
    "ShortDenseNdArray",
    "check_object",
    "dense_class_for",
    "element_name",
    "known_dims",
]

T = TypeVar("T")

_new = object.__new__


class DenseNdArray:
    """Numpy storage of a heap array (the storage hooks the NdArray mixins call)."""

    __slots__ = ("_np", "_shape")

    NP_DTYPE: ClassVar[np.dtype[Any]] = np.dtype(object)

    _np: Array
    _shape: Shape | None

    def __init__(self) -> None:
        raise TypeError(
            f"{type(self).__name__} has no public constructor: use NdArrays (ofFloats, "
            "vectorOf, wrap, ...) or StdArrays.ndCopyOf"
        )

    @classmethod
    def _over(cls, arr: Array) -> Self:
        """An array over ``arr`` itself (no copy): the caller gives it up or shares it."""
        self = _new(cls)
        self._np = arr
        self._shape = None
        return self

    @classmethod
    def create(cls, *args: Any) -> Self:
        """Java's ``XDenseNdArray.create(buffer, shape)``: an array of ``shape`` over the
        buffer's values, as ``NdArrays.wrap(shape, buffer)``; TypeError if the buffer holds
        values of another type. (Variadic as the sparse classes' ``create``, which shares the
        name.)"""
        where = f"{cls.__name__}.create"
        if len(args) != 2:
            raise TypeError(f"{where}: expected (buffer, shape), got {len(args)} arguments")
        buffer, shape = args
        dims = known_dims(shape, where)
        if getattr(buffer, "_ARRAY", None) is not cls:  # the buffer class of these values
            raise TypeError(f"{where}: expected a buffer of its values, got {describe(buffer)}")
        count = int(np.prod(dims, dtype=np.int64))
        if count > buffer.size():
            raise ValueError(
                f"{where}: shape {shape} needs {count} values, the buffer has {buffer.size()}"
            )
        return cls._over(buffer._np[:count].reshape(dims))

    @classmethod
    def _zeros(cls, shape: Shape, where: str) -> Self:
        return cls._over(np.zeros(known_dims(shape, where), dtype=cls.NP_DTYPE))

    def _array(self) -> Array:
        return self._np

    def _writable_array(self) -> Array:
        arr = self._np
        if not arr.flags.writeable:
            self._fail_read_only()
        return arr

    def _fail_read_only(self) -> NoReturn:
        raise RuntimeError(f"{type(self).__name__}: the array is read-only")

    def _view_base(self) -> Array:
        return self._np

    def _adopt(self, source: DenseNdArray) -> None:
        """Copies per-instance settings (the element class of object arrays)."""

    def _wrap_view(self, arr: Array) -> Self:
        view = type(self)._over(arr)
        view._adopt(self)
        return view

    def _wrap_copy(self, arr: Array) -> Self:
        return self._wrap_view(arr)

    def _dims(self) -> tuple[int, ...]:
        dims: tuple[int, ...] = self._np.shape
        return dims

    def shape(self) -> Shape:
        """The shape of this array."""
        shape = self._shape
        if shape is None:
            shape = Shape._make(self._np.shape)
            self._shape = shape
        return shape

    def rank(self) -> int:
        """The number of dimensions of this array."""
        return self._np.ndim

    def size(self) -> int:
        """The total number of values of this array."""
        return int(self._np.size)

    def numpy(self) -> Array:
        """Python bridge: a copy of this array's values as a numpy array."""
        return np.array(self._np, copy=True)

    def __array__(self, dtype: Any = None, copy: bool | None = None) -> Array:
        arr = self._np
        if dtype is not None and np.dtype(dtype) != arr.dtype:
            return arr.astype(dtype)
        return arr.copy() if copy else arr

    def __repr__(self) -> str:
        values = np.array2string(self._np, threshold=20, separator=", ").replace("\n", "")
        return f"{type(self).__name__}(shape={list(self._np.shape)}, {values})"

    def __str__(self) -> str:
        return self.toString()

    def toString(self) -> str:
        """Java ``toString``: the class and the shape (``IntDenseNdArray(shape=[2, 3])``);
        ``repr()`` adds the values."""
        return f"{self._java_name()}(shape={list(self._np.shape)})"

    def _java_name(self) -> str:
        return type(self).__name__

    def __hash__(self) -> int:
        # equal arrays hash alike, as Java's hashCode (heap arrays, like Java's, are mutable:
        # one changed while a key of a dict or set is not found there any more)
        return self.hashCode()  # type: ignore[attr-defined, no-any-return]


class FloatDenseNdArray(DenseNdArray, FloatNdArray):
    """A heap array of Java ``float`` values (``float32``)."""

    __slots__ = ()
    NP_DTYPE = np.dtype(np.float32)


class DoubleDenseNdArray(DenseNdArray, DoubleNdArray):
    """A heap array of Java ``double`` values (``float64``)."""

    __slots__ = ()
    NP_DTYPE = np.dtype(np.float64)


class IntDenseNdArray(DenseNdArray, IntNdArray):
    """A heap array of Java ``int`` values (``int32``)."""

    __slots__ = ()
    NP_DTYPE = np.dtype(np.int32)


class LongDenseNdArray(DenseNdArray, LongNdArray):
    """A heap array of Java ``long`` values (``int64``)."""

    __slots__ = ()
    NP_DTYPE = np.dtype(np.int64)


class _SignedSmall:
    """Java's signed ``byte``/``short`` storage: values of the unsigned range too are taken
    and stored in two's complement (255 as a byte is -1)."""

    __slots__ = ()
    _BITS: ClassVar[int] = 8

    @classmethod
    def _to_scalar(cls, value: object, where: str) -> Any:
        bits = cls._BITS
        result = check_integer(value, -(1 << (bits - 1)), (1 << bits) - 1, where)
        return result - (1 << bits) if result >= 1 << (bits - 1) else result

    def _store_value(self, value: object, where: str) -> Any:
        return type(self)._to_scalar(value, where)


class ByteDenseNdArray(_SignedSmall, DenseNdArray, ByteNdArray):
    """A heap array of Java ``byte`` values (``int8``, read signed)."""

    __slots__ = ()
    NP_DTYPE = np.dtype(np.int8)


class ShortDenseNdArray(_SignedSmall, DenseNdArray, ShortNdArray):
    """A heap array of Java ``short`` values (``int16``, read signed)."""

    __slots__ = ()
    NP_DTYPE = np.dtype(np.int16)
    _BITS = 16


class BooleanDenseNdArray(DenseNdArray, BooleanNdArray):
    """A heap array of Java ``boolean`` values."""

    __slots__ = ()
    NP_DTYPE = np.dtype(np.bool_)


# Java element names of object arrays, for equality with typed arrays and tensors
# (an NdArray<String> equals a TString of the same strings).
_ELEMENT_NAMES: dict[type, str] = {
    str: "String",
    bytes: "byte[]",
    bool: "boolean",
    int: "int",
    float: "float",
}


def known_dims(shape: Shape, where: str) -> tuple[int, ...]:
    """The dimensions of ``shape``; ValueError if its rank or any dimension is unknown."""
    if not isinstance(shape, Shape):
        raise TypeError(f"{where}: expected a Shape, got {describe(shape)}")
    dims = shape._dims
    if dims is None or -1 in dims:
        raise ValueError(f"{where}: shape {shape} has unknown dimensions")
    return dims


def element_name(element: type) -> str:
    """The Java name of an object element class, as typed arrays name theirs."""
    return _ELEMENT_NAMES.get(element, element.__qualname__)


def check_object(element: type, value: object, where: str) -> object:
    """``value`` as an element of class ``element`` (None is Java's null); TypeError if not."""
    if value is None or isinstance(value, element):
        return value
    if element is bytes and isinstance(value, bytearray | memoryview):
        return bytes(value)
    if element is float and isinstance(value, int) and not isinstance(value, bool):
        return float(value)
    raise TypeError(f"{where}: expected a {element.__name__} value, got {describe(value)}")


class ObjectDenseNdArray(DenseNdArray, NdArray[T], Generic[T]):
    """A heap array of objects of one class (Java ``NdArray<T>`` from ``ofObjects``); values
    start as None (Java's null). ``bytes`` values are Java's ``byte[]``."""

    __slots__ = ("_cls",)

    _cls: type

    @classmethod
    def _of_class(cls, element: type, arr: Array) -> ObjectDenseNdArray[Any]:
        self: ObjectDenseNdArray[Any] = cls._over(arr)
        self._cls = element
        return self

    def _adopt(self, source: DenseNdArray) -> None:
        if isinstance(source, ObjectDenseNdArray):
            self._cls = source._cls

    def _element_kind(self) -> str:
        return element_name(self._cls)

    def _from_storage(self, raw: Any) -> T:
        result: T = raw
        return result

    def _check(self, value: object, where: str) -> object:
        return check_object(self._cls, value, where)

    def _store_value(self, value: object, where: str) -> Any:
        return self._check(value, where)

    def _store_array(self, values: object, where: str) -> Array:
        if isinstance(values, NdArray):
            source = values._comparable() if values._array().dtype == object else values._array()
        elif isinstance(values, np.ndarray):
            source = values
        else:
            try:
                source = np.array(values, dtype=object)
            except ValueError as e:
                raise ValueError(
                    f"{where}: nested sequences must form a rectangular array ({e})"
                ) from None
        out = np.empty(source.shape, dtype=object)
        for i, v in enumerate(source.flat):
            out.flat[i] = self._check(v.item() if isinstance(v, np.generic) else v, where)
        return out

    def _java_name(self) -> str:
        return "DenseNdArray"  # Java's generic class of object arrays

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}[{self._cls.__name__}](shape={list(self._np.shape)}, "
            f"{np.array2string(self._np, threshold=20, separator=', ')})"
        ).replace("\n", "")


_BY_DTYPE: dict[np.dtype[Any], type[DenseNdArray]] = {
    cls.NP_DTYPE: cls
    for cls in (
        FloatDenseNdArray,
        DoubleDenseNdArray,
        IntDenseNdArray,
        LongDenseNdArray,
        ByteDenseNdArray,
        ShortDenseNdArray,
        BooleanDenseNdArray,
    )
}
_BY_DTYPE[np.dtype(np.uint8)] = ByteDenseNdArray
_BY_DTYPE[np.dtype(np.uint16)] = ShortDenseNdArray


def dense_class_for(dtype: np.dtype[Any]) -> type[DenseNdArray] | None:
    """The heap array class for numpy data of ``dtype`` (byte order ignored; ``uint8`` and
    ``uint16`` are Java's bytes and shorts); None for other dtypes."""
    return _BY_DTYPE.get(np.dtype(dtype).newbyteorder("="))
