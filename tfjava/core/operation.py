"""``org.tensorflow.Operation`` and its graph and eager implementations."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from tensorflow.python.framework import errors as _errors
from tensorflow.python.framework import op_def_registry

from tfjava.base.proto_enums import data_type
from tfjava.core.attribute_inspector import AttributeGetters, OperationAttributeInspector
from tfjava.core.operand import Output
from tfjava.ndarray import Shape
from tfjava.types.registry import type_for_dtype

if TYPE_CHECKING:
    from tensorflow.core.framework.op_def_pb2 import OpDef

    from tfjava.core.environment import ExecutionEnvironment
    from tfjava.exec.eager_session import EagerSession
    from tfjava.exec.graph import Graph


class NoSuchArgumentError(_errors.InvalidArgumentError, ValueError):  # type: ignore[misc]
    """An OpDef argument name that the operation does not have.

    Java throws ``TFInvalidArgumentException`` (``tf.errors.InvalidArgumentError``); it is a
    ``ValueError`` as well.
    """

    def __init__(self, message: str) -> None:
        super().__init__(None, None, message)


def _op_def(op_type: str) -> OpDef:

    op_def = op_def_registry.get(op_type)
    if op_def is None:
        raise ValueError(f"op type {op_type!r} is not registered in TensorFlow")
    return op_def


def _arg_index(op_def: OpDef, args: Any, name: str, what: str) -> int:
    for i, arg in enumerate(args):
        if arg.name == name:
            return i
    raise NoSuchArgumentError(f"{op_def.name} has no {what} named {name!r}")


def _shape_of_tensor(t: Any) -> Shape:

    dims = t.shape
    if dims.rank is None:
        return Shape.unknown()
    return Shape.of(*(-1 if d is None else d for d in dims.as_list()))


class Operation:
    """A node of a graph, or an operation executed eagerly."""

    # ``_type`` and ``_outs`` (raw output tensors) are read on the dispatch path.
    __slots__ = ("__weakref__", "_env", "_outs", "_type")

    _env: ExecutionEnvironment
    _type: str
    _outs: list[Any]

    def name(self) -> str:
        """The full name of the operation."""
        raise NotImplementedError

    def type(self) -> str:
        """The type of the operation (``"Add"``, ``"Const"``, ...)."""
        return self._type

    def numOutputs(self) -> int:
        """The number of tensors this operation produces."""
        return len(self._outs)

    def env(self) -> ExecutionEnvironment:
        """The execution environment this operation was created in."""
        return self._env

    def _raw_outputs(self) -> list[Any]:
        self._env._check_open()
        return self._outs

    def _attr_or_len(self, attr: str) -> int:
        raise NotImplementedError

    def _raw_output(self, idx: int) -> Any:
        raw = self._raw_outputs()
        if not 0 <= idx < len(raw):
            raise IndexError(f"output index {idx} out of range [0, {len(raw)}) of {self}")
        return raw[idx]

    def output(self, idx: int) -> Output[Any]:
        """The ``idx``-th output of this operation (a flat index over all outputs)."""
        return Output(self, idx, self._raw_output(idx))

    def outputList(self, idx: int, length: int) -> list[Output[Any]]:
        """``length`` consecutive outputs starting at flat index ``idx``."""
        raw = self._raw_outputs()
        if idx < 0 or length < 0 or idx + length > len(raw):
            raise IndexError(
                f"outputs [{idx}, {idx + length}) out of range [0, {len(raw)}) of {self}"
            )
        return [Output(self, i, raw[i]) for i in range(idx, idx + length)]

    def dtype(self, idx: int) -> Any:
        """The ``DataType`` of output ``idx``."""
        return data_type(self._raw_output(idx).dtype.as_datatype_enum)

    def shape(self, idx: int) -> Shape:
        """The (possibly partially known) shape of output ``idx``."""
        return _shape_of_tensor(self._raw_output(idx))

    def tensor(self, idx: int) -> Any:
        """The value of output ``idx`` as a typed tensor (eager operations only)."""
        raise RuntimeError(
            f"{self} is a graph operation: run it in a Session to get the values of its outputs"
        )

    def outputListLength(self, name: str) -> int:
        """How many outputs the OpDef output argument ``name`` has on this operation."""
        self._env._check_open()
        op_def = _op_def(self.type())
        arg = op_def.output_arg[_arg_index(op_def, op_def.output_arg, name, "output")]
        return self._arg_length(arg)

    def inputListLength(self, name: str) -> int:
        """How many inputs the OpDef input argument ``name`` has on this operation."""
        self._env._check_open()
        op_def = _op_def(self.type())
        arg = op_def.input_arg[_arg_index(op_def, op_def.input_arg, name, "input")]
        return self._arg_length(arg)

    def _arg_length(self, arg: Any) -> int:
        if arg.number_attr:
            return self._attr_or_len(arg.number_attr)
        if arg.type_list_attr:
            return self._attr_or_len(arg.type_list_attr)
        return 1

    def _output_offsets(self) -> dict[str, tuple[int, int]]:
        """Flat (start, length) of each OpDef output argument."""
        op_def = _op_def(self.type())
        offsets: dict[str, tuple[int, int]] = {}
        start = 0
        for arg in op_def.output_arg:
            n = self._arg_length(arg)
            offsets[arg.name] = (start, n)
            start += n
        return offsets

    def __repr__(self) -> str:
        return f"<{self.type()} '{self.name()}'>"

    __str__ = __repr__


class GraphOperation(Operation, AttributeGetters):
    """A node of a ``Graph``; wraps TensorFlow's graph ``Operation`` (``_op``)."""

    __slots__ = ("_op",)

    def __init__(self, graph: Graph, op: Any) -> None:
        self._env = graph
        self._op = op
        self._type = op.type
        self._outs = op.outputs

    def graph(self) -> Graph:
        return self._env  # type: ignore[return-value]

    def name(self) -> str:
        return str(self._op.name)

    def device(self) -> str:
        """The device this node is placed on ("" if unspecified)."""
        return str(self._op.device)

    def numInputs(self) -> int:
        return len(self._op.inputs)

    def inputs(self) -> list[Output[Any]]:
        """The inputs of this node, in order."""
        graph = self.graph()
        return [graph._output_of(t) for t in self._op.inputs]

    def input(self, idx: int) -> Output[Any]:
        """Input ``idx`` of this node."""
        inputs = self._op.inputs
        if not 0 <= idx < len(inputs):
            raise IndexError(f"input index {idx} out of range [0, {len(inputs)}) of {self}")
        return self.graph()._output_of(inputs[idx])

    def numConsumers(self, index: int | None = None) -> int:
        """How many nodes use output ``index`` (or any output) of this node."""
        return len(self.consumers(index))

    def consumers(self, index: int | None = None) -> set[GraphOperation]:
        """The nodes that use output ``index`` (or any output) of this node."""
        graph = self.graph()
        outs = self._op.outputs if index is None else [self._op.outputs[index]]
        return {graph._wrap(c) for t in outs for c in t.consumers()}

    def numControlInputs(self) -> int:
        return len(self._op.control_inputs)

    def controlInputs(self) -> set[GraphOperation]:
        """The nodes this node runs after (its control dependencies)."""
        graph = self.graph()
        return {graph._wrap(op) for op in self._op.control_inputs}

    def numControlConsumers(self) -> int:
        return len(self._op._control_outputs)

    def controlConsumers(self) -> set[GraphOperation]:
        """The nodes that run after this node (that have it as a control dependency)."""
        graph = self.graph()
        return {graph._wrap(op) for op in self._op._control_outputs}

    # Older spellings.
    numControlOutputs = numControlConsumers
    controlOutputs = controlConsumers

    def _attr_or_len(self, attr: str) -> int:
        value = self._op.get_attr(attr)
        return value if isinstance(value, int) else len(value)

    def attributes(self) -> OperationAttributeInspector:
        """Typed access to this node's attributes (``getAttrInt("N")``, ...)."""
        return OperationAttributeInspector(self._op, cast("Graph", self._env))

    def _attr_value(self, name: str) -> Any:
        return self.attributes()._attr_value(name)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GraphOperation):
            return NotImplemented
        return self._op is other._op

    def __hash__(self) -> int:
        return id(self._op)


class EagerOperation(Operation):
    """An operation executed at once by an ``EagerSession``; holds its output tensors."""

    __slots__ = ("_attrs", "_input_lengths", "_name")

    def __init__(
        self,
        session: EagerSession,
        op_type: str,
        name: str,
        outputs: list[Any],
        attrs: tuple[Any, ...] = (),
        input_lengths: dict[str, int] | None = None,
    ) -> None:
        if session._closed:
            session._check_open()
        self._env = session
        self._type = op_type
        self._name = name
        self._outs = outputs
        self._attrs = attrs
        self._input_lengths = input_lengths

    def name(self) -> str:
        return self._name

    def tensor(self, idx: int) -> Any:
        t = self._raw_output(idx)
        return type_for_dtype(int(t.dtype.as_datatype_enum))._from_tf(t)

    def _attr_or_len(self, attr: str) -> int:
        attrs = self._attrs
        for i in range(0, len(attrs), 2):
            if attrs[i] == attr:
                value = attrs[i + 1]
                return value if isinstance(value, int) else len(value)
        # Not given: inferred from an input list, or the attr's default.
        op_def = _op_def(self._type)
        for arg in op_def.input_arg:
            if (
                attr in (arg.number_attr, arg.type_list_attr)
                and self._input_lengths is not None
                and arg.name in self._input_lengths
            ):
                return self._input_lengths[arg.name]
        for a in op_def.attr:
            if a.name == attr and a.HasField("default_value"):
                dv = a.default_value
                return int(dv.i) if a.type == "int" else len(dv.list.type)
        # Only one list output whose length is unknown: it takes all outputs the others leave.
        fixed = sum(1 for arg in op_def.output_arg if not (arg.number_attr or arg.type_list_attr))
        lists = [arg for arg in op_def.output_arg if arg.number_attr or arg.type_list_attr]
        if len(lists) == 1:
            return len(self._outs) - fixed
        raise ValueError(f"cannot tell the value of attribute {attr!r} of {self}")

    def __eq__(self, other: object) -> bool:
        return self is other

    def __hash__(self) -> int:
        return id(self)
