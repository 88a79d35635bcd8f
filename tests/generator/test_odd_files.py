"""Entries under opdefs/ that are no regular files: each is a located error and exit 2, found in
bounded time (a FIFO never blocks a read), and the no-change stamp never skips them."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from generator.opdef_files import MAX_BYTES, UnreadableOpdef, list_opdefs, read_opdef
from tests.conftest import OPDEFS, ROOT

pytestmark = pytest.mark.skipif(
    not hasattr(os, "mkfifo"), reason="needs FIFOs and symlinks (POSIX)"
)


def _gen(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "generator", *args, "--no-registry"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


@pytest.fixture
def opdefs(tmp_path: Path) -> Path:
    root = tmp_path / "opdefs"
    (root / "core").mkdir(parents=True)
    for name in ("StopGradient", "Identity"):
        shutil.copy(OPDEFS / "core" / f"{name}.yaml", root / "core")
    return root


def _make_odd(core: Path, kind: str) -> tuple[Path, str]:
    if kind == "fifo":
        os.mkfifo(core / "Fifo.yaml")
        return core / "Fifo.yaml", "a FIFO (named pipe), not an opdef file"
    if kind == "loop":
        (core / "Loop.yaml").symlink_to("Loop.yaml")
        return core / "Loop.yaml", "a symlink loop: it does not lead to a file"
    if kind == "dangling":
        (core / "Gone.yaml").symlink_to("Nowhere.yaml")
        return core / "Gone.yaml", "a symlink to nothing (Nowhere.yaml does not exist)"
    if kind == "folder":
        (core / "Folder.yaml").mkdir()
        return core / "Folder.yaml", "a folder, not an opdef file"
    assert kind == "folder-loop"
    (core / "again").symlink_to("..")
    return core / "again", "a symlink loop: a link to a folder that contains it"


KINDS = ["fifo", "loop", "dangling", "folder", "folder-loop"]


@pytest.mark.parametrize("kind", KINDS)
def test_check_reports_the_entry_and_exits_2(opdefs: Path, kind: str) -> None:
    path, message = _make_odd(opdefs / "core", kind)
    start = time.monotonic()
    result = _gen("check", "--opdefs", str(opdefs))
    assert time.monotonic() - start < 60
    assert result.returncode == 2, result.stdout + result.stderr
    assert f"{path}: {message}\n" in result.stderr
    assert "Traceback" not in result.stderr
    assert result.stderr.endswith("1 error(s) in opdefs\n")


@pytest.mark.parametrize("kind", ["fifo", "loop"])
def test_the_stamp_does_not_skip_an_odd_entry(opdefs: Path, tmp_path: Path, kind: str) -> None:
    out = tmp_path / "out"
    assert _gen("generate", "--opdefs", str(opdefs), "--out", str(out)).returncode == 0
    assert (
        "inputs as stamped"
        in _gen("generate", "--check", "--opdefs", str(opdefs), "--out", str(out)).stdout
    )
    before = {p: p.read_bytes() for p in out.rglob("*") if p.is_file()}
    path, message = _make_odd(opdefs / "core", kind)
    for args in (["generate", "--check"], ["generate"]):
        result = _gen(*args, "--opdefs", str(opdefs), "--out", str(out))
        assert result.returncode == 2, result.stdout + result.stderr
        assert f"{path}: {message}" in result.stderr
        assert "up to date" not in result.stdout and "unchanged" not in result.stdout
    assert {p: p.read_bytes() for p in out.rglob("*") if p.is_file()} == before


def test_read_opdef_does_not_block_on_a_fifo(tmp_path: Path) -> None:
    fifo = tmp_path / "F.yaml"
    os.mkfifo(fifo)
    with pytest.raises(UnreadableOpdef, match="a FIFO"):
        read_opdef(fifo)
    # Also with a writer holding it open (the open then succeeds, the file type check refuses).
    fd = os.open(fifo, os.O_RDWR)
    try:
        with pytest.raises(UnreadableOpdef, match="a FIFO"):
            read_opdef(fifo)
    finally:
        os.close(fd)


def test_read_opdef_bounds_the_size(tmp_path: Path) -> None:
    big = tmp_path / "Big.yaml"
    big.write_bytes(b"#" * (MAX_BYTES + 1))
    with pytest.raises(UnreadableOpdef) as e:
        read_opdef(big)
    assert e.value.error.message == (
        f"the file is {MAX_BYTES + 1} bytes, over the {MAX_BYTES}-byte limit of an opdef"
    )
    big.write_bytes(b"#" * MAX_BYTES)
    assert len(read_opdef(big)) == MAX_BYTES


def test_listing_follows_folder_links_once(tmp_path: Path) -> None:
    (tmp_path / "real").mkdir()
    (tmp_path / "real" / "A.yaml").write_text("x")
    (tmp_path / "real" / "notes.txt").write_text("x")
    (tmp_path / "linked").symlink_to("real")
    (tmp_path / "B.yaml").symlink_to("real/A.yaml")
    files, errors = list_opdefs(tmp_path)
    assert errors == []
    assert [p.relative_to(tmp_path).as_posix() for p in files] == [
        "B.yaml",
        "linked/A.yaml",
        "real/A.yaml",
    ]


def test_a_symlink_is_shown_as_itself(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from generator import errors

    monkeypatch.chdir(tmp_path)
    errors._cwd.cache_clear()
    try:
        (tmp_path / "core").mkdir()
        (tmp_path / "core" / "Gone.yaml").symlink_to("Nowhere.yaml")
        (tmp_path / "core" / "Loop.yaml").symlink_to("Loop.yaml")
        (tmp_path / "core" / "Knot").symlink_to("Knot")
        _, found = list_opdefs(tmp_path / "core")
        assert [str(e) for e in found] == [
            "core/Gone.yaml: a symlink to nothing (Nowhere.yaml does not exist)",
            "core/Knot: a symlink loop: it does not lead to a file",
            "core/Loop.yaml: a symlink loop: it does not lead to a file",
        ]
        assert errors.display_path(tmp_path / "core" / "..") == "."
    finally:
        errors._cwd.cache_clear()
