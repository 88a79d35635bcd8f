"""The porter on TensorFlow Java's core tests: every file parses and ports, every port imports,
at least 90% of the test methods translate with no ``# PORTER:`` marker, and no width-overload
site the ported tests reach picks a type other than Java's."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.porter.corpus import CORPUS, FRAMEWORK, Run, port, run, summary
from tests.porter.known_failures import CORE

pytestmark = pytest.mark.skipif(not CORPUS.is_dir(), reason="../shared/java-corpus is absent")


@pytest.fixture(scope="module")
def corpus_run(tmp_path_factory: pytest.TempPathFactory) -> Run:
    pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")
    return run(tmp_path_factory.mktemp("ported"))


def test_every_file_ports(corpus_run: Run) -> None:
    assert len(corpus_run.reports) == len(list(CORPUS.rglob("*.java"))) == 46
    translated, total = corpus_run.methods()
    assert total == 229
    assert translated >= 0.9 * total, summary(corpus_run)


def test_every_port_imports_and_runs(corpus_run: Run) -> None:
    # A port that does not import is a collection error; every @Test method collects.
    errors = [
        o
        for o in corpus_run.outcomes
        if o.outcome == "error" and ("collection" in o.message or o.test.endswith("::None"))
    ]
    assert not errors, summary(corpus_run)
    assert " error" not in corpus_run.stdout.splitlines()[-1], corpus_run.stdout
    assert len(corpus_run.outcomes) >= 220, summary(corpus_run)
    assert corpus_run.counts()["passed"] >= 196, summary(corpus_run)


def test_every_failure_has_a_known_cause(corpus_run: Run) -> None:
    # known_failures.CORE says why each failing port fails; a new failure must be added there
    # (with its cause), and a listed one that passes now must be removed.
    failing = {o.test: o.message for o in corpus_run.outcomes if o.outcome in ("failed", "error")}
    unknown = {t: m for t, m in failing.items() if t not in CORE}
    assert not unknown, f"failures with no cause in known_failures.CORE: {unknown}"
    passing = sorted(t for t in CORE if t not in failing)
    assert not passing, f"listed in known_failures.CORE but not failing now: {passing}"


def test_no_silent_width_difference(corpus_run: Run) -> None:
    assert corpus_run.widths, "no width site was reached"
    mismatches = [w for w in corpus_run.widths if not w["ok"]]
    assert not mismatches, mismatches
    assert not any("WidthMismatch" in o.message for o in corpus_run.outcomes)


def test_the_ports_use_the_porter_plugin(corpus_run: Run, tmp_path: Path) -> None:
    names = {o.test for o in corpus_run.outcomes}
    # Java names: the class and the method as JUnit reports them.
    assert "ConstantTest::createFromNumber" in names
    assert not any(n.split("::")[1].startswith("test_") for n in names)


@pytest.mark.skipif(not FRAMEWORK.is_dir(), reason="../shared/java-corpus is absent")
def test_the_framework_ports(tmp_path: Path) -> None:
    # Java code the porter was not written against (the framework module and its tests):
    # every file parses and ports; the test methods that port with no marker. Running the
    # ports (``python -m tests.porter.corpus framework``) takes minutes: docs/porting.md has the counts.
    pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")
    reports = port(tmp_path, FRAMEWORK)
    # Every file but module-info.java (a module declaration: no class to port).
    assert len(reports) == len(list(FRAMEWORK.rglob("*.java"))) - 1 == 270
    tests = [m for r in reports for m in r["methods"] if m["test"]]
    assert len(tests) == 543
    assert sum(1 for m in tests if m["translated"]) >= 513
