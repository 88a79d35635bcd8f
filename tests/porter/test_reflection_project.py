"""Reflection across a ported project: ``Class.forName`` finds a class of another package
that nothing imported yet (its module under the project's root package), and
``getName()`` gives its Java name, without the root package (``getPackage()`` and
``getPackageName()`` its package)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.porter.running import run

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

MAIN = """package demo.app;

import java.lang.reflect.Method;

public class Main {
  public static void main(String[] args) throws Exception {
    Class<?> cls = Class.forName("demo.plugins.Plugin");
    Object plugin = cls.getDeclaredConstructor().newInstance();
    Method run = cls.getMethod("run", String.class);
    System.out.println(run.invoke(plugin, "x") + " " + cls.getName());
    Class<?> inner = Class.forName("demo.plugins.Plugin$Inner");
    Object made = inner.getDeclaredConstructor().newInstance();
    System.out.println(inner.getName() + " " + inner.getMethod("value").invoke(made));
    System.out.println(cls.getPackage().getName() + " " + inner.getPackageName() + " "
        + Main.class.getPackageName() + " " + plugin.getClass().getPackage());
  }
}
"""
PLUGIN = """package demo.plugins;

public class Plugin {
  public String run(String s) {
    return "ran " + s;
  }

  public static class Inner {
    public int value() {
      return 7;
    }
  }
}
"""


def test_for_name_finds_a_class_of_the_project_by_its_java_name(tmp_path: Path) -> None:
    src = tmp_path / "proj" / "src" / "main" / "java" / "demo"
    (src / "app").mkdir(parents=True)
    (src / "plugins").mkdir()
    (src / "app" / "Main.java").write_text(MAIN)
    (src / "plugins" / "Plugin.java").write_text(PLUGIN)
    out = tmp_path / "out"
    done = run(
        [sys.executable, "-m", "porter", str(tmp_path / "proj"), "--out", str(out)], tmp_path
    )
    assert done.returncode == 0, done.stderr
    ran = run([sys.executable, str(out / "ported" / "demo" / "app" / "Main.py")], tmp_path)
    assert ran.returncode == 0, ran.stderr
    # what JDK 17 prints for the same two classes
    assert ran.stdout == (
        "ran x demo.plugins.Plugin\ndemo.plugins.Plugin$Inner 7\n"
        "demo.plugins demo.plugins demo.app package demo.plugins\n"
    )
