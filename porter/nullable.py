"""Which ``String`` operands of a concatenation may be null (docs/porting.md, "Strings").

Java's ``"x" + s`` is ``"xnull"`` when ``s`` is null; Python's ``"x" + None`` raises. Passing
every string operand through Java's string conversion would bury each concatenation under
calls, so the port converts (``jstr(s)``) the operands that may be null by a rule you can
predict from the Java text: the ``null`` literal, a call of a method that answers null for
"none" (``getMessage()``, a map's ``get``, ``System.getProperty``, a reader's ``readLine``,
a queue's ``poll``/``peek``, ...), a conditional with such a branch, and a *nullable
variable*: a local, parameter or field that some assignment in its method (its class, for a
field) gives such a value; the search repeats, so a copy of a nullable variable is nullable
too. A string variable that is only ever assigned strings (literals, concatenations, the
results of other methods) stays a plain ``+`` operand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from porter.parse import descendants, text
from porter.wrapping import assigned_names

if TYPE_CHECKING:
    from tree_sitter import Node

# Methods whose result is null for "none": the exception's message, a missing key or
# property, the end of a stream, an empty queue.
NULLABLE_METHODS = frozenset(
    [
        "getMessage",
        "group",  # a regex group that took part in no match
        "getLocalizedMessage",
        "getProperty",
        "getenv",
        "readLine",
        "get",
        "put",
        "remove",
        "poll",
        "peek",
        "pollFirst",
        "pollLast",
        "peekFirst",
        "peekLast",
        "getParent",
        "getPath",  # an opaque URI's (mailto:x@y)
        "getRawPath",
        "floorKey",
        "ceilingKey",
        "lowerKey",
        "higherKey",
        "floor",
        "ceiling",
        "lower",
        "higher",
        "orElse",
        "getOrDefault",
        "svm_check_parameter",  # LIBSVM's: null for parameters it accepts
    ]
)


def may_be_null(
    node: Node,
    names: set[str] | frozenset[str],
    fields: set[str] | frozenset[str] = frozenset(),
    methods: set[str] | frozenset[str] = frozenset(),
) -> bool:
    """Whether the expression ``node`` may be null by the rule (syntactically); ``fields``:
    the nullable fields of the file's classes, read from another object (``p.label``)."""
    while node.type == "parenthesized_expression" and node.named_children:
        node = node.named_children[0]
    if node.type == "null_literal":
        return True
    if node.type == "identifier":
        return text(node) in names
    if node.type == "field_access":
        obj = node.child_by_field_name("object")
        field = node.child_by_field_name("field")
        if obj is None or field is None:
            return False
        return text(field) in (names if obj.type == "this" else fields)
    if node.type == "cast_expression":
        value = node.child_by_field_name("value")
        return value is not None and may_be_null(value, names, fields, methods)
    if node.type == "ternary_expression":
        return any(
            (branch := node.child_by_field_name(side)) is not None
            and may_be_null(branch, names, fields, methods)
            for side in ("consequence", "alternative")
        )
    if node.type == "method_invocation":
        name = node.child_by_field_name("name")
        return name is not None and (text(name) in NULLABLE_METHODS or text(name) in methods)
    return False


def null_arguments(root: Node) -> set[tuple[str, int]]:
    """Where the file passes ``null`` as an argument: (method name, or class name for a
    constructor, argument position). Those parameters are nullable variables."""
    out: set[tuple[str, int]] = set()
    for n in descendants(root):
        if n.type == "method_invocation":
            callee = n.child_by_field_name("name")
        elif n.type == "object_creation_expression":
            callee = n.child_by_field_name("type")
        else:
            continue
        args = n.child_by_field_name("arguments")
        if callee is None or args is None:
            continue
        name = text(callee).split("<")[0].rsplit(".", 1)[-1]
        for i, arg in enumerate(a for a in args.named_children if "comment" not in a.type):
            if arg.type == "null_literal":
                out.add((name, i))
    return out


def nullable_parameters(declaration: Node, callee: str, passed: set[tuple[str, int]]) -> set[str]:
    """The parameters of a method or constructor (called ``callee``) that some call of the
    file passes null."""
    params = declaration.child_by_field_name("parameters")
    if params is None:
        return set()
    names = [p.child_by_field_name("name") for p in params.named_children if "parameter" in p.type]
    return {text(n) for i, n in enumerate(names) if n is not None and (callee, i) in passed}


def nullable_names(scope: Node, known: set[str] | frozenset[str] = frozenset()) -> set[str]:
    """The variables some assignment in ``scope`` may give null (with ``known`` ones, such as
    the class's nullable fields, counting as nullable values)."""
    return assigned_names(scope, known, lambda value, names: may_be_null(value, names))
