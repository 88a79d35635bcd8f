"""The runtime's modules import in layers: no import cycle but the one Java makes.

Read from the source (``tests/runtime/import_graph.py``); ``test_layers.py`` holds the layers
(base → ndarray → types → core → native → dispatch → exec → saved_model → composite → facade →
framework). No cycle may run through module-level imports. A function-level import may close a
cycle only where Java's types truly point at each other: Graph, ConcreteFunction, Session and
SessionFunction, the one knot left. Each such import is listed here with its reason and carries
a ``# cycle:`` comment (``test_import_comments.py`` checks that every function-level import
carries one of a few fixed reasons). (A function-level import that closes no cycle only defers
loading a module until it is needed, which keeps ``import`` fast.)
"""

from __future__ import annotations

from tests.runtime import import_graph

# (importing module, imported module): why Java's types need each other there.
ALLOWED = {
    ("tfjava.exec.graph", "tfjava.exec.concrete_function"): (
        "Graph.attachFunction/getFunction take and give ConcreteFunctions, built from Graphs"
    ),
    ("tfjava.exec.session", "tfjava.exec.session_function"): (
        "Session.function() gives a SessionFunction, which runs in its Session"
    ),
}


def _found() -> list[import_graph.Import]:
    return import_graph.imports(import_graph.modules())


def _allowed_lines(found: list[import_graph.Import]) -> set[tuple[str, int]]:
    """The (module, line) of each allowed import (which also imports the target's packages)."""
    return {(i.source, i.line) for i in found if i.deferred and (i.source, i.target) in ALLOWED}


def test_no_cycle_through_module_level_imports() -> None:
    assert import_graph.cycles(import_graph.graph(_found())) == []


def test_no_cycle_but_the_allowed_function_level_imports() -> None:
    found = _found()
    allowed = _allowed_lines(found)
    kept = [i for i in found if (i.source, i.line) not in allowed]
    cycles = import_graph.cycles(import_graph.graph(kept, deferred=True))
    report = []
    for component in cycles:
        members = set(component)
        report.append(f"cycle of {', '.join(component)}:")
        report += [
            f"  {i.source}:{i.line} imports {i.target}" + (" in a function" if i.deferred else "")
            for i in kept
            if i.source in members and i.target in members and not i.of_own_package
        ]
    assert not cycles, "\n".join(report)


def test_allowed_imports_exist_and_say_why() -> None:
    found = _found()
    modules = import_graph.modules()
    for (source, target), reason in ALLOWED.items():
        assert reason
        sites = [i for i in found if (i.source, i.target) == (source, target) and i.deferred]
        assert sites, f"{source} no longer imports {target} in a function: drop it from ALLOWED"
        lines = modules[source].read_text().splitlines()
        for site in sites:
            before = lines[site.line - 2].strip()
            assert before.startswith("#"), (
                f"{source}:{site.line}: the import of {target} needs a comment above saying why"
            )


def test_the_only_cycle_is_javas_knot() -> None:
    cycles = import_graph.cycles(import_graph.graph(_found(), deferred=True))
    assert cycles == [
        [
            "tfjava.exec.concrete_function",
            "tfjava.exec.graph",
            "tfjava.exec.session",
            "tfjava.exec.session_function",
        ]
    ]


def test_the_graph_sees_deferred_imports_and_cycles() -> None:
    """The reader itself: a function-level import is deferred, a TYPE_CHECKING one is no edge,
    and a two-module loop is a cycle."""
    found = _found()
    graph_imports = {(i.target, i.deferred) for i in found if i.source == "tfjava.exec.graph"}
    assert ("tfjava.exec.concrete_function", True) in graph_imports
    # only under TYPE_CHECKING at the top
    assert ("tfjava.exec.concrete_function", False) not in graph_imports
    assert import_graph.cycles({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [["a", "b"]]
