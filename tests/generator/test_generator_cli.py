"""The generator's command line: determinism, --check, and the summary it prints."""

from __future__ import annotations

import shutil
from pathlib import Path

from tests.conftest import GENERATED, OPDEFS, run_generator


def _tree(path: Path) -> dict[str, bytes]:
    return {
        p.relative_to(path).as_posix(): p.read_bytes()
        for p in sorted(path.rglob("*"))
        if p.is_file() and "__pycache__" not in p.parts
    }


def test_generate_twice_gives_identical_bytes_and_matches_committed(tmp_path: Path) -> None:
    out = tmp_path / "gen"
    first = run_generator("generate", "--out", str(out))
    assert first.returncode == 0, first.stderr
    assert "generated 1310 ops" in first.stdout
    tree1 = _tree(out)
    second = run_generator("generate", "--out", str(out), env={"PYTHONHASHSEED": "12345"})
    assert second.returncode == 0, second.stderr
    assert f"unchanged: {len(tree1)} files, inputs as stamped" in second.stdout
    assert _tree(out) == tree1
    # A different hash seed in a fresh directory writes the same bytes.
    out2 = tmp_path / "gen2"
    third = run_generator("generate", "--out", str(out2), env={"PYTHONHASHSEED": "999"})
    assert third.returncode == 0, third.stderr
    assert _tree(out2) == tree1
    assert tree1 == _tree(GENERATED), "generated/ is stale: run `make generate`"


def test_check_fails_on_hand_edited_file_and_lists_it(tmp_path: Path) -> None:
    out = tmp_path / "gen"
    shutil.copytree(GENERATED, out, ignore=shutil.ignore_patterns("__pycache__"))
    ok = run_generator("generate", "--check", "--out", str(out))
    assert ok.returncode == 0, ok.stdout + ok.stderr
    target = out / "org/tensorflow/op/core/stop_gradient.py"
    target.write_text(target.read_text() + "\n# hand edit\n")
    (out / "org/tensorflow/op/math/add.py").unlink()
    bad = run_generator("generate", "--check", "--out", str(out))
    assert bad.returncode == 1
    assert "changed: org/tensorflow/op/core/stop_gradient.py" in bad.stdout
    assert "missing: org/tensorflow/op/math/add.py" in bad.stdout


def test_an_opdef_edit_invalidates_the_stamp(tmp_path: Path) -> None:
    opdefs = tmp_path / "opdefs"
    shutil.copytree(OPDEFS / "core", opdefs / "core")
    out = tmp_path / "out"
    assert run_generator("generate", "--opdefs", str(opdefs), "--out", str(out)).returncode == 0
    again = run_generator("generate", "--opdefs", str(opdefs), "--out", str(out))
    assert "inputs as stamped" in again.stdout
    path = opdefs / "core" / "StopGradient.yaml"
    path.write_text(
        path.read_text().replace(
            "summary: Stops gradient computation.", "summary: Stops gradients."
        )
    )
    stale = run_generator("generate", "--check", "--opdefs", str(opdefs), "--out", str(out))
    assert stale.returncode == 1
    assert "changed: org/tensorflow/op/core/stop_gradient.py" in stale.stdout
    assert "changed: org/tensorflow/op/ops.py" in stale.stdout
    regen = run_generator("generate", "--opdefs", str(opdefs), "--out", str(out))
    assert "files written" in regen.stdout
    assert "Stops gradients." in (out / "org/tensorflow/op/core/stop_gradient.py").read_text()


def test_check_command_validates_opdefs() -> None:
    result = run_generator("check")
    assert result.returncode == 0, result.stderr
    assert "1310 opdefs valid" in result.stdout


def test_generate_removes_orphans_it_wrote_and_refuses_foreign_files(tmp_path: Path) -> None:
    opdefs = tmp_path / "opdefs"
    for rel in ("core/StopGradient.yaml", "math/Add.yaml"):
        (opdefs / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(OPDEFS / rel, opdefs / rel)
    out = tmp_path / "out"
    assert run_generator("generate", "--opdefs", str(opdefs), "--out", str(out)).returncode == 0
    assert (out / "org/tensorflow/op/math/add.py").exists()
    (opdefs / "math/Add.yaml").unlink()
    result = run_generator("generate", "--opdefs", str(opdefs), "--out", str(out))
    assert result.returncode == 0, result.stderr
    assert not (out / "org/tensorflow/op/math/add.py").exists()
    (out / "notes.txt").write_text("mine")
    refused = run_generator("generate", "--opdefs", str(opdefs), "--out", str(out))
    assert refused.returncode == 2
    assert "notes.txt" in refused.stderr
    assert (out / "notes.txt").read_text() == "mine"
