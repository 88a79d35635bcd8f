"""What Java's overload resolution sees that two type names alone do not tell
(``calls.applies``): which classes a value's type can be at all, and which functional
interfaces a lambda or a method reference can implement.

- **Closed classes.** A protobuf message, a JDK functional interface (``Supplier`` is no
  ``Function``), ``String``, a box, ``Class``, ``URI``, a class of the binding and a class of
  the program whose supertypes are all the program's: the porter knows every supertype of
  such a value, so a parameter of another known class never takes it (a ``MetaGraphDef`` is
  no ``SavedModelBundle``, a ``DataType`` no ``Class<?>``, a ``FeatureExtractor`` no
  ``ExtractFn``). A parameter the porter cannot name as a class (a type variable such as
  ``ModelT``) takes any reference, as before.
- **Function shapes** (JLS 15.12.2.1, potential compatibility): a lambda implements a
  functional interface only with its method's number of parameters, a void method only with
  a statement expression or a block whose returns give no value, a value method only with an
  expression or a block whose returns all give one (or that ends in ``throw``); an
  explicitly typed lambda only where its parameter types are the method's. A method
  reference ``C::m`` to a class of the program needs an ``m`` of that arity (a static one,
  or an instance one taking the receiver first).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from porter import javalib_rules, proto_calls, rules
from porter.context import ClassInfo, Context
from porter.expressions import functional_params
from porter.jtypes import PRIMITIVES, JType
from porter.parse import descendants, text
from porter.protocols import functional_method
from porter.surface import has_class
from porter.types import jtype_of

if TYPE_CHECKING:
    from tree_sitter import Node

FUNCTION_NODES = ("lambda_expression", "method_reference")

# JDK classes no program class extends, with their supertypes.
_FINAL_SUPERTYPES: dict[str, frozenset[str]] = {
    "String": frozenset(["Object", "CharSequence", "Comparable", "Serializable"]),
    **{
        box: frozenset(["Object", "Number", "Comparable", "Serializable"])
        for box in ("Byte", "Short", "Integer", "Long", "Float", "Double")
    },
    "Character": frozenset(["Object", "Comparable", "Serializable"]),
    "Boolean": frozenset(["Object", "Comparable", "Serializable"]),
    "Class": frozenset(["Object", "Type", "Serializable", "GenericDeclaration"]),
    "URI": frozenset(["Object", "Comparable", "Serializable"]),
    "URL": frozenset(["Object", "Serializable"]),
}
# What every protobuf message is besides its own class.
_MESSAGE_SUPERTYPES = frozenset(
    [
        *("Object", "Message", "MessageOrBuilder", "MessageLite", "MessageLiteOrBuilder"),
        *("AbstractMessage", "AbstractMessageLite", "GeneratedMessageV3", "GeneratedMessage"),
        "Serializable",
    ]
)
# The JDK's functional interfaces that extend another.
_FUNCTIONAL_SUPERTYPES = {"UnaryOperator": "Function", "BinaryOperator": "BiFunction"}
# The JDK's functional interfaces whose method returns nothing.
_VOID_FUNCTIONAL = frozenset(["Runnable", "Consumer", "BiConsumer", "IntConsumer"])


def own_class(ctx: Context, t: JType | None) -> ClassInfo | None:
    """The program's class a type names: one this file knows by that name (its own, its
    package's, imported), or the program's one class of the name where the binding has none
    (a ``Constant`` that ``tf.constant`` gave is the binding's, not the program's initializer
    of that name)."""
    if t is None:
        return None
    if t.name in ctx.local_classes or t.name in ctx.classes or t.name in ctx.siblings:
        return ctx.ported_class(t)
    return None if has_class(t.name) else ctx.ported_class(t)


def _is_message(ctx: Context, t: JType) -> bool:
    return (
        own_class(ctx, t) is None
        and not t.is_array
        and not t.name.endswith(".Builder")
        and proto_calls.is_proto_receiver(ctx, t)
    )


def _jdk_functional(ctx: Context, t: JType) -> bool:
    return t.name in javalib_rules.FUNCTIONAL_PARAMS and own_class(ctx, t) is None


def _project_closed(ctx: Context, info: ClassInfo) -> frozenset[str] | None:
    """Every supertype of a class of the program, where they all are the program's (an enum
    is an ``Enum`` and a ``Comparable`` too); None where one is the JDK's or a library's."""
    names = {"Object"}
    for c in ctx.supertypes(info):
        names.add(c.name)
        if c.kind == "enum":
            names |= {"Enum", "Comparable", "Serializable"}
        sup = ctx.superclass_of(c)
        if c.superclass and sup is None:
            return None
        if any(ctx.known(s, q) is None for s, q in c.interfaces):
            return None
    return frozenset(names)


def supertypes(ctx: Context, t: JType) -> frozenset[str] | None:
    """The names of every class and interface a value of static type ``t`` is an instance of
    (the type itself included), where the porter knows them all; None otherwise."""
    if t.is_array or t.name in PRIMITIVES or t.name in ("Lambda", "null", "Object"):
        return None
    own = own_class(ctx, t)
    if own is not None:
        closed = _project_closed(ctx, own)
        return None if closed is None else closed | {t.name}
    if t.name in _FINAL_SUPERTYPES:
        return _FINAL_SUPERTYPES[t.name] | {t.name}
    if _jdk_functional(ctx, t):
        extra = _FUNCTIONAL_SUPERTYPES.get(t.name)
        return frozenset(["Object", t.name, *([extra] if extra else [])])
    if _is_message(ctx, t):
        return _MESSAGE_SUPERTYPES | {t.name, t.name + "OrBuilder"}
    return None


def _names_a_class(ctx: Context, t: JType) -> bool:
    """Whether a parameter type is a class the porter knows (not a type variable)."""
    return (
        t.name in _FINAL_SUPERTYPES
        or t.name in rules.JDK_FAMILY
        or t.name in ctx.classes
        or own_class(ctx, t) is not None
        or _jdk_functional(ctx, t)
        or has_class(t.name)
        or _is_message(ctx, t)
    )


def excluded(ctx: Context, param: JType | None, arg: JType | None) -> bool:
    """Whether Java never applies a parameter of type ``param`` to an argument of static
    type ``arg`` though their names alone leave it open: one of them is a closed class."""
    if param is None or arg is None or param.is_array or arg.is_array:
        return False
    if param.name == arg.name or arg.name in ("null", "Lambda") or param.name == "Object":
        return False
    if arg.name in PRIMITIVES or param.name in PRIMITIVES:
        return False  # widening and boxing: calls.applies
    if not _names_a_class(ctx, param):
        return False  # a type variable takes any reference
    known = supertypes(ctx, arg)
    if known is not None:
        return param.name not in known
    # The argument's class is open (a binding class, a JDK class): a parameter of a final
    # class, a message or a class of the program takes none of them.
    if param.name in _FINAL_SUPERTYPES or _is_message(ctx, param):
        return True
    if has_class(arg.name) and not has_class(param.name):
        # the binding's classes extend none of the program's, no message, no JDK function,
        # and no class of another library (imglib2's Dimensions)
        imported = ctx.classes.get(param.name, "java.")
        library = not imported.startswith(("java.", "javax.", "org.tensorflow."))
        return own_class(ctx, param) is not None or _jdk_functional(ctx, param) or library
    return False


# -- function shapes ---------------------------------------------------------------------------


def _functional_shape(ctx: Context, t: JType) -> tuple[list[JType | None], bool] | None:
    """The parameter types of a functional interface's method and whether it returns a
    value; None where ``t`` is no functional interface the porter knows."""
    if _jdk_functional(ctx, t):
        params = functional_params(ctx, t)
        return (params or [], t.name not in _VOID_FUNCTIONAL)
    info = own_class(ctx, t)
    method = functional_method(ctx, info)
    if info is None or method is None:
        return None
    params = functional_params(ctx, t)
    member = next((c.methods[method] for c in ctx.supertypes(info) if method in c.methods), None)
    returns = member is None or member.jtype is None or member.jtype.name != "void"
    return (params or [], returns)


def lambda_arity(node: Node) -> int:
    """How many parameters a lambda expression declares."""
    params = node.child_by_field_name("parameters")
    if params is None:
        return 0
    if params.type == "identifier":
        return 1
    return sum(c.type in ("identifier", "formal_parameter") for c in params.named_children)


_STATEMENT_EXPRESSIONS = (
    "method_invocation",
    "assignment_expression",
    "update_expression",
    "object_creation_expression",
)


def _returns(body: Node) -> list[Node]:
    """The return statements of a lambda's block (not those of nested lambdas or classes)."""
    return [
        n
        for n in descendants(body, skip=("lambda_expression", "class_body"))
        if n.type == "return_statement"
    ]


def _lambda_fits(ctx: Context, node: Node, params: list[JType | None], value: bool) -> bool:
    if lambda_arity(node) != len(params):
        return False
    declared = node.child_by_field_name("parameters")
    if declared is not None and declared.type != "identifier":
        formal = [c for c in declared.named_children if c.type == "formal_parameter"]
        for p, want in zip(formal, params, strict=False):
            written = jtype_of(ctx, p.child_by_field_name("type"))
            if (
                written is not None
                and want is not None
                and (_names_a_class(ctx, want) or want.name in PRIMITIVES)
                and (written.name, written.dims) != (want.name, want.dims)
            ):
                return False  # an explicitly typed lambda: the method's own parameter types
    body = node.child_by_field_name("body")
    if body is None:
        return True
    if body.type != "block":
        # an expression: a value (a void call too, which the porter does not tell apart), or
        # for a void method a statement expression
        return value or body.type in _STATEMENT_EXPRESSIONS
    returns = _returns(body)
    gives = [r for r in returns if r.named_children]
    if not value:
        return not gives
    if returns and len(gives) == len(returns):
        return True
    statements = [c for c in body.named_children if c.type not in ("line_comment", "block_comment")]
    return not returns and bool(statements) and statements[-1].type == "throw_statement"


def _reference_fits(ctx: Context, node: Node, arity: int) -> bool:
    """``C::m`` of a class of the program: some ``m`` takes ``arity`` arguments (a static
    one), or ``arity - 1`` after its receiver; other references are taken to fit."""
    parts = node.named_children
    name = text(node).rsplit("::", 1)[1].strip()
    if not parts or name == "new":
        return True
    target = parts[0]
    if target.type not in ("identifier", "scoped_identifier", "type_identifier"):
        return True
    info = own_class(ctx, JType(text(target).rsplit(".", 1)[-1]))
    if info is None or ctx.local(text(target)) is not None:
        return True  # a variable's method (``list::add``) or a class the porter cannot see
    counts = {
        (len(params), c.methods[name].static)
        for c in ctx.supertypes(info)
        if name in c.methods
        for _, params in c.overloads.get(name, [])
    }
    if not counts:
        return True
    return any((n == arity and static) or (n == arity - 1 and not static) for n, static in counts)


def function_fits(ctx: Context, node: Node, param: JType | None) -> bool:
    """Whether a lambda or method reference ``node`` can implement a parameter of type
    ``param`` (Java's potential compatibility; True where the porter cannot tell)."""
    if param is None:
        return True
    shape = _functional_shape(ctx, param)
    if shape is None:
        # no functional interface: a class the porter knows takes no lambda
        return not (
            param.is_array
            or param.name in PRIMITIVES
            or param.name in _FINAL_SUPERTYPES
            or own_class(ctx, param) is not None
            or _is_message(ctx, param)
            or has_class(param.name)
        )
    params, value = shape
    if node.type == "lambda_expression":
        return _lambda_fits(ctx, node, params, value)
    return _reference_fits(ctx, node, len(params))
