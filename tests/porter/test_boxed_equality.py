"""``==`` on two boxed integers compares references in Java: equal boxes are the same object
only in autoboxing's cache (-128..127), so the port compares them with ``boxedSame``; a box
against a primitive unboxes and compares values (tests/porter/programs/IntegerCorners.java
checks what the ports print against the JDK)."""

from __future__ import annotations

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

from porter.jdk import boxedSame
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
