"""The opdef parse cache: valid opdefs come back as parsed, with their positions; changed files
and files with problems are parsed again."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator import loader
from generator.cache import CACHE_ENV
from generator.parse_cache import ParseCache

OPDEFS = Path(__file__).resolve().parent.parent.parent / "opdefs"


@pytest.fixture
def parses(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    calls: list[str] = []
    parse = loader._parse

    def counting(text: str, file: str) -> object:
        calls.append(file)
        return parse(text, file)

    monkeypatch.setattr(loader, "_parse", counting)
    return calls


def _load(path: Path) -> tuple[loader.LoadedOpdef | None, list[loader.OpdefError]]:
    cache = ParseCache.open()
    result = loader.load(path, cache)
    cache.save()
    return result


def test_a_valid_opdef_is_parsed_once(parses: list[str], tmp_path: Path) -> None:
    path = tmp_path / "Unique.yaml"
    shutil.copy(OPDEFS / "core" / "Unique.yaml", path)
    first, errors = _load(path)
    second, again = _load(path)
    assert first is not None and second is not None and errors == again == []
    assert len(parses) == 1
    assert second.data == first.data
    assert second.marks == first.marks and second.key_marks == first.key_marks
    assert second.location(("params", 0)) == first.location(("params", 0))
    assert second.display == first.display


def test_a_changed_opdef_is_parsed_again(parses: list[str], tmp_path: Path) -> None:
    path = tmp_path / "Unique.yaml"
    text = (OPDEFS / "core" / "Unique.yaml").read_text(encoding="utf-8")
    path.write_text(text, encoding="utf-8")
    _load(path)
    path.write_text(text + "\n# an edit\n", encoding="utf-8")
    opdef, errors = _load(path)
    assert opdef is not None and errors == []
    assert len(parses) == 2


def test_an_opdef_with_errors_is_never_cached(parses: list[str], tmp_path: Path) -> None:
    path = tmp_path / "Unique.yaml"
    text = (OPDEFS / "core" / "Unique.yaml").read_text(encoding="utf-8")
    path.write_text(text.replace("visibility: VISIBLE", "visibility: SOMETIMES"), encoding="utf-8")
    for _ in range(2):
        opdef, errors = _load(path)
        assert opdef is None
        assert [(e.field, e.location.line) for e in errors] == [("visibility", 5)]
    assert len(parses) == 2


def test_a_damaged_cache_is_ignored(parses: list[str], tmp_path: Path) -> None:
    path = tmp_path / "Unique.yaml"
    shutil.copy(OPDEFS / "core" / "Unique.yaml", path)
    _load(path)
    for cache_file in (tmp_path / "cache").glob("opdefs-*.marshal"):
        cache_file.write_bytes(b"\x00garbage")
    opdef, errors = _load(path)
    assert opdef is not None and errors == []
    assert len(parses) == 2
