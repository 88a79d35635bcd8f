"""``java.nio``'s typed buffers (``IntBuffer.wrap``, ``FloatBuffer.allocate``...) as the
binding takes them: a numpy array of the Java element type. ``wrap`` shares the Java array's
memory when it is already one (a ported ``int[]`` variable), as Java's buffer writes through
to its array; ``allocate`` gives zeros."""

from __future__ import annotations

from typing import Any

import numpy as np
import numpy.typing as npt

__all__ = ["allocate", "wrap"]


def wrap(array: Any, dtype: str) -> npt.NDArray[Any]:
    """``XBuffer.wrap(array)``: the array itself when it has the element type already."""
    if isinstance(array, bytes | bytearray):
        return np.frombuffer(bytearray(array), dtype=np.int8)
    return np.asarray(array, dtype=dtype)


def allocate(capacity: int, dtype: str) -> npt.NDArray[Any]:
    """``XBuffer.allocate(capacity)``: ``capacity`` zeros."""
    return np.zeros(int(capacity), dtype=dtype)
