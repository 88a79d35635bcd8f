"""``org.tensorflow.Session``: runs the nodes of a ``Graph``."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import tensorflow as tf
from tensorflow.core.protobuf import config_pb2
from tensorflow.python.client import pywrap_tf_session as c
from tensorflow.python.util import compat

from tfjava.base.messages import proto_arg
from tfjava.core.operand import Operand, Output
from tfjava.core.operation import GraphOperation, Operation
from tfjava.core.raw_op import Op
from tfjava.exec import feeds as feeds_module
from tfjava.exec.graph import Graph
from tfjava.exec.saver import saver_def
from tfjava.types import TString, legacy
from tfjava.types.family import TType
from tfjava.types.registry import type_for_dtype
from tfjava.types.sparse_tensor import SparseTensor

if TYPE_CHECKING:
    from typing import Self  # Python 3.11 (the runtime runs on 3.10)

    from tfjava.exec.session_function import SessionFunction
    from tfjava.exec.signature import Signature

_DT_RESOURCE = 20
# Ops whose resource output is a variable handle, with its value's type in their "dtype".
_VARIABLE_HANDLES = frozenset({"VarHandleOp"})


class Result:
    """The fetched tensors of one run, by position or by fetch name; closing frees them.

    Iterating gives ``(name, tensor)`` pairs, as Java's ``Map.Entry<String, Tensor>``. A result
    is also TensorFlow Java 1.x's ``List<Tensor<?>>``: ``result[i]``, ``len``, ``size()``,
    ``isEmpty()``; the result of a run of a graph that 1.x code built iterates its tensors, as
    1.x's list does (``tfjava.types.legacy``).
    """

    __slots__ = ("_closed", "_legacy", "_metadata", "_names", "_tensors")

    def __init__(
        self, tensors: list[Any], names: list[str], metadata: Any = None, legacy: bool = False
    ) -> None:
        self._tensors = tensors
        self._names = names
        self._metadata = metadata
        self._closed = False
        self._legacy = legacy

    def get(self, key: int | str | Operand[Any]) -> Any:
        """The tensor of fetch number ``key``, or of the fetch called ``key`` (as given to
        ``fetch``, or ``"name:index"``; None if nothing of that name was fetched), or of the
        operand ``key``."""
        if self._closed:
            raise RuntimeError("Result is closed")
        if isinstance(key, bool) or not isinstance(key, (int, str, Operand)):
            raise TypeError(f"Result.get expects an index, a name or an Operand, got {key!r}")
        if isinstance(key, int):
            if not 0 <= key < len(self._tensors):
                raise IndexError(f"fetch index {key} out of range [0, {len(self._tensors)})")
            return self._tensors[key]
        if isinstance(key, str):
            # Java's Optional<Tensor>: None when nothing of that name was fetched.
            return self._by_name(key)
        name = key.asOutput().name()
        found = self._by_name(name)
        if found is None:
            raise ValueError(f"Result had no output named {name!r}")
        return found

    def _by_name(self, name: str) -> Any:
        candidates = [name] if ":" in name else [name, f"{name}:0"]
        for candidate in candidates:
            if candidate in self._names:
                return self._tensors[self._names.index(candidate)]
        return None

    def size(self) -> int:
        """The number of fetched tensors."""
        return len(self._tensors)

    def getMetadata(self) -> Any:
        """The ``RunMetadata`` of the run if ``runAndFetchMetadata`` made it, else None."""
        return self._metadata

    def __iter__(self) -> Iterator[Any]:
        if self._legacy:
            return iter(list(self._tensors))
        return iter(zip(self._names, self._tensors, strict=True))

    def __getitem__(self, index: int) -> Any:
        """Java 1.x's ``List.get(i)``: the tensor of fetch number ``index``."""
        if isinstance(index, bool) or not isinstance(index, int):
            raise TypeError(f"Result[index] expects an int, got {type(index).__name__}")
        return self.get(index)

    def isEmpty(self) -> bool:
        """Java 1.x's ``List.isEmpty()``: whether nothing was fetched."""
        return not self._tensors

    def __len__(self) -> int:
        return len(self._tensors)

    def close(self) -> None:
        """Close every fetched tensor."""
        for t in self._tensors:
            t.close()
        self._closed = True

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _run_c(
    session: Any,
    feeds: list[tuple[Any, Any]],
    fetches: list[Any],
    targets: list[Any],
    options: Any,
    metadata: bool,
) -> tuple[list[Any], Any]:
    """Run through TensorFlow's C session API as Java does: fed values are not checked against
    the static shapes of the outputs they replace (Python's ``Session.run`` would)."""

    feed_dict = {
        t.ref(): feeds_module.tensor_array(v) if isinstance(v, TType) else v for t, v in feeds
    }
    options_ptr = (
        c.TF_NewBufferFromString(compat.as_bytes(options.SerializeToString()))
        if options is not None
        else None
    )
    metadata_ptr = c.TF_NewBuffer() if metadata else None
    try:
        values = session._do_run(None, targets, fetches, feed_dict, options_ptr, metadata_ptr)
        run_metadata = None
        if metadata_ptr is not None:
            run_metadata = config_pb2.RunMetadata.FromString(
                compat.as_bytes(c.TF_GetBuffer(metadata_ptr))
            )
    finally:
        if metadata_ptr is not None:
            c.TF_DeleteBuffer(metadata_ptr)
        if options_ptr is not None:
            c.TF_DeleteBuffer(options_ptr)
    return values, run_metadata


def _env_name(env: Any) -> str:
    return "an eager session" if env._eager else "a different graph"


class Session:
    """Runs a ``Graph``: ``with Session(g) as s: s.runner().fetch(x).run()``.

    ``Session(g)``, ``Session(g, config)``, ``Session(g, autoInit)`` or
    ``Session(g, autoInit, config)`` (``config`` a ``ConfigProto``). With ``autoInit`` (the
    default) a run first runs the graph's initializers that this session has not run yet
    (the ops built in init scopes).

    Python extra: the keyword ``target`` names the TensorFlow server the session runs on
    (``Session(g, target=server.target())``, ``"grpc://host:port"``; Java has no way to name
    one); by default the session runs in this process.
    """

    __slots__ = (
        "__weakref__",
        "_auto_init",
        "_closed",
        "_graph",
        "_init_lock",
        "_ran_inits",
        "_session",
    )

    def __init__(self, graph: Graph, *args: Any, target: str = "") -> None:
        if not isinstance(graph, Graph):
            raise TypeError(f"Session expects a Graph, got {type(graph).__name__}")
        auto_init, config = True, None
        if len(args) == 1 and isinstance(args[0], bool):
            auto_init = args[0]
        elif len(args) == 1:
            config = args[0]
        elif len(args) == 2:
            auto_init, config = args
        elif args:
            raise TypeError(
                "Session(graph), Session(graph, config) or Session(graph, autoInit[, config])"
            )
        if not isinstance(auto_init, bool):
            raise TypeError(
                f"Session(graph, autoInit, config): autoInit must be a bool, "
                f"got {type(auto_init).__name__}"
            )
        config = proto_arg(config, "ConfigProto", "Session", "config")
        if not isinstance(target, str):
            raise TypeError(f"Session: target must be a str, got {type(target).__name__}")
        graph._check_open()

        self._graph = graph
        self._closed = False
        self._auto_init = auto_init
        self._ran_inits: set[GraphOperation] = set()
        # Held while initializers run, so that concurrent first runs wait for one of them.
        self._init_lock = threading.Lock()
        self._session = tf.compat.v1.Session(target=target, graph=graph._g, config=config)

    def runner(self) -> Session.Runner:
        """A new runner to feed, fetch and run this session's graph."""
        self._check_open()
        return Session.Runner(self)

    def run(self, target: Operation | Op | str) -> None:
        """Run ``target`` (an operation, an op, or an op name) for its side effects."""
        self.runner().addTarget(target).run()

    # -- initializers -------------------------------------------------------------------------

    def initialize(self) -> None:
        """Run the graph's initializers that this session has not run yet.

        Thread-safe: each initializer runs once, and concurrent callers return when it has."""
        with self._init_lock:
            self._run_inits([op for op in self._graph.initializers() if op not in self._ran_inits])

    def forceInitialize(self) -> Session:
        """Run all the graph's initializers, even those already run; returns this session."""
        with self._init_lock:
            self._run_inits(self._graph.initializers())
        return self

    def _run_inits(self, ops: list[GraphOperation]) -> None:
        # Marked as run only once they have run: a failed initializer is tried again.
        if ops:
            runner = self.runner()
            for op in ops:
                runner.addTarget(op)
            runner._run(metadata=False, init=False)
        self._ran_inits.update(ops)

    def runInit(self) -> None:
        """Run all the graph's initializers (as ``forceInitialize``)."""
        self.forceInitialize()

    def _do_init(self) -> None:
        inits = self._graph._init_ops
        if not inits or all(op in self._ran_inits for op in inits):
            return
        if self._auto_init:
            self.initialize()
        else:
            raise RuntimeError(
                "Graph has un-ran initializers, but the session's autoInit is false. "
                "Run Session.initialize() before calling run()."
            )

    # -- variables ----------------------------------------------------------------------------

    def save(self, prefix: str) -> None:
        """Save the values of the graph's variables to files ``prefix.index``, ``prefix.data*``
        (adds save and restore nodes to the graph on first use)."""
        sd = saver_def(self._graph)
        self.runner().addTarget(sd.save_tensor_name.split(":")[0]).feed(
            sd.filename_tensor_name, TString.scalarOf(prefix)
        ).run()

    def restore(self, prefix: str) -> None:
        """Restore the graph's variables saved at ``prefix``; counts as initialization."""
        sd = saver_def(self._graph)
        runner = self.runner().addTarget(sd.restore_op_name)
        runner.feed(sd.filename_tensor_name, TString.scalarOf(prefix))
        with self._init_lock:
            runner._run(metadata=False, init=False)
            self._ran_inits.update(self._graph.initializers())

    # -- functions ----------------------------------------------------------------------------

    def function(self, signature: Signature) -> SessionFunction:
        """A function running ``signature``'s outputs from its inputs in this session."""
        # cycle: a SessionFunction runs in its Session (Java's types meet).
        from tfjava.exec.session_function import SessionFunction

        return SessionFunction(signature, self)

    @classmethod
    def _wrap(cls, graph: Graph, tf_session: Any) -> Session:
        """A session over a TensorFlow session already made for ``graph._g`` (a loaded saved
        model's), whose variables are restored: the graph's initializers count as run (those
        added later run as in any session)."""
        self = cls.__new__(cls)
        self._graph = graph
        self._session = tf_session
        self._closed = False
        self._auto_init = True
        self._ran_inits = set(graph.initializers())
        self._init_lock = threading.Lock()
        return self

    # -- lifecycle ----------------------------------------------------------------------------

    def graph(self) -> Graph:
        return self._graph

    def close(self) -> None:
        """Release the session; runs then raise."""
        if not self._closed:
            self._session.close()
            self._closed = True

    def _check_open(self) -> None:
        if self._closed:
            raise RuntimeError("close() has been called on the Session")
        self._graph._check_open()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    class Runner:
        """Collects feeds, fetches and targets, then runs them once."""

        __slots__ = ("_feeds", "_fetch_names", "_fetches", "_options", "_session", "_targets")

        def __init__(self, session: Session) -> None:
            self._session = session
            self._feeds: list[tuple[Any, Any]] = []
            self._fetches: list[Any] = []
            self._fetch_names: list[str] = []
            self._targets: list[Any] = []
            self._options: Any = None

        def _own(self, what: Operand[Any] | Operation, verb: str) -> None:
            env = what._env if isinstance(what, Operation) else what.asOutput()._env
            if env is not self._session._graph:
                raise RuntimeError(f"Can't {verb} {what}, it is from {_env_name(env)}.")

        def feed(self, operand: Operand[Any] | str, *args: Any) -> Session.Runner:
            """Use ``tensor`` as the value of ``operand`` (or of the output ``"name"`` or
            ``"name:i"``): ``feed(operand, tensor)`` or ``feed(name, index, tensor)``."""
            graph = self._session._graph
            if len(args) == 1 and isinstance(args[0], SparseTensor):
                return self._feed_sparse(operand, args[0])
            if len(args) == 2 and isinstance(operand, str):
                index, tensor = args
                out = graph.operationOrThrow(operand).output(index)
            elif len(args) == 1:
                (tensor,) = args
                if isinstance(operand, str):
                    out = graph.outputOrThrow(operand)
                elif isinstance(operand, Operand):
                    self._own(operand, "feed value for operand")
                    out = operand.asOutput()
                else:
                    raise TypeError(
                        f"feed expects an Operand or a name, got {type(operand).__name__}"
                    )
            else:
                raise TypeError("feed(operand, tensor) or feed(name, index, tensor)")
            raw = out._t
            if isinstance(tensor, TType):
                feeds_module.check_tensor(raw, tensor)
            else:
                tensor = feeds_module.value_array(raw, tensor)
            self._feeds.append((raw, tensor))
            return self

        def _feed_sparse(self, operands: Any, tensor: SparseTensor[Any]) -> Session.Runner:
            """Python extra: ``feed([indices, values, denseShape], sparseTensor)`` feeds the
            three tensors of a sparse tensor to three operands (or names)."""
            if not isinstance(operands, (list, tuple)) or len(operands) != 3:
                raise TypeError(
                    "Session.Runner.feed: feed a SparseTensor to its three operands, "
                    "feed([indices, values, denseShape], sparseTensor), or feed its "
                    "indices(), values() and denseShape() one by one"
                )
            for target, part in zip(
                operands, (tensor.indices(), tensor.values(), tensor.denseShape()), strict=True
            ):
                self.feed(target, part)
            return self

        def fetch(self, operand: Operand[Any] | str, index: int | None = None) -> Session.Runner:
            """Return the value of ``operand`` (or of the output ``"name"``, ``"name:i"``, or
            output ``index`` of node ``name``) from ``run``; a resource variable gives its
            value."""
            graph = self._session._graph
            if isinstance(operand, str):
                if index is None:
                    out = graph.outputOrThrow(operand)
                    name = operand
                else:
                    out = graph.operationOrThrow(operand).output(index)
                    name = out.name()
            elif isinstance(operand, Operand):
                self._own(operand, "fetch output")
                out = operand.asOutput()
                name = out.name()
            else:
                raise TypeError(f"fetch expects an Operand or a name, got {type(operand).__name__}")
            if out._t.dtype.as_datatype_enum == _DT_RESOURCE:
                out = self._read_variable(out)
            self._fetches.append(out._t)
            self._fetch_names.append(name)
            return self

        def _read_variable(self, out: Output[Any]) -> Output[Any]:
            graph = self._session._graph
            handle_op = out.op()
            if handle_op.type() not in _VARIABLE_HANDLES:
                raise TypeError(
                    f"Session.Runner.fetch: '{out.name()}' is a resource handle (of a "
                    f"{handle_op.type()}), not a tensor; only variable handles "
                    f"({', '.join(sorted(_VARIABLE_HANDLES))}) can be fetched, giving their value"
                )
            value_dtype = int(handle_op._op.get_attr("dtype").as_datatype_enum)  # type: ignore[attr-defined]
            for consumer in handle_op.consumers(out.index()):  # type: ignore[attr-defined]
                if consumer.type() == "ReadVariableOp" and consumer.dtype(0) == value_dtype:
                    found: Output[Any] = consumer.output(0)
                    return found
            # generated op classes load on first use (import time)
            from org.tensorflow.op import Ops

            read = (
                Ops.create(graph)
                .withSubScope("session_reads")
                .withName(f"{handle_op.name()}_read")
                .readVariableOp(out, type_for_dtype(value_dtype))
            )
            return read.asOutput()

        def addTarget(self, target: Operation | Op | str) -> Session.Runner:
            """Run ``target`` (an operation, an op, or a node name; ``"name:i"`` ignores ``i``)
            without fetching it."""
            graph = self._session._graph
            if isinstance(target, str):
                op: Operation = (
                    graph.outputOrThrow(target).op()
                    if ":" in target
                    else (graph.operationOrThrow(target))
                )
            elif isinstance(target, Operation):
                op = target
            elif isinstance(target, (Op, Operand)):
                op = target.op()
            else:
                raise TypeError(
                    f"expected an Operation, Op or node name, got {type(target).__name__}"
                )
            self._own(op, "target operation")
            self._targets.append(op._op)  # type: ignore[attr-defined]
            return self

        def setOptions(self, options: Any) -> Session.Runner:
            """Use these ``RunOptions`` (a ``RunOptions`` message or its serialized bytes) for
            the run; None means none."""
            self._options = proto_arg(options, "RunOptions", "Session.Runner.setOptions", "options")
            return self

        def isEmpty(self) -> bool:
            """Whether there is nothing to fetch and no target."""
            return not self._fetches and not self._targets

        def run(self) -> Result:
            """Run and return the fetched values as typed tensors."""
            return self._run(metadata=False, init=True)

        def runAndFetchMetadata(self) -> Result:
            """Like ``run``, with the run's ``RunMetadata`` in ``Result.getMetadata()``."""
            return self._run(metadata=True, init=True)

        def _run(self, metadata: bool, init: bool) -> Result:
            session = self._session
            session._check_open()
            if init:
                session._do_init()
            values, run_metadata = _run_c(
                session._session, self._feeds, self._fetches, self._targets, self._options, metadata
            )
            # A graph that TensorFlow Java 1.x code built on, or a run fed 1.x tensors, gives
            # 1.x tensors (tfjava.types.legacy).
            one_x = legacy.is_legacy(session._graph) or any(
                isinstance(t, legacy.LegacyTensor) for _, t in self._feeds
            )
            tensors: list[Any] = []
            for t, v in zip(self._fetches, values, strict=False):
                cls = type_for_dtype(int(t.dtype.as_datatype_enum))
                tensors.append((legacy.legacy_class(cls) if one_x else cls)._from_numpy(v))
            return Result(tensors, list(self._fetch_names), run_metadata, one_x)
