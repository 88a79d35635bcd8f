"""Executing one op: the step every generated ``create`` ends in.

Generated code converts its arguments (``tfjava.dispatch.arguments``: operands to raw tensors,
attribute values to the eager fast path's forms), then the op runs here:

* eager scopes run the op at once through TensorFlow's eager fast path
  (``TFE_Py_FastPathExecute``, the path ``tf.raw_ops`` ends in), falling back to the generic
  ``execute`` path where the fast path refuses;
* graph scopes add a node through TensorFlow's C API, named by the scope, with the scope's device
  and control dependencies, and TensorFlow infers the attributes that inputs fix.

Attribute values travel as ``(name, value, name, value, ...)`` in the form the eager fast path
takes (types as ``DataType`` ints, shapes as lists of dims or None, tensors as ``TensorProto``);
graph building serializes them by the attribute kinds the generated class declares
(``tfjava.dispatch.attr_protos``).
"""

from __future__ import annotations

import re
import threading
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, NoReturn, cast

from tensorflow.python import pywrap_tfe
from tensorflow.python.client import pywrap_tf_session as _c
from tensorflow.python.eager import core as _core
from tensorflow.python.eager import execute as _execute_mod
from tensorflow.python.framework import errors as _errors
from tensorflow.python.framework import ops as _tf_ops

from tfjava.core.operation import EagerOperation, GraphOperation, Operation, _op_def
from tfjava.dispatch import tf_interop  # noqa: F401 - registers operands with tf.convert_to_tensor
from tfjava.dispatch.argument_errors import argument_error
from tfjava.dispatch.attr_protos import serialize_attr
from tfjava.dispatch.tape_attrs import record_gradient, recording

if TYPE_CHECKING:
    from tfjava.core.scope import Scope
    from tfjava.exec.eager_session import EagerSession

from tfjava import native as _native

# The one function generated create methods (their inline eager path) and ``execute`` run
# eager ops with: ``fast_path_execute(ctx, op_type, name, *inputs, *attr_name_value_pairs)``,
# with the arguments and the result of TensorFlow's ``TFE_Py_FastPathExecute``. It is the native
# extension's ``execute`` (tfjava/native) unless ``TFJAVA_NATIVE=0`` or the extension cannot be
# loaded; then it is TensorFlow's fast path, given every defaulted attribute while a gradient
# tape records (``tape_attrs``).
_NATIVE = _native.load()
fast_path_execute = (
    _NATIVE.execute if _NATIVE is not None else recording(pywrap_tfe.TFE_Py_FastPathExecute)
)
# The same step for callers that give every defaulted attribute themselves (generated create
# methods, as TensorFlow's own op wrappers do): TensorFlow's fast path as it is, no Python frame.
fast_path_execute_all_attrs = (
    _NATIVE.execute if _NATIVE is not None else pywrap_tfe.TFE_Py_FastPathExecute
)
new_instance = object.__new__
NotOkStatus = _core._NotOkStatusException
Fallback = _core._FallbackException
_EagerTensor = _tf_ops.EagerTensor


def execute(
    scope: Scope,
    op_type: str,
    default_name: str,
    inputs: tuple[Any, ...],
    attrs: tuple[Any, ...],
    attr_kinds: Mapping[str, str],
    lists: bool = False,
    params: tuple[str, ...] = (),
) -> Operation:
    """Run (eager) or add (graph) one ``op_type`` operation and return it.

    ``inputs`` holds raw TensorFlow tensors, and lists of them for list inputs, in OpDef order;
    ``lists`` says whether there are list inputs (eager ops record their lengths); ``params``
    are the Java names of the inputs, for errors.
    """
    env = scope._env
    if env._closed:
        env._check_open()
    # Default names are valid by construction: skip makeOpName's check on the hot path.
    name = scope._names.make_op_name(default_name)
    if env._eager:
        if scope._device:
            return execute_eager_slow(env, scope._device, op_type, name, inputs, attrs)
        try:
            result = fast_path_execute(env._ctx, op_type, name, *inputs, *attrs)
        except NotOkStatus as e:
            raise_call_error(e, op_type, default_name, name, inputs, params)
        except Fallback:
            return execute_eager_slow(env, "", op_type, name, inputs, attrs)
        if type(result) is _EagerTensor:
            outputs = [result]
        elif result is None:
            outputs = []
        elif any(type(r) is list for r in result):
            # A list output beside other outputs comes back nested: flatten to OpDef order.
            outputs = [t for r in result for t in (r if type(r) is list else (r,))]
        else:
            outputs = result
        return EagerOperation(
            cast("EagerSession", env),
            op_type,
            name,
            outputs,
            attrs,
            _list_lengths(op_type, inputs) if lists else None,
        )
    return _add_node(
        scope,
        op_type,
        default_name,
        name,
        inputs,
        attrs,
        attr_kinds,
        scope._device,
        scope._controls,  # type: ignore[attr-defined]
        params,
    )


def _add_node(
    scope: Scope,
    op_type: str,
    op_class: str,
    name: str,
    inputs: tuple[Any, ...],
    attrs: tuple[Any, ...],
    attr_kinds: Mapping[str, str],
    device: str,
    controls: tuple[Operation, ...],
    params: tuple[str, ...],
) -> GraphOperation:
    """Add a graph node, with TensorFlow's refusal explained in Java terms where it can be."""
    try:
        op = _build_graph_op(
            scope.env(), op_type, name, inputs, attrs, attr_kinds, device, controls
        )
    except _errors.InvalidArgumentError:
        error = argument_error(op_type, op_class, inputs, params)
        if error is None:
            raise
        raise error from None
    scope.onOpCreated(op)
    return op


def raise_call_error(
    e: Any, op_type: str, op_class: str, name: str, inputs: tuple[Any, ...], params: tuple[str, ...]
) -> NoReturn:
    """TensorFlow refused an eager op: a Java-terms argument error if that is why, else
    TensorFlow's own error class and message (with the op's name)."""
    error = argument_error(op_type, op_class, inputs, params)
    if error is not None:
        raise error from None
    _explain_eager_limit(e, op_type, op_class)
    _raise_from_status(e, name)


_UNHANDLED_ATTR = re.compile(r"Attr (\w+) has unhandled type (\d+)")
_ATTR_KIND_NAMES = {6: "a tensor", 7: "a placeholder", 8: "a function"}  # TF_AttrType values


def _explain_eager_limit(e: Any, op_type: str, op_class: str) -> None:
    """Add to a refusal status the context ``eager_limit`` gives, if any."""
    explained = eager_limit(str(getattr(e, "message", "")), op_type, op_class)
    if explained is not None:
        e.message = explained


def eager_limit(message: str, op_type: str, op_class: str) -> str | None:
    """TensorFlow's eager runtime takes no tensor (or placeholder, function) attribute values:
    ``message`` with the op, the attribute, and that graph mode takes them; None if
    ``message`` is not about that."""
    match = _UNHANDLED_ATTR.search(message)
    if match is None:
        return None
    attr, kind = match.group(1), int(match.group(2))
    java = re.sub(r"_([a-z0-9])", lambda m: m.group(1).upper(), attr)
    what = _ATTR_KIND_NAMES.get(kind, f"an attribute of kind {kind}")
    return (
        f"{op_class}.create: attribute {java!r} ({op_type}'s {attr!r}) holds {what}, which "
        "TensorFlow's eager runtime cannot take (a limitation of TensorFlow, not of this call); "
        f"build {op_class} in a Graph and run it with a Session instead. TensorFlow said: "
        f"{message}"
    )


def execute_built(
    scope: Scope,
    op_type: str,
    name: str,
    inputs: tuple[Any, ...],
    attrs: tuple[Any, ...],
    attr_kinds: Mapping[str, str],
    device: str,
    controls: tuple[Operation, ...],
) -> Operation:
    """``OperationBuilder.build()``: like ``execute`` with an already unique name."""
    env = scope.env()
    env._check_open()
    if env._eager:
        return execute_eager_slow(env, device, op_type, name, inputs, attrs)
    return _add_node(scope, op_type, op_type, name, inputs, attrs, attr_kinds, device, controls, ())


def _list_lengths(op_type: str, inputs: tuple[Any, ...]) -> dict[str, int] | None:
    # Only list inputs matter (for list output lengths); most ops have none.
    lengths: dict[str, int] | None = None
    for i, x in enumerate(inputs):
        if type(x) is list:
            if lengths is None:
                lengths = {}
            lengths[_input_arg_names(op_type)[i]] = len(x)
    return lengths


_INPUT_ARG_NAMES: dict[str, list[str]] = {}


def _input_arg_names(op_type: str) -> list[str]:
    names = _INPUT_ARG_NAMES.get(op_type)
    if names is None:
        names = [a.name for a in _op_def(op_type).input_arg]
        _INPUT_ARG_NAMES[op_type] = names
    return names


def _raise_from_status(e: Any, name: str) -> NoReturn:
    e.message += " name: " + name
    raise _core._status_to_exception(e) from None


def execute_eager_slow(
    env: Any, device: str, op_type: str, name: str, inputs: tuple[Any, ...], attrs: tuple[Any, ...]
) -> Operation:
    """The generic eager path: explicit device, and ops the fast path does not take."""
    op_def = _op_def(op_type)
    flat: list[Any] = []
    for x in inputs:
        if type(x) is list:
            flat.extend(x)
        else:
            flat.append(x)
    given = dict(zip(attrs[::2], attrs[1::2], strict=True))
    # Unlike the fast path, the generic path does not infer the attributes that inputs fix
    # (T, N, Tin, ...): set them here, or TensorFlow rejects (or aborts on) the op.
    inferred: list[Any] = []
    for arg, x in zip(op_def.input_arg, inputs, strict=False):
        xs = x if type(x) is list else (x,)
        if arg.number_attr and arg.number_attr not in given:
            given[arg.number_attr] = len(xs)
            inferred += (arg.number_attr, len(xs))
        if arg.type_attr and arg.type_attr not in given and xs:
            given[arg.type_attr] = xs[0].dtype.as_datatype_enum
            inferred += (arg.type_attr, given[arg.type_attr])
        if arg.type_list_attr and arg.type_list_attr not in given:
            given[arg.type_list_attr] = [t.dtype.as_datatype_enum for t in xs]
            inferred += (arg.type_list_attr, given[arg.type_list_attr])
    if inferred:
        attrs = (*attrs, *inferred)
    for a in op_def.attr:
        if a.name not in given and not a.HasField("default_value"):
            raise ValueError(
                f"{op_type} ({name}): attribute {a.name!r} is not set and no input fixes it"
            )
    num_outputs = 0
    for arg in op_def.output_arg:
        if arg.number_attr:
            num_outputs += _attr_length(op_def, arg.number_attr, given, inputs)
        elif arg.type_list_attr:
            num_outputs += _attr_length(op_def, arg.type_list_attr, given, inputs)
        else:
            num_outputs += 1
    ctx = env._ctx
    try:
        with ctx.device(device or None):
            if _has_ref_args(op_type, op_def):
                outputs = _execute_unwrapped(op_type, num_outputs, flat, attrs, ctx)
            else:
                outputs = _execute_mod.execute(op_type, num_outputs, flat, attrs, ctx)
        record_gradient(op_type, flat, attrs, outputs)
    except NotOkStatus as e:
        _explain_eager_limit(e, op_type, op_type)
        _raise_from_status(e, name)
    except _errors.UnimplementedError as e:
        explained = eager_limit(e.message, op_type, op_type)
        if explained is None:
            raise
        raise type(e)(e.node_def, e.op, explained) from None
    return EagerOperation(
        env, op_type, name, list(outputs or []), attrs, _list_lengths(op_type, inputs)
    )


_REF_ARGS: dict[str, bool] = {}
_unwrapped_lock = threading.Lock()


def _has_ref_args(op_type: str, op_def: Any) -> bool:
    """Whether ``op_type`` has a reference-typed input or output (``FIFOQueue``'s handle)."""
    found = _REF_ARGS.get(op_type)
    if found is None:
        found = any(a.is_ref for a in (*op_def.input_arg, *op_def.output_arg))
        _REF_ARGS[op_type] = found
    return found


def _execute_unwrapped(
    op_type: str, num_outputs: int, flat: list[Any], attrs: tuple[Any, ...], ctx: Any
) -> Any:
    """Execute an op with reference-typed arguments as the eager C API does for TensorFlow
    Java: as the op itself. TensorFlow Python's context wraps every eager op in a function,
    which cannot have a reference-typed argument ("AttrValue must not have reference type value
    of string_ref"), so the wrapping is switched off for this one call. Other threads' eager
    ops run unwrapped meanwhile, with the same results."""
    with _unwrapped_lock:
        pywrap_tfe.TFE_ContextSetRunEagerOpAsFunction(ctx._handle, False)
        try:
            return _execute_mod.execute(op_type, num_outputs, flat, attrs, ctx)
        finally:
            pywrap_tfe.TFE_ContextSetRunEagerOpAsFunction(ctx._handle, True)


def _attr_length(op_def: Any, attr: str, given: dict[str, Any], inputs: tuple[Any, ...]) -> int:
    if attr in given:
        value = given[attr]
        return value if isinstance(value, int) else len(value)
    for arg, x in zip(op_def.input_arg, inputs, strict=False):
        if attr in (arg.number_attr, arg.type_list_attr):
            return len(x)
    for a in op_def.attr:
        if a.name == attr and a.HasField("default_value"):
            return int(a.default_value.i) if a.type == "int" else len(a.default_value.list.type)
    raise ValueError(f"{op_def.name}: cannot tell the value of attribute {attr!r}")


def _build_graph_op(
    env: Any,
    op_type: str,
    name: str,
    inputs: tuple[Any, ...],
    attrs: tuple[Any, ...],
    attr_kinds: Mapping[str, str],
    device: str,
    controls: tuple[Operation, ...],
) -> GraphOperation:
    g = env._g
    with g._c_graph.get() as c_graph:
        desc = _c.TF_NewOperation(c_graph, op_type, name)
    if device:
        _c.TF_SetDevice(desc, device)
    for x in inputs:
        if type(x) is list:
            _c.TF_AddInputList(desc, [t._as_tf_output() for t in x])
        else:
            _c.TF_AddInput(desc, x._as_tf_output())
    for control in controls:
        _c.TF_AddControlInput(desc, control._op._c_op)  # type: ignore[attr-defined]
    for i in range(0, len(attrs), 2):
        attr = attrs[i]
        _c.TF_SetAttrValueProto(desc, attr, serialize_attr(attr_kinds[attr], attrs[i + 1], g))
    c_op = _c.TF_FinishOperation(desc)
    return GraphOperation(env, g._create_op_from_tf_operation(c_op))
