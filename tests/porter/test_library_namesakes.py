"""A project's own class named like a JDK class that porter.javalib gives (``Scanner``,
``Color``, ``Pattern``) stays the project's: its constructor, methods and statics are its
own, in its package (no import) and imported; the JDK's is used where the file imports it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

ROOT = Path(__file__).resolve().parents[2]

FILES = {
    "app/Scanner.java": """
package app;
public class Scanner {
    private final String word;
    public Scanner(String word) { this.word = word; }
    public String next() { return "own " + word; }
    public static Scanner of(String w) { return new Scanner(w + "!"); }
}
""",
    "shapes/Color.java": """
package shapes;
public class Color {
    public static final Color TEAL = new Color(7);
    private final int code;
    public Color(int code) { this.code = code; }
    public int getRed() { return code * 2; }
}
""",
    "app/Main.java": """
package app;
import shapes.Color;
public class Main {
    public static void main(String[] args) {
        Scanner s = new Scanner("a");
        System.out.println(s.next() + " " + Scanner.of("b").next());
        Color c = new Color(3);
        System.out.println(c.getRed() + " " + Color.TEAL.getRed());
        System.out.println(Reader.sum());
        System.out.println(Sizes.size());
    }
}
""",
    # an import by name shadows the package's own class, as in Java
    "app/Reader.java": """
package app;
import java.util.Scanner;
class Reader {
    static int sum() {
        Scanner jdk = new Scanner("4 5");
        return jdk.nextInt() + jdk.nextInt();
    }
}
""",
    # a class nested in another file's class is not in scope here: java.awt.* gives it
    "app/Tensors.java": """
package app;
public class Tensors {
    private class Dimension {
        int axis;
    }
}
""",
    "app/Sizes.java": """
package app;
import java.awt.*;
class Sizes {
    static String size() {
        Dimension d = new Dimension(3, 4);
        return d.width + "x" + d.height + " " + d;
    }
}
""",
}


def test_the_projects_namesakes_are_its_own(tmp_path: Path) -> None:
    for name, text in FILES.items():
        path = tmp_path / "src" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TF_CPP_MIN_LOG_LEVEL": "2"}
    out = tmp_path / "out"
    done = subprocess.run(
        [sys.executable, "-m", "porter", str(tmp_path / "src"), "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    main = out / "ported" / "app" / "Main.py"
    assert "PORTER" not in main.read_text(), main.read_text()
    ran = subprocess.run(
        [sys.executable, str(main)],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        check=False,
    )
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout == "own a own b!\n6 14\n9\n3x4 java.awt.Dimension[width=3,height=4]\n"
