"""Per-op specs for the native eager path, made from TensorFlow's registered OpDefs.

A spec is the tuple ``(inputs, attrs, outputs)`` that ``_eager.cc`` reads once per op type:

* ``inputs`` and ``outputs``: per argument ``(kind, attr, type_attr)``, kind 0 for one tensor,
  1 for a list sized by the int attribute ``attr``, 2 for a list typed by the type-list
  attribute ``attr``; ``type_attr`` is the type attribute the argument fixes, or -1 (indices
  into ``attrs``);
* ``attrs``: per attribute ``(name, kind, has_default, default_count, default_value)``, kind as
  numbered below (``LIST`` or-ed in for lists, 0 for kinds the native path leaves to
  TensorFlow's fast path), ``default_count`` the default of an int attribute or the length of a
  list default (-1 without), ``default_value`` the default in the form gradient functions read
  (None where it is not recorded).
"""

from __future__ import annotations

from typing import Any

from tensorflow.python.framework import op_def_registry

STRING, INT, FLOAT, BOOL, TYPE, SHAPE = 1, 2, 3, 4, 5, 6
LIST = 16
_KINDS = {"string": STRING, "int": INT, "float": FLOAT, "bool": BOOL, "type": TYPE, "shape": SHAPE}
SINGLE, NUMBER_LIST, TYPE_LIST = 0, 1, 2


def attr_kind(tf_type: str) -> int:
    """The native kind of an OpDef attribute type (``"list(int)"`` → ``INT | LIST``)."""
    if tf_type.startswith("list(") and tf_type.endswith(")"):
        kind = _KINDS.get(tf_type[5:-1], 0)
        return kind | LIST if kind else 0
    return _KINDS.get(tf_type, 0)


def _shape(proto: Any) -> list[int | None] | None:
    if proto.unknown_rank:
        return None
    return [None if d.size < 0 else int(d.size) for d in proto.dim]


def default_value(tf_type: str, value: Any) -> tuple[int, Any]:
    """``(default_count, default_value)`` of an attribute default (an ``AttrValue``)."""
    field = value.WhichOneof("value")
    if field == "list":
        items: list[Any]
        lst = value.list
        if tf_type == "list(type)":
            items = [int(t) for t in lst.type]
        elif tf_type == "list(int)":
            items = [int(i) for i in lst.i]
        elif tf_type == "list(float)":
            items = [float(f) for f in lst.f]
        elif tf_type == "list(bool)":
            items = [bool(b) for b in lst.b]
        elif tf_type == "list(string)":
            items = [bytes(s) for s in lst.s]
        elif tf_type == "list(shape)":
            items = [_shape(s) for s in lst.shape]
        else:
            return len(lst.tensor) + len(lst.func), None
        return len(items), items
    if field == "i":
        return int(value.i), int(value.i)
    if field == "f":
        return -1, float(value.f)
    if field == "b":
        return -1, bool(value.b)
    if field == "type":
        return -1, int(value.type)
    if field == "s":
        return -1, bytes(value.s)
    if field == "shape":
        return -1, _shape(value.shape)
    if field == "tensor":
        return -1, value.tensor
    return -1, None


def op_spec(op_type: str) -> tuple[Any, ...] | None:
    """The spec of ``op_type``, or None when the native path leaves the op to TensorFlow."""

    op_def = op_def_registry.get(op_type)
    if op_def is None:
        return None
    index = {a.name: i for i, a in enumerate(op_def.attr)}
    attrs = []
    for a in op_def.attr:
        has_default = a.HasField("default_value")
        count, value = default_value(a.type, a.default_value) if has_default else (-1, None)
        attrs.append((a.name, attr_kind(a.type), has_default, count, value))

    def arg(a: Any) -> tuple[int, int, int]:
        type_attr = index.get(a.type_attr, -1) if a.type_attr else -1
        if a.number_attr:
            return (NUMBER_LIST, index[a.number_attr], type_attr)
        if a.type_list_attr:
            return (TYPE_LIST, index[a.type_list_attr], -1)
        return (SINGLE, -1, type_attr)

    # Ref arguments (TF1 variables) are not eager; the fast path says so.
    if any(a.is_ref for a in (*op_def.input_arg, *op_def.output_arg)):
        return None
    return (
        tuple(arg(a) for a in op_def.input_arg),
        tuple(attrs),
        tuple(arg(a) for a in op_def.output_arg),
    )
