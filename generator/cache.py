"""The generator's cache folder, and what its caches have in common.

``$TFJAVA_GENERATOR_CACHE``, else ``$XDG_CACHE_HOME/tfjava-generator``, else
``~/.cache/tfjava-generator``. It holds TensorFlow's registry snapshot (``registry_check``),
the parsed opdefs (``parse_cache``) and ruff's output (``formatting``). Every file there is
keyed by what it was made from and safe to delete; a cache that cannot be written or read is
no cache, never an error.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import TypeVar

CACHE_ENV = "TFJAVA_GENERATOR_CACHE"

K = TypeVar("K")
V = TypeVar("V")


def cache_dir() -> Path:
    if os.environ.get(CACHE_ENV):
        return Path(os.environ[CACHE_ENV])
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "tfjava-generator"


def write_atomically(path: Path, data: bytes) -> bool:
    """Replace ``path`` with ``data`` whole or not at all (also with two generators at once);
    False if the folder is not writable."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}-", dir=path.parent)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except OSError:
        return False
    return True


def with_recent(current: dict[K, V], previous: dict[K, V], others: int) -> dict[K, V]:
    """This run's entries, then up to ``others`` of the previous ones (most recent first): a
    small tree generated in between (a custom op library) does not push out the big one, and
    the file, read on every run, stays bounded."""
    entries = dict(current)
    for key, value in previous.items():
        if len(entries) >= len(current) + others:
            break
        entries.setdefault(key, value)
    return entries
