"""gRPC's Java client API (``io.grpc``) and TensorFlow Serving's Java stubs and messages
(``tensorflow.serving``) over gRPC's Python binding and the Serving API's Python modules
(``tensorflow_serving.apis``, the ``serving`` extra). Neither is imported until a port uses it.

A stub's call that fails raises ``StatusRuntimeException``, whose message is grpc-java's
``CODE: description``. A server's status passes through with its code and description. A
connection that fails is grpc-java's (Netty's ``Utils.statusFromThrowable``): ``UNAVAILABLE``
with the description ``io exception``, where gRPC's Python binding says "failed to connect to
all addresses".
"""

from __future__ import annotations

import enum
import importlib
from typing import Any

from porter.javalib.concurrent import ExecutionException, TimeUnit
from porter.javalib.exceptions import Throwable


class _Code(enum.Enum):
    """``io.grpc.Status.Code``, with gRPC's numbers."""

    OK = 0
    CANCELLED = 1
    UNKNOWN = 2
    INVALID_ARGUMENT = 3
    DEADLINE_EXCEEDED = 4
    NOT_FOUND = 5
    ALREADY_EXISTS = 6
    PERMISSION_DENIED = 7
    RESOURCE_EXHAUSTED = 8
    FAILED_PRECONDITION = 9
    ABORTED = 10
    OUT_OF_RANGE = 11
    UNIMPLEMENTED = 12
    INTERNAL = 13
    UNAVAILABLE = 14
    DATA_LOSS = 15
    UNAUTHENTICATED = 16

    def value_(self) -> int:
        return int(self.value)

    def toStatus(self) -> Status:
        return Status(self)

    def name_(self) -> str:
        return self.name

    def toString(self) -> str:
        return self.name

    __str__ = toString


class Status:
    """``io.grpc.Status``: a code and a description (None when the server gave none)."""

    Code = _Code

    def __init__(self, code: _Code, description: str | None = None) -> None:
        self._code, self._description = code, description

    def getCode(self) -> _Code:
        return self._code

    def getDescription(self) -> str | None:
        return self._description

    def isOk(self) -> bool:
        return self._code is _Code.OK

    def withDescription(self, description: str | None) -> Status:
        return Status(self._code, description)

    def asRuntimeException(self) -> StatusRuntimeException:
        return StatusRuntimeException(self)

    def toString(self) -> str:
        return f"Status{{code={self._code.name}, description={self._description}, cause=null}}"

    __str__ = toString


for _c in _Code:
    setattr(Status, _c.name, Status(_c))


class StatusRuntimeException(Throwable, RuntimeError):
    """``io.grpc.StatusRuntimeException``: its message is ``CODE`` or ``CODE: description``."""

    _java_name = "io.grpc.StatusRuntimeException"

    def __init__(self, status: Status) -> None:
        code, description = status.getCode().name, status.getDescription()
        super().__init__(code if description is None else f"{code}: {description}")
        self._status = status

    def getStatus(self) -> Status:
        return self._status


def _status_of(error: Any) -> Status:
    """The status grpc-java gives for a Python ``grpc.RpcError``."""
    code = _Code[error.code().name]
    details = error.details() if callable(getattr(error, "details", None)) else None
    if code is _Code.UNAVAILABLE and (details or "").startswith("failed to connect"):
        details = "io exception"  # the connection's IOException, as Netty's transport says
    return Status(code, details or None)


class ManagedChannel:
    """``io.grpc.ManagedChannel`` over a Python channel (which connects on its first call,
    as Java's does)."""

    def __init__(self, target: str, options: list[tuple[str, Any]]) -> None:
        import grpc  # type: ignore[import-untyped]

        self._target = target
        self._channel = grpc.insecure_channel(target, options=options)
        self._shutdown = False

    def shutdown(self) -> ManagedChannel:
        if not self._shutdown:
            self._shutdown = True
            self._channel.close()
        return self

    def shutdownNow(self) -> ManagedChannel:
        return self.shutdown()

    def awaitTermination(self, timeout: int, unit: TimeUnit) -> bool:
        return self._shutdown

    def isShutdown(self) -> bool:
        return self._shutdown

    def isTerminated(self) -> bool:
        return self._shutdown

    def authority(self) -> str:
        return self._target

    def close(self) -> None:
        self.shutdown()


class ManagedChannelBuilder:
    """``ManagedChannelBuilder.forAddress(host, port)`` / ``forTarget(target)`` and the options
    that programs chain (plaintext is the port's only transport)."""

    def __init__(self, target: str) -> None:
        self._target = target
        self._options: list[tuple[str, Any]] = []

    @staticmethod
    def forAddress(host: str, port: int) -> ManagedChannelBuilder:
        return ManagedChannelBuilder(f"{host}:{port}")

    @staticmethod
    def forTarget(target: str) -> ManagedChannelBuilder:
        return ManagedChannelBuilder(target)

    def usePlaintext(self, *skip_negotiation: bool) -> ManagedChannelBuilder:
        return self

    def maxInboundMessageSize(self, size: int) -> ManagedChannelBuilder:
        self._options.append(("grpc.max_receive_message_length", int(size)))
        return self

    def maxInboundMetadataSize(self, size: int) -> ManagedChannelBuilder:
        self._options.append(("grpc.max_metadata_size", int(size)))
        return self

    def userAgent(self, agent: str) -> ManagedChannelBuilder:
        self._options.append(("grpc.primary_user_agent", agent))
        return self

    def keepAliveTime(self, time: int, unit: TimeUnit) -> ManagedChannelBuilder:
        self._options.append(("grpc.keepalive_time_ms", unit.toMillis(time)))
        return self

    def keepAliveTimeout(self, time: int, unit: TimeUnit) -> ManagedChannelBuilder:
        self._options.append(("grpc.keepalive_timeout_ms", unit.toMillis(time)))
        return self

    def enableRetry(self) -> ManagedChannelBuilder:
        return self

    def negotiationType(self, kind: Any) -> ManagedChannelBuilder:
        return self  # NettyChannelBuilder's: plaintext is the port's only transport

    def directExecutor(self) -> ManagedChannelBuilder:
        return self

    def build(self) -> ManagedChannel:
        return ManagedChannel(self._target, self._options)


# NettyChannelBuilder has ManagedChannelBuilder's factories and options.
NettyChannelBuilder = ManagedChannelBuilder


class NegotiationType:
    PLAINTEXT = "PLAINTEXT"
    PLAINTEXT_UPGRADE = "PLAINTEXT_UPGRADE"
    TLS = "TLS"


class ListenableFuture:
    """A future stub's call: ``get()`` (with a timeout, in a unit) gives the response or raises
    ``ExecutionException`` whose cause is the call's ``StatusRuntimeException``."""

    def __init__(self, call: Any) -> None:
        self._call = call

    def get(self, timeout: int | None = None, unit: TimeUnit | None = None) -> Any:
        seconds = unit._seconds(timeout) if unit is not None and timeout is not None else None
        import grpc

        try:
            return self._call.result(timeout=seconds)
        except grpc.FutureTimeoutError:
            from porter.javalib.concurrent import TimeoutException

            raise TimeoutException() from None
        except grpc.RpcError as e:
            cause = StatusRuntimeException(_status_of(e))
            raise ExecutionException(cause) from cause

    def isDone(self) -> bool:
        return bool(self._call.done())

    def cancel(self, may_interrupt: bool = False) -> bool:
        return bool(self._call.cancel())

    def isCancelled(self) -> bool:
        return bool(self._call.cancelled())


class _Stub:
    """A stub of one service: Java's method ``predict`` calls the service's ``Predict``."""

    _future = False
    _wait = False  # withWaitForReady(): a call waits for the channel to connect

    def __init__(self, channel: ManagedChannel, service: tuple[str, str], timeout: float | None):
        self._channel, self._service, self._timeout = channel, service, timeout
        module, name = service
        self._stub = getattr(importlib.import_module(module), name)(channel._channel)

    def withDeadlineAfter(self, duration: int, unit: TimeUnit) -> Any:
        return type(self)(self._channel, self._service, unit._seconds(duration))

    def withMaxInboundMessageSize(self, size: int) -> Any:
        return self

    def withWaitForReady(self) -> Any:
        stub = type(self)(self._channel, self._service, self._timeout)
        stub._wait = True
        return stub

    def withCompression(self, name: str) -> Any:
        return self

    def withMaxOutboundMessageSize(self, size: int) -> Any:
        return self

    def _call(self, method: str, request: Any) -> Any:
        import grpc

        rpc = getattr(self._stub, method[:1].upper() + method[1:])
        if self._future:
            return ListenableFuture(
                rpc.future(request, timeout=self._timeout, wait_for_ready=self._wait)
            )
        try:
            return rpc(request, timeout=self._timeout, wait_for_ready=self._wait)
        except grpc.RpcError as e:
            raise StatusRuntimeException(_status_of(e)) from None


class PredictionServiceBlockingStub(_Stub):
    def predict(self, request: Any) -> Any:
        return self._call("predict", request)

    def classify(self, request: Any) -> Any:
        return self._call("classify", request)

    def regress(self, request: Any) -> Any:
        return self._call("regress", request)

    def multiInference(self, request: Any) -> Any:
        return self._call("multiInference", request)

    def getModelMetadata(self, request: Any) -> Any:
        return self._call("getModelMetadata", request)


class PredictionServiceFutureStub(PredictionServiceBlockingStub):
    _future = True


class ModelServiceBlockingStub(_Stub):
    def getModelStatus(self, request: Any) -> Any:
        return self._call("getModelStatus", request)

    def handleReloadConfigRequest(self, request: Any) -> Any:
        return self._call("handleReloadConfigRequest", request)


class ModelServiceFutureStub(ModelServiceBlockingStub):
    _future = True


_APIS = "tensorflow_serving.apis"


class _ServiceGrpc:
    """A Serving service's Java class (``PredictionServiceGrpc``): its stub factories."""

    _BLOCKING: type[_Stub]
    _FUTURE: type[_Stub]
    _SERVICE: tuple[str, str]

    @classmethod
    def newBlockingStub(cls, channel: ManagedChannel) -> _Stub:
        return cls._BLOCKING(channel, cls._SERVICE, None)

    @classmethod
    def newFutureStub(cls, channel: ManagedChannel) -> _Stub:
        return cls._FUTURE(channel, cls._SERVICE, None)


class PredictionServiceGrpc(_ServiceGrpc):
    PredictionServiceBlockingStub = _BLOCKING = PredictionServiceBlockingStub
    PredictionServiceFutureStub = _FUTURE = PredictionServiceFutureStub
    _SERVICE = (f"{_APIS}.prediction_service_pb2_grpc", "PredictionServiceStub")


class ModelServiceGrpc(_ServiceGrpc):
    ModelServiceBlockingStub = _BLOCKING = ModelServiceBlockingStub
    ModelServiceFutureStub = _FUTURE = ModelServiceFutureStub
    _SERVICE = (f"{_APIS}.model_service_pb2_grpc", "ModelServiceStub")


class _OuterClass:
    """A Java outer class of the Serving API's messages (``Predict`` of predict.proto): its
    messages are its ``_pb2`` module's, loaded on first use."""

    def __init__(self, module: str) -> None:
        self._module = module

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        return getattr(importlib.import_module(f"{_APIS}.{self._module}_pb2"), name)


# The outer classes (protoc's Java names of the .proto files, which set no java options).
Model = _OuterClass("model")
Predict = _OuterClass("predict")
Classification = _OuterClass("classification")
RegressionOuterClass = _OuterClass("regression")
Inference = _OuterClass("inference")
InputOuterClass = _OuterClass("input")
GetModelMetadata = _OuterClass("get_model_metadata")
GetModelStatus = _OuterClass("get_model_status")
ModelManagement = _OuterClass("model_management")
