"""Validation of Java values and coordinates for numpy-backed N-dimensional arrays.

Java primitives map to Python as in the porting contract: ``float``/``double`` are ``float``
(ints widen), ``int``/``long``/``short``/``byte`` are ``int`` (range-checked), ``boolean`` is
``bool``. A wrong kind raises TypeError, a value out of range ValueError, a coordinate out of
range IndexError.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Sequence
from typing import Any, Final

import ml_dtypes
import numpy as np
import numpy.typing as npt

from tfjava.ndarray.exceptions import IllegalRankException

Array = npt.NDArray[Any]

F32_OVERFLOW: Final = 3.4028235677973366e38
"""The smallest magnitude that rounds to infinity as a 32-bit float."""


def describe(value: object) -> str:
    """``type value`` for error messages, shortened."""
    text = repr(value)
    if len(text) > 60:
        text = text[:57] + "..."
    return f"{type(value).__name__} {text}"


def check_real(value: object, where: str) -> float:
    """A Java ``double`` (or widened integer): int or float, not bool."""
    if type(value) is float:
        return value
    if isinstance(value, bool | np.bool_) or not isinstance(
        value, int | float | np.integer | np.floating
    ):
        raise TypeError(f"{where}: expected a float, got {describe(value)}")
    try:
        return float(value)
    except OverflowError:
        raise ValueError(f"{where}: {value!r} is out of range for a float") from None


def overflow_of(dtype: np.dtype[Any]) -> float:
    """The smallest magnitude that rounds to infinity in the float type ``dtype``: its largest
    value plus half a unit in the last place (a tie rounds to the even infinity)."""
    info: Any = ml_dtypes.finfo(dtype)
    return float(info.max) + 2.0 ** (int(info.maxexp) - int(info.nmant) - 2)


def check_float32(
    value: object, where: str, overflow: float = F32_OVERFLOW, name: str = "a 32-bit float"
) -> float:
    """A Java ``float``: a real number whose magnitude fits a 32-bit float (or, with
    ``overflow``, the narrower float type ``name`` that stores it); infinities pass."""
    result = check_real(value, where)
    if abs(result) >= overflow and not math.isinf(result):
        raise ValueError(f"{where}: {value!r} is out of range for {name}")
    return result


def check_integer(value: object, low: int, high: int, where: str) -> int:
    """A Java integer in ``[low, high]``: an int (or numpy integer), not bool or float."""
    if type(value) is int:
        result = value
    elif isinstance(value, bool | np.bool_) or not isinstance(value, int | np.integer):
        raise TypeError(f"{where}: expected an int, got {describe(value)}")
    else:
        result = int(value)
    if not low <= result <= high:
        raise ValueError(f"{where}: {result} is out of range [{low}, {high}]")
    return result


def check_bool(value: object, where: str) -> bool:
    """A Java ``boolean``: a bool (or numpy bool)."""
    if value is True or value is False:
        return value
    if isinstance(value, np.bool_):
        return bool(value)
    raise TypeError(f"{where}: expected a bool, got {describe(value)}")


def coordinates(coords: tuple[object, ...]) -> tuple[int, ...]:
    """Coordinates given as varargs, or as one sequence (Java ``long[]``), as ints."""
    if len(coords) == 1 and not isinstance(coords[0], int):
        only = coords[0]
        if isinstance(only, Sequence | np.ndarray):
            coords = tuple(only)
    result: list[int] = []
    for c in coords:
        if type(c) is int:
            result.append(c)
            continue
        if isinstance(c, bool):
            raise TypeError(f"coordinate must be an int, got {describe(c)}")
        try:
            result.append(operator.index(c))  # type: ignore[arg-type]
        except TypeError:
            raise TypeError(f"coordinate must be an int, got {describe(c)}") from None
    return tuple(result)


def check_in_bounds(coords: tuple[int, ...], dims: tuple[int, ...]) -> None:
    """Raises IndexError unless each coordinate is in ``[0, size)`` of its dimension."""
    for axis, (c, n) in enumerate(zip(coords, dims)):
        if not 0 <= c < n:
            raise IndexError(
                f"coordinate {c} out of bounds for dimension {axis} of size {n} "
                f"(coordinates {list(coords)}, shape {list(dims)})"
            )


def value_index(coords: tuple[int, ...], dims: tuple[int, ...]) -> tuple[int, ...]:
    """The numpy index of the scalar at ``coords``.

    As in Java, no coordinates select the first element; otherwise there must be exactly one
    coordinate per dimension (ValueError, Java's IllegalRankException, if not).
    """
    if not coords:
        if 0 in dims:
            raise IndexError(f"array of shape {list(dims)} has no elements")
        return (0,) * len(dims)
    if len(coords) != len(dims):
        raise IllegalRankException(
            f"{len(coords)} coordinates given to access a scalar of an array of rank "
            f"{len(dims)}: exactly {len(dims)} are required"
        )
    check_in_bounds(coords, dims)
    return coords


def element_index(coords: tuple[int, ...], dims: tuple[int, ...]) -> tuple[Any, ...]:
    """The numpy index (a view) of the element at ``coords`` (at most one per dimension)."""
    if len(coords) > len(dims):
        raise IllegalRankException(
            f"{len(coords)} coordinates given for an array of rank {len(dims)}"
        )
    check_in_bounds(coords, dims)
    return coords + (Ellipsis,)


def as_array(values: object, where: str) -> Array:
    """``values`` (nested sequences, numpy array or scalar) as a numpy array."""
    if isinstance(values, np.ndarray):
        return values
    try:
        return np.asarray(values)
    except ValueError as e:
        raise ValueError(f"{where}: nested sequences must form a rectangular array ({e})") from None


def coerce_numbers(
    arr: Array,
    dtype: np.dtype[Any],
    kinds: str,
    bounds: tuple[int, int] | None,
    overflow: float | None,
    where: str,
) -> Array:
    """``arr`` checked against the accepted numpy kinds and range, converted to ``dtype``;
    ``overflow`` is the magnitude from which a finite value would become infinite in ``dtype``.

    Unsigned storage accepts the Java signed range too (``bounds`` starts below 0) and wraps it
    to two's complement, as Java's ``byte`` and ``short`` values are stored.
    """
    if arr.dtype == dtype or arr.size == 0:
        return arr.astype(dtype, copy=False)
    kind = _kind(arr.dtype)
    if kind == "O" and "i" in kinds and _all_ints(arr):
        raise ValueError(f"{where}: integer values are out of range for {dtype}")
    if kind not in kinds:
        expected = {"f": "floats", "i": "ints", "u": "ints", "b": "bools"}
        wanted = " or ".join(sorted({expected[k] for k in kinds if k in expected}))
        raise TypeError(f"{where}: expected {wanted}, got values of dtype {arr.dtype}")
    if bounds is not None and kind in "iu":
        low, high = bounds
        lowest, highest = int(arr.min()), int(arr.max())
        if lowest < low or highest > high:
            bad = lowest if lowest < low else highest
            raise ValueError(f"{where}: value {bad} is out of range [{low}, {high}]")
        if low < 0 and np.dtype(dtype).kind == "u":
            return arr.astype(np.int64).astype(dtype)
    if overflow is not None and kind in "fiu" and _largest(arr.dtype, kind) >= overflow:
        wide = arr.astype(np.float64)
        finite = wide[np.isfinite(wide)]
        if finite.size and float(np.abs(finite).max()) >= overflow:
            raise ValueError(f"{where}: values are out of range for {float_name(dtype)}")
    with np.errstate(over="ignore"):
        return arr.astype(dtype)


def float_name(dtype: np.dtype[Any]) -> str:
    """How errors name the values of a float type: "32-bit floats", "bfloat16 floats"."""
    return f"{dtype.itemsize * 8}-bit floats" if dtype.kind == "f" else f"{dtype.name} floats"


def _largest(dtype: np.dtype[Any], kind: str) -> float:
    info: Any = ml_dtypes.finfo(dtype) if kind == "f" else ml_dtypes.iinfo(dtype)
    return float(info.max)


def _kind(dtype: np.dtype[Any]) -> str:
    """The numpy kind of ``dtype``, with ml_dtypes' types (bfloat16, int4, ...) as f/i/u."""
    kind: str = dtype.kind
    if kind == "V" and dtype.names is None:
        finfo: Any = ml_dtypes.finfo
        iinfo: Any = ml_dtypes.iinfo
        try:
            finfo(dtype)
            return "f"
        except ValueError:
            pass
        try:
            return "i" if iinfo(dtype).min < 0 else "u"
        except ValueError:
            pass
    return kind


def _all_ints(arr: Array) -> bool:
    return all(isinstance(v, int) and not isinstance(v, bool) for v in arr.flat)


def copy_into(dst: Array, values: Array, where: str, *, mask: int | None = None) -> None:
    """Copies ``values`` into the numpy array ``dst`` (same shape) as Java would assign them:
    same-kind and widening copies pass, a float into an integer array raises TypeError, a value
    that the destination cannot hold (an integer out of its range, a finite float that would
    round to infinity) raises ValueError instead of wrapping around.

    ``mask`` (0xFF, 0xFFFF) marks Java ``byte``/``short`` values, stored signed on the heap and
    unsigned in ``TUint8``/``TUint16``: into an integer array of their width they copy as bits.
    """
    src, target = values.dtype, dst.dtype
    if src == target or values.size == 0 or target == object:
        np.copyto(dst, values, casting="unsafe")
        return
    kind, target_kind = _kind(src), _kind(target)
    if mask is not None and target_kind in "iu" and target.itemsize == src.itemsize:
        np.copyto(dst, values.view(target))
        return
    widening = kind in "iub" and target_kind in ("iuf" if kind != "b" else "iufb")
    if not widening and not np.can_cast(src, target, "same_kind"):
        raise TypeError(f"{where}: cannot copy {src} values into an array of {target}")
    if target_kind in "iu" and kind in "iu":
        info: Any = ml_dtypes.iinfo if target.kind == "V" else np.iinfo
        low, high = int(info(target).min), int(info(target).max)
        lowest, highest = int(values.min()), int(values.max())
        if lowest < low or highest > high:
            bad = lowest if lowest < low else highest
            raise ValueError(f"{where}: value {bad} is out of range [{low}, {high}] for {target}")
    with np.errstate(over="ignore", invalid="ignore"):
        converted = values.astype(target)
    if target_kind == "f":
        overflow = np.isinf(converted.astype(np.float64)) & np.isfinite(values.astype(np.float64))
        if overflow.any():
            bad = values.reshape(-1)[int(np.argmax(overflow.reshape(-1)))]
            raise ValueError(f"{where}: value {float(bad)!r} is out of range for {target}")
    np.copyto(dst, converted, casting="unsafe")
