"""A TensorFlow-free, typed copy of the parts of an ``OpDef`` that shape the Java surface.

:func:`op_spec_from_proto` reads an ``op_def_pb2.OpDef`` message (from the runtime registry or a
custom op library) without importing TensorFlow: dtype names come from the message's own enum
descriptor. Attribute defaults are converted to plain YAML values here:

========== ==================================================================================
int        ``int``
float      the shortest decimal that round-trips through float32 (``1e-05``, ``.inf``, ``.nan``)
bool       ``bool``
string     ``str`` (UTF-8; undecodable bytes are backslash-escaped)
type       the dtype name, ``DT_INT32``
shape      a list of dimensions, ``-1`` for unknown ones, or ``None`` for an unknown rank
tensor     ``{dtype, shape, values}`` with the values flattened
func       the function name
list(...)  a list of the above
========== ==================================================================================
"""

from __future__ import annotations

import math
import struct
from dataclasses import dataclass
from typing import Any, TypeAlias

#: A plain YAML value.
YamlValue: TypeAlias = None | bool | int | float | str | list["YamlValue"] | dict[str, "YamlValue"]


@dataclass(frozen=True)
class ArgSpec:
    """One input or output argument of an op."""

    name: str
    #: The fixed dtype (``DT_FLOAT``), or ``""`` when the type comes from an attribute.
    dtype: str = ""
    type_attr: str = ""
    number_attr: str = ""
    type_list_attr: str = ""

    @property
    def is_list(self) -> bool:
        """Whether the argument is a list of tensors."""
        return bool(self.number_attr or self.type_list_attr)


@dataclass(frozen=True)
class AttrSpec:
    """One attribute of an op."""

    name: str
    #: The OpDef attribute type string: ``int``, ``type``, ``list(shape)``, ...
    type: str
    has_default: bool = False
    default: YamlValue = None
    #: The dtypes of ``allowed_values`` for ``type``/``list(type)`` attributes.
    allowed_types: tuple[str, ...] = ()


@dataclass(frozen=True)
class OpSpec:
    """The name, arguments and attributes of one op, in OpDef order."""

    name: str
    inputs: tuple[ArgSpec, ...] = ()
    outputs: tuple[ArgSpec, ...] = ()
    attrs: tuple[AttrSpec, ...] = ()

    def attr(self, name: str) -> AttrSpec:
        """Return the attribute called ``name``."""
        for attr in self.attrs:
            if attr.name == name:
                return attr
        raise KeyError(f"op {self.name} has no attribute {name!r}")


def float32_value(value: float) -> float:
    """Return the float with the shortest decimal spelling that has the same float32 value.

    OpDefs store float defaults as float32, so ``1e-4`` reads back as ``9.999999747378752e-05``.
    """
    if math.isnan(value) or math.isinf(value):
        return value
    target = struct.pack("<f", value)
    for digits in range(1, 18):
        candidate = float(f"{value:.{digits}g}")
        if struct.pack("<f", candidate) == target:
            return candidate
    return value


def _text(raw: bytes) -> str:
    return raw.decode("utf-8", errors="backslashreplace")


def _enum_name(message: Any, field: str, number: int) -> str:
    """Return the name of enum value ``number`` of ``message.field`` (e.g. a ``DataType``)."""
    enum_type = message.DESCRIPTOR.fields_by_name[field].enum_type
    value = enum_type.values_by_number.get(number)
    return str(value.name) if value is not None else str(number)


def _shape_value(shape: Any) -> YamlValue:
    if shape.unknown_rank:
        return None
    return [int(dim.size) for dim in shape.dim]


# TensorProto value fields by dtype, and the struct code of their ``tensor_content`` encoding.
_TENSOR_FIELDS: dict[str, tuple[str, str]] = {
    "DT_FLOAT": ("float_val", "f"),
    "DT_DOUBLE": ("double_val", "d"),
    "DT_INT32": ("int_val", "i"),
    "DT_UINT8": ("int_val", "B"),
    "DT_INT16": ("int_val", "h"),
    "DT_INT8": ("int_val", "b"),
    "DT_UINT16": ("int_val", "H"),
    "DT_QINT8": ("int_val", "b"),
    "DT_QUINT8": ("int_val", "B"),
    "DT_QINT16": ("int_val", "h"),
    "DT_QUINT16": ("int_val", "H"),
    "DT_QINT32": ("int_val", "i"),
    "DT_INT64": ("int64_val", "q"),
    "DT_UINT32": ("uint32_val", "I"),
    "DT_UINT64": ("uint64_val", "Q"),
    "DT_BOOL": ("bool_val", "?"),
    "DT_STRING": ("string_val", ""),
}


def _tensor_value(tensor: Any) -> YamlValue:
    dtype = _enum_name(tensor, "dtype", tensor.dtype)
    shape = _shape_value(tensor.tensor_shape)
    field_name, code = _TENSOR_FIELDS.get(dtype, ("", ""))
    values: list[YamlValue] = []
    if field_name and tensor.tensor_content and code:
        count = len(tensor.tensor_content) // struct.calcsize(code)
        values = list(struct.unpack(f"<{count}{code}", tensor.tensor_content))
    elif field_name:
        raw = list(getattr(tensor, field_name))
        values = [_text(v) if isinstance(v, bytes) else v for v in raw]
    if dtype == "DT_FLOAT":
        values = [float32_value(v) if isinstance(v, float) else v for v in values]
    # A TensorProto may list fewer values than elements: the last one fills the rest.
    if (
        values
        and isinstance(shape, list)
        and all(dim >= 0 for dim in shape if isinstance(dim, int))
    ):
        size = math.prod(dim for dim in shape if isinstance(dim, int))
        if len(values) < size:
            values = values + [values[-1]] * (size - len(values))
    return {"dtype": dtype, "shape": shape, "values": values}


def _list_value(attr_type: str, value_list: Any) -> YamlValue:
    element = attr_type[len("list(") : -1]
    if element == "string":
        return [_text(v) for v in value_list.s]
    if element == "int":
        return [int(v) for v in value_list.i]
    if element == "float":
        return [float32_value(v) for v in value_list.f]
    if element == "bool":
        return [bool(v) for v in value_list.b]
    if element == "type":
        return [_enum_name(value_list, "type", v) for v in value_list.type]
    if element == "shape":
        return [_shape_value(v) for v in value_list.shape]
    if element == "tensor":
        return [_tensor_value(v) for v in value_list.tensor]
    if element == "func":
        return [str(v.name) for v in value_list.func]
    return []


def attr_value(attr_type: str, value: Any) -> YamlValue:
    """Convert an ``AttrValue`` message of an attribute of type ``attr_type`` to a YAML value."""
    kind = value.WhichOneof("value")
    if kind == "s":
        return _text(value.s)
    if kind == "i":
        return int(value.i)
    if kind == "f":
        return float32_value(value.f)
    if kind == "b":
        return bool(value.b)
    if kind == "type":
        return _enum_name(value, "type", value.type)
    if kind == "shape":
        return _shape_value(value.shape)
    if kind == "tensor":
        return _tensor_value(value.tensor)
    if kind == "func":
        return str(value.func.name)
    if kind == "list" or (kind is None and attr_type.startswith("list(")):
        return _list_value(attr_type, value.list)
    return None


def _arg_spec(arg: Any) -> ArgSpec:
    return ArgSpec(
        name=str(arg.name),
        dtype=_enum_name(arg, "type", arg.type) if arg.type else "",
        type_attr=str(arg.type_attr),
        number_attr=str(arg.number_attr),
        type_list_attr=str(arg.type_list_attr),
    )


def _attr_spec(attr: Any) -> AttrSpec:
    has_default = bool(attr.HasField("default_value"))
    allowed: tuple[str, ...] = ()
    if attr.HasField("allowed_values"):
        allowed_list = attr.allowed_values.list
        allowed = tuple(_enum_name(allowed_list, "type", t) for t in allowed_list.type)
    return AttrSpec(
        name=str(attr.name),
        type=str(attr.type),
        has_default=has_default,
        default=attr_value(str(attr.type), attr.default_value) if has_default else None,
        allowed_types=allowed,
    )


def op_spec_from_proto(op_def: Any) -> OpSpec:
    """Return the :class:`OpSpec` of an ``op_def_pb2.OpDef`` message."""
    return OpSpec(
        name=str(op_def.name),
        inputs=tuple(_arg_spec(arg) for arg in op_def.input_arg),
        outputs=tuple(_arg_spec(arg) for arg in op_def.output_arg),
        attrs=tuple(_attr_spec(attr) for attr in op_def.attr),
    )
