"""``==`` on two boxed integers compares references in Java: equal boxes are the same object
only in autoboxing's cache (-128..127), so the port compares them with ``boxedSame``; a box
against a primitive unboxes and compares values (tests/porter/programs/IntegerCorners.java
checks what the ports print against the JDK)."""

from __future__ import annotations

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

from porter.jdk import boxedSame, javaSame
from tests.porter.golden import port_body


def test_two_boxes_compare_as_java_references_and_a_primitive_by_value() -> None:
    body = port_body(
        "Integer a = 1000, b = 1000; int c = 1000; boolean s = a == b; boolean t = a != b;"
        " boolean u = a == c;"
    )
    assert "s = boxedSame(a, b)" in body
    assert "t = not boxedSame(a, b)" in body
    assert "u = a == c" in body


def test_the_cache_range_is_autoboxings() -> None:
    assert boxedSame(127, 127) and boxedSame(-128, -128)
    assert not boxedSame(128, 128) and not boxedSame(-129, -129)
    assert boxedSame(None, None) and not boxedSame(None, 1)
    assert boxedSame("a", "a") and not boxedSame("\u00e9", "\u00e9")


def test_operands_of_unknown_types_compare_by_javas_rule_at_run_time() -> None:
    # the lambda's parameters have no type the porter sees; typed ones keep their spelling
    body = port_body(
        "java.util.function.BiPredicate p = (x, y) -> x == y; Object o = null, q = null;"
        " int i = 1, j = 2; boolean r = o == q; boolean s = i != j;"
    )
    assert "lambda x, y: javaSame(x, y)" in body
    assert "r = o is q" in body
    assert "s = i != j" in body


def test_java_same_compares_values_by_value_and_references_by_identity() -> None:
    assert javaSame(1000, 1000) and javaSame(2.5, 2.5) and javaSame(True, True)
    assert javaSame("x", "x") and not javaSame("x", "y")  # chars
    assert javaSame(None, None) and not javaSame(None, 0)
    assert not javaSame([1], [1]) and not javaSame(object(), object())
    one = [1]
    assert javaSame(one, one)
    assert not javaSame(float("nan"), float("nan"))  # as Java's NaN == NaN
