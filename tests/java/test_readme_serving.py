"""The "Serving a SavedModel" section of README.md: its Python blocks run as written (the
Keras save in a child process, the serving port here), on a temporary folder."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

SKIPPED: dict[str, str] = {}

README = Path(__file__).resolve().parents[2] / "README.md"
FOLDER = '"/tmp/keras_model"'


def _block(marker: str) -> str:
    match = re.search(
        rf"<!-- serving: {marker} -->\n```python\n(.*?)```", README.read_text(), re.DOTALL
    )
    assert match is not None, f"README.md has no '{marker}' block"
    return match.group(1)


def test_readme_serving(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = repr(str(tmp_path / "keras_model"))
    save, serve = _block("save"), _block("serve")
    assert FOLDER in save and FOLDER in serve
    subprocess.run(
        [sys.executable, "-c", save.replace(FOLDER, folder)],
        check=True,
        capture_output=True,
        timeout=300,
    )
    exec(compile(serve.replace(FOLDER, folder), "README.md", "exec"), {})  # noqa: S102
    assert capsys.readouterr().out == "3.0 4.0\n"
