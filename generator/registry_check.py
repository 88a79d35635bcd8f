"""Check opdefs against the op registry of the installed TensorFlow (and of custom op libraries).

An opdef names graph-level things the generated code passes to TensorFlow by name: its op
(``opName``), the input arguments its ``create`` parameters feed (``arg``), the attributes they
and its options set (``attr``) and the outputs its getters read (``outputs[].arg``). A name the
registered ``OpDef`` does not have, a list input fed as one tensor, an attribute of the wrong
type, inputs or outputs out of OpDef order (generated code passes and reads them by position),
an input no parameter feeds or a required attribute nothing sets would fail at run time, so
each is an error located at the field. An op that is not registered at all is a warning (the
opdef may target another TensorFlow version), an error under ``--strict``.

The registry is read once per TensorFlow installation: a subprocess loads TensorFlow's C library
(``generator.c_registry``: well under a second, where ``import tensorflow`` takes seconds; it
imports TensorFlow's Python only where that fails) and writes a snapshot (inputs, outputs,
attributes of every op) to the generator's cache folder (``generator.cache``), keyed by the
installation's path, size and modification times. A custom op library's ops are snapshotted the same way, keyed by the library file. The CLI
starts the subprocess (when the cache misses) before it loads the opdefs, so both run at once.

Run as ``python -m generator.registry_check OUT.json [LIBRARY]``: the snapshot subprocess.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from importlib import metadata
from pathlib import Path
from typing import Any

from generator import progress, pytypes
from generator.cache import (
    cache_dir,
    ignore,
    read_sealed,
    seal,
    sweep,
    temp_names,
    temp_prefix,
    unseal,
)
from generator.errors import Location, OpdefError, display_path
from generator.javatypes import JavaTypeError, parse
from generator.loader import FieldPath, LoadedOpdef
from tfjava.base.proto_files import tensorflow_dir

SNAPSHOT_FORMAT = 2  # 2: the core registry is read from TensorFlow's C library
_TEMP = "tfjava-registry"  # a snapshot's temporary file when the cache folder is not writable
# Where the snapshot subprocess gives up (TensorFlow imports in well under a minute).
TIMEOUT = 300

# One op of a snapshot: {"in": [[name, is_list]], "out": [[name, is_list]],
#                        "attrs": [[name, type, has_default]], "inferred": [attr names]}
OpEntry = dict[str, Any]


def _is_args(value: Any) -> bool:
    return isinstance(value, list) and all(
        isinstance(a, list) and len(a) == 2 and isinstance(a[0], str) and isinstance(a[1], bool)
        for a in value
    )


def _is_entry(entry: Any) -> bool:
    return (
        isinstance(entry, dict)
        and _is_args(entry.get("in"))
        and _is_args(entry.get("out"))
        and isinstance(entry.get("attrs"), list)
        and all(
            isinstance(a, list)
            and len(a) == 3
            and isinstance(a[0], str)
            and isinstance(a[1], str)
            and isinstance(a[2], bool)
            for a in entry["attrs"]
        )
        and isinstance(entry.get("inferred"), list)
        and all(isinstance(n, str) for n in entry["inferred"])
    )


def _snapshot_ops(payload: bytes) -> dict[str, OpEntry] | None:
    """The ops of a snapshot's JSON text, or None unless it is a snapshot of this format with
    at least one op, each of the shape ``OpEntry`` describes."""
    try:
        data = json.loads(payload.decode("utf-8"))
    except ValueError:
        return None
    if not isinstance(data, dict) or data.get("format") != SNAPSHOT_FORMAT:
        return None
    ops = data.get("ops")
    if not isinstance(ops, dict) or not ops:
        return None
    if not all(isinstance(name, str) and _is_entry(e) for name, e in ops.items()):
        return None
    return ops


def _stat_key(path: Path) -> list[Any]:
    try:
        st = path.stat()
        return [str(path), st.st_size, st.st_mtime_ns]
    except OSError:
        return [str(path), None]


def tensorflow_version() -> str:
    for dist in ("tensorflow", "tensorflow-cpu", "tf-nightly"):
        try:
            return f"TensorFlow {metadata.version(dist)}"
        except metadata.PackageNotFoundError:
            continue
    return "the installed TensorFlow"


def _core_key(tf_dir: Path) -> str:
    parts: list[Any] = [SNAPSHOT_FORMAT, "core", sys.version_info[:2]]
    for rel in (
        "__init__.py",
        "python/_pywrap_tensorflow_internal.so",
        "libtensorflow_framework.so.2",
        "libtensorflow_cc.so.2",
        "libtensorflow_framework.2.dylib",
    ):
        parts.append(_stat_key(tf_dir / rel))
    return hashlib.sha256(json.dumps(parts).encode()).hexdigest()[:24]


def _library_key(tf_key: str, library: Path) -> str:
    parts = [SNAPSHOT_FORMAT, "library", tf_key, _stat_key(library)]
    return hashlib.sha256(json.dumps(parts).encode()).hexdigest()[:24]


class SnapshotError(Exception):
    pass


@dataclass
class _Pending:
    """A snapshot: read from the cache, or being written by a subprocess."""

    cache_file: Path
    library: Path | None = None
    process: subprocess.Popen[bytes] | None = None
    out_file: Path | None = None
    ops: dict[str, OpEntry] | None = None

    def start(self) -> None:
        payload = read_sealed(self.cache_file)
        if payload is not None:
            ops = _snapshot_ops(payload)
            if ops is not None:
                self.ops = ops
                return
            ignore(self.cache_file, "it is not a snapshot of TensorFlow's op registry")
        folder = self.cache_file.parent
        try:
            folder.mkdir(parents=True, exist_ok=True)
            fd, name = tempfile.mkstemp(prefix=temp_prefix("snapshot"), suffix=".json", dir=folder)
        except OSError:  # no writable cache: a snapshot for this run only
            tmp = Path(tempfile.gettempdir())
            sweep(tmp, temp_names(_TEMP, ".json"))
            fd, name = tempfile.mkstemp(prefix=temp_prefix(_TEMP)[1:], suffix=".json")
        os.close(fd)
        self.out_file = Path(name)
        env = dict(
            os.environ,
            TF_CPP_MIN_LOG_LEVEL="3",
            PYTHONPATH=os.pathsep.join(
                [str(Path(__file__).resolve().parent.parent), os.environ.get("PYTHONPATH", "")]
            ).rstrip(os.pathsep),
        )
        command = [sys.executable, "-m", "generator.registry_check", str(self.out_file)]
        if self.library is not None:
            command.append(str(self.library))
        self.process = subprocess.Popen(
            command,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            env=env,
        )

    def result(self) -> dict[str, OpEntry]:
        if self.ops is not None:
            return self.ops
        assert self.process is not None and self.out_file is not None
        try:
            try:
                _, stderr = self.process.communicate(timeout=TIMEOUT)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.communicate()
                raise SnapshotError(f"reading the op registry took over {TIMEOUT}s") from None
            if self.process.returncode != 0:
                lines = [ln for ln in stderr.decode("utf-8", "replace").splitlines() if ln.strip()]
                raise SnapshotError(
                    lines[-1] if lines else f"exit status {self.process.returncode}"
                )
            payload = unseal(self.out_file.read_bytes())
            ops = _snapshot_ops(payload) if payload is not None else None
            if ops is None:
                raise SnapshotError("the snapshot subprocess wrote no snapshot")
            self.ops = ops
            if self.out_file.parent == self.cache_file.parent:
                os.replace(self.out_file, self.cache_file)
            return ops
        except OSError as e:
            raise SnapshotError(f"unreadable registry snapshot: {e}") from None
        finally:
            if self.out_file.exists():
                self.out_file.unlink()


@dataclass
class RegistryCheck:
    """``extra_check`` for ``pipeline.build``/``load_ops``: start it early, it reads the
    snapshot of TensorFlow's registry in the background (on a cache miss)."""

    strict: bool = False
    tf_dir: Path | None = field(default_factory=tensorflow_dir)
    _core: _Pending | None = None

    def start(self) -> RegistryCheck:
        if self.tf_dir is not None and self._core is None:
            self._core = _Pending(cache_dir() / f"registry-{_core_key(self.tf_dir)}.json")
            self._core.start()
        return self

    def ops(self) -> dict[str, OpEntry]:
        """Every op of the installed TensorFlow's registry by name ({} without TensorFlow or
        when the snapshot cannot be read)."""
        self.start()
        if self._core is None:
            return {}
        try:
            return self._core.result()
        except SnapshotError:
            return {}

    def __call__(self, opdefs: list[LoadedOpdef]) -> list[OpdefError]:
        if not opdefs:
            return []
        severity = "error" if self.strict else "warning"
        where = Location(display_path(Path(os.path.commonpath([o.path.parent for o in opdefs]))))
        if self.tf_dir is None:
            return [
                OpdefError(
                    where,
                    "",
                    "TensorFlow is not installed: the opdefs were not checked "
                    "against its op registry",
                    severity,
                )
            ]
        self.start()
        assert self._core is not None
        if self._core.ops is None:
            progress.stage("reading TensorFlow's op registry (once per installation)")
        try:
            core = self._core.result()
        except SnapshotError as e:
            return [
                OpdefError(
                    where,
                    "",
                    f"cannot read TensorFlow's op registry ({e}): the opdefs "
                    "were not checked against it",
                    severity,
                )
            ]
        errors: list[OpdefError] = []
        libraries: dict[Path, _Pending] = {}
        core_key = self._core.cache_file.stem
        for opdef in opdefs:
            library = _library_of(opdef)
            if library is not None and library not in libraries and _is_file(library):
                libraries[library] = _Pending(
                    cache_dir() / f"library-{_library_key(core_key, library)}.json", library
                )
                libraries[library].start()
        version = tensorflow_version()
        for opdef in sorted(opdefs, key=lambda o: o.display):
            op_name: str = opdef.data["opName"]
            library = _library_of(opdef)
            if library is None:
                entry, source = core.get(op_name), version
            elif library not in libraries:
                errors.append(
                    opdef.error(
                        ("library",),
                        f"{str(library)!r} does not exist: its ops were not checked",
                        severity,
                    )
                )
                continue
            else:
                try:
                    ops = libraries[library].result()
                except SnapshotError as e:
                    errors.append(
                        opdef.error(
                            ("library",),
                            f"cannot load {str(library)!r} ({e}): its ops were not checked",
                            severity,
                        )
                    )
                    continue
                entry, source = (
                    ops.get(op_name) or core.get(op_name),
                    f"{library.name} or {version}",
                )
            if entry is None:
                errors.append(
                    opdef.error(("opName",), f"{op_name!r} is not an op of {source}", severity)
                )
                continue
            errors.extend(check_opdef(opdef, entry))
        return errors


def _is_file(path: Path) -> bool:
    try:
        return path.is_file()
    except (OSError, ValueError):  # ValueError: a NUL in the path
        return False


def _library_of(opdef: LoadedOpdef) -> Path | None:
    library = opdef.data.get("library")
    if not library:
        return None
    return Path(
        os.path.normpath(
            os.path.join(os.path.abspath(opdef.path.parent), os.path.expanduser(library))
        )
    )


def _names(items: list[Any]) -> str:
    return ", ".join(str(i[0]) for i in items) or "none"


def check_opdef(opdef: LoadedOpdef, entry: OpEntry) -> list[OpdefError]:
    """The differences between ``opdef`` and its op's registered definition ``entry``."""
    d = opdef.data
    op = d["opName"]
    errors: list[OpdefError] = []

    def error(field: FieldPath, message: str) -> None:
        errors.append(opdef.error(field, message))

    inputs = {name: is_list for name, is_list in entry["in"]}
    outputs = {name: is_list for name, is_list in entry["out"]}
    attrs = {name: (kind, has_default) for name, kind, has_default in entry["attrs"]}
    inferred = set(entry["inferred"])

    # create: inputs in OpDef order, every input fed; attributes that exist, with the right type.
    fed: list[tuple[str, int]] = []
    set_by: dict[str, FieldPath] = {}
    for section in ("create", "options"):
        for i, p in enumerate(d.get(section, [])):
            if section == "create" and p["kind"] != "attr":
                arg = p["arg"]
                if arg not in inputs:
                    error(
                        (section, i, "arg"),
                        f"{arg!r} is not an input of {op} (inputs: {_names(entry['in'])})",
                    )
                    continue
                if inputs[arg] and p["kind"] != "inputList":
                    error(
                        (section, i, "kind"),
                        f"input {arg!r} of {op} is a list of tensors: its kind is inputList",
                    )
                elif not inputs[arg] and p["kind"] == "inputList":
                    error(
                        (section, i, "kind"),
                        f"input {arg!r} of {op} is one tensor: its kind is input",
                    )
                fed.append((arg, i))
                continue
            attr = p["attr"]
            if attr not in attrs:
                error(
                    (section, i, "attr"),
                    f"{attr!r} is not an attribute of {op} (attributes: {_names(entry['attrs'])})",
                )
                continue
            if attr in set_by:
                error(
                    (section, i, "attr"),
                    f"attribute {attr!r} is already set by {_field_text(set_by[attr])}",
                )
                continue
            set_by[attr] = (section, i)
            kind, has_default = attrs[attr]
            try:
                java_kind = pytypes.attr_kind(parse(p["type"]))
            except (JavaTypeError, ValueError):
                java_kind = None  # resolve reports the type
            if java_kind is not None and java_kind != kind:
                error(
                    (section, i, "type"),
                    f"{p['type']!r} sets a {java_kind!r} attribute, but {op}'s "
                    f"attribute {attr!r} is of type {kind!r}",
                )
            if section == "options" and not has_default:
                error(
                    (section, i, "attr"),
                    f"attribute {attr!r} of {op} has no default: it must be a "
                    "create parameter, not an option",
                )
    order = [name for name, _ in entry["in"]]
    seen: set[str] = set()
    for arg, i in fed:
        if arg in seen:
            error(("create", i, "arg"), f"input {arg!r} of {op} is fed by two parameters")
        seen.add(arg)
    fed_order = [arg for arg, _ in fed]
    if len(seen) == len(fed) and fed_order != [a for a in order if a in seen]:
        first = next(
            i for (arg, i), want in zip(fed, [a for a in order if a in seen]) if arg != want
        )
        error(("create", first, "arg"), f"inputs must come in {op}'s order ({', '.join(order)})")
    for name in order:
        if name not in seen:
            error(("create",), f"input {name!r} of {op} is fed by no create parameter")
    for name, (kind, has_default) in attrs.items():
        if name not in set_by and not has_default and name not in inferred:
            error(
                ("create",),
                f"attribute {name!r} ({kind}) of {op} has no default and is not inferred "
                "from an input: it needs a create parameter",
            )

    # outputs: exactly the OpDef's, in its order (getters read them by position).
    got = d.get("outputs", [])
    for i, o in enumerate(got):
        if o["arg"] not in outputs:
            error(
                ("outputs", i, "arg"),
                f"{o['arg']!r} is not an output of {op} (outputs: {_names(entry['out'])})",
            )
        else:
            is_list = o["type"].replace(" ", "").startswith("List<")
            if outputs[o["arg"]] != is_list:
                want = "a List<Output<...>>" if outputs[o["arg"]] else "one Output<...>"
                error(("outputs", i, "type"), f"output {o['arg']!r} of {op} is {want}")
    names = [o["arg"] for o in got]
    if all(n in outputs for n in names) and names != [n for n, _ in entry["out"]]:
        error(("outputs",), f"the outputs must be {op}'s, in its order: {_names(entry['out'])}")
    return errors


def _field_text(field: FieldPath) -> str:
    section, index = field
    return f"{section}[{index}]"


# -- the snapshot subprocess -------------------------------------------------------------------


def _entry(op_def: Any) -> OpEntry:
    def args(items: Any) -> list[list[Any]]:
        return [[a.name, bool(a.number_attr or a.type_list_attr)] for a in items]

    inferred = sorted(
        {f for a in op_def.input_arg for f in (a.type_attr, a.number_attr, a.type_list_attr) if f}
    )
    return {
        "in": args(op_def.input_arg),
        "out": args(op_def.output_arg),
        "attrs": [[a.name, a.type, a.HasField("default_value")] for a in op_def.attr],
        "inferred": inferred,
    }


def _snapshot(out: Path, library: str | None) -> None:
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
    ops: dict[str, OpEntry] | None = None
    if library is None:
        from generator import c_registry

        tf_dir = tensorflow_dir()
        try:
            if tf_dir is not None:
                ops = c_registry.op_entries(c_registry.op_list_bytes(tf_dir))
        except (c_registry.CRegistryError, OSError):
            ops = None
        if not ops:  # TensorFlow's Python has it all, slower
            from generator.importer.registry import all_op_defs

            ops = {op.name: _entry(op) for op in all_op_defs()}
    else:
        from generator.importer.custom import library_op_defs

        ops = {op.name: _entry(op) for op in library_op_defs(library)}
    data = {"format": SNAPSHOT_FORMAT, "ops": ops}
    out.write_bytes(seal(json.dumps(data, sort_keys=True).encode("utf-8")))


if __name__ == "__main__":
    try:
        _snapshot(Path(sys.argv[1]), sys.argv[2] if len(sys.argv) > 2 else None)
    except Exception as e:  # noqa: BLE001 - reported by the parent as one line
        print(f"{type(e).__name__}: {e}", file=sys.stderr)
        sys.exit(1)
