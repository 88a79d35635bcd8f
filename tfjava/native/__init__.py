"""The native eager path: a CPython extension that runs eager ops through TensorFlow's C API.

``load()`` returns the extension module (its ``execute`` takes and returns what TensorFlow's
``TFE_Py_FastPathExecute`` does), or None when the pure-Python path is to run: ``TFJAVA_NATIVE=0``
chooses it on purpose; an extension that is missing (not built: no compiler at set-up) or built
for another TensorFlow than the one installed falls back to it with one warning.
"""

from __future__ import annotations

import os
import warnings
from types import ModuleType
from typing import cast

import tensorflow as tf

from tfjava.native.spec import op_spec
from tfjava.native.toolchain import PINNED_TF_VERSION


class NativePathWarning(RuntimeWarning):
    """The native eager path is not available; eager ops run on the pure-Python path."""


def enabled_by_environment() -> bool:
    return os.environ.get("TFJAVA_NATIVE", "1").strip() not in ("0", "false", "no", "off")


def load() -> ModuleType | None:
    """The native extension, ready to run ops, or None (see the module docstring)."""
    if not enabled_by_environment():
        return None

    try:
        # native extension loads on first use (it may be absent)
        from tfjava.native import _eager  # type: ignore[attr-defined]
    except ImportError as e:
        _warn(
            f"the extension cannot be loaded ({e}); build it with `python -m tfjava.native.build`"
        )
        return None
    built_for = getattr(_eager, "TF_VERSION", None)
    if built_for != tf.__version__ or tf.__version__ != PINNED_TF_VERSION:
        _warn(
            f"the extension is built for TensorFlow {built_for} (pinned "
            f"{PINNED_TF_VERSION}), but TensorFlow {tf.__version__} is installed"
        )
        return None

    _eager.set_spec_factory(op_spec)
    return cast(ModuleType, _eager)


def _warn(reason: str) -> None:
    warnings.warn(
        f"tfjava: eager ops run on the pure-Python path: {reason}. Set TFJAVA_NATIVE=0 to "
        "choose that path without this warning.",
        NativePathWarning,
        stacklevel=3,
    )
