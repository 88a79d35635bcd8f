"""The save and restore nodes behind ``Session.save`` and ``Session.restore`` (Java's
``Graph.saverDef()``), named as TensorFlow's Python ``Saver`` names them.

Every kind of variable is saved: reference variables (``VariableV2``, ``Variable``) by their
value, resource variables (``VarHandleOp``) by a ``ReadVariableOp`` of their handle and restored
by an ``AssignVariableOp``. A graph loaded from a SavedModel keeps the model's own saver (its
``SaverDef``), which knows the model's variables; a variable added later makes a new saver over
all the graph's variables, under a fresh ``save_N/`` scope.
"""

from __future__ import annotations

import threading
import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tensorflow.core.protobuf import saver_pb2

from tfjava.types import TString
from tfjava.types.registry import type_for_dtype

if TYPE_CHECKING:
    from tfjava.core.operation import GraphOperation
    from tfjava.exec.graph import Graph

REF_VARIABLE_OPS = frozenset({"VariableV2", "Variable"})
RESOURCE_VARIABLE_OPS = frozenset({"VarHandleOp"})
VARIABLE_OPS = REF_VARIABLE_OPS | RESOURCE_VARIABLE_OPS


@dataclass(frozen=True)
class _Saver:
    saver_def: Any
    variables: frozenset[str]  # the variable ops it saves and restores
    loaded: bool = False  # the saver of the model the graph was loaded from


_SAVERS: weakref.WeakKeyDictionary[Graph, _Saver] = weakref.WeakKeyDictionary()
_LOCK = threading.Lock()


def variable_ops(graph: Graph) -> list[GraphOperation]:
    """The variables of ``graph`` (every kind), in graph order."""
    return [op for op in graph.operations() if op.type() in VARIABLE_OPS]


def saver_def(graph: Graph) -> Any:
    """The ``SaverDef`` of ``graph`` (tensor names without ``:0``): the saver of the model it
    was loaded from, or ``save/...`` nodes added on first use; a new saver if variables were
    added since."""
    with _LOCK:
        variables = frozenset(op.name() for op in variable_ops(graph))
        saver = _SAVERS.get(graph)
        if saver is None or not variables <= saver.variables:
            saver = _Saver(_add_saver(graph), variables)
            _SAVERS[graph] = saver
        return saver.saver_def


def use_loaded_saver(graph: Graph, loaded: Any) -> None:
    """Make the ``SaverDef`` of a loaded MetaGraphDef the saver of ``graph``."""
    if not loaded.restore_op_name:
        return
    sd = saver_pb2.SaverDef()
    sd.CopyFrom(loaded)
    sd.filename_tensor_name = _op_name(sd.filename_tensor_name)
    sd.save_tensor_name = _op_name(sd.save_tensor_name)
    with _LOCK:
        _SAVERS[graph] = _Saver(sd, frozenset(op.name() for op in variable_ops(graph)), True)


def _op_name(tensor: str) -> str:
    return tensor.removesuffix(":0")


def _add_saver(graph: Graph) -> Any:
    # generated op classes load on first use (import time)
    from org.tensorflow.op import Ops

    variables = variable_ops(graph)
    tf = Ops.create(graph).withSubScope(_free_scope(graph))
    names = tf.constant([op.name() for op in variables] or [""])
    slices = tf.constant([""] * max(len(variables), 1))
    filename = tf.withName("filename").placeholder(TString)
    if variables:
        values = [_value(tf, op) for op in variables]
        save = tf.train.save(filename, names, slices, values)
        after_save = tf.withControlDependencies(filename, save).withName("control_dependency")
        saved = after_save.identity(filename)
        restored = tf.train.restore(filename, names, slices, [v.type() for v in values])
        assigns = [_assign(tf, op, r) for op, r in zip(variables, restored.tensors(), strict=True)]
        restore_all = tf.withControlDependencies(assigns).withName("restore_all").noOp()
    else:
        saved = (
            tf.withControlDependencies(filename).withName("control_dependency").identity(filename)
        )
        restore_all = tf.withName("restore_all").noOp()
    return saver_pb2.SaverDef(
        filename_tensor_name=filename.op().name(),
        save_tensor_name=saved.op().name(),
        restore_op_name=restore_all.op().name(),
        version=saver_pb2.SaverDef.V2,
    )


def _free_scope(graph: Graph) -> str:
    """``save``, or ``save_1``, ``save_2``... if the graph has a saver under that name."""
    name, n = "save", 0
    while graph.operation(f"{name}/restore_all") is not None:
        n += 1
        name = f"save_{n}"
    return name


def _value(tf: Any, op: GraphOperation) -> Any:
    if op.type() in RESOURCE_VARIABLE_OPS:
        dtype = type_for_dtype(op._op.get_attr("dtype").as_datatype_enum)
        return tf.readVariableOp(op.output(0), dtype)
    return op.output(0)


def _assign(tf: Any, op: GraphOperation, value: Any) -> Any:
    if op.type() in RESOURCE_VARIABLE_OPS:
        return tf.assignVariableOp(op.output(0), value)
    return tf.assign(op.output(0), value)


def has_variables(graph: Graph) -> bool:
    """Whether ``graph`` has variables for ``Session.save`` to write (or the saver of the model
    it was loaded from)."""
    saver = _SAVERS.get(graph)
    return (saver is not None and saver.loaded) or bool(variable_ops(graph))
