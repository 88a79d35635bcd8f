"""``python -m generator import``: rebuild ``opdefs/`` from the op registry and the Java mapping
of its ops (ops.tsv, or the opdefs themselves: ``known``).

One opdef file is written per Java class: the class of each ops.tsv row that names one, plus the
classes of its ``alt_endpoints``. Units are processed in op-name order; when two units name the
same class, the later one wins (TF Java overwrites the earlier file the same way). Files are
rewritten only when their bytes change, an existing ``overrides:`` section is kept, and files of
``opdefs/`` that are no longer produced are deleted when they carry the importer's header.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import registry
from .docs import NO_DOCS, parse_docstring
from .known import rows_from_opdefs
from .surface import build_opdef
from .table import Endpoint, OpRow, read_table
from .yamlio import extract_overrides, is_imported, render_opdef, write_if_changed

#: Skip reasons, as reported.
SKIP_TABLE = "SKIP in ops.tsv"
NO_CLASS = "no class in ops.tsv (overwritten endpoint or op TF Java does not generate)"
NO_CLASS_NOT_IN_TF = "no class in ops.tsv (op not in TF 2.21)"
NOT_IN_REGISTRY = "class in ops.tsv but op not in the TF registry"
OVERWRITTEN = "class overwritten by a later op"
REGISTRY_ONLY = "registry op not in ops.tsv (or without an opdef)"
REGISTRY_INTERNAL = "internal registry op (_-prefixed) not in ops.tsv (or without an opdef)"


@dataclass
class ImportReport:
    """What an import did."""

    classes: int = 0
    written: int = 0
    unchanged: int = 0
    removed: int = 0
    hidden: int = 0
    deprecated: int = 0
    #: Number of ops (or, for OVERWRITTEN, classes) skipped, by reason.
    skipped: Counter[str] = field(default_factory=Counter)
    #: Example op names per skip reason (the first few, sorted).
    skipped_examples: dict[str, list[str]] = field(default_factory=dict)
    #: Registry ops with a class that have a ``tf.raw_ops`` docstring.
    documented: int = 0
    seconds: float = 0.0

    def skip(self, reason: str, name: str) -> None:
        self.skipped[reason] += 1
        examples = self.skipped_examples.setdefault(reason, [])
        if len(examples) < 5:
            examples.append(name)

    def summary(self) -> str:
        """Return a one-line summary."""
        skipped = ", ".join(f"{count} {reason}" for reason, count in sorted(self.skipped.items()))
        return (
            f"{self.classes} opdef classes ({self.written} written, {self.unchanged} unchanged, "
            f"{self.removed} removed; {self.hidden} HIDDEN, {self.deprecated} deprecated copies) "
            f"in {self.seconds:.1f}s; skipped: {skipped or 'nothing'}"
        )


def _units(rows: list[OpRow]) -> list[tuple[OpRow, Endpoint]]:
    """Return (row, endpoint) pairs in op-name order, each op's first endpoint first."""
    return [
        (row, endpoint) for row in sorted(rows, key=lambda r: r.op) for endpoint in row.endpoints
    ]


def import_opdefs(
    opdefs_dir: Path, ops_tsv: Path | None = None, known: Path | None = None
) -> ImportReport:
    """Rebuild ``opdefs_dir`` from the installed TensorFlow and the Java mapping of its ops:
    ``ops_tsv`` (TensorFlow Java's table) if given, else the opdefs in ``known`` (default:
    those already in ``opdefs_dir``); return what was done."""
    started = time.perf_counter()
    report = ImportReport()
    if ops_tsv is not None:
        rows = read_table(ops_tsv)
    else:
        rows = rows_from_opdefs(known if known is not None else opdefs_dir)
    wanted = sorted({row.op for row in rows if row.endpoints})
    specs = registry.load_op_specs(wanted)
    docstrings = registry.load_docstrings(wanted)
    report.documented = sum(1 for name in wanted if name in docstrings)

    in_table = {row.op for row in rows}
    for row in sorted(rows, key=lambda r: r.op):
        if not row.endpoints:
            if row.visibility == "SKIP":
                report.skip(SKIP_TABLE, row.op)
            else:
                report.skip(NO_CLASS if row.in_registry else NO_CLASS_NOT_IN_TF, row.op)
        elif row.op not in specs:
            report.skip(NOT_IN_REGISTRY, row.op)
    for name in sorted(registry.registered_op_names() - in_table):
        report.skip(REGISTRY_INTERNAL if name.startswith("_") else REGISTRY_ONLY, name)

    produced: dict[Path, dict[str, Any]] = {}
    for row, endpoint in _units(rows):
        spec = specs.get(row.op)
        if spec is None:
            continue
        docs = parse_docstring(docstrings[row.op]) if row.op in docstrings else NO_DOCS
        data = build_opdef(
            spec,
            package=endpoint.package,
            class_name=endpoint.class_name,
            facade_method=endpoint.facade_method,
            renames=row.renames,
            deprecated_by=endpoint.deprecated_by,
            docs=docs,
        )
        if endpoint.path in produced:
            report.skip(OVERWRITTEN, str(produced[endpoint.path]["opName"]))
        produced[endpoint.path] = data

    for relative, data in sorted(produced.items()):
        path = opdefs_dir / relative
        overrides = None
        if path.exists():
            overrides = extract_overrides(path.read_text(encoding="utf-8"))
        if write_if_changed(path, render_opdef(data, overrides)):
            report.written += 1
        else:
            report.unchanged += 1
        report.classes += 1
        report.hidden += data["facadeMethod"] is None
        report.deprecated += bool(data.get("deprecated"))

    if opdefs_dir.is_dir():
        for path in sorted(opdefs_dir.rglob("*.yaml")):
            if path.relative_to(opdefs_dir) not in produced and is_imported(path):
                path.unlink()
                report.removed += 1
        for directory in sorted((p for p in opdefs_dir.rglob("*") if p.is_dir()), reverse=True):
            if not any(directory.iterdir()):
                directory.rmdir()

    report.seconds = time.perf_counter() - started
    return report
