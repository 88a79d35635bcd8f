"""Render the resolved model with the Jinja templates in ``templates/``.

Templates are strict (an undefined name is an error) and thin: every string they place was
decided in Python (``resolve``, spelled by ``op_module`` and here). See docs/templates.md for each template's context.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import jinja2

from generator import naming, runtime_paths, signatures
from generator.docstrings import docstring
from generator.model import FacadeGroup, OpClass, PackageIndex
from generator.op_module import op_module
from generator.pytypes import Imports
from generator.resources import templates_dir

TEMPLATES = templates_dir()


@cache
def environment(templates: Path = TEMPLATES) -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(templates)),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )
    env.globals["paths"] = runtime_paths  # the runtime's module paths, kept in one place
    return env


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


def _raw_op_names(op: OpClass) -> str:
    names = {"RawOperandOp" if op.interface == "operand" else "RawOp"}
    if op.options:
        names.add("OpOptions")
    if any(o.shares_name for o in op.options):
        names.add("static_or_instance")
    return ", ".join(sorted(names))


def class_doc(op: OpClass) -> str:
    body = op.description
    if op.deprecated:
        replacement = op.deprecated_by or "another endpoint"
        body = f"Deprecated: use ``{replacement}`` instead.\n\n{body}"
    return docstring(op.summary or f"The {op.op_name} operation", body)


def render_op(op: OpClass) -> str:
    module = op_module(op)
    summary = (
        op.summary.strip().splitlines()[0] if op.summary.strip() else f"The {op.op_name} operation"
    )
    return (
        environment()
        .get_template("op_class.py.j2")
        .render(
            op=op,
            module=module,
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
            static_option_docs=[
                docstring(
                    f"A new ``Options`` with the {o.java_name} option set (Java's static method).",
                    "Args:\n    "
                    + f"{o.name}: {' '.join(o.doc.split()) or f'the {o.java_name} option'}"
                    + (f"\n\nTensorFlow's default: {o.default_doc}." if o.default_doc else "")
                    + "\n\nReturns:\n    a new Options instance.",
                    indent="        ",
                )
                for o in op.options
            ],
            output_docs=[
                docstring(" ".join(out.doc.split()) or f"Gets {out.name}.", indent="        ")
                for out in op.outputs
            ],
        )
    )


def render_package_index(index: PackageIndex) -> str:
    return (
        environment()
        .get_template("package_init.py.j2")
        .render(index=index, module_doc=docstring(index.doc, indent=""))
    )


class FacadeMethod:
    """One facade method: the op's create signature spelled with facade-wide type variables."""

    def __init__(self, op: OpClass, alias: str) -> None:
        spelling = signatures.facade_spelling(op, alias, Imports())
        sig = signatures.create_signature(op, spelling)
        self.type_vars = {
            signatures.facade_type_var(tp): tp.bound
            for tp in op.type_params + op.method_type_params
        } | (spelling.wildcards.bounds if spelling.wildcards else {})
        self.name: str = op.facade_method or ""
        self.signature = sig.params
        self.returns = sig.returns
        self.overloads = sig.overloads
        self.uses_any = spelling.uses_any
        self.call_args = signatures.impl_call(op) if op.with_impl else sig.call_args
        # _create: create with everything positional, written in every class whose create takes
        # its arguments as they come (on the native path, the native creator in its place). The
        # method calls it through a global of the facade module (FacadeCreate).
        self.create = FacadeCreate(op, alias)
        self.target = self.create.name
        summary = " ".join(op.summary.split()) or f"The {op.op_name} operation"
        self.doc = docstring(
            summary, f"See ``{op.package}.{op.class_name}.create``.", indent="        "
        )


class FacadeCreate:
    """The facade module's global for one op's ``_create``: typed as the class's own for type
    checkers, a ``lazy_create`` at run time (which says why it is a global)."""

    def __init__(self, op: OpClass, alias: str) -> None:
        self.method = "create" if op.shifted else "_create"
        self.name = f"{alias}_{op.class_name}"
        self.typed = f"{alias}.{op.class_name}.{self.method}"
        self.op_class = f"{op.module}.{op.class_name}" + (":create" if op.shifted else "")


def _by_name(create: FacadeCreate) -> str:
    return create.name


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
    if any(m.uses_any for m in methods):
        names.add("Any")
    is_root = facade.group == ""
    return (
        environment()
        .get_template("facade.py.j2")
        .render(
            facade=facade,
            methods=methods,
            creates=sorted({m.create.name: m.create for m in methods}.values(), key=_by_name),
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
