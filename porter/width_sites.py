"""Width-overload call sites: the width Java picks from the arguments' static types, and the
arguments converted so that Python picks it too (``porter.widths`` has the groups)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from porter import widths
from porter.context import PRIMARY, Context, E, Untranslatable
from porter.expressions import widen
from porter.jtypes import PROTO_VALUE, JType, is_integral, widest

if TYPE_CHECKING:
    from tree_sitter import Node


def width_arguments(
    ctx: Context, node: Node, owner: str, method: str, arg_nodes: list[Node], args: list[E]
) -> tuple[list[E], widths.Site | None]:
    """At a width-overload call, convert each primitive argument to the width Java picks."""
    prims: list[str] = []
    for a in args:
        t = a.jtype
        if (t is None or t == PROTO_VALUE) and owner in widths.ONE_X:
            return args, None
        if t is None or t == PROTO_VALUE:
            raise Untranslatable(
                node,
                f"argument {a.text} of {method} has an unknown Java type, so Java's overload is unknown",
            )
        if t.name == "Class" or (t.name in ("Charset",) and not t.dims):
            return args, None  # the typed form: the type is explicit
        base = t.base
        if base.primitive is not None or base.name == "String":
            prims.append(base.primitive or "String")
    if not prims:
        return args, None
    numeric = [p for p in prims if p not in ("boolean", "String")]
    choice = widest(numeric) if numeric else prims[0]
    if choice == "char" or (choice == "short" and owner not in widths.HEAP):
        raise Untranslatable(node, f"{method} with {choice} arguments has no rule")
    assert choice is not None
    if owner in widths.ONE_X and choice not in widths.ONE_X_CONVERTS:
        return args, None
    site = widths.Site(node.start_point[0] + 1, owner, method, choice)
    scalar = site.numpy_scalar()
    out: list[E] = []
    for a in args:
        t = a.jtype
        assert t is not None
        if (
            t.base.primitive is None
            or t.base.primitive in ("boolean",)
            or (t.base.primitive == choice and scalar is None)
        ):
            out.append(a)
        elif scalar is not None:
            if t.is_array and a.text.startswith("[") and "None" not in a.text:
                np = ctx.numpy()
                out.append(
                    E(f"{np}.array({a.text}, dtype={np}.{scalar})", PRIMARY, JType(choice, t.dims))
                )
            elif t.is_array:
                # A variable may hold a ragged or null-holding array: converted if it can be.
                out.append(
                    E(
                        f'{ctx.shim("typedArray")}({a.text}, "{scalar}")',
                        PRIMARY,
                        JType(choice, t.dims),
                    )
                )
            else:
                out.append(E(f"{ctx.numpy()}.{scalar}({a.text})", PRIMARY, JType(choice)))
        elif choice in ("float", "double") and is_integral(t.base):
            if t.is_array:
                raise Untranslatable(
                    node, f"an int array passed where Java picks {method}({choice}[])"
                )
            out.append(widen(a, JType(choice)))
        else:
            out.append(a)
    return out, site
