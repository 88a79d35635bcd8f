"""Attribute values serialised for graph building: ``AttrValue`` protos from the eager forms.

Generated code and ``OperationBuilder`` convert attribute values to the forms TensorFlow's eager
fast path takes (types as ``DataType`` ints, shapes as lists of dims or None, tensors as
``TensorProto``); a graph node takes each as a serialised ``AttrValue``, by the attribute kind
the generated class (or the builder) declares.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tensorflow.core.framework import attr_value_pb2, tensor_shape_pb2

if TYPE_CHECKING:
    from tfjava.exec.concrete_function import ConcreteFunction

# Attribute kinds, as TensorFlow spells attribute types.
STRING, INT, FLOAT, BOOL, TYPE, SHAPE, TENSOR, FUNC = (
    "string",
    "int",
    "float",
    "bool",
    "type",
    "shape",
    "tensor",
    "func",
)


class FunctionRef:
    """What a function-valued attribute carries from argument conversion to the op: the name
    (read by TensorFlow's eager fast path as ``.name``) and the function, attached to the graph
    when a graph node uses it."""

    __slots__ = ("fn", "name")

    def __init__(self, fn: ConcreteFunction) -> None:
        self.fn = fn
        self.name = fn.getDefinedName()


def serialize_attr(kind: str, value: Any, graph: Any = None) -> bytes:
    """The serialized ``AttrValue`` of an attribute of ``kind`` holding ``value`` (eager form)."""
    av = attr_value_pb2.AttrValue()
    if kind.startswith("list("):
        item = kind[5:-1]
        lst = av.list
        if item == STRING:
            lst.s.extend(as_bytes(v) for v in value)
        elif item == INT:
            lst.i.extend(value)
        elif item == FLOAT:
            lst.f.extend(value)
        elif item == BOOL:
            lst.b.extend(value)
        elif item == TYPE:
            lst.type.extend(value)
        elif item == SHAPE:
            lst.shape.extend(_shape_proto(v) for v in value)
        elif item == TENSOR:
            lst.tensor.extend(value)
        elif item == FUNC:
            lst.func.extend(_func_attr(v, graph) for v in value)
        else:
            raise ValueError(f"unknown attribute kind {kind!r}")
        if not value:
            av.list.SetInParent()
    elif kind == STRING:
        av.s = as_bytes(value)
    elif kind == INT:
        av.i = value
    elif kind == FLOAT:
        av.f = value
    elif kind == BOOL:
        av.b = value
    elif kind == TYPE:
        av.type = value
    elif kind == SHAPE:
        av.shape.CopyFrom(_shape_proto(value))
    elif kind == TENSOR:
        av.tensor.CopyFrom(value)
    elif kind == FUNC:
        av.func.CopyFrom(_func_attr(value, graph))
    else:
        raise ValueError(f"unknown attribute kind {kind!r}")
    return av.SerializeToString()  # type: ignore[no-any-return]


def as_bytes(value: str | bytes) -> bytes:
    return value.encode("utf-8") if isinstance(value, str) else bytes(value)


def _shape_proto(dims: list[int | None] | None) -> Any:
    proto = tensor_shape_pb2.TensorShapeProto()
    if dims is None:
        proto.unknown_rank = True
    else:
        for d in dims:
            proto.dim.add(size=-1 if d is None else d)
    return proto


def _func_attr(fn: Any, graph: Any) -> Any:
    """The ``NameAttrList`` of a function attribute value; in a graph, the function (and the
    functions it calls) also goes into the graph's function library."""
    if isinstance(fn, attr_value_pb2.NameAttrList):
        return fn
    if isinstance(fn, FunctionRef):
        if graph is not None:
            fn.fn._attach(graph)
        return attr_value_pb2.NameAttrList(name=fn.name)
    name = fn if isinstance(fn, str) else getattr(fn, "name", None)
    if isinstance(name, bytes):
        name = name.decode()
    if not isinstance(name, str):
        raise TypeError(f"expected a ConcreteFunction or function name, got {type(fn).__name__}")
    if graph is not None and not isinstance(fn, str):
        if hasattr(fn, "add_to_graph"):  # a ConcreteFunction
            fn.add_to_graph(graph)
        elif hasattr(fn, "definition") and hasattr(fn, "children"):  # an AtomicFunction
            graph._add_function_recursive(fn)
    return attr_value_pb2.NameAttrList(name=name)
