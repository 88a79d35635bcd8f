"""The per-op dispatch path used by every generated ``create`` method.

Generated code converts its arguments with the helpers below (``operand``, ``operand_list``,
``attr_*``), then calls ``execute``:

* eager scopes run the op at once through TensorFlow's eager fast path
  (``TFE_Py_FastPathExecute``, the path ``tf.raw_ops`` ends in), falling back to the generic
  ``execute`` path where the fast path refuses;
* graph scopes add a node through TensorFlow's C API, named by the scope, with the scope's device
  and control dependencies, and TensorFlow infers the attributes that inputs fix.

Attribute values travel as ``(name, value, name, value, ...)`` in the form the eager fast path
takes (types as ``DataType`` ints, shapes as lists of dims or None, tensors as ``TensorProto``);
graph building serializes them by the attribute kinds the generated class declares.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, NoReturn, cast

from tensorflow.core.framework import attr_value_pb2, tensor_shape_pb2
from tensorflow.python import pywrap_tfe
from tensorflow.python.client import pywrap_tf_session as _c
from tensorflow.python.eager import core as _core
from tensorflow.python.eager import execute as _execute_mod
from tensorflow.python.framework import errors as _errors
from tensorflow.python.framework import ops as _tf_ops

from tfjava.concrete_function import ConcreteFunction, FunctionRef
from tfjava.op.argument_errors import argument_error
from tfjava.operation import EagerOperation, GraphOperation, Operation

if TYPE_CHECKING:
    from tfjava.eager_session import EagerSession
    from tfjava.environment import ExecutionEnvironment
    from tfjava.op.scope import Scope

from tfjava import native as _native

# The one function generated create methods (their inline eager path) and ``execute`` run
# eager ops with: ``fast_path_execute(ctx, op_type, name, *inputs, *attr_name_value_pairs)``,
# with the arguments and the result of TensorFlow's ``TFE_Py_FastPathExecute``. It is the native
# extension's ``execute`` (tfjava/native) unless ``TFJAVA_NATIVE=0`` or the extension cannot be
# loaded; then it is TensorFlow's fast path itself.
_NATIVE = _native.load()
fast_path_execute = _NATIVE.execute if _NATIVE is not None else pywrap_tfe.TFE_Py_FastPathExecute
new_instance = object.__new__
NotOkStatus = _core._NotOkStatusException
Fallback = _core._FallbackException
_EagerTensor = _tf_ops.EagerTensor

# Attribute kinds, as TensorFlow spells attribute types.
STRING, INT, FLOAT, BOOL, TYPE, SHAPE, TENSOR, FUNC = (
    "string",
    "int",
    "float",
    "bool",
    "type",
    "shape",
    "tensor",
    "func",
)


# --------------------------------------------------------------------------------------------
# Executing


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
        from tfjava.operation import _op_def

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
    from tfjava.operation import _op_def

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
            outputs = _execute_mod.execute(op_type, num_outputs, flat, attrs, ctx)
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


# --------------------------------------------------------------------------------------------
# Attribute values


def serialize_attr(kind: str, value: Any, graph: Any = None) -> bytes:
    """The serialized ``AttrValue`` of an attribute of ``kind`` holding ``value`` (eager form)."""
    av = attr_value_pb2.AttrValue()
    if kind.startswith("list("):
        item = kind[5:-1]
        lst = av.list
        if item == STRING:
            lst.s.extend(_as_bytes(v) for v in value)
        elif item == INT:
            lst.i.extend(value)
        elif item == FLOAT:
            lst.f.extend(value)
        elif item == BOOL:
            lst.b.extend(value)
        elif item == TYPE:
            lst.type.extend(value)
        elif item == SHAPE:
            lst.shape.extend(_shape_proto(v) for v in value)
        elif item == TENSOR:
            lst.tensor.extend(value)
        elif item == FUNC:
            lst.func.extend(_func_attr(v, graph) for v in value)
        else:
            raise ValueError(f"unknown attribute kind {kind!r}")
        if not value:
            av.list.SetInParent()
    elif kind == STRING:
        av.s = _as_bytes(value)
    elif kind == INT:
        av.i = value
    elif kind == FLOAT:
        av.f = value
    elif kind == BOOL:
        av.b = value
    elif kind == TYPE:
        av.type = value
    elif kind == SHAPE:
        av.shape.CopyFrom(_shape_proto(value))
    elif kind == TENSOR:
        av.tensor.CopyFrom(value)
    elif kind == FUNC:
        av.func.CopyFrom(_func_attr(value, graph))
    else:
        raise ValueError(f"unknown attribute kind {kind!r}")
    return av.SerializeToString()  # type: ignore[no-any-return]


def _as_bytes(value: str | bytes) -> bytes:
    return value.encode("utf-8") if isinstance(value, str) else bytes(value)


def _shape_proto(dims: list[int | None] | None) -> Any:
    proto = tensor_shape_pb2.TensorShapeProto()
    if dims is None:
        proto.unknown_rank = True
    else:
        for d in dims:
            proto.dim.add(size=-1 if d is None else d)
    return proto


def _func_attr(fn: Any, graph: Any) -> Any:
    """The ``NameAttrList`` of a function attribute value; in a graph, the function (and the
    functions it calls) also goes into the graph's function library."""
    if isinstance(fn, attr_value_pb2.NameAttrList):
        return fn
    if isinstance(fn, FunctionRef):
        if graph is not None:
            fn.fn._attach(graph)
        return attr_value_pb2.NameAttrList(name=fn.name)
    name = fn if isinstance(fn, str) else getattr(fn, "name", None)
    if isinstance(name, bytes):
        name = name.decode()
    if not isinstance(name, str):
        raise TypeError(f"expected a ConcreteFunction or function name, got {type(fn).__name__}")
    if graph is not None and not isinstance(fn, str):
        if hasattr(fn, "add_to_graph"):  # a ConcreteFunction
            fn.add_to_graph(graph)
        elif hasattr(fn, "definition") and hasattr(fn, "children"):  # an AtomicFunction
            graph._add_function_recursive(fn)
    return attr_value_pb2.NameAttrList(name=name)


# --------------------------------------------------------------------------------------------
# Argument conversion (with errors that name the op class and the parameter)


def operand(env: ExecutionEnvironment, x: Any, op: str, param: str) -> Any:
    """The raw TensorFlow tensor of operand ``x`` for parameter ``param`` of class ``op``."""
    try:
        if x._env is env:
            return x._t
    except AttributeError:
        pass
    return _convert_operand(env, x, op, param)


def operand_list(env: ExecutionEnvironment, xs: Any, op: str, param: str) -> list[Any]:
    """The raw TensorFlow tensors of an ``Iterable<Operand<...>>`` parameter."""
    if xs.__class__ is list or xs.__class__ is tuple:
        try:
            out = [x._t for x in xs if x._env is env]
            if len(out) == len(xs):
                return out
        except AttributeError:
            pass
    if xs is None or isinstance(xs, (str, bytes)) or not isinstance(xs, Iterable):
        raise TypeError(
            f"{op}.create: parameter '{param}' expects an iterable of Operands, got {_describe(xs)}"
        )
    out = []
    for i, x in enumerate(xs):
        try:
            if x._env is env:
                out.append(x._t)
                continue
        except AttributeError:
            pass
        out.append(_convert_operand(env, x, op, f"{param}[{i}]"))
    return out


def _convert_operand(env: Any, x: Any, op: str, param: str) -> Any:
    from tfjava.operand import Operand

    if isinstance(x, Operand):
        other = x._env
        if other is not env and env._eager and other._eager:
            # As in Java, eager sessions share tensors; a closed session's are gone.
            if other._closed:
                raise RuntimeError(
                    f"{op}.create: parameter '{param}' is an operand of {other}, which is closed"
                )
            return x._t
        if other is not env:
            raise ValueError(
                f"{op}.create: parameter '{param}' is an operand of {other}, which cannot be "
                f"used in {env} ({env._foreign_input(other, x)})"
            )
        return x._t
    if x is None:
        raise TypeError(f"{op}.create: parameter '{param}' expects an Operand, got None")
    from tensorflow.python.framework import tensor as _tensor

    if isinstance(x, _tensor.Tensor):
        if env._eager and isinstance(x, _EagerTensor):
            return x
        if not env._eager and not isinstance(x, _EagerTensor) and x.graph is env._g:
            return x
        raise ValueError(
            f"{op}.create: parameter '{param}' is a TensorFlow tensor of another execution "
            f"environment than {env}"
        )
    from tfjava.op.core.constant import Constant, ConstantValueError

    try:
        return Constant.create(env.baseScope(), x)._t
    except ConstantValueError:
        raise TypeError(
            f"{op}.create: parameter '{param}' expects an Operand (or a value convertible to a "
            f"constant), got {_describe(x)}"
        ) from None


def check_scope(scope: Any, op: str) -> None:
    """Raise a ``TypeError`` naming ``op``'s ``create`` if ``scope`` is not a ``Scope`` (called
    when ``create`` met an AttributeError, which is then re-raised if the scope is fine)."""
    from tfjava.op.ops_base import OpsBase
    from tfjava.op.scope import Scope

    if isinstance(scope, Scope):
        return
    if isinstance(scope, OpsBase):
        raise TypeError(
            f"{op}.create: parameter 'scope' expects a Scope, got the Ops facade: pass "
            f"tf.scope(), or call the facade's method instead"
        ) from None
    raise TypeError(
        f"{op}.create: parameter 'scope' expects a Scope, got {_describe(scope)}"
    ) from None


def _describe(x: Any) -> str:
    text = repr(x)
    if len(text) > 60:
        text = text[:57] + "..."
    return f"{type(x).__name__} {text}"


def _bad_attr(op: str, param: str, expected: str, value: Any) -> NoReturn:
    raise TypeError(f"{op}.create: parameter '{param}' expects {expected}, got {_describe(value)}")


def attr_string(value: Any, op: str, param: str) -> Any:
    if isinstance(value, (str, bytes)):
        return value
    _bad_attr(op, param, "a str", value)


INT64_MIN, INT64_MAX = -(2**63), 2**63 - 1


def attr_int(value: Any, op: str, param: str) -> int:
    """An ``int``/``long`` attribute: TensorFlow keeps every int attribute as an int64."""
    if isinstance(value, bool) or not hasattr(value, "__index__"):
        _bad_attr(op, param, "an int", value)
    number = int(value.__index__())
    if not INT64_MIN <= number <= INT64_MAX:
        raise ValueError(
            f"{op}.create: parameter '{param}' expects an int in TensorFlow's int64 range "
            f"[-2**63, 2**63 - 1], got {number}"
        )
    return number


def attr_float(value: Any, op: str, param: str) -> float:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    try:
        import numpy as np

        if isinstance(value, np.floating | np.integer):
            return float(value)
    except ImportError:  # pragma: no cover
        pass
    _bad_attr(op, param, "a float", value)


def attr_bool(value: Any, op: str, param: str) -> bool:
    if isinstance(value, bool):
        return value
    try:
        import numpy as np

        if isinstance(value, np.bool_):
            return bool(value)
    except ImportError:  # pragma: no cover
        pass
    _bad_attr(op, param, "a bool", value)


# Tensor type class → DataType value, for the inline check of generated code.
DTYPES: dict[Any, int] = {}
# The builtin ``type``, for generated code whose parameter named ``type`` hides it.
BUILTIN_TYPE = type


def attr_type(value: Any, op: str, param: str) -> int:
    """``Class<T>`` → the ``DataType`` enum value of tensor type class ``value``."""
    dtype = getattr(value, "DTYPE", None)
    if type(dtype) is int and isinstance(value, type):
        if dtype == 0:  # DT_INVALID: TType, TNumber, TFloating, TIntegral
            raise TypeError(
                f"{op}.create: parameter '{param}' expects a tensor type class such as "
                f"TFloat32, got {value.__name__}, a family of types and not a type"
            )
        DTYPES[value] = dtype
        return dtype
    _bad_attr(op, param, "a tensor type class such as TFloat32", value)


def attr_shape(value: Any, op: str, param: str) -> list[int | None] | None:
    from tfjava.ndarray import Shape

    if isinstance(value, Shape):
        dims = value.asArray()
        if dims is None:
            return None
        return [None if d < 0 else int(d) for d in dims]
    _bad_attr(op, param, "a Shape", value)


def attr_tensor(value: Any, op: str, param: str) -> Any:
    from tensorflow.python.framework import tensor_util

    numpy = getattr(value, "numpy", None)
    if callable(numpy) and hasattr(type(value), "DTYPE"):
        return tensor_util.make_tensor_proto(numpy())
    _bad_attr(op, param, "a Tensor", value)


def attr_func(value: Any, op: str, param: str) -> Any:
    """``ConcreteFunction`` → the function itself: TensorFlow's ``ConcreteFunction`` (or the name
    of a function TensorFlow already knows); a ``tf.function`` with an ``input_signature``
    stands for its one concrete function."""
    if isinstance(value, str):
        return value
    if isinstance(value, bytes):
        return value.decode()
    if isinstance(value, ConcreteFunction):
        value._check_open()
        return value._ref
    cls = type(value)
    name = getattr(value, "name", None)
    if not isinstance(name, (str, bytes)) or not (
        hasattr(cls, "function_def") or hasattr(cls, "definition")
    ):
        if not callable(getattr(value, "get_concrete_function", None)):
            _bad_attr(op, param, "a ConcreteFunction", value)
        if getattr(value, "input_signature", None) is None:
            raise TypeError(
                f"{op}.create: parameter '{param}' expects a ConcreteFunction, got a "
                "tf.function without input_signature: pass "
                "fn.get_concrete_function(tf.TensorSpec(...), ...)"
            )
        value = value.get_concrete_function()
        name = value.name
    # TensorFlow registers a function in its eager context when it makes it (graph building
    # copies it from there into the graph's library); make sure it is still there.
    from tensorflow.python.eager import context

    if not context.context().has_function(name):
        raise ValueError(
            f"{op}.create: parameter '{param}': function {_as_bytes(name).decode()!r} is not "
            "registered in TensorFlow's eager context"
        )
    return value


def attr_list(value: Any, op: str, param: str, item: Any) -> list[Any]:
    """A Java ``List<E>`` attribute (any iterable); ``item`` converts each element."""
    if value is None or isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        _bad_attr(op, param, "a list", value)
    return [item(v, op, f"{param}[{i}]") for i, v in enumerate(value)]


def merge_options(options: tuple[Any, ...], options_class: type[Any], op: str) -> Any:
    """One ``Options`` holding, per field, the last value set among ``options``."""
    if len(options) == 1 and type(options[0]) is options_class:
        return options[0]
    merged = options_class()
    for o in options:
        if not isinstance(o, options_class):
            raise TypeError(
                f"{op}.create: expected {op}.Options arguments after the required parameters, "
                f"got {_describe(o)}"
            )
        for name in options_class._FIELDS:
            value = getattr(o, name, None)  # an unset field has no value in its slot
            if value is not None:
                setattr(merged, name, value)
    return merged


def varargs_list(values: tuple[Any, ...]) -> list[Any]:
    """Java ``E...`` or ``List<E>``: ``f("a", "b")`` and ``f(["a", "b"])`` both give a list."""
    if (
        len(values) == 1
        and isinstance(values[0], Iterable)
        and not isinstance(values[0], (str, bytes))
    ):
        return list(values[0])
    return list(values)


def shift_args(
    args: tuple[Any, ...],
    count: int,
    default_at: int,
    default: Any,
    op: str,
    names: tuple[str, ...],
    takes_options: bool,
) -> tuple[Any, ...]:
    """Java overloads that differ by a Class<X> parameter before required ones.

    ``args`` holds the parameters ``names`` (the one at ``default_at`` may be left out, then it
    is ``default``) followed by Options; returns the ``count`` values and the Options tuple.
    """
    if len(args) > default_at and isinstance(args[default_at], type):
        values, rest = args[:count], args[count:]
    else:
        values = (*args[:default_at], default, *args[default_at : count - 1])
        rest = args[count - 1 :]
    if len(values) < count:
        missing = ", ".join(repr(n) for n in names[len(values) :])
        raise TypeError(f"{op}.create() missing required argument(s): {missing}")
    if rest and not takes_options:
        raise TypeError(f"{op}.create() takes {count} arguments after the operands, got more")
    return (*values, tuple(rest))
