"""One build of the reference site from the project's opdefs, shared by the docs tests."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.docs.site import build

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def site_counts(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, int, int]:
    """The site's folder, the files the build wrote and the files it has."""
    out = tmp_path_factory.mktemp("site")
    written, total = build(ROOT / "opdefs", out)
    return out, written, total


@pytest.fixture(scope="session")
def site(site_counts: tuple[Path, int, int]) -> Path:
    return site_counts[0]
