"""Java calls, object creation, lambdas and method references → Python."""

from __future__ import annotations

import importlib
import inspect
import re
from typing import TYPE_CHECKING

from porter import (
    dispatch,
    imglib_rules,
    javalib_rules,
    overloads,
    proto_calls,
    rules,
    serving_rules,
    singles,
    surface,
    widths,
)
from porter.context import (
    ATOM,
    LAMBDA,
    PRIMARY,
    UNARY,
    ClassInfo,
    Context,
    E,
    Member,
    Untranslatable,
    attr_name,
    overload_name,
)
from porter.dispatch import expr
from porter.expressions import (
    ZEROS_DTYPE,
    argument_nodes,
    arguments,
    as_string,
    char_code,
    class_ref,
    convert,
    fill,
    functional_params,
    implementing,
    new_array,
    receiver_expr,
    spell_local,
    type_name_ref,
    use_class,
    widen,
)
from porter.jtypes import (
    BOOLEAN,
    BOXES,
    CHAR,
    DOUBLE,
    FLOAT,
    INT,
    LONG,
    PRIMITIVES,
    PROTO_VALUE,
    STRING,
    JType,
    is_integral,
    promote,
)
from porter.parse import descendants, text
from porter.protocols import functional_method, python_protocols
from porter.reports import FileReport
from porter.surface import has_class, has_method, is_subclass, method_returns, owners
from porter.types import jtype_of
from porter.width_sites import width_arguments

if TYPE_CHECKING:
    from tree_sitter import Node

_JUNIT_OWNERS = {q for q, kind in rules.STATIC_OWNERS.items() if kind in ("junit", "junit4")}
_JUNIT4_OWNERS = {q for q, kind in rules.STATIC_OWNERS.items() if kind == "junit4"}
# JUnit 4's assertions take their message first: the arguments without it, by name.
_JUNIT4_ARITY = {
    "assertEquals": 2,
    "assertNotEquals": 2,
    "assertArrayEquals": 2,
    "assertSame": 2,
    "assertNotSame": 2,
    "assertTrue": 1,
    "assertFalse": 1,
    "assertNull": 1,
    "assertNotNull": 1,
    "assumeTrue": 1,
    "assumeFalse": 1,
}
# JUnit assertions whose Java overload has a ``float`` form that compares in float precision.
_FLOAT_OVERLOADED = {"assertEquals", "assertNotEquals", "assertArrayEquals"}
# The element type of java.util.stream's primitive streams (their lambdas' parameter type).
_PRIMITIVE_STREAMS = {
    "IntStream": INT,
    "LongStream": JType("long"),
    "DoubleStream": JType("double"),
}
_STATIC_FACTORIES = {
    "create",
    "of",
    "scalar",
    "scalarOf",
    "vectorOf",
    "tensorOf",
    "arrayOf",
    "unknown",
}


def method_invocation(ctx: Context, node: Node) -> E:
    obj = node.child_by_field_name("object")
    name = text(node.child_by_field_name("name"))
    arg_nodes = argument_nodes(node.child_by_field_name("arguments"))
    if (
        name == "lookupClass"
        and obj is not None
        and not arg_nodes
        and re.sub(r"\s", "", text(obj)) in _LOOKUPS
        and ctx.class_stack
        and not ctx.class_stack[-1].outer_name  # (an anonymous class's own class: none)
    ):
        # ``MethodHandles.lookup().lookupClass()`` (a logger's class named without repeating
        # it): the class the code is in, as its ``X.class``
        return E(spell_local(ctx, ctx.class_stack[-1]), ATOM, JType("Class"))
    if name == "collect" and obj is not None:
        chain = _stream(ctx, node, obj, arg_nodes)
        if chain is not None:
            return chain
    if obj is not None and (
        name in ("build", "buildPartial") or re.fullmatch(r"(set|add|put)[A-Z]\w*", name)
    ):
        built = proto_calls.builder_chain(ctx, node)
        if built is not None:
            return built
    lambda_params = rules.LAMBDA_PARAMS.get(name)
    if (
        lambda_params is not None
        and obj is None
        and len(arg_nodes) == 1
        and arg_nodes[0].type == "lambda_expression"
    ):
        args = [lambda_expression(ctx, arg_nodes[0], list(lambda_params))]
    elif (
        obj is not None
        and obj.type != "super"
        and len(arg_nodes) == 1
        and arg_nodes[0].type == "lambda_expression"
    ):
        # The lambda's parameters get the types of the functional parameter the binding
        # declares for the receiver's method (Java's target typing); the receiver first, as Java
        # evaluates it.
        receiver = receiver_expr(ctx, obj)
        own = ctx.ported_class(receiver.jtype) if receiver.qualified is None else None
        if own is not None and any(name in c.methods for c in ctx.supertypes(own)):
            # a method of the program's class: its parameter's functional interface types
            # the lambda (``registry.subscribe(e -> ...)`` of a ``Consumer<String>``)
            args = typed_arguments(ctx, arg_nodes, name, [own])
            return _instance(ctx, node, receiver, name, args, arg_nodes)
        if receiver.qualified is None:
            declared = (
                [element_type(receiver.jtype)]
                if receiver.jtype is not None and receiver.jtype.name == "Stream"
                else [receiver.jtype.args[0]]
                if receiver.jtype is not None
                and receiver.jtype.name == "Optional"
                and len(receiver.jtype.args) == 1
                and name in ("map", "filter", "flatMap", "ifPresent", "ifPresentOrElse")
                else [element_type(receiver.jtype)] * (2 if name == "sort" else 1)
                if name in ("sort", "forEach", "removeIf")
                and rules.JDK_FAMILY.get(receiver.jtype.name if receiver.jtype else "")
                in ("List", "Set")
                else list(receiver.jtype.args)
                if name == "forEach"
                and receiver.jtype is not None
                and rules.JDK_FAMILY.get(receiver.jtype.name) == "Map"
                and len(receiver.jtype.args) == 2
                else [_PRIMITIVE_STREAMS[receiver.jtype.name]]
                if receiver.jtype is not None and receiver.jtype.name in _PRIMITIVE_STREAMS
                else list(
                    javalib_rules.LAMBDA_PARAMS.get(
                        (receiver.jtype.name, name, _lambda_arity(arg_nodes[0])), ()
                    )
                )
                if receiver.jtype is not None
                and not receiver.jtype.is_array
                and (receiver.jtype.name, name, _lambda_arity(arg_nodes[0]))
                in javalib_rules.LAMBDA_PARAMS
                else surface.lambda_params(receiver.jtype, name) or []
            )
            known = list(rules.LAMBDA_PARAMS.get(name, ()))
            n = max(len(declared), len(known))
            params = [
                (known[k] if k < len(known) else None)
                or (declared[k] if k < len(declared) else None)
                for k in range(n)
            ]
            args = [lambda_expression(ctx, arg_nodes[0], params)]
            return _instance(ctx, node, receiver, name, args, arg_nodes)
        args = arguments(ctx, node.child_by_field_name("arguments"))
        return _static(ctx, node, receiver, name, args, arg_nodes)
    elif (
        obj is not None
        and text(obj) in ("Arrays", "java.util.Arrays")
        and name in ("setAll", "parallelSetAll", "parallelPrefix")
        and len(arg_nodes) in (2, 4)
        and arg_nodes[-1].type == "lambda_expression"
    ):
        # Arrays.setAll(a, i -> ...) takes an index; parallelPrefix(a, [from, to,] (x, y) ->
        # ...) two of a's elements.
        items = expr(ctx, arg_nodes[0])
        element = element_type(items.jtype)
        params = [INT] if name != "parallelPrefix" else [element, element]
        args = [
            items,
            *(expr(ctx, n) for n in arg_nodes[1:-1]),
            lambda_expression(ctx, arg_nodes[-1], params),
        ]
    elif (
        obj is not None
        and text(obj) == "Collections"
        and name in ("sort", "max", "min")
        and len(arg_nodes) == 2
        and arg_nodes[1].type == "lambda_expression"
    ):
        # Collections.sort(xs, (a, b) -> ...): the comparator's parameters are xs's elements.
        items = expr(ctx, arg_nodes[0])
        element = element_type(items.jtype)
        args = [items, lambda_expression(ctx, arg_nodes[1], [element, element])]
    elif (
        obj is not None
        and obj.type != "super"
        and len(arg_nodes) > 1
        and sum(n.type == "lambda_expression" for n in arg_nodes) == 1
        and (receiver := receiver_expr(ctx, obj)) is not None
        and (
            (receiver.qualified or "").startswith("org.tensorflow.")
            or (receiver.qualified is None and receiver.jtype is not None)
        )
        and (
            binding := JType(receiver.qualified.rsplit(".", 1)[-1])
            if receiver.qualified is not None
            else receiver.jtype
        )
        is not None
        and has_class(binding.name)
        and ctx.ported_class(binding) is None
        and (declared := surface.lambda_params(binding, name)) is not None
    ):
        # A lambda among several arguments of a binding's method (TFloat32.tensorOf(shape,
        # t -> ...)): typed by the binding's functional parameter, as a lone one is above.
        args = [
            lambda_expression(ctx, n, declared) if n.type == "lambda_expression" else expr(ctx, n)
            for n in arg_nodes
        ]
        if receiver.qualified is None:
            return _instance(ctx, node, receiver, name, args, arg_nodes)
        return _static(ctx, node, receiver, name, args, arg_nodes)
    elif (
        obj is not None
        and obj.type != "super"
        and any(n.type in _FUNCTION_NODES for n in arg_nodes)
        and (receiver := receiver_expr(ctx, obj)) is not None
        and (
            owner := ctx.ported_class(
                JType(receiver.qualified.rsplit(".", 1)[-1])
                if receiver.qualified is not None
                else receiver.jtype
            )
        )
        is not None
    ):
        # A method of a class of the program, static or not: as below, its functional
        # interfaces' lambdas are typed by them; the receiver first, as Java evaluates it.
        args = typed_arguments(ctx, arg_nodes, name, [owner])
        if receiver.qualified is None:
            return _instance(ctx, node, receiver, name, args, arg_nodes)
        return _static(ctx, node, receiver, name, args, arg_nodes)
    elif obj is None and any(n.type in _FUNCTION_NODES for n in arg_nodes):
        # A method of the program's classes (this one or an enclosing one): a lambda given
        # for a functional interface of the program is that interface's, its parameters
        # typed by the interface's method (Java's target typing).
        args = typed_arguments(ctx, arg_nodes, name)
    else:
        args = arguments(ctx, node.child_by_field_name("arguments"))
    if obj is None:
        return _unqualified(ctx, node, name, args, arg_nodes)
    if obj.type == "super":
        here = ctx.class_stack[-1] if ctx.class_stack else None
        if here is not None and here.kind == "constant":
            # An enum constant's body is no subclass in Python: the enum's own method.
            enum = ctx.superclass_of(here)
            if name not in here.methods or enum is None:
                return _unqualified(ctx, node, name, args, arg_nodes)
            return E(
                f"{enum.py}.{attr_name(name)}({', '.join(['self', *(a.text for a in args)])})",
                PRIMARY,
                enum.methods[name].jtype if name in enum.methods else None,
            )
        return E(f"super().{attr_name(name)}({_join(args)})", PRIMARY, None)
    if obj.type in ("identifier", "type_identifier", "scoped_identifier") and any(
        c.type == "super" for c in node.children
    ):
        # ``Iface.super.m()``: the named interface's default method, on this object
        cls = class_ref(ctx, obj, text(obj).rsplit(".", 1)[-1])
        if cls is None:
            raise Untranslatable(node, f"unknown interface {text(obj)}")
        owner = use_class(ctx, obj, cls)
        return E(
            f"{owner}.{attr_name(name)}({', '.join(['self', *(a.text for a in args)])})",
            PRIMARY,
            None,
        )
    receiver = receiver_expr(ctx, obj)
    if receiver.qualified is not None:
        return _static(ctx, node, receiver, name, args, arg_nodes)
    return _instance(ctx, node, receiver, name, args, arg_nodes)


_LOOKUPS = frozenset(["MethodHandles.lookup()", "java.lang.invoke.MethodHandles.lookup()"])


def _join(args: list[E]) -> str:
    return ", ".join(a.text for a in args)


# java.lang.Thread's instance methods that the Thread shim has, and their Java types.
_THREAD_METHODS: dict[str, JType | None] = {
    "start": None,
    "join": None,
    "getName": STRING,
    "setName": None,
    "isAlive": BOOLEAN,
    "setDaemon": None,
    "isDaemon": BOOLEAN,
    "interrupt": None,
    "isInterrupted": BOOLEAN,
    "getId": LONG,
    "setPriority": None,
    "getPriority": INT,
}


# Float's and Double's statics whose parameters are all float (double) numbers.
_FLOATING_PARAMETERS = frozenset(["compare", "max", "min", "sum"])

# Map.Entry<K, V>'s accessors: the type argument each gives.
_ENTRY_PARTS = {"getKey": 0, "getValue": 1, "setValue": 1}

# The JDK's Cloneable collections: clone() is a shallow copy of the same class.
_CLONEABLE = frozenset(
    [
        *("ArrayList", "LinkedList", "ArrayDeque", "Vector", "Stack"),
        *("HashSet", "LinkedHashSet", "TreeSet", "EnumSet"),
        *("HashMap", "LinkedHashMap", "TreeMap", "EnumMap", "IdentityHashMap"),
    ]
)


def _unqualified(ctx: Context, node: Node, name: str, args: list[E], arg_nodes: list[Node]) -> E:
    enum = ctx.class_stack[-1] if ctx.class_stack else None
    if enum is not None and enum.kind == "constant":  # an enum constant's body: the enum's
        enum = ctx.superclass_of(enum)
    if (
        enum is not None
        and enum.kind == "enum"
        and name in ("values", "ordinal", "name", "compareTo", "valueOf")
        and name not in enum.methods
        and len(args) == (1 if name in ("compareTo", "valueOf") else 0)
    ):
        # An enum's own values()/ordinal()/name()/compareTo()/valueOf(), called unqualified
        # in its body.
        if name == "values":
            return E(f"list({enum.py})", PRIMARY, JType(enum.name, 1))
        if name == "valueOf":
            return E(
                f"{ctx.shim('enumValueOf')}({enum.py}, {args[0].text})", PRIMARY, JType(enum.name)
            )
        if ctx.static_context:
            raise Untranslatable(node, f"{name}() called from a static context")
        if name == "compareTo":
            return E(f"{ctx.shim('enumCompare')}(self, {args[0].text})", PRIMARY, INT)
        if name == "ordinal":
            return E("list(type(self)).index(self)", PRIMARY, INT)
        return E("self.name", PRIMARY, STRING)
    for info in reversed(ctx.class_stack):
        for current in ctx.supertypes(info):
            member = current.methods.get(name)
            if member is not None:
                py = overload(ctx, node, current, name, args, arg_nodes)
                ctx.calls.add(f"{current.name}.{py}")
                if member.static:
                    spelled = current.py if current.name in ctx.local_classes else info.py
                    jtype = ctx.call_returns(current, name, py, member.jtype, args)
                    return E(f"{spelled}.{attr_name(py)}({_join(args)})", PRIMARY, jtype)
                if ctx.static_context:
                    raise Untranslatable(
                        node, f"instance method {name} called from a static context"
                    )
                ref = ctx.outer_ref(info)
                if ref is None:
                    raise Untranslatable(
                        node, f"the outer instance's method {name} in a static class"
                    )
                jtype = ctx.call_returns(current, name, py, member.jtype, args)
                return E(f"{ref}.{attr_name(py)}({_join(args)})", PRIMARY, jtype)
    own = ctx.class_stack[-1] if ctx.class_stack and not ctx.static_context else None
    supers = ctx.supertypes(own) if own is not None else []
    base = next((c.functional_base for c in supers if c.functional_base), None)
    if base is not None and javalib_rules.FUNCTIONAL_METHODS[base.name] == name:
        # ``get()`` in a default method of ``interface Maker extends Supplier<String>``
        return E(f"self.{name}({_join(args)})", PRIMARY, None)
    # A method inherited from a JDK class by this class or, from an anonymous or inner class,
    # by an enclosing one (a MouseAdapter's handler calling its JPanel's repaint()): the
    # innermost class that has it, as Java resolves the name.
    for info in reversed(ctx.class_stack if not ctx.static_context else []):
        inherited = _javalib_inherited(ctx, info, name)
        if inherited is None:
            continue
        ref = ctx.outer_ref(info)
        if ref is None:
            break
        return E(f"{ref}.{attr_name(name)}({_join(args)})", PRIMARY, inherited[0])
    if (
        name in _THREAD_METHODS
        and not ctx.static_context
        and ctx.class_stack
        and any(
            c.superclass == "Thread" and ctx.known(c.superclass, c.superclass_q) is None
            for c in ctx.supertypes(ctx.class_stack[-1])
        )
    ):
        # A subclass of java.lang.Thread calls its inherited methods (the Thread shim's).
        return E(f"self.{name}({_join(args)})", PRIMARY, _THREAD_METHODS[name])
    if name in _TESTCASE_METHODS and not ctx.static_context and _junit3(ctx):
        # JUnit 3's TestCase's own methods, inherited (porter.junit.TestCase)
        return E(f"self.{name}({_join(args)})", PRIMARY, _TESTCASE_METHODS[name])
    if name == "getClass" and not args and ctx.class_stack and not ctx.static_context:
        return E("type(self)", PRIMARY, JType("Class"))  # Object's, final: no class overrides it
    owner = ctx.static_members.get(name)
    if owner is None:
        # ``import static pkg.Util.*``: the project's class whose static method it is
        owner = next(
            (
                w
                for w in ctx.static_wildcards
                if (info := ctx.external.get(w)) is not None
                and (m := info.methods.get(name)) is not None
                and m.static
            ),
            None,
        )
    if owner is None:
        # ``import static org.bytedeco.opencv.global.opencv_imgproc.*``: a library's function
        owner = next(
            (
                w
                for w in ctx.static_wildcards
                if w in javalib_rules.QUALIFIED_CLASSES
                and javalib_rules.has_method(javalib_rules.QUALIFIED_CLASSES[w], name)
            ),
            None,
        )
    if owner is None and any(w in _JUNIT_OWNERS for w in ctx.static_wildcards):
        owner = next(w for w in ctx.static_wildcards if w in _JUNIT_OWNERS)
    if owner is None and (name.startswith("assert") or name == "fail") and _junit3(ctx):
        owner = "junit.framework.TestCase"  # JUnit 3's assertions, inherited from Assert
    if owner in _JUNIT_OWNERS:
        return _junit(ctx, node, name, _junit4_message_last(owner, name, args))
    if owner is not None:
        receiver = class_ref(ctx, node, owner.rsplit(".", 1)[-1]) or E(
            owner.rsplit(".", 1)[-1], qualified=owner
        )
        if ctx.project_class(owner):  # the import names the project's class: not a namesake
            receiver = E(owner.rsplit(".", 1)[-1], qualified=owner)
        if receiver.qualified is None:
            receiver = E(receiver.text, receiver.prec, receiver.jtype, qualified=owner)
        return _static(ctx, node, receiver, name, args, arg_nodes)
    raise Untranslatable(node, f"unknown method {name}")


_UNBOX = {
    "Byte": "byte",
    "Short": "short",
    "Character": "char",
    "Integer": "int",
    "Long": "long",
    "Float": "float",
    "Double": "double",
    "Boolean": "boolean",
}
_BOX = {v: k for k, v in _UNBOX.items()}
# Final JDK classes: a parameter of one takes only that class.
_FINAL_JDK = frozenset(["String", *_UNBOX])
# The JDK's functional interfaces: a lambda, a method reference, or a value of a type the
# binding does not have (a binding class is none of them).
_FUNCTIONAL = frozenset(
    ["Predicate", "Function", "BiFunction", "Consumer", "BiConsumer", "Supplier", "Runnable"]
)
# JDK classes whose values the porter types exactly, with their supertypes: between two of
# them a parameter applies only to its class and subclasses (fetch(String, FloatBuffer) is not
# fetch(String, IntBuffer)).
_JDK_SUPERTYPES: dict[str, frozenset[str]] = {
    **{
        f"{kind}Buffer": frozenset(["Buffer", "Object", "Comparable"])
        for kind in ("Byte", "Char", "Short", "Int", "Long", "Float", "Double")
    },
    "Buffer": frozenset(["Object"]),
    "File": frozenset(["Object", "Comparable", "Serializable"]),
    "Path": frozenset(["Object", "Comparable", "Iterable", "Watchable"]),
    "Object": frozenset(),
}
# java.util's collections: no class of the binding is one, nor is one of them a binding class.
_JDK_COLLECTIONS = frozenset(
    [
        *("Collection", "List", "ArrayList", "LinkedList", "Set", "HashSet", "LinkedHashSet"),
        *("TreeSet", "Map", "HashMap", "LinkedHashMap", "TreeMap"),
    ]
)
_BOXED_NUMBERS = frozenset(["Number", "Byte", "Short", "Integer", "Long", "Float", "Double"])
_WIDENS = {
    "byte": {"byte", "short", "int", "long", "float", "double"},
    "short": {"short", "int", "long", "float", "double"},
    "char": {"char", "int", "long", "float", "double"},
    "int": {"int", "long", "float", "double"},
    "long": {"long", "float", "double"},
    "float": {"float", "double"},
    "double": {"double"},
    "boolean": {"boolean"},
}


def overload(
    ctx: Context,
    node: Node,
    info: ClassInfo,
    name: str,
    args: list[E],
    arg_nodes: list[Node] | None = None,
) -> str:
    """The Python name of the overload of ``info.name`` that javac picks for ``args`` (phase 1:
    no boxing, then the most specific; a type variable or class parameter takes any
    reference). Overloads are looked for in the class's whole hierarchy. Where the chosen
    method takes a ``float`` or ``double`` for an integer argument, the argument is widened
    in place, as Java does (``args`` is updated). ``arg_nodes``, where given, are the
    arguments' nodes: a lambda or method reference applies only to the functional interfaces
    it can implement (porter.overloads)."""
    sigs = ctx.overload_signatures(info, name)
    if len(sigs) <= 1:
        if len(sigs) == 1:
            widen_arguments(sigs[0], args, ctx)
        return name
    params = choose(ctx, sigs, args, arg_nodes)
    if len(params) != 1:
        raise Untranslatable(
            node, f"cannot tell which overload of {name} Java picks here ({len(params)} apply)"
        )
    widen_arguments(params[0], args, ctx)
    return ctx.method_name(info, name, params[0])


def choose(
    ctx: Context,
    sigs: list[list[JType | None]],
    args: list[E],
    arg_nodes: list[Node] | None = None,
) -> list[list[JType | None]]:
    """The parameter lists among ``sigs`` that javac's overload resolution leaves for
    ``args``: one where Java picks one."""
    nodes = arg_nodes if arg_nodes is not None and len(arg_nodes) == len(args) else None

    def fits(p: JType | None, a: E, k: int, boxing: bool) -> bool:
        if nodes is not None and nodes[k].type in overloads.FUNCTION_NODES:
            if not overloads.function_fits(ctx, nodes[k], p):
                return False
            if a.jtype is not None and a.jtype.name == "Lambda":
                return p is not None  # implicitly typed: not pertinent to applicability
        return applies(p, a.jtype, boxing) and not overloads.excluded(ctx, p, a.jtype)

    def more_specific(p: JType | None, q: JType | None) -> bool:
        return applies(q, p) and not overloads.excluded(ctx, q, p)

    found: list[list[JType | None]] = []
    for boxing in (False, True):  # Java's phases: widening only, then boxing
        found = [
            params
            for params in sigs
            if len(params) == len(args)
            and all(
                fits(p, a, k, boxing) for k, (p, a) in enumerate(zip(params, args, strict=True))
            )
        ]
        if found:
            break
    if not found:  # Java's third phase: a varargs method, its trailing elements one by one
        expanded = {
            id(params): _expand_varargs(params, len(args))
            for params in sigs
            if params and params[-1] is not None and params[-1].varargs
        }
        found = [
            params
            for params in sigs
            if id(params) in expanded
            and len(args) >= len(params) - 1
            and all(
                fits(p, a, k, True)
                for k, (p, a) in enumerate(zip(expanded[id(params)], args, strict=True))
            )
        ]
        if len(found) > 1:
            found = [
                f
                for f in found
                if all(
                    all(
                        more_specific(p, q)
                        for p, q in zip(expanded[id(f)], expanded[id(g)], strict=True)
                    )
                    for g in found
                )
            ]
    elif len(found) > 1:
        # Java's most specific method: each parameter converts to the others' parameters.
        found = [
            f
            for f in found
            if all(all(more_specific(p, q) for p, q in zip(f, g, strict=True)) for g in found)
        ]
    if len(found) > 1:
        # A method whose parameters are the arguments' own static types: whatever another
        # applicable method takes is a supertype of them, so this one is the most specific
        # even where the porter does not know how the types relate (a library's classes).
        exact = [f for f in found if _exactly(f, args)]
        found = exact if len(exact) == 1 else found
    if len(found) > 1:
        found = [f for f in found if not _foreign_to_project_class(ctx, f, args)] or found
    return found


def _exactly(params: list[JType | None], args: list[E]) -> bool:
    return all(
        p is not None
        and a.jtype is not None
        and (p.name, p.dims) == (a.jtype.name, a.jtype.dims)
        and p.name not in ("null", "Lambda")
        for p, a in zip(params, args, strict=True)
    )


# Reflection's methods that answer the annotation of the class they are given.
_ANNOTATION_GETTERS = frozenset(
    [
        "getAnnotation",
        "getDeclaredAnnotation",
        "getAnnotationsByType",
        "getDeclaredAnnotationsByType",
    ]
)


def _class_token(ctx: Context, node: Node) -> JType | None:
    """The class a class literal (``float.class``, ``String.class``) or a box's ``TYPE``
    (``Float.TYPE``: the primitive's class) names."""
    if node.type == "class_literal":
        return jtype_of(ctx, node.named_children[0])
    if node.type == "field_access" and text(node.child_by_field_name("field")) == "TYPE":
        box = text(node.child_by_field_name("object")).rsplit(".", 1)[-1]
        return JType(_UNBOX[box]) if box in _UNBOX else None
    return None


_FUNCTION_NODES = overloads.FUNCTION_NODES


def _project_targets(
    ctx: Context,
    name: str,
    nodes: list[Node],
    done: dict[int, E],
    owners: list[ClassInfo] | None = None,
) -> list[JType | None]:
    """For a call of ``name`` with the arguments ``nodes`` on a class of the program
    (``owners``; for an unqualified call, the enclosing classes, nearest first): each
    argument's parameter type where it is a functional interface (the program's or the
    JDK's, such as ``Function<Map<String, Tensor>, A>``) and every overload that can take
    the call (of the first class that has the method) agrees on it. An overload can take
    the call where each lambda or method reference can implement its parameter and each
    other argument (``done``, translated) converts to its parameter (Java's applicability:
    ``create(Supplier<B>)`` beside ``create(Function<A, B>)`` takes ``() -> b``)."""
    for info in owners if owners is not None else reversed(ctx.class_stack):
        sigs = [p for p in ctx.overload_signatures(info, name) if len(p) == len(nodes)]
        if sigs:
            return function_targets(ctx, sigs, nodes, done)
    return [None] * len(nodes)


def function_targets(
    ctx: Context, sigs: list[list[JType | None]], nodes: list[Node], done: dict[int, E]
) -> list[JType | None]:
    """For each argument, its parameter type where it is a functional interface and every
    one of ``sigs`` (parameter lists as long as ``nodes``) that can take the call agrees on
    it (``_project_targets``)."""
    arity = len(nodes)
    sigs = [p for p in sigs if len(p) == arity]
    if not sigs:
        return [None] * arity
    shaped = [
        p
        for p in sigs
        if all(
            overloads.function_fits(ctx, n, p[k])
            for k, n in enumerate(nodes)
            if n.type in _FUNCTION_NODES
        )
    ]
    typed = [
        p
        for p in shaped
        if all(
            applies(p[k], a.jtype, True) and not overloads.excluded(ctx, p[k], a.jtype)
            for k, a in done.items()
            if a.jtype is not None
        )
    ]
    sigs = typed or shaped or sigs
    targets: list[JType | None] = []
    for k in range(arity):
        types = {str(p[k]) if p[k] is not None else None for p in sigs}
        param = sigs[0][k] if len(types) == 1 else None
        jdk = param is not None and param.name in javalib_rules.FUNCTIONAL_PARAMS
        own = functional_method(ctx, ctx.ported_class(param)) is not None
        targets.append(param if jdk or own else None)
    return targets


def typed_arguments(
    ctx: Context,
    nodes: list[Node],
    name: str,
    owners: list[ClassInfo] | None = None,
    sigs: list[list[JType | None]] | None = None,
) -> list[E]:
    """The arguments of a call of the program's method ``name`` (or of a constructor whose
    parameter lists are ``sigs``), each lambda or method reference converted to its
    functional parameter where the overloads that can take the call agree on it
    (``_project_targets``); the other arguments are translated first, as their types tell
    the overloads apart."""
    done = {k: expr(ctx, n) for k, n in enumerate(nodes) if n.type not in _FUNCTION_NODES}
    targets = (
        function_targets(ctx, sigs, nodes, done)
        if sigs is not None
        else _project_targets(ctx, name, nodes, done, owners)
    )
    return [
        done[k] if k in done else convert(ctx, n, t) if t is not None else expr(ctx, n)
        for k, (n, t) in enumerate(zip(nodes, targets, strict=True))
    ]


_lambda_arity = overloads.lambda_arity


def _foreign_to_project_class(ctx: Context, params: list[JType | None], args: list[E]) -> bool:
    """Whether a parameter of a project's class takes an argument whose class is none of the
    project's (only the project's classes extend its classes: a MetaGraphDef is no TFModel),
    or a parameter of another class an argument of a project's class that extends and
    implements only the project's classes (a TFModel is no MetaGraphDef)."""
    own = {q.rsplit(".", 1)[-1] for q in ctx.external} | set(ctx.local_classes)
    for p, a in zip(params, args, strict=False):
        t = a.jtype
        if p is None or t is None or p.is_array or t.is_array or p.name not in own:
            continue
        imported = ctx.classes.get(t.name, "")
        foreign = has_class(t.name) or t.name in _FINAL_JDK or t.name in _JDK_COLLECTIONS
        if t.name not in own and (foreign or "." in imported and not ctx.project_class(imported)):
            return True
    for p, a in zip(params, args, strict=False):
        t = a.jtype
        if p is None or t is None or p.is_array or t.is_array or p.name in own:
            continue
        info = ctx.ported_class(t)
        if re.fullmatch(r"[A-Z][0-9]?", p.name):
            continue  # a type variable takes any class
        if info is None or info.kind == "enum" or p.name in ("Object", "Lambda"):
            continue  # an enum is a Comparable and an Enum too
        if p.primitive is not None:
            continue
        chain = ctx.supertypes(info)
        names = {c.name for c in chain} | {i for c in chain for i, _ in c.interfaces}
        names |= {c.superclass for c in chain if c.superclass}
        if all(n in own for n in names) and p.name not in names:
            return True  # the project's class extends and implements only its own classes
    return False


def _expand_varargs(params: list[JType | None], count: int) -> list[JType | None]:
    """The parameter types a varargs method takes ``count`` arguments with (its fixed ones,
    then the element type of the ``T...`` as often as the call has trailing arguments)."""
    last = params[-1]
    assert last is not None
    return [*params[:-1], *[last.element] * max(count - len(params) + 1, 0)][:count]


def widen_arguments(params: list[JType | None], args: list[E], ctx: Context | None = None) -> None:
    """Java's widening of an integer argument to a ``float``/``double`` parameter (a Python
    ``int`` would stay an ``int`` in the callee: ``3 * 3`` prints ``9``, Java ``9.0``). A
    varargs method (ported with ``*name``) takes an array passed for its ``T...`` spread. With
    ``ctx``, a ``float`` parameter takes a single value (``f32(0.1)`` for ``0.1f``)."""
    last = params[-1] if params else None
    if last is not None and last.varargs:
        passed = args[-1].jtype if len(args) == len(params) else None
        if passed is not None and passed.is_array and applies(last, passed, True):
            args[-1] = E(f"*{args[-1].at(PRIMARY)}", ATOM, args[-1].jtype)  # the array itself
            params = params[:-1]
        else:
            params = _expand_varargs(params, len(args))
    if len(params) != len(args):
        return  # a varargs call whose element types are unknown: its arguments as written
    for k, (param, arg) in enumerate(zip(params, args, strict=True)):
        args[k] = widen(arg, param, ctx)


def constructor_arguments(info: ClassInfo, args: list[E], ctx: Context | None = None) -> None:
    """Widen the arguments of ``new C(...)`` for the constructor that takes them."""
    fits = [
        params
        for params in info.ctors
        if len(params) == len(args)
        and all(applies(p, a.jtype, True) for p, a in zip(params, args, strict=True))
    ]
    if len(fits) == 1:
        widen_arguments(fits[0], args, ctx)


def applies(param: JType | None, arg: JType | None, boxing: bool = False) -> bool:
    """Whether javac applies a parameter of type ``param`` to an argument of type ``arg``:
    phase 1 (widening) or, with ``boxing``, phase 2 (boxing and unboxing too)."""
    if param is None or arg is None or arg == PROTO_VALUE:
        return False  # unknown: never guessed
    if arg.name == "null":
        return param.is_array or param.name not in _WIDENS  # a box takes null too
    if (
        arg.is_array
        and not param.is_array
        and param.name in ("Object", "Cloneable", "Serializable")
    ):
        return True  # every array is an Object
    if param.is_array or arg.is_array:
        if param.dims != arg.dims:
            return False
        if param.name in _WIDENS or arg.name in _WIDENS:
            return param.name == arg.name  # primitive arrays: the same element type
        return applies(param.base, arg.base)  # reference arrays are covariant
    if boxing and arg.name in _WIDENS and param.name not in _WIDENS:
        return (
            param.name in (_BOX[arg.name], "Number", "Object")
            and arg.name != "boolean"
            or (param.name in ("Boolean", "Object") and arg.name == "boolean")
        )
    if boxing and param.name in _WIDENS and arg.name in _UNBOX:
        arg = JType(_UNBOX[arg.name])
    if param.name in _WIDENS:
        return arg.name in _WIDENS and param.name in _WIDENS[arg.name]
    if arg.name in _WIDENS:
        return False  # boxing is Java's second phase
    if param.name == "Number":
        return arg.name in _BOXED_NUMBERS
    if param.name == "Object":
        return True  # every reference is an Object
    if arg.name == "Object":
        return False  # an Object is none of its subclasses without a cast
    if param.name in _FINAL_JDK:
        return arg.name == param.name
    if param.name in _FUNCTIONAL:
        return arg.name == "Lambda" or not has_class(arg.name)
    if arg.name in _FINAL_JDK and has_class(param.name):
        return False  # a String or a box is no class of the binding
    if (arg.name in _JDK_COLLECTIONS) != (param.name in _JDK_COLLECTIONS) and (
        has_class(param.name) or has_class(arg.name)
    ):
        return False  # a Map is no Session, a binding class no List
    if param.name.startswith("Jcv") and arg.name.startswith("Jcv"):
        return param.name == arg.name  # JavaCPP's classes: a Point2d is no Rect (nor Point)
    known = _JDK_SUPERTYPES.get(arg.name)
    if known is not None and param.name in _JDK_SUPERTYPES:
        return param.name == arg.name or param.name in known  # FloatBuffer is no IntBuffer
    # A reference: the binding's class hierarchy where it has both classes (Constant is an
    # Operand, not an Op's Output); otherwise any (the Java compiler checked the program).
    sub = is_subclass(arg.name, param.name)
    return sub is None or sub


def _javalib_inherited(ctx: Context, info: ClassInfo, name: str) -> tuple[JType | None] | None:
    """``(return type,)`` of the method ``name`` that the class inherits from a JDK
    collection (collection_bases) or a porter.javalib class (OpenCV's ``Mat.rows()``,
    Swing's ``JPanel.repaint()``), or None if it inherits none of that name."""
    for c in ctx.supertypes(info):
        sup = c.superclass
        if (
            sup in javalib_rules.SUPERCLASSES
            and javalib_rules.base_has_method(sup, name)
            and library_class(ctx, sup, c.superclass_q)
        ):
            return (None,)
        if (
            sup in javalib_rules.CLASSES
            and javalib_rules.has_method(sup, name)
            and library_class(ctx, sup, c.superclass_q)
        ):
            return (javalib_rules.CLASS_RETURNS.get((sup, name)),)
    return None


def library_class(ctx: Context, simple: str, qualified: str | None = None) -> bool:
    """Whether the class a simple name stands for here is the JDK's (or a library's that
    porter.javalib gives), not the project's own of the same name (its ``Color``,
    ``Rectangle`` or ``Pattern``, in this file, its package or imported)."""
    if simple in ctx.local_classes:
        return False
    q = qualified if qualified and "." in qualified else ctx.classes.get(simple)
    package = javalib_rules.PACKAGES.get(simple)
    own = any(k.rsplit(".", 1)[-1] == simple for k in (*ctx.external, *ctx.project))
    also = javalib_rules.ALSO_PACKAGES.get(q or "") == simple  # Commons Lang 2's StringUtils
    if q is not None and (q.startswith(("java.", "javax.")) or q == f"{package}.{simple}" or also):
        if own and q.rsplit(".", 1)[0] in ctx.type_wildcards and _top_level_own(ctx, simple):
            # ``import java.awt.*`` and a value of the project's own Rectangle (a method's
            # return type named in another file): the project's, whose methods it calls (a
            # class nested in another file's class is never in scope by its simple name)
            return False
        return not ctx.project_class(q)  # imported by name: it shadows the package's own
    if simple in ctx.siblings:
        return False
    if q is None:
        if simple == "Entry" and (ctx.classes.get("Map") or "").startswith("java.util."):
            return True  # Map.Entry<K, V> (types are simple names here), not a nested Entry
        # not imported by name: the project's own class of that name if it has one (a
        # nested ``Util.Color`` used through its outer class); but a JDK class that the file
        # imports on demand is not shadowed by a class nested in another file (Java: only a
        # top-level class of this package would be)
        if own and (simple in rules.JDK_FAMILY or simple in javalib_rules.FAMILIES):
            top = (simple, f"{ctx.package}.{simple}")
            if not any(k in top for k in (*ctx.external, *ctx.project)) and any(
                w.startswith(("java.", "javax.")) for w in ctx.type_wildcards
            ):
                return True
        return not own
    return not ctx.project_class(q) and package is None


def _top_level_own(ctx: Context, simple: str) -> bool:
    """Whether the project has a top-level class of that simple name (not only one nested
    in another file's class)."""
    return any(
        k.rsplit(".", 1)[-1] == simple and k.rsplit(".", 1)[0] not in ctx.external
        for k in (*ctx.external, *ctx.project)
    )


_TESTCASE_METHODS: dict[str, JType | None] = {
    "getName": STRING,
    "setName": None,
    "countTestCases": INT,
    "setUp": None,
    "tearDown": None,
}


def _junit3(ctx: Context) -> bool:
    """Whether the class being ported extends JUnit 3's ``TestCase``."""
    return bool(ctx.class_stack) and any(
        ctx.classes.get(c.superclass or "") == "junit.framework.TestCase"
        for c in ctx.supertypes(ctx.class_stack[-1])
    )


def _junit4_message_last(owner: str, name: str, args: list[E]) -> list[E]:
    """JUnit 4's ``assertX(message, ...)`` as JUnit 5 spells it, message last: a leading
    String beyond the assertion's own arguments (a delta of ``assertEquals`` is a double,
    never a String, so three arguments starting with a String carry a message)."""
    arity = _JUNIT4_ARITY.get(name)
    if owner not in _JUNIT4_OWNERS or arity is None or len(args) <= arity:
        return args
    first = args[0].jtype
    if first == STRING or (first is None and name not in _FLOAT_OVERLOADED):
        return args[1:] + args[:1]
    return args


def _junit(ctx: Context, node: Node, name: str, args: list[E]) -> E:
    fn = ctx.shim(name)
    if name == "assertThat" and len(args) >= 2:
        # JUnit 4's assertThat([reason,] actual, matcher): Hamcrest's (Truth's takes one)
        fn = ctx.need("porter.javalib", "hamcrest") + ".assertThat"
    if name in ("assertEquals", "assertNotEquals") and len(args) >= 2:
        # assertEquals('H', in.read()): javac picks (int, int), the char widened to its code
        first, second = args[0].jtype, args[1].jtype
        numbers = ("int", "long", "short", "byte", "float", "double")
        if first == CHAR and second is not None and not second.is_array and second.name in numbers:
            args = [char_code(args[0]), *args[1:]]
        elif second == CHAR and first is not None and not first.is_array and first.name in numbers:
            args = [args[0], char_code(args[1]), *args[2:]]
    extra = ""
    if name in _FLOAT_OVERLOADED and len(args) >= 2:
        t = promote(_element(args[0].jtype), _element(args[1].jtype))
        if t == FLOAT:
            extra = ', width="float"'
    return E(f"{fn}({_join(args)}{extra})", PRIMARY, BOOLEAN if name.startswith("assume") else None)


def _element(t: JType | None) -> JType | None:
    return t.base if t is not None and t.is_array else t


def _static(
    ctx: Context, node: Node, receiver: E, name: str, args: list[E], arg_nodes: list[Node]
) -> E:
    qualified = receiver.qualified or ""
    simple = qualified.rsplit(".", 1)[-1]
    if qualified in _JUNIT_OWNERS and simple not in ctx.local_classes:
        return _junit(ctx, node, name, _junit4_message_last(qualified, name, args))
    if (
        (simple, name) == ("Array", "newInstance")
        and qualified.startswith("java.")
        and len(args) >= 2
        and arg_nodes[0].type == "class_literal"
        and all(is_integral(a.jtype) for a in args[1:])
    ):
        # java.lang.reflect.Array.newInstance(T.class, n, ...): new T[n]...
        element = jtype_of(ctx, arg_nodes[0].named_children[0])
        if element is None:
            raise Untranslatable(node, f"unknown class {text(arg_nodes[0])}")
        sizes = [a.text for a in args[1:]]
        factors = [a.at(UNARY) for a in args[1:]]
        return new_array(ctx, node, element.base, sizes, element.dims, factors)
    if (
        (simple, name) == ("Array", "newInstance")
        and qualified.startswith("java.")
        and len(args) == 2
        and args[1].jtype == JType("int", 1)
    ):
        # Array.newInstance(float.class, dims): an array of the sizes an int[] holds
        element = _class_token(ctx, arg_nodes[0])
        if element is None:
            # a Class in a variable: its array, made when the port runs
            fn = f"{ctx.need('porter.javalib', 'classes')}.newArray"
            return E(f"{fn}({args[0].text}, {args[1].text})", PRIMARY, JType("Object"))
        dims = args[1].text
        if element.dims == 0 and element.name in ZEROS_DTYPE:
            np = ctx.numpy()
            return E(
                f"{np}.zeros(tuple({dims}), dtype={np}.{ZEROS_DTYPE[element.name]})",
                PRIMARY,
                JType("Object"),
            )
        return E(
            f"{ctx.need('porter.javalib.arrays', 'nested_nulls')}({dims})", PRIMARY, JType("Object")
        )
    alias = javalib_rules.QUALIFIED_CLASSES.get(qualified)
    if alias is not None and not ctx.project_class(qualified):
        # a library's class named as a JDK class (Guava's Files): its own rules
        lib = _javalib_static(ctx, node, alias, name, args)
        if lib is None:
            raise Untranslatable(node, f"no rule for the static method {simple}.{name}")
        return lib
    if not qualified.startswith("org.tensorflow.") and library_class(ctx, simple, qualified):
        lib = _javalib_static(ctx, node, simple, name, args)
        if lib is not None:
            return lib
    template = rules.STATIC_CALLS.get((simple, name))
    if (simple, name) == ("Map", "of") and not qualified.startswith("org.tensorflow."):
        # Java's Map.of(k1, v1, k2, v2, ...): a dict literal keeps the pairs' order, as Java's
        # immutable map does not promise but every caller that prints it expects.
        pairs = ", ".join(f"{k.text}: {v.text}" for k, v in zip(args[::2], args[1::2], strict=True))
        return E(f"{{{pairs}}}", PRIMARY, JType("Map"))
    if (
        template is not None
        and not qualified.startswith("org.tensorflow.")
        and not ctx.project_class(qualified)  # the project's own class of a JDK name
    ):
        spread = args[0].jtype if len(args) == 1 else None
        if (
            (simple, name) in (("Arrays", "asList"), ("List", "of"), ("Set", "of"))
            and spread is not None
            and spread.is_array
            and (spread.dims > 1 or spread.name not in PRIMITIVES)
        ):
            # Arrays.asList(words): an array of objects is the varargs array itself (a
            # fixed-size list over it, which writes the array); List.of copies it
            if (simple, name) == ("Arrays", "asList"):
                view = ctx.need("porter.javalib.jcollections", "ArrayView")
                return E(
                    f"{view}({args[0].text})", PRIMARY, rules.STATIC_RETURNS.get((simple, name))
                )
            args = [E(f"*{args[0].text}")]
        elif (simple, name) in (("Set", "of"), ("Collections", "singleton")) and any(
            a.jtype is not None and a.jtype.is_array for a in args
        ):
            # a set of arrays (Java hashes them by identity; Python's lists are unhashable):
            # the arrays in a list, which iterates, sizes and finds them as the set does
            template = "[{args}]"
        elif (simple, name) == ("Set", "of") and not args:
            template = "set()"  # (Python's ``{}`` is an empty dict)
        return E(fill(ctx, template, args, ""), PRIMARY, rules.STATIC_RETURNS.get((simple, name)))
    local = ctx.local_classes.get(simple)
    if (
        local is not None
        and local.kind == "enum"
        and name in ("valueOf", "values")
        and name not in local.methods
    ):
        if name == "valueOf":
            return E(
                f"{ctx.shim('enumValueOf')}({local.py}, {args[0].text})",
                PRIMARY,
                JType(local.name),
            )
        return E(f"list({local.py})", PRIMARY, JType(local.name, 1))
    if local is not None:
        member = local.methods.get(name)
        py = overload(ctx, node, local, name, args, arg_nodes)
        ctx.calls.add(f"{local.name}.{py}")
        return E(
            f"{local.py}.{attr_name(py)}({_join(args)})",
            PRIMARY,
            ctx.call_returns(local, name, py, member.jtype if member else None, args),
        )
    ported = ctx.external.get(qualified) if ctx.project_class(qualified) else None
    if ported is not None:
        # A class of the project in another file: its methods and overloads, as for one here.
        owner = use_class(ctx, node, receiver)
        if ported.kind == "enum" and name in ("valueOf", "values") and name not in ported.methods:
            if name == "valueOf":
                return E(
                    f"{ctx.shim('enumValueOf')}({owner}, {args[0].text})",
                    PRIMARY,
                    JType(ported.name),
                )
            return E(f"list({owner})", PRIMARY, JType(ported.name, 1))
        member = next((c.methods[name] for c in ctx.supertypes(ported) if name in c.methods), None)
        if member is None:
            raise Untranslatable(node, f"{simple} has no method {name}")
        py = overload(ctx, node, ported, name, args, arg_nodes)
        jtype = ctx.call_returns(ported, name, py, member.jtype, args)
        return E(f"{owner}.{attr_name(py)}({_join(args)})", PRIMARY, jtype)
    if not (
        qualified.startswith("org.tensorflow.")
        or simple in ctx.siblings
        or surface.is_proto(qualified)
    ):
        raise Untranslatable(node, f"no rule for the static method {simple}.{name}")
    if surface.is_proto(qualified):
        return proto_calls.static_call(ctx, node, receiver, name, args)
    site = None
    if not qualified.startswith(rules.JAVA_CLASS_PACKAGES):
        args = _class_tokens(ctx, args, arg_nodes)
    if widths.group_of(qualified, name):
        args, site = width_arguments(ctx, node, qualified, name, arg_nodes, args)
    owner = use_class(ctx, node, receiver)
    jtype = (
        rules.RECEIVER_RETURNS.get((simple, name))
        or method_returns(simple, name)
        or (JType(simple) if name in _STATIC_FACTORIES else rules.ACCESSOR_RETURNS.get(name))
    )
    return _recorded(ctx, E(f"{owner}.{attr_name(name)}({_join(args)})", PRIMARY, jtype), site)


def _class_tokens(ctx: Context, args: list[E], arg_nodes: list[Node]) -> list[E]:
    """The arguments of a TensorFlow method, with TensorFlow Java 1.x's class tokens
    (``Double.class``) as the tensor type classes they stand for (``TFloat64``)."""
    if len(args) != len(arg_nodes):
        return args
    out = []
    for a, n in zip(args, arg_nodes, strict=True):
        token = None
        if n.type == "class_literal" and n.named_children:
            token = rules.CLASS_TOKENS.get(text(n.named_children[0]).rsplit(".", 1)[-1])
        if token is None:
            out.append(a)
        else:
            out.append(E(ctx.need("org.tensorflow.types", token), ATOM, JType("Class")))
    return out


def _recorded(ctx: Context, e: E, site: widths.Site | None) -> E:
    if site is None:
        return e
    ctx.sites.append(site)
    if not ctx.record_widths:
        return e
    check = ctx.need("porter.widthcheck", "site")
    return E(f'{check}({site.line}, "{site.expected}", {e.text})', PRIMARY, e.jtype)


def _array_get_class(ctx: Context, receiver: E) -> E | None:
    """``x.getClass()`` of an array, whose class Python's type does not tell (a list): its
    static type's (``int[]``), or the value's (porter.javalib.classes) where ``x`` is an Object
    or of a type variable; None where it is no array."""
    t = receiver.jtype
    classes = ctx.need("porter.javalib", "classes")
    if t is not None and t.is_array and t.name in ZEROS_DTYPE | {"char": ""}:
        return E(f'{classes}.arrayOf("{t.name}", {t.dims})', PRIMARY, JType("Class"))
    if t is not None and t.is_array and t.name == "String":
        return E(f"{classes}.arrayOf(str, {t.dims})", PRIMARY, JType("Class"))
    if t is None or t.is_array or t.name == "Object" or re.fullmatch(r"[A-Z]\d?", t.name):
        return E(f"{classes}.classOf({receiver.text})", PRIMARY, JType("Class"))
    return None


_GENERIC_DECLARATIONS = (
    "method_declaration",
    "constructor_declaration",
    "class_declaration",
    "interface_declaration",
    "record_declaration",
)


def _library_bound(ctx: Context, node: Node, name: str | None) -> JType | None:
    """The bound of the type variable ``name`` declared by a method or class around ``node``
    (the nearest declares it), where that bound is a library class that porter.javalib gives
    (``<T extends RealType<T>>``); None otherwise."""
    if name is None or not re.fullmatch(r"[A-Z][A-Za-z0-9]{0,2}", name):
        return None
    scope = node.parent
    while scope is not None:
        params = (
            scope.child_by_field_name("type_parameters")
            if scope.type in _GENERIC_DECLARATIONS
            else None
        )
        for p in params.named_children if params is not None else ():
            if p.type != "type_parameter" or not p.named_children:
                continue
            if text(p.named_children[0]) != name:
                continue
            bounds = [c for c in p.named_children if c.type == "type_bound"]
            first = bounds[0].named_children[0] if bounds and bounds[0].named_children else None
            bound = jtype_of(ctx, first) if first is not None else None
            if bound is None or ctx.local(name) is not None or not library_class(ctx, bound.name):
                return None
            return bound if bound.name in javalib_rules.CLASSES else None
        scope = scope.parent
    return None


def _instance(
    ctx: Context, node: Node, receiver: E, name: str, args: list[E], arg_nodes: list[Node]
) -> E:
    jclass = (
        receiver.jtype.name if receiver.jtype is not None and not receiver.jtype.is_array else None
    )
    if _prints_float(ctx, receiver, jclass, name, args):
        # PrintStream.println(float), StringBuilder.append(float): Float.toString's digits,
        # which the Python float that holds the value does not know it has
        args = [*args[:-1], as_string(ctx, args[-1])]
    elif _prints_chars(ctx, receiver, jclass, name, args):
        # println(char[]), append(char[]): the characters, not the array
        chars = f"{ctx.need('porter.javalib', 'strings')}.valueOfChars({args[-1].text})"
        args = [*args[:-1], E(chars, PRIMARY, STRING)]
    if name in _INSERTS and _holds_floats(receiver.jtype):
        args = [_boxed_float(ctx, a) for a in args]
    if (
        name in ("printf", "format")
        and jclass in _PRINTERS
        and not _ported_class(ctx, receiver.jtype)
    ):
        args = [_java_float(ctx, a) for a in args]  # %s of a float: Float.toString's digits
    if jclass == "Object" and name in ("wait", "notify", "notifyAll"):
        # a plain Object kept as a lock: its monitor's methods (any other class's too, below)
        return E(fill(ctx, rules.OBJECT_METHODS[name], args, receiver.at(PRIMARY)), PRIMARY, None)
    if name == "clone" and not args and receiver.jtype is not None and receiver.jtype.is_array:
        # an array's clone(): a shallow copy of the same kind (list, numpy array or bytes)
        fn = ctx.need("porter.javalib.jcollections", "copyOf")
        return E(f"{fn}({receiver.text}, len({receiver.text}))", PRIMARY, receiver.jtype)
    if (
        name == "clone"
        and not args
        and jclass in _CLONEABLE
        and library_class(ctx, jclass)
        and _ported_class(ctx, receiver.jtype) is None
    ):
        # a JDK collection's clone(): a shallow copy of its class (javalib.jcollections)
        fn = ctx.need("porter.javalib.jcollections", "cloneOf")
        return E(f"{fn}({receiver.text})", PRIMARY, receiver.jtype)
    if proto_calls.is_proto_receiver(ctx, receiver.jtype) and (
        ctx.classes.get(jclass or "") not in rules.BINDING_NAMESAKES
    ):
        return proto_calls.instance_call(ctx, node, receiver, name, args)
    if name == "getClass" and not args:
        got = _array_get_class(ctx, receiver)
        if got is not None:
            return got
    if name == "compareTo" and len(args) == 1 and _comparable_only(ctx, jclass):
        fn = ctx.need("porter.javalib", "jcollections")
        return E(f"{fn}.compareTo({receiver.text}, {args[0].text})", PRIMARY, INT)
    # TensorFlow Java 1.x's org.tensorflow.DataType: the binding's enum, not the proto's
    namesake = ctx.classes.get(jclass or "") in rules.BINDING_NAMESAKES
    bound = _library_bound(ctx, node, jclass)
    if bound is not None:
        # a value of a type variable bounded by a library class (``T extends RealType<T>``):
        # its methods are the bound's, as Java erases T to it
        jclass, receiver = bound.name, E(receiver.text, receiver.prec, bound)
    if jclass is not None and library_class(ctx, jclass) and not namesake:
        lib = _javalib_instance(ctx, node, receiver, jclass, name, args)
        if lib is not None and name in _ANNOTATION_GETTERS and len(arg_nodes) == 1:
            # ``c.getAnnotation(Mapping.class)``: a Mapping (or null), whose elements are read
            # (``getAnnotationsByType``: an array of them)
            token = _class_token(ctx, arg_nodes[0])
            if token is not None and name.endswith("ByType"):
                token = JType(token.name, token.dims + 1, token.args)
            lib = E(lib.text, lib.prec, token or lib.jtype)
        if lib is not None:
            return E(lib.text, lib.prec, _stream_result(receiver.jtype, name, args, lib.jtype))
    # the program's own class of a JDK collection's name (zoltar's Vector): its methods
    own_namesake = (
        jclass is not None
        and jclass in rules.JDK_FAMILY
        and not library_class(ctx, jclass)
        and _ported_class(ctx, receiver.jtype) is not None
    )
    family = (
        None
        if namesake or own_namesake
        else rules.JDK_FAMILY.get(jclass or "") or javalib_rules.FAMILIES.get(jclass or "")
    )
    if family is not None and own_class_named(ctx, jclass):
        family = None  # the program's own class of a JDK name (its Consumer, its Iterator)
    if (
        family is None
        and receiver.jtype is not None
        and receiver.jtype.name.startswith("TF")
        and receiver.jtype.name.endswith("Exception")
    ):
        family = "Throwable"  # org.tensorflow.exceptions: TensorFlow's Python exceptions
    if family is not None:
        template = rules.INSTANCE_METHODS.get(family, {}).get(name) or rules.OBJECT_METHODS.get(
            name
        )
        if template is None:
            raise Untranslatable(node, f"no rule for {receiver.jtype}.{name}")
        if name == "remove" and len(args) == 1 and family in ("List", "LinkedList"):
            template = _list_remove(args[0].jtype)
        if "{1}" in template and len(args) < 2:
            template = template.replace(":{1}", ":")
        if "{0}" in template and not args:
            raise Untranslatable(node, f"no rule for {receiver.jtype}.{name}()")
        jtype = rules.INSTANCE_RETURNS.get((family, name))
        if jtype is None and name not in rules.INSTANCE_METHODS.get(family, {}):
            jtype = rules.ACCESSOR_RETURNS.get(name)  # Object's (getClass, hashCode, ...)
        if (
            family in ("List", "Optional", "Deque", "LinkedList", "Iterator")
            and name in _ELEMENT_RESULTS
            and (name != "remove" or not args)  # poll/peek may answer null: left untyped
            and receiver.jtype is not None
            and receiver.jtype.args
        ):
            jtype = receiver.jtype.args[0]
        jtype = _stream_result(receiver.jtype, name, args, jtype)
        if name == "toArray" and jtype is None:
            jtype = _to_array_type(args)
        if (
            family == "Map"
            and name in ("get", "getOrDefault", "put", "putIfAbsent", "computeIfAbsent", "merge")
            or (family == "Map" and name == "remove" and len(args) == 1)
        ):
            kv = receiver.jtype.args if receiver.jtype is not None else ()
            if len(kv) == 2:
                jtype = kv[1]  # V: Java's static type (null is a value the port keeps as None)
        if family == "Map" and name in ("entrySet", "values"):
            kv = receiver.jtype.args if receiver.jtype is not None else ()
            if name == "entrySet":  # Set<Map.Entry<K, V>>, a list of pairs in the port
                jtype = JType("Set", 0, (JType("Entry", 0, kv if len(kv) == 2 else ()),))
            else:  # Collection<V>
                jtype = JType("Collection", 0, kv[1:] if len(kv) == 2 else ())
        return E(fill(ctx, template, args, receiver.at(PRIMARY)), PRIMARY, jtype)
    enum = (
        ctx.local_classes.get(receiver.jtype.name) or _ported_class(ctx, receiver.jtype)
        if receiver.jtype is not None and not receiver.jtype.is_array
        else None
    )
    if (
        enum is not None
        and enum.kind == "enum"
        and name in ("name", "ordinal", "toString", "compareTo", "getDeclaringClass", "values")
        and name not in enum.methods
    ):
        if name == "values":  # the static method, called on a constant (``s.values()``)
            return E(f"list(type({receiver.text}))", PRIMARY, JType(enum.name, 1))
        if name == "toString" and "toString" in enum.constant_methods:  # a constant's own
            return E(f"{ctx.shim('jstr')}({receiver.text})", PRIMARY, STRING)
        if name == "getDeclaringClass":  # a constant with a body too: one Python class
            return E(f"type({receiver.text})", PRIMARY, JType("Class"))
        if name == "ordinal":  # the enum's class, of this file or another
            return E(f"list(type({receiver.text})).index({receiver.text})", PRIMARY, INT)
        if name == "compareTo" and len(args) == 1:  # by ordinal
            return E(f"{ctx.shim('enumCompare')}({receiver.text}, {args[0].text})", PRIMARY, INT)
        return E(f"{receiver.at(PRIMARY)}.name", PRIMARY, STRING)
    own = _ported_class(ctx, receiver.jtype)
    if own is not None:
        # A class of this file or ported with it: its methods, overloads told apart as javac.
        for current in ctx.supertypes(own):
            member = current.methods.get(name)
            if (
                member is not None
                and member.static
                and ctx.local_classes.get(current.name) is current
                and receiver.qualified is None  # (an instance: its declared class decides)
            ):
                # ``moey.isBiped()``: the static method of the receiver's declared class
                py = overload(ctx, node, current, name, args, arg_nodes)
                return E(
                    f"{spell_local(ctx, current)}.{attr_name(py)}({_join(args)})",
                    PRIMARY,
                    ctx.call_returns(current, name, py, member.jtype, args),
                )
            if member is not None and not member.static:
                py = overload(ctx, node, current, name, args, arg_nodes)
                ctx.calls.add(f"{current.name}.{py}")
                return E(
                    f"{receiver.at(PRIMARY)}.{attr_name(py)}({_join(args)})",
                    PRIMARY,
                    ctx.call_returns(current, name, py, member.jtype, args),
                )
        if any(
            c.superclass in javalib_rules.SUPERCLASSES
            and javalib_rules.base_has_method(c.superclass, name)
            and library_class(ctx, c.superclass, c.superclass_q)
            for c in ctx.supertypes(own)
        ):
            # A method the class inherits from a JDK collection (collection_bases)
            return E(f"{receiver.at(PRIMARY)}.{attr_name(name)}({_join(args)})", PRIMARY, None)
        if any(
            c.superclass in rules.EXCEPTIONS and ctx.known(c.superclass, c.superclass_q) is None
            for c in ctx.supertypes(own)
        ):
            # The program's own exception: Java's Throwable methods.
            template = rules.INSTANCE_METHODS["Throwable"].get(name)
            if template is not None:
                return E(
                    fill(ctx, template, args, receiver.at(PRIMARY)),
                    PRIMARY,
                    rules.INSTANCE_RETURNS.get(("Throwable", name)),
                )
    number = rules.NUMBER_METHODS.get(name)
    if (
        number is not None
        and not args
        and not (jclass is not None and has_class(jclass) and has_method(jclass, name))
    ):
        # A boxed number's, or a receiver of unknown class (the binding's tensors take int()
        # and float() as TensorFlow Java 1.x's intValue()/floatValue()).
        kind = receiver.jtype.primitive if receiver.jtype is not None else None
        if name == "floatValue" and kind in ("double", "long", "int"):
            return singles.narrowed(ctx, receiver)  # a Double's floatValue() rounds
        return E(fill(ctx, number[0], [], receiver.text), PRIMARY, number[1])
    stream = rules.BINDING_STREAMS.get(name)
    if stream is not None and not args and (jclass is None or has_class(jclass)):
        return E(fill(ctx, stream[0], [], receiver.at(PRIMARY)), PRIMARY, stream[1])
    template = rules.OBJECT_METHODS.get(name)
    if template is not None and len(args) == template.count("{0}"):
        return E(
            fill(ctx, template, args, receiver.at(PRIMARY)),
            PRIMARY,
            rules.ACCESSOR_RETURNS.get(name),
        )
    site = None
    cls = (
        receiver.jtype.name if receiver.jtype is not None and not receiver.jtype.is_array else None
    )
    jtype = (
        rules.RECEIVER_RETURNS.get((cls or "", name))
        or rules.ACCESSOR_RETURNS.get(name)
        or rules.RETURNS_BY_ARITY.get((name, len(args)))
        or method_returns(
            cls, name, receiver.jtype.args if receiver.jtype is not None else (), receiver.jtype
        )
    )
    if cls is None and jtype is not None and jtype.name in javalib_rules.CLASSES:
        # guessed from the binding's only method of that name (TensorFlow's Dataset.map): a
        # library shim's class of the same name (ImageJ2's Dataset) must not be read for it
        jtype = None
    if cls == "Ops" or name in rules.CLASS_TOKEN_METHODS:
        args = _class_tokens(ctx, args, arg_nodes)
    if receiver.jtype is None and name in widths.OPS_GROUPS and owners(name) == {"OpsBase"}:
        # The receiver's Java type is unknown (a lambda's parameter), but no class of the
        # binding other than Ops has this method: Java's width choice applies.
        receiver = E(receiver.text, receiver.prec, JType("Ops"))
    if receiver.jtype is not None and receiver.jtype.name == "Ops":
        if name in rules.OPS_RETURNING_OPS:
            jtype = JType("Ops")
        if widths.group_of("org.tensorflow.op.Ops", name):
            args, site = width_arguments(ctx, node, "org.tensorflow.op.Ops", name, arg_nodes, args)
    return _recorded(
        ctx, E(f"{receiver.at(PRIMARY)}.{attr_name(name)}({_join(args)})", PRIMARY, jtype), site
    )


def own_class_named(ctx: Context, simple: str | None) -> bool:
    """Whether a simple class name is the program's own class here: of this file, of its
    package, or imported by name from the project (not a JDK class of that name)."""
    if simple is None:
        return False
    q = ctx.classes.get(simple)
    if q is not None:
        return not q.startswith(("java.", "javax.")) and ctx.project_class(q) is not None
    return simple in ctx.local_classes or simple in ctx.siblings


def _ported_class(ctx: Context, t: JType | None) -> ClassInfo | None:
    """The class a receiver's static type names, if it is of this file or ported with it."""
    return ctx.ported_class(t)


def _stream(ctx: Context, node: Node, obj: Node, arg_nodes: list[Node]) -> E | None:
    """``xs.stream().map(f).filter(p).collect(Collectors.toList())`` → ``list(...)``; other
    collectors (``None``) run on porter.javalib's streams."""
    if len(arg_nodes) != 1 or text(arg_nodes[0]).replace(" ", "") not in (
        "Collectors.toList()",
        "Collectors.toSet()",
    ):
        return None
    steps: list[tuple[str, Node]] = []
    current = obj
    while current.type == "method_invocation" and text(current.child_by_field_name("name")) in (
        "map",
        "filter",
        "sorted",
    ):
        steps.append((text(current.child_by_field_name("name")), current))
        current = current.child_by_field_name("object")  # type: ignore[assignment]
        if current is None:
            raise Untranslatable(node, "stream without a source")
    if (
        current.type == "method_invocation"
        and text(current.child_by_field_name("name")) == "stream"
        # a collection's own stream(), not StreamSupport.stream(s, false) or Arrays.stream(a)
        and not argument_nodes(current.child_by_field_name("arguments"))
    ):
        inner = current.child_by_field_name("object")
        if inner is None:
            raise Untranslatable(node, "stream without a source")
        source_e = expr(ctx, inner)
    else:
        source_e = expr(ctx, current)
    source = source_e.text
    # The elements' type, as far as it is known (after a ``map``, its function's result's).
    element = element_type(source_e.jtype)
    for step, call in reversed(steps):
        fn_nodes = argument_nodes(call.child_by_field_name("arguments"))
        if step == "sorted":
            source = f"sorted({source})"
            continue
        fn_node = fn_nodes[0]
        if fn_node.type == "lambda_expression":
            made = lambda_expression(ctx, fn_node, [element])
        else:
            made = expr(ctx, fn_node)
        source = f"{step}({made.text}, {source})"
        if step == "map":
            mapped = mapped_type("Stream", made)
            element = mapped.args[0] if mapped is not None else None
    listed = "toList" in text(arg_nodes[0])
    # toSet() collects into a HashSet, which iterates (and prints) in Java's order
    kind = "list" if listed else ctx.need("porter.javalib.jcollections", "HashSet")
    family = "List" if listed else "Set"
    return E(f"{kind}({source})", PRIMARY, JType(family, 0, (element,) if element else ()))


def object_creation(ctx: Context, node: Node, target: JType | None = None) -> E:
    """``new C(...)``; ``target``, where Java converts it to a known type, gives a diamond's
    type arguments (``Map<String, Integer> m = new TreeMap<>(...)``)."""
    type_node = node.child_by_field_name("type")
    assert type_node is not None
    jtype = jtype_of(ctx, type_node)
    if (
        jtype is not None
        and not jtype.args
        and target is not None
        and target.args
        and text(type_node).replace(" ", "").endswith("<>")
    ):
        jtype = JType(jtype.name, jtype.dims, target.args)
    body = next((c for c in node.named_children if c.type == "class_body"), None)
    arg_nodes = argument_nodes(node.child_by_field_name("arguments"))
    args = _creation_arguments(ctx, node, type_node, jtype, arg_nodes, body is None)
    if body is not None:
        return _anonymous(ctx, node, type_node, body, args)
    name = text(type_node).split("<")[0].replace(" ", "")
    simple = name.rsplit(".", 1)[-1]
    if jtype is not None and jtype.name in javalib_rules.CLASSES and jtype.name != simple:
        name = simple = jtype.name  # JavaCPP's Mat (opencv_core.Mat): its rules' own name
    if name.startswith(("java.", "javax.")) and (
        simple in rules.CONSTRUCTORS or simple in rules.EXCEPTIONS
    ):
        name = simple  # new java.util.ArrayList<>(): the JDK class the rules know by name
    if (
        simple in javalib_rules.CLASSES
        and library_class(ctx, simple)
        and (
            ctx.classes.get(simple, "java.").startswith("java.")
            # a third-party library's class, imported from its package (new Gson())
            or ctx.classes.get(simple) == f"{javalib_rules.PACKAGES.get(simple)}.{simple}"
            # the same name in another library's package (json-simple's JSONObject)
            or javalib_rules.ALSO_PACKAGES.get(ctx.classes.get(simple) or "") == simple
        )
    ):
        if simple in rules.CAPACITY_CONSTRUCTORS and len(args) == 1 and args[0].jtype is None:
            raise Untranslatable(
                node, f"new {simple} with an argument of unknown type (capacity or contents?)"
            )
        cls = javalib_rules.spelled(simple, ctx.classes.get(simple))
        return E(
            f"{fill(ctx, cls, [], '')}({_join(args)})",
            PRIMARY,
            JType(simple, 0, jtype.args if jtype else ()),
        )
    templates = rules.CONSTRUCTORS.get(simple)
    if (
        templates is not None
        and name == simple
        and simple not in ctx.local_classes
        and simple not in ctx.siblings  # the project's own class of a JDK name
        and ctx.classes.get(simple, "java.").startswith(("java.", "junit.framework."))
    ):
        template = templates.get(str(len(args))) or templates.get("*")
        if simple in rules.CAPACITY_CONSTRUCTORS and len(args) == 1:
            # new ArrayList<>(n) is an empty list of capacity n; new ArrayList<>(xs), a copy.
            unknown = args[0].jtype is None or (
                re.fullmatch(r"[A-Z][0-9]?", args[0].jtype.name) is not None  # a type variable
                and not args[0].jtype.is_array
            )
            if unknown:
                # capacity or contents: an int is a capacity, as javac's unboxing decides
                empty = fill(ctx, templates["0"], [], "")
                copy = fill(ctx, template or templates["0"], [E("a")], "")
                family = rules.CONSTRUCTED_TYPES.get(simple, simple)
                return E(
                    f"{ctx.shim('sizedOrCopied')}({args[0].text}, lambda: {empty}, lambda a: {copy})",
                    PRIMARY,
                    JType(family, 0, jtype.args if jtype else ()),
                )
            if is_integral(args[0].jtype):
                template, args = templates["0"], []
        if template is None:
            raise Untranslatable(node, f"no rule for new {simple} with {len(args)} arguments")
        family = rules.CONSTRUCTED_TYPES.get(simple, simple)
        return E(
            fill(ctx, template, args, ""), PRIMARY, JType(family, 0, jtype.args if jtype else ())
        )
    if (
        simple in rules.EXCEPTIONS
        and simple not in ctx.local_classes
        and simple not in ctx.siblings
        and ctx.classes.get(simple, "java.").startswith("java.")  # java.io.IOException imported
    ):
        cls = rules.EXCEPTION_CLASSES.get(simple)
        spelled = ctx.need("porter.javalib.exceptions", cls) if cls else rules.EXCEPTIONS[simple][1]
        return E(f"{spelled}({_join(args)})", PRIMARY, JType(simple))
    outer, _, inner = name.rpartition(".")
    if (
        outer in javalib_rules.CLASSES
        and library_class(ctx, outer)
        and javalib_rules.nested_class(outer, inner) is not None
    ):
        # a class nested in a porter.javalib class: new DataLine.Info(TargetDataLine.class, f)
        owner = fill(ctx, javalib_rules.spelled(outer, ctx.classes.get(outer)), [], "")
        return E(f"{owner}.{inner}({_join(args)})", PRIMARY, JType(name))
    receiver = (
        class_ref(ctx, type_node, simple) if "." not in name else receiver_expr(ctx, type_node)
    )
    if receiver is None or receiver.qualified is None:
        raise Untranslatable(node, f"unknown class {name}")
    q = receiver.qualified
    if not (
        q.startswith("org.tensorflow.")
        or simple in ctx.local_classes
        or simple in ctx.siblings
        or ctx.project_class(q)
    ):
        raise Untranslatable(node, f"no rule for new {name}")
    info = (ctx.local_classes.get(simple) if "." not in name else None) or ctx.external.get(q)
    factory = None
    if info is not None and shared_arity(info):
        # Constructors that take as many arguments: the one javac picks, by its factory
        # where the __init__'s run-time types could pick another (a null, a subclass).
        index = constructor_index(ctx, node, info, args, arg_nodes)
        widen_arguments(info.ctors[index], args, ctx)
        if needs_factory(info, index) and not _exact(ctx, arg_nodes, args):
            factory = constructor_factory(info, index)
    elif info is not None:  # a class of the project: its constructor's parameter types
        constructor_arguments(info, args, ctx)
    if info is not None and info.needs_outer:
        args = [_outer_instance(ctx, node, info), *args]
    made = use_class(ctx, type_node, receiver)
    if factory is not None:
        return E(f"{made}.{factory}({_join(args)})", PRIMARY, jtype)
    return E(f"{made}({_join(args)})", PRIMARY, jtype)


# The JDK constructors that take a functional interface: (class, arity, position) → the
# interface and the index of the class's type argument it is of (-1: none).
_CONSTRUCTOR_FUNCTIONS: dict[tuple[str, int, int], tuple[str, int]] = {
    ("Thread", 1, 0): ("Runnable", -1),
    ("Thread", 2, 0): ("Runnable", -1),
    ("TreeMap", 1, 0): ("Comparator", 0),
    ("TreeSet", 1, 0): ("Comparator", 0),
    ("ConcurrentSkipListMap", 1, 0): ("Comparator", 0),
    ("ConcurrentSkipListSet", 1, 0): ("Comparator", 0),
    ("PriorityQueue", 1, 0): ("Comparator", 0),
    ("PriorityQueue", 2, 1): ("Comparator", 0),
    ("PriorityBlockingQueue", 2, 1): ("Comparator", 0),
}


def _creation_arguments(
    ctx: Context,
    node: Node,
    type_node: Node,
    jtype: JType | None,
    nodes: list[Node],
    named: bool,
) -> list[E]:
    """The arguments of ``new C(...)``: a lambda or method reference typed by the
    constructor's functional parameter, as for a method (a class of the program: by its
    constructors that can take the call; the JDK's ``Thread``, ``TreeMap``,
    ``PriorityQueue``, ...: by the constructed type's type arguments)."""
    if not any(n.type in _FUNCTION_NODES for n in nodes):
        return arguments(ctx, node.child_by_field_name("arguments"))
    simple = text(type_node).split("<")[0].replace(" ", "").rsplit(".", 1)[-1]
    own = overloads.own_class(ctx, JType(simple)) if named else None
    if own is not None and own.ctors:
        return typed_arguments(ctx, nodes, "<init>", sigs=own.ctors)
    if own is None and library_class(ctx, simple):
        targets: list[JType | None] = []
        for k in range(len(nodes)):
            spec = _CONSTRUCTOR_FUNCTIONS.get((simple, len(nodes), k))
            if spec is None:
                targets.append(None)
                continue
            interface, index = spec
            of = jtype.args[index] if jtype is not None and 0 <= index < len(jtype.args) else None
            targets.append(JType(interface, 0, (of,) if of is not None else ()))
        return [
            convert(ctx, n, t) if t is not None and n.type in _FUNCTION_NODES else expr(ctx, n)
            for n, t in zip(nodes, targets, strict=True)
        ]
    return arguments(ctx, node.child_by_field_name("arguments"))


def shared_arity(info: ClassInfo) -> bool:
    """Whether two constructors of the class may take as many arguments (a varargs one
    takes any number from its fixed ones on): its ``__init__`` tells them apart by the
    arguments' run-time types (``declarations``)."""
    return any(needs_factory(info, k) for k in range(len(info.ctors)))


def arities(params: list[JType | None]) -> tuple[int, int | None]:
    """The fewest and most arguments a parameter list takes (None: any number)."""
    last = params[-1] if params else None
    if last is not None and last.varargs:
        return len(params) - 1, None
    return len(params), len(params)


def needs_factory(info: ClassInfo, index: int) -> bool:
    """Whether another constructor of the class takes as many arguments as constructor
    ``index`` may."""
    low, high = arities(info.ctors[index])
    for k, other in enumerate(info.ctors):
        if k == index:
            continue
        lo, hi = arities(other)
        if (high is None or lo <= high) and (hi is None or low <= hi):
            return True
    return False


def constructor_factory(info: ClassInfo, index: int) -> str:
    """The class method that makes an object with constructor ``index`` (javac's choice
    by static types): ``new_`` and its parameter types (``TFGraph.new_Graph(g)``)."""
    return overload_name("new", info.ctors[index])


def constructor_index(
    ctx: Context, node: Node, info: ClassInfo, args: list[E], arg_nodes: list[Node] | None
) -> int:
    """The constructor of the class (its index) that javac picks for ``args``."""
    fits = choose(ctx, info.ctors, args, arg_nodes)
    if len(fits) != 1:
        raise Untranslatable(
            node,
            f"cannot tell which constructor of {info.name} Java picks here ({len(fits)} apply)",
        )
    return next(k for k, params in enumerate(info.ctors) if params is fits[0])


def _exact(ctx: Context, nodes: list[Node], args: list[E]) -> bool:
    """Whether each argument's run-time class is its static type and no null: a string
    (a literal or a concatenation) or a new object of the program's class, which the ``__init__``'s run-time test tells apart as javac does."""
    if len(nodes) != len(args):
        return False
    for n, a in zip(nodes, args, strict=True):
        t = a.jtype
        if t is None or t.is_array:
            return False
        if t.name == "String" and n.type in ("string_literal", "binary_expression"):
            continue
        made = n.type == "object_creation_expression" and not any(
            c.type == "class_body" for c in n.named_children
        )
        if made and ctx.ported_class(t) is not None:
            continue
        return False
    return True


def _outer_instance(ctx: Context, node: Node, info: ClassInfo) -> E:
    """The outer instance an inner class's object is made with: ``outer.new Inner()``'s
    ``outer``, else the enclosing instance of the code that says ``new Inner()``."""
    if len(node.children) > 1 and node.children[1].type == ".":
        return expr(ctx, node.children[0])
    ref = (
        ctx.outer_ref(info.enclosing)
        if info.enclosing is not None and not ctx.static_context
        else None
    )
    if ref is None:
        raise Untranslatable(node, f"new {info.name} without an instance of its outer class")
    return E(ref, PRIMARY)


def _anonymous(ctx: Context, node: Node, type_node: Node, body: Node, args: list[E]) -> E:
    """``new Base(args) { methods }`` → a local class, hoisted before the statement."""
    simple = text(type_node).split("<")[0].rsplit(".", 1)[-1]
    function = _anonymous_function(ctx, type_node, simple, body)
    if function is not None:
        return function
    filled = _double_brace(ctx, type_node, simple, body, args)
    if filled is not None:
        return filled
    token = _type_token(ctx, type_node, simple, body)
    if token is not None:
        return token
    base_ref = class_ref(ctx, type_node, simple)
    if base_ref is None or base_ref.qualified is None:
        raise Untranslatable(node, f"unknown class {simple}")
    q = base_ref.qualified
    # A JDK interface a port gives a Python protocol (porter.protocols): a plain class.
    jdk_interface = q.startswith("java.") and (
        simple in javalib_rules.FUNCTIONAL_METHODS or simple in ("Iterator", "Iterable")
    )
    # (and a library's interface whose method the library calls: HttpClient's ResponseHandler,
    # LIBSVM's svm_print_interface)
    jdk_interface = jdk_interface or q in javalib_rules.ANONYMOUS_INTERFACES
    # A JDK class that porter.javalib gives to be subclassed (Swing's MouseAdapter, a JPanel
    # with its own paintComponent): its Python class is the base, its methods are inherited.
    javalib_base = (
        not jdk_interface
        and q.startswith(("java.", "javax."))
        and simple in javalib_rules.SUBCLASSABLE
        and library_class(ctx, simple, q)
    )
    if not (
        q.startswith("org.tensorflow.")
        or simple in ctx.local_classes
        or simple in ctx.siblings
        or ctx.project_class(q)
        or jdk_interface
        or javalib_base
        or q == "java.lang.Thread"  # the Thread shim's subclass, its run() overridden
        or q in serving_rules.ANONYMOUS_BASES  # a library's class: HttpClient's handler
    ):
        raise Untranslatable(node, f"no rule for an anonymous {simple}")
    name = ctx.fresh("Anonymous")
    if jdk_interface:
        if args:
            raise Untranslatable(node, f"an anonymous {simple} with arguments has no rule")
        base = ""
        info = ClassInfo(name, name, qualified=name, interfaces=[(simple, q)])
    else:
        thread = q == "java.lang.Thread"
        base = f"({ctx.shim('Thread') if thread else use_class(ctx, type_node, base_ref)})"
        if javalib_base:
            base = f"({fill(ctx, javalib_rules.spelled(simple), [], '')})"
        info = ClassInfo(name, name, superclass=simple, superclass_q=q, qualified=name)
    members = [m for m in body.named_children if m.type not in ("line_comment", "block_comment")]
    fields = [m for m in members if m.type == "field_declaration"]
    for m in members:
        if m.type == "method_declaration":
            mname = text(m.child_by_field_name("name"))
            info.methods[mname] = Member(mname, False, None)
            formal = m.child_by_field_name("parameters")
            # the parameters' types: an override keeps the overridden method's Python name
            params = [
                jtype_of(ctx, p.child_by_field_name("type"))
                if p.child_by_field_name("type")
                else None
                for p in (formal.named_children if formal else [])
                if "param" in p.type
            ]
            info.overloads.setdefault(mname, []).append((mname, params))
        elif m.type != "field_declaration" or "static" in text(m).split("=")[0].split():
            raise Untranslatable(m, "an anonymous class with initialisers has no rule")
    for f in fields:
        ftype = jtype_of(ctx, f.child_by_field_name("type"))
        for decl in f.children_by_field_name("declarator"):
            fname = text(decl.child_by_field_name("name"))
            # Java lets a field share a method's name (int next; next()); Python does not.
            py = f"_{fname}" if fname in info.methods else ""
            info.fields[fname] = Member(fname, False, ftype, py)
    if not ctx.static_context:
        info.outer_name = ctx.fresh("outer")  # the enclosing instance, if its methods use it
    lines = [f"class {name}{base}:"]
    scratch = FileReport(ctx.path)  # its failures are the enclosing method's (ctx.failures)
    ctx.local_classes[name] = info
    ctx.class_stack.append(info)
    saved_static = ctx.static_context
    try:
        if fields:
            lines += ["    " + line for line in _anonymous_fields(ctx, info, fields, base)]
        for m in members:
            if m.type == "method_declaration":
                lines += [
                    "    " + line for line in dispatch.member_lines(ctx, m, info, scratch, set())
                ]
        lines += ["    " + line for line in python_protocols(ctx, info)]
    finally:
        ctx.class_stack.pop()
        ctx.static_context = saved_static
    if len(lines) == 1:
        lines.append("    pass")
    if info.outer_used:
        ctx.hoisted.append(f"{info.outer_name} = self")
    ctx.hoisted.extend(lines)
    return E(f"{name}({_join(args)})", PRIMARY, JType(simple))


def _type_token(ctx: Context, type_node: Node, simple: str, body: Node) -> E | None:
    """``new TypeReference<List<Label>>() {}`` (Jackson) or ``new TypeToken<...>() {}``
    (Gson): the generic type written out, for the library to read JSON into; its class names
    are looked up at run time among the classes of the module that says it (``__name__``)."""
    module = {"TypeReference": "jackson", "TypeToken": "gson"}.get(simple)
    if module is None or not library_class(ctx, simple) or body.named_children:
        return None
    type_args = next((c for c in type_node.named_children if c.type == "type_arguments"), None)
    if type_args is None or len(type_args.named_children) != 1:
        return None
    spelled = re.sub(r"\s+", " ", text(type_args.named_children[0]))
    lib = ctx.need("porter.javalib", module)
    return E(f'{lib}.{simple}("{spelled}", __name__)', PRIMARY, JType(simple))


def _anonymous_fields(ctx: Context, info: ClassInfo, fields: list[Node], base: str) -> list[str]:
    """An anonymous class's fields, set when it is made (after its base class's
    constructor, as Java runs them), their initializers reading the enclosing method's
    locals and instance as its methods do."""
    body = ["super().__init__(*args)"] if base else []
    ctx.static_context = False
    for f in fields:
        ftype = jtype_of(ctx, f.child_by_field_name("type"))
        for decl in f.children_by_field_name("declarator"):
            member = info.fields[text(decl.child_by_field_name("name"))]
            value = decl.child_by_field_name("value")
            if value is None:
                default = "None"
                if ftype is not None and not ftype.is_array and ftype.name in _UNBOX.values():
                    default = {"boolean": "False", "float": "0.0", "double": "0.0"}.get(
                        ftype.name, "0"
                    )
                body.append(f"self.{member.spelled} = {default}")
                continue
            ctx.hoisted = []
            e = convert(ctx, value, ftype)
            if ctx.hoisted:
                raise Untranslatable(value, "a block lambda in a field initializer has no rule")
            body.append(f"self.{member.spelled} = {e.text}")
    params = "self, *args" if base else "self"
    return [f"def __init__({params}):", *["    " + line for line in body], ""]


# JDK collections a "double brace" initializer fills: (element method, how its values are
# spelled: a dict's pairs, a list's items, a set's).
_DOUBLE_BRACE = {
    "HashMap": ("put", "dict"),
    "LinkedHashMap": ("put", "dict"),
    "ArrayList": ("add", "list"),
    "LinkedList": ("add", "list"),
    "HashSet": ("add", "set"),
}


def _double_brace(
    ctx: Context, type_node: Node, simple: str, body: Node, args: list[E]
) -> E | None:
    """``new HashMap<>() {{ put(k, v); ... }}`` (an anonymous subclass whose one member is an
    initializer that only puts or adds): the filled collection itself, its entries in the
    order Java puts them (a capacity argument makes no entry; a collection argument is copied
    first). ``None`` where the body does anything else."""
    kind = _DOUBLE_BRACE.get(simple)
    if (
        kind is None
        or simple in ctx.local_classes
        or simple in ctx.siblings
        or not ctx.classes.get(simple, "java.util.").startswith("java.util.")
        or len(args) > 1
    ):
        return None
    members = [m for m in body.named_children if m.type not in ("line_comment", "block_comment")]
    if len(members) != 1 or members[0].type != "block":
        return None
    method, spelling = kind
    calls = []
    for stmt in members[0].named_children:
        if stmt.type in ("line_comment", "block_comment"):
            continue
        call = stmt.named_children[0] if stmt.type == "expression_statement" else None
        if call is None or call.type != "method_invocation":
            return None
        owner = call.child_by_field_name("object")
        if (owner is not None and owner.type != "this") or text(
            call.child_by_field_name("name")
        ) != method:
            return None
        values = [a for a in call.child_by_field_name("arguments").named_children]
        if len(values) != (2 if spelling == "dict" else 1):
            return None
        calls.append(values)
    items = [[expr(ctx, v).text for v in values] for values in calls]
    copy = [] if not args or is_integral(args[0].jtype) else [f"**{args[0].text}"]
    if args and args[0].jtype is None:
        return None  # capacity or contents: the porter cannot tell
    written = jtype_of(ctx, type_node)
    jtype = JType(rules.CONSTRUCTED_TYPES.get(simple, simple), 0, written.args if written else ())
    if spelling == "dict":
        pairs = [f"{k}: {v}" for k, v in items]
        return E("{" + ", ".join(copy + pairs) + "}", PRIMARY, jtype)
    spread = [c.replace("**", "*") for c in copy]
    parts = ", ".join(spread + [v for (v,) in items])
    if spelling == "set":
        return E(f"{{{parts}}}" if parts else "set()", PRIMARY, jtype)
    return E(f"[{parts}]", PRIMARY, jtype)


def _anonymous_function(ctx: Context, type_node: Node, simple: str, body: Node) -> E | None:
    """``new Comparator<T>() { public int compare(T a, T b) {...} }``: an anonymous class of
    a JDK functional interface whose one member is the interface's method is that method, a
    function like a block lambda's (a port's functional values are callables). ``None`` where
    the class is more than that (fields, other methods, ``this``)."""
    method = javalib_rules.FUNCTIONAL_METHODS.get(simple)
    if (
        method is None
        or simple in ctx.local_classes
        or simple in ctx.siblings
        or not ctx.classes.get(simple, "java.").startswith("java.")
    ):
        return None
    members = [m for m in body.named_children if m.type not in ("line_comment", "block_comment")]
    if len(members) != 1 or members[0].type != "method_declaration":
        return None
    decl = members[0]
    block = decl.child_by_field_name("body")
    if text(decl.child_by_field_name("name")) != method or block is None or _mentions_this(block):
        return None
    names: list[tuple[str, JType | None]] = []
    for p in decl.child_by_field_name("parameters").named_children:  # type: ignore[union-attr]
        if p.type in ("line_comment", "block_comment"):
            continue
        if p.type != "formal_parameter":
            return None
        names.append(
            (text(p.child_by_field_name("name")), jtype_of(ctx, p.child_by_field_name("type")))
        )
    bound = loop_captures(ctx, decl.parent.parent, block)  # the ``new`` expression's place
    ctx.push()
    try:
        py_params = [ctx.declare(n, t) for n, t in names] + bound
        name = ctx.fresh(method)
        lines = dispatch.statement_lines(ctx, block)
    finally:
        ctx.pop()
    ctx.hoisted.append(f"def {name}({', '.join(py_params)}):")
    ctx.hoisted.extend("    " + line for line in lines)
    return E(name, ATOM, JType("Lambda"))


_LOOPS = ("for_statement", "enhanced_for_statement", "while_statement", "do_statement")


def loop_captures(ctx: Context, node: Node, body: Node) -> list[str]:
    """The parameters that bind, when a lambda or an anonymous class's method is made, the
    locals it captures that a loop around it declares afresh each iteration: ``*, k=k``.
    Java captures their values; a Python closure would see the variable's last value when
    it runs later (a task submitted in a loop)."""
    names = _captured_names(body)
    if not names:
        return []
    fresh: set[str] = set()
    parent = node.parent
    while parent is not None and parent.type not in (
        "method_declaration",
        "constructor_declaration",
        "lambda_expression",
        "class_body",
    ):
        if parent.type in _LOOPS:
            fresh |= names & _declared_in(parent)
        parent = parent.parent
    bound = []
    for name in sorted(fresh):
        local = ctx.local(name)
        if local is not None:
            bound.append(f"{local.py}={local.py}")
    return ["*", *bound] if bound else []


def _captured_names(node: Node) -> set[str]:
    """The simple names a body reads (not method or field names after a dot)."""
    found: set[str] = set()
    for n in descendants(node):
        if n.type == "identifier":
            p = n.parent
            if not (
                p is not None
                and (
                    (p.type == "method_invocation" and p.child_by_field_name("name") == n)
                    or (p.type == "field_access" and p.child_by_field_name("field") == n)
                )
            ):
                found.add(text(n))
    return found


def _declared_in(loop: Node) -> set[str]:
    """The locals a loop statement declares: its enhanced-for variable and its body's."""
    found: set[str] = set()
    if loop.type == "enhanced_for_statement":
        name = loop.child_by_field_name("name")
        if name is not None:
            found.add(text(name))
    for n in descendants(loop, skip=("lambda_expression", "class_body")):
        if n is not loop and n.type == "variable_declarator":
            name = n.child_by_field_name("name")
            if name is not None:
                found.add(text(name))
    return found


def _mentions_this(node: Node) -> bool:
    """Whether ``this`` appears in a body (outside nested classes it means the anonymous
    object, which a function does not have)."""
    return any(n.type == "this" for n in descendants(node))


def element_type(t: JType | None) -> JType | None:
    """The type of the elements of an array or of a collection with a known type argument."""
    if t is None:
        return None
    if t.is_array:
        return t.element
    family = rules.JDK_FAMILY.get(t.name)
    if family in ("List", "Set", "Stream", "Deque", "LinkedList") and len(t.args) == 1:
        return t.args[0]
    return None


def lambda_expression(ctx: Context, node: Node, param_types: list[JType | None] | None = None) -> E:
    """A lambda; ``param_types`` are the types of its implicitly typed parameters where the
    functional interface it implements is known."""
    params = node.child_by_field_name("parameters")
    body = node.child_by_field_name("body")
    assert params is not None and body is not None
    names: list[tuple[str, JType | None]] = []

    def implicit(k: int) -> JType | None:
        return param_types[k] if param_types is not None and k < len(param_types) else None

    if params.type == "identifier":
        names.append((text(params), implicit(0)))
    else:
        for p in params.named_children:
            if p.type == "identifier":
                names.append((text(p), implicit(len(names))))
            elif p.type == "formal_parameter":
                declared = jtype_of(ctx, p.child_by_field_name("type"))  # None for ``var``
                names.append(
                    (text(p.child_by_field_name("name")), declared or implicit(len(names)))
                )
            else:
                raise Untranslatable(p, f"lambda parameter {p.type} has no rule")
    bound = loop_captures(ctx, node, body)
    ctx.push()
    try:
        py_params = [ctx.declare(n, t) for n, t in names] + bound
        if body.type != "block":
            value = expr(ctx, body)
            return E(
                f"lambda {', '.join(py_params)}: {value.text}"
                if py_params
                else f"lambda: {value.text}",
                LAMBDA,
                lambda_type(value.jtype),
            )
        name = ctx.fresh("lambda")
        lines = dispatch.statement_lines(ctx, body)  # a block
        ctx.hoisted.append(f"def {name}({', '.join(py_params)}):")
        ctx.hoisted.extend("    " + line for line in lines)
        return E(name, ATOM, JType("Lambda"))
    finally:
        ctx.pop()


def lambda_type(result: JType | None) -> JType:
    """The type of a function whose result has type ``result`` (where the port knows it): a
    ``Lambda`` whose one type argument is the result, boxed as a generic's argument is."""
    if result is None or result.name in ("void", "null", "Lambda"):
        return JType("Lambda")
    if not result.is_array and result.name in PRIMITIVES:
        boxed = next(box for box, p in BOXES.items() if p == result.name)
        result = JType(boxed)
    return JType("Lambda", 0, (result,))


def mapped_type(family: str, function: E) -> JType | None:
    """``stream.map(f)`` and ``optional.map(f)``: a Stream or Optional of ``f``'s results,
    where ``f``'s result type is known."""
    t = function.jtype
    if t is None or t.name != "Lambda" or not t.args or t.args[0] is None:
        return None
    return JType(family, 0, (t.args[0],))


def method_reference(ctx: Context, node: Node) -> E:
    parts = node.named_children
    target = parts[0]
    name = text(node).rsplit("::", 1)[1].strip()
    if target.type == "this":
        return E(f"self.{name}", PRIMARY, JType("Lambda"))
    if target.type == "array_type" and name == "new":
        # String[]::new, byte[][]::new: a function of the length (toArray's generator)
        made = jtype_of(ctx, target)
        if made is None:
            raise Untranslatable(node, f"unknown class {text(target)}")
        array = new_array(ctx, node, made.base, ["n"], made.dims - 1)
        return E(f"lambda n: {array.text}", LAMBDA, JType("Lambda"))
    if (
        text(target) in ("Comparable", "java.lang.Comparable")
        and name == "compareTo"
        and "Comparable" not in ctx.local_classes
    ):
        # Comparable::compareTo: natural order, a ported class's own compareTo (a comparator)
        return E(
            f"{ctx.need('porter.javalib', 'jcollections')}.compareTo", PRIMARY, JType("Lambda")
        )
    named = type_name_ref(ctx, target) if target.type == "field_access" and name == "new" else None
    receiver = (
        named  # Outer.Inner::new: a class
        or (receiver_expr(ctx, target) if target.type != "super" else E("super()", PRIMARY))
    )
    if receiver.qualified is not None:
        simple = receiver.qualified.rsplit(".", 1)[-1]
        if simple in ("String",) and name == "valueOf":
            return E(ctx.shim("jstr"), ATOM, JType("Lambda"))
        if (
            name == "new"
            and simple in rules.CONSTRUCTORS
            and simple not in ctx.local_classes
            and simple not in ctx.siblings
            and receiver.qualified.startswith("java.")
        ):
            # ArrayList::new and kin: a function of the constructor's arguments (none, or a
            # collection to copy; an int is a capacity, as Java's)
            templates = rules.CONSTRUCTORS[simple]
            made = fill(ctx, templates["0"], [], "") if "0" in templates else None
            if made is not None:
                copy = fill(ctx, templates["1"], [E("a[0]")], "") if "1" in templates else made
                if simple in rules.CAPACITY_CONSTRUCTORS:
                    copy = f"({made} if isinstance(a[0], int) else {copy})"
                return E(f"lambda *a: {copy} if a else {made}", LAMBDA, JType("Lambda"))
        if (
            name == "new"
            and simple in javalib_rules.CLASSES
            and simple not in ctx.local_classes
            and receiver.qualified == f"{javalib_rules.PACKAGES.get(simple)}.{simple}"
        ):
            # TreeMap::new: the porter.javalib class, called as its constructor
            return E(fill(ctx, javalib_rules.spelled(simple), [], ""), PRIMARY, JType("Lambda"))
        if surface.is_proto(receiver.qualified) and name != "new":
            # ``TensorShapeProto.Dim::getSize``: the getter of the message a lambda is given
            message = receiver.qualified.split(".")
            first = next(k for k, part in enumerate(message) if part[:1].isupper())
            x = E("x", ATOM, JType(".".join(message[first:])))
            call = proto_calls.instance_call(ctx, node, x, name, [])
            return E(f"lambda x: {call.text}", LAMBDA, JType("Lambda"))
        if name == "valueOf" and simple in _PARSERS and simple not in ctx.local_classes:
            # Integer::valueOf and kin: a String parses, a number is its own box
            parse = f"{ctx.need('porter.javalib', 'boxes')}.{_PARSERS[simple]}"
            return E(f"lambda a: {parse}(a) if isinstance(a, str) else a", LAMBDA, JType("Lambda"))
        if (simple, name) == ("Arrays", "asList") and receiver.qualified.startswith("java."):
            # a varargs function: a single array (a list; not a primitive array, numpy's) is
            # its elements, as the array Java passes for the varargs; else the arguments
            return E(
                "lambda *a: list(a[0]) if len(a) == 1 and type(a[0]) is list else list(a)",
                LAMBDA,
                JType("Lambda"),
            )
        lib = javalib_rules.STATIC_CALLS.get((simple, name))
        if lib is None:
            # a static whose rule depends on the argument types (Objects::toString): the
            # rule for any type, as the function is applied to values of unknown type
            lib = javalib_rules.TYPED_STATIC_CALLS.get((simple, name), {}).get("*")
        if lib is not None and simple not in ctx.local_classes:
            return _static_reference(ctx, lib)
        number = rules.NUMBER_METHODS.get(name)
        if number is not None and simple in _BOXED_NUMBERS:
            return E(f"lambda x: {fill(ctx, number[0], [], 'x')}", LAMBDA, JType("Lambda"))
        family = rules.JDK_FAMILY.get(simple) or javalib_rules.FAMILIES.get(simple)
        lib_method = javalib_rules.INSTANCE_METHODS.get(family or "", {}).get(name)
        template = lib_method or rules.INSTANCE_METHODS.get(family or "", {}).get(name)
        if (
            template is None
            and simple in javalib_rules.CLASSES
            and simple not in ctx.local_classes
            and javalib_rules.has_method(simple, name)
        ):
            # An instance method of a porter.javalib class: ``File::delete`` takes the receiver.
            return E(f"lambda x, *a: x.{attr_name(name)}(*a)", LAMBDA, JType("Lambda"))
        if template is None and simple not in ctx.local_classes and _shim_has_method(simple, name):
            # ``StringBuilder::appendCodePoint``: the shim class's method, on the receiver
            return E(f"lambda x, *a: x.{attr_name(name)}(*a)", LAMBDA, JType("Lambda"))
        if template is not None and "{0}" not in template and "{args}" not in template:
            # A JDK instance method by its rule: ``Path::toFile`` takes the receiver.
            call = _instance(ctx, node, E("x", ATOM, JType(simple)), name, [], [])
            return E(f"lambda x: {fill(ctx, template, [], 'x')}", LAMBDA, lambda_type(call.jtype))
        if template is not None and "{args}" not in template and "{1}" not in template:
            # ``String::compareToIgnoreCase``: the receiver, then the method's argument
            body = fill(ctx, template, [E("a")], "x")
            return E(f"lambda x, a: {body}", LAMBDA, JType("Lambda"))
        if template is not None and "{args}" in template and not re.search(r"\{\d\}", template):
            # ``String::startsWith``: the receiver, then the method's arguments
            body = fill(ctx, template, [E("*a")], "x")
            return E(f"lambda x, *a: {body}", LAMBDA, JType("Lambda"))
        if not (
            receiver.qualified.startswith("org.tensorflow.")
            or simple in ctx.local_classes
            or simple in ctx.siblings
            or ctx.project_class(receiver.qualified)
        ):
            raise Untranslatable(node, f"no rule for the method reference {simple}::{name}")
        owner = use_class(ctx, target, receiver)
        if name == "new":
            return E(owner, PRIMARY, JType("Lambda"))
        own = ctx.ported_class(JType(simple)) if not receiver.qualified.startswith("org.") else None
        member = own.methods.get(name) if own is not None else None
        if member is not None and not member.static:
            # ``Animal::speak``: the receiver's own method (a subclass's override), not the
            # class's function
            chosen = _by_arity(ctx, own, name, "x") if own is not None else None
            if chosen is not None:
                return E(f"lambda x, *a: {chosen}", LAMBDA, JType("Lambda"))
            # (typed by the method's result where one method has the name)
            overloaded = own is not None and len(ctx.overload_signatures(own, name)) > 1
            result = lambda_type(None if overloaded else member.jtype)
            return E(f"lambda x, *a: x.{attr_name(name)}(*a)", LAMBDA, result)
        if receiver.qualified.startswith("org.tensorflow."):
            # ``Tensor::close`` (each tensor's own close) or ``Shape::of`` (static): the binding
            # says which when the reference is made
            ref = f'{ctx.shim("methodReference")}({owner}, "{attr_name(name)}")'
            return E(ref, PRIMARY, JType("Lambda"))
        chosen = _by_arity(ctx, own, name, owner) if own is not None else None
        if chosen is not None:
            return E(f"lambda *a: {chosen}", LAMBDA, JType("Lambda"))
        return E(f"{owner}.{attr_name(name)}", PRIMARY, JType("Lambda"))
    info = _ported_class(ctx, receiver.jtype)
    chosen = _by_arity(ctx, info, name, receiver.at(PRIMARY)) if info is not None else None
    if chosen is not None:
        return E(f"lambda *a: {chosen}", LAMBDA, JType("Lambda"))
    bound = _bound_jdk_reference(ctx, node, receiver, name) if info is None else None
    if bound is not None:
        return bound
    return E(f"{receiver.at(PRIMARY)}.{attr_name(name)}", PRIMARY, JType("Lambda"))


def _bound_jdk_reference(ctx: Context, node: Node, receiver: E, name: str) -> E | None:
    """``list::add``, ``map::get``, ``text::charAt``: a JDK value's method by its rule (the
    port's list has no ``add``), as a function of the method's arguments, typed by its result.
    The receiver is evaluated once, where the reference is made (a keyword-only default), as
    Java's is: a variable assigned afterwards does not change it."""
    t = receiver.jtype
    if t is None or t.is_array or not library_class(ctx, t.name):
        return None
    family = rules.JDK_FAMILY.get(t.name) or javalib_rules.FAMILIES.get(t.name) or ""
    template = javalib_rules.INSTANCE_METHODS.get(family, {}).get(name) or (
        rules.INSTANCE_METHODS.get(family, {}).get(name)
    )
    if template is None:
        return None
    target, bind = ("self", []) if receiver.text == "self" else ("_r", [f"_r={receiver.text}"])
    if "{args}" in template:
        params, given = ["*a"], [E("*a")]
    else:
        count = 1 + max(
            (int(k) for k in re.findall(r"\{(?:index:\w+:)?(\d)\}", template)), default=-1
        )
        given = [E(n, ATOM) for n in ("a0", "a1", "a2", "a3", "a4")[:count]]
        params = [n.text for n in given] + (["*"] if bind else [])
    try:
        call = _instance(ctx, node, E(target, ATOM, t), name, given, [])
    except Untranslatable:
        return None
    head = ", ".join([*params, *bind])
    function = f"lambda {head}: {call.text}" if head else f"lambda: {call.text}"
    return E(function, LAMBDA, lambda_type(call.jtype))


def _shim_has_method(simple: str, name: str) -> bool:
    """Whether a JDK class the port makes a ``porter.jdk`` class (``new StringBuilder()`` is
    the shim's ``StringBuilder()``) has the instance method ``name``."""
    made = rules.CONSTRUCTORS.get(simple, {}).get("0", "")
    if not (made.startswith("{shim:") and made.endswith("}()")) or name.startswith("_"):
        return False
    shim = importlib.import_module("porter.jdk")
    cls = getattr(shim, made[len("{shim:") : -len("}()")], None)
    return inspect.isclass(cls) and callable(inspect.getattr_static(cls, name, None))


def _by_arity(ctx: Context, info: ClassInfo, name: str, owner: str) -> str | None:
    """A reference to an overloaded method of the program (``sorter::sort``, whose Python
    names carry their parameter types): the call of the overload that takes as many
    arguments as the function is given (``a``), where no two overloads take as many."""
    sigs = ctx.overload_signatures(info, name)
    if len(sigs) < 2 or len({len(p) for p in sigs}) != len(sigs):
        return None
    calls = [(len(p), f"{owner}.{attr_name(ctx.method_name(info, name, p))}(*a)") for p in sigs]
    chosen = calls[-1][1]
    for arity, call in reversed(calls[:-1]):
        chosen = f"{call} if len(a) == {arity} else {chosen}"
    return chosen


# JDK classes whose static methods take numbers, never a char: a char argument is its code.
_INT_PARAMETERS = frozenset(["Integer", "Long", "Short", "Byte", "Math", "StrictMath"])


def _javalib_static(ctx: Context, node: Node, simple: str, name: str, args: list[E]) -> E | None:
    """A JDK static that porter.javalib gives Java's meaning, or ``None``."""
    if simple in _INT_PARAMETERS:
        # Integer.toHexString(c) of a char: the char widens to its code (the port's char is
        # a one-character str)
        args = [char_code(a) for a in args]
    if (simple, name) == ("String", "format"):
        args = [_java_float(ctx, a) for a in args]  # %s of a float: Float.toString's digits
    typed = javalib_rules.TYPED_STATIC_CALLS.get((simple, name))
    if typed is not None:
        key = javalib_rules.argument_key([a.jtype for a in args], typed)
        if key is None:
            raise Untranslatable(
                node,
                f"{simple}.{name} of arguments whose Java type is unknown (the overload decides)",
            )
        jtype = javalib_rules.TYPED_RETURNS.get((simple, name), {}).get(key)
        if key in ("float", "double"):  # Math.max(int, float) is max(float, float)
            args = [singles.widened_argument(ctx, a, key) for a in args]
        return E(fill(ctx, typed[key], args, ""), PRIMARY, jtype)
    if simple in ("Float", "Double") and name in _FLOATING_PARAMETERS:
        # Float.compare(int, float): the int is a float first, as Java's invocation converts
        args = [singles.widened_argument(ctx, a, simple.lower()) for a in args]
    template = javalib_rules.STATIC_CALLS.get((simple, name))
    if template is not None:
        jtype = javalib_rules.STATIC_RETURNS.get((simple, name))
        if simple == "Arrays" and name in ("copyOf", "copyOfRange") and args:
            jtype = args[0].jtype
        elif (simple, name) in (("Arrays", "stream"), ("Stream", "of")) and args:
            jtype = _stream_of(jtype, args) or jtype
        return E(fill(ctx, template, args, ""), PRIMARY, jtype)
    if simple in javalib_rules.CLASSES and javalib_rules.has_method(simple, name):
        owner = fill(ctx, javalib_rules.spelled(simple), [], "")
        jtype = _bind_type_variables(javalib_rules.CLASS_RETURNS.get((simple, name)), None, args)
        if (simple, name) in javalib_rules.RETURNS_FIRST_ARGUMENT and args:
            jtype = args[0].jtype  # Preconditions.checkNotNull(x) is x
        elif (simple, name) == ("Stream", "of") and args:
            jtype = _stream_of(jtype, args) or jtype
            spread = args[0].jtype
            objects = spread is not None and (spread.dims > 1 or spread.name not in PRIMITIVES)
            if len(args) == 1 and spread is not None and spread.is_array and objects:
                args = [E(f"*{args[0].text}")]  # Stream.of(words): the varargs array itself
        return E(f"{owner}.{attr_name(name)}({_join(args)})", PRIMARY, jtype)
    return None


def _stream_of(jtype: JType | None, args: list[E]) -> JType | None:
    """``Arrays.stream(words)`` and ``Stream.of(a, b)``: a Stream of the elements' type (the
    type of a lambda's parameter given to its ``map`` or ``filter``), where all are of one
    reference type."""
    if jtype is None or jtype.name != "Stream":
        return None
    first = args[0].jtype
    if len(args) == 1 and first is not None and first.is_array:
        element = first.element  # Stream.of(array) and Arrays.stream(array): its elements
    elif len(args) > 1 or (first is not None and not first.is_array):
        element = first
    else:
        return None
    if element is None or element.primitive is not None or element.name in ("null", "Lambda"):
        return None
    if any(a.jtype != element for a in args[1:]):
        return None
    return JType("Stream", 0, (element,))


# A JDK functional interface's result: the position of its type argument (Function<T, R>'s
# R), or its fixed type.
_FUNCTIONAL_RESULTS: dict[str, int | JType] = {
    "Supplier": 0,
    "Callable": 0,
    "Function": 1,
    "BiFunction": 2,
    "UnaryOperator": 0,
    "BinaryOperator": 0,
    "IntFunction": 0,
    "DoubleFunction": 0,
    **dict.fromkeys(["Predicate", "BiPredicate", "IntPredicate", "DoublePredicate"], BOOLEAN),
    **dict.fromkeys(
        ["ToIntFunction", "ToIntBiFunction", "IntUnaryOperator", "IntBinaryOperator"], INT
    ),
    **dict.fromkeys(
        ["ToLongFunction", "ToLongBiFunction", "LongUnaryOperator", "LongBinaryOperator"], LONG
    ),
    **dict.fromkeys(
        [
            "ToDoubleFunction",
            "ToDoubleBiFunction",
            "DoubleUnaryOperator",
            "DoubleBinaryOperator",
            "IntToDoubleFunction",
        ],
        DOUBLE,
    ),
}


def _functional_result(jclass: str, name: str, jtype: JType) -> JType | None:
    """The Java type of calling a JDK functional interface's method (``supplier.get()``)."""
    if javalib_rules.FUNCTIONAL_METHODS.get(jclass) != name:
        return None
    result = _FUNCTIONAL_RESULTS.get(jclass)
    if isinstance(result, int):
        return jtype.args[result] if result < len(jtype.args) else None
    return result


# A collection's methods that answer one of its elements (typed as its type argument).
def _stream_result(
    receiver: JType | None, name: str, args: list[E], jtype: JType | None
) -> JType | None:
    """A Stream's or Optional's method's result with its type argument, where the rules give
    only the class (``Stream``, ``Optional``): what the next lambda's parameter is."""
    if receiver is None or receiver.is_array:
        return jtype
    if name in ("map", "mapToObj") and len(args) == 1 and jtype is not None:
        mapped = mapped_type(jtype.name, args[0]) if jtype.name in ("Stream", "Optional") else None
        return mapped or jtype
    element = receiver.args[0] if receiver.name == "Stream" and len(receiver.args) == 1 else None
    if element is None:
        return jtype
    if name in ("filter", "sorted", "distinct", "limit", "skip", "peek"):
        return receiver  # the same elements
    if name in ("findFirst", "findAny", "min", "max") or (name == "reduce" and len(args) == 1):
        return JType("Optional", 0, (element,))
    if name == "reduce" and len(args) == 2:
        return element
    if name == "toList" and not args:
        return JType("List", 0, (element,))
    return jtype


_ELEMENT_RESULTS = frozenset(
    ["get", "pop", "remove", "getFirst", "getLast", "removeFirst", "removeLast", "element", "next"]
)


def _to_array_type(args: list[E]) -> JType | None:
    """A collection's ``toArray(T[] a)``: an array of ``a``'s type (the port makes a new
    one); ``toArray()``: an ``Object[]``."""
    given = args[0].jtype if args else JType("Object", 1)
    return given if given is not None and given.is_array else None


def _javalib_instance(
    ctx: Context, node: Node, receiver: E, jclass: str, name: str, args: list[E]
) -> E | None:
    """A method of a JDK value that porter.javalib gives Java's meaning, or ``None``."""
    family = rules.JDK_FAMILY.get(jclass) or javalib_rules.FAMILIES.get(jclass)
    template = javalib_rules.INSTANCE_METHODS.get(family or "", {}).get(name)
    if template is not None:
        jtype = javalib_rules.INSTANCE_RETURNS.get(
            (family or "", name)
        ) or rules.INSTANCE_RETURNS.get((family or "", name))
        if family == "Optional" and receiver.jtype is not None and receiver.jtype.args:
            jtype = jtype or receiver.jtype.args[0]
        if family == "Entry" and name in _ENTRY_PARTS and receiver.jtype is not None:
            position = _ENTRY_PARTS[name]  # Map.Entry<K, V>
            if position < len(receiver.jtype.args):
                jtype = receiver.jtype.args[position]
        if family == "Functional" and jtype is None and receiver.jtype is not None:
            jtype = _functional_result(jclass, name, receiver.jtype)
        if name in ("stream", "parallelStream", "listIterator") and receiver.jtype is not None:
            jtype = JType(jtype.name if jtype else "Stream", 0, receiver.jtype.args)
        if name == "toArray" and jtype is None:
            jtype = _to_array_type(args)
        if (
            family in ("List", "Deque", "LinkedList")
            and name in _ELEMENT_RESULTS
            and jtype is None
            and receiver.jtype is not None
            and receiver.jtype.args
        ):
            jtype = receiver.jtype.args[0]  # getFirst, removeLast, ...: an element
        return E(fill(ctx, template, args, receiver.at(PRIMARY)), PRIMARY, jtype)
    if jclass in javalib_rules.CLASSES and (
        family is None or name not in rules.INSTANCE_METHODS.get(family, {})
    ):
        if not javalib_rules.has_method(jclass, name):
            if family is None and name not in rules.OBJECT_METHODS:
                raise Untranslatable(node, f"no rule for {jclass}.{name}")
            return None
        jtype = javalib_rules.CLASS_RETURNS.get((jclass, name))
        by_argument = imglib_rules.ARGUMENT_RETURNS.get((jclass, name), {})
        if args and args[0].jtype is not None and args[0].jtype.name in by_argument:
            jtype = by_argument[args[0].jtype.name]  # Dataset.axis(AxisType): an Optional
        jtype = _bind_type_variables(jtype, receiver.jtype, args)
        if jtype is None and name in ("filter", "sorted", "distinct", "limit", "skip", "peek"):
            jtype = receiver.jtype  # the same elements
        if jtype is None and name == "reduce" and len(args) == 1 and jclass.endswith("Stream"):
            jtype = JType("Optional")  # reduce(op): an Optional; with an identity, a value
        if javalib_rules.CLASSES[jclass].startswith(("jackson:", "gson:")):
            args = [_java_float(ctx, a) for a in args]
        return E(f"{receiver.at(PRIMARY)}.{attr_name(name)}({_join(args)})", PRIMARY, jtype)
    return None


# Where Java converts a float argument to a string: print streams' and writers' print and
# println (a receiver of unknown type is ``System.out``), string builders' append and insert.
_PRINTERS = frozenset({None, "PrintStream", "PrintWriter"})
_BUILDERS = frozenset({"StringBuilder", "StringBuffer"})


def _prints_chars(ctx: Context, receiver: E, jclass: str | None, name: str, args: list[E]) -> bool:
    char_array = JType("char", 1)
    if not args or args[-1].jtype != char_array:
        return False
    return _prints(ctx, receiver, jclass, name, args)


def _prints_float(ctx: Context, receiver: E, jclass: str | None, name: str, args: list[E]) -> bool:
    if not args or not singles.is_single(args[-1].jtype):
        return False
    return _prints(ctx, receiver, jclass, name, args)


def _prints(ctx: Context, receiver: E, jclass: str | None, name: str, args: list[E]) -> bool:
    """Whether a call converts its (last) argument to text as Java's print and append do."""
    if _ported_class(ctx, receiver.jtype):
        return False
    if name in ("print", "println") and len(args) == 1:
        return jclass in _PRINTERS
    return jclass in _BUILDERS and (name, len(args)) in (("append", 1), ("insert", 2))


# The methods that put a value into a collection (List<Float>.add, Map<K, Float>.put, ...).
_INSERTS = frozenset(
    [
        "add",
        "addFirst",
        "addLast",
        "offer",
        "offerFirst",
        "offerLast",
        "push",
        "put",
        "putIfAbsent",
        "set",
        "replace",
        "addElement",
    ]
)


def _holds_floats(t: JType | None) -> bool:
    return (
        t is not None
        and not t.is_array
        and any(a is not None and a.name == "Float" for a in t.args)
    )


def _boxed_float(ctx: Context, e: E) -> E:
    """A float put into a collection of Floats: a ``JavaFloat``, which prints as Java prints
    the collection (``[0.3]``) and is the float's own value."""
    if not singles.is_single(e.jtype):
        return e
    fn = ctx.need("porter.javalib.string_conversion", "jfloat")
    return E(f"{fn}({e.text})", PRIMARY, e.jtype)


def _has_variable(t: JType | None) -> bool:
    return t is not None and (t.name.startswith("$") or any(_has_variable(a) for a in t.args))


def _bind_type_variables(
    jtype: JType | None, receiver: JType | None, args: list[E]
) -> JType | None:
    """A library result's type with its type variables bound (imglib_rules): ``$0`` is the
    receiver's first type argument (an ``Img<FloatType>``'s ``firstElement()`` is a
    ``FloatType``), ``$a0`` the first argument's (``Views.permute(img, 0, 1)`` of an
    ``Img<FloatType>`` is a ``RandomAccessibleInterval<FloatType>``); unknown where the
    program's types do not say."""
    if jtype is None or not _has_variable(jtype):
        return jtype

    def bound(t: JType) -> JType | None:
        if t.name == "$0":
            if receiver is None:
                return None
            if receiver.args:
                return receiver.args[0]
            return imglib_rules.ELEMENT_TYPES.get(receiver.name)
        if t.name == "$1":  # a map's value type
            return receiver.args[1] if receiver is not None and len(receiver.args) == 2 else None
        if t.name == "$a0":
            first = args[0].jtype if args else None
            if first is None:
                return None
            return first.args[0] if first.args else imglib_rules.ELEMENT_TYPES.get(first.name)
        inner = tuple(bound(a) if a is not None else None for a in t.args)
        if len(inner) > 1 and None in inner:
            return JType(t.name, t.dims)  # (Entry<K, V> with V unknown: not Entry<K>)
        return JType(t.name, t.dims, tuple(a for a in inner if a is not None))

    return bound(jtype)


def _java_float(ctx: Context, e: E) -> E:
    """A Java ``float`` given to a JSON library (``node.put("p", prob)``): a numpy float32,
    which the library writes as ``Float.toString`` does (``0.87``, where the double the float
    widens to would be ``0.8700000047683716``)."""
    if e.jtype != FLOAT:
        return e
    return E(f"{ctx.numpy()}.float32({e.text})", PRIMARY, FLOAT)


# The boxes' valueOf(String): their parsing functions (porter.javalib.boxes).
_PARSERS = {
    "Integer": "parseInt",
    "Long": "parseLong",
    "Short": "parseShort",
    "Byte": "parseByte",
    "Float": "parseFloat",
    "Double": "parseDouble",
    "Boolean": "parseBoolean",
}


def _static_reference(ctx: Context, template: str) -> E:
    """``Integer::parseInt`` and kin: a lambda over the rule's template."""
    if "{args}" in template:
        body = fill(ctx, template, [E("*a")], "")
        return E(f"lambda *a: {body}", LAMBDA, JType("Lambda"))
    count = max((int(d) + 1 for d in re.findall(r"\{(\d)\}", template)), default=0)
    names = [E(n) for n in "abcdefgh"[:count]]
    return E(
        f"lambda {', '.join(n.text for n in names)}: {fill(ctx, template, names, '')}",
        LAMBDA,
        JType("Lambda"),
    )


# remove(int) removes at an index, remove(Object) the element: javac picks by the argument's
# static type (an int, short, byte or char is an index; a box, a String or any class an element).
_INDEX_TYPES = frozenset({"int", "short", "byte", "char"})


def _list_remove(arg: JType | None) -> str:
    """``List.remove(x)``: ``remove(int)`` takes out the element at an index (a char widens to
    its code), ``remove(Object)`` an equal element; decided at run time for an unknown type."""
    if arg is not None and not arg.is_array and arg.name == "char":
        return "{lib:bounds}.listRemove({self}, ord({0}))"
    if arg is not None and not arg.is_array and arg.name in _INDEX_TYPES:
        return "{lib:bounds}.listRemove({self}, {0})"
    if arg is None:
        return "{lib:bounds}.listRemoveIndexOrValue({self}, {0})"
    return "{lib:jcollections}.listRemoveValue({self}, {0})"


def _comparable_only(ctx: Context, jclass: str | None) -> bool:
    """Whether a receiver of static type ``jclass`` is known only as Comparable: unknown, a
    type variable, a box, or Comparable itself (a class of the program has its own)."""
    if jclass is None or jclass in ("Comparable", "Object", *_UNBOX):
        return True
    return (
        ctx.known(jclass, ctx.classes.get(jclass)) is None and len(jclass) <= 2 and jclass.isupper()
    )


dispatch.EXPRESSIONS.register(
    {
        "method_invocation": method_invocation,
        "object_creation_expression": object_creation,
        "lambda_expression": lambda_expression,
        "method_reference": method_reference,
    },
    __name__,
)
# A lambda or a method reference converted to a functional interface: a lambda's implicitly
# typed parameters take the interface's types; the program's own interface is implemented.
dispatch.CONVERSIONS.register(
    {
        "object_creation_expression": object_creation,
        "lambda_expression": lambda ctx, node, target: implementing(
            ctx, node, lambda_expression(ctx, node, functional_params(ctx, target)), target
        ),
        "method_reference": lambda ctx, node, target: implementing(
            ctx, node, method_reference(ctx, node), target
        ),
    },
    __name__,
)
