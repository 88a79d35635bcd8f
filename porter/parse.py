"""Java source → tree-sitter concrete syntax tree (comments and positions kept).

tree-sitter and its Java grammar are the optional ``[porter]`` extra: they are imported here,
on first use, so that the runtime shim (``porter.junit``, ``porter.jdk``) needs neither.
"""

from __future__ import annotations

import codecs
import re
import sys
from collections.abc import Iterator
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tree_sitter import Node, Parser, Tree


class PortError(ValueError):
    """What stops a file's port (``python -m porter`` prints ``error: File.java:LINE: ...``
    and exits 2): ``line`` is 1-based, or 0 where the whole file is concerned."""

    def __init__(self, path: str, line: int, message: str) -> None:
        super().__init__(f"{path}:{line}: {message}" if line else f"{path}: {message}")
        self.path = path
        self.line = line
        self.message = message


class ParseError(PortError):
    """The Java source has syntax errors; ``lines`` are the 1-based lines of each."""

    def __init__(self, path: str, lines: list[int]) -> None:
        super().__init__(
            path, lines[0], f"Java syntax errors at lines {', '.join(map(str, lines))}"
        )
        self.lines = lines


def decode(data: bytes, path: str, encoding: str | None = None) -> bytes:
    """The source as UTF-8 (what the parser reads), from Java's ``-encoding``; a byte the
    encoding cannot read is a ``PortError`` naming its line. With no encoding given, UTF-8,
    where a byte that is not UTF-8 is read as windows-1252 (the encoding of sources written on
    Windows, which javac assumed there), with a warning naming the file and line."""
    try:
        if encoding is None:
            source = data.decode("utf-8", errors=_LENIENT)
            _warn_not_utf8(data, path)
        else:
            source = data.decode(encoding)
    except LookupError as e:
        raise PortError(path, 0, f"unknown encoding {encoding!r}") from e
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise PortError(
            path,
            line,
            f"byte 0x{data[e.start]:02x} is not {encoding} (pass --encoding, e.g. latin-1)",
        ) from e
    return _dollars(_drop_ignorable(source)).encode("utf-8")


_LENIENT = "porter-windows-1252"
_WARNED: set[str] = set()  # a file is read twice (its classes, then its port): warned once


def _windows_1252(error: UnicodeError) -> tuple[str, int]:
    """A byte that is not UTF-8, read as windows-1252 (its five unassigned bytes as
    latin-1)."""
    assert isinstance(error, UnicodeDecodeError)
    bad = error.object[error.start : error.end]
    chars = "".join(bytes([b]).decode("cp1252", errors="ignore") or chr(b) for b in bad)
    return chars, error.end


codecs.register_error(_LENIENT, _windows_1252)


def _warn_not_utf8(data: bytes, path: str) -> None:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as e:
        if path not in _WARNED:
            _WARNED.add(path)
            line = data[: e.start].count(b"\n") + 1
            print(
                f"warning: {path}:{line}: byte 0x{data[e.start]:02x} is not UTF-8; bytes that are"
                " not are read as windows-1252 (pass --encoding to choose)",
                file=sys.stderr,
            )


# Java ignores a format character (Unicode's Cf: a zero-width space, a soft hyphen, a
# direction mark) inside an identifier (Character.isIdentifierIgnorable): ``remove\u200b(``
# declares ``remove``. A string's, a character's or a comment's are kept.
_FORMAT = re.compile(
    "[\u00ad\u0600-\u0605\u061c\u06dd\u070f\u180e\u200b-\u200f"
    "\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb]"
)
_LITERAL_OR_COMMENT = re.compile(
    r'"""(?:\\.|[^\\])*?"""|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|//[^\n]*|/\*.*?\*/',
    re.DOTALL,
)


def _dollars(source: str) -> str:
    """Java's identifiers may hold ``$`` (``spans2Tags$2Spans``, generated code's
    ``access$000``), Python's not: outside literals and comments a ``$`` is always part of an
    identifier, spelled ``_`` in the port."""
    if "$" not in source:
        return source
    out, at = [], 0
    for m in _LITERAL_OR_COMMENT.finditer(source):
        out += [source[at : m.start()].replace("$", "_"), m.group()]
        at = m.end()
    out.append(source[at:].replace("$", "_"))
    return "".join(out)


def _drop_ignorable(source: str) -> str:
    if not _FORMAT.search(source):
        return source
    out, at = [], 0
    for m in _LITERAL_OR_COMMENT.finditer(source):
        out += [_FORMAT.sub("", source[at : m.start()]), m.group()]
        at = m.end()
    out.append(_FORMAT.sub("", source[at:]))
    return "".join(out)


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


def _errors(root: Node) -> list[Node]:
    out: list[Node] = []
    todo = [root]  # iteratively: a deeply nested expression must not exhaust the stack
    while todo:
        node = todo.pop()
        if node.is_error or node.is_missing:
            out.append(node)
        elif node.has_error:
            todo += reversed(node.children)
    return out


def too_deep(source: bytes, path: str) -> PortError:
    """The error for a file whose nesting exhausted Python's stack: the line where the
    syntax tree is deepest."""
    tree = _parser().parse(source)
    deepest, line = 0, 1
    todo = [(tree.root_node, 0)]
    while todo:
        node, depth = todo.pop()
        if depth > deepest:
            deepest, line = depth, node.start_point[0] + 1
        todo += [(c, depth + 1) for c in node.children]
    return PortError(
        path, line, f"an expression nested {deepest} levels deep is too deep for the porter"
    )


def text(node: Node | None) -> str:
    """The Java text of ``node`` (empty for a missing node)."""
    if node is None:
        return ""
    raw = node.text
    return raw.decode("utf-8") if raw is not None else ""


def descendants(node: Node, skip: tuple[str, ...] = ()) -> Iterator[Node]:
    """``node`` and the named nodes under it, depth first (last child first); a node whose type
    is in ``skip`` is given but not entered. An explicit stack: Java nests deeper than
    Python's recursion limit allows."""
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        if n.type not in skip:
            stack.extend(n.named_children)
