"""``org.tensorflow.SavedModelBundle``: load a SavedModel into a ``Graph`` and ``Session`` and
call its signatures; ``SavedModelBundle.exporter`` gathers what ``saved_model.export`` writes.

Loading is TensorFlow's TF1 path (the one TensorFlow Java takes through
``TF_LoadSessionFromSavedModel``): the MetaGraphDef of the tags is imported into a new graph, the
variables are restored by the saver, and the init op runs with the model's assets. Models saved
by ``tf.saved_model.save`` and Keras load this way too: their signatures are graph nodes
(``StatefulPartitionedCall``) over the restored variables (a Keras model saved by
``tf.saved_model.save`` has variables the saver does not restore: ``_restore_unbound_variables``
gives them the checkpoint's values). Signatures then run through the C
session API (see ``SessionFunction``), with no Python tracing.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any, ClassVar

import tensorflow as tf
from tensorflow.core.protobuf import trackable_object_graph_pb2
from tensorflow.python.framework import errors
from tensorflow.python.saved_model import loader_impl

from tfjava.base.messages import proto_arg
from tfjava.exec.graph import Graph
from tfjava.exec.saver import VARIABLE_OPS, use_loaded_saver
from tfjava.exec.session import Session
from tfjava.exec.session_function import SessionFunction
from tfjava.exec.signature import Signature
from tfjava.saved_model.export import DEFAULT_TAG, _check_tags, _folder_arg, export_session

if TYPE_CHECKING:
    from typing import Self  # Python 3.11 (the runtime runs on 3.10)

    from tfjava.exec.session import Result

__all__ = ["SavedModelBundle"]

_OBJECT_GRAPH_KEY = "_CHECKPOINTABLE_OBJECT_GRAPH"
"""The checkpoint entry holding the TrackableObjectGraph of a TF2 checkpoint."""

_INIT_OP_KEY = "__saved_model_init_op"
"""The signature key under which TF2 SavedModels keep their init op (no model function)."""


class _Loader:
    """``SavedModelBundle.Loader``: ``loader(dir).withTags(...).withConfigProto(c)
    .withRunOptions(r).load()``."""

    __slots__ = ("_config", "_dir", "_run_options", "_tags")

    def __init__(self, exportDir: str) -> None:
        self._dir = _folder_arg(exportDir, "SavedModelBundle.loader")
        self._tags: tuple[str, ...] = (DEFAULT_TAG,)
        self._config: Any = None
        self._run_options: Any = None

    def withTags(self, *tags: Any) -> _Loader:
        """The tags of the MetaGraphDef to load (``"serve"`` by default)."""
        self._tags = _check_tags(tags, "SavedModelBundle.Loader.withTags")
        return self

    def withConfigProto(self, configProto: Any) -> _Loader:
        """The ``ConfigProto`` of the bundle's session: the message, or its bytes as
        TensorFlow Java 1.x took it (``config.toByteArray()``)."""
        self._config = proto_arg(
            configProto, "ConfigProto", "SavedModelBundle.Loader.withConfigProto", "configProto"
        )
        return self

    def withRunOptions(self, runOptions: Any) -> _Loader:
        """The ``RunOptions`` of the run that restores the variables (the message or its
        bytes)."""
        self._run_options = proto_arg(
            runOptions, "RunOptions", "SavedModelBundle.Loader.withRunOptions", "runOptions"
        )
        return self

    def load(self) -> SavedModelBundle:
        return SavedModelBundle._load(self._dir, self._tags, self._config, self._run_options)


class _Exporter:
    """``SavedModelBundle.Exporter``: ``exporter(dir).withTags(...).withSession(s)
    .withFunction(f).withSignature(sig)...export()``."""

    __slots__ = ("_dir", "_functions", "_session", "_tags")

    def __init__(self, exportDir: str) -> None:
        self._dir = _folder_arg(exportDir, "SavedModelBundle.exporter")
        self._tags: tuple[str, ...] = (DEFAULT_TAG,)
        self._session: Session | None = None
        self._functions: dict[str, SessionFunction] = {}

    def withTags(self, *tags: Any) -> _Exporter:
        """The tags of the exported MetaGraphDef (``"serve"`` by default)."""
        self._tags = _check_tags(tags, "SavedModelBundle.Exporter.withTags")
        return self

    def withSession(self, session: Session) -> _Exporter:
        """The session whose graph and variables are exported."""

        if not isinstance(session, Session):
            raise TypeError(
                f"SavedModelBundle.Exporter.withSession expects a Session, got "
                f"{type(session).__name__}"
            )
        if self._session is not None and session is not self._session:
            raise NotImplementedError(
                "Saving multiple functions with different graphs/sessions is not supported yet."
            )
        self._session = session
        return self

    def withFunction(self, function: SessionFunction) -> _Exporter:
        """Export ``function`` under its signature's key; every function must run in the same
        session (``NotImplementedError`` otherwise) and keys must differ (``ValueError``)."""
        if not isinstance(function, SessionFunction):
            raise TypeError(
                "SavedModelBundle.Exporter.withFunction expects a SessionFunction, got "
                f"{type(function).__name__}"
            )
        self.withSession(function.session())
        key = function.signature().key()
        if key in self._functions:
            raise ValueError(
                f"SavedModelBundle.Exporter: function with signature key {key!r} is already "
                "registered"
            )
        self._functions[key] = function
        return self

    def withFunctions(self, *functions: SessionFunction) -> _Exporter:
        for function in functions:
            self.withFunction(function)
        return self

    def withSignature(self, signature: Signature) -> _Exporter:
        """Export ``signature`` run in the session (set by ``withSession`` first)."""
        if self._session is None:
            raise RuntimeError(
                "SavedModelBundle.Exporter.withSignature: set a session first (withSession)"
            )
        return self.withFunction(self._session.function(signature))

    def withSignatures(self, *signatures: Signature) -> _Exporter:
        for signature in signatures:
            self.withSignature(signature)
        return self

    def export(self) -> None:
        """Write the SavedModel. Raises ``RuntimeError`` without a function,
        ``FileExistsError`` if the folder exists and is not empty (or another export wrote it
        first), and ``ValueError`` for the current working directory."""
        session = self._session
        if session is None or not self._functions:
            raise RuntimeError(
                "SavedModelBundle.Exporter: model should contain at least one valid function"
            )
        signatures = {key: function.signature() for key, function in self._functions.items()}
        export_session(self._dir, self._tags, session, signatures)


def _check_variables(export_dir: str, loader: Any, meta: Any) -> None:
    """A graph with variables needs their checkpoint (``variables/variables.index``) and a
    saver to restore it; TensorFlow's loader would skip the restore and the first call would
    fail on an uninitialized variable."""
    variables = sorted(n.name for n in meta.graph_def.node if n.op in VARIABLE_OPS)
    if not variables:
        return
    some = ", ".join(variables[:3]) + (", ..." if len(variables) > 3 else "")
    count = f"{len(variables)} variable{'s' if len(variables) > 1 else ''}"
    index = f"{loader.variables_path}.index"
    if not os.path.isfile(index):
        raise errors.NotFoundError(
            None,
            None,
            f"SavedModelBundle.load({export_dir!r}): the graph has {count} ({some})"
            f" but the model folder has no {os.path.relpath(index, export_dir)}",
        )
    if not meta.saver_def.restore_op_name:
        raise ValueError(
            f"SavedModelBundle.load({export_dir!r}): the graph has {count} ({some})"
            f" but no saver (MetaGraphDef.saver_def) to restore them"
        )


def _restore_unbound_variables(
    tf_graph: Any, tf_session: Any, meta: Any, variables_path: str
) -> None:
    """Give their values to the variables that the saver does not restore.

    A Keras model saved by ``tf.saved_model.save`` has two handle nodes per variable in its
    graph: the one the saver restores (``Variable_3``) and the one the signatures capture (named
    after the Keras variable, ``sequential/dense/kernel``), which TF1 loading (TensorFlow
    Java's too) leaves uninitialized. TF2 loading ties them through the object graph; here the
    object graph gives each named variable its checkpoint key, and every uninitialized handle
    of that shared name is assigned the checkpoint's value.
    """
    named = {
        i: n.variable.name
        for i, n in enumerate(meta.object_graph_def.nodes)
        if n.WhichOneof("kind") == "variable" and n.variable.name
    }
    if not named or not os.path.exists(f"{variables_path}.index"):
        return
    handles = [
        op
        for op in tf_graph.get_operations()
        if op.type == "VarHandleOp" and op.get_attr("shared_name").decode() in named.values()
    ]
    if not handles:
        return
    with tf_graph.as_default(), tf.name_scope("saved_model_unbound_variables"):
        initialized = [tf.raw_ops.VarIsInitializedOp(resource=h.outputs[0]) for h in handles]
    unbound = [h for h, done in zip(handles, tf_session.run(initialized), strict=True) if not done]
    if not unbound:
        return
    reader = tf.train.load_checkpoint(variables_path)
    keys = _checkpoint_keys(reader, named)
    feeds: dict[Any, Any] = {}
    assigns = []
    with tf_graph.as_default(), tf.name_scope("saved_model_unbound_variables"):
        for h in unbound:
            key = keys.get(h.get_attr("shared_name").decode())
            if key is None:
                continue  # not in the checkpoint: left as TensorFlow's loader leaves it
            value = reader.get_tensor(key)
            ph = tf.compat.v1.placeholder(h.get_attr("dtype"), value.shape)
            feeds[ph] = value
            assigns.append(tf.raw_ops.AssignVariableOp(resource=h.outputs[0], value=ph))
    if assigns:
        tf_session.run(assigns, feeds)


def _checkpoint_keys(reader: Any, named: dict[int, str]) -> dict[str, str]:
    """Variable name → checkpoint key of its value. The checkpoint's object graph has the
    SavedModel object graph's node ids; a variable's value is its ``VARIABLE_VALUE``
    attribute."""
    if not reader.has_tensor(_OBJECT_GRAPH_KEY):
        return {}
    graph = trackable_object_graph_pb2.TrackableObjectGraph.FromString(
        reader.get_tensor(_OBJECT_GRAPH_KEY)
    )
    keys: dict[str, str] = {}
    for node_id, name in named.items():
        if node_id < len(graph.nodes):
            for attr in graph.nodes[node_id].attributes:
                if attr.name == "VARIABLE_VALUE":
                    keys.setdefault(name, attr.checkpoint_key)
    return keys


class SavedModelBundle:
    """A loaded SavedModel: its graph, a session with the restored variables, its MetaGraphDef
    and one ``SessionFunction`` per signature. A context manager: ``close()`` on exit."""

    DEFAULT_TAG: ClassVar[str] = DEFAULT_TAG

    Loader = _Loader
    Exporter = _Exporter

    __slots__ = ("_closed", "_dir", "_functions", "_graph", "_meta", "_session")

    def __init__(self, graph: Graph, session: Session, meta: Any, export_dir: str) -> None:
        self._graph = graph
        self._session = session
        self._meta = meta
        self._dir = export_dir
        self._closed = False
        self._functions: dict[str, SessionFunction] = {
            key: SessionFunction(Signature(key, sig_def), session)
            for key, sig_def in meta.signature_def.items()
            if key != _INIT_OP_KEY
        }

    # -- loading and exporting ----------------------------------------------------------------

    @staticmethod
    def load(exportDir: str, *tags: str) -> SavedModelBundle:
        """Load the MetaGraphDef of ``tags`` (``"serve"`` if none) from ``exportDir`` (a str
        path, as Java's ``String``; ``TypeError`` for bytes)."""
        loader = SavedModelBundle.loader(_folder_arg(exportDir, "SavedModelBundle.load"))
        if tags:
            loader.withTags(*tags)
        return loader.load()

    @staticmethod
    def loader(exportDir: str) -> _Loader:
        return _Loader(exportDir)

    @staticmethod
    def exporter(exportDir: str) -> _Exporter:
        return _Exporter(exportDir)

    @staticmethod
    def _load(
        export_dir: str, tags: tuple[str, ...], config: Any, run_options: Any
    ) -> SavedModelBundle:

        if not loader_impl.contains_saved_model(export_dir):
            raise errors.NotFoundError(
                None,
                None,
                "Could not find SavedModel .pb or .pbtxt at supplied export directory path: "
                f"{export_dir}",
            )
        try:
            loader = loader_impl.SavedModelLoader(export_dir)
            _check_variables(export_dir, loader, loader.get_meta_graph_def_from_tags(tags))
        except (OSError, RuntimeError) as e:
            raise ValueError(f"SavedModelBundle.load({export_dir!r}): {e}") from None
        tf_graph = tf.Graph()
        tf_session = tf.compat.v1.Session(graph=tf_graph, config=config)
        try:
            with tf_graph.as_default():
                saver, _ = loader.load_graph(tf_graph, list(tags))
                if saver is not None and os.path.exists(f"{loader.variables_path}.index"):
                    # (a graph with variables has both: _check_variables)
                    sd = saver.saver_def
                    tf_session.run(
                        sd.restore_op_name,
                        {sd.filename_tensor_name: loader.variables_path},
                        options=run_options,
                    )
                loader.run_init_ops(tf_session, list(tags))
                meta = loader.get_meta_graph_def_from_tags(tags)
                _restore_unbound_variables(tf_graph, tf_session, meta, loader.variables_path)
        except BaseException:
            tf_session.close()
            raise
        graph = Graph(tf_graph)
        use_loaded_saver(graph, meta.saver_def)
        return SavedModelBundle(graph, Session._wrap(graph, tf_session), meta, export_dir)

    # -- Java API -----------------------------------------------------------------------------

    def _check_open(self) -> None:
        if self._closed:
            raise RuntimeError(f"SavedModelBundle of {self._dir!r} has been closed")

    def session(self) -> Session:
        self._check_open()
        return self._session

    def graph(self) -> Graph:
        self._check_open()
        return self._graph

    def metaGraphDef(self) -> Any:
        """The loaded ``MetaGraphDef``."""
        return self._meta

    def signatures(self) -> list[Signature]:
        """The signatures of the model's functions."""
        return [f.signature() for f in self._functions.values()]

    def functions(self) -> list[SessionFunction]:
        self._check_open()
        return list(self._functions.values())

    def function(self, signatureKey: str) -> SessionFunction:
        """The function of signature ``signatureKey``; ``ValueError`` naming the known keys if
        there is none."""
        self._check_open()
        function = self._functions.get(signatureKey)
        if function is None:
            raise ValueError(
                f"SavedModelBundle of {self._dir!r}: no function with signature key "
                f"{signatureKey!r} (signatures: {sorted(self._functions)})"
            )
        return function

    def call(self, arguments: dict[str, Any]) -> Result:
        """Call the model's only function, or its ``serving_default`` one."""
        self._check_open()
        if len(self._functions) == 1:
            function = next(iter(self._functions.values()))
        elif Signature.DEFAULT_KEY in self._functions:
            function = self._functions[Signature.DEFAULT_KEY]
        else:
            raise ValueError(
                f"SavedModelBundle of {self._dir!r}: cannot elect a default function (signatures: "
                f"{sorted(self._functions)})"
            )
        result: Result = function.call(arguments)
        return result

    def close(self) -> None:
        if not self._closed:
            self._session.close()
            self._graph.close()
            self._closed = True

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"<SavedModelBundle {self._dir!r}: {sorted(self._functions)}>"


for _cls, _name in ((_Loader, "Loader"), (_Exporter, "Exporter")):
    _cls.__name__, _cls.__qualname__ = _name, f"SavedModelBundle.{_name}"
