"""Every function-level import in ``tfjava/`` says why it is not at the top of its module."""

from __future__ import annotations

from pathlib import Path

from tests.runtime import deferred_imports
from tests.runtime.import_graph import ROOT


def test_every_function_level_import_says_why() -> None:
    missing = [
        f"{d.path.relative_to(ROOT)}:{d.line}: {d.comment or '(no comment)'}"
        for d in deferred_imports.deferred_imports()
        if not d.has_reason
    ]
    assert not missing, "function-level imports need a comment from REASONS above them:\n" + (
        "\n".join(missing)
    )


def test_the_reader_finds_blocks_and_their_comment(tmp_path: Path) -> None:
    package = tmp_path / "tfjava"
    package.mkdir()
    (package / "m.py").write_text(
        "import os\n"
        "def f():\n"
        "    # cycle: m2 imports this module\n"
        "    import sys\n"
        "    import json\n"
        "\n"
        "    import re\n"
        "    return sys, json, re\n"
    )
    found = deferred_imports.deferred_imports(tmp_path)
    assert [(d.line, d.has_reason) for d in found] == [(4, True), (5, True), (7, False)]


def test_function_level_imports_stay_few() -> None:
    """Issue 27: at most 40 (there were 131 before the runtime was layered); a module that is
    loaded anyway, or loaded only on first use itself, imports at the top."""
    found = deferred_imports.deferred_imports()
    assert len(found) <= 40, f"{len(found)} function-level imports in tfjava/"
