"""A program's own annotation types (``@interface``), read back by reflection.

The porter writes an annotation type as a subclass of ``JavaAnnotation``: a constructor
taking its elements (Java's defaults as the parameters' defaults) and an accessor per
element. This base gives them what Java's annotation instances do: ``annotationType()``,
``equals`` and ``hashCode`` over the elements' values (``Annotation.hashCode``'s formula)
and ``toString`` as JDK 17 writes it (``@pkg.Outer$Name(key="v", n=1)``).

Where a class, method or field carries a run-time annotation of the program, the port
records a function that makes its annotations (``annotated(lambda: [Name("v")])``): made
when reflection first asks (the classes they name all exist by then), once."""

from __future__ import annotations

import enum
import math
import struct
from collections.abc import Callable
from typing import Any, ClassVar, cast

from porter.javalib import classes
from porter.javalib.boxes import doubleToString, floatToIntBits, floatToString
from porter.javalib.hashing import doubleHash, longHash, stringHash
from porter.javalib.ints import wrapInt
from porter.javalib.string_conversion import jstr


class JavaAnnotation:
    """``java.lang.annotation.Annotation``: the base of a ported annotation type, whose
    elements' values its constructor stores as ``_<element>`` (an array as a tuple)."""

    # Each element: its Java name, its Java type (``String[]``, ``long``, ``Class``, an enum's
    # or annotation type's name) and whether it has a default, in declaration order.
    __java_elements__: ClassVar[tuple[tuple[str, str, bool], ...]] = ()
    # ``@Inherited``: Class.getAnnotation finds it on the subclasses of the annotated class.
    __java_inherited__: ClassVar[bool] = False
    # ``@Repeatable(Tags.class)``: the simple name of the container that holds repetitions.
    __java_repeatable__: ClassVar[str] = ""

    def annotationType(self) -> type:
        return type(self)

    def toString(self) -> str:
        members = _members(self)
        shown = [
            (
                ""
                if len(members) == 1 and name == "value"  # the single-element form
                else f"{name}="
            )
            + _source(value, kind)
            for name, kind, value in members
        ]
        return f"@{classes.getName(type(self))}({', '.join(shown)})"

    def equals(self, other: Any) -> bool:
        if other is self:
            return True
        if type(other) is not type(self):
            return False
        return all(
            _same(getattr(self, "_" + n), getattr(other, "_" + n), t)
            for n, t, _ in self.__java_elements__
        )

    def hashCode(self) -> int:
        """The sum of ``127 * name.hashCode() ^ value's hash`` over the elements."""
        total = 0
        for name, kind, value in _members(self):
            total += (127 * stringHash(name)) ^ _hash(value, kind)
        return wrapInt(total)

    def __eq__(self, other: object) -> bool:
        return self.equals(other)

    def __hash__(self) -> int:
        return self.hashCode()

    def __str__(self) -> str:
        return self.toString()

    __repr__ = __str__


def _members(annotation: JavaAnnotation) -> list[tuple[str, str, Any]]:
    """(name, type, value) of each element in Java's order: the defaults first, as the JDK's
    ``HashMap`` of them iterates (by the names' hash buckets), then the others. (A function:
    an element's value is the instance's ``_<name>``, whatever its name.)"""
    declared = annotation.__java_elements__
    defaults = [(n, t) for n, t, d in declared if d]
    capacity = 1  # the HashMap's table: resized when its size passes 3/4 of it
    while capacity * 3 // 4 < len(defaults):
        capacity *= 2

    def bucket(name: str) -> int:
        h = stringHash(name) & 0xFFFFFFFF
        return (h ^ (h >> 16)) & (capacity - 1)

    ordered = sorted(defaults, key=lambda e: bucket(e[0]))  # stable: declaration order
    ordered += [(n, t) for n, t, d in declared if not d]
    return [(n, t, getattr(annotation, "_" + n)) for n, t in ordered]


def _component(kind: str) -> str:
    return kind[:-2]


def _source(value: Any, kind: str) -> str:
    """An element's value as JDK 17's ``toString`` writes it: Java's source form."""
    if kind.endswith("[]"):
        return "{" + ", ".join(_source(v, _component(kind)) for v in value) + "}"
    if kind == "String":
        return '"' + "".join(_quoted(unit) for unit in _units(value)) + '"'
    if kind == "char":
        return "'" + "".join(_quoted(unit) for unit in _units(value)) + "'"
    if kind == "boolean":
        return "true" if value else "false"
    if kind == "byte":
        return f"(byte)0x{value & 0xFF:02x}"
    if kind == "long":
        return f"{value}L"
    if kind in ("float", "double"):
        suffix = "f" if kind == "float" else ""
        if math.isnan(value):
            return f"0.0{suffix}/0.0{suffix}"
        if math.isinf(value):
            return f"{'-' if value < 0 else ''}1.0{suffix}/0.0{suffix}"
        return floatToString(value) + "f" if kind == "float" else doubleToString(value)
    if kind in ("int", "short"):
        return str(value)
    if kind == "Class":
        return _class_source(value)
    return jstr(value)  # an enum constant (its toString), a nested annotation


def _class_source(cls: Any) -> str:
    """``pkg.Outer$Inner.class``, ``int[].class``: the class's name, arrays by their
    component's."""
    brackets = ""
    while isinstance(cls, classes.JavaClass) and cls.isArray():
        cls, brackets = cls.getComponentType(), brackets + "[]"
    return f"{classes.getName(cls)}{brackets}.class"


def _units(text: str) -> list[int]:
    """UTF-16 code units, as Java's chars."""
    data = text.encode("utf-16-le")
    return list(struct.unpack(f"<{len(data) // 2}H", data))


_ESCAPES = {8: "\\b", 12: "\\f", 10: "\\n", 13: "\\r", 9: "\\t", 39: "\\'", 34: '\\"', 92: "\\\\"}


def _quoted(unit: int) -> str:
    if unit in _ESCAPES:
        return _ESCAPES[unit]
    return chr(unit) if 0x20 <= unit < 0x7F else f"\\u{unit:04x}"


def _hash(value: Any, kind: str) -> int:
    """The hash of an element's value: its box's ``hashCode``, ``Arrays.hashCode`` of an
    array, an enum constant's or class's identity hash."""
    if kind.endswith("[]"):
        h = 1
        for v in value:
            h = wrapInt(31 * h + _hash(v, _component(kind)))
        return h
    if kind == "String":
        return stringHash(value)
    if kind == "char":
        return _units(value)[0]
    if kind == "boolean":
        return 1231 if value else 1237
    if kind == "long":
        return longHash(value)
    if kind == "double":
        return doubleHash(value)
    if kind == "float":
        return floatToIntBits(value)
    if kind in ("int", "short", "byte"):
        return wrapInt(value)
    if isinstance(value, JavaAnnotation):
        return value.hashCode()
    return wrapInt(hash(value))


def _same(a: Any, b: Any, kind: str) -> bool:
    """Java's equality of two elements' values: arrays element by element, floating-point
    values by their bits (NaN equals NaN, 0.0 is not -0.0)."""
    if kind.endswith("[]"):
        return len(a) == len(b) and all(_same(x, y, _component(kind)) for x, y in zip(a, b))
    if kind in ("float", "double"):
        return _bits(a, kind) == _bits(b, kind)
    if isinstance(a, (enum.Enum, type)):  # identity, as Java's
        return a is b
    return bool(a == b)


def _bits(value: float, kind: str) -> int:
    """``Float.floatToIntBits``, ``Double.doubleToLongBits``: NaN's one pattern."""
    if kind == "float":
        return floatToIntBits(value)
    if math.isnan(value):
        return 0x7FF8000000000000
    return int(struct.unpack("<q", struct.pack("<d", value))[0])


# -- the annotations that a port's classes, methods and fields carry --------------------------

Maker = Callable[[], list[JavaAnnotation]]


def annotated(make: Maker) -> Callable[[Any], Any]:
    """The decorator that records a class's or a function's run-time annotations: ``make``
    makes them when reflection first asks."""

    def record(target: Any) -> Any:
        target.__java_annotations__ = make
        return target

    return record


_MADE: dict[Any, list[JavaAnnotation]] = {}


def made(key: Any, make: Maker | None) -> list[JavaAnnotation]:
    """The annotations ``make`` makes, once per annotated thing (``key``): Java gives the
    same instances each time."""
    if make is None:
        return []
    if key not in _MADE:
        _MADE[key] = list(make())
    return _MADE[key]


def of_class(cls: Any) -> list[JavaAnnotation]:
    """The annotations that a class itself declares."""
    if not isinstance(cls, type):
        return []
    return made(cls, cls.__dict__.get("__java_annotations__"))


def of_function(fn: Any) -> list[JavaAnnotation]:
    """The annotations of a method's function (a static one's too)."""
    fn = getattr(fn, "__func__", fn)
    return made(fn, getattr(fn, "__java_annotations__", None))


def of_field(owner: type, name: str) -> list[JavaAnnotation]:
    """The annotations of a field, which the class lists by the field's Java name."""
    table = owner.__dict__.get("__java_field_annotations__", {})
    return made((owner, name), table.get(name))


def by_type(annotations: list[JavaAnnotation], kind: Any) -> list[JavaAnnotation]:
    """``getAnnotationsByType``: the annotations of type ``kind`` among ``annotations``, and
    those that its @Repeatable container among them holds, in their order."""
    out: list[JavaAnnotation] = []
    for a in annotations:
        if type(a) is kind:
            out.append(a)
        elif kind.__java_repeatable__ == type(a).__name__ and any(
            (n, t) == ("value", f"{kind.__name__}[]") for n, t, _ in type(a).__java_elements__
        ):
            out += cast(Any, a).value()  # the container's array
    return out


def find(annotations: list[JavaAnnotation], kind: Any) -> JavaAnnotation | None:
    """The annotation of type ``kind`` among ``annotations``, else null."""
    return next((a for a in annotations if type(a) is kind), None)
