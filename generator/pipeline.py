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
from generator.loader import LoadedOpdef, load
from generator.manifest import Manifest, load_manifest
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
    root_package: str = naming.OP_ROOT


def load_ops(opdefs_dir: Path, root_package: str | None = None) -> list[OpClass]:
    """Load, validate and resolve every opdef; raises ``OpdefErrors`` with all problems.

    ``root_package`` defaults to the one the opdefs give (``infer_root``).
    """
    return _load(opdefs_dir, root_package)[0]


def _load(opdefs_dir: Path, root_package: str | None) -> tuple[list[OpClass], str]:
    errors: list[OpdefError] = []
    ops: list[OpClass] = []
    paths = sorted(opdefs_dir.rglob("*.yaml"))
    if not paths:
        raise OpdefErrors([OpdefError(Location(display_path(opdefs_dir)), "", "no opdefs found")])
    loaded: list[tuple[LoadedOpdef, PurePosixPath]] = []
    for path in paths:
        opdef, errs = load(path)
        errors.extend(errs)
        if opdef is not None:
            loaded.append((opdef, PurePosixPath(path.relative_to(opdefs_dir).as_posix())))
    if root_package is None:
        root_package, errs = infer_root(loaded)
        errors.extend(errs)
        misplaced = {e.location.file for e in errs}
        loaded = [(opdef, rel) for opdef, rel in loaded if opdef.display not in misplaced]
    for opdef, rel in loaded:
        op, errs = resolve(opdef, rel, root_package)
        errors.extend(errs)
        if op is not None:
            ops.append(op)
    errors.extend(_cross_checks(ops))
    if errors:
        raise OpdefErrors(errors)
    _fix_module_collisions(ops)
    return ops, root_package


def infer_root(loaded: list[tuple[LoadedOpdef, PurePosixPath]]) -> tuple[str, list[OpdefError]]:
    """The root package of an opdefs tree, and the opdefs that disagree with it.

    An opdef at ``<group folders>/<Class>.yaml`` gives its package minus the group
    (``org.tensorflow.op.data.experimental`` at ``data/experimental/`` gives
    ``org.tensorflow.op``; ``com.example.op`` at the top gives itself). All opdefs must give the
    same root: the one most of them give wins and each other opdef is an error, as is a package
    that does not end with its folders or that Python cannot import (a keyword segment).
    """
    by_root: dict[str, list[LoadedOpdef]] = defaultdict(list)
    errors: list[OpdefError] = []
    for opdef, rel in loaded:
        package: str = opdef.data["package"]
        group = ".".join(rel.parent.parts)
        keywords = [s for s in package.split(".") if keyword.iskeyword(s)]
        if keywords:
            errors.append(opdef.error(("package",), f"{package!r} cannot be imported in Python: "
                                      f"{keywords[0]!r} is a keyword"))
        elif not group:
            by_root[package].append(opdef)
        elif package.endswith("." + group):
            by_root[package[: -len(group) - 1]].append(opdef)
        else:
            errors.append(opdef.error(("package",), f"{package!r} does not end with {group!r}, "
                                      "the opdef's folder below the opdefs directory"))
    if not by_root:
        return naming.OP_ROOT, errors
    root = max(by_root, key=lambda r: len(by_root[r]))
    first, count = by_root[root][0].display, len(by_root[root])
    for other, opdefs in by_root.items():
        if other != root:
            for opdef in opdefs:
                errors.append(opdef.error(("package",),
                    f"{opdef.data['package']!r} puts the root package at {other!r}, but {first}"
                    f"{f' and {count - 1} more' if count > 1 else ''} at {root!r}: all opdefs of "
                    "a tree must share one root package"))
    return root, errors


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
          root_package: str | None = None) -> Generation:
    """Every generated file, formatted, by its path below the output directory.

    ``root_package`` defaults to the one the opdefs give. The runtime manifest (hand-written
    classes and facade overloads) belongs to TensorFlow's API: it applies only to the root
    ``org.tensorflow.op``, not to a custom op package.
    """
    ops, root_package = _load(opdefs_dir, root_package)
    manifest = load_manifest(exports_path) if root_package == naming.OP_ROOT else Manifest()
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
    return Generation(ops, format_sources(files), root_package)
