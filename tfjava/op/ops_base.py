"""The hand-written members of the ``Ops`` facade; the generated ``Ops`` class extends this."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, TypeVar

from tfjava.op.core.selectors import SelectorOpsMixin
from tfjava.op.scope import OpScope, Scope

if TYPE_CHECKING:
    from tfjava.device_spec import DeviceSpec
    from tfjava.environment import ExecutionEnvironment
    from tfjava.op.core.constant import Constant
    from tfjava.op.raw_op import Op
    from tfjava.operation import Operation

Self = TypeVar("Self", bound="OpsBase")


class OpsBase(SelectorOpsMixin):
    """An API for building operations as ``Op`` instances, bound to one ``Scope``."""

    __slots__ = ("_scope", "__dict__")

    def __init__(self, scope: Scope) -> None:
        self._scope = scope

    @classmethod
    def create(cls: type[Self], env: ExecutionEnvironment | None = None) -> Self:
        """An API building on ``env`` (a ``Graph`` or ``EagerSession``), by default the
        default eager session."""
        if env is None:
            from tfjava.eager_session import EagerSession

            env = EagerSession.getDefault()
        from tfjava.environment import ExecutionEnvironment

        if not isinstance(env, ExecutionEnvironment):
            raise TypeError(
                f"Ops.create expects a Graph or an EagerSession, got {type(env).__name__}"
            )
        return cls(env.baseScope())

    def scope(self) -> Scope:
        """The scope of this API."""
        return self._scope

    def withSubScope(self: Self, childScopeName: str) -> Self:
        """An API whose ops are named under the sub-scope ``childScopeName``."""
        return type(self)(self._scope.withSubScope(childScopeName))

    def withName(self: Self, opName: str) -> Self:
        """An API whose next op is named ``opName``."""
        return type(self)(self._scope.withName(opName))

    def withDevice(self: Self, deviceSpec: DeviceSpec) -> Self:
        """An API whose ops are placed on ``deviceSpec``."""
        return type(self)(self._scope.withDevice(deviceSpec))

    def withInitScope(self: Self) -> Self:
        """An API whose ops are initializers of the execution environment."""
        return type(self)(self._scope.withInitScope())

    def withControlDependencies(self: Self, *controls: Op | Iterable[Op]) -> Self:
        """An API whose ops run after ``controls`` (ops or operands; varargs or an iterable)."""
        return type(self)(self._scope.withControlDependencies(*controls))

    def withControlDependencyOps(self: Self, *controls: Operation | Iterable[Operation]) -> Self:
        """An API whose ops run after the operations ``controls``."""
        return type(self)(self._scope.withControlDependencyOps(*controls))

    def constant(self, *args: Any) -> Constant[Any]:
        """A constant: ``constant(value)``, ``constant(TypeClass, number)``,
        ``constant(Shape, flatData)``; see ``Constant`` for how Python values map to types."""
        from tfjava.op.core.constant import Constant

        if len(args) == 1:
            return Constant.create(self._scope, args[0])
        return Constant.tensorOf(self._scope, *args)

    def array(self, *values: Any) -> Constant[Any]:
        """A vector constant of ``values``: ``tf.array(1.0, 2.0)`` is a ``TFloat32`` vector."""
        from tfjava.op.core.constant import Constant

        return Constant.vectorOf(self._scope, values)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} on {self._scope}>"


def _base_scope_check(scope: Any) -> OpScope:
    if not isinstance(scope, Scope):
        raise TypeError(f"expected a Scope, got {type(scope).__name__}")
    return scope  # type: ignore[return-value]
