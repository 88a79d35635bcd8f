"""A program's own annotation types (``@interface X { String value(); }``) and the run-time
annotations of its classes, methods and fields, which it reads by reflection.

An annotation type is a Python class over porter.javalib.jannotations' ``JavaAnnotation``:
its constructor takes the elements (Java's defaults as the parameters'), an accessor returns
each. Where a class, method or field carries an annotation of such a type whose retention is
``RUNTIME`` (the ``CLASS`` and ``SOURCE`` ones are invisible to reflection), the port records
a function making it (``@annotated(lambda: [X("v")])``; a field's in the class's
``__java_field_annotations__``): evaluated when reflection asks, by which time the classes and
constants it names all exist, wherever Python defines them. The libraries' annotations
(JUnit's, Spring's, Jackson's) are none of these."""

from __future__ import annotations

from typing import TYPE_CHECKING

from porter.context import ATOM, ClassInfo, Context, E, Member, Untranslatable, attr_name, py_name
from porter.dispatch import expr
from porter.expressions import convert, spell_local, use_class
from porter.jtypes import PRIMITIVES, JType
from porter.parse import text
from porter.reports import FileReport
from porter.types import jtype_of

if TYPE_CHECKING:
    from tree_sitter import Node

RUNTIME = "RUNTIME"
# java.lang.annotation's meta-annotations: what they say is the class's own attributes.
META = frozenset(["Retention", "Target", "Inherited", "Documented", "Repeatable", "Native"])
_ELEMENT = "annotation_type_element_declaration"
_COMMENTS = ("line_comment", "block_comment")
# Literals whose Python value may be a parameter's default (evaluated where ``def`` runs).
_LITERALS = frozenset(
    [
        "string_literal",
        "character_literal",
        "decimal_integer_literal",
        "hex_integer_literal",
        "octal_integer_literal",
        "binary_integer_literal",
        "decimal_floating_point_literal",
        "hex_floating_point_literal",
        "true",
        "false",
    ]
)


def annotations_of(node: Node) -> list[Node]:
    mods = next((c for c in node.named_children if c.type == "modifiers"), None)
    return [
        c
        for c in (mods.named_children if mods else [])
        if c.type in ("annotation", "marker_annotation")
    ]


def _name(ann: Node) -> str:
    return text(ann.child_by_field_name("name"))


def _element_type(ctx: Context, member: Node) -> JType | None:
    declared = jtype_of(ctx, member.child_by_field_name("type"))
    dims = member.child_by_field_name("dimensions")  # ``String value()[]``
    if declared is not None and dims is not None:
        declared = JType(declared.name, declared.dims + text(dims).count("["), declared.args)
    return declared


def elements(body: Node | None) -> list[Node]:
    return [m for m in (body.named_children if body is not None else []) if m.type == _ELEMENT]


def scan(ctx: Context, node: Node, info: ClassInfo) -> None:
    """An annotation type's elements (methods without parameters), ``annotationType()``, and
    its retention (``@Retention``; ``CLASS`` where it has none, as Java's)."""
    for member in elements(node.child_by_field_name("body")):
        name = text(member.child_by_field_name("name"))
        info.methods[name] = Member(name, False, _element_type(ctx, member))
        info.overloads.setdefault(name, []).append((name, []))
    info.methods.setdefault("annotationType", Member("annotationType", False, JType("Class")))
    info.retention = "CLASS"
    for ann in annotations_of(node):
        args = ann.child_by_field_name("arguments")
        value = (
            next((a for a in args.named_children if a.type not in _COMMENTS), None)
            if args
            else None
        )
        if value is not None and value.type == "element_value_pair":  # (value = ...)
            value = value.child_by_field_name("value")
        meta = _name(ann).rsplit(".", 1)[-1]
        if meta == "Retention" and value is not None:
            info.retention = text(value).rsplit(".", 1)[-1].strip()
        elif meta == "Repeatable" and value is not None and value.type == "class_literal":
            info.repeatable = text(value.named_children[0]).rsplit(".", 1)[-1]


def _kind(declared: JType | None) -> str:
    """An element's type as porter.javalib.jannotations formats and hashes its values:
    ``int``, ``String[]``, ``Class`` (whatever its type arguments), an enum's name."""
    if declared is None:
        return "Object"
    return declared.name + "[]" * declared.dims


def members(ctx: Context, node: Node, info: ClassInfo, report: FileReport) -> list[str]:
    """The class attributes, constructor and accessors of an annotation type's port."""
    inherited = any(_name(a).rsplit(".", 1)[-1] == "Inherited" for a in annotations_of(node))
    declared = elements(node.child_by_field_name("body"))
    entries = []
    required: list[str] = []  # Python wants the parameters without defaults first
    optional: list[str] = []
    body: list[str] = []
    needed: set[tuple[str, str]] = set()
    for member in declared:
        name = text(member.child_by_field_name("name"))
        jtype = info.methods[name].jtype
        default = member.child_by_field_name("value")
        entries.append((name, _kind(jtype), default is not None))
        param, field = py_name(name), f"self._{name}"
        stored = f"tuple({param})" if jtype is not None and jtype.dims else param
        if default is None:
            required.append(param)
            body.append(f"{field} = {stored}")
            continue
        ctx.push()
        saved = ctx.static_context, ctx.needed_here
        ctx.static_context, ctx.needed_here = True, set()
        try:
            value = element_value(ctx, default, jtype, frozen=True)
        except Untranslatable as e:
            # the element's default raises where it is used, naming the line and reason
            f = ctx.fail(e.node, e.reason)
            report.file_constructs.append(f)
            body.append(f"# PORTER: {f.reason}: {f.java}")
            value = f"{ctx.shim('unportedValue')}({f'{ctx.path}:{f.line}'!r}, {f.reason!r})"
            default = None
        finally:
            needed |= ctx.needed_here
            ctx.static_context, ctx.needed_here = saved
            ctx.pop()
        if default is not None and _literal(default):
            optional.append(f"{param}={value}")
            body.append(f"{field} = {stored}")
        else:
            # a constant, an enum constant or a class: made when an instance is, as the
            # classes it names may come later in the module
            optional.append(f"{param}=None")
            body.append(f"{field} = {value} if {param} is None else {stored}")
    late = [f"from {m} import {n}" for m, n in sorted(needed) if ctx.imports_late(m, n)]
    params = ", ".join(["self", *required, *optional])
    out = [
        f"__java_elements__ = {tuple(entries)!r}",
        *(["__java_inherited__ = True  # @Inherited"] if inherited else []),
        *(
            [f"__java_repeatable__ = {info.repeatable!r}  # its container"]
            if info.repeatable
            else []
        ),
    ]
    if declared:
        out += ["", f"def __init__({params}):", *("    " + b for b in [*late, *body])]
    for member in declared:
        name = text(member.child_by_field_name("name"))
        jtype = info.methods[name].jtype
        value = f"list(self._{name})" if jtype is not None and jtype.dims else f"self._{name}"
        out += ["", f"def {attr_name(name)}(self):", f"    return {value}"]
    return out


def _literal(node: Node) -> bool:
    """A default that is a literal, or an array of literals."""
    if node.type == "element_value_array_initializer":
        return all(_literal(c) for c in node.named_children if c.type not in _COMMENTS)
    if node.type == "unary_expression":
        return _literal(node.named_children[-1])
    return node.type in _LITERALS


# -- where the program's classes, methods and fields carry them -------------------------------


def annotation_type(ctx: Context, ann: Node) -> ClassInfo | None:
    """The program's annotation type an annotation names (of this file, or of another file
    ported with it), else None (a library's)."""
    parts = _name(ann).replace(" ", "").split(".")
    local = ctx.local_classes.get(parts[0])
    if len(parts) == 1 and local is not None:
        return local if local.kind == "annotation" else None
    if len(parts) == 1:
        package = f"{ctx.package}." if ctx.package else ""
        qualified = ctx.classes.get(parts[0], package + parts[0])
    elif local is not None:
        qualified = ".".join([local.qualified, *parts[1:]])
    elif parts[0] in ctx.classes:
        qualified = ".".join([ctx.classes[parts[0]], *parts[1:]])
    else:
        qualified = ".".join(parts)  # written in full
    found = next((c for c in ctx.class_at.values() if c.qualified == qualified), None)
    found = found or ctx.external.get(qualified)
    return found if found is not None and found.kind == "annotation" else None


def runtime(ctx: Context, node: Node) -> list[tuple[Node, ClassInfo]]:
    """A declaration's annotations that reflection sees: the program's, kept at run time."""
    out = []
    for ann in annotations_of(node):
        info = annotation_type(ctx, ann)
        if info is not None and info.retention == RUNTIME:
            out.append((ann, info))
    return out


def _spelled(ctx: Context, ann: Node, info: ClassInfo) -> str:
    if any(c is info for c in ctx.class_at.values()):
        return spell_local(ctx, info)
    return use_class(ctx, ann, E(info.py, ATOM, JType("Class"), qualified=info.qualified))


def instance(ctx: Context, ann: Node, info: ClassInfo) -> str:
    """The annotation as its type's constructor call: ``Mapping(name="x", order=1)``;
    ``@X("v")`` is its element ``value``."""
    args = ann.child_by_field_name("arguments")
    values: list[str] = []
    for a in args.named_children if args is not None else []:
        if a.type in _COMMENTS:
            continue
        key = text(a.child_by_field_name("key")) if a.type == "element_value_pair" else "value"
        node = a.child_by_field_name("value") if a.type == "element_value_pair" else a
        if key not in info.methods or node is None:
            raise Untranslatable(a, f"{info.name} has no element {key}")
        value = element_value(ctx, node, info.methods[key].jtype)
        single = a.type != "element_value_pair" and len(values) == 0
        values.append(value if single and _only_value(info) else f"{py_name(key)}={value}")
    return f"{_spelled(ctx, ann, info)}({', '.join(values)})"


def _only_value(info: ClassInfo) -> bool:
    """Whether ``value`` is the type's one element (its constructor's one parameter)."""
    return [n for n in info.overloads] == ["value"]


def element_value(ctx: Context, node: Node, jtype: JType | None, frozen: bool = False) -> str:
    """An element's value, converted to the element's type: a list for an array (a single
    value too, as Java's; a tuple where ``frozen``: a parameter's default), a nested
    annotation as its type's instance."""
    element = JType(jtype.name, jtype.dims - 1, jtype.args) if jtype and jtype.dims else None
    if element is not None:
        items = [node]
        if node.type == "element_value_array_initializer":
            items = [c for c in node.named_children if c.type not in _COMMENTS]
        values = [element_value(ctx, c, element) for c in items]
        if not frozen:
            return f"[{', '.join(values)}]"
        return f"({values[0]},)" if len(values) == 1 else f"({', '.join(values)})"
    if node.type in ("annotation", "marker_annotation"):
        nested = annotation_type(ctx, node)
        if nested is None:
            raise Untranslatable(node, "a library's annotation as an element's value has no rule")
        return instance(ctx, node, nested)
    if jtype is not None and jtype.name in PRIMITIVES:
        return convert(ctx, node, jtype).text
    return expr(ctx, node).text


def _made(
    ctx: Context, found: list[tuple[Node, ClassInfo]], report: FileReport
) -> tuple[str, bool]:
    """``lambda: [A(...), B(...)]``, translated as code of a static method of the class
    being ported (the annotations' constants are its scope's); where an element's value has
    no rule, the porter's mark instead (a comment: the failure is the file's), and False."""
    ctx.push()
    saved = ctx.static_context, ctx.class_body, ctx.at_import, ctx.needed_here
    ctx.static_context, ctx.class_body, ctx.at_import, ctx.needed_here = True, False, False, set()
    try:
        made = [_repeated(ctx, group) for group in _grouped(found)]
    except Untranslatable as e:
        f = ctx.fail(e.node, e.reason)
        report.file_constructs.append(f)
        return f"# PORTER: {f.reason}: {f.java}", False
    finally:
        if ctx.cyclic:
            # A lambda has no statement to import in: what it names in the module's import
            # cycle is imported at the top (by then, a module of no class it extends).
            ctx.eager.update(n for m, n in ctx.needed_here if ctx.imports_late(m, n))
        ctx.needed_here = saved[3] | ctx.needed_here
        ctx.static_context, ctx.class_body, ctx.at_import = saved[:3]
        ctx.pop()
    return f"lambda: [{', '.join(made)}]", True


def _grouped(found: list[tuple[Node, ClassInfo]]) -> list[list[tuple[Node, ClassInfo]]]:
    """The annotations by type, each type where it first appears."""
    groups: list[list[tuple[Node, ClassInfo]]] = []
    for ann, info in found:
        group = next((g for g in groups if g[0][1] is info), None)
        if group is None:
            groups.append([(ann, info)])
        else:
            group.append((ann, info))
    return groups


def _repeated(ctx: Context, group: list[tuple[Node, ClassInfo]]) -> str:
    """An annotation, or the repetitions of a @Repeatable one in its container, as javac
    writes them (``Tags([Tag("a"), Tag("b")])``)."""
    ann, info = group[0]
    if len(group) == 1:
        return instance(ctx, ann, info)
    container = _container(ctx, info)
    if container is None:
        raise Untranslatable(ann, f"a repeated annotation @{info.name} has no rule")
    values = f"[{', '.join(instance(ctx, a, i) for a, i in group)}]"
    return f"{_spelled(ctx, ann, container)}({values if _only_value(container) else 'value=' + values})"


def _container(ctx: Context, info: ClassInfo) -> ClassInfo | None:
    """The @Repeatable container of an annotation type: the program's annotation type of
    that name whose ``value`` is an array of it."""
    found = [
        c
        for c in (*ctx.class_at.values(), *ctx.external.values())
        if c.kind == "annotation"
        and c.name == info.repeatable
        and (value := c.methods.get("value")) is not None
        and value.jtype == JType(info.name, 1)
    ]
    return found[0] if len({c.qualified for c in found}) == 1 else None


def decorator(ctx: Context, node: Node, report: FileReport) -> list[str]:
    """``@annotated(lambda: [...])`` for a class or method with run-time annotations of the
    program (none otherwise)."""
    found = runtime(ctx, node)
    if not found:
        return []
    made, ported = _made(ctx, found, report)
    if not ported:
        return [made]
    return [f"@{ctx.need('porter.javalib.jannotations', 'annotated')}({made})"]


def field_table(ctx: Context, fields: list[Node], report: FileReport) -> list[str]:
    """``__java_field_annotations__``: each annotated field's (an enum's constant's too), by
    its Java name."""
    rows = []
    for member in fields:
        found = runtime(ctx, member)
        if not found:
            continue
        made, ported = _made(ctx, found, report)
        if not ported:
            rows.append(f"    {made}")
            continue
        declared = member.children_by_field_name("declarator") or [member]  # a constant
        for decl in declared:
            rows.append(f"    {text(decl.child_by_field_name('name'))!r}: {made},")
    if not rows:
        return []
    return [
        "",
        "# The run-time annotations of its fields, for reflection",
        "__java_field_annotations__ = {",
        *rows,
        "}",
    ]
