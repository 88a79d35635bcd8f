"""JUnit 4 classes port and run under pytest with JUnit 4's rules: ``Assert.*`` and its static
imports with the message first, ``@Before``/``@After`` around each test, ``@Ignore`` skipped,
``@Test(expected = X.class)`` passing only when the method throws X."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

ROOT = Path(__file__).resolve().parents[2]

JAVA = """\
import static org.junit.Assert.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.After;
import org.junit.Assert;
import org.junit.Before;
import org.junit.Ignore;
import org.junit.Test;

public class CounterTest {
  private static final List<String> LOG = new ArrayList<>();
  private int count;

  @Before
  public void start() {
    count = 40;
    LOG.add("before");
  }

  @After
  public void stop() {
    LOG.add("after");
  }

  @Test
  public void messageFirst() {
    assertEquals("count plus two", 42, count + 2);
    Assert.assertEquals("close enough", 0.3, 0.1 + 0.2, 1e-9);
    Assert.assertTrue("positive", count > 0);
    assertArrayEquals("pairs", new int[] {1, 2}, new int[] {1, 2});
    assertNotNull("boxed", Integer.valueOf(count));
    assertEquals(3L, 3L);
  }

  @Test
  public void wrongSum() {
    assertEquals("count plus one", 42, count + 1);
  }

  @Test(expected = ArithmeticException.class)
  public void dividesByZero() {
    int zero = count - 40;
    System.out.println(count / zero);
  }

  @Test(expected = IllegalStateException.class)
  public void throwsNothing() {
    count++;
  }

  @Test
  public void hooksRan() {
    assertEquals(LOG.get(LOG.size() - 1), "before");
  }

  @Ignore("not today")
  @Test
  public void ignored() {
    fail("ignored tests do not run");
  }
}
"""


def test_junit4_class_ports_and_runs(tmp_path: Path) -> None:
    env = dict(os.environ, TF_CPP_MIN_LOG_LEVEL="2")
    java = tmp_path / "CounterTest.java"
    java.write_text(JAVA)
    out = tmp_path / "CounterTest.py"
    proc = subprocess.run(
        [sys.executable, "-m", "porter", str(java), "-o", str(out), "--report", "json"],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
        env=env,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)[0]
    assert all(m["translated"] for m in report["methods"]), report
    assert report["file_constructs"] == []
    python = out.read_text()
    assert 'assertEquals(42, self.count + 2, "count plus two")' in python
    assert "@Test(expected=ArithmeticError)" in python

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
        text=True,
        timeout=300,
        cwd=tmp_path,
        env=env,
        check=False,
    )
    lines = proc.stdout
    for name, outcome in [
        ("messageFirst", "PASSED"),
        ("wrongSum", "FAILED"),
        ("dividesByZero", "PASSED"),
        ("throwsNothing", "FAILED"),
        ("hooksRan", "PASSED"),
        ("ignored", "SKIPPED"),
    ]:
        assert f"CounterTest.py::CounterTest::{name} {outcome}" in lines, lines
    assert "count plus one ==> expected: <42> but was: <41>" in lines
    assert "Expected exception: RuntimeError" in lines
