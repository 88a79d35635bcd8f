"""Every fenced code block of README.md and docs/*.md, run straight from the Markdown: one test
per block, named by page and line. Each page runs once, in a process and a temporary working
folder of its own (tests/docs/run_markdown.py); a block marked ``skip`` is reported skipped with
the reason its marker gives, and there is no other way to leave a block out. The conventions are
in docs/doc-tests.md."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.docs.markdown_blocks import ROOT, TEXT, Block, markdown_pages, read_blocks


def _code_blocks() -> list[Block]:
    return [
        block
        for page in markdown_pages()
        for block in read_blocks(page)
        if block.lang not in TEXT or block.directives
    ]


BLOCKS = _code_blocks()
_RESULTS: dict[Path, dict[int, dict[str, Any]]] = {}


def _page_results(
    page: Path, tmp_path_factory: pytest.TempPathFactory
) -> dict[int, dict[str, Any]]:
    if page not in _RESULTS:
        folder = tmp_path_factory.mktemp(page.stem)
        out = folder / "results.json"
        env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2"}
        proc = subprocess.run(
            [
                sys.executable,
                "-m",
                "tests.docs.run_markdown",
                str(page),
                str(folder / "work"),
                str(out),
            ],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=1800,
            check=False,
        )
        assert proc.returncode == 0, f"running {page.name} failed:\n{proc.stderr[-6000:]}"
        _RESULTS[page] = {r["line"]: r for r in json.loads(out.read_text())}
    return _RESULTS[page]


@pytest.mark.parametrize("block", BLOCKS, ids=lambda b: f"{b.where}:{b.lang}")
def test_block(block: Block, tmp_path_factory: pytest.TempPathFactory) -> None:
    if "skip" in block.directives:
        pytest.skip(f"{block.where}: {block.directives['skip']}")
    result = _page_results(block.path, tmp_path_factory)[block.line]
    assert result["status"] == "ok", f"{block.where} ({block.lang}): {result['detail']}"


def test_pages_have_code_blocks() -> None:
    """The collector sees the pages' blocks (a parser change that found none would pass every
    block test vacuously)."""
    pages = {block.path.name for block in BLOCKS}
    assert {"README.md", "serving.md", "training.md", "porting.md", "custom-ops.md"} <= pages
    assert len(BLOCKS) > 30
