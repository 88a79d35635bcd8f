"""``java.text.DecimalFormat`` for the patterns programs print numbers with (``#.##``,
``0.00``, ``#,##0.000``, ``00.0%``): Java's digits, grouping, percent and per-mille, and its
default rounding, HALF_EVEN on the double's exact binary value (``0.125`` → ``0.12``).
Exponent patterns (``0.###E0``) are refused."""

from __future__ import annotations

import math
import re
from decimal import ROUND_HALF_EVEN, Decimal, localcontext
from typing import Any

from porter.javalib.exceptions import ParseException

_DIGITS = "#0,."


class DecimalFormat:
    def __init__(self, pattern: str = "#,##0.###") -> None:
        self.applyPattern(pattern)

    def applyPattern(self, pattern: str) -> None:
        positive = _unquote_split(pattern)
        if "E" in positive[1]:
            raise NotImplementedError(f"DecimalFormat exponent patterns: {pattern!r}")
        prefix, number, suffix = positive
        whole, _, fraction = number.partition(".")
        self._prefix, self._suffix = prefix, suffix
        self._multiplier = 100 if "%" in prefix + suffix else 1000 if "‰" in prefix + suffix else 1
        self._grouping = len(whole) - whole.rindex(",") - 1 if "," in whole else 0
        fraction = fraction.replace(",", "")
        self._min_int = whole.count("0")
        if self._min_int == 0 and "." in number and whole.count("#"):
            self._min_int = 1  # "#.##" prints 0.46, as the JDK's pattern parser makes it
        self._min_frac = fraction.count("0")
        self._max_frac = len(fraction)

    def setMaximumFractionDigits(self, n: int) -> None:
        self._max_frac = max(n, 0)
        self._min_frac = min(self._min_frac, self._max_frac)

    def setMinimumFractionDigits(self, n: int) -> None:
        self._min_frac = max(n, 0)
        self._max_frac = max(self._max_frac, self._min_frac)

    def setMinimumIntegerDigits(self, n: int) -> None:
        self._min_int = max(n, 0)

    def setGroupingUsed(self, used: bool) -> None:
        self._grouping = (self._grouping or 3) if used else 0

    def format(self, value: Any) -> str:
        if isinstance(value, float) and math.isnan(value):
            return "NaN"
        negative = value < 0 or (isinstance(value, float) and math.copysign(1.0, value) < 0)
        if isinstance(value, float) and math.isinf(value):
            return ("-" if negative else "") + self._prefix + "∞" + self._suffix
        with localcontext() as ctx:
            ctx.prec = 1000
            if hasattr(value, "toPlainString"):  # a BigDecimal: its exact digits
                value = Decimal(value.toPlainString())
            exact = abs(Decimal(value)) * self._multiplier
            rounded = exact.quantize(Decimal(1).scaleb(-self._max_frac), rounding=ROUND_HALF_EVEN)
            whole, _, fraction = f"{rounded:f}".partition(".")
        whole = whole.lstrip("0").rjust(self._min_int, "0")
        fraction = fraction.rstrip("0").ljust(self._min_frac, "0")
        if not whole and not fraction:
            whole = "0"  # no digit at all: Java writes one zero
        if self._grouping and len(whole) > self._grouping:
            head = len(whole) % self._grouping or self._grouping
            groups = [whole[:head]]
            groups += [
                whole[k : k + self._grouping] for k in range(head, len(whole), self._grouping)
            ]
            whole = ",".join(groups)
        number = whole + ("." + fraction if fraction else "")
        return ("-" if negative else "") + self._prefix + number + self._suffix

    def parse(self, text: str) -> int | float:
        """The number at the start of ``text`` (grouping separators skipped): a Long where
        it is whole and fits, else a Double, as Java's ``parse``; none there is Java's
        ``ParseException``."""
        pos = 1 if text.startswith("-") else 0
        if self._prefix and not text.startswith(self._prefix, pos):
            raise ParseException(f'Unparseable number: "{text}"', 0)
        pos += len(self._prefix)
        found = re.match(
            r"[0-9,]*(?:\.[0-9]*)?" if self._grouping else r"[0-9]*(?:\.[0-9]*)?", text[pos:]
        )
        digits = found.group(0).replace(",", "") if found else ""
        end = pos + (found.end() if found else 0)
        if not any(c.isdigit() for c in digits) or not text.startswith(self._suffix, end):
            raise ParseException(f'Unparseable number: "{text}"', 0)
        with localcontext() as ctx:
            ctx.prec = 1000
            value = Decimal(digits) / self._multiplier
        if text.startswith("-"):
            value = -value
            if value == 0:
                return -0.0
        if value == value.to_integral_value() and -(2**63) <= value < 2**63:
            return int(value)
        return float(value)

    def toPattern(self) -> str:
        whole = "#" * max(1 - self._min_int, 0) + "0" * self._min_int
        fraction = "0" * self._min_frac + "#" * (self._max_frac - self._min_frac)
        return self._prefix + whole + ("." + fraction if fraction else "") + self._suffix


class NumberFormat(DecimalFormat):
    """``java.text.NumberFormat``'s factories: the DecimalFormat of an English locale's
    number, integer, percent or (US) currency style; other locales are refused, as the port
    writes numbers the English way only (porter.javalib.jlocale)."""

    @staticmethod
    def _english(locale: Any, pattern: str) -> NumberFormat:
        if locale is not None and locale.getLanguage() not in ("en", ""):
            raise NotImplementedError(f"NumberFormat for the locale {locale}")
        return NumberFormat(pattern)

    @staticmethod
    def getInstance(locale: Any = None) -> NumberFormat:
        return NumberFormat._english(locale, "#,##0.###")

    getNumberInstance = getInstance

    @staticmethod
    def getIntegerInstance(locale: Any = None) -> NumberFormat:
        return NumberFormat._english(locale, "#,##0")

    @staticmethod
    def getPercentInstance(locale: Any = None) -> NumberFormat:
        return NumberFormat._english(locale, "#,##0%")

    @staticmethod
    def getCurrencyInstance(locale: Any = None) -> NumberFormat:
        if locale is None or locale.getCountry() != "US":
            raise NotImplementedError(f"NumberFormat's currency for the locale {locale}")
        return NumberFormat("$#,##0.00")


def _unquote_split(pattern: str) -> tuple[str, str, str]:
    """The positive subpattern's prefix, number part and suffix (quotes taken off)."""
    prefix, number, suffix = [], [], []
    quoted = False
    k = 0
    while k < len(pattern):
        c = pattern[k]
        if c == "'":
            if k + 1 < len(pattern) and pattern[k + 1] == "'":
                (suffix if number else prefix).append("'")
                k += 2
                continue
            quoted = not quoted
        elif c == ";" and not quoted:
            break  # the negative subpattern: Java's default, a minus sign before the prefix
        elif not quoted and (c in _DIGITS or (c == "E" and number)) and not suffix:
            number.append(c)
        else:
            (suffix if number else prefix).append(c)
        k += 1
    return "".join(prefix), "".join(number), "".join(suffix)
