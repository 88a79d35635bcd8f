"""``org.tensorflow.Server``: an in-process TensorFlow server (TensorFlow's own gRPC server).

A server is one task of a cluster (``ServerDef.cluster``, ``job_name``, ``task_index``); a
``Session(graph, target=server.target())`` on any task runs graphs whose ops are placed on the
cluster's tasks (``/job:worker/task:1``). TensorFlow's gRPC server cannot be shut down once
started: ``stop()`` then raises ``TFUnimplementedException`` (as in Java), and ``close()``
(which Java makes stop and delete the server) lets go of it without deleting it, so the server
serves until the process ends. TensorFlow Python does the same, and its bindings have no way to
delete a server at all: a closed server's memory and port stay with TensorFlow until the process
ends, even if it never started. Note that TensorFlow binds the port (when the server is
created) on every interface.
"""

from __future__ import annotations

import threading
from types import TracebackType
from typing import TYPE_CHECKING, Any

from tensorflow.core.protobuf import tensorflow_server_pb2
from tensorflow.python.client import pywrap_tf_session as c

from tfjava.base.server_def import check_server_def

if TYPE_CHECKING:
    from typing import Self  # Python 3.11 (the runtime runs on 3.10)

__all__ = ["Server"]


class Server:
    """A TensorFlow server of ``serverDef`` (a ``org.tensorflow.proto.ServerDef``, or its
    serialized bytes), created stopped: ``start()``, ``join()``, ``stop()``, ``close()``.
    ``ValueError`` naming the field for a job name that is not a device-name job, a job or task
    the cluster does not define, or a port outside 1 to 65535."""

    __slots__ = ("_handle", "_joining", "_lock", "_started", "_target")

    def __init__(self, serverDef: Any) -> None:

        if isinstance(serverDef, bytes | bytearray):
            serverDef = tensorflow_server_pb2.ServerDef.FromString(bytes(serverDef))
        if not isinstance(serverDef, tensorflow_server_pb2.ServerDef):
            raise TypeError(
                f"Server: serverDef must be a ServerDef, got {type(serverDef).__name__}"
            )
        check_server_def(serverDef)  # TensorFlow aborts the process on some of its errors
        self._lock = threading.Lock()
        self._joining = 0
        self._started = False
        self._handle: Any = c.TF_NewServer(serverDef.SerializeToString())
        self._target = str(c.TF_ServerTarget(self._handle))

    def _open_handle(self, method: str) -> Any:
        handle = self._handle
        if handle is None:
            raise RuntimeError(f"Server.{method}: the server has been closed")
        return handle

    def start(self) -> None:
        """Start serving; raises TensorFlow's error if the server cannot (a port in use)."""

        with self._lock:
            c.TF_ServerStart(self._open_handle("start"))
            self._started = True

    def stop(self) -> None:
        """Stop serving. A started gRPC server raises ``TFUnimplementedException``
        (TensorFlow has no clean shutdown for it); a server never started stops."""

        with self._lock:
            c.TF_ServerStop(self._open_handle("stop"))

    def join(self) -> None:
        """Block until the server has stopped (for a started gRPC server: until the process
        ends)."""

        with self._lock:
            handle = self._open_handle("join")
            self._joining += 1
        try:
            c.TF_ServerJoin(handle)
        finally:
            with self._lock:
                self._joining -= 1

    def target(self) -> str:
        """Python extra: the target a ``Session`` connects to (``grpc://host:port``)."""
        self._open_handle("target")
        return self._target

    def close(self) -> None:
        """Stop the server (unless it was started: a started gRPC server cannot stop and keeps
        serving until the process ends) and release it; later calls raise RuntimeError.
        Idempotent."""

        with self._lock:
            handle, self._handle = self._handle, None
            if handle is not None and not self._started:
                c.TF_ServerStop(handle)

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        state = "closed" if self._handle is None else ("started" if self._started else "new")
        return f"<Server {self._target} ({state})>"
