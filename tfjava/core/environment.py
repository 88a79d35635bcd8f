"""``org.tensorflow.ExecutionEnvironment``: what a scope builds operations in."""

from __future__ import annotations

import enum
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from tfjava.core.scope import OpScope

if TYPE_CHECKING:
    from tfjava.core.operation import Operation
    from tfjava.core.scope import Scope
    from tfjava.dispatch.operation_builder import OperationBuilder


class ExecutionEnvironment:
    """An environment that executes (eager) or records (graph) operations.

    ``_eager`` is read on the per-op dispatch path, so it is a plain attribute.
    """

    class Types(enum.Enum):
        GRAPH = "GRAPH"
        EAGER = "EAGER"

    __slots__ = ("__weakref__", "_base_scope", "_closed", "_eager")

    _eager: bool
    _closed: bool
    # TensorFlow's eager context (EagerSession only; None in a graph).
    _ctx: Any
    # The context generated create methods give the eager fast path (``runtime.context``): the
    # eager context while the session is open, None when closed and in a graph.
    _fast_ctx: Any

    def __init__(self, eager: bool) -> None:
        self._eager = eager
        self._closed = False
        self._base_scope: Scope | None = None

    def environmentType(self) -> ExecutionEnvironment.Types:
        return self.Types.EAGER if self._eager else self.Types.GRAPH

    def isEager(self) -> bool:
        return self._eager

    def isGraph(self) -> bool:
        return not self._eager

    def baseScope(self) -> Scope:
        """The root scope of this environment (names made unique across all its users)."""
        if self._base_scope is None:
            self._base_scope = OpScope(self)
        return self._base_scope

    def opBuilder(self, type: str, name: str, scope: Scope | None = None) -> OperationBuilder:
        """A builder for an operation of ``type`` called ``name`` (used as given: make it unique
        with ``scope.makeOpName`` first, as ``Scope.opBuilder`` does). ``scope`` gives the
        device and control dependencies (default: the environment's base scope)."""
        self._check_open()
        if not self.isOpEnabled(type):
            raise ValueError(
                f"Op {type} is not valid in {'eager' if self._eager else 'graph'} mode."
            )
        if scope is None:
            scope = self.baseScope()
        return self._new_builder(type, name, scope)

    def _new_builder(self, type: str, name: str, scope: Scope) -> OperationBuilder:
        """The builder of this kind of environment (Graph and EagerSession give theirs)."""
        raise NotImplementedError(f"{self.__class__.__name__} builds no operations")

    def isOpEnabled(self, opType: str) -> bool:
        return True

    def checkInput(self, input: Any) -> None:
        """Raise ``ValueError`` if ``input`` (an Operation, Op or Operand) cannot be used here.

        A graph takes only its own operations; an eager session takes the operations of any open
        eager session. Anything of a closed environment raises ``RuntimeError``.
        """
        # import time: loads on first use, not with `import org.tensorflow.op`
        from tfjava.core.operation import Operation

        env = input._env if isinstance(input, Operation) else input.op()._env
        if env is not self:
            if self._eager and env._eager:
                env._check_open()
            else:
                raise ValueError(self._foreign_input(env, input))
        self._check_open()

    def _op_names(self) -> Iterable[str]:
        """The names of the operations already here (a graph's nodes; eager ones are gone)."""
        return ()

    def _foreign_input(self, env: ExecutionEnvironment, input: Any) -> str:
        """Java's words for an input of ``env`` used here (Java's tests match them)."""
        if env._eager:
            return (
                f"Input {input} was from an eager session, can't use in a graph. "
                "Use tf.constant(input.asTensor())"
            )
        if self._eager:
            return f"Can't use graph operation {input} in an eager session"
        return f"Input {input} was from a different graph, can't use."

    def initEnv(self) -> ExecutionEnvironment:
        return self

    def registerInitOp(self, op: Operation) -> None:
        """Record ``op`` as an initializer (graphs run them on session creation)."""

    def isInitOp(self, op: Operation) -> bool:
        return False

    def close(self) -> None:
        self._closed = True

    def _check_open(self) -> None:
        if self._closed:
            raise RuntimeError(f"{self} is closed and can no longer be used")

    def __enter__(self) -> Any:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
