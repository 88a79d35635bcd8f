"""Fields before their initializers run: Java's default by type, and a subclass's
initializers in its constructors after the superclass's (docs/porting.md "Fields";
tests/porter/programs/FieldInitOrder.java checks the printed result against the JDK)."""

from __future__ import annotations

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

from tests.porter.golden import port_file


def test_a_field_without_initializer_holds_javas_default_by_type() -> None:
    source, _ = port_file(
        "class A { int i; Integer boxed; double d; boolean b; char c; String s; long[] xs; }"
    )
    for line in ("i = 0", "boxed = None", "d = 0.0", "b = False", 'c = "\\x00"', "s = None"):
        assert f"    {line}\n" in source, source
    assert "    xs = None\n" in source


def test_a_subclass_sets_its_literal_fields_after_the_superclass_constructor() -> None:
    source, _ = port_file(
        'class Base { int size = 3; }\nclass Sub extends Base { int x = 5; String s = "s"; }'
    )
    base, sub = source.split("class Sub", 1)
    assert "    size = 3\n" in base  # not a subclass: a class attribute, as before
    assert "x = 0  # set by the constructor" in sub
    assert "s = None  # set by the constructor" in sub
    init = sub.split("def __init__(self):", 1)[1]
    assert init.index("super().__init__()") < init.index("self.x = 5") < init.index('self.s = "s"')
