"""Temporary files: removed on every failure path (a full disk included), and those of runs that
are gone (killed) are removed by a later run."""

from __future__ import annotations

import errno
import os
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Self

import pytest

from generator import cache, formatting
from generator.cache import CACHE_ENV, TEMP_FILES, sweep, temp_names, temp_prefix, write_atomically
from tests.conftest import OPDEFS, ROOT

_FDOPEN = os.fdopen


class _FullDisk:
    """A file object whose writes fail as on a full disk."""

    def __init__(self, fd: int, mode: str) -> None:
        self._f = _FDOPEN(fd, mode)

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self._f.close()

    def write(self, data: bytes) -> int:
        self._f.write(data[:10])
        self._f.flush()
        raise OSError(errno.ENOSPC, "No space left on device")


def test_a_full_disk_leaves_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(cache.os, "fdopen", _FullDisk)
    assert write_atomically(tmp_path / "c" / "formatted.json", b"x" * 1000) is False
    assert list((tmp_path / "c").iterdir()) == []


def test_a_failed_rename_leaves_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "c" / "entry"
    target.mkdir(parents=True)
    (target / "occupied").write_text("x")  # os.replace cannot put a file over a folder
    assert write_atomically(target, b"data") is False
    assert sorted(p.name for p in (tmp_path / "c").iterdir()) == ["entry"]


def _limited(limit: int) -> Any:
    def set_limit() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # writes past the limit fail with EFBIG
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    return set_limit


def _check_small_tree(tmp_path: Path, limit: int) -> subprocess.CompletedProcess[str]:
    opdefs = tmp_path / "opdefs"
    if not opdefs.exists():
        (opdefs / "core").mkdir(parents=True)
        for name in ("StopGradient", "Unique", "Identity"):
            shutil.copy(OPDEFS / "core" / f"{name}.yaml", opdefs / "core")
    (tmp_path / "tmp").mkdir(exist_ok=True)
    env = {**os.environ, CACHE_ENV: str(tmp_path / "cache"), "TMPDIR": str(tmp_path / "tmp")}
    command = [
        "generate",
        "--check",
        "--no-registry",
        "--opdefs",
        str(opdefs),
        "--out",
        str(tmp_path / "none"),
    ]
    return subprocess.run(
        [sys.executable, "-m", "generator", *command],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        preexec_fn=_limited(limit),
    )


def test_a_run_that_cannot_write_its_cache_leaves_no_temporary_file(tmp_path: Path) -> None:
    # 32 kB: the generated modules fit (ruff formats them), the formatter cache (48 kB) does not.
    result = _check_small_tree(tmp_path, 32 * 1024)
    assert result.returncode == 1, result.stderr  # the tree is missing; the cache is no error
    assert "missing: " in result.stdout
    assert "Traceback" not in result.stderr
    assert min(p.name for p in (tmp_path / "cache").iterdir()).startswith("opdefs-")
    assert [p.name for p in (tmp_path / "cache").iterdir() if p.name.startswith(".")] == []
    assert list((tmp_path / "tmp").iterdir()) == []


def test_a_run_that_cannot_write_for_ruff_fails_cleanly(tmp_path: Path) -> None:
    result = _check_small_tree(tmp_path, 4096)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert (
        f"cannot format the generated code: cannot write it to {tmp_path / 'tmp'} for ruff: File too large"
        in result.stderr
    )
    assert list((tmp_path / "tmp").iterdir()) == []
    assert [p.name for p in (tmp_path / "cache").iterdir() if p.name.startswith(".")] == []


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait(timeout=60)
    return proc.pid


def test_a_later_run_removes_the_temporary_files_of_runs_that_are_gone(tmp_path: Path) -> None:
    folder = tmp_path / "cache"
    folder.mkdir()
    dead = _dead_pid()
    killed = [
        folder / f".snapshot.pid{dead}.abc123.json",
        folder / f".formatted.pid{dead}.k2j3",
        folder / f".opdefs-0123abcd.pid{dead}.zz",
    ]
    old_style = folder / ".snapshot-q1w2e3.json"
    recent_old_style = folder / ".formatted-a1b2c3"
    live = folder / f".formatted.pid{os.getpid()}.mine"
    kept = folder / "formatted.json"
    for path in [*killed, old_style, recent_old_style, live, kept]:
        path.write_text("partial")
    hour_ago = time.time() - 3600
    os.utime(old_style, (hour_ago, hour_ago))
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "generator",
            "check",
            "--no-registry",
            "--opdefs",
            str(OPDEFS / "bitwise"),
        ],
        cwd=ROOT,
        env={**os.environ, CACHE_ENV: str(folder)},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    left = {p.name for p in folder.iterdir()}
    assert not left & {p.name for p in [*killed, old_style]}
    assert {recent_old_style.name, live.name, kept.name} <= left


def test_ruff_folders_of_runs_that_are_gone_are_removed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    scratch = tmp_path / "shm"
    scratch.mkdir()
    monkeypatch.setattr(formatting, "SCRATCH", [str(scratch)])
    dead = _dead_pid()
    stale = [folder / f"tfjava-gen.pid{dead}.abcd1234" for folder in (tmp_path, scratch)]
    for folder in stale:
        (folder / "org").mkdir(parents=True)
        (folder / "org" / "x.py").write_text("x = 1\n")
    unrelated = tmp_path / "tfjava-generator-cache"
    unrelated.mkdir()
    seen: list[Any] = []
    run = formatting._ruff_tree

    def spying(root: Path, files: dict[str, str]) -> dict[str, str]:
        seen.append(root.parent)
        return run(root, files)

    monkeypatch.setattr(formatting, "_ruff_tree", spying)
    assert formatting.format_sources({"a.py": "x=1\n"}) == {"a.py": "x = 1\n"}
    assert seen == [scratch]  # ruff's tree was in the scratch folder
    assert not any(folder.exists() for folder in stale)
    assert unrelated.exists()
    # This run's own folder is gone too, once ruff has run.
    assert not [p for p in scratch.iterdir() if p.name.startswith("tfjava-gen.")]


def _scratch_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fail_in: Path | None = None
) -> tuple[dict[str, str], list[Path]]:
    """A formatting run with a scratch folder (writes to ``fail_in`` fail as on a full disk);
    its result and the folders ruff's tree was in."""
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    write, run = formatting.write_tree, formatting._ruff_tree
    seen: list[Path] = []

    def writing(root: Path, files: dict[str, str]) -> None:
        if root.parent == fail_in:
            (root / "partial.py").write_text("x")
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        write(root, files)

    def spying(root: Path, files: dict[str, str]) -> dict[str, str]:
        seen.append(root.parent)
        return run(root, files)

    monkeypatch.setattr(formatting, "write_tree", writing)
    monkeypatch.setattr(formatting, "_ruff_tree", spying)
    return formatting.format_sources({"pkg/a.py": "x=1\n", "b.py": "y=( 2 )\n"}), seen


def test_a_full_scratch_folder_falls_back_to_the_temporary_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scratch, temp = tmp_path / "shm", tmp_path / "tmp"
    scratch.mkdir()
    temp.mkdir()
    for name in ("TMPDIR", "TEMP", "TMP"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    monkeypatch.setattr(formatting, "SCRATCH", ["$TFJAVA_NO_SUCH_VARIABLE", str(scratch)])
    result, seen = _scratch_run(tmp_path, monkeypatch, fail_in=scratch)
    assert result == {"pkg/a.py": "x = 1\n", "b.py": "y = 2\n"}
    assert seen == [temp]
    assert list(scratch.iterdir()) == [] and list(temp.iterdir()) == []


def test_a_temporary_folder_the_user_names_is_the_one_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scratch, temp = tmp_path / "shm", tmp_path / "tmp"
    scratch.mkdir()
    temp.mkdir()
    monkeypatch.setenv("TMPDIR", str(temp))
    monkeypatch.setattr(tempfile, "tempdir", str(temp))
    monkeypatch.setattr(formatting, "SCRATCH", [str(scratch)])
    result, seen = _scratch_run(tmp_path, monkeypatch)
    assert result == {"pkg/a.py": "x = 1\n", "b.py": "y = 2\n"}
    assert seen == [temp]


def test_sweep_matches_only_its_names(tmp_path: Path) -> None:
    dead = _dead_pid()
    names = temp_names("tfjava-registry", ".json")
    ours = tmp_path / f"tfjava-registry.pid{dead}.x1y2.json"
    other = tmp_path / f"tfjava-registry.pid{dead}.x1y2.txt"
    ours.write_text("")
    other.write_text("")
    assert sweep(tmp_path, names) == 1
    assert not ours.exists() and other.exists()
    assert TEMP_FILES.fullmatch(".anything") and not TEMP_FILES.fullmatch("formatted.json")
    assert temp_prefix("formatted") == f".formatted.pid{os.getpid()}."


def test_a_killed_run_leaves_a_snapshot_temp_file_that_the_next_run_removes(tmp_path: Path) -> None:
    folder = tmp_path / "cache"
    env = {**os.environ, CACHE_ENV: str(folder)}
    # A fresh cache: the run starts the registry snapshot subprocess, with its temporary file.
    killed = subprocess.Popen(
        [sys.executable, "-m", "generator", "check", "--opdefs", str(OPDEFS / "bitwise")],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,  # its own process group: the snapshot subprocess dies with it
    )
    try:
        deadline = time.monotonic() + 60
        while not list(folder.glob(".snapshot.pid*.json")) and time.monotonic() < deadline:
            time.sleep(0.05)
    finally:
        os.killpg(killed.pid, signal.SIGKILL)
        killed.wait(timeout=60)
    (left,) = folder.glob(".snapshot.pid*.json")
    assert left.name.startswith(f".snapshot.pid{killed.pid}.")
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "generator",
            "check",
            "--no-registry",
            "--opdefs",
            str(OPDEFS / "bitwise"),
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert not left.exists()
