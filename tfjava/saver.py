"""The save and restore nodes behind ``Session.save`` and ``Session.restore`` (Java's
``Graph.saverDef()``), named as TensorFlow's Python ``Saver`` names them."""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING, Any

from tensorflow.core.protobuf import saver_pb2

from tfjava.types import TString

if TYPE_CHECKING:
    from tfjava.graph import Graph

_SAVER_DEFS: weakref.WeakKeyDictionary[Graph, Any] = weakref.WeakKeyDictionary()
_VARIABLE_OPS = ("VariableV2", "Variable")


def saver_def(graph: Graph) -> Any:
    """The ``SaverDef`` of ``graph``: its ``save/...`` nodes, added on first use unless the graph
    already has a ``save/restore_all`` node (as an imported graph that was saved has)."""
    sd = _SAVER_DEFS.get(graph)
    if sd is None:
        if graph.operation("save/restore_all") is None:
            _add_saver(graph)
        sd = saver_pb2.SaverDef(
            filename_tensor_name="save/filename",
            save_tensor_name="save/control_dependency",
            restore_op_name="save/restore_all",
        )
        _SAVER_DEFS[graph] = sd
    return sd


def _add_saver(graph: Graph) -> None:
    # generated op classes load on first use (import time)
    from org.tensorflow.op import Ops

    variables = [op for op in graph.operations() if op.type() in _VARIABLE_OPS]
    tf = Ops.create(graph).withSubScope("save")
    names = tf.constant([op.name() for op in variables] or [""])
    slices = tf.constant([""] * max(len(variables), 1))
    filename = tf.withName("filename").placeholder(TString)
    values = [op.output(0) for op in variables]
    if values:
        save = tf.train.save(filename, names, slices, values)
        tf.withControlDependencies(filename, save).withName("control_dependency").identity(filename)
        restored = tf.train.restore(filename, names, slices, [v.type() for v in values])
        assigns = [tf.assign(v, r) for v, r in zip(values, restored.tensors(), strict=True)]
        tf.withControlDependencies(assigns).withName("restore_all").noOp()
    else:
        tf.withControlDependencies(filename).withName("control_dependency").identity(filename)
        tf.withName("restore_all").noOp()


def has_variables(graph: Graph) -> bool:
    """Whether ``graph`` has variables for ``Session.save`` to write."""
    return graph.operation("save/restore_all") is not None or any(
        op.type() in _VARIABLE_OPS for op in graph.operations()
    )
