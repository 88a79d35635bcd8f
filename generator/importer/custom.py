"""``python -m generator import --op-library``: opdefs for the ops of a custom op library.

:func:`import_op_library` loads a library with ``tf.load_op_library``, reads the OpDefs it
registers (the library's op list) and writes one opdef per op into an opdefs directory, with TF
Java's default naming (there is no ops.tsv row for a custom op):

* **package** -- ``--package`` (``com.example.op``), plus ``--group`` when given
  (``com.example.op.linalg``); the file is ``<out>/<group folders>/<ClassName>.yaml``;
* **class** -- the op name made a Java identifier (:func:`class_name_of`): the name is split at
  every character a Java identifier cannot hold (TensorFlow allows ``>`` as a namespace
  separator, and ``.``, ``-``, ``/`` in ``_``-prefixed names) and the pieces are joined, each with
  its first letter upper-cased: ``Custom>Offset`` → ``CustomOffset``, ``Addons>Resampler`` →
  ``AddonsResampler``. The namespace is kept in the class name rather than dropped, so that two
  namespaces' ops of the same name do not collide, and rather than made a subpackage, so that
  ``--package`` is the package the user asked for. Leading ``_`` are dropped (the op is
  TensorFlow-internal: its class is HIDDEN), a name starting with a digit gets an ``Op`` prefix,
  and ``Ops`` or a Python keyword (``None``) gets an ``Op`` suffix;
* **facade method** -- the class name with its first letter lower-cased (TF Java's ``ifOp``,
  ``whileOp``, ``caseOp``, ``forOp`` for ``If``, ``While``, ``Case``, ``For``), with an ``Op``
  suffix when that is a hand-written member of ``Ops`` (``OpsBase``: ``constant`` →
  ``constantOp``);
* **docs** -- from the OpDef itself (``REGISTER_OP(...).Doc(...)``: summary, description and
  argument descriptions), else TF Java's stock phrases;
* **library** -- the library's absolute path (as given, made absolute; symlinks are kept), so
  the opdefs and the generated classes do not depend on the working directory.

Everything stays editable: re-importing keeps an existing opdef's ``overrides:`` section, and an
existing opdef of the same op (same ``opName`` in the same folder, written by the importer)
keeps its file, ``className``, ``visibility`` and ``facadeMethod``, so a renamed class stays
renamed. Opdefs of this library (same ``library``) whose op the library no longer registers are
deleted; other files are left alone. Two ops that get the same class name are an error.

Only :func:`library_op_defs` imports TensorFlow (inside the function).
"""

from __future__ import annotations

import importlib
import keyword
import os
import re
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import yaml  # type: ignore[import-untyped, unused-ignore]

from .docs import OpDocs
from .names import OP_PACKAGE_PREFIX, default_facade_method
from .opspec import op_spec_from_proto
from .surface import OpSurfaceError, build_opdef
from .yamlio import extract_overrides, is_imported, render_opdef, write_if_changed

#: A Java package the generated tree can hold: lower-case identifier segments.
_SEGMENT = re.compile(r"^[a-z_][a-z0-9_]*$")
#: What a Java identifier cannot hold (the op name is split there).
_NOT_IDENTIFIER = re.compile(r"[^A-Za-z0-9_]+")
#: Class names a generated package already uses.
_RESERVED_CLASSES = frozenset({"Ops"})


class CustomImportError(ValueError):
    """The library or the requested names cannot be imported (message says why)."""


@dataclass
class CustomImportReport:
    """What an import of an op library did."""

    library: str
    package: str
    #: (op name, class name) of every opdef produced, in op-name order.
    classes: list[tuple[str, str]] = field(default_factory=list)
    written: int = 0
    unchanged: int = 0
    removed: int = 0
    seconds: float = 0.0

    def summary(self) -> str:
        """Return a one-line summary."""
        renamed = [f"{cls} ({op})" for op, cls in self.classes if op != cls]
        names = ", ".join(cls for op, cls in self.classes if op == cls)
        names = ", ".join(filter(None, [names, *renamed]))
        return (
            f"{len(self.classes)} opdef classes from {self.library} in {self.package}: {names} "
            f"({self.written} written, {self.unchanged} unchanged, {self.removed} removed) "
            f"in {self.seconds:.1f}s"
        )


def check_package(package: str, what: str = "--package") -> None:
    """Raise :class:`CustomImportError` unless ``package`` can be a generated custom package."""
    segments = package.split(".")
    bad = [s for s in segments if not _SEGMENT.match(s) or keyword.iskeyword(s)]
    if not package or bad:
        raise CustomImportError(
            f"{what} {package!r} is not a Java package of lower-case identifiers that are not "
            "Python keywords (e.g. com.example.op)"
        )
    if package == OP_PACKAGE_PREFIX or package.startswith(OP_PACKAGE_PREFIX + "."):
        raise CustomImportError(
            f"{what} {package!r} is TensorFlow's own op package; choose a package of your own"
        )


def class_name_of(op_name: str) -> str:
    """Return the Java class name of an op (see the module docstring).

    >>> [class_name_of(n) for n in ("ScaleAndShift", "Custom>Offset", "_Internal", "None")]
    ['ScaleAndShift', 'CustomOffset', 'Internal', 'NoneOp']
    """
    pieces = [p for p in _NOT_IDENTIFIER.split(op_name.lstrip("_")) if p]
    name = "".join(p[:1].upper() + p[1:] for p in pieces)
    if not name:
        raise CustomImportError(
            f"op {op_name!r}: its name has no letters or digits for a class name"
        )
    if name[0].isdigit():
        name = "Op" + name
    if keyword.iskeyword(name) or name in _RESERVED_CLASSES:
        name += "Op"
    return name


@cache
def _hand_written_facade() -> frozenset[str]:
    """Members of ``Ops`` that a generated facade method must not take or shadow."""
    from generator.pipeline import RESERVED_FACADE
    from tfjava.facade.ops_base import OpsBase

    return RESERVED_FACADE | {n for n in dir(OpsBase) if not n.startswith("_")}


def facade_method_of(class_name: str) -> str:
    """Return the ``Ops`` method of a class: its name with the first letter lower-cased."""
    method = default_facade_method(class_name)
    return method + "Op" if method in _hand_written_facade() else method


def docs_from_op_def(op_def: Any) -> OpDocs:
    """The docs an ``OpDef`` carries (``REGISTER_OP(...).Doc(...)``)."""
    args = {a.name: str(a.description).strip() for a in (*op_def.input_arg, *op_def.attr)}
    returns = {a.name: str(a.description).strip() for a in op_def.output_arg}
    return OpDocs(
        summary=str(op_def.summary).strip(),
        description=str(op_def.description).strip(),
        args={k: v for k, v in args.items() if v},
        returns={k: v for k, v in returns.items() if v},
    )


def library_op_defs(library: str) -> list[Any]:
    """Load ``library`` with ``tf.load_op_library`` and return the OpDefs it registers.

    The op list is the one TensorFlow keeps for the library (``TF_GetOpList``; loading a library
    twice returns the first load's list).
    """
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    tf = importlib.import_module("tensorflow")  # untyped: TensorFlow ships no stubs
    op_def_pb2 = importlib.import_module("tensorflow.core.framework.op_def_pb2")
    pywrap_tf_session = importlib.import_module("tensorflow.python.client.pywrap_tf_session")

    try:
        tf.load_op_library(library)
        handle = pywrap_tf_session.TF_LoadLibrary(library)
    except (tf.errors.OpError, RuntimeError) as e:  # NotFoundError: undefined symbols, ...
        raise CustomImportError(f"cannot load op library {library}: {e}") from None
    try:
        op_list = op_def_pb2.OpList()
        op_list.ParseFromString(pywrap_tf_session.TF_GetOpList(handle))
    finally:
        pywrap_tf_session.TF_DeleteLibraryHandle(handle)
    return sorted(op_list.op, key=lambda op: str(op.name))


def _existing(folder: Path) -> dict[str, tuple[Path, dict[str, Any]]]:
    """Importer-written opdefs directly in ``folder``, by op name."""
    found: dict[str, tuple[Path, dict[str, Any]]] = {}
    if not folder.is_dir():
        return found
    for path in sorted(folder.glob("*.yaml")):
        if not is_imported(path):
            continue
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, yaml.YAMLError):
            continue
        if isinstance(data, dict) and isinstance(data.get("opName"), str):
            found.setdefault(data["opName"], (path, data))
    return found


def _with_library(data: dict[str, Any], library: str) -> dict[str, Any]:
    """``data`` with ``library`` right after ``opName`` (the field order of the format doc)."""
    out: dict[str, Any] = {}
    for key, value in data.items():
        out[key] = value
        if key == "opName":
            out["library"] = library
    return out


def custom_opdefs(
    op_defs: Iterable[Any],
    *,
    library: str,
    package: str,
    existing: dict[str, tuple[Path, dict[str, Any]]] | None = None,
) -> dict[str, dict[str, Any]]:
    """Return the opdef of each op by file name (``<Class>.yaml``); pure apart from its inputs.

    ``existing`` maps op names to opdefs already in the folder, whose names are kept.
    """
    existing = existing or {}
    produced: dict[str, dict[str, Any]] = {}
    owners: dict[str, str] = {}
    for op_def in op_defs:
        op_name = str(op_def.name)
        kept = existing.get(op_name)
        if kept is not None and isinstance(kept[1].get("className"), str):
            file_name = kept[0].name
            class_name = kept[1]["className"]
            facade = kept[1].get("facadeMethod")
        else:
            class_name = class_name_of(op_name)
            file_name = f"{class_name}.yaml"
            facade = None if op_name.startswith("_") else facade_method_of(class_name)
        if file_name in owners:
            raise CustomImportError(
                f"ops {owners[file_name]!r} and {op_name!r} both make class {class_name}; "
                "rename one (edit className in its opdef and rename the file) and import again"
            )
        owners[file_name] = op_name
        try:
            data = build_opdef(
                op_spec_from_proto(op_def),
                package=package,
                class_name=class_name,
                facade_method=facade,
                docs=docs_from_op_def(op_def),
            )
        except OpSurfaceError as e:
            raise CustomImportError(f"op {op_name!r}: {e}") from None
        produced[file_name] = _with_library(data, library)
    return produced


def import_op_library(
    library: str | os.PathLike[str],
    package: str,
    out_opdefs: Path,
    group: str = "",
    *,
    op_defs: Sequence[Any] | None = None,
) -> CustomImportReport:
    """Write ``out_opdefs/<group>/<Class>.yaml`` for every op ``library`` registers.

    ``package`` is the root package (``com.example.op``); ``group`` an optional dotted subpackage
    (``linalg``). ``op_defs`` skips loading the library (for tests).
    """
    started = time.perf_counter()
    check_package(package)
    if group:
        check_package(group, "--group")
    path = os.path.abspath(os.path.expanduser(os.fspath(library)))
    if not os.path.isfile(path):
        raise CustomImportError(f"op library {path} not found")
    full_package = f"{package}.{group}" if group else package
    if op_defs is None:
        op_defs = library_op_defs(path)
    if not op_defs:
        raise CustomImportError(f"op library {path} registers no ops")

    folder = out_opdefs.joinpath(*group.split(".")) if group else out_opdefs
    existing = _existing(folder)
    produced = custom_opdefs(op_defs, library=path, package=full_package, existing=existing)

    report = CustomImportReport(library=path, package=full_package)
    for file_name, data in sorted(produced.items(), key=lambda item: str(item[1]["opName"])):
        target = folder / file_name
        overrides = (
            extract_overrides(target.read_text(encoding="utf-8")) if target.exists() else None
        )
        if write_if_changed(target, render_opdef(data, overrides)):
            report.written += 1
        else:
            report.unchanged += 1
        report.classes.append((str(data["opName"]), str(data["className"])))
    # Opdefs of this library whose op it no longer registers.
    for op_name, (old, data) in sorted(existing.items()):
        if old.name not in produced and data.get("library") == path:
            old.unlink()
            report.removed += 1
    report.seconds = time.perf_counter() - started
    return report
