"""Format generated sources with the pinned ruff, in one batch, before comparing or writing."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

RUFF_ARGS = ["format", "--isolated", "--no-cache", "--line-length", "100", "--target-version", "py311", "--quiet"]


def format_sources(files: dict[str, str]) -> dict[str, str]:
    """``files`` (path → text), formatted; raises ``RuntimeError`` if ruff rejects one."""
    with tempfile.TemporaryDirectory(prefix="tfjava-gen-") as tmp:
        root = Path(tmp)
        for rel, text in files.items():
            path = root / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        proc = subprocess.run(
            [sys.executable, "-m", "ruff", *RUFF_ARGS, str(root)],
            capture_output=True,
            text=True,
        )
        if proc.returncode != 0:
            raise RuntimeError(f"ruff could not format the generated code:\n{proc.stderr or proc.stdout}")
        return {rel: (root / rel).read_text(encoding="utf-8") for rel in files}
