"""No script can come from an opdef: a site built from opdefs whose docs carry raw HTML,
scripts, event handlers, ``javascript:`` links, backslashes and LaTeX shows them as text."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from generator.docs.site import build
from tests.docs.pages import Element, parse

ROOT = Path(__file__).resolve().parents[2]

HOSTILE = (
    "<script>alert('summary')</script> <img src=x onerror=alert(1)> "
    '<a href="javascript:alert(2)" onclick="alert(3)">raw link</a> '
    "[md link](javascript:alert(4)) [spaced](  JaVaScRiPt:alert(5)) <iframe src=x></iframe> "
    "<style>body{display:none}</style> C:\\temp\\new \\(x^2\\) $\\alpha_{i} \\le \\beta$ "
    '<svg onload="alert(6)"></svg> &lt;b&gt; `<script>in code</script>`'
)
FENCED = "\n\n```html\n<script>alert('fenced')</script>\n```\n\n    <script>indented</script>\n"
# Our own scripts: the search index and the search box.
OWN_SCRIPTS = {"search-index.js", "search.js"}


@pytest.fixture(scope="module")
def hostile_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    opdefs = tmp_path_factory.mktemp("opdefs")
    for rel in ("core/StopGradient.yaml", "strings/Substr.yaml", "core/Unique.yaml"):
        data = yaml.safe_load((ROOT / "opdefs" / rel).read_text(encoding="utf-8"))
        data["summary"] = HOSTILE
        data["description"] = HOSTILE + FENCED
        for section in ("create", "options", "outputs"):
            for entry in data.get(section) or []:
                entry["doc"] = HOSTILE + FENCED
        target = opdefs / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    out = tmp_path_factory.mktemp("site")
    build(opdefs, out)
    return out


PAGES = [
    "org/tensorflow/op/core/StopGradient.html",
    "org/tensorflow/op/core/Unique.html",
    "org/tensorflow/op/strings/Substr.html",
    "org/tensorflow/op/core/package.html",
    "org/tensorflow/op/strings/package.html",
]


def _elements(site: Path, page: str) -> list[Element]:
    return parse(site / page).walk()


@pytest.mark.parametrize("page", PAGES)
def test_no_script_reaches_the_page(hostile_site: Path, page: str) -> None:
    elements = _elements(hostile_site, page)
    scripts = [e.attrs.get("src", "").rsplit("/", 1)[-1] for e in elements if e.tag == "script"]
    assert sorted(scripts) == sorted(OWN_SCRIPTS)
    assert all(e.tag not in ("iframe", "img", "svg", "style", "object", "embed") for e in elements)
    handlers = [(e.tag, a) for e in elements for a in e.attrs if a.lower().startswith("on")]
    assert handlers == []
    urls = [v for e in elements for k, v in e.attrs.items() if k in ("href", "src", "action")]
    assert [u for u in urls if "javascript:" in u.lower().replace(" ", "")] == []


@pytest.mark.parametrize("page", PAGES)
def test_the_text_is_shown_escaped(hostile_site: Path, page: str) -> None:
    text = parse(hostile_site / page).text()
    assert "<script>alert('summary')</script>" in text
    assert "<img src=x onerror=alert(1)>" in text
    assert "C:\\temp\\new" in text and "\\alpha_{i} \\le \\beta" in text


def test_code_blocks_and_docs_are_escaped(hostile_site: Path) -> None:
    page = parse(hostile_site / "org/tensorflow/op/strings/Substr.html")
    text = page.text()
    assert "<script>alert('fenced')</script>" in text
    assert "<script>indented</script>" in text
    options = page.find_all("table", "options")[0].text()
    assert "<iframe src=x></iframe>" in options
    # The search index is JSON in a script: class names only, never docs.
    index = (hostile_site / "search-index.js").read_text(encoding="utf-8")
    assert "alert" not in index
