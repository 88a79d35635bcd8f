"""Sparse heap arrays (Java ``SparseNdArray``): the arrays ``NdArrays.sparseOf`` makes.

A sparse array is given by the coordinates of its non-default values (``indices``, a
``LongNdArray`` of shape ``[N, rank]``), those values (a vector of ``N``) and a default
value. It reads like any NdArray of its type; as in Java it is read-only (writes raise
RuntimeError, Java's ``ReadOnlyBufferException``). Here its values are also kept dense, in a
read-only numpy array, so that reads, views and copies are the dense arrays' own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

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
    known_dims,
)
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

    if TYPE_CHECKING:  # storage of the mixed-in dense class and the concrete classes
        _np: Array
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

    def toDense(self) -> NdArray[Any]:
        """A dense heap array with the same values (a writable copy)."""
        dense: NdArray[Any] = self._DENSE._over(self._np.copy())  # type: ignore[assignment]
        if isinstance(dense, ObjectDenseNdArray):
            dense._cls = self._cls  # type: ignore[attr-defined]
        return dense

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


class DoubleSparseNdArray(SparseNdArray, DoubleDenseNdArray):
    """A sparse array of Java ``double`` values."""

    __slots__ = ("_default", "_indices", "_values")
    _DENSE = DoubleDenseNdArray


class IntSparseNdArray(SparseNdArray, IntDenseNdArray):
    """A sparse array of Java ``int`` values."""

    __slots__ = ("_default", "_indices", "_values")
    _DENSE = IntDenseNdArray


class LongSparseNdArray(SparseNdArray, LongDenseNdArray):
    """A sparse array of Java ``long`` values."""

    __slots__ = ("_default", "_indices", "_values")
    _DENSE = LongDenseNdArray


class ByteSparseNdArray(SparseNdArray, ByteDenseNdArray):
    """A sparse array of Java ``byte`` values."""

    __slots__ = ("_default", "_indices", "_values")
    _DENSE = ByteDenseNdArray


class ShortSparseNdArray(SparseNdArray, ShortDenseNdArray):
    """A sparse array of Java ``short`` values."""

    __slots__ = ("_default", "_indices", "_values")
    _DENSE = ShortDenseNdArray


class BooleanSparseNdArray(SparseNdArray, BooleanDenseNdArray):
    """A sparse array of Java ``boolean`` values."""

    __slots__ = ("_default", "_indices", "_values")
    _DENSE = BooleanDenseNdArray


class ObjectSparseNdArray(SparseNdArray, ObjectDenseNdArray[Any]):
    """A sparse array of objects of one class (``NdArrays.sparseOfObjects``)."""

    __slots__ = ("_default", "_indices", "_values")
    _DENSE = ObjectDenseNdArray


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
    for row in coords:
        for axis, (c, n) in enumerate(zip(row.tolist(), dims, strict=True)):
            if not 0 <= c < n:
                raise IndexError(
                    f"{where}: index {row.tolist()} out of bounds for dimension {axis} of "
                    f"size {n} (shape {shape})"
                )
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
    for row, value in zip(coords, stored, strict=True):
        data[tuple(row.tolist())] = value
    data.flags.writeable = False
    result = cls._over(data)
    if element is not None:
        result._cls = element
    result._indices = indices
    result._values = values
    result._default = default
    return result
