"""A construct with no rule marks its statement, not its method: the port imports, the
method runs up to that statement, which raises naming the Java file, line and reason; the
report counts methods fully ported and statements marked, with a table of the reasons."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

from porter.unported import Unported
from tests.porter.golden import port_file

ROOT = Path(__file__).resolve().parents[2]

PROGRAM = """\
package demo;

import java.util.ArrayList;
import java.util.List;

public class Steps {
  static List<String> log = new ArrayList<>();

  static int run(int n) {
    log.add("before");
    int total = n * 2;
    if (total > 0) {
      log.add("inside");
      skip: {
        log.add("never");
        break skip;
      }
    }
    return total;
  }

  static int square(int n) {
    return n * n;
  }

  public static void main(String[] args) {
    System.out.println(square(3));
    run(2);
  }
}
"""


def _run(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args], capture_output=True, text=True, timeout=120, cwd=cwd, check=False
    )


def test_the_method_runs_up_to_the_marked_statement(tmp_path: Path) -> None:
    source, report = port_file(PROGRAM)
    (tmp_path / "steps_port.py").write_text(source)
    spec = importlib.util.spec_from_file_location("steps_port", tmp_path / "steps_port.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # the port imports
    steps = module.Steps
    assert steps.square(4) == 16  # type: ignore[attr-defined]
    with pytest.raises(Unported) as caught:
        steps.run(2)  # type: ignore[attr-defined]
    # The statements before the mark ran, the nested one inside the if too.
    assert steps.log == ["before", "inside"]  # type: ignore[attr-defined]
    assert (
        str(caught.value)
        == "A.java:14: was not ported: a label on a statement that is no loop has no rule"
    )
    # Not an Exception: no except clause ported from a Java catch swallows it.
    assert not isinstance(caught.value, Exception)
    methods = {m.method: m for m in report.methods}  # type: ignore[attr-defined]
    assert methods["square"].translated and not methods["run"].translated
    # Only the do statement (and the two inside it) is marked, of run's eight.
    [failure] = methods["run"].constructs
    assert (failure.line, failure.statements, methods["run"].statements) == (14, 3, 8)


def test_text_report_counts_methods_and_ends_with_the_reasons(tmp_path: Path) -> None:
    (tmp_path / "Steps.java").write_text(PROGRAM)
    (tmp_path / "More.java").write_text(
        "package demo;\nclass More {\n  void a() { a: { break a; } }\n"
        "  void b() { int x = 1; b: { x = 2; break b; } }\n"
        "  void c() { char ch = 'a'; int k = ch++; }\n}\n"
    )
    proc = _run("-m", "porter", str(tmp_path), "--out", str(tmp_path / "out"), "--report", "text")
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    # main calls run, which has a mark: not fully ported either (and said so).
    assert "Steps.java:26: Steps.main: calls Steps.run, which has a marked statement" in lines
    # A program says how many methods it ported (not "0/0 test methods").
    assert lines[0] == (
        "2 files: 1 of 6 methods fully ported; 4 statements marked (10 of 19 statements ported)"
    ), proc.stdout
    table = lines[lines.index("Reasons, most frequent first (count, reason: files):") + 1 :]
    assert table == [
        "3  a label on a statement that is no loop has no rule: More.java, Steps.java",
        "1  ++/-- of a char used as a value has no rule: More.java",
    ], proc.stdout


def test_json_report_lists_each_marked_statement(tmp_path: Path) -> None:
    java = tmp_path / "Steps.java"
    java.write_text(PROGRAM)
    proc = _run("-m", "porter", str(java), "--report", "json")
    assert proc.returncode == 0, proc.stderr
    [report] = json.loads(proc.stdout)
    run = next(m for m in report["methods"] if m["method"] == "run")
    assert run["constructs"] == [
        {
            "line": 14,
            "reason": "a label on a statement that is no loop has no rule",
            "java": "skip: {",
            "statements": 3,
        }
    ]
    assert run["statements"] == 8 and not run["translated"]


def test_a_marked_program_runs_to_the_mark(tmp_path: Path) -> None:
    java = tmp_path / "Steps.java"
    java.write_text(PROGRAM)
    out = tmp_path / "steps.py"
    assert _run("-m", "porter", str(java), "-o", str(out)).returncode == 0
    proc = _run(str(out), cwd=tmp_path)
    assert proc.stdout == "9\n"
    assert proc.returncode == 1
    assert proc.stderr.strip().splitlines()[-1] == (
        f"porter.unported.Unported: {java}:14: was not ported: a label on a statement that is no loop has no rule"
    )


def test_statement_marks_keep_imports_of_the_rest() -> None:
    # What only the marked statement needed is not imported; the rest of the method's is.
    source, _ = port_file(
        textwrap.dedent(
            """
            import org.tensorflow.ndarray.Shape;
            class A {
              void m() {
                Shape s = Shape.of(2);
                here: { java.util.Objects.requireNonNull(s); break here; }
              }
            }
            """
        )
    )
    assert "from org.tensorflow.ndarray import Shape" in source
    assert "unported(" in source


def test_a_ported_catch_does_not_swallow_a_marked_statement(tmp_path: Path) -> None:
    source, _ = port_file(
        """
        class A {
          static String m() {
            try {
              here: { break here; }
              return "ran";
            } catch (IllegalStateException e) {
              return "caught";
            } catch (Throwable t) {
              return "caught too";
            }
          }
        }
        """
    )
    (tmp_path / "a_port.py").write_text(source)
    spec = importlib.util.spec_from_file_location("a_port", tmp_path / "a_port.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    with pytest.raises(
        Unported,
        match="A.java:5: was not ported: a label on a statement that is no loop has no rule",
    ):
        module.A.m()


def test_assert_throws_does_not_take_a_marked_statement_for_the_exception() -> None:
    from porter.junit import assertThrows
    from porter.unported import unported

    # The test fails naming the statement, whatever it expects (Throwable included).
    for expected in (BaseException, ValueError):
        with pytest.raises(Unported, match="A.java:3: was not ported: no rule"):
            assertThrows(expected, lambda: unported("A.java:3", "no rule"))


def test_names_a_marked_statement_assigns_still_exist() -> None:
    # The code after a marked statement reads the names it would have set: they are assigned
    # the (never returned) value of the call, so that the port has no undefined name.
    source, _ = port_file(
        """
        class A {
          static int m() {
            Object ref;
            int k = 1, j;
            here: { ref = null; break here; }
            java.util.concurrent.locks.Lock lock = java.util.concurrent.locks.LockSupport.x(ref = k);
            return k + (ref == null ? 0 : 1);
          }
        }
        """
    )
    lines = [line.strip() for line in source.splitlines()]
    assert (
        "ref = unported('A.java:6', 'a label on a statement that is no loop has no rule')" in lines
    )
    marked = next(line for line in lines if line.startswith("lock = "))
    assert marked.startswith("lock = ref = unported('A.java:7', ")
    compile(source, "A.py", "exec")


def test_constructors_of_one_arity_are_told_apart_by_type(tmp_path: Path) -> None:
    java = tmp_path / "Two.java"
    java.write_text(
        "class Two {\n  int a;\n  Two(int a) { this.a = a; }\n"
        "  Two(String s) { this.a = s.length(); int b = 2; }\n  int get() { return a; }\n"
        "  static int both(String s) { return new Two(s).get() + new Two(2).get(); }\n}\n"
    )
    proc = _run("-m", "porter", str(java), "--report", "text")
    # Both constructors port (once marked: Python cannot tell them apart by count alone).
    assert proc.stdout.splitlines()[0] == (
        "1 files: 4 of 4 methods fully ported; 0 statements marked (5 of 5 statements ported)"
    )
    out = tmp_path / "two.py"
    assert _run("-m", "porter", str(java), "-o", str(out)).returncode == 0
    assert "Two.new_String(s)" in out.read_text()  # s may be null: javac's choice, by name
    run = _run(
        "-c",
        "import two; print(two.Two(1).get(), two.Two('abc').get(), two.Two.both('xy'))",
        cwd=tmp_path,
    )
    assert run.stdout.split() == ["1", "3", "4"], run.stderr


def test_a_subclass_constructor_does_not_replace_its_base_constructor(tmp_path: Path) -> None:
    # Both classes have two constructors: B's must not be the ones A's __init__ dispatches to
    # (that recursed without end), and this(...) calls the class's own.
    source, _ = port_file(
        """
        class A {
          int x;
          A() { this(7); }
          A(int x) { this.x = x; }
        }
        class B extends A {
          int y;
          B() { super(); y = 1; }
          B(int y) { super(y * 2); this.y = y; }
        }
        """
    )
    (tmp_path / "ab_port.py").write_text(source)
    spec = importlib.util.spec_from_file_location("ab_port", tmp_path / "ab_port.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    b = module.B()
    assert (b.x, b.y) == (7, 1)
    b = module.B(3)
    assert (b.x, b.y) == (6, 3)
    assert module.A().x == 7


def _load(tmp_path: Path, source: str, name: str) -> object:
    (tmp_path / f"{name}.py").write_text(source)
    spec = importlib.util.spec_from_file_location(name, tmp_path / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_field_whose_initializer_has_no_rule_raises_where_it_is_used(tmp_path: Path) -> None:
    # The module loads, the fields after it (and those naming it) are set, and its first use
    # raises naming the initializer's line and reason.
    source, report = port_file(
        """
        import com.example.Prefs;
        import java.util.ArrayList;
        import java.util.List;
        class A {
          static Prefs pref = Prefs.userNode(A.class), other = null;
          static final String KEY = "key";
          static List<Object> all = new ArrayList<>(List.of(pref));
          Prefs mine = Prefs.userNode(A.class);
          int n = 3;
          static String get() { return pref.get(KEY); }
        }
        """
    )
    module = _load(tmp_path, source, "fields_port")
    a = module.A  # type: ignore[attr-defined]
    assert (a.KEY, len(a.all), a().n) == ("key", 1, 3)
    reason = "A.java:6: was not ported: no rule for the static method Prefs.userNode"
    with pytest.raises(Unported, match=reason):
        a.get()
    with pytest.raises(Unported, match=reason):
        bool(a.other)
    with pytest.raises(Unported, match="A.java:9: was not ported"):
        a().mine.get("x")
    assert [f.line for f in report.file_constructs] == [6, 9]  # type: ignore[attr-defined]


def test_a_nested_class_named_like_its_library_base_class_is_not_its_own_base(
    tmp_path: Path,
) -> None:
    # ``class ViewHolder extends RecyclerView.ViewHolder``: the library's class (no rule), not
    # the nested class itself, which Python cannot name in its own bases.
    source, report = port_file(
        """
        import android.support.v7.widget.RecyclerView;
        public class Adapter extends RecyclerView.Adapter<Adapter.ViewHolder> {
          public class ViewHolder extends RecyclerView.ViewHolder {
            int size() { return 2; }
          }
          static int count() { return 1 + 1; }
        }
        """
    )
    module = _load(tmp_path, source, "adapter_port")
    assert module.Adapter.count() == 2  # type: ignore[attr-defined]
    reasons = [f.reason for f in report.file_constructs]  # type: ignore[attr-defined]
    assert reasons == ["superclass Adapter has no rule", "superclass ViewHolder has no rule"]


def test_a_class_whose_superclass_has_no_rule_is_made_and_says_what_it_lacks(
    tmp_path: Path,
) -> None:
    # The superclass's constructor takes its arguments (a framework's class the porter has no
    # rule for); the class's own members work, and an inherited one raises naming the base.
    source, report = port_file(
        """
        import org.knime.core.Registry;
        class Converters extends Registry {
          private final String id;
          Converters(String id) { super(id, "attr"); this.id = id; }
          String id() { return id; }
          static void load(Converters c) { c.register(); }
        }
        """
    )
    module = _load(tmp_path, source, "converters_port")
    converters = module.Converters("tf")  # type: ignore[attr-defined]
    assert converters.id() == "tf"
    with pytest.raises(
        Unported,
        match="A.java:3: was not ported: superclass Registry has no rule: register would be "
        "inherited from it",
    ):
        module.Converters.load(converters)  # type: ignore[attr-defined]
    assert [f.reason for f in report.file_constructs] == [  # type: ignore[attr-defined]
        "superclass Registry has no rule"
    ]


def test_an_enum_constant_whose_arguments_have_no_rule_exists(tmp_path: Path) -> None:
    # The port is made (it used to stop at the constant); the constant's arguments raise
    # where they are used, its other members work.
    source, report = port_file(
        """
        import com.example.Digest;
        enum Algo {
          PLAIN("none", 0), HASHED("sha", new Digest(256));
          final String label;
          final Object state;
          Algo(String label, Object state) { this.label = label; this.state = state; }
        }
        """
    )
    module = _load(tmp_path, source, "algo_port")
    algo = module.Algo  # type: ignore[attr-defined]
    assert (algo.PLAIN.label, algo.HASHED.name, len(list(algo))) == ("none", "HASHED", 2)
    with pytest.raises(Unported, match="A.java:4: was not ported: no rule for new Digest"):
        algo.HASHED.label.upper()
    assert [f.line for f in report.file_constructs] == [4]  # type: ignore[attr-defined]
