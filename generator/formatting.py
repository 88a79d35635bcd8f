"""Format generated sources with the pinned ruff, in one batch, before comparing or writing.

Ruff is given the files as a tree in a scratch folder, in memory where there is one
(``SCRATCH``): on a disk, writing and deleting some 1,400 files can cost more than ruff's own
work. A folder that turns out full is left for the next one.

Formatting is a pure function of the text (for one ruff version and ``RUFF_ARGS``), so the
results of the last run are kept in the generator's cache folder, keyed by a digest of the
unformatted text: regenerating after a change to a few opdefs formats only their modules
(and the facade and package files that changed with them).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
from importlib import metadata
from pathlib import Path

from generator import progress
from generator.cache import (
    cache_dir,
    ignore,
    read_sealed,
    seal,
    sweep,
    temp_names,
    temp_prefix,
    with_recent,
    write_atomically,
)

# Cache entries kept besides the current run's: more than the files of the TensorFlow API tree.
_KEEP_OTHERS = 1500
TEMP_DIR = "tfjava-gen"
"""The name of the temporary folders ruff formats in (in a ``SCRATCH`` folder)."""
SCRATCH = ["$XDG_RUNTIME_DIR", "/dev/shm"]
"""Folders in memory (tmpfs) tried before the system's temporary folder, in order: the user's
runtime folder, then the shared-memory folder of Linux. Writing and then deleting the 1,400
files of the API tree took 1.5 to 5 s on the disk of a busy machine, against 0.1 s in memory."""
RUFF_ARGS = [
    "format",
    "--isolated",
    "--no-cache",
    "--line-length",
    "100",
    "--target-version",
    "py311",
    "--quiet",
]

# Run first (style: imports tidied by the formatter too): unused imports removed and imports
# sorted. A package ``__init__`` re-exports on purpose, so F401 leaves it alone; ``Any`` is also
# used inside the quoted base of a class's ``Inputs`` (``RawOpInputs["Op[Any]"]``), which the
# fix cannot see, so the generator alone decides that import.
RUFF_FIX_ARGS = [
    "check",
    "--isolated",
    "--no-cache",
    "--select",
    "I,F401",
    "--per-file-ignores",
    "__init__.py:F401",
    "--config",
    'lint.pyflakes.allowed-unused-imports = ["typing.Any"]',
    # Import sections must not depend on which folders ruff happens to see (the working
    # directory, the batch of files being formatted): both trees are named first-party.
    "--config",
    'lint.isort.known-first-party = ["org", "tfjava"]',
    "--fix",
    "--exit-zero",
    "--line-length",
    "100",
    "--target-version",
    "py311",
    "--quiet",
]


class FormatError(RuntimeError):
    """Ruff refused the generated code, or could not be given it."""


def format_sources(files: dict[str, str]) -> dict[str, str]:
    """``files`` (path → text), formatted; raises ``RuntimeError`` if ruff rejects one."""
    salt = f"ruff {_ruff_version()} {' '.join(RUFF_FIX_ARGS)} {' '.join(RUFF_ARGS)}\0".encode()
    digests = {
        rel: hashlib.sha256(salt + text.encode("utf-8")).hexdigest() for rel, text in files.items()
    }
    cached = _read_cache()
    todo = {rel: text for rel, text in files.items() if digests[rel] not in cached}
    if todo:
        progress.stage(f"formatting {len(todo)} files with ruff")
    fresh = _run_ruff(todo) if todo else {}
    result = {rel: fresh[rel] if rel in fresh else cached[digests[rel]] for rel in files}
    if todo:
        entries = with_recent(
            {digests[rel]: text for rel, text in result.items()}, cached, _KEEP_OTHERS
        )
        write_atomically(_cache_file(), seal(json.dumps(entries).encode("utf-8")))
    return result


def _run_ruff(files: dict[str, str]) -> dict[str, str]:
    bases = _scratch_bases()
    for base in bases:
        sweep(base, temp_names(TEMP_DIR))  # a killed run's
    problem = ""
    for base in bases:
        try:
            root = Path(tempfile.mkdtemp(prefix=temp_prefix(TEMP_DIR)[1:], dir=base))
        except OSError as e:
            problem = f"cannot write it to {base} for ruff: {e.strerror or e}"
            continue
        try:
            try:
                write_tree(root, files)
            except OSError as e:  # a full folder: the next one
                problem = f"cannot write it to {base} for ruff: {e.strerror or e}"
                continue
            return _ruff_tree(root, files)
        finally:
            shutil.rmtree(root, ignore_errors=True)
    raise FormatError(f"cannot format the generated code: {problem}")


def _scratch_bases() -> list[Path]:
    """The folders to write ruff's tree in: those of ``SCRATCH`` that are writable folders,
    then the system's temporary folder; only the latter where the user named it (``TMPDIR``,
    ``TEMP`` or ``TMP``)."""
    temp = Path(tempfile.gettempdir())
    if any(os.environ.get(name) for name in ("TMPDIR", "TEMP", "TMP")):
        return [temp]
    folders = [os.path.expandvars(p) for p in SCRATCH]
    bases = [
        Path(p)
        for p in folders
        if p and "$" not in p and os.path.isdir(p) and os.access(p, os.W_OK | os.X_OK)
    ]
    return [b for b in bases if b != temp] + [temp]


def write_tree(root: Path, files: dict[str, str]) -> None:
    """Write ``files`` (path → text) below the existing folder ``root``, each folder made once."""
    for folder in sorted({os.path.dirname(rel) for rel in files} - {""}):
        (root / folder).mkdir(parents=True, exist_ok=True)
    for rel, text in files.items():
        with open(root / rel, "w", encoding="utf-8") as f:
            f.write(text)


def _ruff_command() -> list[str]:
    """The binary ``python -m ruff`` would run, called directly (no Python started for it)."""
    try:
        # Imported here: only a run with something to format needs it.
        from ruff import find_ruff_bin  # type: ignore[import-untyped]

        return [find_ruff_bin()]
    except (ImportError, FileNotFoundError):  # pragma: no cover - ruff without its finder
        return [sys.executable, "-m", "ruff"]


def _ruff_tree(root: Path, files: dict[str, str]) -> dict[str, str]:
    """Fix and format the tree at ``root`` in place; ``files``' texts as ruff left them."""
    ruff = _ruff_command()
    for args in (RUFF_FIX_ARGS, RUFF_ARGS):
        proc = subprocess.run(
            [*ruff, *args, str(root)], cwd=root, check=False, capture_output=True, text=True
        )
        if proc.returncode != 0:
            raise FormatError(
                f"ruff could not format the generated code:\n{proc.stderr or proc.stdout}"
            )
    return {rel: (root / rel).read_text(encoding="utf-8") for rel in files}


def _ruff_version() -> str:
    try:
        return metadata.version("ruff")
    except metadata.PackageNotFoundError:  # pragma: no cover
        return "?"


def _cache_file() -> Path:
    return cache_dir() / "formatted.json"


def _read_cache() -> dict[str, str]:
    """The cached formatted texts by digest; an entry of another shape voids the file."""
    file = _cache_file()
    payload = read_sealed(file)
    if payload is None:
        return {}
    try:
        data = json.loads(payload.decode("utf-8"))
    except ValueError:
        data = None
    if not isinstance(data, dict) or not all(
        isinstance(k, str) and len(k) == 64 and isinstance(v, str) for k, v in data.items()
    ):
        ignore(file, "it is not a map of digests to texts")
        return {}
    return data
