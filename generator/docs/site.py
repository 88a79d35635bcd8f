"""Build the static reference site: pages, a stylesheet and a client-side search index.

Markdown goes through markdown-it-py with raw HTML disabled (an opdef cannot inject a script);
code blocks are highlighted by Pygments. Files are written only when their text changed, so a
rebuild after one opdef edit rewrites only the pages that differ.
"""

from __future__ import annotations

import html
import importlib
import inspect
import json
from collections import defaultdict
from functools import lru_cache
from pathlib import Path

import jinja2
from markdown_it import MarkdownIt
from markupsafe import Markup
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import JavaLexer, PythonLexer, get_lexer_by_name
from pygments.util import ClassNotFound

from generator.docs.adapter import Create, OpPage, RuntimeClass, load

TEMPLATES = Path(__file__).resolve().parent.parent.parent / "templates" / "docs"


def _highlight(code: str, lang: str, _attrs: str) -> str:
    try:
        lexer = get_lexer_by_name(lang or "text")
    except ClassNotFound:
        lexer = get_lexer_by_name("text")
    return str(highlight(code, lexer, HtmlFormatter(nowrap=True)))


_MD = MarkdownIt("commonmark", {"html": False, "highlight": _highlight})


@lru_cache(maxsize=4096)  # parameter docs repeat across ops
def markdown(text: str) -> str:
    return str(_MD.render(text))


@lru_cache(maxsize=4096)
def markdown_inline(text: str) -> str:
    return str(_MD.renderInline(text))


_JAVA = JavaLexer()
_PYTHON = PythonLexer()
_NOWRAP = HtmlFormatter(nowrap=True)


@lru_cache(maxsize=8192)
def code(text: str, java: bool) -> str:
    """``text`` highlighted as Java or Python (HTML, escaped by Pygments)."""
    return str(highlight(text, _JAVA if java else _PYTHON, _NOWRAP)).rstrip("\n")


def breakable(text: str) -> Markup:
    """``text`` escaped, with line-break opportunities after dots (long Java names)."""
    return Markup(".<wbr>".join(html.escape(part) for part in text.split(".")))


def _highlighted(c: Create) -> dict[str, Markup]:
    sigs = {"java": c.java, "python": c.python}
    if c.facade_java and c.facade_python:
        sigs.update(facade_java=c.facade_java, facade_python=c.facade_python)
    return {k: Markup(s.html()) for k, s in sigs.items()}


def page_path(package: str, name: str) -> str:
    return package.replace(".", "/") + f"/{name}.html"


def _rel(from_page: str, to: str) -> str:
    depth = from_page.count("/")
    return "../" * depth + to


class _Annotation(str):
    """An annotation kept as text (``from __future__ import annotations``), shown unquoted."""

    def __repr__(self) -> str:
        return str(self)


def _signature_text(sig: inspect.Signature) -> str:
    def plain(a: object) -> object:
        return _Annotation(a) if isinstance(a, str) else a

    return str(
        sig.replace(
            parameters=[p.replace(annotation=plain(p.annotation)) for p in sig.parameters.values()],
            return_annotation=plain(sig.return_annotation),
        )
    )


def _runtime_doc(rc: RuntimeClass) -> tuple[str, list[tuple[str, str, str]]]:
    try:
        cls = getattr(importlib.import_module(rc.module), rc.class_name)
    except (ImportError, AttributeError):  # a class that cannot be imported still gets a page
        return "", []
    members = []
    for name, value in sorted(vars(cls).items()):
        if name.startswith("_") or not callable(getattr(cls, name, None)):
            continue
        try:
            sig = _signature_text(inspect.signature(getattr(cls, name)))
        except (TypeError, ValueError):
            sig = "(...)"
        members.append((name, sig, inspect.getdoc(value) or ""))
    return inspect.getdoc(cls) or "", members


def _package_url(package: str) -> str:
    return package.replace(".", "/") + "/package.html"


def build(opdefs: Path, out: Path) -> tuple[int, int]:
    """Write the site to ``out``; returns (files written, files total)."""
    ops, runtime = load(opdefs)
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
    )
    env.globals.update(md=markdown, md_inline=markdown_inline)
    env.filters["breakable"] = breakable
    by_package: dict[str, list[tuple[str, str, str]]] = defaultdict(list)
    index: list[dict[str, str]] = []
    for op in ops:
        path = page_path(op.package, op.class_name)
        by_package[op.package].append((op.class_name, path, op.summary))
        index.append(
            {
                "n": op.class_name,
                "j": f"{op.package}.{op.class_name}",
                "o": op.op_name,
                "f": facade.text().split("(")[0] if (facade := op.creates[0].facade_python) else "",
                "u": path,
            }
        )
    runtime_docs = {}
    for rc in runtime:
        path = page_path(rc.package, rc.class_name)
        runtime_docs[rc] = doc, _ = _runtime_doc(rc)
        by_package[rc.package].append((rc.class_name, path, doc.split("\n")[0]))
        index.append(
            {"n": rc.class_name, "j": f"{rc.package}.{rc.class_name}", "o": "", "f": "", "u": path}
        )
    packages = sorted(by_package)
    # The sidebar names packages under org.tensorflow by what follows (``op.math``).
    nav_packages = [
        (p, _package_url(p), p.removeprefix("org.tensorflow.") if p != "org.tensorflow" else p)
        for p in packages
    ]
    # The sidebar's class list, the same on every page of a package but for the current class:
    # made once per package (a template loop per page would cost seconds over 1,500 pages).
    nav_items = {
        p: {
            n: (
                f'<li><a href="{e}.html">{e}</a></li>',
                f'<li class="current"><a href="{e}.html">{e}</a></li>',
            )
            for n, e in ((n, html.escape(n)) for n, _, _ in sorted(by_package[p]))
        }
        for p in packages
    }

    def nav(path: str, package: str = "", current: str = "") -> dict[str, object]:
        items = nav_items.get(package, {})
        classes = "".join(
            current_item if name == current else item
            for name, (item, current_item) in items.items()
        )
        return {
            "root": _rel(path, ""),
            "nav_packages": nav_packages,
            "nav_package": package,
            "nav_classes": Markup(classes),
            "nav_open": not current,
        }

    files: dict[str, str] = {}
    op_template = env.get_template("op.html.j2")
    for op in ops:
        path = page_path(op.package, op.class_name)
        files[path] = op_template.render(
            op=op,
            creates=[(c, _highlighted(c)) for c in op.creates],
            description=markdown(op.description),
            **nav(path, op.package, op.class_name),
        )
    runtime_template = env.get_template("runtime.html.j2")
    for rc, (doc, members) in runtime_docs.items():
        path = page_path(rc.package, rc.class_name)
        files[path] = runtime_template.render(
            rc=rc,
            doc=markdown(doc),
            members=[(n, code(n + sig, False), d) for n, sig, d in members],
            **nav(path, rc.package, rc.class_name),
        )
    for package in packages:
        path = _package_url(package)
        files[path] = env.get_template("package.html.j2").render(
            package=package,
            classes=[(n, _rel(path, u), s) for n, u, s in sorted(by_package[package])],
            **nav(path, package),
        )
    runtime_packages = {rc.package for rc in runtime}
    rows = [(p, _package_url(p), len(by_package[p])) for p in packages]
    files["index.html"] = env.get_template("index.html.j2").render(
        sections=[
            ("Op classes", [r for r in rows if r[0] not in runtime_packages]),
            ("Runtime classes", [r for r in rows if r[0] in runtime_packages]),
        ],
        **nav("index.html"),
    )
    # A script, not JSON: pages opened from file:// cannot fetch.
    files["search-index.js"] = "window.SEARCH_INDEX = " + json.dumps(index, sort_keys=True) + ";\n"
    files["search.js"] = (TEMPLATES / "search.js").read_text(encoding="utf-8")
    files["style.css"] = (
        HtmlFormatter(style="friendly").get_style_defs("pre")
        + "\n"
        + (TEMPLATES / "style.css").read_text(encoding="utf-8")
    )
    written = 0
    for rel, text in sorted(files.items()):
        target = out / rel
        if target.exists() and target.read_text(encoding="utf-8") == text:
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_suffix(target.suffix + ".tmp")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(target)
        written += 1
    return written, len(files)


__all__ = ["OpPage", "build", "html", "markdown"]
