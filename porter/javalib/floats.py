"""Java's single-precision ``float`` over Python's double: a port holds a ``float`` as a
Python float that is exactly a single-precision value, rounded (``f32``) wherever Java makes
a new one (arithmetic, ``(float)``, ``int`` to ``float``, a literal such as ``0.1f``)."""

from __future__ import annotations

import math
import numbers
import struct

_SINGLE = struct.Struct("<f")  # packing rounds to nearest even, as Java (faster than ctypes)


_EXACT = 1 << 53  # an integer up to this is a double as it is: packing it rounds once


def _integer_single(n: int) -> float:
    """A long past 2**53 rounded straight to a float's 24 bits, ties to even, as Java's
    ``(float)`` of a long (through a double it would round twice)."""
    shift = abs(n).bit_length() - 24
    q, r = divmod(abs(n), 1 << shift)
    half = 1 << (shift - 1)
    if r > half or (r == half and q & 1):
        q += 1
    return math.copysign(float(q << shift), n)


def f32(value: float) -> float:
    """``value`` rounded to single precision, as Java's ``(float)``: out of range becomes
    infinity, NaN stays NaN. The double result of one ``+ - * / %`` or ``sqrt`` on two
    singles, rounded so, is the single Java computes (a double carries more than twice a
    single's digits)."""
    if type(value) is not float and isinstance(value, numbers.Integral) and abs(value) > _EXACT:
        return _integer_single(int(value))
    try:
        single: float = _SINGLE.unpack(_SINGLE.pack(value))[0]
    except OverflowError:  # finite, but rounds past Float.MAX_VALUE
        return math.copysign(math.inf, value)
    return single
