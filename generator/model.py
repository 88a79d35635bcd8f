"""The resolved model the templates render: every name, signature and statement decided.

Templates receive these objects and only loop over them; see docs/templates.md for the context
each template gets.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class TypeParam:
    name: str
    bound: str


@dataclass
class Param:
    """One parameter of ``create`` (after ``scope``)."""

    java_name: str
    name: str  # Python spelling
    kind: str  # input | inputList | attr
    tf_name: str  # OpDef arg or attr name
    java_type: str
    annotation: str
    doc: str
    attr_kind: str | None = None
    default_class: str | None = None  # a Class<X> parameter with a default type: optional


@dataclass
class Option:
    java_name: str
    name: str  # Python spelling of the keyword / method
    attr: str
    java_type: str
    attr_kind: str
    annotation: str  # of one value (for lists: of the element)
    is_list: bool
    doc: str
    default_doc: str
    static_or_instance: str | None = None  # the instance method sharing this name, if any
    descriptor_type: str = ""  # the annotation of that static_or_instance attribute


@dataclass
class OutputGetter:
    name: str
    arg: str
    java_type: str
    annotation: str
    is_list: bool
    doc: str
    expr: str = ""  # the getter's return expression


@dataclass
class Overload:
    """One ``create`` signature for type checkers (Java overloads, e.g. the secondary create)."""

    params: str  # declarations after ``scope``
    returns: str


@dataclass
class OpClass:
    """One generated op class and its module."""

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
    method_type_params: list[TypeParam]
    wildcard_params: list[TypeParam]  # create's wildcards (``W1``, ``W2_num``): pytypes.Wildcards
    params: list[Param]
    options: list[Option]
    outputs: list[OutputGetter]
    bases: str  # "RawOp, Operand[T]"
    interface: str | None  # "operand" | "iterable" | None
    operand_type: str | None  # X of Operand[X] / Iterable[Operand[X]]
    # Python source fragments, decided in Python rather than in templates:
    signature: str  # implementation parameters after ``scope``
    call_args: str  # forwarding the parameters (facade → create)
    impl_signature: str  # ``_create``'s parameters after ``scope`` (ops with options), or ""
    impl_call: str  # the arguments create and the facade pass to ``_create``
    impl_returns: str  # ``_create``'s return annotation
    overloads: list[Overload]
    returns: str  # implementation return annotation
    body: list[str]  # statements of create (and _create): the runtime call
    spec: str  # the module's ``_SPEC`` expression: the op's facts for the runtime
    init_lines: list[str]  # statements of __init__ after super().__init__ (list outputs only)
    runtime_imports: list[str] = field(default_factory=list)
    typing_imports: list[str] = field(default_factory=list)
    type_var_lines: list[str] = field(default_factory=list)
    slots: str = "()"
    signature_names: set[str] = field(default_factory=set)  # names create's signature uses
    uses_any: bool = False  # some annotation spells typing.Any
    library: str | None = None  # a custom op library's absolute path (the opdef's ``library``)
    library_load: str = ""  # the statement loading it when the module is imported


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
