"""Located generator errors: every problem names its file, line, column and field path."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache, lru_cache
from pathlib import Path


@dataclass(frozen=True, order=True)
class Location:
    """A place in an opdef file; line and column are 1-based (0 when unknown)."""

    file: str
    line: int = 0
    column: int = 0

    def __str__(self) -> str:
        if self.line:
            return f"{self.file}:{self.line}:{self.column}"
        return self.file


@dataclass(frozen=True, order=True)
class OpdefError:
    """One problem in an opdef: where, which field, what is wrong, and how bad."""

    location: Location
    field: str
    message: str
    severity: str = "error"

    def __str__(self) -> str:
        field = f" {self.field}:" if self.field else ""
        prefix = "" if self.severity == "error" else f" {self.severity}:"
        return f"{self.location}:{prefix}{field} {self.message}"


class OpdefErrors(Exception):
    """All errors of a run, reported together."""

    def __init__(self, errors: Iterable[OpdefError]) -> None:
        self.errors = sorted(errors)
        super().__init__("\n".join(str(e) for e in self.errors))


@cache
def _cwd() -> Path:
    return Path.cwd().resolve()


@lru_cache(maxsize=256)
def _resolved(folder: Path) -> Path:
    """``folder`` resolved, once per run: the 1,300 opdefs of a tree are in some 60 folders, and
    each ``resolve`` asks the filesystem about every folder above."""
    return folder.resolve()


def display_path(path: Path) -> str:
    """``path`` relative to the working directory when it is below it (for messages). A
    symlink is shown as itself, not as what it points to (which may not exist, or loop)."""
    try:
        shown = (
            path.resolve() if path.name in ("", ".", "..") else _resolved(path.parent) / path.name
        )
        return str(shown.relative_to(_cwd()))
    except (ValueError, OSError, RuntimeError):  # RuntimeError: a symlink loop (Python 3.11)
        try:
            return str(path.absolute().relative_to(_cwd()))
        except ValueError:
            return str(path)
