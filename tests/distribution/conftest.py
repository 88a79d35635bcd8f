"""The wheel, built once per session by pip through the build backend, and a fresh venv with it.

The wheel is built with ``--no-build-isolation`` against this environment's TensorFlow (an
isolated build would first install TensorFlow for the build; pyproject.toml's build requirements
are the same pins), from a copy of the checkout's tracked files (``source``: tests on other
cores may write in the checkout meanwhile); setuptools' build/ folder is copied with them, so
a rebuild with an unchanged ``_eager.cc`` does not compile again. The venv gets the wheel alone (``--no-deps --no-index``);
the wheel's dependencies (TensorFlow, numpy, and the extras' tools) come from this environment's
site-packages through a ``.pth`` line, so nothing is downloaded. The wheel's declared
dependencies are checked against its METADATA (``test_wheel``).
"""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import source_snapshot

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 1500


def run(
    args: list[str], cwd: Path, env: dict[str, str] | None = None, timeout: float = TIMEOUT
) -> subprocess.CompletedProcess[str]:
    # The install is checked as a user runs it: the test run's own path choice
    # (TFJAVA_NATIVE=0 in CI's second pass) is not the installed package's.
    full = {
        k: v
        for k, v in os.environ.items()
        if k not in ("PYTHONPATH", "VIRTUAL_ENV", "TFJAVA_NATIVE")
    }
    full["TF_CPP_MIN_LOG_LEVEL"] = "3"
    full.update(env or {})
    done = subprocess.run(
        args, cwd=cwd, env=full, capture_output=True, text=True, timeout=timeout, check=False
    )
    assert done.returncode == 0, f"{' '.join(args)} failed:\n{done.stdout}\n{done.stderr}"
    return done


@pytest.fixture(scope="session")
def source(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The checkout's tracked files, copied: the builds read and write there alone."""
    return source_snapshot(tmp_path_factory.mktemp("source"))


@pytest.fixture(scope="session")
def wheel(source: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    run(
        [sys.executable, "-m", "pip", "wheel", "--no-build-isolation", "--no-deps", "-q"]
        + ["-w", str(out), str(source)],
        cwd=source,
    )
    (built,) = out.glob("tfjava-*.whl")
    return built


@pytest.fixture(scope="session")
def venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    home = tmp_path_factory.mktemp("venv") / "venv"
    run([sys.executable, "-m", "venv", str(home)], cwd=home.parent)
    python = home / "bin" / "python"
    purelib = run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        cwd=home,
    ).stdout.strip()
    # This environment's packages after the venv's own (a .pth line appends its folder).
    Path(purelib, "_tfjava_test_dependencies.pth").write_text(
        sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8"
    )
    run(
        [str(python), "-m", "pip", "install", "-q", "--no-deps", "--no-index", str(wheel)], cwd=home
    )
    yield home
