"""``org.tensorflow.EagerSession``: an environment that runs operations at once."""

from __future__ import annotations

import enum
import threading
from typing import TYPE_CHECKING, Any

from tensorflow.python.eager import context

from tfjava.base.messages import proto_arg
from tfjava.core.environment import ExecutionEnvironment

if TYPE_CHECKING:
    from tfjava.core.scope import Scope
    from tfjava.dispatch.operation_builder import OperationBuilder


class EagerSession(ExecutionEnvironment):
    """Runs operations immediately on TensorFlow's eager runtime.

    TensorFlow has one eager context per process; every ``EagerSession`` executes on it, with its
    own names and its own open/closed state. Operands of a closed session cannot be used.
    """

    class DevicePlacementPolicy(enum.Enum):
        EXPLICIT = 0
        WARN = 1
        SILENT = 2
        SILENT_FOR_INT32 = 3

    class ResourceCleanupStrategy(enum.Enum):
        """When Java frees native resources; Python's garbage collector does it here, so the
        strategy is recorded only."""

        IN_BACKGROUND = 0
        ON_SAFE_POINTS = 1
        ON_SESSION_CLOSE = 2

    class Options:
        """Options of a new eager session: ``EagerSession.options().async_(False).build()``."""

        __slots__ = ("_async", "_cleanup", "_config", "_policy")

        def __init__(self) -> None:
            self._async = False
            self._policy = EagerSession.DevicePlacementPolicy.SILENT
            self._config: Any = None
            self._cleanup = EagerSession.ResourceCleanupStrategy.IN_BACKGROUND

        def resourceCleanupStrategy(
            self, value: EagerSession.ResourceCleanupStrategy
        ) -> EagerSession.Options:
            self._cleanup = value
            return self

        def async_(self, enable: bool) -> EagerSession.Options:
            self._async = bool(enable)
            return self

        def devicePlacementPolicy(
            self, value: EagerSession.DevicePlacementPolicy
        ) -> EagerSession.Options:
            self._policy = value
            return self

        def config(self, config: Any) -> EagerSession.Options:
            """A ``ConfigProto`` (``org.tensorflow.proto.ConfigProto``) or its bytes."""
            self._config = proto_arg(config, "ConfigProto", "EagerSession.Options.config", "config")
            return self

        def build(self) -> EagerSession:
            return EagerSession(self)

    _default: EagerSession | None = None
    _default_lock = threading.Lock()

    __slots__ = ("_ctx", "_fast_ctx", "_options")

    def __init__(self, options: EagerSession.Options | None = None) -> None:
        super().__init__(eager=True)
        context.ensure_initialized()
        self._ctx = context.context()
        # The context generated create methods give the eager fast path: None once closed, and
        # then the fast path refuses every op of this session (the error comes from ``refused``).
        self._fast_ctx = self._ctx
        # A new TensorFlow Java session is a new context: seeded random ops start afresh. All
        # sessions share TensorFlow's one eager context here, so drop its cached kernels
        # (which hold the random generators' state).
        self._ctx.clear_kernel_cache()
        self._options = options if options is not None else EagerSession.Options()

    @staticmethod
    def create() -> EagerSession:
        """A new eager session with default options; close it when done."""
        return EagerSession()

    @staticmethod
    def options() -> EagerSession.Options:
        return EagerSession.Options()

    @staticmethod
    def getDefault() -> EagerSession:
        """The process-wide default session, created on first use; it cannot be closed."""
        if EagerSession._default is None:
            with EagerSession._default_lock:
                if EagerSession._default is None:
                    EagerSession._default = EagerSession()
        return EagerSession._default

    @staticmethod
    def initDefault(options: EagerSession.Options) -> EagerSession:
        """Create the default session with ``options``; raises if it already exists."""
        with EagerSession._default_lock:
            if EagerSession._default is not None:
                raise RuntimeError("Default eager session is already initialized")
            EagerSession._default = options.build()
        return EagerSession._default

    @staticmethod
    def closeDefaultForTest() -> None:
        """Forget the default session so that ``initDefault`` may create another (tests only)."""
        with EagerSession._default_lock:
            default, EagerSession._default = EagerSession._default, None
        if default is not None:
            default._closed = True
            default._fast_ctx = None

    def resourceCleanupStrategy(self) -> EagerSession.ResourceCleanupStrategy:
        return self._options._cleanup

    def _new_builder(self, type: str, name: str, scope: Scope) -> OperationBuilder:
        # import time: loads on first use, not with `import org.tensorflow.op`
        from tfjava.dispatch.operation_builder import EagerOperationBuilder

        return EagerOperationBuilder(self, type, name, scope)

    def close(self) -> None:
        """Close this session; its operands can no longer be used. Closing twice is allowed;
        the default session cannot be closed."""
        if self is EagerSession._default:
            raise RuntimeError("Default eager session cannot be closed")
        self._closed = True
        self._fast_ctx = None

    def __repr__(self) -> str:
        state = "closed " if self._closed else ""
        return f"<{state}EagerSession at 0x{id(self):x}>"
