"""Floating-point tensor types: ``TFloat16``, ``TBfloat16``, ``TFloat32``, ``TFloat64``."""

from __future__ import annotations

from typing import Any, ClassVar

import ml_dtypes
import numpy as np

from tfjava.base import _dtypes
from tfjava.ndarray._checks import overflow_of
from tfjava.ndarray.ndarray import DoubleNdArray, FloatNdArray
from tfjava.types._statics import TensorStatics
from tfjava.types.family import TFloating

__all__ = ["TBfloat16", "TFloat16", "TFloat32", "TFloat64"]


class TFloat16(FloatNdArray, TFloating, TensorStatics[float]):
    """IEEE-754 half-precision 16-bit float tensor type; values are read and written as Java
    ``float`` (``getFloat``/``setFloat``), rounded to half precision when stored; a finite value
    beyond its range (65504) is a ValueError, as for ``TFloat32`` and ``TBfloat16``."""

    __slots__ = ()
    DTYPE: ClassVar[int] = _dtypes.DT_HALF
    NP_DTYPE: ClassVar[np.dtype[Any]] = np.dtype(np.float16)
    ITEMSIZE: ClassVar[int] = 2
    _OVERFLOW = overflow_of(NP_DTYPE)  # a finite value is refused rather than stored as inf


class TBfloat16(FloatNdArray, TFloating, TensorStatics[float]):
    """Brain 16-bit float tensor type (``ml_dtypes.bfloat16``, as TensorFlow exposes it);
    values are read and written as Java ``float`` (``getFloat``/``setFloat``)."""

    __slots__ = ()
    DTYPE: ClassVar[int] = _dtypes.DT_BFLOAT16
    NP_DTYPE: ClassVar[np.dtype[Any]] = np.dtype(ml_dtypes.bfloat16)
    ITEMSIZE: ClassVar[int] = 2
    _OVERFLOW = overflow_of(NP_DTYPE)


class TFloat32(FloatNdArray, TFloating, TensorStatics[float]):
    """IEEE-754 single-precision 32-bit float tensor type (``getFloat``/``setFloat``)."""

    __slots__ = ()
    DTYPE: ClassVar[int] = _dtypes.DT_FLOAT
    NP_DTYPE: ClassVar[np.dtype[Any]] = np.dtype(np.float32)
    ITEMSIZE: ClassVar[int] = 4


class TFloat64(DoubleNdArray, TFloating, TensorStatics[float]):
    """IEEE-754 double-precision 64-bit float tensor type (``getDouble``/``setDouble``)."""

    __slots__ = ()
    DTYPE: ClassVar[int] = _dtypes.DT_DOUBLE
    NP_DTYPE: ClassVar[np.dtype[Any]] = np.dtype(np.float64)
    ITEMSIZE: ClassVar[int] = 8
