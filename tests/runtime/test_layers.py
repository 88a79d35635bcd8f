"""The runtime's folders are layers, and a module imports only its own layer or lower ones.

Read from the source (``tests/runtime/import_graph.py``). ``LAYERS`` lists the folders of
``tfjava/`` from the bottom up; docs/architecture.md draws the same picture. At module level a
module may import only modules of its own layer or of a lower one. A function-level import may
reach up only where ``UPWARD`` lists it with its reason (and the import carries an ``# upward:``
or ``# generated ...`` comment: ``test_import_comments.py``); the generated ``org.tensorflow``
op classes and facade sit above the dispatch layer and below composite.
"""

from __future__ import annotations

import ast

from tests.runtime import import_graph

# Bottom first: (layer, the module prefixes in it).
LAYERS: list[tuple[str, tuple[str, ...]]] = [
    ("base", ("tfjava.base",)),  # messages, errors, protocol buffers, dtypes, device specs
    ("ndarray", ("tfjava.ndarray",)),  # NdArrays, shapes, indices, data buffers
    ("types", ("tfjava.types",)),  # Tensor, the tensor types, RawTensor, SparseTensor
    ("core", ("tfjava.core",)),  # ExecutionEnvironment, Operand, Operation, Scope, Op
    ("native", ("tfjava.native",)),  # the native eager extension and its specs
    # the dispatch path, argument conversion, builders, Constant; ``tfjava.op`` holds the
    # per-op specialisation of the same path
    ("dispatch", ("tfjava.dispatch", "tfjava.op")),
    ("exec", ("tfjava.exec",)),  # Graph, Session, EagerSession, functions, savers, TensorFlow
    ("saved_model", ("tfjava.saved_model",)),  # exporting and loading SavedModels
    # (the generated op classes: org.tensorflow.op.*)
    ("composite", ("tfjava.composite",)),  # hand-written ops made of generated ones
    ("facade", ("tfjava.facade",)),  # the hand-written part of Ops
    ("framework", ("tfjava.framework",)),  # optimizers, losses, metrics, datasets...
]

# (importing module, imported module): function-level imports of a higher layer, and why.
UPWARD = {
    ("tfjava.exec.concrete_function", "tfjava.saved_model.export"): (
        "ConcreteFunction.save writes a SavedModel (Java's function saves itself)"
    ),
    ("tfjava.exec.session_function", "tfjava.saved_model.export"): (
        "SessionFunction.save writes a SavedModel (Java's function saves itself)"
    ),
    ("tfjava.exec.concrete_function", "tfjava.saved_model"): (
        "the package of saved_model.export (imported with it)"
    ),
    ("tfjava.exec.session_function", "tfjava.saved_model"): (
        "the package of saved_model.export (imported with it)"
    ),
}


def layer_of(module: str) -> int:
    """The index in ``LAYERS`` of ``module`` (its longest matching prefix); -1 for ``tfjava``."""
    if module == import_graph.PACKAGE:
        return -1
    best, found = "", None
    for index, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > len(best):
                best, found = prefix, index
    assert found is not None, f"{module} is in no layer: add its folder to LAYERS"
    return found


def _upward(deferred: bool) -> list[import_graph.Import]:
    found = import_graph.imports(import_graph.modules())
    return [
        i
        for i in found
        if i.deferred == deferred
        and not i.of_own_package
        and layer_of(i.target) > layer_of(i.source)
    ]


def test_every_module_is_in_a_layer() -> None:
    for module in import_graph.modules():
        layer_of(module)


def test_module_level_imports_go_down() -> None:
    report = [
        f"{i.source}:{i.line} ({LAYERS[layer_of(i.source)][0]}) imports {i.target} "
        f"({LAYERS[layer_of(i.target)][0]})"
        for i in _upward(deferred=False)
    ]
    assert not report, "module-level imports of a higher layer:\n" + "\n".join(report)


def test_function_level_imports_go_up_only_where_listed() -> None:
    report = [
        f"{i.source}:{i.line} imports {i.target} in a function"
        for i in _upward(deferred=True)
        if (i.source, i.target) not in UPWARD
    ]
    assert not report, "function-level imports of a higher layer (list them in UPWARD):\n" + (
        "\n".join(report)
    )


def test_listed_upward_imports_exist() -> None:
    sites = {(i.source, i.target) for i in _upward(deferred=True)}
    for pair, reason in UPWARD.items():
        assert reason
        assert pair in sites, f"{pair[0]} no longer imports {pair[1]}: drop it from UPWARD"


def test_the_layers_are_the_folders() -> None:
    """Each folder of ``tfjava/`` with modules is one layer's (or in none, which fails above)."""
    folders = {".".join(m.split(".")[:2]) for m in import_graph.modules() if m.count(".") >= 1}
    listed = {p for _, prefixes in LAYERS for p in prefixes}
    assert folders <= listed, f"folders in no layer: {sorted(folders - listed)}"


def test_layers_below_the_generated_op_classes_do_not_import_them() -> None:
    """Generated op modules import dispatch, core and types: those layers (and all below) never
    import ``org.tensorflow`` themselves, not even in a function or for type checkers."""
    top = [name for name, _ in LAYERS].index("dispatch")
    report = []
    for module, path in import_graph.modules().items():
        if layer_of(module) > top:
            continue
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level:
                names = [node.module or ""]
            report += [f"{module}:{node.lineno} imports {n}" for n in names if n.startswith("org.")]
    assert not report, "\n".join(report)
