"""``org.tensorflow.ndarray.impl.dimension.DimensionalSpace``: the dimensions of an array, as
TensorFlow Java's sparse array factories and their tests take them (``DimensionalSpace.create
(shape)``). Here it is the ``Shape`` with Java's row-major position arithmetic."""

from __future__ import annotations

from typing import Any

from tfjava.ndarray._checks import describe
from tfjava.ndarray.shape import Shape

__all__ = ["DimensionalSpace", "shape_of"]


class DimensionalSpace:
    """The dimensions of a dense array of ``shape`` (row-major)."""

    __slots__ = ("_shape",)

    def __init__(self, shape: Shape) -> None:
        if not isinstance(shape, Shape):
            raise TypeError(f"DimensionalSpace: expected a Shape, got {describe(shape)}")
        self._shape = shape

    @staticmethod
    def create(shape: Shape) -> DimensionalSpace:
        return DimensionalSpace(shape)

    def shape(self) -> Shape:
        return self._shape

    def numDimensions(self) -> int:
        return self._shape.numDimensions()

    def numElements(self, i: int) -> int:
        """How many elements dimension ``i`` spans (the product of the dimensions after it)."""
        size = 1
        for d in self._dims("numElements")[i + 1 :]:
            size *= d
        return size

    def _dims(self, where: str) -> list[int]:
        dims = self._shape.asArray()
        if dims is None:  # an unknown shape has no dimensions to count with
            raise TypeError(f"DimensionalSpace.{where}: the shape is unknown")
        return dims

    def physicalSize(self) -> int:
        return self._shape.size()

    def positionOf(self, coords: Any) -> int:
        """The row-major position of ``coords`` in the flat buffer."""
        dims = self._dims("positionOf")
        position = 0
        for c, d in zip(coords, dims, strict=False):
            position = position * d + int(c)
        for d in dims[len(list(coords)) :]:
            position *= d
        return position

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DimensionalSpace) and other._shape == self._shape

    def __hash__(self) -> int:
        return hash(self._shape)

    def __repr__(self) -> str:
        return f"DimensionalSpace({self._shape})"


def shape_of(value: object) -> Any:
    """The Shape of a ``DimensionalSpace`` argument, any other value as is."""
    return value._shape if isinstance(value, DimensionalSpace) else value
