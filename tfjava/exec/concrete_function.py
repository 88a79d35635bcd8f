"""``org.tensorflow.ConcreteFunction``: a TensorFlow function built from a graph and a
``Signature``, callable on tensors, from other graphs and eager sessions, and usable as a
function-valued op attribute.

A function is a ``FunctionDef`` (made by TensorFlow's ``TF_GraphToFunction`` from the nodes the
signature's outputs need) plus the ``FunctionDef``s it calls (its library). It is registered in
TensorFlow's eager context when it is made, so eager ops and direct calls find it by name; a
graph gets it (and its library) in its function library when an op of the graph uses it.
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import tensorflow as tf
from tensorflow.core.framework import function_pb2
from tensorflow.python.client import pywrap_tf_session as c
from tensorflow.python.eager import context, execute
from tensorflow.python.util import compat

from tfjava.base.function_state import fdef_is_stateful
from tfjava.base.proto import DataType, SignatureDef
from tfjava.core.scope import Scope
from tfjava.dispatch.arguments import operand
from tfjava.dispatch.attr_protos import FunctionRef
from tfjava.exec.graph import Graph
from tfjava.exec.session import Result, Session
from tfjava.exec.signature import Signature
from tfjava.exec.tensor_function import TensorFunction
from tfjava.types.registry import type_for_dtype

if TYPE_CHECKING:
    from typing import Self  # Python 3.11 (the runtime runs on 3.10)

    from tfjava.facade.ops_base import OpsBase
    from tfjava.types.tensor import Tensor

__all__ = ["ConcreteFunction", "FunctionRef"]

# The functions each TensorFlow graph already has in its library, so that attaching is cheap.
_ATTACHED: weakref.WeakKeyDictionary[Any, set[str]] = weakref.WeakKeyDictionary()


def _base_name(key: str) -> str:
    name = re.sub(r"[^A-Za-z0-9_]", "_", key) or "function"
    return name if name[0].isalpha() else f"f_{name}"


def _function_def(data: bytes) -> Any:

    return function_pb2.FunctionDef.FromString(data)


class ConcreteFunction(TensorFunction):
    """A TensorFlow function with a signature (Java's ``ConcreteFunction``).

    ``ConcreteFunction.create(f)`` with ``f(tf) -> Signature`` building the body in a new graph,
    ``create(signature, graph)`` or ``create(signature, session)`` from the nodes of an
    existing graph. ``call(tensor)`` and ``call({name: tensor})`` run it eagerly;
    ``call(tf, operand)`` and ``call(tf, {name: operand})`` add a call to ``tf``'s graph or
    eager session. A context manager: ``close()`` on exit.
    """

    __slots__ = (
        "__weakref__",
        "_closed",
        "_fdef",
        "_library",
        "_name",
        "_ref",
        "_signature",
        "_stateful",
    )

    def __init__(self, signature: Signature, fdef: Any, library: list[Any]) -> None:
        self._signature = signature
        self._fdef = fdef
        self._library = library
        self._name: str = fdef.signature.name
        self._closed = False
        self._stateful: bool | None = None
        self._register()
        self._ref = FunctionRef(self)

    # -- creation -----------------------------------------------------------------------------

    @staticmethod
    def create(*args: Any) -> ConcreteFunction:
        """``create(f)``: ``f(tf)`` builds the body with a graph ``Ops`` and returns its
        ``Signature``; ``create(signature, graph)`` / ``create(signature, session)``: the nodes of
        the graph (or the session's graph) between the signature's inputs and outputs."""

        if len(args) == 1 and callable(args[0]) and not isinstance(args[0], Signature):
            # generated op classes load on first use (import time)
            from org.tensorflow.op import Ops

            with Graph() as g:
                signature = args[0](Ops.create(g))
                if not isinstance(signature, Signature):
                    raise TypeError(
                        "ConcreteFunction.create: the function must return a Signature, got "
                        f"{type(signature).__name__}"
                    )
                return ConcreteFunction._from_graph(signature, g)
        if len(args) == 2 and isinstance(args[0], Signature):
            signature, env = args
            if isinstance(env, Session):
                env._check_open()
                env = env.graph()
            if isinstance(env, Graph):
                return ConcreteFunction._from_graph(signature, env)
            raise TypeError(
                f"ConcreteFunction.create: expected a Graph or a Session, got {type(env).__name__}"
            )
        raise TypeError(
            "ConcreteFunction.create(f), create(signature, graph) or create(signature, session)"
        )

    @staticmethod
    def _from_graph(signature: Signature, graph: Graph) -> ConcreteFunction:

        graph._check_open()
        sig_def = signature._def
        inputs = [
            _signature_output(graph, signature, n, sig_def.inputs[n].name, "input")
            for n in signature._input_names()
        ]
        outputs = [
            _signature_output(graph, signature, n, sig_def.outputs[n].name, "output")
            for n in signature._output_names()
        ]
        ops = graph.completeSubgraph(inputs, outputs) if outputs else set()
        tf_graph = graph._g
        with tf_graph._c_graph.get() as c_graph:
            fn = c.TF_GraphToFunction_wrapper(
                c_graph,
                compat.as_bytes(_base_name(signature.key())),
                True,
                [op._op._c_op for op in ops],
                [x.asOutput()._t._as_tf_output() for x in inputs],
                [y.asOutput()._t._as_tf_output() for y in outputs],
                [],
                [],
                [],
                None,
                None,
            )
        buf = c.TF_NewBuffer()
        try:
            c.TF_FunctionToFunctionDef(fn, buf)
            fdef = _function_def(compat.as_bytes(c.TF_GetBuffer(buf)))
        finally:
            c.TF_DeleteBuffer(buf)
            c.TF_DeleteFunction(fn)
        library = list(tf_graph.as_graph_def().library.function)
        return ConcreteFunction(signature, fdef, library)

    @staticmethod
    def _from_function_def(fdef: Any, library: list[Any]) -> ConcreteFunction:
        """A function TensorFlow already has (in a graph's library or the eager context); its
        signature names the inputs and outputs by the ``FunctionDef``'s argument names."""

        sig_def = SignatureDef()
        for arg in fdef.signature.input_arg:
            info = sig_def.inputs[arg.name]
            info.name, info.dtype = arg.name, arg.type
            info.tensor_shape.unknown_rank = True
        for arg in fdef.signature.output_arg:
            info = sig_def.outputs[arg.name]
            info.name, info.dtype = arg.name, arg.type
            info.tensor_shape.unknown_rank = True
        signature = Signature(
            fdef.signature.name,
            sig_def,
            [arg.name for arg in fdef.signature.input_arg],
            [arg.name for arg in fdef.signature.output_arg],
        )
        return ConcreteFunction(signature, fdef, library)

    def _register(self) -> None:

        ctx = context.context()
        for fdef in (*self._library, self._fdef):
            if not ctx.has_function(fdef.signature.name):
                ctx.add_function_def(fdef)

    def _attach(self, tf_graph: Any) -> None:
        """Add this function and the functions it calls to a TensorFlow graph's library."""

        have = _ATTACHED.get(tf_graph)
        if have is None:
            have = {f.signature.name for f in tf_graph.as_graph_def().library.function}
            _ATTACHED[tf_graph] = have
        for fdef in (*self._library, self._fdef):
            name = fdef.signature.name
            if name in have:
                continue
            fn = c.TF_FunctionImportFunctionDef(fdef.SerializeToString())
            try:
                with tf_graph._c_graph.get() as c_graph:
                    c.TF_GraphCopyFunction(c_graph, fn, None)
            finally:
                c.TF_DeleteFunction(fn)
            have.add(name)

    # -- Java API -----------------------------------------------------------------------------

    def signature(self) -> Signature:
        return self._signature

    def getDefinedName(self) -> str:
        """The name TensorFlow knows the function by (the signature key with a content hash)."""
        return self._name

    def isStateful(self) -> bool:
        """Whether the function, or a function it calls, runs a stateful op."""
        if self._stateful is None:
            self._stateful = fdef_is_stateful(self._fdef, context.context(), set())
        return self._stateful

    def call(self, *args: Any) -> Any:
        """``call(tensor)`` (one input, one output) returns a tensor; ``call({name: tensor})``
        returns a ``Result`` by output name; ``call(tf, operand)`` / ``call(tf, {name:
        operand})`` add a call to ``tf``'s environment (``tf`` an ``Ops`` or a ``Scope``) and
        return the output operand(s)."""
        self._check_open()
        if len(args) == 1:
            if isinstance(args[0], Mapping):
                return self._call_tensors(args[0])
            return _single_call(self, args[0])
        if len(args) == 2:
            return self._call_ops(args[0], args[1])
        raise TypeError(
            "ConcreteFunction.call(tensor), call(dict), call(tf, operand) or call(tf, dict)"
        )

    def save(self, exportDir: str) -> None:
        """Export this function as a saved model in ``exportDir``: a graph calling it on
        placeholders of its inputs, exported under its signature's key."""
        # upward: saving writes a SavedModel (Java's ConcreteFunction.save exports one)
        from tfjava.saved_model.export import DEFAULT_TAG, export_session

        self._check_open()
        # generated op classes load on first use (import time)
        from org.tensorflow.op import Ops

        declared = self.signature()
        with Graph() as g:
            ops = Ops.create(g)
            inputs = {}
            for name, desc in declared.getInputs().items():
                inputs[name] = ops.withName(_node_name(name)).placeholder(
                    type_for_dtype(desc.dataType), shape=desc.shape
                )
            outputs = self.call(ops, inputs)
            builder = Signature.builder().key(declared.key())
            builder.methodName(declared.methodName())
            for name, x in inputs.items():
                builder.input(name, x)
            for name, y in outputs.items():
                builder.output(name, ops.withName(_node_name(f"{name}_output")).identity(y))
            with Session(g) as s:
                built = builder.build()
                export_session(exportDir, (DEFAULT_TAG,), s, {built.key(): built})

    def close(self) -> None:
        """Release the function; calling it then raises ``RuntimeError``. The definition stays
        in TensorFlow's libraries, where functions that call it still need it."""
        self._closed = True

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        state = "closed " if self._closed else ""
        return f"<{state}ConcreteFunction {self._name}: {self._signature}>"

    def toString(self) -> str:
        return repr(self)

    # -- calls --------------------------------------------------------------------------------

    def _check_open(self) -> None:
        if self._closed:
            raise RuntimeError(f"ConcreteFunction {self._name} has been closed")

    def _call_tensors(self, inputs: Mapping[str, Tensor]) -> Result:

        where = f"ConcreteFunction {self._name}.call"
        values = [
            _eager_value(self._signature, name, t, where)
            for name, t in zip(
                self._signature._input_names(),
                _ordered(self._signature, inputs, where),
                strict=True,
            )
        ]
        names = self._signature._output_names()
        outputs = execute.execute(self._name, len(names), values, (), context.context())
        tensors = [type_for_dtype(int(t.dtype.as_datatype_enum))._from_tf(t) for t in outputs]
        return Result(tensors, names)

    def _call_ops(self, tf: OpsBase | Scope, arg: Any, where: str | None = None) -> Any:
        # generated op classes load on first use (import time)
        from org.tensorflow.op.core import PartitionedCall, StatefulPartitionedCall

        if where is None:
            where = f"ConcreteFunction {self._name}.call"
        scope = _call_scope(tf, where)
        single = not isinstance(arg, Mapping)
        if single:
            _check_single(self._signature, where)
            args = [arg]
        else:
            args = _ordered(self._signature, arg, where)
        env = scope.env()
        names_in = self._signature._input_names()
        args = [operand(env, a, where, n) for n, a in zip(names_in, args, strict=True)]
        for name, raw in zip(names_in, args, strict=True):
            check_operand(self._signature, name, raw, where)
        outs = self._signature._def.outputs
        names = self._signature._output_names()
        tout = [type_for_dtype(outs[n].dtype) for n in names]
        op_class = StatefulPartitionedCall if self.isStateful() else PartitionedCall
        call = op_class.create(scope, args, tout, self)
        results = call.output()
        if single:
            return results[0]
        return dict(zip(names, results, strict=True))


def _call_scope(tf: Any, where: str) -> Scope:
    """The scope of the op form's first argument: an ``Ops`` or a ``Scope``."""
    if isinstance(tf, Scope):
        return tf
    scope: Any = getattr(tf, "scope", None)
    result: Any = scope() if callable(scope) else None
    if not isinstance(result, Scope):
        raise TypeError(
            f"{where}(tf, operand): tf must be an Ops or a Scope, got {type(tf).__name__}"
        )
    return result


def _signature_output(graph: Graph, signature: Signature, name: str, tensor: str, kind: str) -> Any:
    out = graph.output(tensor)
    if out is None:
        raise ValueError(
            f"ConcreteFunction.create: signature {signature.key()!r} {kind} {name!r} is "
            f"{tensor!r}, which is not in the graph"
        )
    return out


def _check_single(signature: Signature, where: str) -> None:
    n_in, n_out = len(signature._def.inputs), len(signature._def.outputs)
    if n_in != 1 or n_out != 1:
        raise ValueError(
            f"{where}: a call with one argument needs a function of one input and one output, "
            f"signature {signature.key()!r} has {n_in} inputs and {n_out} outputs"
        )


def _ordered(signature: Signature, values: Mapping[str, Any], where: str) -> list[Any]:
    """The values of a call by the signature's input order; missing or extra names raise."""
    expected = signature._input_names()
    missing = [n for n in expected if n not in values]
    extra = [n for n in values if n not in signature._def.inputs]
    if missing or extra:
        parts = []
        if missing:
            parts.append(f"missing inputs {missing}")
        if extra:
            parts.append(f"unknown inputs {extra}")
        raise ValueError(
            f"{where}: {' and '.join(parts)} for signature {signature.key()!r} (inputs: {expected})"
        )
    return [values[n] for n in expected]


def check_tensor(signature: Signature, name: str, tensor: Any, where: str) -> None:
    """Raise ``TypeError``/``ValueError`` naming the input if ``tensor`` does not fit it."""

    dtype = getattr(tensor, "DTYPE", None)
    if dtype is None or not callable(getattr(tensor, "_tf_value", None)):
        raise TypeError(f"{where}: input {name!r} expects a Tensor, got {type(tensor).__name__}")
    _check_input(signature, name, dtype, list(tensor._dims()), where)


def check_operand(signature: Signature, name: str, raw: Any, where: str) -> None:
    """As ``check_tensor``, for the TensorFlow tensor of an operand (graph or eager) given to
    the op form of a call: its data type."""

    shape = raw.shape
    dims = None if shape.rank is None else [-1 if d is None else d for d in shape.as_list()]
    _check_input(signature, name, int(raw.dtype.as_datatype_enum), dims, where)


def _check_input(
    signature: Signature, name: str, dtype: int, dims: list[int] | None, where: str
) -> None:
    """Refuse what TensorFlow would refuse, with the input's name: another data type. A shape
    other than the signature's is fed, as TensorFlow Java feeds it (TensorFlow runs a graph or
    a function on it; an op that cannot take it fails there, as in Java)."""
    del dims  # TensorFlow checks no feed's shape against the signature: neither does the call
    info = signature._def.inputs[name]
    if info.dtype and dtype != info.dtype:
        raise TypeError(
            f"{where}: input {name!r} expects {DataType.Name(info.dtype)}, got "
            f"{type_for_dtype(dtype).__name__} ({DataType.Name(DataType.ValueType(dtype))})"
        )


def _eager_value(signature: Signature, name: str, tensor: Any, where: str) -> Any:

    check_tensor(signature, name, tensor, where)
    value = tensor._tf_value()
    if isinstance(value, tf.Tensor):
        return value
    return tf.constant(value, dtype=tf.dtypes.as_dtype(tensor.DTYPE))


def _single_call(fn: ConcreteFunction | Any, tensor: Any) -> Any:
    """``call(tensor)`` of a one-input, one-output function (``ConcreteFunction`` or
    ``SessionFunction``): the one output tensor."""
    signature = fn.signature()
    _check_single(signature, f"{type(fn).__name__}.call")
    result = fn.call({signature._input_names()[0]: tensor})
    return result.get(0)


def _node_name(name: str) -> str:
    """A graph node name made of ``name`` (a signature key may hold any character)."""
    return re.sub(r"[^A-Za-z0-9_.\-/]", "_", name) or "input"
