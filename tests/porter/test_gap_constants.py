"""``==`` beside a constant of a class the binding does not have yet (a protobuf enum such as
``org.tensorflow.framework.DataType``): the constants are enum numbers or singletons, equal
exactly when identical, so the comparison is ported as Python's ``==`` instead of being left
unported."""

from __future__ import annotations

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

from tests.porter.golden import port_file

SOURCE = """
import org.tensorflow.framework.DataType;

class A {
    String kind(DataType dtype) {
        if (dtype == DataType.DT_BOOL) {
            return "bool";
        }
        if (DataType.DT_FLOAT != dtype) {
            return "not float";
        }
        return "float";
    }
}
"""


def test_a_gap_class_constant_compares_with_python_equality() -> None:
    source, _ = port_file(SOURCE)
    assert "if dtype == DataType.DT_BOOL:" in source
    assert "if DataType.DT_FLOAT != dtype:" in source
