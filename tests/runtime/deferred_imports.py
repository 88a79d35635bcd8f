"""The function-level imports in ``tfjava/`` and the comment that says why each one stays there.

An import inside a function runs when the function is first called. ``tfjava`` keeps one there
only for a reason from a small fixed set (``REASONS``), written as a comment on the line above
the import or above the contiguous block of imports it belongs to.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from tests.runtime.import_graph import PACKAGE, ROOT

# The comment above a function-level import starts with one of these.
REASONS = (
    "# cycle: ",  # the imported module imports this one: Java's types refer to each other
    "# upward: ",  # a higher layer (tests/runtime/test_layers.py lists each such import)
    "# import time: ",  # loading it at the top would slow ``import org.tensorflow.op``
    "# generated op classes load on first use (import time)",
    "# native extension loads on first use (it may be absent)",
    "# TensorFlow internals load on first use",
)


@dataclass(frozen=True)
class Deferred:
    """A function-level import at ``path:line``, with the comment above its block (or '')."""

    path: Path
    line: int
    comment: str

    @property
    def has_reason(self) -> bool:
        return self.comment.startswith(REASONS)


def _blocks(body: list[ast.stmt], in_function: bool) -> Iterator[tuple[ast.stmt, ast.stmt]]:
    """Each import under ``body`` inside a function, with the first import of its block."""
    head: ast.stmt | None = None
    previous: ast.stmt | None = None
    for node in body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            adjacent = previous is not None and previous.end_lineno == node.lineno - 1
            if head is None or not adjacent:
                head = node
            if in_function:
                yield node, head
        else:
            head = None
            inner = in_function or isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
            for field in ("body", "orelse", "finalbody"):
                yield from _blocks(getattr(node, field, []) or [], inner)
            for handler in getattr(node, "handlers", []):
                yield from _blocks(handler.body, inner)
            for case in getattr(node, "cases", []):
                yield from _blocks(case.body, inner)
        previous = node


def deferred_imports(root: Path = ROOT) -> list[Deferred]:
    """Every function-level import in the package, in file and line order."""
    found = []
    for path in sorted((root / PACKAGE).rglob("*.py")):
        text = path.read_text()
        lines = text.splitlines()
        for node, head in _blocks(ast.parse(text, str(path)).body, False):
            above = lines[head.lineno - 2].strip() if head.lineno > 1 else ""
            found.append(Deferred(path, node.lineno, above if above.startswith("#") else ""))
    return found


if __name__ == "__main__":
    for d in deferred_imports():
        print(f"{d.path.relative_to(ROOT)}:{d.line}: {d.comment or '(no comment)'}")
