"""The runtime's modules import in layers: no import cycles but the few Java makes.

Read from the source (``tests/runtime/import_graph.py``): base types (tensor types, NdArrays,
``Operand``, ``Operation``, ``ExecutionEnvironment``) → ``Scope`` and ``Op`` → argument
conversion, dispatch, ``Constant`` and the facade base → ``OperationBuilder`` → graphs,
sessions and functions. No cycle may run through module-level imports. A function-level import
may close a cycle only where Java's types truly point at each other; each such import is listed
here with its reason and carries a ``# cycle:`` comment (``test_import_comments.py`` checks that
every function-level import carries one of a few fixed reasons). (A function-level import that closes no
cycle only defers loading a module until it is needed, which keeps ``import`` fast.)
"""

from __future__ import annotations

from tests.runtime import import_graph

# (importing module, imported module): why Java's types need each other there.
ALLOWED = {
    ("tfjava.core.environment", "tfjava.core.scope"): (
        "ExecutionEnvironment.baseScope() gives the Scope whose env() is the environment"
    ),
    ("tfjava.core.environment", "tfjava.dispatch.operation_builder"): (
        "ExecutionEnvironment.opBuilder() gives an OperationBuilder that builds in it"
    ),
    ("tfjava.core.attribute_inspector", "tfjava.exec.concrete_function"): (
        "a GraphOperation's function attribute is a ConcreteFunction, itself a graph of them"
    ),
    ("tfjava.exec.graph", "tfjava.exec.concrete_function"): (
        "Graph.attachFunction/getFunction take and give ConcreteFunctions, built from Graphs"
    ),
    ("tfjava.exec.session", "tfjava.exec.session_function"): (
        "Session.function() gives a SessionFunction, which runs in its Session"
    ),
    ("tfjava.saved_model.bundle", "tfjava.exec.session_function"): (
        "a SavedModelBundle's functions are SessionFunctions, whose save() exports a bundle"
    ),
    ("tfjava.types.family", "tfjava.types.sparse_tensor"): (
        "TFloat64.sparseTensorOf() gives a SparseTensor, which is a TFloat64 as well"
    ),
    ("tfjava.ndarray.ndarray", "tfjava.ndarray.buffer.data_buffer"): (
        "NdArray.read/write take DataBuffers, whose values follow their NdArray type's rules"
    ),
    ("tfjava.framework.data.dataset", "tfjava.framework.data.impl.transformations"): (
        "Dataset.batch/skip/take give BatchDataset, SkipDataset, TakeDataset: Datasets themselves"
    ),
    ("tfjava.framework.data.dataset", "tfjava.framework.data.impl.mapping"): (
        "Dataset.map gives a MapDataset, itself a Dataset"
    ),
    ("tfjava.framework.data.dataset", "tfjava.framework.data.impl.sources"): (
        "Dataset.fromTensorSlices/textLineDataset give TensorSliceDataset and kin: Datasets"
    ),
    (
        "tfjava.framework.regularizers.regularizer",
        "tfjava.framework.regularizers.regularizer_loss",
    ): ("Regularizer.asLoss gives a RegularizerLoss, which holds its Regularizer"),
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


def test_the_graph_sees_deferred_imports_and_cycles() -> None:
    """The reader itself: a function-level import is deferred, a TYPE_CHECKING one is no edge,
    and a two-module loop is a cycle."""
    found = _found()
    env_imports = {(i.target, i.deferred) for i in found if i.source == "tfjava.core.environment"}
    assert ("tfjava.core.scope", True) in env_imports
    assert ("tfjava.core.scope", False) not in env_imports  # only under TYPE_CHECKING at the top
    assert import_graph.cycles({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [["a", "b"]]
