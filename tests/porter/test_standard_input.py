"""``System.in`` (porter.javalib.files.SystemIn): a ported program reads the bytes of its
standard input one by one until -1, or as text through an InputStreamReader, as Java does
(the printed lines are what JDK 17 printed for the same input)."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from tests.porter.running import run

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

SOURCE = """\
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;

public class Echo {
    public static void main(String[] args) throws IOException {
        int ch;
        int count = 0;
        while ((ch = System.in.read()) != -1) {
            count++;
            if (ch == '\\n') {
                break;
            }
        }
        System.out.println("first line bytes: " + count);
        BufferedReader rest = new BufferedReader(new InputStreamReader(System.in));
        String line;
        while ((line = rest.readLine()) != null) {
            System.out.println("line: " + line);
        }
    }
}
"""
INPUT = "héllo\nsecond\nthird\n"
PRINTED = "first line bytes: 7\nline: second\nline: third\n"


def test_the_port_reads_standard_input_as_java(tmp_path: Path) -> None:
    (tmp_path / "Echo.java").write_text(SOURCE)
    done = run([sys.executable, "-m", "porter", "Echo.java", "-o", "Echo.py"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert "PORTER" not in (tmp_path / "Echo.py").read_text()
    ran = run([sys.executable, "Echo.py"], tmp_path, input=INPUT)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout == PRINTED


@pytest.mark.skipif(shutil.which("java") is None, reason="no JDK installed")
def test_java_prints_the_recorded_lines(tmp_path: Path) -> None:
    (tmp_path / "Echo.java").write_text(SOURCE)
    ran = run(["java", "Echo.java"], tmp_path, input=INPUT)
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout == PRINTED
