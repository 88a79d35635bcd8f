"""Explain a call that TensorFlow rejected in terms of the Java signature.

Generated ``create`` methods pass their operands to TensorFlow without checking data types
(checks would cost every call). When TensorFlow refuses the op, this module looks at the
operands against the op's registered definition and, if an operand is of a data type the op
does not take, or a list is too short, raises ``TypeError``/``ValueError`` naming the op class,
the parameter and what was expected. Any other refusal keeps TensorFlow's own error.
"""

from __future__ import annotations

from typing import Any

from tensorflow.python.framework import op_def_registry

from tfjava.types.registry import type_for_dtype


def _type_name(dtype_enum: int) -> str:

    try:
        return type_for_dtype(dtype_enum).__name__
    except ValueError:
        return f"DataType {dtype_enum}"


def _dtype(t: Any) -> int:
    return int(t.dtype.base_dtype.as_datatype_enum)


def argument_error(
    op_type: str, op_class: str, inputs: tuple[Any, ...], params: tuple[str, ...]
) -> Exception | None:
    """The ``TypeError``/``ValueError`` that explains why ``inputs`` do not fit, or None."""

    op_def = op_def_registry.get(op_type)
    if op_def is None or len(params) != len(inputs):
        return None
    seen: dict[str, tuple[str, int]] = {}  # type attr -> (param, dtype) of its first operand
    attrs = {a.name: a for a in op_def.attr}
    for arg, param, value in zip(op_def.input_arg, params, inputs, strict=False):
        tensors = value if isinstance(value, list) else [value]
        where = f"{op_class}.create: parameter '{param}'"
        if arg.number_attr:
            attr = attrs.get(arg.number_attr)
            if attr is not None and attr.has_minimum and len(tensors) < attr.minimum:
                return ValueError(
                    f"{where} needs at least {attr.minimum} operand(s), got {len(tensors)}"
                )
        for i, t in enumerate(tensors):
            dtype = _dtype(t)
            label = where if not isinstance(value, list) else f"{where} (element {i})"
            if arg.type and arg.type != dtype:
                return TypeError(
                    f"{label} has data type {_type_name(dtype)}, expected {_type_name(arg.type)}"
                )
            if arg.type_attr:
                attr = attrs.get(arg.type_attr)
                allowed = list(attr.allowed_values.list.type) if attr is not None else []
                if allowed and dtype not in allowed:
                    names = ", ".join(sorted({_type_name(a) for a in allowed}))
                    return TypeError(
                        f"{label} has data type {_type_name(dtype)}, expected one of: {names}"
                    )
                first = seen.get(arg.type_attr)
                if first is None:
                    seen[arg.type_attr] = (param, dtype)
                elif first[1] != dtype:
                    return TypeError(
                        f"{label} has data type {_type_name(dtype)}, but parameter '{first[0]}' "
                        f"has {_type_name(first[1])}: they must have the same type"
                    )
    return None
