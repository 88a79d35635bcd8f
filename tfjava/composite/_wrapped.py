"""Base of the hand-written ``Op`` and ``Operand`` classes that stand for one output of another
op (Java's ``Zeros``, ``Ones``: ``op()`` and ``asOutput()`` delegate to it)."""

from __future__ import annotations

from typing import Any, Generic, TypeVar

from tfjava.core.operand import Operand, Output
from tfjava.core.operation import Operation
from tfjava.core.raw_op import Op
from tfjava.types.family import TType

T = TypeVar("T", bound=TType)


class WrappedOperand(Op, Operand[T], Generic[T]):
    """An ``Op`` and ``Operand`` that is the output of ``operand``.

    ``_t`` and ``_env`` are plain attributes, as the dispatch path reads them.
    """

    __slots__ = ("_env", "_output", "_t")

    def __init__(self, operand: Operand[T]) -> None:
        out = operand.asOutput()
        self._output: Output[T] = out
        self._t: Any = out._t
        self._env: Any = out._env

    def op(self) -> Operation:
        return self._output.op()

    def asOutput(self) -> Output[T]:
        return self._output

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, WrappedOperand):
            return NotImplemented
        return type(self) is type(other) and self._output == other._output

    def __hash__(self) -> int:
        return hash(self._output)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self._output}>"
