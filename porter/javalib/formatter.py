"""``String.format`` and ``printf``: Java's ``Formatter`` syntax
(``%[index$][flags][width][.precision]conversion``) with Java's results, which differ from
Python's ``%``: ``%.2f`` rounds half up from the shortest decimal digits (``1.005`` gives
``1.01``), ``%x`` of a negative ``int`` is its two's complement, ``%g`` keeps trailing zeros,
``%b`` is ``true`` for any non-null, ``%s`` is Java's ``String.valueOf``. Locale: ``en-US``."""

from __future__ import annotations

import math
import re
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

import numpy as np

from porter.javalib.exceptions import IllegalArgumentException
from porter.javalib.hashing import javaHash
from porter.javalib.ints import INT_MAX, INT_MIN
from porter.javalib.jlocale import Locale
from porter.javalib.string_conversion import jstr

_SPEC = re.compile(r"%(\d+\$|<)?([-#+ 0,(]*)(\d+)?(\.\d+)?([tT]?[a-zA-Z%])")


class IllegalFormatException(IllegalArgumentException):
    """Java's ``IllegalFormatException`` family (an ``IllegalArgumentException``)."""

    _java_name = "java.util.IllegalFormatException"


def format(fmt: Any, *args: Any) -> str:
    """``String.format(fmt, args...)``, and ``String.format(locale, fmt, args...)`` for the
    English locales of ``porter.javalib.jlocale`` (the ones this formatter writes)."""
    if isinstance(fmt, Locale):
        fmt, args = args[0], args[1:]
    out: list[str] = []
    pos = 0
    ordinary = 0  # the next argument of a specifier without an index
    last = -1
    for m in _SPEC.finditer(fmt):
        text = fmt[pos : m.start()]
        if "%" in text:
            bad = text[text.index("%") :]
            raise IllegalFormatException(f"Conversion = '{bad[1:2] or '%'}'")
        out.append(text)
        pos = m.end()
        index, flags, width, precision, conversion = m.groups()
        if conversion in ("%", "n"):
            out.append(_pad("%" if conversion == "%" else "\n", flags, width))
            continue
        if index == "<":
            if last < 0:
                raise IllegalFormatException(f"Format specifier '{m.group(0)}'")
            i = last
        elif index:
            i = int(index[:-1]) - 1
        else:
            i = ordinary
            ordinary += 1
        if i >= len(args) or i < 0:
            raise IllegalFormatException(f"Format specifier '{m.group(0)}'")
        last = i
        prec = int(precision[1:]) if precision else None
        out.append(_convert(args[i], conversion, flags, int(width) if width else None, prec))
    tail = fmt[pos:]
    if "%" in tail:
        raise IllegalFormatException(
            f"Conversion = '{tail[tail.index('%') + 1 : tail.index('%') + 2] or '%'}'"
        )
    out.append(tail)
    return "".join(out)


def _pad(text: str, flags: str, width: str | int | None) -> str:
    if not width:
        return text
    width = int(width)
    return text.ljust(width) if "-" in flags else text.rjust(width)


def _plain(value: Any) -> Any:
    item = getattr(value, "item", None)
    if callable(item) and getattr(value, "shape", None) == ():
        return item()
    return value


def _convert(value: Any, conversion: str, flags: str, width: int | None, prec: int | None) -> str:
    # A float (numpy's float32, as the port passes a Java float) prints a float's digits
    single = isinstance(value, np.float32)
    value = _plain(value)
    kind = conversion.lower()
    upper = conversion.isupper()
    if kind.startswith("t"):
        raise IllegalFormatException(f"date/time conversion '%{conversion}' is not supported")
    if kind == "b":
        text = "false" if value is None or value is False else "true"
        text = text[:prec] if prec is not None else text
    elif kind == "s":
        text = value if isinstance(value, str) else jstr(value, "float" if single else None)
        text = text[:prec] if prec is not None else text
    elif kind == "h":
        text = "null" if value is None else format_hex(javaHash(value), 32)
    elif kind == "c":
        if value is None:
            text = "null"
        elif isinstance(value, str) and len(value) == 1:
            text = value
        elif isinstance(value, int) and not isinstance(value, bool):
            text = chr(value)
        else:
            raise IllegalFormatException(f"c != {_java_class(value)}")
    elif kind in "dox":
        if value is None:
            text = "null"
        else:
            if not isinstance(value, int) or isinstance(value, bool):
                raise IllegalFormatException(f"{kind} != {_java_class(value)}")
            return _integer(value, kind, flags, width, upper)
    elif kind in "efga":
        if value is None:
            text = "null"
        else:
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise IllegalFormatException(f"{kind} != {_java_class(value)}")
            if isinstance(value, int):
                raise IllegalFormatException(f"{kind} != java.lang.Integer")
            return _floating(float(value), kind, flags, width, prec, upper)
    else:
        raise IllegalFormatException(f"Conversion = '{conversion}'")
    return _pad(text.upper() if upper else text, flags, width)


def _java_class(value: Any) -> str:
    if isinstance(value, bool):
        return "java.lang.Boolean"
    if isinstance(value, int):
        return "java.lang.Integer" if INT_MIN <= value <= INT_MAX else "java.lang.Long"
    if isinstance(value, float):
        return "java.lang.Double"
    if isinstance(value, str):
        return "java.lang.String"
    return type(value).__name__


def format_hex(value: int, bits: int) -> str:
    return f"{value & ((1 << bits) - 1):x}"


def _sign_and_pad(
    body: str, negative: bool, flags: str, width: int | None, prefix: str = ""
) -> str:
    if negative:
        lead, trail = ("(", ")") if "(" in flags else ("-", "")
    else:
        lead, trail = ("+" if "+" in flags else " " if " " in flags else ""), ""
    lead += prefix
    if width and "0" in flags and "-" not in flags:
        body = body.rjust(width - len(lead) - len(trail), "0")
    return _pad(lead + body + trail, flags, width)


def _group(digits: str) -> str:
    head, dot, tail = digits.partition(".")
    groups: list[str] = []
    while len(head) > 3:
        groups.insert(0, head[-3:])
        head = head[:-3]
    return ",".join([head, *groups]) + dot + tail


def _integer(value: int, kind: str, flags: str, width: int | None, upper: bool) -> str:
    if kind == "d":
        body = str(abs(value))
        if "," in flags:
            body = _group(body)
        return _sign_and_pad(body, value < 0, flags, width)
    bits = 32 if INT_MIN <= value <= INT_MAX else 64
    unsigned = value & ((1 << bits) - 1)
    body = f"{unsigned:o}" if kind == "o" else f"{unsigned:x}"
    prefix = ("0" if kind == "o" else "0x") if "#" in flags else ""
    if upper:
        body, prefix = body.upper(), prefix.upper()
    if width and "0" in flags and "-" not in flags:
        body = body.rjust(width - len(prefix), "0")
    return _pad(prefix + body, flags, width)


def _floating(
    value: float, kind: str, flags: str, width: int | None, prec: int | None, upper: bool
) -> str:
    if math.isnan(value) or math.isinf(value):
        text = "NaN" if math.isnan(value) else "Infinity"
        negative = value < 0
        if math.isnan(value):
            return _pad(text, flags, width)
        return _sign_and_pad(text, negative, flags.replace("0", ""), width)
    negative = math.copysign(1.0, value) < 0
    digits = Decimal(repr(abs(value)))  # Java rounds the shortest decimal digits
    if kind == "a":
        body = _hex_float(abs(value))
    elif kind == "f":
        body = _fixed(digits, 6 if prec is None else prec, "," in flags)
    elif kind == "e":
        body = _scientific(digits, 6 if prec is None else prec)
    else:
        p = 6 if prec is None else max(prec, 1)
        body = _general(digits, p, "," in flags)
    if upper:
        body = body.upper()
    return _sign_and_pad(body, negative, flags, width)


def _fixed(digits: Decimal, prec: int, grouped: bool) -> str:
    text = f"{digits.quantize(Decimal(1).scaleb(-prec), rounding=ROUND_HALF_UP):f}"
    return _group(text) if grouped else text


def _scientific(digits: Decimal, prec: int) -> str:
    if digits == 0:
        mantissa, exponent = Decimal(0), 0
    else:
        exponent = digits.adjusted()
        mantissa = digits.scaleb(-exponent).quantize(
            Decimal(1).scaleb(-prec), rounding=ROUND_HALF_UP
        )
        if mantissa >= 10:
            exponent += 1
            mantissa = digits.scaleb(-exponent).quantize(
                Decimal(1).scaleb(-prec), rounding=ROUND_HALF_UP
            )
    sign = "-" if exponent < 0 else "+"
    return f"{mantissa:f}e{sign}{abs(exponent):02d}"


def _general(digits: Decimal, prec: int, grouped: bool) -> str:
    if digits == 0:
        return _fixed(digits, prec - 1, grouped)
    rounded = Decimal(_scientific(digits, prec - 1).replace("e", "E"))
    if Decimal("1e-4") <= rounded < Decimal(10) ** prec:
        return _fixed(digits, prec - (rounded.adjusted() + 1), grouped)
    return _scientific(digits, prec - 1)


def _hex_float(value: float) -> str:
    if value == 0:
        return "0x0.0p0"
    mantissa, _, exponent = value.hex().partition("p")
    head, _, tail = mantissa.partition(".")
    tail = tail.rstrip("0") or "0"
    return f"{head}.{tail}p{int(exponent)}"
