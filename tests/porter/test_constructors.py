"""Constructors that take as many arguments, told apart as javac does: a ``new`` whose
argument types the porter knows calls the constructor javac picks (by its class method,
``Dataset.new_String(path)``, where the ``__init__``'s run-time test could pick another: a
null, a boxed ``Integer``, a subclass), ``this(...)`` and ``super(...)`` call it by its
private name, and ``__init__`` tells them apart by the arguments' run-time types for other
callers; an exception's ``(String)`` and ``(Throwable)``; a varargs constructor beside fixed
ones. A lambda given to a constructor is typed by the constructor's functional parameter:
the program's (``Ranking(Scorer)`` beside ``Ranking(Supplier<String>)``, told apart by the
lambda's arity) and the JDK's (``TreeMap``, ``PriorityQueue`` comparators typed by the
diamond's target, ``Thread``). The port prints what JDK 17 printed for
``tests/porter/fixtures/constructors``."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

FIXTURE = Path(__file__).parent / "fixtures" / "constructors"
ROOT = Path(__file__).resolve().parents[2]
# What JDK 17 printed (javac -d classes src/demo/*.java; java -cp classes demo.Main).
PRINTED = """\
data.csv: [data.csv#0, data.csv#1, data.csv#2]
generated: [generated#0, generated#1]
generated: [generated#0, generated#1, generated#2, generated#3]
array: [a, b]
copy of lit: [lit#0, lit#1, lit#2]
x tagged 2: [t1, t2]
data.csv: [data.csv#0]
L -> data.csv: [data.csv#0, data.csv#1, data.csv#2]
M -> generated: [generated#0]
object O -> copy of generated: [generated#0]
negative: -2
demo.AppException: negative: -2
true
null
null
negative: -2
null
scorer 7
named by name
function #42
{aaa=3, aa=1, a=2}
cba
3
in a thread
1
"""


def _run(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    return subprocess.run(
        args, capture_output=True, text=True, cwd=cwd, env=env, timeout=120, check=False
    )


@pytest.fixture(scope="module")
def ported(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("constructors") / "out"
    done = _run([sys.executable, "-m", "porter", str(FIXTURE), "--out", str(out)], ROOT)
    assert done.returncode == 0, done.stderr
    return out


def test_the_port_prints_what_java_printed(ported: Path, tmp_path: Path) -> None:
    texts = "".join(p.read_text() for p in ported.rglob("*.py"))
    assert "PORTER" not in texts, texts
    ran = _run([sys.executable, str(ported / "ported" / "demo" / "Main.py")], tmp_path)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout == PRINTED


def test_calls_name_the_constructor_javac_picks(ported: Path) -> None:
    main = (ported / "ported" / "demo" / "Main.py").read_text()
    assert "Dataset.new_String(path)" in main  # a variable may be null: the String one
    assert "Dataset.new_int(boxed)" in main  # unboxed, as Java's second phase
    assert 'raise AppException("negative: " + jstr(n))' in main  # a string: __init__ tells
    assert "AppException.new_Throwable(noCause)" in main
    labelled = (ported / "ported" / "demo" / "Labelled.py").read_text()
    assert "self._Dataset__init_4(other)" in labelled  # super(Dataset)


def test_init_tells_them_apart_at_run_time(ported: Path, tmp_path: Path) -> None:
    script = (
        "from ported.demo.Dataset import Dataset\n"
        "from ported.demo.AppException import AppException\n"
        "print(Dataset(2).describe(), '|', Dataset('p').describe(), '|', Dataset(['q']).describe())\n"
        "e = AppException(ValueError('v'))\n"
        "print(e.getCause() is not None, AppException('m').getCause())\n"
    )
    ran = _run([sys.executable, "-c", script], ported)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.splitlines() == [
        "generated: [generated#0, generated#1] | p: [p#0, p#1, p#2] | array: [q]",
        "True None",
    ]


@pytest.mark.skipif(shutil.which("javac") is None, reason="no JDK installed")
def test_recorded_output_is_what_java_prints(tmp_path: Path) -> None:
    sources = sorted(str(p) for p in (FIXTURE / "src").rglob("*.java"))
    compiled = _run(["javac", "-d", str(tmp_path / "classes"), *sources], tmp_path)
    assert compiled.returncode == 0, compiled.stderr
    ran = _run(["java", "-cp", str(tmp_path / "classes"), "demo.Main"], tmp_path)
    assert ran.stdout == PRINTED
