"""Java evaluates an assignment's array element target (array, then index) before the right
side; Python's ``=`` evaluates the right side first. Where that matters the index goes to a
temporary first (what the code computes is checked against the JDK by
tests/porter/programs/EvaluationOrder.java)."""

from __future__ import annotations

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

from tests.porter.golden import port_body


def test_an_index_with_an_increment_is_computed_before_the_right_side() -> None:
    body = port_body("int[] a = new int[3]; int i = 0; a[i++] = i;")
    # (unformatted: the CLI's formatting puts each statement on its own line)
    assert body.splitlines()[-1] == "_k1 = (i := i + 1) - 1; a[arrayIndex(a, _k1)] = i"


def test_an_increment_on_the_right_comes_after_the_index() -> None:
    body = port_body("int[] a = new int[3]; int i = 0; a[i] = i++;")
    assert body.splitlines()[-1] == "_k1 = i; a[arrayIndex(a, _k1)] = (i := i + 1) - 1"


def test_plain_element_assignments_stay_one_statement() -> None:
    body = port_body("int[] a = new int[3]; int i = 0; a[i] = i + 1; a[0] = i++;")
    assert "_k" not in body
