"""Exporting SavedModels: a session's graph, variables and signatures written as a model folder
(``SavedModelBundle.Exporter.export``, ``SessionFunction.save``, ``ConcreteFunction.save``).
It takes the session and signatures as they are, so the functions that save import it and
not the other way round.

The export writes ``saved_model.pb`` and ``variables/`` into a staging folder beside the target
and renames it into place, so a failed export leaves no partial folder (see ``export_folder``).
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from tensorflow.python.framework import op_def_registry

from tfjava.base.proto import MetaGraphDef, OpList, SavedModel
from tfjava.exec.saver import has_variables, saver_def
from tfjava.saved_model.export_folder import staging_folder, target_folder

if TYPE_CHECKING:
    from tfjava.exec.session import Session
    from tfjava.exec.signature import Signature

DEFAULT_TAG = "serve"
"""The tag of an exported MetaGraphDef unless others are given (Java's ``DEFAULT_TAG``)."""


def _check_tags(tags: tuple[Any, ...], where: str) -> tuple[str, ...]:
    if len(tags) == 1 and tags[0] is None:
        raise ValueError(f"{where}: tags cannot be None")
    if len(tags) == 1 and isinstance(tags[0], (list, tuple)):
        tags = tuple(tags[0])
    for tag in tags:
        if not isinstance(tag, str):  # Java's IllegalArgumentException for a null tag
            msg = f"{where}: invalid tag {tag!r}: tags are non-null strings"
            raise ValueError(msg)  # noqa: TRY004
    return tags


def _folder_arg(folder: Any, where: str) -> str:
    """A model folder as Java takes it, a ``String`` (or a path object naming one)."""
    path = folder
    if not isinstance(path, str) and hasattr(path, "__fspath__"):
        path = os.fspath(path)
    if not isinstance(path, str):
        raise TypeError(
            f"{where}: exportDir must be a str (or an os.PathLike str path), got "
            f"{type(folder).__name__}"
        )
    return path


def _op_list(graph_def: Any) -> Any:
    """The ``OpList`` of the op types a GraphDef (and its functions) uses."""

    types = {n.op for n in graph_def.node}
    for fdef in graph_def.library.function:
        types |= {n.op for n in fdef.node_def}
    ops = OpList()
    for name in sorted(types):
        op_def = op_def_registry.get(name)
        if op_def is not None:
            ops.op.add().CopyFrom(op_def)
    return ops


def export_session(
    export_dir: Any, tags: tuple[str, ...], session: Session, signatures: dict[str, Signature]
) -> None:
    """Write ``session``'s graph and variables with ``signatures`` (by key) as a SavedModel in
    ``export_dir``."""
    export_dir = _folder_arg(export_dir, "SavedModelBundle.exporter")
    session._check_open()
    target = target_folder(export_dir)
    with staging_folder(target, export_dir) as staging:
        _write(session, staging, tags, signatures)


def _write(
    session: Session, folder: str, tags: tuple[str, ...], signatures: dict[str, Signature]
) -> None:

    graph = session.graph()
    meta = MetaGraphDef()
    if has_variables(graph):
        # The save nodes go into the graph before its GraphDef is taken.
        sd = saver_def(graph)
        variables = os.path.join(folder, "variables")
        os.makedirs(variables)
        session.save(os.path.join(variables, "variables"))
        meta.saver_def.CopyFrom(sd)
        meta.saver_def.filename_tensor_name = f"{sd.filename_tensor_name}:0"
    meta.graph_def.CopyFrom(graph.toGraphDef())
    meta.meta_info_def.tags.extend(tags)
    meta.meta_info_def.stripped_op_list.CopyFrom(_op_list(meta.graph_def))
    for key, signature in signatures.items():
        meta.signature_def[key].CopyFrom(signature._def)
    model = SavedModel(saved_model_schema_version=1)
    model.meta_graphs.add().CopyFrom(meta)
    with open(os.path.join(folder, "saved_model.pb"), "wb") as f:
        f.write(model.SerializeToString())
