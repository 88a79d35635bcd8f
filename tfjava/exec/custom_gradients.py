"""Custom gradients registered the Java way (``TensorFlow.registerCustomGradient``).

Java's registry is TensorFlow's C++ gradient registry: ``hasGradient`` answers from it
(``tfjava.exec.cc_gradients``), and ``registerCustomGradient`` returns False, registering nothing,
for an op type that has an entry there (a gradient or a no-gradient mark). An op type it lacks
can be registered even where TensorFlow Python has a gradient of its own (``NthElement``,
``Merge``, ``If``, ``SparseSoftmaxCrossEntropyWithLogits``): the gradients this project computes
(``Graph.addGradients``, ``tf.gradients``) are TensorFlow Python's symbolic gradients, so the
custom gradient replaces that op type's entry in Python's registry and is the one used, as in
Java. Op types nobody registers keep Python's gradients. Registrations are process-wide.

What a registered Java gradient receives:

- for an op type string (Java's ``RawCustomGradient``): ``gradient(tf, op, gradInputs)`` with
  ``op`` the forward ``GraphOperation``;
- for an ``Inputs`` class (Java's ``CustomGradient<T>``): ``gradient(tf, inputs, gradInputs)``
  with ``inputs = InputsClass(op)``. The protocol an ``Inputs`` class must follow: its
  constructor takes the forward ``GraphOperation``, and the op type it reads is its own
  ``OP_NAME`` class attribute or, for a nested class (``Add.Inputs``), the ``OP_NAME`` of the
  class it is nested in.

``tf`` is an ``Ops`` whose names sit in the name scope TensorFlow opened for this gradient
(``gradients/NthElement_grad/...``); ``gradInputs`` holds one ``Output`` per forward output
(None where nothing flows back); the gradient returns one operand, or None, per forward input.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from tensorflow.python.framework import op_def_registry, ops
from tensorflow.python.framework import tensor as tensor_lib

from tfjava.core.scope import NameScope, OpScope
from tfjava.exec import cc_gradients
from tfjava.exec.graph import Graph

if TYPE_CHECKING:
    from tfjava.facade.ops_base import OpsBase

__all__ = ["has_gradient", "op_type_of", "register_custom_gradient"]

Gradient = Callable[[Any, Any, list[Any]], Sequence[Any]]

_lock = threading.Lock()
_registered: set[str] = set()  # op types registered the Java way


def _registry() -> Any:

    return ops._gradient_registry  # the registry tf.gradients reads


def has_gradient(op_type: str) -> bool:
    """Whether TensorFlow's C++ gradient registry has an entry for ``op_type`` (a gradient, or
    a no-gradient mark), or a gradient was registered for it the Java way. Where the C++
    registry cannot be reached, TensorFlow Python's registry answers."""
    if not isinstance(op_type, str):
        raise TypeError(
            f"TensorFlow.hasGradient: opType must be a str, got {type(op_type).__name__}"
        )
    if op_type in _registered:
        return True
    in_cc = cc_gradients.lookup(op_type)
    return op_type in _registry().list() if in_cc is None else in_cc


def op_type_of(inputs_class: type) -> str:
    """The op type an ``Inputs`` class reads: its ``OP_NAME``, or its enclosing class's."""
    own = getattr(inputs_class, "OP_NAME", None)
    if isinstance(own, str):
        return own
    owner: Any = sys.modules.get(inputs_class.__module__)
    for part in inputs_class.__qualname__.split(".")[:-1]:
        owner = getattr(owner, part, None)
    name = getattr(owner, "OP_NAME", None)
    if not isinstance(name, str):
        raise TypeError(
            f"TensorFlow.registerCustomGradient: {inputs_class.__qualname__} is not an op's "
            "Inputs class (no OP_NAME on it or on the class it is nested in)"
        )
    return name


def register_custom_gradient(op_type: str | type, gradient: Gradient) -> bool:
    """Register ``gradient`` for ``op_type`` (an op type str or an ``Inputs`` class); False if
    the op type already has a gradient in the C++ registry or the Java way (which stays)."""
    where = "TensorFlow.registerCustomGradient"
    inputs_class: type | None = None
    if isinstance(op_type, type):
        inputs_class = op_type
        op_type = op_type_of(op_type)
    elif not isinstance(op_type, str):
        raise TypeError(
            f"{where}: opType must be an op type str or an Inputs class, got {op_type!r}"
        )
    if not callable(gradient):
        raise TypeError(f"{where}: gradient must be callable (tf, op, gradInputs) -> list")

    if op_def_registry.get(op_type) is None:
        raise ValueError(f"{where}: no op type {op_type!r} is registered in TensorFlow")
    with _lock:
        if has_gradient(op_type):
            return False
        registry = _registry()
        # Python's own gradient for this op type (if any) gives way to the Java one in graphs;
        # an eager GradientTape, which Java does not have, keeps using it.
        eager = registry.lookup(op_type) if op_type in registry.list() else None
        registry._registry.pop(op_type, None)
        registry.register(_adapter(op_type, gradient, inputs_class, eager), op_type)
        _registered.add(op_type)
    return True


def _adapter(
    op_type: str,
    gradient: Gradient,
    inputs_class: type | None,
    eager: Callable[..., Any] | None,
) -> Callable[..., Any]:
    """TensorFlow's gradient function ``(op, *grads) -> [grad per input]`` calling ``gradient``
    with Java's arguments; ``eager`` is Python's own gradient, for a GradientTape's eager ops."""

    def grad_fn(tf_op: Any, *grads: Any) -> list[Any]:
        if not hasattr(tf_op, "graph"):  # an eager tape's op: Java has no gradients there
            if eager is None:
                raise LookupError(
                    f"{op_type} has a gradient registered the Java way only, which runs in "
                    "graphs (Graph.addGradients); an eager GradientTape has none to use"
                )
            return list(eager(tf_op, *grads))
        graph = _graph_of(tf_op.graph)
        operation = graph._wrap(tf_op)
        grad_inputs = [None if g is None else graph._output_of(_dense(g)) for g in grads]
        arg = operation if inputs_class is None else inputs_class(operation)
        result = gradient(_ops_in_name_scope(graph), arg, grad_inputs)
        if result is None or isinstance(result, (str, bytes)) or not isinstance(result, Sequence):
            raise TypeError(
                f"custom gradient of {op_type}: expected a list with an operand or None per "
                f"input, got {type(result).__name__}"
            )
        if len(result) != len(tf_op.inputs):
            raise ValueError(
                f"custom gradient of {op_type} (op {tf_op.name!r}): returned {len(result)} "
                f"gradients for {len(tf_op.inputs)} inputs"
            )
        return [None if r is None else graph._raw(r) for r in result]

    grad_fn.__name__ = f"custom_gradient_{op_type}"
    return grad_fn


def _dense(grad: Any) -> Any:
    """A gradient TensorFlow hands over sparse (``IndexedSlices``) as a dense tensor."""

    if isinstance(grad, tensor_lib.Tensor):
        return grad

    return ops.convert_to_tensor(grad)


def _graph_of(tf_graph: Any) -> Graph:
    """The ``Graph`` wrapping ``tf_graph`` (the user's, when this project made it)."""

    ref = getattr(tf_graph, "_tfjava_graph", None)
    graph = ref() if ref is not None else None
    return graph if graph is not None else Graph(tf_graph)


def _ops_in_name_scope(graph: Graph) -> OpsBase:
    """An ``Ops`` naming its ops inside TensorFlow's current name scope (fresh for each
    gradient function), so that they cannot collide with the nodes TensorFlow adds."""
    # generated op classes load on first use (import time)
    from org.tensorflow.op import Ops

    prefix = graph._g.get_name_scope() or None
    ops: OpsBase = Ops(OpScope(graph, NameScope(prefix)))
    return ops
