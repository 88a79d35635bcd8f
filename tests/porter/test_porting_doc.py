"""The code blocks of ``docs/porting.md`` run as written: each ``sh`` block in bash from the
repository's root (``python`` is this interpreter, no ``PYTHONPATH``), its output the
``text`` block that follows it; each ``python`` block in a fresh interpreter."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("tree_sitter_java", reason="the porter's parser is the [porter] extra")

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "porting.md"
BLOCK = re.compile(r"^```(\w+)\n(.*?)^```$", re.MULTILINE | re.DOTALL)


def _blocks() -> list[tuple[str, str, str | None]]:
    """(language, code, the text block right after it) for each sh and python block."""
    found = [(m.group(1), m.group(2), m.end(), m.start()) for m in BLOCK.finditer(DOC.read_text())]
    out = []
    for k, (lang, code, end, _) in enumerate(found):
        if lang not in ("sh", "python"):
            continue
        following = found[k + 1] if k + 1 < len(found) else None
        text = None
        if following is not None and following[0] == "text":
            between = DOC.read_text()[end : following[3]]
            text = following[1] if not between.strip() else None
        out.append((lang, code, text))
    return out


def _env(tmp: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["TMPDIR"] = str(tmp)  # the page's ``mktemp``
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    env["TF_CPP_MIN_LOG_LEVEL"] = "2"
    return env


BLOCKS = _blocks()


def test_the_page_has_its_examples() -> None:
    assert [lang for lang, _, _ in BLOCKS] == ["sh", "python", "python"]


@pytest.mark.parametrize(("lang", "code", "output"), BLOCKS, ids=lambda v: str(v)[:20])
def test_each_block_runs(lang: str, code: str, output: str | None, tmp_path: Path) -> None:
    command = (
        ["bash", "-euo", "pipefail", "-c", code] if lang == "sh" else [sys.executable, "-c", code]
    )
    proc = subprocess.run(
        command,
        capture_output=True,
        text=True,
        timeout=600,
        cwd=ROOT,
        env=_env(tmp_path),
        check=False,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    if output is not None:
        assert proc.stdout == output
