"""The site's output folder (issue 25, item 13): the build owns it explicitly, never replaces a
user's files, uses temporary files no other file can be, and reads what is there as bytes."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator.docs.output import MARKER, SiteFolder
from generator.docs.site import SiteFolderError, build, inputs_digest

ROOT = Path(__file__).resolve().parents[2]
OPDEFS = ("core/StopGradient.yaml", "strings/Substr.yaml", "core/Unique.yaml")


@pytest.fixture(scope="module")
def small_opdefs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    opdefs = tmp_path_factory.mktemp("opdefs")
    for rel in OPDEFS:
        (opdefs / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / "opdefs" / rel, opdefs / rel)
    return opdefs


@pytest.fixture(scope="module")
def built(small_opdefs: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A site built once; tests copy it (``shutil.copytree`` keeps the files' times)."""
    out = tmp_path_factory.mktemp("built") / "site"
    build(small_opdefs, out)
    return out


def _copy(site: Path, tmp_path: Path) -> Path:
    out = tmp_path / "site"
    shutil.copytree(site, out)
    return out


def test_a_folder_it_did_not_make_is_refused(small_opdefs: Path, tmp_path: Path) -> None:
    out = tmp_path / "mine"
    out.mkdir()
    (out / "index.html").write_text("my own page", encoding="utf-8")
    with pytest.raises(SiteFolderError, match="not empty and not a site"):
        build(small_opdefs, out)
    assert [p.name for p in out.iterdir()] == ["index.html"]
    assert (out / "index.html").read_text(encoding="utf-8") == "my own page"


def test_the_command_says_so_and_fails(small_opdefs: Path, tmp_path: Path) -> None:
    out = tmp_path / "mine"
    out.mkdir()
    (out / "index.html").write_text("my own page", encoding="utf-8")
    cmd = [sys.executable, "-m", "generator", "docs", "--opdefs", str(small_opdefs)]
    run = subprocess.run(
        [*cmd, "--out", str(out)], check=False, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 2
    assert f"error: {out}: not empty and not a site" in run.stderr and "--force" in run.stderr
    assert (out / "index.html").read_text(encoding="utf-8") == "my own page"


def test_force_writes_into_it_and_leaves_other_files(small_opdefs: Path, tmp_path: Path) -> None:
    out = tmp_path / "mine"
    out.mkdir()
    (out / "notes.txt").write_text("keep me", encoding="utf-8")
    written, total = build(small_opdefs, out, force=True)
    assert written == total and (out / MARKER).is_file()
    assert (out / "notes.txt").read_text(encoding="utf-8") == "keep me"
    assert build(small_opdefs, out) == (0, total)  # a site now: no --force needed


def test_an_empty_or_missing_folder_becomes_the_site(small_opdefs: Path, tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    for out in (tmp_path / "empty", tmp_path / "new" / "deeper"):
        written, total = build(small_opdefs, out)
        assert written == total and (out / "index.html").is_file()
        marker = json.loads((out / MARKER).read_bytes())
        assert sorted(marker["files"]) == sorted(
            str(p.relative_to(out)) for p in out.rglob("*") if p.is_file() and p.name != MARKER
        )


def test_a_site_built_before_the_marker_is_the_sites(
    small_opdefs: Path, built: Path, tmp_path: Path
) -> None:
    out = _copy(built, tmp_path)
    (out / MARKER).unlink()
    (out / "index.html").write_text("an older build's page", encoding="utf-8")
    assert build(small_opdefs, out)[0] == 1
    assert (out / MARKER).is_file()
    # Only the search index tells: a folder with a style.css but no index is the user's.
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "style.css").write_text("body {}", encoding="utf-8")
    with pytest.raises(SiteFolderError):
        build(small_opdefs, mine)


def test_a_file_as_the_folder_is_refused(small_opdefs: Path, tmp_path: Path) -> None:
    out = tmp_path / "site"
    out.write_text("a file", encoding="utf-8")
    with pytest.raises(SiteFolderError, match="not a folder"):
        build(small_opdefs, out)


def test_a_users_tmp_file_is_not_the_builds_temp_file(
    small_opdefs: Path, built: Path, tmp_path: Path
) -> None:
    out = _copy(built, tmp_path)
    (out / "search.js").write_text("changed, so the build rewrites it", encoding="utf-8")
    for name in ("search.js.tmp", "index.html.tmp", "style.css.tmp"):
        (out / name).write_text(f"the user's {name}", encoding="utf-8")
    written, _ = build(small_opdefs, out)
    assert written == 1
    assert (out / "search.js").read_bytes() == (built / "search.js").read_bytes()
    for name in ("search.js.tmp", "index.html.tmp", "style.css.tmp"):
        assert (out / name).read_text(encoding="utf-8") == f"the user's {name}"


def test_a_file_that_is_not_utf8_is_replaced_not_decoded(
    small_opdefs: Path, built: Path, tmp_path: Path
) -> None:
    out = _copy(built, tmp_path)
    (out / "style.css").write_bytes(b"body { color: \xff\xfe red }")
    written, total = build(small_opdefs, out)
    assert written == 1
    assert (out / "style.css").read_bytes() == (built / "style.css").read_bytes()
    assert build(small_opdefs, out) == (0, total)


def test_a_deleted_page_is_written_again(small_opdefs: Path, built: Path, tmp_path: Path) -> None:
    out = _copy(built, tmp_path)
    page = out / "org/tensorflow/op/core/Unique.html"
    page.unlink()
    assert build(small_opdefs, out)[0] == 1
    assert page.read_bytes() == (built / "org/tensorflow/op/core/Unique.html").read_bytes()


def test_pages_of_removed_ops_are_removed_unless_edited(
    small_opdefs: Path, built: Path, tmp_path: Path
) -> None:
    opdefs = tmp_path / "opdefs"
    shutil.copytree(small_opdefs, opdefs)
    out = _copy(built, tmp_path)
    (opdefs / "core/Unique.yaml").unlink()
    (opdefs / "strings/Substr.yaml").unlink()
    edited = out / "org/tensorflow/op/strings/Substr.html"
    edited.write_text("edited by hand", encoding="utf-8")
    build(opdefs, out)
    assert not (out / "org/tensorflow/op/core/Unique.html").exists()
    assert edited.read_text(encoding="utf-8") == "edited by hand"  # not the site's any more
    assert (out / "org/tensorflow/op/core/StopGradient.html").is_file()
    marker = json.loads((out / MARKER).read_bytes())
    assert "org/tensorflow/op/core/Unique.html" not in marker["files"]


def test_a_killed_builds_temporary_files_are_swept(
    small_opdefs: Path, built: Path, tmp_path: Path
) -> None:
    out = _copy(built, tmp_path)
    left = out / "org/tensorflow/.tfjava-site-abc123.tmp"
    left.write_text("half a page", encoding="utf-8")
    build(small_opdefs, out)
    assert not left.exists()


def test_a_damaged_marker_needs_force(small_opdefs: Path, built: Path, tmp_path: Path) -> None:
    out = _copy(built, tmp_path)
    (out / MARKER).write_text("{not json", encoding="utf-8")
    with pytest.raises(SiteFolderError, match="unreadable site marker"):
        build(small_opdefs, out)
    written, total = build(small_opdefs, out, force=True)
    assert written == 0 < total  # the same bytes: nothing rewritten, the marker made again
    assert SiteFolder.open(out).files


def test_nothing_changed_stops_before_rendering(small_opdefs: Path, built: Path) -> None:
    # A no-change rebuild hashes its inputs and checks the files: it imports neither the
    # renderer nor griffe nor TensorFlow (the time it takes is in the benchmarks).
    code = (
        "import sys; from pathlib import Path; from generator.docs.site import build; "
        f"print(build(Path({str(small_opdefs)!r}), Path({str(built)!r}))[0]); "
        "print(sorted(m for m in ('jinja2', 'griffe', 'tensorflow', 'generator.docs.render') "
        "if m in sys.modules))"
    )
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2"}
    run = subprocess.run(
        [sys.executable, "-c", code],
        check=False,
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert run.stdout.split("\n")[:2] == ["0", "[]"], run.stderr


def test_every_input_is_in_the_digest(small_opdefs: Path, tmp_path: Path) -> None:
    runtime = tmp_path / "runtime"
    (runtime / "tfjava").mkdir(parents=True)
    source = runtime / "tfjava" / "session.py"
    source.write_text('"""Sessions."""\n', encoding="utf-8")
    exports = tmp_path / "exports.yaml"
    exports.write_text("org.tensorflow: {}\n", encoding="utf-8")
    opdefs = tmp_path / "opdefs"
    shutil.copytree(small_opdefs, opdefs)
    first = inputs_digest(opdefs, exports, runtime)
    assert inputs_digest(opdefs, exports, runtime) == first
    source.write_text('"""Sessions, changed."""\n', encoding="utf-8")
    second = inputs_digest(opdefs, exports, runtime)
    exports.write_text("org.tensorflow: {Session: tfjava.exec.session}\n", encoding="utf-8")
    third = inputs_digest(opdefs, exports, runtime)
    (opdefs / "core/StopGradient.yaml").write_text("changed: yes\n", encoding="utf-8")
    fourth = inputs_digest(opdefs, exports, runtime)
    assert len({first, second, third, fourth}) == 4
