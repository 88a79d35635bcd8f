"""Port of the framework tests' ``TestSession`` (with ``EagerTestSession`` and
``GraphTestSession``): run a test body in eager or graph mode and compare computed values.

``evaluate(expected, input)`` takes, as Java's overloads do, a number (every element must equal
it), a sequence or numpy array (element by element), another operand (both are computed), or a
predicate (a callable every element must satisfy). Floating values compare within
``getEpsilon()`` (default 1e-5, Java's), others exactly.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Any, Self

import numpy as np
from org.tensorflow import EagerSession, Graph, Session
from org.tensorflow.op import Ops

from tfjava.core.operand import Operand
from tfjava.core.raw_op import Op


class Mode(enum.Enum):
    EAGER = "eager"
    GRAPH = "graph"


MODES = (Mode.EAGER, Mode.GRAPH)


class TestSession:
    """One environment (an ``EagerSession``, or a ``Graph`` with its ``Session``)."""

    __test__ = False  # not a pytest class

    def __init__(self, mode: Mode) -> None:
        self.mode = mode
        self.epsilon = 1e-5
        self._inited = False
        if mode is Mode.EAGER:
            self._eager: EagerSession | None = EagerSession.create()
            self._graph: Graph | None = None
            self._session: Session | None = None
            self._tf = Ops.create(self._eager)
        else:
            self._eager = None
            self._graph = Graph()
            self._session = Session(self._graph)
            self._tf = Ops.create(self._graph)

    # -- Java's accessors -----------------------------------------------------------------

    def getTF(self) -> Any:
        return self._tf

    def isEager(self) -> bool:
        return self.mode is Mode.EAGER

    def isGraph(self) -> bool:
        return not self.isEager()

    def getGraph(self) -> Graph:
        if self._graph is None:
            raise AssertionError("getGraph() in eager mode")
        return self._graph

    def getGraphSession(self) -> Session:
        if self._session is None:
            raise AssertionError("getGraphSession() in eager mode")
        return self._session

    def getEagerSession(self) -> EagerSession | None:
        return self._eager

    def getEpsilon(self) -> float:
        return self.epsilon

    def setEpsilon(self, epsilon: float) -> None:
        self.epsilon = epsilon

    def initialize(self) -> None:
        """Run the graph's initializers (again, when called twice: Java's forceInitialize)."""
        if self._session is not None:
            self._session.forceInitialize()
        self._inited = True

    def _init_if_needed(self) -> None:
        if self._session is not None and not self._inited:
            self._session.initialize()
            self._inited = True

    def run(self, op: Op) -> None:
        if self._session is not None:
            self._init_if_needed()
            self._session.run(op)

    def close(self) -> None:
        if self._session is not None:
            self._session.close()
        if self._graph is not None:
            self._graph.close()
        if self._eager is not None:
            self._eager.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- values ---------------------------------------------------------------------------

    def value(self, input: Operand[Any] | Op) -> np.ndarray:
        """The computed value of ``input`` as a numpy array."""
        if self._session is None:
            return np.asarray(input.asTensor().numpy())  # type: ignore[union-attr]
        self._init_if_needed()
        with self._session.runner().fetch(input).run() as result:  # type: ignore[arg-type]
            return np.asarray(result.get(0).numpy())

    def evaluate(self, expected: Any, input: Any) -> None:
        if callable(expected) and not isinstance(expected, Operand):
            expected, input = input, expected
        if callable(input) and not isinstance(input, Operand):
            values = self.value(expected) if isinstance(expected, Operand) else np.asarray(expected)
            for i, v in enumerate(values.reshape(-1)):
                assert input(v.item()), f"predicate failed at index {i}: {v}"
            return
        actual = self.value(input)
        if isinstance(expected, Operand):
            expected = self.value(expected)
        exp = np.asarray(expected)
        if exp.dtype.kind in "SUO" or actual.dtype.kind in "SUO":
            exp_list = [_text(x) for x in exp.reshape(-1)]
            act_list = [_text(x) for x in actual.reshape(-1)]
            if exp.size == 1 and len(act_list) != 1:
                exp_list = exp_list * len(act_list)
            assert exp_list == act_list
            return
        flat = actual.reshape(-1)
        if exp.size != 1:
            assert exp.size == flat.size, (
                f"expected length ({exp.size}) != to input length ({flat.size})"
            )
        if actual.dtype.kind == "f" or exp.dtype.kind == "f":
            e = np.broadcast_to(exp.reshape(-1), flat.shape)
            if actual.dtype.kind == "f":
                # Java compares a float tensor with the float value of the expectation.
                e = e.astype(actual.dtype)
            e = e.astype(np.float64)
            a = flat.astype(np.float64)
            bad = ~((np.abs(a - e) <= self.epsilon) | (np.isnan(a) & np.isnan(e)) | (a == e))
            assert not bad.any(), (
                f"values differ beyond {self.epsilon} at {np.flatnonzero(bad)[:10]}: "
                f"expected {e[bad][:10]}, got {a[bad][:10]}"
            )
        else:
            e = np.broadcast_to(exp.reshape(-1), flat.shape)
            assert (flat == e).all(), f"expected {e}, got {flat}"

    def evaluateString(self, input: Any, predicate: Callable[[str], bool]) -> None:
        """Every string element of ``input`` satisfies ``predicate``."""
        for i, v in enumerate(self.value(input).reshape(-1)):
            assert predicate(_text(v)), f"predicate failed at index {i}: {v!r}"


def _text(x: Any) -> str:
    return x.decode() if isinstance(x, bytes) else str(x)
