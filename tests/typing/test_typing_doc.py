"""docs/typing.md's commands for an editable install, run as written, catch every error of a
sample of three (the wheel's commands: tests/distribution/test_wheel.py)."""

from __future__ import annotations

import sys
from pathlib import Path

from tests.typing.typing_doc import EDITABLE, WHEEL, blocks, expected, run_section


def test_the_doc_gives_commands_for_both_installs() -> None:
    for section in (WHEEL, EDITABLE):
        commands = "\n".join(text for info, text in blocks(section) if info == "sh")
        assert "python -m mypy --strict" in commands
        assert "python -m basedpyright" in commands
    assert [info for info, _ in blocks(EDITABLE)] == ["sh", "json", "sh"]


def test_the_editable_install_commands_catch_all_three_errors(tmp_path: Path) -> None:
    # This environment is an editable install (make's set-up).
    got = run_section(EDITABLE, Path(sys.executable).parent, tmp_path)
    want = expected()
    assert len(want["mypy"]) == len(want["pyright"]) == 3
    assert got == want
