"""The arguments of JUnit 5's template annotations, as the porter writes them for
``porter.junit_params``: arrays of values as lists, ``@MethodSource`` factories by their
Python names (an overloaded factory's name carries its parameter types; an unnamed source
is the factory named like the test), an ``@EnumSource``'s mode by its name, and the Java
types of a ``@ParameterizedTest``'s parameters (``types``), which JUnit converts the
source's strings to. A class a decorator names is read when the tests run (``lambda:``): the
decorators run while Python still makes the class, which may be the one named."""

from __future__ import annotations

from typing import TYPE_CHECKING

from porter.context import Context, attr_name
from porter.dispatch import expr
from porter.expressions import class_ref, use_class
from porter.jtypes import BOXES, PRIMITIVES
from porter.parse import text
from porter.types import jtype_of

if TYPE_CHECKING:
    from tree_sitter import Node

_COMMENTS = ("line_comment", "block_comment")
# Parameter types the runtime knows by name (the JDK's, and what JUnit injects).
_NAMED_TYPES = frozenset(
    [
        *PRIMITIVES,
        *BOXES,
        "String",
        "Object",
        "CharSequence",
        "List",
        "Set",
        "Map",
        "Collection",
        "Iterable",
        "TestInfo",
        "RepetitionInfo",
        "TestReporter",
    ]
)
TEMPLATES = frozenset(["ParameterizedTest", "RepeatedTest"])
# What makes a method a test in the port's report.
TEST_ANNOTATIONS = frozenset(["Test", *TEMPLATES, "TestFactory"])


# JUnit 4's annotations whose simple names other libraries use too (JCommander's @Parameters)
_JUNIT4_ONLY = frozenset(["RunWith", "Parameters"])


def is_other_library(ctx: Context, annotation: Node) -> bool:
    """An annotation named like one of JUnit 4's runner annotations but not JUnit's, or a
    ``@RunWith`` of another runner than ``Parameterized`` (Spring's runs the class as JUnit
    does: the port's plugin collects it so)."""
    spelled = text(annotation.child_by_field_name("name"))
    simple = spelled.rsplit(".", 1)[-1]
    if simple not in _JUNIT4_ONLY:
        return False
    qualified = spelled if "." in spelled else ctx.classes.get(simple, "")
    if not qualified.startswith(("org.junit.", "Parameterized.")):
        return True
    args = annotation.child_by_field_name("arguments")
    runner = text(args).strip("() ") if args is not None else ""
    return (
        simple == "RunWith" and runner.removesuffix(".class").rsplit(".", 1)[-1] != "Parameterized"
    )


def parameter_fields(class_node: Node) -> str:
    """The ``fields`` of JUnit 4's ``@RunWith(Parameterized.class)``: by index, the fields
    annotated ``@Parameter`` (``@Parameter(1)``) that take the parameter set's values."""
    body = class_node.child_by_field_name("body")
    found: dict[int, str] = {}
    for member in body.named_children if body is not None else []:
        if member.type != "field_declaration":
            continue
        mods = next((c for c in member.named_children if c.type == "modifiers"), None)
        for ann in mods.named_children if mods is not None else []:
            if ann.type not in ("annotation", "marker_annotation"):
                continue
            if text(ann.child_by_field_name("name")).rsplit(".", 1)[-1] != "Parameter":
                continue
            args = ann.child_by_field_name("arguments")
            given = [a for a in args.named_children] if args is not None else []
            index = int(text(given[0].child_by_field_name("value") or given[0])) if given else 0
            declarator = member.child_by_field_name("declarator")
            if declarator is not None:
                found[index] = attr_name(text(declarator.child_by_field_name("name")))
    if not found:
        return ""
    spelled = [repr(found.get(i, "")) for i in range(max(found) + 1)]
    return f"fields=({', '.join(spelled)},)"


def value(ctx: Context, annotation: str, key: str, node: Node) -> str:
    """The Python of one annotation element ``key = node``."""
    if node.type == "element_value_array_initializer":
        items = [
            value(ctx, annotation, key, c) for c in node.named_children if c.type not in _COMMENTS
        ]
        return f"[{', '.join(items)}]"
    if annotation == "EnumSource" and key == "mode":
        return repr(text(node).rsplit(".", 1)[-1])  # EnumSource.Mode.EXCLUDE: its name
    if annotation == "MethodSource" and key == "value" and node.type == "string_literal":
        return repr(factory_name(ctx, expr(ctx, node).text.strip("\"'")))
    made = expr(ctx, node).text
    if annotation == "EnumSource" and key == "value":
        return f"lambda: {made}"
    return made


def factory_name(ctx: Context, java: str) -> str:
    """The Python name of the class's factory method ``java`` that takes no arguments."""
    if "#" in java or "(" in java or not ctx.class_stack:
        return java  # another class's (``com.x.Cases#cases``): the runtime says it is not found
    info = ctx.class_stack[-1]
    if ctx.overload_signatures(info, java):
        return attr_name(ctx.method_name(info, java, []))
    return attr_name(java)


def default_arguments(ctx: Context, annotation: str, method: Node, given: bool) -> list[str]:
    """What the porter adds to a template annotation: the parameters' types; an unnamed
    ``@MethodSource``'s factory, named like the test."""
    if annotation == "MethodSource" and not given:
        return [repr(factory_name(ctx, text(method.child_by_field_name("name"))))]
    if annotation == "RunWith":
        fields = parameter_fields(method)  # (here the class)
        return [fields] if fields else []
    if annotation not in TEMPLATES:
        return []
    spelled: list[str] = []
    lazy = False
    params = method.child_by_field_name("parameters")
    for p in params.named_children if params is not None else []:
        if p.type not in ("formal_parameter", "spread_parameter"):
            continue
        type_node = p.child_by_field_name("type") or next(
            (c for c in p.named_children if c.type.endswith("type") or c.type == "type_identifier"),
            None,
        )
        one = _type(ctx, type_node, p)
        lazy = lazy or not one.startswith('"')
        spelled.append(one)
    if not spelled:
        return []
    listed = f"({', '.join(spelled)},)"
    return [f"types=lambda: {listed}" if lazy else f"types={listed}"]


def _type(ctx: Context, type_node: Node | None, param: Node) -> str:
    """A parameter's type as the runtime reads it: a JDK type by its name, a class of the
    program (an enum, which JUnit fills by the constant's name) as the class."""
    jtype = jtype_of(ctx, type_node) if type_node is not None else None
    if jtype is None or type_node is None:
        return '"Object"'
    dims = jtype.dims + text(param.child_by_field_name("dimensions") or param).count("[") * (
        param.child_by_field_name("dimensions") is not None
    )
    if dims or param.type == "spread_parameter":
        return f'"{jtype.name}[]"'
    if jtype.name in _NAMED_TYPES:
        return f'"{jtype.name}"'
    named = type_node.named_children[0] if type_node.type == "generic_type" else type_node
    ref = class_ref(ctx, named, text(named).split(".")[-1])
    if ref is None:
        return f'"{jtype.name}"'
    return use_class(ctx, named, ref)
