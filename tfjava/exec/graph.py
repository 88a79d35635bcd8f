"""``org.tensorflow.Graph``: a data flow graph that scopes add nodes to."""

from __future__ import annotations

import weakref
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

import tensorflow as tf
from tensorflow.core.framework import graph_pb2
from tensorflow.python.framework import errors
from tensorflow.python.ops import gradients_impl

from tfjava.core.environment import ExecutionEnvironment
from tfjava.core.operand import Operand, Output
from tfjava.core.operation import GraphOperation, Operation

if TYPE_CHECKING:
    from tfjava.core.raw_op import Op
    from tfjava.core.scope import Scope
    from tfjava.dispatch.operation_builder import OperationBuilder
    from tfjava.exec.concrete_function import ConcreteFunction

INIT_OP_NAME = "Init"
"""The name of the init op of an exported GraphDef (TensorFlow Java's ``Graph.INIT_OP_NAME``)."""

_WhileBuilder = Callable[["Graph", list[Output[Any]], list[Any]], None]
"""``Graph.WhileSubgraphBuilder``: ``builder(graph, inputs, outputs)`` fills ``outputs``."""


class Graph(ExecutionEnvironment):
    """A TensorFlow graph; ops built in a graph scope become its nodes.

    Wraps a ``tf.Graph`` (``_g``), so TensorFlow's sessions, gradients and GraphDef import and
    export work on it unchanged.
    """

    __slots__ = ("_g", "_init_ops")
    _ctx = None  # no eager context
    _fast_ctx = None  # what generated code gives the eager fast path: read in _convert, unused

    WhileSubgraphBuilder = _WhileBuilder
    INIT_OP_NAME = INIT_OP_NAME

    def __init__(self, graph: Any = None) -> None:
        super().__init__(eager=False)
        existing = graph is not None
        if graph is None:
            graph = tf.Graph()
        self._g = graph
        if getattr(graph, "_tfjava_graph", None) is None:
            # Custom gradients, called by TensorFlow with its ops, find this Graph from them.
            graph._tfjava_graph = weakref.ref(self)
        self._init_ops: list[GraphOperation] = []
        if existing and graph.get_operations():
            self.baseScope().refreshNames()

    # -- operations ---------------------------------------------------------------------------

    def _wrap(self, op: Any) -> GraphOperation:
        return GraphOperation(self, op)

    def _output_of(self, t: Any) -> Output[Any]:
        return Output(self._wrap(t.op), t.value_index, t)

    def operation(self, name: str) -> GraphOperation | None:
        """The node called ``name``, or None."""
        self._check_open()
        try:
            return self._wrap(self._g.get_operation_by_name(name))
        except (KeyError, ValueError):
            return None

    def operationOrThrow(self, name: str) -> GraphOperation:
        """The node called ``name``; raises ``ValueError`` if there is none."""
        op = self.operation(name)
        if op is None:
            raise ValueError(f"No Operation named [{name}] in the Graph")
        return op

    def hasOperation(self, name: str) -> bool:
        return self.operation(name) is not None

    def output(self, output: str) -> Output[Any] | None:
        """The output ``"name:index"`` (``"name"`` means index 0), or None if there is no node
        of that name; raises ``ValueError`` for a malformed index."""
        colon = output.rfind(":")
        if colon == -1 or colon == len(output) - 1:
            name, index = output, 0
        else:
            name = output[:colon]
            try:
                index = int(output[colon + 1 :])
            except ValueError:
                raise ValueError(
                    f'Could not get output for badly formatted output name: "{output}"'
                ) from None
        op = self.operation(name)
        return None if op is None else op.output(index)

    def outputOrThrow(self, output: str) -> Output[Any]:
        """Like ``output``, but raises ``ValueError`` if there is no such node."""
        out = self.output(output)
        if out is None:
            raise ValueError(f"No Operation named [{output}] in the Graph")
        return out

    def operations(self) -> Iterator[GraphOperation]:
        """All nodes, in the order they were added."""
        self._check_open()
        return (self._wrap(op) for op in self._g.get_operations())

    # -- subgraphs ----------------------------------------------------------------------------

    def _op_names(self) -> Iterator[str]:
        return (op.name for op in self._g.get_operations())

    def _graph_op(self, operand: Operand[Any] | Op) -> GraphOperation:
        self.checkInput(operand)
        return operand.op()  # type: ignore[return-value]

    def _raw(self, operand: Operand[Any]) -> Any:
        self.checkInput(operand)
        return operand.asOutput()._t

    def completeSubgraph(
        self, inputs: Iterable[Operand[Any]], outputs: Iterable[Operand[Any]]
    ) -> set[GraphOperation]:
        """The nodes needed to compute ``outputs`` from ``inputs`` (both included), following
        inputs and control inputs; ``inputs`` must be single-output ops."""
        if inputs is None or outputs is None:
            raise ValueError("Inputs and outputs can't be null.")
        seen: dict[GraphOperation, None] = {}
        input_ops: set[GraphOperation] = set()
        for x in inputs:
            if x.op().numOutputs() > 1:
                raise RuntimeError("Only ops with one output are supported as subgraph inputs")
            op = self._graph_op(x)
            input_ops.add(op)
            seen[op] = None
        todo = deque(self._graph_op(y) for y in outputs)
        while todo:
            op = todo.popleft()
            if op in seen:
                continue
            seen[op] = None
            todo.extend(c for c in op.controlInputs() if c not in input_ops)
            todo.extend(
                i.op()  # type: ignore[misc]
                for i in op.inputs()
                if i.op() not in input_ops
            )
        return set(seen)

    def subgraphToOps(self, outputs: Iterable[GraphOperation]) -> set[GraphOperation]:
        """Every node that ``outputs`` need (through inputs and control inputs), not themselves."""
        starts = set(outputs)
        seen: set[GraphOperation] = set()
        todo = deque(starts)
        while todo:
            op = todo.popleft()
            if op not in seen:
                seen.add(op)
                todo.extend(i.op() for i in op.inputs())  # type: ignore[misc]
                todo.extend(op.controlInputs())
        return seen - starts

    def subgraphFromOps(self, inputs: Iterable[GraphOperation]) -> set[GraphOperation]:
        """Every node that uses ``inputs`` directly or indirectly, not themselves."""
        starts = set(inputs)
        seen: set[GraphOperation] = set()
        todo = deque(starts)
        while todo:
            op = todo.popleft()
            if op not in seen:
                seen.add(op)
                todo.extend(op.consumers())
                todo.extend(op.controlConsumers())
        return seen - starts

    def subgraphTo(self, outputs: Iterable[Operand[Any]]) -> set[GraphOperation]:
        """``subgraphToOps`` of the ops of ``outputs``."""
        return self.subgraphToOps(self._graph_op(o) for o in outputs)

    def subgraphFrom(self, inputs: Iterable[Operand[Any]]) -> set[GraphOperation]:
        """The consumers of ``inputs`` and everything downstream of them."""
        ops: set[GraphOperation] = set()
        for x in inputs:
            op = self._graph_op(x)
            ops |= op.consumers(x.asOutput().index())
            ops |= op.controlConsumers()
        return self.subgraphFromOps(ops) | ops

    # -- GraphDef -----------------------------------------------------------------------------

    def toGraphDef(self) -> Any:
        """The graph as a ``GraphDef`` protocol buffer. If the graph has initializers, it has
        TensorFlow Java's init op as well: a ``NoOp`` named ``Graph.INIT_OP_NAME`` (``"Init"``)
        with the initializers as control inputs, so that running it initialises an imported
        graph and ``importGraphDef`` restores them as initializers."""
        self._check_open()
        graph_def = self._g.as_graph_def()
        if self._init_ops:
            if any(node.name == INIT_OP_NAME for node in graph_def.node):
                raise RuntimeError(
                    f"Graph.toGraphDef: the graph has a node named {INIT_OP_NAME!r}, the name of "
                    "the init op that groups its initializers"
                )
            init = graph_def.node.add(name=INIT_OP_NAME, op="NoOp")
            init.input.extend(f"^{op.name()}" for op in self._init_ops)
        return graph_def

    def importGraphDef(self, graphDef: Any, prefix: str = "") -> None:
        """Add the nodes of ``graphDef`` (a ``GraphDef`` or its serialized bytes), their names
        prefixed by ``prefix/``; the control inputs of its init op (``toGraphDef``) become this
        graph's initializers, and the init op itself is not imported. Raises ``ValueError`` for
        anything else than a GraphDef."""
        self._check_open()

        if graphDef is None or prefix is None:
            raise ValueError("graphDef and prefix cannot be null")
        if isinstance(graphDef, (bytes, bytearray)):
            graphDef = graph_pb2.GraphDef.FromString(bytes(graphDef))
        if not isinstance(graphDef, graph_pb2.GraphDef):
            raise ValueError(  # noqa: TRY004 - Java: IllegalArgumentException
                f"importGraphDef expects a GraphDef or bytes, got {type(graphDef)}"
            )
        inits: list[str] = []
        init_index = _init_op_index(graphDef)
        if init_index is not None:
            inits = [name[1:] for name in graphDef.node[init_index].input]
            graphDef = graph_pb2.GraphDef.FromString(graphDef.SerializeToString())
            del graphDef.node[init_index]
        with self._g.as_default():
            tf.graph_util.import_graph_def(graphDef, name=prefix)
        for name in inits:
            self.registerInitOp(self.operationOrThrow(f"{prefix}/{name}" if prefix else name))
        self.baseScope().refreshNames()

    # -- functions ----------------------------------------------------------------------------

    def _function_library(self) -> list[Any]:
        return list(self._g.as_graph_def().library.function)

    def getFunction(self, key: str) -> ConcreteFunction | None:
        """The function called ``key`` in this graph's function library, or None."""
        # cycle: a ConcreteFunction is built from a Graph (Java's types meet).
        from tfjava.exec.concrete_function import ConcreteFunction

        self._check_open()
        library = self._function_library()
        for fdef in library:
            if fdef.signature.name == key:
                return ConcreteFunction._from_function_def(fdef, library)
        return None

    def functionNames(self) -> set[str]:
        """The names of the functions in this graph's function library."""
        self._check_open()
        return {fdef.signature.name for fdef in self._function_library()}

    def attachFunction(self, function: ConcreteFunction) -> None:
        """Add ``function`` (and the functions it calls) to this graph's function library."""
        # cycle: a ConcreteFunction is built from a Graph (Java's types meet).
        from tfjava.exec.concrete_function import ConcreteFunction

        self._check_open()
        if not isinstance(function, ConcreteFunction):
            raise TypeError(
                f"Graph.attachFunction expects a ConcreteFunction, got {type(function).__name__}"
            )
        function._check_open()
        function._attach(self._g)

    # -- init ops -----------------------------------------------------------------------------

    def registerInitOp(self, op: Operation) -> None:
        """Make ``op`` an initializer: sessions run it before their first run."""
        if isinstance(op, GraphOperation) and op not in self._init_ops:
            self._init_ops.append(op)

    def isInitOp(self, op: Operation) -> bool:
        return op in self._init_ops

    def initializers(self) -> list[GraphOperation]:
        """The initializers, in the order they were created."""
        return list(self._init_ops)

    def hasInitializers(self) -> bool:
        return bool(self._init_ops)

    # -- gradients ----------------------------------------------------------------------------

    def addGradients(self, *args: Any) -> list[Output[Any]]:
        """Add nodes computing ``d(y_1 + y_2 + ...)/dx_i`` for each ``x_i``.

        ``addGradients(y, x)`` (one output, a list of inputs) or
        ``addGradients(prefix, y, x, dx)``: ``prefix`` names the new nodes (None picks
        ``gradients``, ``gradients_1``, ...; a prefix already in use raises
        ``TFInvalidArgumentException``) and ``dx`` (None or one per ``y``) are the initial
        gradients. Returns one output per ``x``.
        """
        if len(args) == 2:
            y, x = args
            return self._add_gradients(None, [y], x, None)
        if len(args) == 4:
            return self._add_gradients(*args)
        raise TypeError("addGradients(y, x) or addGradients(prefix, y, x, dx)")

    def _add_gradients(
        self,
        prefix: str | None,
        y: Sequence[Operand[Any]],
        x: Sequence[Operand[Any]],
        dx: Sequence[Operand[Any]] | None,
    ) -> list[Output[Any]]:

        self._check_open()
        ys = [self._raw(v) for v in y]
        xs = [self._raw(v) for v in x]
        grad_ys = None if not dx else [self._raw(v) for v in dx]
        if grad_ys is not None and len(grad_ys) != len(ys):
            raise ValueError(f"dx must have one value per y: {len(grad_ys)} for {len(ys)}")
        used = [op.name for op in self._g.get_operations()]

        def taken(p: str) -> bool:
            return any(n == p or n.startswith(p + "/") for n in used)

        if prefix is None:
            prefix, i = "gradients", 0
            while taken(prefix):
                i += 1
                prefix = f"gradients_{i}"
        elif taken(prefix):
            raise errors.InvalidArgumentError(
                None, None, f"prefix [{prefix}] conflicts with existing node in the graph"
            )
        with self._g.as_default():
            grads = gradients_impl.gradients(
                ys, xs, grad_ys=grad_ys, name=prefix + "/", unconnected_gradients="zero"
            )
        self.baseScope().refreshNames()
        return [self._output_of(t) for t in grads]

    # -- control flow -------------------------------------------------------------------------

    def whileLoop(
        self,
        inputs: Sequence[Output[Any]],
        cgBuilder: _WhileBuilder,
        bgBuilder: _WhileBuilder,
        name: str,
    ) -> list[Output[Any]]:
        """A while loop over ``inputs``: ``cgBuilder(condGraph, condInputs, condOutputs)`` sets
        ``condOutputs[0]`` to the (boolean) condition and ``bgBuilder(bodyGraph, bodyInputs,
        bodyOutputs)`` sets one body output per input. Returns the loop's outputs."""

        self._check_open()
        loop_vars = [self._raw(v) for v in inputs]

        def run(builder: _WhileBuilder, n_out: int, args: tuple[Any, ...]) -> list[Any]:
            sub = Graph(tf.compat.v1.get_default_graph())
            sub_inputs = [sub._output_of(t) for t in args]
            sub_outputs: list[Any] = [None] * n_out
            builder(sub, sub_inputs, sub_outputs)
            for i, out in enumerate(sub_outputs):
                if out is None:
                    raise ValueError(f"while loop {name!r}: subgraph output {i} was not set")
            return [o.asOutput()._t for o in sub_outputs]

        def cond(*args: Any) -> Any:
            return run(cgBuilder, 1, args)[0]

        def body(*args: Any) -> list[Any]:
            return run(bgBuilder, len(args), args)

        with self._g.as_default():
            results = tf.while_loop(cond, body, loop_vars, name=name)
        self.baseScope().refreshNames()
        if not isinstance(results, (list, tuple)):
            results = [results]
        return [self._output_of(t) for t in results]

    def _new_builder(self, type: str, name: str, scope: Scope) -> OperationBuilder:
        # import time: loads on first use, not with `from org.tensorflow import Graph`
        from tfjava.dispatch.operation_builder import OperationBuilder

        return OperationBuilder(scope, type, name)

    def close(self) -> None:
        """Release the graph; using it, its operations or its sessions then raises."""
        self._closed = True

    def __repr__(self) -> str:
        state = "closed " if self._closed else ""
        return f"<{state}Graph at 0x{id(self):x}>"


def _init_op_index(graph_def: Any) -> int | None:
    """The position of the init op in ``graph_def`` (a NoOp named ``Init`` with control inputs
    only), or None."""
    for i, node in enumerate(graph_def.node):
        if (
            node.name == INIT_OP_NAME
            and node.op == "NoOp"
            and node.input
            and all(name.startswith("^") for name in node.input)
        ):
            return i
    return None
