"""A primitive cast of a value whose Java type the porter cannot see (the result of a library
call it has no rule for) is ported, and Java's rule for it is applied at run time."""

from __future__ import annotations

import math

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

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
