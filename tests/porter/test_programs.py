"""Java programs that are mostly JDK, ported and run: each port prints exactly what Java
prints (recorded from JDK 17 beside the program; re-run with the installed JDK where there
is one)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.porter.running import port_and_run

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

PROGRAMS = Path(__file__).parent / "programs"
NAMES = sorted(p.stem for p in PROGRAMS.glob("*.java"))


@pytest.mark.parametrize("name", NAMES)
def test_port_prints_what_java_printed(name: str, tmp_path: Path) -> None:
    assert (
        port_and_run(PROGRAMS / f"{name}.java", tmp_path)
        == (PROGRAMS / f"{name}.expected").read_text()
    )


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
