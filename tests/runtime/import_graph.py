"""The import graph of the ``tfjava`` modules, read from their source (nothing is imported).

An edge ``a -> b`` is an import of ``b`` that runs when ``a`` is imported (at module level, in a
class body, under a module-level ``if`` or ``try``), not one inside a function or under ``if
TYPE_CHECKING:``. Importing ``p.q.r`` also runs the ``__init__`` of ``p.q`` and ``p``, so an
edge goes to those packages too (except the importer's own packages, already being imported).

``python -m tests.runtime.import_graph`` prints the cycles (strongly connected components) of
the module-level imports, and those of all imports with the edges that make them.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "tfjava"


@dataclass(frozen=True)
class Import:
    """One import of a ``tfjava`` module by ``source``, at ``line``."""

    source: str
    target: str
    line: int
    deferred: bool  # inside a function: runs when the function is called

    @property
    def of_own_package(self) -> bool:
        """Whether the target is a package of the source (being imported already)."""
        return self.source == self.target or self.source.startswith(self.target + ".")


def modules(root: Path = ROOT) -> dict[str, Path]:
    """Every ``tfjava`` module by dotted name (a package by its own name)."""
    found = {}
    for path in sorted((root / PACKAGE).rglob("*.py")):
        parts = path.relative_to(root).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _walk(body: list[ast.stmt], deferred: bool) -> Iterator[tuple[ast.stmt, bool]]:
    """The import statements under ``body`` and whether each is deferred (in a function)."""
    for node in body:
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node, deferred
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            yield from _walk(node.body, True)
        elif isinstance(node, ast.If) and _is_type_checking(node.test):
            yield from _walk(node.orelse, deferred)  # the body runs only for type checkers
        else:
            for field in ("body", "orelse", "finalbody"):
                yield from _walk(getattr(node, field, []), deferred)
            for handler in getattr(node, "handlers", []):
                yield from _walk(handler.body, deferred)
            for case in getattr(node, "cases", []):
                yield from _walk(case.body, deferred)


def imports(known: dict[str, Path]) -> list[Import]:
    """Every import of one ``tfjava`` module by another, module-level and deferred."""
    found = []
    for name, path in known.items():
        tree = ast.parse(path.read_text(), str(path))
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node, deferred in _walk(tree.body, False):
            for target in _targets(node, package, known):
                found.append(Import(name, target, node.lineno, deferred))
    return found


def _targets(node: ast.stmt, package: str, known: dict[str, Path]) -> list[str]:
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    else:
        assert isinstance(node, ast.ImportFrom)
        base = node.module or ""
        if node.level:
            parent = package.split(".")[: len(package.split(".")) - node.level + 1]
            base = ".".join([*parent, *([base] if base else [])])
        # ``from p import m`` imports the module ``p.m`` when there is one.
        names = [base] + [f"{base}.{a.name}" for a in node.names if f"{base}.{a.name}" in known]
    targets = []
    for name in names:
        parts = name.split(".")
        # Importing a module runs its packages' __init__ first.
        targets += [
            ".".join(parts[:i]) for i in range(1, len(parts) + 1) if ".".join(parts[:i]) in known
        ]
    return targets


def graph(found: list[Import], deferred: bool = False) -> dict[str, set[str]]:
    """``a -> {b, ...}`` over the imports that run when ``a`` is imported; with ``deferred``,
    over those inside its functions too (the dependencies that a lazy import only hides)."""
    edges: dict[str, set[str]] = {}
    for imp in found:
        if (deferred or not imp.deferred) and not imp.of_own_package:
            edges.setdefault(imp.source, set()).add(imp.target)
    return edges


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan), sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10_000))
    try:
        for v in sorted(graph):
            if v not in index:
                visit(v)
    finally:
        sys.setrecursionlimit(limit)
    return sorted(found)


def reaches(graph: dict[str, set[str]], start: str, goal: str) -> bool:
    """Whether importing ``start`` imports ``goal`` (at module level, through any path)."""
    seen, todo = {start}, [start]
    while todo:
        v = todo.pop()
        if v == goal:
            return True
        for w in graph.get(v, ()):
            if w not in seen:
                seen.add(w)
                todo.append(w)
    return False


def main() -> None:
    known = modules()
    found = imports(known)
    loaded = graph(found)
    print(f"{len(known)} modules, {sum(map(len, loaded.values()))} module-level edges")
    for component in cycles(loaded):
        print(f"module-level cycle: {' '.join(component)}")
    for component in cycles(graph(found, deferred=True)):
        print(f"cycle through function-level imports, {len(component)} modules:")
        members = set(component)
        for imp in found:
            if imp.source in members and imp.target in members and not imp.of_own_package:
                kind = "function" if imp.deferred else "module"
                print(f"  {imp.source}:{imp.line} -> {imp.target} ({kind})")


if __name__ == "__main__":
    main()
