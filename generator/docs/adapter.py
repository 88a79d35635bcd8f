"""The one place the site reads the generator's model: ops and runtime classes as page data.

A change to ``generator.model`` touches only this module.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from generator.docs.signature import BREAK, Signature, Token, call_param, java_param, python_param
from generator.manifest import load_manifest
from generator.model import OpClass, Param
from generator.op_module import op_module
from generator.pipeline import DEFAULT_EXPORTS, load_ops
from generator.pytypes import Imports
from generator.registry_check import RegistryCheck
from generator.signatures import parameter_spelling


@dataclass(frozen=True)
class Row:
    name: str
    java_type: str
    python_type: str
    doc: str


@dataclass(frozen=True)
class Create:
    """One ``create`` overload: Java's and Python's, and the facade method it becomes."""

    java: Signature
    python: Signature
    facade_java: Signature | None
    facade_python: Signature | None
    note: str  # what sets this overload apart ("" for the only or the full one)


@dataclass
class OpPage:
    class_name: str
    package: str
    op_name: str
    summary: str
    description: str
    source: str
    creates: list[Create]
    params: list[Row] = field(default_factory=list)
    options: list[Row] = field(default_factory=list)  # python_type holds TensorFlow's default
    outputs: list[Row] = field(default_factory=list)
    inputs_fields: list[Row] = field(default_factory=list)
    deprecated: bool = False
    java_declaration: str = ""  # public final class X<T extends TType> extends RawOp implements ...
    python_declaration: str = ""  # class X(RawOperandOp[T], Generic[T])
    interface: str | None = None  # "operand" (asOutput) | "iterable" (iterator) | None
    element_java: str = ""  # X of Operand<X>
    element_python: str = ""  # X of Operand[X]
    python_base: str = "RawOp"  # the runtime class it extends: RawOp, or RawOperandOp (asOutput)


@dataclass(frozen=True, order=True)
class RuntimeClass:
    class_name: str
    package: str
    module: str


def split_top(text: str) -> tuple[str, ...]:
    """Split a parameter list at its top-level commas (not those inside ``[...]``/``<...>``)."""
    parts: list[str] = []
    depth = 0
    start = 0
    for i, ch in enumerate(text):
        if ch in "[(<":
            depth += 1
        elif ch in "])>":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    if text[start:].strip():
        parts.append(text[start:].strip())
    return tuple(parts)


def _letter(p: Param) -> str:
    """The type variable of a ``Class<X>`` parameter."""
    return p.jtype.args[0].name


def _java_create(op: OpClass, dropped: list[Param]) -> Signature:
    """Java's ``create``; with ``dropped`` (defaulted ``Class<X>`` parameters), the secondary
    create that passes their defaults and fixes X to them."""
    subst = {_letter(p): p.default_class or "" for p in dropped}
    tps = [
        f"{t.name} extends {t.bound}"
        for t in op.type_params + op.method_type_params
        if t.name not in subst
    ]
    ret = op.class_name
    if op.type_params:
        ret += f"<{', '.join(subst.get(t.name, t.name) for t in op.type_params)}>"
    head: list[Token] = [("k", "public static"), ("", " ")]
    if tps:
        head += [("nc", f"<{', '.join(tps)}>"), BREAK]
    head += [("nc", ret), ("", " "), ("nf", "create")]
    params = [
        java_param("Scope", "scope"),
        *(java_param(p.java_type, p.java_name) for p in op.params if p not in dropped),
    ]
    if op.options:
        params.append(java_param("Options...", "options"))
    return Signature(tuple(head), tuple(params), trailing_comma=False)


def _python_create(op: OpClass, params: str, returns: str) -> Signature:
    return Signature(
        (("nc", op.class_name), ("", "."), ("nf", "create")),
        (python_param("scope: Scope"), *(python_param(d) for d in split_top(params))),
        (("", " "), ("o", "->"), ("", " "), ("nc", returns)),
    )


def _facade(op: OpClass, params: list[Param], java: bool) -> Signature | None:
    if not op.facade_method:
        return None
    group = "" if op.group == "core" else op.group + "."
    names = [p.java_name if java else p.name for p in params]
    if op.options:
        names.append("options..." if java else "*options")
        if not java:
            names.extend(f"{o.name}=None" for o in op.options)
    return Signature(
        (("nn", f"tf.{group}"), ("nf", op.facade_method)),
        tuple(call_param(n) for n in names),
        trailing_comma=not java,
    )


def _creates(op: OpClass) -> list[Create]:
    defaulted = [p for p in op.params if p.default_class]
    module = op_module(op)
    if not defaulted or not module.overloads:
        return [
            Create(
                _java_create(op, []),
                _python_create(op, module.signature, module.returns),
                _facade(op, op.params, java=True),
                _facade(op, op.params, java=False),
                "",
            )
        ]
    # The type checkers' overloads: the full one declares the Class<X> parameters.
    first = f"{defaulted[0].name}:"
    full = [ov for ov in module.overloads if any(d.startswith(first) for d in split_top(ov.params))]
    short = [ov for ov in module.overloads if ov not in full]
    kept = [p for p in op.params if not p.default_class]
    defaults = ", ".join(f"{p.java_name} = {p.default_class}" for p in defaulted)
    return [
        Create(
            _java_create(op, []),
            _python_create(op, full[0].params, full[0].returns),
            _facade(op, op.params, java=True),
            _facade(op, op.params, java=False),
            "",
        ),
        Create(
            _java_create(op, defaulted),
            _python_create(op, short[0].params, short[0].returns),
            _facade(op, kept, java=True),
            _facade(op, kept, java=False),
            f"with the default output type{'s' if len(defaulted) > 1 else ''}: {defaults}",
        ),
    ]


# The Java type and the runtime's Python value of an ``Inputs`` attribute field, by attr type.
_ATTR_FIELD_TYPES = {
    "type": ("DataType", "int (a DataType)"),
    "int": ("long", "int"),
    "float": ("float", "float"),
    "bool": ("boolean", "bool"),
    "string": ("String", "str"),
    "shape": ("Shape", "Shape"),
    "tensor": ("Tensor", "TensorProto"),
    "func": ("", "str (the function's name)"),
}


def _attr_field_types(attr_type: str, inferred: bool) -> tuple[str, str]:
    base = attr_type.removeprefix("list(").removesuffix(")")
    java, python = _ATTR_FIELD_TYPES.get(base, ("", "object"))
    if inferred and base == "int":  # a number attribute: Java's Inputs leaves it out
        java = ""
    if attr_type.startswith("list("):
        return (f"{java}[]" if java else "", f"list[{python.split(' ')[0]}]")
    return java, python


def _parameter_annotations(op: OpClass) -> dict[str, str]:
    """Each parameter's annotation as Java declares it, by Java name."""
    spelling = parameter_spelling(op, Imports())
    return {p.java_name: spelling.annotation(p.jtype) for p in op.params}


def _inputs_fields(op: OpClass, entry: dict[str, Any] | None) -> list[Row]:
    """``<Op>.Inputs``'s fields as the runtime makes them: the op's inputs (Java names), then
    every attribute of TensorFlow's OpDef in its order, named as Java names it."""
    inputs = [
        Row(
            p.java_name,
            p.java_type,
            "list[Output]" if p.kind == "inputList" else "Output",
            p.doc,
        )
        for p in op.params
        if p.kind in ("input", "inputList")
    ]
    attrs = {p.tf_name: (p.java_name, p.doc) for p in op.params if p.kind == "attr"}
    attrs.update({o.attr: (o.java_name, o.doc) for o in op.options})
    if entry is None:  # no registry (a custom op library): what the opdef's Inputs declares
        declared = dict(op_module(op).inputs_fields)
        rows = [
            Row(p.java_name, p.java_type, declared.get(p.java_name, "Any"), p.doc)
            for p in op.params
            if p.kind == "attr"
        ]
        return (
            inputs
            + rows
            + [
                Row(o.java_name, o.java_type, declared.get(o.java_name, "Any"), o.doc)
                for o in op.options
            ]
        )
    inferred = set(entry["inferred"])
    rows = []
    for name, attr_type, _has_default in entry["attrs"]:
        java_name, doc = attrs.get(name, (java_field(name), ""))
        if not doc and name in inferred:
            doc = "Inferred from the inputs."
        java, python = _attr_field_types(attr_type, name in inferred)
        rows.append(Row(java_name, java or "(not in Java's Inputs)", python, doc))
    return inputs + rows


def java_field(tf_name: str) -> str:
    """A TensorFlow attribute name as Java's generated field: ``shared_name`` → ``sharedName``."""
    parts = tf_name.split("_")
    return parts[0] + "".join(p[:1].upper() + p[1:] for p in parts[1:])


def _java_element(op: OpClass) -> str:
    """X of the op's ``Operand<X>``/``Iterable<Operand<X>>``: a wildcard is ``TType``."""
    t = op.operand_type
    if t is None:
        return ""
    return "TType" if t.is_wildcard else str(t)


def _java_declaration(op: OpClass) -> str:
    decl = f"public final class {op.class_name}"
    if op.type_params:
        decl += "<" + ", ".join(f"{t.name} extends {t.bound}" for t in op.type_params) + ">"
    decl += " extends RawOp"
    element = _java_element(op)
    if op.interface == "operand":
        decl += f" implements Operand<{element}>"
    elif op.interface == "iterable":
        decl += f" implements Iterable<Operand<{element}>>"
    return decl


def _op_page(op: OpClass, entry: dict[str, Any] | None) -> OpPage:
    annotations = _parameter_annotations(op)
    module = op_module(op)
    return OpPage(
        java_declaration=_java_declaration(op),
        python_declaration=f"class {op.class_name}({module.bases})",
        interface=op.interface if op.operand_type is not None else None,
        element_java=_java_element(op),
        element_python=module.operand_type,
        python_base="RawOperandOp" if module.bases.startswith("RawOperandOp") else "RawOp",
        class_name=op.class_name,
        package=op.package,
        op_name=op.op_name,
        summary=op.summary,
        description=op.description,
        source=op.source,
        creates=_creates(op),
        params=[Row(p.name, p.java_type, annotations[p.java_name], p.doc) for p in op.params],
        options=[Row(o.name, o.java_type, o.default_doc, o.doc) for o in op.options],
        outputs=[
            Row(o.name + "()", o.java_type, text.annotation, o.doc)
            for o, text in zip(op.outputs, module.outputs, strict=True)
        ],
        inputs_fields=_inputs_fields(op, entry),
        deprecated=op.deprecated,
    )


def load(opdefs: Path, exports: Path = DEFAULT_EXPORTS) -> tuple[list[OpPage], list[RuntimeClass]]:
    check = RegistryCheck().start()  # reads the snapshot (or starts writing it) meanwhile
    ops = sorted(load_ops(opdefs, exports_path=exports), key=lambda o: (o.package, o.class_name))
    registry = check.ops()
    manifest = load_manifest(exports)
    runtime = sorted(
        RuntimeClass(c, pkg, mod)
        for pkg, classes in manifest.packages.items()
        for c, mod in classes.items()
    )
    pages = [_op_page(op, None if op.library else registry.get(op.op_name)) for op in ops]
    return pages, runtime
