"""Java type syntax → ``JType``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from porter.jtypes import JType
from porter.parse import text
from porter.surface import is_proto

if TYPE_CHECKING:
    from tree_sitter import Node

    from porter.context import Context


def jtype_of(ctx: Context | None, node: Node | None) -> JType | None:
    """The type a type node denotes; ``None`` for ``var`` (inferred by the caller)."""
    if node is None:
        return None
    kind = node.type
    if kind in ("integral_type", "floating_point_type", "boolean_type", "void_type"):
        return JType(text(node))
    if kind == "type_identifier":
        name = text(node)
        return None if name == "var" else JType(name)
    if kind == "scoped_type_identifier":
        parts = text(node).split("<")[0].split(".")
        classes = [p for p in parts if p[:1].isupper()]
        if ctx is not None and len(classes) > 1 and is_proto(ctx.classes.get(classes[0])):
            # a builder or nested message of a protobuf class: ``ConfigProto.Builder``,
            # ``TensorShapeProto.Dim`` (its fields are looked up by the full name)
            return JType(".".join(classes))
        return JType(parts[-1])
    if kind == "generic_type":
        base = jtype_of(ctx, node.named_children[0])
        args_node = next((c for c in node.named_children if c.type == "type_arguments"), None)
        args = tuple(jtype_of(ctx, a) for a in args_node.named_children) if args_node else ()
        return JType(base.name, 0, args) if base else None
    if kind == "array_type":
        element = jtype_of(ctx, node.child_by_field_name("element"))
        dims = text(node.child_by_field_name("dimensions")).count("[")
        return JType(element.name, element.dims + dims, element.args) if element else None
    if kind == "wildcard":
        bound = [c for c in node.named_children]
        return jtype_of(ctx, bound[-1]) if bound else JType("Object")
    if kind == "annotated_type":
        return jtype_of(ctx, node.named_children[-1])
    return None
