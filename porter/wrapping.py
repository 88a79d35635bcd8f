"""Which ``int``/``long`` arithmetic the port wraps to Java's width (docs/porting.md, "Integer
overflow").

Java wraps every ``int`` and ``long`` result; Python's ``int`` grows. Wrapping every ``+``
would bury loop counters and index arithmetic under calls, so the port wraps where overflow
is the point or likely: ``*``, ``<<`` and ``*=``/``<<=`` always, and ``+``/``-``/``/``/``++``/
``--``/``+=``/``-=`` when an operand is *wrapping*: a product, a shift, a bitwise result, a cast to
``int``/``long``, a hex (octal, binary) literal or a decimal one of 65536 or more (which
``Integer.MAX_VALUE`` is), a ``hashCode()``, or a *wrapping variable*. A variable is wrapping
when some assignment to it in its method (a local or parameter) or its class (a field) has a
wrapping right side, or is a compound assignment with one (``h = 31 * h + c``, ``seed ^= x``,
``sum += b & 0xFF``); the search repeats until no more names are found, so a value copied
from a wrapping variable wraps too.

This module holds the syntactic half (which names are wrapping); ``porter.expressions``
applies the rule to the typed expressions (only ``int`` and ``long`` wrap)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from porter.parse import descendants, text

if TYPE_CHECKING:
    from collections.abc import Callable

    from tree_sitter import Node

# Binary operators whose int/long result is wrapped (``*``, ``<<``) or a full-width bit pattern.
WRAPPING_OPERATORS = frozenset(["*", "<<", "&", "|", "^"])
# Compound assignments that always wrap an int/long target.
ALWAYS_WRAPPING_ASSIGNMENTS = frozenset(["*=", "<<="])
# Compound assignments that make their target a wrapping variable.
MARKING_ASSIGNMENTS = frozenset(["*=", "<<=", "&=", "|=", "^="])
# Methods whose int/long results use the whole width.
WRAPPING_METHODS = frozenset(["hashCode", "identityHashCode", "nextLong", "floatToIntBits"])
WRAPPING_METHODS |= frozenset(["doubleToLongBits", "floatToRawIntBits", "doubleToRawLongBits"])
# A decimal literal this large is a constant of hashing, random numbers or limits.
LARGE = 1 << 16

_STOPS = frozenset(["lambda_expression", "class_body", "array_access", "argument_list"])


def large_literal(python_text: str) -> bool:
    """Whether a translated operand is an integer literal of 65536 or more in magnitude."""
    return re.fullmatch(r"-?\d+", python_text) is not None and abs(int(python_text)) >= LARGE


def _literal_marks(node: Node) -> bool:
    if node.type in ("hex_integer_literal", "octal_integer_literal", "binary_integer_literal"):
        return True
    if node.type == "decimal_integer_literal":
        return int(text(node).replace("_", "").rstrip("lL")) >= LARGE
    return False


def marks(node: Node, names: set[str]) -> bool:
    """Whether the expression ``node`` is wrapping (syntactically; types decide later)."""
    todo = [node]
    while todo:
        n = todo.pop()
        if _literal_marks(n):
            return True
        if n.type == "identifier" and text(n) in names:
            return True
        if n.type == "field_access":
            field = n.child_by_field_name("field")
            obj = n.child_by_field_name("object")
            name = text(field) if field is not None else ""
            if name in ("MAX_VALUE", "MIN_VALUE") or (
                obj is not None and obj.type == "this" and name in names
            ):
                return True
            continue
        if n.type == "binary_expression":
            op = n.child_by_field_name("operator")
            if op is not None and text(op) in WRAPPING_OPERATORS:
                return True
        if n.type == "unary_expression" and text(n).lstrip().startswith("~"):
            return True
        if n.type == "cast_expression":
            target = n.child_by_field_name("type")
            if target is not None and text(target) in ("int", "long"):
                return True
        if n.type == "method_invocation":
            name_node = n.child_by_field_name("name")
            if name_node is not None and text(name_node) in WRAPPING_METHODS:
                return True
            continue  # a call's arguments are not its result
        todo += [c for c in n.named_children if c.type not in _STOPS]
    return False


def _target_name(node: Node | None) -> str | None:
    if node is None:
        return None
    if node.type == "identifier":
        return text(node)
    if node.type == "field_access":
        obj = node.child_by_field_name("object")
        if obj is not None and obj.type == "this":
            return text(node.child_by_field_name("field"))
    return None


def wrapping_names(scope: Node, known: set[str] | frozenset[str] = frozenset()) -> set[str]:
    """The variables assigned a wrapping value somewhere in ``scope`` (with ``known`` ones,
    such as the class's wrapping fields, counting as wrapping operands)."""
    return assigned_names(scope, known, marks, MARKING_ASSIGNMENTS)


def assigned_names(
    scope: Node,
    known: set[str] | frozenset[str],
    value_marks: Callable[[Node, set[str]], bool],
    marking_ops: frozenset[str] = frozenset(),
) -> set[str]:
    """The variables some assignment in ``scope`` gives a value that ``value_marks`` (a value
    marked by the names found so far), or makes with an operator of ``marking_ops``: searched
    until no more names are found, so that a copy of a marked variable is marked too."""
    assignments: list[tuple[str, str, Node | None]] = []
    for n in descendants(scope):
        if n.type == "assignment_expression":
            name = _target_name(n.child_by_field_name("left"))
            if name is not None:
                op = text(n.child_by_field_name("operator"))
                assignments.append((name, op, n.child_by_field_name("right")))
        elif n.type == "variable_declarator":
            name_node = n.child_by_field_name("name")
            if name_node is not None:
                assignments.append((text(name_node), "=", n.child_by_field_name("value")))
    names = set(known)
    while True:
        found = {
            name
            for name, op, value in assignments
            if name not in names
            and (op in marking_ops or (value is not None and value_marks(value, names)))
        }
        if not found:
            return names
        names |= found
