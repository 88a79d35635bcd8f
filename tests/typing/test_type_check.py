"""Type checkers hold the project to Java's types: ``mypy --strict`` and pyright (basedpyright,
standard mode) report nothing over the runtime, the generator and the generated tree; a sample of
correct user code checks clean; a sample of mistakes gives exactly the errors marked in it.

One mypy run and one pyright run (started together, each over the tree and both samples) feed
all the tests. mypy's cache lives in the system's temporary directory, so that a second run is
warm. pyright keeps no cache and takes about a minute over the 1,400 modules, so its report is
kept there too, under a digest of everything it reads (the checked files, pyproject.toml, the
versions of Python, basedpyright and numpy): an unchanged tree is not checked twice.
Configuration: ``[tool.mypy]`` and ``[tool.pyright]`` in pyproject.toml (docs/typing.md).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import runpy
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
SAMPLE_OK = HERE / "sample_ok.py"
SAMPLE_ERRORS = HERE / "sample_errors.py"
SAMPLES = [SAMPLE_OK, SAMPLE_ERRORS]
TREE = ["tfjava", "generator", "generated/org"]
# One cache per checkout, kept between test runs.
CACHE = (
    Path(tempfile.gettempdir())
    / "tfjava-typecheck"
    / hashlib.sha1(str(ROOT).encode()).hexdigest()[:12]
)
TIMEOUT = 900

_MYPY_LINE = re.compile(
    r"^(?P<file>[^:\n]+):(?P<line>\d+): (?P<severity>error|note): (?P<message>.*?)(?:  \[(?P<code>[a-z-]+)\])?$"
)
_MARKER = re.compile(r"#\s*E:\s*(?P<codes>[\w\- ]+)$")


@dataclass(frozen=True)
class Diagnostic:
    file: Path
    line: int
    code: str
    message: str

    def __str__(self) -> str:
        return f"{self.file.relative_to(ROOT)}:{self.line}: [{self.code}] {self.message}"


@dataclass
class CheckerRun:
    name: str
    returncode: int
    seconds: float
    diagnostics: list[Diagnostic] = field(default_factory=list)
    output: str = ""

    def errors_in(self, *files: Path) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.file in files]

    def errors_outside(self, *files: Path) -> list[Diagnostic]:
        return [d for d in self.diagnostics if d.file not in files]


def _mypy_command() -> list[str]:
    return [
        sys.executable,
        "-m",
        "mypy",
        "--config-file",
        str(ROOT / "pyproject.toml"),
        "--cache-dir",
        str(CACHE / "mypy"),
        "--no-color-output",
        "--no-error-summary",
        "--show-absolute-path",
        *TREE,
        *map(str, SAMPLES),
    ]


def _pyright_command() -> list[str]:
    return [
        sys.executable,
        "-m",
        "basedpyright",
        "--project",
        str(ROOT / "pyproject.toml"),
        "--pythonpath",
        sys.executable,
        "--outputjson",
        *TREE,
        *map(str, SAMPLES),
    ]


def _parse_mypy(text: str) -> list[Diagnostic]:
    found = []
    for line in text.splitlines():
        m = _MYPY_LINE.match(line)
        if m and m["severity"] == "error":
            found.append(
                Diagnostic(Path(m["file"]).resolve(), int(m["line"]), m["code"] or "", m["message"])
            )
    return found


def _parse_pyright(text: str) -> list[Diagnostic]:
    report = json.loads(text)
    return [
        Diagnostic(
            Path(d["file"]).resolve(),
            d["range"]["start"]["line"] + 1,
            d.get("rule", ""),
            d["message"].splitlines()[0],
        )
        for d in report["generalDiagnostics"]
        if d["severity"] == "error"
    ]


def _inputs_digest() -> str:
    """A digest of what pyright reads: the checked files, its configuration, the versions."""
    from importlib.metadata import version

    h = hashlib.sha256(f"{sys.version}|{version('basedpyright')}|{version('numpy')}".encode())
    files = [ROOT / "pyproject.toml", *SAMPLES]
    for top in TREE:
        files += sorted(p for p in (ROOT / top).rglob("*") if p.suffix in (".py", ".pyi", ".typed"))
    for path in files:
        h.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()[:24]


@cache
def _runs() -> dict[str, CheckerRun]:
    """Run both checkers at once (each over the tree and the samples) and parse their output."""
    CACHE.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    start = time.perf_counter()
    kept = CACHE / f"pyright-{_inputs_digest()}.json"
    commands = {"mypy": _mypy_command()}
    if not kept.exists():
        commands["pyright"] = _pyright_command()
    procs = {
        name: subprocess.Popen(
            cmd, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        for name, cmd in commands.items()
    }
    runs = {}
    for name, proc in procs.items():
        out, err = proc.communicate(timeout=TIMEOUT)
        parse = _parse_mypy if name == "mypy" else _parse_pyright
        try:
            diagnostics = parse(out)
        except (ValueError, KeyError) as e:
            raise AssertionError(
                f"{name} gave output that is not a report ({e}):\n{out}\n{err}"
            ) from None
        runs[name] = CheckerRun(
            name, proc.returncode, time.perf_counter() - start, diagnostics, out + err
        )
        if name == "pyright":
            kept.write_text(
                json.dumps({"returncode": proc.returncode, "report": out}), encoding="utf-8"
            )
    if "pyright" not in runs:
        saved = json.loads(kept.read_text(encoding="utf-8"))
        runs["pyright"] = CheckerRun(
            "pyright",
            saved["returncode"],
            0.0,
            _parse_pyright(saved["report"]),
            "(report kept from an earlier run on the same inputs)\n" + saved["report"],
        )
    return runs


def _expected(path: Path, checker: str) -> set[tuple[int, str]]:
    """(line, code) of each ``# E:`` marker: pyright's codes start with ``report``."""
    expected = set()
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        m = _MARKER.search(line)
        if m:
            for code in m["codes"].split():
                if code.startswith("report") == (checker == "pyright"):
                    expected.add((number, code))
    return expected


def _listing(diagnostics: list[Diagnostic]) -> str:
    return "\n".join(map(str, diagnostics[:50])) + (
        f"\n... {len(diagnostics) - 50} more" if len(diagnostics) > 50 else ""
    )


@pytest.fixture(scope="module", params=["mypy", "pyright"])
def run(request: pytest.FixtureRequest) -> CheckerRun:
    return _runs()[request.param]


def test_tree_has_no_errors(run: CheckerRun) -> None:
    """The runtime, the generator and every generated module type check clean."""
    errors = run.errors_outside(*SAMPLES)
    assert not errors, f"{run.name} reports {len(errors)} error(s) in the tree:\n{_listing(errors)}"


def test_correct_code_checks_clean(run: CheckerRun) -> None:
    """Correct ports, with ``assert_type`` on what Java's compiler infers, have no error."""
    errors = run.errors_in(SAMPLE_OK)
    assert not errors, f"{run.name} rejects correct code:\n{_listing(errors)}"


def test_mistakes_give_exactly_the_marked_errors(run: CheckerRun) -> None:
    """Each mistake in sample_errors.py is reported on its line with its code, and nothing else."""
    found = {(d.line, d.code) for d in run.errors_in(SAMPLE_ERRORS)}
    expected = _expected(SAMPLE_ERRORS, run.name)
    assert expected, "sample_errors.py has no markers"
    missing = sorted(expected - found)
    unexpected = [d for d in run.errors_in(SAMPLE_ERRORS) if (d.line, d.code) not in expected]
    assert not missing and not unexpected, (
        f"{run.name}: expected errors not reported (line, code): {missing}\n"
        f"reported but not marked:\n{_listing(unexpected)}"
    )


def test_checker_ran(run: CheckerRun) -> None:
    """The checker's exit status agrees with its report (an internal error is no clean run)."""
    has_errors = bool(run.diagnostics)
    assert (run.returncode != 0) == has_errors, (
        f"{run.name} exited {run.returncode}:\n{run.output[-3000:]}"
    )


def test_correct_code_runs() -> None:
    """The correct sample is real code: it runs on TensorFlow as well as it type checks."""
    runpy.run_path(str(SAMPLE_OK))["run"]()
