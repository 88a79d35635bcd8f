"""Java files, classes, fields and methods → a Python module; the per-method report."""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from porter import annotation_types, dispatch, javalib_rules, junit_templates, rules, spring
from porter.calls import (
    applies,
    arities,
    constructor_arguments,
    constructor_factory,
    library_class,
    needs_factory,
    shared_arity,
)
from porter.context import (
    PRIMARY,
    ClassInfo,
    Context,
    E,
    Failure,
    Member,
    Untranslatable,
    attr_name,
    ctor_name,
    overload_name,
    py_name,
)
from porter.dispatch import expr
from porter.expressions import argument_nodes, arguments, class_ref, convert, fill, use_class
from porter.jtypes import PRIMITIVES, JType
from porter.library_rules import RENAMED_TYPES
from porter.nullable import null_arguments, nullable_names, nullable_parameters
from porter.parse import descendants, parse, text
from porter.protocols import python_protocols
from porter.reports import FileReport, MethodReport
from porter.statements import block_lines, comment_lines, count_statements, indent
from porter.surface import exports
from porter.types import jtype_of
from porter.wrapping import wrapping_names

if TYPE_CHECKING:
    from tree_sitter import Node

HEADER = "# Ported from Java by python -m porter"
_DEFAULTS = {"boolean": "False", "float": "0.0", "double": "0.0", "char": '"\\x00"'}


def _default(declared: JType | None) -> str:
    """Java's default value of a field of type ``declared`` (a box's is null)."""
    if declared is None or declared.is_array or declared.name not in PRIMITIVES:
        return "None"
    return _DEFAULTS.get(declared.name, "0")


_COMMENTS = ("line_comment", "block_comment")
_TYPE_DECLS = (
    "class_declaration",
    "interface_declaration",
    "enum_declaration",
    "record_declaration",
    "annotation_type_declaration",
)


def _members(node: Node | None) -> list[Node]:
    """A class, interface or enum body's members (an enum's constants first)."""
    out: list[Node] = []
    for member in node.named_children if node is not None else []:
        if member.type == "enum_body_declarations":
            out += member.named_children
        else:
            out.append(member)
    return out


@dataclass
class Ported:
    source: str  # unformatted Python
    report: FileReport
    # The ports it imports (project mode): module → names, and the names its classes'
    # statements and its module-level code need when it is imported.
    imports: dict[str, set[str]] = field(default_factory=dict)
    eager: set[str] = field(default_factory=set)


def scan(source: bytes, path: str = "<java>") -> dict[str, ClassInfo]:
    """The classes of a file and their members, by qualified name (for the files ported with
    it: inherited fields and methods)."""
    ctx = Context(source=source, path=path)
    for node in parse(source, path).root_node.named_children:
        if node.type == "package_declaration":
            ctx.package = text(node.named_children[0])
        elif node.type == "import_declaration":
            _import(ctx, node)
        elif node.type in _TYPE_DECLS:
            _scan_class(ctx, node, None)
    _resolve_nested_supertypes(ctx)
    return {info.qualified: info for info in ctx.local_classes.values()}


# Code that reads a class's declared fields at run time (reflection, object streams' transient
# fields): its classes write ``__java_fields__``, as for Jackson and Gson.
DECLARED_FIELDS_READ = re.compile(rb"\.(getDeclaredFields?|getFields?)\s*\(|\bObjectOutputStream\b")
# Code that reads a class's modifiers (``Class.getModifiers()``): its classes write
# ``__java_modifiers__``, which Python's class cannot tell.
MODIFIERS_READ = re.compile(rb"\.getModifiers\s*\(")


def port_source(
    source: bytes,
    path: str = "<java>",
    siblings: set[str] | None = None,
    record_widths: bool = False,
    external: dict[str, ClassInfo] | None = None,
    project: dict[str, str] | None = None,
    module: str = "",
    cyclic: set[str] | None = None,
    init_cycle: str = "",
    json_fields: bool = False,
    class_modifiers: bool = False,
) -> Ported:
    """Port one Java compilation unit (unformatted output; see ``porter.api`` for the whole).
    ``external``: the classes of the other files ported with it, by qualified name;
    ``project``: in project mode, each top-level class's module, and ``module`` this file's;
    ``cyclic``: the other modules of its import cycle; ``init_cycle``: the classes whose
    initialisation needs each other, where that cycle has no Python form (see ``porter.cycles``);
    ``json_fields``: its classes declare their fields for Jackson and Gson (a project whose
    other files use them)."""
    tree = parse(source, path)
    ctx = Context(
        source=source,
        path=path,
        siblings=set(siblings or ()),
        record_widths=record_widths,
        external=dict(external or {}),
        project=dict(project or {}),
        module=module,
        cyclic=set(cyclic) if cyclic is not None else (set() if project else None),
    )
    ctx.json_fields = json_fields or DECLARED_FIELDS_READ.search(source) is not None
    ctx.class_modifiers = class_modifiers or MODIFIERS_READ.search(source) is not None
    report = FileReport(path)
    root = tree.root_node
    body: list[str] = []
    pending: list[str] = []
    for node in root.named_children:
        if node.type in _COMMENTS:
            pending += comment_lines(text(node))
        elif node.type == "package_declaration":
            ctx.package = text(node.named_children[0])
            pending = []  # the licence header stays with the Java file
        elif node.type == "import_declaration":
            _import(ctx, node)
            pending = []
        elif node.type in _TYPE_DECLS:
            _scan_class(ctx, node, None)
    _resolve_nested_supertypes(ctx)
    _inherited_member_types(ctx)
    ctx.null_arguments = null_arguments(root)
    for n in descendants(root):  # read as other objects' fields (``p.label``) too
        declared = ctx.class_at.get(n.start_point) if n.type in _TYPE_DECLS else None
        members = n.child_by_field_name("body") if declared is not None else None
        if declared is not None and members is not None:
            nullable = _nullable_fields(ctx, members, declared, set())
            ctx.nullable_fields |= nullable
            ctx.nullable_methods |= _getters_of(members, nullable)
    ctx.siblings.discard("")
    pending = []
    nodes = root.named_children
    last_import = max(
        (i for i, n in enumerate(nodes) if n.type in ("package_declaration", "import_declaration")),
        default=-1,
    )
    top: list[tuple[list[str], Node]] = []  # each class with the comments before it
    for node in nodes[last_import + 1 :]:
        if node.type in _COMMENTS:
            pending += comment_lines(text(node))
        elif node.type in _TYPE_DECLS:
            top.append((pending, node))
            pending = []
    # Python defines a module's classes in order: one the file's other class extends first.
    comments = {id(n): c for c, n in top}
    for node in _bases_first([n for _, n in top]):
        body += comments[id(node)]
        body += _class(ctx, node, report, None)
        body.append("")
    mains = [m.cls for m in report.methods if m.method == "main" and m.static_main]
    entry: list[str] = []
    if mains:
        entry = ['if __name__ == "__main__":']
        if ctx.cyclic:
            # The modules of its cycle import this one by its name: that name is this module,
            # not a second copy of it (its classes, static fields and initialisers).
            entry += [
                "    # In an import cycle: the other modules import this one by its name.",
                "    sys.modules[__spec__.name] = sys.modules[__name__]",
            ]
            ctx.modules.add("sys")
        argv = "sys.argv" if ctx.cyclic else ctx.need("sys", "argv")
        # The file's own class where it has one (``java pkg.Nesting``), else the first.
        stem = Path(ctx.path).stem
        entry.append(f"    {stem if stem in mains else mains[0]}.main({argv}[1:])")
    _propagate(report)
    report.binding_gaps = dict(sorted(ctx.gaps.items()))
    report.width_sites = [
        {
            "line": s.line,
            "call": f"{s.owner.rsplit('.', 1)[-1]}.{s.method}",
            "java": s.java_choice,
            "expected": s.expected,
        }
        for s in ctx.sites
    ]
    if init_cycle:
        f = Failure(1, "an initialisation cycle has no Python form", init_cycle)
        report.file_constructs.append(f)
        body = [f"# PORTER: {f.reason}: {f.java}", *body]
    ports = set(ctx.project.values())
    imports = {m: set(n) for m, n in ctx.from_imports.items() if m in ports}
    return Ported(_module(ctx, path, body, entry), report, imports, set(ctx.eager))


def _propagate(report: FileReport) -> None:
    """A method that calls a method of this file that was not ported is not ported either."""
    by_name = {f"{m.cls}.{m.method}": m for m in report.methods}
    changed = True
    while changed:
        changed = False
        for m in report.methods:
            blocked = [
                c
                for c in m.calls
                if c in by_name and not by_name[c].translated and c not in m.blocked_by
            ]
            if blocked:
                m.blocked_by += blocked
                m.translated = False
                changed = True


def _import(ctx: Context, node: Node) -> None:
    raw = text(node).removeprefix("import").strip().rstrip(";").strip()
    static = raw.startswith("static ")
    raw = raw.removeprefix("static ").strip().replace(" ", "")
    if static:
        owner, _, member = raw.rpartition(".")
        if member == "*":
            ctx.static_wildcards.append(owner)
        else:
            ctx.static_members[member] = owner
        return
    if raw.endswith(".*"):
        package = raw[:-2]
        ctx.type_wildcards.append(package)
        for q in ctx.project:  # the project's own classes of that package
            if q.rsplit(".", 1)[0] == package:
                ctx.classes.setdefault(q.rsplit(".", 1)[-1], q)
        for name in exports(package):
            ctx.classes.setdefault(name, f"{package}.{name}")
        for name in rules.jdk_package_classes(package):
            ctx.classes.setdefault(name, f"{package}.{name}")
        return
    ctx.classes[raw.rsplit(".", 1)[-1]] = raw


def _scan_class(ctx: Context, node: Node, outer: ClassInfo | None) -> None:
    name = text(node.child_by_field_name("name"))
    info = ClassInfo(name, f"{outer.py}.{name}" if outer else name, enclosing=outer)
    info.qualified = (
        f"{outer.qualified}.{name}" if outer else (f"{ctx.package}.{name}" if ctx.package else name)
    )
    superclass = node.child_by_field_name("superclass")
    if superclass is not None:
        written = text(superclass.named_children[0]).split("<")[0]
        info.superclass = written.rsplit(".", 1)[-1]
        if "." in written and not written[0].islower():
            # ``Basic.Add``: a nested class of an imported class, or of one of the package
            first, rest = written.split(".", 1)
            package = f"{ctx.package}." if ctx.package else ""
            info.superclass_q = f"{ctx.classes.get(first, package + first)}.{rest}"
        elif "." in written:
            info.superclass_q = written
        else:
            package = f"{ctx.package}." if ctx.package else ""
            info.superclass_q = ctx.classes.get(info.superclass, f"{package}{info.superclass}")
        alias = RENAMED_TYPES.get(info.superclass_q or "")
        if alias is not None and alias in javalib_rules.CLASSES and alias in javalib_rules.PACKAGES:
            # a library class with a rule name of its own (imglib2's Point): its rules' name,
            # in the library's package (library_rules.PACKAGES), is what the class extends
            info.superclass = alias
            info.superclass_q = f"{javalib_rules.PACKAGES[alias]}.{alias}"
    info.kind = node.type.split("_")[0]
    info.type_params = _type_params(node)
    implemented = node.child_by_field_name("interfaces") or next(
        (c for c in node.named_children if c.type in ("super_interfaces", "extends_interfaces")),
        None,
    )
    for t in _named(next((c for c in _named(implemented) if c.type == "type_list"), None)):
        written = text(t).split("<")[0]
        simple = written.rsplit(".", 1)[-1]
        package = f"{ctx.package}." if ctx.package else ""
        info.interfaces.append(
            (simple, written if "." in written else ctx.classes.get(simple, f"{package}{simple}"))
        )
        if simple in javalib_rules.FUNCTIONAL_METHODS and info.interfaces[-1][1] in (
            simple,  # by a wildcard import
            f"java.util.function.{simple}",
        ):
            info.functional_base = jtype_of(ctx, t)
    ctx.local_classes[name] = info
    ctx.class_at[node.start_point] = info
    if _lombok_logger(node):
        info.fields["log"] = Member("log", True, JType("Logger"))  # Lombok's generated field
    if info.kind == "annotation":
        annotation_types.scan(ctx, node, info)
    for member in _members(node.child_by_field_name("body")):
        static = "static" in _modifiers(member) or info.kind in ("interface", "annotation")
        if member.type == "enum_constant":
            cname = text(member.child_by_field_name("name"))
            info.fields[cname] = Member(cname, True, JType(name))
            info.constant_methods.update(
                text(m.child_by_field_name("name"))
                for m in _members(member.child_by_field_name("body"))
                if m.type == "method_declaration"
            )
        elif member.type in ("field_declaration", "constant_declaration"):
            jtype = jtype_of(ctx, member.child_by_field_name("type"))
            for decl in member.children_by_field_name("declarator"):
                fname = text(decl.child_by_field_name("name"))
                info.fields[fname] = Member(fname, static, jtype)
        elif member.type == "method_declaration":
            mname = text(member.child_by_field_name("name"))
            params = _param_types(ctx, member)
            group = info.overloads.setdefault(mname, [])
            group.append((mname if not group else f"{mname}_{len(group) + 1}", params))
            if len(group) > 1:
                info.overloaded.add(mname)
            if (
                info.kind == "interface"
                and member.child_by_field_name("body") is None
                and "static" not in _modifiers(member)
            ):
                info.abstract.append(mname)
            own_static = "static" in _modifiers(member)  # an interface's methods are instance ones
            returns = jtype_of(ctx, member.child_by_field_name("type"))
            info.methods.setdefault(mname, Member(mname, own_static, returns))
            info.overload_returns[overload_name(mname, params)] = returns
            variables = _type_params(member)
            if variables:
                info.method_type_params[overload_name(mname, params)] = variables
        elif member.type == "constructor_declaration":
            info.ctors.append(_param_types(ctx, member))
        elif member.type == "compact_constructor_declaration":
            info.ctors.append(_param_types(ctx, node))  # the canonical constructor's body
        elif member.type in _TYPE_DECLS:
            _scan_class(ctx, member, info)
    if info.kind == "record":
        _scan_record(ctx, node, info)
    if _auto_value(node):
        _scan_auto_value(ctx, node, info)
    if outer is None:
        _mark_inner(ctx, node)
    for fname, fmember in info.fields.items():
        if fname in info.methods or (info.kind == "enum" and fname in ("name", "ordinal", "value")):
            # Java lets a field and a method share a name (an enum's field ``name`` beside
            # its ``name()``), Python not; nor may an enum member set Python's ``value``
            fmember.py = f"_{fname}"
        elif attr_name(fname) != fname:
            fmember.py = attr_name(fname)  # a Python keyword (``int from;``)


def _auto_value(node: Node) -> bool:
    """Whether a class is Google AutoValue's ``@AutoValue`` (a value class whose
    implementation AutoValue generates as ``AutoValue_Outer_Name``)."""
    return node.type == "class_declaration" and any(
        text(a.child_by_field_name("name")).rsplit(".", 1)[-1] == "AutoValue"
        for a in _annotations(node)
    )


def _auto_value_properties(node: Node) -> list[tuple[str, str]]:
    """An ``@AutoValue`` class's properties: each abstract method without parameters (its
    name, and the name toString shows: ``getName()``'s ``name`` when every one is a getter)."""
    names = []
    for m in _members(node.child_by_field_name("body")):
        params = m.child_by_field_name("parameters") if m.type == "method_declaration" else None
        if (
            m.type == "method_declaration"
            and "abstract" in _modifiers(m)
            and params is not None
            and not params.named_children
            and text(m.child_by_field_name("type")) != "void"
        ):
            names.append(text(m.child_by_field_name("name")))
    getters = all(re.match(r"(get|is)[A-Z]", n) for n in names) and names
    shown = [
        re.sub(r"^(get|is)(.)", lambda g: g.group(2).lower(), n) if getters else n for n in names
    ]
    return list(zip(names, shown, strict=True))


def _auto_value_builder(node: Node) -> Node | None:
    """The ``@AutoValue.Builder`` class nested in an ``@AutoValue`` class, if it has one."""
    for m in _members(node.child_by_field_name("body")):
        if m.type == "class_declaration" and any(
            text(a.child_by_field_name("name")) in ("AutoValue.Builder", "Builder")
            for a in _annotations(m)
        ):
            return m
    return None


def _scan_auto_value(ctx: Context, node: Node, info: ClassInfo) -> None:
    """The class AutoValue would generate, known to the file so that ``new
    AutoValue_Model_Id(value)`` (and ``new AutoValue_Model_Id.Builder()``) port (written after
    the class: ``_auto_value_class``)."""
    name = "AutoValue_" + info.py.replace(".", "_")
    generated = ClassInfo(name, name, superclass=info.name, qualified=f"{ctx.package}.{name}")
    generated.superclass_q = info.qualified
    properties = _auto_value_properties(node)
    generated.ctors.append([info.methods[m].jtype for m, _ in properties])
    ctx.local_classes[name] = generated
    builder = _auto_value_builder(node)
    if builder is not None:
        bname = text(builder.child_by_field_name("name"))
        made = ClassInfo(bname, f"{name}.{bname}", enclosing=generated)
        made.qualified = f"{generated.qualified}.{bname}"
        made.superclass, made.superclass_q = bname, f"{info.qualified}.{bname}"
        made.ctors.append([])
        ctx.class_at[(-1, builder.start_point[0])] = made  # (no source of its own)


def _auto_value_class(ctx: Context, node: Node, info: ClassInfo) -> list[str]:
    """What AutoValue generates for an ``@AutoValue`` class: a subclass holding the properties
    (in their declaration order, the constructor's), with their accessors and AutoValue's
    ``equals``, ``hashCode`` and ``toString`` (``Id{value=x}``) from porter.javalib.autovalue."""
    name = "AutoValue_" + info.py.replace(".", "_")
    properties = _auto_value_properties(node)
    base = ctx.need("porter.javalib.autovalue", "AutoValueClass")
    lines = [
        "",
        "",
        f"class {name}({base}, {info.py}):",
        f'    """What AutoValue generates for ``{info.name}``: its properties and value methods."""',
        "",
        f'    _autovalue_name = "{info.name}"',
        f"    _autovalue_properties = {tuple((m, shown) for m, shown in properties)!r}",
    ]
    for method, _ in properties:
        lines += [
            "",
            f"    def {attr_name(method)}(self):",
            f"        return self._values[{method!r}]",
        ]
    builder = _auto_value_builder(node)
    if builder is not None:
        lines += _auto_value_builder_class(ctx, builder, info, name, properties)
    return lines


def _auto_value_builder_class(
    ctx: Context, builder: Node, info: ClassInfo, name: str, properties: list[tuple[str, str]]
) -> list[str]:
    """AutoValue's builder: a setter per property (``tags(list)`` or ``setTags(list)``),
    and the build method, which makes the value or names the properties never set."""
    bname = text(builder.child_by_field_name("name"))
    base = ctx.need("porter.javalib.autovalue", "AutoValueBuilder")
    by_name = {m: m for m, _ in properties} | {shown: m for m, shown in properties}
    lines = [
        "",
        f"    class {bname}({base}, {info.py}.{bname}):",
        f'        """The builder AutoValue generates for ``{info.name}``."""',
    ]
    for m in _members(builder.child_by_field_name("body")):
        params = m.child_by_field_name("parameters") if m.type == "method_declaration" else None
        if params is None or "abstract" not in _modifiers(m):
            continue
        method = text(m.child_by_field_name("name"))
        arity = len(params.named_children)
        plain = re.sub(r"^set(.)", lambda g: g.group(1).lower(), method)
        if arity == 1 and (method in by_name or plain in by_name):
            prop = by_name.get(method) or by_name[plain]
            lines += [
                "",
                f"        def {attr_name(method)}(self, value):",
                f"            return self._put({prop!r}, value)",
            ]
        elif arity == 0 and text(m.child_by_field_name("type")) == info.name:
            lines += [
                "",
                f"        def {attr_name(method)}(self):",
                "            return self._build()",
            ]
    return [*lines, "", "", f"{name}.{bname}._autovalue_class = {name}"]


def _nullable_fields(ctx: Context, body: Node, info: ClassInfo, known: set[str]) -> set[str]:
    """The class's nullable fields (porter.nullable): assigned null, a nullable call, or a
    parameter that some call of the file passes null."""
    passed = {
        name
        for m in _members(body)
        if m.type in ("method_declaration", "constructor_declaration")
        for name in nullable_parameters(m, text(m.child_by_field_name("name")), ctx.null_arguments)
    }
    transient = {  # null again when read back from an object stream
        text(d.child_by_field_name("name"))
        for m in _members(body)
        if m.type == "field_declaration" and "transient" in _modifiers(m)
        for d in m.children_by_field_name("declarator")
    }
    return nullable_names(body, known | passed | _unassigned_strings(body) | transient) & set(
        info.fields
    )


def _getters_of(body: Node, fields: set[str]) -> set[str]:
    """The methods whose body is ``return field;`` for one of ``fields``: their calls may be
    null as the field may."""
    out: set[str] = set()
    for m in _members(body):
        block = m.child_by_field_name("body") if m.type == "method_declaration" else None
        statements = [c for c in block.named_children if "comment" not in c.type] if block else []
        if len(statements) == 1 and statements[0].type == "return_statement":
            value = statements[0].named_children[0] if statements[0].named_children else None
            if value is not None and text(value).removeprefix("this.") in fields:
                out.add(text(m.child_by_field_name("name")))
    return out


def _unassigned_strings(body: Node) -> set[str]:
    """The class's String fields declared with no value and not assigned by a constructor:
    null until a method assigns them (``"x" + name`` prints ``xnull`` in Java then)."""
    members = _members(body)
    constructed: set[str] = set()
    for m in members:
        if m.type == "constructor_declaration":
            for n in descendants(m):
                left = n.child_by_field_name("left") if n.type == "assignment_expression" else None
                if left is not None:
                    constructed.add(text(left).removeprefix("this."))
    out: set[str] = set()
    for m in members:
        kind = m.child_by_field_name("type") if m.type == "field_declaration" else None
        if kind is None or text(kind) != "String" or "final" in _modifiers(m):
            continue
        for d in m.children_by_field_name("declarator"):
            name = d.child_by_field_name("name")
            if d.child_by_field_name("value") is None and name is not None:
                out.add(text(name))
    return out - constructed


def _names(local: ClassInfo, written: str | None) -> bool:
    """Whether a supertype as written (``Base``, ``Outer.Base``, ``RecyclerView.ViewHolder``)
    is the class ``local`` of this file, not a library class of the same simple name."""
    return written is None or local.qualified == written or local.qualified.endswith(f".{written}")


def _inherited_member_types(ctx: Context) -> None:
    """The classes nested in a supertype are members of the subclass (JLS 8.5): its code
    names them unqualified (``TilingAction`` of an interface ``Tiling`` it implements). Known
    file-wide, below the file's own classes and its imports, as Java's scoping puts them."""
    classes = list(ctx.class_at.values())
    for info in classes:
        for sup in ctx.supertypes(info)[1:]:
            prefix = f"{sup.qualified}."
            members = [c.qualified for c in classes if c.enclosing is sup] + [
                q for q in ctx.external if q.startswith(prefix) and "." not in q[len(prefix) :]
            ]
            for qualified in members:
                simple = qualified.rsplit(".", 1)[-1]
                if simple not in ctx.local_classes:
                    ctx.classes.setdefault(simple, qualified)


def _resolve_nested_supertypes(ctx: Context) -> None:
    """A supertype written by its simple name that is a class nested in the file (in the
    class itself or a class around it: Java looks there before the imports and the package)
    is that nested class, whose inherited fields and constants the subclass reads
    unqualified."""
    classes = list(ctx.class_at.values())

    def nested(info: ClassInfo, simple: str) -> str | None:
        scope: ClassInfo | None = info
        while scope is not None:
            for c in classes:
                if c.enclosing is scope and c.name == simple and c is not info:
                    return c.qualified
            scope = scope.enclosing
        return None

    package = f"{ctx.package}." if ctx.package else ""

    def written_simple(simple: str, q: str | None) -> bool:
        return q in (ctx.classes.get(simple), f"{package}{simple}")

    for info in classes:
        if info.superclass is not None and written_simple(info.superclass, info.superclass_q):
            info.superclass_q = nested(info, info.superclass) or info.superclass_q
        info.interfaces = [
            (s, (nested(info, s) if written_simple(s, q) else None) or q)
            for s, q in info.interfaces
        ]
    # A field named like a method of a subclass: the method would hide it in Python.
    for info in classes:
        for sup in ctx.supertypes(info)[1:]:
            for fname, fmember in sup.fields.items():
                if fname in info.methods and not fmember.py:
                    fmember.py = f"_{fname}"
    # A subclass's instance field named like its superclass's hides it (Java keeps both,
    # read by the declared type): the subclass's has its own Python name.
    for info in classes:
        for fname, own in info.fields.items():
            hidden = any(
                fname in sup.fields and not sup.fields[fname].static
                for sup in ctx.supertypes(info)[1:]
                if sup.kind == "class"
            )
            if hidden and not own.static and not own.py and info.kind == "class":
                own.py = f"{fname}_{info.name}"


def _mark_inner(ctx: Context, node: Node) -> None:
    """Mark the inner (non-static) classes nested in the class ``node`` that use an outer
    instance (``needs_outer``): once the whole file is scanned, as a class may use a member
    declared after it."""
    for member in _members(node.child_by_field_name("body")):
        if member.type not in _TYPE_DECLS:
            continue
        info = ctx.class_at.get(member.start_point)
        outer = info.enclosing if info is not None else None
        if (
            info is not None
            and outer is not None
            and member.type == "class_declaration"
            and outer.kind in ("class", "enum")
            and "static" not in _modifiers(member)
        ):
            info.needs_outer = _uses_outer(member, info)
        _mark_inner(ctx, member)


def _uses_outer(node: Node, info: ClassInfo) -> bool:
    """Whether an inner class's body (its nested classes too) uses an enclosing instance:
    ``Outer.this``, or an instance field or method of an outer class that neither the class
    nor a local of its body declares."""
    outers: list[ClassInfo] = []
    current = info.enclosing
    while current is not None:
        outers.append(current)
        current = current.enclosing
    names = {c.name for c in outers}
    fields = {n for c in outers for n, m in c.fields.items() if not m.static}
    methods = {n for c in outers for n, m in c.methods.items() if not m.static}
    body = node.child_by_field_name("body")
    if body is None:
        return False
    declared = {
        text(n.child_by_field_name("name"))
        for n in descendants(body)
        if n.type in ("variable_declarator", "formal_parameter")
        and n.child_by_field_name("name") is not None
    }
    for n in descendants(body):
        if n.type == "field_access":
            obj, field = n.child_by_field_name("object"), n.child_by_field_name("field")
            if (
                field is not None
                and field.type == "this"
                and obj is not None
                and text(obj) in names
            ):
                return True
        elif n.type == "identifier":
            parent = n.parent
            if parent is not None and (
                (parent.type == "field_access" and parent.child_by_field_name("field") == n)
                or parent.type in ("method_invocation", "method_declaration")
            ):
                continue
            name = text(n)
            if name in fields and name not in info.fields and name not in declared:
                return True
        elif n.type == "method_invocation" and n.child_by_field_name("object") is None:
            name = text(n.child_by_field_name("name"))
            if name in methods and name not in info.methods:
                return True
    return False


def _scan_record(ctx: Context, node: Node, info: ClassInfo) -> None:
    """A record's components: private final fields, their accessor methods and the canonical
    constructor (Java declares them implicitly)."""
    components = [
        p for p in _named(node.child_by_field_name("parameters")) if p.type not in _COMMENTS
    ]
    for p in components:
        cname = text(p.child_by_field_name("name"))
        jtype = jtype_of(ctx, p.child_by_field_name("type"))
        info.fields[cname] = Member(cname, False, jtype)
        if cname not in info.methods:
            info.methods[cname] = Member(cname, False, jtype)
            info.overloads.setdefault(cname, []).append((cname, []))
    if _canonical_index(node) is None:
        info.ctors.append(_param_types(ctx, node))  # implicit: after the declared ones


def _record_components(node: Node) -> list[Node]:
    return [p for p in _named(node.child_by_field_name("parameters")) if p.type not in _COMMENTS]


def _canonical_index(node: Node) -> int | None:
    """A record's canonical constructor's place among the constructors it declares (a
    compact one, or one with the components' types), None where Java declares it."""
    components = [text(p.child_by_field_name("type")) for p in _record_components(node)]
    ctors = [
        m
        for m in _members(node.child_by_field_name("body"))
        if m.type in ("constructor_declaration", "compact_constructor_declaration")
    ]
    for k, m in enumerate(ctors):
        if m.type == "compact_constructor_declaration":
            return k
        params = [
            text(p.child_by_field_name("type"))
            for p in _named(m.child_by_field_name("parameters"))
            if p.type not in _COMMENTS
        ]
        if params == components:
            return k
    return None


def _type_params(node: Node) -> list[str]:
    """The type parameters a class or method declares (``<T, U extends X>``: T, U)."""
    return [
        text(p.named_children[0])
        for p in _named(node.child_by_field_name("type_parameters"))
        if p.type == "type_parameter" and p.named_children
    ]


def _param_types(ctx: Context, member: Node) -> list[JType | None]:
    return [
        jtype_of(ctx, p.child_by_field_name("type"))
        if p.type == "formal_parameter"
        else _spread_type(ctx, p)
        if p.type == "spread_parameter"
        else None
        for p in _named(member.child_by_field_name("parameters"))
        if p.type not in _COMMENTS
    ]


def _spread_type(ctx: Context, p: Node) -> JType | None:
    """``long... dims``: ``long[]``, marked as the varargs parameter."""
    element = jtype_of(
        ctx,
        next((c for c in p.named_children if c.type.endswith(("type", "type_identifier"))), None),
    )
    if element is None:
        return None
    return JType(element.name, element.dims + 1, element.args, varargs=True)


def _named(node: Node | None) -> list[Node]:
    return node.named_children if node is not None else []


def _lombok_logger(node: Node) -> bool:
    """Whether Lombok gives the class its ``log`` field (``@Slf4j``, ``@Log4j2``, ...)."""
    names = {text(a.child_by_field_name("name")).rsplit(".", 1)[-1] for a in _annotations(node)}
    return bool(names & rules.LOMBOK_LOGGERS)


# The annotations of a field that Jackson and Gson read: its JSON name, or that it is left out.
_JSON_ANNOTATIONS = frozenset(["JsonProperty", "SerializedName", "JsonIgnore", "Expose"])


def _java_fields(ctx: Context, info: ClassInfo, members: list[Node], node: Node) -> list[str]:
    """``__java_fields__``: the class's fields as Java declares them (Python name, Java name,
    type, modifiers, JSON annotations), in a file that uses Jackson or Gson, whose shims read
    and write the program's classes by them (porter.javalib.json_binding)."""
    if info.kind != "class" or not (
        ctx.json_fields
        or any(
            q.startswith(("com.fasterxml.jackson.", "com.google.gson.", "com.alibaba.fastjson."))
            for q in ctx.classes.values()
        )
        # fields with the program's run-time annotations: reflection finds them by these
        or any(annotation_types.runtime(ctx, m) for m in members if m.type == "field_declaration")
    ):
        return []
    entries = []
    for m in members:
        if m.type != "field_declaration":
            continue
        spelled = re.sub(r"\s+", " ", text(m.child_by_field_name("type")))
        mods = next((c for c in m.named_children if c.type == "modifiers"), None)
        modifiers = " ".join(  # the keywords (an annotation's text may have spaces)
            text(c)
            for c in (mods.children if mods is not None else [])
            if c.type not in ("annotation", "marker_annotation", *_COMMENTS)
        )
        marks: dict[str, object] = {}
        for a in _annotations(m):
            name = text(a.child_by_field_name("name")).rsplit(".", 1)[-1]
            if name not in _JSON_ANNOTATIONS:
                continue
            args = a.child_by_field_name("arguments")
            value = args.named_children[0] if args is not None and args.named_children else None
            if value is not None and value.type == "element_value_pair":
                value = value.child_by_field_name("value")
            literal = text(value) if value is not None and value.type == "string_literal" else None
            marks[name] = literal[1:-1] if literal else True
        for decl in m.children_by_field_name("declarator"):
            java = text(decl.child_by_field_name("name"))
            py = info.fields[java].spelled if java in info.fields else java
            entries.append(f"({py!r}, {java!r}, {spelled!r}, {modifiers!r}, {marks!r}),")
    out: list[str] = []
    if any(
        text(a.child_by_field_name("name")).rsplit(".", 1)[-1] == "JsonIgnoreProperties"
        and re.search(r"ignoreUnknown\s*=\s*true", text(a))
        for a in _annotations(node)
    ):
        out += ["", "__java_ignore_unknown__ = True  # @JsonIgnoreProperties(ignoreUnknown = true)"]
    if entries:
        out += [
            "",
            "# Java's declarations of the fields, for Jackson, Gson and reflection",
            "__java_fields__ = (",
        ]
        out += [*("    " + e for e in entries), ")"]
    return out


# java.lang.reflect.Modifier's bits of a class's declared modifiers.
_MODIFIER_BITS = {
    "public": 0x1,
    "private": 0x2,
    "protected": 0x4,
    "static": 0x8,
    "final": 0x10,
    "abstract": 0x400,
    "strictfp": 0x800,
}
_MEMBER_PARENTS = ("class_body", "interface_body", "enum_body_declarations", "annotation_type_body")


def _class_modifiers(ctx: Context, node: Node, info: ClassInfo) -> int:
    """What ``Class.getModifiers()`` gives for the class ``node`` declares: its modifiers and
    the ones Java implies (a member interface, enum or record is static; a member of an
    interface public and static; an interface abstract; an enum final unless a constant has
    a body, abstract where it declares an abstract method; a record final)."""
    bits = 0
    for m in _modifiers(node):
        bits |= _MODIFIER_BITS.get(m, 0)
    parent = node.parent
    member = parent is not None and parent.type in _MEMBER_PARENTS
    outer = parent.parent if member and parent is not None else None
    if outer is not None and outer.type in ("interface_declaration", "annotation_type_declaration"):
        bits |= 0x1 | 0x8
    if info.kind in ("interface", "annotation"):
        bits |= 0x200 | 0x400 | (0x2000 if info.kind == "annotation" else 0)
    if member and info.kind in ("interface", "annotation", "enum", "record"):
        bits |= 0x8
    if info.kind == "record":
        bits |= 0x10
    if info.kind == "enum":
        bits |= 0x4000
        body = node.child_by_field_name("body")
        members = body.named_children if body is not None else []
        if not any(c.child_by_field_name("body") for c in members if c.type == "enum_constant"):
            bits |= 0x10
        elif any(
            "abstract" in _modifiers(d)
            for c in members
            if c.type == "enum_body_declarations"
            for d in c.named_children
            if d.type == "method_declaration"
        ):
            bits |= 0x400
    return bits


def _modifiers(node: Node) -> list[str]:
    mods = next((c for c in node.named_children if c.type == "modifiers"), None)
    return text(mods).split() if mods is not None else []


def _annotations(node: Node) -> list[Node]:
    mods = next((c for c in node.named_children if c.type == "modifiers"), None)
    return [
        c
        for c in (mods.named_children if mods else [])
        if c.type in ("annotation", "marker_annotation")
    ]


def _class(ctx: Context, node: Node, report: FileReport, outer: ClassInfo | None) -> list[str]:
    name = text(node.child_by_field_name("name")) if node.child_by_field_name("name") else "?"
    if node.type not in _TYPE_DECLS:
        f = ctx.fail(node, f"{node.type.replace('_', ' ')}s have no rule")
        report.file_constructs.append(f)
        return [f"# PORTER: {f.reason}: {f.java}"]
    info = ctx.class_at.get(node.start_point) or ctx.local_classes[name]
    # Within the class its simple name is this class (another nested class may share it).
    shadowed = ctx.local_classes.get(name)
    ctx.local_classes[name] = info
    try:
        return _class_body(ctx, node, report, info, name)
    finally:
        if shadowed is not None:
            ctx.local_classes[name] = shadowed


def _class_body(
    ctx: Context, node: Node, report: FileReport, info: ClassInfo, name: str
) -> list[str]:
    bases = ""
    java_enum = False
    if info.kind == "enum":
        bases = f"({ctx.need('enum', 'Enum')})"
        members = _members(node.child_by_field_name("body"))
        # Constructors and instance fields: a JavaEnum, whose constants are (ordinal,
        # constructor arguments...); a constant's own body is a class whose methods are set
        # on the constant after the enum (porter.jdk.enumBody); several constructors are
        # told apart by the __java_init__ that dispatches to them.
        java_enum = any(
            m.type == "constructor_declaration"
            or (m.type == "field_declaration" and "static" not in _modifiers(m))
            for m in members
        )
        blocking = [
            m
            for m in members
            if (
                m.type == "enum_constant"
                and m.child_by_field_name("arguments")
                and not any(c.type == "constructor_declaration" for c in members)
            )
        ]
        if java_enum:
            bases = f"({ctx.shim('JavaEnum')})"
        if blocking:
            f = ctx.fail(
                blocking[0], "an enum with constructors, fields or constant bodies has no rule"
            )
            report.file_constructs.append(f)
            return [
                f"class {name}({ctx.need('enum', 'Enum')}):",
                f"    # PORTER: {f.reason}: {f.java}",
                "    pass",
            ]
    superclass_mark: list[str] = []
    if info.kind == "annotation":
        # the program's annotation type: its values' class (porter.annotation_types)
        bases = f"({ctx.need('porter.javalib.jannotations', 'JavaAnnotation')})"
    if info.superclass:
        sup = info.superclass
        local = ctx.local_classes.get(sup)
        if local is not None and _names(local, info.superclass_q) and local is not info:
            bases = f"({_sibling_spelling(local, info)})"
        elif info.superclass_q and ctx.project_class(info.superclass_q):
            bases = f"({ctx.use_project(info.superclass_q)})"
            ctx.eager.add(sup)
        elif sup in ctx.siblings:
            bases = f"({ctx.sibling(sup)})"
            ctx.eager.add(sup)
        elif ctx.classes.get(sup, "").startswith("org.tensorflow."):
            ref = class_ref(ctx, node, sup)
            assert ref is not None
            bases = f"({use_class(ctx, node, ref)})"
        elif ctx.classes.get(sup) == "junit.framework.TestCase":
            # JUnit 3: its test* methods run under pytest (porter.junit.TestCase)
            bases = f"({ctx.shim('TestCase')})"
        elif _extends_thread(ctx, info):
            # Its run() is what the Python thread's start() calls.
            bases = f"({ctx.shim('Thread')})"
        elif sup in rules.EXCEPTIONS and ctx.classes.get(sup, f"java.lang.{sup}").startswith(
            "java."
        ):
            # A Java exception: the Python exception it is raised as, with Java's constructors.
            cls = rules.EXCEPTION_CLASSES.get(sup)
            bases = (
                f"({ctx.need('porter.javalib.exceptions', cls)})"
                if cls
                else f"({ctx.shim('Throwable')}, {rules.EXCEPTIONS[sup][1]})"
            )
        elif sup in javalib_rules.SUPERCLASSES and library_class(ctx, sup, info.superclass_q):
            # A JDK collection: its builtin with Java's methods by name (collection_bases).
            bases = (
                f"({ctx.need('porter.javalib.collection_bases', javalib_rules.SUPERCLASSES[sup])})"
            )
        elif sup in javalib_rules.CLASSES and library_class(ctx, sup, info.superclass_q):
            # A class of the JDK or of a library that porter.javalib gives (OpenCV's Mat,
            # java.util.Random): its Python class, with Java's methods, is the base.
            bases = f"({fill(ctx, javalib_rules.spelled(sup), [], '')})"
        else:
            f = ctx.fail(node, f"superclass {sup} has no rule")
            report.file_constructs.append(f)
            # Said where the reader looks: the class runs without what it inherits. Its base
            # stands in for the superclass: its constructor takes the arguments (and does
            # nothing), and an inherited member raises, naming the superclass.
            superclass_mark = [f"# PORTER: {f.reason}: what the class inherits is missing"]
            where = f"{ctx.path}:{f.line}"
            bases = f"({ctx.shim('missingBase')}({where!r}, {sup!r}))"
    # Interfaces the porter knows (of this file or ported with it) are bases: their constants
    # and default methods are inherited; the JDK's and the binding's are not written.
    mixins: list[str] = []
    for s, q in info.interfaces:
        if s in ctx.local_classes and ctx.local_classes[s] is not info:
            mixins.append(_sibling_spelling(ctx.local_classes[s], info))  # nested ones too
            continue
        if ctx.known(s, q) is None:
            continue
        if s in ctx.local_classes:
            mixins.append(_sibling_spelling(ctx.local_classes[s], info))
        elif (project := ctx.use_project(q)) is not None:
            mixins.append(project)
        elif s in ctx.siblings:
            mixins.append(ctx.sibling(s))
    if any(
        s in ("AutoCloseable", "Closeable") and ctx.known(s, q) is None for s, q in info.interfaces
    ):
        # A Java AutoCloseable is a context manager (contract §6): try-with-resources is with.
        mixins.append(ctx.shim("AutoCloseable"))
    # What the class statement names runs when the module is imported: imported at the top.
    ctx.eager.update(b.strip().split(".")[0] for b in [*bases[1:-1].split(","), *mixins] if b)
    if mixins and info.kind == "enum":
        # Python's Enum comes last among an enum's bases (its interfaces are mixins).
        bases = f"({', '.join([*mixins, bases[1:-1]])})"
    elif mixins:
        bases = f"({', '.join(([bases[1:-1]] if bases else []) + mixins)})"
    ctx.class_stack.append(info)
    lines: list[str] = list(superclass_mark)
    pending: list[str] = []
    static_init: list[str] = []
    body = node.child_by_field_name("body")
    # The class's wrapping fields (porter.wrapping), with the outer classes' ones.
    saved_wrapping, saved_nullable = ctx.wrapping, ctx.nullable
    if body is not None:
        ctx.wrapping = saved_wrapping | (wrapping_names(body, saved_wrapping) & set(info.fields))
        ctx.nullable = saved_nullable | _nullable_fields(ctx, body, info, saved_nullable)
    if "abstract" in _modifiers(node):
        lines.append("__test__ = False  # abstract: JUnit runs it only through its subclasses")
    if info.kind in ("interface", "annotation", "record"):
        # what Python's class cannot tell: Class.isInterface() and "interface X", isRecord()
        kind = "record" if info.kind == "record" else "interface"
        lines.append(f'__java_kind__ = "{kind}"')
    if ctx.class_modifiers:
        bits = _class_modifiers(ctx, node, info)
        lines.append(f"__java_modifiers__ = {bits}  # Class.getModifiers()")
    if ctx.package and any(
        c.superclass in rules.EXCEPTIONS and ctx.known(c.superclass, c.superclass_q) is None
        for c in ctx.supertypes(info)
    ):
        # An exception prints its class's binary name (Java's getName()), package included.
        binary = ctx.package + "." + info.qualified[len(ctx.package) + 1 :].replace(".", "$")
        lines.append(f'_java_name = "{binary}"')
    seen_methods: set[str] = set()
    # Static fields whose initializers use the class: set after it (top-level classes).
    # Set after the top-level class for a nested class or enum (in an enum's body a static field
    # would be a constant; in the outer body the enum has no full name yet).
    deferred: list[str] | None = []
    # Nested types first: Python's class body runs in order, and fields may use them.
    members = _members(body)
    nested = _bases_first([m for m in members if m.type in _TYPE_DECLS])
    members = nested + [m for m in members if m.type not in _TYPE_DECLS]
    early: dict[int, list[str]] = {}  # instance fields translated ahead of a constructor
    try:
        for member in members:
            if member.type in _COMMENTS:
                pending += comment_lines(text(member))
                continue
            if member.type == "enum_constant" and java_enum:
                ordinal = sum(
                    1 for m in members[: members.index(member)] if m.type == "enum_constant"
                )
                ctx.static_context, ctx.class_body = True, True
                try:
                    args = arguments(ctx, member.child_by_field_name("arguments"))
                except Untranslatable as e:
                    # The constant exists; the arguments its constructor would have had
                    # raise where they are used (UnportedValue), naming the line and reason.
                    f = ctx.fail(e.node, e.reason)
                    report.file_constructs.append(f)
                    pending.append(f"# PORTER: {f.reason}: {f.java}")
                    value = f"{ctx.shim('unportedValue')}({f'{ctx.path}:{f.line}'!r}, {f.reason!r})"
                    count = len(argument_nodes(member.child_by_field_name("arguments")))
                    args = [E(value, PRIMARY, None)] * count
                finally:
                    ctx.static_context, ctx.class_body = False, False
                constructor_arguments(info, args, ctx)
                values = ", ".join([str(ordinal), *(a.text for a in args)]) + ("" if args else ",")
                lines += pending + [f"{_constant_py(info, member)} = ({values})"]
            elif member.type == "enum_constant":
                lines += pending + [f"{_constant_py(info, member)} = {ctx.need('enum', 'auto')}()"]
            elif (
                member.type == "field_declaration"
                and java_enum
                and "static" not in _modifiers(member)
            ):
                # An enum constant's fields are the instance's, set when it is made (a class
                # attribute would be another constant of a Python Enum).
                for line in _fields(ctx, member, info, report, None):
                    if not line.endswith("# set by the constructor"):
                        info.field_inits.append("self." + line)
            elif member.type in ("field_declaration", "constant_declaration"):
                before = len(deferred) if deferred is not None else 0
                # an enum's static field: set after the enum (in its body, an Enum member)
                after = info.kind == "enum"
                done = early.pop(id(member), None)
                lines += pending + (
                    done
                    if done is not None
                    else _fields(ctx, member, info, report, deferred, after)
                )
                if deferred is not None:
                    static_init += deferred[before:]
            elif member.type in (
                "method_declaration",
                "constructor_declaration",
                "compact_constructor_declaration",
            ):
                if member.type == "constructor_declaration" and not java_enum:
                    # Java runs every instance field's initializer in each constructor, also
                    # those declared after it: they are translated before the constructor.
                    for later in members[members.index(member) + 1 :]:
                        if (
                            later.type == "field_declaration"
                            and "static" not in _modifiers(later)
                            and id(later) not in early
                        ):
                            early[id(later)] = _fields(
                                ctx, later, info, report, deferred, info.kind == "enum"
                            )
                        elif later.type == "block" and id(later) not in early:
                            early[id(later)] = _instance_init(ctx, later, info, report)
                lines += [""] + pending + _method(ctx, member, info, report, seen_methods)
            elif member.type == "static_initializer":
                static_init += pending + _static_init(ctx, member, info, report)
            elif member.type == "block" and not java_enum:
                # an instance initializer: run by each constructor, in its place among the
                # fields' initializers
                if early.pop(id(member), None) is None:
                    _instance_init(ctx, member, info, report)
                lines += pending
            elif member.type in _TYPE_DECLS:
                lines += [""] + pending + _class(ctx, member, report, info)
            elif member.type == "annotation_type_element_declaration":
                lines += pending  # written with the others, below
            else:
                f = ctx.fail(member, f"class member {member.type} has no rule")
                report.file_constructs.append(f)
                lines += pending + [f"# PORTER: {f.reason}: {f.java}"]
            pending = []
        if info.kind == "annotation":
            lines += ["", *annotation_types.members(ctx, node, info, report)]
        lines += _constructors(ctx, node, info, report)
        lines += _python_equality(info)
        lines += _java_fields(ctx, info, members, node)
        if info.kind in ("class", "enum"):
            # (an enum's constants are the fields reflection finds on it: porter.javalib's)
            kind = "field_declaration" if info.kind == "class" else "enum_constant"
            fields = [m for m in members if m.type == kind]
            lines += annotation_types.field_table(ctx, fields, report)
        if any(
            s in ("Serializable", "Externalizable") and q.startswith("java.io.")
            for s, q in info.interfaces
        ):
            # ObjectOutputStream writes its instances (porter.javalib.objectstreams)
            lines += ["", "__java_serializable__ = True"]
        lines += python_protocols(ctx, info)
        bodies = [m for m in members if m.type == "enum_constant" and m.child_by_field_name("body")]
        # The constants' bodies are bound first: Java's constants have them when made.
        static_init = [
            line for c in bodies for line in _constant_body(ctx, c, info, info.py, report)
        ] + static_init
        # A constant renamed beside a method of its name keeps its Java name (name(), valueOf)
        static_init = [
            f"{ctx.shim('enumJavaName')}({info.py}.{_constant_py(info, c)}, {java!r})"
            for c in members
            if c.type == "enum_constant"
            and _constant_py(info, c) != (java := text(c.child_by_field_name("name")))
        ] + static_init
        if info.kind == "record":
            lines += _record_members(ctx, node, info, seen_methods)
    finally:
        ctx.class_stack.pop()
        ctx.wrapping, ctx.nullable = saved_wrapping, saved_nullable
    lines += pending
    decorators = _decorators(ctx, node, report)
    # A class annotation that names its own class (``@ComponentScan(basePackageClasses =
    # App.class)``) is applied once Python has the class: after its body.
    itself = re.compile(rf"\b{re.escape(name)}\b")
    late = [d for d in decorators if "." not in info.py and d[:1] == "@" and itself.search(d)]
    # (the program's own annotations are made when read: the class exists by then)
    own = annotation_types.decorator(ctx, node, report)
    header = [*(d for d in decorators if d not in late), *own, f"class {name}{bases}:"]
    if _lombok_logger(node):
        # Lombok's ``private static final Logger log``, named by the class as Lombok names it
        factory = fill(ctx, "{lib:logger}.LoggerFactory.getLogger", [], "")
        lines.insert(0, f'log = {factory}("{info.qualified}")')
    # A body of comments only (a commented-out member) still needs a statement.
    code = any(x.strip() and not x.lstrip().startswith("#") for x in lines)
    out = header + indent(lines if code else [*lines, "pass"])
    if _auto_value(node):
        ctx.after_top += _auto_value_class(ctx, node, info)
    out += [f"{name} = {d[1:]}({name})" for d in reversed(late)]
    if "." not in info.py:
        out += ctx.after_top
        ctx.after_top = []
    if static_init and "." in info.py:
        # a nested class's static initializer names it through its outer class, which
        # Python has only after the outer class's body: it runs right after that
        ctx.after_top += ["", *static_init]
    else:
        out += [""] + static_init if static_init else []
    top = info.py.split(".")[0]
    extends_outer = top in {b.strip().split(".")[0] for b in bases[1:-1].split(",")}
    if "." in info.py and (extends_outer or _constants_use_outer(ctx, node, info)):
        # A nested class that extends its outer class (Java's ``Index.Combined extends
        # Index``), or a nested enum whose constants are made of the outer class's types
        # (``DATA("data", ArgType.INPUT)``): Python defines it after the outer class, whose
        # name its class body needs, then sets it as its attribute.
        taken = {n for names in ctx.from_imports.values() for n in names} | set(ctx.local_classes)
        if name not in taken - {info.name}:
            ctx.after_top += ["", "", *out, "", f"{info.py} = {name}", f"del {name}"]
            return []
    return out


def _constants_use_outer(ctx: Context, node: Node, info: ClassInfo) -> bool:
    """Whether a nested enum's constants' arguments name a class nested in the same top-level
    class (or that class), which Python has no name for until its class body has run."""
    if info.kind != "enum":
        return False
    top = info.qualified.split(".")[len(ctx.package.split(".")) if ctx.package else 0]
    nested = {c.name for c in ctx.local_classes.values() if c is not info and "." in c.py} | {top}
    return any(
        n.type in ("identifier", "type_identifier") and text(n) in nested
        for constant in _members(node.child_by_field_name("body"))
        if constant.type == "enum_constant"
        for n in descendants(constant.child_by_field_name("arguments") or constant)
    )


def _python_equality(info: ClassInfo) -> list[str]:
    """A class with its own ``equals(Object)``: Python's ``==``, dicts and sets use it (and
    its ``hashCode``, else identity's hash), as Java's ``HashMap`` and ``HashSet`` do."""
    equals = info.methods.get("equals")
    if info.kind != "class" or equals is None or equals.static or "equals" in info.overloaded:
        return []
    hashed = info.methods.get("hashCode")
    own_hash = hashed is not None and not hashed.static and "hashCode" not in info.overloaded
    return [
        "",
        "def __eq__(self, other):  # Java's equals, for Python's ==, dicts and sets",
        "    return self.equals(other)",
        "",
        "def __hash__(self):",
        "    return self.hashCode()" if own_hash else "    return object.__hash__(self)",
    ]


def _constant_py(info: ClassInfo, constant: Node) -> str:
    """The Python name of an enum constant: its Java name, unless a method has it too."""
    name = text(constant.child_by_field_name("name"))
    member = info.fields.get(name)
    return member.spelled if member is not None else name


def _constant_body(
    ctx: Context, node: Node, enum_info: ClassInfo, spelled: str, report: FileReport
) -> list[str]:
    """``ADD { int apply(int a, int b) { return a + b; } }``: the constant's own methods, a
    class whose functions ``enumBody`` sets on the constant (Python's enum members are all
    of the one class; an instance attribute overrides the enum's method)."""
    constant = _constant_py(enum_info, node)
    body = node.child_by_field_name("body")
    assert body is not None
    cls = f"_{enum_info.name}_{constant.lstrip('_')}"
    info = ClassInfo(
        cls,
        cls,
        superclass=enum_info.name,
        superclass_q=enum_info.qualified,
        qualified=f"{enum_info.qualified}.{constant}",
        kind="constant",
    )
    members = [m for m in _members(body) if m.type not in _COMMENTS]
    for m in members:
        if m.type == "method_declaration":
            mname = text(m.child_by_field_name("name"))
            info.methods[mname] = Member(mname, False, jtype_of(ctx, m.child_by_field_name("type")))
        elif m.type == "field_declaration" and "static" not in _modifiers(m):
            declared = jtype_of(ctx, m.child_by_field_name("type"))
            for decl in m.children_by_field_name("declarator"):
                fname = text(decl.child_by_field_name("name"))
                info.fields[fname] = Member(fname, False, declared)
    lines: list[str] = []
    fields: list[str] = []  # the constant's own fields, set on it as Java makes it
    ctx.class_stack.append(info)
    try:
        for m in members:
            if m.type == "method_declaration":
                lines += ["", *_method(ctx, m, info, report, set())]
            elif m.type == "field_declaration" and "static" not in _modifiers(m):
                declared = jtype_of(ctx, m.child_by_field_name("type"))
                for decl in m.children_by_field_name("declarator"):
                    value = decl.child_by_field_name("value")
                    fname = info.fields[text(decl.child_by_field_name("name"))].spelled
                    try:
                        ctx.static_context = True
                        e = convert(ctx, value, declared).text if value else _default(declared)
                    except Untranslatable as err:
                        f = ctx.fail(err.node, err.reason)
                        report.file_constructs.append(f)
                        fields.append(f"# PORTER: {f.reason}: {f.java}")
                        continue
                    finally:
                        ctx.static_context = False
                    fields.append(f"{spelled}.{constant}.{fname} = {e}")
            else:
                f = ctx.fail(
                    m, f"a {m.type.replace('_', ' ')} in an enum constant's body has no rule"
                )
                report.file_constructs.append(f)
                lines.append(f"# PORTER: {f.reason}: {f.java}")
    finally:
        ctx.class_stack.pop()
    return [
        f"class {cls}:  # the body of {enum_info.name}.{constant}",
        *indent(lines or ["pass"]),
        "",
        f"{ctx.shim('enumBody')}({spelled}.{constant}, {cls})",
        f"del {cls}",
        *fields,
    ]


def _sibling_spelling(base: ClassInfo, info: ClassInfo) -> str:
    """How a nested class names a base nested in the same class: by its simple name, which
    the outer class's body (still running: the outer name is not bound yet) has defined."""
    if "." in base.py and base.py.rsplit(".", 1)[0] == info.py.rsplit(".", 1)[0]:
        return base.py.rsplit(".", 1)[1]
    return base.py


def _bases_first(nested: list[Node]) -> list[Node]:
    """Nested types in source order, but each after the ones of the same class it extends or
    implements (Python defines a class body's classes in order)."""
    names = {text(n.child_by_field_name("name")): n for n in nested}

    def parents(n: Node) -> list[str]:
        found = []
        for side in ("superclass", "interfaces"):
            child = n.child_by_field_name(side)
            if child is not None:
                found += [
                    text(t).split("<")[0] for t in _type_identifiers(child) if text(t) in names
                ]
        ext = next((c for c in n.named_children if c.type == "extends_interfaces"), None)
        if ext is not None:
            found += [text(t) for t in _type_identifiers(ext) if text(t) in names]
        return found

    ordered: list[Node] = []
    visiting: set[str] = set()

    def visit(n: Node) -> None:
        name = text(n.child_by_field_name("name"))
        if n in ordered or name in visiting:
            return
        visiting.add(name)
        for p in parents(n):
            visit(names[p])
        ordered.append(n)

    for n in nested:
        visit(n)
    return ordered


def _type_identifiers(node: Node) -> list[Node]:
    return [n for n in descendants(node, skip=("type_arguments",)) if n.type == "type_identifier"]


def _record_members(ctx: Context, node: Node, info: ClassInfo, declared: set[str]) -> list[str]:
    """What Java gives every record unless it declares its own: the canonical constructor, the
    components' accessors, and equals, hashCode and toString over the components
    (``Point[x=2, y=3]``; Java's hash: ``31 * h + hashCode(c)`` from 0)."""
    names = [text(p.child_by_field_name("name")) for p in _record_components(node)]
    own = {
        text(m.child_by_field_name("name"))
        for m in _members(node.child_by_field_name("body"))
        if m.type == "method_declaration"
        and "static" not in _modifiers(m)
        and not [p for p in _named(m.child_by_field_name("parameters")) if p.type not in _COMMENTS]
    }
    equals = "equals" in info.methods and not info.methods["equals"].static
    fields = [info.fields[n].spelled for n in names]
    params = [py_name(n) for n in names]
    out: list[str] = []
    if _canonical_index(node) is None:
        init = ctor_name(info, len(info.ctors) - 1)
        out += ["", f"def {init}(self{''.join(', ' + p for p in params)}):"]
        out += [f"    self.{f} = {p}" for f, p in zip(fields, params)] or ["    pass"]
    for n, f in zip(names, fields):
        if n not in own:
            out += ["", f"def {attr_name(n)}(self):", f"    return self.{f}"]
    values = ", ".join(f"self.{f}" for f in fields)
    other = ", ".join(f"other.{f}" for f in fields)
    comma = "," if len(fields) == 1 else ""  # a tuple of one
    jstr = ctx.shim("jstr")
    shown = ", ".join(f"{n}={{{jstr}(self.{f})}}" for n, f in zip(names, fields))
    if equals:
        out += ["", "def __eq__(self, other):", "    return self.equals(other)"]
    else:
        same = f" and ({values}{comma}) == ({other}{comma})" if fields else ""
        out += ["", "def __eq__(self, other):", f"    return type(other) is type(self){same}"]
    if "hashCode" in own:
        out += ["", "def __hash__(self):", "    return self.hashCode()"]
    else:
        out += ["", "def __hash__(self):", f"    return {ctx.shim('recordHash')}({values})"]
    if "toString" not in own:
        out += ["", "def __str__(self):", f'    return f"{info.name}[{shown}]"']
        out += ["", "__repr__ = __str__"]
    return out


def _extends_thread(ctx: Context, info: ClassInfo) -> bool:
    """Whether the class extends ``java.lang.Thread`` (ported as the ``Thread`` shim)."""
    return info.superclass == "Thread" and (
        ctx.classes.get("Thread", "java.lang.Thread") == "java.lang.Thread"
    )


def _constructors(ctx: Context, node: Node, info: ClassInfo, report: FileReport) -> list[str]:
    """Java's implicit constructor where fields need initialising, and the ``__init__`` that
    picks among several constructors by argument count (Java's choice, when the counts
    differ)."""
    if not info.ctors:
        if not info.field_inits and not info.needs_outer:
            return []
        call = ["super().__init__()"] if info.superclass else []
        init = "__java_init__" if info.kind == "enum" else "__init__"  # JavaEnum's constructor
        late = _late_imports(ctx, ctx.init_needs.get(info.qualified, set()))
        if info.needs_outer:  # the outer instance, set first (javac's this$0)
            outer = ["self._outer = _outer"]
            return [
                "",
                "def __init__(self, _outer):",
                *indent(late + outer + call + info.field_inits),
            ]
        return ["", f"def {init}(self):", *indent(late + call + info.field_inits)]
    if len(info.ctors) < 2:
        return []
    if any(p is None for k, ps in enumerate(info.ctors) if needs_factory(info, k) for p in ps):
        f = ctx.fail(
            node, f"constructors of {info.name} that Python cannot tell apart by argument count"
        )
        report.file_constructs.append(f)
        for m in report.methods:
            if m.cls == info.name and m.method == "<init>":
                # Each constructor is out of reach: its whole body counts as marked.
                m.translated = False
                m.constructs.append(replace(f, line=m.line, statements=m.statements))
        return [
            "",
            f"# PORTER: {f.reason}",
            "def __init__(self, *args):",
            f"    {ctx.shim('unported')}({f'{ctx.path}:{f.line}'!r}, {f.reason!r})",
        ]
    if info.kind == "enum":  # a JavaEnum's constructor dispatches (no ``new`` makes one)
        return _dispatching_init(ctx, info, "__java_init__")
    return _dispatching_init(ctx, info) + _factories(info)


def _dispatching_init(ctx: Context, info: ClassInfo, init: str = "__init__") -> list[str]:
    """The ``__init__`` that runs Java's constructor for the arguments: told apart by their
    count, and where several constructors take as many, by the arguments' run-time types
    (``javaIs``), the most specific constructor first."""
    outer = 1 if info.needs_outer else 0  # the outer instance comes first
    typed = shared_arity(info)
    out = [
        "",
        f"def {init}(self, *args):",
        "    # Java's constructors, told apart by their argument count"
        + (" and types." if typed else "."),
    ]
    order = sorted(
        range(len(info.ctors)),
        key=lambda k: (
            arities(info.ctors[k])[1] is None,  # varargs last, as Java's third phase
            -sum(
                all(applies(q, p) for p, q in zip(info.ctors[k], info.ctors[j], strict=True))
                for j in range(len(info.ctors))
                if j != k and len(info.ctors[j]) == len(info.ctors[k])
            ),
            k,
        ),
    )
    for n, k in enumerate(order):
        params = info.ctors[k]
        low, high = arities(params)
        test = (
            [f"len(args) == {low + outer}"] if high is not None else [f"len(args) >= {low + outer}"]
        )
        if needs_factory(info, k):
            rivals = [
                j for j in range(len(info.ctors)) if j != k and len(info.ctors[j]) == len(params)
            ]
            for i, p in enumerate(params[:low]):
                if p is None or all(info.ctors[j][i] == p for j in rivals):
                    continue
                dims = f", {p.dims}" if p.dims else ""
                test.append(f'{ctx.shim("javaIs")}(args[{i + outer}], "{p.name}"{dims})')
        out += [
            f"    {'if' if n == 0 else 'elif'} {' and '.join(test)}:",
            f"        self.{ctor_name(info, k)}(*args)",
        ]
    out += [
        "    else:",
        f'        raise TypeError(f"{info.name}: no constructor takes {{len(args)}} arguments")',
    ]
    return out


def _factories(info: ClassInfo) -> list[str]:
    """A class method per constructor that another one takes as many arguments as: what a
    ``new`` whose Java types the porter knows calls, the constructor javac picks."""
    out: list[str] = []
    for k, params in enumerate(info.ctors):
        if not needs_factory(info, k):
            continue
        shown = ", ".join("?" if p is None else str(p) for p in params)
        out += [
            "",
            "@classmethod",
            f"def {constructor_factory(info, k)}(cls, *args):",
            f'    """``new {info.name}({shown})``."""',
            "    self = cls.__new__(cls)",
            f"    self.{ctor_name(info, k)}(*args)",
            "    return self",
        ]
    return out


def _fields(
    ctx: Context,
    node: Node,
    info: ClassInfo,
    report: FileReport,
    deferred: list[str] | None = None,
    after: bool = False,
) -> list[str]:
    """A field declaration's lines; static initialisers that use their own top-level class
    go to ``deferred`` (and so do the static ones after them, and all with ``after``)."""
    static = "static" in _modifiers(node) or info.kind in ("interface", "annotation")
    declared = jtype_of(ctx, node.child_by_field_name("type"))
    annotations = _annotations(node)
    out: list[str] = []
    ctx.push()
    ctx.static_context, ctx.class_body = True, True
    names = [
        info.fields[text(d.child_by_field_name("name"))].spelled
        for d in node.children_by_field_name("declarator")
    ]
    done = 0  # the declarators translated
    try:
        for done, decl in enumerate(node.children_by_field_name("declarator")):
            fname = names[done]
            value = decl.child_by_field_name("value")
            if value is None:
                default = _default(declared)
                if after and static and deferred is not None:
                    deferred.append(f"{info.py}.{fname} = {default}")
                    continue
                hint = (
                    spring.annotation(ctx, text(node.child_by_field_name("type")), annotations)
                    if spring.injected(ctx, annotations)
                    else None
                )
                out.append(f"{fname}: {hint} = {default}" if hint else f"{fname} = {default}")
                continue
            # A subclass of the program's class sets even its literal fields in its
            # constructors, after the superclass's: until then they hold Java's default,
            # which a method the superclass's constructor calls reads.
            subclass = ctx.superclass_of(info) is not None and info.kind == "class"
            if not static and (
                subclass
                or value.type
                not in (
                    "decimal_integer_literal",
                    "decimal_floating_point_literal",
                    "string_literal",
                    "true",
                    "false",
                    "null_literal",
                )
            ):
                # Java runs it in each new instance: in the constructors (``self.f = ...``).
                ctx.static_context, ctx.class_body = False, False
                ctx.hoisted = []
                saved, ctx.needed_here = ctx.needed_here, set()
                e = convert(ctx, value, declared)
                ctx.init_needs.setdefault(info.qualified, set()).update(ctx.needed_here)
                ctx.needed_here |= saved
                if ctx.hoisted:
                    raise Untranslatable(value, "a block lambda in a field initializer has no rule")
                info.field_inits.append(f"self.{fname} = {e.text}")
                ctx.static_context, ctx.class_body = True, True
                placeholder = _default(declared) if subclass else "None"
                out.append(f"{fname} = {placeholder}  # set by the constructor")
                continue
            ctx.hoisted = []
            e = convert(ctx, value, declared)
            hoisted = ctx.hoisted
            if deferred is not None and (
                after or deferred or re.search(rf"\b{re.escape(info.py)}\b", e.text)
            ):
                # The initializer uses the class (``LoggerFactory.getLogger(A.class)``), which
                # Python defines only after its body: it runs right after, in Java's order.
                if hoisted:
                    raise Untranslatable(value, "a block lambda in a field initializer has no rule")
                if not after:  # (an enum's body has no placeholder: it would be a constant)
                    # Java's default value until its initializer runs (an int is 0 before)
                    out.append(f"{fname} = {_default(declared)}  # set after the class")
                ctx.class_body = False  # outside the body: the class's statics by its name
                ctx.at_import = True
                try:
                    e = convert(ctx, value, declared)
                finally:
                    ctx.class_body, ctx.at_import = True, False
                deferred.append(f"{info.py}.{fname} = {e.text}")
                continue
            # an anonymous class or block lambda of a static initializer: defined in the class
            # body just before the field (the body runs in order, as Java's initializers)
            out.extend(hoisted)
            out.append(f"{fname} = {e.text}")
    except Untranslatable as e:
        f = ctx.fail(e.node, e.reason)
        report.file_constructs.append(f)
        out.append(f"# PORTER: {f.reason}: {f.java}")
        # The fields exist (the module loads, and the initializers after them that name
        # them); their first use raises with the Java line and reason.
        where = f"{ctx.path}:{f.line}"
        for fname in names[done:]:
            out.append(f"{fname} = {ctx.shim('unportedValue')}({where!r}, {f.reason!r})")
    finally:
        ctx.static_context, ctx.class_body = False, False
        ctx.pop()
    return out


def _instance_init(ctx: Context, node: Node, info: ClassInfo, report: FileReport) -> list[str]:
    """An instance initializer block ``{ ... }``: its statements join the instance fields'
    initializers, which every constructor runs after its superclass's."""
    before = len(ctx.failures)
    ctx.push()
    saved = ctx.static_context, ctx.class_body
    ctx.static_context, ctx.class_body = False, False
    try:
        lines = block_lines(ctx, node)
    finally:
        ctx.static_context, ctx.class_body = saved
        ctx.pop()
    report.file_constructs += ctx.failures[before:]
    info.field_inits.extend(lines)
    return lines


def _static_init(ctx: Context, node: Node, info: ClassInfo, report: FileReport) -> list[str]:
    before = len(ctx.failures)
    ctx.static_context = ctx.at_import = True
    try:
        lines = block_lines(ctx, node.named_children[-1])
    finally:
        ctx.static_context = ctx.at_import = False
    if len(ctx.failures) > before:
        report.file_constructs += ctx.failures[before:]
        return [f"# PORTER: {f.reason}: {f.java}" for f in ctx.failures[before:]]
    # An exception out of it leaves the class unusable, as Java's ExceptionInInitializerError:
    # each of the class's methods raises it when called (the module still imports).
    failed = ctx.shim("initializerFailed")
    return [
        f"# The static initializer of {info.name}.",
        "try:",
        *indent(lines),
        "except Exception as e:",
        f"    {failed}({info.py}, e)",
    ]


def _decorators(ctx: Context, node: Node, report: FileReport) -> list[str]:
    out: list[str] = []
    for ann in _annotations(node):
        name = text(ann.child_by_field_name("name")).rsplit(".", 1)[-1]
        own = annotation_types.annotation_type(ctx, ann)
        if own is not None and own.retention == annotation_types.RUNTIME:
            continue  # the program's own, which reflection reads (annotation_types.decorator)
        if own is None and name in annotation_types.META and node.type.startswith("annotation"):
            continue  # @Retention, @Target, @Inherited: the annotation type's port says them
        if own is None and spring.is_spring(ctx, ann):
            # Spring's annotations are data its shims read (porter.spring)
            decorator = spring.decorator(ctx, ann)
            if decorator is not None:
                out.append(decorator)
                continue
        if (
            name not in rules.ANNOTATIONS
            or own is not None
            or junit_templates.is_other_library(ctx, ann)
        ):
            out.append(f"# @{name} (a Java annotation with no Python meaning here)")
            continue
        shim = rules.ANNOTATIONS[name]
        if shim is None:
            continue
        fn = ctx.shim(shim)
        args = ann.child_by_field_name("arguments")
        given = [] if args is None else [a for a in args.named_children if a.type not in _COMMENTS]
        values = []
        ctx.push()
        try:
            for a in given:
                if a.type == "element_value_pair":
                    key = text(a.child_by_field_name("key"))
                    value = a.child_by_field_name("value")
                    if name == "Test" and key == "timeout":
                        continue  # JUnit 4's time limit: the port runs without one
                    if name == "Test" and key == "expected" and value is not None:
                        values.append(f"expected={_expected(ctx, value)}")
                        continue
                    assert value is not None
                    values.append(f"{key}={junit_templates.value(ctx, name, key, value)}")
                else:
                    values.append(junit_templates.value(ctx, name, "value", a))
            # what the porter adds (after the positional value): the test's parameter types,
            # an unnamed @MethodSource's factory, a Parameterized runner's fields
            values += junit_templates.default_arguments(ctx, name, node, bool(given))
        except Untranslatable as e:
            report.file_constructs.append(ctx.fail(e.node, f"an argument of @{name}: {e.reason}"))
            out.append(f"@{fn}")
            continue
        finally:
            ctx.pop()
        if not values:
            out.append(f"@{fn}")
            continue
        out.append(f"@{fn}({', '.join(values)})")
    return out


def _expected(ctx: Context, value: Node) -> str:
    """JUnit 4's ``@Test(expected = X.class)``: the Python exception that stands for X."""
    if value.type == "class_literal":
        simple = text(value.named_children[0]).rsplit(".", 1)[-1]
        if simple in rules.EXCEPTIONS and simple not in ctx.local_classes:
            return rules.EXCEPTIONS[simple][0]
    return expr(ctx, value).text


def _method(
    ctx: Context, node: Node, info: ClassInfo, report: FileReport, seen: set[str]
) -> list[str]:
    compact = node.type == "compact_constructor_declaration"  # a record's canonical one
    ctor = compact or node.type == "constructor_declaration"
    index = sum(1 for n in seen if n.startswith("<init>"))
    if ctor:
        seen.add(f"<init>#{index}")
    name = ctor_name(info, index) if ctor else text(node.child_by_field_name("name"))
    mods = _modifiers(node)
    static = "static" in mods
    is_test = any(
        text(a.child_by_field_name("name")) in junit_templates.TEST_ANNOTATIONS
        for a in _annotations(node)
    )
    mreport = MethodReport(
        info.name,
        text(node.child_by_field_name("name")) if not ctor else "<init>",
        node.start_point[0] + 1,
        is_test,
        True,
    )
    report.methods.append(mreport)
    mreport.static_main = (
        static and name == "main" and text(node.child_by_field_name("type")) == "void"
    )
    before = len(ctx.failures)
    saved_calls, ctx.calls = ctx.calls, set()
    saved_needed, ctx.needed_here = ctx.needed_here, set()
    # What the output imports, to forget what only a method not ported at all needed.
    saved_imports = ctx.snapshot()
    whole: Failure | None = None  # a failure outside any statement: the method is not ported
    ctx.push()
    ctx.static_context = static
    saved_wrapping, ctx.wrapping = ctx.wrapping, wrapping_names(node, ctx.wrapping)
    passed = nullable_parameters(node, text(node.child_by_field_name("name")), ctx.null_arguments)
    saved_nullable, ctx.nullable = ctx.nullable, nullable_names(node, ctx.nullable | passed)
    # A method of an anonymous class of a static initializer runs when called, not on import.
    saved_at_import, ctx.at_import = ctx.at_import, False
    # Spring fills the parameters of a managed class's methods by their Java types.
    class_node = node.parent.parent if node.parent is not None else None
    spring_managed = class_node is not None and spring.managed(
        ctx, class_node, _annotations(class_node)
    )
    try:
        params = []
        # A compact constructor's parameters are the record's components.
        declared = node.parent.parent if compact else node  # type: ignore[union-attr]
        for p in declared.child_by_field_name("parameters").named_children:  # type: ignore[union-attr]
            if p.type in _COMMENTS:
                continue
            ptype = jtype_of(
                ctx,
                p.child_by_field_name("type")
                or next(
                    (
                        c
                        for c in p.named_children
                        if c.type.endswith("type") or c.type == "type_identifier"
                    ),
                    None,
                ),
            )
            if ptype is not None and (c_dims := p.child_by_field_name("dimensions")) is not None:
                ptype = JType(ptype.name, ptype.dims + text(c_dims).count("["), ptype.args)  # a[]
            if p.type == "spread_parameter":
                decl = next(c for c in p.named_children if c.type == "variable_declarator")
                pname = text(decl.child_by_field_name("name"))
                params.append(
                    "*"
                    + ctx.declare(
                        pname, JType(ptype.name, ptype.dims + 1, ptype.args) if ptype else None
                    )
                )
            elif p.type == "formal_parameter":
                declared_name = ctx.declare(text(p.child_by_field_name("name")), ptype)
                hint = (
                    spring.annotation(ctx, text(p.child_by_field_name("type")), _annotations(p))
                    if spring_managed
                    else None
                )
                params.append(f"{declared_name}: {hint}" if hint else declared_name)
            else:
                raise Untranslatable(p, f"parameter kind {p.type} has no rule")
        if ctor and info.needs_outer:
            params.insert(0, "_outer")  # the outer instance (porter.context.outer_ref)
        body_node = node.child_by_field_name("body")
        if name in info.overloaded:
            # Java overloads get distinct Python names; each call site picks one as javac does.
            k = sum(1 for n in seen if n.split("#")[0] == name)
            seen.add(f"{name}#{k}")
            name = ctx.method_name(info, name, info.overloads[name][k][1])
        elif name in info.overloads:
            name = ctx.method_name(info, name, info.overloads[name][0][1])
        if body_node is None:
            body = ["raise NotImplementedError  # abstract in Java"]
        else:
            body = block_lines(ctx, body_node, scoped=False)
            if ctor and info.field_inits and not (body and body[0].startswith("self.__init_")):
                # Field initialisers run after the superclass constructor, before the body.
                at = 1 if body and _super_call(body[0]) else 0
                body = body[:at] + info.field_inits + [b for b in body[at:] if b != "pass"]
            if (
                ctor
                and info.superclass
                and not (body and (_super_call(body[0]) or body[0].startswith("self.__init_")))
            ):
                # Java's implicit super(): the superclass's constructor runs first (its fields,
                # a Python thread's or exception's own state), as for the implicit constructor.
                body = ["super().__init__()", *(b for b in body if b != "pass")]
            if ctor and info.needs_outer:
                body = ["self._outer = _outer", *(b for b in body if b != "pass")]
            if compact:
                assert declared is not None
                # Its body may change the parameters; the fields take them after it.
                body = [b for b in body if b != "pass"] + [
                    f"self.{info.fields[c].spelled} = {ctx.local(c).py}"  # type: ignore[union-attr]
                    for c in (
                        text(p.child_by_field_name("name")) for p in _record_components(declared)
                    )
                ]
    except Untranslatable as e:
        whole = ctx.fail(e.node, e.reason)
        params, body = ["*args"], []
    finally:
        ctx.static_context = False
        ctx.at_import = saved_at_import
        ctx.wrapping, ctx.nullable = saved_wrapping, saved_nullable
        ctx.pop()
    failures = ctx.failures[before:]
    mreport.calls = sorted(ctx.calls)
    ctx.calls = saved_calls
    needed = ctx.needed_here | (ctx.init_needs.get(info.qualified, set()) if ctor else set())
    ctx.needed_here = saved_needed | ctx.needed_here
    if whole is not None:
        ctx.restore(saved_imports)
        ctx.needed_here = saved_needed | ctx.needed_here
    else:
        body = _late_imports(ctx, needed) + body
    signature = ", ".join(([] if static else ["self"]) + params)
    decorators = (["@staticmethod"] if static else []) + _decorators(ctx, node, report)
    decorators += annotation_types.decorator(ctx, node, report)
    if failures:
        # Not fully ported: each failure is a marked statement of the body, or (``whole``)
        # the method itself, whose body is then one marked call.
        mreport.translated = False
        mreport.constructs = failures
    mreport.statements = count_statements(node.child_by_field_name("body"))
    if whole is not None:
        whole.statements = mreport.statements
        where = f"{ctx.path}:{whole.line}"
        body = [
            f"# PORTER: line {whole.line}: {whole.reason}: {whole.java}",
            f"{ctx.shim('unported')}({where!r}, {whole.reason!r})",
        ]
    returns = ""
    if spring_managed and any(spring.is_bean(ctx, a) for a in _annotations(node)):
        # a @Bean method's type is the bean's, which Spring injects by type
        declared_type = node.child_by_field_name("type")
        if declared_type is not None and text(declared_type) != "void":
            returns = " -> " + spring.return_annotation(ctx, text(declared_type))
    return decorators + [f"def {attr_name(name)}({signature}){returns}:", *indent(body)]


def _super_call(line: str) -> bool:
    """Whether a constructor's first line calls the superclass's constructor (its
    ``__init__``, or one of its constructors by its private name)."""
    return (
        line.startswith("super().__init__(")
        or re.match(r"self\._\w+__init_\d+\(", line) is not None
    )


def _late_imports(ctx: Context, needed: set[tuple[str, str]]) -> list[str]:
    """A function's own imports: the ports it uses that are imported where used."""
    late = sorted((m, n) for m, n in needed if ctx.imports_late(m, n))
    return [f"from {m} import {n}" for m, n in late]


def _module(ctx: Context, path: str, body: list[str], entry: list[str]) -> str:
    """The module: header, imports, classes, the other ports' imports, then the program's
    entry (last: it runs with every import done)."""
    head = [f"{HEADER}: {path}", f'"""Port of the Java file ``{path.rsplit("/", 1)[-1]}``."""', ""]
    if ctx.gaps:
        ctx.need("porter.jdk", "java_class")
    lines: list[tuple[int, str, str]] = []
    last: list[str] = []
    ports = set(ctx.project.values())

    def section(module: str) -> int:
        return 3 if module in ports else _group(module)

    for m in ctx.modules:
        lines.append((section(m), m, f"import {m}"))
    for module, imported in ctx.from_imports.items():
        names = sorted(n for n in imported - set(ctx.gaps) if not ctx.imports_late(module, n))
        if ctx.cyclic is None and names and section(module) == 3 and not set(names) & ctx.eager:
            last.append(f"from {module} import {', '.join(names)}")
        elif names:
            lines.append((section(module), module, f"from {module} import {', '.join(names)}"))
    imports: list[str] = []
    for group in sorted({g for g, _, _ in lines}):
        imports += [line for g, _, line in sorted(lines) if g == group] + [""]
    gaps = []
    if ctx.package and (
        "classes" in ctx.from_imports.get("porter.javalib", set())
        or "porter.javalib.jannotations" in ctx.from_imports  # toString names the type
    ):
        # Class.getName() of the classes of a file run as a program: their Java package
        gaps += [f'__java_package__ = "{ctx.package}"', ""]
    if ctx.gaps:
        gaps.append(
            "# Classes the binding does not have yet: using one raises NotImplementedError."
        )
        for simple, q in sorted(ctx.gaps.items()):
            gaps.append(f'{simple} = java_class("{q.rsplit(".", 1)[0]}", "{simple}")')
    if last:
        # After the classes: the other ports may import this one (Java's classes of a
        # package use each other freely).
        body = [*body, "", "", *sorted(last)]
    if entry:
        body = [*body, "", "", *entry]
    return "\n".join(head + imports + gaps + ["", ""] + body).rstrip() + "\n"


def _group(module: str) -> int:
    """isort's sections: the standard library, third party (numpy, the binding), the porter's
    runtime, then the same package's ports."""
    top = module.split()[0].split(".")[0]
    if top in sys.stdlib_module_names:
        return 0
    if top in ("numpy", "org"):
        return 1
    if top == "porter":
        return 2
    return 3


def _local_class(ctx: Context, node: Node) -> list[str]:
    """A class declared in a method body: a Python class defined where Java declares it,
    whose methods read the method's (effectively final) locals as closures do, and the
    enclosing instance from a local (``_outer1 = self``), as an anonymous class does."""
    name = text(node.child_by_field_name("name"))
    shadowed = ctx.local_classes.get(name)
    _scan_class(ctx, node, None)
    _resolve_nested_supertypes(ctx)
    info = ctx.class_at[node.start_point]
    info.qualified = name  # no package member: never another file's class
    # A local interface, enum or record is static: it has no enclosing instance.
    if not ctx.static_context and node.type in ("class_declaration", "local_class_declaration"):
        info.outer_name = ctx.fresh("outer")  # the enclosing instance, if its methods use it
    scratch = FileReport(ctx.path)  # its failures are the enclosing method's (ctx.failures)
    saved = ctx.static_context, ctx.class_body, ctx.hoisted
    try:
        ctx.static_context, ctx.class_body, ctx.hoisted = False, False, []
        lines = _class(ctx, node, scratch, None)
    finally:
        ctx.static_context, ctx.class_body, ctx.hoisted = saved
    if shadowed is not None and shadowed is not info:
        ctx.local_classes[name] = info  # the local class, for the rest of the method
    return [f"{info.outer_name} = self"] * info.outer_used + lines


dispatch.MEMBERS.register(
    {"method_declaration": _method, "constructor_declaration": _method}, __name__
)
dispatch.STATEMENTS.register(
    dict.fromkeys(
        [
            "class_declaration",
            "local_class_declaration",
            "interface_declaration",
            "enum_declaration",
            "record_declaration",
        ],
        _local_class,
    ),
    __name__,
)
