"""A JUnit suite of ndarray checks in an abstract base class, run by two concrete classes (one
over a layout of its own, an anonymous ``IntDataLayout`` in a static field): ported, every
inherited test runs under each concrete class, as JUnit runs them, and passes. The checks use
``Arrays.fill``, ``assertIterableEquals``, ``java.nio``'s ``BufferOverflowException`` (caught
and named in full) and a ``short`` vector."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "tests" / "porter" / "fixtures" / "ndarray_checks"
CHECKS = ("holdsWhatIsWritten", "refusesTooManyValues", "iteratesInOrder")


def _run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["TF_CPP_MIN_LOG_LEVEL"] = "2"
    return subprocess.run(
        [sys.executable, *args],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=cwd,
        env=env,
        check=False,
    )


def test_inherited_checks_run_under_each_concrete_class(tmp_path: Path) -> None:
    out = tmp_path / "out"
    proc = _run("-m", "porter", str(FIXTURE), "--out", str(out), "--report", "text", cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    assert "3 of 3 test methods" in proc.stdout and "0 statements marked" in proc.stdout
    paired = (out / "ported/org/example/checks/PairedShortsTest.py").read_text()
    # the anonymous layout is a class of the class body, defined before the field using it
    assert paired.index("(IntDataLayout):") < paired.index("PAIRED = ")
    proc = _run("-m", "pytest", "-v", "-p", "no:cacheprovider", "-o", "addopts=", ".", cwd=out)
    for cls in ("PairedShortsTest", "PlainTest"):
        for check in CHECKS:
            assert f"{cls}.py::{cls}::{check} PASSED" in proc.stdout, proc.stdout
    assert "BufferChecksBase.py::" not in proc.stdout  # abstract: run through its subclasses
    assert "6 passed" in proc.stdout, proc.stdout
