"""The protobuf runtime's Java classes that TensorFlow Java programs use beside the
binding's messages: ``InvalidProtocolBufferException`` (what parsing and printing raise) and
``com.google.protobuf.util.JsonFormat``'s printer.
"""

from __future__ import annotations

from typing import Any, Self

from google.protobuf import json_format
from google.protobuf.message import DecodeError

from porter.javalib.string_conversion import jstr

# Catching Java's InvalidProtocolBufferException catches what Python's protobuf raises for
# the same failures: bytes that do not parse, JSON that does not print or parse.
InvalidProtocolBufferException = (DecodeError, json_format.Error)


class Printer:
    """``JsonFormat.printer()``: Java's JSON (two-space indent, camelCase names, non-ASCII
    kept), with its options as chained calls."""

    def __init__(
        self, proto_names: bool = False, defaults: bool = False, compact: bool = False
    ) -> None:
        self._proto_names, self._defaults, self._compact = proto_names, defaults, compact

    def preservingProtoFieldNames(self) -> Printer:
        return Printer(True, self._defaults, self._compact)

    def includingDefaultValueFields(self) -> Printer:
        return Printer(self._proto_names, True, self._compact)

    def alwaysPrintFieldsWithNoPresence(self) -> Printer:
        return Printer(self._proto_names, True, self._compact)

    def omittingInsignificantWhitespace(self) -> Printer:
        return Printer(self._proto_names, self._defaults, True)

    def print(self, message: Any) -> str:
        text = json_format.MessageToJson(
            message,
            preserving_proto_field_name=self._proto_names,
            indent=None if self._compact else 2,
            ensure_ascii=False,
            always_print_fields_with_no_presence=self._defaults,
        )
        if self._compact:
            text = text.replace(", ", ",").replace(": ", ":")
        return str(text)


class JsonFormat:
    @staticmethod
    def printer() -> Printer:
        return Printer()


# -- Java's TextFormat: what a message's toString() prints ------------------------------------

# Java's escapeBytes: these characters by name, other bytes outside printable ASCII (UTF-8's
# bytes of non-ASCII text too) as three octal digits.
_ESCAPES = {7: "\\a", 8: "\\b", 12: "\\f", 10: "\\n", 13: "\\r", 9: "\\t", 11: "\\v"}
_ESCAPES.update({ord("\\"): "\\\\", ord("'"): "\\'", ord('"'): '\\"'})


def _escape(data: bytes) -> str:
    return "".join(_ESCAPES.get(b) or (chr(b) if 0x20 <= b < 0x7F else f"\\{b:03o}") for b in data)


def _scalar(field: Any, value: Any) -> str:
    from google.protobuf.descriptor import FieldDescriptor as F

    if field.type == F.TYPE_ENUM:
        known = field.enum_type.values_by_number.get(value)
        return known.name if known is not None else str(value)
    if field.type == F.TYPE_STRING:
        return '"' + _escape(value.encode("utf-8")) + '"'
    if field.type == F.TYPE_BYTES:
        return '"' + _escape(bytes(value)) + '"'
    if field.type == F.TYPE_BOOL:
        return "true" if value else "false"
    if field.type == F.TYPE_FLOAT:
        return jstr(float(value), width="float")
    if field.type == F.TYPE_DOUBLE:
        return jstr(float(value))
    return str(int(value))


def _map_key(key: Any) -> tuple[int, Any]:
    # Java orders a map's entries by key: strings by UTF-16 code units, numbers numerically.
    if isinstance(key, str):
        return (0, key.encode("utf-16-be"))
    return (1, key)


def _print_message(message: Any, indent: str, out: list[str]) -> None:
    from google.protobuf.descriptor import FieldDescriptor as F

    for field, value in message.ListFields():
        entry = field.message_type if field.type == F.TYPE_MESSAGE else None
        if entry is not None and entry.GetOptions().map_entry:
            key_field, value_field = entry.fields_by_name["key"], entry.fields_by_name["value"]
            for key in sorted(value, key=_map_key):
                out.append(f"{indent}{field.name} {{\n")
                out.append(f"{indent}  key: {_scalar(key_field, key)}\n")
                item = value[key]
                if value_field.type == F.TYPE_MESSAGE:
                    out.append(f"{indent}  value {{\n")
                    _print_message(item, indent + "    ", out)
                    out.append(f"{indent}  }}\n")
                else:
                    out.append(f"{indent}  value: {_scalar(value_field, item)}\n")
                out.append(f"{indent}}}\n")
            continue
        items = value if _repeated(field) else [value]
        for item in items:
            if field.type in (F.TYPE_MESSAGE, F.TYPE_GROUP):
                name = field.message_type.name if field.type == F.TYPE_GROUP else field.name
                out.append(f"{indent}{name} {{\n")
                _print_message(item, indent + "  ", out)
                out.append(f"{indent}}}\n")
            else:
                out.append(f"{indent}{field.name}: {_scalar(field, item)}\n")


def javaText(message: Any) -> str:
    """A message's ``toString()`` in Java: protobuf's text format as Java's ``TextFormat``
    prints it (map entries by key, ``Float``/``Double.toString`` numbers, UTF-8 bytes of
    non-ASCII text in octal), which Python's text format differs from in each of these."""
    out: list[str] = []
    _print_message(message, "", out)
    return "".join(out)


def _repeated(field: Any) -> bool:
    flag = getattr(field, "is_repeated", None)  # protobuf 6.31+; ``label`` before it
    return bool(flag) if flag is not None else field.label == field.LABEL_REPEATED


# -- A builder kept in a variable: the message itself, changed in place ----------------------


def built(message: Any) -> Any:
    """``builder.build()``, ``message.toBuilder()``, ``X.newBuilder(message)``: a copy (what
    the builder does next does not change what was built)."""
    copy = type(message)()
    copy.CopyFrom(message)
    return copy


def _store(target: Any, name: str, value: Any) -> None:
    if hasattr(value, "ListFields"):
        getattr(target, name).CopyFrom(value)
    else:
        setattr(target, name, value)


def set(builder: Any, name: str, value: Any) -> Any:
    if value is None:
        raise TypeError()  # Java's setters reject null: a NullPointerException
    _store(builder, name, value)
    return builder


def setAt(builder: Any, name: str, index: int, value: Any) -> Any:
    items = getattr(builder, name)
    if hasattr(value, "ListFields"):
        items[index].CopyFrom(value)
    else:
        items[index] = value
    return builder


def add(builder: Any, name: str, value: Any) -> Any:
    items = getattr(builder, name)
    if hasattr(value, "ListFields"):
        items.add().CopyFrom(value)
    else:
        items.append(value)
    return builder


def addAll(builder: Any, name: str, values: Any) -> Any:
    for value in values:
        add(builder, name, value)
    return builder


def put(builder: Any, name: str, key: Any, value: Any) -> Any:
    entries = getattr(builder, name)
    if hasattr(value, "ListFields"):
        entries[key].CopyFrom(value)
    else:
        entries[key] = value
    return builder


def putAll(builder: Any, name: str, values: Any) -> Any:
    for key, value in dict(values).items():
        put(builder, name, key, value)
    return builder


def remove(builder: Any, name: str, key: Any) -> Any:
    entries = getattr(builder, name)
    if key in entries:
        del entries[key]
    return builder


def clear(builder: Any, name: str | None = None) -> Any:
    """``clearX()`` (the field back to its default), or ``clear()`` (every field)."""
    if name is None:
        builder.Clear()
    else:
        builder.ClearField(name)
    return builder


def mergeFrom(builder: Any, other: Any) -> Any:
    builder.MergeFrom(other)
    return builder


def getOrThrow(entries: Any, key: Any) -> Any:
    """A map field's ``getXOrThrow(key)``: Java's IllegalArgumentException for a missing key."""
    if key not in entries:
        raise ValueError()
    return entries[key]


class EnumValue(int):
    """A constant of a protobuf enum other than ``DataType``, as an enum field's getter gives
    it: TensorFlow's number (it compares and goes wherever the number does) with Java's enum
    methods, printed by name."""

    _name: str

    def __new__(cls, number: int, name: str) -> Self:
        value = super().__new__(cls, number)
        value._name = name
        return value

    def name(self) -> str:
        return self._name

    def toString(self) -> str:
        return self._name

    def getNumber(self) -> int:
        if self._name == "UNRECOGNIZED":
            raise ValueError("Can't get the number of an unknown enum value.")
        return int(self)

    def __str__(self) -> str:
        return self._name

    def __repr__(self) -> str:
        return self._name


def enumField(message: Any, name: str) -> Any:
    """An enum field's ``getX()``: Java's enum constant, ``UNRECOGNIZED`` for a number the enum
    does not declare: the binding's ``DataType`` for TensorFlow's data types, an ``EnumValue``
    for the others."""
    value = getattr(message, name)
    enum_type = message.DESCRIPTOR.fields_by_name[name].enum_type
    if enum_type.full_name == "tensorflow.DataType":
        from org.tensorflow.proto import DataType

        known = DataType.forNumber(value)
        return known if known is not None else DataType.UNRECOGNIZED
    known = enum_type.values_by_number.get(value)
    return EnumValue(value if known else -1, known.name if known else "UNRECOGNIZED")
