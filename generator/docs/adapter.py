"""The one place the site reads the generator's model: ops and runtime classes as page data.

A change to ``generator.model`` touches only this module.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from generator.manifest import load_manifest
from generator.model import OpClass
from generator.op_module import op_module
from generator.pipeline import DEFAULT_EXPORTS, load_ops
from generator.pytypes import Imports
from generator.signatures import parameter_spelling


@dataclass(frozen=True)
class Row:
    name: str
    java_type: str
    python_type: str
    doc: str


@dataclass
class OpPage:
    class_name: str
    package: str
    op_name: str
    summary: str
    description: str
    source: str
    java_create: str
    python_create: str
    facade_java: str
    facade_python: str
    params: list[Row] = field(default_factory=list)
    options: list[Row] = field(default_factory=list)  # python_type holds TensorFlow's default
    outputs: list[Row] = field(default_factory=list)
    inputs_fields: list[Row] = field(default_factory=list)


@dataclass(frozen=True, order=True)
class RuntimeClass:
    class_name: str
    package: str
    module: str


def _op_page(op: OpClass) -> OpPage:
    java_params = ", ".join(
        ["Scope scope"]
        + [f"{p.java_type} {p.java_name}" for p in op.params]
        + (["Options... options"] if op.options else [])
    )
    tps = ", ".join(f"{t.name} extends {t.bound}" for t in op.type_params + op.method_type_params)
    ret = op.class_name + (
        f"<{', '.join(t.name for t in op.type_params)}>" if op.type_params else ""
    )
    java_create = f"public static {f'<{tps}> ' if tps else ''}{ret} create({java_params})"
    module = op_module(op)
    python_create = (
        f"{op.class_name}.create(scope, {module.signature}) -> {module.returns}".replace(
            "(scope, )", "(scope)"
        )
    )
    group = "" if op.group == "core" else op.group + "."
    spelling = parameter_spelling(op, Imports())
    ann = {p.java_name: spelling.annotation(p.jtype) for p in op.params}
    output_ann = [text.annotation for text in module.outputs]
    # What Inputs declares; other fields (function and tensor attributes) read back untyped.
    field_ann = dict(module.inputs_fields)
    args = ", ".join(p.java_name for p in op.params)
    return OpPage(
        class_name=op.class_name,
        package=op.package,
        op_name=op.op_name,
        summary=op.summary,
        description=op.description,
        source=op.source,
        java_create=java_create,
        python_create=python_create,
        facade_java=f"tf.{group}{op.facade_method}({args})" if op.facade_method else "",
        facade_python=f"tf.{group}{op.facade_method}({', '.join(p.name for p in op.params)})"
        if op.facade_method
        else "",
        params=[Row(p.name, p.java_type, ann[p.java_name], p.doc) for p in op.params],
        options=[Row(o.name, o.java_type, o.default_doc, o.doc) for o in op.options],
        outputs=[
            Row(o.name + "()", o.java_type, a, o.doc)
            for o, a in zip(op.outputs, output_ann, strict=True)
        ],
        # Contract section 11: Inputs fields are the op's inputs, then its attributes, in Java order.
        inputs_fields=[
            Row(p.java_name, p.java_type, field_ann.get(p.java_name, "Any"), p.doc)
            for p in op.params
            if p.kind != "attr"
        ]
        + [
            Row(p.java_name, p.java_type, field_ann.get(p.java_name, "Any"), p.doc)
            for p in op.params
            if p.kind == "attr"
        ]
        + [
            Row(o.java_name, o.java_type, field_ann.get(o.java_name, "Any"), o.doc)
            for o in op.options
        ],
    )


def load(opdefs: Path, exports: Path = DEFAULT_EXPORTS) -> tuple[list[OpPage], list[RuntimeClass]]:
    ops = sorted(load_ops(opdefs, exports_path=exports), key=lambda o: (o.package, o.class_name))
    manifest = load_manifest(exports)
    runtime = sorted(
        RuntimeClass(c, pkg, mod)
        for pkg, classes in manifest.packages.items()
        for c, mod in classes.items()
    )
    return [_op_page(op) for op in ops], runtime
