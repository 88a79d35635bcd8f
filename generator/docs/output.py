"""The site's output folder, owned explicitly: a marker file records what the build wrote.

- A folder is the site's when it holds the marker (``.tfjava-site.json``), or the search index of
  a build from before the marker; an empty or missing folder becomes one. A non-empty folder without the marker is refused (``--force`` writes into
  it anyway, replacing only the files the site has).
- The marker records the digest of the build's inputs and of each file written, so that a build
  with nothing changed stops after hashing its inputs and checking the files' sizes and times.
- Files are compared as bytes (whatever a file there holds, the build does not decode it) and
  written to a fresh temporary file (``mkstemp``: a name no other file has) then renamed.
- Files the previous build wrote and this one does not are removed, if unchanged since.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

MARKER = ".tfjava-site.json"
_FORMAT = 1
_TEMP_PREFIX = ".tfjava-site-"  # temporary files of a build (a killed build's are swept)


class SiteError(Exception):
    """A build that cannot go on (the message says why)."""


class SiteFolderError(SiteError):
    pass


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@dataclass
class Record:
    sha: str
    size: int
    mtime_ns: int


@dataclass
class SiteFolder:
    path: Path
    inputs: str = ""  # the previous build's inputs digest
    files: dict[str, Record] = field(default_factory=dict)

    @classmethod
    def open(cls, path: Path, force: bool = False) -> SiteFolder:
        """The folder at ``path``, checked to be the site's (or empty, or ``force``d)."""
        if path.exists() and not path.is_dir():
            raise SiteFolderError(f"{path}: not a folder")
        marker = path / MARKER
        if marker.is_file():
            try:
                data = json.loads(marker.read_bytes())
                if data.get("format") != _FORMAT:
                    raise ValueError(f"format {data.get('format')!r}")
                files = {rel: Record(*rec) for rel, rec in data["files"].items()}
                return cls(path, data["inputs"], files)
            except (ValueError, KeyError, TypeError) as e:  # a damaged marker: rebuild it all
                if not force:
                    raise SiteFolderError(
                        f"{marker}: unreadable site marker ({e}); pass --force to rebuild the "
                        "site there"
                    ) from e
                return cls(path)
        if path.is_dir() and any(path.iterdir()) and not force and not _earlier_site(path):
            raise SiteFolderError(
                f"{path}: not empty and not a site this command wrote (no {MARKER}); choose an "
                "empty folder, or pass --force to write the site into it"
            )
        return cls(path)

    def sweep(self) -> None:
        """Remove the temporary files a killed build left (only the site's own names)."""
        if self.path.is_dir():
            for tmp in self.path.rglob(f"{_TEMP_PREFIX}*.tmp"):
                with contextlib.suppress(OSError):
                    tmp.unlink()

    def unchanged(self, inputs: str) -> bool:
        """Whether the folder holds the site of ``inputs``, every file as written."""
        if not self.files or inputs != self.inputs:
            return False
        for rel, rec in self.files.items():
            try:
                st = (self.path / rel).stat()
            except OSError:
                return False
            if st.st_size != rec.size or st.st_mtime_ns != rec.mtime_ns:
                return False
        return True

    def write(self, files: dict[str, bytes], inputs: str) -> int:
        """Write the files that differ from what is there, remove the stale ones, record it
        all in the marker; returns the number of files written."""
        self.path.mkdir(parents=True, exist_ok=True)
        records: dict[str, Record] = {}
        written = 0
        for rel, data in sorted(files.items()):
            target = self.path / rel
            sha = digest(data)
            if not self._current(target, rel, sha, data):
                _atomic_write(target, data)
                written += 1
            st = target.stat()
            records[rel] = Record(sha, st.st_size, st.st_mtime_ns)
        for rel, rec in self.files.items():
            if rel not in files:
                self._remove_stale(self.path / rel, rec)
        self.files, self.inputs = records, inputs
        marker = {
            "format": _FORMAT,
            "about": "the tfjava reference site (python -m generator docs) owns this folder",
            "inputs": inputs,
            "files": {rel: [r.sha, r.size, r.mtime_ns] for rel, r in records.items()},
        }
        _atomic_write(self.path / MARKER, json.dumps(marker, indent=0).encode())
        return written

    def _current(self, target: Path, rel: str, sha: str, data: bytes) -> bool:
        rec = self.files.get(rel)
        try:
            st = target.stat()
        except OSError:
            return False
        if (
            rec is not None
            and rec.sha == sha
            and (st.st_size, st.st_mtime_ns)
            == (
                rec.size,
                rec.mtime_ns,
            )
        ):
            return True
        return st.st_size == len(data) and target.read_bytes() == data

    def _remove_stale(self, target: Path, rec: Record) -> None:
        try:
            if digest(target.read_bytes()) != rec.sha:
                return  # changed since the site wrote it: not the site's to delete
            target.unlink()
        except OSError:
            return
        parent = target.parent
        while parent != self.path and parent.is_dir() and not any(parent.iterdir()):
            parent.rmdir()
            parent = parent.parent


def _earlier_site(path: Path) -> bool:
    """Whether ``path`` holds a site of a build that wrote no marker yet (its search index
    and stylesheet as this command writes them)."""
    try:
        with (path / "search-index.js").open("rb") as f:
            head = f.read(32)
        return head.startswith(b"window.SEARCH_INDEX = ") and (path / "style.css").is_file()
    except OSError:
        return False


def _atomic_write(target: Path, data: bytes) -> None:
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=_TEMP_PREFIX, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask
