"""``org.tensorflow.Graph``: a data flow graph that scopes add nodes to."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from tfjava.environment import ExecutionEnvironment
from tfjava.operand import Output
from tfjava.operation import GraphOperation, Operation


class Graph(ExecutionEnvironment):
    """A TensorFlow graph; ops built in a graph scope become its nodes.

    Wraps a ``tf.Graph`` (``_g``), so TensorFlow's sessions, gradients and GraphDef import and
    export work on it unchanged.
    """

    __slots__ = ("_g", "_init_ops")

    def __init__(self, graph: Any = None) -> None:
        super().__init__(eager=False)
        if graph is None:
            import tensorflow as tf

            graph = tf.Graph()
        self._g = graph
        self._init_ops: list[GraphOperation] = []

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

    def output(self, output: str) -> Output[Any]:
        """The output ``"name:index"`` (``"name"`` means index 0)."""
        name, _, index = output.rpartition(":")
        if not name or not index.isdigit():
            name, index = output, "0"
        op = self.operationOrThrow(name)
        return op.output(int(index))

    def operations(self) -> Iterator[GraphOperation]:
        """All nodes, in the order they were added."""
        self._check_open()
        return (self._wrap(op) for op in self._g.get_operations())

    # -- GraphDef -----------------------------------------------------------------------------

    def toGraphDef(self) -> Any:
        """The graph as a ``GraphDef`` protocol buffer."""
        self._check_open()
        return self._g.as_graph_def()

    def importGraphDef(self, graphDef: Any, prefix: str = "") -> None:
        """Add the nodes of ``graphDef`` (a ``GraphDef`` or its serialized bytes)."""
        self._check_open()
        import tensorflow as tf
        from tensorflow.core.framework import graph_pb2

        if isinstance(graphDef, (bytes, bytearray)):
            graphDef = graph_pb2.GraphDef.FromString(bytes(graphDef))
        if not isinstance(graphDef, graph_pb2.GraphDef):
            raise TypeError(f"importGraphDef expects a GraphDef or bytes, got {type(graphDef)}")
        with self._g.as_default():
            tf.graph_util.import_graph_def(graphDef, name=prefix)
        self.baseScope().refreshNames()

    # -- init ops -----------------------------------------------------------------------------

    def registerInitOp(self, op: Operation) -> None:
        if isinstance(op, GraphOperation) and op not in self._init_ops:
            self._init_ops.append(op)

    def isInitOp(self, op: Operation) -> bool:
        return op in self._init_ops

    def initializers(self) -> list[GraphOperation]:
        return list(self._init_ops)

    def hasInitializers(self) -> bool:
        return bool(self._init_ops)

    def __repr__(self) -> str:
        state = "closed " if self._closed else ""
        return f"<{state}Graph at 0x{id(self):x}>"
