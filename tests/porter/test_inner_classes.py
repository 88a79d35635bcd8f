"""Inner (non-static) classes that use their outer instance hold it as ``self._outer`` (their
constructors take it first); an anonymous class reads the enclosing instance from a local of
the method that makes it. What the code computes is checked against the JDK by
tests/porter/programs/InnerClasses.java."""

from __future__ import annotations

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

from tests.porter.golden import port_file

JAVA = """
class Outer {
    int n = 1;
    int twice() { return 2 * n; }
    class Uses {
        int get() { return n + twice() + Outer.this.n; }
    }
    class Alone {
        int get() { return 3; }
    }
    static class Nested {
        int get() { return 4; }
    }
    Uses make() { return new Uses(); }
    Alone other() { return new Alone(); }
    Runnable task() {
        return new Runnable() { public void run() { n++; } };
    }
}
"""


def test_an_inner_class_that_uses_the_outer_instance_takes_it() -> None:
    source, _ = port_file(JAVA)
    assert "def __init__(self, _outer):" in source
    assert "return self._outer.n + self._outer.twice() + self._outer.n" in source
    assert "return Outer.Uses(self)" in source


def test_an_inner_class_that_does_not_use_it_is_made_as_before() -> None:
    source, _ = port_file(JAVA)
    assert "return Outer.Alone()" in source
    assert source.count("_outer):") == 1  # only Uses takes the outer instance


def test_an_anonymous_class_reads_the_enclosing_instance_from_a_local() -> None:
    source, _ = port_file(
        JAVA.replace("Runnable", "Outer.Task").replace(
            "class Uses", "interface Task { void run(); }\n    class Uses"
        )
    )
    assert "PORTER" not in source
    task = source[source.index("def task(self):") :].splitlines()
    assert task[1].strip() == "_outer2 = self"
    assert task[4].strip() == "_outer2.n += 1"
