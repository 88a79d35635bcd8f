"""``ShapeUtils``: the values of a dimensions operand as a ``Shape`` (computed at once in eager
mode, by a throw-away ``Session`` on a graph, as Java does)."""

from __future__ import annotations

from typing import Any

from tfjava.exec.graph import Graph
from tfjava.exec.session import Session
from tfjava.ndarray import Shape


class ShapeUtils:
    @staticmethod
    def getLongArray(scope: Any, dims: Any) -> list[int]:

        if not isinstance(dims, (list, tuple)) and hasattr(dims, "shape") and hasattr(dims, "op"):
            env = scope.env()
            if env.isEager():
                values = dims.asTensor().numpy()
            else:
                assert isinstance(env, Graph)
                with Session(env) as session, session.runner().fetch(dims).run() as result:
                    values = result.get(0).numpy()
        else:
            values = dims
        return [int(v) for v in list(getattr(values, "reshape", lambda *_: values)(-1))]

    @staticmethod
    def toShape(scope: Any, dims: Any) -> Shape:
        return Shape.of(ShapeUtils.getLongArray(scope, dims))

    @staticmethod
    def getIntArray(scope: Any, dims: Any) -> list[int]:
        return ShapeUtils.getLongArray(scope, dims)
