"""Packages and the native extension for setuptools (the metadata is in pyproject.toml).

The generated Java packages live in generated/org; the opdefs and templates are the
generator's package data (generator/opdefs, generator/templates in the wheel).

The native eager extension (tfjava/native/_eager.cc) is compiled against the TensorFlow the
build sees: the pinned one that pyproject.toml's build requirements install in an isolated
build, or the environment's own with ``--no-build-isolation``. When it cannot be built (no
compiler, no TensorFlow, another TensorFlow version) the install goes on without it, with a
warning: eager ops then run on the pure-Python path, and ``python -m tfjava.native.build``
builds it later in place.
"""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

from setuptools import Extension, find_packages, setup
from setuptools.command.build_ext import build_ext

HERE = Path(__file__).resolve().parent


def _toolchain():  # type: ignore[no-untyped-def]
    """tfjava/native/toolchain.py, loaded by path (importing tfjava would import TensorFlow)."""
    spec = importlib.util.spec_from_file_location(
        "_tfjava_toolchain", HERE / "tfjava" / "native" / "toolchain.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


class BuildNative(build_ext):
    """build_ext with TensorFlow's compile and link arguments; a failure is a warning."""

    def build_extensions(self) -> None:
        self._failed: set[str] = set()
        super().build_extensions()
        # An extension that was not built has no output for the later steps (an editable
        # install copies each one into the source tree) to look for.
        self.extensions = [e for e in self.extensions if e.name not in self._failed]

    def build_extension(self, ext: Extension) -> None:
        try:
            os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
            import tensorflow as tf

            opts = _toolchain().options(tf)
            ext.include_dirs = [*opts.include_dirs, *ext.include_dirs]
            ext.extra_compile_args = opts.extra_compile_args
            ext.library_dirs = opts.library_dirs
            ext.extra_link_args = opts.extra_link_args
            super().build_extension(ext)
        except Exception as e:  # noqa: BLE001 - any failure means the pure-Python path
            self._failed.add(ext.name)
            message = str(e).strip().splitlines()[-1:] or [type(e).__name__]
            print(
                "WARNING: tfjava: the native eager extension was not built "
                f"({type(e).__name__}: {message[0]}); eager ops will run on the pure-Python "
                "path. Build it later with `python -m tfjava.native.build`.",
                file=sys.stderr,
            )


packages = find_packages(
    ".", include=["tfjava", "tfjava.*", "generator", "generator.*", "porter", "porter.*"]
)
packages += ["org"] + ["org." + p for p in find_packages("generated/org")]
# Data packages (folders without __init__): the opdef JSON schema, and the opdefs and templates
# with every subfolder. Each is declared, so that setuptools ships it and does not warn that it
# is importable but not listed.
packages.append("generator.schema")
# All package data is declared here: with setuptools' pyproject table beside it, newer
# setuptools would take that table alone.
package_data: dict[str, list[str]] = {
    "tfjava": ["py.typed", "*.yaml"],
    # The extension's source, so that `python -m tfjava.native.build` rebuilds it in an install.
    "tfjava.native": ["_eager.cc"],
    "org": ["py.typed"],
    "generator.schema": ["*.json"],
}
for top, pattern in (("opdefs", "*.yaml"), ("templates", "*")):
    for folder in sorted([HERE / top, *(d for d in (HERE / top).rglob("*") if d.is_dir())]):
        parts = folder.relative_to(HERE).parts
        package = ".".join(("generator", *parts))
        packages.append(package)
        package_data[package] = [pattern]

setup(
    packages=packages,
    package_dir={
        "org": "generated/org",
        "generator.opdefs": "opdefs",
        "generator.templates": "templates",
    },
    package_data=package_data,
    ext_modules=[
        Extension(
            "tfjava.native._eager",
            sources=["tfjava/native/_eager.cc"],
            # A change to how it is compiled rebuilds it, as a change to its source does.
            depends=["tfjava/native/toolchain.py", "setup.py"],
            language="c++",
        )
    ],
    cmdclass={"build_ext": BuildNative},
)
