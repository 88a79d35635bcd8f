"""``java.lang.reflect.Array.newInstance`` of a reference class, and ``x instanceof float[][]``
on the arrays a port holds: numpy arrays (what ``new float[n][m]``
ports to), nested lists (array initialisers, ``toArray``) and ``bytes`` (``byte[]``).

A numpy array is the Java array type of its dtype and dimensions. A list is checked down to
its elements: ``float``/``double`` elements are Python floats, the integral ones ints (never
bools), ``boolean`` bools, ``char`` one-character strings. An empty list or row says nothing
of its element type and is taken as the asked one, as Java's array would have been made.
"""

from __future__ import annotations

import numbers
from typing import Any

_DTYPES = {
    "int": "int32",
    "long": "int64",
    "float": "float32",
    "double": "float64",
    "boolean": "bool",
    "byte": "int8",
    "short": "int16",
}


# Arrays of the JDK's value classes: what their elements are in a port (contract §10).
_REFERENCE_LEAVES: dict[str, type | tuple[type, ...]] = {
    "String": str,
    "Integer": int,
    "Long": int,
    "Short": int,
    "Byte": int,
    "Double": float,
    "Float": float,
    "Boolean": bool,
    "Character": str,
    "Object": object,
}


def _leaf(value: Any, element: str) -> bool:
    if element in ("float", "double"):
        return isinstance(value, numbers.Real) and not isinstance(value, numbers.Integral)
    if element == "boolean":
        return isinstance(value, bool)
    if element == "char":
        return isinstance(value, str) and len(value) == 1
    if element in _REFERENCE_LEAVES:
        return value is None or isinstance(value, _REFERENCE_LEAVES[element])
    return isinstance(value, numbers.Integral) and not isinstance(value, bool)


def isArray(value: Any, element: str, dims: int) -> bool:
    """Whether ``value`` is a Java ``element`` array of ``dims`` dimensions."""
    if hasattr(value, "dtype") and hasattr(value, "ndim") and element not in _REFERENCE_LEAVES:
        return bool(value.ndim == dims and str(value.dtype) == _DTYPES.get(element))
    if isinstance(value, bytes | bytearray):
        return element == "byte" and dims == 1
    if not isinstance(value, list | tuple):
        return False
    if dims == 1:
        return all(_leaf(v, element) for v in value)
    return all(v is None or isArray(v, element, dims - 1) for v in value)


def nested_nulls(dims: Any) -> list[Any]:
    """``Array.newInstance(String.class, dims)``: nested lists of the sizes ``dims`` holds,
    their leaves null (a primitive class's array is numpy's zeros)."""
    sizes = [int(d) for d in dims]
    if not sizes:
        raise ValueError("Array.newInstance needs at least one dimension")
    if len(sizes) == 1:
        return [None] * sizes[0]
    return [nested_nulls(sizes[1:]) for _ in range(sizes[0])]
