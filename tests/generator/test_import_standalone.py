"""``python -m generator import`` in a clone that has nothing beside it (no ../shared/ops.tsv):
the Java mapping of every op comes from the opdefs themselves."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ABORT = "core/Abort.yaml"


def test_import_in_a_copy_without_shared_rebuilds_the_opdefs(tmp_path: Path) -> None:
    clone = tmp_path / "clone"
    for name in ("generator", "opdefs", "templates"):
        shutil.copytree(ROOT / name, clone / name, ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", clone)
    assert not (tmp_path / "shared").exists()
    opdefs = clone / "opdefs"
    # A hand-damaged opdef is rewritten from the registry; a new op's stub (its Java mapping
    # only) is filled in.
    damaged = opdefs / "math" / "Add.yaml"
    damaged.write_text(
        damaged.read_text(encoding="utf-8").replace("summary:", "summary: stale text"),
        encoding="utf-8",
    )
    stub = opdefs / ABORT
    stub.write_text(
        "opName: Abort\npackage: org.tensorflow.op.core\nclassName: Abort\nfacadeMethod: abort\n",
        encoding="utf-8",
    )
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["TF_CPP_MIN_LOG_LEVEL"] = "3"
    done = subprocess.run(
        [sys.executable, "-m", "generator", "import"],
        cwd=clone,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "1310 opdef classes (2 written, 1308 unchanged, 0 removed" in done.stdout
    fresh = sorted(p.relative_to(opdefs) for p in opdefs.rglob("*.yaml"))
    assert fresh == sorted(
        p.relative_to(ROOT / "opdefs") for p in (ROOT / "opdefs").rglob("*.yaml")
    )
    for relative in fresh:
        assert (opdefs / relative).read_bytes() == (ROOT / "opdefs" / relative).read_bytes()


def test_a_bad_opdef_is_named_when_it_is_the_table(tmp_path: Path) -> None:
    from generator.importer.known import rows_from_opdefs
    from generator.importer.table import TableError

    (tmp_path / "core").mkdir()
    (tmp_path / "core" / "X.yaml").write_text("opName: X\nclassName: X\n", encoding="utf-8")
    try:
        rows_from_opdefs(tmp_path)
    except TableError as e:
        assert str(e).startswith(f"{tmp_path / 'core' / 'X.yaml'}: ")
        assert "package" in str(e)
    else:
        raise AssertionError("no error for an opdef without a package")


def test_rows_read_back_renames_and_second_classes() -> None:
    from generator.importer.known import rows_from_opdefs

    rows = {row.op: row for row in rows_from_opdefs(ROOT / "opdefs" / "core")}
    total = rows["Sum"]  # TF Java: core.Sum, and core.ReduceSum as a plain alias
    assert sorted(e.class_name for e in total.endpoints) == ["ReduceSum", "Sum"]
    assert total.renames.inputs == {"reduction_indices": "axis"}
