"""A Java project as one program: its source roots, its files' Python modules, the symbol
table of its classes, and the package tree the port is written to.

Every ``.java`` file under the project folder is read (Maven and Gradle's ``src/main/java``
and ``src/test/java``, several modules, plain package trees): a file's Python module is its
*declared* package plus its name, under a root package the user picks (``--package``,
default ``ported``), so that ``org.tensorflow.model.examples.Main`` becomes
``ported.org.tensorflow.model.examples.Main`` beside the binding's own ``org.tensorflow``.
"""

from __future__ import annotations

import keyword
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

from porter.context import ClassInfo
from porter.parse import PortError

# Folders that hold build output or tools' state, not sources.
_SKIPPED_DIRS = frozenset({"target", "build", "node_modules", "__pycache__"})
_PACKAGE = re.compile(rb"^\s*package\s+([\w.\s]+?)\s*;", re.MULTILINE)


@dataclass
class JavaFile:
    path: Path  # as found
    display: str  # relative to the project: what messages and markers name
    source: bytes  # UTF-8
    package: str  # the declared Java package ("" for none)
    module: str  # its Python module, under the root package
    classes: dict[str, ClassInfo] = field(default_factory=dict)  # qualified → info

    @property
    def target(self) -> Path:
        """The output file, relative to the output folder."""
        return Path(*self.module.split(".")).with_suffix(".py")


def java_files(project: Path, exclude: Path | None = None) -> list[Path]:
    """Every ``.java`` file under ``project`` (hidden and build folders skipped), sorted."""
    out: list[Path] = []
    excluded = exclude.resolve() if exclude is not None else None
    for path in sorted(project.rglob("*.java")):
        parts = path.relative_to(project).parts[:-1]
        if any(p.startswith(".") or p in _SKIPPED_DIRS for p in parts):
            continue
        if excluded is not None and excluded in path.resolve().parents:
            continue
        if not path.stem.isidentifier():  # package-info.java, module-info.java: no classes
            continue
        out.append(path)
    return out


_RESOURCE_PARENTS = (("src", "main"), ("src", "test"))


def resource_roots(project: Path, exclude: Path | None = None) -> list[Path]:
    """Maven's and Gradle's resource folders under ``project`` (``src/main/resources`` and
    ``src/test/resources`` of each module), main before test: on Java's class path their
    files sit beside the packages, so the port copies them into its root package folder."""
    out: list[Path] = []
    excluded = exclude.resolve() if exclude is not None else None
    for path in project.rglob("resources"):
        parts = path.relative_to(project).parts
        # the project may be the src folder itself: its own name counts
        if not path.is_dir() or path.resolve().parts[-3:-1] not in _RESOURCE_PARENTS:
            continue
        if any(p.startswith(".") or p in _SKIPPED_DIRS for p in parts[:-1]):
            continue
        if excluded is not None and (
            excluded == path.resolve() or excluded in path.resolve().parents
        ):
            continue
        out.append(path)
    return sorted(out, key=lambda p: (p.parts[-2] == "test", p.parts))


def declared_package(source: bytes) -> str:
    """The ``package`` a compilation unit declares (comments before it are allowed)."""
    cleaned = re.sub(rb"/\*.*?\*/|//[^\n]*", b"", source, flags=re.DOTALL)
    m = _PACKAGE.search(cleaned)
    return re.sub(r"\s+", "", m.group(1).decode("utf-8")) if m else ""


def source_root(path: Path, package: str) -> Path:
    """The source root a file belongs to: its folder minus its package's folders (where they
    match, as in ``src/main/java/org/x/Foo.java``), else its folder."""
    folder = path.parent
    parts = package.split(".") if package else []
    if parts and tuple(folder.parts[-len(parts) :]) == tuple(parts):
        return Path(*folder.parts[: -len(parts)]) if len(folder.parts) > len(parts) else Path()
    return folder


def python_name(segment: str) -> str:
    """A Java package segment as a Python package name (keywords get ``_``)."""
    return (
        segment + "_" if keyword.iskeyword(segment) or keyword.issoftkeyword(segment) else segment
    )


def module_of(root: str, package: str, stem: str) -> str:
    return ".".join(
        [
            *(root.split(".") if root else []),
            *map(python_name, package.split(".") if package else []),
            stem,
        ]
    )


# Top-level packages the ports import: a root package of one of these names would shadow it.
_TAKEN = frozenset({"org", "porter", "tfjava", "numpy", "tensorflow", "generator", "pytest"})


def check_root(root: str) -> None:
    if not all(p.isidentifier() and not keyword.iskeyword(p) for p in root.split(".")):
        raise PortError("--package", 0, f"{root!r} is not a Python package name")
    top = root.split(".")[0]
    if top in _TAKEN or top in sys.stdlib_module_names:
        raise PortError(
            "--package", 0, f"{root!r} would shadow the package {top!r} that the ports import"
        )


def build_module(display: str) -> str:
    """The build module a file belongs to: its folders before the first ``src``
    (``cli/src/test/java/a/App.java`` is ``cli``'s), "" for the project's own."""
    parts = Path(display).parts[:-1]
    return "/".join(parts[: parts.index("src")]) if "src" in parts else ""


def _package_of_folder(folder: str) -> str:
    out = []
    for part in folder.split("/"):
        name = re.sub(r"\W", "_", part)
        out.append(python_name("_" + name if name[:1].isdigit() else name))
    return ".".join(out)


def split_build_modules(files: list[JavaFile], root: str) -> dict[str, list[JavaFile]]:
    """A project whose build modules declare one class each (``01_intro/src/main/java/App``
    beside ``02_next/src/main/java/App``, a tutorial's steps): each module's files are ported
    under a package of its folder's name (``ported._01_intro.App``), the project's own
    files stay under the root; {} when no two build modules collide. The files are changed in
    place; the answer groups them by module."""
    seen: dict[str, str] = {}
    clash = False
    for f in files:
        module = build_module(f.display)
        other = seen.setdefault(f.module.lower(), module)
        clash |= other != module
    if not clash:
        return {}
    groups: dict[str, list[JavaFile]] = {}
    for f in files:
        module = build_module(f.display)
        if module:
            f.module = module_of(f"{root}.{_package_of_folder(module)}", f.package, f.path.stem)
        groups.setdefault(module, []).append(f)
    return groups


def collisions(files: list[JavaFile]) -> None:
    """Two files that would be written to one module (``src/a/b/Foo.java`` and
    ``src/a.b/Foo.java``, or one class twice in one build module): refused, naming both."""
    seen: dict[str, JavaFile] = {}
    for f in files:
        other = seen.get(f.module.lower())  # one file on a case-insensitive disk, too
        if other is not None:
            raise PortError(
                f.display,
                0,
                f"ports to {f.target} as {other.display} does (both declare package "
                f"{f.package or '(none)'}): rename one, or port them separately",
            )
        seen[f.module.lower()] = f


def symbol_table(files: list[JavaFile]) -> tuple[dict[str, ClassInfo], dict[str, str]]:
    """Every class of the project by qualified name, and each top-level class's module."""
    classes: dict[str, ClassInfo] = {}
    modules: dict[str, str] = {}
    for f in files:
        classes.update(f.classes)
        for q, info in f.classes.items():
            if "." not in info.py:  # a top-level class (a nested one is ``Outer.Inner``)
                modules[q] = f.module
    return classes, modules


def package_dirs(files: list[JavaFile]) -> set[Path]:
    """The output's package folders (each gets an ``__init__.py``), relative to the output."""
    dirs: set[Path] = set()
    for f in files:
        for parent in f.target.parents:
            if parent != Path():
                dirs.add(parent)
    return dirs


def bootstrap(module: str) -> list[str]:
    """The lines that let ``python OUT/pkg/Main.py`` run a port whose imports are absolute:
    run as a file, it runs itself as its package's module, with the output folder (the
    folder above its root package) first on the path, as ``python -m`` from there would."""
    depth = module.count(".")
    return [
        'if __name__ == "__main__" and not __package__:',
        "    # Run as a file: run as the module of its package (its imports are absolute).",
        "    import runpy",
        "    import sys",
        "    from pathlib import Path",
        "",
        f"    sys.path[0] = str(Path(__file__).resolve().parents[{depth}])",
        "    runpy.run_module(",
        f'        "{module}", run_name="__main__", alter_sys=True',
        "    )",
        "    sys.exit()",
    ]
