"""Java's single-precision ``float`` over Python's double: a port holds a ``float`` as a
Python float that is exactly a single-precision value, rounded (``f32``) wherever Java makes
a new one (arithmetic, ``(float)``, ``int`` to ``float``, a literal such as ``0.1f``)."""

from __future__ import annotations

import math
import struct

_SINGLE = struct.Struct("<f")  # packing rounds to nearest even, as Java (faster than ctypes)


def f32(value: float) -> float:
    """``value`` rounded to single precision, as Java's ``(float)``: out of range becomes
    infinity, NaN stays NaN. The double result of one ``+ - * / %`` or ``sqrt`` on two
    singles, rounded so, is the single Java computes (a double carries more than twice a
    single's digits)."""
    try:
        single: float = _SINGLE.unpack(_SINGLE.pack(value))[0]
    except OverflowError:  # finite, but rounds past Float.MAX_VALUE
        return math.copysign(math.inf, value)
    return single
