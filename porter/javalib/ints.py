"""Java's fixed-width integers over Python's unbounded ``int``: wrapping as ``int`` and
``long`` arithmetic wraps, and the unsigned shift."""

from __future__ import annotations

INT_MIN = -(1 << 31)
INT_MAX = (1 << 31) - 1
LONG_MIN = -(1 << 63)
LONG_MAX = (1 << 63) - 1


def wrapInt(value: int) -> int:
    """``value`` as a Java ``int`` (32-bit two's complement), as ``(int)`` and overflow give
    (a numpy element is read as a Python ``int`` first)."""
    value = int(value) & 0xFFFFFFFF
    return value - (1 << 32) if value > INT_MAX else value


def wrapLong(value: int) -> int:
    """``value`` as a Java ``long`` (64-bit two's complement)."""
    value = int(value) & 0xFFFFFFFFFFFFFFFF
    return value - (1 << 64) if value > LONG_MAX else value


def ushrInt(value: int, count: int) -> int:
    """Java's ``>>>`` on an ``int``: the shift count is taken mod 32."""
    return wrapInt((value & 0xFFFFFFFF) >> (count & 31))


def ushrLong(value: int, count: int) -> int:
    """Java's ``>>>`` on a ``long``: the shift count is taken mod 64."""
    return wrapLong((value & 0xFFFFFFFFFFFFFFFF) >> (count & 63))
