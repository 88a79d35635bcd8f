"""Custom op libraries: what a generated class of a custom op calls when its module is imported.

A class generated from an opdef with a ``library`` field (``python -m generator import
--op-library``) loads that library when its module is first imported, so that TensorFlow knows
the op and its kernels before ``create`` runs; ``create`` itself does no extra work. The path is
absolute (the generator resolves it), so the generated package works from any working directory.
"""

from __future__ import annotations

import os
import threading
from typing import Any

import tensorflow as tf

_loaded: dict[str, Any] = {}
_lock = threading.Lock()


def load_library(path: str) -> Any:
    """Load the op library at ``path`` once per process (``tf.load_op_library``).

    Returns TensorFlow's module of Python wrappers for the library's ops. Loading the same path
    again returns the first result at once. Raises ``FileNotFoundError`` when there is no file at
    ``path`` and TensorFlow's error when the library cannot be loaded (for instance when it was
    built against another TensorFlow).
    """
    module = _loaded.get(path)
    if module is not None:
        return module
    with _lock:
        module = _loaded.get(path)
        if module is None:
            if not os.path.isfile(path):
                raise FileNotFoundError(
                    f"custom op library {path!r} not found: build it there, or change the "
                    "`library` field of its opdefs and regenerate (python -m generator generate)"
                )

            module = tf.load_op_library(path)
            _loaded[path] = module
    return module


def loaded_libraries() -> list[str]:
    """The paths loaded by :func:`load_library` in this process, in load order."""
    return list(_loaded)
