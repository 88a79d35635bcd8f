"""A primitive cast of a value whose Java type the porter cannot see (the result of a library
call it has no rule for) is ported, and Java's rule for it is applied at run time."""

from __future__ import annotations

import math

import numpy as np
import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

from porter.javalib import jmath
from porter.jdk import castInt
from tests.porter.golden import port_body


def test_cast_of_unknown_value_defers_to_run_time() -> None:
    body = port_body(
        "int n = (int) source.size(); long m = (long) source.size(); byte b = (byte) source.size();",
        members="private com.example.Source source;",
    )
    assert body == (
        "n = castInt(self.source.size())\n"
        "m = castInt(self.source.size(), 64)\n"
        "b = castInt(self.source.size(), 8)"
    )


@pytest.mark.parametrize(
    ("value", "bits", "java"),
    [
        (3.9, 32, 3),  # (int) 3.9
        (-3.9, 32, -3),  # truncation toward zero
        (1e20, 32, 2147483647),  # saturates
        (-1e20, 64, -9223372036854775808),
        (math.nan, 32, 0),
        (2**32 + 5, 32, 5),  # (int) of a long keeps the low 32 bits
        (2**31, 32, -2147483648),
        (300, 8, 44),  # (byte) 300
        (300.5, 8, 44),  # (byte) 300.5: to int first
        (1e10, 8, -1),  # (byte) 1e10: (byte) Integer.MAX_VALUE
        ("A", 32, 65),  # (int) 'A'
    ],
)
def test_cast_int_is_javas(value: object, bits: int, java: int) -> None:
    assert castInt(value, bits) == java


def test_math_of_unknown_values_picks_the_overload_at_run_time() -> None:
    body = port_body(
        "long n = Math.max(source.size(), 1); double d = Math.min(source.size(), 0.5);"
        " long r = Math.round(source.mean()); double a = Math.abs(source.mean());",
        members="private com.example.Source source;",
    )
    assert body == (
        "n = jmath.anyMax(self.source.size(), 1)\n"
        "d = jmath.anyMin(self.source.size(), 0.5)\n"
        "r = jmath.anyRound(self.source.mean())\n"
        "a = jmath.anyAbs(self.source.mean())"
    )


@pytest.mark.parametrize(
    ("call", "java"),
    [
        (lambda: jmath.anyMax(3, 2), 3),  # Math.max(int, int)
        (lambda: jmath.anyMax(3, 2.0), 3.0),  # Math.max(int, double) is a double
        (lambda: jmath.anyMin(-0.0, 0.0), -0.0),
        (lambda: jmath.anyRound(2.5), 3),  # half up
        (lambda: jmath.anyRound(-2.5), -2),
        (lambda: jmath.anyRound(np.float32(1e20)), 2147483647),  # Math.round(float) is an int
        (lambda: jmath.anyRound(7), 7),
    ],
)
def test_math_of_unknown_values_is_javas(call: object, java: float) -> None:
    got = call()  # type: ignore[operator]
    assert got == java and type(got) is type(java)
    if java == 0:
        assert math.copysign(1, got) == math.copysign(1, java)
