"""Build the static reference site into an output folder it owns (``generator.docs.output``).

A build first hashes its inputs (opdefs, the site's templates and code, the generator that reads
the opdefs, the runtime's source and exports, TensorFlow's installation): when they and the
files in the folder are as the last build left them, it stops there, having imported nothing
heavy. Otherwise it renders every page (``generator.docs.render``) and writes those that differ.
"""

from __future__ import annotations

import hashlib
import importlib.util
import sys
from pathlib import Path

from generator import resources
from generator.docs.output import SiteError, SiteFolder, SiteFolderError

# A clone's templates/ and tfjava/exports.yaml, or an installed wheel's package data.
TEMPLATES = resources.templates_dir() / "docs"
GENERATOR = Path(__file__).resolve().parent.parent
DEFAULT_EXPORTS = resources.exports_file()
_INPUTS_FORMAT = 1


def runtime_root() -> Path:
    """The folder holding the ``tfjava`` package (found without importing it)."""
    spec = importlib.util.find_spec("tfjava")
    if spec is None or not spec.submodule_search_locations:
        raise SiteFolderError("the tfjava runtime is not installed")
    return Path(next(iter(spec.submodule_search_locations))).parent


# Installed packages whose version changes pages (found, not imported: an upgrade changes the
# size or time of these files). TensorFlow's registry gives the Inputs fields.
_PACKAGES = {
    "griffe": "__init__.py",
    "jinja2": "__init__.py",
    "markdown_it": "__init__.py",
    "pygments": "__init__.py",
    "tensorflow": "python/_pywrap_tensorflow_internal.so",
}


def facade_module() -> Path | None:
    """The generated ``Ops`` facade's module (found without importing the ``org`` package)."""
    try:
        spec = importlib.util.find_spec("org")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    for location in spec.submodule_search_locations:
        path = Path(location) / "tensorflow" / "op" / "ops.py"
        if path.is_file():
            return path
    return None


def _installed(package: str, rel: str) -> tuple[str, int, int] | None:
    try:
        spec = importlib.util.find_spec(package)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(next(iter(spec.submodule_search_locations))) / rel
    try:
        st = path.stat()
    except OSError:
        return (str(path), -1, -1)
    return (str(path), st.st_size, st.st_mtime_ns)


def inputs_digest(opdefs: Path, exports: Path, runtime: Path) -> str:
    """The digest of everything a page is made from: the files' contents, by path."""
    h = hashlib.sha256()
    installed = [_installed(package, rel) for package, rel in sorted(_PACKAGES.items())]
    h.update(repr((_INPUTS_FORMAT, sys.version_info[:2], installed)).encode())
    for label, folder, patterns in (
        ("opdefs", opdefs, ("**/*",)),
        ("templates", TEMPLATES, ("**/*",)),
        ("generator", GENERATOR, ("**/*.py", "**/*.json")),
        ("runtime", runtime / "tfjava", ("**/*.py", "**/*.yaml")),
    ):
        paths = sorted({p for pattern in patterns for p in folder.glob(pattern) if p.is_file()})
        for p in paths:
            if "__pycache__" in p.parts:
                continue
            h.update(f"\0{label}/{p.relative_to(folder).as_posix()}\0".encode())
            h.update(hashlib.sha256(p.read_bytes()).digest())
    h.update(b"\0exports\0" + (exports.read_bytes() if exports.is_file() else b""))
    facade = facade_module()
    h.update(b"\0facade\0" + (facade.read_bytes() if facade is not None else b""))
    return h.hexdigest()


def build(
    opdefs: Path, out: Path, *, force: bool = False, exports: Path = DEFAULT_EXPORTS
) -> tuple[int, int]:
    """Write the site to ``out``; returns (files written, files total). Raises
    ``SiteFolderError`` for a folder that is not the site's (unless ``force``)."""
    folder = SiteFolder.open(out, force)
    folder.sweep()
    runtime = runtime_root()
    key = inputs_digest(opdefs, exports, runtime)
    if folder.unchanged(key):
        return 0, len(folder.files)
    try:
        from generator.docs.render import render
    except ModuleNotFoundError as e:
        if e.name != "griffe":
            raise
        raise SiteError("the reference site needs griffe: pip install 'tfjava[docs]'") from e
    files = render(opdefs, exports, runtime, facade_module())
    written = folder.write({rel: text.encode("utf-8") for rel, text in files.items()}, key)
    return written, len(files)


def markdown(text: str) -> str:
    from generator.docs.render import markdown as render_markdown

    return render_markdown(text)


__all__ = ["SiteError", "SiteFolderError", "build", "markdown"]
