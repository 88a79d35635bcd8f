"""Finding and reading the opdef files of a tree, whatever else the tree holds.

Every ``*.yaml`` entry under the opdefs folder is an opdef, so each must be (after following
symlinks) a regular file: a symlink loop, a dangling symlink, a FIFO, a socket, a device or a
folder named ``*.yaml`` is a located error, not a crash or a hang. Folders (also through
symlinks) are walked, except a link back to a folder that contains it (a loop). Reads are bounded: a file is
opened without blocking (a FIFO swapped in after the listing does not hang the run), checked
to be regular on the open descriptor, and read up to the size limit.
"""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from generator.errors import Location, OpdefError, display_path

MAX_BYTES = 1_000_000
"""The largest opdef (the biggest TensorFlow opdef is about 30 kB)."""

_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a FIFO (named pipe)"),
    (stat.S_ISSOCK, "a socket"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
)


class UnreadableOpdef(Exception):
    """An opdef entry that is not a regular file of at most ``MAX_BYTES``, or cannot be read."""

    def __init__(self, path: Path, message: str) -> None:
        super().__init__(message)
        self.error = OpdefError(Location(display_path(path)), "", message)


def _kind(mode: int) -> str:
    for test, name in _KINDS:
        if test(mode):
            return name
    return "not a regular file"


def _problem(path: Path, e: OSError) -> str:
    if e.errno == errno.ELOOP:
        return "a symlink loop: it does not lead to a file"
    if e.errno == errno.ENOENT and path.is_symlink():
        return f"a symlink to nothing ({os.readlink(path)} does not exist)"
    return f"cannot read: {e.strerror or e}"


def read_opdef(path: Path) -> bytes:
    """The bytes of the opdef at ``path``; raises ``UnreadableOpdef`` with a located error."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except OSError as e:
        if e.errno == errno.ENXIO:  # a FIFO without a writer, or a socket
            raise UnreadableOpdef(
                path, f"{_kind(os.stat(path).st_mode)}, not an opdef file"
            ) from None
        raise UnreadableOpdef(path, _problem(path, e)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UnreadableOpdef(path, f"{_kind(info.st_mode)}, not an opdef file")
        if info.st_size > MAX_BYTES:
            raise UnreadableOpdef(
                path,
                f"the file is {info.st_size} bytes, over the {MAX_BYTES}-byte limit of an opdef",
            )
        chunks: list[bytes] = []
        size = 0
        while size <= MAX_BYTES:  # the file may grow while it is read
            chunk = os.read(fd, MAX_BYTES + 1 - size)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > MAX_BYTES:
            raise UnreadableOpdef(path, f"the file is over the {MAX_BYTES}-byte limit of an opdef")
        return b"".join(chunks)
    except OSError as e:
        raise UnreadableOpdef(path, _problem(path, e)) from None
    finally:
        os.close(fd)


def list_opdefs(root: Path) -> tuple[list[Path], list[OpdefError]]:
    """The regular ``*.yaml`` files under ``root`` (sorted), and an error for every other
    ``*.yaml`` entry."""
    files: list[Path] = []
    errors: list[OpdefError] = []
    ancestors: set[tuple[int, int]] = set()

    def error(path: Path, message: str) -> None:
        errors.append(OpdefError(Location(display_path(path)), "", message))

    def walk(folder: Path) -> None:
        try:
            info = os.stat(folder)
        except OSError:
            return
        key = (info.st_dev, info.st_ino)
        if key in ancestors:  # a symlink back up the tree
            error(folder, "a symlink loop: a link to a folder that contains it")
            return
        try:
            entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError as e:
            error(folder, f"cannot list: {e.strerror or e}")
            return
        ancestors.add(key)
        for entry in entries:
            path = folder / entry.name
            try:
                mode = os.stat(path).st_mode
            except OSError as e:
                if entry.name.endswith(".yaml") or e.errno == errno.ELOOP:  # a loop is never meant
                    error(path, _problem(path, e))
                continue
            if entry.name.endswith(".yaml"):
                if stat.S_ISREG(mode):
                    files.append(path)
                else:
                    error(path, f"{_kind(mode)}, not an opdef file")
            elif stat.S_ISDIR(mode) and entry.name != "__pycache__":
                walk(path)
        ancestors.discard(key)

    walk(root)
    return sorted(files), errors
