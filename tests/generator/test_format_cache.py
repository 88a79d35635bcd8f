"""The formatter cache: only texts not formatted in the last run go to ruff, with the same result."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator import formatting
from generator.cache import CACHE_ENV

UGLY = {"a.py": "x = {  'a':1 }\n", "pkg/b.py": "def f( y ):\n  return y\n"}


@pytest.fixture
def ruff_calls(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> list[set[str]]:
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    calls: list[set[str]] = []
    run = formatting._run_ruff

    def counting(files: dict[str, str]) -> dict[str, str]:
        calls.append(set(files))
        return run(files)

    monkeypatch.setattr(formatting, "_run_ruff", counting)
    return calls


def test_a_second_run_formats_nothing_and_gives_the_same_text(ruff_calls: list[set[str]]) -> None:
    first = formatting.format_sources(UGLY)
    assert first == {"a.py": 'x = {"a": 1}\n', "pkg/b.py": "def f(y):\n    return y\n"}
    second = formatting.format_sources(UGLY)
    assert second == first
    assert ruff_calls == [{"a.py", "pkg/b.py"}]


def test_only_changed_texts_go_to_ruff(ruff_calls: list[set[str]]) -> None:
    formatting.format_sources(UGLY)
    changed = {**UGLY, "a.py": "x = [ 1,2 ]\n"}
    assert formatting.format_sources(changed)["a.py"] == "x = [1, 2]\n"
    assert ruff_calls[-1] == {"a.py"}


def test_a_damaged_cache_is_ignored(ruff_calls: list[set[str]], tmp_path: Path) -> None:
    formatting.format_sources(UGLY)
    formatting._cache_file().write_text("{not json", encoding="utf-8")
    assert formatting.format_sources(UGLY)["a.py"] == 'x = {"a": 1}\n'
    assert len(ruff_calls) == 2


def test_ruff_errors_still_surface(ruff_calls: list[set[str]]) -> None:
    with pytest.raises(RuntimeError, match="ruff could not format"):
        formatting.format_sources({"bad.py": "def (:\n"})


def test_a_small_tree_does_not_push_out_a_big_one(ruff_calls: list[set[str]]) -> None:
    big = {f"m{i}.py": f"x{i} = [ {i} ]\n" for i in range(50)}
    formatting.format_sources(big)
    formatting.format_sources({"small.py": "y = ( 1 )\n"})
    formatting.format_sources(big)
    assert ruff_calls == [set(big), {"small.py"}]
