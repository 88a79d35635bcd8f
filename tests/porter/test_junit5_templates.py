"""JUnit 5 test classes (tests/porter/fixtures/junit5) port and run under pytest as JUnit 5
runs them: each invocation of a ``@ParameterizedTest`` (``@ValueSource``, ``@CsvSource``
with JUnit's CSV rules and implicit conversion, ``@MethodSource``, ``@EnumSource``,
``@NullSource``/``@EmptySource``) or ``@RepeatedTest`` is one pytest case, named by JUnit's
display name, passing or failing on its own; ``@BeforeAll``/``@AfterAll`` run once per
class; ``@Nested`` classes run with their outer instance; ``@Disabled`` skips.

The expected outcomes and display names are JUnit's: the fixtures run with JUnit 5.10.2 on
JDK 17 (a launcher listing each test's display name and status) gave them."""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.porter.running import ROOT, run

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

FIXTURES = ROOT / "tests" / "porter" / "fixtures" / "junit5"

P, F, S, E = "passed", "failed", "skipped", "error"
TEST_ANNOTATIONS = ("Test", "ParameterizedTest", "RepeatedTest", "TestFactory")

# (method, JUnit's display name of the invocation, outcome), in JUnit's invocation order.
TEMPLATES = [
    ("evenInts", "[1] 2", P),
    ("evenInts", "[2] 4", P),
    ("evenInts", "[3] 7", F),
    ("longs", "[1] 3000000000", P),
    ("longs", "[2] -1", P),
    ("intsAsDoubles", "[1] 1", P),
    ("intsAsDoubles", "[2] 3", P),
    ("palindromes", "[1] level", P),
    ("palindromes", "[2] noon", P),
    ("palindromes", "[3] java", F),
    ("lowerCase", "[1] a", P),
    ("lowerCase", "[2] z", P),
    ("lowerCase", "[3] Q", F),
    ("booleans", "[1] true", P),
    ("booleans", "[2] false", F),
    ("sums", "[1] 1, 1, 2", P),
    ("sums", "[2] 2, 3, 5", P),
    ("sums", "[3] 0x10, 010, 24", P),
    ("sums", "[4] -4, 4, 1", F),
    ("quoted", "[1] a, b, 4", P),
    ("quoted", "[2] , 0", P),
    ("quoted", "[3]  x , 3", P),
    ("quoted", "[4] it's, 4", P),
    ("emptyIsNull", "[1] null, true", P),
    ("emptyIsNull", "[2] , false", P),
    ("emptyIsNull", "[3] null, true", P),
    ("delimiterAndNulls", "[1] apple, 5", P),
    ("delimiterAndNulls", "[2] null, -1", P),
    ("delimiterAndNulls", "[3] pear, 4", P),
    ("moons", "EARTH has 1 moons", P),
    ("moons", "MARS has 2 moons", P),
    ("moons", "VENUS has 1 moons", F),
    ("conversions", "[1] 2.5, 2.5f, TRUE, x, 9000000000", P),
    ("conversions", "[2] NaN, -Infinity, false, y, -1", P),
    ("conversions", "[3] 1e3, 1000, true, x, 1", P),
    ("notANumber", "[1] 12", P),
    ("notANumber", "[2] twelve", F),
    ("tooFewArguments", "[1] 1", F),
    ("extraArgumentsIgnored", "[1] 1, 2, 3", P),
    ("adds", "[1] 1, 2, 3", P),
    ("adds", "[2] 2, 2, 5", F),
    ("lengths", "[1] ab", P),
    ("lengths", "[2] cde", P),
    ("severalFactories", "[1] 1", P),
    ("severalFactories", "[2] 2", P),
    ("severalFactories", "[3] 100", P),
    ("severalFactories", "[4] -100", F),
    ("arrayArguments", "[1] [1, 2], 3", P),
    ("arrayArguments", "[2] [], 0", P),
    ("planets", "[1] MERCURY", P),
    ("planets", "[2] VENUS", P),
    ("planets", "[3] EARTH", P),
    ("planets", "[4] MARS", F),
    ("someNames", "[1] EARTH", P),
    ("someNames", "[2] MARS", P),
    ("excluded", "[1] MERCURY", P),
    ("excluded", "[2] VENUS", P),
    ("excluded", "[3] MARS", P),
    ("implicitEnum", "[1] MERCURY", P),
    ("implicitEnum", "[2] VENUS", P),
    ("implicitEnum", "[3] EARTH", P),
    ("implicitEnum", "[4] MARS", P),
    ("blankOrNull", "[1] null", P),
    ("blankOrNull", "[2]  ", P),
    ("blankOrNull", "[3] x", F),
    ("emptyList", "[1] []", P),
    ("nullAndEmptyArray", "[1] null", P),
    ("nullAndEmptyArray", "[2] []", P),
    # JUnit skips the disabled template as one; the port skips each of its invocations
    ("disabledTemplate", "[1] 1", S),
    ("disabledTemplate", "[2] 2", S),
    ("named", "squares: 2 squared is 4", P),
    ("named", "squares: 3 squared is 9", P),
    ("named", "squares: 4 squared is 15", F),
    ("repeated", "repeated(RepetitionInfo) 1/3", P),
    ("repeated", "repeated(RepetitionInfo) 2/3", P),
    ("repeated", "repeated(RepetitionInfo) 3/3", F),
]
# Python names of Java overloads: the test ``lengths(String)`` beside its factory ``lengths()``
RENAMED = {"lengths": "lengths_String"}

LIFECYCLE = [
    ("beforeAllFirst", P),
    ("beforeAllOnce", P),
    ("WhenNested.outerBeforeEachFirst", P),
    ("WhenNested.failing", F),
    ("DisabledNested.never", S),
]


def _port(name: str, tmp_path: Path) -> Path:
    out = tmp_path / f"{name}.py"
    java = FIXTURES / f"{name}.java"
    proc = run(
        [sys.executable, "-m", "porter", str(java), "-o", str(out), "--report", "json"], ROOT
    )
    assert proc.returncode == 0, proc.stderr
    assert "PORTER" not in out.read_text(), out.read_text()
    # the report counts each test method, templates and test factories too
    tests = [m["method"] for m in json.loads(proc.stdout)[0]["methods"] if m["test"]]
    source = java.read_text()
    assert len(tests) == sum(source.count(f"@{a}{c}") for a in TEST_ANNOTATIONS for c in "\n("), (
        tests
    )
    return out


def _outcomes(tmp_path: Path, *ports: Path) -> tuple[list[tuple[str, str, str]], str]:
    """Each case's (class, name, outcome), in the order pytest ran them, and the output."""
    xml = tmp_path / "report.xml"
    args = ["-m", "pytest", "-s", "-p", "no:cacheprovider", "-o", "addopts=", f"--junitxml={xml}"]
    proc = run([sys.executable, *args, *map(str, ports)], tmp_path)
    cases = []
    for case in ET.parse(xml).iter("testcase"):
        outcome = P
        for tag, said in (("failure", F), ("error", E), ("skipped", S)):
            if case.find(tag) is not None:
                outcome = said
        cases.append((case.get("classname", ""), case.get("name", ""), outcome))
    return cases, proc.stdout


def test_parameterized_and_repeated_tests_run_each_invocation(tmp_path: Path) -> None:
    port = _port("TemplatesTest", tmp_path)
    cases, _ = _outcomes(tmp_path, port)
    ran = [(name, outcome) for _, name, outcome in cases]
    expected = [(f"{RENAMED.get(m, m)}[{shown}]", outcome) for m, shown, outcome in TEMPLATES]
    assert sorted(ran) == sorted(expected)
    # each template's invocations in JUnit's order (the sources' order, then their values')
    for method in dict.fromkeys(m for m, _, _ in TEMPLATES):
        prefix = f"{RENAMED.get(method, method)}["
        assert [r for r in ran if r[0].startswith(prefix)] == [
            e for e in expected if e[0].startswith(prefix)
        ]


def test_conversion_failures_say_why(tmp_path: Path) -> None:
    port = _port("TemplatesTest", tmp_path)
    args = ["-m", "pytest", "-p", "no:cacheprovider", "-o", "addopts=", "-q"]
    proc = run(
        [
            sys.executable,
            *args,
            f"{port}::TemplatesTest::notANumber",
            f"{port}::TemplatesTest::tooFewArguments",
        ],
        tmp_path,
    )
    assert 'Failed to convert String "twelve" to type int' in proc.stdout, proc.stdout
    assert "No ParameterResolver registered for parameter [b]" in proc.stdout, proc.stdout
    assert "2 failed, 1 passed" in proc.stdout, proc.stdout


def test_lifecycle_before_all_after_all_and_nested(tmp_path: Path) -> None:
    lifecycle = _port("LifecycleTest", tmp_path)
    failing = _port("FailingBeforeAllTest", tmp_path)
    cases, out = _outcomes(tmp_path, lifecycle, failing)
    ran = {(c.split(".", 1)[-1], n): o for c, n, o in cases}  # without the module
    for name, outcome in LIFECYCLE:
        *nested, method = name.split(".")
        assert ran.pop((".".join(["LifecycleTest", *nested]), method)) == outcome, name
    # JUnit fails the class whose @BeforeAll throws, running none of its tests; pytest
    # reports each of them as an error of its setup
    assert ran == {("FailingBeforeAllTest", "first"): E, ("FailingBeforeAllTest", "second"): E}
    assert "after all: 1 beforeAll" in out


def test_csv_file_source_reads_a_class_path_resource(tmp_path: Path) -> None:
    port = _port("CsvFileTest", tmp_path)
    (tmp_path / "planets.csv").write_bytes((FIXTURES / "planets.csv").read_bytes())
    cases, _ = _outcomes(tmp_path, port)
    assert [(name, outcome) for _, name, outcome in cases] == [
        ("radii[[1] Mercury, the first, 2440]", P),
        ("radii[[2] Earth, 6371]", P),
        ("radii[[3] Mars, 3390]", P),
        ("radii[[4] Venus, 0]", F),
    ]


def test_test_factory_runs_each_dynamic_test(tmp_path: Path) -> None:
    port = _port("DynamicTestsTest", tmp_path)
    cases, _ = _outcomes(tmp_path, port)
    # JUnit names a container's test by its own name; the port's id says the container too
    assert [(name, outcome) for _, name, outcome in cases] == [
        ("squares[square of 1]", P),
        ("squares[square of 2]", P),
        ("squares[square of 3]", F),
        ("grouped[base / is ten]", P),
        ("grouped[positive]", P),
    ]


def test_per_class_lifecycle_methods_and_factories_of_an_instance(tmp_path: Path) -> None:
    port = _port("PerClassTest", tmp_path)
    cases, out = _outcomes(tmp_path, port)
    assert [(name, outcome) for _, name, outcome in cases] == [
        ("shortWords[[1] a]", P),
        ("shortWords[[2] bb]", P),
        ("shortWords[[3] ccc]", F),
    ]
    assert "started 1" in out


def test_junit4_parameterized_runner_runs_each_test_per_parameter_set(tmp_path: Path) -> None:
    # JUnit 4.13.2 reports fibonacci[0: fib(0) = 0] ... and measures[0], measures[1]; the
    # port's parameter sets are classes named so, ``FibonacciParametersTest::(0: ...)::fibonacci``
    ports = [_port(name, tmp_path) for name in ("FibonacciParametersTest", "FieldParametersTest")]
    cases, _ = _outcomes(tmp_path, *ports)
    ran = [(c.split(".", 1)[-1], n, o) for c, n, o in cases]
    fib = "FibonacciParametersTest"
    assert ran == [
        (f"{fib}.(0: fib(0) = 0)", "fibonacci", P),
        (f"{fib}.(0: fib(0) = 0)", "beforeClassOnce", P),
        (f"{fib}.(1: fib(1) = 1)", "fibonacci", P),
        (f"{fib}.(1: fib(1) = 1)", "beforeClassOnce", P),
        (f"{fib}.(2: fib(6) = 9)", "fibonacci", F),
        (f"{fib}.(2: fib(6) = 9)", "beforeClassOnce", P),
        ("FieldParametersTest.(0)", "measures", P),
        ("FieldParametersTest.(1)", "measures", F),
    ]


def test_another_librarys_parameters_annotation_stays_a_comment(tmp_path: Path) -> None:
    java = tmp_path / "Command.java"
    java.write_text(
        "import com.beust.jcommander.Parameters;\n"
        '@Parameters(commandDescription = "adds")\n'
        "class Command {\n  int n;\n}\n"
    )
    out = tmp_path / "Command.py"
    proc = run([sys.executable, "-m", "porter", str(java), "-o", str(out)], ROOT)
    assert proc.returncode == 0, proc.stderr
    assert "# @Parameters (a Java annotation with no Python meaning here)" in out.read_text()


def test_a_source_left_unported_fails_its_one_case_not_the_collection() -> None:
    from porter.junit_params import MethodSource, ParameterizedTest, invocations
    from porter.unported import Unported, unported

    class Cases:
        @staticmethod
        def numbers() -> None:
            unported("Cases.java:3", "no rule for the static method Stream.builder")

        @ParameterizedTest
        @MethodSource("numbers")
        def positive(self, n: int) -> None:
            pass

    made = invocations(Cases, Cases.positive)
    assert [m.id for m in made] == ["the argument sources failed"]
    with pytest.raises(Unported):
        made[0].run(Cases(), Cases.positive.__junit_template__)
