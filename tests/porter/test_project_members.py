"""A project's classes seen from its other files: a static method imported on demand
(``import static shop.Counts.*``), the types of another file's public fields (an int field
compared with ``!=`` is an int, not an unknown reference), javac's most specific overload
between ``Object`` and another class, and overloads told apart because only the project's
classes extend its classes (a Date or a String is no Shelf, a Shelf no Date), and the
types nested in a superclass and a superinterface of another package named by their simple
names (Java's inherited member types), and nested classes that extend
nested classes of another file's class, named through their outer classes (``Grid.Cell``),
and a switch over an enum of another package, one of whose constants is named like one of
its methods (Python's enum member is renamed; ``name()`` and ``valueOf`` keep Java's name).
The port prints what the JDK printed for the fixture
(``tests/porter/fixtures/members``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

FIXTURE = Path(__file__).parent / "fixtures" / "members"
# What JDK 17 printed (javac -d classes $(find src -name '*.java'); java -cp classes shop.Main).
PRINTED = """7
same count 6
11
closed pears
closed apples
builder sb
object text
builder sb / object 7
shelf of 4, date 5, name top
PAD 0 3 cell 2
shelf cell 1, bin shelf cell 2
green -2
ripe ripe in 5 1
other soft
"""


def test_the_project_port_prints_what_java_printed(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    out = tmp_path / "out"
    root = Path(__file__).resolve().parents[2]
    ported = subprocess.run(
        [sys.executable, "-m", "porter", str(FIXTURE), "--out", str(out)],
        capture_output=True,
        text=True,
        cwd=root,
        env=env,
        timeout=120,
        check=False,
    )
    assert ported.returncode == 0, ported.stderr
    texts = "".join(p.read_text() for p in out.rglob("*.py"))
    assert "PORTER" not in texts, texts
    ran = subprocess.run(
        [sys.executable, str(out / "ported" / "shop" / "Main.py")],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=120,
        check=False,
    )
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout == PRINTED
