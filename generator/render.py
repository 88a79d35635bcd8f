"""Render the resolved model with the Jinja templates in ``templates/``.

Templates are strict (an undefined name is an error) and thin: every string they place was
decided in Python (``resolve`` and here). See docs/templates.md for each template's context.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import jinja2

from generator import naming
from generator.model import FacadeGroup, OpClass, PackageIndex
from generator.resolve import docstring

TEMPLATES = Path(__file__).resolve().parent.parent / "templates"


@cache
def environment(templates: Path = TEMPLATES) -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(templates)),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )


def _param_docs(op: OpClass) -> str:
    lines = ["Args:", "    scope: current scope"]
    for p in op.params:
        doc = " ".join(p.doc.split()) or f"The {p.java_name} value"
        lines.append(f"    {p.name}: {doc}")
    if op.options:
        lines.append("    options: carries optional attribute values")
        for o in op.options:
            doc = " ".join(o.doc.split()) or f"Sets the {o.java_name} option."
            lines.append(f"    {o.name}: {doc}")
    lines += ["", "Returns:", f"    a new instance of {op.class_name}"]
    return "\n".join(lines)


def _typing_names(op: OpClass) -> str:
    names = {"TYPE_CHECKING"}
    if op.type_var_lines:
        names.add("TypeVar")
    if op.type_params:
        names.add("Generic")
    if op.overloads:
        names.add("overload")
    if op.uses_any:
        names.add("Any")
    # A class named like a typing name (the op ``Any``) gets that name; typing's is aliased.
    spelled = [f"{n} as _{n}" if n == op.class_name else n for n in names]
    return ", ".join(sorted(spelled, key=lambda n: (n != "TYPE_CHECKING", n)))


def _raw_op_names(op: OpClass) -> str:
    names = {"RawOp"}
    if op.options:
        names.add("OpOptions")
    if any(o.static_or_instance for o in op.options):
        names.add("static_or_instance")
    return ", ".join(sorted(names))


def class_doc(op: OpClass) -> str:
    body = op.description
    if op.deprecated:
        replacement = op.deprecated_by or "another endpoint"
        body = f"Deprecated: use ``{replacement}`` instead.\n\n{body}"
    return docstring(op.summary or f"The {op.op_name} operation", body)


def render_op(op: OpClass) -> str:
    static_getters = {
        o.name
        for o in op.options
        if o.static_or_instance and o.static_or_instance.startswith("_get_")
    }
    summary = (
        op.summary.strip().splitlines()[0] if op.summary.strip() else f"The {op.op_name} operation"
    )
    return (
        environment()
        .get_template("op_class.py.j2")
        .render(
            op=op,
            typing_names=_typing_names(op),
            raw_op_names=_raw_op_names(op),
            module_doc=docstring(f"``{op.package}.{op.class_name}``: {summary}", indent=""),
            class_doc=class_doc(op),
            create_doc=docstring(
                f"Factory method to create a class wrapping a new {op.op_name} operation.",
                _param_docs(op),
                indent="        ",
            ),
            option_docs=[
                docstring(
                    f"Sets the {o.java_name} option.",
                    "Args:\n    "
                    + f"{o.name}: {' '.join(o.doc.split()) or f'the {o.java_name} option'}"
                    + (f"\n\nTensorFlow's default: {o.default_doc}." if o.default_doc else "")
                    + "\n\nReturns:\n    this Options instance.",
                    indent="        ",
                )
                for o in op.options
            ],
            output_docs=[
                docstring(" ".join(out.doc.split()) or f"Gets {out.name}.", indent="        ")
                for out in op.outputs
            ],
            static_getters=static_getters,
        )
    )


def render_package_index(index: PackageIndex) -> str:
    return (
        environment()
        .get_template("package_init.py.j2")
        .render(index=index, module_doc=docstring(index.doc, indent=""))
    )


# A type variable in an annotation (``T``, or ``T_`` for create's own ``T``); a parameter named
# like one (``T: type[T]``) is followed by ":".
_LETTER = re.compile(r"\b([A-Z])_?\b(?!:)")


class FacadeMethod:
    """One facade method: the op's create signature with facade-wide type variable names."""

    def __init__(self, op: OpClass, alias: str) -> None:
        bounds = {tp.name: tp.bound for tp in op.type_params + op.method_type_params}
        self.type_vars = {
            f"{letter}{'' if b == 'TType' else '_num'}": b for letter, b in bounds.items()
        } | {tp.name: tp.bound for tp in op.wildcard_params}

        def sub(text: str) -> str:
            text = _LETTER.sub(
                lambda m: (
                    m.group(1) + ("" if bounds.get(m.group(1), "TType") == "TType" else "_num")
                ),
                text,
            )
            return re.sub(rf"\b{op.class_name}\b", f"{alias}.{op.class_name}", text)

        self.name: str = op.facade_method or ""
        self.signature = sub(op.signature)
        self.returns = sub(op.returns)
        self.overloads = [type(ov)(sub(ov.params), sub(ov.returns)) for ov in op.overloads]
        self.call_args = op.impl_call or op.call_args
        self.target = f"{alias}.{op.class_name}.{'_create' if op.impl_call else 'create'}"
        summary = " ".join(op.summary.split()) or f"The {op.op_name} operation"
        self.doc = docstring(
            summary, f"See ``{op.package}.{op.class_name}.create``.", indent="        "
        )


def render_facade(facade: FacadeGroup) -> str:
    methods = []
    type_vars: dict[str, str] = {}
    for op in facade.methods:
        m = FacadeMethod(op, "_" + op.group.replace(".", "_"))
        m.name = facade.renamed.get(m.name, m.name)
        type_vars.update(m.type_vars)
        methods.append(m)
    names = {"TYPE_CHECKING"}
    if type_vars:
        names.add("TypeVar")
    if any(m.overloads for m in methods):
        names.add("overload")
    if any("Any" in m.signature or "Any" in m.returns for m in methods):
        names.add("Any")
    is_root = facade.group == ""
    return (
        environment()
        .get_template("facade.py.j2")
        .render(
            facade=facade,
            methods=methods,
            type_var_lines=[
                f'{n} = TypeVar("{n}", bound={b})' for n, b in sorted(type_vars.items())
            ],
            module_doc=docstring(facade.doc, indent=""),
            class_doc=docstring(
                "An API for building operations as Op instances."
                if is_root
                else f"An API for building ``{facade.group}`` operations as Op instances.",
                "Built with ``Ops.create()`` (default eager session), ``Ops.create(graph)`` or "
                "``Ops.create(session)``."
                if is_root
                else "",
            ),
            typing_names=", ".join(sorted(names, key=lambda n: (n != "TYPE_CHECKING", n))),
            base="(OpsBase)" if is_root else "",
            is_root=is_root,
        )
    )


def module_path(dotted: str) -> str:
    """``org.tensorflow.op.core.unique`` → ``org/tensorflow/op/core/unique.py``."""
    return naming.package_dir(dotted) + ".py"
