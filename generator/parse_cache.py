"""Valid opdefs as parsed last time, by a digest of their bytes: an edit to a few opdefs parses
only those.

Parsing and validating all opdefs is the largest part of a generation that has to run (about
half a second of two). The result for one file is a pure function of its bytes and of the loader
(its code, the schema, PyYAML), so the cache file's name carries a digest of the loader, and its
entries are keyed by a digest of each opdef's bytes. Only opdefs without errors or warnings are
kept: a file with problems is parsed again each time, so its messages always appear. Entries are
``marshal`` data (plain values only: nothing in the file can run code when read), in a file
sealed with its digest; an entry of the wrong shape, or whose data does not fit the opdef
schema, is dropped (``generator.cache``).
"""

from __future__ import annotations

import hashlib
import marshal
from pathlib import Path
from typing import Any, TypeGuard

import yaml

from generator.cache import cache_dir, ignore, read_sealed, seal, with_recent, write_atomically

GENERATOR = Path(__file__).resolve().parent
# Entries kept besides those of the current run: room for another opdef tree (a custom op library).
_KEEP_OTHERS = 500

Parsed = tuple[dict[str, Any], dict[Any, Any], dict[Any, Any]]  # data, marks, key marks


def _loader_digest() -> str:
    h = hashlib.sha256(f"pyyaml {yaml.__version__}\0".encode())
    for path in [
        GENERATOR / "loader.py",
        Path(__file__),
        *sorted((GENERATOR / "schema").glob("*.json")),
    ]:
        h.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()[:24]


def _is_marks(marks: Any) -> bool:
    return isinstance(marks, dict) and all(
        isinstance(k, tuple)
        and all(type(p) in (str, int) for p in k)
        and isinstance(v, tuple)
        and len(v) == 2
        and all(type(n) is int for n in v)
        for k, v in marks.items()
    )


def _is_parsed(value: Any) -> TypeGuard[Parsed]:
    """Whether ``value`` has the shape of a ``Parsed`` (the loader checks the data's schema)."""
    return (
        isinstance(value, tuple)
        and len(value) == 3
        and isinstance(value[0], dict)
        and _is_marks(value[1])
        and _is_marks(value[2])
    )


class ParseCache:
    def __init__(self, file: Path, entries: dict[bytes, bytes]) -> None:
        self._file = file
        self._old = entries
        self._used: dict[bytes, bytes] = {}
        self._added = False

    @classmethod
    def open(cls) -> ParseCache:
        file = cache_dir() / f"opdefs-{_loader_digest()}.marshal"
        payload = read_sealed(file)
        entries: Any = {}
        if payload is not None:
            try:
                entries = marshal.loads(payload)
            except (ValueError, EOFError, TypeError):
                entries = None
            if not isinstance(entries, dict) or not all(
                isinstance(k, bytes) and len(k) == 32 and isinstance(v, bytes)
                for k, v in entries.items()
            ):
                ignore(file, "it is not a map of digests to parsed opdefs")
                entries = {}
        return cls(file, entries)

    @staticmethod
    def _key(raw: bytes) -> bytes:
        return hashlib.sha256(raw).digest()

    def get(self, raw: bytes) -> Parsed | None:
        key = self._key(raw)
        blob = self._old.get(key)
        if blob is None:
            return None
        try:
            parsed = marshal.loads(blob)
        except (ValueError, EOFError, TypeError):
            parsed = None
        if not _is_parsed(parsed):
            self.reject(raw)
            return None
        self._used[key] = blob
        data, marks, key_marks = parsed
        return data, marks, key_marks

    def reject(self, raw: bytes) -> None:
        """Forget the entry of ``raw``: it is not a parsed opdef (said once, as a warning)."""
        key = self._key(raw)
        self._old.pop(key, None)
        self._used.pop(key, None)
        self._added = True  # rewrite the file without it
        ignore(self._file, "an entry is not a parsed opdef")

    def put(self, raw: bytes, parsed: Parsed) -> None:
        # Serialized now: the generator goes on to work with (and may change) the data.
        self._used[self._key(raw)] = marshal.dumps(parsed)
        self._added = True

    def save(self) -> None:
        """Write the cache if this run parsed anything new (atomically; errors are ignored)."""
        if not self._added:
            return
        entries = with_recent(self._used, self._old, _KEEP_OTHERS)
        if write_atomically(self._file, seal(marshal.dumps(entries))):
            for stale in self._file.parent.glob("opdefs-*.marshal"):  # another loader's
                if stale != self._file:
                    stale.unlink(missing_ok=True)
