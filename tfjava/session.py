"""``org.tensorflow.Session``: runs the nodes of a ``Graph``."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from tfjava.graph import Graph
from tfjava.op.raw_op import Op
from tfjava.operand import Operand, Output
from tfjava.operation import GraphOperation, Operation


class Result:
    """The fetched tensors of one run, by position or by fetch name; closing frees them."""

    __slots__ = ("_tensors", "_names", "_metadata", "_closed")

    def __init__(self, tensors: list[Any], names: list[str], metadata: Any = None) -> None:
        self._tensors = tensors
        self._names = names
        self._metadata = metadata
        self._closed = False

    def get(self, key: int | str | Operand[Any]) -> Any:
        """The tensor of fetch number ``key``, or of the fetch called ``key`` (``"name:0"``)."""
        if self._closed:
            raise RuntimeError("Result is closed")
        if isinstance(key, int):
            if not 0 <= key < len(self._tensors):
                raise IndexError(f"fetch index {key} out of range [0, {len(self._tensors)})")
            return self._tensors[key]
        name = key if isinstance(key, str) else key.asOutput().name()
        for candidate in (name, f"{name}:0"):
            if candidate in self._names:
                return self._tensors[self._names.index(candidate)]
        raise ValueError(f"no fetch named {name!r} in this result")

    def size(self) -> int:
        return len(self._tensors)

    def getMetadata(self) -> Any:
        """The ``RunMetadata`` of the run, if it was asked for."""
        return self._metadata

    def __iter__(self) -> Iterator[tuple[str, Any]]:
        return iter(zip(self._names, self._tensors, strict=True))

    def __len__(self) -> int:
        return len(self._tensors)

    def close(self) -> None:
        for t in self._tensors:
            t.close()
        self._closed = True

    def __enter__(self) -> Result:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class Session:
    """Runs a ``Graph``: ``with Session(g) as s: s.runner().fetch(x).run()``."""

    __slots__ = ("_graph", "_session", "_closed", "_callables", "__weakref__")

    def __init__(self, graph: Graph, config: Any = None) -> None:
        if not isinstance(graph, Graph):
            raise TypeError(f"Session expects a Graph, got {type(graph).__name__}")
        graph._check_open()
        import tensorflow as tf

        self._graph = graph
        self._session = tf.compat.v1.Session(graph=graph._g, config=config)
        self._closed = False
        self._callables: dict[Any, Any] = {}

    def runner(self) -> Session.Runner:
        """A new runner to feed, fetch and run this session's graph."""
        self._check_open()
        return Session.Runner(self)

    def run(self, target: Operation | Operand[Any] | str) -> None:
        """Run ``target`` (an op, an operand's op, or an op name) for its side effects."""
        self.runner().addTarget(target).run()

    def runInit(self) -> None:
        """Run the graph's initializers (ops built in init scopes)."""
        inits = self._graph.initializers()
        if inits:
            runner = self.runner()
            for op in inits:
                runner.addTarget(op)
            runner.run()

    def graph(self) -> Graph:
        return self._graph

    def close(self) -> None:
        if not self._closed:
            self._session.close()
            self._closed = True

    def _check_open(self) -> None:
        if self._closed:
            raise RuntimeError("Session is closed")
        self._graph._check_open()

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    class Runner:
        """Collects feeds, fetches and targets, then runs them once."""

        __slots__ = ("_session", "_feeds", "_fetches", "_fetch_names", "_targets", "_options")

        def __init__(self, session: Session) -> None:
            self._session = session
            self._feeds: list[tuple[Any, Any]] = []
            self._fetches: list[Any] = []
            self._fetch_names: list[str] = []
            self._targets: list[Any] = []
            self._options: Any = None

        def _graph_output(self, what: Any, index: int | None = None) -> Any:
            graph = self._session._graph
            if isinstance(what, str):
                out = graph.output(what if index is None else f"{what}:{index}")
            elif isinstance(what, Operand):
                out = what.asOutput()
            else:
                raise TypeError(f"expected an Operand or an output name, got {type(what).__name__}")
            if out._env is not graph:
                raise ValueError(f"{out} does not belong to this session's graph")
            return out

        def feed(self, operand: Operand[Any] | str, *args: Any) -> Session.Runner:
            """Feed ``tensor`` to ``operand`` (or to the output called ``"name"``/``"name:i"``).

            ``feed(operand, tensor)`` or ``feed(name, index, tensor)``.
            """
            if len(args) == 2:
                index, tensor = args
                out = self._graph_output(operand, index)
            elif len(args) == 1:
                (tensor,) = args
                out = self._graph_output(operand)
            else:
                raise TypeError("feed(operand, tensor) or feed(name, index, tensor)")
            value = tensor._tf_value() if hasattr(tensor, "_tf_value") else tensor
            self._feeds.append((out._t, value))
            return self

        def fetch(self, operand: Operand[Any] | str | Operation, index: int | None = None) -> Session.Runner:
            """Fetch the value of ``operand`` (or of the output called ``"name"``/``"name:i"``)."""
            if isinstance(operand, Operation):
                out = operand.output(0 if index is None else index)
            else:
                out = self._graph_output(operand, index)
            self._fetches.append(out._t)
            self._fetch_names.append(out.name())
            return self

        def addTarget(self, target: Operation | Op | Operand[Any] | str) -> Session.Runner:
            """Run ``target`` (an op, an operand's op, or an op name) without fetching it."""
            graph = self._session._graph
            if isinstance(target, str):
                op = graph.operationOrThrow(target)
            elif isinstance(target, GraphOperation):
                op = target
            elif isinstance(target, (Operand, Op)):
                op = target.op()  # type: ignore[assignment]
            elif isinstance(target, Operation):
                raise ValueError(f"{target} is not a node of this session's graph")
            else:
                raise TypeError(f"expected an Operation, Operand or op name, got {type(target).__name__}")
            if op._env is not graph:
                raise ValueError(f"{op} does not belong to this session's graph")
            self._targets.append(op._op)  # type: ignore[attr-defined]
            return self

        def setOptions(self, options: Any) -> Session.Runner:
            """Use these ``RunOptions`` for the run."""
            self._options = options
            return self

        def run(self) -> Result:
            """Run and return the fetched values as typed tensors."""
            return self._run(metadata=False)

        def runAndFetchMetadata(self) -> Result:
            return self._run(metadata=True)

        def _run(self, metadata: bool) -> Result:
            from tfjava.types.registry import type_for_dtype

            session = self._session
            session._check_open()
            run_metadata = None
            feed_dict = dict(self._feeds) if self._feeds else None
            fetches = self._fetches + self._targets
            if metadata or self._options is not None:
                import tensorflow as tf

                run_metadata = tf.compat.v1.RunMetadata() if metadata else None
                values = session._session.run(
                    fetches, feed_dict, options=self._options, run_metadata=run_metadata
                )
            else:
                values = session._session.run(fetches, feed_dict)
            tensors = [
                type_for_dtype(int(t.dtype.as_datatype_enum))._from_numpy(v)
                for t, v in zip(self._fetches, values, strict=False)
            ]
            return Result(tensors, list(self._fetch_names), run_metadata)
