"""The folder an export writes (issue 25): a killed export's staging folder is removed by a
later export, the model respects the umask, racing exports to one folder raise
``FileExistsError``, and the current working directory is refused."""

from __future__ import annotations

import os
import shutil
import signal
import stat
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from org.tensorflow import Graph, SavedModelBundle, Session, Signature
from org.tensorflow.op import Ops
from org.tensorflow.types import TFloat32

_TIMEOUT = 120


def _export(folder: Path | str) -> None:
    with Graph() as g, Session(g) as s:
        tf_ = Ops.create(g)
        x = tf_.withName("x").placeholder(TFloat32)
        v = tf_.withName("v").variable(tf_.constant(2.0))
        s.initialize()
        signature = Signature.builder().input("x", x).output("y", tf_.math.mul(x, v)).build()
        SavedModelBundle.exporter(str(folder)).withSession(s).withSignature(signature).export()


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait(_TIMEOUT)
    return proc.pid


def test_a_killed_exports_staging_folder_is_removed_by_the_next_export(tmp_path: Path) -> None:
    # The child stops in the middle of its export (the model written, not yet renamed) and is
    # killed there.
    script = textwrap.dedent(
        f"""
        import sys, time
        sys.path.insert(0, {str(Path(__file__).resolve().parents[2])!r})
        from tfjava.saved_model import export
        from tests.runtime.test_export_folders import _export
        write = export._write
        def stalled(session, folder, *args):
            write(session, folder, *args)
            print("WRITTEN", flush=True)
            time.sleep(600)
        export._write = stalled
        _export({str(tmp_path / "killed")!r})
        """
    )
    child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "WRITTEN"
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(_TIMEOUT)
    (left,) = [p for p in tmp_path.iterdir()]
    assert left.name.startswith(f".killed.pid{child.pid}.")
    assert (left / "saved_model.pb").is_file()

    _export(tmp_path / "other")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["other"]


def test_staging_folders_of_live_processes_and_foreign_folders_stay(tmp_path: Path) -> None:
    live = tmp_path / f".model.pid{os.getppid()}.0123abcd.export"  # a running process's
    dead = tmp_path / f".model.pid{_dead_pid()}.0123abcd.export"
    mine = tmp_path / ".model.settings"  # a user's folder that an older version could have made
    (mine / "keep").mkdir(parents=True)
    old = tmp_path / ".model.abc_1234"  # an older version's staging folder: no process id
    (old / "variables").mkdir(parents=True)
    (old / "saved_model.pb").write_bytes(b"")
    recent = tmp_path / ".model.xyz_5678"
    recent.mkdir()
    for folder in (live, dead):
        folder.mkdir()
        (folder / "saved_model.pb").write_bytes(b"")
    hour_ago = time.time() - 3600
    for folder in (mine, old):
        os.utime(folder, (hour_ago, hour_ago))

    _export(tmp_path / "model")
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [live.name, mine.name, recent.name, "model"]
    )


@pytest.fixture
def umask() -> Iterator[int]:
    old = os.umask(0o027)
    try:
        yield 0o027
    finally:
        os.umask(old)


def test_the_exported_model_respects_the_umask(tmp_path: Path, umask: int) -> None:
    _export(tmp_path / "model")
    mode = stat.S_IMODE((tmp_path / "model").stat().st_mode)
    assert mode == 0o777 & ~umask == 0o750  # was 0o700 (a renamed mkdtemp) whatever the umask
    assert stat.S_IMODE((tmp_path / "model" / "variables").stat().st_mode) == 0o750
    assert stat.S_IMODE((tmp_path / "model" / "saved_model.pb").stat().st_mode) == 0o640
    index = tmp_path / "model" / "variables" / "variables.index"
    assert stat.S_IMODE(index.stat().st_mode) == 0o640  # as tf.saved_model.save's, umask 027


def test_racing_exports_to_one_folder_raise_file_exists_error(tmp_path: Path) -> None:
    target = tmp_path / "model"
    outcomes: list[str] = []
    start = threading.Barrier(4, timeout=_TIMEOUT)

    def race() -> None:
        try:
            start.wait()
            _export(target)
            outcomes.append("exported")
        except FileExistsError as e:
            assert "exists and is not empty" in str(e)
            outcomes.append("FileExistsError")
        except BaseException as e:  # noqa: BLE001 - any other outcome fails below
            outcomes.append(f"{type(e).__name__}: {e}")

    for _ in range(3):  # each round: four exports, one wins
        threads = [threading.Thread(target=race, daemon=True) for _ in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(_TIMEOUT)
            assert not t.is_alive()
        assert sorted(outcomes) == ["FileExistsError"] * 3 + ["exported"]
        assert sorted(p.name for p in tmp_path.iterdir()) == ["model"]  # no staging left
        with (
            SavedModelBundle.load(str(target)) as bundle,
            TFloat32.scalarOf(3.0) as x,
            bundle.call({"x": x}) as r,
        ):
            assert r.get("y").getFloat() == 6.0
        shutil.rmtree(target)
        outcomes.clear()


def test_exporting_onto_the_current_working_directory_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    for name in (".", str(work), "../work"):
        with pytest.raises(ValueError, match="is the current working directory"):
            _export(name)
    assert work.is_dir() and os.getcwd() == str(work)
    assert list(tmp_path.iterdir()) == [work]


def test_a_file_in_the_way_is_file_exists_error(tmp_path: Path) -> None:
    (tmp_path / "model").write_text("mine")
    with pytest.raises(FileExistsError, match="exists and is no folder"):
        _export(tmp_path / "model")
    assert (tmp_path / "model").read_text() == "mine"


def test_export_with_a_removed_working_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    gone = tmp_path / "gone"
    gone.mkdir()
    monkeypatch.chdir(gone)
    gone.rmdir()
    _export(tmp_path / "model")
    assert (tmp_path / "model" / "saved_model.pb").is_file()
