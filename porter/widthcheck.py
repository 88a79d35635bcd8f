"""The recording mode of width-overload sites (``python -m porter --record-widths``): each site
checks that the Python call picked the type Java's overload picks, and records the outcome as
a JSON line in ``$PORTER_WIDTH_LOG`` (if set). A mismatch raises, so it is never silent."""

from __future__ import annotations

import json
import os
import sys
from typing import Any, TypeVar

T = TypeVar("T")


def actual_type(value: Any) -> str:
    """The tensor type class name, or a heap array's or buffer's numpy dtype name."""
    type_fn = getattr(value, "type", None)
    if callable(type_fn):
        try:
            t = type_fn()
            if isinstance(t, type):
                return t.__name__
        except TypeError:
            pass
    if (
        hasattr(value, "DTYPE")
        and isinstance(value, object)
        and type(value).__name__.startswith("T")
    ):
        return type(value).__name__
    if hasattr(value, "__array__") and not isinstance(value, type):
        # Heap NdArrays and DataBuffers are numpy-backed: their element type is the dtype.
        import numpy as np

        return str(np.asarray(value).dtype.name)
    for attr in ("dtype", "_a", "_array", "_data"):
        inner = getattr(value, attr, None)
        dtype = getattr(inner, "dtype", inner if attr == "dtype" else None)
        if dtype is not None and hasattr(dtype, "name"):
            return str(dtype.name)
    return type(value).__name__


class WidthMismatch(AssertionError):
    pass


def site(line: int, expected: str, value: T) -> T:
    frame = sys._getframe(1)
    actual = actual_type(value)
    ok = actual == expected
    log = os.environ.get("PORTER_WIDTH_LOG")
    if log:
        with open(log, "a", encoding="utf-8") as f:
            f.write(
                json.dumps(
                    {
                        "file": frame.f_code.co_filename,
                        "line": line,
                        "expected": expected,
                        "actual": actual,
                        "ok": ok,
                    }
                )
                + "\n"
            )
    if not ok:
        raise WidthMismatch(f"line {line}: Java picks {expected}, the port made {actual}")
    return value
