"""Class.getResource, getResourceAsStream and the class loaders' (porter.javalib.resources):
a project ported with its resources beside its packages finds them as Java finds them on its
class path, run as a file and as a module; ``expected.txt`` is what JDK 17 printed (re-checked
where a JDK is installed)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "tests" / "porter" / "fixtures" / "resources"
MODULE = "ported.com.example.util.Resources"


def _run(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TF_CPP_MIN_LOG_LEVEL": "2"}
    return subprocess.run(
        args, capture_output=True, text=True, timeout=300, cwd=cwd, env=env, check=False
    )


@pytest.fixture(scope="module")
def out(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("resources") / "out"
    done = _run([sys.executable, "-m", "porter", str(FIXTURE / "src"), "--out", str(out)], ROOT)
    assert done.returncode == 0, done.stderr
    # Java's class path holds src/main/resources beside the classes: the port's is ported/.
    shutil.copytree(FIXTURE / "src" / "main" / "resources", out / "ported", dirs_exist_ok=True)
    return out


def test_the_port_has_no_marker(out: Path) -> None:
    port = out / "ported" / "com" / "example" / "util" / "Resources.py"
    assert "PORTER" not in port.read_text()


def test_run_as_a_file_it_prints_what_java_printed(out: Path) -> None:
    port = out / "ported" / "com" / "example" / "util" / "Resources.py"
    ran = _run([sys.executable, str(port)], out)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout == (FIXTURE / "expected.txt").read_text()


def test_run_as_a_module_it_prints_what_java_printed(out: Path) -> None:
    env_path = f"{ROOT}{os.pathsep}{out}"
    ran = subprocess.run(
        [sys.executable, "-m", MODULE],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=out,
        env={**os.environ, "PYTHONPATH": env_path, "TF_CPP_MIN_LOG_LEVEL": "2"},
        check=False,
    )
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout == (FIXTURE / "expected.txt").read_text()


@pytest.mark.skipif(shutil.which("javac") is None, reason="no JDK installed")
def test_recorded_output_is_what_the_installed_java_prints(tmp_path: Path) -> None:
    classes = tmp_path / "classes"
    source = FIXTURE / "src" / "main" / "java" / "com" / "example" / "util" / "Resources.java"
    built = subprocess.run(
        ["javac", "-d", str(classes), str(source)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert built.returncode == 0, built.stderr
    shutil.copytree(FIXTURE / "src" / "main" / "resources", classes, dirs_exist_ok=True)
    ran = subprocess.run(
        ["java", "-cp", str(classes), "com.example.util.Resources"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout == (FIXTURE / "expected.txt").read_text()
