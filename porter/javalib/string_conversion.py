"""Java's string conversion (``"" + value``, ``String.valueOf``, ``println``): how a value of
each Java type prints."""

from __future__ import annotations

import enum
import math
from collections.abc import KeysView, Mapping, Sequence, ValuesView
from decimal import Decimal
from typing import Any

import numpy as np

from porter.javalib import classes
from porter.javalib.exceptions import throwableString
from porter.javalib.floats import f32


class JavaFloat(float):
    """A ``Float`` put into a collection (``List<Float>``, ``Map<String, Float>``): the
    float's own value, which prints with ``Float.toString``'s digits wherever the collection
    prints (``[0.3]``, not ``[0.30000001192092896]``). Arithmetic on it gives plain Python
    floats, as Java's unboxed float widens to a double."""

    __slots__ = ()

    def __repr__(self) -> str:
        return jstr(self)

    __str__ = __repr__


def jfloat(value: Any) -> Any:
    """Box a Java ``float`` as a ``JavaFloat`` (rounded to single precision, as the float
    is); ``null`` stays ``None``."""
    if value is None or isinstance(value, JavaFloat):
        return value
    return JavaFloat(f32(float(value)))


def _two_digits(v: float, single: bool, mantissa: str, exponent: str) -> tuple[str, str]:
    """Where one digit is the shortest that reads back as ``v``, Java's ``toString`` takes the
    decimal of one or two digits closest to ``v`` (``Double.MIN_VALUE`` is ``4.9E-324``, not
    ``5.0E-324``; ``Float.MIN_VALUE`` ``1.4E-45``)."""
    exact = Decimal(float(np.float32(v)) if single else v)
    two, _, power = f"{exact:.1e}".partition("e")
    back = float(f"{two}e{power}")
    if (np.float32(back) == np.float32(v)) if single else back == v:
        return two.rstrip("0").rstrip(".") if two.endswith(".0") else two, power
    return mantissa, exponent


def _enum_name(value: object) -> str | None:
    """The name of an enum constant that has no ``__str__`` of its own, else None."""
    if isinstance(value, enum.Enum) and type(value).__str__ is enum.Enum.__str__:
        return value.name
    return None


def jstr(value: Any, width: str | None = None) -> str:
    """Java's string conversion (``"" + value``): ``true``, ``null``, ``1.0``, ``NaN``, and
    ``Float.toString``'s shortest float32 digits for a ``float`` (``width="float"``)."""
    if value is None:
        return "null"
    if isinstance(value, (bool, np.bool_)):
        return "true" if value else "false"
    if isinstance(value, (float, np.floating)):
        single = (
            width == "float"
            or isinstance(value, JavaFloat)
            or (isinstance(value, np.floating) and value.dtype == np.float32)
        )
        v = f32(float(value)) if single else float(value)  # a float prints its single value
        if math.isnan(v):
            return "NaN"
        if math.isinf(v):
            return "Infinity" if v > 0 else "-Infinity"
        digits = str(np.float32(v)) if single else repr(v)
        if 1e-3 <= abs(v) < 1e7 or v == 0:
            if "e" in digits:  # numpy may still choose exponent form
                digits = np.format_float_positional(np.float32(v) if single else v, trim="0")
            return digits if "." in digits else digits + ".0"
        mantissa, _, exponent = np.format_float_scientific(
            np.float32(v) if single else v, trim="0"
        ).partition("e")
        if len(mantissa.replace("-", "").replace(".", "").rstrip("0")) == 1:
            mantissa, exponent = _two_digits(v, single, mantissa, exponent)
        mantissa = (
            mantissa
            if "." in mantissa and not mantissa.endswith(".")
            else mantissa.rstrip(".") + ".0"
        )
        return f"{mantissa}E{int(exponent)}"
    if isinstance(value, (list, tuple)) and not getattr(value, "_prints_itself", False):
        return "[" + ", ".join(jstr(v) for v in value) + "]"
    if isinstance(value, enum.Enum) and callable(getattr(value, "toString", None)):
        return jstr(value.toString())  # the enum's (or the constant's own) toString()
    name = _enum_name(value)
    if name is not None:
        return name  # Java prints an enum constant's name
    if type(value) is dict:  # a LinkedHashMap (javalib's maps print themselves)
        return "{" + ", ".join(f"{jstr(k)}={jstr(v)}" for k, v in value.items()) + "}"
    if type(value) in (set, frozenset) or isinstance(value, (KeysView, ValuesView)):
        return "[" + ", ".join(jstr(v) for v in value) + "]"
    if isinstance(value, BaseException):
        return throwableString(value)  # java.lang.IllegalStateException: message
    if type(value).__module__.startswith("google.") and isinstance(value, (Mapping, Sequence)):
        # a protobuf message's map or repeated field (getXMap(), getXList()): Java's Map/List
        if isinstance(value, Mapping):
            return "{" + ", ".join(f"{jstr(k)}={jstr(v)}" for k, v in value.items()) + "}"
        return "[" + ", ".join(jstr(v) for v in value) + "]"
    if hasattr(value, "ListFields") and hasattr(value, "DESCRIPTOR"):
        # cycle: a protobuf message prints in Java's text format, whose numbers are ours
        from porter.javalib.protobuf import javaText

        return javaText(value)
    if isinstance(value, type):
        return classes.toString(value)  # a Class: "class pkg.Name"
    own_str = getattr(type(value), "__str__", None)
    if own_str is object.__str__ and callable(getattr(value, "toString", None)):
        return jstr(value.toString())  # a ported class's own toString(), as Java calls it
    return str(value)


def javaPlus(a: Any, b: Any) -> Any:
    """Java's ``+`` where the porter does not know its operands' types: string concatenation
    (with Java's string conversion of the other operand, ``null`` for None) when either is a
    String, else numeric addition. A ``char`` is a one-character str in ports, so an operand
    of unknown type that holds a char concatenates (the porter types chars it can see)."""
    if isinstance(a, str) or isinstance(b, str):
        return jstr(a) + jstr(b)
    return a + b
