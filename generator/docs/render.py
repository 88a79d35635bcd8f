"""Render the reference site's files: op pages, runtime class pages, package pages, search index.

Markdown goes through markdown-it-py with raw HTML disabled (an opdef cannot inject a script);
code blocks are highlighted by Pygments. Runtime pages come from ``generator.docs.api`` (griffe
over the runtime's source), op pages from the generator's model (``generator.docs.adapter``).
"""

from __future__ import annotations

import html
import json
import re
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import jinja2
from markdown_it import MarkdownIt
from markupsafe import Markup
from pygments import highlight
from pygments.formatters import HtmlFormatter
from pygments.lexers import JavaLexer, PythonLexer, get_lexer_by_name
from pygments.util import ClassNotFound

from generator import resources
from generator.docs.adapter import Create, OpPage, RuntimeClass, load
from generator.docs.api import Api, ClassDoc, Member, facade_doc
from generator.docs.protos import message
from generator.docs.signature import Signature
from generator.docs.summary import first_sentence

TEMPLATES = resources.templates_dir() / "docs"  # a clone's templates/, or the wheel's data


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
def code(text: str, java: bool) -> Markup:
    """``text`` highlighted as Java or Python (HTML, escaped by Pygments)."""
    return Markup(str(highlight(text, _JAVA if java else _PYTHON, _NOWRAP)).rstrip("\n"))


def breakable(text: str) -> Markup:
    """``text`` escaped, with line-break opportunities after dots (long Java names)."""
    return Markup(".<wbr>".join(html.escape(part) for part in text.split(".")))


_TYPE_BREAKS = re.compile(r"(?<=[<\[,|(])")


def breakable_type(text: str) -> Markup:
    """A type escaped, with line-break opportunities after ``<``, ``[``, ``,`` and ``|``, so
    that ``Iterable<Operand<? extends TType>>`` wraps inside a table column."""
    return Markup("<wbr>".join(html.escape(part) for part in _TYPE_BREAKS.split(text)))


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


def _package_url(package: str) -> str:
    return package.replace(".", "/") + "/package.html"


@dataclass(frozen=True)
class Link:
    label: str  # the Java class name
    url: str  # from the site's root


@dataclass
class Site:
    """What every page links to: runtime classes by the path Python defines them at."""

    runtime_by_path: dict[str, Link]

    def link(self, path: str) -> Link | None:
        return self.runtime_by_path.get(path)


def _member_view(m: Member, site: Site, page: str, anchor_prefix: str) -> dict[str, object]:
    origin = site.link(m.inherited_from) if m.inherited_from else None
    return {
        "name": m.name,
        "anchor": anchor_prefix + ("__init__" if m.kind == "constructor" else m.name),
        "kind": m.kind,
        "sigs": [Markup(s.html()) for s in m.signatures],
        "summary": first_sentence(m.doc),
        "doc": Markup(markdown(m.doc)) if m.doc else "",
        "origin": (origin.label, _rel(page, origin.url)) if origin else None,
    }


def _class_view(doc: ClassDoc, site: Site, page: str, prefix: str = "") -> dict[str, object]:
    bases = []
    for text, path in zip(doc.bases, doc.base_paths + ("",) * len(doc.bases), strict=False):
        link = site.link(path) if path else None
        bases.append((text, _rel(page, link.url) if link else ""))
    return {
        "name": doc.name,
        "anchor": prefix.rstrip("."),
        "declaration": f"class {doc.name.split('.')[-1]}"
        + (f"({', '.join(doc.bases)})" if doc.bases else ""),
        "bases": bases,
        "doc": Markup(markdown(doc.doc)) if doc.doc else "",
        "summary": first_sentence(doc.doc),
        "alias_of": doc.alias_of,
        "proto": message(doc.alias_of) if doc.alias_of else None,
        "helper": doc.helper,
        "members": [_member_view(m, site, page, prefix) for m in doc.members],
        "nested": [
            _class_view(n, site, page, f"{prefix}{n.name.split('.')[-1]}.") for n in doc.nested
        ],
    }


def _member_names(doc: ClassDoc, site: Site, prefix: str = "") -> tuple[list[str], list[str]]:
    """Every member's name for the search, nested ones as ``Runner.feed``: those the class
    declares, and those it inherits from another documented class (found after them)."""
    own: list[str] = []
    inherited: list[str] = []
    for m in doc.members:
        if m.kind != "constructor":
            from_page = m.inherited_from and site.link(m.inherited_from)
            (inherited if from_page else own).append(prefix + m.name)
    for n in doc.nested:
        inner = n.name.split(".")[-1]
        own.append(prefix + inner)
        nested_own, nested_inherited = _member_names(n, site, f"{prefix}{inner}.")
        own += nested_own
        inherited += nested_inherited
    return own, inherited


def _inherited_by_ops(api: Api, site: Site) -> dict[str, list[tuple[str, str, list[str]]]]:
    """For each base an op class extends (RawOp, RawOperandOp): the methods it inherits, by
    the documented class that declares them (label, url, names)."""
    result = {}
    for base in ("RawOp", "RawOperandOp"):
        doc = api.document("tfjava.core.raw_op", base)
        groups: dict[str, list[str]] = defaultdict(list)
        for m in doc.members:
            if m.kind in ("constructor", "attribute") or m.name == "asOutput":
                continue
            groups[m.inherited_from or doc.path].append(m.name)
        rows = []
        for path, names in groups.items():
            link = site.link(path)
            if link is not None:
                rows.append((link.label, link.url, sorted(names)))
        result[base] = sorted(rows)
    return result


def _facade_groups(ops: list[OpPage], page: str) -> list[tuple[str, list[tuple[str, str]]]]:
    """The facade's methods by group (``tf.math``), each linked to its op class's page."""
    groups: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for op in ops:
        call = op.creates[0].facade_python
        if call is None:
            continue
        name = call.text().split("(")[0]
        group, _, method = name.rpartition(".")
        groups[group].append((method, _rel(page, page_path(op.package, op.class_name))))
    return [(g, sorted(set(methods))) for g, methods in sorted(groups.items())]


def render(
    opdefs: Path, exports: Path, runtime_root: Path, facade: Path | None = None
) -> dict[str, str]:
    """Every file of the site: relative path → text. ``facade`` is the generated ``Ops``
    module: the ``Ops`` page comes from it (none without it)."""
    ops, runtime = load(opdefs, exports)
    api = Api(runtime_root)
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(str(TEMPLATES)),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
    )
    env.globals.update(md=markdown, md_inline=markdown_inline)
    env.filters["breakable"] = breakable
    env.filters["type"] = breakable_type
    env.filters["java"] = lambda text: code(text, True)
    env.filters["python"] = lambda text: code(text, False)
    by_package: dict[str, list[tuple[str, str, str]]] = defaultdict(list)
    index: list[dict[str, object]] = []
    for op in ops:
        path = page_path(op.package, op.class_name)
        by_package[op.package].append((op.class_name, path, op.summary))
        index.append(
            {
                "n": op.class_name,
                "j": f"{op.package}.{op.class_name}",
                "o": op.op_name,
                "f": call.text().split("(")[0] if (call := op.creates[0].facade_python) else "",
                "u": path,
            }
        )
    runtime_docs: dict[RuntimeClass, ClassDoc] = {}
    site = Site({})
    documented = list(runtime)
    facade_rc = RuntimeClass("Ops", "org.tensorflow.op", "org.tensorflow.op.ops")
    if facade is not None and not any(rc.class_name == "Ops" for rc in runtime):
        documented.append(facade_rc)
    for rc in documented:
        path = page_path(rc.package, rc.class_name)
        doc = runtime_docs[rc] = (
            facade_doc(api, facade)
            if rc == facade_rc and facade is not None
            else api.document(rc.module, rc.class_name)
        )
        by_package[rc.package].append((rc.class_name, path, first_sentence(doc.doc)))
        # The first Java name of a Python class is its page (one class may be exported twice).
        site.runtime_by_path.setdefault(doc.path, Link(rc.class_name, path))
    for rc, doc in runtime_docs.items():
        own, inherited_names = _member_names(doc, site)
        proto = message(doc.alias_of) if doc.alias_of else None
        own += [f.name for f in proto.fields] if proto else []
        entry: dict[str, object] = {
            "n": rc.class_name,
            "j": f"{rc.package}.{rc.class_name}",
            "o": "",
            "f": "",
            "u": page_path(rc.package, rc.class_name),
            "m": own,
        }
        if inherited_names:
            entry["i"] = inherited_names
        index.append(entry)
    inherited = _inherited_by_ops(api, site)
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
                f'<li class="current" aria-current="page"><a href="{e}.html">{e}</a></li>',
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
            inherited=[
                (label, _rel(path, url), names) for label, url, names in inherited[op.python_base]
            ],
            **nav(path, op.package, op.class_name),
        )
    runtime_template = env.get_template("runtime.html.j2")
    for rc, doc in runtime_docs.items():
        path = page_path(rc.package, rc.class_name)
        files[path] = runtime_template.render(
            rc=rc,
            cls=_class_view(doc, site, path),
            facade_groups=_facade_groups(ops, path) if rc == facade_rc else [],
            summary=first_sentence(doc.doc),
            **nav(path, rc.package, rc.class_name),
        )
    for package in packages:
        path = _package_url(package)
        files[path] = env.get_template("package.html.j2").render(
            package=package,
            classes=[(n, _rel(path, u), s) for n, u, s in sorted(by_package[package])],
            **nav(path, package),
        )
    runtime_packages = {rc.package for rc in documented}
    rows = [(p, _package_url(p), len(by_package[p])) for p in packages]
    files["index.html"] = env.get_template("index.html.j2").render(
        sections=[
            ("Op classes", [r for r in rows if r[0] not in runtime_packages]),
            ("Runtime classes", [r for r in rows if r[0] in runtime_packages]),
        ],
        **nav("index.html"),
    )
    # A script, not JSON: pages opened from file:// cannot fetch.
    files["search-index.js"] = (
        "window.SEARCH_INDEX = " + json.dumps(index, sort_keys=True, separators=(",", ":")) + ";\n"
    )
    files["search.js"] = (TEMPLATES / "search.js").read_text(encoding="utf-8")
    files["style.css"] = (
        HtmlFormatter(style="friendly").get_style_defs("pre")
        + "\n"
        + (TEMPLATES / "style.css").read_text(encoding="utf-8")
    )
    return files


__all__ = ["OpPage", "Signature", "markdown", "render"]
