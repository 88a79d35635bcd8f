"""The reference site: every internal link resolves, opdef text is escaped, rebuilds are incremental."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from generator.docs.site import build, markdown

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site")
    written, total = build(ROOT / "opdefs", out)
    assert written == total > 1310
    return out


def test_every_internal_link_resolves(site: Path) -> None:
    broken = []
    for page in site.rglob("*.html"):
        for ref in re.findall(r'(?:href|src)="([^"#]+)', page.read_text(encoding="utf-8")):
            if "://" not in ref and not (page.parent / ref).resolve().exists():
                broken.append(f"{page.relative_to(site)} -> {ref}")
    assert broken == []


def test_op_page_shows_java_and_python(site: Path) -> None:
    text = (site / "org/tensorflow/op/core/StopGradient.html").read_text(encoding="utf-8")
    assert '"StopGradient"' in text
    assert (
        "public static &lt;T extends TType&gt; StopGradient&lt;T&gt; create(Scope scope, Operand&lt;T&gt; input)"
        in text
    )
    assert "StopGradient.create(scope, input" in text
    assert 'class="highlight"' not in text or "<span" in text


def test_raw_html_and_latex_are_escaped() -> None:
    out = markdown("<script>alert(1)</script> \\(x^2\\) $\\alpha$ ```\n<b>\n```")
    assert "<script>" not in out and "&lt;script&gt;" in out
    assert "\\alpha" in out


def test_rebuild_rewrites_only_what_changed(tmp_path: Path, site: Path) -> None:
    opdefs = tmp_path / "opdefs"
    shutil.copytree(ROOT / "opdefs", opdefs)
    out = tmp_path / "out"
    shutil.copytree(site, out)
    assert build(opdefs, out)[0] == 0
    f = opdefs / "core/StopGradient.yaml"
    f.write_text(
        f.read_text(encoding="utf-8").replace("Stops gradient computation.", "Stops gradients."),
        encoding="utf-8",
    )
    written, _ = build(opdefs, out)
    assert 1 <= written <= 3  # the class page, its package page, maybe nothing else
    assert "Stops gradients." in (out / "org/tensorflow/op/core/StopGradient.html").read_text(
        encoding="utf-8"
    )
