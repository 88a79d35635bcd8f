"""Java source → tree-sitter concrete syntax tree (comments and positions kept).

tree-sitter and its Java grammar are the optional ``[porter]`` extra: they are imported here,
on first use, so that the runtime shim (``porter.junit``, ``porter.jdk``) needs neither.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tree_sitter import Node, Parser, Tree


class ParseError(ValueError):
    """The Java source has syntax errors; ``lines`` are the 1-based lines of each."""

    def __init__(self, path: str, lines: list[int]) -> None:
        super().__init__(f"{path}: Java syntax errors at lines {', '.join(map(str, lines))}")
        self.lines = lines


@cache
def _parser() -> Parser:
    try:
        import tree_sitter
        import tree_sitter_java
    except ImportError as e:  # pragma: no cover - depends on the install
        raise RuntimeError(
            "the porter needs tree-sitter and tree-sitter-java: pip install 'tfjava[porter]'"
        ) from e
    return tree_sitter.Parser(tree_sitter.Language(tree_sitter_java.language()))


def parse(source: bytes, path: str = "<java>") -> Tree:
    """Parse ``source``; raise ``ParseError`` listing the lines tree-sitter could not read."""
    tree = _parser().parse(source)
    if tree.root_node.has_error:
        raise ParseError(path, sorted({n.start_point[0] + 1 for n in _errors(tree.root_node)}))
    return tree


def _errors(node: Node) -> list[Node]:
    if node.is_error or node.is_missing:
        return [node]
    if not node.has_error:
        return []
    return [e for child in node.children for e in _errors(child)]


def text(node: Node | None) -> str:
    """The Java text of ``node`` (empty for a missing node)."""
    if node is None:
        return ""
    raw = node.text
    return raw.decode("utf-8") if raw is not None else ""
