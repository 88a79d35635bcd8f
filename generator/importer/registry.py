"""Access to the installed TensorFlow: its op registry and its op docstrings.

This is the only module of the importer that imports TensorFlow, and it does so inside the
functions, so importing :mod:`generator.importer` stays cheap.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Iterable
from typing import Any

from .opspec import OpSpec, op_spec_from_proto


def _tensorflow(module: str) -> Any:
    """Import a TensorFlow module (untyped: TensorFlow ships no type stubs)."""
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    return importlib.import_module(module)


def load_op_specs(names: Iterable[str]) -> dict[str, OpSpec]:
    """Return the :class:`OpSpec` of each op of ``names`` that is registered (others are left out)."""
    op_def_registry = _tensorflow("tensorflow.python.framework.op_def_registry")

    specs: dict[str, OpSpec] = {}
    for name in names:
        op_def = op_def_registry.get(name)
        if op_def is not None:
            specs[name] = op_spec_from_proto(op_def)
    return specs


def all_op_defs() -> list[Any]:
    """Every ``OpDef`` in the runtime registry (including ``_``-prefixed ops)."""
    op_def_pb2 = _tensorflow("tensorflow.core.framework.op_def_pb2")
    pywrap_tf_session = _tensorflow("tensorflow.python.client.pywrap_tf_session")
    buffer = pywrap_tf_session.TF_GetAllOpList()
    try:
        op_list = op_def_pb2.OpList()
        op_list.ParseFromString(pywrap_tf_session.TF_GetBuffer(buffer))
    finally:
        pywrap_tf_session.TF_DeleteBuffer(buffer)
    return list(op_list.op)


def registered_op_names() -> set[str]:
    """Return the names of all ops in the runtime registry (including ``_``-prefixed ones)."""
    return {str(op.name) for op in all_op_defs()}


def load_docstrings(names: Iterable[str]) -> dict[str, str]:
    """Return ``tf.raw_ops.<name>.__doc__`` for each op of ``names`` that has one."""
    tf = _tensorflow("tensorflow")

    docs: dict[str, str] = {}
    for name in names:
        function = getattr(tf.raw_ops, name, None)
        doc = getattr(function, "__doc__", None) if function is not None else None
        if isinstance(doc, str) and doc.strip():
            docs[name] = doc
    return docs
