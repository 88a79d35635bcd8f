"""The resolved model: every name, type and form of an op class decided, types kept parsed.

Types stay ``JType`` values here; ``generator.op_module`` spells them per context (through
``generator.pytypes.Spelling``) into what the templates place. See docs/templates.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from generator.javatypes import JType


class SharedName(Enum):
    """What an option shares its name with; the option then becomes a ``static_or_instance``
    descriptor: the static option setter on the class, the instance member on an instance."""

    OUTPUT = "output"  # an output getter of the op (``Unique.outIdx``)
    RAW_OP = "RawOp"  # ``op``/``env``, inherited from ``RawOp``
    OPERAND = "Operand"  # ``shape``, ``dataType``..., inherited from ``Operand``


@dataclass(frozen=True)
class TypeParam:
    name: str
    bound: str  # a family (``TType``, ``TNumber``)


@dataclass
class Param:
    """One parameter of ``create`` (after ``scope``)."""

    java_name: str
    name: str  # Python spelling
    kind: str  # input | inputList | attr
    tf_name: str  # OpDef arg or attr name
    java_type: str  # as the opdef writes it
    jtype: JType
    doc: str
    attr_kind: str | None = None
    default_class: str | None = None  # a Class<X> parameter with a default type: optional


@dataclass
class Option:
    java_name: str
    name: str  # Python spelling of the keyword / method
    attr: str
    java_type: str
    jtype: JType  # of one value (for lists: of the element)
    attr_kind: str
    is_list: bool
    doc: str
    default_doc: str
    shares_name: SharedName | None = None  # an instance member of this name, if any
    # TensorFlow's default as the opdef spells it (YAML scalars and lists; a tensor's mapping);
    # None when it has none.
    default: Any = None


@dataclass
class OutputGetter:
    name: str
    arg: str
    java_type: str
    jtype: JType
    is_list: bool
    doc: str


@dataclass
class OpClass:
    """One generated op class and its module, as typed values: the renderer spells them."""

    source: str  # opdef path, for the header
    op_name: str
    package: str
    class_name: str
    module: str  # dotted module path
    group: str
    facade_method: str | None
    deprecated: bool
    deprecated_by: str | None
    summary: str
    description: str
    type_params: list[TypeParam]
    method_type_params: list[TypeParam]  # those create's signature uses more than once
    inlined: dict[str, str]  # method type parameters used once → their bounds (``type[TType]``)
    params: list[Param]
    options: list[Option]
    outputs: list[OutputGetter]
    interface: str | None  # "operand" | "iterable" | None
    operand_type: JType | None  # X of Operand[X] / Iterable[Operand[X]]
    # create's form: a defaulted Class<X> parameter is optional (Java's secondary create); when
    # required parameters follow it, they are taken from ``*args`` (``shifted``).
    defaulted: list[Param]
    shifted: bool
    library: str | None = None  # a custom op library's absolute path (the opdef's ``library``)

    @property
    def first_default(self) -> int:
        """The index of the first defaulted parameter (the number of parameters if none)."""
        return self.params.index(self.defaulted[0]) if self.defaulted else len(self.params)

    @property
    def with_impl(self) -> bool:
        """Whether the class has ``_create``, taking options positionally (for the facade)."""
        return bool(self.options) and not self.shifted


@dataclass
class FacadeGroup:
    """A facade group class (``MathOps``) or the root ``Ops`` (group ``""``)."""

    group: str
    class_name: str
    module: str
    doc: str
    subgroups: list[tuple[str, str, str]]  # (attribute, module, class)
    methods: list[OpClass]
    package_imports: list[tuple[str, str]]  # (package, alias)
    runtime_imports: list[str] = field(default_factory=list)
    typing_imports: list[str] = field(default_factory=list)
    renamed: dict[str, str] = field(default_factory=dict)  # facade method → emitted name


@dataclass
class PackageIndex:
    """A generated package ``__init__``: lazily exported classes."""

    package: str
    doc: str
    exports: list[tuple[str, str]]  # (name, module)
    source: str
