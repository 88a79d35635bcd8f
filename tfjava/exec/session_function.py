"""``org.tensorflow.SessionFunction``: a ``Signature`` run in a ``Session`` (what saved-model
bundles hand out for their signatures).

Calls run through a callable of TensorFlow's C session API (``TF_SessionMakeCallable``), made
once per function: a call feeds and fetches by position with no name look-ups.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import numpy as np

from tfjava.base.proto import CallableOptions
from tfjava.exec.concrete_function import ConcreteFunction, _check_single, _ordered, check_tensor
from tfjava.exec.session import Result, Session
from tfjava.exec.signature import Signature
from tfjava.exec.tensor_function import TensorFunction
from tfjava.types.registry import type_for_dtype

if TYPE_CHECKING:
    from tfjava.facade.ops_base import OpsBase

__all__ = ["SessionFunction"]


class SessionFunction(TensorFunction):
    """``SessionFunction(signature, session)``, ``SessionFunction.create(signature, session)``
    or ``session.function(signature)``: the signature's outputs computed from its inputs in
    ``session``. Raises ``ValueError`` if a signature tensor is not in the session's graph."""

    __slots__ = ("_callable", "_feeds", "_fetches", "_names", "_session", "_signature")

    def __init__(self, signature: Signature, session: Session) -> None:
        if not isinstance(signature, Signature):
            raise TypeError(f"SessionFunction expects a Signature, got {type(signature).__name__}")
        if not isinstance(session, Session):
            raise TypeError(f"SessionFunction expects a Session, got {type(session).__name__}")
        session._check_open()
        self._signature = signature
        self._session = session
        graph = session.graph()
        sig_def = signature._def
        runner = session.runner()
        self._feeds: list[Any] = []
        for name in signature._input_names():
            out = graph.output(sig_def.inputs[name].name)
            if out is None:
                raise ValueError(
                    f"SessionFunction: signature {signature.key()!r} input {name!r} is "
                    f"{sig_def.inputs[name].name!r}, which is not in the session's graph"
                )
            self._feeds.append(out._t)
        self._names = signature._output_names()
        for name in self._names:
            if graph.output(sig_def.outputs[name].name) is None:
                raise ValueError(
                    f"SessionFunction: signature {signature.key()!r} output {name!r} is "
                    f"{sig_def.outputs[name].name!r}, which is not in the session's graph"
                )
            runner.fetch(sig_def.outputs[name].name)  # resource outputs read their variable
        self._fetches: list[Any] = list(runner._fetches)
        self._callable: Any = None

    @staticmethod
    def create(signature: Signature, session: Session) -> SessionFunction:
        return SessionFunction(signature, session)

    def withNewSession(self, session: Session) -> SessionFunction:
        """The same signature run in ``session`` (whose graph must have its tensors)."""
        return SessionFunction(self._signature, session)

    def signature(self) -> Signature:
        return self._signature

    def session(self) -> Session:
        return self._session

    def call(self, *args: Any) -> Any:
        """``call({name: tensor})`` returns a ``Result`` by output name; ``call(tensor)`` (one
        input, one output) the output tensor; ``call(tf, operand)`` / ``call(tf, {name:
        operand})`` add a call of the signature's subgraph (as a ``ConcreteFunction``)."""
        if len(args) == 1:
            if isinstance(args[0], Mapping):
                return self._run(args[0])
            _check_single(self._signature, "SessionFunction.call")
            return self._run({self._signature._input_names()[0]: args[0]}).get(0)
        if len(args) == 2:
            tf: OpsBase = args[0]
            with ConcreteFunction.create(self._signature, self._session) as fn:
                where = f"SessionFunction {self._signature.key()!r}.call"
                return fn._call_ops(tf, args[1], where)
        raise TypeError(
            "SessionFunction.call(tensor), call(dict), call(tf, operand) or call(tf, dict)"
        )

    def save(self, exportDir: str) -> None:
        """Export this function (with its session's variables) as a saved model."""
        # upward: saving writes a SavedModel (Java's SessionFunction.save calls its exporter)
        from tfjava.saved_model.export import DEFAULT_TAG, export_session

        key = self._signature.key()
        export_session(exportDir, (DEFAULT_TAG,), self._session, {key: self._signature})

    def _run(self, inputs: Mapping[str, Any]) -> Result:

        session = self._session
        if session._closed:
            session._check_open()
        where = f"SessionFunction {self._signature.key()!r}.call"
        tensors = _ordered(self._signature, inputs, where)
        values = []
        for name, feed, t in zip(self._signature._input_names(), self._feeds, tensors, strict=True):
            check_tensor(self._signature, name, t, where)
            values.append(_host_value(feed, t))
        if session._graph._init_ops:
            session._do_init()
        run = self._callable
        if run is None:
            run = self._callable = self._make_callable()
        outputs = run(*values)
        return Result(
            [
                type_for_dtype(f.dtype.as_datatype_enum)._from_numpy(v)
                for f, v in zip(self._fetches, outputs, strict=True)
            ],
            list(self._names),
        )

    def _make_callable(self) -> Any:

        options = CallableOptions(
            feed=[t.name for t in self._feeds], fetch=[t.name for t in self._fetches]
        )
        return self._session._session._make_callable_from_options(options)

    def __repr__(self) -> str:
        return f"<SessionFunction {self._signature}>"


def _host_value(feed: Any, tensor: Any) -> Any:

    value = tensor._tf_value()
    arr = value if isinstance(value, np.ndarray) else np.asarray(value)
    want = feed.dtype.as_numpy_dtype
    return arr if arr.dtype == want else arr.astype(want)
