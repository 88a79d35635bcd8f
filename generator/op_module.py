"""An op class's module as the template places it: the typed model spelled, imports last.

Each annotation is spelled once, in its context (``generator.signatures``): the class body
(outputs, options, ``__init__``), ``create`` (its own type variables). The spellings record the
names they write; the module's import lines are made from those records after everything is
spelled (the header last).
"""

from __future__ import annotations

import keyword
from dataclasses import dataclass, field

from generator import pytypes, runtime_paths
from generator.create_body import create_code
from generator.javatypes import JType
from generator.model import OpClass, SharedName
from generator.pytypes import Imports, Spelling
from generator.signatures import (
    VARARGS,
    Overload,
    create_signature,
    create_spelling,
    inputs_spelling,
    positional_signature,
)

# Names an Inputs body spells: a field of that name would hide them from later annotations.
_SPELLED_NAMES = frozenset(
    {"int", "float", "str", "bool", "list", "Operand", "Shape"}
    | pytypes.TENSOR_TYPES
    | pytypes.FAMILIES
)
# RawOpInputs' own members, which no Inputs field may replace.
_INPUTS_MEMBERS = frozenset(
    {"getOutputs", "attributeNames", "attributeValue", "attributeValues", "attributes"}
)

# What the inherited instance methods an option can share a name with return.
_INHERITED_RESULTS = {"op": "Operation", "shape": "Shape", "dataType": "int", "rank": "int"}


@dataclass
class OptionText:
    """One option as the class body writes it."""

    annotation: str  # of one value (for lists: of the element)
    setter_annotation: str  # the Options method's parameter (a list option's: one or several)
    shared: str = ""  # the instance member a static_or_instance descriptor pairs it with
    descriptor_type: str = ""  # that descriptor's declared type (shared with an inherited member)


@dataclass
class OutputText:
    annotation: str
    expr: str  # the getter's return expression
    shares_option: bool = False  # an option of this name: the getter is ``_get_<name>``


@dataclass
class OpModule:
    """The spelled text of one op module (see docs/templates.md)."""

    bases: str  # "RawOp, Operand[T]"
    operand_type: str  # X of Operand[X] / Iterable[Operand[X]], or ""
    signature: str  # create's parameters after ``scope``
    returns: str
    overloads: list[Overload]
    impl_signature: str  # ``_create``'s parameters after ``scope`` (ops with options), or ""
    impl_returns: str
    body: list[str]  # statements of create
    impl_body: list[str]  # statements of the class's _create ([]: none, create is the facade's)
    functions: list[str]  # the module's functions after the class (the Python path)
    spec: str  # the module's ``_SPEC`` expression
    init_lines: list[str]  # statements of __init__ after super().__init__ (list outputs only)
    slots: str
    options: list[OptionText]
    outputs: list[OutputText]
    type_var_lines: list[str]
    inputs_base: str  # ``Inputs``' base class: ``RawOpInputs[Unique[Any, Any]]``
    inputs_fields: list[tuple[str, str]]  # (Java name, annotation) of its typed fields
    typing_names: str  # what the module imports from ``typing``
    runtime_imports: list[str] = field(default_factory=list)
    typing_imports: list[str] = field(default_factory=list)
    library_load: str = ""
    imports: Imports = field(default_factory=Imports)  # every name the module's spellings wrote


def typing_alias(name: str, class_name: str) -> str:
    """How a generated module spells the ``typing`` name ``name``: ``_Any`` in the module of a
    class called ``Any`` (the op ``Any``), else ``name`` itself."""
    return f"_{name}" if name == class_name else name


def op_module(op: OpClass) -> OpModule:
    imports = Imports()
    imports.need("TType", at_runtime=True)  # base of every TypeVar bound
    for p in op.defaulted:
        imports.need(p.default_class or "", at_runtime=True)
    any_name = typing_alias("Any", op.class_name)
    body_sp = Spelling(imports, op_class=op.class_name, any_name=any_name)
    create_sp = create_spelling(op, imports, any_name)
    sig = create_signature(op, create_sp)

    outputs = [OutputText(body_sp.annotation(o.jtype, in_return=True), "") for o in op.outputs]
    options = []
    for o in op.options:
        ann = body_sp.annotation(o.jtype)
        options.append(OptionText(ann, f"{ann} | {body_sp.iterable(ann)}" if o.is_list else ann))
    for o, text in zip(op.options, options, strict=True):
        if o.shares_name is SharedName.OUTPUT:
            text.shared = f"_get_{o.name}"
            for out, out_text in zip(op.outputs, outputs, strict=True):
                out_text.shares_option |= out.name == o.name
        elif o.shares_name is not None:
            text.shared = f"{o.shares_name.value}.{o.name}"
            if o.shares_name is SharedName.OPERAND:
                imports.need("Operand", at_runtime=True)
            # Declared, so that type checkers read the descriptor rather than the inherited
            # method: static_or_instance[<static function>, <instance parameters>, <result>].
            callable_ = body_sp.name("Callable")
            static = (
                f"{callable_}[..., {body_sp.options()}]"
                if o.is_list
                else f"{callable_}[[{text.annotation}], {body_sp.options()}]"
            )
            result = _INHERITED_RESULTS.get(o.name) or body_sp.any()
            if result in pytypes.IMPORT_FROM:
                body_sp.name(result)
            text.descriptor_type = f"static_or_instance[{static}, [], {result}]"

    # Interface by outputs (Java: Operand<X> for one non-list output, Iterable for one list).
    bases = ["RawOp"]
    operand_type = ""
    if op.operand_type is not None:
        operand_type = body_sp.element(op.operand_type)
        if operand_type in pytypes.TENSOR_TYPES or operand_type in pytypes.FAMILIES:
            imports.need(operand_type, at_runtime=True)  # in the bases
        if op.interface == "iterable":
            imports.need("Operand", at_runtime=True)
            imports.need("Iterator")
        else:  # RawOperandOp gives asOutput() and the _t slot
            bases = [f"RawOperandOp[{operand_type}]"]
    if op.type_params:
        bases.append(f"Generic[{', '.join(tp.name for tp in op.type_params)}]")

    init, slots = _outputs_init(op, outputs)
    if op.outputs and not any(o.is_list for o in op.outputs):
        imports.need("Output")  # the getters' annotations

    tvars = []
    for tp in op.type_params + op.method_type_params:
        imports.need(tp.bound, at_runtime=True)
        tvars.append(f'{tp.name} = TypeVar("{tp.name}", bound={tp.bound})')
    for tp in op.type_params:
        tvars.append(f'{tp.name}_ = TypeVar("{tp.name}_", bound={tp.bound})  # create\'s {tp.name}')
    for name, bound in (create_sp.wildcards.bounds if create_sp.wildcards else {}).items():
        imports.need(bound, at_runtime=True)
        java = "?" if bound == "TType" else f"? extends {bound}"
        tvars.append(f'{name} = TypeVar("{name}", bound={bound})  # Java\'s {java}')

    inputs_sp = inputs_spelling(op, imports, any_name)
    inputs_base, inputs_fields = _inputs(op, inputs_sp)
    prelude = _prelude(op)
    impl_returns = body_sp.generic([body_sp.any() for _ in op.type_params])
    code = create_code(
        op.op_name,
        op.class_name,
        op.params,
        op.options,
        op.outputs,
        prelude,
        body_sp.any(),
        impl_returns,
        op.shifted,
    )
    impl = positional_signature(op, body_sp)
    uses_any = body_sp.uses_any or create_sp.uses_any or inputs_sp.uses_any

    rt, ty = imports.lines()
    # The bodies name a default type class by an alias no parameter can take (``_TFloat32``).
    if op.defaulted and (op.shifted or op.options):
        rt += [
            f"from {pytypes.IMPORT_FROM[c]} import {c} as _{c}"
            for c in sorted({p.default_class for p in op.defaulted if p.default_class})
        ]
    if op.library:
        rt = [*rt, f"from {runtime_paths.LIBRARY} import load_library"]
    return OpModule(
        bases=", ".join(bases),
        operand_type=operand_type,
        signature=sig.params,
        returns=sig.returns,
        overloads=sig.overloads,
        impl_signature=impl,
        impl_returns=impl_returns,
        body=code.body,
        impl_body=code.impl_body,
        functions=code.functions,
        spec=code.spec,
        init_lines=init,
        slots="(" + ", ".join(f'"{s}"' for s in slots) + ("," if len(slots) == 1 else "") + ")",
        options=options,
        outputs=outputs,
        type_var_lines=tvars,
        inputs_base=inputs_base,
        inputs_fields=inputs_fields,
        typing_names=_typing_names(op, bool(tvars), uses_any),
        runtime_imports=rt,
        typing_imports=ty,
        library_load=f"load_library({op.library!r})" if op.library else "",
        imports=imports,
    )


def _typing_names(op: OpClass, type_vars: bool, uses_any: bool) -> str:
    names = {"TYPE_CHECKING"}
    if type_vars:
        names.add("TypeVar")
    if op.type_params:
        names.add("Generic")
    if op.defaulted:
        names.add("overload")
    if uses_any:
        names.add("Any")
    # A class named like a typing name (the op ``Any``) gets that name; typing's is aliased.
    spelled = [f"{n} as _{n}" if n == op.class_name else n for n in names]
    return ", ".join(sorted(spelled, key=lambda n: (n != "TYPE_CHECKING", n)))


def _prelude(op: OpClass) -> list[str]:
    """create's first statements: sorting out a defaulted Class<X> parameter's arguments."""
    if op.shifted:
        rest = op.params[op.first_default :]
        names = ", ".join(p.name for p in rest)
        pos = next(i for i, p in enumerate(rest) if p.default_class)
        java_names = tuple(p.java_name for p in rest)
        call = (
            f"_rt.shift_args(args, {len(rest)}, {pos}, _{rest[pos].default_class}, "
            f'"{op.class_name}", {java_names!r}, {bool(op.options)})'
        )
        return [f"{names}, {VARARGS} = {call}"]
    if op.defaulted and op.options:
        return [
            f"{p.name}, {VARARGS} = _rt.options_first({p.name}, {VARARGS}, _{p.default_class})"
            for p in op.defaulted
        ]
    return []


def _outputs_init(op: OpClass, outputs: list[OutputText]) -> tuple[list[str], list[str]]:
    """``__init__``'s statements and the slots; sets each getter's expression.

    Outputs without lists are read by index when a getter is called (RawOp.__init__ keeps a
    single output's tensor in _t); list outputs need their lengths from the operation, so they
    are split once, in the class's own __init__.
    """
    init: list[str] = []
    slots: list[str] = []
    if any(o.is_list for o in op.outputs):
        init.append("_index = 0")
        for out, text in zip(op.outputs, outputs, strict=True):
            slots.append(f"_out_{out.name}")
            if out.is_list:
                init.append(f'_n = operation.outputListLength("{out.arg}")')
                init.append(
                    f"self._out_{out.name}: {text.annotation} = operation.outputList(_index, _n)"
                )
                init.append("_index += _n")
            else:
                init.append(f"self._out_{out.name}: {text.annotation} = operation.output(_index)")
                init.append("_index += 1")
            text.expr = f"self._out_{out.name}"
    else:
        for i, text in enumerate(outputs):
            text.expr = f"_rt.output(self, {i})"
    if op.interface == "operand":  # Operand's own accessor
        outputs[0].expr = "self.asOutput()"
    return init, slots


def _inputs(op: OpClass, sp: Spelling) -> tuple[str, list[tuple[str, str]]]:
    """``Inputs``' base class and typed fields (Java's ``RawOpInputs`` subclass, contract 11).

    One field per input (an operand, a list of them for a list input), then per attribute the
    opdef names (parameters, options): the Java value it reads back as. Function and tensor
    attributes, and the attributes TensorFlow infers (``T``, ``N``), are left to
    ``RawOpInputs.__getattr__`` (``Any``), as are names Python cannot write as attributes.
    """
    # The class is not defined yet where its nested class's bases are evaluated: quoted.
    base = f'{sp.name("RawOpInputs")}["{sp.generic([sp.any() for _ in op.type_params])}"]'
    fields: list[tuple[str, str]] = []
    taken: set[str] = set()

    def add(java_name: str, annotation: str) -> None:
        if (
            java_name.isidentifier()
            and not keyword.iskeyword(java_name)
            and java_name not in _INPUTS_MEMBERS
            and java_name not in _SPELLED_NAMES
            and java_name not in taken
        ):
            taken.add(java_name)
            fields.append((java_name, annotation))

    for p in op.params:
        if p.kind != "attr":
            add(p.java_name, sp.annotation(p.jtype, in_return=True))
    attrs = [(p.java_name, p.jtype) for p in op.params if p.kind == "attr"]
    attrs += [
        (o.java_name, o.jtype if not o.is_list else JType("List", (o.jtype,))) for o in op.options
    ]
    for java_name, t in attrs:
        elem = t.args[0] if t.name == "List" else t
        if elem.name not in ("ConcreteFunction", "Tensor"):
            add(java_name, sp.attribute_value(t))
    return base, fields
