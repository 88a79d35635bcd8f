"""The fields of TensorFlow's protocol buffer messages that the runtime re-exports
(``org.tensorflow.proto.GraphDef``...), read from their ``_pb2`` modules without importing
TensorFlow: each module carries its serialized ``FileDescriptorProto``."""

from __future__ import annotations

from dataclasses import dataclass

from google.protobuf import descriptor_pb2

from tfjava.base.proto_files import file_descriptor, tensorflow_dir

_FDP = descriptor_pb2.FieldDescriptorProto
_SCALARS = {
    value: name.removeprefix("TYPE_").lower()
    for name, value in _FDP.Type.items()
    if name not in ("TYPE_MESSAGE", "TYPE_ENUM", "TYPE_GROUP")
}


@dataclass(frozen=True)
class Field:
    name: str
    type: str  # ``int64``, ``repeated TensorProto``, ``map<string, AttrValue>``
    number: int


@dataclass(frozen=True)
class Message:
    full_name: str  # ``tensorflow.AttrValue``
    fields: tuple[Field, ...]  # a message's fields, or an enum's values (type "")


def _type(field: descriptor_pb2.FieldDescriptorProto, maps: dict[str, str]) -> str:
    if field.type in (_FDP.TYPE_MESSAGE, _FDP.TYPE_ENUM):
        name = field.type_name.lstrip(".")
        if name in maps:
            return maps[name]
        base = name.rsplit(".", 1)[-1]
    else:
        base = _SCALARS.get(field.type, "?")
    return f"repeated {base}" if field.label == _FDP.LABEL_REPEATED else base


def message(python_path: str) -> Message | None:
    """The fields of ``tensorflow.core.framework.attr_value_pb2.AttrValue`` (a message), or
    the values of an enum (``types_pb2.DataType``); None if it cannot be read."""
    module, _, name = python_path.rpartition(".")
    tf_dir = tensorflow_dir()
    if tf_dir is None or not module.startswith("tensorflow.") or not module.endswith("_pb2"):
        return None
    path = tf_dir.joinpath(*module.split(".")[1:]).with_suffix(".py")
    if not path.is_file():
        return None
    fdp = file_descriptor(path)
    if fdp is None:
        return None
    prefix = f"{fdp.package}." if fdp.package else ""
    for enum in fdp.enum_type:
        if enum.name == name:
            values = tuple(Field(v.name, "", v.number) for v in enum.value)
            return Message(prefix + name, values)
    for msg in fdp.message_type:
        if msg.name == name:
            maps = {}
            for nested in msg.nested_type:
                if nested.options.map_entry:
                    key, value = nested.field
                    maps[f"{prefix}{name}.{nested.name}"] = (
                        f"map<{_type(key, {})}, {_type(value, {}).removeprefix('repeated ')}>"
                    )
            fields = [Field(f.name, _type(f, maps), f.number) for f in msg.field]
            # A nested enum's values are the class's constants (RunOptions.FULL_TRACE).
            fields += [
                Field(v.name, f"{enum.name} (enum value)", v.number)
                for enum in msg.enum_type
                for v in enum.value
            ]
            return Message(prefix + name, tuple(fields))
    return None
