"""Class.getResource, getResourceAsStream and the class loaders' (porter.javalib.resources):
a project's ``src/main/resources`` and ``src/test/resources``, which the porter copies into
the port's root package folder, are found as Java finds them on its class path, run as a
file and as a module; ``expected.txt`` is what JDK 17 printed (re-checked where a JDK is
installed)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.porter.running import ROOT, run

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

FIXTURE = ROOT / "tests" / "porter" / "fixtures" / "resources"
MODULE = "ported.com.example.util.Resources"


@pytest.fixture(scope="module")
def out(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("resources") / "out"
    done = run([sys.executable, "-m", "porter", str(FIXTURE / "src"), "--out", str(out)], ROOT)
    assert done.returncode == 0, done.stderr
    return out


def test_the_resources_are_copied_beside_the_packages(out: Path) -> None:
    for folder in ("main", "test"):
        resources = FIXTURE / "src" / folder / "resources"
        for source in (p for p in resources.rglob("*") if p.is_file()):
            copied = out / "ported" / source.relative_to(resources)
            assert copied.read_bytes() == source.read_bytes(), copied


def test_a_resource_never_replaces_a_port(tmp_path: Path) -> None:
    project = tmp_path / "project"
    shutil.copytree(FIXTURE / "src", project / "src")
    clash = project / "src" / "main" / "resources" / "com" / "example" / "util" / "Resources.py"
    clash.write_text("a resource named like the port\n")
    done = run([sys.executable, "-m", "porter", str(project), "--out", str(tmp_path / "out")], ROOT)
    assert done.returncode != 0
    assert "the resource would replace the port" in done.stderr


def test_the_port_has_no_marker(out: Path) -> None:
    port = out / "ported" / "com" / "example" / "util" / "Resources.py"
    assert "PORTER" not in port.read_text()


def test_run_as_a_file_it_prints_what_java_printed(out: Path) -> None:
    port = out / "ported" / "com" / "example" / "util" / "Resources.py"
    ran = run([sys.executable, str(port)], out)
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
    shutil.copytree(FIXTURE / "src" / "test" / "resources", classes, dirs_exist_ok=True)
    ran = subprocess.run(
        ["java", "-cp", str(classes), "com.example.util.Resources"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout == (FIXTURE / "expected.txt").read_text()
