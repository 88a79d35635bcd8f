"""What Jackson (``porter.javalib.jackson``) and Gson (``porter.javalib.gson``) share: Java's
generic types written out (``List<Label>``, from a ``TypeReference``/``TypeToken`` or a field's
declaration), a class's declared fields (``__java_fields__``, which the porter writes in a
file that uses either library), reading JSON text with its numbers' spelling kept, and writing
JSON as each library does (compact or pretty, Java's ``Double.toString`` numbers)."""

from __future__ import annotations

import importlib
import json
import re
import sys
from dataclasses import dataclass
from typing import Any

import numpy as np

from porter.javalib.string_conversion import jstr

# -- Java's types -------------------------------------------------------------------------------

_LISTS = {"List", "ArrayList", "Collection", "Iterable", "LinkedList", "Set", "HashSet"}
_LISTS |= {"LinkedHashSet", "TreeSet"}
_MAPS = {"Map", "HashMap", "LinkedHashMap", "TreeMap", "SortedMap"}
_INTS = {"int", "Integer", "long", "Long", "short", "Short", "byte", "Byte"}
_FLOATS = {"double", "Double", "float", "Float", "Number"}
_DEFAULTS = {"boolean": False, "char": "\0", **dict.fromkeys(_INTS - {"Integer", "Long"}, 0)}
_DEFAULTS.update({"int": 0, "long": 0, "double": 0.0, "float": 0.0})
for _boxed in ("Integer", "Long", "Short", "Byte"):
    _DEFAULTS.pop(_boxed, None)


@dataclass(frozen=True)
class JavaType:
    """A Java type: its raw name (``List``) or class, and its type arguments."""

    raw: Any
    args: tuple[JavaType, ...] = ()
    dims: int = 0

    @property
    def name(self) -> str:
        return self.raw if isinstance(self.raw, str) else self.raw.__name__


def _split(args: str) -> list[str]:
    out, depth, start = [], 0, 0
    for k, ch in enumerate(args):
        depth += ch == "<"
        depth -= ch == ">"
        if ch == "," and depth == 0:
            out.append(args[start:k])
            start = k + 1
    out.append(args[start:])
    return [a.strip() for a in out if a.strip()]


def parse_type(spelled: str, module: str | None = None) -> JavaType:
    """``"Map<String, List<Label>>"`` → a ``JavaType``; a class name of the program is its
    class, looked up in ``module`` (and the classes nested in that module's classes)."""
    spelled = spelled.strip()
    dims = 0
    while spelled.endswith("[]"):
        spelled, dims = spelled[:-2].strip(), dims + 1
    spelled = re.sub(r"^\?\s*(extends|super)\s+", "", spelled)
    m = re.fullmatch(r"([\w.$]+)\s*(?:<(.*)>)?", spelled, re.DOTALL)
    if m is None:
        return JavaType("Object", (), dims)
    raw_name = m.group(1).rsplit(".", 1)[-1]
    args = tuple(parse_type(a, module) for a in _split(m.group(2) or ""))
    found = resolve(raw_name, module) if module else None
    return JavaType(found if found is not None else raw_name, args, dims)


def resolve(name: str, module: str | None) -> type | None:
    """The program's class named ``name`` in ``module``: a top-level class or one nested in
    them (Java's simple names)."""
    mod = sys.modules.get(module or "")
    if mod is None:
        return None
    # the module's classes (its own and those it imports from the program's other modules),
    # then the classes nested in them
    queue = sorted(
        (v for v in vars(mod).values() if isinstance(v, type)), key=lambda c: c.__module__ != module
    )
    seen: set[int] = set()
    for cls in queue:
        if id(cls) in seen or cls.__module__ in ("builtins", "typing", "enum", "abc"):
            continue
        seen.add(id(cls))
        if cls.__name__ == name:
            return cls
        queue.extend(v for v in vars(cls).values() if isinstance(v, type))
    return _project_class(name, module or "")


def _project_class(name: str, module: str) -> type | None:
    """A class of the project that the module does not import (Java needs no import in its
    own package, nor for a type only named in a declaration): a ported project's module of
    that name in the same package, else an already loaded module of that name."""
    if "." in module:
        try:
            found = getattr(
                importlib.import_module(f"{module.rsplit('.', 1)[0]}.{name}"), name, None
            )
        except ImportError:
            found = None
        if isinstance(found, type):
            return found
    for loaded_name, loaded in list(sys.modules.items()):
        if loaded_name.rsplit(".", 1)[-1] == name and isinstance(getattr(loaded, name, None), type):
            return getattr(loaded, name)  # type: ignore[no-any-return]
    return None


def arrayClass(element: Any, dims: int) -> JavaType:
    """``Label[].class`` (``float[][].class``): an array type, its element a class of the
    program or a Java type's name."""
    base = as_type(element)
    return JavaType(base.raw, base.args, base.dims + dims)


def as_type(token: Any) -> JavaType:
    """A ``Class`` argument (a ported class, ``dict``/``list``/``str``... for the JDK's), a
    ``TypeReference``/``TypeToken``'s type, or a ``JavaType``."""
    if isinstance(token, JavaType):
        return token
    java_type = getattr(token, "java_type", None)
    if isinstance(java_type, JavaType):
        return java_type
    if isinstance(token, str):
        return parse_type(token)
    if token in (dict,):
        return JavaType("Map")
    if token in (list,):
        return JavaType("List")
    if token is str:
        return JavaType("String")
    if token is int:
        return JavaType("Integer")
    if token is float:
        return JavaType("Double")
    if token is bool:
        return JavaType("Boolean")
    if token is object or token is None:
        return JavaType("Object")
    return JavaType(token)


# -- A class's declared fields -----------------------------------------------------------------


@dataclass(frozen=True)
class Field:
    py: str
    java: str
    type: JavaType
    modifiers: frozenset[str]
    annotations: dict[str, Any]


def fields_of(cls: type, superclass_first: bool) -> list[Field]:
    """The instance fields that ``cls`` and its superclasses declare (``__java_fields__``), in
    declaration order, a superclass's first (Jackson) or last (Gson)."""
    chain = [c for c in cls.__mro__ if "__java_fields__" in vars(c)]
    if superclass_first:
        chain.reverse()
    out = []
    for c in chain:
        for py, java, spelled, modifiers, marks in vars(c)["__java_fields__"]:
            mods = frozenset(modifiers.split())
            if "static" in mods:
                continue
            out.append(Field(py, java, parse_type(spelled, c.__module__), mods, marks))
    return out


def new_instance(cls: type, fields: list[Field]) -> Any:
    """An instance made by its no-argument constructor, or (Gson, for a class without one)
    with every field at Java's default: no initializer runs."""
    try:
        return cls()
    except TypeError:
        obj = cls.__new__(cls)
        for f in fields:
            setattr(obj, f.py, _DEFAULTS.get(f.type.name) if not f.type.dims else None)
        return obj


# -- Reading JSON --------------------------------------------------------------------------------


class Number:
    """A number as the JSON text spells it (Gson's ``LazilyParsedNumber``): it prints as
    written."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text

    def as_int(self) -> int:
        try:
            return int(self.text)
        except ValueError:
            return int(float(self.text))

    def as_float(self) -> float:
        return float(self.text)

    def value(self) -> int | float:
        try:
            return int(self.text)
        except ValueError:
            return float(self.text)

    def __repr__(self) -> str:
        return self.text


class JsonError(ValueError):
    """Text that is not JSON: ``eof`` when it ends too soon."""

    def __init__(self, message: str, eof: bool) -> None:
        super().__init__(message)
        self.eof = eof


def parse(text: str, keep_numbers: bool = False) -> Any:
    """JSON text → dicts (in order), lists, str, bool, None and numbers: ``int``/``float``, or
    ``Number`` with their spelling (``keep_numbers``)."""
    if isinstance(text, (bytes, bytearray)):
        text = bytes(text).decode("utf-8")
    hooks: dict[str, Any] = {}
    if keep_numbers:
        hooks = {"parse_int": Number, "parse_float": Number}
    try:
        return json.loads(text, **hooks)
    except json.JSONDecodeError as e:
        rest = text[e.pos :].strip()
        raise JsonError(e.msg, eof=not rest) from None


# -- Writing JSON -------------------------------------------------------------------------------


def java_number(value: Any, java_type: str | None = None) -> str:
    """A number as Java writes it: ``Float``/``Double.toString`` for floating point."""
    if isinstance(value, Number):
        return value.text
    if isinstance(value, (bool, np.bool_)):
        return "true" if value else "false"
    if isinstance(value, (int, np.integer)) and java_type not in _FLOATS:
        return str(int(value))
    single = java_type in ("float", "Float") or isinstance(value, np.float32)
    return jstr(float(value), width="float" if single else None)


_SHORT = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b"}
_SHORT["\f"] = "\\f"
_HTML = {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "=": "\\u003d", "'": "\\u0027"}


def quote(text: str, style: str) -> str:
    """A JSON string: Jackson's escapes (upper-case hex) or Gson's (lower-case hex, its HTML
    escapes and U+2028/U+2029 where ``style`` says)."""
    out = []
    for ch in text:
        if ch in _SHORT:
            out.append(_SHORT[ch])
        elif ord(ch) < 0x20:
            out.append(f"\\u{ord(ch):04X}" if style == "jackson" else f"\\u{ord(ch):04x}")
        elif style == "gson-html" and ch in _HTML:
            out.append(_HTML[ch])
        elif style.startswith("gson") and ch in "\u2028\u2029":
            out.append(f"\\u{ord(ch):04x}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


@dataclass(frozen=True)
class Num:
    """A number to write, with its Java type where known (``float`` prints as a ``Float``)."""

    value: Any
    java_type: str | None = None


def write(model: Any, style: str, pretty: bool) -> str:
    """A JSON model (``dict`` in order, ``list``, str, bool, None, numbers or ``Num``) as JSON
    text: ``style`` ``jackson``, ``gson`` or ``gson-html``; ``pretty``
    with the library's indentation (Jackson: ``"k" : v``, arrays on one line; Gson: ``"k": v``,
    one element a line)."""
    out: list[str] = []
    _emit(model, style, pretty, 0, out)
    return "".join(out)


def _emit(model: Any, style: str, pretty: bool, level: int, out: list[str]) -> None:
    jackson = style == "jackson"
    if isinstance(model, dict):
        if not model:
            out.append("{ }" if pretty and jackson else "{}")
            return
        out.append("{")
        for k, (key, value) in enumerate(model.items()):
            if k:
                out.append(",")
            if pretty:
                out.append("\n" + "  " * (level + 1))
            out.append(quote(str(key), style))
            out.append((" : " if jackson else ": ") if pretty else ":")
            _emit(value, style, pretty, level + 1, out)
        out.append(("\n" + "  " * level if pretty else "") + "}")
        return
    if isinstance(model, list):
        if not model:
            out.append("[ ]" if pretty and jackson else "[]")
            return
        if pretty and jackson:  # one line, objects inside indented by the objects around
            out.append("[ ")
            for k, value in enumerate(model):
                if k:
                    out.append(", ")
                _emit(value, style, pretty, level, out)
            out.append(" ]")
            return
        out.append("[")
        for k, value in enumerate(model):
            if k:
                out.append(",")
            if pretty:
                out.append("\n" + "  " * (level + 1))
            _emit(value, style, pretty, level + 1, out)
        out.append(("\n" + "  " * level if pretty else "") + "]")
        return
    if model is None:
        out.append("null")
    elif isinstance(model, (bool, np.bool_)):
        out.append("true" if model else "false")
    elif isinstance(model, str):
        out.append(quote(model, style))
    elif isinstance(model, Num):
        out.append(java_number(model.value, model.java_type))
    else:
        out.append(java_number(model))


# -- Binding JSON to Java's types ---------------------------------------------------------------


def bind(data: Any, jt: JavaType, untyped: Any, bean: Any) -> Any:
    """JSON data as a value of the Java type ``jt``: ``untyped(data)`` for ``Object``,
    ``bean(data, cls)`` for a class of the program."""
    if data is None:
        return _DEFAULTS.get(jt.name) if not jt.dims else None
    if jt.dims:
        element = JavaType(jt.raw, jt.args, jt.dims - 1)
        return [bind(x, element, untyped, bean) for x in data]
    if isinstance(jt.raw, type):
        return bean(data, jt.raw)
    name = jt.name
    arg = jt.args
    if name in _LISTS:
        element = arg[0] if arg else JavaType("Object")
        return [bind(x, element, untyped, bean) for x in data]
    if name in _MAPS:
        key = arg[0] if arg else JavaType("String")
        value = arg[1] if len(arg) > 1 else JavaType("Object")
        return {
            bind(Number(k) if key.name in _INTS | _FLOATS else k, key, untyped, bean): bind(
                v, value, untyped, bean
            )
            for k, v in data.items()
        }
    if name in _INTS:
        return data.as_int() if isinstance(data, Number) else int(data)
    if name in _FLOATS:
        return data.as_float() if isinstance(data, Number) else float(data)
    if name in ("boolean", "Boolean"):
        return bool(data)
    if name in ("String", "CharSequence"):
        return (
            data.text if isinstance(data, Number) else data if isinstance(data, str) else jstr(data)
        )
    return untyped(data)


def plain(value: Any) -> Any:
    """A value's Java counterpart in Python's containers (numpy arrays as lists)."""
    if isinstance(value, np.ndarray):
        return value.tolist()
    return value
