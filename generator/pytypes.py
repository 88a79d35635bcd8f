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


# The name suffix of a wildcard's type variable, by its bound (``W1``, ``W2_num``).
_WILDCARD_SUFFIX = {"TType": "", "TNumber": "_num", "TFloating": "_float", "TIntegral": "_int"}


@dataclass
class Wildcards:
    """The type variables that spell the wildcards of one ``create`` signature.

    ``Operand`` is invariant, as in Java: a parameter ``Operand<? extends B>`` is ``Operand[Wn]``
    with a fresh type variable ``Wn`` bound by ``B`` (one per occurrence, so that two wildcard
    parameters take operands of different types); inside a list, whose elements Java lets differ,
    it is ``Operand[Any]`` (``any_`` is how the module spells ``typing.Any``).
    """

    any_: str = "Any"
    bounds: dict[str, str] = field(default_factory=dict)  # type variable → bound
    uses_any: bool = False

    def fresh(self, bound: str) -> str:
        if bound not in _WILDCARD_SUFFIX:  # a tensor class: final, so exactly itself
            return bound
        name = f"W{len(self.bounds) + 1}{_WILDCARD_SUFFIX[bound]}"
        self.bounds[name] = bound
        return name


def element(t: JType, imports: Imports, wildcards: Wildcards | None = None) -> str:
    """A type argument of Operand/Output/Class: a letter, a tensor type, or for a wildcard a
    fresh type variable (``wildcards`` given) or its bound."""
    if t.is_wildcard:
        name = t.bound.name if t.bound is not None else "TType"
        imports.need(name)
        return wildcards.fresh(name) if wildcards is not None else name
    if t.name in TENSOR_TYPES or t.name in FAMILIES:
        imports.need(t.name)
    return t.name


def annotation(
    t: JType,
    imports: Imports,
    *,
    in_return: bool = False,
    wildcards: Wildcards | None = None,
    in_list: bool = False,
) -> str:
    """The Python annotation of a parameter (``in_return=False``) or getter result.

    A parameter's wildcards are spelled by ``wildcards`` (see ``Wildcards``); a result's by their
    bound (Java's ``Output<?>`` is ``Output[TType]``, which every wildcard parameter accepts).
    """
    name = t.name
    if name in ("Operand", "Output"):
        imports.need(name)
        if in_list and wildcards is not None and t.args[0].is_wildcard:
            wildcards.uses_any = True
            return f"{name}[{wildcards.any_}]"
        return f"{name}[{element(t.args[0], imports, wildcards)}]"
    if name == "Class":
        return f"type[{element(t.args[0], imports)}]"
    if name in ("Iterable", "List"):
        inner = annotation(
            t.args[0], imports, in_return=in_return, wildcards=wildcards, in_list=True
        )
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
