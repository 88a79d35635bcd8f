"""Every Python block of docs/datasets-and-clusters.md runs, as its own program in a child
process bounded in time (the two-task block starts gRPC servers, which only the end of a
process stops); where ``unshare`` can make one, the child has a network namespace with only a
loopback interface."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parents[2] / "docs" / "datasets-and-clusters.md"
BLOCKS = re.findall(r"```python\n(.*?)```", DOC.read_text(), re.DOTALL)
_TIMEOUT = 300


def _isolated(command: list[str]) -> list[str]:
    if not (shutil.which("unshare") and shutil.which("ip")):
        return command
    probe = subprocess.run(["unshare", "-rn", "true"], capture_output=True, timeout=30, check=False)
    if probe.returncode != 0:
        return command
    return ["unshare", "-rn", "sh", "-c", 'ip link set lo up && exec "$@"', "sh", *command]


def _run(block: str) -> str:
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2"}
    proc = subprocess.run(
        _isolated([sys.executable, "-c", block]),
        capture_output=True,
        text=True,
        timeout=_TIMEOUT,
        check=False,
        env=env,
    )
    assert proc.returncode == 0, proc.stderr[-4000:]
    return proc.stdout


def test_the_page_has_its_blocks() -> None:
    assert len(BLOCKS) == 4


@pytest.mark.parametrize("index", range(3), ids=["eager-dataset", "graph-training", "regularizers"])
def test_block_runs(index: int) -> None:
    _run(BLOCKS[index])


def test_two_task_training_block() -> None:
    (block,) = [b for b in BLOCKS if 'JobDef(name="ps"' in b]
    out = _run(block)
    lines = [line for line in out.splitlines() if line.startswith("RESULT ")]
    assert lines, out[-2000:]
    result = json.loads(lines[-1][len("RESULT ") :])
    # trained past the metric's bar, from a loss of ln 3 (zero weights) at the start
    assert result["accuracy"] >= 0.9 and result["loss"] < 0.5
    assert result["w"].startswith("/job:ps/replica:0/task:0/")
    assert result["logits"].startswith("/job:worker/replica:0/task:0/")
    assert result["updates"] and all(d.startswith("/job:ps/") for d in result["updates"].values())
