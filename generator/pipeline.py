"""The generation pipeline: load → validate → resolve → render → format, all in memory.

``build`` returns every generated file's text keyed by its path below the output directory;
``generator.output`` compares or writes them.
"""

from __future__ import annotations

import keyword
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

import yaml

from generator import naming, progress, render, resources
from generator.errors import Location, OpdefError, OpdefErrors, display_path
from generator.facade import facade_groups
from generator.formatting import format_sources
from generator.loader import LoadedOpdef, load
from generator.manifest import Manifest, ManifestError, load_manifest
from generator.model import OpClass, PackageIndex
from generator.opdef_files import list_opdefs
from generator.output import HEADER
from generator.parse_cache import ParseCache
from generator.resolve import resolve

DEFAULT_EXPORTS = resources.exports_file()

# Hand-written members of Ops (OpsBase) that no generated facade method may take, unless the
# runtime manifest lists it as a facade overload (then the generated method is ``_op_<name>``).
RESERVED_FACADE = frozenset(
    {
        "create",
        "scope",
        "withSubScope",
        "withName",
        "withDevice",
        "withInitScope",
        "withControlDependencies",
        "withControlDependencyOps",
        "constant",
        "array",
        "ops",
        "constantOf",
        "zeros",
        "ones",
        "variable",
        "gradients",
        "booleanMask",
        "booleanMaskUpdate",
        "stridedSlice",
        "stridedSliceAssign",
        "ifOp",
        "whileOp",
        "caseOp",
        "call",
    }
)
# A check run on every schema-valid opdef with the others (the registry check of the CLI).
ExtraCheck = Callable[[list[LoadedOpdef]], list[OpdefError]]


@dataclass
class Generation:
    ops: list[OpClass]
    files: dict[str, str] = field(default_factory=dict)
    root_package: str = naming.OP_ROOT
    warnings: list[OpdefError] = field(default_factory=list)


def load_ops(
    opdefs_dir: Path,
    root_package: str | None = None,
    exports_path: Path | None = DEFAULT_EXPORTS,
    extra_check: ExtraCheck | None = None,
) -> list[OpClass]:
    """Load, validate and resolve every opdef; raises ``OpdefErrors`` with all problems.

    ``root_package`` defaults to the one the opdefs give (``infer_root``).
    """
    return _load(opdefs_dir, root_package, exports_path, extra_check)[0]


def _load(
    opdefs_dir: Path,
    root_package: str | None,
    exports_path: Path | None = DEFAULT_EXPORTS,
    extra_check: ExtraCheck | None = None,
    defer_extra: bool = False,
) -> tuple[list[OpClass], str, Manifest, list[OpdefError], list[LoadedOpdef]]:
    """The resolved ops, the root package, the manifest that applies, the warnings, and the
    opdefs ``extra_check`` is for.

    Raises ``OpdefErrors`` (errors and warnings, sorted) when any error was found. With
    ``defer_extra``, ``extra_check`` runs here only if there are errors (all are reported
    together); otherwise the caller runs it on the opdefs returned.
    """
    errors: list[OpdefError] = []
    ops: list[OpClass] = []
    paths, odd = list_opdefs(opdefs_dir)
    if not paths:
        raise OpdefErrors(
            [*odd, OpdefError(Location(display_path(opdefs_dir)), "", "no opdefs found")]
        )
    errors.extend(odd)
    loaded: list[tuple[LoadedOpdef, PurePosixPath]] = []
    cache = ParseCache.open()
    progress.stage(f"reading {len(paths)} opdefs")
    for path in paths:
        opdef, errs = load(path, cache)
        errors.extend(errs)
        if opdef is not None:
            loaded.append((opdef, PurePosixPath(path.relative_to(opdefs_dir).as_posix())))
    cache.save()
    checked = [opdef for opdef, _ in loaded]
    if extra_check is not None and not defer_extra:
        errors.extend(extra_check(checked))
    if root_package is None:
        root_package, errs = infer_root(loaded)
        errors.extend(errs)
        misplaced = {e.location.file for e in errs}
        loaded = [(opdef, rel) for opdef, rel in loaded if opdef.display not in misplaced]
    opdef_of: dict[str, LoadedOpdef] = {}
    for opdef, rel in loaded:
        op, errs = resolve(opdef, rel, root_package)
        errors.extend(errs)
        if op is not None:
            ops.append(op)
            opdef_of[op.source] = opdef
    manifest = Manifest()
    manifest_ok = True
    if root_package == naming.OP_ROOT:
        try:
            manifest = load_manifest(exports_path)
        except (OSError, UnicodeDecodeError, ManifestError, yaml.YAMLError) as e:
            manifest_ok = False
            file = display_path(exports_path) if exports_path is not None else "exports"
            mark = getattr(e, "problem_mark", None)
            if isinstance(e, ManifestError) and e.line:
                where = Location(file, e.line, e.column)
            elif mark is not None:
                where = Location(file, mark.line + 1, mark.column + 1)
            else:
                where = Location(file)
            problem = getattr(e, "problem", None) or getattr(e, "strerror", None) or str(e)
            errors.append(OpdefError(where, "", f"cannot read the runtime manifest: {problem}"))
    _fix_module_collisions(ops)
    errors.extend(_cross_checks(ops, opdef_of, root_package, manifest, manifest_ok))
    if any(e.severity == "error" for e in errors):
        if extra_check is not None and defer_extra:
            errors.extend(extra_check(checked))
        raise OpdefErrors(errors)
    return ops, root_package, manifest, sorted(errors), checked


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
            errors.append(
                opdef.error(
                    ("package",),
                    f"{package!r} cannot be imported in Python: {keywords[0]!r} is a keyword",
                )
            )
        elif not group:
            by_root[package].append(opdef)
        elif package.endswith("." + group):
            by_root[package[: -len(group) - 1]].append(opdef)
        else:
            errors.append(
                opdef.error(
                    ("package",),
                    f"{package!r} does not end with {group!r}, "
                    "the opdef's folder below the opdefs directory",
                )
            )
    if not by_root:
        return naming.OP_ROOT, errors
    root = max(by_root, key=lambda r: len(by_root[r]))
    first, count = by_root[root][0].display, len(by_root[root])
    for other, opdefs in by_root.items():
        if other != root:
            for opdef in opdefs:
                errors.append(
                    opdef.error(
                        ("package",),
                        f"{opdef.data['package']!r} puts the root package at {other!r}, but {first}"
                        f"{f' and {count - 1} more' if count > 1 else ''} at {root!r}: all opdefs of "
                        "a tree must share one root package",
                    )
                )
    return root, errors


def _facade_group(op: OpClass) -> str:
    return "" if op.group == "core" else op.group


def _cross_checks(
    ops: list[OpClass],
    opdef_of: dict[str, LoadedOpdef],
    root: str,
    manifest: Manifest,
    manifest_ok: bool = True,
) -> list[OpdefError]:
    """Clashes between opdefs: facade methods, modules, and the names a package exports.

    Without a readable manifest (``manifest_ok`` false, already an error), the checks against
    its hand-written members are left out: they would only repeat that error."""
    errors: list[OpdefError] = []

    def error(op: OpClass, field: str, message: str) -> None:
        errors.append(opdef_of[op.source].error((field,), message))

    # Facade groups and the attributes their classes give to subgroups.
    groups = {_facade_group(op) for op in ops if op.facade_method} | {""}
    for g in list(groups):
        while "." in g:
            g = g.rsplit(".", 1)[0]
            groups.add(g)
    subgroup_attrs: dict[str, set[str]] = defaultdict(set)
    for g in groups:
        if g:
            subgroup_attrs[g.rsplit(".", 1)[0] if "." in g else ""].add(g.rsplit(".", 1)[-1])
    subgroup_attrs[""] |= set(manifest.groups)

    facade: dict[tuple[str, str], OpClass] = {}
    for op in sorted(ops, key=lambda o: o.source):
        if not op.facade_method:
            continue
        g, name = _facade_group(op), op.facade_method
        where = f"the Ops facade{f' group {g!r}' if g else ''}"
        if (g, name) in facade:
            error(
                op,
                "facadeMethod",
                f"{name!r} is already the facade method of "
                f"{opdef_of[facade[(g, name)].source].display} in {where}",
            )
            continue
        facade[(g, name)] = op
        if g == "" and manifest_ok and name in RESERVED_FACADE - manifest.overloads:
            error(op, "facadeMethod", f"{name!r} is a hand-written member of Ops")
        elif g and name == "ops":
            error(op, "facadeMethod", "'ops' is a hand-written member of every facade group class")
        elif name in subgroup_attrs[g] and not (g == "" and name in manifest.overloads):
            error(op, "facadeMethod", f"{name!r} is the name of a subgroup of {where}")

    # Modules: one file per op, none of them a facade module.
    facade_modules = {
        f"{root}.ops" if g == "" else f"{root}.{naming.group_module(g)}": g for g in groups
    }
    modules: dict[str, OpClass] = {}
    for op in sorted(ops, key=lambda o: o.source):
        if op.module in modules:
            error(
                op,
                "className",
                f"its module {op.module} is also the module of "
                f"{opdef_of[modules[op.module].source].display}",
            )
        elif op.module in facade_modules:
            g = facade_modules[op.module]
            error(
                op,
                "className",
                f"its module {op.module} is the module of the facade "
                f"class {'Ops' if g == '' else naming.group_class_name(g)}",
            )
        modules.setdefault(op.module, op)

    # Names each package exports: generated classes, hand-written classes, facade classes.
    exported: dict[str, dict[str, str]] = defaultdict(dict)
    for package, classes in manifest.packages.items():
        for name in classes:
            exported[package][name] = "a hand-written class of the runtime (tfjava/exports.yaml)"
    for g in groups:
        exported[root]["Ops" if g == "" else naming.group_class_name(g)] = "a facade class"
    subpackages: dict[str, set[str]] = defaultdict(set)
    for op in ops:
        parts = op.package.split(".")
        for i in range(1, len(parts)):
            subpackages[".".join(parts[:i])].add(parts[i])
    for op in sorted(ops, key=lambda o: o.source):
        taken = exported[op.package].get(op.class_name)
        if taken:
            error(
                op, "className", f"{op.class_name!r} is already exported by {op.package}: {taken}"
            )
        elif op.class_name in subpackages[op.package]:
            error(op, "className", f"{op.class_name!r} is the name of a subpackage of {op.package}")
        exported[op.package].setdefault(
            op.class_name, f"the class of {opdef_of[op.source].display}"
        )
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


def build(
    opdefs_dir: Path,
    exports_path: Path | None = DEFAULT_EXPORTS,
    root_package: str | None = None,
    extra_check: ExtraCheck | None = None,
) -> Generation:
    """Every generated file, formatted, by its path below the output directory.

    ``root_package`` defaults to the one the opdefs give. The runtime manifest (hand-written
    classes and facade overloads) belongs to TensorFlow's API: it applies only to the root
    ``org.tensorflow.op``, not to a custom op package.

    ``extra_check`` (the registry check) runs after rendering and formatting, when nothing else
    was wrong: on a cold start its subprocess reads TensorFlow's registry meanwhile. Its errors
    are raised as if it had run with the other checks, and nothing is returned.
    """
    ops, root_package, manifest, warnings, checked = _load(
        opdefs_dir, root_package, exports_path, extra_check, defer_extra=True
    )
    progress.stage(f"rendering {len(ops)} op classes")
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
    try:
        formatted = _format(files, ops)
    except (RuntimeError, OpdefErrors):
        _extra_check(extra_check, checked, warnings)  # its errors, as before formatting
        raise
    warnings = _extra_check(extra_check, checked, warnings)
    # PEP 561: the top package (``org``) has inline types. Type checkers only test that the file
    # exists (and whether it says "partial"); the header marks it as the generator's.
    formatted[root_package.split(".")[0] + "/py.typed"] = (
        f"{HEADER}: the package has inline types (PEP 561).\n"
    )
    return Generation(ops, formatted, root_package, warnings)


def _extra_check(
    extra_check: ExtraCheck | None, checked: list[LoadedOpdef], warnings: list[OpdefError]
) -> list[OpdefError]:
    """``warnings`` and what ``extra_check`` finds; raises ``OpdefErrors`` if it finds errors."""
    if extra_check is None:
        return warnings
    found = [*warnings, *extra_check(checked)]
    if any(e.severity == "error" for e in found):
        raise OpdefErrors(found)
    return sorted(found)


def _format(files: dict[str, str], ops: list[OpClass]) -> dict[str, str]:
    """``format_sources``; should a generated module not parse (a generator bug), the error names
    the opdef it came from instead of ruff's message about a temporary file."""
    try:
        return format_sources(files)
    except RuntimeError:
        source_of = {render.module_path(op.module): op.source for op in ops}
        errors = []
        for rel, text in sorted(files.items()):
            try:
                compile(text, rel, "exec", dont_inherit=True)
            except SyntaxError as e:
                where = Location(source_of.get(rel, rel))
                errors.append(
                    OpdefError(
                        where,
                        "",
                        f"generates invalid Python in {rel} (a generator "
                        f"bug: please report it): {e.msg} at line {e.lineno}",
                    )
                )
        if not errors:
            raise
        raise OpdefErrors(errors) from None
