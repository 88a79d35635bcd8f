"""Import cycles among a project's ports: Java's classes may use each other in any order, a
Python module cannot import a name from a module that is still running.

The ports' import graph (module → the ports it imports) is split into its strongly connected
components. A module outside any cycle imports the other ports at its top. Inside a cycle, a
module imports at its top only what its class statements and module-level code need when it
runs (bases, class constants, static initialisers: its *eager* imports); a function imports
the other classes of its cycle itself, when it is called, by which time every module of the
cycle has run. A cycle of eager imports alone is Java's class initialisation cycle, which
Python cannot express: it is reported, naming the classes.
"""

from __future__ import annotations


def components(graph: dict[str, set[str]]) -> list[set[str]]:
    """The strongly connected components of ``graph`` (Tarjan's, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[set[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph.get(root, ()))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, edges = work[-1]
            nxt = next((n for n in edges if n in graph), None)
            if nxt is not None:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph[nxt]))))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                comp: set[str] = set()
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    comp.add(top)
                    if top == node:
                        break
                out.append(comp)
    return out


def eager_names(imported: set[str], eager: set[str]) -> bool:
    """Whether any of the names imported from a module (``A`` or ``A as b_A``) is eager."""
    return any({n, *n.split(" as ")} & eager for n in imported)


def cycles(
    imports: dict[str, dict[str, set[str]]], eager: dict[str, set[str]]
) -> tuple[dict[str, set[str]], dict[str, str]]:
    """Each module in an import cycle → the other modules of its cycle; and each module in an
    eager cycle → the description of that cycle (its classes, by module)."""
    graph = {m: set(imported) - {m} for m, imported in imports.items()}
    cyclic: dict[str, set[str]] = {}
    for comp in components(graph):
        if len(comp) > 1:
            for m in comp:
                cyclic[m] = comp - {m}
    eager_graph = {
        m: {t for t, names in imported.items() if t != m and eager_names(names, eager[m])}
        for m, imported in imports.items()
    }
    init: dict[str, str] = {}
    for comp in components(eager_graph):
        if len(comp) > 1:
            classes = ", ".join(sorted(m.rsplit(".", 1)[-1] for m in comp))
            for m in comp:
                init[m] = f"{classes} read each other's static fields when imported"
    return cyclic, init
