"""Build the native eager extension (``_eager.cc``) against the installed TensorFlow.

``python -m tfjava.native.build`` (run by ``make`` during set-up) compiles ``_eager.cc`` with the
C++ compiler (``$CXX`` or g++) using the headers shipped in the TensorFlow wheel, links it to the
wheel's ``libtensorflow_cc.so.2`` and ``lib_pywrap_tensorflow_common.so`` (found at run time
through an rpath), and writes ``_eager<ext suffix>`` next to the source. It exits 0 with a
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

from tfjava.native import PINNED_TF_VERSION

HERE = Path(__file__).resolve().parent
SOURCE = HERE / "_eager.cc"


def output_path() -> Path:
    return HERE / ("_eager" + str(sysconfig.get_config_var("EXT_SUFFIX")))


def command(out: Path) -> list[str]:
    """The compiler command line for the installed TensorFlow."""

    if tf.__version__ != PINNED_TF_VERSION:
        raise RuntimeError(
            f"TensorFlow {tf.__version__} is installed; the native path is built for "
            f"{PINNED_TF_VERSION}"
        )
    tf_dir = Path(tf.__file__).resolve().parent
    cxx = os.environ.get("CXX") or shutil.which("g++") or shutil.which("c++")
    if cxx is None:
        raise RuntimeError("no C++ compiler (g++, or $CXX)")
    for lib in (
        tf_dir / "libtensorflow_cc.so.2",
        tf_dir / "python" / "lib_pywrap_tensorflow_common.so",
    ):
        if not lib.exists():
            raise RuntimeError(f"{lib} is missing from the TensorFlow wheel")
    return [
        cxx,
        "-shared",
        "-fPIC",
        "-O2",
        "-fvisibility=hidden",
        "-Wno-deprecated-declarations",
        *tf.sysconfig.get_compile_flags(),
        f'-DTFJAVA_TF_VERSION="{tf.__version__}"',
        "-I" + sysconfig.get_paths()["include"],
        str(SOURCE),
        "-o",
        str(out),
        f"-L{tf_dir}",
        f"-L{tf_dir / 'python'}",
        "-l:libtensorflow_cc.so.2",
        "-l:libtensorflow_framework.so.2",
        "-l:lib_pywrap_tensorflow_common.so",
        f"-Wl,-rpath,{tf_dir}",
        f"-Wl,-rpath,{tf_dir / 'python'}",
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
