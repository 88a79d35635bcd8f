"""Whether a TensorFlow function is stateful, from its ``FunctionDef``.

Java's ``ConcreteFunction.isStateful()`` and the ``If``/``While``/``Case`` selectors (which build
the stateful op of a pair when any function argument is stateful) both ask this.
"""

from __future__ import annotations

from typing import Any

from tensorflow.python.framework import op_def_registry


def fdef_is_stateful(fdef: Any, ctx: Any, seen: set[str]) -> bool:
    """Whether a ``FunctionDef`` runs a stateful op, directly or through the functions it
    calls (looked up in TensorFlow's eager context ``ctx``)."""

    if fdef.signature.is_stateful:
        return True
    seen.add(fdef.signature.name)
    for node in fdef.node_def:
        op_def = op_def_registry.get(node.op)
        if op_def is not None:
            if op_def.is_stateful:
                return True
            # Function-valued attributes (nested If/While/PartitionedCall bodies).
            for value in node.attr.values():
                names = [value.func.name] if value.HasField("func") else []
                names += [f.name for f in value.list.func]
                for name in names:
                    if _called_is_stateful(name, ctx, seen):
                        return True
        elif _called_is_stateful(node.op, ctx, seen):
            return True
    return False


def _called_is_stateful(name: str, ctx: Any, seen: set[str]) -> bool:
    if not name or name in seen:
        return False
    if not ctx.has_function(name):
        return True
    return fdef_is_stateful(ctx.get_function_def(name), ctx, seen)
