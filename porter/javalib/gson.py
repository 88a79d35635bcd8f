"""Gson (com.google.gson): ``Gson``/``GsonBuilder``, ``TypeToken`` and the tree model
(``JsonParser``, ``JsonElement``, ``JsonObject``, ``JsonArray``, ``JsonPrimitive``), as Java
prints and reads them.

A class of the program is written field by field (its own fields in declaration order, then its
superclass's; ``transient`` and static ones left out, ``@SerializedName`` renames), null fields
and map values left out unless ``serializeNulls()``; it is read into an instance made by its
no-argument constructor, or with no constructor run (every field at Java's default) when it has
none, as Gson does. JSON read as ``Object`` (``Map.class``) gives every number as a ``Double``;
a parsed tree keeps each number as the text spells it. ``toJson`` escapes HTML's characters
(``<`` is ``\\u003c``) unless ``disableHtmlEscaping()``; a tree's ``toString()`` does not.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import numpy as np

from porter.javalib import json_binding as jb
from porter.javalib.exceptions import RuntimeException
from porter.javalib.string_conversion import jstr

__all__ = [
    "Gson",
    "GsonBuilder",
    "JsonArray",
    "JsonElement",
    "JsonIOException",
    "JsonNull",
    "JsonObject",
    "JsonParser",
    "JsonPrimitive",
    "JsonSyntaxException",
    "TypeToken",
]


class JsonParseException(RuntimeException):
    _java_name = "com.google.gson.JsonParseException"


class JsonSyntaxException(JsonParseException):
    _java_name = "com.google.gson.JsonSyntaxException"


class JsonIOException(JsonParseException):
    _java_name = "com.google.gson.JsonIOException"


class TypeToken:
    """``new TypeToken<List<Label>>() {}``: the type, written out by the porter with the module
    whose classes its names are; ``getType()`` is what ``fromJson`` takes."""

    def __init__(self, spelled: str, module: str | None = None) -> None:
        self.java_type = jb.parse_type(spelled, module)

    def getType(self) -> jb.JavaType:
        return self.java_type

    @staticmethod
    def get(token: Any) -> TypeToken:
        t = TypeToken("Object")
        t.java_type = jb.as_type(token)
        return t


# -- The tree model --------------------------------------------------------------------------------


class JsonElement:
    def isJsonObject(self) -> bool:
        return isinstance(self, JsonObject)

    def isJsonArray(self) -> bool:
        return isinstance(self, JsonArray)

    def isJsonPrimitive(self) -> bool:
        return isinstance(self, JsonPrimitive)

    def isJsonNull(self) -> bool:
        return isinstance(self, JsonNull)

    def getAsJsonObject(self) -> JsonObject:
        if not isinstance(self, JsonObject):
            raise RuntimeError(f"Not a JSON Object: {self}")  # noqa: TRY004 - IllegalStateException
        return self

    def getAsJsonArray(self) -> JsonArray:
        if not isinstance(self, JsonArray):
            raise RuntimeError(f"Not a JSON Array: {self}")  # noqa: TRY004
        return self

    def getAsJsonPrimitive(self) -> JsonPrimitive:
        if not isinstance(self, JsonPrimitive):
            raise RuntimeError(f"Not a JSON Primitive: {self}")  # noqa: TRY004
        return self

    def _single(self) -> JsonPrimitive:
        # an array of one element answers as that element (Gson's JsonArray getAsX)
        if isinstance(self, JsonArray) and len(self._items) == 1:
            return self._items[0]._single()
        if isinstance(self, JsonPrimitive):
            return self
        raise NotImplementedError(type(self).__name__)  # UnsupportedOperationException

    def getAsString(self) -> str:
        return self._single()._string()

    def getAsInt(self) -> int:
        return self._single()._int()

    def getAsLong(self) -> int:
        return self._single()._int()

    def getAsDouble(self) -> float:
        return self._single()._float()

    def getAsFloat(self) -> float:
        return float(np.float32(self._single()._float()))

    def getAsBoolean(self) -> bool:
        return self._single()._bool()

    def getAsNumber(self) -> Any:
        return self._single()._value

    def deepCopy(self) -> JsonElement:
        return _element(self._model())

    def _model(self) -> Any:
        raise NotImplementedError

    def toString(self) -> str:
        return jb.write(self._model(), "gson", False)

    def __str__(self) -> str:
        return self.toString()

    def __repr__(self) -> str:
        return self.toString()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, JsonElement) and self.toString() == other.toString()

    def __hash__(self) -> int:
        return hash(self.toString())

    def equals(self, other: object) -> bool:
        return self == other


class JsonNull(JsonElement):
    INSTANCE: JsonNull

    def _model(self) -> Any:
        return None


JsonNull.INSTANCE = JsonNull()


class JsonPrimitive(JsonElement):
    def __init__(self, value: Any) -> None:
        if isinstance(value, np.generic) and not isinstance(value, np.float32):
            value = value.item()  # a float32 stays one: it prints as Float.toString does
        self._value = value

    def isBoolean(self) -> bool:
        return isinstance(self._value, bool)

    def isNumber(self) -> bool:
        return isinstance(self._value, (int, float, np.float32, jb.Number)) and not isinstance(
            self._value, bool
        )

    def isString(self) -> bool:
        return isinstance(self._value, str)

    def _string(self) -> str:
        if isinstance(self._value, str):
            return self._value
        return (
            jb.java_number(self._value) if not isinstance(self._value, bool) else jstr(self._value)
        )

    def _int(self) -> int:
        v = self._value
        if isinstance(v, jb.Number):
            return v.as_int()
        if isinstance(v, str):
            return int(v)
        return int(v)

    def _float(self) -> float:
        v = self._value
        return v.as_float() if isinstance(v, jb.Number) else float(v)

    def _bool(self) -> bool:
        if isinstance(self._value, str):
            return self._value.lower() == "true"
        return bool(self._value)

    def _model(self) -> Any:
        if isinstance(self._value, (bool, str)):
            return self._value
        return jb.Num(self._value)


class JsonObject(JsonElement):
    def __init__(self) -> None:
        self._members: dict[str, JsonElement] = {}

    def _model(self) -> Any:
        return {k: v._model() for k, v in self._members.items()}

    def add(self, name: str, value: JsonElement | None) -> None:
        self._members[name] = value if value is not None else JsonNull.INSTANCE

    def addProperty(self, name: str, value: Any) -> None:
        self._members[name] = JsonPrimitive(value) if value is not None else JsonNull.INSTANCE

    def remove(self, name: str) -> JsonElement | None:
        return self._members.pop(name, None)

    def get(self, name: str) -> JsonElement | None:
        return self._members.get(name)

    def getAsJsonObject(self, name: str | None = None) -> JsonObject:  # type: ignore[override]
        if name is None:
            return self
        return self._members[name]  # type: ignore[return-value]

    def getAsJsonArray(self, name: str | None = None) -> JsonArray:  # type: ignore[override]
        if name is None:
            return super().getAsJsonArray()
        return self._members[name]  # type: ignore[return-value]

    def getAsJsonPrimitive(self, name: str | None = None) -> JsonPrimitive:  # type: ignore[override]
        if name is None:
            return super().getAsJsonPrimitive()
        return self._members[name]  # type: ignore[return-value]

    def has(self, name: str) -> bool:
        return name in self._members

    def size(self) -> int:
        return len(self._members)

    def isEmpty(self) -> bool:
        return not self._members

    def keySet(self) -> list[str]:
        return list(self._members)

    def entrySet(self) -> list[tuple[str, JsonElement]]:
        """Java's ``Set<Map.Entry<String, JsonElement>>``: (name, element) pairs in order."""
        return list(self._members.items())

    def asMap(self) -> dict[str, JsonElement]:
        return self._members


class JsonArray(JsonElement):
    def __init__(self) -> None:
        self._items: list[JsonElement] = []

    def _model(self) -> Any:
        return [v._model() for v in self._items]

    def add(self, value: Any) -> None:
        if isinstance(value, JsonElement):
            self._items.append(value)
        else:
            self._items.append(JsonPrimitive(value) if value is not None else JsonNull.INSTANCE)

    def addAll(self, other: JsonArray) -> None:
        self._items.extend(other._items)

    def set(self, index: int, value: JsonElement) -> JsonElement:
        old = self._items[index]
        self._items[index] = value
        return old

    def remove(self, index: Any) -> Any:
        if isinstance(index, JsonElement):
            if index in self._items:
                self._items.remove(index)
                return True
            return False
        return self._items.pop(index)

    def get(self, index: int) -> JsonElement:
        return self._items[index]

    def size(self) -> int:
        return len(self._items)

    def isEmpty(self) -> bool:
        return not self._items

    def contains(self, element: JsonElement) -> bool:
        return element in self._items

    def __iter__(self) -> Iterator[JsonElement]:
        return iter(list(self._items))

    def iterator(self) -> Any:
        from porter.javalib.iterators import JIterator

        return JIterator(self._items)

    def asList(self) -> list[JsonElement]:
        return self._items


def _element(data: Any) -> JsonElement:
    """Parsed JSON (numbers as ``Number``) or a JSON model as a tree."""
    if data is None:
        return JsonNull.INSTANCE
    if isinstance(data, dict):
        obj = JsonObject()
        for k, v in data.items():
            obj._members[str(k)] = _element(v)
        return obj
    if isinstance(data, list):
        array = JsonArray()
        array._items.extend(_element(v) for v in data)
        return array
    if isinstance(data, jb.Num):
        return JsonPrimitive(jb.Number(jb.java_number(data.value, data.java_type)))
    return JsonPrimitive(data)


class JsonParser:
    @staticmethod
    def parseString(text: str) -> JsonElement:
        return _element(_parse(text))

    @staticmethod
    def parseReader(reader: Any) -> JsonElement:
        return JsonParser.parseString(_read(reader))

    def parse(self, text: Any) -> JsonElement:  # the deprecated instance method
        return JsonParser.parseString(text if isinstance(text, str) else _read(text))


def _read(source: Any) -> str:
    read = getattr(source, "read", None)
    data = read() if callable(read) else source
    return data.decode("utf-8") if isinstance(data, (bytes, bytearray)) else str(data)


def _parse(text: str) -> Any:
    try:
        return jb.parse(text, keep_numbers=True)
    except jb.JsonError as e:
        raise JsonSyntaxException(str(e)) from None


# -- Gson ---------------------------------------------------------------------------------------------


class GsonBuilder:
    def __init__(self) -> None:
        self._pretty = False
        self._nulls = False
        self._html = True

    def setPrettyPrinting(self) -> GsonBuilder:
        self._pretty = True
        return self

    def serializeNulls(self) -> GsonBuilder:
        self._nulls = True
        return self

    def disableHtmlEscaping(self) -> GsonBuilder:
        self._html = False
        return self

    def setLenient(self) -> GsonBuilder:
        return self

    def create(self) -> Gson:
        return Gson(self._pretty, self._nulls, self._html)


class Gson:
    def __init__(self, pretty: bool = False, nulls: bool = False, html: bool = True) -> None:
        self._pretty, self._nulls, self._html = pretty, nulls, html

    def newBuilder(self) -> GsonBuilder:
        b = GsonBuilder()
        b._pretty, b._nulls, b._html = self._pretty, self._nulls, self._html
        return b

    def toJson(self, value: Any, target: Any = None) -> Any:
        model = self._to_model(value, None)
        text = jb.write(model, "gson-html" if self._html else "gson", self._pretty)
        if target is None:
            return text
        target.write(text)  # an Appendable: a Writer of porter.javalib
        return None

    def toJsonTree(self, value: Any) -> JsonElement:
        return _element(self._to_model(value, None))

    def fromJson(self, source: Any, token: Any) -> Any:
        if isinstance(source, JsonElement):
            data = _data(source._model())
        else:
            data = _parse(source if isinstance(source, str) else _read(source))
        jt = jb.as_type(token)
        if jt.name in ("JsonElement", "JsonObject", "JsonArray"):
            return _element(data)
        return jb.bind(data, jt, _untyped, self._bean)

    def _bean(self, data: Any, cls: type) -> Any:
        if not isinstance(data, dict):
            raise JsonSyntaxException(
                f"Expected BEGIN_OBJECT but was {'BEGIN_ARRAY' if isinstance(data, list) else 'a value'}"
            )
        declared = jb.fields_of(cls, superclass_first=False)
        obj = jb.new_instance(cls, declared)  # no constructor run: every field at its default
        fields = [f for f in declared if "transient" not in f.modifiers]
        by_name = {f.annotations.get("SerializedName") or f.java: f for f in fields}
        for key, value in data.items():
            f = by_name.get(key)
            if f is not None:
                setattr(obj, f.py, jb.bind(value, f.type, _untyped, self._bean))
        return obj

    def _to_model(self, value: Any, jt: jb.JavaType | None) -> Any:
        value = jb.plain(value)
        if value is None or isinstance(value, (bool, str)):
            return value
        if isinstance(value, np.bool_):
            return bool(value)
        if isinstance(value, (int, float, np.integer, np.floating, jb.Number)):
            return jb.Num(value, jt.name if jt is not None else None)
        if isinstance(value, JsonElement):
            return value._model()
        if isinstance(value, Mapping):
            vt = jt.args[1] if jt is not None and len(jt.args) > 1 else None
            return {
                jstr(k): self._to_model(v, vt)
                for k, v in value.items()
                if v is not None or self._nulls
            }
        if isinstance(value, (list, tuple, set, frozenset)):
            et = jt.args[0] if jt is not None and jt.args else None
            if jt is not None and jt.dims:
                et = jb.JavaType(jt.raw, jt.args, jt.dims - 1)
            return [self._to_model(v, et) for v in value]
        name = getattr(value, "name", None)
        if callable(name) and hasattr(type(value), "__members__"):
            return value.name
        fields = jb.fields_of(type(value), superclass_first=False)
        if not fields:
            pairs = [(k, v, None) for k, v in vars(value).items() if not k.startswith("_")]
        else:
            pairs = [
                (f.annotations.get("SerializedName") or f.java, getattr(value, f.py), f.type)
                for f in fields
                if "transient" not in f.modifiers
            ]
        return {name: self._to_model(v, t) for name, v, t in pairs if v is not None or self._nulls}


def _untyped(data: Any) -> Any:
    """JSON read as ``Object``: LinkedTreeMap, ArrayList, every number a Double, String."""
    if isinstance(data, dict):
        return {k: _untyped(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_untyped(v) for v in data]
    if isinstance(data, jb.Number):
        return data.as_float()
    return data


def _data(model: Any) -> Any:
    if isinstance(model, dict):
        return {k: _data(v) for k, v in model.items()}
    if isinstance(model, list):
        return [_data(v) for v in model]
    if isinstance(model, jb.Num):
        return jb.Number(jb.java_number(model.value, model.java_type))
    return model
