"""``org.tensorflow.OperationBuilder``: builds one operation of any registered type."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from tensorflow.python.framework import op_def_registry, ops, tensor_util

from tfjava.base.legacy_data_type import DataType as LegacyDataType
from tfjava.core.operation import EagerOperation, Operation
from tfjava.core.raw_op import Op
from tfjava.dispatch import arguments as a
from tfjava.dispatch import attr_protos as d
from tfjava.dispatch import dispatch
from tfjava.ndarray import Shape
from tfjava.types import legacy

if TYPE_CHECKING:
    from tfjava.core.operand import Operand
    from tfjava.core.scope import Scope

_SCALAR_KINDS = ("string", "int", "float", "bool", "type", "shape", "tensor", "func")


def _declared_kind(op_type: str, name: str) -> str | None:
    """The attribute type that the OpDef of ``op_type`` declares for ``name``, if any."""

    op_def = op_def_registry.get(op_type)
    if op_def is None:
        return None
    for attr in op_def.attr:
        if attr.name == name:
            return str(attr.type)
    return None


def _is_type_value(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _attr_kind_and_value(name: str, value: Any, declared: str | None = None) -> tuple[str, Any]:
    """Java's ``setAttr`` overload for a Python value: (attribute kind, eager-form value).

    ``declared`` (the OpDef's attribute type) settles what a Python value alone cannot: an
    ``int`` that is a ``DataType`` value, an ``int`` for a ``float`` attribute, a list of dims
    for a ``shape``.
    """
    if isinstance(value, LegacyDataType):  # TensorFlow Java 1.x's DataType.FLOAT ...
        return d.TYPE, int(value)
    if declared == d.TYPE and _is_type_value(value):
        return d.TYPE, int(value)
    if declared == d.FLOAT and _is_type_value(value):
        return d.FLOAT, float(value)
    if (
        declared == "list(type)"
        and isinstance(value, (list, tuple))
        and value
        and all(_is_type_value(v) for v in value)
    ):
        return "list(type)", [int(v) for v in value]
    if isinstance(value, bool):
        return d.BOOL, value
    if isinstance(value, int):
        return d.INT, value
    if isinstance(value, float):
        return d.FLOAT, value
    if isinstance(value, (str, bytes)):
        return d.STRING, value
    if isinstance(value, Shape):
        return d.SHAPE, a.attr_shape(value, "OperationBuilder", name)
    if isinstance(value, type) and hasattr(value, "DTYPE"):
        return d.TYPE, value.DTYPE
    if hasattr(type(value), "DTYPE") and hasattr(value, "numpy"):
        return d.TENSOR, a.attr_tensor(value, "OperationBuilder", name)
    if hasattr(value, "name") and hasattr(value, "add_to_graph"):
        return d.FUNC, value
    if isinstance(value, Iterable):
        items = list(value)
        item_kind = declared[5:-1] if declared and declared.startswith("list(") else None
        if not items:
            if item_kind in _SCALAR_KINDS:
                return f"list({item_kind})", []
            raise ValueError(
                f"setAttr({name!r}, []): an empty list has no element type; "
                "TensorFlow takes the attribute's default when it is not set"
            )
        pairs = [_attr_kind_and_value(name, v, item_kind) for v in items]
        kinds = {k for k, _ in pairs}
        if kinds == {d.INT, d.FLOAT}:
            kinds = {d.FLOAT}
            pairs = [(d.FLOAT, float(v)) for _, v in pairs]
        if len(kinds) != 1:
            raise TypeError(f"setAttr({name!r}, ...): list elements must share one type")
        return f"list({kinds.pop()})", [v for _, v in pairs]
    raise TypeError(f"setAttr({name!r}, ...): unsupported attribute value {type(value).__name__}")


class OperationBuilder:
    """Collects inputs, attributes, device and control inputs, then ``build()`` s the op.

    Get one from ``scope.opBuilder(type, name)`` (which makes ``name`` unique in the scope) or
    ``env.opBuilder(type, name)`` (which uses ``name`` as given).
    """

    __slots__ = (
        "_attrs",
        "_built",
        "_controls",
        "_device",
        "_inputs",
        "_kinds",
        "_name",
        "_scope",
        "_type",
    )

    def __init__(self, scope: Scope, op_type: str, name: str) -> None:
        self._scope = scope
        self._type = op_type
        self._name = name
        self._inputs: list[Any] = []
        self._attrs: list[Any] = []
        self._kinds: dict[str, str] = {}
        self._controls: list[Operation] = []
        self._device = ""
        self._built = False
        scope.apply(self)

    def addInput(self, input: Operand[Any]) -> OperationBuilder:
        """Add the next input of the operation."""
        self._check_unbuilt()
        self._inputs.append(a.operand(self._scope.env(), input, self._type, "input"))
        return self

    def addInputList(self, inputs: Iterable[Operand[Any]]) -> OperationBuilder:
        """Add the next input, a list of operands (an OpDef list input)."""
        self._check_unbuilt()
        self._inputs.append(a.operand_list(self._scope.env(), inputs, self._type, "inputs"))
        return self

    def addControlInput(self, control: Operation) -> OperationBuilder:
        """Make the operation run after ``control``."""
        self._check_unbuilt()
        if isinstance(control, Op):
            control = control.op()
        self._scope.env().checkInput(control)
        self._controls.append(control)
        return self

    def setDevice(self, device: str) -> OperationBuilder:
        """Place the operation on ``device`` (a device string such as ``/device:CPU:0``)."""
        self._check_unbuilt()
        self._device = str(device)
        return self

    def setAttr(self, name: str, value: Any) -> OperationBuilder:
        """Set attribute ``name``; the Java overload is picked from the Python value (bool, int,
        float, str, bytes, a type class or ``DataType`` value, Shape, tensor, or a list of one
        of those) and, where the value alone is ambiguous, from the op's declared attribute."""
        self._check_unbuilt()
        if legacy.is_legacy_value(value):
            # TensorFlow Java 1.x code builds here: its sessions give 1.x tensors.
            legacy.mark_legacy(self._scope.env())
        kind, converted = _attr_kind_and_value(name, value, _declared_kind(self._type, name))
        self._kinds[name] = kind
        self._attrs.extend((name, converted))
        return self

    def _check_unbuilt(self) -> None:
        if self._built:
            raise RuntimeError("OperationBuilder cannot be used after build()")
        # As Java's builders, which reach their graph or eager session on every call.
        self._scope.env()._check_open()

    def build(self) -> Operation:
        """Create the operation (run it, in eager mode)."""
        if self._built:
            raise RuntimeError("OperationBuilder.build() may be called only once")
        self._built = True
        env = self._scope.env()
        if env._eager and self._type == "Const":
            return self._eager_const(env)
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

    def _eager_const(self, env: Any) -> Operation:
        """An eager ``Const``: TensorFlow's eager runtime does not take tensor attributes, so the
        value becomes an eager tensor directly (as TensorFlow's own ``constant`` does)."""

        env._check_open()
        attrs = dict(zip(self._attrs[::2], self._attrs[1::2], strict=True))
        if "value" not in attrs:
            raise ValueError("Const: attribute 'value' is required")
        proto = attrs["value"]
        tensor = ops.EagerTensor(
            tensor_util.MakeNdarray(proto), self._device or env._ctx.device_name, proto.dtype
        )
        return EagerOperation(env, "Const", self._name, [tensor], tuple(self._attrs))


class EagerOperationBuilder(OperationBuilder):
    """``org.tensorflow.EagerOperationBuilder``: the builder of an eager session's operations.

    Java's constructor ``new EagerOperationBuilder(session, type, name, scope)`` (package-private,
    used by TensorFlow Java's own tests) is this class's; ``session.opBuilder(type, name)`` is the
    public spelling and returns one too. ``name`` is used as given.
    """

    __slots__ = ()

    def __init__(self, session: Any, type: str, name: str, scope: Scope) -> None:
        if not session.isEager():
            raise ValueError(f"{session} is not an eager session")
        session._check_open()
        if not session.isOpEnabled(type):
            raise ValueError(f"Op {type} is not valid in eager mode.")
        super().__init__(scope, type, name)
