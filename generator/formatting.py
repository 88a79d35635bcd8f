"""Format generated sources with the pinned ruff, in one batch, before comparing or writing.

Formatting is a pure function of the text (for one ruff version and ``RUFF_ARGS``), so the
results of the last run are kept in the generator's cache folder, keyed by a digest of the
unformatted text: regenerating after a change to a few opdefs formats only their modules
(and the facade and package files that changed with them).
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import tempfile
from importlib import metadata
from pathlib import Path

from generator.cache import cache_dir, with_recent, write_atomically

# Cache entries kept besides the current run's: more than the files of the TensorFlow API tree.
_KEEP_OTHERS = 1500
RUFF_ARGS = ["format", "--isolated", "--no-cache", "--line-length", "100", "--target-version", "py311", "--quiet"]


def format_sources(files: dict[str, str]) -> dict[str, str]:
    """``files`` (path → text), formatted; raises ``RuntimeError`` if ruff rejects one."""
    salt = f"ruff {_ruff_version()} {' '.join(RUFF_ARGS)}\0".encode()
    digests = {rel: hashlib.sha256(salt + text.encode("utf-8")).hexdigest() for rel, text in files.items()}
    cached = _read_cache()
    todo = {rel: text for rel, text in files.items() if digests[rel] not in cached}
    fresh = _run_ruff(todo) if todo else {}
    result = {rel: fresh[rel] if rel in fresh else cached[digests[rel]] for rel in files}
    if todo:
        entries = with_recent({digests[rel]: text for rel, text in result.items()}, cached, _KEEP_OTHERS)
        write_atomically(_cache_file(), json.dumps(entries).encode("utf-8"))
    return result


def _run_ruff(files: dict[str, str]) -> dict[str, str]:
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


def _ruff_version() -> str:
    try:
        return metadata.version("ruff")
    except metadata.PackageNotFoundError:  # pragma: no cover
        return "?"


def _cache_file() -> Path:
    return cache_dir() / "formatted.json"


def _read_cache() -> dict[str, str]:
    try:
        data = json.loads(_cache_file().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}
