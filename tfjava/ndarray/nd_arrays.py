"""``org.tensorflow.ndarray.NdArrays``: factories of N-dimensional arrays on the heap."""

from __future__ import annotations

import builtins
from typing import Any, TypeVar, overload

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
from tfjava.ndarray.dense import (
    BooleanDenseNdArray,
    ByteDenseNdArray,
    DenseNdArray,
    DoubleDenseNdArray,
    FloatDenseNdArray,
    IntDenseNdArray,
    LongDenseNdArray,
    ObjectDenseNdArray,
    ShortDenseNdArray,
    dense_class_for,
    known_dims,
)
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
from tfjava.ndarray.shape import Shape
from tfjava.ndarray.sparse import sparse_array

__all__ = ["NdArrays", "dense_array"]

T = TypeVar("T")


def _sparse_arguments(args: tuple[Any, ...], where: str) -> tuple[Any, Shape]:
    """``(shape)`` or ``(defaultValue, shape)``: the default value (None if not given) and
    the shape."""
    if len(args) == 1:
        default, shape = None, args[0]
    elif len(args) == 2:
        default, shape = args
    else:
        raise TypeError(f"{where}: expected (..., shape) or (..., defaultValue, shape)")
    if not isinstance(shape, Shape):
        raise TypeError(f"{where}: expected a Shape, got {describe(shape)}")
    return default, shape


def dense_array(data: Array, element: type | None, where: str) -> NdArray[Any]:
    """A heap array over ``data`` (not copied), of the class its dtype gives."""
    if data.dtype == object:
        return ObjectDenseNdArray._of_class(element or element_class(data), data)
    cls = dense_class_for(data.dtype)
    if cls is None:
        raise TypeError(f"{where}: no Java array type holds numpy dtype {data.dtype}")
    if data.dtype.kind == "u":  # Java bytes and shorts are signed
        data = data.view(cls.NP_DTYPE)
    result: NdArray[Any] = cls._over(data)  # type: ignore[assignment]
    return result


class NdArrays:
    """Factories of heap N-dimensional arrays (Java ``NdArrays``).

    ``scalarOf`` and ``vectorOf`` pick Java's overload from the values (porting contract
    section 3): an ``int`` gives an ``IntNdArray``, a ``float`` a ``FloatNdArray``, a ``bool``
    a ``BooleanNdArray``; numpy values keep their dtype (``numpy.int64`` gives a
    ``LongNdArray``, ``numpy.float64`` a ``DoubleNdArray``, ``numpy.int8`` a ``ByteNdArray``,
    ``numpy.int16`` a ``ShortNdArray``). ``vectorOf`` of one numpy array wraps it without a
    copy, as Java wraps its array.
    """

    __slots__ = ()

    def __init__(self) -> None:
        raise TypeError("NdArrays is a static utility class")

    # Java's overloads by primitive, for type checkers (porting contract section 3).
    @overload
    @staticmethod
    def scalarOf(value: bool | np.bool_) -> BooleanNdArray: ...  # type: ignore[overload-overlap]
    @overload
    @staticmethod
    def scalarOf(value: np.float64) -> DoubleNdArray: ...  # type: ignore[overload-overlap]
    @overload
    @staticmethod
    def scalarOf(value: int | np.int32) -> IntNdArray: ...  # type: ignore[overload-overlap]
    @overload
    @staticmethod
    def scalarOf(value: np.int64) -> LongNdArray: ...  # type: ignore[overload-overlap]
    @overload
    @staticmethod
    def scalarOf(value: np.int8 | np.uint8) -> ByteNdArray: ...  # type: ignore[overload-overlap]
    @overload
    @staticmethod
    def scalarOf(value: np.int16 | np.uint16) -> ShortNdArray: ...
    @overload
    @staticmethod
    def scalarOf(value: float | np.float32) -> FloatNdArray: ...
    @staticmethod
    def scalarOf(value: Any) -> NdArray[Any]:
        """A rank-0 array holding ``value``."""
        where = "NdArrays.scalarOf"
        if isinstance(value, (str, *ARRAY_TYPES)):
            raise TypeError(
                f"{where}: expected a number or bool, got {describe(value)} "
                "(use scalarOfObject for objects)"
            )
        data = java_array([value], where)
        if data.data.dtype == object:
            raise TypeError(
                f"{where}: expected a number or bool, got {describe(value)} "
                "(use scalarOfObject for objects)"
            )
        return dense_array(data.data.reshape(()), None, where)

    @overload
    @staticmethod
    def vectorOf(*values: bool | np.bool_) -> BooleanNdArray: ...  # type: ignore[overload-overlap]
    @overload
    @staticmethod
    def vectorOf(*values: np.float64) -> DoubleNdArray: ...  # type: ignore[overload-overlap]
    @overload
    @staticmethod
    def vectorOf(*values: int | np.int32) -> IntNdArray: ...  # type: ignore[overload-overlap]
    @overload
    @staticmethod
    def vectorOf(*values: np.int64) -> LongNdArray: ...
    @overload
    @staticmethod
    def vectorOf(*values: float | np.float32) -> FloatNdArray: ...
    @overload
    @staticmethod
    def vectorOf(values: bytes | bytearray, /) -> ByteNdArray: ...
    @overload
    @staticmethod
    def vectorOf(values: npt.NDArray[np.float64], /) -> DoubleNdArray: ...  # type: ignore[overload-overlap]
    @overload
    @staticmethod
    def vectorOf(values: npt.NDArray[np.float32], /) -> FloatNdArray: ...
    @overload
    @staticmethod
    def vectorOf(values: npt.NDArray[np.int64], /) -> LongNdArray: ...
    @overload
    @staticmethod
    def vectorOf(values: npt.NDArray[np.int32], /) -> IntNdArray: ...
    @overload
    @staticmethod
    def vectorOf(*values: Any) -> NdArray[Any]: ...
    @staticmethod
    def vectorOf(*values: Any) -> NdArray[Any]:
        """A vector of the given values, or of one Java array (a numpy array is shared)."""
        where = "NdArrays.vectorOf"
        if len(values) == 1 and isinstance(values[0], ARRAY_TYPES):
            data = java_array(values[0], where, copy=False)
        else:
            if not values:
                raise TypeError(f"{where}: expected values or an array")
            data = java_array(list(values), where)
            if data.data.dtype == object:
                raise TypeError(
                    f"{where}: expected numbers or bools (use vectorOfObjects for objects)"
                )
        if data.data.ndim != 1:
            raise ValueError(f"{where}: expected a vector, got shape {list(data.data.shape)}")
        return dense_array(data.data, data.element, where)

    @staticmethod
    def ofFloats(shape: Shape) -> FloatDenseNdArray:
        """A zero-filled array of floats of the given shape."""
        return FloatDenseNdArray._zeros(shape, "NdArrays.ofFloats")

    @staticmethod
    def ofDoubles(shape: Shape) -> DoubleDenseNdArray:
        """A zero-filled array of doubles of the given shape."""
        return DoubleDenseNdArray._zeros(shape, "NdArrays.ofDoubles")

    @staticmethod
    def ofInts(shape: Shape) -> IntDenseNdArray:
        """A zero-filled array of ints of the given shape."""
        return IntDenseNdArray._zeros(shape, "NdArrays.ofInts")

    @staticmethod
    def ofLongs(shape: Shape) -> LongDenseNdArray:
        """A zero-filled array of longs of the given shape."""
        return LongDenseNdArray._zeros(shape, "NdArrays.ofLongs")

    @staticmethod
    def ofBytes(shape: Shape) -> ByteDenseNdArray:
        """A zero-filled array of bytes of the given shape."""
        return ByteDenseNdArray._zeros(shape, "NdArrays.ofBytes")

    @staticmethod
    def ofShorts(shape: Shape) -> ShortDenseNdArray:
        """A zero-filled array of shorts of the given shape."""
        return ShortDenseNdArray._zeros(shape, "NdArrays.ofShorts")

    @staticmethod
    def ofBooleans(shape: Shape) -> BooleanDenseNdArray:
        """A false-filled array of booleans of the given shape."""
        return BooleanDenseNdArray._zeros(shape, "NdArrays.ofBooleans")

    @staticmethod
    def ofObjects(clazz: type, shape: Shape) -> ObjectDenseNdArray[Any]:
        """An array of objects of class ``clazz`` (``str``, ``bytes`` for ``byte[]``,
        ``bool``, ...) of the given shape; every value starts as None (Java's null)."""
        where = "NdArrays.ofObjects"
        if not isinstance(clazz, type):
            raise TypeError(f"{where}: expected a class, got {describe(clazz)}")
        dims = known_dims(shape, where)
        return ObjectDenseNdArray._of_class(clazz, np.full(dims, None, dtype=object))

    @staticmethod
    def scalarOfObject(value: Any) -> ObjectDenseNdArray[Any]:
        """A rank-0 array of objects holding ``value`` (its class is the element class)."""
        if value is None:
            raise ValueError("NdArrays.scalarOfObject: the value must not be None")
        data = np.empty((), dtype=object)
        data[()] = value
        return ObjectDenseNdArray._of_class(type(value), data)

    @staticmethod
    def vectorOfObjects(*values: Any) -> ObjectDenseNdArray[Any]:
        """A vector of the given objects, or of one Java array of them."""
        source = values[0] if len(values) == 1 and isinstance(values[0], list | tuple) else values
        if len(values) == 1 and isinstance(values[0], np.ndarray):
            data = values[0] if values[0].dtype == object else values[0].astype(object)
            if data.ndim != 1:
                raise ValueError(
                    f"NdArrays.vectorOfObjects: expected a vector, got shape {list(data.shape)}"
                )
        else:
            data = np.empty(len(source), dtype=object)
            for i, v in enumerate(source):
                data[i] = v
        return ObjectDenseNdArray._of_class(element_class(data), data)

    @staticmethod
    def sparseOf(indices: LongNdArray, values: NdArray[Any], *args: Any) -> NdArray[Any]:
        """A read-only sparse array: ``sparseOf(indices, values, shape)`` with the default
        value zero (false), or ``sparseOf(indices, values, defaultValue, shape)``.
        ``indices`` is a ``LongNdArray`` of shape ``[N, rank]`` giving the coordinates of the
        ``N`` values of the vector ``values``, whose type the array takes."""
        where = "NdArrays.sparseOf"
        default, shape = _sparse_arguments(args, where)
        result: NdArray[Any] = sparse_array(indices, values, default, shape, None, where)
        return result

    @staticmethod
    def sparseOfObjects(
        type: type, indices: LongNdArray, values: NdArray[Any], *args: Any
    ) -> NdArray[Any]:
        """A read-only sparse array of objects of class ``type``:
        ``sparseOfObjects(type, indices, values, shape)`` (default None) or
        ``sparseOfObjects(type, indices, values, defaultValue, shape)``."""
        where = "NdArrays.sparseOfObjects"
        if not isinstance(type, builtins.type):
            raise TypeError(f"{where}: expected a class, got {describe(type)}")
        default, shape = _sparse_arguments(args, where)
        result: NdArray[Any] = sparse_array(indices, values, default, shape, type, where)
        return result

    @overload
    @staticmethod
    def wrap(shape: Shape, buffer: FloatDataBuffer) -> FloatNdArray: ...
    @overload
    @staticmethod
    def wrap(shape: Shape, buffer: DoubleDataBuffer) -> DoubleNdArray: ...
    @overload
    @staticmethod
    def wrap(shape: Shape, buffer: IntDataBuffer) -> IntNdArray: ...
    @overload
    @staticmethod
    def wrap(shape: Shape, buffer: LongDataBuffer) -> LongNdArray: ...
    @overload
    @staticmethod
    def wrap(shape: Shape, buffer: ByteDataBuffer) -> ByteNdArray: ...
    @overload
    @staticmethod
    def wrap(shape: Shape, buffer: ShortDataBuffer) -> ShortNdArray: ...
    @overload
    @staticmethod
    def wrap(shape: Shape, buffer: BooleanDataBuffer) -> BooleanNdArray: ...
    @overload
    @staticmethod
    def wrap(shape: Shape, buffer: DataBuffer[T]) -> NdArray[T]: ...
    @staticmethod
    def wrap(shape: Shape, buffer: DataBuffer[Any]) -> NdArray[Any]:
        """An array of the given shape over the buffer's values (shared, not copied); the
        array's type follows the buffer's (``IntDataBuffer`` gives an ``IntNdArray``)."""
        where = "NdArrays.wrap"
        dims = known_dims(shape, where)
        if not isinstance(buffer, DataBuffer):
            raise TypeError(f"{where}: expected a DataBuffer, got {describe(buffer)}")
        count = int(np.prod(dims, dtype=np.int64))
        if count > buffer.size():
            raise ValueError(
                f"{where}: shape {shape} needs {count} values, the buffer has {buffer.size()}"
            )
        data = buffer._np[:count].reshape(dims)
        array_class = buffer._ARRAY
        if array_class is None:
            return ObjectDenseNdArray._of_class(buffer._cls, data)
        result: DenseNdArray = array_class._over(data)
        return result  # type: ignore[return-value]
