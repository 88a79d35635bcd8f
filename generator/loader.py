"""Load opdef YAML safely, remember where each value stands, and enforce the schema.

Only plain YAML is accepted: strings, numbers, booleans, null, mappings and sequences. A tag that
would construct anything else (``!!python/object``, ``!!binary``, ``!!set``, a custom ``!tag``),
an alias (``*name``) and a second document are errors. The file is read from the parser's event
stream by an iterative composer, so size, nesting depth and node count are bounded before any
work is done on them: a huge or deeply nested file fails at once with a located message.

Every value's line and column are kept (and every key's), so that errors can point at them.
Overrides are applied after validation; an overridden field is then located at its override.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache, cached_property, lru_cache
from pathlib import Path
from typing import Any, cast

import fastjsonschema
import yaml

from generator.errors import Location, OpdefError, display_path
from generator.opdef_files import UnreadableOpdef, read_opdef
from generator.parse_cache import ParseCache

MAX_DEPTH = 20
MAX_NODES = 50_000

_Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
FieldPath = tuple[str | int, ...]
Mark = tuple[int, int]

_YAML_TAG = "tag:yaml.org,2002:"
_SCALAR_TAGS = frozenset(_YAML_TAG + t for t in ("str", "int", "float", "bool", "null"))


@dataclass
class LoadedOpdef:
    """An opdef's data (overrides applied) and the source position of each field."""

    path: Path
    data: dict[str, Any]
    marks: dict[FieldPath, Mark]
    key_marks: dict[FieldPath, Mark] = field(default_factory=dict)

    @cached_property
    def display(self) -> str:
        return display_path(self.path)

    def location(self, field: FieldPath) -> Location:
        """The position of ``field``'s value, or of its closest parent that has one."""
        while field not in self.marks and field:
            field = field[:-1]
        line, col = self.marks.get(field, (0, 0))
        return Location(self.display, line, col)

    def key_location(self, field: FieldPath) -> Location:
        """The position of ``field``'s key (its value's when it has no key)."""
        if field in self.key_marks:
            return Location(self.display, *self.key_marks[field])
        return self.location(field)

    def error(self, field: FieldPath, message: str, severity: str = "error") -> OpdefError:
        return OpdefError(self.location(field), format_field(field), message, severity)

    def key_error(self, field: FieldPath, message: str, severity: str = "error") -> OpdefError:
        return OpdefError(self.key_location(field), format_field(field), message, severity)


def format_field(field: FieldPath) -> str:
    """``('create', 1, 'type')`` → ``create[1].type``."""
    text = ""
    for part in field:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text


# -- YAML → data, with positions ---------------------------------------------------------------


class _Fatal(Exception):
    """A problem after which the rest of the file is not read."""

    def __init__(self, error: OpdefError) -> None:
        self.error = error


def _short_tag(tag: str) -> str:
    return "!!" + tag[len(_YAML_TAG) :] if tag.startswith(_YAML_TAG) else tag


@cache
def _resolver() -> yaml.resolver.Resolver:
    return yaml.resolver.Resolver()


@lru_cache(maxsize=8192)
def _implicit_tag(value: str) -> str:
    """The tag YAML gives a plain scalar (opdefs repeat the same few thousand words)."""
    return str(_resolver().resolve(yaml.ScalarNode, value, (True, False)))


@cache
def _constructor() -> yaml.constructor.SafeConstructor:
    return yaml.constructor.SafeConstructor()


_CONSTRUCT = {
    _YAML_TAG + "int": "construct_yaml_int",
    _YAML_TAG + "float": "construct_yaml_float",
    _YAML_TAG + "bool": "construct_yaml_bool",
    _YAML_TAG + "null": "construct_yaml_null",
}


def _has_surrogate(text: str) -> bool:
    if text.isascii():
        return False
    try:
        text.encode("utf-8")
        return False
    except UnicodeEncodeError:
        return True


class _Composer:
    """Builds plain Python data from parser events, iteratively, with every position kept."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.marks: dict[FieldPath, Mark] = {}
        self.key_marks: dict[FieldPath, Mark] = {}
        self.errors: list[OpdefError] = []
        # Open collections: [container, path, pending key (mappings; None = expecting a key)].
        self.stack: list[list[Any]] = []
        self.root: Any = None
        self.has_root = False
        self.nodes = 0
        self.skip = 0  # depth inside a collection used as a mapping key (ignored)

    def at(self, mark: Any) -> Location:
        return Location(self.file, mark.line + 1, mark.column + 1)

    def error(self, mark: Any, path: FieldPath, message: str) -> None:
        self.errors.append(OpdefError(self.at(mark), format_field(path), message))

    def path(self) -> FieldPath:
        """The path of the value about to be added."""
        if not self.stack:
            return ()
        container, path, key = self.stack[-1]
        if isinstance(container, list):
            return (*path, len(container))
        return (*path, key) if key is not None else path

    def run(self, parser: Any) -> Any:
        """Compose the events of ``parser`` (a loader: its events are pulled one by one, which
        costs a third less than iterating ``yaml.parse``)."""
        documents = 0
        scalar_event, alias_event = yaml.ScalarEvent, yaml.AliasEvent
        mapping_start, sequence_start = yaml.MappingStartEvent, yaml.SequenceStartEvent
        mapping_end, sequence_end = yaml.MappingEndEvent, yaml.SequenceEndEvent
        document_start, stream_end = yaml.DocumentStartEvent, yaml.StreamEndEvent
        get_event = parser.get_event
        while True:
            event = get_event()
            kind = type(event)
            if kind is scalar_event:
                self.nodes += 1  # self.node(event), inline: most values are scalars
                if self.nodes > MAX_NODES:
                    self.too_many(event)
                if self.skip:
                    continue
                self.add(self.scalar(event), event)
            elif kind is mapping_start or kind is sequence_start:
                self.node(event)
                self.start(event, {} if kind is mapping_start else [])
            elif kind is mapping_end or kind is sequence_end:
                if self.skip:
                    self.skip -= 1
                    if not self.skip:  # the key that was a collection: its value comes next
                        self.stack[-1][2] = "\0invalid"
                    continue
                container, _, _ = self.stack.pop()
                self.add(container, None)
            elif kind is alias_event:
                self.node(event)
                self.error(
                    event.start_mark,
                    self.path(),
                    f"YAML aliases (*{event.anchor}) are not allowed: write the value out",
                )
                if not self.skip:
                    self.add(None, event)
            elif kind is document_start:
                documents += 1
                if documents > 1:
                    raise _Fatal(
                        OpdefError(
                            self.at(event.start_mark),
                            "",
                            "a second YAML document: an opdef file holds one mapping",
                        )
                    )
            elif kind is stream_end or event is None:
                return self.root

    def node(self, event: Any) -> None:
        self.nodes += 1
        if self.nodes > MAX_NODES:
            self.too_many(event)

    def too_many(self, event: Any) -> None:
        raise _Fatal(
            OpdefError(
                self.at(event.start_mark),
                "",
                f"more than {MAX_NODES} YAML values: not an opdef",
            )
        )

    def start(self, event: Any, container: dict[str, Any] | list[Any]) -> None:
        if self.skip:
            self.skip += 1
            return
        if self.stack and isinstance(self.stack[-1][0], dict) and self.stack[-1][2] is None:
            self.error(event.start_mark, self.stack[-1][1], "a mapping key must be a plain string")
            self.skip = 1
            return
        path = self.path()
        if len(self.stack) >= MAX_DEPTH:
            shown = format_field(path[:3]) + ("[...]" if len(path) > 3 else "")
            raise _Fatal(
                OpdefError(
                    self.at(event.start_mark), shown, f"nested deeper than {MAX_DEPTH} levels"
                )
            )
        tag = event.tag
        expected = _YAML_TAG + ("map" if isinstance(container, dict) else "seq")
        if tag not in (None, "!", expected):
            self.error(
                event.start_mark,
                path,
                f"YAML tag {_short_tag(tag)!r} is not allowed "
                "(opdefs are plain YAML: strings, numbers, booleans, null, lists and mappings)",
            )
        if self.stack:
            self.marks[path] = (event.start_mark.line + 1, event.start_mark.column + 1)
        else:
            self.marks[()] = (event.start_mark.line + 1, event.start_mark.column + 1)
        self.stack.append([container, path, None])

    def scalar(self, event: Any) -> Any:
        value: str = event.value
        tag = event.tag
        if _has_surrogate(value):
            self.error(
                event.start_mark,
                self.path(),
                "holds a lone surrogate code point (not valid Unicode text)",
            )
            return None
        if tag is None or tag == "!":
            if not event.implicit[0]:  # quoted or block: a string
                return value
            tag = _implicit_tag(value)
            if tag == _YAML_TAG + "str" or tag not in _SCALAR_TAGS:
                return value  # a plain timestamp or merge key `<<` stays text
        elif tag not in _SCALAR_TAGS:
            self.error(
                event.start_mark,
                self.path(),
                f"YAML tag {_short_tag(tag)!r} is not allowed "
                "(opdefs are plain YAML: strings, numbers, booleans, null, lists and mappings)",
            )
            return None
        if tag == _YAML_TAG + "str":
            return value
        try:
            return getattr(_constructor(), _CONSTRUCT[tag])(yaml.ScalarNode(tag, value))
        except (ValueError, KeyError, yaml.YAMLError):
            self.error(event.start_mark, self.path(), f"{value!r} is not a valid {_short_tag(tag)}")
            return None

    def add(self, value: Any, event: Any) -> None:
        mark = (
            (event.start_mark.line + 1, event.start_mark.column + 1) if event is not None else None
        )
        if not self.stack:
            self.root, self.has_root = value, True
            if mark is not None:
                self.marks[()] = mark
            return
        top = self.stack[-1]
        container, path, key = top
        if isinstance(container, list):
            if mark is not None:
                self.marks[(*path, len(container))] = mark
            container.append(value)
        elif key is None:  # a key
            key = event.value if isinstance(event, yaml.ScalarEvent) else None
            if key is None:  # an alias (already reported)
                key = "\0invalid"
            elif key in container or (*path, key) in self.key_marks:
                self.error(
                    cast(Any, event).start_mark,
                    (*path, key),
                    f"duplicate key (the first one is at line {self.key_marks[(*path, key)][0]})",
                )
                key = "\0duplicate"
            else:
                self.key_marks[(*path, key)] = mark  # type: ignore[assignment]
            top[2] = key
        else:
            if not key.startswith("\0"):
                if mark is not None:
                    self.marks[(*path, key)] = mark
                container[key] = value
            top[2] = None


def _parse(
    text: str, file: str
) -> tuple[Any, dict[FieldPath, Mark], dict[FieldPath, Mark], list[OpdefError]]:
    composer = _Composer(file)
    parser: Any = None
    try:
        parser = _Loader(text)
        data = composer.run(parser)
    except _Fatal as e:
        return None, {}, {}, [e.error]
    except yaml.MarkedYAMLError as e:
        mark = e.problem_mark or e.context_mark
        loc = composer.at(mark) if mark else Location(file)
        problem = e.problem or str(e)
        if (
            e.context
            and e.context_mark
            and e.problem_mark
            and e.context_mark.line != e.problem_mark.line
        ):
            problem += f" ({e.context} at line {e.context_mark.line + 1})"
        elif e.context:
            problem = f"{e.context}, {problem}"
        return None, {}, {}, [OpdefError(loc, "", f"YAML syntax error: {problem}")]
    except yaml.YAMLError as e:
        return None, {}, {}, [OpdefError(Location(file), "", f"YAML error: {e}")]
    finally:
        if parser is not None:
            parser.dispose()
    if composer.errors:
        return None, {}, {}, composer.errors
    if not composer.has_root:
        return (
            None,
            {},
            {},
            [
                OpdefError(
                    Location(file, 1, 1), "", "the file is empty (an opdef is a mapping of fields)"
                )
            ],
        )
    return data, composer.marks, composer.key_marks, []


# -- the schema --------------------------------------------------------------------------------

SCHEMA_PATH = Path(__file__).parent / "schema" / "opdef.schema.json"


@cache
def _schema() -> dict[str, Any]:
    return json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))  # type: ignore[no-any-return]


@cache
def _validator() -> Any:
    """The full validator: slow, but lists every error with its path (imported only for an
    opdef that fails the fast check: its import is a tenth of a second)."""
    import jsonschema

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


def _fits_schema(data: Any) -> bool:
    try:
        _fast_check()(data)
    except fastjsonschema.JsonSchemaException:
        return False
    return True


_TYPE_NAMES = {
    "string": "a string",
    "integer": "an integer",
    "number": "a number",
    "boolean": "a boolean",
    "null": "null",
    "array": "a list",
    "object": "a mapping",
}


def _describe(value: Any) -> str:
    """A value as the message shows it: its YAML kind and (briefly) itself."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return f"the boolean {str(value).lower()}"
    if isinstance(value, int):
        return f"the integer {value}"
    if isinstance(value, float):
        return f"the number {value}"
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    text = repr(value)
    return text if len(text) <= 60 else text[:56] + "...'"


def _identifier_help(schema: Any) -> str:
    pattern = schema.get("pattern", "") if isinstance(schema, dict) else ""
    if pattern == "^[A-Za-z_][A-Za-z0-9_]*$":
        return "an identifier (letters, digits and _, not starting with a digit)"
    if pattern == "^[A-Z]$":
        return "one upper-case letter"
    if pattern.startswith("^[a-z_]"):
        return "a dotted package name of lower-case identifiers"
    if pattern:
        return f"a string matching {pattern}"
    return "a valid value"


def _schema_errors(opdef: LoadedOpdef) -> list[OpdefError]:
    """The schema violations of ``opdef``, each located and worded for a person."""
    errors: list[OpdefError] = []
    for err in schema_errors(opdef.data):
        path: FieldPath = tuple(err.absolute_path)
        if ("then" in err.schema_path or "else" in err.schema_path) and not _valid_kind(
            err.instance
        ):
            continue  # which fields a parameter needs depends on its kind: that error comes first
        errors.extend(_translate(opdef, path, err))
    return sorted(set(errors))


def _valid_kind(instance: Any) -> bool:
    kinds = _schema()["$defs"]["param"]["properties"]["kind"]["enum"]
    return isinstance(instance, dict) and instance.get("kind") in kinds


def _kind_context(instance: Any, err: Any) -> str:
    if (
        isinstance(instance, dict)
        and "kind" in instance
        and ("then" in err.schema_path or "else" in err.schema_path)
    ):
        return f" for kind {instance['kind']!r}"
    return ""


def _translate(opdef: LoadedOpdef, path: FieldPath, err: Any) -> list[OpdefError]:
    v, instance = err.validator, err.instance
    if v == "additionalProperties" and isinstance(instance, dict):
        allowed = sorted(err.schema.get("properties", {}))
        extra = [k for k in instance if k not in err.schema.get("properties", {})]
        hint = f" (allowed: {', '.join(allowed)})" if allowed else ""
        return [opdef.key_error((*path, k), f"unknown field{hint}") for k in extra]
    if v == "required" and isinstance(instance, dict):
        return [
            opdef.error((*path, k), f"missing (required{_kind_context(instance, err)})")
            for k in err.validator_value
            if k not in instance
        ]
    if v == "not" and isinstance(instance, dict):
        forbidden: list[str] = []

        def collect(schema: Any) -> None:
            if isinstance(schema, dict):
                forbidden.extend(schema.get("required", []))
                for sub in schema.get("anyOf", []) + schema.get("allOf", []):
                    collect(sub)

        collect(err.validator_value)
        return [
            opdef.key_error((*path, k), f"not allowed{_kind_context(instance, err)}")
            for k in forbidden
            if k in instance
        ]
    if v == "type":
        want = err.validator_value
        wants = " or ".join(
            str(_TYPE_NAMES.get(t, t)) for t in (want if isinstance(want, list) else [want])
        )
        hint = ""
        if isinstance(instance, bool) and "string" in want:
            hint = " (YAML reads a bare yes/no/on/off/true/false as a boolean: quote it)"
        elif instance is None and "string" in want:
            hint = " (an empty value is null: write '' for an empty string)"
        return [opdef.error(path, f"must be {wants}, not {_describe(instance)}{hint}")]
    if v == "enum":
        options = ", ".join(json.dumps(x) for x in err.validator_value)
        return [opdef.error(path, f"must be one of {options}, not {_describe(instance)}")]
    if v == "pattern":
        return [opdef.error(path, f"{_describe(instance)} is not {_identifier_help(err.schema)}")]
    if v in ("oneOf", "anyOf"):
        alternatives = []
        for sub in err.validator_value:
            if "$ref" in sub:
                alternatives.append(
                    "an identifier"
                    if sub["$ref"].endswith("/identifier")
                    else sub["$ref"].rsplit("/", 1)[-1]
                )
            elif "type" in sub:
                alternatives.append(_TYPE_NAMES.get(sub["type"], sub["type"]))
        wants = " or ".join(alternatives) or "one of the allowed forms"
        return [opdef.error(path, f"must be {wants}, not {_describe(instance)}")]
    if v == "maxLength":
        return [opdef.error(path, f"is longer than {err.validator_value} characters")]
    if v == "minLength":
        return [opdef.error(path, "must not be empty")]
    if v == "const":
        return [
            opdef.error(
                path, f"must be {json.dumps(err.validator_value)}, not {_describe(instance)}"
            )
        ]
    message = err.message if len(err.message) < 200 else err.message[:197] + "..."
    return [opdef.error(path, message)]


# -- loading -----------------------------------------------------------------------------------


def load(
    path: Path, cache: ParseCache | None = None
) -> tuple[LoadedOpdef | None, list[OpdefError]]:
    """Read, parse and validate one opdef; returns it (None if unusable) and its errors.

    With a ``cache``, an opdef whose bytes were loaded without any problem before is not parsed
    again, and one loaded now without any problem is added to it.
    """
    file = display_path(path)
    try:
        raw = read_opdef(path)
    except UnreadableOpdef as e:
        return None, [e.error]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw.count(b"\n", 0, e.start) + 1
        column = e.start - (raw.rfind(b"\n", 0, e.start) + 1) + 1
        return None, [
            OpdefError(
                Location(file, line, column), "", f"not UTF-8 text (byte 0x{raw[e.start]:02x})"
            )
        ]
    hit = cache.get(raw) if cache is not None else None
    if hit is not None and not _fits_schema(hit[0]):
        assert cache is not None
        cache.reject(raw)
        hit = None
    if hit is not None:
        opdef = LoadedOpdef(path, *hit)
        opdef.__dict__["display"] = file  # the cached property, already known
        return opdef, []
    data, marks, key_marks, errors = _parse(text, file)
    if errors:
        return None, errors
    opdef = LoadedOpdef(path, data, marks, key_marks)
    opdef.__dict__["display"] = file
    if not isinstance(data, dict):
        return None, [
            opdef.error((), f"an opdef must be a mapping of fields, not {_describe(data)}")
        ]
    errors = _schema_errors(opdef)
    if errors:
        return None, errors
    if opdef.data.get("overrides"):
        errors.extend(_apply_overrides(opdef))
        if not errors:  # the overridden values must fit the schema too (located at the override)
            errors = _schema_errors(opdef)
    if errors:
        return None, errors
    if cache is not None:
        cache.put(raw, (opdef.data, opdef.marks, opdef.key_marks))
    return opdef, []


def _apply_overrides(opdef: LoadedOpdef) -> list[OpdefError]:
    """Apply ``overrides`` in place; each overridden field is then located at its override."""
    overrides = opdef.data.get("overrides")
    if not overrides:
        return []
    errors: list[OpdefError] = []
    marks, key_marks = opdef.marks, opdef.key_marks

    def relocate(source: FieldPath, target: FieldPath) -> None:
        for table in (marks, key_marks):
            for p in [p for p in table if p[: len(target)] == target]:
                del table[p]
            for p in [p for p in table if p[: len(source)] == source]:
                table[target + p[len(source) :]] = table[p]

    for key, value in overrides.items():
        if key in ("create", "options", "outputs"):
            entries = {e["name"]: i for i, e in enumerate(opdef.data.get(key, []))}
            for name, fields in value.items():
                index = entries.get(name)
                if index is None:
                    known = ", ".join(sorted(entries)) or "none"
                    errors.append(
                        opdef.key_error(
                            ("overrides", key, name),
                            f"no {key} entry named {name!r} (entries: {known})",
                        )
                    )
                    continue
                opdef.data[key][index].update(fields)
                for f in fields:
                    relocate(("overrides", key, name, f), (key, index, f))
        else:
            opdef.data[key] = value
            relocate(("overrides", key), (key,))
    return errors
