"""imglib2 (``net.imglib2``) as ported programs use it, over numpy.

An image is a numpy array indexed in imglib2's axis order (``a[x, y, z]``) with the minimum
of each axis: iteration is imglib2's flat order (the first dimension fastest, numpy's ``F``
order), and a view (``Views.permute``, ``interval``, ``hyperSlice``, ...) is a numpy view,
so it shares the data as imglib2's views do. A pixel type is bound to one position of an
array: ``cursor.get()`` answers the same object at each step, its value the pixel under the
cursor (a program that keeps it keeps a moving pointer, as in Java); ``new FloatType(2f)`` is
a variable of its own. Values are stored with the type's width, so an ``IntType`` wraps,
``FloatType`` keeps a float32 and an integer type's ``setReal`` rounds with ``Util.round``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import numpy as np

from porter.javalib.exceptions import Throwable
from porter.javalib.string_conversion import jstr

# -- helpers ---------------------------------------------------------------------------------


def _seq(x: Any) -> bool:
    """A Java array (or what reads as one: a 1.x tensor's ``shape()``)."""
    if isinstance(x, (list, tuple, np.ndarray, bytes, bytearray)):
        return True
    return hasattr(x, "__len__") and hasattr(x, "__getitem__") and not isinstance(x, (str, dict))


def _longs(args: Sequence[Any]) -> list[int]:
    """Java's ``long...`` parameter: one array or the values themselves."""
    if len(args) == 1 and _seq(args[0]):
        return [int(v) for v in args[0]]
    return [int(v) for v in args]


def _fill(dst: Any, values: Sequence[Any]) -> Any:
    """Copy into a Java array given to be filled (``dimensions(long[])``)."""
    for i, v in enumerate(values):
        dst[i] = v
    return dst


def _java_round(value: float) -> int:
    """``Util.round``: ``(long) (x + 0.5 * signum(x))`` (NaN is 0, saturating)."""
    if math.isnan(value):
        return 0
    r = value + 0.5 * (1.0 if value > 0 else -1.0 if value < 0 else 0.0)
    if r >= 2**63:
        return 2**63 - 1
    if r <= -(2**63):
        return -(2**63)
    return int(r)


def _wrap(value: int, bits: int, signed: bool) -> int:
    value &= (1 << bits) - 1
    if signed and value >= 1 << (bits - 1):
        value -= 1 << bits
    return value


# -- pixel types -----------------------------------------------------------------------------


class Type:
    """A pixel type: a value at one position of an array (``_arr[_pos]``)."""

    _dtype: Any = np.float32

    def __init__(self, value: Any = 0) -> None:
        self._arr = np.zeros(1, dtype=self._dtype)
        self._pos: Any = (0,)
        if isinstance(value, Type):
            value = value.getRealDouble()
        self._put(value)

    def _bind(self, arr: np.ndarray, pos: Any) -> Type:
        self._arr, self._pos = arr, pos
        return self

    def _raw(self) -> Any:
        return self._arr[self._pos]

    def _put(self, value: Any) -> None:
        self._arr[self._pos] = value

    def createVariable(self) -> Any:
        return type(self)()

    def copy(self) -> Any:
        return type(self)(self.get())

    def set(self, value: Any) -> None:
        self._put(value.get() if isinstance(value, Type) else value)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self.valueEquals(other)  # type: ignore[arg-type]

    def __hash__(self) -> int:
        return hash(self.getRealDouble())

    def equals(self, other: object) -> bool:
        return self == other

    def valueEquals(self, other: Type) -> bool:
        return self.getRealDouble() == other.getRealDouble()

    def compareTo(self, other: Type) -> int:
        a, b = self.getRealDouble(), other.getRealDouble()
        return (a > b) - (a < b)

    def getImaginaryFloat(self) -> float:
        return 0.0

    getImaginaryDouble = getImaginaryFloat

    def setZero(self) -> None:
        self.setReal(0)

    def setOne(self) -> None:
        self.setReal(1)

    def inc(self) -> None:
        self.setReal(self.getRealDouble() + 1)

    def dec(self) -> None:
        self.setReal(self.getRealDouble() - 1)

    def add(self, c: Type) -> None:
        self.setReal(self.getRealDouble() + c.getRealDouble())

    def sub(self, c: Type) -> None:
        self.setReal(self.getRealDouble() - c.getRealDouble())

    def mul(self, c: Any) -> None:
        self.setReal(self.getRealDouble() * (c.getRealDouble() if isinstance(c, Type) else c))

    def div(self, c: Type) -> None:
        self.setReal(self.getRealDouble() / c.getRealDouble())

    def getRealDouble(self) -> float:
        return float(self._raw())

    def getRealFloat(self) -> float:
        return float(np.float32(self._raw()))

    def setReal(self, value: float) -> None:
        self._put(value)

    def get(self) -> Any:
        return self._raw().item()

    def getPowerFloat(self) -> float:
        return self.getRealFloat()

    def getPowerDouble(self) -> float:
        return self.getRealDouble()

    def getMinIncrement(self) -> float:
        return 1.0

    def __str__(self) -> str:
        return self.toString()

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.toString()})"

    def toString(self) -> str:
        return jstr(self.getRealDouble())  # AbstractRealType: "" + getRealDouble()


class RealType(Type):
    pass


NumericType = NativeType = ComplexType = RealType


class FloatType(RealType):
    _dtype = np.float32

    def get(self) -> float:
        return float(self._raw())

    def setReal(self, value: float) -> None:
        self._put(np.float32(value))

    def getMaxValue(self) -> float:
        return float(np.finfo(np.float32).max)

    def getMinValue(self) -> float:
        return -float(np.finfo(np.float32).max)

    def getBitsPerPixel(self) -> int:
        return 32


class DoubleType(RealType):
    _dtype = np.float64

    def get(self) -> float:
        return float(self._raw())

    def getRealFloat(self) -> float:
        return float(np.float32(self._raw()))

    def setReal(self, value: float) -> None:
        self._put(value)

    def getMaxValue(self) -> float:
        return float(np.finfo(np.float64).max)

    def getMinValue(self) -> float:
        return -float(np.finfo(np.float64).max)

    def getBitsPerPixel(self) -> int:
        return 64


class IntegerType(RealType):
    """An integer type: ``setReal`` rounds with ``Util.round``, values wrap to the width."""

    _bits, _signed = 32, True

    def _put(self, value: Any) -> None:
        self._arr[self._pos] = _wrap(int(value), self._bits, self._signed)

    def get(self) -> int:
        return int(self._raw())

    def getInteger(self) -> int:
        return _wrap(int(self._raw()), 32, True)

    def getIntegerLong(self) -> int:
        return int(self._raw())

    def setInteger(self, value: int) -> None:
        self._put(value)

    def setReal(self, value: float) -> None:
        self._put(_java_round(float(value)))

    def getRealDouble(self) -> float:
        return float(int(self._raw()))

    def getMaxValue(self) -> float:
        return float((1 << (self._bits - 1)) - 1 if self._signed else (1 << self._bits) - 1)

    def getMinValue(self) -> float:
        return float(-(1 << (self._bits - 1)) if self._signed else 0)

    def getBitsPerPixel(self) -> int:
        return self._bits

    def valueEquals(self, other: Type) -> bool:
        return self.getIntegerLong() == other.getIntegerLong()  # type: ignore[attr-defined]

    def toString(self) -> str:
        return str(int(self._raw()))


class ByteType(IntegerType):
    _dtype, _bits, _signed = np.int8, 8, True

    def getByte(self) -> int:
        return int(self._raw())

    def setByte(self, value: int) -> None:
        self._put(value)


class UnsignedByteType(IntegerType):
    _dtype, _bits, _signed = np.uint8, 8, False

    def getByte(self) -> int:
        return _wrap(int(self._raw()), 8, True)  # GenericByteType's signed byte

    def setByte(self, value: int) -> None:
        self._put(value)


class ShortType(IntegerType):
    _dtype, _bits, _signed = np.int16, 16, True


class UnsignedShortType(IntegerType):
    _dtype, _bits, _signed = np.uint16, 16, False


class IntType(IntegerType):
    _dtype, _bits, _signed = np.int32, 32, True


class UnsignedIntType(IntegerType):
    _dtype, _bits, _signed = np.uint32, 32, False


class LongType(IntegerType):
    _dtype, _bits, _signed = np.int64, 64, True


class BitType(IntegerType):
    _dtype, _bits, _signed = np.bool_, 1, False

    def _put(self, value: Any) -> None:
        self._arr[self._pos] = bool(value)

    def get(self) -> bool:  # type: ignore[override]
        return bool(self._raw())

    def toString(self) -> str:
        return "1" if self._raw() else "0"


_TYPE_OF_DTYPE = {
    np.dtype(t._dtype): t
    for t in (
        FloatType,
        DoubleType,
        ByteType,
        UnsignedByteType,
        ShortType,
        UnsignedShortType,
        IntType,
        UnsignedIntType,
        LongType,
        BitType,
    )
}


# -- intervals -------------------------------------------------------------------------------


class AbstractEuclideanSpace:
    def __init__(self, n: int) -> None:
        self.n = int(n)

    def numDimensions(self) -> int:
        return self.n


class _IntervalMethods:
    """What every ``Interval`` answers, from its ``min(d)`` and ``max(d)``."""

    def numDimensions(self) -> int:
        raise NotImplementedError

    def _mins(self) -> list[int]:
        raise NotImplementedError

    def _maxs(self) -> list[int]:
        raise NotImplementedError

    def min(self, d: Any) -> Any:
        if isinstance(d, (int, np.integer)):
            return self._mins()[int(d)]
        return _fill(d, self._mins()) if _seq(d) else d.setPosition(self._mins())

    def max(self, d: Any) -> Any:
        if isinstance(d, (int, np.integer)):
            return self._maxs()[int(d)]
        return _fill(d, self._maxs()) if _seq(d) else d.setPosition(self._maxs())

    def realMin(self, d: Any) -> Any:
        return float(self.min(d)) if isinstance(d, (int, np.integer)) else self.min(d)

    def realMax(self, d: Any) -> Any:
        return float(self.max(d)) if isinstance(d, (int, np.integer)) else self.max(d)

    def _dims(self) -> list[int]:
        return [b - a + 1 for a, b in zip(self._mins(), self._maxs(), strict=True)]

    def dimension(self, d: int) -> int:
        return self._dims()[d]

    def dimensions(self, dst: Any) -> Any:
        return _fill(dst, self._dims())

    def dimensionsAsLongArray(self) -> np.ndarray:
        return np.array(self._dims(), dtype=np.int64)

    def minAsLongArray(self) -> np.ndarray:
        return np.array(self._mins(), dtype=np.int64)

    def maxAsLongArray(self) -> np.ndarray:
        return np.array(self._maxs(), dtype=np.int64)


class AbstractInterval(AbstractEuclideanSpace, _IntervalMethods):
    """imglib2's base of intervals; a subclass reads its protected ``n``, ``min`` and
    ``max`` (the port's ``n``, ``_min`` and ``_max``: Python has one name for a field and a
    method)."""

    def __init__(self, *args: Any) -> None:
        if len(args) == 1 and isinstance(args[0], (int, np.integer)):
            n = int(args[0])
            mins, maxs = [0] * n, [0] * n
        elif len(args) == 1 and _seq(args[0]):  # long[] dimensions
            mins = [0] * len(args[0])
            maxs = [int(v) - 1 for v in args[0]]
        elif len(args) == 1 and isinstance(args[0], _IntervalMethods):  # an Interval
            mins, maxs = args[0]._mins(), args[0]._maxs()
        elif len(args) == 1:  # Dimensions
            mins = [0] * args[0].numDimensions()
            maxs = [args[0].dimension(d) - 1 for d in range(len(mins))]
        else:  # long[] min, long[] max (a copy), or min, max, copy
            mins, maxs = [int(v) for v in args[0]], [int(v) for v in args[1]]
        AbstractEuclideanSpace.__init__(self, len(mins))
        self._min = np.array(mins, dtype=np.int64)
        self._max = np.array(maxs, dtype=np.int64)

    def _mins(self) -> list[int]:
        return [int(v) for v in self._min]

    def _maxs(self) -> list[int]:
        return [int(v) for v in self._max]

    def numDimensions(self) -> int:
        return self.n

    def toString(self) -> str:
        return f"{type(self).__name__} {Intervals.toString(self)}"

    def __str__(self) -> str:
        return self.toString()


class FinalInterval(AbstractInterval):
    """``new FinalInterval(long... dims)``, ``(long[] min, long[] max)``, ``(Interval)``."""

    def __init__(self, *args: Any) -> None:
        if args and all(isinstance(a, (int, np.integer)) for a in args) and len(args) >= 1:
            super().__init__(list(args))  # long... dimensions
        elif len(args) == 1 and not _seq(args[0]) and isinstance(args[0], _IntervalMethods):
            super().__init__(args[0]._mins(), args[0]._maxs())
        else:
            super().__init__(*args)


class FinalDimensions:
    def __init__(self, *dims: Any) -> None:
        self._d = _longs(dims)

    def numDimensions(self) -> int:
        return len(self._d)

    def dimension(self, d: int) -> int:
        return self._d[d]

    def dimensions(self, dst: Any) -> Any:
        return _fill(dst, self._d)

    def dimensionsAsLongArray(self) -> np.ndarray:
        return np.array(self._d, dtype=np.int64)


Interval = Dimensions = _IntervalMethods


# -- positions -------------------------------------------------------------------------------


class _Localizable:
    def _where(self) -> list[int]:
        raise NotImplementedError

    def localize(self, dst: Any) -> Any:
        return _fill(dst, self._where())

    def getLongPosition(self, d: int) -> int:
        return self._where()[d]

    getIntPosition = getLongPosition

    def getDoublePosition(self, d: int) -> float:
        return float(self._where()[d])

    getFloatPosition = getDoublePosition

    def positionAsLongArray(self) -> np.ndarray:
        return np.array(self._where(), dtype=np.int64)


class Point(AbstractEuclideanSpace, _Localizable):
    """``net.imglib2.Point``: ``new Point(int n)`` (an int alone is a number of dimensions,
    as javac picks that constructor for an ``int``), ``new Point(long... position)``; a
    subclass reads its protected ``n`` and ``position``."""

    def __init__(self, *args: Any) -> None:
        if len(args) == 1 and isinstance(args[0], (int, np.integer)):
            position = [0] * int(args[0])
        elif len(args) == 2 and _seq(args[0]) and isinstance(args[1], bool):
            position = args[0] if not args[1] else list(args[0])  # (long[], copy)
        elif len(args) == 1 and isinstance(args[0], _Localizable):
            position = args[0]._where()
        else:
            position = _longs(args)
        super().__init__(len(position))
        self.position = (
            position if isinstance(position, np.ndarray) else np.array(position, dtype=np.int64)
        )

    def _where(self) -> list[int]:
        return [int(v) for v in self.position]

    def setPosition(self, pos: Any, d: int | None = None) -> None:
        if d is not None:
            self.position[d] = int(pos)
        else:
            _fill(self.position, pos._where() if isinstance(pos, _Localizable) else pos)

    def fwd(self, d: int) -> None:
        self.position[d] += 1

    def bck(self, d: int) -> None:
        self.position[d] -= 1

    def move(self, distance: Any, d: int | None = None) -> None:
        if d is not None:
            self.position[d] += int(distance)
        else:
            for i, v in enumerate(distance):
                self.position[i] += int(v)

    def toString(self) -> str:
        return "(" + ",".join(str(v) for v in self._where()) + ")"

    def __str__(self) -> str:
        return self.toString()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Point) and self._where() == other._where()

    def __hash__(self) -> int:
        return hash(tuple(self._where()))


# -- images and views ------------------------------------------------------------------------


class RandomAccess(_Localizable):
    """A position in an image (absolute coordinates) and the pixel there."""

    def __init__(self, img: Img) -> None:
        self._img = img
        self._a = img._array()
        self._at = list(img._mins())
        self._type = img._type_class()()

    def _where(self) -> list[int]:
        return list(self._at)

    def numDimensions(self) -> int:
        return len(self._at)

    def setPosition(self, pos: Any, d: int | None = None) -> None:
        if d is not None:
            self._at[d] = int(pos)
        elif isinstance(pos, _Localizable):
            self._at = pos._where()
        else:
            self._at = [int(v) for v in pos]

    def fwd(self, d: int) -> None:
        self._at[d] += 1

    def bck(self, d: int) -> None:
        self._at[d] -= 1

    def move(self, distance: Any, d: int | None = None) -> None:
        if d is not None:
            self._at[d] += int(distance)
        else:
            self._at = [a + int(v) for a, v in zip(self._at, distance, strict=False)]

    def get(self) -> Any:
        index = tuple(p - m for p, m in zip(self._at, self._img._mins(), strict=True))
        if any(i < 0 or i >= s for i, s in zip(index, self._a.shape, strict=True)):
            raise IndexError(f"position {self._at} is outside {Intervals.toString(self._img)}")
        return self._type._bind(self._a, index)

    def setPositionAndGet(self, *pos: Any) -> Any:
        self.setPosition(_longs(pos))
        return self.get()

    def copy(self) -> RandomAccess:
        other = RandomAccess(self._img)
        other._at = list(self._at)
        return other

    copyRandomAccess = copy


class Cursor(_Localizable):
    """imglib2's cursor: flat order, the first dimension fastest; ``get()`` is one type
    object that follows the cursor."""

    def __init__(self, img: Img) -> None:
        self._img = img
        self._a = img._array()
        self._n = int(self._a.size)
        self._i = -1
        self._type = img._type_class()()
        self._order = img._iteration_order()  # flat indices in iteration order, or None

    def _index(self) -> tuple[int, ...]:
        flat = self._i if self._order is None else int(self._order[self._i])
        return tuple(int(v) for v in np.unravel_index(flat, self._a.shape, order="F"))

    def _where(self) -> list[int]:
        return [i + m for i, m in zip(self._index(), self._img._mins(), strict=True)]

    def numDimensions(self) -> int:
        return self._a.ndim

    def hasNext(self) -> bool:
        return self._i < self._n - 1

    def fwd(self) -> None:
        self._i += 1

    def jumpFwd(self, steps: int) -> None:
        self._i += int(steps)

    def reset(self) -> None:
        self._i = -1

    def get(self) -> Any:
        return self._type._bind(self._a, self._index())

    def next(self) -> Any:
        self.fwd()
        return self.get()

    def copy(self) -> Cursor:
        other = Cursor(self._img)
        other._i = self._i
        return other

    copyCursor = copy


class AbstractCursor(AbstractEuclideanSpace, _Localizable):
    """imglib2's base of cursors: a subclass gives ``fwd``, ``hasNext``, ``get``,
    ``localize(long[])``/``getLongPosition`` and ``copy``; ``next()`` is ``fwd()`` then
    ``get()``."""

    def _where(self) -> list[int]:
        return [int(self.getLongPosition(d)) for d in range(self.n)]

    def next(self) -> Any:
        self.fwd()
        return self.get()

    def localize(self, dst: Any) -> Any:
        return _fill(dst, self._where())

    def getIntPosition(self, d: int) -> int:
        return _wrap(int(self.getLongPosition(d)), 32, True)

    def getDoublePosition(self, d: int) -> float:
        return float(self.getLongPosition(d))

    getFloatPosition = getDoublePosition

    def copyCursor(self) -> Any:
        return self.copy()

    def jumpFwd(self, steps: int) -> None:
        for _ in range(int(steps)):
            self.fwd()

    def remove(self) -> None:
        pass

    def __iter__(self) -> Iterator[Any]:
        while self.hasNext():
            yield self.next()

    def toString(self) -> str:
        return "(" + ", ".join(str(v) for v in self._where()) + ") = " + jstr(self.get())


class Img(_IntervalMethods):
    """A ``RandomAccessibleInterval`` and ``IterableInterval``: a numpy array in imglib2's
    axis order, with its minimum per axis."""

    def __init__(self, array: np.ndarray, mins: Sequence[int] | None = None, kind: Any = None):
        self._data = array
        self._offset = [0] * array.ndim if mins is None else [int(m) for m in mins]
        self._kind = kind or _TYPE_OF_DTYPE[array.dtype]

    def _array(self) -> np.ndarray:
        return self._data

    def _type_class(self) -> Any:
        return self._kind

    def _iteration_order(self) -> np.ndarray | None:
        return None  # flat: the first dimension fastest

    def _mins(self) -> list[int]:
        return list(self._offset)

    def _maxs(self) -> list[int]:
        return [m + s - 1 for m, s in zip(self._mins(), self._array().shape, strict=True)]

    def numDimensions(self) -> int:
        return self._array().ndim

    def size(self) -> int:
        return int(self._array().size)

    def randomAccess(self, interval: Any = None) -> RandomAccess:
        return RandomAccess(self)

    def cursor(self) -> Cursor:
        return Cursor(self)

    localizingCursor = cursor

    def iterator(self) -> Iterator[Any]:
        c = self.cursor()
        while c.hasNext():
            yield c.next()

    def __iter__(self) -> Iterator[Any]:
        return self.iterator()

    def firstElement(self) -> Any:
        return self.cursor().next()

    def getType(self) -> Any:
        return self._type_class()()

    def getAt(self, *pos: Any) -> Any:
        return self.randomAccess().setPositionAndGet(*pos)

    def iterationOrder(self) -> Any:
        return ("flat", tuple(self._array().shape))

    def factory(self) -> ArrayImgFactory:
        return ArrayImgFactory(self._type_class()())

    def copy(self) -> ArrayImg:
        return ArrayImg(np.array(self._array(), order="F"), self._type_class())

    def toString(self) -> str:
        return f"{type(self).__name__} [" + "x".join(str(d) for d in self._dims()) + "]"

    def __str__(self) -> str:
        return self.toString()


RandomAccessibleInterval = IterableInterval = RandomAccessible = Img


class ArrayDataAccess:
    """``ArrayImg.update(null)``: the image's storage (``getCurrentStorageArray()``)."""

    def __init__(self, flat: np.ndarray) -> None:
        self._flat = flat

    def getCurrentStorageArray(self) -> np.ndarray:
        return self._flat

    def getArrayLength(self) -> int:
        return int(self._flat.size)

    def getValue(self, i: int) -> Any:
        return self._flat[i].item()

    def setValue(self, i: int, v: Any) -> None:
        self._flat[i] = v


class _PrimitiveArray(ArrayDataAccess):
    """``FloatArray``, ``ByteArray``, ...: ``new FloatArray(n)`` or over a Java array."""

    _dtype: Any = np.float32

    def __init__(self, data: Any) -> None:
        if isinstance(data, (int, np.integer)):
            data = np.zeros(int(data), dtype=self._dtype)
        elif isinstance(data, (bytes, bytearray)):
            data = np.frombuffer(bytes(data), dtype=np.int8).copy()
        elif not (isinstance(data, np.ndarray) and data.dtype == self._dtype):
            data = np.asarray(data).astype(self._dtype)
        super().__init__(data)


class FloatArray(_PrimitiveArray):
    _dtype = np.float32


class DoubleArray(_PrimitiveArray):
    _dtype = np.float64


class ByteArray(_PrimitiveArray):
    _dtype = np.int8


class ShortArray(_PrimitiveArray):
    _dtype = np.int16


class IntArray(_PrimitiveArray):
    _dtype = np.int32


class LongArray(_PrimitiveArray):
    _dtype = np.int64


_ACCESS_OF_DTYPE = {
    np.dtype(np.float32): FloatArray,
    np.dtype(np.float64): DoubleArray,
    np.dtype(np.int8): ByteArray,
    np.dtype(np.uint8): ByteArray,
    np.dtype(np.int16): ShortArray,
    np.dtype(np.uint16): ShortArray,
    np.dtype(np.int32): IntArray,
    np.dtype(np.uint32): IntArray,
    np.dtype(np.int64): LongArray,
}


class ArrayImg(Img):
    """An image over one flat array (``x + y * width + ...``), which it shares."""

    def __init__(self, array: np.ndarray, kind: Any = None) -> None:
        if not array.flags.f_contiguous:
            array = np.asfortranarray(array)
        super().__init__(array, None, kind)

    def update(self, updater: Any = None) -> ArrayDataAccess:
        """The storage: a ``FloatArray`` of a ``FloatType`` image, ... (an unsigned type's
        array holds its bits as Java's signed one does)."""
        flat = self._data.reshape(-1, order="F")
        access = _ACCESS_OF_DTYPE.get(flat.dtype)
        if access is None:
            return ArrayDataAccess(flat)
        made = access.__new__(access)
        ArrayDataAccess.__init__(
            made, flat if flat.dtype == access._dtype else flat.view(access._dtype)
        )
        return made


class _View(Img):
    pass


class CellImg(Img):
    """An image in cells (``CellImgFactory``'s, 10 pixels a side unless given): its cursor
    visits the cells in flat order and each cell's pixels in flat order, as imglib2's
    ``CellCursor``; a view of it (``Views.iterable``) iterates flat."""

    def __init__(self, array: np.ndarray, kind: Any, cell: Sequence[int]) -> None:
        super().__init__(array, None, kind)
        self._cell = [int(c) for c in cell] + [int(cell[-1])] * (array.ndim - len(cell))

    def _iteration_order(self) -> np.ndarray:
        shape = self._data.shape
        flat = np.arange(self._data.size).reshape(shape, order="F")
        order = []
        grid = [range(0, s, c) for s, c in zip(shape, self._cell, strict=True)]
        for corner in np.ndindex(*[len(g) for g in grid][::-1]):
            start = [g[i] for g, i in zip(grid, corner[::-1], strict=True)]
            block = flat[tuple(slice(a, a + c) for a, c in zip(start, self._cell, strict=True))]
            order.extend(block.reshape(-1, order="F").tolist())
        return np.array(order, dtype=np.int64)

    def factory(self) -> CellImgFactory:
        return CellImgFactory(self._kind(), *self._cell)

    def copy(self) -> CellImg:
        return CellImg(np.array(self._data, order="F"), self._kind, self._cell)


class CellImgFactory:
    """``new CellImgFactory<>(type[, cellDimensions...])``; ``create(dims)``."""

    def __init__(self, *args: Any) -> None:
        self._kind = args[0] if args and isinstance(args[0], Type) else None
        rest = args[1:] if self._kind is not None else args
        self._cell = _longs(rest) if rest else [10]

    def create(self, *args: Any) -> CellImg:
        kind = self._kind
        if len(args) >= 2 and isinstance(args[-1], Type):
            kind, args = args[-1], args[:-1]
        if len(args) == 1 and not _seq(args[0]) and hasattr(args[0], "dimension"):
            dims = [args[0].dimension(d) for d in range(args[0].numDimensions())]
        else:
            dims = _longs(args)
        if kind is None:
            raise ValueError("CellImgFactory: no type given")
        cls = type(kind)
        return CellImg(np.zeros(dims, dtype=cls._dtype, order="F"), cls, self._cell)


class DiskCachedCellImgFactory(CellImgFactory):
    """Cells kept in memory here (imglib2's cache writes them to disk): the same image."""

    def __init__(self, *args: Any) -> None:
        kind = args[0] if args and isinstance(args[0], Type) else None
        super().__init__(*([kind] if kind is not None else []))  # options: not a cell size


class ArrayImgFactory:
    """``new ArrayImgFactory<>(type)`` or ``new ArrayImgFactory<T>()``, then ``create(dims)``
    or ``create(dims, type)``."""

    def __init__(self, kind: Any = None) -> None:
        self._kind = kind

    def create(self, *args: Any) -> ArrayImg:
        kind = self._kind
        if len(args) >= 2 and isinstance(args[-1], Type):
            kind, args = args[-1], args[:-1]
        if len(args) == 1 and not _seq(args[0]) and hasattr(args[0], "dimension"):
            dims = [args[0].dimension(d) for d in range(args[0].numDimensions())]
        else:
            dims = _longs(args)
        if kind is None:
            raise ValueError("ArrayImgFactory: no type given")
        cls = type(kind)
        return ArrayImg(np.zeros(dims, dtype=cls._dtype, order="F"), cls)


class ArrayImgs:
    """``ArrayImgs.floats(long... dims)``; ``floats(float[] data, long... dims)`` wraps the
    data (a numpy array of the element type is shared, as Java shares the array; a list is
    copied)."""

    @staticmethod
    def _make(kind: Any, args: Sequence[Any]) -> ArrayImg:
        if len(args) >= 2 and _seq(args[0]):
            data, dims = args[0], _longs(args[1:])
            if isinstance(data, bytearray):  # a Java byte[]: its signed bytes, shared
                data = np.frombuffer(data, dtype=np.int8)
            elif isinstance(data, bytes):  # immutable in Python: a copy
                data = np.frombuffer(data, dtype=np.int8).copy()
            flat = (
                data
                if isinstance(data, np.ndarray) and data.dtype == kind._dtype
                else np.asarray(data).astype(kind._dtype)
            )
            if flat.size != math.prod(dims):
                raise ValueError(f"data of {flat.size} elements for dimensions {dims}")
            return ArrayImg(flat.reshape(dims, order="F"), kind)
        return ArrayImg(np.zeros(_longs(args), dtype=kind._dtype, order="F"), kind)

    @staticmethod
    def floats(*args: Any) -> ArrayImg:
        return ArrayImgs._make(FloatType, args)

    @staticmethod
    def doubles(*args: Any) -> ArrayImg:
        return ArrayImgs._make(DoubleType, args)

    @staticmethod
    def bytes(*args: Any) -> ArrayImg:
        return ArrayImgs._make(ByteType, args)

    @staticmethod
    def unsignedBytes(*args: Any) -> ArrayImg:
        return ArrayImgs._make(UnsignedByteType, args)

    @staticmethod
    def shorts(*args: Any) -> ArrayImg:
        return ArrayImgs._make(ShortType, args)

    @staticmethod
    def unsignedShorts(*args: Any) -> ArrayImg:
        return ArrayImgs._make(UnsignedShortType, args)

    @staticmethod
    def ints(*args: Any) -> ArrayImg:
        return ArrayImgs._make(IntType, args)

    @staticmethod
    def unsignedInts(*args: Any) -> ArrayImg:
        return ArrayImgs._make(UnsignedIntType, args)

    @staticmethod
    def longs(*args: Any) -> ArrayImg:
        return ArrayImgs._make(LongType, args)

    @staticmethod
    def bits(*args: Any) -> ArrayImg:
        return ArrayImgs._make(BitType, args)


def _view(src: Img, array: np.ndarray, mins: Sequence[int]) -> Img:
    return _View(array, mins, src._type_class())


class Views:
    """imglib2's ``Views``: each a numpy view of the source's data."""

    @staticmethod
    def permute(src: Img, from_axis: int, to_axis: int) -> Img:
        mins = src._mins()
        mins[from_axis], mins[to_axis] = mins[to_axis], mins[from_axis]
        return _view(src, np.swapaxes(src._array(), from_axis, to_axis), mins)

    @staticmethod
    def moveAxis(src: Img, from_axis: int, to_axis: int) -> Img:
        mins = src._mins()
        mins.insert(to_axis, mins.pop(from_axis))
        return _view(src, np.moveaxis(src._array(), from_axis, to_axis), mins)

    @staticmethod
    def iterable(src: Img) -> Img:
        return src

    flatIterable = iterable

    @staticmethod
    def interval(src: Any, *args: Any) -> Img:
        if len(args) == 1:
            mins, maxs = args[0]._mins(), args[0]._maxs()
        else:
            mins, maxs = [int(v) for v in args[0]], [int(v) for v in args[1]]
        if isinstance(src, _Extended):
            return src._interval(mins, maxs)
        base = src._mins()
        parts = tuple(slice(a - b, c - b + 1) for a, c, b in zip(mins, maxs, base, strict=True))
        return _view(src, src._array()[parts], mins)

    @staticmethod
    def offsetInterval(src: Img, *args: Any) -> Img:
        if len(args) == 1:
            offset, dims = args[0]._mins(), args[0]._dims()
        else:
            offset, dims = [int(v) for v in args[0]], [int(v) for v in args[1]]
        maxs = [o + d - 1 for o, d in zip(offset, dims, strict=True)]
        view = Views.interval(src, offset, maxs)
        return _view(src, view._array(), [0] * len(offset))

    @staticmethod
    def zeroMin(src: Img) -> Img:
        return _view(src, src._array(), [0] * src.numDimensions())

    @staticmethod
    def translate(src: Img, *translation: Any) -> Img:
        t = _longs(translation)
        return _view(src, src._array(), [m + v for m, v in zip(src._mins(), t, strict=True)])

    @staticmethod
    def hyperSlice(src: Img, d: int, pos: int) -> Img:
        mins = src._mins()
        index: list[Any] = [slice(None)] * src.numDimensions()
        index[d] = int(pos) - mins[d]
        del mins[d]
        return _view(src, src._array()[tuple(index)], mins)

    @staticmethod
    def addDimension(src: Img, lo: int = 0, hi: int = 0) -> Img:
        a = src._array()[..., np.newaxis]
        if hi > lo:
            a = np.broadcast_to(a, (*a.shape[:-1], hi - lo + 1))
        return _view(src, a, [*src._mins(), int(lo)])

    @staticmethod
    def dropSingletonDimensions(src: Img) -> Img:
        keep = [d for d in range(src.numDimensions()) if src.dimension(d) != 1]
        a = src._array()
        index = tuple(slice(None) if d in keep else 0 for d in range(a.ndim))
        return _view(src, a[index], [src._mins()[d] for d in keep])

    @staticmethod
    def invertAxis(src: Img, d: int) -> Img:
        mins = src._mins()
        mins[d] = -src._maxs()[d]
        return _view(src, np.flip(src._array(), d), mins)

    @staticmethod
    def extendZero(src: Img) -> _Extended:
        return _Extended(src, "constant", 0)

    @staticmethod
    def extendValue(src: Img, value: Any) -> _Extended:
        return _Extended(
            src, "constant", value.getRealDouble() if isinstance(value, Type) else value
        )

    @staticmethod
    def extendBorder(src: Img) -> _Extended:
        return _Extended(src, "edge")

    @staticmethod
    def extendMirrorDouble(src: Img) -> _Extended:
        return _Extended(src, "symmetric")  # the border pixel repeated: a b | b a

    @staticmethod
    def extendMirrorSingle(src: Img) -> _Extended:
        return _Extended(src, "reflect")  # a b c | b a

    @staticmethod
    def expandZero(src: Img, *border: Any) -> Img:
        return Views._expand(Views.extendZero(src), src, border)

    @staticmethod
    def expandBorder(src: Img, *border: Any) -> Img:
        return Views._expand(Views.extendBorder(src), src, border)

    @staticmethod
    def expandMirrorDouble(src: Img, *border: Any) -> Img:
        return Views._expand(Views.extendMirrorDouble(src), src, border)

    @staticmethod
    def expandValue(src: Img, value: Any, *border: Any) -> Img:
        return Views._expand(Views.extendValue(src, value), src, border)

    @staticmethod
    def _expand(ext: _Extended, src: Img, border: Sequence[Any]) -> Img:
        b = _longs(border)
        b = b * src.numDimensions() if len(b) == 1 else b
        mins = [m - x for m, x in zip(src._mins(), b, strict=True)]
        maxs = [m + x for m, x in zip(src._maxs(), b, strict=True)]
        return ext._interval(mins, maxs)

    @staticmethod
    def rotate(src: Img, from_axis: int, to_axis: int) -> Img:
        """x' = -y, y' = x (from_axis to to_axis), as imglib2's rotation of 90 degrees."""
        if from_axis == to_axis:
            return src
        permuted = Views.permute(src, from_axis, to_axis)
        return Views.invertAxis(permuted, from_axis)


class _Extended:
    """``Views.extendBorder`` (and the others): the source, extended past its interval with
    numpy's padding of the same rule. An interval of it reads the source's pixels when it is
    made (inside the source it is a copy, not a view: writes do not reach the source)."""

    def __init__(self, src: Img, mode: str, value: Any = 0) -> None:
        self._src, self._mode, self._value = src, mode, value

    def numDimensions(self) -> int:
        return self._src.numDimensions()

    def getSource(self) -> Img:
        return self._src

    def _interval(self, mins: Sequence[int], maxs: Sequence[int]) -> Img:
        a = self._src._array()
        base, top = self._src._mins(), self._src._maxs()
        before = [max(0, b - m) for b, m in zip(base, mins, strict=True)]
        after = [max(0, m - t) for t, m in zip(top, maxs, strict=True)]
        if self._mode == "constant":
            padded = np.pad(a, list(zip(before, after, strict=True)), constant_values=self._value)
        else:
            padded = np.pad(a, list(zip(before, after, strict=True)), mode=self._mode)
        start = [m - (b - p) for m, b, p in zip(mins, base, before, strict=True)]
        parts = tuple(
            slice(s, s + hi - lo + 1) for s, lo, hi in zip(start, mins, maxs, strict=True)
        )
        return _View(np.asfortranarray(padded[parts]), mins, self._src._type_class())

    def randomAccess(self, interval: Any = None) -> RandomAccess:
        if interval is None:
            raise ValueError("an extended image's random access needs an interval here")
        return self._interval(interval._mins(), interval._maxs()).randomAccess()


class ImgView:
    """``ImgView.wrap(rai[, factory])``: the view as an ``Img`` (the same data)."""

    @staticmethod
    def wrap(rai: Img, factory: Any = None) -> Img:
        return rai if isinstance(rai, Img) else Img(rai._array(), rai._mins())


class ValuePair:
    """``net.imglib2.util.ValuePair``: ``getA()``, ``getB()``."""

    def __init__(self, a: Any, b: Any) -> None:
        self.a, self.b = a, b

    def getA(self) -> Any:
        return self.a

    def getB(self) -> Any:
        return self.b


Pair = ValuePair


# -- converters and utilities ----------------------------------------------------------------


class Converter:
    """``Converter<A, B>``: ``convert(input, output)``."""

    def convert(self, source: Any, target: Any) -> None:
        raise NotImplementedError


class RealFloatConverter(Converter):
    def convert(self, source: Any, target: Any) -> None:
        target.setReal(source.getRealFloat())


class RealDoubleConverter(Converter):
    def convert(self, source: Any, target: Any) -> None:
        target.setReal(source.getRealDouble())


class _Converted(Img):
    """``Converters.convert``: each read converts the source's pixel now (a read-only view)."""

    def __init__(self, src: Img, convert: Callable[[Any, Any], Any], kind: Any) -> None:
        self._src, self._convert = src, convert
        super().__init__(np.zeros(0, dtype=kind._dtype), src._mins(), kind)
        self._offset = src._mins()

    def _array(self) -> np.ndarray:
        source = self._src._array()
        out = np.zeros(source.shape, dtype=self._kind._dtype, order="F")
        inp, result = self._src._type_class()(), self._kind()
        for index in np.ndindex(*source.shape):
            self._convert(inp._bind(source, index), result._bind(out, index))
        return out


class Converters:
    @staticmethod
    def convert(src: Img, converter: Any, kind: Any) -> Img:
        fn = converter.convert if hasattr(converter, "convert") else converter
        return _Converted(src, fn, type(kind))


class Intervals:
    @staticmethod
    def dimensionsAsLongArray(d: Any) -> np.ndarray:
        return np.array([d.dimension(i) for i in range(d.numDimensions())], dtype=np.int64)

    @staticmethod
    def dimensionsAsIntArray(d: Any) -> np.ndarray:
        return Intervals.dimensionsAsLongArray(d).astype(np.int32)

    @staticmethod
    def minAsLongArray(i: Any) -> np.ndarray:
        return np.array([i.min(d) for d in range(i.numDimensions())], dtype=np.int64)

    @staticmethod
    def maxAsLongArray(i: Any) -> np.ndarray:
        return np.array([i.max(d) for d in range(i.numDimensions())], dtype=np.int64)

    @staticmethod
    def minAsDoubleArray(i: Any) -> np.ndarray:
        return Intervals.minAsLongArray(i).astype(np.float64)

    @staticmethod
    def maxAsDoubleArray(i: Any) -> np.ndarray:
        return Intervals.maxAsLongArray(i).astype(np.float64)

    @staticmethod
    def minAsIntArray(i: Any) -> np.ndarray:
        return Intervals.minAsLongArray(i).astype(np.int32)

    @staticmethod
    def maxAsIntArray(i: Any) -> np.ndarray:
        return Intervals.maxAsLongArray(i).astype(np.int32)

    @staticmethod
    def numElements(*args: Any) -> int:
        if len(args) == 1 and not _seq(args[0]):
            return math.prod(args[0].dimension(d) for d in range(args[0].numDimensions()))
        return math.prod(_longs(args))

    @staticmethod
    def createMinMax(*minmax: Any) -> FinalInterval:
        v = _longs(minmax)
        n = len(v) // 2
        return FinalInterval(v[:n], v[n:])

    @staticmethod
    def createMinSize(*minsize: Any) -> FinalInterval:
        v = _longs(minsize)
        n = len(v) // 2
        return FinalInterval(v[:n], [a + s - 1 for a, s in zip(v[:n], v[n:], strict=True)])

    @staticmethod
    def equals(a: Any, b: Any) -> bool:
        return (
            Intervals.minAsLongArray(a).tolist() == Intervals.minAsLongArray(b).tolist()
            and Intervals.maxAsLongArray(a).tolist() == Intervals.maxAsLongArray(b).tolist()
        )

    @staticmethod
    def equalDimensions(a: Any, b: Any) -> bool:
        return (
            Intervals.dimensionsAsLongArray(a).tolist()
            == Intervals.dimensionsAsLongArray(b).tolist()
        )

    @staticmethod
    def isEmpty(i: Any) -> bool:
        return any(i.max(d) < i.min(d) for d in range(i.numDimensions()))

    @staticmethod
    def contains(i: Any, other: Any) -> bool:
        n = i.numDimensions()
        if isinstance(other, _Localizable):
            p = other._where()
            return all(i.min(d) <= p[d] <= i.max(d) for d in range(n))
        return all(i.min(d) <= other.min(d) and other.max(d) <= i.max(d) for d in range(n))

    @staticmethod
    def intersect(a: Any, b: Any) -> FinalInterval:
        n = a.numDimensions()
        return FinalInterval(
            [max(a.min(d), b.min(d)) for d in range(n)],
            [min(a.max(d), b.max(d)) for d in range(n)],
        )

    @staticmethod
    def union(a: Any, b: Any) -> FinalInterval:
        n = a.numDimensions()
        return FinalInterval(
            [min(a.min(d), b.min(d)) for d in range(n)],
            [max(a.max(d), b.max(d)) for d in range(n)],
        )

    @staticmethod
    def translate(i: Any, *args: Any) -> FinalInterval:
        n = i.numDimensions()
        if len(args) == 2 and not _seq(args[0]) and n != 2:
            t = [int(args[0]) if d == int(args[1]) else 0 for d in range(n)]
        else:
            t = _longs(args)
        return FinalInterval(
            [i.min(d) + t[d] for d in range(n)], [i.max(d) + t[d] for d in range(n)]
        )

    @staticmethod
    def expand(i: Any, *args: Any) -> FinalInterval:
        n = i.numDimensions()
        if len(args) == 1 and not _seq(args[0]) and not hasattr(args[0], "dimension"):
            b = [int(args[0])] * n
        elif len(args) == 1 and hasattr(args[0], "dimension"):
            b = [args[0].dimension(d) for d in range(n)]
        else:
            b = _longs(args)
        return FinalInterval(
            [i.min(d) - b[d] for d in range(n)], [i.max(d) + b[d] for d in range(n)]
        )

    @staticmethod
    def zeroMin(i: Any) -> FinalInterval:
        return FinalInterval([i.dimension(d) for d in range(i.numDimensions())])

    @staticmethod
    def toString(i: Any) -> str:
        n = i.numDimensions()
        mins = ", ".join(str(i.min(d)) for d in range(n))
        maxs = ", ".join(str(i.max(d)) for d in range(n))
        dims = "x".join(str(i.dimension(d)) for d in range(n))
        return f"[({mins}) -- ({maxs}) = {dims}]"


class Util:
    @staticmethod
    def getTypeFromInterval(rai: Any) -> Any:
        return rai.getType()

    @staticmethod
    def round(value: float) -> int:
        return _java_round(float(value))

    @staticmethod
    def printInterval(i: Any) -> str:
        n = i.numDimensions()
        if n == 0:
            return "(Interval empty)"
        mins = ", ".join(str(i.min(d)) for d in range(n))
        maxs = ", ".join(str(i.max(d)) for d in range(n))
        dims = ", ".join(str(i.dimension(d)) for d in range(n))
        return f"[{mins}] -> [{maxs}], dimensions ({dims})"


class IncompatibleTypeException(Throwable, Exception):
    """imglib2's checked exception (``new IncompatibleTypeException(obj, message)``)."""

    _java_name = "net.imglib2.exception.IncompatibleTypeException"

    def __init__(self, obj: Any = None, message: str | None = None) -> None:
        super().__init__(message)
        self.obj = obj
