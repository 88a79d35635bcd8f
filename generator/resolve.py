"""Validated opdef data → the resolved model (``generator.model``), with semantic checks.

Every name and form of a generated class is decided here; types stay parsed (``JType``), spelled
later per context (``generator.op_module``, ``generator.facade``). Errors are collected, each
located in its opdef.
"""

from __future__ import annotations

import os
from pathlib import PurePosixPath
from typing import Any

from generator import identifiers, naming, pytypes
from generator.checks import Checker, check_element, check_param_type
from generator.docstrings import default_doc
from generator.errors import OpdefError
from generator.javatypes import JType
from generator.loader import FieldPath, LoadedOpdef
from generator.model import OpClass, Option, OutputGetter, Param, SharedName, TypeParam
from generator.signatures import inline_single_use


def resolve(
    opdef: LoadedOpdef, rel_path: PurePosixPath, root_package: str = naming.OP_ROOT
) -> tuple[OpClass | None, list[OpdefError]]:
    """Check one opdef and build its class model; ``rel_path`` is relative to the opdefs dir."""
    chk = Checker(opdef)
    chk.errors.extend(identifiers.check(opdef))
    d = opdef.data
    class_name: str = d["className"]
    package: str = d["package"]
    group_path = str(rel_path.parent).replace("/", ".")
    expected_package = root_package if group_path in ("", ".") else f"{root_package}.{group_path}"
    if package != expected_package:
        chk.error(
            ("package",),
            f"{package!r} does not match the file's folder (expected {expected_package!r})",
        )
    if rel_path.stem != class_name:
        chk.error(("className",), f"{class_name!r} does not match the file name {rel_path.name!r}")
    visible = d["visibility"] == "VISIBLE"
    facade = d.get("facadeMethod")
    if visible and not facade:
        chk.error(("facadeMethod",), "a VISIBLE class needs a facade method")
    if not visible and facade:
        chk.error(("facadeMethod",), "a HIDDEN class has no facade method (use null)")

    class_tps = [TypeParam(tp["name"], tp["bound"]) for tp in d.get("typeParams", [])]
    method_tps = [TypeParam(tp["name"], tp["bound"]) for tp in d.get("methodTypeParams", [])]
    seen: set[str] = set()
    for key, tps in (("typeParams", class_tps), ("methodTypeParams", method_tps)):
        for i, tp in enumerate(tps):
            if tp.name in seen:
                chk.error((key, i, "name"), f"type parameter {tp.name} is declared twice")
            seen.add(tp.name)
    declared = {tp.name for tp in class_tps + method_tps}

    # -- create parameters
    params: list[Param] = []
    names: set[str] = set()
    for i, p in enumerate(d["create"]):
        field: FieldPath = ("create", i)
        t = chk.jtype((*field, "type"), p["type"])
        if p["name"] in names:
            chk.error((*field, "name"), f"parameter {p['name']!r} is declared twice")
        names.add(p["name"])
        if p["name"] == "scope":
            chk.error((*field, "name"), "'scope' is reserved for create's first parameter")
        if t is None:
            continue
        check_param_type(chk, (*field, "type"), p["kind"], t)
        check_element(chk, (*field, "type"), t, declared)
        default = p.get("default")
        if default is not None:
            if t.name != "Class":
                chk.error((*field, "default"), "only a Class<X> parameter can have a default type")
            elif default not in pytypes.TENSOR_TYPES:
                chk.error((*field, "default"), f"{default!r} is not a tensor type class")
        try:
            pytypes.Spelling().annotation(t)
            kind = pytypes.attr_kind(t) if p["kind"] == "attr" else None
        except (ValueError, IndexError) as e:
            chk.error((*field, "type"), f"{str(t)!r} has no Python spelling: {e}")
            continue
        params.append(
            Param(
                java_name=p["name"],
                name=naming.python_param(p["name"]),
                kind=p["kind"],
                tf_name=p.get("arg") or p.get("attr") or "",
                java_type=p["type"],
                jtype=t,
                doc=p.get("doc", ""),
                attr_kind=kind,
                default_class=default,
            )
        )

    # -- outputs
    outputs: list[OutputGetter] = []
    out_names: set[str] = set()
    for i, o in enumerate(d.get("outputs", [])):
        field = ("outputs", i)
        t = chk.jtype((*field, "type"), o["type"])
        if o["name"] in out_names:
            chk.error((*field, "name"), f"output {o['name']!r} is declared twice")
        out_names.add(o["name"])
        if t is None:
            continue
        is_list = t.name == "List"
        inner = t.args[0] if is_list and t.args else t
        if inner.name != "Output" or len(inner.args) != 1:
            chk.error(
                (*field, "type"),
                f"an output's type must be Output<...> or List<Output<...>>, not {str(t)!r}",
            )
            continue
        check_element(chk, (*field, "type"), t, declared)
        outputs.append(
            OutputGetter(
                name=naming.python_method(o["name"]),
                arg=o["arg"],
                java_type=o["type"],
                jtype=t,
                is_list=is_list,
                doc=o.get("doc", ""),
            )
        )

    # -- options
    options: list[Option] = []
    opt_names: set[str] = set()
    for i, o in enumerate(d.get("options", [])):
        field = ("options", i)
        t = chk.jtype((*field, "type"), o["type"])
        if o["name"] in opt_names:
            chk.error((*field, "name"), f"option {o['name']!r} is declared twice")
        opt_names.add(o["name"])
        if t is None:
            continue
        check_param_type(chk, (*field, "type"), "attr", t)
        if t.name == "Class" or (t.args and t.args[0].name == "Class"):
            chk.error((*field, "type"), "type attributes are never options")
            continue
        try:
            kind = pytypes.attr_kind(t)
        except ValueError as e:
            chk.error((*field, "type"), str(e))
            continue
        is_list = kind.startswith("list(")
        elem = t.args[0] if is_list else t
        name = naming.python_param(o["name"])
        options.append(
            Option(
                java_name=o["name"],
                name=name,
                attr=o["attr"],
                java_type=o["type"],
                jtype=elem,
                attr_kind=kind,
                is_list=is_list,
                doc=o.get("doc", ""),
                default_doc=default_doc(o["default"]) if "default" in o else "",
                default=o.get("default"),
            )
        )
    if chk.errors:
        return None, chk.errors

    # Options that share a name with an instance method become static-or-instance descriptors.
    instance_names = {o.name for o in outputs}
    single = len(outputs) == 1
    if single:
        instance_names |= naming.INHERITED_INSTANCE_METHODS
    else:
        instance_names |= {"op", "env"}
    for o in options:
        if o.name in instance_names:
            if o.name in {g.name for g in outputs}:
                o.shares_name = SharedName.OUTPUT
            elif o.name in ("op", "env"):
                o.shares_name = SharedName.RAW_OP
            else:
                o.shares_name = SharedName.OPERAND
            if o.name in ("create", "OP_NAME"):
                chk.error(("options",), f"option name {o.name!r} is reserved")
    py_names = [p.name for p in params]
    for o in options:
        if o.name in py_names:
            chk.error(
                ("options", [x["name"] for x in d.get("options", [])].index(o.java_name), "name"),
                f"option {o.java_name!r} has the Python name of a create parameter ({o.name!r})",
            )
    if chk.errors:
        return None, chk.errors

    method_tps, inlined = inline_single_use(params, method_tps)
    return _build(d, rel_path, opdef, params, outputs, options, class_tps, method_tps, inlined), []


def _build(
    d: dict[str, Any],
    rel_path: PurePosixPath,
    opdef: LoadedOpdef,
    params: list[Param],
    outputs: list[OutputGetter],
    options: list[Option],
    class_tps: list[TypeParam],
    method_tps: list[TypeParam],
    inlined: dict[str, str],
) -> OpClass:
    class_name: str = d["className"]
    package: str = d["package"]

    # Interface by outputs (Java: Operand<X> for one non-list output, Iterable for one list).
    interface: str | None = None
    operand_type: JType | None = None
    if len(outputs) == 1:
        t = outputs[0].jtype
        elem = (t.args[0] if outputs[0].is_list else t).args[0]
        operand_type = JType("TType") if elem.is_wildcard else elem
        interface = "iterable" if outputs[0].is_list else "operand"

    defaulted = [p for p in params if p.default_class]
    first_default = params.index(defaulted[0]) if defaulted else len(params)
    # A defaulted Class<X> parameter followed by required ones cannot be a Python default.
    shifted = any(not p.default_class for p in params[first_default:])

    # A custom op's library (absolute; a relative path is relative to the opdef's folder) is
    # loaded when the module is imported. The group is the folder ("core" at the top, as for
    # org.tensorflow.op itself).
    library = d.get("library")
    if library:
        library = os.path.normpath(
            os.path.join(os.path.abspath(opdef.path.parent), os.path.expanduser(library))
        )
    return OpClass(
        source="opdefs/" + str(rel_path),
        op_name=d["opName"],
        package=package,
        class_name=class_name,
        module=f"{package}.{naming.snake_case(class_name)}",
        group=".".join(rel_path.parent.parts) or "core",
        facade_method=naming.python_method(d["facadeMethod"]) if d.get("facadeMethod") else None,
        deprecated=bool(d.get("deprecated", False)),
        deprecated_by=d.get("deprecatedBy"),
        summary=d["summary"],
        description=d.get("description", ""),
        type_params=class_tps,
        method_type_params=method_tps,
        inlined=inlined,
        params=params,
        options=options,
        outputs=outputs,
        interface=interface,
        operand_type=operand_type,
        defaulted=defaulted,
        shifted=shifted,
        library=library or None,
    )
