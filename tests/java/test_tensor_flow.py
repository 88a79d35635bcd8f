"""Port of TensorFlow Java's ``TensorFlowTest`` (``org.tensorflow.TensorFlow``)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from org.tensorflow import TensorFlow
from org.tensorflow.proto import OpList

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


def test_loadTFTextLibrary(op_library: Path) -> None:
    # Java loads tensorflow-text's sentence-breaking library (@Disabled there until a
    # tensorflow-text for 2.21 exists); the same API is checked on the project's own buildable
    # op library (tests/custom_op), which registers two ops. In a child interpreter: once a
    # process has loaded it, TensorFlow refuses the same ops from another build of it.
    child = textwrap.dedent(
        """
        import json, sys
        from org.tensorflow import TensorFlow
        from org.tensorflow.proto import OpList

        op_list = TensorFlow.loadLibrary(sys.argv[1])
        assert isinstance(op_list, OpList)
        registered = {op.name for op in TensorFlow.registeredOpList().op}
        print(json.dumps([[op.name for op in op_list.op], sorted(registered & {"ScaleAndShift", "Custom>Offset"})]))
        """
    )
    proc = subprocess.run(
        [sys.executable, "-c", child, str(op_library)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    names, registered = json.loads(proc.stdout.strip().splitlines()[-1])
    assert len(names) == 2
    assert names == ["ScaleAndShift", "Custom>Offset"]
    assert registered == ["Custom>Offset", "ScaleAndShift"]


def test_loadLibrary_missing_file(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match="no library file"):
        TensorFlow.loadLibrary(str(tmp_path / "libnothing.so"))
