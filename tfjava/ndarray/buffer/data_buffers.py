"""``org.tensorflow.ndarray.buffer.DataBuffers``: factories of heap data buffers."""

from __future__ import annotations

from typing import Any, Final, overload

import numpy as np
import numpy.typing as npt

from tfjava.ndarray._checks import Array, describe
from tfjava.ndarray._java_arrays import ARRAY_TYPES, element_class, java_array
from tfjava.ndarray.buffer.data_buffer import (
    BooleanDataBuffer,
    ByteDataBuffer,
    DataBuffer,
    DoubleDataBuffer,
    FloatDataBuffer,
    IntDataBuffer,
    LongDataBuffer,
    ShortDataBuffer,
)

__all__ = ["DataBuffers", "buffer_over"]

_BY_DTYPE: Final[dict[str, type[DataBuffer[Any]]]] = {
    "f4": FloatDataBuffer,
    "f8": DoubleDataBuffer,
    "i4": IntDataBuffer,
    "i8": LongDataBuffer,
    "i1": ByteDataBuffer,
    "u1": ByteDataBuffer,
    "i2": ShortDataBuffer,
    "u2": ShortDataBuffer,
    "b1": BooleanDataBuffer,
}
_SIGNED: Final = {"u1": np.int8, "u2": np.int16}


def buffer_over(arr: Array, element: type | None, where: str) -> DataBuffer[Any]:
    """A buffer sharing the 1-D array ``arr``, of the class its dtype gives (Java bytes and
    shorts are signed: ``uint8``/``uint16`` data is viewed as ``int8``/``int16``)."""
    if arr.ndim != 1:
        raise ValueError(f"{where}: a buffer is one-dimensional, got shape {list(arr.shape)}")
    if arr.dtype == object:
        return DataBuffer._over(arr, element or element_class(arr))
    code = f"{arr.dtype.kind}{arr.dtype.itemsize}"
    cls = _BY_DTYPE.get(code)
    if cls is None:
        raise TypeError(f"{where}: no Java buffer type holds numpy dtype {arr.dtype}")
    signed = _SIGNED.get(code)
    return cls._over(arr if signed is None else arr.view(signed))


def _shares_array(value: Any) -> bool:
    """Whether ``value`` is not an array (nor a numpy scalar) but exposes one (numpy's array
    interface)."""
    return not isinstance(value, np.ndarray | np.generic) and hasattr(
        type(value), "__array_interface__"
    )


def _array_form(args: tuple[Any, ...]) -> bool:
    """Whether ``of(...)`` was given Java's array form: one array, or (array, readOnly,
    makeCopy)."""
    if len(args) == 1:
        return isinstance(args[0], ARRAY_TYPES)
    return (
        len(args) == 3
        and isinstance(args[0], ARRAY_TYPES)
        and isinstance(args[1], bool)
        and isinstance(args[2], bool)
    )


class DataBuffers:
    """Factories of data buffers on the heap (Java ``DataBuffers``).

    ``of(values...)`` picks Java's overload from the values (porting contract section 3): ints
    give an ``IntDataBuffer``, floats a ``FloatDataBuffer``, bools a ``BooleanDataBuffer``,
    numpy values keep their dtype (``numpy.int64`` gives a ``LongDataBuffer``,
    ``numpy.float64`` a ``DoubleDataBuffer``), ``bytes`` is a ``byte[]``. A numpy array, a
    ``bytearray`` or a ``memoryview`` passed as the array is wrapped without a copy: writing to
    the buffer writes to it, as in Java.
    """

    __slots__ = ()

    def __init__(self) -> None:
        raise TypeError("DataBuffers is a static utility class")

    @overload
    @staticmethod
    def of(*values: bool | np.bool_) -> BooleanDataBuffer: ...  # type: ignore[overload-overlap]
    @overload
    @staticmethod
    def of(*values: np.float64) -> DoubleDataBuffer: ...  # type: ignore[overload-overlap]
    @overload
    @staticmethod
    def of(*values: int | np.int32) -> IntDataBuffer: ...  # type: ignore[overload-overlap]
    @overload
    @staticmethod
    def of(*values: np.int64) -> LongDataBuffer: ...
    @overload
    @staticmethod
    def of(*values: float | np.float32) -> FloatDataBuffer: ...
    @overload
    @staticmethod
    def of(array: bytes | bytearray | memoryview, /) -> ByteDataBuffer: ...
    @overload
    @staticmethod
    def of(array: npt.NDArray[np.float64], /) -> DoubleDataBuffer: ...  # type: ignore[overload-overlap]
    @overload
    @staticmethod
    def of(array: npt.NDArray[np.float32], /) -> FloatDataBuffer: ...
    @overload
    @staticmethod
    def of(array: npt.NDArray[np.int64], /) -> LongDataBuffer: ...
    @overload
    @staticmethod
    def of(array: npt.NDArray[np.int32], /) -> IntDataBuffer: ...
    @overload
    @staticmethod
    def of(*args: Any) -> DataBuffer[Any]: ...
    @staticmethod
    def of(*args: Any) -> DataBuffer[Any]:
        """A buffer of the given values (Java ``of(T... values)``), of a Java array
        (``of(array)``, shared when it is a numpy array), or ``of(array, readOnly,
        makeCopy)``."""
        where = "DataBuffers.of"
        if not args:
            raise TypeError(f"{where}: expected values or an array")
        if len(args) == 1 and _shares_array(args[0]):
            # Java's of(FloatBuffer) and kin: a buffer object exposing its elements as an
            # array (a ported java.nio buffer) is wrapped over that memory, not copied.
            args = (np.asarray(args[0]),)
        if _array_form(args):
            read_only = len(args) == 3 and args[1]
            make_copy = len(args) == 3 and args[2]
            return _wrap(args[0], read_only, make_copy, where)
        if any(isinstance(a, str) for a in args):
            raise TypeError(f"{where}: strings make an object buffer: use DataBuffers.ofObjects")
        data = java_array(list(args), where)
        return buffer_over(data.data, data.element, where)

    @staticmethod
    def ofObjects(*args: Any) -> DataBuffer[Any]:
        """``ofObjects(values...)`` (or one array of them): a buffer of these objects;
        ``ofObjects(type, size)``: a buffer of ``size`` None values of class ``type``."""
        where = "DataBuffers.ofObjects"
        if len(args) == 2 and isinstance(args[0], type) and isinstance(args[1], int):
            size = _size(args[1], where)
            return DataBuffer._over(np.full(size, None, dtype=object), args[0])
        if len(args) == 1 and isinstance(args[0], np.ndarray):
            arr = args[0]
            if arr.dtype != object:
                arr = arr.astype(object)
            return buffer_over(arr, None, where)
        values = args[0] if len(args) == 1 and isinstance(args[0], list | tuple) else args
        data = np.empty(len(values), dtype=object)
        for i, v in enumerate(values):
            data[i] = v
        return DataBuffer._over(data, element_class(data))

    @staticmethod
    def ofBytes(size: int) -> ByteDataBuffer:
        """A buffer of ``size`` zero bytes."""
        return ByteDataBuffer._over(np.zeros(_size(size, "DataBuffers.ofBytes"), np.int8))

    @staticmethod
    def ofShorts(size: int) -> ShortDataBuffer:
        """A buffer of ``size`` zero shorts."""
        return ShortDataBuffer._over(np.zeros(_size(size, "DataBuffers.ofShorts"), np.int16))

    @staticmethod
    def ofInts(size: int) -> IntDataBuffer:
        """A buffer of ``size`` zero ints."""
        return IntDataBuffer._over(np.zeros(_size(size, "DataBuffers.ofInts"), np.int32))

    @staticmethod
    def ofLongs(size: int) -> LongDataBuffer:
        """A buffer of ``size`` zero longs."""
        return LongDataBuffer._over(np.zeros(_size(size, "DataBuffers.ofLongs"), np.int64))

    @staticmethod
    def ofFloats(size: int) -> FloatDataBuffer:
        """A buffer of ``size`` zero floats."""
        return FloatDataBuffer._over(np.zeros(_size(size, "DataBuffers.ofFloats"), np.float32))

    @staticmethod
    def ofDoubles(size: int) -> DoubleDataBuffer:
        """A buffer of ``size`` zero doubles."""
        return DoubleDataBuffer._over(np.zeros(_size(size, "DataBuffers.ofDoubles"), np.float64))

    @staticmethod
    def ofBooleans(size: int) -> BooleanDataBuffer:
        """A buffer of ``size`` false booleans."""
        return BooleanDataBuffer._over(np.zeros(_size(size, "DataBuffers.ofBooleans"), np.bool_))


def _size(size: object, where: str) -> int:
    if isinstance(size, bool) or not isinstance(size, int | np.integer):
        raise TypeError(f"{where}: size must be an int, got {describe(size)}")
    if size < 0:
        raise ValueError(f"{where}: size must not be negative, got {size}")
    return int(size)


def _wrap(array: Any, read_only: bool, make_copy: bool, where: str) -> DataBuffer[Any]:
    if isinstance(array, bytearray | memoryview) and not make_copy:
        shared = np.frombuffer(array, dtype=np.int8)
        if read_only:
            shared = shared.view()
            shared.flags.writeable = False
        return ByteDataBuffer._over(shared)
    data = java_array(array, where, copy=make_copy)
    arr = data.data
    if read_only:
        arr = arr.view()
        arr.flags.writeable = False
    return buffer_over(arr, data.element, where)
