"""Java's API of TensorFlow's protobuf classes → TensorFlow's Python protobuf classes.

A builder chain that Java writes in one expression, ``X.newBuilder().setA(a).addB(b).build()``
(or passes unbuilt to another builder's setter), is the constructor ``X(a=a, b=[b])``. A builder
kept in a variable is the message itself (Python's messages are mutable): its setters are
``porter.javalib.protobuf``'s ``set``/``add``/``put``/... and ``build()`` a copy. Getters are the
message's Python fields, typed by the field's declaration (``porter.proto_fields``) so that
``sig.getInputsMap().get("x").getName()`` knows each step's class.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from porter import proto_fields, surface
from porter.context import PRIMARY, Context, E, Untranslatable
from porter.expressions import arguments, receiver_expr, use_class
from porter.jtypes import BOOLEAN, INT, PROTO_VALUE, JType
from porter.parse import text
from porter.surface import has_class

if TYPE_CHECKING:
    from tree_sitter import Node

_STEP = re.compile(r"(set|addAll|add|putAll|put)([A-Z]\w*)")
_BUILDS = ("build", "buildPartial")
# Java's scalar types of fields, as the porter's types.
_SCALAR_TYPES = {
    "int": JType("int"),
    "long": JType("long"),
    "float": JType("float"),
    "double": JType("double"),
    "boolean": BOOLEAN,
    "String": JType("String"),
    "ByteString": JType("ByteString"),  # Python's bytes, with Java's methods (serving_rules)
}


def message_name(t: JType | None) -> str | None:
    """The message a receiver's type names (a builder is its message), or None."""
    if t is None or t.is_array or t == PROTO_VALUE:
        return None
    name = t.name.removesuffix(".Builder")
    return name if proto_fields.is_message(name) else None


def is_proto_receiver(ctx: Context, t: JType | None) -> bool:
    if t is None or t.is_array:
        return False
    if t == PROTO_VALUE:
        return True
    name = t.name.removesuffix(".Builder")
    qualified = ctx.classes.get(name.split(".")[0])
    if qualified is not None:
        return surface.is_proto(qualified)
    # A type a protobuf getter gave (``TensorInfo``, ``TensorShapeProto.Dim``), unless a class
    # of the binding has the same simple name (tf.data's ``Options`` message and ``Ops``
    # options' ``Options``).
    return (
        name not in ctx.local_classes
        and proto_fields.is_message(name)
        and ("." in name or name in surface.exports("org.tensorflow.proto") or not has_class(name))
    )


def _snake(camel: str) -> str:
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", camel).lower()


def _field(message: str | None, stem: str) -> proto_fields.Field | None:
    return proto_fields.field(message, stem)


def _field_name(message: str | None, stem: str) -> str:
    f = _field(message, stem)
    return f.name if f is not None else _snake(stem)


def _value_type(ctx: Context, f: proto_fields.Field | None) -> JType:
    if f is None:
        return PROTO_VALUE
    if f.kind == "scalar":
        return _SCALAR_TYPES.get(f.java_type, PROTO_VALUE)
    return JType(f.java_type)


def builder_chain(ctx: Context, node: Node) -> E | None:
    """``X.newBuilder(...)`` followed by setters (and ``build()``, or passed as a builder) →
    ``X(field=value, ...)``; None if the chain does not start at a protobuf class's
    ``newBuilder``."""
    steps: list[tuple[str, Node]] = []
    current: Node | None = node
    while current is not None and current.type == "method_invocation":
        step = text(current.child_by_field_name("name"))
        if step == "newBuilder":
            break
        steps.append((step, current))
        current = current.child_by_field_name("object")
    if current is None or current.type != "method_invocation":
        return None
    owner_node = current.child_by_field_name("object")
    if owner_node is None:
        return None
    owner = receiver_expr(ctx, owner_node)
    if not surface.is_proto(owner.qualified):
        return None
    if steps and steps[0][0] in _BUILDS:
        steps = steps[1:]
    simple = _message_of(owner.qualified)
    cls = use_class(ctx, owner_node, owner)
    base_args = arguments(ctx, current.child_by_field_name("arguments"))
    fields: dict[str, str] = {}
    lists: dict[str, list[str]] = {}
    maps: dict[str, list[str]] = {}
    for step, call in reversed(steps):
        args = [a.text for a in arguments(ctx, call.child_by_field_name("arguments"))]
        m = _STEP.fullmatch(step)
        if m is None:
            return None  # a step of its own (mergeFrom): the chain call by call
        kind, field = m.group(1), _field_name(simple, m.group(2))
        if kind == "set" and len(args) == 1:
            fields[field] = args[0]
        elif kind == "add" and len(args) == 1:
            lists.setdefault(field, []).append(args[0])
        elif kind == "addAll" and len(args) == 1:
            lists.setdefault(field, []).append("*" + args[0])
        elif kind == "put" and len(args) == 2:
            maps.setdefault(field, []).append(f"{args[0]}: {args[1]}")
        elif kind == "putAll" and len(args) == 1:
            maps.setdefault(field, []).append("**" + args[0])
        else:
            raise Untranslatable(call, f"no rule for the protobuf builder method {step}")
    kwargs = (
        [f"{k}={v}" for k, v in fields.items()]
        + [f"{k}=[{', '.join(v)}]" for k, v in lists.items()]
        + [f"{k}={{{', '.join(v)}}}" for k, v in maps.items()]
    )
    if base_args and not re.fullmatch(
        rf"{re.escape(cls)}\.getDefaultInstance\(\)", base_args[0].text
    ):
        return E(
            f"{ctx.shim('protoWith')}({base_args[0].text}{''.join(', ' + k for k in kwargs)})",
            PRIMARY,
            JType(simple),
        )
    return E(f"{cls}({', '.join(kwargs)})", PRIMARY, JType(simple))


def _message_of(qualified: str | None) -> str:
    """The message a class names, as its type: TensorFlow's by simple name (``TensorProto``),
    Serving's by their Java names (``Predict.PredictRequest``: its simple name may be another
    class's, as classification.proto's ``Class``)."""
    parts = (qualified or "").split(".")
    if qualified and qualified.startswith(proto_fields.SERVING_PACKAGE + "."):
        return ".".join(parts[2:])
    return parts[-1]


def enum_name(ctx: Context, name: str | None) -> str | None:
    """The protobuf enum (other than ``DataType``, the binding's) that a qualified Java name
    or a type's name stands for (``OptimizerOptions.Level``), or None."""
    return proto_fields.java_enum(name, ctx.classes)


def static_call(ctx: Context, node: Node, receiver: E, name: str, args: list[E]) -> E:
    """``X.getDefaultInstance()``, ``X.newBuilder()``, ``X.parseFrom(bytes or message)``;
    an enum's ``values()``, ``valueOf(name)``, ``forNumber(n)``."""
    cls = use_class(ctx, node, receiver)
    simple = _message_of(receiver.qualified)
    enum = enum_name(ctx, receiver.qualified)
    if enum is not None and name in ("values", "valueOf", "forNumber", "internalGetValueMap"):
        jtype = JType(enum, 1) if name == "values" else JType(enum)
        joined = ", ".join(a.text for a in args)
        return E(f"{_lib(ctx)}.javaEnum({cls}).{name}({joined})", PRIMARY, jtype)
    if name in ("getDefaultInstance", "newBuilder") and not args:
        return E(f"{cls}()", PRIMARY, JType(simple))
    if name == "newBuilder" and len(args) == 1:
        return E(f"{_lib(ctx)}.built({args[0].text})", PRIMARY, JType(simple))
    if name == "parseFrom" and len(args) == 1:
        return E(f"{cls}.FromString({ctx.shim('toBytes')}({args[0].text}))", PRIMARY, JType(simple))
    raise Untranslatable(node, f"no rule for the protobuf static {simple}.{name}")


def _lib(ctx: Context) -> str:
    return ctx.need("porter.javalib", "protobuf")


def instance_call(ctx: Context, node: Node, receiver: E, name: str, args: list[E]) -> E:
    """A message's (or its builder's) method → its Python field or a protobuf shim."""
    recv = receiver.at(PRIMARY)
    if (
        receiver.jtype is not None
        and not receiver.jtype.is_array
        and enum_name(ctx, receiver.jtype.name) is not None
        and name in ("name", "ordinal", "getNumber", "toString", "compareTo", "equals")
    ):
        # a constant of a protobuf enum (porter.javalib.protobuf.EnumValue): Java's methods
        returns = {"name": JType("String"), "toString": JType("String"), "equals": BOOLEAN}
        joined = ", ".join(a.text for a in args)
        return E(f"{recv}.{name}({joined})", PRIMARY, returns.get(name, INT))
    message = message_name(receiver.jtype)
    own = receiver.jtype if message is not None else PROTO_VALUE
    a = [x.text for x in args]
    if name == "toByteArray" and not args:
        return E(f"{recv}.SerializeToString()", PRIMARY, JType("byte", 1))
    if name == "writeTo" and len(args) == 1:
        # An OutputStream of porter.javalib (or a binary file): the message's bytes.
        return E(f"{args[0].at(PRIMARY)}.write({recv}.SerializeToString())", PRIMARY)
    if name == "getSerializedSize" and not args:
        return E(f"{recv}.ByteSize()", PRIMARY, INT)
    if name == "equals" and len(args) == 1:
        return E(f"({recv} == {a[0]})", PRIMARY, BOOLEAN)
    if name == "toString" and not args:
        return E(f"{_lib(ctx)}.javaText({recv})", PRIMARY, JType("String"))
    if name in (*_BUILDS, "toBuilder", "clone") and not args:
        return E(f"{_lib(ctx)}.built({recv})", PRIMARY, own)
    if name == "mergeFrom" and len(args) == 1:
        return E(f"{_lib(ctx)}.mergeFrom({recv}, {a[0]})", PRIMARY, own)
    if name == "clear" and not args:
        return E(f"{_lib(ctx)}.clear({recv})", PRIMARY, own)
    m = re.fullmatch(
        r"(get|has|set|addAll|add|putAll|put|clear|contains|remove)([A-Z]\w*?)"
        r"(List|Count|Map|OrDefault|OrThrow|Builder|Value)?",
        name,
    )
    if m is None:
        raise Untranslatable(node, f"no rule for the protobuf method {name}")
    verb, stem, suffix = m.group(1), m.group(2), m.group(3) or ""
    f = _field(message, stem + suffix)
    if f is not None:  # a field named like ...List, ...Count, ...Map, ...Value
        stem, suffix = stem + suffix, ""
    else:
        f = _field(message, stem)
    field = f.name if f is not None else _snake(stem)
    item = _value_type(ctx, f)
    if verb != "get" or suffix not in ("", "Value", "Builder", "List", "Count", "Map"):
        return _mutator(ctx, node, recv, verb, field, suffix, a, own, item, name)
    if suffix == "Count" and not args:
        return E(f"len({recv}.{field})", PRIMARY, INT)
    if suffix == "List" and not args:
        return E(f"list({recv}.{field})", PRIMARY, JType("List", 0, (item,)))
    if suffix == "Map" and not args or (f is not None and f.map_key and not args):
        key = _SCALAR_TYPES.get(f.map_key or "") if f is not None else None
        return E(f"{recv}.{field}", PRIMARY, JType("Map", 0, (key, item)))
    if suffix in ("", "Builder", "Value") and len(args) == 1:
        return E(f"{recv}.{field}[{a[0]}]", PRIMARY, item)  # a repeated field's element
    if suffix == "Value" and not args:
        return E(f"{recv}.{field}", PRIMARY, INT)  # an enum's number
    if args:
        raise Untranslatable(node, f"no rule for the protobuf method {name}")
    if f is not None and f.kind == "enum" and suffix == "":
        # Java's enum: the binding's DataType for TensorFlow's data types (it prints as Java
        # does), TensorFlow's number for the other enums.
        return E(f'{_lib(ctx)}.enumField({recv}, "{field}")', PRIMARY, item)
    return E(f"{recv}.{field}", PRIMARY, item)


def _mutator(
    ctx: Context,
    node: Node,
    recv: str,
    verb: str,
    field: str,
    suffix: str,
    a: list[str],
    own: JType,
    item: JType,
    name: str,
) -> E:
    lib = _lib(ctx)
    if verb == "has" and not a:
        return E(f'{recv}.HasField("{field}")', PRIMARY, BOOLEAN)
    if verb == "get" and suffix == "OrDefault" and len(a) == 2:
        return E(f"{recv}.{field}.get({a[0]}, {a[1]})", PRIMARY, item)
    if verb == "get" and suffix == "OrThrow" and len(a) == 1:
        return E(f"{lib}.getOrThrow({recv}.{field}, {a[0]})", PRIMARY, item)
    if verb == "contains" and len(a) == 1:
        return E(f"({a[0]} in {recv}.{field})", PRIMARY, BOOLEAN)
    if suffix == "" and verb in ("set", "add", "addAll", "putAll", "clear", "remove"):
        arity = {"set": 1, "add": 1, "addAll": 1, "putAll": 1, "clear": 0, "remove": 1}[verb]
        if len(a) == arity:
            return E(f'{lib}.{verb}({recv}, "{field}"{"".join(", " + x for x in a)})', PRIMARY, own)
    if verb == "put" and suffix == "" and len(a) == 2:
        return E(f'{lib}.put({recv}, "{field}", {a[0]}, {a[1]})', PRIMARY, own)
    if verb == "set" and suffix == "" and len(a) == 2:
        return E(f'{lib}.setAt({recv}, "{field}", {a[0]}, {a[1]})', PRIMARY, own)
    raise Untranslatable(node, f"no rule for the protobuf method {name}")
