"""Hamcrest's matchers (``org.hamcrest.Matchers``, ``CoreMatchers`` and the ``core``
classes), as JUnit 4's ``assertThat(actual, matcher)`` takes them: a matcher answers
``matches(actual)`` and describes itself in Hamcrest's words (``"a"`` for a String, ``<5>``
for any other value), which the assertion's message quotes as Hamcrest's does."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sized
from typing import Any

from porter.javalib.string_conversion import jstr


def describe(value: Any) -> str:
    """Hamcrest's ``Description.appendValue``: a String quoted and escaped, a char in single
    quotes, null as ``null``, a list as ``[<1>, <2>]``, anything else ``<toString>``."""
    if value is None:
        return "null"
    if isinstance(value, str):
        escaped = (
            value.replace("\\", "\\\\")
            .replace('"', '\\"')
            .replace("\n", "\\n")
            .replace("\r", "\\r")
            .replace("\t", "\\t")
        )
        return f'"{escaped}"'
    if isinstance(value, list | tuple):
        return "[" + ", ".join(describe(v) for v in value) + "]"
    return f"<{jstr(value)}>"


class Matcher:
    """A predicate with Hamcrest's description of what it expects."""

    def __init__(self, test: Callable[[Any], bool], description: str) -> None:
        self._test = test
        self._description = description

    def matches(self, actual: Any) -> bool:
        return bool(self._test(actual))

    def toString(self) -> str:
        return self._description

    __str__ = __repr__ = toString


def _matcher(value: Any) -> Matcher:
    """A value where a matcher is expected means ``equalTo(value)`` (``is(5)``)."""
    return value if isinstance(value, Matcher) else Matchers.equalTo(value)


def _equal(a: Any, b: Any) -> bool:
    if isinstance(a, float) and isinstance(b, float) and math.isnan(a) and math.isnan(b):
        return True  # Float.equals: NaN equals NaN
    return bool(a == b)


class Matchers:
    """``org.hamcrest.Matchers`` (and ``CoreMatchers``, the same factories)."""

    @staticmethod
    def equalTo(operand: Any) -> Matcher:
        return Matcher(lambda actual: _equal(actual, operand), describe(operand))

    @staticmethod
    def is_(value: Any) -> Matcher:
        inner = _matcher(value)
        return Matcher(inner.matches, f"is {inner}")

    @staticmethod
    def not_(value: Any) -> Matcher:
        inner = _matcher(value)
        return Matcher(lambda actual: not inner.matches(actual), f"not {inner}")

    @staticmethod
    def nullValue() -> Matcher:
        return Matcher(lambda actual: actual is None, "null")

    @staticmethod
    def notNullValue() -> Matcher:
        return Matcher(lambda actual: actual is not None, "not null")

    @staticmethod
    def anything() -> Matcher:
        return Matcher(lambda actual: True, "ANYTHING")

    @staticmethod
    def sameInstance(target: Any) -> Matcher:
        return Matcher(lambda actual: actual is target, f"sameInstance({describe(target)})")

    @staticmethod
    def instanceOf(type_: type) -> Matcher:
        return Matcher(lambda actual: isinstance(actual, type_), f"an instance of {type_.__name__}")

    @staticmethod
    def allOf(*matchers: Any) -> Matcher:
        ms = [_matcher(m) for m in _flat(matchers)]
        text = " and ".join(f"({m})" for m in ms)
        return Matcher(lambda actual: all(m.matches(actual) for m in ms), f"({text})")

    @staticmethod
    def anyOf(*matchers: Any) -> Matcher:
        ms = [_matcher(m) for m in _flat(matchers)]
        text = " or ".join(f"({m})" for m in ms)
        return Matcher(lambda actual: any(m.matches(actual) for m in ms), f"({text})")

    @staticmethod
    def closeTo(operand: float, error: float) -> Matcher:
        return Matcher(
            lambda actual: abs(actual - operand) <= error,
            f"a numeric value within {describe(error)} of {describe(operand)}",
        )

    @staticmethod
    def greaterThan(value: Any) -> Matcher:
        return Matcher(lambda actual: actual > value, f"a value greater than {describe(value)}")

    @staticmethod
    def greaterThanOrEqualTo(value: Any) -> Matcher:
        return Matcher(
            lambda actual: actual >= value,
            f"a value equal to or greater than {describe(value)}",
        )

    @staticmethod
    def lessThan(value: Any) -> Matcher:
        return Matcher(lambda actual: actual < value, f"a value less than {describe(value)}")

    @staticmethod
    def lessThanOrEqualTo(value: Any) -> Matcher:
        return Matcher(
            lambda actual: actual <= value, f"a value less than or equal to {describe(value)}"
        )

    @staticmethod
    def containsString(substring: str) -> Matcher:
        return Matcher(
            lambda actual: isinstance(actual, str) and substring in actual,
            f"a string containing {describe(substring)}",
        )

    @staticmethod
    def startsWith(prefix: str) -> Matcher:
        return Matcher(
            lambda actual: isinstance(actual, str) and actual.startswith(prefix),
            f"a string starting with {describe(prefix)}",
        )

    @staticmethod
    def endsWith(suffix: str) -> Matcher:
        return Matcher(
            lambda actual: isinstance(actual, str) and actual.endswith(suffix),
            f"a string ending with {describe(suffix)}",
        )

    @staticmethod
    def hasItem(item: Any) -> Matcher:
        inner = _matcher(item)
        return Matcher(
            lambda actual: any(inner.matches(x) for x in actual),
            f"a collection containing {inner}",
        )

    @staticmethod
    def hasSize(size: Any) -> Matcher:
        inner = _matcher(size)
        return Matcher(
            lambda actual: isinstance(actual, Sized) and inner.matches(len(actual)),
            f"a collection with size {inner}",
        )

    @staticmethod
    def empty() -> Matcher:
        return Matcher(lambda actual: len(actual) == 0, "an empty collection")

    @staticmethod
    def contains(*items: Any) -> Matcher:
        ms = [_matcher(i) for i in _flat(items)]
        return Matcher(
            lambda actual: (
                len(list(actual)) == len(ms)
                and all(m.matches(x) for m, x in zip(ms, actual, strict=False))
            ),
            "iterable containing [" + ", ".join(map(str, ms)) + "]",
        )


def _flat(items: tuple[Any, ...]) -> list[Any]:
    """Varargs or one Iterable of them (a String is one item)."""
    if len(items) == 1 and isinstance(items[0], Iterable) and not isinstance(items[0], str):
        return list(items[0])
    return list(items)


# The classes of org.hamcrest.core that programs import the factories from statically.
CoreMatchers = IsEqual = Is = IsNot = IsNull = IsInstanceOf = IsAnything = Matchers
StringContains = StringStartsWith = StringEndsWith = IsCollectionContaining = Matchers
AllOf = AnyOf = IsSame = Matchers


def assertThat(*args: Any) -> None:
    """JUnit 4's / Hamcrest's ``assertThat([reason,] actual, matcher)``: Hamcrest's message
    (the reason, then ``Expected: ...`` and ``but: was ...``)."""
    if len(args) == 2 and isinstance(args[1], bool):
        if not args[1]:  # assertThat(reason, boolean)
            raise AssertionError(jstr(args[0]))
        return
    reason, actual, matcher = ("", *args) if len(args) == 2 else args
    matcher = _matcher(matcher)
    if not matcher.matches(actual):
        raise AssertionError(
            f"{jstr(reason)}\nExpected: {matcher}\n     but: was {describe(actual)}"
        )


class MatcherAssert:
    """``org.hamcrest.MatcherAssert``."""

    assertThat = staticmethod(assertThat)
