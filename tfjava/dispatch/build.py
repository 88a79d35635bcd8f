"""The runtime's path off the eager fast path: graphs, devices, closed environments, list ops."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from tfjava.dispatch import dispatch as _d

if TYPE_CHECKING:
    from tfjava.core.raw_op import RawOp
    from tfjava.core.scope import Scope
    from tfjava.dispatch.runtime import OpSpec


R = TypeVar("R", bound="RawOp")


def build(spec: OpSpec[R], scope: Scope, fast: Sequence[Any]) -> R:
    """The op through ``dispatch.execute`` and the class's constructor; ``fast`` is create's
    arguments converted as for the eager execution step (context, op type, name, inputs,
    attribute name/value pairs)."""
    end = 3 + spec.n_inputs
    operation = _d.execute(
        scope,
        spec.op_type,
        spec.class_name,
        tuple(fast[3:end]),
        tuple(fast[end:]),
        spec.attr_kinds,
        bool(spec.lists),
        spec.input_names,
    )
    return spec.cls(operation)
