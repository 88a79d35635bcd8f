"""The cold path's faster readers give what the slower ones give: opdefs and the runtime
manifest parsed by libyaml equal the pure-Python parser's result, values and positions alike."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from generator import loader, manifest
from tests.conftest import OPDEFS, ROOT

pytestmark = pytest.mark.skipif(
    not hasattr(yaml, "CSafeLoader"), reason="PyYAML is built without libyaml"
)


def _parse_all(paths: list[Path]) -> list[object]:
    return [loader._parse(p.read_text(encoding="utf-8"), str(p)) for p in paths]


def test_opdefs_parse_alike_with_libyaml_and_pure_python(monkeypatch: pytest.MonkeyPatch) -> None:
    # Two groups (about 150 opdefs): the pure-Python parser takes a second per hundred files.
    paths = sorted((OPDEFS / "math").glob("*.yaml")) + sorted((OPDEFS / "bitwise").glob("*.yaml"))
    assert loader._Loader is yaml.CSafeLoader
    fast = _parse_all(paths)
    monkeypatch.setattr(loader, "_Loader", yaml.SafeLoader)
    slow = _parse_all(paths)
    assert fast == slow
    assert all(not errors and data for data, _, _, errors in fast)  # type: ignore[misc]


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


def test_the_manifest_reads_alike_with_libyaml_and_pure_python(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = ROOT / "tfjava" / "exports.yaml"
    fast = manifest.load_manifest(path)
    monkeypatch.delattr(yaml, "CSafeLoader")
    assert manifest.load_manifest(path) == fast
