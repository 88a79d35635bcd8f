"""``org.tensorflow.ndarray.StdArrays``: between N-dimensional arrays and Java arrays.

A Java array is a nested list or a numpy array (porting contract section 12); arrays Java
returns (``array2dCopyOf``) are nested lists, with ``bytes`` for the innermost rows of a byte
array (Java ``byte[]``). A destination array Java fills in place (``copyFrom``) is a numpy
array or a nested list of the right shape.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from tfjava.ndarray._checks import Array, copy_into, describe
from tfjava.ndarray._java_arrays import ARRAY_TYPES, java_array, java_dims
from tfjava.ndarray.nd_arrays import dense_array
from tfjava.ndarray.ndarray import NdArray
from tfjava.ndarray.shape import Shape

__all__ = ["StdArrays"]


def _check_ndarray(value: object, where: str) -> NdArray[Any]:
    if not isinstance(value, NdArray):
        raise TypeError(f"{where}: expected an NdArray, got {describe(value)}")
    return value


def _bytes_rows(value: object) -> object:
    """Nested sequences with ``bytes`` rows (Java ``byte[]``) as lists of signed ints."""
    if isinstance(value, bytes | bytearray | memoryview):
        return np.frombuffer(bytes(value), dtype=np.int8)
    if isinstance(value, list | tuple):
        return [_bytes_rows(v) for v in value]
    return value


# Java's byte and short are signed: TUint8's and TUint16's storage read as Java reads it.
_JAVA_SIGNED: dict[np.dtype[Any], np.dtype[Any]] = {
    np.dtype(np.uint8): np.dtype(np.int8),
    np.dtype(np.uint16): np.dtype(np.int16),
}


def _values(ndarray: NdArray[Any]) -> Array:
    """The Java values of an array (decoded strings for TString, signed bytes and shorts)."""
    arr = ndarray._array()
    if arr.dtype == object:
        return ndarray._comparable()
    signed = _JAVA_SIGNED.get(arr.dtype) if ndarray._element_kind() in ("byte", "short") else None
    return arr if signed is None else arr.astype(signed)


def _copy_of(ndarray: object, rank: int, element: type | None, where: str) -> Any:
    nd = _check_ndarray(ndarray, where)
    if nd.rank() != rank:
        raise ValueError(f"{where}: expected an array of rank {rank}, got shape {nd.shape()}")
    values = _values(nd)
    if element is not None:
        for v in values.reshape(-1):
            if v is not None and not isinstance(v, element):
                raise TypeError(f"{where}: value {describe(v)} is not of class {element.__name__}")
    if nd._element_kind() == "byte":
        if rank == 0:
            return int(values)
        unsigned = (values.astype(np.int64) & 0xFF).astype(np.uint8)
        return _rows_as_bytes(unsigned)
    return values.tolist()


def _rows_as_bytes(arr: Array) -> Any:
    if arr.ndim == 1:
        return arr.tobytes()
    return [_rows_as_bytes(row) for row in arr]


def _too_small(where: str, size: int, needed: int) -> IndexError:
    # Java's ArrayIndexOutOfBoundsException
    return IndexError(f"{where}: destination of size {size} cannot hold the source's {needed}")


def _fill_list(dst: list[Any], values: Array, where: str, mask: int | None) -> None:
    """Fill the start of ``dst`` (and of its rows) with ``values``: a longer Java array keeps
    its other elements, as in Java."""
    if len(dst) < values.shape[0]:
        raise _too_small(where, len(dst), values.shape[0])
    for i, row in enumerate(values):
        if values.ndim == 1:
            dst[i] = row.item() if isinstance(row, np.generic) else row
        elif isinstance(dst[i], list):
            _fill_list(dst[i], row, where, mask)
        elif isinstance(dst[i], np.ndarray) and dst[i].ndim == row.ndim:
            _fill_array(dst[i], row, where, mask)
        elif isinstance(dst[i], bytearray) and row.ndim == 1:
            _fill_bytes(dst[i], row, where)
        else:
            raise ValueError(f"{where}: destination row {i} does not match shape {list(row.shape)}")


def _fill_array(dst: Array, values: Array, where: str, mask: int | None) -> None:
    if dst.ndim != values.ndim:
        raise ValueError(
            f"{where}: destination of rank {dst.ndim} (shape {list(dst.shape)}) does not match "
            f"rank {values.ndim}"
        )
    for have, need in zip(dst.shape, values.shape, strict=True):
        if have < need:
            raise _too_small(where, have, need)
    # What the destination cannot hold is refused, never wrapped (copy_into).
    copy_into(dst[tuple(slice(0, n) for n in values.shape)], values, where, mask=mask)


def _fill_bytes(dst: bytearray, values: Array, where: str) -> None:
    if len(dst) < values.size:
        raise _too_small(where, len(dst), values.size)
    dst[: values.size] = (values.astype(np.int64) & 0xFF).astype(np.uint8).tobytes()


def _shape_dims(value: object, where: str) -> tuple[int, ...]:
    """Java's ``StdArrays.shapeOf``: the size of each dimension, ``UNKNOWN_SIZE`` (-1) for a
    dimension whose subarrays differ in size."""
    if isinstance(value, np.ndarray):
        return tuple(value.shape)
    try:
        return java_dims(value, where)
    except ValueError:
        pass  # ragged: the sizes level by level
    dims: list[int] = []
    level: list[object] = [value]
    while level:
        rows = [
            np.frombuffer(bytes(v), dtype=np.int8) if isinstance(v, bytes | bytearray) else v
            for v in level
        ]
        seqs = [v for v in rows if isinstance(v, list | tuple | np.ndarray)]
        if len(seqs) != len(rows):
            break
        sizes = {len(v) for v in seqs}
        dims.append(sizes.pop() if len(sizes) == 1 else -1)
        level = [x for v in seqs for x in v]
    return tuple(dims)


class StdArrays:
    """Copies between N-dimensional arrays and Java arrays (Java ``StdArrays``)."""

    __slots__ = ()

    def __init__(self) -> None:
        raise TypeError("StdArrays is a static utility class")

    @staticmethod
    def ndCopyOf(array: Any) -> NdArray[Any]:
        """A heap array copy of a Java array, of the type its elements give (porting contract
        section 3: ints give an ``IntNdArray``, floats a ``FloatNdArray``, numpy arrays keep
        their dtype, ``str`` gives an ``NdArray`` of strings). Raises ValueError if ragged."""
        where = "StdArrays.ndCopyOf"
        data = java_array(array, where)
        return dense_array(data.data, data.element, where)

    @staticmethod
    def shapeOf(array: Any) -> Shape:
        """The shape of a Java array (nested sequences or numpy array); a dimension whose
        subarrays differ in size is ``Shape.UNKNOWN_SIZE``, as in Java."""
        return Shape._make(_shape_dims(array, "StdArrays.shapeOf"))

    @staticmethod
    def copyTo(src: Any, dst: NdArray[Any]) -> None:
        """Copies the Java array ``src`` into ``dst``, which must have its shape."""
        where = "StdArrays.copyTo"
        nd = _check_ndarray(dst, where)
        if not isinstance(src, ARRAY_TYPES):
            raise TypeError(f"{where}: expected an array, got {describe(src)}")
        dims = java_dims(src, where)
        if dims != tuple(nd._dims()):
            raise ValueError(
                f"{where}: array of shape {list(dims)} does not match shape {nd.shape()}"
            )
        nd.set(_bytes_rows(src))

    @staticmethod
    def copyFrom(src: NdArray[Any], dst: Any) -> None:
        """Copies ``src`` into the Java array ``dst`` of the same rank (a numpy array or nested
        lists, filled in place). As in Java, a longer destination keeps its other elements and
        a shorter one raises IndexError (Java's ``ArrayIndexOutOfBoundsException``)."""
        where = "StdArrays.copyFrom"
        nd = _check_ndarray(src, where)
        values = _values(nd)
        if isinstance(dst, np.ndarray):
            _fill_array(dst, values, where, getattr(nd, "_MASK", None))
        elif isinstance(dst, list) and values.ndim >= 1:
            _fill_list(dst, values, where, getattr(nd, "_MASK", None))
        elif isinstance(dst, bytearray) and values.ndim == 1:
            _fill_bytes(dst, values, where)
        else:
            raise TypeError(
                f"{where}: expected a numpy array or nested list of shape {nd.shape()}, got "
                f"{describe(dst)}"
            )

    @staticmethod
    def array1dCopyOf(ndArray: NdArray[Any], objectType: type | None = None) -> Any:
        """A copy of a vector as a list (``bytes`` for a byte vector)."""
        return _copy_of(ndArray, 1, objectType, "StdArrays.array1dCopyOf")

    @staticmethod
    def array2dCopyOf(ndArray: NdArray[Any], objectType: type | None = None) -> Any:
        """A copy of a matrix as nested lists."""
        return _copy_of(ndArray, 2, objectType, "StdArrays.array2dCopyOf")

    @staticmethod
    def array3dCopyOf(ndArray: NdArray[Any], objectType: type | None = None) -> Any:
        """A copy of a rank-3 array as nested lists."""
        return _copy_of(ndArray, 3, objectType, "StdArrays.array3dCopyOf")

    @staticmethod
    def array4dCopyOf(ndArray: NdArray[Any], objectType: type | None = None) -> Any:
        """A copy of a rank-4 array as nested lists."""
        return _copy_of(ndArray, 4, objectType, "StdArrays.array4dCopyOf")

    @staticmethod
    def array5dCopyOf(ndArray: NdArray[Any], objectType: type | None = None) -> Any:
        """A copy of a rank-5 array as nested lists."""
        return _copy_of(ndArray, 5, objectType, "StdArrays.array5dCopyOf")

    @staticmethod
    def array6dCopyOf(ndArray: NdArray[Any], objectType: type | None = None) -> Any:
        """A copy of a rank-6 array as nested lists."""
        return _copy_of(ndArray, 6, objectType, "StdArrays.array6dCopyOf")
