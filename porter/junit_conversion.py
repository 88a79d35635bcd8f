"""JUnit 5's implicit conversion of a test template's arguments to the Java types of its
parameters: a string parsed as JUnit parses it (``Integer.decode``, ``Double.valueOf``,
``true``/``false`` in any case, one character, an enum constant by its name, else the
type's constructor taking a String), an integer widened to a floating type, ``null`` refused
by a primitive."""

from __future__ import annotations

import enum
import math
import re
from typing import Any

from porter.javalib.floats import f32
from porter.jdk import enumValueOf

_PRIMITIVES = ("byte", "short", "int", "long", "float", "double", "boolean", "char")
_INTEGRAL_BITS = {"byte": 8, "short": 16, "int": 32, "long": 64}
_BOXES = {
    "Byte": "byte",
    "Short": "short",
    "Integer": "int",
    "Long": "long",
    "Float": "float",
    "Double": "double",
    "Boolean": "boolean",
    "Character": "char",
}


class ParameterResolutionException(Exception):
    """JUnit's ``ParameterResolutionException``/``ArgumentConversionException``: an argument
    that the parameter cannot take."""


def convert(value: Any, jtype: Any) -> Any:
    """``value`` as the parameter of Java type ``jtype`` takes it: a string parsed as JUnit's
    implicit conversion does, an integer widened to a floating type; others unchanged."""
    if jtype is None:
        return value
    if isinstance(jtype, str):
        primitive = jtype if jtype in _PRIMITIVES else _BOXES.get(jtype)
        if value is None:
            if jtype in _PRIMITIVES:
                raise ParameterResolutionException(
                    f"Cannot convert null to primitive value of type {jtype}"
                )
            return None
        if primitive is None:
            return value
        if isinstance(value, str):
            return _parse(value, primitive)
        if (
            primitive in ("float", "double")
            and isinstance(value, int)
            and not isinstance(value, bool)
        ):
            return _single(float(value)) if primitive == "float" else float(value)
        return value
    if isinstance(value, str) and isinstance(jtype, type):
        if issubclass(jtype, enum.Enum):
            return enumValueOf(jtype, value)
        if jtype is not str:
            return jtype(value)  # JUnit's fallback: the type's constructor taking a String
    return value


def _parse(text: str, primitive: str) -> Any:
    try:
        if primitive in _INTEGRAL_BITS:
            return _decode(text, _INTEGRAL_BITS[primitive])
        if primitive in ("float", "double"):
            number = _double(text)
            return _single(number) if primitive == "float" else number
    except ValueError as e:
        raise ParameterResolutionException(
            f'Failed to convert String "{text}" to type {primitive}'
        ) from e
    if primitive == "boolean":
        if text.lower() not in ("true", "false"):
            raise ParameterResolutionException(f'Failed to convert String "{text}" to type boolean')
        return text.lower() == "true"
    if len(text) != 1:  # char
        raise ParameterResolutionException(
            f'Failed to convert String "{text}" to type char: its length is not 1'
        )
    return text


def _decode(text: str, bits: int) -> int:
    """Java's ``Integer.decode``/``Long.decode``: a sign, then ``0x``/``#`` hex, ``0`` octal or
    decimal digits, within the type's range."""
    sign, rest = (-1, text[1:]) if text[:1] == "-" else (1, text[1:] if text[:1] == "+" else text)
    if rest[:2].lower() == "0x":
        base, digits = 16, rest[2:]
    elif rest[:1] == "#":
        base, digits = 16, rest[1:]
    elif rest[:1] == "0" and len(rest) > 1:
        base, digits = 8, rest[1:]
    else:
        base, digits = 10, rest
    allowed = {8: "01234567", 10: "0123456789", 16: "0123456789abcdefABCDEF"}[base]
    if not digits or any(c not in allowed for c in digits):
        raise ValueError(text)
    number = sign * int(digits, base)
    if not -(2 ** (bits - 1)) <= number < 2 ** (bits - 1):
        raise ValueError(text)
    return number


_JAVA_DOUBLE = re.compile(r"[+-]?(NaN|Infinity|((\d+\.?\d*|\.\d+)([eE][+-]?\d+)?)[fFdD]?)")


def _double(text: str) -> float:
    """Java's ``Double.valueOf``: spaces around, ``NaN``, ``Infinity``, a ``d`` or ``f``."""
    stripped = text.strip()
    if stripped.lower().startswith(("0x", "-0x", "+0x")):
        return float.fromhex(stripped.rstrip("dDfF"))
    if not _JAVA_DOUBLE.fullmatch(stripped):
        raise ValueError(text)
    return float(stripped.rstrip("dDfF"))


def _single(number: float) -> float:

    return number if math.isnan(number) else f32(number)
