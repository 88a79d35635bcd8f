"""The ``Ops`` facade model: one group class per op group, nested groups as fields."""

from __future__ import annotations

from collections import defaultdict

from generator import naming, pytypes, runtime_paths
from generator.manifest import Manifest
from generator.model import FacadeGroup, OpClass
from generator.signatures import create_signature, facade_spelling


def _parent(group: str) -> str:
    return group.rsplit(".", 1)[0] if "." in group else ""


def facade_groups(ops: list[OpClass], root: str, manifest: Manifest) -> list[FacadeGroup]:
    """The root ``Ops`` (group ``""``) and every group class, each with its methods and imports."""
    methods_by_group: dict[str, list[OpClass]] = defaultdict(list)
    for op in ops:
        if op.facade_method:
            methods_by_group["" if op.group == "core" else op.group].append(op)
    names = set(methods_by_group) | {""}
    for g in list(names):
        while g:
            names.add(g)
            g = _parent(g)

    result = []
    for g in sorted(names):
        children = sorted(n for n in names if n and _parent(n) == g)
        subgroups = [
            (c.rsplit(".", 1)[-1], f"{root}.{naming.group_module(c)}", naming.group_class_name(c))
            for c in children
        ]
        if g == "":
            subgroups += [
                (attr, module, cls) for attr, (module, cls) in sorted(manifest.groups.items())
            ]
        methods = sorted(
            methods_by_group.get(g, []), key=lambda o: (o.facade_method or "", o.class_name)
        )
        class_name = "Ops" if g == "" else naming.group_class_name(g)
        module = f"{root}.ops" if g == "" else f"{root}.{naming.group_module(g)}"

        imports = pytypes.Imports()
        runtime_lines = {f"from {runtime_paths.OPS_BASE} import OpsBase"} if g == "" else set()
        typing_lines = set() if g == "" else {f"from {root}.ops import Ops"}
        if subgroups:
            runtime_lines.add(f"from {runtime_paths.GROUPS} import group_accessor")
        if methods:
            runtime_lines.add(f"from {runtime_paths.GROUPS} import lazy_creates")
        for m in methods:
            # What the method's signature spells (render.FacadeMethod spells it the same way).
            spelling = facade_spelling(m, _alias(m), imports)
            create_signature(m, spelling)
            for bound in (spelling.wildcards.bounds if spelling.wildcards else {}).values():
                imports.need(bound, at_runtime=True)  # the bounds of its TypeVars
            for p in m.params:
                if p.default_class:
                    imports.need(p.default_class, at_runtime=True)
            for tp in m.type_params + m.method_type_params:
                imports.need(tp.bound, at_runtime=True)
        rt, ty = imports.lines()
        runtime_lines.update(rt)
        typing_lines.update(ty)
        for attr, mod, cls in subgroups:
            typing_lines.add(f"from {mod} import {cls}")

        hidden = manifest.overloads if g == "" else frozenset()
        result.append(
            FacadeGroup(
                group=g,
                class_name=class_name,
                module=module,
                doc=(
                    f"``{root}.Ops``: the API for building operations."
                    if g == ""
                    else f"``{root}.{class_name}``: the ``{g}`` operations of the ``Ops`` facade."
                ),
                subgroups=subgroups,
                methods=methods,
                package_imports=sorted({(op.package, _alias(op)) for op in methods}),
                runtime_imports=_merge(runtime_lines),
                typing_imports=_merge(typing_lines - runtime_lines),
                renamed={
                    m.facade_method: f"_op_{m.facade_method}"
                    for m in methods
                    if m.facade_method and m.facade_method in hidden
                },
            )
        )
    return result


def _alias(op: OpClass) -> str:
    return "_" + op.group.replace(".", "_")


def _merge(lines: set[str]) -> list[str]:
    """Merge ``from X import a`` lines per module, sorted."""
    by_module: dict[str, set[str]] = defaultdict(set)
    for line in lines:
        _, module, _, names = line.split(" ", 3)
        by_module[module].update(n.strip() for n in names.split(","))
    return [f"from {m} import {', '.join(sorted(ns))}" for m, ns in sorted(by_module.items())]
