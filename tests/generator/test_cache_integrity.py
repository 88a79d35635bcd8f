"""Cache files are not trusted: each is sealed with the digest of its content, and a file that is
changed, or sealed but of the wrong shape, is ignored as no cache with one warning line."""

from __future__ import annotations

import json
import marshal
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from generator import cache, formatting, loader, registry_check
from generator.cache import CACHE_ENV, seal, unseal
from generator.parse_cache import ParseCache
from tests.conftest import OPDEFS, ROOT

UGLY = {"a.py": "x = {  'a':1 }\n"}
FORMATTED = {"a.py": 'x = {"a": 1}\n'}


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    monkeypatch.setattr(cache, "_warned", set())
    return tmp_path / "cache"


def _warnings(capsys: pytest.CaptureFixture[str]) -> list[str]:
    return [line for line in capsys.readouterr().err.splitlines() if line]


def test_seal_round_trips_and_detects_any_change() -> None:
    sealed = seal(b'{"k": "v"}')
    assert unseal(sealed) == b'{"k": "v"}'
    assert unseal(sealed.replace(b'"v"', b'"w"')) is None
    assert unseal(sealed[:-1]) is None
    assert unseal(b'{"k": "v"}') is None
    assert unseal(b"") is None


# -- the formatter cache ----------------------------------------------------------------------


def test_a_changed_formatter_entry_is_not_used(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert formatting.format_sources(UGLY) == FORMATTED
    file = formatting._cache_file()
    data = file.read_bytes()
    payload = unseal(data)
    assert payload is not None
    entries = json.loads(payload)
    tampered = {k: "def (:\n" for k in entries}  # valid JSON, invalid Python
    file.write_bytes(data.replace(payload, json.dumps(tampered).encode()))
    capsys.readouterr()
    assert formatting.format_sources(UGLY) == FORMATTED
    assert formatting.format_sources(UGLY) == FORMATTED
    assert _warnings(capsys) == [
        (
            f"warning: cache file {file} ignored (its content does not match its digest); "
            "it will be rebuilt"
        )
    ]


@pytest.mark.parametrize(
    "content",
    [b"[]", b'{"abc": "x"}', b'{"' + b"0" * 64 + b'": 5}', b"null", b"\xff"],
)
def test_a_sealed_formatter_file_of_the_wrong_shape_is_ignored(
    folder: Path, capsys: pytest.CaptureFixture[str], content: bytes
) -> None:
    folder.mkdir()
    formatting._cache_file().write_bytes(seal(content))
    assert formatting.format_sources(UGLY) == FORMATTED
    assert _warnings(capsys) == [
        (
            f"warning: cache file {formatting._cache_file()} ignored (it is not a map of digests "
            "to texts); it will be rebuilt"
        )
    ]
    assert formatting.format_sources(UGLY) == FORMATTED  # rebuilt: no second warning
    assert _warnings(capsys) == []


# -- the parse cache --------------------------------------------------------------------------


def _load(path: Path) -> tuple[loader.LoadedOpdef | None, list[Any]]:
    c = ParseCache.open()
    result = loader.load(path, c)
    c.save()
    return result


def _parse_cache_file(folder: Path) -> Path:
    (file,) = folder.glob("opdefs-*.marshal")
    return file


@pytest.fixture
def opdef(tmp_path: Path) -> Path:
    path = tmp_path / "Unique.yaml"
    shutil.copy(OPDEFS / "core" / "Unique.yaml", path)
    return path


def test_a_changed_parse_entry_is_not_used(
    folder: Path, opdef: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first, _ = _load(opdef)
    assert first is not None
    file = _parse_cache_file(folder)
    data = file.read_bytes()
    file.write_bytes(data.replace(b"Unique", b"Uniqux"))
    again, errors = _load(opdef)
    assert errors == [] and again is not None and again.data == first.data
    assert _warnings(capsys) == [
        (
            f"warning: cache file {file} ignored (its content does not match its digest); "
            "it will be rebuilt"
        )
    ]


@pytest.mark.parametrize(
    "entry",
    [
        b"not marshal",
        marshal.dumps([1, 2, 3]),
        marshal.dumps(({"opName": "Unique"}, {("a",): (1,)}, {})),
        marshal.dumps(({"opName": 5}, {}, {})),  # the right shape, but not an opdef
    ],
)
def test_a_sealed_parse_entry_of_the_wrong_shape_is_parsed_again(
    folder: Path, opdef: Path, capsys: pytest.CaptureFixture[str], entry: bytes
) -> None:
    first, _ = _load(opdef)
    assert first is not None
    file = _parse_cache_file(folder)
    entries = marshal.loads(unseal(file.read_bytes()) or b"")
    file.write_bytes(seal(marshal.dumps({k: entry for k in entries})))
    again, errors = _load(opdef)
    assert errors == [] and again is not None and again.data == first.data
    assert _warnings(capsys) == [
        f"warning: cache file {file} ignored (an entry is not a parsed opdef); it will be rebuilt"
    ]
    # The entry was replaced by a good one.
    assert (
        marshal.loads(
            marshal.loads(unseal(file.read_bytes()) or b"")[ParseCache._key(opdef.read_bytes())]
        )[0]
        == first.data
    )


@pytest.mark.parametrize("content", [marshal.dumps([]), marshal.dumps({b"short": b""}), b"\x00"])
def test_a_sealed_parse_file_of_the_wrong_shape_is_ignored(
    folder: Path, opdef: Path, capsys: pytest.CaptureFixture[str], content: bytes
) -> None:
    _load(opdef)
    file = _parse_cache_file(folder)
    file.write_bytes(seal(content))
    assert _load(opdef)[1] == []
    assert _warnings(capsys) == [
        (
            f"warning: cache file {file} ignored (it is not a map of digests to parsed opdefs); "
            "it will be rebuilt"
        )
    ]


# -- the registry snapshot --------------------------------------------------------------------

GOOD_SNAPSHOT = {
    "format": registry_check.SNAPSHOT_FORMAT,
    "ops": {
        "Add": {
            "in": [["x", False]],
            "out": [["z", False]],
            "attrs": [["T", "type", False]],
            "inferred": ["T"],
        }
    },
}


@pytest.mark.parametrize(
    "snapshot",
    [
        {"format": registry_check.SNAPSHOT_FORMAT, "ops": []},
        {"format": registry_check.SNAPSHOT_FORMAT, "ops": {}},
        {"format": registry_check.SNAPSHOT_FORMAT + 1, "ops": GOOD_SNAPSHOT["ops"]},
        {
            "format": registry_check.SNAPSHOT_FORMAT,
            "ops": {"Add": {"in": "x", "out": [], "attrs": [], "inferred": []}},
        },
        {
            "format": registry_check.SNAPSHOT_FORMAT,
            "ops": {"Add": {"in": [], "out": [], "attrs": [["T", 1, False]], "inferred": []}},
        },
        ["format", registry_check.SNAPSHOT_FORMAT],
    ],
)
def test_a_snapshot_of_the_wrong_shape_is_taken_again(
    folder: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], snapshot: Any
) -> None:
    started: list[list[str]] = []

    class FakeProcess:
        def __init__(self, command: list[str], **_: Any) -> None:
            started.append(command)
            Path(command[-1]).write_bytes(seal(json.dumps(GOOD_SNAPSHOT).encode()))

        returncode = 0

        def communicate(self, timeout: float | None = None) -> tuple[bytes, bytes]:
            return b"", b""

    monkeypatch.setattr(registry_check.subprocess, "Popen", FakeProcess)
    folder.mkdir()
    file = folder / "registry-test.json"
    file.write_bytes(seal(json.dumps(snapshot).encode()))
    pending = registry_check._Pending(file)
    pending.start()
    assert len(started) == 1
    assert pending.result() == GOOD_SNAPSHOT["ops"]
    assert _warnings(capsys) == [
        (
            f"warning: cache file {file} ignored (it is not a snapshot of TensorFlow's op registry); "
            "it will be rebuilt"
        )
    ]
    assert unseal(file.read_bytes()) == json.dumps(GOOD_SNAPSHOT).encode()
    assert [p.name for p in folder.iterdir()] == ["registry-test.json"]  # no temporary file left


def test_a_good_snapshot_is_used(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(registry_check.subprocess, "Popen", None)  # would fail if called
    folder.mkdir()
    file = folder / "registry-test.json"
    file.write_bytes(seal(json.dumps(GOOD_SNAPSHOT).encode()))
    pending = registry_check._Pending(file)
    pending.start()
    assert pending.result() == GOOD_SNAPSHOT["ops"]


# -- end to end -------------------------------------------------------------------------------


def test_a_tampered_formatter_cache_never_reaches_generated(tmp_path: Path) -> None:
    opdefs = tmp_path / "opdefs"
    (opdefs / "core").mkdir(parents=True)
    shutil.copy(OPDEFS / "core" / "StopGradient.yaml", opdefs / "core")
    env = {**__import__("os").environ, CACHE_ENV: str(tmp_path / "cache")}

    def generate(out: Path, *extra: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
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
                *extra,
            ],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )

    assert generate(tmp_path / "first").returncode == 0
    file = tmp_path / "cache" / "formatted.json"
    sealed = file.read_bytes()
    payload = unseal(sealed)
    assert payload is not None
    entries = {k: "this is not Python (\n" for k in json.loads(payload)}
    file.write_bytes(sealed.replace(payload, json.dumps(entries).encode()))
    second = generate(tmp_path / "second")
    assert second.returncode == 0, second.stderr
    assert second.stderr.count("warning: cache file") == 1
    first_tree = {
        p.relative_to(tmp_path / "first"): p.read_bytes()
        for p in (tmp_path / "first").rglob("*")
        if p.is_file()
    }
    second_tree = {
        p.relative_to(tmp_path / "second"): p.read_bytes()
        for p in (tmp_path / "second").rglob("*")
        if p.is_file()
    }
    assert second_tree == first_tree
    assert "inputs as stamped" in generate(tmp_path / "second", "--check").stdout
