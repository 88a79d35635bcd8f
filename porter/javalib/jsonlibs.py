"""The small JSON libraries programs use beside Jackson and Gson, as Java prints and reads them:
org.json's ``JSONObject``/``JSONArray``/``JSONException``, json-simple's ``JSONObject``/
``JSONArray``/``JSONParser``/``ParseException`` and fastjson's ``JSON`` facade.

Each library's objects keep their keys in ``java.util.HashMap``'s order (the three back their
objects with one), so that ``toString()`` writes them in Java's order. org.json writes a number
with its trailing zeros shaved (``1.0`` is ``1``) and escapes ``/`` only after ``<``;
json-simple writes Java's ``toString`` of a number (``1.0``) and escapes every ``/``; parsed,
json-simple gives a ``Long`` for an integer and a ``Double`` for a decimal. fastjson binds JSON
to the program's classes by their declared fields (``porter.javalib.json_binding``, as Gson)
and writes a bean's fields in alphabetical order, as its serializer sorts them.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from typing import Any

from porter.javalib import json_binding as jb
from porter.javalib.exceptions import Throwable
from porter.javalib.jcollections import HashMap
from porter.javalib.string_conversion import jstr

__all__ = [
    "JSON",
    "JSONArray",
    "JSONException",
    "JSONObject",
    "JSONParser",
    "ParseException",
    "SimpleJSONArray",
    "SimpleJSONObject",
]


def _hex(c: str, upper: bool) -> str:
    h = f"{ord(c):04x}"
    return "\\u" + (h.upper() if upper else h)


# -- org.json -----------------------------------------------------------------------------------


class JSONException(Throwable, RuntimeError):
    _java_name = "org.json.JSONException"


def _org_quote(text: str) -> str:
    """``JSONObject.quote``: ``"``, ``\\`` and control characters escaped, ``/`` after ``<``."""
    out = ['"']
    previous = ""
    for c in text:
        if c in '\\"':
            out.append("\\" + c)
        elif c == "/":
            out.append("\\/" if previous == "<" else "/")
        elif c in "\b\t\n\f\r":
            out.append({"\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r"}[c])
        elif c < " " or "\u0080" <= c < "\u00a0" or "\u2000" <= c < "\u2100":
            out.append(_hex(c, upper=False))
        else:
            out.append(c)
        previous = c
    out.append('"')
    return "".join(out)


def _org_number(value: Any) -> str:
    """``JSONObject.numberToString``: Java's string of the number, trailing zeros shaved."""
    text = jstr(value)
    if "." in text and "e" not in text and "E" not in text:
        text = text.rstrip("0").rstrip(".")
    return text


def _org_valid(value: Any) -> Any:
    if isinstance(value, float) and (math.isnan(value) or math.isinf(value)):
        raise JSONException("JSON does not allow non-finite numbers.")
    return value


def _org_write(value: Any, indent_factor: int, indent: int) -> str:
    if value is None or value is JSONObject.NULL:
        return "null"
    if isinstance(value, str):
        return _org_quote(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return _org_number(value)
    if isinstance(value, JSONObject):
        return value._write(indent_factor, indent)
    if isinstance(value, JSONArray):
        return value._write(indent_factor, indent)
    if isinstance(value, dict):
        return JSONObject(value)._write(indent_factor, indent)
    if isinstance(value, (list, tuple)):
        return JSONArray(list(value))._write(indent_factor, indent)
    return _org_quote(jstr(value))


def _org_parse(value: Any) -> Any:
    """A value json.loads read, as org.json holds it."""
    if isinstance(value, dict):
        obj = JSONObject()
        for k, v in value.items():
            obj._map[k] = _org_parse(v)
        return obj
    if isinstance(value, list):
        return JSONArray([_org_parse(v) for v in value])
    if value is None:
        return JSONObject.NULL
    return value


class _Null:
    """``JSONObject.NULL``: prints ``null``, equals null."""

    def __eq__(self, other: object) -> bool:
        return other is None or isinstance(other, _Null)

    def __hash__(self) -> int:
        return 0

    def __str__(self) -> str:
        return "null"

    toString = __str__


class JSONObject:
    """org.json's ``JSONObject``: ``put`` answers the object, ``get`` of a missing key throws."""

    NULL = _Null()

    def __init__(self, source: Any = None) -> None:
        self._map: HashMap = HashMap()
        if isinstance(source, str):
            try:
                parsed = json.loads(source)
            except json.JSONDecodeError as e:
                raise JSONException(
                    f"A JSONObject text must begin with '{{' at {e.pos} [character {e.colno} "
                    f"line {e.lineno}]"
                ) from None
            if not isinstance(parsed, dict):
                raise JSONException(
                    "A JSONObject text must begin with '{' at 1 [character 2 line 1]"
                )
            self._map = _org_parse(parsed)._map
        elif isinstance(source, dict):
            for k, v in source.items():
                if v is not None:
                    self._map[jstr(k)] = _org_parse(v) if isinstance(v, (dict, list)) else v
        elif isinstance(source, JSONObject):
            self._map = HashMap(source._map)

    def put(self, key: str, value: Any) -> JSONObject:
        if key is None:
            raise TypeError("Null key.")
        if value is None:
            self._map.pop(key, None)
        else:
            self._map[key] = _org_valid(value)
        return self

    def accumulate(self, key: str, value: Any) -> JSONObject:
        old = self._map.get(key)
        if old is None:
            self._map[key] = JSONArray([value]) if isinstance(value, JSONArray) else value
        elif isinstance(old, JSONArray):
            old.put(value)
        else:
            self._map[key] = JSONArray([old, value])
        return self

    def opt(self, key: str) -> Any:
        return None if key is None else self._map.get(key)

    def get(self, key: str) -> Any:
        if key is None:
            raise JSONException("Null key.")
        value = self._map.get(key)
        if value is None:
            raise JSONException(f"JSONObject[{_org_quote(key)}] not found.")
        return value

    def _typed(self, key: str, kind: str, test: Any) -> Any:
        value = self.get(key)
        if not test(value):
            raise JSONException(
                f"JSONObject[{_org_quote(key)}] is not a {kind} ({_java_class(value)} : "
                f"{jstr(value)})."
            )
        return value

    def getString(self, key: str) -> str:
        return self._typed(key, "string", lambda v: isinstance(v, str))  # type: ignore[no-any-return]

    def getBoolean(self, key: str) -> bool:
        value = self.get(key)
        if value is True or (isinstance(value, str) and value.lower() == "true"):
            return True
        if value is False or (isinstance(value, str) and value.lower() == "false"):
            return False
        raise JSONException(
            f"JSONObject[{_org_quote(key)}] is not a Boolean ({_java_class(value)} : "
            f"{jstr(value)})."
        )

    def _number(self, key: str, kind: str, convert: Any) -> Any:
        value = self.get(key)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return convert(value)
        try:
            return convert(float(value) if kind == "double" else int(jstr(value)))
        except (TypeError, ValueError):
            raise JSONException(
                f"JSONObject[{_org_quote(key)}] is not a {kind} ({_java_class(value)} : "
                f"{jstr(value)})."
            ) from None

    def getInt(self, key: str) -> int:
        return self._number(key, "int", int)  # type: ignore[no-any-return]

    def getLong(self, key: str) -> int:
        return self._number(key, "long", int)  # type: ignore[no-any-return]

    def getDouble(self, key: str) -> float:
        return self._number(key, "double", float)  # type: ignore[no-any-return]

    def getJSONObject(self, key: str) -> JSONObject:
        return self._typed(key, "JSONObject", lambda v: isinstance(v, JSONObject))  # type: ignore[no-any-return]

    def getJSONArray(self, key: str) -> JSONArray:
        return self._typed(key, "JSONArray", lambda v: isinstance(v, JSONArray))  # type: ignore[no-any-return]

    def optString(self, key: str, default: str = "") -> str:
        value = self.opt(key)
        return default if value is None or value is JSONObject.NULL else jstr(value)

    def optInt(self, key: str, default: int = 0) -> int:
        value = self.opt(key)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return int(value)
        try:
            return int(jstr(value)) if value is not None else default
        except ValueError:
            return default

    def optDouble(self, key: str, default: float = math.nan) -> float:
        value = self.opt(key)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
        try:
            return float(value) if value is not None else default
        except (TypeError, ValueError):
            return default

    def optBoolean(self, key: str, default: bool = False) -> bool:
        value = self.opt(key)
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.lower() in ("true", "false"):
            return value.lower() == "true"
        return default

    def optJSONObject(self, key: str) -> JSONObject | None:
        value = self.opt(key)
        return value if isinstance(value, JSONObject) else None

    def optJSONArray(self, key: str) -> JSONArray | None:
        value = self.opt(key)
        return value if isinstance(value, JSONArray) else None

    def has(self, key: str) -> bool:
        return key in self._map

    def isNull(self, key: str) -> bool:
        return self.opt(key) is None or self.opt(key) is JSONObject.NULL

    def remove(self, key: str) -> Any:
        return self._map.pop(key, None)

    def length(self) -> int:
        return len(self._map)

    def isEmpty(self) -> bool:
        return not self._map

    def keySet(self) -> Any:
        return self._map.keys()

    def keys(self) -> Iterator[str]:
        from porter.javalib.iterators import JIterator

        return JIterator(list(self._map.keys()))  # type: ignore[return-value]

    # json-simple's and fastjson's JSONObject (a Map) share the simple name: their methods
    def size(self) -> int:
        return len(self._map)

    def containsKey(self, key: str) -> bool:
        return key in self._map

    def toJSONString(self) -> str:
        return self.toString()

    def toMap(self) -> dict[str, Any]:
        return {k: _plain(v) for k, v in self._map.items()}

    def _write(self, indent_factor: int, indent: int) -> str:
        items = list(self._map.items())
        if not items:
            return "{}"
        sep = " " if indent_factor > 0 else ""
        if len(items) == 1:
            k, v = items[0]
            return "{" + _org_quote(k) + ":" + sep + _org_write(v, indent_factor, indent) + "}"
        inner = indent + indent_factor
        nl = "\n" if indent_factor > 0 else ""
        parts = [
            nl + " " * inner + _org_quote(k) + ":" + sep + _org_write(v, indent_factor, inner)
            for k, v in items
        ]
        return "{" + ",".join(parts) + nl + " " * indent + "}"

    def toString(self, indent_factor: int = 0) -> str:
        return self._write(indent_factor, 0)

    def __str__(self) -> str:
        return self.toString()

    def __eq__(self, other: object) -> bool:
        return self is other

    __hash__ = object.__hash__


class JSONArray:
    """org.json's ``JSONArray``: ``put`` appends and answers the array."""

    def __init__(self, source: Any = None) -> None:
        self._items: list[Any] = []
        if isinstance(source, str):
            try:
                parsed = json.loads(source)
            except json.JSONDecodeError:
                parsed = None
            if not isinstance(parsed, list):
                raise JSONException(
                    "A JSONArray text must start with '[' at 1 [character 2 line 1]"
                )
            self._items = _org_parse(parsed)._items
        elif source is not None:
            self._items = [
                _org_parse(v) if isinstance(v, (dict, list)) else v for v in list(source)
            ]

    def put(self, *args: Any) -> JSONArray:
        if len(args) == 2:  # put(index, value)
            index, value = args
            while len(self._items) <= index:
                self._items.append(JSONObject.NULL)
            self._items[index] = _org_valid(value)
        else:
            self._items.append(_org_valid(args[0]))
        return self

    def opt(self, index: int) -> Any:
        return self._items[index] if 0 <= index < len(self._items) else None

    def get(self, index: int) -> Any:
        value = self.opt(index)
        if value is None:
            raise JSONException(f"JSONArray[{index}] not found.")
        return value

    def getString(self, index: int) -> str:
        value = self.get(index)
        if not isinstance(value, str):
            raise JSONException(f"JSONArray[{index}] is not a String.")
        return value

    def getInt(self, index: int) -> int:
        value = self.get(index)
        return int(value if isinstance(value, (int, float)) else jstr(value))

    def getLong(self, index: int) -> int:
        return self.getInt(index)

    def getDouble(self, index: int) -> float:
        return float(self.get(index))

    def getBoolean(self, index: int) -> bool:
        return bool(self.get(index))

    def getJSONObject(self, index: int) -> JSONObject:
        value = self.get(index)
        if not isinstance(value, JSONObject):
            raise JSONException(f"JSONArray[{index}] is not a JSONObject.")
        return value

    def getJSONArray(self, index: int) -> JSONArray:
        value = self.get(index)
        if not isinstance(value, JSONArray):
            raise JSONException(f"JSONArray[{index}] is not a JSONArray.")
        return value

    def optString(self, index: int, default: str = "") -> str:
        value = self.opt(index)
        return default if value is None or value is JSONObject.NULL else jstr(value)

    def length(self) -> int:
        return len(self._items)

    def isEmpty(self) -> bool:
        return not self._items

    def remove(self, index: int) -> Any:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    # json-simple's and fastjson's JSONArray (a List) share the simple name: their methods
    def add(self, value: Any) -> bool:
        self._items.append(value)
        return True

    def size(self) -> int:
        return len(self._items)

    def toJSONString(self) -> str:
        return self.toString()

    def toList(self) -> list[Any]:
        return [_plain(v) for v in self._items]

    def __iter__(self) -> Iterator[Any]:
        return iter(self._items)

    def iterator(self) -> Any:
        from porter.javalib.iterators import JIterator

        return JIterator(list(self._items))

    def _write(self, indent_factor: int, indent: int) -> str:
        if not self._items:
            return "[]"
        if len(self._items) == 1:
            return "[" + _org_write(self._items[0], indent_factor, indent) + "]"
        inner = indent + indent_factor
        nl = "\n" if indent_factor > 0 else ""
        parts = [nl + " " * inner + _org_write(v, indent_factor, inner) for v in self._items]
        return "[" + ",".join(parts) + nl + " " * indent + "]"

    def toString(self, indent_factor: int = 0) -> str:
        return self._write(indent_factor, 0)

    def __str__(self) -> str:
        return self.toString()


def _plain(value: Any) -> Any:
    if isinstance(value, JSONObject):
        return value.toMap()
    if isinstance(value, JSONArray):
        return value.toList()
    if value is JSONObject.NULL:
        return None
    return value


def _java_class(value: Any) -> str:
    """``value.getClass()`` as Java prints it (``class java.lang.Integer``)."""
    names = {
        str: "java.lang.String",
        bool: "java.lang.Boolean",
        int: "java.lang.Integer",
        float: "java.lang.Double",
        JSONObject: "org.json.JSONObject",
        JSONArray: "org.json.JSONArray",
    }
    return "class " + names.get(type(value), type(value).__name__)


# -- json-simple --------------------------------------------------------------------------------


def _simple_escape(text: str) -> str:
    """``JSONValue.escape``: ``/`` too, control characters as upper-case ``\\uXXXX``."""
    out = []
    for c in text:
        if c in '"\\/':
            out.append("\\" + c)
        elif c in "\b\f\n\r\t":
            out.append({"\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}[c])
        elif c <= "\u001f" or "\u007f" <= c <= "\u009f" or "\u2000" <= c <= "\u20ff":
            out.append(_hex(c, upper=True))
        else:
            out.append(c)
    return "".join(out)


def _simple_write(value: Any) -> str:
    """``JSONValue.toJSONString``."""
    if value is None:
        return "null"
    if isinstance(value, str):
        return '"' + _simple_escape(value) + '"'
    if isinstance(value, float) and (math.isnan(value) or math.isinf(value)):
        return "null"
    if isinstance(value, dict):
        return (
            "{"
            + ",".join(f'"{_simple_escape(jstr(k))}":{_simple_write(v)}' for k, v in value.items())
            + "}"
        )
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(_simple_write(v) for v in value) + "]"
    return jstr(value)


class SimpleJSONObject(HashMap):
    """json-simple's ``JSONObject``: a ``HashMap`` that writes itself as JSON."""

    _prints_itself = True

    def get(self, key: Any, default: Any = None) -> Any:
        return dict.get(self, key, default)

    def put(self, key: Any, value: Any) -> Any:
        old = dict.get(self, key)
        self[key] = value
        return old

    def containsKey(self, key: Any) -> bool:
        return key in self

    def keySet(self) -> Any:
        return self.keys()

    def entrySet(self) -> Any:
        return list(self.items())

    def size(self) -> int:
        return len(self)

    def isEmpty(self) -> bool:
        return len(self) == 0

    def remove(self, key: Any) -> Any:
        return self.pop(key, None)

    def toJSONString(self) -> str:
        return _simple_write(self)

    def toString(self) -> str:  # type: ignore[override]
        return self.toJSONString()

    def __str__(self) -> str:
        return self.toJSONString()

    __repr__ = __str__


class SimpleJSONArray(list[Any]):
    """json-simple's ``JSONArray``: an ``ArrayList`` that writes itself as JSON."""

    _prints_itself = True

    def get(self, index: int) -> Any:
        return self[index]

    def add(self, value: Any) -> bool:
        self.append(value)
        return True

    def size(self) -> int:
        return len(self)

    def isEmpty(self) -> bool:
        return len(self) == 0

    def toJSONString(self) -> str:
        return _simple_write(self)

    def toString(self) -> str:
        return self.toJSONString()

    def __str__(self) -> str:
        return self.toJSONString()

    __repr__ = __str__


class ParseException(Throwable, Exception):
    """json-simple's ``ParseException``: where the text went wrong."""

    _java_name = "org.json.simple.parser.ParseException"

    def __init__(self, position: int = 0, message: str | None = None) -> None:
        super().__init__(message)
        self._position = position

    def getPosition(self) -> int:
        return self._position


def _simple_value(value: Any) -> Any:
    if isinstance(value, dict):
        obj = SimpleJSONObject()
        for k, v in value.items():
            obj[k] = _simple_value(v)
        return obj
    if isinstance(value, list):
        return SimpleJSONArray(_simple_value(v) for v in value)
    return value


class JSONParser:
    """json-simple's ``JSONParser``: objects, arrays, strings, a ``Long`` of an integer, a
    ``Double`` of a decimal, booleans and null."""

    def parse(self, source: Any) -> Any:
        text = source if isinstance(source, str) else _read_all(source)
        try:
            return _simple_value(json.loads(text))
        except json.JSONDecodeError as e:
            char = text[e.pos] if e.pos < len(text) else "END OF FILE"
            raise ParseException(
                e.pos, f"Unexpected character ({char}) at position {e.pos}."
            ) from None


def _read_all(reader: Any) -> str:
    """A ``Reader``'s whole text (a FileReader, a BufferedReader, a StringReader)."""
    read = getattr(reader, "read", None)
    lines = []
    if callable(getattr(reader, "readLine", None)):
        while (line := reader.readLine()) is not None:
            lines.append(line)
        return "\n".join(lines)
    if callable(read):
        chars = []
        while (c := read()) != -1:
            chars.append(chr(c))
        return "".join(chars)
    return str(reader)


# -- fastjson -----------------------------------------------------------------------------------


class JSON:
    """fastjson's ``JSON`` facade: ``parseObject``/``parseArray`` into the program's classes or
    maps, ``toJSONString`` of beans (fields in alphabetical order, nulls left out), maps and
    lists."""

    @staticmethod
    def parseObject(text: str, cls: Any = None) -> Any:
        data = jb.parse(text)
        if cls is None:
            return _simple_value(data)
        return jb.bind(data, jb.as_type(cls), _simple_value, _fast_bean)

    @staticmethod
    def parseArray(text: str, cls: Any = None) -> Any:
        data = jb.parse(text)
        if cls is None:
            return _simple_value(data)
        element = jb.as_type(cls)
        return [jb.bind(v, element, _simple_value, _fast_bean) for v in data]

    @staticmethod
    def toJSONString(value: Any, *features: Any) -> str:
        return _fast_write(value)


def _fast_bean(data: Any, cls: type) -> Any:
    """An instance of the program's class from a JSON object: its no-argument constructor,
    then each field whose name matches a key (fastjson matches names ignoring case)."""
    declared = jb.fields_of(cls, superclass_first=True)
    obj = jb.new_instance(cls, declared)
    by_name = {f.java.lower(): f for f in declared if "transient" not in f.modifiers}
    for key, value in data.items():
        f = by_name.get(key.lower().replace("_", "")) or by_name.get(key.lower())
        if f is not None:
            setattr(obj, f.py, jb.bind(value, f.type, _simple_value, _fast_bean))
    return obj


def _fast_write(value: Any) -> str:
    value = jb.plain(value)
    if value is None:
        return "null"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return jstr(value)
    if isinstance(value, dict):
        return (
            "{"
            + ",".join(
                f"{json.dumps(jstr(k), ensure_ascii=False)}:{_fast_write(v)}"
                for k, v in value.items()
            )
            + "}"
        )
    if isinstance(value, (list, tuple, set)):
        return "[" + ",".join(_fast_write(v) for v in value) + "]"
    fields = sorted(
        (f for f in jb.fields_of(type(value), True) if "transient" not in f.modifiers),
        key=lambda f: f.java,
    )
    return (
        "{"
        + ",".join(
            f"{json.dumps(f.java)}:{_fast_write(getattr(value, f.py, None))}"
            for f in fields
            if getattr(value, f.py, None) is not None
        )
        + "}"
    )
