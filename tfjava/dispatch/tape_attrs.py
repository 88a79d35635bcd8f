"""The attributes a gradient tape records for an eager op run on the pure-Python path.

TensorFlow's eager fast path records, for the op's gradient function, the attributes it was
given and those its inputs fix; TensorFlow's own op wrappers pass every attribute, so that is
all of them. Generated ``create`` methods leave defaulted options out, and a gradient function
reading one (``MatMul``'s ``transpose_a``) failed with a ``KeyError``: while a tape records, the
defaults go along (the native path records them itself, ``tfjava/native/_eager.cc``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tensorflow.python import pywrap_tfe
from tensorflow.python.eager import execute as _execute_mod

from tfjava.core.operation import _op_def
from tfjava.dispatch.attr_kinds import DEFAULT_PASSED
from tfjava.native.spec import default_value

# Kinds whose default the eager fast path takes as it is recorded (not tensors or functions).
_KINDS = DEFAULT_PASSED | {f"list({k})" for k in DEFAULT_PASSED}
_DEFAULTS: dict[str, tuple[int, tuple[tuple[str, Any], ...]]] = {}
tape_set_is_empty: Callable[[], bool] = pywrap_tfe.TFE_Py_TapeSetIsEmpty


def _defaults(op_type: str) -> tuple[int, tuple[tuple[str, Any], ...]]:
    """The op's number of inputs, and its defaulted attributes that no input fixes."""
    found = _DEFAULTS.get(op_type)
    if found is None:
        od = _op_def(op_type)
        fixed = {n for a in od.input_arg for n in (a.type_attr, a.number_attr, a.type_list_attr)}
        pairs = []
        for a in od.attr:
            if a.HasField("default_value") and a.name not in fixed and a.type in _KINDS:
                value = default_value(a.type, a.default_value)[1]
                if value is not None:
                    pairs.append((a.name, value))
        found = (len(od.input_arg), tuple(pairs))
        _DEFAULTS[op_type] = found
    return found


def with_defaults(args: tuple[Any, ...]) -> tuple[Any, ...]:
    """The fast path's arguments ``ctx, op_type, name, inputs..., name, value, ...`` with the
    defaulted attributes not given added."""
    num_inputs, pairs = _defaults(args[1])
    given = set(args[3 + num_inputs :: 2])
    extra = [x for name, value in pairs if name not in given for x in (name, value)]
    return (*args, *extra) if extra else args


def recording(fast_path: Callable[..., Any]) -> Callable[..., Any]:
    """``fast_path`` (TensorFlow's ``TFE_Py_FastPathExecute``), passing every defaulted
    attribute while a gradient tape records."""

    def execute(*args: Any, _empty: Callable[[], bool] = tape_set_is_empty) -> Any:
        if _empty():
            return fast_path(*args)
        return fast_path(*with_defaults(args))

    return execute


def record_gradient(op_type: str, inputs: list[Any], attrs: tuple[Any, ...], outputs: Any) -> None:
    """Records an op run on the generic eager path (which records nothing) on the active
    tapes, with every attribute."""
    if tape_set_is_empty() or not outputs:
        return
    _, pairs = _defaults(op_type)
    given = set(attrs[::2])
    extra = tuple(x for name, value in pairs if name not in given for x in (name, value))
    _execute_mod.record_gradient(op_type, inputs, (*attrs, *extra), outputs)
