"""``org.tensorflow.ndarray``: ``Shape``, N-dimensional arrays and index selectors.

Importing this package does not import TensorFlow; the numpy-backed ``NdArray`` classes are
loaded on first use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tfjava.ndarray import ndarray
from tfjava.ndarray.index import Index, Indices
from tfjava.ndarray.sequence import NdArraySequence
from tfjava.ndarray.shape import Shape

if TYPE_CHECKING:
    from tfjava.ndarray.nd_arrays import NdArrays
    from tfjava.ndarray.ndarray import (
        BooleanNdArray,
        ByteNdArray,
        DoubleNdArray,
        FloatNdArray,
        IntNdArray,
        LongNdArray,
        NdArray,
        ShortNdArray,
    )
    from tfjava.ndarray.std_arrays import StdArrays

__all__ = [
    "BooleanNdArray",
    "ByteNdArray",
    "DoubleNdArray",
    "FloatNdArray",
    "Index",
    "Indices",
    "IntNdArray",
    "LongNdArray",
    "NdArray",
    "NdArraySequence",
    "NdArrays",
    "Shape",
    "ShortNdArray",
    "StdArrays",
]

_LAZY = frozenset(
    {
        "BooleanNdArray",
        "ByteNdArray",
        "DoubleNdArray",
        "FloatNdArray",
        "IntNdArray",
        "LongNdArray",
        "NdArray",
        "ShortNdArray",
    }
)


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        return getattr(ndarray, name)
    if name == "NdArrays":
        # import time: loads on first use, not with `import org.tensorflow.op`
        from tfjava.ndarray.nd_arrays import NdArrays

        return NdArrays
    if name == "StdArrays":
        # import time: loads on first use, not with `import org.tensorflow.op`
        from tfjava.ndarray.std_arrays import StdArrays

        return StdArrays
    raise AttributeError(f"module 'tfjava.ndarray' has no attribute {name!r}")
