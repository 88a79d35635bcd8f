"""``java.math.BigDecimal``, ``RoundingMode`` and ``MathContext``: a decimal as Java holds it,
an unscaled integer and a scale (``2.50`` is 250 and 2, unequal to ``2.5``, 25 and 1), so
scales, ``toString``'s notation, ``equals`` and ``hashCode`` are Java's. Rounding is done on
the integers, by the mode's rule; ``new BigDecimal(0.1)`` is the double's exact binary value,
``valueOf(0.1)`` its shortest text (``Double.toString``)."""

from __future__ import annotations

import math
import re
from decimal import Decimal
from fractions import Fraction
from typing import Any

from porter.javalib.bigints import BigInteger
from porter.javalib.boxes import doubleToString, toFloat
from porter.javalib.exceptions import ArithmeticException, NumberFormatException
from porter.javalib.jchrono import JdkEnum, enum_constants

__all__ = ["BigDecimal", "MathContext", "RoundingMode"]


class RoundingMode(JdkEnum):
    UP: RoundingMode
    DOWN: RoundingMode
    CEILING: RoundingMode
    FLOOR: RoundingMode
    HALF_UP: RoundingMode
    HALF_DOWN: RoundingMode
    HALF_EVEN: RoundingMode
    UNNECESSARY: RoundingMode

    @classmethod
    def valueOf(cls, name: Any) -> Any:
        if isinstance(name, int):  # the legacy BigDecimal.ROUND_ constants
            return cls._members[name]
        for m in cls._members:
            if m._name == name:
                return m
        raise ValueError(f"No enum constant java.math.RoundingMode.{name}")


enum_constants(
    RoundingMode,
    ["UP", "DOWN", "CEILING", "FLOOR", "HALF_UP", "HALF_DOWN", "HALF_EVEN", "UNNECESSARY"],
)


def _divide(n: int, d: int, mode: RoundingMode) -> int:
    """``n / d`` rounded to an integer by ``mode`` (``d`` not 0)."""
    if d < 0:
        n, d = -n, -d
    q, r = divmod(abs(n), d)
    if r:
        name = mode.name()
        if name == "UNNECESSARY":
            raise ArithmeticException("Rounding necessary")
        up = {
            "UP": True,
            "DOWN": False,
            "CEILING": n > 0,
            "FLOOR": n < 0,
            "HALF_UP": 2 * r >= d,
            "HALF_DOWN": 2 * r > d,
            "HALF_EVEN": 2 * r > d or (2 * r == d and q % 2 == 1),
        }[name]
        q += up
    return q if n >= 0 else -q


class MathContext:
    """A precision (significant digits; 0 is unlimited) and a rounding mode."""

    DECIMAL32: MathContext
    DECIMAL64: MathContext
    DECIMAL128: MathContext
    UNLIMITED: MathContext

    def __init__(self, precision: Any, mode: RoundingMode | None = None) -> None:
        if isinstance(precision, str):  # "precision=7 roundingMode=HALF_EVEN"
            p, m = (part.split("=", 1)[1] for part in precision.split())
            precision, mode = int(p), RoundingMode.valueOf(m)
        if precision < 0:
            raise ValueError("Digits < 0")
        self._precision = int(precision)
        self._mode = RoundingMode.HALF_UP if mode is None else mode

    def getPrecision(self) -> int:
        return self._precision

    def getRoundingMode(self) -> RoundingMode:
        return self._mode

    def toString(self) -> str:
        return f"precision={self._precision} roundingMode={self._mode}"

    __str__ = toString

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MathContext) and (other._precision, other._mode) == (
            self._precision,
            self._mode,
        )

    def __hash__(self) -> int:
        return self._mode.__hash__() + (self._precision << 2)


MathContext.DECIMAL32 = MathContext(7, RoundingMode.HALF_EVEN)
MathContext.DECIMAL64 = MathContext(16, RoundingMode.HALF_EVEN)
MathContext.DECIMAL128 = MathContext(34, RoundingMode.HALF_EVEN)
MathContext.UNLIMITED = MathContext(0, RoundingMode.HALF_UP)

_NUMBER = re.compile(r"[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?")


def _parse(text: str) -> tuple[int, int]:
    if not _NUMBER.fullmatch(text):
        raise NumberFormatException(
            f"Character {text[:1] or 'array'} is neither a decimal digit number, decimal point,"
            ' nor "e" notation exponential mark.'
        )
    return _exact(Decimal(text))


def _exact(d: Decimal) -> tuple[int, int]:
    sign, digits, exponent = d.as_tuple()
    unscaled = int("".join(map(str, digits)) or "0")
    return (-unscaled if sign else unscaled), -int(exponent)


def _digits(n: int) -> int:
    return len(str(abs(n)))


class BigDecimal:
    """An immutable ``unscaled × 10^-scale``."""

    ZERO: BigDecimal
    ONE: BigDecimal
    TWO: BigDecimal
    TEN: BigDecimal
    # the legacy int rounding constants (RoundingMode's ordinals)
    ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR = 0, 1, 2, 3
    ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN, ROUND_UNNECESSARY = 4, 5, 6, 7

    __slots__ = ("_scale", "_unscaled")

    def __init__(self, value: Any, scale_or_context: Any = None) -> None:
        """``new BigDecimal(String | double | int | long | BigInteger [, MathContext])`` and
        ``new BigDecimal(BigInteger unscaled, int scale)``."""
        if isinstance(value, BigDecimal):
            self._unscaled, self._scale = value._unscaled, value._scale
        elif isinstance(value, str):
            self._unscaled, self._scale = _parse(value)
        elif isinstance(value, list):  # char[]
            self._unscaled, self._scale = _parse("".join(value))
        elif isinstance(value, float) or hasattr(value, "dtype") and value.dtype.kind == "f":
            if not math.isfinite(float(value)):
                raise NumberFormatException("Infinite or NaN")
            self._unscaled, self._scale = _exact(Decimal(float(value)))
        else:
            self._unscaled, self._scale = int(value), 0
        if isinstance(scale_or_context, MathContext):
            rounded = self.round(scale_or_context)
            self._unscaled, self._scale = rounded._unscaled, rounded._scale
        elif scale_or_context is not None:
            self._scale = int(scale_or_context)

    @staticmethod
    def _of(unscaled: int, scale: int) -> BigDecimal:
        made = BigDecimal.__new__(BigDecimal)
        made._unscaled, made._scale = unscaled, scale
        return made

    @staticmethod
    def valueOf(value: Any, scale: int | None = None) -> BigDecimal:
        """``valueOf(long[, scale])``, or ``valueOf(double)``: the double's ``toString``."""
        if scale is not None:
            return BigDecimal._of(int(value), int(scale))
        if isinstance(value, float):
            return BigDecimal(doubleToString(value))
        return BigDecimal._of(int(value), 0)

    # --- its parts ---
    def scale(self) -> int:
        return self._scale

    def precision(self) -> int:
        return _digits(self._unscaled)

    def unscaledValue(self) -> BigInteger:
        return BigInteger(self._unscaled)

    def signum(self) -> int:
        return (self._unscaled > 0) - (self._unscaled < 0)

    def _fraction(self) -> Fraction:
        return (
            Fraction(self._unscaled) / 10**self._scale
            if self._scale >= 0
            else Fraction(self._unscaled * 10**-self._scale)
        )

    # --- arithmetic ---
    def _aligned(self, other: BigDecimal) -> tuple[int, int, int]:
        scale = max(self._scale, other._scale)
        return (
            self._unscaled * 10 ** (scale - self._scale),
            other._unscaled * 10 ** (scale - other._scale),
            scale,
        )

    def add(self, other: BigDecimal, mc: MathContext | None = None) -> BigDecimal:
        a, b, scale = self._aligned(other)
        return BigDecimal._of(a + b, scale)._in(mc)

    def subtract(self, other: BigDecimal, mc: MathContext | None = None) -> BigDecimal:
        a, b, scale = self._aligned(other)
        return BigDecimal._of(a - b, scale)._in(mc)

    def multiply(self, other: BigDecimal, mc: MathContext | None = None) -> BigDecimal:
        return BigDecimal._of(self._unscaled * other._unscaled, self._scale + other._scale)._in(mc)

    def _in(self, mc: MathContext | None) -> BigDecimal:
        return self if mc is None else self.round(mc)

    def negate(self) -> BigDecimal:
        return BigDecimal._of(-self._unscaled, self._scale)

    def abs(self) -> BigDecimal:
        return self if self._unscaled >= 0 else self.negate()

    def plus(self) -> BigDecimal:
        return self

    def pow(self, n: int) -> BigDecimal:
        if not 0 <= n <= 999999999:
            raise ArithmeticException("Invalid operation")
        return BigDecimal._of(self._unscaled**n, self._scale * n)

    def _quotient(self, divisor: BigDecimal) -> Fraction:
        if divisor._unscaled == 0:
            raise ArithmeticException(
                "Division undefined" if self._unscaled == 0 else "Division by zero"
            )
        return self._fraction() / divisor._fraction()

    def divide(self, divisor: BigDecimal, *how: Any) -> BigDecimal:
        """``divide(x)`` (exact, else ArithmeticException), ``divide(x, RoundingMode)`` (at this
        scale), ``divide(x, scale, RoundingMode)`` or ``divide(x, MathContext)``."""
        q = self._quotient(divisor)
        preferred = self._scale - divisor._scale
        if not how:
            scale = _least_scale(q, preferred)
            if scale is None:
                raise ArithmeticException(
                    "Non-terminating decimal expansion; no exact representable decimal result."
                )
            return _at_scale(q, max(scale, preferred), RoundingMode.UNNECESSARY)
        if isinstance(how[0], MathContext):
            return _to_precision(q, how[0], preferred)
        if len(how) == 1:
            return _at_scale(q, self._scale, _mode(how[0]))
        return _at_scale(q, int(how[0]), _mode(how[1]))

    def divideToIntegralValue(self, divisor: BigDecimal) -> BigDecimal:
        """The quotient's integer part (toward zero), its trailing zeros dropped down to the
        preferred scale (``this.scale - divisor.scale``) and no further."""
        whole = Fraction(int(self._quotient(divisor)))
        preferred = self._scale - divisor._scale
        return _at_scale(whole, _least_scale(whole, preferred), RoundingMode.UNNECESSARY)

    def remainder(self, divisor: BigDecimal) -> BigDecimal:
        return self.subtract(self.divideToIntegralValue(divisor).multiply(divisor))

    def divideAndRemainder(self, divisor: BigDecimal) -> list[BigDecimal]:
        return [self.divideToIntegralValue(divisor), self.remainder(divisor)]

    def max(self, other: BigDecimal) -> BigDecimal:
        return self if self.compareTo(other) >= 0 else other

    def min(self, other: BigDecimal) -> BigDecimal:
        return self if self.compareTo(other) <= 0 else other

    # --- scale and precision ---
    def setScale(self, scale: int, mode: Any = None) -> BigDecimal:
        mode = RoundingMode.UNNECESSARY if mode is None else _mode(mode)
        if scale >= self._scale:
            return BigDecimal._of(self._unscaled * 10 ** (scale - self._scale), scale)
        return BigDecimal._of(_divide(self._unscaled, 10 ** (self._scale - scale), mode), scale)

    def round(self, mc: MathContext) -> BigDecimal:
        if mc.getPrecision() == 0 or self.precision() <= mc.getPrecision():
            return self
        return _to_precision(self._fraction(), mc, None, self._scale)

    def stripTrailingZeros(self) -> BigDecimal:
        if self._unscaled == 0:
            return BigDecimal.ZERO
        unscaled, scale = self._unscaled, self._scale
        while unscaled % 10 == 0:
            unscaled, scale = unscaled // 10, scale - 1
        return BigDecimal._of(unscaled, scale)

    def movePointLeft(self, n: int) -> BigDecimal:
        moved = BigDecimal._of(self._unscaled, self._scale + n)
        return moved.setScale(0) if moved._scale < 0 else moved

    def movePointRight(self, n: int) -> BigDecimal:
        return self.movePointLeft(-n)

    def scaleByPowerOfTen(self, n: int) -> BigDecimal:
        return BigDecimal._of(self._unscaled, self._scale - n)

    def ulp(self) -> BigDecimal:
        return BigDecimal._of(1, self._scale)

    # --- comparison ---
    def compareTo(self, other: BigDecimal) -> int:
        a, b, _ = self._aligned(other)
        return (a > b) - (a < b)

    def __lt__(self, other: Any) -> bool:
        # a plain number too, as DecimalFormat.format compares with 0
        return self.compareTo(other if isinstance(other, BigDecimal) else BigDecimal(other)) < 0

    def equals(self, other: object) -> bool:
        """Value and scale: ``2.50`` is not ``2.5`` (``compareTo`` gives 0)."""
        return (
            isinstance(other, BigDecimal)
            and other._unscaled == self._unscaled
            and other._scale == self._scale
        )

    __eq__ = equals

    def hashCode(self) -> int:
        return _wrap32(31 * _big_integer_hash(self._unscaled) + self._scale)

    __hash__ = hashCode

    # --- conversions ---
    def doubleValue(self) -> float:
        return float(self._fraction())

    __float__ = doubleValue

    def floatValue(self) -> float:
        return toFloat(float(self._fraction()))

    def toBigInteger(self) -> BigInteger:
        return BigInteger(int(self._fraction()))  # toward zero

    def longValue(self) -> int:
        return _wrap(int(self._fraction()), 64)

    def intValue(self) -> int:
        return _wrap(int(self._fraction()), 32)

    def intValueExact(self) -> int:
        whole = self._fraction()
        if whole.denominator != 1 or _wrap(int(whole), 32) != whole:
            raise ArithmeticException(
                "Overflow" if whole.denominator == 1 else "Rounding necessary"
            )
        return int(whole)

    def toString(self) -> str:
        """Plain when the scale is 0, or positive with an exponent ≥ -6; else scientific."""
        coeff = str(abs(self._unscaled))
        sign = "-" if self._unscaled < 0 else ""
        adjusted = -self._scale + len(coeff) - 1
        if self._scale == 0:
            return sign + coeff
        if self._scale > 0 and adjusted >= -6:
            return sign + _point(coeff, self._scale)
        mantissa = coeff[0] + ("." + coeff[1:] if len(coeff) > 1 else "")
        return f"{sign}{mantissa}E{'+' if adjusted > 0 else ''}{adjusted}"

    __str__ = toString
    __repr__ = toString

    def toPlainString(self) -> str:
        if self._scale <= 0:
            return str(self._unscaled * 10**-self._scale) if self._unscaled else "0"
        sign = "-" if self._unscaled < 0 else ""
        return sign + _point(str(abs(self._unscaled)), self._scale)


def _point(coeff: str, scale: int) -> str:
    coeff = coeff.rjust(scale + 1, "0")
    return coeff[:-scale] + "." + coeff[-scale:]


def _mode(mode: Any) -> RoundingMode:
    return mode if isinstance(mode, RoundingMode) else RoundingMode.valueOf(int(mode))


def _wrap(n: int, bits: int) -> int:
    n &= (1 << bits) - 1
    return n - (1 << bits) if n >> (bits - 1) else n


def _wrap32(n: int) -> int:
    return _wrap(n, 32)


def _big_integer_hash(n: int) -> int:
    """``BigInteger.hashCode``: its magnitude's 32-bit words, big-endian, times the sign."""
    h, mag = 0, abs(n)
    for k in reversed(range((mag.bit_length() + 31) // 32)):
        h = _wrap32(31 * h + ((mag >> (32 * k)) & 0xFFFFFFFF))
    return _wrap32(h * ((n > 0) - (n < 0)))


def _least_scale(q: Fraction, preferred: int) -> int | None:
    """The scale of ``q`` exact and nearest ``preferred`` (at or above it): an integer's
    trailing zeros count as negative scale (10000 is 1E+4), zero's is ``preferred`` itself;
    None when ``q``'s expansion never ends."""
    if q == 0:
        return preferred
    if q.denominator != 1:
        least = _terminating_scale(q)
        return None if least is None else max(least, preferred)
    n, zeros = abs(q.numerator), 0
    while n % 10 == 0:
        n, zeros = n // 10, zeros + 1
    return max(-zeros, preferred)


def _terminating_scale(q: Fraction) -> int | None:
    """The least scale at which ``q`` is exact, or None when its expansion never ends."""
    d, twos, fives = q.denominator, 0, 0
    while d % 2 == 0:
        d, twos = d // 2, twos + 1
    while d % 5 == 0:
        d, fives = d // 5, fives + 1
    return max(twos, fives) if d == 1 else None


def _at_scale(q: Fraction, scale: int, mode: RoundingMode) -> BigDecimal:
    if scale >= 0:
        n, d = q.numerator * 10**scale, q.denominator
    else:
        n, d = q.numerator, q.denominator * 10**-scale
    return BigDecimal._of(_divide(n, d, mode), scale)


def _to_precision(
    q: Fraction, mc: MathContext, preferred: int | None, floor: int | None = None
) -> BigDecimal:
    """``q`` to ``mc``'s significant digits; an exact quotient loses its trailing zeros down
    to the ``preferred`` scale (as Java's ``divide(x, mc)``)."""
    if mc.getPrecision() == 0:  # unlimited: the exact quotient, as divide(x)
        exact = _least_scale(q, preferred if preferred is not None else (floor or 0))
        if exact is None:
            raise ArithmeticException(
                "Non-terminating decimal expansion; no exact representable decimal result."
            )
        return _at_scale(q, exact, mc.getRoundingMode())
    if q == 0:
        return BigDecimal._of(0, preferred if preferred is not None else (floor or 0))
    # the exponent of the leading digit
    lead = len(str(abs(q.numerator) // q.denominator)) - 1 if abs(q) >= 1 else 0
    if abs(q) < 1:
        lead = -1
        while abs(q) * 10 ** (-lead) < 1:
            lead -= 1
    scale = mc.getPrecision() - 1 - lead
    result = _at_scale(q, scale, mc.getRoundingMode())
    if result.precision() > mc.getPrecision():  # 9.99 → 10.0: one digit too many
        result = _at_scale(q, scale - 1, mc.getRoundingMode())
    if preferred is not None and result._fraction() == q:
        while result._scale > preferred and result._unscaled % 10 == 0:
            result = BigDecimal._of(result._unscaled // 10, result._scale - 1)
    return result


BigDecimal.ZERO = BigDecimal._of(0, 0)
BigDecimal.ONE = BigDecimal._of(1, 0)
BigDecimal.TWO = BigDecimal._of(2, 0)
BigDecimal.TEN = BigDecimal._of(10, 0)
