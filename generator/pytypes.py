"""How Java types are spelled in Python, and which imports each spelling needs.

The only place that maps opdef Java types (``Operand<? extends TNumber>``, ``List<Shape>``) to
Python annotations and TensorFlow attribute kinds. The model keeps parsed types (``JType``); a
``Spelling`` writes them for one context (class body, ``create``, facade) from a substitution
map of type variables, recording the imports of every name it writes.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from generator import runtime_paths
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
    "Operand": runtime_paths.OPERAND,
    "Output": runtime_paths.OPERAND,
    "Shape": runtime_paths.NDARRAY,
    "Tensor": runtime_paths.TENSOR,
    "ConcreteFunction": runtime_paths.CONCRETE_FUNCTION,
    "Iterable": "collections.abc",
    "Callable": "collections.abc",
    "Iterator": "collections.abc",
    "RawOpInputs": runtime_paths.RAW_OP_INPUTS,
    **{name: runtime_paths.FAMILY for name in FAMILIES},
    **{name: runtime_paths.TYPES for name in TENSOR_TYPES},
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
        # A name from a module the file imports at run time anyway (or from collections.abc,
        # which typing has loaded) costs nothing there: it joins the run-time imports rather
        # than adding a line (and an import group) under ``if TYPE_CHECKING:``.
        loaded = {IMPORT_FROM[n] for n in self.runtime} | {"collections.abc"}
        runtime = self.runtime | {n for n in self.typing if IMPORT_FROM[n] in loaded}
        return _group(runtime), _group(self.typing - runtime)


def _group(names: set[str]) -> list[str]:
    by_module: dict[str, list[str]] = {}
    for name in names:
        by_module.setdefault(IMPORT_FROM[name], []).append(name)
    return [f"from {mod} import {', '.join(sorted(by_module[mod]))}" for mod in sorted(by_module)]


def attr_kind(t: JType) -> str:
    """The TensorFlow attribute kind of a Java attribute type (``List<Long>`` → ``list(int)``)."""
    if t.name == "List" and len(t.args) == 1:
        return f"list({attr_kind(t.args[0])})"
    if t.name == "Class":
        return "type"
    if t.name in SCALAR_ATTR_KINDS:
        return SCALAR_ATTR_KINDS[t.name]
    raise ValueError(f"{t} is not an attribute type")


# The name suffix of a wildcard's type variable, by its bound (``W1``, ``W2_num``).
_WILDCARD_SUFFIX = {"TType": "", "TNumber": "_num", "TFloating": "_float", "TIntegral": "_int"}


@dataclass
class Wildcards:
    """The type variables that spell the wildcards of one ``create`` signature.

    ``Operand`` is invariant, as in Java: a parameter ``Operand<? extends B>`` is ``Operand[Wn]``
    with a fresh type variable ``Wn`` bound by ``B`` (one per occurrence, so that two wildcard
    parameters take operands of different types); inside a list, whose elements Java lets differ,
    it is ``Operand[Any]``. Spelling one signature twice (op module, facade) numbers its
    wildcards the same way.
    """

    bounds: dict[str, str] = field(default_factory=dict)  # type variable → bound

    def fresh(self, bound: str) -> str:
        if bound not in _WILDCARD_SUFFIX:  # a tensor class: final, so exactly itself
            return bound
        name = f"W{len(self.bounds) + 1}{_WILDCARD_SUFFIX[bound]}"
        self.bounds[name] = bound
        return name


@dataclass
class Spelling:
    """One context's way of spelling types, and the imports what it spelled needs.

    A context is a place in a generated module where type variables have one meaning: the class
    body (``T``), ``create``'s own type variables (``T_``, single-use ones as their bounds), a
    facade method (``T``/``T_num``). ``type_vars`` maps each type variable to what the context
    writes for it (another type variable or a bound), ``wildcards`` (a signature's parameters)
    gives each Java wildcard its own type variable, else a wildcard is its bound; ``op_class``
    is how the context names the op's own class (``_math.Add`` in a facade). Every name a
    spelling writes is recorded in ``imports`` as it is written.
    """

    imports: Imports = field(default_factory=Imports)
    type_vars: dict[str, JType] = field(default_factory=dict)
    wildcards: Wildcards | None = None
    op_class: str = ""
    any_name: str = "Any"  # ``typing.Any`` as the module imports it
    uses_any: bool = False  # whether ``typing.Any`` was spelled

    def name(self, name: str, at_runtime: bool = False) -> str:
        """A name from ``IMPORT_FROM``, recorded."""
        self.imports.need(name, at_runtime)
        return name

    def any(self) -> str:
        self.uses_any = True
        return self.any_name

    def element(self, t: JType, *, fresh: bool = True) -> str:
        """A type argument of Operand/Output/Class: a type variable, a tensor type, or for a
        wildcard a fresh type variable (``wildcards`` set and ``fresh``) or its bound."""
        if t.is_wildcard:
            bound = t.bound.name if t.bound is not None else "TType"
            self.imports.need(bound)
            if self.wildcards is not None and fresh:
                return self.wildcards.fresh(bound)
            t = JType(bound)
        # Substituted once: a facade's ``T`` may be spelled ``T``.
        t = self.type_vars.get(t.name, t)
        if t.name in TENSOR_TYPES or t.name in FAMILIES:
            self.imports.need(t.name)
        return t.name

    def annotation(self, t: JType, *, in_return: bool = False, in_list: bool = False) -> str:
        """The Python annotation of a parameter (``in_return=False``) or a getter's result.

        Wildcards are spelled as ``wildcards`` says (a signature's parameters), else by their
        bound (Java's ``Output<?>`` is ``Output[TType]``, which every wildcard parameter takes).
        """
        name = t.name
        if name in ("Operand", "Output"):
            self.name(name)
            if in_list and self.wildcards is not None and t.args[0].is_wildcard:
                return f"{name}[{self.any()}]"
            return f"{name}[{self.element(t.args[0])}]"
        if name == "Class":
            return f"type[{self.element(t.args[0], fresh=False)}]"
        if name in ("Iterable", "List"):
            inner = self.annotation(t.args[0], in_return=in_return, in_list=True)
            return f"list[{inner}]" if in_return else self.iterable(inner)
        if name in SCALAR_ANNOTATIONS:
            spelled = SCALAR_ANNOTATIONS[name]
            if spelled in IMPORT_FROM:
                self.imports.need(spelled)
            return spelled
        raise ValueError(f"no Python spelling for Java type {t}")

    def attribute_value(self, t: JType) -> str:
        """What an attribute of Java type ``t`` reads back as (an ``Inputs`` field): a type
        class is its ``DataType`` number, a list a ``list``."""
        if t.name == "Class":
            return "int"
        if t.name == "List":
            return f"list[{self.attribute_value(t.args[0])}]"
        return self.annotation(t)

    def iterable(self, inner: str) -> str:
        return f"{self.name('Iterable')}[{inner}]"

    def generic(self, args: list[str]) -> str:
        """The op class with type arguments (``Unique[T_, TInt32]``); without any, the class."""
        return f"{self.op_class}[{', '.join(args)}]" if args else self.op_class

    def options(self) -> str:
        """The op's ``Options`` class."""
        return f"{self.op_class}.Options"
