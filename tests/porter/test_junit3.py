"""JUnit 3 classes (``extends TestCase``) port and run under pytest with JUnit 3's rules: the
public ``test*`` methods without parameters are the tests, ``setUp``/``tearDown`` run around
each, the inherited assertions take their message first, the constructor gets the test's
name, and ``suite()``'s ``new TestSuite(X.class)`` counts the class's tests."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from tests.porter.running import ROOT, run

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

JAVA = """\
package com.example;

import java.util.ArrayList;
import java.util.List;
import junit.framework.Test;
import junit.framework.TestCase;
import junit.framework.TestSuite;

public class AppTest extends TestCase {
    private static final List<String> LOG = new ArrayList<>();
    private List<Integer> items;

    public AppTest(String testName) {
        super(testName);
    }

    public static Test suite() {
        return new TestSuite(AppTest.class);
    }

    @Override
    protected void setUp() throws Exception {
        super.setUp();
        items = new ArrayList<>();
        items.add(40);
        LOG.add("setUp " + getName());
    }

    @Override
    protected void tearDown() {
        LOG.add("tearDown");
    }

    public void testApp() {
        assertTrue(true);
        assertEquals("one item", 1, items.size());
        assertEquals(42, items.get(0) + 2);
    }

    public void testWrongSum() {
        assertEquals("sum", 41, items.get(0) + 2);
    }

    public void testHooksRan() {
        assertEquals("setUp testHooksRan", LOG.get(LOG.size() - 1));
        assertNotNull(items);
        assertFalse("empty", items.isEmpty());
    }

    public void testFails() {
        fail("always");
    }

    public void helperWithArgument(int x) {
        assertTrue(x > 0);
    }
}
"""


def test_junit3_class_ports_and_runs(tmp_path: Path) -> None:
    java = tmp_path / "AppTest.java"
    java.write_text(JAVA)
    out = tmp_path / "AppTest.py"
    proc = run(
        [sys.executable, "-m", "porter", str(java), "-o", str(out), "--report", "json"], ROOT
    )
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)[0]
    assert all(m["translated"] for m in report["methods"]), report
    assert report["file_constructs"] == []
    python = out.read_text()
    assert "class AppTest(TestCase):" in python
    assert 'assertEquals(1, len(self.items), "one item")' in python

    counted = run(
        [sys.executable, "-c", "import AppTest; print(AppTest.AppTest.suite().countTestCases())"],
        tmp_path,
    )
    assert counted.stdout.strip() == "4", counted.stderr

    pytest_args = ["-m", "pytest", "-v", "-p", "no:cacheprovider", "-o", "addopts=", str(out)]
    proc = run([sys.executable, *pytest_args], tmp_path)
    lines = proc.stdout
    for name, outcome in [
        ("testApp", "PASSED"),
        ("testWrongSum", "FAILED"),
        ("testHooksRan", "PASSED"),
        ("testFails", "FAILED"),
    ]:
        assert f"AppTest.py::AppTest::{name} {outcome}" in lines, lines
    assert "helperWithArgument" not in lines
    assert "sum ==> expected: <41> but was: <42>" in lines
    assert "AssertionFailedError: always" in lines
