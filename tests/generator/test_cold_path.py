"""The cold path: its faster readers give what the slower ones give (opdefs and the runtime
manifest parsed by libyaml equal the pure-Python parser's result, values and positions alike),
and the registry check, run after formatting, still fails the build and keeps its warnings."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
import yaml

from generator import loader, manifest, pipeline
from generator.cache import CACHE_ENV
from generator.errors import OpdefError, OpdefErrors
from generator.formatting import format_sources
from generator.loader import LoadedOpdef
from tests.conftest import OPDEFS, ROOT

needs_libyaml = pytest.mark.skipif(
    not hasattr(yaml, "CSafeLoader"), reason="PyYAML is built without libyaml"
)


Parsed = tuple[
    object,
    dict[loader.FieldPath, loader.Mark],
    dict[loader.FieldPath, loader.Mark],
    list[OpdefError],
]


def _parse_all(paths: list[Path]) -> list[Parsed]:
    return [loader._parse(p.read_text(encoding="utf-8"), str(p)) for p in paths]


@needs_libyaml
def test_opdefs_parse_alike_with_libyaml_and_pure_python(monkeypatch: pytest.MonkeyPatch) -> None:
    # Two groups (about 150 opdefs): the pure-Python parser takes a second per hundred files.
    paths = sorted((OPDEFS / "math").glob("*.yaml")) + sorted((OPDEFS / "bitwise").glob("*.yaml"))
    assert loader._Loader is yaml.CSafeLoader
    fast = _parse_all(paths)
    monkeypatch.setattr(loader, "_Loader", yaml.SafeLoader)
    slow = _parse_all(paths)
    assert fast == slow
    assert all(not errors and data for data, _, _, errors in fast)


@needs_libyaml
@pytest.mark.parametrize(
    "text",
    [
        "a: [1, 2\n",  # a syntax error
        "a: *x\n",  # an alias
        "a: 1\n---\nb: 2\n",  # a second document
        "a: !!binary aGk=\n",  # a tag
        "a: 1\na: 2\n",  # a duplicate key
        "? [1, 2]\n: 3\nb: yes\nc: 0x1f\nd: ~\ne: '\\ud800'\n",  # a collection key, odd scalars
    ],
)
def test_odd_files_give_the_same_errors_with_both_parsers(
    monkeypatch: pytest.MonkeyPatch, text: str
) -> None:
    fast = loader._parse(text, "x.yaml")
    monkeypatch.setattr(loader, "_Loader", yaml.SafeLoader)
    slow = loader._parse(text, "x.yaml")
    assert fast[3], "each of these texts is an error"
    if text.startswith("a: [1, 2"):  # libyaml words syntax errors its own way, at the same place
        assert [e.location for e in fast[3]] == [e.location for e in slow[3]]
    else:
        assert fast == slow


@needs_libyaml
def test_the_manifest_reads_alike_with_libyaml_and_pure_python(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = ROOT / "tfjava" / "exports.yaml"
    fast = manifest.load_manifest(path)
    monkeypatch.delattr(yaml, "CSafeLoader")
    assert manifest.load_manifest(path) == fast


# -- the registry check runs while the tree is rendered and formatted ---------------------------


def _bitwise(tmp_path: Path) -> Path:
    opdefs = tmp_path / "opdefs"
    shutil.copytree(OPDEFS / "bitwise", opdefs / "bitwise")
    return opdefs


def _check_saying(
    severity: str, order: list[str]
) -> Callable[[list[LoadedOpdef]], list[OpdefError]]:
    def check(opdefs: list[LoadedOpdef]) -> list[OpdefError]:
        order.append(f"check {len(opdefs)}")
        first = min(opdefs, key=lambda o: o.display)
        return [first.error(("opName",), "not an op of the registry", severity)]

    return check


@pytest.fixture
def order(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    seen: list[str] = []
    run = format_sources

    def formatting(files: dict[str, str]) -> dict[str, str]:
        seen.append("format")
        return run(files)

    monkeypatch.setattr(pipeline, "format_sources", formatting)
    return seen


def test_the_registry_check_runs_after_formatting_and_its_warnings_are_kept(
    tmp_path: Path, order: list[str]
) -> None:
    opdefs = _bitwise(tmp_path)
    count = len(list(opdefs.rglob("*.yaml")))
    gen = pipeline.build(opdefs, extra_check=_check_saying("warning", order))
    assert order == ["format", f"check {count}"]
    assert [w.message for w in gen.warnings] == ["not an op of the registry"]


def test_an_error_of_the_registry_check_fails_the_build(tmp_path: Path, order: list[str]) -> None:
    opdefs = _bitwise(tmp_path)
    with pytest.raises(OpdefErrors) as raised:
        pipeline.build(opdefs, extra_check=_check_saying("error", order))
    assert [e.message for e in raised.value.errors] == ["not an op of the registry"]


def test_other_errors_come_with_the_registry_checks_before_anything_is_formatted(
    tmp_path: Path, order: list[str]
) -> None:
    opdefs = _bitwise(tmp_path)
    (opdefs / "bitwise" / "Broken.yaml").write_text("opName: [\n", encoding="utf-8")
    with pytest.raises(OpdefErrors) as raised:
        pipeline.build(opdefs, extra_check=_check_saying("warning", order))
    messages = [e.message for e in raised.value.errors]
    assert "not an op of the registry" in messages
    assert any(m.startswith("YAML syntax error") for m in messages)
    assert order == [f"check {len(list(opdefs.rglob('*.yaml'))) - 1}"]
