"""``org.tensorflow.op.RawOpInputs``: the inputs and attributes of a graph operation, read back.

Every generated op class has Java's nested ``Inputs`` class (``Cast.Inputs(graphOperation)``),
made from the class's ``OpSpec`` and TensorFlow's ``OpDef`` when it is first asked for (so that
importing an op module costs nothing more). An instance has one public attribute per op input
(an ``Output``, or a list of them for a list input), named as the Java parameter, then one per
attribute of the op (type classes as ``DataType`` numbers, int, float, bool, str, ``Shape``,
lists of them), named as Java names it, in OpDef order (Java's order).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from tfjava.ndarray.shape import shape_from_proto

if TYPE_CHECKING:
    from tfjava.core.attribute_inspector import OperationAttributeInspector
    from tfjava.core.operation import GraphOperation
    from tfjava.core.raw_op import RawOp

R = TypeVar("R", bound="RawOp")


def java_field(tf_name: str) -> str:
    """A TensorFlow attribute name as Java's generated field: ``shared_name`` → ``sharedName``."""
    return re.sub(r"_([a-z0-9])", lambda m: m.group(1).upper(), tf_name)


def _java_value(value: Any) -> Any:
    """An ``AttrValue`` as the Java value of its field."""
    kind = value.WhichOneof("value")
    if kind == "list":
        lst = value.list
        for field in ("s", "i", "f", "b", "type", "shape", "tensor", "func"):
            items = list(getattr(lst, field))
            if items:
                return [_scalar(field, v) for v in items]
        return []
    if kind == "shape":
        return shape_from_proto(value.shape)
    if kind is None:
        return None
    return _scalar(kind, getattr(value, kind))


def _scalar(kind: str, v: Any) -> Any:
    if kind == "s":
        return bytes(v).decode("utf-8", "replace")
    if kind == "i" or kind == "type":
        return int(v)
    if kind == "f":
        return float(v)
    if kind == "b":
        return bool(v)
    if kind == "shape":
        return shape_from_proto(v)
    if kind == "func":
        return v.name
    return v  # a TensorProto


class RawOpInputs(Generic[R]):
    """Base of every generated ``<Op>.Inputs``."""

    _OP_CLASS: ClassVar[type[Any]]
    # (field, OpDef input name) per input, then (field, attribute name) per attribute.
    _INPUT_FIELDS: ClassVar[tuple[tuple[str, str], ...]] = ()
    _ATTR_FIELDS: ClassVar[tuple[tuple[str, str], ...]] = ()

    def __init__(self, op: GraphOperation) -> None:
        # import time: loads on first use, not with `import org.tensorflow.op`
        from tfjava.core.operation import GraphOperation

        cls = self._OP_CLASS
        if not isinstance(op, GraphOperation):
            raise TypeError(
                f"{cls.__name__}.Inputs: expected a GraphOperation, got {type(op).__name__}"
            )
        if op.type() != cls.OP_NAME:
            raise ValueError(
                f"{cls.__name__}.Inputs: expected an operation of type {cls.OP_NAME}, not {op.type()}"
            )
        self._op = op
        index = 0
        for field, arg in self._INPUT_FIELDS:
            n = op.inputListLength(arg)
            if self._is_list(arg):
                setattr(self, field, [op.input(index + i) for i in range(n)])
            else:
                setattr(self, field, op.input(index))
            index += n
        node_attrs = op._op.node_def.attr
        for field, name in self._ATTR_FIELDS:
            setattr(self, field, _java_value(node_attrs[name]) if name in node_attrs else None)

    @classmethod
    def _is_list(cls, arg: str) -> bool:
        return arg in cls._OP_CLASS._LIST_INPUTS

    def getOutputs(self) -> R:
        """The op whose inputs these are (Java ``getOutputs()``)."""
        outputs: R = self._OP_CLASS(self._op)
        return outputs

    def attributeNames(self) -> set[str]:
        """The names of the operation's attributes, as TensorFlow names them."""
        return {name for _, name in self._ATTR_FIELDS}

    def attributeValue(self, name: str) -> Any:
        """The ``AttrValue`` of attribute ``name``."""
        attrs = self._op._op.node_def.attr
        if name not in attrs:
            raise ValueError(f"{self._OP_CLASS.__name__} has no attribute named {name!r}")
        return attrs[name]

    def attributeValues(self) -> dict[str, Any]:
        """Every attribute's ``AttrValue``, by name."""
        return {name: self.attributeValue(name) for name in sorted(self.attributeNames())}

    def attributes(self) -> OperationAttributeInspector:
        """Typed access to the attributes (``getAttrInt("N")``, ...)."""
        return self._op.attributes()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, RawOpInputs):
            return NotImplemented
        return type(self) is type(other) and self._op == other._op

    def __hash__(self) -> int:
        return hash(self._op)

    def __repr__(self) -> str:
        return f"{type(self).__qualname__}({self._op!r})"

    if TYPE_CHECKING:
        # The per-op fields are set from the OpDef. Each generated ``Inputs`` declares the ones
        # its opdef types (inputs, attributes it names); type checkers see the others as Any.
        def __getattr__(self, name: str) -> Any: ...


def inputs_class(op_class: type[Any]) -> type[RawOpInputs[Any]]:
    """``<op_class>.Inputs``, made from the class's spec and TensorFlow's OpDef."""
    # import time: loads on first use, not with `import org.tensorflow.op`
    from tfjava.core.operation import _op_def

    spec = op_class._SPEC
    op_def = _op_def(spec.op_type)
    java = {tf: java for tf, _, java in (*spec.attr_names, *spec.option_names)}
    input_fields = tuple(zip(spec.input_names, (a.name for a in op_def.input_arg), strict=False))
    attr_fields = tuple((java.get(a.name, java_field(a.name)), a.name) for a in op_def.attr)
    return type(
        "Inputs",
        (RawOpInputs,),
        {
            "_OP_CLASS": op_class,
            "_INPUT_FIELDS": input_fields,
            "_ATTR_FIELDS": attr_fields,
            "__qualname__": f"{op_class.__qualname__}.Inputs",
            "__module__": op_class.__module__,
            "__doc__": f"The inputs and attributes of a ``{op_class.__name__}`` graph operation.",
        },
    )


class InputsAccessor:
    """``RawOp.Inputs``: the class's ``Inputs``, made when first asked for and kept."""

    def __get__(self, obj: object, owner: type[Any]) -> type[RawOpInputs[Any]]:
        made = owner.__dict__.get("_inputs_class")
        if made is None:
            made = inputs_class(owner)
            owner._inputs_class = made
        return made
