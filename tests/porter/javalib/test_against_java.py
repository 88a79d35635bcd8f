"""porter.javalib against the JDK: ``JdkSemantics.java`` and ``jdk_semantics.py`` compute the
same cases; the Python lines must equal the JDK's, both as recorded from JDK 17
(``jdk_semantics.expected``) and, where a JDK is installed, as it prints them now."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from tests.porter.javalib.jdk_semantics import lines

HERE = Path(__file__).parent


def _diff(expected: list[str], actual: list[str]) -> list[str]:
    return [f"java: {e}\npython: {a}" for e, a in zip(expected, actual) if e != a]


def test_python_prints_what_the_recorded_jdk_printed() -> None:
    expected = (HERE / "jdk_semantics.expected").read_text().splitlines()
    actual = lines()
    assert len(actual) == len(expected)
    assert _diff(expected, actual) == []


@pytest.mark.skipif(
    shutil.which("javac") is None or shutil.which("java") is None, reason="no JDK installed"
)
def test_python_prints_what_the_installed_jdk_prints(tmp_path: Path) -> None:
    shutil.copy(HERE / "JdkSemantics.java", tmp_path)
    subprocess.run(["javac", "JdkSemantics.java"], cwd=tmp_path, check=True, timeout=120)
    run = subprocess.run(
        ["java", "-cp", ".", "JdkSemantics"],
        cwd=tmp_path,
        check=True,
        timeout=120,
        capture_output=True,
        text=True,
    )
    expected = run.stdout.splitlines()
    assert _diff(expected, lines()) == []
    assert expected == (HERE / "jdk_semantics.expected").read_text().splitlines()
