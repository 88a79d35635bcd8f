"""Run the type-checking commands of docs/typing.md, straight from its Markdown, on the sample of
three known errors (``three_errors.py``), and read what each checker reported.

A section (``### With the wheel installed``, ``### With an editable install``) holds ``sh``
blocks, run line by line in one bash in a folder holding the sample as ``yourcode.py``, and
optionally a ``json`` block, written there as ``pyrightconfig.json``. The two placeholders the
text names are filled in: ``$REPO`` (an environment variable) and ``/path/to/tfjava`` (the
clone's path in the JSON).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "typing.md"
SAMPLE = Path(__file__).resolve().parent / "three_errors.py"
WHEEL = "With the wheel installed"
EDITABLE = "With an editable install"

_FENCE = re.compile(r"^```(\w*)\s*$")
_MARKER = re.compile(r"#\s*E:\s*(?P<mypy>[\w-]+)\s+(?P<pyright>\w+)\s*$")
_MYPY = re.compile(r"^yourcode\.py:(?P<line>\d+): error: .*\[(?P<code>[a-z-]+)\]$")
_PYRIGHT = re.compile(r"yourcode\.py:(?P<line>\d+):\d+ - (?P<severity>\w+): ")
_RULE = re.compile(r"\((report\w+)\)$")


def blocks(section: str) -> list[tuple[str, str]]:
    """The fenced blocks (info string, text) of the ``### section`` of docs/typing.md."""
    found: list[tuple[str, str]] = []
    current = ""
    fence: str | None = None
    body: list[str] = []
    for line in DOC.read_text(encoding="utf-8").splitlines():
        match = _FENCE.match(line)
        if fence is None and line.startswith("#"):
            current = line.lstrip("#").strip()
        elif match and fence is None:
            fence, body = match.group(1), []
        elif line.strip() == "```" and fence is not None:
            if current == section:
                found.append((fence, "\n".join(body)))
            fence = None
        elif fence is not None:
            body.append(line)
    return found


def expected() -> dict[str, set[tuple[int, str]]]:
    """The (line, code) pairs each checker must report, from the sample's markers."""
    want: dict[str, set[tuple[int, str]]] = {"mypy": set(), "pyright": set()}
    for number, line in enumerate(SAMPLE.read_text(encoding="utf-8").splitlines(), start=1):
        match = _MARKER.search(line)
        if match:
            want["mypy"].add((number, match.group("mypy")))
            want["pyright"].add((number, match.group("pyright")))
    return want


def run_section(section: str, bin_dir: Path, work: Path) -> dict[str, set[tuple[int, str]]]:
    """Run the section's commands with ``bin_dir`` first on PATH; the errors each checker gave
    on the sample, as (line, code)."""
    work.mkdir(parents=True, exist_ok=True)
    shutil.copy(SAMPLE, work / "yourcode.py")
    script: list[str] = ["set -e"]
    for info, text in blocks(section):
        if info == "json":
            (work / "pyrightconfig.json").write_text(
                text.replace("/path/to/tfjava", str(ROOT)), encoding="utf-8"
            )
        elif info == "sh":
            script.append(text)
    assert len(script) > 1, f"no sh block under '### {section}' in {DOC}"
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "MYPYPATH")}
    env.update(
        REPO=str(ROOT),
        PATH=f"{bin_dir}{os.pathsep}{env.get('PATH', '')}",
        VIRTUAL_ENV=str(bin_dir.parent),
        MYPY_CACHE_DIR=str(work / ".mypy_cache"),
    )
    # Each command's output is kept; a checker that found errors exits 1, which is expected.
    script = [
        line if line.startswith(("set ", "export ")) else f"{line} || true"
        for line in "\n".join(script).splitlines()
        if line.strip() and not line.startswith("#")
    ]
    done = subprocess.run(
        ["bash", "-c", "\n".join(script)],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
        timeout=1200,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    got: dict[str, set[tuple[int, str]]] = {"mypy": set(), "pyright": set()}
    pending: int | None = None  # a pyright error's line: its rule ends its last message line
    for line in done.stdout.splitlines():
        if m := _MYPY.match(line.strip()):
            got["mypy"].add((int(m.group("line")), m.group("code")))
            continue
        if m := _PYRIGHT.search(line):
            pending = int(m.group("line")) if m.group("severity") == "error" else None
        elif not line.startswith(" "):
            pending = None  # a file name, or the summary
        if pending is not None and (rule := _RULE.search(line)):
            got["pyright"].add((pending, rule.group(1)))
            pending = None
    return got
