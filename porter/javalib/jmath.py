"""``java.lang.Math`` where Python's answer differs from Java's: ``round`` rounds half up to a
``long`` (or an ``int`` for a ``float`` argument) and saturates, ``abs`` of the smallest
``int`` is itself, ``floorDiv`` wraps, ``max``/``min`` of doubles propagate NaN and order
``-0.0`` below ``0.0``, the ``*Exact`` methods raise on overflow; ``ceil``/``floor``/``rint``
return doubles."""

from __future__ import annotations

import math

from porter.javalib.exceptions import ArithmeticException
from porter.javalib.ints import INT_MAX, INT_MIN, LONG_MAX, LONG_MIN, wrapInt, wrapLong

DEGREES_TO_RADIANS = 0.017453292519943295
RADIANS_TO_DEGREES = 57.29577951308232


def _round_half_up(x: float) -> int:
    floor = math.floor(x)
    return floor + 1 if x - floor >= 0.5 else floor


def roundToLong(x: float) -> int:
    """``Math.round(double)``: half up, NaN is 0, saturating at ``Long``'s range."""
    if math.isnan(x):
        return 0
    if math.isinf(x):
        return LONG_MAX if x > 0 else LONG_MIN
    return max(LONG_MIN, min(LONG_MAX, _round_half_up(x)))


def roundToInt(x: float) -> int:
    """``Math.round(float)``: half up, NaN is 0, saturating at ``Integer``'s range."""
    if math.isnan(x):
        return 0
    if math.isinf(x):
        return INT_MAX if x > 0 else INT_MIN
    return max(INT_MIN, min(INT_MAX, _round_half_up(x)))


def absInt(x: int) -> int:
    """``Math.abs(int)``: ``Integer.MIN_VALUE`` stays negative, as in Java."""
    return wrapInt(abs(x))


def absLong(x: int) -> int:
    return wrapLong(abs(x))


def floorDiv(a: int, b: int, wrap: bool = True) -> int:
    """``Math.floorDiv``: rounds toward negative infinity; ``MIN_VALUE / -1`` wraps."""
    if b == 0:
        raise ArithmeticException("/ by zero")
    q = a // b
    return wrapInt(q) if wrap and INT_MIN <= a <= INT_MAX else wrapLong(q)


def floorMod(a: int, b: int) -> int:
    """``Math.floorMod``: the remainder with the divisor's sign."""
    if b == 0:
        raise ArithmeticException("/ by zero")
    return a % b


def fmax(a: float, b: float) -> float:
    """``Math.max(double, double)``: NaN if either is; ``max(-0.0, 0.0)`` is ``0.0``."""
    if math.isnan(a) or math.isnan(b):
        return math.nan
    if a == b == 0.0:
        return b if math.copysign(1.0, a) < 0 else a
    return max(b, a)


def fmin(a: float, b: float) -> float:
    """``Math.min(double, double)``: NaN if either is; ``min(-0.0, 0.0)`` is ``-0.0``."""
    if math.isnan(a) or math.isnan(b):
        return math.nan
    if a == b == 0.0:
        return a if math.copysign(1.0, a) < 0 else b
    return min(b, a)


# Math's overloaded methods on values whose Java type the port does not know: the overload is
# chosen by the values' Python types at run time (a Python float is a Java floating value;
# numpy's float32 is Java's float).


def _floating(x: object) -> bool:
    return isinstance(x, float) or type(x).__module__ == "numpy" and "float" in type(x).__name__


def anyMax(a: float, b: float) -> float:
    if _floating(a) or _floating(b):
        return fmax(float(a), float(b))
    return max(a, b)


def anyMin(a: float, b: float) -> float:
    if _floating(a) or _floating(b):
        return fmin(float(a), float(b))
    return min(a, b)


def anyAbs(x: float) -> float:
    return abs(x)  # an int's abs(MIN_VALUE) is the one case the type would change


def anyRound(x: float) -> int:
    if not _floating(x):
        return int(x)
    return roundToInt(x) if type(x).__name__ == "float32" else roundToLong(float(x))


def signum(x: float) -> float:
    if math.isnan(x) or x == 0.0:
        return x
    return 1.0 if x > 0 else -1.0


def ceil(x: float) -> float:
    """``Math.ceil``: a double; ``-0.5`` gives ``-0.0``."""
    if math.isnan(x) or math.isinf(x):
        return x
    return math.copysign(float(math.ceil(x)), x)


def floor(x: float) -> float:
    if math.isnan(x) or math.isinf(x):
        return x
    return math.copysign(float(math.floor(x)), x)


def rint(x: float) -> float:
    """``Math.rint``: the nearest integer as a double, ties to even."""
    if math.isnan(x) or math.isinf(x):
        return x
    return math.copysign(float(round(x)), x)


def cbrt(x: float) -> float:
    """``Math.cbrt``: exact for perfect cubes (a Newton step corrects the power's error)."""
    if x == 0 or math.isnan(x) or math.isinf(x):
        return x
    a = abs(x)
    y = a ** (1.0 / 3.0)
    y -= (y * y * y - a) / (3 * y * y)
    return math.copysign(y, x)


def toRadians(degrees: float) -> float:
    return degrees * DEGREES_TO_RADIANS


def toDegrees(radians: float) -> float:
    return radians * RADIANS_TO_DEGREES


def log10(x: float) -> float:
    if x < 0 or math.isnan(x):
        return math.nan
    return -math.inf if x == 0 else math.log10(x)


def log(x: float) -> float:
    """``Math.log``: NaN for negatives and ``-Infinity`` for zero, where Python raises."""
    if x < 0 or math.isnan(x):
        return math.nan
    return -math.inf if x == 0 else math.log(x)


def sqrt(x: float) -> float:
    """``Math.sqrt``: NaN for negatives, where Python raises."""
    return math.nan if x < 0 else math.sqrt(x)


def pow(a: float, b: float) -> float:
    """``Math.pow``: Java's special cases (NaN and infinities) instead of Python's errors."""
    try:
        return math.pow(a, b)
    except ValueError:
        return math.nan
    except OverflowError:
        if a < 0 and float(b).is_integer() and int(b) % 2:
            return -math.inf
        return math.inf


def exp(x: float) -> float:
    try:
        return math.exp(x)
    except OverflowError:
        return math.inf


def hypot(a: float, b: float) -> float:
    return math.hypot(a, b)


def _exact(value: int, low: int, high: int) -> int:
    if not low <= value <= high:
        raise ArithmeticException("integer overflow" if high == INT_MAX else "long overflow")
    return value


def addExact(a: int, b: int, long: bool = False) -> int:
    return _exact(a + b, *(_LONG if long else _INT))


def subtractExact(a: int, b: int, long: bool = False) -> int:
    return _exact(a - b, *(_LONG if long else _INT))


def multiplyExact(a: int, b: int, long: bool = False) -> int:
    return _exact(a * b, *(_LONG if long else _INT))


def negateExact(a: int, long: bool = False) -> int:
    return _exact(-a, *(_LONG if long else _INT))


def toIntExact(a: int) -> int:
    return _exact(a, INT_MIN, INT_MAX)


_INT = (INT_MIN, INT_MAX)
_LONG = (LONG_MIN, LONG_MAX)


def clamp(value: float, low: float, high: float) -> float:
    if low > high:
        raise ValueError(f"{low} > {high}")
    return min(max(value, low), high)
