"""``python -m porter`` end to end: a Java JUnit class ports, and the port runs under pytest
with JUnit's rules (Java names, static tests not run, ``@Disabled`` skipped)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

ROOT = Path(__file__).resolve().parents[2]

JAVA = """\
package org.tensorflow.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;
import org.tensorflow.EagerSession;
import org.tensorflow.ndarray.Shape;
import org.tensorflow.op.Ops;
import org.tensorflow.types.TInt32;
import org.tensorflow.types.TInt64;

public class AddTest {
  @Test
  public void addsInts() {
    try (EagerSession s = EagerSession.create()) {
      Ops tf = Ops.create(s);
      int sum = tf.math.add(tf.constant(2), tf.constant(3)).asTensor().getInt();
      assertEquals(5, sum);
      assertEquals(7 / 2, 3);
      assertEquals(-7 / 2, -3);
    }
  }

  @Test
  public void longConstantIsInt64() {
    Ops tf = Ops.create();
    assertEquals(TInt64.class, tf.constant(1L).type());
    assertEquals(TInt32.class, tf.constant(1).type());
    assertEquals(TInt64.class, tf.constant(new long[] {1, 2}).type());
  }

  @Test
  public void badShape() {
    assertThrows(IllegalArgumentException.class, () -> Shape.of(-2));
  }

  @Test
  public static void notRunByJUnit() {
    throw new IllegalStateException("JUnit 5 does not run static test methods");
  }

  @Disabled("off")
  @Test
  public void disabled() {
    throw new IllegalStateException("disabled");
  }
}
"""


def _run(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, TF_CPP_MIN_LOG_LEVEL="2")
    return subprocess.run(
        [sys.executable, *args],
        capture_output=True,
        check=False,
        text=True,
        timeout=300,
        cwd=cwd,
        env=env,
    )


def test_port_one_file_and_run_it(tmp_path: Path) -> None:
    java = tmp_path / "AddTest.java"
    java.write_text(JAVA)
    out = tmp_path / "AddTest.py"
    proc = _run(
        "-m", "porter", "port", str(java), "-o", str(out), "--report", "json", "--record-widths"
    )
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)[0]
    assert [m["method"] for m in report["methods"]] == [
        "addsInts",
        "longConstantIsInt64",
        "badShape",
        "notRunByJUnit",
        "disabled",
    ]
    assert all(m["translated"] for m in report["methods"])
    assert [(s["line"], s["call"], s["java"]) for s in report["width_sites"]] == [
        (19, "Ops.constant", "int"),
        (19, "Ops.constant", "int"),
        (29, "Ops.constant", "long"),
        (30, "Ops.constant", "int"),
        (31, "Ops.constant", "long"),
    ]
    python = out.read_text()
    assert 'site(29, "TInt64", tf.constant(np.int64(1)))' in python and "idiv(7, 2)" in python
    # The port is formatted by the pinned ruff: formatting it again changes nothing.
    assert (
        _run(
            "-m", "ruff", "format", "--check", "--isolated", "--line-length", "100", str(out)
        ).returncode
        == 0
    )

    log = tmp_path / "widths.jsonl"
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-v",
            "-p",
            "no:cacheprovider",
            "-o",
            "addopts=",
            str(out),
        ],
        capture_output=True,
        check=False,
        text=True,
        timeout=300,
        cwd=tmp_path,
        env=dict(os.environ, PORTER_WIDTH_LOG=str(log), TF_CPP_MIN_LOG_LEVEL="2"),
    )
    assert "AddTest.py::AddTest::addsInts PASSED" in proc.stdout, proc.stdout
    assert "AddTest.py::AddTest::longConstantIsInt64 PASSED" in proc.stdout
    assert "AddTest.py::AddTest::badShape PASSED" in proc.stdout
    assert "AddTest.py::AddTest::disabled SKIPPED" in proc.stdout
    assert "notRunByJUnit" not in proc.stdout
    assert "3 passed, 1 skipped" in proc.stdout
    # Every width site ran, and each picked Java's type.
    records = [json.loads(line) for line in log.read_text().splitlines()]
    assert {(r["line"], r["expected"], r["ok"]) for r in records} == {
        (19, "TInt32", True),
        (29, "TInt64", True),
        (30, "TInt32", True),
        (31, "TInt64", True),
    }


def test_width_check_fails_loudly() -> None:
    from porter.widthcheck import WidthMismatch, site

    class Fake:
        def type(self) -> type:
            return int

    with pytest.raises(WidthMismatch, match="line 7: Java picks TInt64, the port made int"):
        site(7, "TInt64", Fake())


def test_folder_port_and_parse_error(tmp_path: Path) -> None:
    src = tmp_path / "src" / "org" / "tensorflow" / "example"
    src.mkdir(parents=True)
    (src / "AddTest.java").write_text(JAVA)
    out = tmp_path / "out"
    proc = _run("-m", "porter", str(tmp_path / "src"), "--out", str(out), "--report", "text")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith(
        "1 files: 5 of 5 methods fully ported (5 of 5 test methods); 0 statements marked"
    )
    assert (out / "ported" / "org" / "tensorflow" / "example" / "AddTest.py").is_file()
    bad = tmp_path / "Bad.java"
    bad.write_text(textwrap.dedent("class Bad {\n  void m( {\n}\n"))
    proc = _run("-m", "porter", str(bad))
    assert proc.returncode == 2
    assert proc.stderr == f"error: {bad}:2: Java syntax errors at lines 2\n"
