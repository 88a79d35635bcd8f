"""Load opdef YAML safely, remember where each value stands, and enforce the schema.

Only plain YAML is accepted (no tags that construct objects). Every value's line and column are
kept so that errors can point at them. Overrides are applied after validation.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path
from typing import Any

import fastjsonschema
import jsonschema
import yaml

from generator.errors import Location, OpdefError, display_path

MAX_BYTES = 1_000_000
MAX_DEPTH = 20

_Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
FieldPath = tuple[str | int, ...]


@dataclass
class LoadedOpdef:
    """An opdef's data (overrides applied) and the source position of each field."""

    path: Path
    data: dict[str, Any]
    marks: dict[FieldPath, tuple[int, int]]

    @cached_property
    def display(self) -> str:
        return display_path(self.path)

    def location(self, field: FieldPath) -> Location:
        """The position of ``field``, or of its closest parent that has one."""
        while field not in self.marks and field:
            field = field[:-1]
        line, col = self.marks.get(field, (0, 0))
        return Location(self.display, line, col)

    def error(self, field: FieldPath, message: str, severity: str = "error") -> OpdefError:
        return OpdefError(self.location(field), format_field(field), message, severity)


def format_field(field: FieldPath) -> str:
    """``('create', 1, 'type')`` → ``create[1].type``."""
    text = ""
    for part in field:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else part)
    return text


SCHEMA_PATH = Path(__file__).parent / "schema" / "opdef.schema.json"


@cache
def _schema() -> dict[str, Any]:
    return json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


@cache
def _validator() -> Any:
    """The full validator: slow, but lists every error with its path."""
    return jsonschema.Draft202012Validator(_schema())


@cache
def _fast_check() -> Any:
    """A compiled validator that only says valid or not (most files are): 20x faster."""
    return fastjsonschema.compile(_schema())


def schema_errors(data: Any) -> list[Any]:
    """All schema violations of ``data`` (jsonschema errors), empty when it is valid."""
    try:
        _fast_check()(data)
        return []
    except fastjsonschema.JsonSchemaException:
        return sorted(_validator().iter_errors(data), key=lambda e: list(map(str, e.absolute_path)))


def _construct(node: Any, path: FieldPath, marks: dict[FieldPath, tuple[int, int]], depth: int,
               file: str, errors: list[OpdefError]) -> Any:
    marks[path] = (node.start_mark.line + 1, node.start_mark.column + 1)
    if depth > MAX_DEPTH:
        raise _TooDeep(Location(file, *marks[path]))
    if isinstance(node, yaml.MappingNode):
        result: dict[str, Any] = {}
        for key_node, value_node in node.value:
            if not isinstance(key_node, yaml.ScalarNode):
                errors.append(_at(file, key_node, format_field(path), "mapping keys must be plain strings"))
                continue
            key = key_node.value
            if key in result:
                errors.append(_at(file, key_node, format_field((*path, key)), "duplicate key"))
                continue
            result[key] = _construct(value_node, (*path, key), marks, depth + 1, file, errors)
        return result
    if isinstance(node, yaml.SequenceNode):
        return [
            _construct(item, (*path, i), marks, depth + 1, file, errors)
            for i, item in enumerate(node.value)
        ]
    if node.tag.startswith("tag:yaml.org,2002:") or node.tag == "!":
        return _scalar_constructor().construct_object(node, deep=True)
    errors.append(_at(file, node, format_field(path), f"YAML tag {node.tag!r} is not allowed"))
    return None


class _TooDeep(Exception):
    def __init__(self, location: Location) -> None:
        self.location = location


@cache
def _scalar_constructor() -> yaml.constructor.SafeConstructor:
    return yaml.constructor.SafeConstructor()


def _at(file: str, node: Any, field: str, message: str) -> OpdefError:
    mark = node.start_mark
    return OpdefError(Location(file, mark.line + 1, mark.column + 1), field, message)


def load(path: Path) -> tuple[LoadedOpdef | None, list[OpdefError]]:
    """Read, parse and validate one opdef; returns it (None if unusable) and its errors."""
    file = display_path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            return None, [OpdefError(Location(file), "", f"file is {size} bytes, over the {MAX_BYTES}-byte limit")]
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        return None, [OpdefError(Location(file), "", f"cannot read: {e}")]
    try:
        node = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        loc = Location(file, mark.line + 1, mark.column + 1) if mark else Location(file)
        return None, [OpdefError(loc, "", f"YAML syntax error: {e.problem or e}")]
    except yaml.YAMLError as e:
        return None, [OpdefError(Location(file), "", f"YAML error: {e}")]
    except RecursionError:
        return None, [OpdefError(Location(file), "", f"nesting is deeper than {MAX_DEPTH} levels")]
    if node is None:
        return None, [OpdefError(Location(file, 1, 1), "", "the file is empty")]
    errors: list[OpdefError] = []
    marks: dict[FieldPath, tuple[int, int]] = {}
    try:
        data = _construct(node, (), marks, 0, file, errors)
    except _TooDeep as e:
        return None, [OpdefError(e.location, "", f"nesting is deeper than {MAX_DEPTH} levels")]
    if errors:
        return None, errors
    opdef = LoadedOpdef(path, data, marks)
    if not isinstance(data, dict):
        return None, [opdef.error((), "an opdef must be a mapping of fields")]
    for err in schema_errors(data):
        errors.append(opdef.error(tuple(err.absolute_path), _schema_message(err)))
    if errors:
        return None, errors
    errors.extend(_apply_overrides(opdef))
    return (None if errors else opdef), errors


def _schema_message(err: Any) -> str:
    if err.validator == "additionalProperties":
        return err.message.replace("Additional properties are not allowed", "unknown field(s)")
    if err.validator == "required":
        return err.message.replace("is a required property", "is missing (required)")
    if err.validator in ("type", "enum", "pattern", "const", "maxLength", "minLength"):
        shown = json.dumps(err.instance)
        if len(shown) > 60:
            shown = shown[:57] + "..."
        return f"{shown} is not valid: expected {_expected(err)}"
    return err.message if len(err.message) < 200 else err.message[:197] + "..."


def _expected(err: Any) -> str:
    v = err.validator_value
    if err.validator == "type":
        return f"a value of type {v}"
    if err.validator == "enum":
        return "one of " + ", ".join(json.dumps(x) for x in v)
    if err.validator == "pattern":
        return f"a string matching {v}"
    if err.validator == "const":
        return json.dumps(v)
    return f"{err.validator} {v}"


def _apply_overrides(opdef: LoadedOpdef) -> list[OpdefError]:
    overrides = opdef.data.get("overrides")
    if not overrides:
        return []
    errors: list[OpdefError] = []
    for key, value in overrides.items():
        if key in ("create", "options", "outputs"):
            entries = {e["name"]: e for e in opdef.data.get(key, [])}
            for name, fields in value.items():
                entry = entries.get(name)
                if entry is None:
                    errors.append(opdef.error(("overrides", key, name), f"no {key} entry named {name!r}"))
                    continue
                entry.update(fields)
        else:
            opdef.data[key] = value
    return errors
