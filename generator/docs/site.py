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
from pathlib import Path

import jinja2
from markdown_it import MarkdownIt
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import get_lexer_by_name
from pygments.util import ClassNotFound

from generator.docs.adapter import OpPage, RuntimeClass, load

TEMPLATES = Path(__file__).resolve().parent.parent.parent / "templates" / "docs"


def _highlight(code: str, lang: str, _attrs: str) -> str:
    try:
        lexer = get_lexer_by_name(lang or "text")
    except ClassNotFound:
        lexer = get_lexer_by_name("text")
    return str(highlight(code, lexer, HtmlFormatter(nowrap=True)))


_MD = MarkdownIt("commonmark", {"html": False, "highlight": _highlight})


def markdown(text: str) -> str:
    return str(_MD.render(text))


def page_path(package: str, name: str) -> str:
    return package.replace(".", "/") + f"/{name}.html"


def _rel(from_page: str, to: str) -> str:
    depth = from_page.count("/")
    return "../" * depth + to


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
            sig = str(inspect.signature(getattr(cls, name)))
        except (TypeError, ValueError):
            sig = "(...)"
        members.append((name, sig, inspect.getdoc(value) or ""))
    return inspect.getdoc(cls) or "", members


def build(opdefs: Path, out: Path) -> tuple[int, int]:
    """Write the site to ``out``; returns (files written, files total)."""
    ops, runtime = load(opdefs)
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
    )
    files: dict[str, str] = {}
    by_package: dict[str, list[tuple[str, str, str]]] = defaultdict(list)
    index: list[dict[str, str]] = []
    for op in ops:
        path = page_path(op.package, op.class_name)
        files[path] = env.get_template("op.html.j2").render(
            op=op, root=_rel(path, ""), description=markdown(op.description), md=markdown
        )
        by_package[op.package].append((op.class_name, path, op.summary))
        index.append(
            {
                "n": op.class_name,
                "j": f"{op.package}.{op.class_name}",
                "o": op.op_name,
                "f": op.facade_python.split("(")[0],
                "u": path,
            }
        )
    for rc in runtime:
        path = page_path(rc.package, rc.class_name)
        doc, members = _runtime_doc(rc)
        files[path] = env.get_template("runtime.html.j2").render(
            rc=rc, root=_rel(path, ""), doc=markdown(doc), members=members, md=markdown
        )
        by_package[rc.package].append((rc.class_name, path, doc.split("\n")[0]))
        index.append(
            {"n": rc.class_name, "j": f"{rc.package}.{rc.class_name}", "o": "", "f": "", "u": path}
        )
    packages = sorted(by_package)
    for package in packages:
        path = package.replace(".", "/") + "/package.html"
        files[path] = env.get_template("package.html.j2").render(
            package=package,
            root=_rel(path, ""),
            classes=[(n, _rel(path, u), s) for n, u, s in sorted(by_package[package])],
        )
    files["index.html"] = env.get_template("index.html.j2").render(
        root="",
        packages=[(p, p.replace(".", "/") + "/package.html", len(by_package[p])) for p in packages],
    )
    # A script, not JSON: pages opened from file:// cannot fetch.
    files["search-index.js"] = "window.SEARCH_INDEX = " + json.dumps(index, sort_keys=True) + ";\n"
    files["search.js"] = (TEMPLATES / "search.js").read_text(encoding="utf-8")
    files["style.css"] = (TEMPLATES / "style.css").read_text(
        encoding="utf-8"
    ) + HtmlFormatter().get_style_defs("pre")
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
