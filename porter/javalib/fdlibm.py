"""The natural logarithm as Java's ``StrictMath.log`` computes it (fdlibm's algorithm), so that
``Random.nextGaussian``, which Java defines through ``StrictMath``, draws bit-identical
values; the C library's ``log`` may differ in the last place."""

from __future__ import annotations

import struct

_LN2_HI = 6.93147180369123816490e-01
_LN2_LO = 1.90821492927058770002e-10
_TWO54 = 1.80143985094819840000e16
_LG1 = 6.666666666666735130e-01
_LG2 = 3.999999999940941908e-01
_LG3 = 2.857142874366239149e-01
_LG4 = 2.222219843214978396e-01
_LG5 = 1.818357216161805012e-01
_LG6 = 1.531383769920937332e-01
_LG7 = 1.479819860511658591e-01


def _words(x: float) -> tuple[int, int]:
    (bits,) = struct.unpack("<q", struct.pack("<d", x))
    return bits >> 32, bits & 0xFFFFFFFF


def _with_high(x: float, high: int) -> float:
    (bits,) = struct.unpack("<Q", struct.pack("<d", x))
    bits = ((high & 0xFFFFFFFF) << 32) | (bits & 0xFFFFFFFF)
    (value,) = struct.unpack("<d", struct.pack("<Q", bits))
    return float(value)


def log(x: float) -> float:
    """``StrictMath.log(x)``: reduce ``x`` to ``2^k * (1 + f)`` with ``f`` in
    ``[sqrt(2)/2 - 1, sqrt(2) - 1]``, then ``log(1 + f)`` by a minimax polynomial in
    ``s = f / (2 + f)``."""
    hx, lx = _words(x)
    k = 0
    if hx < 0x00100000:  # zero, negative or subnormal
        if (hx & 0x7FFFFFFF) | lx == 0:
            return float("-inf")
        if hx < 0:
            return float("nan")
        k -= 54
        x *= _TWO54
        hx, _ = _words(x)
    if hx >= 0x7FF00000:
        return x + x
    k += (hx >> 20) - 1023
    hx &= 0x000FFFFF
    i = (hx + 0x95F64) & 0x100000
    x = _with_high(x, hx | (i ^ 0x3FF00000))  # x or x/2, near 1
    k += i >> 20
    f = x - 1.0
    dk = float(k)
    if (0x000FFFFF & (2 + hx)) < 3:  # |f| < 2**-20
        if f == 0.0:
            return 0.0 if k == 0 else dk * _LN2_HI + dk * _LN2_LO
        r = f * f * (0.5 - 0.33333333333333333 * f)
        return f - r if k == 0 else dk * _LN2_HI - ((r - dk * _LN2_LO) - f)
    s = f / (2.0 + f)
    z = s * s
    i = hx - 0x6147A
    w = z * z
    j = 0x6B851 - hx
    t1 = w * (_LG2 + w * (_LG4 + w * _LG6))
    t2 = z * (_LG1 + w * (_LG3 + w * (_LG5 + w * _LG7)))
    i |= j
    r = t2 + t1
    if i > 0:
        hfsq = 0.5 * f * f
        if k == 0:
            return f - (hfsq - s * (hfsq + r))
        return dk * _LN2_HI - ((hfsq - (s * (hfsq + r) + dk * _LN2_LO)) - f)
    if k == 0:
        return f - s * (f - r)
    return dk * _LN2_HI - ((s * (f - r) - dk * _LN2_LO) - f)
