"""``org.tensorflow.op.Scope`` and ``OpScope``: naming, devices and control dependencies.

Names follow TensorFlow Java's ``NameScope``: ``makeOpName("Add")`` gives ``Add``, then
``Add_1``; ``withSubScope("child")`` prefixes ``child/``, and a second ``child`` sub-scope is
``child_1``; ``withName`` overrides the next op's name and shares the parent's counters.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, cast

from tfjava.base.device_spec import DeviceSpec
from tfjava.core.operand import Operand
from tfjava.core.raw_op import Op

if TYPE_CHECKING:
    from typing import Self  # Python 3.11 (the runtime runs on 3.10)

    from tfjava.core.environment import ExecutionEnvironment
    from tfjava.core.operation import Operation
    from tfjava.dispatch.operation_builder import OperationBuilder

_NAME = re.compile(r"[A-Za-z0-9.][A-Za-z0-9_.\-]*")


_COUNTERS = threading.Lock()
"""Guards every name counter: taking a name is a read and a write of a shared dict."""


def _check_name(name: str) -> None:
    if name is None:
        raise ValueError("Names cannot be null")
    if not isinstance(name, str) or not _NAME.fullmatch(name):
        raise ValueError(
            f"invalid name: {name!r} does not match the regular expression {_NAME.pattern}"
        )


class NameScope:
    """Hierarchical unique names; not part of the public Java API."""

    __slots__ = ("_ids", "_op_name", "_prefix")

    def __init__(
        self,
        prefix: str | None = None,
        op_name: str | None = None,
        ids: dict[str, int] | None = None,
    ) -> None:
        self._prefix = prefix
        self._op_name = op_name
        self._ids: dict[str, int] = {} if ids is None else ids

    def with_sub_scope(self, scope_name: str) -> NameScope:
        _check_name(scope_name)
        actual = self._op_name if self._op_name is not None else scope_name
        return NameScope(self._qualify(self.make_unique(actual)))

    def with_name(self, name: str) -> NameScope:
        _check_name(name)
        return NameScope(self._prefix, name, self._ids)

    def make_op_name(self, name: str) -> str:
        # Called once per op: the name check is left to TensorFlow for generated default names.
        actual = self._op_name if self._op_name is not None else name
        ids = self._ids
        with _COUNTERS:  # threads building one graph must not draw the same name
            count = ids.get(actual)
            if count is None:
                ids[actual] = 1
                unique = actual
            else:
                ids[actual] = count + 1
                unique = f"{actual}_{count}"
        return unique if self._prefix is None else f"{self._prefix}/{unique}"

    def name_of(self, actual: str, count: int) -> str:
        """The name ``make_op_name`` gives for ``actual`` when its counter was ``count``.

        The eager fast path reserves a name (counter taken at creation, as Java does) and formats
        it only if it is asked for.
        """
        unique = actual if count == 0 else f"{actual}_{count}"
        return unique if self._prefix is None else f"{self._prefix}/{unique}"

    def make_unique(self, id: str) -> str:
        with _COUNTERS:
            count = self._ids.get(id)
            if count is None:
                self._ids[id] = 1
                return id
            self._ids[id] = count + 1
        return f"{id}_{count}"

    def _qualify(self, name: str) -> str:
        return name if self._prefix is None else f"{self._prefix}/{name}"

    def import_ids_from(self, names: Iterable[str]) -> None:
        """Count names already used in a graph so that new names do not collide with them.

        Idempotent: a name ``x`` (or the scope ``x/...``) reserves ``x``, and ``x_3`` reserves
        ``x`` up to ``x_3``.
        """
        prefix = self._prefix
        ids = self._ids
        for full in names:
            if prefix is not None:
                if not full.startswith(prefix + "/"):
                    continue
                full = full[len(prefix) + 1 :]
            top = full.split("/", 1)[0]
            if ids.get(top, 0) < 1:
                ids[top] = 1
            m = _SUFFIXED.fullmatch(top)
            if m:
                base, num = m.group(1), int(m.group(2)) + 1
                if ids.get(base, 0) < num:
                    ids[base] = num


_SUFFIXED = re.compile(r"(.+)_(\d+)", re.DOTALL)


class Scope:
    """Manages the naming, device and control dependencies of the operations it builds."""

    __slots__ = ()

    # Read directly by generated ``create`` methods; every concrete scope (``OpScope``) sets them.
    _env: ExecutionEnvironment
    _names: NameScope
    _device: str

    def __new__(cls, *args: Any, **kwargs: Any) -> Self:
        # TensorFlow Java 0.2's ``new Scope(env)``: Scope was then the class OpScope is now.
        if cls is Scope and (args or kwargs):
            return cast("Self", object.__new__(OpScope))
        return object.__new__(cls)

    def env(self) -> ExecutionEnvironment:
        raise NotImplementedError

    def withSubScope(self, childScopeName: str) -> Scope:
        raise NotImplementedError

    def withName(self, opName: str) -> Scope:
        raise NotImplementedError

    def withNameAsSubScope(self, defaultName: str) -> Scope:
        raise NotImplementedError

    def withDevice(self, deviceSpec: DeviceSpec) -> Scope:
        raise NotImplementedError

    def withInitScope(self) -> Scope:
        raise NotImplementedError

    def withControlDependencyOps(self, *controls: Operation | Iterable[Operation]) -> Scope:
        raise NotImplementedError

    def withControlDependencies(self, *controls: Op | Iterable[Op]) -> Scope:
        """A scope whose ops run after ``controls`` (varargs or one iterable of ops/operands)."""
        ops: list[Operation] = []
        for i, c in enumerate(_flatten(controls)):
            if not isinstance(c, Op | Operand):
                raise TypeError(
                    "Scope.withControlDependencies: controls must be Ops or Operands, "
                    f"got {type(c).__name__} {c!r} at index {i}"
                )
            ops.append(c.op())
        return self.withControlDependencyOps(ops)

    def makeOpName(self, defaultName: str) -> str:
        raise NotImplementedError

    def makeUnique(self, id: str) -> str:
        raise NotImplementedError

    def refreshNames(self) -> None:
        raise NotImplementedError

    def apply(self, builder: OperationBuilder) -> OperationBuilder:
        raise NotImplementedError

    def onOpCreated(self, op: Operation) -> None:
        pass

    def isInit(self) -> bool:
        return False

    def getDeviceString(self) -> str:
        raise NotImplementedError

    def opBuilder(self, type: str, name: str) -> OperationBuilder:
        """A builder for an op of ``type`` named ``name`` as this scope names ops (made unique,
        or the scope's ``withName`` name), with the scope's device and control dependencies."""
        return self.env().opBuilder(type, self.makeOpName(name), self)


def _flatten(items: tuple[Any, ...]) -> Iterable[Any]:
    if len(items) == 1 and not hasattr(items[0], "op") and isinstance(items[0], Iterable):
        return list(items[0])
    return items


class OpScope(Scope):
    """The ``Scope`` of an execution environment; immutable, each ``with*`` returns a new one.

    The dispatch path reads ``_env``, ``_names``, ``_device`` and ``_controls`` directly, and
    generated ``create`` methods ``_eager_env`` (through ``tfjava.dispatch.runtime.eager_env``).
    """

    __slots__ = (
        "_controls",
        "_device",
        "_device_spec",
        "_eager_env",
        "_env",
        "_is_init",
        "_names",
    )

    def __init__(
        self,
        env: ExecutionEnvironment,
        names: NameScope | None = None,
        controls: tuple[Operation, ...] = (),
        device_spec: DeviceSpec | None = None,
        is_init: bool = False,
    ) -> None:
        self._env = env
        self._names = NameScope() if names is None else names
        self._controls = controls
        self._device_spec = DeviceSpec.newBuilder().build() if device_spec is None else device_spec
        self._device = str(self._device_spec)
        self._is_init = is_init
        # The environment when ops of this scope may take the eager fast path (an eager one, no
        # device), else None: decided once here, read by every eager create. A closed
        # session's fast path refuses its ops itself (its context is gone, see EagerSession).
        self._eager_env = env if env._eager and not self._device else None

    def _copy(self, **changes: Any) -> OpScope:
        return OpScope(
            changes.get("env", self._env),
            changes.get("names", self._names),
            changes.get("controls", self._controls),
            changes.get("device_spec", self._device_spec),
            changes.get("is_init", self._is_init),
        )

    def env(self) -> ExecutionEnvironment:
        return self._env

    def withSubScope(self, childScopeName: str) -> OpScope:
        return self._copy(names=self._names.with_sub_scope(childScopeName))

    def withName(self, opName: str) -> OpScope:
        return self._copy(names=self._names.with_name(opName))

    def withNameAsSubScope(self, defaultName: str) -> OpScope:
        _check_name(defaultName)
        name = self._names.make_op_name(defaultName)
        return self._copy(names=NameScope(name))

    def withDevice(self, deviceSpec: DeviceSpec) -> OpScope:
        if not isinstance(deviceSpec, DeviceSpec):
            raise TypeError(f"withDevice expects a DeviceSpec, got {type(deviceSpec).__name__}")
        return self._copy(device_spec=deviceSpec)

    def withInitScope(self) -> OpScope:
        return OpScope(self._env.initEnv(), self._names, (), self._device_spec, True)

    def withControlDependencyOps(self, *controls: Operation | Iterable[Operation]) -> OpScope:
        # import time: loads on first use, not with `import org.tensorflow.op`
        from tfjava.core.operation import Operation

        env = self._env
        to_add: list[Operation] = []
        for i, control in enumerate(_flatten(controls)):
            if not isinstance(control, Operation):
                raise TypeError(
                    "Scope.withControlDependencyOps: controls must be Operations, "
                    f"got {type(control).__name__} {control!r} at index {i}"
                )
            env.checkInput(control)
            if self._is_init and not env.isInitOp(control):
                raise ValueError("Init scope can not have non-init control dependency.")
            if self._is_init or not env.isInitOp(control):
                to_add.append(control)
        return self._copy(controls=tuple(to_add))

    def makeOpName(self, defaultName: str) -> str:
        _check_name(defaultName)
        return self._names.make_op_name(defaultName)

    def makeUnique(self, id: str) -> str:
        return self._names.make_unique(id)

    def refreshNames(self) -> None:
        self._names.import_ids_from(self._env._op_names())

    def apply(self, builder: OperationBuilder) -> OperationBuilder:
        builder.setDevice(self._device)
        for control in self._controls:
            builder.addControlInput(control)
        return builder

    def onOpCreated(self, op: Operation) -> None:
        if self._is_init:
            self._env.registerInitOp(op)

    def isInit(self) -> bool:
        return self._is_init

    def getDeviceString(self) -> str:
        return self._device

    def __repr__(self) -> str:
        prefix = self._names._prefix or ""
        return f"<OpScope '{prefix}' of {self._env}>"
