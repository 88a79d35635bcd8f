"""The fields of TensorFlow's protobuf messages, read from the descriptors that TensorFlow's
generated ``*_pb2.py`` modules carry (without importing TensorFlow): which Java accessor
(``getInputsMap``, ``getDimList``, ``getDtype``) names which Python field, and of what type,
so a port knows that ``sig.getInputsMap().get("x")`` is a ``TensorInfo`` and that ``getDtype()``
is an enum."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from tfjava.base.proto_files import file_descriptor, package_dir, tensorflow_dir

# The folders of TensorFlow's messages that the binding exports (tfjava/base/proto.py).
_FOLDERS = ("core/framework", "core/protobuf", "core/util")
# TensorFlow Serving's API (the serving extra: porter.javalib.serving): its .proto files set no
# Java options, so each file's messages are nested in an outer class named after the file
# (``tensorflow.serving.Predict.PredictRequest``), "OuterClass" added where a message has the
# file's name.
SERVING_PACKAGE = "tensorflow.serving"
SERVING_OUTER_CLASSES = {
    "model": "Model",
    "predict": "Predict",
    "classification": "Classification",
    "regression": "RegressionOuterClass",
    "inference": "Inference",
    "input": "InputOuterClass",
    "get_model_metadata": "GetModelMetadata",
    "get_model_status": "GetModelStatus",
    "model_management": "ModelManagement",
}
# protobuf's well-known messages that Serving's use (com.google.protobuf.Int64Value: ModelSpec's
# version; Any: a model's metadata), by the Python module that has them.
WELL_KNOWN = {
    **dict.fromkeys(
        (
            "Int64Value",
            "Int32Value",
            "UInt64Value",
            "UInt32Value",
            "DoubleValue",
            "FloatValue",
            "BoolValue",
            "StringValue",
            "BytesValue",
        ),
        "google.protobuf.wrappers_pb2",
    ),
    "Any": "google.protobuf.any_pb2",
}
_SCALARS = {
    1: "double",
    2: "float",
    3: "long",
    4: "long",
    5: "int",
    6: "long",
    7: "int",
    8: "boolean",
    9: "String",
    12: "ByteString",
    13: "int",
    15: "int",
    16: "long",
    17: "int",
    18: "long",
}


@dataclass(frozen=True)
class Field:
    """A message's field: its Python name, its Java type (a scalar's Java type, a message's or
    enum's simple name, ``Outer.Inner`` for nested ones), and its shape."""

    name: str
    java_type: str
    kind: str  # "scalar", "message" or "enum"
    repeated: bool = False
    map_key: str | None = None  # a map field: its key's Java type (java_type is the value's)


def _camel(name: str) -> str:
    """protoc's Java name of a field: ``per_process_gpu_memory_fraction`` →
    ``PerProcessGpuMemoryFraction`` (a letter after ``_`` or a digit is upper case)."""
    out, upper = [], True
    for ch in name:
        if ch == "_":
            upper = True
            continue
        out.append(ch.upper() if upper else ch)
        upper = ch.isdigit()
    return "".join(out)


@cache
def _descriptors() -> list[object]:
    root = tensorflow_dir()
    if root is None:
        return []
    paths = [p for f in _FOLDERS for p in sorted((root / f).glob("*_pb2.py"))]
    serving = package_dir("tensorflow_serving")
    if serving is not None:
        paths += [serving / "apis" / f"{stem}_pb2.py" for stem in SERVING_OUTER_CLASSES]
    from google.protobuf import any_pb2, descriptor_pb2, wrappers_pb2

    known = []
    for module in (wrappers_pb2, any_pb2):
        known.append(descriptor_pb2.FileDescriptorProto())
        module.DESCRIPTOR.CopyToProto(known[-1])
    found = [file_descriptor(p) for p in paths if p.is_file()]
    return [fdp for fdp in found if fdp is not None] + known


@cache
def _serving_outer() -> dict[str, str]:
    """Serving's top-level messages → the Java outer class they are nested in."""
    out = {}
    for proto in _descriptors():
        if proto.package == SERVING_PACKAGE:  # type: ignore[attr-defined]
            stem = proto.name.rsplit("/", 1)[-1].removesuffix(".proto")  # type: ignore[attr-defined]
            names = [m.name for m in proto.message_type]  # type: ignore[attr-defined]
            out.update(dict.fromkeys(names, SERVING_OUTER_CLASSES[stem]))
    return out


def _type_name(full: str) -> str:
    """``.tensorflow.TensorShapeProto.Dim`` → ``TensorShapeProto.Dim``; Serving's messages by
    their Java names (``Model.ModelSpec``), protobuf's by theirs (``Int64Value``)."""
    name = full.lstrip(".")
    if name.startswith(SERVING_PACKAGE + "."):
        name = name[len(SERVING_PACKAGE) + 1 :]
        outer = _serving_outer().get(name.split(".")[0])
        return f"{outer}.{name}" if outer else name
    if name.removeprefix("google.protobuf.") in WELL_KNOWN and name != "google.protobuf.Any":
        return name.removeprefix("google.protobuf.")
    # (Any stays protobuf.Any: the binding has an op class Any)
    return name.split(".", 1)[-1]


@cache
def messages() -> dict[str, dict[str, Field]]:
    """Message (simple name, ``Outer.Inner`` when nested) → Java accessor stem → field."""
    out: dict[str, dict[str, Field]] = {}
    entries: dict[str, tuple[object, object]] = {}
    pending = []
    for proto in _descriptors():
        package = proto.package  # type: ignore[attr-defined]
        named = package in (SERVING_PACKAGE, "google.protobuf")  # by their Java names
        stack = [
            (m, _type_name(f".{package}.{m.name}") if named else m.name)
            for m in proto.message_type  # type: ignore[attr-defined]
        ]
        while stack:
            message, name = stack.pop()
            stack.extend((n, f"{name}.{n.name}") for n in message.nested_type)
            if message.options.map_entry:
                entries[name] = (message.field[0], message.field[1])
                continue
            pending.append((name, message))
    for name, message in pending:
        if name in out:
            continue
        fields: dict[str, Field] = {}
        for f in message.field:
            kind = {11: "message", 10: "message", 14: "enum"}.get(f.type, "scalar")
            java = _type_name(f.type_name) if kind != "scalar" else _SCALARS.get(f.type, "")
            entry = entries.get(_type_name(f.type_name)) if kind == "message" else None
            if entry is not None:
                key, value = entry
                vkind = {11: "message", 14: "enum"}.get(value.type, "scalar")  # type: ignore[attr-defined]
                vjava = (
                    _type_name(value.type_name)  # type: ignore[attr-defined]
                    if vkind != "scalar"
                    else _SCALARS.get(value.type, "")  # type: ignore[attr-defined]
                )
                fields[_camel(f.name)] = Field(
                    f.name,
                    vjava,
                    vkind,
                    map_key=_SCALARS.get(key.type, "String"),  # type: ignore[attr-defined]
                )
                continue
            fields[_camel(f.name)] = Field(f.name, java, kind, repeated=f.label == 3)
        out[name] = fields
    return out


def field(message: str | None, stem: str) -> Field | None:
    """The field whose Java accessors are ``get<stem>``/``set<stem>``/... of ``message``."""
    if not message:
        return None
    fields = messages().get(message)
    if fields is None and "." not in message:
        # a nested message written by its simple name (``Dim`` for TensorShapeProto.Dim)
        nested = [m for m in messages() if m.endswith("." + message)]
        fields = messages()[nested[0]] if len(nested) == 1 else None
    return None if fields is None else fields.get(stem)


def is_message(name: str | None) -> bool:
    return bool(name) and name in messages()


@cache
def enums() -> frozenset[str]:
    """The enums that TensorFlow's messages' fields are of (``DataType``,
    ``OptimizerOptions.GlobalJitLevel``), by the names a port's types carry."""
    kinds = {
        f.java_type for fields in messages().values() for f in fields.values() if f.kind == "enum"
    }
    # (Serving's by their Java names only: ``State`` alone is too common a name)
    serving = set(SERVING_OUTER_CLASSES.values())
    return frozenset(
        kinds | {n.rsplit(".", 1)[-1] for n in kinds if n.split(".")[0] not in serving}
    )


@cache
def all_enums() -> frozenset[str]:
    """Every enum of TensorFlow's messages, top-level (``DataType``) or nested
    (``OptimizerOptions.Level``), by its name under the Java package."""
    out: set[str] = set()
    for proto in _descriptors():
        if proto.package == SERVING_PACKAGE:  # type: ignore[attr-defined]
            continue  # (not in org.tensorflow.proto's packages)
        out.update(e.name for e in proto.enum_type)  # type: ignore[attr-defined]
        stack = [(m, m.name) for m in proto.message_type]  # type: ignore[attr-defined]
        while stack:
            message, name = stack.pop()
            stack.extend((n, f"{name}.{n.name}") for n in message.nested_type)
            out.update(f"{name}.{e.name}" for e in message.enum_type)
    return frozenset(out)


def java_enum(name: str | None, imported: dict[str, str]) -> str | None:
    """The protobuf enum (other than ``DataType``, the binding's) that a qualified Java name
    or a type's name (``Level``, qualified by the file's ``imported`` classes) stands for, as
    ``OptimizerOptions.Level``; None for any other name."""
    if not name:
        return None
    head = name.split(".")[0]
    if head in imported:
        name = imported[head] + name[len(head) :]  # Level: its import's qualified name
    if not name.startswith("org.tensorflow.proto"):
        return None
    parts = name.split(".")
    first = next((k for k, p in enumerate(parts) if p[:1].isupper()), None)
    if first is None:
        return None
    inner = ".".join(parts[first:])
    return inner if inner in all_enums() and inner != "DataType" else None
