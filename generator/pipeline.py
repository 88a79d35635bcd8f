"""The generation pipeline: load → validate → resolve → render → format, all in memory.

``build`` returns every generated file's text keyed by its path below the output directory;
``generator.output`` compares or writes them.
"""

from __future__ import annotations

import keyword
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from generator import naming, render
from generator.errors import Location, OpdefError, OpdefErrors, display_path
from generator.facade import facade_groups
from generator.formatting import format_sources
from generator.loader import load
from generator.manifest import load_manifest
from generator.model import OpClass, PackageIndex
from generator.resolve import resolve

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_EXPORTS = ROOT / "tfjava" / "exports.yaml"

# Hand-written members of Ops that no generated facade method may take.
RESERVED_FACADE = frozenset(
    {"create", "scope", "withSubScope", "withName", "withDevice", "withInitScope",
     "withControlDependencies", "withControlDependencyOps", "constant", "array", "ops"}
)


@dataclass
class Generation:
    ops: list[OpClass]
    files: dict[str, str] = field(default_factory=dict)


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
    _fix_module_collisions(ops)
    return ops


def _cross_checks(ops: list[OpClass]) -> list[OpdefError]:
    errors = []
    facade: dict[tuple[str, str], OpClass] = {}
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
    return errors


def _fix_module_collisions(ops: list[OpClass]) -> None:
    """A module named like a class or subpackage of its package, or like a keyword, gets ``_op``."""
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
          root_package: str = naming.OP_ROOT) -> Generation:
    """Every generated file, formatted, by its path below the output directory."""
    ops = load_ops(opdefs_dir, root_package)
    manifest = load_manifest(exports_path)
    files: dict[str, str] = {render.module_path(op.module): render.render_op(op) for op in ops}

    # Package indexes: generated classes plus the runtime's hand-written ones.
    exports: dict[str, set[tuple[str, str]]] = defaultdict(set)
    sources: dict[str, str] = {}
    for op in ops:
        exports[op.package].add((op.class_name, op.module))
        sources[op.package] = str(PurePosixPath(op.source).parent) + "/"
    for package, classes in manifest.packages.items():
        exports[package].update(classes.items())
        sources.setdefault(package, "tfjava/exports.yaml")
    for group in facade_groups(ops, root_package, manifest):
        exports[root_package].add((group.class_name, group.module))
        files[render.module_path(group.module)] = render.render_facade(group)
    sources.setdefault(root_package, "opdefs/")

    packages = set(exports)
    for package in list(packages):
        parts = package.split(".")
        packages.update(".".join(parts[:i]) for i in range(1, len(parts)))
    for package in sorted(packages):
        index = PackageIndex(
            package=package,
            doc=f"Java package ``{package}``.",
            exports=sorted(exports.get(package, ())),
            source=sources.get(package, "the package layout"),
        )
        files[naming.package_dir(package) + "/__init__.py"] = render.render_package_index(index)
    return Generation(ops, format_sources(files))
