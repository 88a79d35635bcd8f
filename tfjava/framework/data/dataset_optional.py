"""``DatasetOptional``: an optional dataset element (TensorFlow's optional variant)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tfjava.core.operand import Operand
from tfjava.ndarray import Shape


class DatasetOptional:
    tf: Any
    _optionalVariant: Operand[Any] | None
    _outputTypes: list[type[Any]]
    _outputShapes: list[Shape]

    def __init__(
        self,
        tf: Any,
        optionalVariant: Operand[Any] | None = None,
        outputTypes: Sequence[type[Any]] | None = None,
        outputShapes: Sequence[Shape] | None = None,
    ) -> None:
        if isinstance(tf, DatasetOptional):  # Java's protected copy constructor
            other = tf
            tf, optionalVariant = other.tf, other._optionalVariant
            outputTypes, outputShapes = other._outputTypes, other._outputShapes
        self.tf = tf
        self._optionalVariant = optionalVariant
        self._outputTypes = list(outputTypes or ())
        self._outputShapes = list(outputShapes or ())

    def getOptionalVariant(self) -> Operand[Any] | None:
        return self._optionalVariant

    def hasValue(self) -> Operand[Any]:
        return self.tf.data.optionalHasValue(self._optionalVariant).hasValue()  # type: ignore[no-any-return]

    def getValue(self) -> list[Operand[Any]]:
        value = self.tf.data.optionalGetValue(
            self._optionalVariant, self._outputTypes, self._outputShapes
        )
        return list(value)

    @staticmethod
    def fromComponents(
        tf: Any,
        components: Sequence[Operand[Any]],
        outputTypes: Sequence[type[Any]],
        outputShapes: Sequence[Shape],
    ) -> DatasetOptional:
        variant = tf.data.optionalFromValue(list(components))
        return DatasetOptional(tf, variant, outputTypes, outputShapes)

    def getOpsInstance(self) -> Any:
        return self.tf
