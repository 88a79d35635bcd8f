"""A project's own annotation types, declared in another package than the classes that carry
them and the code that reads them by reflection (``tests/porter/fixtures/annotations``): a
class's annotation with a constant's value, an ``@Inherited`` one found on the subclass (and
naming the class that reads it: an import cycle), methods' and fields' annotations with an
enum constant and an array, named on demand (``import demo.meta.*``) and in full
(``@demo.meta.Mapping``). The port prints what the JDK printed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.porter.running import run

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

FIXTURE = Path(__file__).parent / "fixtures" / "annotations"
# What JDK 17 printed (javac -d classes $(find src -name '*.java'); java -cp classes demo.app.Main).
PRINTED = """Add @demo.meta.NamePrefix("add") Main v2 [a:left:KEY:0, add.sum#0=5, b::PLAIN:1]
Sub @demo.meta.NamePrefix("sub") Main v2 [sub.apply#5=-1]
1 2 add
@demo.meta.Tracked(version=2, owner=demo.app.Main.class)
"""


def test_annotations_of_another_package_are_read_by_reflection(tmp_path: Path) -> None:
    out = tmp_path / "out"
    ported = run([sys.executable, "-m", "porter", str(FIXTURE), "--out", str(out)], tmp_path)
    assert ported.returncode == 0, ported.stderr
    texts = "".join(p.read_text() for p in out.rglob("*.py"))
    assert "PORTER" not in texts, texts
    ran = run([sys.executable, str(out / "ported" / "demo" / "app" / "Main.py")], tmp_path)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout == PRINTED
