"""Semantic checks of an opdef's types and parameters, each error located at its field."""

from __future__ import annotations

from generator import pytypes
from generator.errors import OpdefError
from generator.javatypes import JavaTypeError, JType, parse
from generator.loader import FieldPath, LoadedOpdef

ATTR_TYPES = {"String", "Long", "Float", "Boolean", "Shape", "Tensor", "Class", "ConcreteFunction"}


class Checker:
    def __init__(self, opdef: LoadedOpdef) -> None:
        self.opdef = opdef
        self.errors: list[OpdefError] = []

    def error(self, field: FieldPath, message: str) -> None:
        self.errors.append(self.opdef.error(field, message))

    def jtype(self, field: FieldPath, text: str) -> JType | None:
        try:
            return parse(text)
        except JavaTypeError as e:
            self.error(field, str(e))
            return None


def letters(t: JType) -> set[str]:
    """Type-parameter letters used in ``t``."""
    return {n for n in t.names() if len(n) == 1 and n.isupper()}


def check_element(chk: Checker, field: FieldPath, t: JType, declared: set[str]) -> None:
    for letter in sorted(letters(t)):
        if letter not in declared:
            chk.error(field, f"{str(t)!r} uses type parameter {letter}, which is not declared")
    for name in sorted(t.names() - letters(t)):
        known = (
            pytypes.TENSOR_TYPES
            | pytypes.FAMILIES
            | ATTR_TYPES
            | {"Operand", "Output", "Iterable", "List"}
        )
        if name not in known:
            chk.error(field, f"{str(t)!r}: unknown type {name!r}")
    check_type_args(chk, field, t, t)


_ELEMENT_OF = frozenset({"Operand", "Output", "Class"})


def check_type_args(chk: Checker, field: FieldPath, t: JType, whole: JType) -> None:
    """The argument of ``Operand``/``Output``/``Class`` is a tensor type: a type parameter, a tensor
    class, a family, ``?`` or ``? extends`` one of them; ``List``/``Iterable`` take one type."""
    if (t.name in _ELEMENT_OF or t.name in ("List", "Iterable")) and len(t.args) != 1:
        chk.error(field, f"{str(whole)!r}: {t.name} takes one type argument, not {len(t.args)}")
        return
    if t.name in _ELEMENT_OF:
        arg = t.args[0].bound if t.args[0].is_wildcard else t.args[0]
        if arg is not None and (
            arg.args
            or not (
                arg.name in letters(arg)
                or arg.name in pytypes.TENSOR_TYPES
                or arg.name in pytypes.FAMILIES
            )
        ):
            chk.error(
                field,
                f"{str(whole)!r}: the type argument of {t.name} must be a tensor type "
                f"(a type parameter, TInt32, TNumber, ...), not {str(t.args[0])!r}",
            )
        return
    for a in t.args:
        check_type_args(chk, field, a, whole)


def is_operand(t: JType) -> bool:
    return t.name == "Operand" and len(t.args) == 1


def check_param_type(chk: Checker, field: FieldPath, kind: str, t: JType) -> None:
    if kind == "input" and not is_operand(t):
        chk.error(field, f"an input parameter's type must be Operand<...>, not {str(t)!r}")
    elif kind == "inputList" and not (
        t.name == "Iterable" and len(t.args) == 1 and is_operand(t.args[0])
    ):
        chk.error(
            field, f"an inputList parameter's type must be Iterable<Operand<...>>, not {str(t)!r}"
        )
    elif kind == "attr":
        inner = t.args[0] if t.name == "List" and len(t.args) == 1 else t
        if inner.name not in ATTR_TYPES or (inner.name == "Class") != (len(inner.args) == 1):
            chk.error(
                field,
                f"{str(t)!r} is not an attribute type (String, Long, Float, Boolean, "
                "Shape, Tensor, Class<T>, ConcreteFunction or a List of one)",
            )
        elif inner.name != "Class" and inner.args:
            chk.error(field, f"{str(t)!r} is not an attribute type")
