"""``org.tensorflow.ndarray.impl.buffer.misc``: buffers over Java arrays of objects, which
TensorFlow Java's own tests build directly (``new ArrayDataBuffer<>(array, readOnly)``,
``MiscDataBufferFactory.create(array, readOnly)``).

The buffer holds the array's elements as they are (a Java ``int[][]`` is a buffer of two
``int[]`` values, compared element by element as ``Arrays.deepEquals`` does).
"""

from __future__ import annotations

from typing import Any, TypeVar

import numpy as np

from tfjava.ndarray._checks import describe
from tfjava.ndarray._java_arrays import element_class
from tfjava.ndarray.buffer.data_buffer import DataBuffer

__all__ = ["ArrayDataBuffer", "MiscDataBufferFactory"]

T = TypeVar("T")


def _objects(array: Any, read_only: bool, where: str) -> tuple[Any, type]:
    """The object array a buffer over ``array`` uses: a numpy object array is shared, a list
    is copied into one (its elements themselves are not copied)."""
    if isinstance(array, np.ndarray) and array.dtype == object and array.ndim == 1:
        data = array
    elif isinstance(array, list | tuple | np.ndarray):
        data = np.empty(len(array), dtype=object)
        for i, v in enumerate(array):
            data[i] = v
    else:
        raise TypeError(f"{where}: expected an array, got {describe(array)}")
    if read_only:
        data = data.view()
        data.flags.writeable = False
    return data, element_class(data)


class ArrayDataBuffer(DataBuffer[T]):
    """A buffer over a Java array of objects (Java's ``new ArrayDataBuffer<>(array,
    readOnly)``): writes go to the array when it is a numpy object array."""

    __slots__ = ()

    def __new__(cls, array: Any, readOnly: bool) -> ArrayDataBuffer[T]:
        data, element = _objects(array, readOnly, "ArrayDataBuffer")
        return cls._over(data, element)

    def __init__(self, array: Any, readOnly: bool) -> None:
        pass  # made by __new__


class MiscDataBufferFactory:
    """Static ``create(array, readOnly)``: a buffer over an array of objects."""

    __slots__ = ()

    def __init__(self) -> None:
        raise TypeError("MiscDataBufferFactory has no public constructor: use create")

    @staticmethod
    def create(array: Any, readOnly: bool) -> DataBuffer[Any]:
        return ArrayDataBuffer(array, readOnly)
