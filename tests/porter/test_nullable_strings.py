"""Which String operands of a concatenation go through Java's string conversion because they
may be null (porter.nullable, docs/porting.md "Strings and null"): null, nullable calls and
the variables assigned them; other strings stay plain ``+``. What the ports print is checked
against the JDK by tests/porter/programs/NullMessages.java."""

from __future__ import annotations

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

from tests.porter.golden import port_body


def test_a_message_and_the_variables_assigned_it_are_converted() -> None:
    body = port_body(
        """
        Exception e = new IllegalStateException();
        String m = e.getMessage();
        String copy = m;
        String plain = "p" + copy.length();
        String out = "a" + m + copy + plain + e.getMessage();
        out += m;
        """
    )
    assert 'out = "a" + jstr(m) + jstr(copy) + plain + jstr(getMessage(e))' in body
    assert "out += jstr(m)" in body


def test_a_string_only_ever_assigned_strings_stays_plain() -> None:
    body = port_body('String s = "x"; s = s.trim(); String t = "<" + s + ">";')
    assert 't = "<" + s + ">"' in body


def test_null_and_a_conditional_with_a_null_branch_are_converted() -> None:
    body = port_body(
        'String s = null; boolean b = true; String t = "v=" + s + (b ? null : "x") + (b ? "y" : "z");'
    )
    assert "jstr(s)" in body
    assert 'jstr(None if b else "x")' in body
    assert '("y" if b else "z")' in body and 'jstr("y"' not in body


def test_a_nullable_field_is_converted_in_every_method() -> None:
    body = port_body('String t = "n=" + name;', "String name; void reset() { name = null; }")
    assert 't = "n=" + jstr(self.name)' in body


def test_a_parameter_some_call_passes_null_and_its_field_are_converted() -> None:
    body = port_body(
        'A other = new A(null); String t = "p=" + other.label + tag("x") + tag(null);',
        "String label; A(String label) { this.label = label; }"
        ' String tag(String s) { return "<" + s + ">"; }',
    )
    assert 't = "p=" + jstr(other.label) + self.tag("x") + self.tag(None)' in body


def test_a_parameter_no_call_passes_null_stays_plain() -> None:
    body = port_body('String t = greet("x");', 'String greet(String s) { return "hi " + s; }')
    assert "jstr" not in body
