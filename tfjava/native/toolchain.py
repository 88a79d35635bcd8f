"""How the native extension is compiled and linked against the installed TensorFlow.

Shared by the build backend (``setup.py``'s ``build_ext``, which loads this file by path: it
imports nothing of ``tfjava``) and by ``python -m tfjava.native.build``. The extension uses the
headers shipped in the TensorFlow wheel and links to its ``libtensorflow_cc.so.2``,
``libtensorflow_framework.so.2`` and ``lib_pywrap_tensorflow_common.so``. At run time
``import tensorflow`` (which ``tfjava.native`` does first) has loaded those libraries already,
so the extension finds them by name; the rpaths (TensorFlow beside ``tfjava`` in site-packages,
and, for an in-place build, the folder it was built against) are for loading it on its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# The TensorFlow version the extension is built and checked for (pyproject.toml pins the same).
PINNED_TF_VERSION = "2.21.0"
SOURCE = "_eager.cc"

_LIBRARIES = (
    "libtensorflow_cc.so.2",
    "libtensorflow_framework.so.2",
    "python/lib_pywrap_tensorflow_common.so",
)


@dataclass
class Options:
    """Compiler and linker arguments, in the terms of ``setuptools.Extension``."""

    include_dirs: list[str] = field(default_factory=list)
    extra_compile_args: list[str] = field(default_factory=list)
    library_dirs: list[str] = field(default_factory=list)
    extra_link_args: list[str] = field(default_factory=list)


def options(tf: Any, in_place: bool = False) -> Options:
    """The arguments for the imported TensorFlow module ``tf``; ``RuntimeError`` if it is not
    the pinned version or lacks a library the extension links to. ``in_place``: the extension
    stays where it is built (``python -m tfjava.native.build``), so TensorFlow's folder may be
    named by its absolute path; a wheel names it relative to itself only (the build's own
    TensorFlow may be in a temporary build environment)."""
    if tf.__version__ != PINNED_TF_VERSION:
        raise RuntimeError(
            f"TensorFlow {tf.__version__} is installed; the native path is built for "
            f"{PINNED_TF_VERSION}"
        )
    tf_dir = Path(tf.__file__).resolve().parent
    for lib in _LIBRARIES:
        if not (tf_dir / lib).exists():
            raise RuntimeError(f"{tf_dir / lib} is missing from the TensorFlow wheel")
    flags = list(tf.sysconfig.get_compile_flags())
    return Options(
        include_dirs=[f[2:] for f in flags if f.startswith("-I")],
        extra_compile_args=[
            *(f for f in flags if not f.startswith("-I")),
            "-O2",
            "-fvisibility=hidden",
            "-Wno-deprecated-declarations",
            f'-DTFJAVA_TF_VERSION="{tf.__version__}"',
        ],
        library_dirs=[str(tf_dir), str(tf_dir / "python")],
        extra_link_args=[
            *(f"-l:{Path(lib).name}" for lib in _LIBRARIES),
            # tfjava/native/ and tensorflow/ are both in site-packages.
            "-Wl,-rpath,$ORIGIN/../../tensorflow",
            "-Wl,-rpath,$ORIGIN/../../tensorflow/python",
            *([f"-Wl,-rpath,{tf_dir}", f"-Wl,-rpath,{tf_dir / 'python'}"] if in_place else []),
        ],
    )
