"""Java's text forms of values, for ``toString`` and error messages that Java tests compare."""

from __future__ import annotations

from typing import Any

import numpy as np


def javaFloat(value: float) -> str:
    """``Float.toString(value)``: the shortest float32 digits, plain between 1e-3 and 1e7
    (``0.9``, ``1.0``), otherwise computerized scientific notation (``1.0E-8``)."""
    f = np.float32(value)
    if np.isnan(f):
        return "NaN"
    if np.isinf(f):
        return "Infinity" if f > 0 else "-Infinity"
    if f == 0:
        return "-0.0" if np.signbit(f) else "0.0"
    if 1e-3 <= abs(f) < 1e7:
        text = np.format_float_positional(f, unique=True, trim="0")
        return text + "0" if text.endswith(".") else text
    mantissa, exponent = np.format_float_scientific(f, unique=True, trim="0").split("e")
    if mantissa.endswith("."):
        mantissa += "0"
    elif "." not in mantissa:
        mantissa += ".0"
    return f"{mantissa}E{int(exponent)}"


def javaValue(value: Any) -> str:
    """A field value as Java's string concatenation writes it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return javaFloat(value)
    return str(value)
