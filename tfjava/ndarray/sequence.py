"""``org.tensorflow.ndarray.NdArraySequence``: a re-iterable sequence of array elements."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from typing import Generic, TypeVar

__all__ = ["NdArraySequence"]

E = TypeVar("E")


class NdArraySequence(Generic[E]):
    """The elements of an N-dimensional array along its first dimensions, in row-major order.

    Returned by ``elements(dimensionIdx)`` and ``scalars()``. Each element is a view sharing
    the data of the array it comes from, so writing to an element writes to the array. The
    sequence can be iterated any number of times.
    """

    __slots__ = ("_dims", "_element_at")

    def __init__(self, dims: tuple[int, ...], element_at: Callable[[tuple[int, ...]], E]) -> None:
        """Internal: the elements at every coordinate of ``dims``, made by ``element_at``."""
        self._dims = dims
        self._element_at = element_at

    def _coordinates(self) -> Iterator[tuple[int, ...]]:
        return itertools.product(*(range(d) for d in self._dims))

    def __iter__(self) -> Iterator[E]:
        element_at = self._element_at
        return (element_at(coords) for coords in self._coordinates())

    def iterator(self) -> Iterator[E]:
        """Java ``iterator()``: an iterator over the elements."""
        return iter(self)

    def forEach(self, action: Callable[[E], object]) -> None:
        """Calls ``action(element)`` for each element."""
        for element in self:
            action(element)

    def forEachIndexed(self, consumer: Callable[[list[int], E], object]) -> None:
        """Calls ``consumer(coordinates, element)`` for each element, where ``coordinates`` is
        the list of the element's coordinates in the array (Java ``long[]``)."""
        element_at = self._element_at
        for coords in self._coordinates():
            consumer(list(coords), element_at(coords))

    def asSlices(self) -> NdArraySequence[E]:
        """Java ``asSlices()``: elements are already independent views, so this sequence."""
        return self

    def __repr__(self) -> str:
        return f"NdArraySequence(dims={list(self._dims)})"
