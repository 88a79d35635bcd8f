"""``org.tensorflow.OperationBuilder``: builds one operation of any registered type."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tfjava.op.scope import Scope
    from tfjava.operand import Output
    from tfjava.operation import Operation


def _attr_kind_and_value(name: str, value: Any) -> tuple[str, Any]:
    """Java's ``setAttr`` overload for a Python value: (attribute kind, eager-form value)."""
    from tfjava.ndarray import Shape
    from tfjava.op import dispatch as d

    if isinstance(value, bool):
        return d.BOOL, value
    if isinstance(value, int):
        return d.INT, value
    if isinstance(value, float):
        return d.FLOAT, value
    if isinstance(value, (str, bytes)):
        return d.STRING, value
    if isinstance(value, Shape):
        return d.SHAPE, d.attr_shape(value, "OperationBuilder", name)
    if isinstance(value, type) and hasattr(value, "DTYPE"):
        return d.TYPE, value.DTYPE
    if hasattr(type(value), "DTYPE") and hasattr(value, "numpy"):
        return d.TENSOR, d.attr_tensor(value, "OperationBuilder", name)
    if hasattr(value, "name") and hasattr(value, "add_to_graph"):
        return d.FUNC, value
    if isinstance(value, Iterable):
        items = list(value)
        if not items:
            raise ValueError(
                f"setAttr({name!r}, []): an empty list has no element type; "
                "TensorFlow takes the attribute's default when it is not set"
            )
        kinds = {_attr_kind_and_value(name, v)[0] for v in items}
        if kinds == {d.INT, d.FLOAT}:
            kinds = {d.FLOAT}
        if len(kinds) != 1:
            raise TypeError(f"setAttr({name!r}, ...): list elements must share one type")
        kind = kinds.pop()
        return f"list({kind})", [_attr_kind_and_value(name, v)[1] for v in items]
    raise TypeError(f"setAttr({name!r}, ...): unsupported attribute value {type(value).__name__}")


class OperationBuilder:
    """Collects inputs, attributes, device and control inputs, then ``build()`` s the op."""

    __slots__ = ("_scope", "_type", "_name", "_inputs", "_attrs", "_kinds", "_controls", "_device", "_built")

    def __init__(self, scope: Scope, op_type: str, name: str) -> None:
        self._scope = scope
        self._type = op_type
        self._name = scope.makeOpName(name)
        self._inputs: list[Any] = []
        self._attrs: list[Any] = []
        self._kinds: dict[str, str] = {}
        self._controls: list[Operation] = []
        self._device = ""
        self._built = False
        scope.apply(self)

    def addInput(self, input: Output[Any]) -> OperationBuilder:
        from tfjava.op.dispatch import operand

        self._inputs.append(operand(self._scope.env(), input, self._type, "input"))
        return self

    def addInputList(self, inputs: Iterable[Output[Any]]) -> OperationBuilder:
        from tfjava.op.dispatch import operand_list

        self._inputs.append(operand_list(self._scope.env(), inputs, self._type, "inputs"))
        return self

    def addControlInput(self, control: Operation) -> OperationBuilder:
        self._scope.env().checkInput(control)
        self._controls.append(control)
        return self

    def setDevice(self, device: str) -> OperationBuilder:
        self._device = str(device)
        return self

    def setAttr(self, name: str, value: Any) -> OperationBuilder:
        """Set attribute ``name``; the Java overload is picked from the Python value (bool, int,
        float, str, bytes, a type class, Shape, tensor, or a list of one of those)."""
        kind, converted = _attr_kind_and_value(name, value)
        self._kinds[name] = kind
        self._attrs.extend((name, converted))
        return self

    def build(self) -> Operation:
        """Create the operation (run it, in eager mode)."""
        if self._built:
            raise RuntimeError("OperationBuilder.build() may be called only once")
        self._built = True
        from tfjava.op import dispatch

        return dispatch.execute_built(
            self._scope,
            self._type,
            self._name,
            tuple(self._inputs),
            tuple(self._attrs),
            self._kinds,
            self._device,
            tuple(self._controls),
        )
