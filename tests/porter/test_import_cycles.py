"""Java classes that use each other port to modules that import each other: every module of
the project imports first, in a fresh process, whatever the order; the program prints what
Java prints, run as a file and as a module; its tests pass under pytest; a class
initialisation cycle, which Python cannot express, is reported by name (porter.cycles)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from porter.cycles import components, cycles

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "porter" / "fixtures"
# What ``java demo.app.Main`` prints (JDK 17): Main counts the walker's steps, so the walker
# and the program must share one Main class.
PRINTED = [
    "Main loaded",  # its static initializer: once, though the walker imports its module
    "depth: 3",
    "steps: 4",
    "<node root at 0",
    "marker <node",
    "Square(3) area 9",
    "scaled area 36",
    "sides 4",
]
MODULES = [
    "ported.demo.app.Main",
    "ported.demo.model.Node",
    "ported.demo.shape.Shape",
    "ported.demo.shape.impl.Square",
    "ported.demo.walk.Walker",
    "ported.demo.walk.WalkerTest",
]


def _run(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
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


def _port(fixture: str, out: Path) -> list[dict[str, object]]:
    proc = _run("-m", "porter", str(FIXTURES / fixture), "--out", str(out), "--report", "json")
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


@pytest.fixture(scope="module")
def out(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("cycles") / "out"
    reports = _port("cycles", out)
    assert all(m["translated"] for r in reports for m in r["methods"])  # type: ignore[attr-defined]
    return out


def _source(out: Path, module: str) -> str:
    return (out / Path(*module.split("."))).with_suffix(".py").read_text()


@pytest.mark.parametrize("module", MODULES)
def test_each_module_imports_first(out: Path, module: str) -> None:
    """Imported first in a fresh process, each module of the cycles imports (and so do the
    modules it brings in, in that order)."""
    proc = _run("-c", f"import {module}", cwd=out)
    assert proc.returncode == 0, proc.stderr


def test_the_program_prints_what_java_prints(out: Path) -> None:
    as_file = _run(str(out / "ported" / "demo" / "app" / "Main.py"))
    assert as_file.returncode == 0, as_file.stderr
    assert as_file.stdout.splitlines() == PRINTED
    as_module = _run("-m", "ported.demo.app.Main", cwd=out)
    assert as_module.returncode == 0, as_module.stderr
    assert as_module.stdout.splitlines() == PRINTED


def test_the_tests_pass_under_pytest(out: Path) -> None:
    proc = _run("-m", "pytest", "-q", "-p", "no:cacheprovider", str(out))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "2 passed" in proc.stdout


def test_cycle_imports_read_as_python(out: Path) -> None:
    """A class statement's needs stay at the top (a base class, a class constant); a class
    only a function uses is imported in that function; a module outside any cycle imports
    at the top only."""
    square = _source(out, "ported.demo.shape.impl.Square")
    assert "from ported.demo.shape.Shape import Shape\n" in square.split("class Square")[0]
    shape = _source(out, "ported.demo.shape.Shape")
    head, body = shape.split("\nclass Shape", 1)
    assert "Square" not in head
    assert "    def square(side):\n        from ported.demo.shape.impl.Square import Square\n" in (
        body
    )
    # The nested subclass of Shape is defined after it, then set as its attribute.
    assert "\nclass Scaled(Shape):" in body and "\nShape.Scaled = Scaled\n" in body
    node = _source(out, "ported.demo.model.Node")
    assert "from ported.demo.walk.Walker import Walker\n" in node.split("class Node")[0]
    walker = _source(out, "ported.demo.walk.Walker")
    head, body = walker.split("\nclass Walker", 1)
    assert "import" not in head
    # An instance field's initialiser needs Node: its constructor imports it.
    assert "def __init__(self, root):\n        from ported.demo.model.Node import Node\n" in body
    test = _source(out, "ported.demo.walk.WalkerTest")  # in no cycle: plain imports
    assert test.count("    from ") == 0
    assert "from ported.demo.walk.Walker import Walker\n" in test


def test_an_initialisation_cycle_is_reported(tmp_path: Path) -> None:
    """``A.x = B.y + 1`` with ``B.y = A.z * 10``: each class body needs the other's module
    done, which Python cannot do; the port names both classes in the report and the files."""
    reports = _port("initcycle", tmp_path / "out")
    marks = {r["path"]: r["file_constructs"] for r in reports}  # type: ignore[index]
    expected = "A, B read each other's static fields when imported"
    for path in ("p/A.java", "p/B.java"):
        (mark,) = marks[path]  # type: ignore[misc]
        assert mark["reason"] == "an initialisation cycle has no Python form"
        assert mark["java"] == expected
        text = (tmp_path / "out" / "ported" / "p" / Path(path).name).with_suffix(".py")
        assert f"# PORTER: an initialisation cycle has no Python form: {expected}" in (
            text.read_text()
        )


def test_components_and_cycles() -> None:
    graph = {"a": {"b"}, "b": {"a", "c"}, "c": set(), "d": {"d", "c"}}
    assert sorted(map(sorted, components(graph))) == [["a", "b"], ["c"], ["d"]]
    imports = {"a": {"b": {"B"}}, "b": {"a": {"A as x_A"}, "c": {"C"}}, "c": {}}
    cyclic, init = cycles(imports, {"a": {"B"}, "b": {"x_A"}, "c": set()})
    assert cyclic == {"a": {"b"}, "b": {"a"}}
    assert init == {m: "a, b read each other's static fields when imported" for m in "ab"}
    cyclic, init = cycles(imports, {"a": set(), "b": {"x_A"}, "c": set()})
    assert cyclic == {"a": {"b"}, "b": {"a"}} and init == {}
