"""The Java packages import, lazily, from the source tree and from a built wheel."""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.conftest import source_snapshot

ROOT = Path(__file__).resolve().parent.parent.parent
PACKAGES = [
    "org.tensorflow",
    "org.tensorflow.op",
    "org.tensorflow.op.core",
    "org.tensorflow.op.math",
    "org.tensorflow.op.tpu",
    "org.tensorflow.op.data.experimental",
    "org.tensorflow.types",
    "org.tensorflow.types.family",
    "org.tensorflow.ndarray",
]

LAZY_CHECK = """
import sys
import org.tensorflow.op.core as core
from org.tensorflow.op import Ops
tf = Ops.create()
loaded = sorted(m for m in sys.modules if m.startswith("org.tensorflow.op.") and m.count(".") > 3)
print("LOADED", loaded)
from org.tensorflow.op.core import Constant, StopGradient
print("SAME", Constant.__module__, StopGradient.__module__)
"""


def _run(code: str, env: dict[str, str] | None = None) -> str:
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        cwd="/",
        env=env,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return result.stdout


def test_importing_packages_and_the_facade_loads_no_op_module() -> None:
    out = _run(LAZY_CHECK)
    assert "LOADED []" in out, out
    assert "SAME tfjava.dispatch.constant org.tensorflow.op.core.stop_gradient" in out


def test_group_access_loads_only_what_is_used() -> None:
    out = _run(
        "import sys\n"
        "from org.tensorflow.op import Ops\n"
        "tf = Ops.create()\n"
        "tf.math.add(tf.constant(1), tf.constant(2))\n"
        "print(sorted(m for m in sys.modules if m.startswith('org.tensorflow.op.math.')))\n"
    )
    assert out.strip() == "['org.tensorflow.op.math.add']"


@pytest.mark.parametrize("package", PACKAGES)
def test_java_packages_import(package: str) -> None:
    __import__(package)
    module = sys.modules[package]
    for name in module.__all__:
        assert getattr(module, name) is not None


def test_built_wheel_holds_and_imports_the_packages(tmp_path: Path) -> None:
    # (from a copy of the checkout: tests on other cores may write in it meanwhile)
    source = source_snapshot(tmp_path / "source")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(tmp_path),
            str(source),
        ],
        cwd=source,
        check=True,
        capture_output=True,
        timeout=600,
    )
    (wheel,) = tmp_path.glob("tfjava-*.whl")
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        zf.extractall(tmp_path / "site")
    for expected in (
        "org/tensorflow/op/core/stop_gradient.py",
        "org/tensorflow/op/tpu/send_tpu_embedding_gradients.py",
        "org/tensorflow/op/ops.py",
        "tfjava/dispatch/dispatch.py",
        "tfjava/exports.yaml",
        "tfjava/py.typed",
        "org/py.typed",
    ):
        assert expected in names, expected
    # Import from the unpacked wheel only (TensorFlow still comes from the environment).
    env = dict(os.environ, PYTHONPATH=str(tmp_path / "site"), PYTHONNOUSERSITE="1")
    code = (
        "import sys\n"
        f"sys.path = [p for p in sys.path if p not in ('', {str(ROOT)!r}, {str(ROOT / 'generated')!r})]\n"
        "sys.meta_path = [f for f in sys.meta_path if 'editable' not in type(f).__module__.lower()]\n"
        + LAZY_CHECK
        + "import org.tensorflow.op.core as c; print('FROM', c.__file__)\n"
    )
    out = _run(code, env=env)
    assert "LOADED []" in out
    assert f"FROM {tmp_path / 'site'}" in out
