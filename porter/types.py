"""Java type syntax → ``JType``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from porter.jtypes import JType
from porter.library_rules import RENAMED_TYPES
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
        alias = library_alias(ctx, name) if ctx is not None else None
        return None if name == "var" else JType(alias or name)
    if kind == "scoped_type_identifier":
        alias = library_alias(ctx, text(node).split("<")[0]) if ctx is not None else None
        if alias is not None:
            return JType(alias)
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


def library_alias(ctx: Context, written: str) -> str | None:
    """The rule name of a library class that shares its simple name with another library's
    (JavaCPP's ``Mat``, ``opencv_core.Mat``, beside OpenCV's Java ``Mat``), by the class the
    name stands for here: imported, nested in an imported class, or statically imported."""
    head, _, rest = written.partition(".")
    if head in ctx.local_classes:
        return None
    q = ctx.classes.get(head)
    if q is not None:
        q = f"{q}.{rest}" if rest else q
    elif not rest:
        owners = [*ctx.static_wildcards, *ctx.type_wildcards]
        if head in ctx.static_members:
            owners.insert(0, ctx.static_members[head])
        q = next((f"{o}.{head}" for o in owners if f"{o}.{head}" in RENAMED_TYPES), None)
    return RENAMED_TYPES.get(q or "")
