"""Java programs that are mostly JDK, ported and run: each port prints exactly what Java
prints (recorded from JDK 17 beside the program; re-run with the installed JDK where there
is one)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

PROGRAMS = Path(__file__).parent / "programs"
ROOT = Path(__file__).resolve().parents[2]
NAMES = sorted(p.stem for p in PROGRAMS.glob("*.java"))


def _python(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TF_CPP_MIN_LOG_LEVEL": "2"}
    return subprocess.run(
        [sys.executable, *args],
        check=False,
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.mark.parametrize("name", NAMES)
def test_port_prints_what_java_printed(name: str, tmp_path: Path) -> None:
    source = PROGRAMS / f"{name}.java"
    port = tmp_path / f"{name}.py"
    done = _python("-m", "porter", str(source), "-o", str(port), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "PORTER" not in port.read_text(), port.read_text()
    ran = _python(str(port), cwd=tmp_path)
    assert ran.returncode == 0, ran.stderr
    expected = (PROGRAMS / f"{name}.expected").read_text()
    assert ran.stdout == expected


@pytest.mark.skipif(shutil.which("java") is None, reason="no JDK installed")
@pytest.mark.parametrize("name", NAMES)
def test_recorded_output_is_what_the_installed_java_prints(name: str, tmp_path: Path) -> None:
    if "import org.tensorflow." in (PROGRAMS / f"{name}.java").read_text():
        pytest.skip("TensorFlow Java is not on the installed JDK's class path")
    shutil.copy(PROGRAMS / f"{name}.java", tmp_path)
    ran = subprocess.run(
        ["java", f"{name}.java"],
        check=False,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout == (PROGRAMS / f"{name}.expected").read_text()
