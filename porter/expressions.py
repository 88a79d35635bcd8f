"""Java expressions → Python expressions (with their Java static types)."""

from __future__ import annotations

import ast
import inspect
import re
from typing import TYPE_CHECKING

from porter import dispatch, imglib_rules, javalib_rules, literals, proto_fields, rules, singles
from porter.context import (
    ADD,
    AND,
    ATOM,
    BAND,
    BOR,
    BXOR,
    COMPARE,
    MUL,
    NOT,
    OR,
    PRIMARY,
    SHIFT,
    TERNARY,
    UNARY,
    ClassInfo,
    Context,
    E,
    Member,
    Untranslatable,
    attr_name,
)
from porter.dispatch import expr
from porter.jtypes import (
    BOOLEAN,
    BOXES,
    CHAR,
    DOUBLE,
    INT,
    LONG,
    NULL,
    STRING,
    JType,
    is_floating,
    is_integral,
    is_numeric,
    is_reference,
    is_string,
    promote,
)
from porter.library_rules import JAVACV_TYPES, RENAMED_TYPES
from porter.nullable import may_be_null
from porter.parse import descendants, text
from porter.protocols import functional_method
from porter.surface import exports, has_class, is_proto
from porter.types import jtype_of
from porter.wrapping import large_literal

if TYPE_CHECKING:
    from tree_sitter import Node

_COMPARISONS = frozenset(["==", "!=", "<", ">", "<=", ">="])
_BINARY = {
    "||": ("or", OR),
    "&&": ("and", AND),
    "|": ("|", BOR),
    "^": ("^", BXOR),
    "&": ("&", BAND),
    "<<": ("<<", SHIFT),
    ">>": (">>", SHIFT),
    "+": ("+", ADD),
    "-": ("-", ADD),
    "*": ("*", MUL),
    "<": ("<", COMPARE),
    ">": (">", COMPARE),
    "<=": ("<=", COMPARE),
    ">=": (">=", COMPARE),
}


def convert(ctx: Context, node: Node, target: JType | None, rounds: bool = True) -> E:
    """Translate ``node`` where Java converts it to ``target`` (assignment, array element):
    an ``int`` becomes a Python ``float`` where Java widens it to ``float`` or ``double``; a
    ``float`` holds a single value (porter.singles), unless not ``rounds``."""
    if target is not None:
        e = dispatch.converted(ctx, node, target)
        if e is not None:
            return e
    return widen(expr(ctx, node), target, ctx if rounds else None)


def implementing(ctx: Context, node: Node, fn: E, target: JType) -> E:
    """A lambda converted to ``target``: a plain callable for the JDK's functional interfaces
    (the rules call it), an instance of the program's own interface otherwise."""
    info = ctx.ported_class(target)  # of this file, or of the project (its package's too)
    method = functional_method(ctx, info)
    cls = class_ref(ctx, node, target.name) if method is not None else None
    if info is None or method is None or cls is None:
        return E(fn.text, fn.prec, target)
    spelled = (
        spell_local(ctx, info) if info.name in ctx.local_classes else use_class(ctx, node, cls)
    )
    member = next((c.methods[method] for c in ctx.supertypes(info) if method in c.methods), None)
    # a double or float method returns a floating value, whatever number the lambda gives
    returns = ", float" if member is not None and is_floating(member.jtype) else ""
    return E(f'{ctx.shim("implement")}({spelled}, "{method}", {fn.text}{returns})', PRIMARY, target)


def functional_params(ctx: Context, target: JType) -> list[JType | None] | None:
    """The parameter types of the lambda that implements ``target``: a JDK functional
    interface (from its type arguments) or an interface of the project with one abstract
    method."""
    shape = javalib_rules.FUNCTIONAL_PARAMS.get(target.name)
    if shape is not None:
        return [
            (target.args[p] if p < len(target.args) else None) if isinstance(p, int) else p
            for p in shape
        ]
    info = ctx.ported_class(target)
    method = functional_method(ctx, info)
    if info is None or method is None:
        return None
    signatures = ctx.overload_signatures(info, method)
    base = next((c.functional_base for c in ctx.supertypes(info) if c.functional_base), None)
    if not signatures and base is not None:
        # ``Check<T> extends Predicate<T>``: the JDK interface's, its type arguments bound
        bound = dict(zip(info.type_params, target.args))
        args = tuple(bound.get(a.name, a) if a is not None else a for a in base.args)
        return functional_params(ctx, JType(base.name, 0, args))
    if not signatures:
        return None
    if method not in info.overloads or len(target.args) != len(info.type_params):
        return list(signatures[0])
    # the interface's own method: its type parameters are the target's type arguments
    bound = dict(zip(info.type_params, target.args, strict=True))
    return [
        bound.get(p.name) if p is not None and not p.is_array and p.name in bound else p
        for p in signatures[0]
    ]


def widen(e: E, target: JType | None, ctx: Context | None = None) -> E:
    """``e`` converted to ``target`` as Java widens it; with ``ctx``, a conversion to
    ``float`` rounds to a single value (not for a library's argument: the binding rounds it)."""
    if ctx is not None and singles.is_single(target) and e.jtype != CHAR:
        return singles.to_single(ctx, e)
    if ctx is not None and target == DOUBLE and singles.is_single(e.jtype):
        widened = singles.widened(e)
        return E(widened.text, widened.prec, target)
    if (
        target is not None
        and target.name == "char"
        and not target.is_array
        and e.jtype is not None
        and not e.jtype.is_array
        and e.jtype.name in ("int", "short", "byte")
    ):
        # char c = 'a' + 5 (an int constant Java narrows): the char it codes
        return E(f"chr({e.text})", PRIMARY, target)
    if (
        e.jtype == CHAR
        and target is not None
        and not target.is_array
        and target.name in ("int", "long", "float", "double")
    ):
        e = char_code(e)  # int code = s.charAt(i), a[i] = c: the char's code unit
    if target is not None and is_floating(target) and is_integral(e.jtype):
        if re.fullmatch(r"-?\d+", e.text):
            return E(e.text + ".0", ATOM if not e.text.startswith("-") else UNARY, target)
        return E(f"float({e.text})", PRIMARY, target)
    return e


# -- names ------------------------------------------------------------------------------------


def _identifier(ctx: Context, node: Node) -> E:
    return resolve_name(ctx, node, text(node))


def resolve_name(ctx: Context, node: Node, name: str) -> E:
    local = ctx.local(name)
    if local is not None:
        return E(local.py, ATOM, local.jtype, wraps=_wrapping(ctx, name, local.jtype))
    for info in reversed(ctx.class_stack):
        member = _field(ctx, info, name)
        if member is not None:
            owner, m = member
            if m.static:
                wraps = _wrapping(ctx, name, m.jtype)
                if ctx.class_body and owner is ctx.class_stack[-1]:
                    return E(m.spelled, ATOM, m.jtype, wraps=wraps)
                # An inherited static is an attribute of the subclass too (and its own class
                # may be in another file); in the class body, of the base the class names.
                spelled = owner.py if owner.name in ctx.local_classes else info.py
                if ctx.class_body and owner.name not in ctx.local_classes:
                    spelled = info.superclass or (
                        info.interfaces[0][0] if info.interfaces else spelled
                    )
                return E(f"{spelled}.{m.spelled}", PRIMARY, m.jtype, wraps=wraps)
            if ctx.static_context:
                raise Untranslatable(node, f"instance field {name} used from a static context")
            ref = ctx.outer_ref(info)
            if ref is None:
                raise Untranslatable(node, f"the outer instance's field {name} in a static class")
            return E(f"{ref}.{m.spelled}", PRIMARY, m.jtype, wraps=_wrapping(ctx, name, m.jtype))
        inherited = _library_field(ctx, info, name)
        if inherited is not None and not ctx.static_context:
            ref = ctx.outer_ref(info)
            if ref is not None:
                return E(f"{ref}.{inherited[0]}", PRIMARY, inherited[1])
    imported = ctx.static_members.get(name)
    if imported is not None:
        return static_field(ctx, node, imported.rsplit(".", 1)[-1], name, imported)
    cls = class_ref(ctx, node, name)
    if cls is not None:
        return cls
    inherited = _library_base_constant(ctx, node, name)
    if inherited is not None:
        return inherited
    for owner in ctx.static_wildcards:
        # ``import static org.bytedeco.opencv.global.opencv_core.*``: a library's constant
        alias = javalib_rules.QUALIFIED_CLASSES.get(owner)
        if alias is not None and javalib_rules.static_constant(alias, name) is not None:
            return static_field(ctx, node, owner.rsplit(".", 1)[-1], name, owner)
    raise Untranslatable(node, f"unknown name {name}")


def _wrapping(ctx: Context, name: str, jtype: JType | None) -> bool:
    """Whether the variable ``name`` is a wrapping int/long one (porter.wrapping)."""
    return name in ctx.wrapping and is_integral(jtype) and jtype != CHAR


def _field(ctx: Context, info: ClassInfo, name: str) -> tuple[ClassInfo, Member] | None:
    for current in ctx.supertypes(info):
        if name in current.fields:
            return current, current.fields[name]
    return None


def _library_field(ctx: Context, info: ClassInfo, name: str) -> tuple[str, JType] | None:
    """A protected field that the class inherits from a library class that porter.javalib
    gives (imglib2's ``AbstractInterval.n``/``min``/``max``): its Python name and type."""
    for current in ctx.supertypes(info):
        sup = current.superclass
        if sup is None or ctx.superclass_of(current) is not None:
            continue
        if current.superclass_q == f"{javalib_rules.PACKAGES.get(sup)}.{sup}":
            return imglib_rules.INHERITED_FIELDS.get((sup, name))
    return None


def class_ref(ctx: Context, node: Node, name: str) -> E | None:
    """A Java class name used as a value (a static call's receiver, a type class)."""
    if name in ctx.local_classes:
        return E(ctx.local_classes[name].py, ATOM, JType("Class"), qualified=name)
    qualified = ctx.classes.get(name)
    if (
        qualified is None
        and name in ctx.static_members
        and name[:1].isupper()  # a field (System.out) is no class
        and not name.isupper()
    ):
        qualified = f"{ctx.static_members[name]}.{name}"  # a statically imported nested class
    if qualified is None and name[:1].isupper():
        # ``import static org.bytedeco.javacpp.opencv_core.*``: its nested classes (Scalar)
        qualified = next(
            (f"{w}.{name}" for w in ctx.static_wildcards if f"{w}.{name}" in JAVACV_TYPES), None
        )
    if qualified is None and name in ctx.siblings:
        qualified = f"{ctx.package}.{name}" if ctx.package else name
    if (
        qualified is None
        and ctx.package.startswith("org.tensorflow")
        and name in exports(ctx.package)
    ):
        qualified = f"{ctx.package}.{name}"  # a class of the same package: visible unimported
    if qualified is None and name in rules.JAVA_LANG:
        qualified = f"java.lang.{name}"
    if (
        qualified is None
        and ctx.package.startswith("org.tensorflow")
        and name[:1].isupper()
        and not name.isupper()
    ):
        # Java resolves an unimported class name in the file's own package: one the binding
        # lacks is a binding gap.
        qualified = f"{ctx.package}.{name}"
    if qualified is None and name[:1].isupper() and not name.isupper():
        # ``import org.tensorflow.*;`` alone among the non-JDK wildcards: a class name from
        # nowhere else is that package's, and one the binding lacks is a binding gap.
        others = [p for p in ctx.type_wildcards if not p.startswith(("java.", "javax."))]
        if len(others) == 1 and others[0].startswith("org.tensorflow"):
            qualified = f"{others[0]}.{name}"
    if qualified is None:
        return None
    return E(name, ATOM, JType("Class"), qualified=qualified)


def spell_local(ctx: Context, info: ClassInfo) -> str:
    """A class of this file, as code at the current place spells it."""
    if ctx.class_body and ctx.class_stack and info.py == f"{ctx.class_stack[-1].py}.{info.name}":
        return info.name  # a nested class, from its outer class's body (written first)
    return info.py


def _nested_local(ctx: Context, q: str) -> ClassInfo | None:
    """``Outer.Inner`` written from outside ``Outer``: the nested class of this file."""
    head, _, rest = q.partition(".")
    outer = ctx.local_classes.get(head)
    if outer is None or not rest:
        return None
    path = f"{outer.py}.{rest}"
    return next((c for c in ctx.class_at.values() if c.py == path), None)


def use_class(ctx: Context, node: Node, e: E) -> str:
    """The Python spelling of a class reference, importing it: TensorFlow classes from their
    Java package (contract §1), same-package classes from their sibling module."""
    q = e.qualified or ""
    simple = q.rsplit(".", 1)[-1]
    if q.startswith("org.tensorflow.internal."):
        raise Untranslatable(
            node, f"{q} is TensorFlow Java's JVM internals, with no Python counterpart"
        )
    if q in ctx.local_classes:
        return spell_local(ctx, ctx.local_classes[q])
    nested = _nested_local(ctx, q)
    if nested is not None:
        return spell_local(ctx, nested)
    project = ctx.use_project(q)  # the project's own classes come before the binding's
    if project is not None:
        return project
    if simple in ctx.siblings and q == (f"{ctx.package}.{simple}" if ctx.package else simple):
        return ctx.sibling(simple)
    if is_proto(q) and not q.startswith("org.tensorflow."):
        return _library_message(ctx, q)
    if q.startswith("org.tensorflow."):
        package = q.rsplit(".", 1)[0]
        outer = package.rsplit(".", 1)[-1]
        if outer[:1].isupper():  # a nested class: import the outer one
            outer_package = package.rsplit(".", 1)[0]
            if outer in ctx.siblings and outer_package == ctx.package:
                return f"{ctx.sibling(outer)}.{simple}"
            if outer in exports(outer_package):
                return f"{ctx.need(outer_package, outer)}.{simple}"
            if package in ctx.external:  # ported in the same run, in another package
                return f"{ctx.need(outer, outer)}.{simple}"
            ctx.gaps[outer] = package
            return f"{outer}.{simple}"
        if simple not in exports(package) and q in ctx.external:
            # A class of another package ported in the same run (a test utility): its
            # module, found on the path the ports run with.
            return ctx.need(simple, simple)
        if simple in exports(package):
            if ctx.classes.get(simple, q) != q:  # written out in full beside an imported namesake
                alias = f"{package.rsplit('.', 1)[-1]}_{simple}"
                ctx.need(package, f"{simple} as {alias}")
                return alias
            return ctx.need(package, simple)
        ctx.gaps[simple] = q
        return simple
    if simple in ctx.siblings and q == (f"{ctx.package}.{simple}" if ctx.package else simple):
        return ctx.sibling(simple)
    exc = rules.EXCEPTIONS.get(simple)
    if exc is not None:
        return exc[0]
    if simple == "String":
        return "str"
    if simple in ("Integer", "Long", "Short", "Byte"):
        return "int"
    if simple in ("Float", "Double"):
        return "float"
    if simple == "Boolean":
        return "bool"
    if simple == "Object":
        return "object"
    if q in ("java.util.Map", "java.util.HashMap", "java.util.LinkedHashMap"):
        return "dict"  # Map.class: what a JSON library reads an object into
    if q in ("java.util.List", "java.util.ArrayList"):
        return "list"
    if simple in javalib_rules.CLASSES and q == f"{javalib_rules.PACKAGES.get(simple)}.{simple}":
        return fill(ctx, javalib_rules.spelled(simple), [], "")  # x instanceof BufferedImage
    if q in RENAMED_TYPES and not ctx.project_class(q):
        return fill(ctx, javalib_rules.spelled(RENAMED_TYPES[q]), [], "")  # io.grpc.Status
    raise Untranslatable(node, f"no rule for the class {q} as a value")


def _is_library(cls: str, qualified: str) -> bool:
    return cls in javalib_rules.CLASSES and qualified == f"{javalib_rules.PACKAGES.get(cls)}.{cls}"


def _library_nested(ctx: Context, cls: str, name: str, qualified: str) -> E | None:
    """A class nested in a porter.javalib class (``AudioFormat.Encoding``) or one of its
    constants (``AudioFormat.Encoding.PCM_SIGNED``)."""
    if _is_library(cls, qualified) and javalib_rules.nested_class(cls, name) is not None:
        owner = fill(ctx, javalib_rules.spelled(cls), [], "")
        return E(f"{owner}.{name}", PRIMARY, JType("Class"), qualified=f"{qualified}.{name}")
    outer, _, inner = qualified.rpartition(".")
    outer_simple = outer.rsplit(".", 1)[-1]
    nested = (
        javalib_rules.nested_class(outer_simple, inner)
        if _is_library(outer_simple, outer)
        else None
    )
    value = vars(nested).get(name) if nested is not None and not name.startswith("_") else None
    if value is None or callable(value) or isinstance(value, staticmethod | classmethod):
        return None
    owner = fill(ctx, javalib_rules.spelled(outer_simple), [], "")
    jtype = (
        JType(f"{outer_simple}.{inner}")
        if isinstance(value, nested)  # type: ignore[arg-type]
        else javalib_rules.value_type(value)
    )
    return E(f"{owner}.{inner}.{name}", PRIMARY, jtype)


def _library_message(ctx: Context, q: str) -> str:
    """A message class of TensorFlow Serving (``tensorflow.serving.Predict.PredictRequest``:
    its outer class from porter.javalib.serving) or a well-known protobuf message (``Int64Value``)."""
    parts = q.split(".")
    if parts[:2] == ["com", "google"]:
        return ctx.need(proto_fields.WELL_KNOWN[parts[3]], parts[3])
    return ".".join([ctx.need("porter.javalib.serving", parts[2]), *parts[3:]])


def _library_base_constant(ctx: Context, node: Node, name: str) -> E | None:
    """A constant that an enclosing class inherits from a library class or interface that
    porter.javalib gives (ImageJ's ``PlugInFilter.DOES_32`` in a plugin filter), named
    unqualified as in Java; None if no such base has it."""
    for info in reversed(ctx.class_stack):
        for c in ctx.supertypes(info):
            bases = [(c.superclass, c.superclass_q), *c.interfaces]
            for simple, qualified in bases:
                package = javalib_rules.PACKAGES.get(simple or "")
                if (
                    simple
                    and package
                    and qualified == f"{package}.{simple}"
                    and javalib_rules.static_constant(simple, name) is not None
                ):
                    return static_field(ctx, node, simple, name, qualified)
    return None


def static_field(ctx: Context, node: Node, cls: str, name: str, qualified: str) -> E:
    ported = ctx.external.get(qualified) if ctx.project_class(qualified) else None
    if ported is not None:
        # A constant, static field or nested class of the project's class in another file.
        owner = use_class(ctx, node, E(cls, qualified=qualified))
        for declaring in ctx.supertypes(ported):
            if name in declaring.fields:
                member = declaring.fields[name]
                return E(f"{owner}.{member.spelled}", PRIMARY, member.jtype)
        if f"{qualified}.{name}" in ctx.external:
            return E(f"{owner}.{name}", PRIMARY, JType("Class"), qualified=f"{qualified}.{name}")
        raise Untranslatable(node, f"{cls} has no static field {name}")
    if (cls, name) == ("Map", "Entry") and qualified.startswith("java."):
        # Map.Entry names the nested interface (Map.Entry.comparingByValue()): its statics
        return E("Entry", ATOM, JType("Class"), qualified="java.util.Map.Entry")
    alias = RENAMED_TYPES.get(qualified)
    if alias is not None and not ctx.project_class(qualified):
        # JavaCPP's classes (opencv_core.CV_8UC3, Scalar.RED), by their rules' names
        constant = javalib_rules.static_constant(alias, name)
        cls_py = javalib_rules.python_class(alias)
        if constant is None and isinstance(inspect.getattr_static(cls_py, name, None), cls_py):
            constant = JType(alias)  # Scalar.RED: a Scalar
        if constant is not None:
            owner = fill(ctx, javalib_rules.spelled(alias), [], "")
            return E(f"{owner}.{name}", PRIMARY, constant)
    nested = _library_nested(ctx, cls, name, qualified)
    if nested is not None:
        return nested
    lib = javalib_rules.STATIC_FIELDS.get((cls, name))
    if lib is not None and not qualified.startswith("org.tensorflow."):
        return E(fill(ctx, lib[0], [], ""), PRIMARY, lib[1])
    if cls in javalib_rules.CLASSES and qualified == f"{javalib_rules.PACKAGES.get(cls)}.{cls}":
        constant = javalib_rules.static_constant(cls, name)
        if constant is not None:  # a library's constant: CvType.CV_8UC3
            owner = fill(ctx, javalib_rules.spelled(cls), [], "")
            return E(f"{owner}.{name}", PRIMARY, constant)
    template = rules.STATIC_FIELDS.get((cls, name))
    if template is not None:
        return E(fill(ctx, template, [], ""), PRIMARY, rules.STATIC_FIELD_TYPES.get((cls, name)))
    enum = proto_fields.java_enum(qualified, ctx.classes)
    if enum is not None:
        # a constant of a protobuf enum, as Java's enum has it (porter.javalib.protobuf)
        owner = use_class(ctx, node, E(cls, qualified=qualified))
        lib = ctx.need("porter.javalib", "protobuf")
        return E(f"{lib}.javaEnum({owner}).{name}", PRIMARY, JType(enum))
    if qualified.startswith("org.tensorflow.") or qualified.rsplit(".", 1)[0] in ctx.local_classes:
        owner = use_class(ctx, node, E(cls, qualified=qualified))
        if qualified.startswith("org.tensorflow.types.") and name in rules.TYPE_TOKEN_FIELDS:
            return E(owner, ATOM, JType("Class"))  # 0.2's TFloat32.DTYPE: the class token
        if qualified == "org.tensorflow.DataType":
            return E(f"{owner}.{name}", PRIMARY, JType("DataType"))  # a 1.x enum constant
        return E(f"{owner}.{name}", PRIMARY, None)
    raise Untranslatable(node, f"no rule for the static field {cls}.{name}")


def fill(ctx: Context, template: str, args: list[E], receiver: str) -> str:
    def sub(m: re.Match[str]) -> str:
        token = m.group(0)
        if token in ("{{", "}}"):
            return token[0]
        key = token[1:-1]
        if key == "args":
            return ", ".join(a.text for a in args)
        if key == "self":
            return receiver
        if key == "np":
            return ctx.numpy()
        if key.startswith("shim:"):
            return ctx.shim(key[5:])
        if key.startswith("mod:"):
            _, module, name = key.split(":")
            return ctx.need(module, name)
        if key.startswith("lib:"):
            return ctx.need("porter.javalib", key[4:])
        if key.startswith("index:"):  # receiver[args[n]], bounds-checked as Java's kind
            _, kind, n = key.split(":")
            return checked_element(ctx, receiver, args[int(n)].text, kind)
        return args[int(key)].text

    return re.sub(r"\{\{|\}\}|\{[a-z0-9:_A-Z.]+\}", sub, template)


# A Python expression that evaluating twice costs nothing and changes nothing.
_PLAIN = re.compile(r"-?\d+|[A-Za-z_][\w.]*")


def checked_element(
    ctx: Context, array: str, index: str, kind: str = "array", target: bool = False
) -> str:
    """``array[index]`` that raises Java's exception (porter.javalib.bounds) for an index out
    of bounds, where Python would wrap a negative one around or raise a bare IndexError.
    ``array`` is a primary; ``target``: the element is assigned (``array`` is then evaluated
    twice: no call's result)."""
    if index.isdigit() or index in ctx.non_negative:
        # A constant index or a counting loop's variable cannot wrap around: past the end,
        # Python's IndexError is what the port catches as Java's exception (only its message
        # differs), and ``args[0]``, ``run().get(0)``, ``m[0][1]`` read as in Java.
        return f"{array}[{index}]"
    bounds = "porter.javalib.bounds"
    if _PLAIN.fullmatch(array) or target:
        return f"{array}[{ctx.need(bounds, f'{kind}Index')}({array}, {index})]"
    return f"{ctx.need(bounds, f'{kind}At')}({array}, {index})"


def _this(ctx: Context, node: Node) -> E:
    if ctx.static_context:
        raise Untranslatable(node, "this in a static context")
    return E("self", ATOM, JType(ctx.class_stack[-1].name) if ctx.class_stack else None)


def _field_access(ctx: Context, node: Node) -> E:
    obj = node.child_by_field_name("object")
    name = text(node.child_by_field_name("field"))
    assert obj is not None
    if name == "this":  # Outer.this: the enclosing instance
        outer = next((c for c in reversed(ctx.class_stack) if c.name == text(obj)), None)
        ref = ctx.outer_ref(outer) if outer is not None and not ctx.static_context else None
        if outer is None or ref is None:
            raise Untranslatable(node, f"{text(node)} where there is no such instance")
        return E(ref, ATOM if ref == "self" else PRIMARY, JType(outer.name))
    if obj.type == "this":
        info = ctx.class_stack[-1]
        member = info.fields.get(name)
        if member is not None and member.static:
            return E(f"{info.py}.{member.spelled}", PRIMARY, member.jtype)
        return E(
            f"self.{member.spelled if member else name}",
            PRIMARY,
            member.jtype if member else None,
            wraps=member is not None and _wrapping(ctx, name, member.jtype),
        )
    if obj.type == "super":
        # The superclass's field: an attribute of ``self`` (unless the class hides it with a
        # field of its own name: the object has one attribute of the name), or the declaring
        # class's for a static one.
        sup = ctx.superclass_of(ctx.class_stack[-1]) if ctx.class_stack else None
        found = _field(ctx, sup, name) if sup is not None else None
        if found is None:
            raise Untranslatable(node, "super field access has no rule")
        owner, member = found
        mine = ctx.class_stack[-1].fields.get(name)
        if not member.static and mine is not None and mine.spelled == member.spelled:
            raise Untranslatable(node, f"super.{name} where the class hides {name} (one attribute)")
        if member.static:
            return E(f"{spell_local(ctx, owner)}.{member.spelled}", PRIMARY, member.jtype)
        if ctx.static_context:
            raise Untranslatable(node, "super in a static context")
        return E(f"self.{member.spelled}", PRIMARY, member.jtype)
    receiver = receiver_expr(ctx, obj)
    if (
        receiver.qualified is None
        and receiver.jtype is not None
        and receiver.jtype.name in ctx.local_classes
        and not receiver.jtype.is_array
    ):
        found = _field(ctx, ctx.local_classes[receiver.jtype.name], name)
        if found is not None:
            member = found[1]
            if member.static and _plain_receiver(obj) and found[0].name in ctx.local_classes:
                # through an instance, Java's static field is still its class's
                holder = spell_local(ctx, found[0])
                return E(f"{holder}.{member.spelled}", PRIMARY, member.jtype)
            return E(f"{receiver.at(PRIMARY)}.{member.spelled}", PRIMARY, member.jtype)
    if receiver.qualified is None and receiver.jtype is not None:
        # a field of a class of another file of the project (its type, for the operators)
        info = ctx.ported_class(receiver.jtype)
        found = _field(ctx, info, name) if info is not None else None
        if found is not None and not found[1].static:
            return E(f"{receiver.at(PRIMARY)}.{found[1].spelled}", PRIMARY, found[1].jtype)
        owner = ctx.use_project(found[0].qualified) if found and found[0].qualified else None
        if found is not None and owner is not None and _plain_receiver(obj):
            # A static field read or written through an instance (``parent.classVar``) is
            # its class's, as Java resolves it (the instance would get its own attribute).
            return E(f"{owner}.{found[1].spelled}", PRIMARY, found[1].jtype)
    if receiver.qualified is not None:
        simple = receiver.qualified.rsplit(".", 1)[-1]
        local = ctx.local_classes.get(simple)
        if ctx.class_body and local is not None and local is ctx.class_stack[-1]:
            # ``Own.FIELD`` in Own's body: the class does not exist yet; the name does.
            return resolve_name(ctx, node, name)
        found = _field(ctx, local, name) if local is not None else None
        if found is not None:
            # An inherited static is its declaring class's (assigning it through a subclass
            # would give the subclass its own attribute in Python).
            owner, member = found
            if owner.name not in ctx.local_classes or ctx.local_classes[owner.name] is not owner:
                owner = local
            return E(f"{spell_local(ctx, owner)}.{member.spelled}", PRIMARY, member.jtype)
        if (
            name[:1].isupper()
            and not name.isupper()
            and (
                receiver.qualified.startswith("org.tensorflow.")
                or is_proto(receiver.qualified)
                or f"{receiver.qualified}.{name}" in RENAMED_TYPES  # io.grpc.Status.Code
            )
        ):
            # A nested class (``Session.Runner``, Serving's ``Predict.PredictRequest``): still a
            # class reference.
            return E(
                f"{use_class(ctx, obj, receiver)}.{name}",
                PRIMARY,
                JType("Class"),
                qualified=f"{receiver.qualified}.{name}",
            )
        return static_field(ctx, node, simple, name, receiver.qualified)
    if name == "length" and (
        receiver.jtype is None
        or receiver.jtype.is_array
        # the binding's Java arrays are Python lists (Shape.asArray()): a List has no length
        # field, so a value typed List whose length Java reads is an array
        or receiver.jtype.name == "List"
    ):
        return E(f"len({receiver.text})", PRIMARY, INT)
    if receiver.jtype is not None and not receiver.jtype.is_array:
        field_type = javalib_rules.INSTANCE_FIELDS.get((receiver.jtype.name, name))
        if field_type is not None:  # a library value's public field: OpenCV's point.x
            return E(f"{receiver.at(PRIMARY)}.{name}", PRIMARY, field_type)
    group = f"{name[:1].upper()}{name[1:]}Ops"
    if receiver.jtype == JType("Ops") and name[:1].islower() and has_class(group):
        # tf.math, tf.nn, ...: the Ops facade's groups (MathOps, NnOps, ...).
        return E(f"{receiver.at(PRIMARY)}.{name}", PRIMARY, JType(group))
    # (a field named like a Python keyword, ``edge.from``, is spelled ``from_`` by its class)
    return E(f"{receiver.at(PRIMARY)}.{attr_name(name)}", PRIMARY, None)


def _plain_receiver(node: Node) -> bool:
    """A receiver whose evaluation has no effect to keep (a name, ``this``, a field)."""
    return node.type in ("identifier", "this") or (
        node.type == "field_access"
        and all(c.type in ("identifier", "this", ".") for c in node.children)
    )


def receiver_expr(ctx: Context, node: Node) -> E:
    """A receiver: an expression, or a (possibly qualified) class name."""
    if node.type == "identifier":
        name = text(node)
        if ctx.local(name) is None and not any(_field(ctx, c, name) for c in ctx.class_stack):
            cls = class_ref(ctx, node, name)
            if cls is not None:
                return cls
    if node.type == "generic_type":  # new Face.Response<>(...): the class, its arguments aside
        raw = node.named_children[0]
        if raw.type == "type_identifier":  # ArrayList<String>::new
            cls = class_ref(ctx, raw, text(raw))
            if cls is not None:
                return cls
        return receiver_expr(ctx, raw)
    if node.type == "scoped_type_identifier":
        named = type_name_ref(ctx, node)
        if named is not None:
            return named
    if node.type == "field_access":
        obj = node.child_by_field_name("object")
        assert obj is not None
        if obj.type in ("identifier", "field_access") and _is_package_path(ctx, node):
            return E(text(node), ATOM, JType("Class"), qualified=text(node))
    return expr(ctx, node)


def type_name_ref(ctx: Context, node: Node) -> E | None:
    """A class named by a dotted name (``Outer.Inner``, ``com.example.Parent``, type
    arguments aside): the class, or None where its head names none."""
    parts = text(node).split("<")[0].replace(" ", "").split(".")
    full = ".".join(parts)
    local = next((c for c in ctx.local_classes.values() if c.qualified == full), None)
    if local is not None:  # a class of this file written out with its package
        return E(local.py, PRIMARY, JType("Class"), qualified=full)
    if ctx.project_class(full) is not None:  # new com.example.Parent(): written out
        return E(full, ATOM, JType("Class"), qualified=full)
    head = class_ref(ctx, node, parts[0])
    if head is None or head.qualified is None:
        return None
    return E(
        ".".join([head.text, *parts[1:]]),
        PRIMARY,
        JType("Class"),
        qualified=".".join([head.qualified, *parts[1:]]),
    )


def _is_package_path(ctx: Context, node: Node) -> bool:
    """``org.tensorflow.Foo`` (or a class of the project or of a library) written out in
    full."""
    if text(node) in ctx.external and ctx.local(text(node).split(".")[0]) is None:
        return True
    package, _, simple = text(node).rpartition(".")
    if javalib_rules.PACKAGES.get(simple) == package and ctx.local(package.split(".")[0]) is None:
        return True  # a library's class written out: nu.pattern.OpenCV
    first: Node | None = node
    while first is not None and first.type == "field_access":
        first = first.child_by_field_name("object")
    return (
        first is not None
        and first.type == "identifier"
        and text(first) in ("org", "java", "com")
        and ctx.local(text(first)) is None
    )


def _parenthesized(ctx: Context, node: Node) -> E:
    inner = expr(ctx, node.named_children[0])
    rounded = inner.unwrapped if singles.is_single(inner.jtype) else None  # f32(...)'s inside
    return E(inner.text, inner.prec, inner.jtype, wraps=inner.wraps, unwrapped=rounded)


# -- operators --------------------------------------------------------------------------------


def _binary(ctx: Context, node: Node) -> E:
    op = text(node.child_by_field_name("operator"))
    left_node = node.child_by_field_name("left")
    right_node = node.child_by_field_name("right")
    assert left_node is not None and right_node is not None
    left = expr(ctx, left_node)
    right = expr(ctx, right_node)
    if op == "+" and (is_string(left.jtype) or is_string(right.jtype)):
        lt = as_string(
            ctx,
            left,
            may_be_null(left_node, ctx.nullable, ctx.nullable_fields, ctx.nullable_methods),
        )
        rt = as_string(
            ctx,
            right,
            may_be_null(right_node, ctx.nullable, ctx.nullable_fields, ctx.nullable_methods),
        )
        return E(f"{lt.at(ADD)} + {rt.at(ADD + 1)}", ADD, STRING)
    if DOUBLE in (left.jtype, right.jtype) and op not in ("&&", "||"):
        # Java widens a float operand to double: a float literal is its float's value; a long
        # compared with a double is rounded to one first (Python compares them exactly)
        left, right = singles.widened(left), singles.widened(right)
        if op in _COMPARISONS:
            left, right = singles.long_as_double(left), singles.long_as_double(right)
    elif singles.is_single(promote(left.jtype, right.jtype)) and op not in ("&&", "||"):
        # a float operation (or comparison) takes a float literal's single value, and an int
        # or long operand rounded to float first (16777217 + 0.5f is 16777216.0f)
        left, right = singles.operand(ctx, left), singles.operand(ctx, right)
    if op in ("==", "!="):
        if (
            (left.jtype == CHAR) != (right.jtype == CHAR)
            and is_numeric(left.jtype)
            and (is_numeric(right.jtype))
        ):
            left, right = char_code(left), char_code(right)  # ch == '\n' with an int ch
        if _cached_box(left.jtype) and _cached_box(right.jtype):
            # Two boxes: Java compares references, equal only for the same object; autoboxing
            # (Integer.valueOf) gives the one cached object for -128..127 only.
            same = f"{ctx.shim('boxedSame')}({left.text}, {right.text})"
            return E(same if op == "==" else f"not {same}", PRIMARY if op == "==" else NOT, BOOLEAN)
        return _equality(ctx, node, op, left, right)
    if op not in ("==", "!=", "&&", "||") and (left.jtype == CHAR) != (right.jtype == CHAR):
        # Java's char is a number here: 'a' + 2 is 99, c >= 65 compares code units.
        left, right = char_code(left), char_code(right)
    elif op in ("+", "-", "*", "/", "%") and left.jtype == CHAR and right.jtype == CHAR:
        left, right = char_code(left), char_code(right)
    if op in ("/", "%"):
        return _division(ctx, node, op, left, right)
    if op == ">>>":
        return _unsigned_shift(ctx, node, left, right)
    py, prec = _BINARY[op]
    if op == "+" and left.jtype is None and right.jtype is None:
        # Java decides by the operands' static types; both unknown here, their values decide
        # the same way at run time (a String operand concatenates).
        return E(f"{ctx.shim('javaPlus')}({left.text}, {right.text})", PRIMARY, None)
    if prec == COMPARE:
        jtype: JType | None = BOOLEAN
        lt, rt = left.at(COMPARE + 1), right.at(COMPARE + 1)
    else:
        jtype = BOOLEAN if op in ("&&", "||") else promote(left.jtype, right.jtype)
        if op in ("&", "|", "^") and left.jtype == BOOLEAN:
            jtype = BOOLEAN
        if op in ("<<", ">>") and is_integral(left.jtype) and is_integral(right.jtype):
            jtype = LONG if left.jtype == LONG else INT  # the left operand's type alone
        lt, rt = left.at(prec), right.at(prec + 1)
        if op in ("<<", ">>") and jtype is not None and jtype.name in ("int", "long"):
            rt = shift_count(right, jtype).at(prec + 1)
    wide = jtype is not None and jtype.name in ("int", "long") and not jtype.is_array
    if wide and (op in ("*", "<<") or (op in ("+", "-") and (wrapping(left) or wrapping(right)))):
        # Java's int and long wrap where Python's int grows: 2147483647 * 2 is -2; + and -
        # wrap where an operand is wrapping (porter.wrapping): hashes, checksums, generators.
        assert jtype is not None
        lt = _inner(left, prec, jtype)  # an operand's own wrap is redundant inside this one
        rt = _inner(right, prec + 1, jtype) if op != "<<" else rt
        plain = E(f"{lt} {py} {rt}", prec, jtype)
        if _in_range(lt, op, rt, jtype):  # constants that do not overflow (1 << 30): as written
            return E(plain.text, prec, jtype, wraps=True)
        return E(wrap(ctx, jtype, plain.text), PRIMARY, jtype, wraps=True, unwrapped=plain)
    if singles.is_single(jtype) and op in ("+", "-", "*"):
        return singles.rounded(ctx, E(f"{lt} {py} {rt}", prec, jtype))  # Java rounds each one
    return E(f"{lt} {py} {rt}", prec, jtype, wraps=wide and op in ("&", "|", "^"))


_WRAP = {"int": "wrapInt", "long": "wrapLong"}


def wrapping(e: E) -> bool:
    """Whether an int/long operand makes ``+``/``-`` wrap (porter.wrapping)."""
    return e.wraps or large_literal(e.text)


def _in_range(lt: str, op: str, rt: str, jtype: JType) -> bool:
    """Whether ``lt op rt`` is of two integer literals and fits ``jtype`` unwrapped."""
    if re.fullmatch(r"-?\d+", lt) is None or re.fullmatch(r"-?\d+", rt) is None:
        return False
    a, b = int(lt), int(rt)
    if op == "<<" and not 0 <= b < 64:
        return False
    value = {"+": a + b, "-": a - b, "*": a * b, "<<": a << b if op == "<<" else 0}[op]
    top = 2**63 if jtype.name == "long" else 2**31
    return -top <= value < top


def _inner(e: E, prec: int, jtype: JType) -> str:
    """An operand of a wrapped ``+``, ``-``, ``*`` or ``<<``, without its own wrap call when
    it is of the same width (the outer wrap gives the same low bits), at ``prec``."""
    if e.unwrapped is not None and e.jtype is not None and e.jtype.name == jtype.name:
        return e.unwrapped.at(prec)
    return e.at(prec)


def wrap(ctx: Context, jtype: JType | None, value: str) -> str:
    """``value`` wrapped to Java's ``int`` or ``long`` (``jtype``'s width)."""
    name = _WRAP["long" if jtype is not None and jtype.name == "long" else "int"]
    return f"{ctx.need('porter.javalib.ints', name)}({value})"


def char_code(e: E) -> E:
    """A ``char`` operand in arithmetic: its code unit (Java's char is an unsigned 16-bit
    number; the porter's is a one-character ``str``)."""
    if e.jtype != CHAR:
        return e
    if len(e.text) == 3 and e.text[0] == e.text[-1] == '"':
        return E(str(ord(e.text[1])), ATOM, INT)  # a literal: its code, written out
    return E(f"ord({e.text})", PRIMARY, INT)


def shift_count(count: E, jtype: JType) -> E:
    """A shift count as Java takes it: mod 32 (mod 64 for a ``long``), so ``1 << 33`` is 2
    and ``x << -1`` shifts by 31; a literal is taken mod 32 here, a computed count at run
    time (``n & 31``)."""
    bits = 63 if jtype.name == "long" else 31
    if re.fullmatch(r"-?\d+", count.text):
        return E(str(int(count.text) & bits), ATOM, INT)
    return E(f"{count.at(BAND + 1)} & {bits}", BAND, INT)


def _unsigned_shift(ctx: Context, node: Node, left: E, right: E) -> E:
    kind = left.jtype.primitive if left.jtype is not None else None
    if kind not in ("int", "long", "short", "byte", "char"):
        raise Untranslatable(node, ">>> on an operand of unknown Java type (int or long?)")
    fn = "ushrLong" if kind == "long" else "ushrInt"
    jtype = LONG if kind == "long" else INT
    return E(f"{ctx.need('porter.javalib.ints', fn)}({left.text}, {right.text})", PRIMARY, jtype)


def as_string(ctx: Context, e: E, nullable: bool = False) -> E:
    """Java's string conversion of an operand of ``+`` with a string (a string that may be
    null, porter.nullable, converted too: ``"x" + null`` is ``"xnull"``)."""
    if (is_string(e.jtype) and not nullable) or e.jtype == CHAR:
        return e
    if singles.is_single(e.jtype):  # Java prints a float's shortest float32 digits
        if e.unwrapped is not None and is_floating(e.unwrapped.jtype):
            e = e.unwrapped  # f32(a * b): jstr rounds it itself
        return E(f'{ctx.shim("jstr")}({e.text}, width="float")', PRIMARY, STRING)
    return E(f"{ctx.shim('jstr')}({e.text})", PRIMARY, STRING)


def _equality(ctx: Context, node: Node, op: str, left: E, right: E) -> E:
    if left.jtype == NULL or right.jtype == NULL:
        py = "is" if op == "==" else "is not"
    elif (
        (left.jtype is not None and left.jtype.primitive)
        or (right.jtype is not None and right.jtype.primitive)
        or any(t is not None and t.name in proto_fields.enums() for t in (left.jtype, right.jtype))
    ):
        # a protobuf enum's constants are TensorFlow's numbers: equal, not always the same
        py = op
    elif is_reference(left.jtype) and is_reference(right.jtype):
        # Reference identity; a type class or an enum constant compares the same way.
        py = "is" if op == "==" else "is not"
    else:
        # An enum constant or a class on either side: identity (Python's enums and classes
        # are singletons too); otherwise the porter cannot tell identity from equality.
        if _looks_constant(left) or _looks_constant(right):
            py = "is" if op == "==" else "is not"
        elif _gap_constant(ctx, left) or _gap_constant(ctx, right):
            # A constant of a class the binding does not have (a protobuf enum's DT_FLOAT):
            # its values are enum numbers or constants, equal exactly when identical.
            py = op
        else:
            # Java's rule at run time: values compare by value, references by identity
            same = f"{ctx.shim('javaSame')}({left.text}, {right.text})"
            return E(same if op == "==" else f"not {same}", PRIMARY if op == "==" else NOT, BOOLEAN)
    if py in ("is", "is not") and (_literal(left.text) or _literal(right.text)):
        # Python warns at ``x is "foo"``; a call compares the same objects without a warning
        # (Java interns its literals, as Python does the constants of a module).
        same = f"{ctx.shim('javaSame')}({left.text}, {right.text})"
        return E(same if py == "is" else f"not {same}", PRIMARY if py == "is" else NOT, BOOLEAN)
    return E(f"{left.at(COMPARE + 1)} {py} {right.at(COMPARE + 1)}", COMPARE, BOOLEAN)


def _literal(python_text: str) -> bool:
    """Whether a translated operand is a literal that Python's ``is`` warns about."""
    try:
        tree = ast.parse(python_text, mode="eval").body
    except SyntaxError:
        return False
    if isinstance(tree, ast.Constant):
        return tree.value not in (None, True, False, ...)
    return isinstance(tree, ast.JoinedStr)


def _gap_constant(ctx: Context, e: E) -> bool:
    """Whether ``e`` is a ``CONSTANT`` of a class the binding does not have yet."""
    found = re.fullmatch(r"(\w+)\.[A-Z][A-Z0-9_]*", e.text)
    return found is not None and found.group(1) in ctx.gaps


def _cached_box(t: JType | None) -> bool:
    """An Integer, Long, Short, Byte or Character (whose valueOf caches -128..127)."""
    return (
        t is not None
        and t.dims == 0
        and t.name in ("Integer", "Long", "Short", "Byte", "Character")
    )


def _looks_constant(e: E) -> bool:
    return e.qualified is not None or (e.jtype is not None and e.jtype.name == "Class")


def _division(ctx: Context, node: Node, op: str, left: E, right: E) -> E:
    jtype = promote(left.jtype, right.jtype)
    floating = jtype is None and _one_floating(left.jtype, right.jtype)
    if jtype is None and not floating:
        raise Untranslatable(node, f"{op} on operands of unknown Java types (integer or floating?)")
    if floating and any(
        t is not None and t.primitive == "double" for t in (left.jtype, right.jtype)
    ):
        jtype = DOUBLE  # whatever the other number is, a double promotes it to double
    if floating or is_floating(jtype):
        # Java's floating / and % never raise: x / 0.0 is Infinity (or NaN), x % 0.0 NaN.
        if op == "/" and nonzero_literal((right.unwrapped or right).text):
            result = E(f"{left.at(MUL)} / {right.at(MUL + 1)}", MUL, jtype)
        else:
            fn = ctx.shim("fdiv" if op == "/" else "frem")
            result = E(f"{fn}({left.text}, {right.text})", PRIMARY, jtype)
        return singles.rounded(ctx, result) if singles.is_single(jtype) else result
    # Java truncates toward zero where Python floors.
    fn = ctx.shim("idiv" if op == "/" else "irem")
    quotient = f"{fn}({left.text}, {right.text})"
    if op == "/" and jtype.name in ("int", "long") and (wrapping(left) or wrapping(right)):
        # Integer.MIN_VALUE / -1 overflows to Integer.MIN_VALUE (porter.wrapping's operands)
        return E(wrap(ctx, jtype, quotient), PRIMARY, jtype, wraps=True)
    return E(quotient, PRIMARY, jtype)


def _one_floating(a: JType | None, b: JType | None) -> bool:
    """Whether one operand is a float or double and the other of a type the porter does not
    know: Java divides in floating point whatever number the other is (JLS 5.6.2). With a
    float, the result is a float or a double, as the other is: its type stays unknown."""
    return (a is None and is_floating(b)) or (b is None and is_floating(a))


def nonzero_literal(python_text: str) -> bool:
    """Whether a translated operand is a number literal other than zero (dividing by it
    cannot meet Python's ZeroDivisionError)."""
    if re.fullmatch(r"-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?", python_text) is None:
        return False
    return float(python_text) != 0


def _unary(ctx: Context, node: Node) -> E:
    op = text(node.child_by_field_name("operator"))
    operand = expr(ctx, node.child_by_field_name("operand"))
    if op == "!":
        return E(f"not {operand.at(NOT)}", NOT, BOOLEAN)
    wide = operand.jtype is not None and operand.jtype.name in ("int", "long")
    if op == "-" and wide and re.fullmatch(r"-\d+", operand.text):
        # -Integer.MIN_VALUE is Integer.MIN_VALUE in Java: a literal, negated and wrapped here
        bits = 64 if operand.jtype == LONG else 32
        value = (-int(operand.text) + 2 ** (bits - 1)) % 2**bits - 2 ** (bits - 1)
        return E(str(value), ATOM if value >= 0 else UNARY, operand.jtype, wraps=True)
    if op == "-" and wide and wrapping(operand):
        return E(wrap(ctx, operand.jtype, f"-{operand.at(UNARY)}"), PRIMARY, operand.jtype, True)
    if op in ("-", "+", "~"):
        return E(
            f"{op}{operand.at(UNARY)}",
            UNARY,
            operand.jtype,
            wraps=wide and (op == "~" or operand.wraps),
        )
    raise Untranslatable(node, f"no rule for the unary {op}")


def _conditional_type(node: Node, yes: E, no: E) -> JType | None:
    """The type of ``c ? a : b`` (JLS 15.25): the operands' type where they have one
    (``c ? '#' : '.'`` is a char), a char, byte or short where the other operand is an int
    literal it can hold (``c ? 'a' : 0``), else the promoted type."""
    if yes.jtype is not None and yes.jtype == no.jtype:
        return yes.jtype
    for narrow, other, literal in (
        (yes, no, node.child_by_field_name("alternative")),
        (no, yes, node.child_by_field_name("consequence")),
    ):
        if (
            narrow.jtype is not None
            and narrow.jtype.name in _SMALL_RANGES
            and not narrow.jtype.is_array
            and other.jtype == INT
            and literal is not None
            and literal.type == "decimal_integer_literal"
            and int(text(literal).replace("_", "")) in _SMALL_RANGES[narrow.jtype.name]
        ):
            return narrow.jtype
    return promote(yes.jtype, no.jtype) or yes.jtype or no.jtype


# The values a char, byte and short hold (an int constant of their range converts to them).
_SMALL_RANGES = {"char": range(65536), "byte": range(-128, 128), "short": range(-32768, 32768)}


def _ternary(ctx: Context, node: Node) -> E:
    cond = expr(ctx, node.child_by_field_name("condition"))
    yes = expr(ctx, node.child_by_field_name("consequence"))
    no = expr(ctx, node.child_by_field_name("alternative"))
    jtype = _conditional_type(node, yes, no)
    if is_floating(jtype):  # Java's numeric promotion: true ? 1 : 2.0 is 1.0
        yes, no = widen(yes, jtype, ctx), widen(no, jtype, ctx)
    return E(
        f"{yes.at(TERNARY + 1)} if {cond.at(TERNARY + 1)} else {no.at(TERNARY)}",
        TERNARY,
        jtype,
        wraps=wrapping(yes) or wrapping(no),
    )


def _update(ctx: Context, node: Node) -> E:
    """``i++``/``++i`` used as a value: a walrus on a local; on a field or an array element,
    the shim's ``postInc``/``preInc`` (which return what Java's operator returns)."""
    operand = node.named_children[0]
    prefix = text(node).lstrip().startswith(("++", "--"))
    delta = 1 if "++" in text(node) else -1
    target = expr(ctx, operand)
    if target.jtype == CHAR:
        raise Untranslatable(node, "++/-- of a char used as a value has no rule")
    sign = "+" if delta > 0 else "-"
    if operand.type == "identifier" and ctx.local(text(operand)) is not None:
        name = target.text
        stepped = f"{name} {sign} 1"
        if target.wraps:
            stepped = wrap(ctx, target.jtype, stepped)
        elif singles.is_single(target.jtype):  # Java rounds the float's step
            stepped = singles.compound(ctx, f"{sign}=", target, E("1", ATOM)).text
        step = E(f"({name} := {stepped})", ATOM, target.jtype)
        if prefix:
            return step
        if singles.is_single(target.jtype):  # the float before its rounded step
            return E(f"({name}, {step.text})[0]", PRIMARY, target.jtype)
        before = f"{step.text} {'-' if delta > 0 else '+'} 1"
        if target.wraps:  # the value before, from the wrapped one
            return E(wrap(ctx, target.jtype, before), PRIMARY, target.jtype, wraps=True)
        return E(before, ADD, target.jtype)
    fn = ctx.shim("preInc" if prefix else "postInc")
    if operand.type == "array_access":
        array = expr(ctx, operand.child_by_field_name("array"))
        index = char_code(expr(ctx, operand.child_by_field_name("index")))
        return E(f"{fn}({array.text}, {index.text}, {delta}, item=True)", PRIMARY, target.jtype)
    owner = field_owner(ctx, operand)
    if owner is None:
        raise Untranslatable(node, "++/-- used as a value on this kind of target has no rule")
    if target.wraps:  # a wrapping field (porter.wrapping): the shim wraps the new value
        bits = 64 if target.jtype == LONG else 32
        return E(f'{fn}({owner[0]}, "{owner[1]}", {delta}, bits={bits})', PRIMARY, target.jtype)
    return E(f'{fn}({owner[0]}, "{owner[1]}", {delta})', PRIMARY, target.jtype)


def field_owner(ctx: Context, node: Node) -> tuple[str, str] | None:
    """The object and attribute name a field reference (``n``, ``this.n``, ``obj.n``,
    ``Cls.n``) stands for, or ``None`` if ``node`` is no field."""
    if node.type == "field_access":
        obj = node.child_by_field_name("object")
        name = text(node.child_by_field_name("field"))
        if obj is None:
            return None
        if obj.type == "this" and ctx.class_stack:
            member = _field(ctx, ctx.class_stack[-1], name)
            return ("self", member[1].spelled) if member is not None else None
        owner = receiver_expr(ctx, obj)
        return (owner.text, name)
    if node.type != "identifier" or ctx.local(text(node)) is not None:
        return None
    name = text(node)
    for info in reversed(ctx.class_stack):
        member = _field(ctx, info, name)
        if member is not None:
            holder, m = member
            if m.static:
                return (holder.py if holder.name in ctx.local_classes else info.py, m.spelled)
            if info is not ctx.class_stack[-1]:
                return None  # the outer instance's field: ``self`` is the inner object
            return ("self", m.spelled)
    return None


def _cast(ctx: Context, node: Node) -> E:
    target = jtype_of(ctx, node.child_by_field_name("type"))
    value = expr(ctx, node.child_by_field_name("value"))
    prim = (
        target.primitive
        if target is not None
        and target.dims == 0
        and target.name in ("byte", "short", "char", "int", "long", "float", "double")
        else None
    )
    if prim is None:
        type_node = node.child_by_field_name("type")
        if ctx.checked_casts and target is not None and type_node is not None:
            # The enclosing try expects a ClassCastException: the cast is what is tested.
            cls = class_ref(ctx, type_node, target.name) if not target.is_array else None
            if cls is not None and cls.qualified is not None:
                spelled = use_class(ctx, type_node, cls)
                return E(f"{ctx.shim('checkedCast')}({value.text}, {spelled})", PRIMARY, target)
        # A reference cast only informs the Java compiler: dropped.
        return E(value.text, value.prec, target)
    if prim == "char":
        if value.jtype == CHAR:
            return E(value.text, value.prec, target)
        if is_integral(value.jtype):
            return E(f"chr({value.text} & 0xFFFF)", PRIMARY, target)
    if value.jtype == CHAR and prim != "char":
        value = char_code(value)
    if prim in ("float", "double"):
        if prim == "double" and singles.is_single(value.jtype):
            # (double) f: the float's own value, which the port holds (porter.singles); a
            # literal's digits are its single value's (0.1f is 0.10000000149011612)
            widened = singles.widened(value)
            return E(widened.text, widened.prec, target)
        if prim == "float" and not singles.is_single(value.jtype):
            return singles.narrowed(ctx, value)  # (float) of a double, int or long rounds
        if is_floating(value.jtype):
            return E(value.text, value.prec, target)
        return E(f"float({value.text})", PRIMARY, target)
    if prim in ("byte", "short", "int", "long") and is_floating(value.jtype):
        # Java's floating → integral narrowing: toward zero, saturating at the int (long)
        # range, NaN 0; a byte or short then keeps the int's low bits.
        bits = {"byte": 8, "short": 16, "int": 32, "long": 64}[prim]
        extra = "" if bits == 32 else f", {bits}"
        return E(f"{ctx.shim('castInt')}({value.text}{extra})", PRIMARY, target)
    if prim in ("byte", "short") and is_integral(value.jtype):
        bits = 8 if prim == "byte" else 16
        if re.fullmatch(r"-?\d+", value.text):
            wrapped = (int(value.text) + 2 ** (bits - 1)) % 2**bits - 2 ** (bits - 1)
            return E(str(wrapped), ATOM if wrapped >= 0 else UNARY, target)
        return E(
            f"{ctx.shim('toByte' if prim == 'byte' else 'toShort')}({value.text})", PRIMARY, target
        )
    if prim in ("int", "long") and is_integral(value.jtype):
        # Narrowing keeps in-range values.
        inner = _unparenthesized(node.child_by_field_name("value"))
        if (
            prim == "int"
            and value.jtype is not None
            and value.jtype.primitive == "long"
            and inner.type not in ("method_invocation", "array_access")  # sizes, coordinates
        ):
            # (int) of a computed long keeps its low 32 bits: (int) (1L << 40) is 0
            if re.fullmatch(r"-?\d+", value.text) and -(2**31) <= int(value.text) < 2**31:
                return E(value.text, value.prec, target, wraps=True)
            return E(
                f"{ctx.need('porter.javalib.ints', 'wrapInt')}({value.text})",
                PRIMARY,
                target,
                wraps=True,
            )
        return E(value.text, value.prec, target, wraps=True)
    if (
        value.jtype is None or value.jtype.name in ("Object", "Comparable", "Serializable")
    ) and prim in ("byte", "short", "int", "long"):
        # The value's Java type is unknown, or an Object that holds a box ((int) o unboxes an
        # Integer): the cast's rule is chosen at run time.
        bits = {"byte": 8, "short": 16, "int": 32, "long": 64}[prim]
        extra = "" if bits == 32 else f", {bits}"
        return E(f"{ctx.shim('castInt')}({value.text}{extra})", PRIMARY, target)
    raise Untranslatable(
        node,
        f"cast to {prim} from a value of {'unknown type' if value.jtype is None else value.jtype}",
    )


def _unparenthesized(node: Node | None) -> Node:
    assert node is not None
    while node.type == "parenthesized_expression":
        node = node.named_children[0]
    return node


def _instanceof(ctx: Context, node: Node) -> E:
    left = expr(ctx, node.child_by_field_name("left"))
    right = node.child_by_field_name("right")
    assert right is not None
    binding = node.child_by_field_name("name")
    if right.type == "array_type" and text(right).replace(" ", "") == "byte[]" and binding is None:
        # Java's byte[] is bytes (contract §3).
        return E(f"isinstance({left.text}, (bytes, bytearray))", PRIMARY, BOOLEAN)
    spelled_type = text(right).replace(" ", "")
    element = spelled_type.split("[", 1)[0]
    if right.type == "array_type" and binding is None and element in _PRIMITIVE_ELEMENTS:
        lib = ctx.need("porter.javalib", "arrays")
        dims = spelled_type.count("[]")
        return E(f'{lib}.isArray({left.text}, "{element}", {dims})', PRIMARY, BOOLEAN)
    if right.type == "array_type":
        raise Untranslatable(node, f"instanceof {text(right)} has no rule")
    if right.type not in ("type_identifier", "generic_type", "scoped_type_identifier"):
        raise Untranslatable(node, "instanceof with a record pattern has no rule")
    name = text(right).split("<")[0]
    simple = name.rsplit(".", 1)[-1]
    builtin = _INSTANCEOF_BUILTINS.get(simple) if simple not in ctx.local_classes else None
    if builtin is not None:
        spelled = builtin
    else:
        cls = class_ref(ctx, right, simple)
        if cls is None:
            raise Untranslatable(node, f"unknown class {name}")
        spelled = use_class(ctx, right, cls)
    subject = left.text
    if binding is not None:
        # ``o instanceof String s``: s is o, seen as a String where the test holds.
        py = ctx.declare(text(binding), jtype_of(ctx, right))
        subject = f"({py} := {left.text})"
    return E(f"isinstance({subject}, {spelled})", PRIMARY, BOOLEAN)


# Element types ``instanceof T[]...`` is ported for (porter.javalib.arrays.isArray).
_PRIMITIVE_ELEMENTS = frozenset(
    ["int", "long", "float", "double", "boolean", "byte", "short", "char"]
    + ["String", "Integer", "Long", "Short", "Byte", "Double", "Float", "Boolean", "Character"]
    + ["Object"]
)

# JDK classes whose values are Python builtins (contract §10): what isinstance tests.
_INSTANCEOF_BUILTINS = {
    "String": "str",
    "Integer": "int",
    "Long": "int",
    "Short": "int",
    "Byte": "int",
    "Double": "float",
    "Float": "float",
    "Number": "(int, float)",
    "Boolean": "bool",
    "Character": "str",
    "CharSequence": "str",
    "List": "list",
    "Map": "dict",
    "Set": "(set, frozenset)",
}


def _class_literal(ctx: Context, node: Node) -> E:
    type_node = node.named_children[0]
    name = text(type_node)
    if type_node.type in ("integral_type", "floating_point_type", "boolean_type"):
        # a primitive's class, which Python has no type for (int is Integer.class)
        return E(
            f'{ctx.need("porter.javalib", "classes")}.primitive("{name}")', PRIMARY, JType("Class")
        )
    if name.replace(" ", "") == "byte[]":
        return E("bytes", ATOM, JType("Class"))  # Java's byte[] is bytes (contract §3)
    if type_node.type == "array_type" and any(
        q.startswith(("com.fasterxml.jackson.", "com.google.gson.", "com.alibaba.fastjson."))
        for q in ctx.classes.values()
    ):
        # ``Label[].class`` for Jackson or Gson to read into: the array's Java type
        element = type_node.child_by_field_name("element")
        dims = text(type_node.child_by_field_name("dimensions")).count("[")
        assert element is not None
        spelled = text(element)
        ref = None
        if element.type not in ("integral_type", "floating_point_type", "boolean_type"):
            ref = class_ref(ctx, element, spelled.split(".")[-1])
        if ref is not None and not (ref.qualified or "java.").startswith("java."):
            spelled = use_class(ctx, element, ref)  # the program's class
        else:
            spelled = repr(spelled.split(".")[-1])  # a primitive's or the JDK's name
        fn = ctx.need("porter.javalib.json_binding", "arrayClass")
        return E(f"{fn}({spelled}, {dims})", PRIMARY, JType("Class"))
    if type_node.type == "array_type":
        # int[].class, String[][].class: the array's class (porter.javalib.classes)
        element = type_node.child_by_field_name("element")
        dims = text(type_node.child_by_field_name("dimensions")).count("[")
        assert element is not None
        if element.type in ("integral_type", "floating_point_type", "boolean_type"):
            spelled = f'"{text(element)}"'
        else:
            spelled = _type_class(ctx, node, element).text
        fn = f"{ctx.need('porter.javalib', 'classes')}.arrayOf"
        return E(f"{fn}({spelled}, {dims})", PRIMARY, JType("Class"))
    if "[" in name:
        raise Untranslatable(node, "array class literals have no rule")
    return _type_class(ctx, node, type_node)


def _type_class(ctx: Context, node: Node, type_node: Node) -> E:
    """The class a reference type names (``String.class``: ``str``)."""
    name = text(type_node)
    # a JDK class named in full (``java.nio.ReadOnlyBufferException.class``) is its simple name
    jdk = name.startswith(("java.", "javax."))
    if jdk and name.split(".")[-1] in rules.EXCEPTIONS:
        return E(rules.EXCEPTIONS[name.split(".")[-1]][0], ATOM, JType("Class"))
    cls = (
        class_ref(ctx, type_node, name.split(".")[-1])
        if "." not in name or jdk
        else receiver_expr(ctx, type_node)
    )
    if cls is None:
        raise Untranslatable(node, f"unknown class {name}")
    return E(use_class(ctx, type_node, cls), ATOM, JType("Class"))


def _array_access(ctx: Context, node: Node) -> E:
    read = _element(ctx, node)
    jtype = read.jtype
    if jtype is None or jtype.is_array or jtype.name not in ("byte", "short") or _stored(node):
        return read
    # A byte[] is bytes (0..255) or an int8 array (numpy scalars, which refuse Python ints
    # out of their range: `b[i] & 0xFF`); Java reads the signed value, a Python int here.
    return E(
        f"{ctx.shim('toByte' if jtype.name == 'byte' else 'toShort')}({read.text})", PRIMARY, jtype
    )


def _stored(node: Node) -> bool:
    """The element is written (``a[i] = v``, ``a[i]++``) or cast to its own type."""
    parent = node.parent
    while parent is not None and parent.type == "parenthesized_expression":
        parent = parent.parent
    if parent is None:
        return False
    if parent.type == "update_expression":
        return True
    if parent.type == "assignment_expression":
        return parent.child_by_field_name("left") == node
    return parent.type == "cast_expression"


def _element(ctx: Context, node: Node) -> E:
    array_node = node.child_by_field_name("array")
    index_node = node.child_by_field_name("index")
    assert array_node is not None and index_node is not None
    array = expr(ctx, array_node)
    index = char_code(expr(ctx, index_node))  # counts[c]: the char's code is the index
    jtype = array.jtype.element if array.jtype is not None and array.jtype.is_array else None
    if (text(index_node), text(array_node)) in ctx.in_bounds:
        return E(f"{array.at(PRIMARY)}[{index.text}]", PRIMARY, jtype)
    parent = node.parent
    target = parent is not None and (
        parent.type == "update_expression"
        or (parent.type == "assignment_expression" and parent.child_by_field_name("left") == node)
    )
    if target and any(
        n.type in ("method_invocation", "object_creation_expression", *_CHANGES)
        for n in descendants(array_node)
    ):
        return E(f"{array.at(PRIMARY)}[{index.text}]", PRIMARY, jtype)  # evaluated once
    return E(checked_element(ctx, array.at(PRIMARY), index.text, target=target), PRIMARY, jtype)


_CHANGES = ("update_expression", "assignment_expression")


# -- arrays -----------------------------------------------------------------------------------

ZEROS_DTYPE = {
    "int": "int32",
    "long": "int64",
    "float": "float32",
    "double": "float64",
    "boolean": "bool_",
    "byte": "int8",
    "short": "int16",
}


def array_initializer(ctx: Context, node: Node, target: JType | None) -> E:
    element = target.element if target is not None and target.is_array else None
    # tf.constant(new float[] {0.1f}): the library rounds its floats itself
    rounds = not (singles.is_single(element) and _library_argument(ctx, node))
    items = [
        convert(ctx, child, element, rounds)
        for child in node.named_children
        if child.type not in ("line_comment", "block_comment")
    ]
    if target is not None and target.dims == 1 and target.name == "byte":
        # Java's byte[] is bytes (contract §3); Java's bytes are signed.
        if all(re.fullmatch(r"-?\d+", i.text) for i in items):
            values = ", ".join(str(int(i.text) & 0xFF) for i in items)
            return E(f"bytes([{values}])", PRIMARY, target)
        return E(f"{ctx.shim('jbytes')}([{', '.join(i.text for i in items)}])", PRIMARY, target)
    return E(f"[{', '.join(i.text for i in items)}]", ATOM, target)


def _library_argument(ctx: Context, node: Node) -> bool:
    """Whether an array initializer is of ``new float[] {...}`` passed straight to a method
    that no class of the program has (a library's)."""
    creation = node.parent
    while creation is not None and creation.type == "array_initializer":
        creation = creation.parent
    args = creation.parent if creation is not None else None
    call = args.parent if args is not None and args.type == "argument_list" else None
    if creation is None or creation.type != "array_creation_expression" or call is None:
        return False
    if call.type != "method_invocation":
        return False
    name = text(call.child_by_field_name("name"))
    classes = [*ctx.local_classes.values(), *ctx.external.values()]
    return not any(name in info.methods for info in classes)


def _array_creation(ctx: Context, node: Node) -> E:
    base = jtype_of(ctx, node.child_by_field_name("type"))
    dims_exprs = [c for c in node.children if c.type == "dimensions_expr"]
    extra = sum(text(c).count("[") for c in node.children if c.type == "dimensions")
    value = node.child_by_field_name("value")
    total = len(dims_exprs) + extra
    jtype = JType(base.name, total, base.args) if base is not None else None
    if value is not None:
        return array_initializer(ctx, value, jtype)
    sizes = [expr(ctx, c.named_children[0]) for c in dims_exprs]
    return new_array(ctx, node, base, [e.text for e in sizes], extra, [e.at(UNARY) for e in sizes])


def new_array(
    ctx: Context,
    node: Node,
    base: JType | None,
    sizes: list[str],
    extra: int,
    factors: list[str] | None = None,
) -> E:
    """``new T[a][b][]...``: the sized dimensions' sizes, ``extra`` unsized ones after them
    (``Array.newInstance(T.class, a, b)`` is the same array); ``factors``, where given, are
    the sizes as operands of ``*`` (``[None] * (n + 1)``)."""
    factors = factors or sizes
    jtype = JType(base.name, len(sizes) + extra, base.args) if base is not None else None
    if base is not None and base.name in ZEROS_DTYPE and extra == 0:
        # Java fills a new primitive array with zeros, and the array is often a destination
        # filled in place (contract §12): a numpy array.
        shape = sizes[0] if len(sizes) == 1 else f"({', '.join(sizes)})"
        return E(
            f"{ctx.numpy()}.zeros({shape}, dtype={ctx.numpy()}.{ZEROS_DTYPE[base.name]})",
            PRIMARY,
            jtype,
        )
    if len(sizes) == 1 and base is not None and base.name in BOXES and extra == 0:
        # A boxed array is often a destination Java fills in place (DataBuffers.ofObjects):
        # a numpy array of objects shares its memory (contract §12).
        np = ctx.numpy()
        return E(f"{np}.full({sizes[0]}, None, dtype=object)", PRIMARY, jtype)
    if len(sizes) == 1:
        return E(f"[None] * {factors[0]}", MUL, jtype)
    if base is not None and base.name in ZEROS_DTYPE and extra == 0:
        raise Untranslatable(node, "unreachable")
    # new T[a][b][]: nested lists, null past the sized dimensions.
    inner = f"[None] * {factors[-1]}"
    for k, size in enumerate(reversed(sizes[:-1])):
        inner = f"[{inner} for _{k} in range({size})]"
    return E(inner, ATOM, jtype)


# -- calls ------------------------------------------------------------------------------------


def arguments(ctx: Context, node: Node | None) -> list[E]:
    if node is None:
        return []
    out: list[E] = []
    for child in node.named_children:
        if child.type in ("line_comment", "block_comment"):
            ctx.comments.append(text(child))
            continue
        out.append(expr(ctx, child))
    return out


def argument_nodes(node: Node | None) -> list[Node]:
    if node is None:
        return []
    return [c for c in node.named_children if c.type not in ("line_comment", "block_comment")]


dispatch.EXPRESSIONS.register(
    {
        "decimal_integer_literal": literals.integer,
        "hex_integer_literal": literals.integer,
        "octal_integer_literal": literals.integer,
        "binary_integer_literal": literals.integer,
        "decimal_floating_point_literal": literals.floating,
        "hex_floating_point_literal": literals.floating,
        "string_literal": literals.string,
        "character_literal": literals.char,
        "true": literals.true,
        "false": literals.false,
        "null_literal": literals.null,
        "identifier": _identifier,
        "this": _this,
        "field_access": _field_access,
        "parenthesized_expression": _parenthesized,
        "binary_expression": _binary,
        "unary_expression": _unary,
        "ternary_expression": _ternary,
        "update_expression": _update,
        "cast_expression": _cast,
        "instanceof_expression": _instanceof,
        "class_literal": _class_literal,
        "array_access": _array_access,
        "array_creation_expression": _array_creation,
        "array_initializer": lambda ctx, node: array_initializer(ctx, node, None),
    },
    __name__,
)
# An array initializer's elements convert to the array's element type.
dispatch.CONVERSIONS.register({"array_initializer": array_initializer}, __name__)
