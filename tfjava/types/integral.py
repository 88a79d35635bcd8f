"""Integer tensor types: ``TInt32``, ``TInt64``, ``TUint8``, ``TUint16``."""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np

from tfjava.base import _dtypes
from tfjava.ndarray.ndarray import ByteNdArray, IntNdArray, LongNdArray, ShortNdArray
from tfjava.types._statics import TensorStatics
from tfjava.types.family import TIntegral

__all__ = ["TInt32", "TInt64", "TUint8", "TUint16"]


class TInt32(IntNdArray, TIntegral, TensorStatics[int]):
    """32-bit signed integer tensor type (``getInt``/``setInt``)."""

    __slots__ = ()
    DTYPE: ClassVar[int] = _dtypes.DT_INT32
    NP_DTYPE: ClassVar[np.dtype[Any]] = np.dtype(np.int32)
    ITEMSIZE: ClassVar[int] = 4


class TInt64(LongNdArray, TIntegral, TensorStatics[int]):
    """64-bit signed integer tensor type (``getLong``/``setLong``)."""

    __slots__ = ()
    DTYPE: ClassVar[int] = _dtypes.DT_INT64
    NP_DTYPE: ClassVar[np.dtype[Any]] = np.dtype(np.int64)
    ITEMSIZE: ClassVar[int] = 8


class TUint8(ByteNdArray, TIntegral, TensorStatics[int]):
    """8-bit unsigned integer tensor type (``getByte``/``setByte``).

    As in Java, a ``TUint8`` is a ``ByteNdArray``: ``getByte``, ``getObject`` and the other
    Java reads give Java's signed byte (stored 200 reads -56); ``numpy()`` gives TensorFlow's
    unsigned values. Writing takes either spelling (-56 or 200 store the same byte). A
    ``bytes`` object is a Java ``byte[]``: ``TUint8.vectorOf(b"\\x01\\x02")``.
    """

    __slots__ = ()
    DTYPE: ClassVar[int] = _dtypes.DT_UINT8
    NP_DTYPE: ClassVar[np.dtype[Any]] = np.dtype(np.uint8)
    ITEMSIZE: ClassVar[int] = 1


class TUint16(ShortNdArray, TIntegral, TensorStatics[int]):
    """16-bit unsigned integer tensor type (``getShort``/``setShort``).

    As in Java, a ``TUint16`` is a ``ShortNdArray``: Java reads (``getShort``, ``getObject``)
    give Java's signed short (stored 40000 reads -25536); ``numpy()`` gives TensorFlow's
    unsigned values. Writing takes either spelling.
    """

    __slots__ = ()
    DTYPE: ClassVar[int] = _dtypes.DT_UINT16
    NP_DTYPE: ClassVar[np.dtype[Any]] = np.dtype(np.uint16)
    ITEMSIZE: ClassVar[int] = 2
