"""Sparse heap arrays (Java ``SparseNdArray``): the arrays ``NdArrays.sparseOf`` makes.

A sparse array is given by the coordinates of its non-default values (``indices``, a
``LongNdArray`` of shape ``[N, rank]``), those values (a vector of ``N``) and a default
value. It reads like any NdArray of its type; as in Java it is read-only (writes raise
RuntimeError, Java's ``ReadOnlyBufferException``). Here its values are also kept dense, in a
read-only numpy array, so that reads, views and copies are the dense arrays' own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, cast

import numpy as np

from tfjava.ndarray._checks import Array, describe
from tfjava.ndarray.dense import (
    BooleanDenseNdArray,
    ByteDenseNdArray,
    DenseNdArray,
    DoubleDenseNdArray,
    FloatDenseNdArray,
    IntDenseNdArray,
    LongDenseNdArray,
    ObjectDenseNdArray,
    ShortDenseNdArray,
    check_object,
    element_name,
    known_dims,
)
from tfjava.ndarray.dimensional_space import shape_of
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

__all__ = [
    "BooleanSparseNdArray",
    "ByteSparseNdArray",
    "DoubleSparseNdArray",
    "FloatSparseNdArray",
    "IntSparseNdArray",
    "LongSparseNdArray",
    "ObjectSparseNdArray",
    "ShortSparseNdArray",
    "SparseNdArray",
    "sparse_array",
]


class SparseNdArray:
    """What sparse arrays add to their dense type: ``getIndices()``, ``getValues()``,
    ``getDefaultValue()`` and ``toDense()``."""

    __slots__ = ()

    _DENSE: ClassVar[type[DenseNdArray]]
    """The dense class of the same element type, for views and ``toDense``."""
    _VALUES: ClassVar[type]
    """The typed array interface its values have (``FloatNdArray``)."""

    if TYPE_CHECKING:  # storage of the mixed-in dense class and the concrete classes
        _np: Array
        _shape: Shape | None
        _indices: LongNdArray
        _values: NdArray[Any]
        _default: Any

    def getIndices(self) -> LongNdArray:
        """The coordinates of the non-default values: a ``LongNdArray`` of shape
        ``[N, rank]``."""
        return self._indices

    def getValues(self) -> NdArray[Any]:
        """The non-default values, a vector of ``N``, in the order of ``getIndices()``."""
        return self._values

    def getDefaultValue(self) -> Any:
        """The value of every element that ``getIndices()`` does not list."""
        return self._default

    def _store(self, data: Array, indices: LongNdArray, values: NdArray[Any]) -> None:
        """Set the dense values (read-only), ``getIndices()`` and ``getValues()``."""
        # The concrete classes hold these slots; this mixin's own ``__slots__`` stay empty so
        # that it joins the dense classes' layouts, which mypy's slots check cannot see.
        self._np, self._shape = data, None  # type: ignore[misc]
        self._indices, self._values = indices, values  # type: ignore[misc]

    def _dense(self, arr: Array) -> NdArray[Any]:
        """A dense array of this element type (and class of objects) over ``arr``."""
        # every _DENSE is a typed NdArray (FloatDenseNdArray is a FloatNdArray)
        dense = cast("NdArray[Any]", self._DENSE._over(arr))
        if isinstance(dense, ObjectDenseNdArray):
            dense._cls = self._cls  # type: ignore[attr-defined]
        return dense

    def toDense(self) -> NdArray[Any]:
        """A dense heap array with the same values (a writable copy)."""
        return self._dense(self._np.copy())

    def __new__(cls, *args: Any) -> Any:
        if cls is SparseNdArray:
            # Java's generic ``new SparseNdArray<>(type, indices, values[, defaultValue],
            # dimensions)``: a sparse array of objects of class ``type``
            where = "SparseNdArray"
            if len(args) not in (4, 5) or not isinstance(args[0], type):
                raise TypeError(
                    f"{where}: expected (type, indices, values[, defaultValue], dimensions)"
                )
            element, indices, values, *rest = args
            default, shape = (None, rest[0]) if len(rest) == 1 else tuple(rest)
            return sparse_array(indices, values, default, shape_of(shape), element, where)
        return object.__new__(cls)

    def __init__(self, *args: Any) -> None:
        """Java's constructors (``new FloatSparseNdArray(indices, values, dimensions)``): the
        arguments of ``create``."""
        if type(self) is ObjectSparseNdArray:
            return  # made whole by __new__
        made = type(self).create(*args)
        self._store(made._np, made._indices, made._values)
        self._default = made._default

    def __str__(self) -> str:
        return self.toString()

    def toString(self) -> str:
        """Java ``toString``: the class, default value, number of values and shape
        (``IntSparseNdArray(defaultValue=0, numElements=2, shape=[3, 4])``; arrays of objects
        also give their class: ``SparseNdArray(type=String, defaultValue=<null>, ...)``)."""
        default = self._default
        if default is None:
            shown = "<null>"
        elif isinstance(default, bool | np.bool_):
            shown = f"'{str(bool(default)).lower()}'"  # a Boolean is not a Number in Java
        elif self._np.dtype == np.float32:
            shown = str(np.float32(default))  # Float.toString: the shortest that reads back
        elif isinstance(default, int | float | np.number):
            shown = str(default.item() if isinstance(default, np.number) else default)
        else:
            shown = f"'{default}'"
        head = type(self).__name__
        if isinstance(self, ObjectSparseNdArray):
            head = f"SparseNdArray(type={element_name(self._cls)}, "
        else:
            head += "("
        return (
            f"{head}defaultValue={shown}, numElements={int(self._values.size())}, "
            f"shape={list(self._np.shape)})"
        )

    def withShape(self, shape: Any) -> Any:
        """Java's sparse arrays cannot be reshaped (``UnsupportedOperationException``)."""
        raise NotImplementedError(
            f"{type(self).__name__}.withShape: a sparse array cannot be reshaped"
        )

    def getDefaultArray(self) -> NdArray[Any]:
        """A scalar array of the default value (Java's ``getDefaultArray``)."""
        return self.createDefaultArray()

    def sortIndicesAndValues(self) -> None:
        """Sort ``getIndices()`` (and ``getValues()`` with them) in row-major coordinate
        order."""
        coords = np.asarray(self._indices._array(), dtype=np.int64)
        if coords.shape[0] == 0:
            return
        order = np.lexsort(coords.T[::-1])
        indices = LongDenseNdArray._over(coords[order].copy())
        values = np.asarray(self._values._array())[order].copy()
        self._store(self._np, indices, self._dense(values))

    def fromDense(self, src: NdArray[Any]) -> Any:
        """Populate this sparse array from the dense array ``src`` (its shape's size of values):
        the elements that differ from the default value become ``getIndices()`` and
        ``getValues()``. Returns this array."""
        where = f"{type(self).__name__}.fromDense"
        if not isinstance(src, NdArray):
            raise TypeError(f"{where}: expected an NdArray, got {describe(src)}")
        return self.write(np.asarray(src._array()).reshape(-1))

    def write(self, src: object) -> Any:
        """Java's ``write(DataBuffer)`` on a sparse array: re-derive its indices and values from
        the dense values of ``src`` (a flat buffer, in row-major order)."""
        where = f"{type(self).__name__}.write"
        dims = self._np.shape
        staging = self._dense(np.zeros(dims, dtype=self._np.dtype))
        staging.write(src)
        self._populate(staging._array(), where)
        return self

    def _populate(self, dense: Array, where: str) -> None:
        data = np.array(dense, copy=True)
        differs = np.array(
            [v != self._default for v in data.reshape(-1).tolist()], dtype=bool
        ).reshape(data.shape)
        coords = np.argwhere(differs).astype(np.int64).reshape(-1, data.ndim)
        data.flags.writeable = False
        indices = LongDenseNdArray._over(coords)
        values = data[differs]
        self._store(data, indices, self._dense(values.reshape(-1)))

    def createDefaultArray(self) -> NdArray[Any]:
        """A scalar array holding the default value (Java's ``createDefaultArray``)."""
        return self._dense(np.array(self._default, dtype=self._np.dtype))

    def createValues(self, shape: Any) -> NdArray[Any]:
        """A new dense array of this element type, of ``shape`` (Java's ``createValues``)."""
        where = f"{type(self).__name__}.createValues"
        values = self._DENSE._over(np.zeros(known_dims(shape, where), dtype=self._np.dtype))
        return cast("NdArray[Any]", values)

    @classmethod
    def create(cls, *args: Any) -> Any:
        """Java's static factories: ``create(indices, values[, defaultValue], shape)``,
        ``create(buffer[, defaultValue], shape)`` (a dense flat buffer), ``create(src[,
        defaultValue])`` (a dense array) and ``create([defaultValue, ]shape)`` (all default).
        A ``DimensionalSpace`` argument stands for its ``Shape``."""
        where = f"{cls.__name__}.create"
        args = tuple(shape_of(a) for a in args)
        if cls is SparseNdArray and args and isinstance(args[0], type):
            return _create_objects(args[0], args[1:], where)
        if cls in (SparseNdArray, ObjectSparseNdArray):
            raise TypeError(f"{where}: arrays of objects take their class first: (type, ...)")
        if args and isinstance(args[0], LongNdArray) and len(args) >= 3:
            indices, values, *rest = args
            default, shape = (None, rest[0]) if len(rest) == 1 else tuple(rest)
            if not isinstance(values, cls._VALUES):
                raise TypeError(
                    f"{where}: values must be a {cls._VALUES.__name__}, got {describe(values)}"
                )
            return sparse_array(indices, values, default, shape, None, where)
        if args and isinstance(args[-1], Shape):
            *head, shape = args
            source = head[0] if head and not _is_scalar(head[0]) else None
            defaults = head[1:] if source is not None else head
            if len(defaults) > 1:
                raise TypeError(f"{where}: too many arguments {args!r}")
            return cls._empty(defaults[0] if defaults else None, shape, where, source)
        if (len(args) == 1 or len(args) == 2) and isinstance(args[0], NdArray):
            src = args[0]
            if not isinstance(src, cls._VALUES):
                raise TypeError(f"{where}: expected a {cls._VALUES.__name__}, got {describe(src)}")
            default = args[1] if len(args) == 2 else None
            flat = np.asarray(src._array()).reshape(-1)
            return cls._empty(default, src.shape(), where, flat)
        raise TypeError(f"{where}: no factory takes {args!r}")

    @classmethod
    def _empty(cls, default: Any, shape: Any, where: str, source: object = None) -> Any:
        dense = cls._DENSE
        zero = False if dense is BooleanDenseNdArray else 0
        value = dense._to_scalar(zero if default is None else default, where)  # type: ignore[attr-defined]
        data = np.full(known_dims(shape, where), value, dtype=dense.NP_DTYPE)
        data.flags.writeable = False
        result = cls._over(data)  # type: ignore[attr-defined]
        result._default = value
        result._populate(data, where)
        if source is not None:
            result.write(source)
        return result

    def _wrap_view(self, arr: Array) -> Any:
        view = self._DENSE._over(arr)
        view._adopt(self)  # type: ignore[arg-type]
        return view

    def _fail_read_only(self) -> Any:
        raise RuntimeError(f"{type(self).__name__}: a sparse array is read-only")


class FloatSparseNdArray(SparseNdArray, FloatDenseNdArray):
    """A sparse array of Java ``float`` values."""

    __slots__ = ("_default", "_indices", "_values")
    _DENSE = FloatDenseNdArray
    _VALUES = FloatNdArray


class DoubleSparseNdArray(SparseNdArray, DoubleDenseNdArray):
    """A sparse array of Java ``double`` values."""

    __slots__ = ("_default", "_indices", "_values")
    _DENSE = DoubleDenseNdArray
    _VALUES = DoubleNdArray


class IntSparseNdArray(SparseNdArray, IntDenseNdArray):
    """A sparse array of Java ``int`` values."""

    __slots__ = ("_default", "_indices", "_values")
    _DENSE = IntDenseNdArray
    _VALUES = IntNdArray


class LongSparseNdArray(SparseNdArray, LongDenseNdArray):
    """A sparse array of Java ``long`` values."""

    __slots__ = ("_default", "_indices", "_values")
    _DENSE = LongDenseNdArray
    _VALUES = LongNdArray


class ByteSparseNdArray(SparseNdArray, ByteDenseNdArray):
    """A sparse array of Java ``byte`` values."""

    __slots__ = ("_default", "_indices", "_values")
    _DENSE = ByteDenseNdArray
    _VALUES = ByteNdArray


class ShortSparseNdArray(SparseNdArray, ShortDenseNdArray):
    """A sparse array of Java ``short`` values."""

    __slots__ = ("_default", "_indices", "_values")
    _DENSE = ShortDenseNdArray
    _VALUES = ShortNdArray


class BooleanSparseNdArray(SparseNdArray, BooleanDenseNdArray):
    """A sparse array of Java ``boolean`` values."""

    __slots__ = ("_default", "_indices", "_values")
    _DENSE = BooleanDenseNdArray
    _VALUES = BooleanNdArray


class ObjectSparseNdArray(SparseNdArray, ObjectDenseNdArray[Any]):
    """A sparse array of objects of one class (``NdArrays.sparseOfObjects``)."""

    __slots__ = ("_default", "_indices", "_values")
    _DENSE = ObjectDenseNdArray


def _create_objects(element: type, args: tuple[Any, ...], where: str) -> Any:
    """``SparseNdArray.create(type, ...)``: Java's factories of a sparse array of objects."""
    if args and isinstance(args[0], LongNdArray) and len(args) >= 3:
        indices, values, *rest = args
        default, shape = (None, rest[0]) if len(rest) == 1 else tuple(rest)
        return sparse_array(indices, values, default, shape, element, where)
    source: Any = None
    default = None
    if args and isinstance(args[-1], Shape):
        *head, shape = args
        if head and (isinstance(head[0], NdArray) or hasattr(head[0], "_np")):
            source, head = head[0], head[1:]
        if len(head) > 1:
            raise TypeError(f"{where}: too many arguments {args!r}")
        default = head[0] if head else None
    elif (len(args) == 1 or len(args) == 2) and isinstance(args[0], NdArray):
        source, shape = np.asarray(args[0]._array()).reshape(-1), args[0].shape()
        default = args[1] if len(args) == 2 else None
    else:
        raise TypeError(f"{where}: no factory takes {args!r}")
    data = np.full(known_dims(shape, where), check_object(element, default, where), dtype=object)
    data.flags.writeable = False
    result = ObjectSparseNdArray._over(data)
    result._cls = element
    result._default = default
    result._populate(data, where)
    if source is not None:
        result.write(source)
    return result


def _is_scalar(value: object) -> bool:
    return isinstance(value, bool | int | float | np.generic)


_SPARSE: dict[type[DenseNdArray], type[SparseNdArray]] = {
    cls._DENSE: cls
    for cls in (
        FloatSparseNdArray,
        DoubleSparseNdArray,
        IntSparseNdArray,
        LongSparseNdArray,
        ByteSparseNdArray,
        ShortSparseNdArray,
        BooleanSparseNdArray,
    )
}


_DENSE_BY_KIND: dict[type, type[DenseNdArray]] = {
    FloatNdArray: FloatDenseNdArray,
    DoubleNdArray: DoubleDenseNdArray,
    IntNdArray: IntDenseNdArray,
    LongNdArray: LongDenseNdArray,
    ByteNdArray: ByteDenseNdArray,
    ShortNdArray: ShortDenseNdArray,
    BooleanNdArray: BooleanDenseNdArray,
}


def _dense_class_of(values: NdArray[Any], where: str) -> type[DenseNdArray]:
    for kind, dense in _DENSE_BY_KIND.items():
        if isinstance(values, kind):
            return dense
    raise TypeError(
        f"{where}: expected typed values (FloatNdArray, ...; sparseOfObjects for objects), "
        f"got {describe(values)}"
    )


def sparse_array(
    indices: object,
    values: object,
    default: object,
    shape: object,
    element: type | None,
    where: str,
) -> Any:
    """A sparse array; ``element`` is the object class for ``sparseOfObjects`` (else None:
    the type follows ``values``)."""
    if not isinstance(indices, LongNdArray):
        raise TypeError(f"{where}: indices must be a LongNdArray, got {describe(indices)}")
    if not isinstance(values, NdArray):
        raise TypeError(f"{where}: values must be an NdArray, got {describe(values)}")
    dims = known_dims(shape, where)  # type: ignore[arg-type]
    coords = np.asarray(indices._array(), dtype=np.int64)
    count = coords.shape[0] if coords.ndim == 2 else -1
    if coords.ndim != 2 or coords.shape[1] != len(dims):
        raise ValueError(
            f"{where}: indices must have shape [N, {len(dims)}], got {list(coords.shape)}"
        )
    if values.rank() != 1 or values.size() != count:
        raise ValueError(f"{where}: values must be a vector of {count}, got {values.shape()}")
    # As in Java, the coordinates are not checked against the shape: one outside it stays in
    # getIndices()/getValues() (and sorts with them) but is no element of the array.
    inside = [all(0 <= c < n for c, n in zip(row.tolist(), dims, strict=True)) for row in coords]
    if element is not None:
        cls: type[Any] = ObjectSparseNdArray
        data = np.full(dims, check_object(element, default, where), dtype=object)
        stored = [check_object(element, v, where) for v in values.streamOfObjects()]
    else:
        dense = _dense_class_of(values, where)
        cls = _SPARSE[dense]
        zero = False if dense is BooleanDenseNdArray else 0
        default = dense._to_scalar(zero if default is None else default, where)  # type: ignore[attr-defined]
        data = np.full(dims, default, dtype=dense.NP_DTYPE)
        stored = dense._to_array(values, where).tolist()  # type: ignore[attr-defined]
    for row, value, present in zip(coords, stored, inside, strict=True):
        if present:
            data[tuple(row.tolist())] = value
    data.flags.writeable = False
    result = cls._over(data)
    if element is not None:
        result._cls = element
    result._indices = indices
    result._values = values
    result._default = default
    return result
