"""The program's own functional interfaces: a lambda given for one (to a method of the
program, to a variable of its type) takes the interface's parameter types (a ``Map`` is a
map, so ``values.keySet()`` ports), a ``double`` method's lambda returns a double, and the
interface's method called on the value runs the lambda, a named class implementing it or an
anonymous one. The port prints what the JDK printed for ``tests/porter/fixtures/functional``
(two files of one package: the interface is another file's)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

FIXTURE = Path(__file__).parent / "fixtures" / "functional"
ROOT = Path(__file__).resolve().parents[2]
# What JDK 17 printed (javac -d classes src/demo/*.java; java -cp classes demo.Main).
PRINTED = """[a, b] 2 1
a=2;
9.0
a+b/1 /0
anonymous 2 1
"""


def _run(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    return subprocess.run(
        args, capture_output=True, text=True, cwd=cwd, env=env, timeout=120, check=False
    )


def test_the_port_prints_what_java_printed(tmp_path: Path) -> None:
    out = tmp_path / "out"
    ported = _run([sys.executable, "-m", "porter", str(FIXTURE), "--out", str(out)], ROOT)
    assert ported.returncode == 0, ported.stderr
    texts = "".join(p.read_text() for p in out.rglob("*.py"))
    assert "PORTER" not in texts, texts
    ran = _run([sys.executable, str(out / "ported" / "demo" / "Main.py")], tmp_path)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout == PRINTED


@pytest.mark.skipif(shutil.which("javac") is None, reason="no JDK installed")
def test_recorded_output_is_what_java_prints(tmp_path: Path) -> None:
    sources = sorted(str(p) for p in (FIXTURE / "src").rglob("*.java"))
    compiled = _run(["javac", "-d", str(tmp_path / "classes"), *sources], tmp_path)
    assert compiled.returncode == 0, compiled.stderr
    ran = _run(["java", "-cp", str(tmp_path / "classes"), "demo.Main"], tmp_path)
    assert ran.stdout == PRINTED
