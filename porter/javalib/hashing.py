"""Java's ``hashCode`` for the values ported programs use as keys: what decides the iteration
order of a ``HashMap`` or ``HashSet``, and so what a program prints."""

from __future__ import annotations

import math
import struct
from typing import Any, cast

from porter.javalib.ints import INT_MAX, INT_MIN, wrapInt


def stringHash(s: str) -> int:
    """``String.hashCode``: ``s[0]*31^(n-1) + ... + s[n-1]`` over UTF-16 code units."""
    h = 0
    for unit in struct.unpack(f"<{len(s.encode('utf-16-le')) // 2}H", s.encode("utf-16-le")):
        h = (31 * h + unit) & 0xFFFFFFFF
    return wrapInt(h)


def doubleHash(value: float) -> int:
    """``Double.hashCode``: the bits' two halves XORed (NaN canonical, as
    ``doubleToLongBits``)."""
    if math.isnan(value):
        bits = 0x7FF8000000000000
    else:
        (bits,) = struct.unpack("<Q", struct.pack("<d", value))
    return wrapInt(bits ^ (bits >> 32))


def longHash(value: int) -> int:
    """``Long.hashCode``."""
    bits = value & 0xFFFFFFFFFFFFFFFF
    return wrapInt(bits ^ (bits >> 32))


def javaHash(value: Any) -> int:
    """The ``hashCode`` Java computes for ``value``: a Python ``int`` is an ``Integer`` when it
    fits, else a ``Long``; a ``float`` is a ``Double``; sequences hash as ``List``; an object
    with its own ``hashCode`` (a ported class) uses it."""
    if value is None:
        return 0
    if isinstance(value, bool):
        return 1231 if value else 1237
    if isinstance(value, int):
        return value if INT_MIN <= value <= INT_MAX else longHash(value)
    if isinstance(value, float):
        return doubleHash(value)
    if isinstance(value, str):
        return stringHash(value)
    if isinstance(value, (list, tuple)):
        h = 1
        for item in value:
            h = (31 * h + javaHash(item)) & 0xFFFFFFFF
        return wrapInt(h)
    if isinstance(value, dict):  # Map.hashCode: the sum of key hash ^ value hash
        return wrapInt(sum(javaHash(k) ^ javaHash(v) for k, v in value.items()))
    if isinstance(value, (set, frozenset)):
        return wrapInt(sum(javaHash(item) for item in value))
    method = getattr(value, "hashCode", None)
    if callable(method):
        return wrapInt(cast(int, method()))  # Java's hashCode() is an int
    return wrapInt(hash(value))
