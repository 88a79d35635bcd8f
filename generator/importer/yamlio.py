"""Writing opdef files: deterministic block-style YAML with a provenance header.

* Keys keep the order of the mapping they come from (docs/opdef-format.md's order); nothing is
  sorted, nothing is aliased.
* Multi-line strings are literal block scalars (``|-``); other strings are plain when YAML allows
  it and quoted otherwise. Lines are never folded.
* The file starts with :data:`HEADER_PREFIX` ... (:func:`header`); only files with that first
  line are considered the importer's own (and may be deleted when no longer produced).
* An existing file's ``overrides:`` section is carried over verbatim, at the end of the file.

The pure-Python PyYAML emitter is used on purpose (not the libyaml one), so that the bytes do not
depend on how PyYAML was built.
"""

from __future__ import annotations

import os
import re
import tempfile
from pathlib import Path
from typing import Any

import yaml  # type: ignore[import-untyped, unused-ignore]

HEADER_PREFIX = "# Imported from TensorFlow's op registry"
_OVERRIDES_KEY = re.compile(r"^overrides[ \t]*:")


def header(op_name: str) -> str:
    """Return the first line of an imported opdef file (without the newline)."""
    return (
        f"{HEADER_PREFIX} ({op_name}) by `python -m generator import`; "
        "hand edits go under `overrides:` (docs/opdef-format.md)."
    )


class _Dumper(yaml.SafeDumper):  # type: ignore[misc, unused-ignore]
    """SafeDumper with literal multi-line strings and no aliases."""

    def ignore_aliases(self, data: Any) -> bool:
        return True


def _represent_str(dumper: Any, data: str) -> Any:
    if "\n" in data:
        return dumper.represent_scalar("tag:yaml.org,2002:str", data, style="|")
    return dumper.represent_scalar("tag:yaml.org,2002:str", data)


_Dumper.add_representer(str, _represent_str)


def dump_yaml(data: dict[str, Any]) -> str:
    """Return ``data`` as block-style YAML."""
    text = yaml.dump(
        data,
        Dumper=_Dumper,
        sort_keys=False,
        default_flow_style=False,
        allow_unicode=True,
        width=1_000_000,
        indent=2,
    )
    return str(text)


def extract_overrides(text: str) -> str | None:
    """Return the ``overrides:`` section of an opdef file's text, verbatim, or None.

    The section runs from the top-level ``overrides:`` line to the next top-level key; comment
    lines and blank lines at its end are not part of it.
    """
    lines = text.splitlines(keepends=True)
    start = next((i for i, line in enumerate(lines) if _OVERRIDES_KEY.match(line)), None)
    if start is None:
        return None
    end = start + 1
    while end < len(lines) and (not lines[end].strip() or lines[end][0] in " \t#"):
        end += 1
    while end > start + 1 and (not lines[end - 1].strip() or lines[end - 1].startswith("#")):
        end -= 1
    block = "".join(lines[start:end])
    return block if block.endswith("\n") else block + "\n"


def render_opdef(data: dict[str, Any], overrides: str | None = None) -> str:
    """Return the text of an opdef file: header, the fields, then ``overrides`` if given."""
    text = header(str(data["opName"])) + "\n" + dump_yaml(data)
    if overrides:
        text += overrides
    return text


def is_imported(path: Path) -> bool:
    """Whether ``path`` starts with the importer's header line."""
    try:
        with path.open(encoding="utf-8") as handle:
            return handle.readline().startswith(HEADER_PREFIX)
    except (OSError, UnicodeDecodeError):
        return False


def write_if_changed(path: Path, text: str) -> bool:
    """Write ``text`` to ``path`` atomically unless it already holds exactly that; True if written."""
    data = text.encode("utf-8")
    try:
        if path.read_bytes() == data:
            return False
    except FileNotFoundError:
        pass
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.chmod(temp, 0o644)
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    return True
