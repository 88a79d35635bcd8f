"""``org.tensorflow.OperationAttributeInspector``: typed access to a graph node's attributes."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tensorflow.python.framework import tensor_util

from tfjava.base.proto_enums import data_type
from tfjava.ndarray import Shape
from tfjava.ndarray.shape import shape_from_proto
from tfjava.types.registry import type_for_dtype

if TYPE_CHECKING:
    from tfjava.exec.concrete_function import ConcreteFunction
    from tfjava.exec.graph import Graph


class AttributeGetters:
    """The ``getAttr*`` methods, over ``_attr_value(name)`` (a TensorFlow ``AttrValue``)."""

    __slots__ = ()

    def _attr_value(self, name: str) -> Any:
        raise NotImplementedError

    def _checked(self, name: str, field: str) -> Any:
        value = self._attr_value(name)
        kind = value.WhichOneof("value")
        if kind != field:
            raise ValueError(f"attribute {name!r} holds a {kind or 'nothing'}, not a {field}")
        return getattr(value, field)

    def _list(self, name: str, field: str) -> list[Any]:
        value = self._attr_value(name)
        kind = value.WhichOneof("value")
        if kind != "list":
            raise ValueError(f"attribute {name!r} holds a {kind or 'nothing'}, not a list")
        return list(getattr(value.list, field))

    def getAttrMetadata(self, name: str) -> Any:
        """The raw ``AttrValue`` protocol buffer of attribute ``name``."""
        return self._attr_value(name)

    def getAttrString(self, name: str) -> str:
        return bytes(self._checked(name, "s")).decode("utf-8")

    def getAttrStringList(self, name: str) -> list[str]:
        return [bytes(s).decode("utf-8") for s in self._list(name, "s")]

    def getAttrInt(self, name: str) -> int:
        return int(self._checked(name, "i"))

    def getAttrIntList(self, name: str) -> list[int]:
        return [int(v) for v in self._list(name, "i")]

    def getAttrFloat(self, name: str) -> float:
        return float(self._checked(name, "f"))

    def getAttrFloatList(self, name: str) -> list[float]:
        return [float(v) for v in self._list(name, "f")]

    def getAttrBool(self, name: str) -> bool:
        return bool(self._checked(name, "b"))

    def getAttrBoolList(self, name: str) -> list[bool]:
        return [bool(v) for v in self._list(name, "b")]

    def getAttrType(self, name: str) -> Any:
        """The ``DataType`` value of a type attribute."""
        return data_type(int(self._checked(name, "type")))

    def getAttrTypeList(self, name: str) -> list[Any]:
        return [data_type(int(v)) for v in self._list(name, "type")]

    def getAttrShape(self, name: str) -> Shape:
        return shape_from_proto(self._checked(name, "shape"))

    def getAttrShapeList(self, name: str) -> list[Shape]:
        return [shape_from_proto(p) for p in self._list(name, "shape")]

    def getAttrTensor(self, name: str) -> Any:
        """The value of a tensor attribute, as a typed tensor."""

        proto = self._checked(name, "tensor")
        return type_for_dtype(int(proto.dtype))._from_numpy(tensor_util.MakeNdarray(proto))


class OperationAttributeInspector(AttributeGetters):
    """What ``GraphOperation.attributes()`` returns."""

    __slots__ = ("_graph", "_node")

    def __init__(self, node: Any, graph: Graph) -> None:
        self._node = node
        self._graph = graph  # the Graph that holds the node: it gives function attributes

    def getAttrFunction(self, name: str) -> ConcreteFunction | None:
        """The function of a function-valued attribute, from the graph's library, or None when
        the attribute holds no function or the graph does not have it."""
        value = self._attr_value(name)
        fname = value.func.name if value.HasField("func") else ""
        return self._graph.getFunction(fname) if fname else None

    def _attr_value(self, name: str) -> Any:
        attrs = self._node.node_def.attr
        if name not in attrs:
            raise ValueError(f"{self._node.type} has no attribute named {name!r}")
        return attrs[name]
