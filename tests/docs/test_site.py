"""The reference site: every internal link resolves, opdef text is escaped, rebuilds are incremental."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from generator.docs.site import build, markdown
from tests.docs.pages import first_column, flat, parse

ROOT = Path(__file__).resolve().parents[2]


def test_a_fresh_build_writes_every_file(site_counts: tuple[Path, int, int]) -> None:
    site, written, total = site_counts
    assert written == total > 1310
    assert len(list(site.rglob("*.html"))) == total - 3  # and search.js, its index, style.css


def test_every_internal_link_resolves(site: Path) -> None:
    broken = []
    for page in site.rglob("*.html"):
        for ref in re.findall(r'(?:href|src)="([^"#]+)', page.read_text(encoding="utf-8")):
            if "://" not in ref and not (page.parent / ref).resolve().exists():
                broken.append(f"{page.relative_to(site)} -> {ref}")
    assert broken == []


def test_op_page_shows_java_and_python(site: Path) -> None:
    page = parse(site / "org/tensorflow/op/core/StopGradient.html")
    assert [e.text() for e in page.find_all("code", "opname")] == ['"StopGradient"']
    [java] = page.find_all("pre", "java-create")
    [python] = page.find_all("pre", "python-create")
    assert (
        flat(java.text())
        == "public static <T extends TType> StopGradient<T> create(Scope scope, Operand<T> input)"
    )
    assert (
        flat(python.text())
        == "StopGradient.create(scope: Scope, input: Operand[T_]) -> StopGradient[T_]"
    )
    main = page.find_all("main")[0]
    headings = [h.text() for h in main.find_all("h2")]
    # Signatures and tables come before the long description.
    assert headings.index("create") < headings.index("Parameters") < headings.index("Description")


def test_sidebar_lists_the_package_and_marks_the_page(site: Path) -> None:
    page = parse(site / "org/tensorflow/op/strings/Substr.html")
    [nav] = page.find_all("nav", "sidebar")
    classes = [li.text() for li in nav.find_all("ul", "nav-classes")[0].find_all("li")]
    listed = sorted(p.stem for p in (site / "org/tensorflow/op/strings").glob("*.html"))
    assert classes == [n for n in listed if n != "package"]
    assert [li.text() for li in nav.find_all("li", "current")] == [
        "Substr",
        "op.strings",
    ]


def test_secondary_create_drops_the_type_class(site: Path) -> None:
    page = parse(site / "org/tensorflow/op/core/Shape.html")
    java = [flat(e.text()) for e in page.find_all("pre", "java-create")]
    python = [flat(e.text()) for e in page.find_all("pre", "python-create")]
    assert java == [
        (
            "public static <U extends TNumber> Shape<U> create(Scope scope, "
            "Operand<? extends TType> input, Class<U> outType)"
        ),
        "public static Shape<TInt32> create(Scope scope, Operand<? extends TType> input)",
    ]
    assert python == [
        "Shape.create(scope: Scope, input: Operand[W1], outType: type[U_]) -> Shape[U_]",
        "Shape.create(scope: Scope, input: Operand[W1]) -> Shape[TInt32]",
    ]
    facade = [flat(e.text()) for e in page.find_all("pre", "python") if "tf." in e.text()]
    assert facade == ["tf.shape(input, outType)", "tf.shape(input)"]


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
    assert first_column(parse(out / "org/tensorflow/op/core/StopGradient.html"), "inputs-fields")
