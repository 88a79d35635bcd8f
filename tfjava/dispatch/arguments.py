"""Argument conversion for generated ``create`` methods: Java arguments to raw TensorFlow forms.

Operands become raw TensorFlow tensors of the scope's environment (a Python value becomes a
constant), attribute values the forms TensorFlow's eager fast path takes (types as ``DataType``
ints, shapes as lists of dims or None, tensors as ``TensorProto``), options one merged
``Options``; every error names the op class and the parameter.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, NoReturn

import numpy as np
from tensorflow.python.eager import context
from tensorflow.python.framework import ops as _tf_ops
from tensorflow.python.framework import tensor as _tensor
from tensorflow.python.framework import tensor_util

from tfjava.core.operand import Operand
from tfjava.core.scope import Scope
from tfjava.dispatch.attr_protos import FunctionRef, as_bytes
from tfjava.dispatch.constant import Constant, ConstantValueError
from tfjava.ndarray import Shape

if TYPE_CHECKING:
    from tfjava.core.environment import ExecutionEnvironment

_EagerTensor = _tf_ops.EagerTensor


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
        # A loop, not a comprehension: that is one more frame (callgrind: AddN of 3, 300
        # instructions a call).
        out = []
        try:
            for x in xs:
                if x._env is not env:
                    break
                out.append(x._t)
            else:
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

    if isinstance(x, _tensor.Tensor):
        if env._eager and isinstance(x, _EagerTensor):
            return x
        if not env._eager and not isinstance(x, _EagerTensor) and x.graph is env._g:
            return x
        raise ValueError(
            f"{op}.create: parameter '{param}' is a TensorFlow tensor of another execution "
            f"environment than {env}"
        )

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
    if isinstance(scope, Scope):
        return
    # An Ops facade exists only once its module is loaded; importing that module here would
    # make argument conversion depend on the facade built on it.
    ops_base = sys.modules.get("tfjava.facade.ops_base")
    if ops_base is not None and isinstance(scope, ops_base.OpsBase):
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
        if isinstance(value, np.floating | np.integer):
            return float(value)
    except ImportError:  # pragma: no cover
        pass
    _bad_attr(op, param, "a float", value)


def attr_bool(value: Any, op: str, param: str) -> bool:
    if isinstance(value, bool):
        return value
    try:
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
    try:
        return DTYPES[value]  # a type class met before
    except (KeyError, TypeError):  # another value, or an unhashable one
        pass
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

    if isinstance(value, Shape):
        dims = value.asArray()
        if dims is None:
            return None
        return [None if d < 0 else int(d) for d in dims]
    _bad_attr(op, param, "a Shape", value)


def attr_tensor(value: Any, op: str, param: str) -> Any:

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
    ref = getattr(value, "_ref", None)
    if isinstance(ref, FunctionRef):  # our ConcreteFunction (a TensorFlow one has no FunctionRef)
        value._check_open()
        return ref
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

    if not context.context().has_function(name):
        raise ValueError(
            f"{op}.create: parameter '{param}': function {as_bytes(name).decode()!r} is not "
            "registered in TensorFlow's eager context"
        )
    return value


def attr_list(value: Any, op: str, param: str, item: Any) -> list[Any]:
    """A Java ``List<E>`` attribute (any iterable); ``item`` converts each element."""
    if value is None or isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
        _bad_attr(op, param, "a list", value)
    return [item(v, op, f"{param}[{i}]") for i, v in enumerate(value)]


# The converter of each attribute kind (of a list kind: of its items, through attr_list).
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
