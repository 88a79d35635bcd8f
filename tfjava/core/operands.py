"""``org.tensorflow.op.Operands``: utilities for lists of operands."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tfjava.core.operand import Operand, Output


class Operands:
    """Static helpers on operands."""

    __slots__ = ()

    @staticmethod
    def asOutputs(inputs: Iterable[Operand[Any]]) -> list[Output[Any]]:
        """The outputs of ``inputs``, in order (Java's ``Output<?>[]``)."""
        if inputs is None or isinstance(inputs, (str, bytes)) or not isinstance(inputs, Iterable):
            raise TypeError(
                f"asOutputs expects an iterable of Operands, got {type(inputs).__name__}"
            )
        outputs = []
        for i, x in enumerate(inputs):
            if not isinstance(x, Operand):
                raise TypeError(f"asOutputs: element {i} is not an Operand: {type(x).__name__}")
            outputs.append(x.asOutput())
        return outputs
