"""A project ports as one program: every source root, one symbol table, a package tree
under a root package that lives beside the binding's ``org.tensorflow``, absolute imports
between the ports; its program runs as a file and its tests run under pytest, from a fresh
shell with no path set."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

ROOT = Path(__file__).resolve().parents[2]
FIXTURE = ROOT / "tests" / "porter" / "fixtures" / "regression"
PACKAGE = Path("org", "tensorflow", "model", "examples", "regression")
# What the Java program prints (integer division of the project's ints, float of its floats,
# the overload javac picks, TensorFlow's sum).
PRINTED = [
    "points: 5, half: 2, 2",
    "mean x / 2: 1.0",
    "int 5, double 0.5",
    "sum of y: 25.0",
    "stats: 5 points, mean x 2.0",
]


def _fresh_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["TF_CPP_MIN_LOG_LEVEL"] = "2"
    return env


def _run(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=cwd,
        env=_fresh_env(),
        check=False,
    )


@pytest.fixture(scope="module")
def ported(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[dict[str, object]]]:
    out = tmp_path_factory.mktemp("project") / "out"
    proc = _run("-m", "porter", str(FIXTURE), "--out", str(out), "--report", "json")
    assert proc.returncode == 0, proc.stderr
    return out, json.loads(proc.stdout)


def test_the_tree_mirrors_the_java_packages(ported: tuple[Path, list[dict[str, object]]]) -> None:
    out, reports = ported
    files = sorted(str(p.relative_to(out)) for p in out.rglob("*.py"))
    base = Path("ported", PACKAGE)
    assert files == sorted(
        [
            "ported/__init__.py",
            "ported/org/__init__.py",
            "ported/org/tensorflow/__init__.py",
            "ported/org/tensorflow/model/__init__.py",
            "ported/org/tensorflow/model/examples/__init__.py",
            f"{base}/__init__.py",
            f"{base}/Main.py",
            f"{base}/data/__init__.py",
            f"{base}/data/Dataset.py",
            f"{base}/data/DatasetTest.py",  # from src/test/java
            f"{base}/util/__init__.py",
            f"{base}/util/Stats.py",
        ]
    )
    assert not (out / "__init__.py").exists()  # the output folder is what goes on the path
    # Both source roots as one program: every method ports, none meets an unknown class.
    methods = [m for r in reports for m in r["methods"]]  # type: ignore[attr-defined]
    assert len(methods) == 15 and all(m["translated"] for m in methods), reports
    # Imports between the ports are absolute, under the root package.
    main = (out / base / "Main.py").read_text()
    assert (
        "from ported.org.tensorflow.model.examples.regression.data.Dataset import Dataset" in main
    )
    assert "from ported.org.tensorflow.model.examples.regression.util.Stats import Stats" in main
    assert "from org.tensorflow import EagerSession" in main  # the binding's own package
    # Types from the symbol table: ints divide as ints, a float method's result as a float,
    # javac's overload by the argument's type.
    assert "idiv(n, 2)" in main and "idiv(Dataset.DEFAULT_SIZE, 2)" in main
    assert "Stats.mean(data.xs()) / 2" in main
    assert "data.label_int(n)" in main and "data.label_double(0.5)" in main


def test_the_program_runs_as_a_file_and_as_a_module(
    ported: tuple[Path, list[dict[str, object]]], tmp_path: Path
) -> None:
    out, _ = ported
    as_file = _run(str(out / "ported" / PACKAGE / "Main.py"), cwd=tmp_path)
    assert as_file.stdout.splitlines() == PRINTED, as_file.stderr
    as_module = _run("-m", "ported.org.tensorflow.model.examples.regression.Main", cwd=out)
    assert as_module.stdout.splitlines() == PRINTED, as_module.stderr


def test_the_tests_run_under_pytest(
    ported: tuple[Path, list[dict[str, object]]], tmp_path: Path
) -> None:
    out, _ = ported
    proc = _run("-m", "pytest", "-q", "-p", "no:cacheprovider", str(out), cwd=tmp_path)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "2 passed" in proc.stdout, proc.stdout


def test_a_root_package_of_the_users_choice(tmp_path: Path) -> None:
    out = tmp_path / "out"
    proc = _run("-m", "porter", str(FIXTURE), "--out", str(out), "--package", "shop.port")
    assert proc.returncode == 0, proc.stderr
    main = out / "shop" / "port" / PACKAGE / "Main.py"
    assert "from shop.port.org.tensorflow.model.examples.regression.data.Dataset" in (
        main.read_text()
    )
    assert _run(str(main), cwd=tmp_path).stdout.splitlines() == PRINTED
    bad = _run("-m", "porter", str(FIXTURE), "--out", str(out), "--package", "not-a-name")
    assert bad.returncode == 2
    assert bad.stderr == "error: --package: 'not-a-name' is not a Python package name\n"
    shadow = _run("-m", "porter", str(FIXTURE), "--out", str(out), "--package", "org.ported")
    assert (shadow.returncode, shadow.stderr) == (
        2,
        "error: --package: 'org.ported' would shadow the package 'org' that the ports import\n",
    )
    (tmp_path / "empty").mkdir()
    empty = _run("-m", "porter", str(tmp_path / "empty"), "--out", str(out))
    assert (empty.returncode, empty.stderr) == (
        2,
        f"error: {tmp_path / 'empty'}: no .java file in this folder\n",
    )


def test_plain_package_trees_and_files_outside_their_package_folders(tmp_path: Path) -> None:
    # No Maven layout: a package tree at the top, and a file whose folder is not its package.
    (tmp_path / "proj" / "app").mkdir(parents=True)
    (tmp_path / "proj" / "misc").mkdir()
    (tmp_path / "proj" / "app" / "App.java").write_text(
        "package app;\nimport lib.Util;\npublic class App {\n"
        "  public static void main(String[] args) {\n"
        "    System.out.println(Util.twice(21) / 4);\n"
        "    System.out.println(other.Util.twice(1.5));\n  }\n}\n"
    )
    (tmp_path / "proj" / "other").mkdir()
    (tmp_path / "proj" / "other" / "Util.java").write_text(  # a namesake, written in full
        "package other;\npublic class Util {\n"
        "  public static double twice(double x) { return 2 * x; }\n}\n"
    )
    (tmp_path / "proj" / "misc" / "Util.java").write_text(
        "package lib;\npublic class Util {\n  public static int twice(int x) { return 2 * x; }\n}\n"
    )
    # Declarations with no class, and build output: not ported.
    (tmp_path / "proj" / "app" / "package-info.java").write_text("/** The app. */\npackage app;\n")
    (tmp_path / "proj" / "target" / "app").mkdir(parents=True)
    (tmp_path / "proj" / "target" / "app" / "App.java").write_text("package app;\nclass App {}\n")
    out = tmp_path / "out"
    proc = _run("-m", "porter", str(tmp_path / "proj"), "--out", str(out), "--report", "text")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("3 files: 3 of 3 methods fully ported"), proc.stdout
    assert (out / "ported" / "lib" / "Util.py").is_file()  # by its package, not its folder
    app = out / "ported" / "app" / "App.py"
    assert "from ported.other.Util import Util as other_Util" in app.read_text()
    assert _run(str(app), cwd=tmp_path).stdout == "10\n3.0\n"


def test_what_another_package_declares(tmp_path: Path) -> None:
    """Static imports of a constant and a method, a wildcard import, a nested class and a
    nested enum of another package's class, a base class and an interface of another
    package, and int arguments widened to a double parameter of the project's constructor."""
    fixture = ROOT / "tests" / "porter" / "fixtures" / "shapes"
    out = tmp_path / "out"
    proc = _run("-m", "porter", str(fixture), "--out", str(out), "--report", "text")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("5 files: 10 of 10 methods fully ported; 0 statements marked")
    app = _run(str(out / "ported" / "c" / "App.py"), cwd=tmp_path)
    # Java: twice(LIMIT) / 4, new Box(5).get() / 2, GREEN's name and ordinal, 3 * 3.0.
    assert app.stdout.splitlines() == ["3", "2", "GREEN 1", "9.0 1"], app.stderr
    # A statically imported method of the project, from a package of org.tensorflow (where
    # an unimported class name would otherwise be the binding's).
    twice = _run(str(out / "ported" / "org" / "tensorflow" / "demo" / "Twice.py"), cwd=tmp_path)
    assert twice.stdout == "2\n", twice.stderr


def test_static_imports_of_the_projects_own_fields_and_methods(tmp_path: Path) -> None:
    # A constant and a method of a class of another package, imported statically; an
    # exception class of the project thrown in one package and caught in another.
    (tmp_path / "proj" / "src" / "main" / "java" / "shop" / "core").mkdir(parents=True)
    (tmp_path / "proj" / "src" / "main" / "java" / "shop" / "app").mkdir()
    core = tmp_path / "proj" / "src" / "main" / "java" / "shop" / "core"
    (core / "Prices.java").write_text(
        "package shop.core;\npublic final class Prices {\n"
        "  public static final int VAT_PERCENT = 20;\n"
        '  public static final String CURRENCY = "EUR";\n'
        "  public static int withVat(int cents) {\n"
        '    if (cents < 0) { throw new PriceException("negative: " + cents); }\n'
        "    return cents + cents * VAT_PERCENT / 100;\n  }\n}\n"
    )
    (core / "PriceException.java").write_text(
        "package shop.core;\npublic class PriceException extends RuntimeException {\n"
        "  public PriceException(String message) { super(message); }\n}\n"
    )
    (tmp_path / "proj" / "src" / "main" / "java" / "shop" / "app" / "Till.java").write_text(
        "package shop.app;\n"
        "import static shop.core.Prices.CURRENCY;\n"
        "import static shop.core.Prices.VAT_PERCENT;\n"
        "import static shop.core.Prices.withVat;\n"
        "import shop.core.PriceException;\n"
        "public class Till {\n"
        "  public static void main(String[] args) {\n"
        '    System.out.println(withVat(1000) + " " + CURRENCY + " at " + VAT_PERCENT + "%");\n'
        "    try {\n      withVat(-5);\n    } catch (PriceException e) {\n"
        '      System.out.println("refused: " + e.getMessage());\n    }\n  }\n}\n'
    )
    out = tmp_path / "out"
    proc = _run("-m", "porter", str(tmp_path / "proj"), "--out", str(out), "--report", "text")
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("3 files: 3 of 3 methods fully ported"), proc.stdout
    ran = _run(str(out / "ported" / "shop" / "app" / "Till.py"), cwd=tmp_path)
    assert ran.stdout == "1200 EUR at 20%\nrefused: negative: -5\n", ran.stderr


# A project whose model classes are in other files than the ObjectMapper and Gson that read
# and write them (what Java printed with Jackson 2.17.2 and Gson 2.11.0).
_JSON_FILES = {
    "demo/model/Box.java": """package demo.model;
public class Box {
  public float x;
  public float y;
  private String label;
  public String getLabel() { return label; }
  public void setLabel(String label) { this.label = label; }
}
""",
    "demo/model/Detections.java": """package demo.model;
import java.util.List;
public class Detections {
  private String image;
  private List<Box> boxes;
  private double threshold;
  public String getImage() { return image; }
  public void setImage(String image) { this.image = image; }
  public List<Box> getBoxes() { return boxes; }
  public void setBoxes(List<Box> boxes) { this.boxes = boxes; }
  public double getThreshold() { return threshold; }
  public void setThreshold(double threshold) { this.threshold = threshold; }
}
""",
    "demo/app/Report.java": """package demo.app;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.gson.Gson;
import demo.model.Box;
import demo.model.Detections;
public class Report {
  public static void main(String[] args) throws Exception {
    String json = "{\\"image\\":\\"cat.jpg\\",\\"boxes\\":[{\\"x\\":0.5,\\"y\\":1,\\"label\\":\\"cat\\"}],"
        + "\\"threshold\\":1}";
    Detections d = new ObjectMapper().readValue(json, Detections.class);
    Box first = d.getBoxes().get(0);
    System.out.println(d.getImage() + " " + first.getLabel() + " " + first.x + " " + first.y
        + " " + d.getThreshold());
    System.out.println(new ObjectMapper().writeValueAsString(d));
    Detections g = new Gson().fromJson(json, Detections.class);
    System.out.println(g.getBoxes().get(0).getLabel() + " " + g.getBoxes().get(0).y);
    System.out.println(new Gson().toJson(g));
  }
}
""",
}


def test_json_model_classes_in_other_files(tmp_path: Path) -> None:
    src = tmp_path / "proj" / "src" / "main" / "java"
    for name, source in _JSON_FILES.items():
        (src / name).parent.mkdir(parents=True, exist_ok=True)
        (src / name).write_text(source)
    out = tmp_path / "out"
    proc = _run("-m", "porter", str(tmp_path / "proj"), "--out", str(out), "--report", "text")
    assert proc.returncode == 0, proc.stderr
    assert "0 statements marked" in proc.stdout
    app = _run(str(out / "ported" / "demo" / "app" / "Report.py"), cwd=tmp_path)
    assert app.stdout.splitlines() == [
        "cat.jpg cat 0.5 1.0 1.0",
        '{"image":"cat.jpg","boxes":[{"x":0.5,"y":1.0,"label":"cat"}],"threshold":1.0}',
        "cat 1.0",
        '{"image":"cat.jpg","boxes":[{"x":0.5,"y":1.0,"label":"cat"}],"threshold":1.0}',
    ], app.stderr


def test_members_inherited_and_named_across_files(tmp_path: Path) -> None:
    """A subclass reads its superclass's fields and statics and its interface's constants
    (another file) unqualified; another file makes a static nested class (``new
    Zoo.Keeper``), reads its static field, iterates a nested enum with a static field, and
    prints exceptions of the project by Java's binary names. The outputs are the JDK's."""
    fixture = ROOT / "tests" / "porter" / "fixtures" / "zoo"
    out = tmp_path / "out"
    proc = _run("-m", "porter", str(fixture), "--out", str(out), "--report", "text")
    assert proc.returncode == 0, proc.stderr
    assert "; 0 statements marked" in proc.stdout.splitlines()[0], proc.stdout
    bird = _run(str(out / "ported" / "demo" / "Bird.py"), cwd=tmp_path)
    assert bird.stdout.splitlines() == [
        "tweety tweets on 2 legs, max 30",
        "animal:tweety#1",
        "animal:zazu#2 30 animal:",
    ], bird.stderr
    visit = _run(str(out / "ported" / "demo" / "Visit.py"), cwd=tmp_path)
    assert visit.stdout.splitlines() == [
        "keeper sam 2",
        "BIRD k0",
        "FISH k1",
        "demo.Zoo$Closed: rain | rain",
        "demo.Oops",
    ], visit.stderr


def test_build_modules_that_declare_one_class_each_port_side_by_side(tmp_path: Path) -> None:
    # A tutorial's steps: each build module has its own demo.App (and demo.Util); Java builds
    # them apart. Each module ports under a package of its folder's name, its App calling its
    # own Util and the project's shared Greeting.
    shared = tmp_path / "src" / "main" / "java" / "common"
    shared.mkdir(parents=True)
    (shared / "Greeting.java").write_text(
        'package common;\npublic class Greeting {\n  public static String hi() { return "hi"; }\n}\n'
    )
    for step, word in (("01-first", "one"), ("02-second", "two")):
        pkg = tmp_path / step / "src" / "main" / "java" / "demo"
        pkg.mkdir(parents=True)
        (pkg / "Util.java").write_text(
            f'package demo;\nclass Util {{\n  static String word() {{ return "{word}"; }}\n}}\n'
        )
        (pkg / "App.java").write_text(
            "package demo;\nimport common.Greeting;\npublic class App {\n"
            "  public static void main(String[] args) {\n"
            '    System.out.println(Greeting.hi() + " " + Util.word());\n  }\n}\n'
        )
    out = tmp_path / "out"
    proc = _run("-m", "porter", str(tmp_path), "--out", str(out))
    assert proc.returncode == 0, proc.stderr
    ported = sorted(str(p.relative_to(out)) for p in out.rglob("*.py") if p.name != "__init__.py")
    assert ported == [
        "ported/_01_first/demo/App.py",
        "ported/_01_first/demo/Util.py",
        "ported/_02_second/demo/App.py",
        "ported/_02_second/demo/Util.py",
        "ported/common/Greeting.py",
    ]
    for step, word in (("_01_first", "one"), ("_02_second", "two")):
        ran = _run(str(out / "ported" / step / "demo" / "App.py"), cwd=tmp_path)
        assert ran.returncode == 0, ran.stderr
        assert ran.stdout == f"hi {word}\n"
