"""Build the native eager extension (``_eager.cc``) against the installed TensorFlow.

``pip install`` builds it through setup.py; ``python -m tfjava.native.build`` (run by ``make``
during set-up, and the way to rebuild it in an install) compiles ``_eager.cc`` with the C++
compiler (``$CXX`` or g++) with the same arguments (``toolchain``) and writes
``_eager<ext suffix>`` next to the source. It exits 0 with a
message when it cannot build (no compiler, another TensorFlow version than the pinned one):
the pure-Python path then runs.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from pathlib import Path

import tensorflow as tf

from tfjava.native import toolchain

HERE = Path(__file__).resolve().parent
SOURCE = HERE / toolchain.SOURCE


def output_path() -> Path:
    return HERE / ("_eager" + str(sysconfig.get_config_var("EXT_SUFFIX")))


def command(out: Path) -> list[str]:
    """The compiler command line for the installed TensorFlow."""
    opts = toolchain.options(tf, in_place=True)
    cxx = os.environ.get("CXX") or shutil.which("g++") or shutil.which("c++")
    if cxx is None:
        raise RuntimeError("no C++ compiler (g++, or $CXX)")
    return [
        cxx,
        "-shared",
        "-fPIC",
        *opts.extra_compile_args,
        *(f"-I{d}" for d in [*opts.include_dirs, sysconfig.get_paths()["include"]]),
        str(SOURCE),
        "-o",
        str(out),
        *(f"-L{d}" for d in opts.library_dirs),
        *opts.extra_link_args,
    ]


def build() -> Path:
    """Compile the extension (atomically: a failed build leaves no half-written module)."""
    out = output_path()
    with tempfile.TemporaryDirectory(dir=HERE) as tmp:
        partial = Path(tmp) / out.name
        done = subprocess.run(command(partial), capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise RuntimeError("the compiler failed:\n" + done.stderr[-4000:])
        os.replace(partial, out)
    return out


def main() -> int:
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    try:
        out = build()
    except Exception as e:  # noqa: BLE001 - any failure means the Python path, said once
        print(
            f"tfjava: the native eager path was not built ({e}); the Python path will run",
            file=sys.stderr,
        )
        return 0
    print(f"tfjava: built the native eager path: {out.relative_to(HERE.parent.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
