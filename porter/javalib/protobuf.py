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


class ByteString:
    """``com.google.protobuf.ByteString``'s factories: a ByteString is the bytes Python's
    protobuf takes and gives for a bytes field (its methods are the porter's templates over
    bytes, with these helpers)."""

    EMPTY = b""

    @staticmethod
    def copyFrom(data: Any, *where: Any) -> bytes:
        if isinstance(data, str):  # copyFrom(String, charset)
            return data.encode(str(where[0]) if where else "utf-8")
        if isinstance(data, (bytes, bytearray)):
            raw = bytes(data)
        else:  # a Java byte[] of signed bytes, or a list of ByteStrings
            items = list(data)
            raw = (
                b"".join(items)
                if items and isinstance(items[0], bytes)
                else bytes(b & 0xFF for b in items)
            )
        if len(where) == 2:
            offset, size = where
            return raw[offset : offset + size]
        return raw

    @staticmethod
    def copyFromUtf8(text: str) -> bytes:
        return text.encode("utf-8", "surrogatepass")

    @staticmethod
    def utf8(data: bytes) -> str:
        return bytes(data).decode("utf-8", "replace")  # Java's decoder replaces bad bytes

    @staticmethod
    def decoded(data: bytes, charset: Any = "UTF-8") -> str:
        return bytes(data).decode(str(charset), "replace")

    @staticmethod
    def byteAt(data: bytes, index: int) -> int:
        b = data[index]
        return b - 256 if b > 127 else b

    @staticmethod
    def substring(data: bytes, start: int, end: int | None = None) -> bytes:
        return bytes(data[start:end])


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
    """A constant of a protobuf enum other than ``DataType``, as Java has it: TensorFlow's
    number (it compares and goes wherever the number does, a message's field too) with Java's
    enum methods, printed by name."""

    _name: str
    _ordinal: int

    def __new__(cls, number: int, name: str, ordinal: int = -1) -> Self:
        value = super().__new__(cls, number)
        value._name = name
        value._ordinal = ordinal
        return value

    def name(self) -> str:
        return self._name

    def ordinal(self) -> int:
        return self._ordinal

    def toString(self) -> str:
        return self._name

    def getNumber(self) -> int:
        if self._name == "UNRECOGNIZED":
            raise ValueError("Can't get the number of an unknown enum value.")
        return int(self)

    def compareTo(self, other: EnumValue) -> int:
        return self._ordinal - other._ordinal

    def equals(self, other: Any) -> bool:
        return self is other or (
            isinstance(other, EnumValue) and (other._name, int(other)) == (self._name, int(self))
        )

    def __eq__(self, other: object) -> bool:
        # Two constants by name too (L0 and UNRECOGNIZED may share -1); else as the number.
        if isinstance(other, EnumValue):
            return self._name == other._name and int(self) == int(other)
        return int(self) == other

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = int.__hash__

    def __str__(self) -> str:
        return self._name

    def __repr__(self) -> str:
        return self._name


class JavaEnum:
    """A protobuf enum as Java's generated enum class: its constants as attributes,
    ``values()`` (with proto3's ``UNRECOGNIZED`` last), ``valueOf(name)`` and
    ``forNumber(n)`` (null for a number it does not declare)."""

    def __init__(self, wrapper: Any) -> None:
        descriptor = wrapper.DESCRIPTOR
        self._values = [EnumValue(v.number, v.name, v.index) for v in descriptor.values]
        if _proto3(descriptor.file):
            self._values.append(EnumValue(-1, "UNRECOGNIZED", len(self._values)))
        for value in self._values:
            setattr(self, value.name(), value)

    def values(self) -> list[EnumValue]:
        return list(self._values)

    def valueOf(self, name: str) -> EnumValue:
        for value in self._values:
            if value.name() == name:
                return value
        raise ValueError(f"No enum constant {name}")

    def forNumber(self, number: int) -> EnumValue | None:
        return next((v for v in self._values if v.name() != "UNRECOGNIZED" and v == number), None)

    def internalGetValueMap(self) -> Any:
        return self


_ENUMS: dict[int, JavaEnum] = {}


def javaEnum(wrapper: Any) -> JavaEnum:
    """The Java enum class of a protobuf enum (``OptimizerOptions.Level``)."""
    found = _ENUMS.get(id(wrapper))
    if found is None:
        found = _ENUMS[id(wrapper)] = JavaEnum(wrapper)
    return found


def _proto3(file: Any) -> bool:
    from google.protobuf import descriptor_pb2

    proto = descriptor_pb2.FileDescriptorProto.FromString(file.serialized_pb)
    return proto.syntax == "proto3"


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
    if known is None:
        return EnumValue(-1, "UNRECOGNIZED", len(enum_type.values))
    return EnumValue(value, known.name, known.index)
