"""Port of TensorFlow Java's ``TensorFlowTest`` (``org.tensorflow.TensorFlow``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from org.tensorflow import TensorFlow
from org.tensorflow.proto import OpList

from tests.test_custom_op import op_library  # noqa: F401 - the session fixture building it

SKIPPED: dict[str, str] = {}


def test_version() -> None:
    import tensorflow as tf

    assert len(TensorFlow.version()) > 0
    assert TensorFlow.version() == tf.version.VERSION


def test_registeredOpList() -> None:
    ops = TensorFlow.registeredOpList()
    assert isinstance(ops, OpList)
    names = {op.name for op in ops.op}
    assert {"AddV2", "MatMul", "Placeholder"} <= names
    assert len(names) > 1000


def test_loadTFTextLibrary(op_library: Path) -> None:  # noqa: F811
    # Java loads tensorflow-text's sentence-breaking library (@Disabled there until a
    # tensorflow-text for 2.21 exists); the same API is checked on the project's own buildable
    # op library (tests/custom_op), which registers two ops.
    op_list = TensorFlow.loadLibrary(str(op_library))
    assert isinstance(op_list, OpList)
    assert len(op_list.op) == 2
    assert [op.name for op in op_list.op] == ["ScaleAndShift", "Custom>Offset"]
    assert {"ScaleAndShift", "Custom>Offset"} <= {
        op.name for op in TensorFlow.registeredOpList().op
    }


def test_loadLibrary_missing_file(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match="no library file"):
        TensorFlow.loadLibrary(str(tmp_path / "libnothing.so"))
