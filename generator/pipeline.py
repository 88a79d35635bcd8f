"""The generation pipeline: load → validate → resolve → render → format, all in memory.

``build`` returns every generated file's text keyed by its path below the output directory;
``generator.output`` compares or writes them.
"""

from __future__ import annotations

import keyword
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

import yaml

from generator import naming, pytypes, render
from generator.errors import Location, OpdefError, OpdefErrors, display_path
from generator.formatting import format_sources
from generator.loader import load
from generator.model import FacadeGroup, OpClass, PackageIndex
from generator.resolve import resolve

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_EXPORTS = ROOT / "tfjava" / "exports.yaml"

RESERVED_FACADE = frozenset(
    {"create", "scope", "withSubScope", "withName", "withDevice", "withInitScope",
     "withControlDependencies", "withControlDependencyOps", "constant", "array", "ops"}
)


@dataclass
class Generation:
    ops: list[OpClass]
    files: dict[str, str] = field(default_factory=dict)
    warnings: list[OpdefError] = field(default_factory=list)


def load_exports(path: Path | None) -> dict[str, dict[str, str]]:
    if path is None or not path.exists():
        return {}
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    return {pkg: dict(classes or {}) for pkg, classes in data.items()}


def load_ops(opdefs_dir: Path, root_package: str = naming.OP_ROOT) -> list[OpClass]:
    """Load, validate and resolve every opdef; raises ``OpdefErrors`` with all problems."""
    errors: list[OpdefError] = []
    ops: list[OpClass] = []
    paths = sorted(opdefs_dir.rglob("*.yaml"))
    if not paths:
        raise OpdefErrors([OpdefError(Location(display_path(opdefs_dir)), "", "no opdefs found")])
    for path in paths:
        opdef, errs = load(path)
        errors.extend(errs)
        if opdef is None:
            continue
        rel = PurePosixPath(path.relative_to(opdefs_dir).as_posix())
        op, errs = resolve(opdef, rel, root_package)
        errors.extend(errs)
        if op is not None:
            ops.append(op)
    errors.extend(_cross_checks(ops))
    if errors:
        raise OpdefErrors(errors)
    return ops


def _cross_checks(ops: list[OpClass]) -> list[OpdefError]:
    errors = []
    facade: dict[tuple[str, str], OpClass] = {}
    modules: dict[str, OpClass] = {}
    classes_by_package: dict[str, set[str]] = defaultdict(set)
    for op in ops:
        classes_by_package[op.package].add(op.class_name)
    for op in ops:
        where = Location(op.source)
        if op.facade_method:
            key = (op.group, op.facade_method)
            if key in facade:
                errors.append(OpdefError(where, "facadeMethod",
                    f"{op.facade_method!r} is already the facade method of {facade[key].source}"))
            facade[key] = op
            if op.facade_method in RESERVED_FACADE:
                errors.append(OpdefError(where, "facadeMethod",
                    f"{op.facade_method!r} is a hand-written member of Ops"))
        if op.module in modules:
            errors.append(OpdefError(where, "className",
                f"module {op.module} would also hold {modules[op.module].source}"))
        modules[op.module] = op
    return errors


def _fix_module_collisions(ops: list[OpClass]) -> None:
    """A module named like a class or subpackage of its package gets an ``_op`` suffix."""
    names_by_package: dict[str, set[str]] = defaultdict(set)
    for op in ops:
        names_by_package[op.package].add(op.class_name)
        parts = op.package.split(".")
        for i in range(1, len(parts)):
            names_by_package[".".join(parts[:i])].add(parts[i])
    for op in ops:
        package, _, module = op.module.rpartition(".")
        if module in names_by_package[package] or keyword.iskeyword(module):
            op.module = f"{package}.{module}_op"


def build(opdefs_dir: Path, exports_path: Path | None = DEFAULT_EXPORTS,
          root_package: str = naming.OP_ROOT, facade_package: str | None = None) -> Generation:
    """Every generated file, formatted, by its path below the output directory."""
    ops = load_ops(opdefs_dir, root_package)
    _fix_module_collisions(ops)
    exports = load_exports(exports_path)
    gen = Generation(ops)
    files: dict[str, str] = {}
    for op in ops:
        files[render.module_path(op.module)] = render.render_op(op)

    # Package indexes: generated classes plus the runtime's hand-written ones.
    by_package: dict[str, list[tuple[str, str]]] = defaultdict(list)
    sources: dict[str, str] = {}
    for op in ops:
        by_package[op.package].append((op.class_name, op.module))
        sources[op.package] = "opdefs/" + str(PurePosixPath(op.source).parent.relative_to("opdefs")) + "/"
    for package, classes in exports.items():
        for name, module in classes.items():
            by_package[package].append((name, module))
            sources.setdefault(package, "tfjava/exports.yaml")

    facade_root = facade_package if facade_package is not None else root_package
    facades = _facades(ops, facade_root)
    for f in facades:
        by_package[facade_root].append((f.class_name, f.module))
        files[render.module_path(f.module)] = f.rendered  # type: ignore[attr-defined]
    sources.setdefault(facade_root, "opdefs/")

    # Every package on the way needs an __init__.
    all_packages = set(by_package)
    for package in list(all_packages):
        parts = package.split(".")
        for i in range(1, len(parts)):
            all_packages.add(".".join(parts[:i]))
    for package in sorted(all_packages):
        exports_list = sorted(set(by_package.get(package, [])))
        index = PackageIndex(
            package=package,
            doc=f"Java package ``{package}``.",
            exports=exports_list,
            source=sources.get(package, "the package layout"),
        )
        files[naming.package_dir(package) + "/__init__.py"] = render.render_package_index(index)
    gen.files = format_sources(files)
    return gen


def _facades(ops: list[OpClass], root: str) -> list[FacadeGroup]:
    groups: dict[str, list[OpClass]] = defaultdict(list)
    for op in ops:
        if op.facade_method:
            groups["" if op.group == "core" else op.group].append(op)
    names = set(groups)
    for g in list(names):
        parts = g.split(".")
        for i in range(1, len(parts)):
            names.add(".".join(parts[:i]))
    names.add("")
    result = []
    for g in sorted(names):
        children = sorted(n for n in names if n and n.rsplit(".", 1)[0] == g and "." in n) if g else sorted(
            n for n in names if n and "." not in n
        )
        subgroups = [(c.rsplit(".", 1)[-1], f"{root}.{naming.group_module(c)}", naming.group_class_name(c)) for c in children]
        methods = sorted(groups.get(g, []), key=lambda o: (o.facade_method or "", o.class_name))
        package_imports = sorted({(op.package, "_" + op.group.replace(".", "_")) for op in methods})
        class_name = "Ops" if g == "" else naming.group_class_name(g)
        module = f"{root}.ops" if g == "" else f"{root}.{naming.group_module(g)}"
        facade = FacadeGroup(
            group=g,
            class_name=class_name,
            module=module,
            doc=f"``{root}.{class_name}``: the {'root of the ' if not g else ''}op facade{' group ' + g if g else ''}.",
            subgroups=subgroups,
            methods=methods,
            package_imports=package_imports,
        )
        runtime = set()
        typing = set()
        if g == "":
            runtime.add("from tfjava.op.ops_base import OpsBase")
        else:
            typing.add(f"from {root}.ops import Ops")
        if subgroups:
            runtime.add("from tfjava.op.facade import group_accessor")
        facade_imports = pytypes.Imports()
        for m in methods:
            for name in m.signature_names:
                facade_imports.need(name)
            for p in m.params:
                if p.default_class:
                    facade_imports.need(p.default_class, at_runtime=True)
            for tp in m.type_params + m.method_type_params:
                facade_imports.need(tp.bound, at_runtime=True)
        rt_lines, ty_lines = facade_imports.lines()
        runtime.update(rt_lines)
        typing.update(ty_lines)
        facade.rendered = render.render_facade(facade, _merge_imports(runtime), _merge_imports(typing - runtime))  # type: ignore[attr-defined]
        result.append(facade)
    return result


def _merge_imports(lines: set[str]) -> list[str]:
    by_module: dict[str, set[str]] = defaultdict(set)
    for line in lines:
        _, module, _, names = line.split(" ", 3)
        by_module[module].update(n.strip() for n in names.split(","))
    return [f"from {m} import {', '.join(sorted(ns))}" for m, ns in sorted(by_module.items())]
