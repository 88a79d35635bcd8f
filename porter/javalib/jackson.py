"""Jackson's ``ObjectMapper`` (com.fasterxml.jackson.databind) and its tree model (``JsonNode``,
``ObjectNode``, ``ArrayNode``), as Java prints and reads them.

A class of the program is read and written as Jackson's bean rules say: its properties are its
public fields and the fields that have a getter (``getX``/``isX``), named by ``@JsonProperty``
where it renames them, in declaration order (renamed ones last, as Jackson orders them); it is
read through its setters or fields, and an unknown property is an error. Numbers print as
Java's ``Double.toString``; ``writerWithDefaultPrettyPrinter()`` indents as Jackson's default
printer (``"k" : v``, arrays on one line). The field types come from ``__java_fields__``, which
the porter writes in a file that uses Jackson or Gson.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

import numpy as np

from porter.javalib import json_binding as jb
from porter.javalib.exceptions import IOException
from porter.javalib.iterators import JIterator
from porter.javalib.string_conversion import jstr

__all__ = [
    "ArrayNode",
    "DeserializationFeature",
    "JsonEOFException",
    "JsonMappingException",
    "JsonNode",
    "JsonParseException",
    "JsonProcessingException",
    "MismatchedInputException",
    "ObjectMapper",
    "ObjectNode",
    "ObjectWriter",
    "SerializationFeature",
    "TypeReference",
    "UnrecognizedPropertyException",
]


class JsonProcessingException(IOException):
    _java_name = "com.fasterxml.jackson.core.JsonProcessingException"

    def getOriginalMessage(self) -> Any:
        return self.getMessage()


class JsonParseException(JsonProcessingException):
    _java_name = "com.fasterxml.jackson.core.JsonParseException"


class JsonEOFException(JsonParseException):
    _java_name = "com.fasterxml.jackson.core.io.JsonEOFException"


class JsonMappingException(JsonProcessingException):
    _java_name = "com.fasterxml.jackson.databind.JsonMappingException"


class MismatchedInputException(JsonMappingException):
    _java_name = "com.fasterxml.jackson.databind.exc.MismatchedInputException"


class UnrecognizedPropertyException(MismatchedInputException):
    _java_name = "com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException"


class TypeReference:
    """``new TypeReference<List<Label>>() {}``: the type, written out by the porter with the
    module whose classes its names are."""

    def __init__(self, spelled: str, module: str | None = None) -> None:
        self.java_type = jb.parse_type(spelled, module)

    def getType(self) -> jb.JavaType:
        return self.java_type


class SerializationFeature:
    INDENT_OUTPUT = "INDENT_OUTPUT"
    FAIL_ON_EMPTY_BEANS = "FAIL_ON_EMPTY_BEANS"
    WRITE_DATES_AS_TIMESTAMPS = "WRITE_DATES_AS_TIMESTAMPS"


class DeserializationFeature:
    FAIL_ON_UNKNOWN_PROPERTIES = "FAIL_ON_UNKNOWN_PROPERTIES"
    ACCEPT_SINGLE_VALUE_AS_ARRAY = "ACCEPT_SINGLE_VALUE_AS_ARRAY"


# -- The tree model ------------------------------------------------------------------------------


class JsonNode:
    """A JSON value: an object, array, text, number, boolean, null, or missing (``path``)."""

    _kind = "missing"

    def __init__(self, value: Any = None, java_type: str | None = None) -> None:
        self._value = value
        self._java_type = java_type

    # what it is
    def isObject(self) -> bool:
        return self._kind == "object"

    def isArray(self) -> bool:
        return self._kind == "array"

    def isContainerNode(self) -> bool:
        return self._kind in ("object", "array")

    def isValueNode(self) -> bool:
        return self._kind in ("text", "number", "boolean", "null")

    def isTextual(self) -> bool:
        return self._kind == "text"

    def isNumber(self) -> bool:
        return self._kind == "number"

    def isIntegralNumber(self) -> bool:
        return self._kind == "number" and isinstance(self._value, int)

    def isInt(self) -> bool:
        return self.isIntegralNumber() and -(2**31) <= self._value < 2**31

    def isLong(self) -> bool:
        return self.isIntegralNumber() and not self.isInt()

    def isFloatingPointNumber(self) -> bool:
        return self._kind == "number" and isinstance(self._value, float)

    def isDouble(self) -> bool:
        return self.isFloatingPointNumber()

    def isBoolean(self) -> bool:
        return self._kind == "boolean"

    def isNull(self) -> bool:
        return self._kind == "null"

    def isMissingNode(self) -> bool:
        return self._kind == "missing"

    def isEmpty(self) -> bool:
        return self.size() == 0

    # children
    def size(self) -> int:
        return 0

    def get(self, key: Any) -> JsonNode | None:
        return None

    def path(self, key: Any) -> JsonNode:
        found = self.get(key)
        return found if found is not None else MissingNode()

    def has(self, key: Any) -> bool:
        return self.get(key) is not None

    def hasNonNull(self, key: Any) -> bool:
        found = self.get(key)
        return found is not None and not found.isNull()

    def elements(self) -> JIterator:
        return JIterator([])

    def fields(self) -> JIterator:
        """Java's ``Iterator<Map.Entry<String, JsonNode>>``: (name, node) pairs."""
        return JIterator([])

    def fieldNames(self) -> JIterator:
        return JIterator([])

    def __iter__(self) -> Iterator[JsonNode]:
        return iter(self.elements())

    def iterator(self) -> JIterator:
        return self.elements()

    # values
    def asText(self, default: str | None = None) -> str:
        if self._kind in ("missing", "null") and default is not None:
            return default
        if self._kind == "text":
            return self._value
        if self._kind == "number":
            return jb.java_number(self._value, self._java_type)
        if self._kind == "boolean":
            return "true" if self._value else "false"
        return {"null": "null"}.get(self._kind, "")

    def textValue(self) -> str | None:
        return self._value if self._kind == "text" else None

    def _number(self, default: Any, kind: type) -> Any:
        if self._kind == "number":
            return kind(self._value)
        if self._kind == "boolean":
            return kind(1 if self._value else 0)
        if self._kind == "text":
            try:
                return kind(float(self._value.strip())) if kind is int else kind(self._value)
            except ValueError:
                return default
        return default

    def asInt(self, default: int = 0) -> int:
        return self._number(default, int)

    def asLong(self, default: int = 0) -> int:
        return self._number(default, int)

    def asDouble(self, default: float = 0.0) -> float:
        return self._number(default, float)

    def asBoolean(self, default: bool = False) -> bool:
        if self._kind == "boolean":
            return bool(self._value)
        if self._kind == "number":
            return self._value != 0
        if self._kind == "text" and self._value.strip() in ("true", "false"):
            return self._value.strip() == "true"
        return default

    def intValue(self) -> int:
        return int(self._value) if self._kind == "number" else 0

    def longValue(self) -> int:
        return self.intValue()

    def doubleValue(self) -> float:
        return float(self._value) if self._kind == "number" else 0.0

    def numberValue(self) -> Any:
        return self._value if self._kind == "number" else None

    def booleanValue(self) -> bool:
        return bool(self._value) if self._kind == "boolean" else False

    def _model(self) -> Any:
        if self._kind == "number":
            return jb.Num(self._value, self._java_type)
        return self._value

    def toString(self) -> str:
        return jb.write(self._model(), "jackson", False) if self._kind != "missing" else ""

    def toPrettyString(self) -> str:
        return jb.write(self._model(), "jackson", True) if self._kind != "missing" else ""

    def __str__(self) -> str:
        return self.toString()

    def __repr__(self) -> str:
        return self.toString()

    def equals(self, other: object) -> bool:
        return self == other

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, JsonNode)
            and self._kind == other._kind
            and (self._model() == other._model())
        )

    def __hash__(self) -> int:
        return hash(self.toString())

    def deepCopy(self) -> JsonNode:
        return _node(_plain_model(self._model()))


class MissingNode(JsonNode):
    _kind = "missing"


class _ValueNode(JsonNode):
    def __init__(self, value: Any, kind: str, java_type: str | None = None) -> None:
        super().__init__(value, java_type)
        self._kind = kind


class ObjectNode(JsonNode):
    _kind = "object"

    def __init__(self) -> None:
        super().__init__({})

    def _model(self) -> Any:
        return {k: v._model() for k, v in self._value.items()}

    def size(self) -> int:
        return len(self._value)

    def get(self, key: Any) -> JsonNode | None:
        return self._value.get(key) if isinstance(key, str) else None

    def elements(self) -> JIterator:
        return JIterator(list(self._value.values()))

    def fields(self) -> JIterator:
        return JIterator(list(self._value.items()))

    def properties(self) -> list[tuple[str, JsonNode]]:
        return list(self._value.items())

    def fieldNames(self) -> JIterator:
        return JIterator(list(self._value))

    def put(self, key: str, value: Any) -> ObjectNode:
        self._value[key] = value if isinstance(value, JsonNode) else _scalar(value)
        return self

    def putNull(self, key: str) -> ObjectNode:
        self._value[key] = _scalar(None)
        return self

    def set(self, key: str, value: JsonNode | None) -> ObjectNode:
        self._value[key] = value if value is not None else _scalar(None)
        return self

    def replace(self, key: str, value: JsonNode | None) -> JsonNode | None:
        old = self._value.get(key)
        self.set(key, value)
        return old

    def setAll(self, other: Any) -> ObjectNode:
        items = other._value.items() if isinstance(other, ObjectNode) else dict(other).items()
        for k, v in items:
            self.set(k, v)
        return self

    def remove(self, key: str) -> JsonNode | None:
        return self._value.pop(key, None)

    def putArray(self, key: str) -> ArrayNode:
        node = ArrayNode()
        self._value[key] = node
        return node

    def putObject(self, key: str) -> ObjectNode:
        node = ObjectNode()
        self._value[key] = node
        return node

    def removeAll(self) -> ObjectNode:
        self._value.clear()
        return self


class ArrayNode(JsonNode):
    _kind = "array"

    def __init__(self) -> None:
        super().__init__([])

    def _model(self) -> Any:
        return [v._model() for v in self._value]

    def size(self) -> int:
        return len(self._value)

    def get(self, key: Any) -> JsonNode | None:
        if isinstance(key, int) and not isinstance(key, bool) and 0 <= key < len(self._value):
            return self._value[key]
        return None

    def elements(self) -> JIterator:
        return JIterator(list(self._value))

    def add(self, value: Any) -> ArrayNode:
        self._value.append(value if isinstance(value, JsonNode) else _scalar(value))
        return self

    def addAll(self, values: Any) -> ArrayNode:
        for v in values._value if isinstance(values, ArrayNode) else values:
            self.add(v)
        return self

    def addNull(self) -> ArrayNode:
        return self.add(None)

    def addArray(self) -> ArrayNode:
        node = ArrayNode()
        self._value.append(node)
        return node

    def addObject(self) -> ObjectNode:
        node = ObjectNode()
        self._value.append(node)
        return node

    def insert(self, index: int, value: Any) -> ArrayNode:
        self._value.insert(index, value if isinstance(value, JsonNode) else _scalar(value))
        return self

    def remove(self, index: int) -> JsonNode | None:
        return self._value.pop(index) if 0 <= index < len(self._value) else None

    def set(self, index: int, value: Any) -> JsonNode:
        old = self._value[index]
        self._value[index] = value if isinstance(value, JsonNode) else _scalar(value)
        return old


def _scalar(value: Any) -> JsonNode:
    if value is None:
        return _ValueNode(None, "null")
    if isinstance(value, (bool, np.bool_)):
        return _ValueNode(bool(value), "boolean")
    if isinstance(value, str):
        return _ValueNode(value, "text")
    if isinstance(value, np.float32):
        return _ValueNode(float(value), "number", "float")
    if isinstance(value, (int, np.integer)):
        return _ValueNode(int(value), "number")
    if isinstance(value, (float, np.floating)):
        return _ValueNode(float(value), "number")
    return _node(_to_model(value, JavaType_OBJECT))


def _node(model: Any) -> JsonNode:
    """A JSON model (what ``parse`` gives, or ``_to_model``'s) as a tree."""
    if isinstance(model, dict):
        node = ObjectNode()
        for k, v in model.items():
            node._value[str(k)] = _node(v)
        return node
    if isinstance(model, list):
        array = ArrayNode()
        array._value.extend(_node(v) for v in model)
        return array
    if isinstance(model, jb.Num):
        return _ValueNode(
            float(model.value)
            if model.java_type in ("float", "Float", "double", "Double")
            else model.value,
            "number",
            model.java_type,
        )
    return _scalar(model)


def _plain_model(model: Any) -> Any:
    return model


JavaType_OBJECT = jb.JavaType("Object")

# -- Beans ---------------------------------------------------------------------------------------


def _cap(name: str) -> str:
    return name[:1].upper() + name[1:]


def _getter(cls: type, field: jb.Field) -> Any:
    getter = getattr(cls, "get" + _cap(field.java), None)
    if getter is None and field.type.name in ("boolean", "Boolean"):
        getter = getattr(cls, "is" + _cap(field.java), None)
    return getter if callable(getter) else None


def _bean_name(method: str) -> str | None:
    """``getModelPath`` → ``modelPath``, ``getURL`` → ``url`` (Jackson's names)."""
    for prefix in ("get", "is"):
        if method.startswith(prefix) and method[len(prefix) : len(prefix) + 1].isupper():
            rest = method[len(prefix) :]
            upper = len(rest) - len(rest.lstrip("ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
            if upper > 1:
                return (
                    rest[: upper - 1].lower() + rest[upper - 1 :]
                    if upper < len(rest)
                    else rest.lower()
                )
            return rest[:1].lower() + rest[1:]
    return None


def _properties(obj: Any) -> list[tuple[str, Any, jb.JavaType]]:
    cls = type(obj)
    fields = jb.fields_of(cls, superclass_first=True)
    props: list[tuple[str, Any, jb.JavaType]] = []
    renamed: list[tuple[str, Any, jb.JavaType]] = []
    known = set()
    for f in fields:
        known.add(f.java)
        if "transient" in f.modifiers or f.annotations.get("JsonIgnore"):
            continue
        getter = _getter(cls, f)
        name = f.annotations.get("JsonProperty") or f.java
        if not ("public" in f.modifiers or getter is not None or "JsonProperty" in f.annotations):
            continue
        value = getter(obj) if getter is not None else getattr(obj, f.py)
        (renamed if name != f.java else props).append((name, value, f.type))
    if not fields:
        props += [(k, v, JavaType_OBJECT) for k, v in vars(obj).items() if not k.startswith("_")]
    for klass in reversed(cls.__mro__):
        for attr, member in vars(klass).items():
            name = _bean_name(attr) if callable(member) and attr != "getClass" else None
            if name is None or name in known or any(p[0] == name for p in props):
                continue
            try:
                value = member(obj)
            except TypeError:
                continue  # takes arguments: not a getter
            known.add(name)
            props.append((name, value, JavaType_OBJECT))
    return props + renamed


def _to_model(value: Any, jt: jb.JavaType | None) -> Any:
    value = jb.plain(value)
    if value is None or isinstance(value, (bool, np.bool_, str)):
        return bool(value) if isinstance(value, np.bool_) else value
    if isinstance(value, (int, float, np.integer, np.floating)):
        return jb.Num(value, jt.name if jt is not None else None)
    if isinstance(value, JsonNode):
        return value._model()
    if isinstance(value, Mapping):
        vt = jt.args[1] if jt is not None and len(jt.args) > 1 else None
        return {jstr(k): _to_model(v, vt) for k, v in value.items()}
    if (
        isinstance(value, (list, tuple, set, frozenset))
        or hasattr(value, "__iter__")
        and not hasattr(value, "__dict__")
    ):
        et = jt.args[0] if jt is not None and jt.args else None
        if jt is not None and jt.dims:
            et = jb.JavaType(jt.raw, jt.args, jt.dims - 1)
        return [_to_model(v, et) for v in value]
    name = getattr(value, "name", None)
    if callable(name) and hasattr(type(value), "__members__"):
        return value.name  # an enum constant: its name
    return {name: _to_model(v, t) for name, v, t in _properties(value)}


# -- The mapper -----------------------------------------------------------------------------------


def _text(source: Any) -> str:
    if isinstance(source, (bytes, bytearray)):
        return bytes(source).decode("utf-8")
    if isinstance(source, str):
        return source
    read = getattr(source, "read", None)
    if callable(read):  # an InputStream or Reader of porter.javalib
        data = read()
        return data.decode("utf-8") if isinstance(data, (bytes, bytearray)) else data
    from pathlib import Path

    return Path(str(source)).read_text(encoding="utf-8")  # a File or Path


def _parse(text: str) -> Any:
    try:
        return jb.parse(text)
    except jb.JsonError as e:
        raise (JsonEOFException if e.eof else JsonParseException)(str(e)) from None


class ObjectWriter:
    def __init__(self, pretty: bool) -> None:
        self._pretty = pretty

    def writeValueAsString(self, value: Any) -> str:
        return jb.write(_to_model(value, None), "jackson", self._pretty)

    def writeValueAsBytes(self, value: Any) -> bytes:
        return self.writeValueAsString(value).encode("utf-8")

    def writeValue(self, target: Any, value: Any) -> None:
        text = self.writeValueAsString(value)
        write = getattr(target, "write", None)
        if callable(write):
            write(text.encode("utf-8") if not hasattr(target, "encoding") else text)
            return
        from pathlib import Path

        Path(str(target)).write_text(text, encoding="utf-8")


class ObjectMapper:
    def __init__(self) -> None:
        self._pretty = False
        self._fail_unknown = True

    def enable(self, *features: Any) -> ObjectMapper:
        return self._set(features, True)

    def disable(self, *features: Any) -> ObjectMapper:
        return self._set(features, False)

    def configure(self, feature: Any, state: bool) -> ObjectMapper:
        return self._set((feature,), state)

    def _set(self, features: Any, state: bool) -> ObjectMapper:
        for f in features:
            if f == SerializationFeature.INDENT_OUTPUT:
                self._pretty = state
            elif f == DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES:
                self._fail_unknown = state
        return self

    def writer(self) -> ObjectWriter:
        return ObjectWriter(self._pretty)

    def writerWithDefaultPrettyPrinter(self) -> ObjectWriter:
        return ObjectWriter(True)

    def writeValueAsString(self, value: Any) -> str:
        return ObjectWriter(self._pretty).writeValueAsString(value)

    def writeValueAsBytes(self, value: Any) -> bytes:
        return ObjectWriter(self._pretty).writeValueAsBytes(value)

    def writeValue(self, target: Any, value: Any) -> None:
        ObjectWriter(self._pretty).writeValue(target, value)

    def readTree(self, source: Any) -> JsonNode:
        return _node(_parse(_text(source)))

    def createObjectNode(self) -> ObjectNode:
        return ObjectNode()

    def createArrayNode(self) -> ArrayNode:
        return ArrayNode()

    def valueToTree(self, value: Any) -> JsonNode:
        return _node(_to_model(value, None))

    def readValue(self, source: Any, token: Any) -> Any:
        return self._bind(_parse(_text(source)), jb.as_type(token))

    def convertValue(self, value: Any, token: Any) -> Any:
        return self._bind(_plain_model(_data(_to_model(value, None))), jb.as_type(token))

    def treeToValue(self, node: JsonNode, token: Any) -> Any:
        return self._bind(_data(node._model()), jb.as_type(token))

    def _bind(self, data: Any, jt: jb.JavaType) -> Any:
        if jt.name in ("JsonNode", "ObjectNode", "ArrayNode"):
            return _node(data)
        return jb.bind(data, jt, _untyped, self._bean)

    def _bean(self, data: Any, cls: type) -> Any:
        if not isinstance(data, dict):
            raise MismatchedInputException(
                f"Cannot construct instance of `{cls.__name__}` from a JSON "
                f"{'array' if isinstance(data, list) else 'value'}"
            )
        fields = jb.fields_of(cls, superclass_first=True)
        obj = cls()
        by_name = {f.annotations.get("JsonProperty") or f.java: f for f in fields}
        for key, value in data.items():
            f = by_name.get(key)
            setter = getattr(cls, "set" + _cap(f.java if f is not None else key), None)
            if f is None and not callable(setter):
                if self._fail_unknown and not getattr(cls, "__java_ignore_unknown__", False):
                    raise UnrecognizedPropertyException(
                        f'Unrecognized field "{key}" (class {cls.__name__}), not marked as '
                        "ignorable"
                    )
                continue
            jt = f.type if f is not None else JavaType_OBJECT
            bound = jb.bind(value, jt, _untyped, self._bean)
            if callable(setter):
                setter(obj, bound)
            else:
                setattr(obj, f.py, bound)  # type: ignore[union-attr]
        return obj


def _untyped(data: Any) -> Any:
    """JSON read as ``Object``: LinkedHashMap, ArrayList, Integer/Long/Double, String."""
    if isinstance(data, dict):
        return {k: _untyped(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_untyped(v) for v in data]
    return data


def _data(model: Any) -> Any:
    """A JSON model as plain data (numbers unwrapped)."""
    if isinstance(model, dict):
        return {k: _data(v) for k, v in model.items()}
    if isinstance(model, list):
        return [_data(v) for v in model]
    if isinstance(model, jb.Num):
        return model.value
    return model
