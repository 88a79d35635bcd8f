"""The generator's cache folder, and what its caches have in common.

``$TFJAVA_GENERATOR_CACHE``, else ``$XDG_CACHE_HOME/tfjava-generator``, else
``~/.cache/tfjava-generator``. It holds TensorFlow's registry snapshot (``registry_check``),
the parsed opdefs (``parse_cache``) and ruff's output (``formatting``). Every file there is
keyed by what it was made from and safe to delete; a cache that cannot be written or read is
no cache, never an error.

Nothing read from the folder is trusted: each file is sealed (``seal``) with the digest of its
own content, and its reader checks the seal and then the shape of what it holds. A file that
fails either is ignored as no cache, with one warning line (``ignore``). Temporary files carry
the id of the process that made them (``temp_prefix``); they are removed on every failure
path, and ``sweep`` removes those of processes that are gone (a killed run's).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import TypeVar

CACHE_ENV = "TFJAVA_GENERATOR_CACHE"

K = TypeVar("K")
V = TypeVar("V")

_MAGIC = b"tfjava-cache 1 sha256:"
_DIGEST_HEX = 64
STALE_AFTER = 600.0
"""Seconds an older generator's temporary file (without a process id) is left alone."""


def cache_dir() -> Path:
    if os.environ.get(CACHE_ENV):
        return Path(os.environ[CACHE_ENV])
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "tfjava-generator"


def seal(payload: bytes) -> bytes:
    """``payload`` behind a header carrying its digest (``unseal`` checks it)."""
    return _MAGIC + hashlib.sha256(payload).hexdigest().encode() + b"\n" + payload


def unseal(data: bytes) -> bytes | None:
    """The payload of sealed ``data``, or None if the header or the digest does not match."""
    head = len(_MAGIC) + _DIGEST_HEX
    if not data.startswith(_MAGIC) or data[head : head + 1] != b"\n":
        return None
    payload = data[head + 1 :]
    if hashlib.sha256(payload).hexdigest().encode() != data[len(_MAGIC) : head]:
        return None
    return payload


_warned: set[str] = set()


def ignore(path: Path, reason: str) -> None:
    """Say once per run and file that a cache file is ignored (it is then rebuilt)."""
    if str(path) in _warned:
        return
    _warned.add(str(path))
    print(f"warning: cache file {path} ignored ({reason}); it will be rebuilt", file=sys.stderr)


def read_sealed(path: Path) -> bytes | None:
    """The payload of the sealed file ``path``; None (with a warning unless it is just
    missing) if it cannot be read or is not intact."""
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as e:
        ignore(path, f"cannot read: {e.strerror or e}")
        return None
    payload = unseal(data)
    if payload is None:
        sealed = data.startswith(_MAGIC)
        ignore(
            path,
            "its content does not match its digest"
            if sealed
            else "it has no digest header: an older generator's file, or a damaged one",
        )
    return payload


def temp_prefix(stem: str) -> str:
    """The prefix of this process's temporary files named after ``stem``: ``sweep`` knows
    from it whose they are."""
    return f".{stem}.pid{os.getpid()}."


def write_atomically(path: Path, data: bytes) -> bool:
    """Replace ``path`` with ``data`` whole or not at all (also with two generators at once);
    False if the folder is not writable or full (no temporary file is left behind)."""
    tmp: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=temp_prefix(path.stem), dir=path.parent)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
        tmp = None
    except OSError:
        return False
    finally:
        if tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
    return True


_PID = re.compile(r"\.pid(\d+)\.")


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's process: it exists
        return True
    return True


def sweep(folder: Path, names: re.Pattern[str]) -> int:
    """Remove the temporary files (or folders) in ``folder`` whose names match ``names`` and
    hold the id of a process that is no longer running (or no id, an older generator's, and
    untouched for ``STALE_AFTER`` seconds); returns how many were removed. Errors are ignored
    (another run may sweep at the same time)."""
    import shutil

    removed = 0
    now = time.time()
    try:
        candidates = [e.name for e in os.scandir(folder) if names.fullmatch(e.name)]
    except OSError:
        return 0
    for name in candidates:
        path = folder / name
        found = _PID.search(name)
        try:
            if found is not None:
                if _running(int(found.group(1))):
                    continue
            elif now - path.lstat().st_mtime < STALE_AFTER:
                continue
            if path.is_dir() and not path.is_symlink():
                shutil.rmtree(path)
            else:
                path.unlink()
            removed += 1
        except OSError:
            continue
    return removed


TEMP_FILES = re.compile(r"\..+")
"""The temporary files of the cache folder: the folder is the generator's, and its caches'
own names never start with a dot."""


def temp_names(prefix: str, suffix: str = "") -> re.Pattern[str]:
    """The names ``tempfile`` gives with ``temp_prefix(prefix)[1:]`` (or an older generator's
    ``prefix-``) and ``suffix``."""
    return re.compile(rf"{re.escape(prefix)}(\.pid\d+\.|-)[A-Za-z0-9_]+{re.escape(suffix)}")


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
