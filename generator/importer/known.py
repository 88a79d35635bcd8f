"""The Java mapping of every known op, read back from an opdefs directory.

``python -m generator import`` needs, for each op, its Java class(es), facade method, deprecation
and argument renames. TensorFlow Java keeps them in its api_defs (merged into ``ops.tsv``); every
opdef the importer wrote holds the same facts (``package``, ``className``, ``facadeMethod``,
``deprecatedBy``, and each parameter's, option's and output's Java ``name`` beside its OpDef
``arg``/``attr``), so the opdefs directory itself is the table for a re-import, and ``ops.tsv``
is optional. A new op gets a class by a file with just those fields (``opName``, ``package``,
``className``, ``facadeMethod``); the import fills in the rest from TensorFlow's registry.

Only the top-level fields are read: an ``overrides:`` section is hand-written, kept by the import
as it is.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path
from typing import Any

import yaml  # type: ignore[import-untyped, unused-ignore]

from .names import NO_RENAMES, Renames, group_of, javaize
from .table import Endpoint, OpRow, TableError

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _renames(data: dict[str, Any]) -> Renames:
    """The renames that give the opdef's Java names (only those that differ from the default)."""
    inputs: dict[str, str] = {}
    attrs: dict[str, str] = {}
    outputs: dict[str, str] = {}
    for param in [*(data.get("create") or []), *(data.get("options") or [])]:
        name = param.get("name")
        if "arg" in param and name != javaize(param["arg"]):
            inputs[param["arg"]] = name
        elif "attr" in param and name != javaize(param["attr"]):
            attrs[param["attr"]] = name
    for output in data.get("outputs") or []:
        if output.get("name") != javaize(output["arg"]):
            outputs[output["arg"]] = output["name"]
    if not (inputs or attrs or outputs):
        return NO_RENAMES
    return Renames(inputs=inputs, attrs=attrs, outputs=outputs)


def rows_from_opdefs(opdefs_dir: Path) -> list[OpRow]:
    """One row per op that an opdef under ``opdefs_dir`` names, with all its classes."""
    endpoints: dict[str, list[tuple[Endpoint, Renames, str]]] = defaultdict(list)
    for path in sorted(opdefs_dir.rglob("*.yaml")):
        where = str(path)
        try:
            data = yaml.load(path.read_text(encoding="utf-8"), Loader=_Loader)
        except (OSError, UnicodeDecodeError, yaml.YAMLError) as e:
            raise TableError(f"{where}: cannot read the opdef: {e}") from None
        if not isinstance(data, dict) or "opName" not in data:
            raise TableError(f"{where}: not an opdef (no opName)")
        try:
            group = group_of(str(data["package"]))
            endpoint = Endpoint(
                group,
                str(data["className"]),
                data.get("facadeMethod") or None,
                data.get("deprecatedBy") or None,
            )
            renames = _renames(data)
        except (KeyError, TypeError, ValueError) as e:
            raise TableError(f"{where}: {e}") from None
        endpoints[str(data["opName"])].append((endpoint, renames, str(data.get("visibility", ""))))
    rows = []
    for op, found in sorted(endpoints.items()):
        # The class that is not a deprecated copy first, as in ops.tsv.
        found.sort(key=lambda e: (e[0].deprecated_by is not None, e[0].path))
        rows.append(
            OpRow(
                op=op,
                visibility=found[0][2],
                in_registry=True,
                endpoints=tuple(e for e, _, _ in found),
                renames=found[0][1],
            )
        )
    return rows
