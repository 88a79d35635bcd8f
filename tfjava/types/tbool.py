"""``TBool``: the boolean tensor type."""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np

from tfjava.base import _dtypes
from tfjava.ndarray.ndarray import BooleanNdArray
from tfjava.types._statics import TensorStatics
from tfjava.types.family import TType

__all__ = ["TBool"]


class TBool(BooleanNdArray, TType, TensorStatics[bool]):
    """Boolean tensor type (``getBoolean``/``setBoolean``); values must be ``bool``."""

    __slots__ = ()
    DTYPE: ClassVar[int] = _dtypes.DT_BOOL
    NP_DTYPE: ClassVar[np.dtype[Any]] = np.dtype(np.bool_)
    ITEMSIZE: ClassVar[int] = 1
