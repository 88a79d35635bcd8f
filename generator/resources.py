"""Where the generator's inputs are: in a clone of the repository, or in an installed wheel.

A clone has ``opdefs/``, ``templates/`` and ``generated/`` beside ``generator/``. A wheel ships
the opdefs and templates as the generator's package data (``generator/opdefs``,
``generator/templates``: pyproject.toml maps the top-level folders there) and the runtime's
manifest as ``tfjava/exports.yaml``; it has no ``generated/`` to write to, so an output folder
must be given (``generate --out``).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

GENERATOR = Path(__file__).resolve().parent
CHECKOUT = GENERATOR.parent
"""The repository's root when the generator runs from a clone (an editable install included)."""


def in_checkout() -> bool:
    return (CHECKOUT / "opdefs").is_dir() and (CHECKOUT / "pyproject.toml").is_file()


def _data(name: str) -> Path:
    installed = GENERATOR / name
    return installed if installed.is_dir() else CHECKOUT / name


def opdefs_dir() -> Path:
    """TensorFlow's opdefs: ``opdefs/`` of the clone, else the installed package data."""
    return _data("opdefs")


def templates_dir() -> Path:
    return _data("templates")


def exports_file() -> Path:
    """The runtime's manifest (``tfjava/exports.yaml``), found without importing ``tfjava``."""
    local = CHECKOUT / "tfjava" / "exports.yaml"
    if local.is_file():
        return local
    try:
        spec = importlib.util.find_spec("tfjava")
    except (ImportError, ValueError):
        spec = None
    if spec is not None and spec.submodule_search_locations:
        return Path(next(iter(spec.submodule_search_locations))) / "exports.yaml"
    return local


def generated_dir() -> Path | None:
    """The clone's ``generated/``; None in an installed wheel (``--out`` is required there)."""
    return CHECKOUT / "generated" if in_checkout() else None
