"""Generation is atomic: ``--out`` is always the complete old tree or the complete new tree.

``generate`` is SIGKILLed at many points of a run; the swap and an interrupted fallback swap
are simulated step by step; an interrupted run's leftovers (``.OUT.new-*``/``.OUT.old-*``) are
cleaned up by the next run, and never picked up as part of the tree.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from generator import output
from tests.conftest import OPDEFS, ROOT, run_generator


def _tree(path: Path) -> dict[str, bytes]:
    return {
        p.relative_to(path).as_posix(): p.read_bytes()
        for p in sorted(path.rglob("*"))
        if p.is_file() and "__pycache__" not in p.parts
    }


def _siblings(out: Path) -> list[str]:
    return sorted(p.name for p in out.parent.iterdir() if p.name.startswith(f".{out.name}."))


def _opdefs(tmp: Path) -> Path:
    """The math group and one core op: enough files for the write phase to take a while."""
    opdefs = tmp / "opdefs"
    shutil.copytree(OPDEFS / "math", opdefs / "math")
    (opdefs / "core").mkdir()
    shutil.copy(OPDEFS / "core" / "StopGradient.yaml", opdefs / "core")
    return opdefs


def _change(opdefs: Path) -> None:
    """An edit that changes, removes and adds generated files."""
    path = opdefs / "core" / "StopGradient.yaml"
    path.write_text(
        path.read_text().replace(
            "summary: Stops gradient computation.", "summary: Stops gradients."
        )
    )
    (opdefs / "math" / "Add.yaml").unlink()
    shutil.copy(OPDEFS / "nn" / "Relu.yaml", opdefs / "math" / "Relu.yaml")
    relu = opdefs / "math" / "Relu.yaml"
    relu.write_text(
        relu.read_text()
        .replace("package: org.tensorflow.op.nn", "package: org.tensorflow.op.math")
        .replace("facadeMethod: relu", "facadeMethod: reluInMath")
    )


def test_sigkill_at_any_point_leaves_the_old_or_the_new_tree(tmp_path: Path) -> None:
    opdefs = _opdefs(tmp_path)
    out = tmp_path / "gen"
    assert (
        run_generator(
            "generate", "--no-registry", "--opdefs", str(opdefs), "--out", str(out)
        ).returncode
        == 0
    )
    old = _tree(out)
    saved = tmp_path / "saved"
    shutil.copytree(out, saved)
    _change(opdefs)
    reference = tmp_path / "reference"
    start = time.perf_counter()
    done = run_generator(
        "generate", "--no-registry", "--opdefs", str(opdefs), "--out", str(reference)
    )
    duration = time.perf_counter() - start
    assert done.returncode == 0, done.stderr
    new = _tree(reference)
    assert new != old and set(new) != set(old)

    def kill_at(seconds: float) -> str:
        shutil.rmtree(out)
        shutil.copytree(saved, out)
        process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "generator",
                "generate",
                "--no-registry",
                "--opdefs",
                str(opdefs),
                "--out",
                str(out),
            ],
            cwd=ROOT,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        time.sleep(seconds)
        process.send_signal(signal.SIGKILL)
        process.wait()
        tree = _tree(out)
        assert tree in (old, new), f"a mix of trees after a kill {seconds:.3f}s into a run"
        return "new" if tree == new else "old"

    # A coarse scan, then kills packed between the last "old" and the first "new": the time when
    # the new tree is written beside the old one and swapped in.
    outcomes = {t: kill_at(t) for t in (duration * f for f in (0.3, 0.6, 0.8, 0.9, 1.0, 1.15))}
    last_old = max((t for t, o in outcomes.items() if o == "old"), default=0.0)
    first_new = min((t for t, o in outcomes.items() if o == "new"), default=duration * 1.15)
    for i in range(1, 6):
        t = last_old + (first_new - last_old) * i / 6
        outcomes[t] = kill_at(t)
    # The next run cleans up whatever the killed ones left, and finishes the job.
    again = run_generator("generate", "--no-registry", "--opdefs", str(opdefs), "--out", str(out))
    assert again.returncode == 0, again.stderr
    assert _tree(out) == new
    assert _siblings(out) == []
    assert "old" in outcomes.values()  # the kills did land before the swap


def _files(tmp: Path) -> tuple[dict[str, str], dict[str, str]]:
    header = output.HEADER
    old = {"a.py": f"{header}\nA = 1\n", "pkg/b.py": f"{header}\nB = 1\n"}
    new = {"a.py": f"{header}\nA = 2\n", "pkg/c.py": f"{header}\nC = 2\n"}
    return old, new


def test_a_failure_while_writing_leaves_the_old_tree(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    old, new = _files(tmp_path)
    out = tmp_path / "out"
    output.write(old, out)
    calls = []
    real = Path.write_text

    def failing(self: Path, *args: object, **kwargs: object) -> int:
        calls.append(self)
        if len(calls) == 2:
            raise OSError(28, "No space left on device")
        return real(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(Path, "write_text", failing)
    with pytest.raises(OSError):
        output.write(new, out)
    monkeypatch.undo()
    assert {k: v.decode() for k, v in _tree(out).items()} == old
    assert _siblings(out) == []


@pytest.mark.parametrize("exchange", [True, False])
def test_the_swap_and_an_interrupted_fallback_swap(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, exchange: bool
) -> None:
    old, new = _files(tmp_path)
    out = tmp_path / "out"
    output.write(old, out)
    if not exchange:
        monkeypatch.setattr(output, "_exchange", lambda a, b: False)
    output.write(new, out)
    assert {k: v.decode() for k, v in _tree(out).items()} == new
    assert _siblings(out) == []

    # The fallback swap killed between its two renames: OUT is missing, its tree is in .old-*.
    renames = []
    real_rename = os.rename

    def rename_then_die(src: object, dst: object) -> None:
        renames.append((src, dst))
        if len(renames) == 2:
            raise KeyboardInterrupt  # the process dies here
        real_rename(src, dst)  # type: ignore[arg-type]

    monkeypatch.setattr(output, "_exchange", lambda a, b: False)
    monkeypatch.setattr(os, "rename", rename_then_die)
    with pytest.raises(KeyboardInterrupt):
        output.write(old, out)
    monkeypatch.undo()
    assert not out.exists()
    assert [n.split("-")[0] for n in _siblings(out)] == [".out.old"]
    # The next run (or a no-change generate: clean_leftovers) puts the previous tree back first.
    output.clean_leftovers(out)
    assert {k: v.decode() for k, v in _tree(out).items()} == new
    assert _siblings(out) == []


def test_leftovers_of_a_killed_run_are_cleaned_up_and_ignored(tmp_path: Path) -> None:
    old, new = _files(tmp_path)
    out = tmp_path / "out"
    output.write(old, out)
    for name in (".out.new-abc123", ".out.old-def456"):
        (tmp_path / name / "pkg").mkdir(parents=True)
        (tmp_path / name / "pkg" / "b.py").write_text("half a tree")
    assert output.compare(old, out).clean  # not part of the tree
    output.write(new, out)
    assert _siblings(out) == []
    # ... and by a no-change run too, unless another run holds the lock.
    (tmp_path / ".out.new-xyz").mkdir()
    with output._locked(tmp_path):
        output.clean_leftovers(out)
        assert _siblings(out) == [".out.new-xyz"]
    output.clean_leftovers(out)
    assert _siblings(out) == []


def test_foreign_files_and_symlinks_are_refused(tmp_path: Path) -> None:
    old, new = _files(tmp_path)
    out = tmp_path / "out"
    output.write(old, out)
    (out / "pkg" / "link.py").symlink_to(out / "a.py")
    with pytest.raises(output.OutputError, match="pkg/link.py"):
        output.write(new, out)
    (out / "pkg" / "link.py").unlink()
    (out / "notes.txt").write_text("mine")
    with pytest.raises(output.OutputError, match="notes.txt"):
        output.write(new, out)
    assert (out / "notes.txt").read_text() == "mine"
    assert {k: v.decode() for k, v in _tree(out).items() if k != "notes.txt"} == old
