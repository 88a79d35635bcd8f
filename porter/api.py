"""Port Java files: ``port_file`` and ``port_tree``, formatted with the pinned ruff."""

from __future__ import annotations

from pathlib import Path

from porter.context import ClassInfo
from porter.declarations import FileReport, port_source, scan
from porter.parse import ParseError


def format_python(sources: dict[str, str]) -> dict[str, str]:
    """Format with the project's pinned ruff (and its cache)."""
    from generator.formatting import format_sources

    return format_sources(sources)


def _scan_all(paths: set[Path]) -> dict[str, ClassInfo]:
    """The classes of every file ported, and of their folders' other files."""
    known: dict[str, ClassInfo] = {}
    for path in sorted(paths):
        try:
            known.update(scan(path.read_bytes(), str(path)))
        except ParseError:
            continue  # reported when that file itself is ported
    return known


def port_files(
    paths: list[Path], record_widths: bool = False
) -> dict[Path, tuple[str, FileReport]]:
    """Port each Java file (classes of the same folder are its package's siblings)."""
    raw: dict[str, str] = {}
    reports: dict[str, FileReport] = {}
    known = _scan_all({p for path in paths for p in path.parent.glob("*.java")} | set(paths))
    for path in paths:
        siblings = {p.stem for p in path.parent.glob("*.java")} - {path.stem}
        ported = port_source(path.read_bytes(), str(path), siblings, record_widths, known)
        key = f"{len(raw):04d}_{path.stem}.py"
        try:
            compile(ported.source, str(path), "exec")
        except SyntaxError as e:
            raise RuntimeError(
                f"{path}: the port is not valid Python ({e}):\n{ported.source}"
            ) from e
        raw[key] = ported.source
        reports[key] = ported.report
    formatted = format_python(raw) if raw else {}
    return {p: (formatted[k], reports[k]) for p, k in zip(paths, raw, strict=True)}
