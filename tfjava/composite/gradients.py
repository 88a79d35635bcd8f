"""``org.tensorflow.op.core.Gradients``: symbolic partial derivatives in a graph."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from tfjava.core.operand import Operand, Output
from tfjava.core.operands import Operands
from tfjava.core.raw_op import Op
from tfjava.exec.graph import Graph

if TYPE_CHECKING:
    from tfjava.core.operation import Operation
    from tfjava.core.scope import Scope


class Gradients(Op):
    """Adds operations computing ``d(y_1 + y_2 + ...)/dx_i`` for each ``x_i``.

    ``Gradients.create(scope, loss, [w, b])`` then ``dy(0)``, ``dy(1)``; ``Gradients.dx(...)``
    gives the initial gradients of ``y`` (by default ``OnesLike`` of each ``y``). Graphs only.
    """

    __slots__ = ("_dy",)

    class Options:
        """Optional attributes for ``Gradients``."""

        __slots__ = ("_dx",)

        def __init__(self) -> None:
            self._dx: list[Operand[Any]] | None = None

        def dx(self, dx: Iterable[Operand[Any]]) -> Gradients.Options:
            """The partial derivatives of some loss function ``L`` w.r.t. ``y``."""
            self._dx = list(dx)
            return self

    def __init__(self, dy: list[Output[Any]]) -> None:
        self._dy = dy

    @staticmethod
    def create(
        scope: Scope,
        y: Operand[Any] | Iterable[Operand[Any]],
        x: Iterable[Operand[Any]],
        *options: Gradients.Options,
    ) -> Gradients:
        """Gradients of ``y`` (an operand or an iterable of them, summed) w.r.t. each of ``x``,
        named under ``scope.makeOpName("Gradients")``; ``ValueError`` outside a graph."""

        env = scope.env()
        if not isinstance(env, Graph):
            # Java: IllegalArgumentException (the contract: ValueError).
            raise ValueError(  # noqa: TRY004
                "Gradients can be computed only in a graph execution environment"
            )
        ys = [y] if isinstance(y, Operand) else list(y)
        dx: list[Output[Any]] | None = None
        for opts in options:
            if not isinstance(opts, Gradients.Options):
                raise TypeError(f"Gradients.create: expected Gradients.Options, got {opts!r}")
            if opts._dx is not None:
                dx = Operands.asOutputs(opts._dx)
        dy = env._add_gradients(
            scope.makeOpName("Gradients"), Operands.asOutputs(ys), Operands.asOutputs(x), dx
        )
        return Gradients(dy)

    @staticmethod
    def dx(dx: Iterable[Operand[Any]]) -> Gradients.Options:
        """Options with the initial gradients ``dx``, one per ``y``."""
        return Gradients.Options().dx(dx)

    def dy(self, index: int | None = None) -> Any:
        """All partial derivatives (``dy()``, one per ``x``) or the one of ``x[index]``."""
        if index is None:
            return list(self._dy)
        return self._dy[index]

    def op(self) -> Operation:
        if not self._dy:
            raise RuntimeError("Gradients of no inputs have no operation")
        return self._dy[0].op()

    def __iter__(self) -> Iterator[Operand[Any]]:
        return iter(self._dy)

    def iterator(self) -> Iterator[Operand[Any]]:
        return iter(self._dy)
