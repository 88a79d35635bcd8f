"""Port Java files (``port_files``) or a whole project (``port_project``), formatted with the
pinned ruff; ``write`` puts the result on disk, whole or not at all."""

from __future__ import annotations

import os
import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path

from porter.context import ClassInfo
from porter.cycles import cycles
from porter.declarations import (
    DECLARED_FIELDS_READ,
    MODIFIERS_READ,
    Ported,
    port_source,
    scan,
)
from porter.parse import PortError, decode, too_deep
from porter.project import (
    JavaFile,
    bootstrap,
    build_module,
    check_root,
    collisions,
    declared_package,
    java_files,
    module_of,
    package_dirs,
    resource_roots,
    split_build_modules,
    symbol_table,
)
from porter.reports import FileReport

DEFAULT_ROOT = "ported"
INIT = '"""A Java package, ported by python -m porter."""\n'


def format_python(sources: dict[str, str]) -> dict[str, str]:
    """Format with the project's pinned ruff (and its cache)."""
    from generator.formatting import format_sources

    return format_sources(sources)


def read_java(path: Path, encoding: str | None = None, display: str | None = None) -> bytes:
    """A Java file as UTF-8 bytes; unreadable or undecodable: a ``PortError``."""
    name = display or str(path)
    try:
        data = path.read_bytes()
    except OSError as e:
        raise PortError(name, 0, f"cannot read it: {e.strerror or e}") from e
    return decode(data, name, encoding)


def _scan_all(paths: set[Path], encoding: str | None) -> dict[str, ClassInfo]:
    """The classes of every file ported, and of their folders' other files."""
    known: dict[str, ClassInfo] = {}
    for path in sorted(paths):
        try:
            known.update(scan(read_java(path, encoding), str(path)))
        except (PortError, RecursionError):
            continue  # reported when that file itself is ported
    return known


def _port_one(
    source: bytes, name: str, siblings: set[str], record_widths: bool, **kw: object
) -> Ported:
    try:
        ported = port_source(source, name, siblings, record_widths, **kw)  # type: ignore[arg-type]
    except RecursionError:
        raise too_deep(source, name) from None
    try:
        compile(ported.source, name, "exec")
    except (SyntaxError, RecursionError, MemoryError) as e:
        if isinstance(e, SyntaxError) and "nested" not in str(e):
            raise RuntimeError(
                f"{name}: the port is not valid Python ({e}):\n{ported.source}"
            ) from e
        raise too_deep(source, name) from None
    return ported


def port_files(
    paths: list[Path], record_widths: bool = False, encoding: str | None = None
) -> dict[Path, tuple[str, FileReport]]:
    """Port each Java file (classes of the same folder are its package's siblings)."""
    raw: dict[str, str] = {}
    reports: dict[str, FileReport] = {}
    known = _scan_all(
        {p for path in paths for p in path.parent.glob("*.java")} | set(paths), encoding
    )
    for path in paths:
        siblings = {p.stem for p in path.parent.glob("*.java")} - {path.stem}
        ported = _port_one(
            read_java(path, encoding), str(path), siblings, record_widths, external=known
        )
        python, report = ported.source, ported.report
        key = f"{len(raw):04d}_{path.stem}.py"
        raw[key] = python
        reports[key] = report
    formatted = format_python(raw) if raw else {}
    return {p: (formatted[k], reports[k]) for p, k in zip(paths, raw, strict=True)}


_JSON_IMPORT = re.compile(
    # Spring MVC reads and writes the program's classes with Jackson
    rb"^\s*import\s+(com\.fasterxml\.jackson|com\.google\.gson|com\.alibaba\.fastjson"
    rb"|org\.springframework\.web)\.",
    re.MULTILINE,
)


@dataclass
class Project:
    """A project's port: each file's module, Python source and report; the package folders."""

    files: list[JavaFile]
    python: dict[str, str]  # module → formatted source
    reports: list[FileReport]
    packages: set[Path]  # package folders, relative to the output folder
    resources: list[Path] = field(default_factory=list)  # resource folders (porter.project)
    root: str = DEFAULT_ROOT  # the root package, where the resources are copied


def port_project(
    project: Path,
    out: Path | None = None,
    root: str = DEFAULT_ROOT,
    record_widths: bool = False,
    encoding: str | None = None,
) -> Project:
    """Port every Java file under ``project`` as one program (see ``porter.project``)."""
    check_root(root)
    files: list[JavaFile] = []
    for path in java_files(project, exclude=out):
        display = str(path.relative_to(project))
        source = read_java(path, encoding, display)
        package = declared_package(source)
        f = JavaFile(path, display, source, package, module_of(root, package, path.stem))
        try:
            f.classes = scan(source, display)
        except RecursionError:
            raise too_deep(source, display) from None
        files.append(f)
    groups = split_build_modules(files, root)
    collisions(files)
    classes, modules = symbol_table(files)
    # Build modules ported side by side: a class each declares is its own, before another's.
    all_classes, all_modules = classes, modules
    own_tables = {
        m: tuple(a | b for a, b in zip((classes, modules), symbol_table(g), strict=True))
        for m, g in groups.items()
    }
    # A project that uses Jackson or Gson: every class declares its fields for them (its
    # model classes are in other files than the ObjectMapper's).
    json_fields = any(
        _JSON_IMPORT.search(f.source) or DECLARED_FIELDS_READ.search(f.source) for f in files
    )
    # A project that reads classes' modifiers: every class declares them.
    class_modifiers = any(MODIFIERS_READ.search(f.source) for f in files)

    def port(f: JavaFile, **kw: object) -> Ported:
        classes, modules = own_tables.get(build_module(f.display), (all_classes, all_modules))
        own = {info.name for info in f.classes.values() if "." not in info.py}
        siblings = {
            q.rsplit(".", 1)[-1]
            for q, m in modules.items()
            if q.rsplit(".", 1)[0] == f.package and "." in q and m != f.module
        } - own
        if not f.package:
            siblings = {q for q, m in modules.items() if "." not in q and m != f.module} - own
        return _port_one(
            f.source,
            f.display,
            siblings,
            record_widths,
            external=classes,
            project=modules,
            module=f.module,
            json_fields=json_fields,
            class_modifiers=class_modifiers,
            **kw,
        )

    ported = {f.module: port(f) for f in files}
    # Modules that import each other: ported again, knowing their cycle (porter.cycles).
    cyclic, init = cycles(
        {m: p.imports for m, p in ported.items()}, {m: p.eager for m, p in ported.items()}
    )
    for f in files:
        if f.module in cyclic:
            ported[f.module] = port(f, cyclic=cyclic[f.module], init_cycle=init.get(f.module, ""))
    raw: dict[str, str] = {}
    reports: list[FileReport] = []
    for f in files:
        raw[f"{len(raw):05d}_{f.path.stem}.py"] = ported[f.module].source
        reports.append(ported[f.module].report)
    formatted = format_python(raw) if raw else {}
    python_by_module: dict[str, str] = {}
    for f, report, key in zip(files, reports, raw, strict=True):
        python_by_module[f.module] = formatted[key]
        if any(m.static_main for m in report.methods):
            python_by_module[f.module] = _with_bootstrap(formatted[key], f.module)
    resources = resource_roots(project, exclude=out)
    return Project(files, python_by_module, reports, package_dirs(files), resources, root)


def _with_bootstrap(python: str, module: str) -> str:
    """The entry bootstrap after the header and the docstring, before the imports."""
    lines = python.splitlines()
    at = next(k for k, line in enumerate(lines) if line.startswith('"""')) + 1  # one line
    return "\n".join([*lines[:at], "", *bootstrap(module), "", *lines[at:]]) + "\n"


def write(target: Path, text: str, origin: str) -> None:
    """Write ``target`` by a temporary file renamed over it (never half a file); an error
    names the Java file it ports (``origin``) and the reason."""
    tmp: Path | None = None
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
        # Created as any file is (the umask decides its mode), replacing a stale one.
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o666)
        with os.fdopen(fd, "w", encoding="utf-8") as stream:
            stream.write(text)
        os.replace(tmp, target)
        tmp = None
    except OSError as e:
        raise PortError(origin, 0, f"cannot write {target}: {e.strerror or e}") from e
    finally:
        if tmp is not None:
            try:
                tmp.unlink()
            except OSError:
                pass


def write_project(port: Project, out: Path) -> None:
    """The package tree: every port, and an ``__init__.py`` in each package folder."""
    for folder in sorted(port.packages):
        init = out / folder / "__init__.py"
        if not init.exists():
            write(init, INIT, str(folder))
    for f in port.files:
        write(out / f.target, port.python[f.module], f.display)
    ported = {out / f.target for f in port.files}
    for folder in port.resources:
        # Java's class path has them beside the classes: the root package's folder, which
        # porter.javalib.resources searches first (a test resource replaces a main one).
        for source in sorted(p for p in folder.rglob("*") if p.is_file()):
            target = out / port.root / source.relative_to(folder)
            if target in ported:
                raise PortError(str(source), 0, f"the resource would replace the port {target}")
            try:
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(source, target)
            except OSError as e:
                raise PortError(
                    str(source), 0, f"cannot copy to {target}: {e.strerror or e}"
                ) from e
