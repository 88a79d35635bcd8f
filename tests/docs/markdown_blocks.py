"""The fenced code blocks of the project's Markdown pages, with the directives that say how the
tests run them, and the checks that make a broken page fail (``python -m tests.docs.markdown_lint``).

A directive is an HTML comment right before a fence (blank lines between are fine; readers of
the rendered page do not see it)::

    <!-- doc-test: skip: the whole test suite; CI runs it -->

Several directives may stand in one comment block, one comment each. They are:

- ``skip: REASON``: the block is not run; the tests list it, with its reason, as skipped.
- ``output``: on a ``text`` block: the standard output of the runnable block before it, where
  ``...`` matches any text within a line.
- ``new-process``: on a ``python`` block: run it alone in a new interpreter, not in the page's
  shared namespace.
- ``same-output``: on a ``java`` block: its port must print what the next ``python`` block
  prints.
- ``port-output``: on a ``python`` block: the block is exactly what the porter writes for the
  ``java`` block before it.
- ``files: PATH ...``: copy these repository files into the page's working folder first.
- ``excerpt-of: PATH``: the block's lines appear, in order and together, in that repository file
  (it is not run).

docs/doc-tests.md says how each language is run.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from markdown_it import MarkdownIt

ROOT = Path(__file__).resolve().parents[2]

RUNNABLE = {"python", "java", "sh", "bash", "yaml"}
# Fenced blocks that are not code: expected output, messages, listings.
TEXT = {"text"}
DIRECTIVES = {"skip", "output", "new-process", "same-output", "port-output", "files", "excerpt-of"}
_DIRECTIVE = re.compile(r"<!--\s*doc-test:\s*([a-z-]+)\s*(?::\s*(.*?))?\s*-->", re.DOTALL)
_FENCE_LINE = re.compile(r"^ {0,3}(`{3,}|~{3,})\s*(\S*)")


def markdown_pages() -> list[Path]:
    """README.md and every page under docs/, in a stable order."""
    return [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


def parser() -> MarkdownIt:
    return MarkdownIt("commonmark").enable("table")


@dataclass(frozen=True)
class Block:
    path: Path
    line: int  # 1-based line of the opening fence
    lang: str
    text: str
    directives: dict[str, str] = field(default_factory=dict)

    @property
    def where(self) -> str:
        return f"{self.path.relative_to(ROOT)}:{self.line}"

    @property
    def first_text_line(self) -> int:
        """The page's line number of the block's first line of code."""
        return self.line + 1


def read_blocks(path: Path) -> list[Block]:
    """The page's fenced blocks in order, each with the directives of the comment before it."""
    tokens = parser().parse(path.read_text(encoding="utf-8"))
    blocks: list[Block] = []
    pending: dict[str, str] = {}
    for token in tokens:
        if token.type == "html_block":
            pending.update(
                (m.group(1), (m.group(2) or "").strip()) for m in _DIRECTIVE.finditer(token.content)
            )
            continue
        if token.type == "fence" and token.map is not None:
            lang = token.info.strip().split(maxsplit=1)[0] if token.info.strip() else ""
            blocks.append(Block(path, token.map[0] + 1, lang, token.content, pending))
        if token.type.endswith("_open") or token.type in ("fence", "code_block"):
            pending = {}
    return blocks


def lint(path: Path) -> list[str]:
    """Problems of one page, each as ``file:line: message``: an unclosed fence, a fence that
    opens inside another (the sign of an earlier unclosed one), a fence without a language, an
    unknown directive, a relative link to a file that does not exist, a page that does not
    render, a merge conflict's markers."""
    where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    problems: list[str] = []
    try:
        md = parser()
        tokens = md.parse(text)
        md.renderer.render(tokens, md.options, {})
    except Exception as error:  # noqa: BLE001 (any failure to render is the finding)
        return [f"{where}:1: does not render: {error}"]
    for number, line in enumerate(lines, 1):
        if line.startswith(("<<<<<<< ", ">>>>>>> ")):  # Markdown renders them as text
            problems.append(f"{where}:{number}: an unresolved merge conflict")
    for token in tokens:
        if token.type == "html_block":
            for m in _DIRECTIVE.finditer(token.content):
                if m.group(1) not in DIRECTIVES:
                    line = token.map[0] + 1 if token.map else 1
                    problems.append(f"{where}:{line}: unknown doc-test directive {m.group(1)!r}")
                elif m.group(1) == "skip" and not (m.group(2) or "").strip():
                    line = token.map[0] + 1 if token.map else 1
                    problems.append(f"{where}:{line}: a skip needs a reason")
        if token.type != "fence" or token.map is None:
            continue
        start, end = token.map
        opening = _FENCE_LINE.match(lines[start])
        assert opening is not None
        marker = opening.group(1)
        last = lines[end - 1] if end - 1 > start else ""
        closing = re.match(r"^\s*(`{3,}|~{3,})\s*$", last)
        if not (
            closing and closing.group(1)[0] == marker[0] and len(closing.group(1)) >= len(marker)
        ):
            problems.append(f"{where}:{start + 1}: this {marker} fence is never closed")
        if not token.info.strip():
            problems.append(
                f"{where}:{start + 1}: a fence without a language (use ```text for output)"
            )
        for offset, inner in enumerate(lines[start + 1 : end - 1], start + 2):
            nested = _FENCE_LINE.match(inner)
            if nested and nested.group(2) and nested.group(1)[0] == marker[0]:
                problems.append(
                    f"{where}:{offset}: a fence opens inside the block opened at line {start + 1}"
                    " (is that block closed?)"
                )
    for token in tokens:
        for child in token.children or []:
            target = child.attrs.get("href") or child.attrs.get("src")
            if not isinstance(target, str) or re.match(r"^[a-z]+:|^#", target):
                continue
            file = target.split("#", 1)[0]
            if file and not (path.parent / file).exists():
                line = token.map[0] + 1 if token.map else 1
                problems.append(f"{where}:{line}: link to {file}, which does not exist")
    return problems
