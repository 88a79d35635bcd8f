"""``FrameworkOps``: the framework's ops beside an ``Ops``, grouped as Java groups them
(``nn``, ``math``)."""

from __future__ import annotations

from typing import Any

from tfjava.framework.op.math_ops import MathOps
from tfjava.framework.op.nn_ops import NnOps


class FrameworkOps:
    def __init__(self, tf: Any) -> None:
        self._coreOps = tf
        self.nn = NnOps(tf)
        self.math = MathOps(tf)

    @staticmethod
    def create(env_or_tf: Any = None) -> FrameworkOps:
        """``FrameworkOps.create()`` (default eager session), ``create(env)`` or
        ``create(ops)``."""
        # generated op classes load on first use (import time)
        from org.tensorflow.op import Ops

        if env_or_tf is None:
            return FrameworkOps(Ops.create())
        if isinstance(env_or_tf, Ops):
            return FrameworkOps(env_or_tf)
        return FrameworkOps(Ops.create(env_or_tf))

    def coreOps(self) -> Any:
        """The core ``Ops`` these ops build with."""
        return self._coreOps
