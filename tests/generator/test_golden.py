"""Golden files pin the generated source of a few op classes.

Refresh after an intended change with: ``UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/generator/test_golden.py``
"""

from __future__ import annotations

import difflib
import os
import shutil
from pathlib import Path

import pytest

from generator import pipeline
from tests.conftest import OPDEFS

GOLDEN = Path(__file__).parent / "golden"
CASES = {
    "core/StopGradient.yaml": "org/tensorflow/op/core/stop_gradient.py",
    "tpu/SendTPUEmbeddingGradients.yaml": "org/tensorflow/op/tpu/send_tpu_embedding_gradients.py",
    "core/Unique.yaml": "org/tensorflow/op/core/unique.py",
    "core/VarHandleOp.yaml": "org/tensorflow/op/core/var_handle_op.py",
    "core/Placeholder.yaml": "org/tensorflow/op/core/placeholder.py",
}


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    opdefs = tmp_path_factory.mktemp("opdefs")
    for rel in CASES:
        (opdefs / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(OPDEFS / rel, opdefs / rel)
    return pipeline.build(opdefs).files


@pytest.mark.parametrize("opdef", sorted(CASES))
def test_golden(opdef: str, generated: dict[str, str]) -> None:
    rel = CASES[opdef]
    actual = generated[rel]
    golden = GOLDEN / (Path(rel).name + ".golden")
    if os.environ.get("UPDATE_GOLDEN"):
        golden.write_text(actual, encoding="utf-8")
    expected = golden.read_text(encoding="utf-8")
    if actual != expected:
        diff = "".join(
            difflib.unified_diff(
                expected.splitlines(True), actual.splitlines(True), str(golden), rel
            )
        )
        pytest.fail(
            f"{rel} differs from its golden file:\n{diff}\n"
            "If the change is intended: UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/generator/test_golden.py"
        )
