"""Java static types, as far as the porter needs them: literals, numeric promotion, arrays.

A type is its simple name (``int``, ``String``, ``Operand``), its array dimensions and its
type arguments; ``None`` stands for a type the porter does not know.
"""

from __future__ import annotations

from dataclasses import dataclass, field

INTEGRAL = ("byte", "short", "char", "int", "long")
FLOATING = ("float", "double")
NUMERIC = INTEGRAL + FLOATING
PRIMITIVES = (*NUMERIC, "boolean")
# Boxed types unbox to their primitive in numeric contexts.
BOXES = {
    "Byte": "byte",
    "Short": "short",
    "Character": "char",
    "Integer": "int",
    "Long": "long",
    "Float": "float",
    "Double": "double",
    "Boolean": "boolean",
}


@dataclass(frozen=True)
class JType:
    name: str
    dims: int = 0
    args: tuple[JType | None, ...] = ()
    # A method's last parameter declared ``T...`` (its type is ``T[]``): calls may pass the
    # elements one by one (Java's third phase of overload resolution).
    varargs: bool = field(default=False, compare=False)

    @property
    def is_array(self) -> bool:
        return self.dims > 0

    @property
    def element(self) -> JType:
        """The type of ``a[i]``."""
        return JType(self.name, self.dims - 1, self.args)

    @property
    def base(self) -> JType:
        """The innermost element type of an array (the type itself otherwise)."""
        return JType(self.name, 0, self.args)

    @property
    def primitive(self) -> str | None:
        """The primitive this type is or unboxes to (never for arrays)."""
        if self.dims:
            return None
        if self.name in PRIMITIVES:
            return self.name
        return BOXES.get(self.name)

    def __str__(self) -> str:
        return self.name + "[]" * self.dims


INT = JType("int")
LONG = JType("long")
FLOAT = JType("float")
DOUBLE = JType("double")
BOOLEAN = JType("boolean")
CHAR = JType("char")
STRING = JType("String")
NULL = JType("null")
# The value of a protobuf getter: a message, whose getters follow protobuf's rules, or a
# scalar field; never a known type for overloads, widths or ``==``.
PROTO_VALUE = JType("ProtoValue")


def is_integral(t: JType | None) -> bool:
    return t is not None and t.primitive in INTEGRAL


def is_floating(t: JType | None) -> bool:
    return t is not None and t.primitive in FLOATING


def is_numeric(t: JType | None) -> bool:
    return t is not None and t.primitive in NUMERIC


def is_string(t: JType | None) -> bool:
    return t is not None and t.dims == 0 and t.name == "String"


def is_reference(t: JType | None) -> bool:
    """A type known to be a reference type (class, array, null), not a primitive."""
    return t is not None and (t.dims > 0 or t.name not in (*PRIMITIVES, PROTO_VALUE.name))


def promote(a: JType | None, b: JType | None) -> JType | None:
    """Binary numeric promotion (JLS 5.6.2); ``None`` when either side is unknown."""
    if not (is_numeric(a) and is_numeric(b)):
        return None
    assert a is not None and b is not None
    names = {a.primitive, b.primitive}
    for wide in ("double", "float", "long"):
        if wide in names:
            return JType(wide)
    return INT


def widest(names: list[str]) -> str | None:
    """The primitive a set of numeric primitives promotes to, as Java picks a width overload."""
    if not names:
        return None
    for wide in ("double", "float", "long", "int", "short", "byte", "char"):
        if wide in names:
            if wide in ("short", "char") and len(set(names)) > 1:
                return "int"
            return wide
    return names[0]
