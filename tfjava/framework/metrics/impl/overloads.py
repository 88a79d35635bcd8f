"""Java's constructor overloads as one Python ``__init__``: each overload is a tuple of
parameter names, each name has a kind, and the first overload whose kinds accept the
positional arguments binds them (keywords with Java's names bind directly)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np


def _is_int(v: Any) -> bool:
    return isinstance(v, (int, np.integer)) and not isinstance(v, (bool, np.bool_))


def _is_number(v: Any) -> bool:
    return _is_int(v) or isinstance(v, (float, np.floating))


def _is_seq(v: Any, item: Any) -> bool:
    if isinstance(v, np.ndarray):
        return v.ndim == 1
    return isinstance(v, Sequence) and not isinstance(v, str) and all(item(x) for x in v)


def accepts(kind: Any, value: Any) -> bool:
    """Whether ``value`` fits a parameter of ``kind`` (a string, or an enum class)."""
    if isinstance(kind, type):
        return isinstance(value, kind)
    if kind == "name":
        return value is None or isinstance(value, str)
    if kind in ("seed", "int"):
        return _is_int(value)
    if kind == "Integer":  # Java's boxed Integer: null allowed
        return value is None or _is_int(value)
    if kind == "float":
        return _is_number(value)
    if kind == "floats":
        return value is None or _is_seq(value, _is_number)
    if kind == "ints":
        return _is_seq(value, _is_int)
    if kind == "bool":
        return isinstance(value, (bool, np.bool_))
    if kind == "type":
        return isinstance(value, type)
    if kind == "operand":
        return value is None or hasattr(value, "asOutput")
    raise AssertionError(kind)


def bind(
    owner: str,
    args: tuple[Any, ...],
    kwargs: dict[str, Any],
    overloads: Sequence[tuple[str, ...]],
    kinds: dict[str, Any],
    defaults: dict[str, Any],
) -> dict[str, Any]:
    """The values of every parameter in ``kinds`` for Java's overload that fits the call."""
    for overload in overloads:
        if len(overload) != len(args):
            continue
        if all(accepts(kinds[p], a) for p, a in zip(overload, args, strict=True)):
            values = dict(defaults)
            values.update(zip(overload, args, strict=True))
            break
    else:
        shown = "; ".join("(" + ", ".join(o) + ")" for o in overloads)
        got = ", ".join(type(a).__name__ for a in args)
        raise TypeError(f"{owner}: no constructor takes ({got}); Java's constructors: {shown}")
    for key, value in kwargs.items():
        if key not in kinds:
            raise TypeError(f"{owner}: unknown parameter {key!r}")
        if not accepts(kinds[key], value):
            raise TypeError(f"{owner}: parameter {key} got {value!r}")
        values[key] = value
    missing = [k for k in ("seed", "type") if k in kinds and values.get(k) is None]
    if missing:
        raise TypeError(f"{owner}: missing {', '.join(missing)}")
    return values


Overloads = tuple[tuple[str, ...], ...]
"""Java's constructors of a class: the parameter names of each."""
