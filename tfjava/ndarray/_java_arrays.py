"""Java arrays given as Python values, read into numpy with the element type Java would have.

The porting contract (section 3) spells a Java array as a nested list or a numpy array: a
Python ``int`` is a Java ``int`` (``int32``; a value out of its range raises ValueError, use
``numpy.int64`` for ``long``), a ``float`` a Java ``float`` (``float32``; ints and floats
mixed are floats, as Java widens them), a ``bool`` a ``boolean``, numpy scalars and arrays keep
their dtype, ``bytes`` is a ``byte[]`` (a row of signed bytes), ``str`` and other objects make
an array of objects. Heap arrays and buffers import this module; it imports no TensorFlow.
"""

from __future__ import annotations

from typing import Any, Final

import numpy as np

from tfjava.ndarray._checks import F32_OVERFLOW, Array, describe

__all__ = ["ARRAY_TYPES", "JavaArray", "element_class", "java_array", "java_dims"]

_INT32: Final = (-(2**31), 2**31 - 1)

ARRAY_TYPES: Final = (list, tuple, range, np.ndarray, bytes, bytearray, memoryview)
"""The Python types that stand for a Java array."""

_BYTES: Final = (bytes, bytearray, memoryview)


class JavaArray:
    """A Java array read from Python: its numpy data and, for objects, the element class."""

    __slots__ = ("data", "element")

    def __init__(self, data: Array, element: type | None) -> None:
        self.data = data
        self.element = element


def _walk(value: object, dims: list[int], depth: int, leaves: list[object], where: str) -> None:
    """Collects the leaves of nested sequences, checking they are rectangular."""
    if isinstance(value, _BYTES):
        value = np.frombuffer(bytes(value), dtype=np.int8)
    if isinstance(value, list | tuple | range | np.ndarray):
        size = len(value)
        if depth == len(dims):
            dims.append(size)
        elif dims[depth] != size:
            raise ValueError(
                f"{where}: nested arrays must be rectangular, dimension {depth} has sizes "
                f"{dims[depth]} and {size}"
            )
        if isinstance(value, np.ndarray) and value.ndim == 1 and value.dtype != object:
            if depth + 1 != len(dims) and len(dims) > depth + 1:
                raise ValueError(f"{where}: nested arrays must be rectangular")
            leaves.extend(value.tolist() if value.dtype.kind in "biuf" else list(value))
            if value.dtype.kind in "iuf" or value.dtype.kind == "b":
                leaves.append(_DtypeMark(value.dtype))
            return
        if any(v is None for v in value) and any(isinstance(v, ARRAY_TYPES) for v in value):
            # Java's StdArrays: a null subarray is IllegalStateException.
            raise RuntimeError(f"{where}: one of the subarrays is null")
        for v in value:
            _walk(v, dims, depth + 1, leaves, where)
        return
    if depth != len(dims):
        raise ValueError(f"{where}: nested arrays must be rectangular, not ragged")
    leaves.append(value)


class _DtypeMark:
    """Marks that leaves came from a numpy row of ``dtype`` (which they keep)."""

    __slots__ = ("dtype",)

    def __init__(self, dtype: np.dtype[Any]) -> None:
        self.dtype = dtype


def element_class(values: Array) -> type:
    """The common class of the non-None values of an object array (``object`` if mixed)."""
    classes = {type(v) for v in values.reshape(-1) if v is not None}
    if len(classes) == 1:
        return classes.pop()
    return object


def java_dims(value: object, where: str) -> tuple[int, ...]:
    """The dimensions of a Java array (nested sequences or numpy array); ValueError if
    ragged."""
    if isinstance(value, np.ndarray):
        return tuple(value.shape)
    if not isinstance(value, ARRAY_TYPES):
        raise TypeError(
            f"{where}: expected an array (nested list or numpy array), got {describe(value)}"
        )
    dims: list[int] = []
    _walk(value, dims, 0, [], where)
    return tuple(dims)


def java_array(value: object, where: str, copy: bool = True) -> JavaArray:
    """The numpy data of a Java array with the element type Java would give it.

    A numpy array keeps its dtype (and, with ``copy=False``, its memory); ``str`` arrays
    become arrays of ``str`` objects. Raises TypeError for a value that is not an array or
    elements of mixed kinds, ValueError for ragged arrays, out-of-range ints or an empty
    nested list (whose element type is unknown: pass a numpy array).
    """
    if isinstance(value, np.ndarray):
        if value.dtype.kind == "U":
            return JavaArray(value.astype(object), str)
        if value.dtype.kind == "S":
            return JavaArray(value.astype(object), bytes)
        data = np.array(value, copy=True) if copy else value
        if data.dtype == object:
            return JavaArray(data, element_class(data))
        return JavaArray(data, None)
    if isinstance(value, _BYTES):
        data = np.frombuffer(bytes(value), dtype=np.int8).copy()
        return JavaArray(data, None)
    if not isinstance(value, ARRAY_TYPES):
        raise TypeError(
            f"{where}: expected an array (nested list or numpy array), got {describe(value)}"
        )
    dims: list[int] = []
    leaves: list[object] = []
    _walk(value, dims, 0, leaves, where)
    marks = [leaf.dtype for leaf in leaves if isinstance(leaf, _DtypeMark)]
    leaves = [leaf for leaf in leaves if not isinstance(leaf, _DtypeMark)]
    shape = tuple(dims)
    if not leaves:
        if marks:
            return JavaArray(np.zeros(shape, dtype=marks[0]), None)
        raise ValueError(
            f"{where}: the element type of an empty nested list is unknown: pass a numpy "
            "array (numpy.zeros(shape, dtype))"
        )
    return JavaArray(*_typed(leaves, marks, shape, where))


def _typed(
    leaves: list[object], marks: list[np.dtype[Any]], shape: tuple[int, ...], where: str
) -> tuple[Array, type | None]:
    kinds = {_kind(leaf) for leaf in leaves}
    numpy_dtypes = {leaf.dtype for leaf in leaves if isinstance(leaf, np.generic)} | set(marks)
    if len(numpy_dtypes) == 1 and kinds <= {"numpy", "bool", "int", "float"}:
        dtype = numpy_dtypes.pop()
        if kinds == {"numpy"} or marks:
            return np.array(leaves, dtype=dtype).reshape(shape), None
    if kinds == {"bool"}:
        return np.array(leaves, dtype=np.bool_).reshape(shape), None
    if kinds == {"int"}:
        wide = np.array(leaves, dtype=object)
        low, high = min(leaves), max(leaves)  # type: ignore[type-var]
        if low < _INT32[0] or high > _INT32[1]:  # type: ignore[operator]
            bad = low if low < _INT32[0] else high  # type: ignore[operator]
            raise ValueError(
                f"{where}: {bad} is out of range for a Java int: use numpy.int64 values for longs"
            )
        return wide.astype(np.int32).reshape(shape), None
    if kinds <= {"int", "float"}:
        wide_f = np.array(leaves, dtype=np.float64)
        finite = wide_f[np.isfinite(wide_f)]
        if finite.size and float(np.abs(finite).max()) >= F32_OVERFLOW:
            raise ValueError(
                f"{where}: values out of range for a Java float: use numpy.float64 values "
                "for doubles"
            )
        return wide_f.astype(np.float32).reshape(shape), None
    if "numpy" in kinds or ("bool" in kinds and kinds & {"int", "float"}):
        raise TypeError(
            f"{where}: the elements of an array must share one type, got {sorted(kinds)}"
        )
    data = np.empty(len(leaves), dtype=object)
    for i, leaf in enumerate(leaves):
        data[i] = leaf
    data = data.reshape(shape)
    return data, element_class(data)


def _kind(leaf: object) -> str:
    if isinstance(leaf, np.generic) and leaf.dtype.kind in "biuf":
        return "numpy"
    if isinstance(leaf, bool):
        return "bool"
    if isinstance(leaf, int):
        return "int"
    if isinstance(leaf, float):
        return "float"
    return "object"
