"""Java programs that are mostly JDK, ported and run: each port prints exactly what Java
prints (recorded from JDK 17 beside the program; re-run with the installed JDK where there
is one, all programs in one JVM)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.porter.running import port_and_run

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

PROGRAMS = Path(__file__).parent / "programs"
HARNESS = Path(__file__).parent / "jvm" / "RunJavaPrograms.java"
NAMES = sorted(p.stem for p in PROGRAMS.glob("*.java"))


@pytest.mark.parametrize("name", NAMES)
def test_port_prints_what_java_printed(name: str, tmp_path: Path) -> None:
    assert (
        port_and_run(PROGRAMS / f"{name}.java", tmp_path)
        == (PROGRAMS / f"{name}.expected").read_text()
    )


@pytest.fixture(scope="module")
def java_printed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """What the installed JDK prints for every program that needs no TensorFlow, all run in
    one JVM (``tests/porter/jvm/RunJavaPrograms.java``: each compiled in memory and run by a
    class loader of its own, as ``java Name.java`` runs it): ``OUT/Name.out`` and
    ``OUT/Name.status``."""
    out = tmp_path_factory.mktemp("java-printed")
    work = tmp_path_factory.mktemp("java-work")  # the programs' working folder (and class path)
    names = [n for n in NAMES if not _needs_tensorflow(n)]
    ran = subprocess.run(
        ["java", "-Djava.security.manager=allow", str(HARNESS), str(PROGRAMS), str(out), *names],
        check=False,
        cwd=work,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert ran.returncode == 0, ran.stderr
    return out


def _needs_tensorflow(name: str) -> bool:
    return "import org.tensorflow." in (PROGRAMS / f"{name}.java").read_text()


@pytest.mark.skipif(shutil.which("java") is None, reason="no JDK installed")
@pytest.mark.parametrize("name", NAMES)
def test_recorded_output_is_what_the_installed_java_prints(name: str, java_printed: Path) -> None:
    if _needs_tensorflow(name):
        pytest.skip("TensorFlow Java is not on the installed JDK's class path")
    assert (java_printed / f"{name}.status").read_text() == "ok"
    printed = (java_printed / f"{name}.out").read_text(encoding="utf-8")
    assert printed == (PROGRAMS / f"{name}.expected").read_text()
