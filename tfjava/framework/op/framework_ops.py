"""``FrameworkOps``: the framework's ops beside an ``Ops``, grouped as Java groups them
(``nn``, ``math``, ``linalg``, ``sets``), with the core ``Ops`` as ``core``."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from org.tensorflow.op import Ops

from tfjava.framework.op.linalg_ops import LinalgOps
from tfjava.framework.op.math_ops import MathOps
from tfjava.framework.op.nn_ops import NnOps
from tfjava.framework.op.set_ops import SetOps


class FrameworkOps:
    def __init__(self, tf: Any) -> None:
        self.core = tf
        self._coreOps = tf
        self.nn = NnOps(tf)
        self.math = MathOps(tf)
        self.linalg = LinalgOps(tf)
        self.sets = SetOps(tf)

    @staticmethod
    def create(env_or_tf: Any = None) -> FrameworkOps:
        """``FrameworkOps.create()`` (default eager session), ``create(env)`` or
        ``create(ops)``."""
        if env_or_tf is None:
            return FrameworkOps(Ops.create())
        if isinstance(env_or_tf, Ops):
            return FrameworkOps(env_or_tf)
        return FrameworkOps(Ops.create(env_or_tf))

    def coreOps(self) -> Any:
        """The core ``Ops`` these ops build with."""
        return self._coreOps

    def scope(self) -> Any:
        return self.core.scope()

    def withSubScope(self, childScopeName: str) -> FrameworkOps:
        return FrameworkOps(self.core.withSubScope(childScopeName))

    def withName(self, opName: str) -> FrameworkOps:
        return FrameworkOps(self.core.withName(opName))

    def withDevice(self, deviceSpec: Any) -> FrameworkOps:
        return FrameworkOps(self.core.withDevice(deviceSpec))

    def withControlDependencies(self, controls: Iterable[Any]) -> FrameworkOps:
        return FrameworkOps(self.core.withControlDependencies(controls))

    def withInitScope(self) -> FrameworkOps:
        return FrameworkOps(self.core.withInitScope())
