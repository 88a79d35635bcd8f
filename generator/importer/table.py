"""Reading ``ops.tsv``, the merged TF Java api_defs: which op gets which class(es).

Columns: ``op, visibility, java_class, endpoint_group, ops_method, renames, in_tf_2_21,
alt_endpoints``.

* A row with an empty ``java_class`` gets no class (SKIP ops, overwritten endpoints, api_defs of
  ops TF Java does not generate).
* A class whose ``ops_method`` is empty is HIDDEN (no facade method), whatever the visibility
  column says (``DEFAULT`` rows inherit HIDDEN from the base api_defs).
* ``renames`` holds ``in:<arg>=<name>``, ``attr:<attr>=<name>`` and ``out:<arg>=<name>`` items.
* ``alt_endpoints`` holds second classes as ``<fully qualified class>=<group>:<method>``. A second
  endpoint whose simple class name is the op's own name is the deprecated old endpoint (TF's
  api_defs keep the op name as the deprecated endpoint when they move an op:
  ``core.NcclAllReduce`` for ``distribute.NcclAllReduce``, ``tpu.TPUReplicatedInput`` for
  ``tpu.ReplicatedInput``); any other second endpoint (``core.ReduceSum`` for ``core.Sum``,
  ``quantization.QuantizeAndDequantize``) is a plain alias.

Several items in one cell may be separated by ``;``, ``,`` or whitespace.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass, field
from pathlib import Path

from .names import NO_RENAMES, OP_PACKAGE_PREFIX, Renames, group_of

COLUMNS = (
    "op",
    "visibility",
    "java_class",
    "endpoint_group",
    "ops_method",
    "renames",
    "in_tf_2_21",
    "alt_endpoints",
)
_SEPARATORS = re.compile(r"[;,\s]+")
_RENAME = re.compile(r"^(?P<kind>in|attr|out):(?P<name>[^=]+)=(?P<to>.+)$")
_ALT = re.compile(r"^(?P<cls>[\w.]+)=(?P<group>[\w.]+):(?P<method>\w*)$")


class TableError(ValueError):
    """A malformed row of ops.tsv, located as ``<file>:<line>: <message>``."""


@dataclass(frozen=True)
class Endpoint:
    """One Java class of an op."""

    group: str
    class_name: str
    facade_method: str | None
    deprecated_by: str | None = None

    @property
    def package(self) -> str:
        return f"{OP_PACKAGE_PREFIX}.{self.group}"

    @property
    def qualified_name(self) -> str:
        return f"{self.package}.{self.class_name}"

    @property
    def path(self) -> Path:
        """The opdef file, relative to ``opdefs/``."""
        return Path(*self.group.split("."), f"{self.class_name}.yaml")


@dataclass(frozen=True)
class OpRow:
    """One row of ops.tsv."""

    op: str
    visibility: str
    in_registry: bool
    endpoints: tuple[Endpoint, ...] = ()
    renames: Renames = field(default=NO_RENAMES)
    line: int = 0


def _split_class(qualified: str, where: str) -> tuple[str, str]:
    package, _, simple = qualified.rpartition(".")
    try:
        return group_of(package), simple
    except ValueError as error:
        raise TableError(f"{where}: {error}") from None


def parse_renames(cell: str, where: str = "ops.tsv") -> Renames:
    """Parse a ``renames`` cell such as ``in:reduction_indices=axis``."""
    parts: dict[str, dict[str, str]] = {"in": {}, "attr": {}, "out": {}}
    for item in _SEPARATORS.split(cell.strip()):
        if not item:
            continue
        match = _RENAME.match(item)
        if not match:
            raise TableError(
                f"{where}: bad rename {item!r} (expected in:|attr:|out:<name>=<new name>)"
            )
        parts[match.group("kind")][match.group("name")] = match.group("to")
    if not any(parts.values()):
        return NO_RENAMES
    return Renames(inputs=parts["in"], attrs=parts["attr"], outputs=parts["out"])


def _parse_row(values: dict[str, str], where: str, line: int) -> OpRow:
    op = values["op"]
    endpoints: list[Endpoint] = []
    java_class = values["java_class"].strip()
    if java_class:
        group, simple = _split_class(java_class, where)
        declared = values["endpoint_group"].strip()
        if declared and declared != group:
            raise TableError(f"{where}: {java_class} is not in endpoint group {declared!r}")
        primary = Endpoint(group, simple, values["ops_method"].strip() or None)
        endpoints.append(primary)
        for item in _SEPARATORS.split(values["alt_endpoints"].strip()):
            if not item:
                continue
            match = _ALT.match(item)
            if not match:
                raise TableError(
                    f"{where}: bad alt endpoint {item!r} (expected <class>=<group>:<method>)"
                )
            alt_group, alt_simple = _split_class(match.group("cls"), where)
            if alt_group != match.group("group"):
                raise TableError(
                    f"{where}: {match.group('cls')} is not in group {match.group('group')!r}"
                )
            deprecated_by = primary.qualified_name if alt_simple == op else None
            endpoints.append(
                Endpoint(alt_group, alt_simple, match.group("method") or None, deprecated_by)
            )
    return OpRow(
        op=op,
        visibility=values["visibility"].strip(),
        in_registry=values["in_tf_2_21"].strip() != "no",
        endpoints=tuple(endpoints),
        renames=parse_renames(values["renames"], where),
        line=line,
    )


def read_table(path: Path) -> list[OpRow]:
    """Read ops.tsv; rows keep the file's order."""
    rows: list[OpRow] = []
    with path.open(newline="", encoding="utf-8") as handle:
        reader = csv.reader(handle, delimiter="\t", quoting=csv.QUOTE_NONE)
        header = next(reader, None)
        if header is None or tuple(h.strip() for h in header[: len(COLUMNS)]) != COLUMNS:
            raise TableError(f"{path}:1: expected the columns {', '.join(COLUMNS)}")
        for number, cells in enumerate(reader, start=2):
            if not any(cell.strip() for cell in cells):
                continue
            cells = cells + [""] * (len(COLUMNS) - len(cells))
            values: dict[str, str] = dict(zip(COLUMNS, cells))
            rows.append(_parse_row(values, f"{path}:{number}", number))
    return rows
