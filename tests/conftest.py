"""Shared fixtures: paths, and quiet TensorFlow logs."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.allops import stats as allops_stats

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
# The loader path the suite started with. Importing TensorFlow imports Keras, which imports
# OpenCV's Python binding where it is installed (the ``opencv`` extra), and that prepends its
# own folder and an empty entry to LD_LIBRARY_PATH: the Java programs and ports the tests run
# would then see another java.library.path than the user's.
_LIBRARY_PATH = os.environ.get("LD_LIBRARY_PATH")


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """Each test starts from the suite's loader path (this process has loaded its libraries;
    only the processes that tests start read the variable)."""
    if _LIBRARY_PATH is None:
        os.environ.pop("LD_LIBRARY_PATH", None)
    else:
        os.environ["LD_LIBRARY_PATH"] = _LIBRARY_PATH


# Tests that build in the checkout (a wheel, the site) or share a costly session fixture run
# on one worker when the suite runs on several cores (make test: pytest-xdist's loadgroup).
_GROUPS = {
    "tests/distribution/": "build",
    "tests/generator/test_packages.py": "build",
    "tests/docs/": "docs",
}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        where = item.nodeid.split("::", 1)[0]
        group = next((g for prefix, g in _GROUPS.items() if where.startswith(prefix)), None)
        if group is not None:
            item.add_marker(pytest.mark.xdist_group(group))


def pytest_sessionfinish(session: pytest.Session) -> None:
    """On a worker of pytest-xdist: the all-ops totals go to the main process, which prints
    them."""
    workeroutput = getattr(session.config, "workeroutput", None)
    if workeroutput is not None:
        workeroutput["allops"] = allops_stats.export()


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: Any) -> None:
    """pytest-xdist's main process: a finished worker's all-ops totals."""
    totals = getattr(node, "workeroutput", {}).get("allops")
    if totals:
        allops_stats.merge(totals)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    allops_stats.summary(terminalreporter)


ROOT = Path(__file__).resolve().parent.parent
OPDEFS = ROOT / "opdefs"
GENERATED = ROOT / "generated"


def source_snapshot(dest: Path) -> Path:
    """A copy of the checkout's tracked files (and of setuptools' build/ folder, whose compiled
    objects spare a rebuild of the extension) at ``dest``: what a build test builds from, so
    that the tests running beside it on other cores never change a file under it."""
    listed = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=False, timeout=60
    )
    if listed.returncode != 0:  # not a git checkout (an unpacked sdist): the tree as it is
        shutil.copytree(ROOT, dest, symlinks=True, ignore=shutil.ignore_patterns(".venv"))
        return dest
    for name in listed.stdout.decode().split("\0"):
        if name and (ROOT / name).is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, dest / name)
    if (ROOT / "build").is_dir():
        shutil.copytree(ROOT / "build", dest / "build", symlinks=True, dirs_exist_ok=True)
    return dest


def run_generator(
    *args: str, env: dict[str, str] | None = None, cwd: Path = ROOT
) -> subprocess.CompletedProcess[str]:
    """Run ``python -m generator ARGS`` and return the finished process."""
    full_env = dict(os.environ)
    full_env.update(env or {})
    return subprocess.run(
        [sys.executable, "-m", "generator", *args],
        cwd=cwd,
        env=full_env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


@pytest.fixture(scope="session")
def root() -> Path:
    return ROOT


@pytest.fixture(scope="session")
def python_saved_models(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder with SavedModels made by Python TensorFlow (see ``tests/saved_models.py``)."""
    from tests.saved_models import make_models

    folder = tmp_path_factory.mktemp("python_saved_models")
    make_models(folder)
    return folder


@pytest.fixture(scope="session")
def op_library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The custom op library of tests/generator/custom_op, built once per session."""
    source = Path(__file__).resolve().parent / "generator" / "custom_op" / "scale_and_shift.cc"
    cxx = os.environ.get("CXX") or shutil.which("g++")
    if not cxx or not shutil.which(cxx):
        pytest.skip("no C++ compiler (g++, or $CXX) to build the custom op library")
    import tensorflow as tf

    out = tmp_path_factory.mktemp("custom_op_build") / "libscale_and_shift.so"
    command = [
        cxx,
        "-shared",
        "-fPIC",
        "-O2",
        "-std=c++17",
        "-w",
        str(source),
        "-o",
        str(out),
        *tf.sysconfig.get_compile_flags(),
        *tf.sysconfig.get_link_flags(),
    ]
    proc = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, (
        f"building {source.name} failed:\n{' '.join(command)}\n{proc.stderr[-4000:]}"
    )
    return out
