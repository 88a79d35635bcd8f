"""Port TensorFlow Java's core tests (``../shared/java-corpus``) and run the ports: the
measurements of the porter's targets, shared by the corpus test and ``python -m
tests.porter.corpus`` (which prints them)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
# ``../shared/java-corpus`` beside the checkout (or beside the folder of its worktrees).
SHARED = next(
    (p / "shared" / "java-corpus" for p in ROOT.parents if (p / "shared" / "java-corpus").is_dir()),
    ROOT.parent / "shared" / "java-corpus",
)
CORPUS = SHARED / "core-api-tests"
# Java code the porter was not written against: the framework module and its tests.
FRAMEWORK = SHARED / "framework"


# An AttributeError on one of these is the porter's (a Java method left on a Python value).
_PYTHON_TYPES = {
    "str",
    "list",
    "dict",
    "set",
    "tuple",
    "int",
    "float",
    "bool",
    "bytes",
    "generator",
    "NoneType",
    "ndarray",
}


@dataclass
class Outcome:
    test: str
    outcome: str  # passed, failed, error, skipped
    message: str = ""

    @property
    def cause(self) -> str:
        """Why it failed: ``binding gap`` (a class the binding lacks), ``not ported`` (a
        ``# PORTER:`` marker), or the error itself (to be read: porter or binding)."""
        if "binding gap" in self.message:
            return "binding gap: " + self.message.split("binding gap: ", 1)[1].split(" is not")[0]
        if "was not ported" in self.message:  # an ``Unported`` statement was reached
            return "not ported"
        m = re.search(
            r"(?:type object|') ?'?(\w+)'? (?:object )?has no attribute '(\w+)'", self.message
        )
        if m and m.group(1) not in _PYTHON_TYPES:
            return f"binding gap: {m.group(1)}.{m.group(2)}"
        return self.message


@dataclass
class Run:
    reports: list[dict[str, Any]]
    outcomes: list[Outcome] = field(default_factory=list)
    widths: list[dict[str, Any]] = field(default_factory=list)
    stdout: str = ""

    def methods(self) -> tuple[int, int]:
        tests = [m for r in self.reports for m in r["methods"] if m["test"]]
        return sum(1 for m in tests if m["translated"]), len(tests)

    def counts(self) -> Counter[str]:
        return Counter(o.outcome for o in self.outcomes)


def port(out: Path, corpus: Path = CORPUS) -> list[dict[str, Any]]:
    """Port ``corpus`` into ``out`` (with width recording); the per-file JSON reports."""
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "porter",
            str(corpus),
            "--out",
            str(out),
            "--record-widths",
            "--report",
            "json",
        ],
        capture_output=True,
        check=False,
        text=True,
        timeout=300,
        cwd=ROOT,
    )
    if proc.returncode != 0:
        raise RuntimeError(f"the porter failed:\n{proc.stderr}")
    return list(json.loads(proc.stdout))


def run(out: Path, timeout: float = 400, corpus: Path = CORPUS) -> Run:
    """Port ``corpus`` into ``out`` (a package tree under ``ported``) and run the ports with
    pytest, as a user would: ``python -m pytest OUT`` with no path set. The framework's tests
    (its ``test/java``) run against the binding's framework."""
    if corpus == FRAMEWORK:
        corpus = FRAMEWORK / "test" / "java"
    reports = port(out, corpus)
    widths = out / "widths.jsonl"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env.update(PORTER_WIDTH_LOG=str(widths), TF_CPP_MIN_LOG_LEVEL="2")
    result = Run(reports)
    junit = out.parent / f"{out.name}-junit.xml"
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            f"--junitxml={junit}",
            "-o",
            "addopts=",
            str(out),
        ],
        capture_output=True,
        check=False,
        text=True,
        timeout=timeout,
        cwd=out.parent,
        env=env,
    )
    result.stdout += proc.stdout[-5000:]
    _read_junit(junit, result)
    if widths.exists():
        result.widths = [json.loads(line) for line in widths.read_text().splitlines()]
    return result


def _read_junit(junit: Path, result: Run) -> None:
    for case in ET.parse(junit).iter("testcase"):
        name = f"{case.get('classname', '').rsplit('.', 1)[-1]}::{case.get('name')}"
        outcome, message = "passed", ""
        for kind in ("failure", "error", "skipped"):
            node = case.find(kind)
            if node is not None:
                outcome, message = (
                    ("failed" if kind == "failure" else kind),
                    (node.get("message") or ""),
                )
        result.outcomes.append(
            Outcome(name, outcome, message.splitlines()[0][:200] if message else "")
        )


def summary(result: Run) -> str:
    translated, total = result.methods()
    sites = [s for r in result.reports for s in r["width_sites"]]
    reached = {(w["file"], w["line"]) for w in result.widths}
    lines = [
        f"files: {len(result.reports)}; test methods translated with no PORTER marker: {translated}/{total} ({100 * translated / total:.1f}%)",
        f"width sites: {len(sites)} ({sum(1 for s in sites if s['java'] in ('long', 'double'))} long/double); reached at run time: {len(reached)}; mismatches: {sum(1 for w in result.widths if not w['ok'])}",
        f"ported tests: {dict(result.counts())}",
    ]
    causes = Counter(o.cause for o in result.outcomes if o.outcome in ("failed", "error"))
    for cause, n in causes.most_common():
        lines.append(f"  {n:3d}  {cause}")
    for o in result.outcomes:
        if o.outcome in ("failed", "error"):
            lines.append(f"  {o.test}: {o.cause}")
    return "\n".join(lines)


if __name__ == "__main__":
    import tempfile

    corpus = FRAMEWORK if sys.argv[1:] == ["framework"] else CORPUS
    with tempfile.TemporaryDirectory(prefix="porter-corpus-") as tmp:
        print(summary(run(Path(tmp), timeout=1200, corpus=corpus)))
