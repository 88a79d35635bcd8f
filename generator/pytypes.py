"""How Java types are spelled in Python, and which imports each spelling needs.

The only place that maps opdef Java types (``Operand<? extends TNumber>``, ``List<Shape>``) to
Python annotations and TensorFlow attribute kinds.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from generator.javatypes import JType

TENSOR_TYPES = frozenset(
    {
        "TBool",
        "TFloat16",
        "TBfloat16",
        "TFloat32",
        "TFloat64",
        "TInt32",
        "TInt64",
        "TUint8",
        "TUint16",
        "TString",
    }
)
FAMILIES = frozenset({"TType", "TNumber", "TFloating", "TIntegral"})

# Java attribute types → TensorFlow attribute kinds.
SCALAR_ATTR_KINDS = {
    "String": "string",
    "Long": "int",
    "Float": "float",
    "Boolean": "bool",
    "Shape": "shape",
    "Tensor": "tensor",
    "ConcreteFunction": "func",
}
SCALAR_ANNOTATIONS = {
    "String": "str",
    "Long": "int",
    "Float": "float",
    "Boolean": "bool",
    "Shape": "Shape",
    "Tensor": "Tensor",
    "ConcreteFunction": "ConcreteFunction",
}
# Where each name a generated module may use comes from.
IMPORT_FROM = {
    "Operand": "tfjava.operand",
    "Output": "tfjava.operand",
    "Shape": "tfjava.ndarray",
    "Tensor": "tfjava.tensor",
    "ConcreteFunction": "tfjava.concrete_function",
    "Iterable": "collections.abc",
    "Callable": "collections.abc",
    "Iterator": "collections.abc",
    **{name: "tfjava.types.family" for name in FAMILIES},
    **{name: "tfjava.types" for name in TENSOR_TYPES},
}


@dataclass
class Imports:
    """Names a module uses, split into those needed at run time and those only for annotations."""

    runtime: set[str] = field(default_factory=set)
    typing: set[str] = field(default_factory=set)

    def need(self, name: str, at_runtime: bool = False) -> None:
        (self.runtime if at_runtime else self.typing).add(name)

    def lines(self) -> tuple[list[str], list[str]]:
        """Sorted ``from X import a, b`` lines: (run-time, type-checking only)."""
        typing_only = self.typing - self.runtime
        return _group(self.runtime), _group(typing_only)


def _group(names: set[str]) -> list[str]:
    by_module: dict[str, list[str]] = {}
    for name in names:
        by_module.setdefault(IMPORT_FROM[name], []).append(name)
    return [f"from {mod} import {', '.join(sorted(by_module[mod]))}" for mod in sorted(by_module)]


def element(t: JType, imports: Imports) -> str:
    """A type argument of Operand/Output/Class: a letter, a tensor type or a wildcard's bound."""
    if t.is_wildcard:
        name = t.bound.name if t.bound is not None else "TType"
        imports.need(name)
        return name
    if t.name in TENSOR_TYPES or t.name in FAMILIES:
        imports.need(t.name)
    return t.name


def annotation(t: JType, imports: Imports, *, in_return: bool = False) -> str:
    """The Python annotation of a parameter (``in_return=False``) or getter result."""
    name = t.name
    if name in ("Operand", "Output"):
        imports.need(name)
        return f"{name}[{element(t.args[0], imports)}]"
    if name == "Class":
        return f"type[{element(t.args[0], imports)}]"
    if name in ("Iterable", "List"):
        inner = annotation(t.args[0], imports, in_return=in_return)
        if in_return:
            return f"list[{inner}]"
        imports.need("Iterable")
        return f"Iterable[{inner}]"
    if name in SCALAR_ANNOTATIONS:
        spelled = SCALAR_ANNOTATIONS[name]
        if spelled in IMPORT_FROM:
            imports.need(spelled)
        return spelled
    raise ValueError(f"no Python spelling for Java type {t}")


def attr_kind(t: JType) -> str:
    """The TensorFlow attribute kind of a Java attribute type (``List<Long>`` → ``list(int)``)."""
    if t.name == "List" and len(t.args) == 1:
        return f"list({attr_kind(t.args[0])})"
    if t.name == "Class":
        return "type"
    if t.name in SCALAR_ATTR_KINDS:
        return SCALAR_ATTR_KINDS[t.name]
    raise ValueError(f"{t} is not an attribute type")


CONVERTERS = {
    "string": "attr_string",
    "int": "attr_int",
    "float": "attr_float",
    "bool": "attr_bool",
    "shape": "attr_shape",
    "tensor": "attr_tensor",
    "type": "attr_type",
    "func": "attr_func",
}


# Kinds whose right values are one exact Python class: checked inline, converted only if not.
_INLINE_CLASS = {"bool": "bool", "int": "int", "string": "str", "float": "float"}
_INT64_MIN, _INT64_MAX = -(2**63), 2**63 - 1


def converter_call(kind: str, value: str, op: str, param: str) -> str:
    """Python expression converting ``value`` to the eager-form value of an attribute.

    The common case (the value already has the exact type TensorFlow takes) is decided inline,
    without a call; anything else goes to ``_d.attr_*``, which converts or raises.
    """
    if kind.startswith("list("):
        item = CONVERTERS[kind[5:-1]]
        return f'_d.attr_list({value}, "{op}", "{param}", _d.{item})'
    call = f'_d.{CONVERTERS[kind]}({value}, "{op}", "{param}")'
    if kind == "int":  # TensorFlow's int attributes are int64: a larger int is the call's error
        return f"({value} if {value}.__class__ is int and {_INT64_MIN} <= {value} <= {_INT64_MAX} else {call})"
    if kind in _INLINE_CLASS:
        return f"({value} if {value}.__class__ is {_INLINE_CLASS[kind]} else {call})"
    if kind == "type":
        # Only a class is looked up: anything else (unhashable lists included) goes to the call.
        # A parameter named ``type`` hides the builtin: compare with dispatch's alias of it.
        builtin_type = "_d.BUILTIN_TYPE" if value == "type" else "type"
        return f"(({value}.__class__ is {builtin_type} and _d.DTYPES.get({value})) or {call})"
    return call
