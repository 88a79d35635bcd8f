"""OpenCV's Java API (``org.opencv.*``) over OpenCV's Python binding (``cv2``, the
``opencv`` extra: ``pip install 'tfjava[opencv]'``).

Both are bindings of the same C++ library, so the pixels a function computes are the same;
what differs is the calling convention, which this module keeps Java's:

- a ``Mat`` is an object holding a numpy array (rows × cols, × channels when there are more
  than one), with Java's methods (``rows()``, ``get``/``put``, ``convertTo``, ``submat``);
- functions write into their destination ``Mat`` (``Imgproc.resize(src, dst, size)``) as the
  C++ ``OutputArray`` does: in place when the destination already has the result's size and
  type (so a ``submat`` view sees the change), else with new data;
- ``Point``, ``Size``, ``Rect`` and ``Scalar`` are Java's small value classes, printing as
  Java prints them (``{1.0, 2.0}``, ``224.0x224.0``, ``{0, 0, 10x20}``, ``[0.0, 255.0, 0.0,
  0.0]``);
- ``Mat.get(row, col, byte[])`` gives Java's signed bytes, as the Java API does.

``System.loadLibrary(Core.NATIVE_LIBRARY_NAME)`` and ``nu.pattern.OpenCV.loadLocally()`` have
nothing to load: ``cv2`` is imported when the first OpenCV class is used.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache
from typing import Any

import numpy as np

from porter.javalib.exceptions import RuntimeException
from porter.javalib.string_conversion import jstr


@cache
def cv2_module() -> Any:
    try:
        import cv2
    except ImportError as e:  # pragma: no cover - depends on the installation
        raise ImportError(
            "this port uses OpenCV: install OpenCV's Python binding "
            "(pip install 'tfjava[opencv]', or opencv-python-headless)"
        ) from e
    return cv2


# The element types of a Mat (CvType's depths) and their numpy dtypes.
_DTYPES = (np.uint8, np.int8, np.uint16, np.int16, np.int32, np.float32, np.float64, np.float16)
_DEPTH_NAMES = ("8U", "8S", "16U", "16S", "32S", "32F", "64F", "16F")
# Java's array of each depth (Mat.get/put with an array): signed bytes and shorts.
_JAVA_ARRAY = (np.int8, np.int8, np.int16, np.int16, np.int32, np.float32, np.float64, np.float16)


def _depth_of(dtype: Any) -> int:
    return next(i for i, d in enumerate(_DTYPES) if np.dtype(d) == np.dtype(dtype))


class CvType:
    CV_8U, CV_8S, CV_16U, CV_16S, CV_32S, CV_32F, CV_64F, CV_16F = range(8)
    CV_USRTYPE1 = CV_16F
    CV_CN_MAX = 512
    CV_CN_SHIFT = 3
    CV_DEPTH_MAX = 1 << CV_CN_SHIFT

    @staticmethod
    def makeType(depth: int, channels: int) -> int:
        if channels <= 0 or channels >= CvType.CV_CN_MAX:
            raise ValueError(f"Channels count should be 1..{CvType.CV_CN_MAX - 1}")
        if depth < 0 or depth >= CvType.CV_DEPTH_MAX:
            raise ValueError(f"Data type depth should be 0..{CvType.CV_DEPTH_MAX - 1}")
        return (depth & (CvType.CV_DEPTH_MAX - 1)) + ((channels - 1) << CvType.CV_CN_SHIFT)

    @staticmethod
    def channels(type: int) -> int:
        return (type >> CvType.CV_CN_SHIFT) + 1

    @staticmethod
    def depth(type: int) -> int:
        return type & (CvType.CV_DEPTH_MAX - 1)

    @staticmethod
    def isInteger(type: int) -> bool:
        return CvType.depth(type) < CvType.CV_32F

    @staticmethod
    def ELEM_SIZE(type: int) -> int:
        return CvType.channels(type) * np.dtype(_DTYPES[CvType.depth(type)]).itemsize

    @staticmethod
    def typeToString(type: int) -> str:
        cn = CvType.channels(type)
        name = _DEPTH_NAMES[CvType.depth(type)]
        return f"CV_{name}C{cn}" if cn <= 4 else f"CV_{name}C({cn})"

    # CV_8UC(n) and kin.
    @staticmethod
    def CV_8UC(n: int) -> int:
        return CvType.makeType(CvType.CV_8U, n)

    @staticmethod
    def CV_8SC(n: int) -> int:
        return CvType.makeType(CvType.CV_8S, n)

    @staticmethod
    def CV_16UC(n: int) -> int:
        return CvType.makeType(CvType.CV_16U, n)

    @staticmethod
    def CV_16SC(n: int) -> int:
        return CvType.makeType(CvType.CV_16S, n)

    @staticmethod
    def CV_32SC(n: int) -> int:
        return CvType.makeType(CvType.CV_32S, n)

    @staticmethod
    def CV_32FC(n: int) -> int:
        return CvType.makeType(CvType.CV_32F, n)

    @staticmethod
    def CV_64FC(n: int) -> int:
        return CvType.makeType(CvType.CV_64F, n)


for _d, _n in enumerate(_DEPTH_NAMES):
    for _c in range(1, 5):
        setattr(CvType, f"CV_{_n}C{_c}", CvType.makeType(_d, _c))


def _jdouble(v: float) -> str:
    return jstr(float(v))


class Point:
    """``org.opencv.core.Point``: two doubles."""

    def __init__(self, x: Any = 0.0, y: float = 0.0) -> None:
        if isinstance(x, (list, tuple, np.ndarray)):
            self.set(x)
        else:
            self.x, self.y = float(x), float(y)

    def set(self, vals: Any) -> None:
        vals = [] if vals is None else list(vals)
        self.x = float(vals[0]) if len(vals) > 0 else 0.0
        self.y = float(vals[1]) if len(vals) > 1 else 0.0

    def clone(self) -> Point:
        return Point(self.x, self.y)

    def dot(self, p: Point) -> float:
        return self.x * p.x + self.y * p.y

    def inside(self, r: Rect) -> bool:
        return r.contains(self)

    def equals(self, other: object) -> bool:
        return isinstance(other, Point) and (self.x, self.y) == (other.x, other.y)

    __eq__ = equals

    def __hash__(self) -> int:
        return hash((self.x, self.y))

    def toString(self) -> str:
        return "{" + _jdouble(self.x) + ", " + _jdouble(self.y) + "}"

    __str__ = toString


class Size:
    """``org.opencv.core.Size``: width and height, doubles."""

    def __init__(self, width: Any = 0.0, height: float = 0.0) -> None:
        if isinstance(width, Point):
            self.width, self.height = width.x, width.y
        elif isinstance(width, (list, tuple, np.ndarray)):
            vals = list(width)
            self.width = float(vals[0]) if vals else 0.0
            self.height = float(vals[1]) if len(vals) > 1 else 0.0
        else:
            self.width, self.height = float(width), float(height)

    def area(self) -> float:
        return self.width * self.height

    def empty(self) -> bool:
        return self.width <= 0 or self.height <= 0

    def clone(self) -> Size:
        return Size(self.width, self.height)

    def equals(self, other: object) -> bool:
        return isinstance(other, Size) and (self.width, self.height) == (other.width, other.height)

    __eq__ = equals

    def __hash__(self) -> int:
        return hash((self.width, self.height))

    def toString(self) -> str:
        return _jdouble(self.width) + "x" + _jdouble(self.height)

    __str__ = toString

    def _cv(self) -> tuple[int, int]:
        return (int(self.width), int(self.height))


class Rect:
    """``org.opencv.core.Rect``: x, y, width and height, ints."""

    def __init__(self, *args: Any) -> None:
        if not args:
            args = (0, 0, 0, 0)
        if len(args) == 2 and isinstance(args[1], Point):
            p1, p2 = args
            self.x, self.y = int(min(p1.x, p2.x)), int(min(p1.y, p2.y))
            self.width = int(max(p1.x, p2.x)) - self.x
            self.height = int(max(p1.y, p2.y)) - self.y
        elif len(args) == 2 and isinstance(args[1], Size):
            p, s = args
            self.x, self.y, self.width, self.height = (
                int(p.x),
                int(p.y),
                int(s.width),
                int(s.height),
            )
        elif len(args) == 1:
            vals = list(args[0] or []) + [0, 0, 0, 0]
            self.x, self.y, self.width, self.height = (int(v) for v in vals[:4])
        else:
            self.x, self.y, self.width, self.height = (int(v) for v in args)

    def tl(self) -> Point:
        return Point(self.x, self.y)

    def br(self) -> Point:
        return Point(self.x + self.width, self.y + self.height)

    def size(self) -> Size:
        return Size(self.width, self.height)

    def area(self) -> float:
        return float(self.width * self.height)

    def empty(self) -> bool:
        return self.width <= 0 or self.height <= 0

    def contains(self, p: Point) -> bool:
        return self.x <= p.x < self.x + self.width and self.y <= p.y < self.y + self.height

    def clone(self) -> Rect:
        return Rect(self.x, self.y, self.width, self.height)

    def equals(self, other: object) -> bool:
        return isinstance(other, Rect) and self._cv() == other._cv()

    __eq__ = equals

    def __hash__(self) -> int:
        return hash(self._cv())

    def toString(self) -> str:
        return f"{{{self.x}, {self.y}, {self.width}x{self.height}}}"

    __str__ = toString

    def _cv(self) -> tuple[int, int, int, int]:
        return (self.x, self.y, self.width, self.height)


class Range:
    """``org.opencv.core.Range``: [start, end)."""

    def __init__(self, start: int = 0, end: int = 0) -> None:
        self.start, self.end = int(start), int(end)

    @staticmethod
    def all() -> Range:
        return Range(-(1 << 31), (1 << 31) - 1)

    def size(self) -> int:
        return 0 if self.empty() else self.end - self.start

    def empty(self) -> bool:
        return self.end <= self.start

    def toString(self) -> str:
        return f"[{self.start}, {self.end})"

    __str__ = toString

    def _slice(self, n: int) -> slice:
        return (
            slice(None)
            if (self.start, self.end) == (-(1 << 31), (1 << 31) - 1)
            else slice(self.start, min(self.end, n))
        )


class Scalar:
    """``org.opencv.core.Scalar``: four doubles, ``val``."""

    def __init__(self, v0: Any = 0.0, v1: float = 0.0, v2: float = 0.0, v3: float = 0.0) -> None:
        if isinstance(v0, (list, tuple, np.ndarray)):
            vals = [float(v) for v in v0][:4]
            self.val = vals + [0.0] * (4 - len(vals))
        else:
            self.val = [float(v0), float(v1), float(v2), float(v3)]

    @staticmethod
    def all(v: float) -> Scalar:
        return Scalar(v, v, v, v)

    def clone(self) -> Scalar:
        return Scalar(self.val)

    def mul(self, it: Scalar, scale: float = 1.0) -> Scalar:
        return Scalar([a * b * scale for a, b in zip(self.val, it.val, strict=True)])

    def conj(self) -> Scalar:
        return Scalar(self.val[0], -self.val[1], -self.val[2], -self.val[3])

    def isReal(self) -> bool:
        return self.val[1] == self.val[2] == self.val[3] == 0

    def equals(self, other: object) -> bool:
        return isinstance(other, Scalar) and self.val == other.val

    __eq__ = equals

    def __hash__(self) -> int:
        return hash(tuple(self.val))

    def toString(self) -> str:
        return "[" + ", ".join(_jdouble(v) for v in self.val) + "]"

    __str__ = toString

    def _cv(self) -> tuple[float, float, float, float]:
        return (self.val[0], self.val[1], self.val[2], self.val[3])


class TermCriteria:
    """``org.opencv.core.TermCriteria``: when an iterative algorithm (kmeans) stops."""

    COUNT = 1
    MAX_ITER = COUNT
    EPS = 2

    def __init__(self, type: Any = 0, maxCount: int = 0, epsilon: float = 0.0) -> None:
        if isinstance(type, (list, tuple, np.ndarray)):
            self.set(type)
        else:
            self.type, self.maxCount, self.epsilon = int(type), int(maxCount), float(epsilon)

    def set(self, vals: Any) -> None:
        vals = [] if vals is None else list(vals)
        self.type = int(vals[0]) if len(vals) > 0 else 0
        self.maxCount = int(vals[1]) if len(vals) > 1 else 0
        self.epsilon = float(vals[2]) if len(vals) > 2 else 0.0

    def clone(self) -> TermCriteria:
        return TermCriteria(self.type, self.maxCount, self.epsilon)

    def equals(self, other: object) -> bool:
        return isinstance(other, TermCriteria) and self._cv() == other._cv()

    __eq__ = equals

    def __hash__(self) -> int:
        return hash(self._cv())

    def toString(self) -> str:
        return (
            f"{{ type: {self.type}, maxCount: {self.maxCount}, epsilon: {_jdouble(self.epsilon)}}}"
        )

    __str__ = toString

    def _cv(self) -> tuple[int, int, float]:
        return (self.type, self.maxCount, self.epsilon)


class RotatedRect:
    """``org.opencv.core.RotatedRect``: a centre, a size and an angle in degrees."""

    def __init__(self, center: Any = None, size: Size | None = None, angle: float = 0.0) -> None:
        if isinstance(center, (list, tuple, np.ndarray)):
            self.center, self.size, self.angle = Point(), Size(), 0.0
            vals = [float(v) for v in center] + [0.0] * 5
            self.center.x, self.center.y, self.size.width, self.size.height = vals[:4]
            self.angle = vals[4]
            return
        self.center = Point() if center is None else center.clone()
        self.size = Size() if size is None else size.clone()
        self.angle = float(angle)

    def points(self, pt: list[Any]) -> None:
        """The four corners, computed as Java's RotatedRect.points does."""
        a_rad = self.angle * math.pi / 180.0
        b = math.cos(a_rad) * 0.5
        a = math.sin(a_rad) * 0.5
        c, s = self.center, self.size
        pt[0] = Point(c.x - a * s.height - b * s.width, c.y + b * s.height - a * s.width)
        pt[1] = Point(c.x + a * s.height - b * s.width, c.y - b * s.height - a * s.width)
        pt[2] = Point(2 * c.x - pt[0].x, 2 * c.y - pt[0].y)
        pt[3] = Point(2 * c.x - pt[1].x, 2 * c.y - pt[1].y)

    def boundingRect(self) -> Rect:
        pt: list[Any] = [None] * 4
        self.points(pt)
        x = math.floor(min(p.x for p in pt))
        y = math.floor(min(p.y for p in pt))
        return Rect(
            x, y, math.ceil(max(p.x for p in pt)) - x + 1, math.ceil(max(p.y for p in pt)) - y + 1
        )

    def clone(self) -> RotatedRect:
        return RotatedRect(self.center, self.size, self.angle)

    def equals(self, other: object) -> bool:
        return (
            isinstance(other, RotatedRect)
            and self.center == other.center
            and self.size == other.size
            and self.angle == other.angle
        )

    __eq__ = equals

    def __hash__(self) -> int:
        return hash((self.center, self.size, self.angle))

    def toString(self) -> str:
        return "{ " + str(self.center) + " " + str(self.size) + " * " + _jdouble(self.angle) + " }"

    __str__ = toString

    @classmethod
    def _of(cls, box: Any) -> RotatedRect:
        (cx, cy), (w, h), angle = box
        return cls(Point(cx, cy), Size(w, h), angle)


_MOMENTS = (
    *("m00", "m10", "m01", "m20", "m11", "m02", "m30", "m21", "m12", "m03"),
    *("mu20", "mu11", "mu02", "mu30", "mu21", "mu12", "mu03"),
    *("nu20", "nu11", "nu02", "nu30", "nu21", "nu12", "nu03"),
)


class Moments:
    """``org.opencv.imgproc.Moments``: the spatial, central and normalized moments, as public
    fields (``m00``) and getters (``get_m00()``)."""

    def __init__(self, **values: float) -> None:
        for name in _MOMENTS:
            setattr(self, name, float(values.get(name, 0.0)))

    def toString(self) -> str:
        return (
            "Moments [ \n"
            + "".join(f"{n}={_jdouble(getattr(self, n))}, \n" for n in _MOMENTS)
            + "]"
        )

    __str__ = toString


def _moment_accessors(name: str) -> tuple[Callable[[Moments], float], Callable[..., None]]:
    def get(self: Moments) -> float:
        return float(getattr(self, name))

    def put(self: Moments, value: float) -> None:
        setattr(self, name, float(value))

    return get, put


for _name in _MOMENTS:
    _get, _put = _moment_accessors(_name)
    setattr(Moments, f"get_{_name}", _get)
    setattr(Moments, f"set_{_name}", _put)


def _shape(rows: int, cols: int, type: int) -> tuple[tuple[int, ...], Any]:
    cn = CvType.channels(type)
    shape = (rows, cols) if cn == 1 else (rows, cols, cn)
    return shape, _DTYPES[CvType.depth(type)]


def _saturate(values: Any, dtype: Any) -> Any:
    """C++'s saturate_cast: integers rounded half to even and clipped to the type's range."""
    values = np.asarray(values, dtype=np.float64)
    if np.issubdtype(dtype, np.integer):
        info = np.iinfo(dtype)
        return np.clip(np.rint(values), info.min, info.max).astype(dtype)
    return values.astype(dtype)


class Mat:
    """``org.opencv.core.Mat`` over a numpy array."""

    def __init__(self, *args: Any) -> None:
        self._type: int = CvType.makeType(CvType.CV_8U, 1)
        self._a: Any = np.zeros((0, 0), np.uint8)
        self._submat = False
        if not args:
            return
        first = args[0]
        if isinstance(first, Mat):
            # Mat(m, Rect) / Mat(m, rowRange[, colRange]): a view of m's data
            view = first._view(*args[1:])
            self._a, self._type, self._submat = view._a, view._type, True
            return
        if isinstance(first, Size):
            rows, cols, rest = int(first.height), int(first.width), args[1:]
        else:
            rows, cols, rest = int(first), int(args[1]), args[2:]
        type = int(rest[0])
        shape, dtype = _shape(rows, cols, type)
        self._a, self._type = np.zeros(shape, dtype), type
        if len(rest) > 1 and isinstance(rest[1], Scalar):
            self.setTo(rest[1])

    @classmethod
    def _of(cls, array: Any, type: int | None = None) -> Mat:
        m = cls()
        m._set(np.asarray(array), type)
        return m

    def _set(self, array: Any, type: int | None = None) -> None:
        if array.ndim == 1:
            array = array.reshape(-1, 1)
        cn = 1 if array.ndim == 2 else array.shape[2]
        self._a = array
        self._type = type if type is not None else CvType.makeType(_depth_of(array.dtype), cn)

    def _view(self, *args: Any) -> Mat:
        if len(args) == 1 and isinstance(args[0], Rect):
            r = args[0]
            a = self._a[r.y : r.y + r.height, r.x : r.x + r.width]
        elif len(args) == 4:
            a = self._a[args[0] : args[1], args[2] : args[3]]
        else:
            rows = args[0]._slice(self.rows())
            cols = args[1]._slice(self.cols()) if len(args) > 1 else slice(None)
            a = self._a[rows, cols]
        m = Mat._of(a, self._type)
        m._submat = True
        return m

    # -- what a Mat is
    def rows(self) -> int:
        return int(self._a.shape[0])

    def cols(self) -> int:
        return int(self._a.shape[1])

    def height(self) -> int:
        return self.rows()

    def width(self) -> int:
        return self.cols()

    def channels(self) -> int:
        return CvType.channels(self._type)

    def type(self) -> int:
        return self._type

    def depth(self) -> int:
        return CvType.depth(self._type)

    def dims(self) -> int:
        return 2

    def total(self) -> int:
        return self.rows() * self.cols()

    def empty(self) -> bool:
        return self.total() == 0

    def size(self, i: int | None = None) -> Any:
        if i is not None:
            return (self.rows(), self.cols())[i]
        return Size(self.cols(), self.rows())

    def elemSize(self) -> int:
        return CvType.ELEM_SIZE(self._type)

    def elemSize1(self) -> int:
        return int(np.dtype(self._a.dtype).itemsize)

    def isContinuous(self) -> bool:
        return bool(self._a.flags["C_CONTIGUOUS"]) or self.rows() == 1

    def isSubmatrix(self) -> bool:
        return self._submat

    def dataAddr(self) -> int:
        return int(self._a.ctypes.data)

    def step1(self, i: int = 0) -> int:
        return int(self._a.strides[i] // self._a.itemsize)

    # -- elements
    def get(self, row: int, col: int, data: Any = None) -> Any:
        """``get(row, col)`` gives the element's channels as doubles (null outside the Mat);
        ``get(row, col, array)`` fills the array from that element on, row by row, and gives
        the number of bytes copied."""
        if data is None:
            if not (0 <= row < self.rows() and 0 <= col < self.cols()):
                return None
            return [float(v) for v in np.atleast_1d(self._a[row, col])]
        flat = self._a.reshape(-1)
        start = (row * self.cols() + col) * self.channels()
        n = min(len(data), flat.size - start)
        if n < 0 or len(data) % self.channels():
            raise NotImplementedError(  # Java's UnsupportedOperationException
                f"Provided data element number ({len(data)}) should be multiple of the Mat "
                f"channels count ({self.channels()})"
            )
        values = flat[start : start + n].astype(_JAVA_ARRAY[self.depth()], casting="unsafe")
        if isinstance(data, np.ndarray):
            data[:n] = values
        else:
            data[:n] = values.tolist()
        return n * self.elemSize1()

    def put(self, row: int, col: int, *data: Any) -> int:
        """``put(row, col, values...)`` or ``put(row, col, array)``: the values from that
        element on, row by row; Java's signed bytes are the same bits as the Mat's."""
        values = data[0] if len(data) == 1 and not np.isscalar(data[0]) else data
        values = np.asarray(values)
        flat = self._a.reshape(-1)
        start = (row * self.cols() + col) * self.channels()
        n = min(values.size, flat.size - start)
        if np.issubdtype(values.dtype, np.integer) and values.dtype.itemsize == flat.itemsize:
            flat[start : start + n] = values[:n].view(flat.dtype)  # same bits (Java's bytes)
        else:
            flat[start : start + n] = _saturate(values[:n], flat.dtype)
        if not np.shares_memory(flat, self._a):
            self._a[...] = flat.reshape(self._a.shape)
        return int(n * self.elemSize1())

    def setTo(self, value: Any, mask: Mat | None = None) -> Mat:
        fill = np.asarray(value._cv()[: self.channels()]) if isinstance(value, Scalar) else value._a
        fill = _saturate(fill, self._a.dtype)
        if self.channels() == 1 and fill.ndim:
            fill = fill.reshape(-1)[0]
        if mask is None or mask.empty():
            self._a[...] = fill
        else:
            self._a[mask._a != 0] = fill
        return self

    # -- new Mats
    def clone(self) -> Mat:
        return Mat._of(self._a.copy(), self._type)

    def copyTo(self, m: Mat, mask: Mat | None = None) -> None:
        if mask is None:
            assign_result(m, self._a.copy(), self._type)
            return
        if m.rows() != self.rows() or m.cols() != self.cols() or m._type != self._type:
            assign_result(m, np.zeros_like(self._a), self._type)
        m._a[mask._a != 0] = self._a[mask._a != 0]

    def convertTo(self, m: Mat, rtype: int, alpha: float = 1.0, beta: float = 0.0) -> None:
        depth = self.depth() if rtype < 0 else CvType.depth(rtype)
        values = self._a.astype(np.float64)
        if alpha != 1.0 or beta != 0.0:
            # OpenCV scales in float (alpha and beta as floats, one rounding) unless a double
            # or int-to-int conversion needs double.
            wide = CvType.CV_64F in (depth, self.depth()) or depth == self.depth() == 4
            if not wide:
                alpha, beta = float(np.float32(alpha)), float(np.float32(beta))
            values = values * alpha + beta
            if not wide:
                values = values.astype(np.float32).astype(np.float64)
        assign_result(m, _saturate(values, _DTYPES[depth]), CvType.makeType(depth, self.channels()))

    def reshape(self, cn: int, rows: int = 0) -> Mat:
        """The same data as ``cn`` channels (0: as many as now) in ``rows`` rows (0: as many
        as now)."""
        cn = cn or self.channels()
        rows = rows or self.rows()
        total = self._a.size
        if rows == 0 or total % (rows * cn):
            raise CvException("Bad new number of rows")
        cols = total // (rows * cn)
        shape = (rows, cols) if cn == 1 else (rows, cols, cn)
        return Mat._of(self._a.reshape(shape), CvType.makeType(self.depth(), cn))

    def submat(self, *args: Any) -> Mat:
        return self._view(*args)

    def row(self, y: int) -> Mat:
        return self._view(y, y + 1, 0, self.cols())

    def col(self, x: int) -> Mat:
        return self._view(0, self.rows(), x, x + 1)

    def rowRange(self, start: Any, end: int | None = None) -> Mat:
        if isinstance(start, Range):
            start, end = start.start, start.end
        return self._view(start, end, 0, self.cols())

    def colRange(self, start: Any, end: int | None = None) -> Mat:
        if isinstance(start, Range):
            start, end = start.start, start.end
        return self._view(0, self.rows(), start, end)

    def t(self) -> Mat:
        axes = (1, 0) if self._a.ndim == 2 else (1, 0, 2)
        return Mat._of(np.ascontiguousarray(self._a.transpose(axes)), self._type)

    def mul(self, m: Mat, scale: float = 1.0) -> Mat:
        return Mat._of(cv2_module().multiply(self._a, m._a, scale=scale), self._type)

    def matMul(self, m: Mat) -> Mat:
        return Mat._of(np.matmul(self._a, m._a).astype(self._a.dtype), self._type)

    def dot(self, m: Mat) -> float:
        return float(np.dot(self._a.reshape(-1).astype(np.float64), m._a.reshape(-1)))

    def inv(self, method: int = 0) -> Mat:
        return Mat._of(cv2_module().invert(self._a, flags=method)[1], self._type)

    def create(self, *args: Any) -> None:
        if isinstance(args[0], Size):
            rows, cols, type = int(args[0].height), int(args[0].width), int(args[1])
        else:
            rows, cols, type = int(args[0]), int(args[1]), int(args[2])
        if (rows, cols, type) != (self.rows(), self.cols(), self._type):
            shape, dtype = _shape(rows, cols, type)
            self._a, self._type, self._submat = np.zeros(shape, dtype), type, False

    def push_back(self, m: Mat) -> None:
        if self.empty():
            self._set(m._a.copy(), m._type)
        else:
            self._a = np.concatenate([self._a, m._a])

    def release(self) -> None:
        self._a, self._submat = np.zeros((0, 0), self._a.dtype), False

    @staticmethod
    def zeros(*args: Any) -> Mat:
        return Mat(*args)

    @staticmethod
    def ones(*args: Any) -> Mat:
        m = Mat(*args)
        m._a[...] = 1
        return m

    @staticmethod
    def eye(*args: Any) -> Mat:
        m = Mat(*args)
        n = min(m.rows(), m.cols())
        idx = np.arange(n)
        m._a[idx, idx] = 1
        return m

    # -- printing
    def dump(self) -> str:
        """C++'s ``operator<<``: rows ``;``-separated, an element's channels inline."""
        fmt = _FORMATS[self.depth()]
        lines = []
        for r in range(self.rows()):
            items = np.asarray(self._a[r]).reshape(-1)
            lines.append(", ".join(fmt(v) for v in items))
        return "[" + ";\n ".join(lines) + "]"

    def toString(self) -> str:
        kind = CvType.typeToString(self._type)
        return (
            f"Mat [ {self.rows()}*{self.cols()}*{kind}, isCont={str(self.isContinuous()).lower()}"
            f", isSubmat={str(self._submat).lower()}, nativeObj=0x{id(self):x}"
            f", dataAddr=0x{self.dataAddr():x} ]"
        )

    __str__ = toString


def _g(v: Any, digits: int) -> str:
    v = float(v)
    if np.isnan(v):
        return "nan"
    if v in (float("inf"), float("-inf")):
        return "inf" if v > 0 else "-inf"
    return f"{v:.{digits}g}"


_FORMATS: tuple[Callable[[Any], str], ...] = (
    *(lambda v: f"{int(v):3d}",) * 2,  # 8U, 8S
    *(lambda v: str(int(v)),) * 3,  # 16U, 16S, 32S
    lambda v: _g(v, 8),
    lambda v: _g(v, 16),
    lambda v: _g(v, 4),
)


def assign_result(dst: Mat, array: Any, type: int | None = None) -> None:
    """The destination of a function (C++'s OutputArray): its data is written in place when
    it has the result's shape and type, else replaced."""
    array = np.asarray(array)
    if array.ndim == 1:
        array = array.reshape(-1, 1)
    type = (
        type
        if type is not None
        else CvType.makeType(_depth_of(array.dtype), 1 if array.ndim == 2 else array.shape[2])
    )
    if dst._a.shape == array.shape and dst._a.dtype == array.dtype and dst._a.size:
        dst._a[...] = array
    else:
        dst._a, dst._submat = array, False
    dst._type = type


class CvException(RuntimeException):
    """``org.opencv.core.CvException``."""

    _java_name = "org.opencv.core.CvException"


class _MatOf(Mat):
    """A Mat of one column of elements of ``_DEPTH`` × ``_CHANNELS``: ``MatOfByte`` and kin."""

    _DEPTH = CvType.CV_8U
    _CHANNELS = 1

    def __init__(self, *values: Any) -> None:
        super().__init__()
        self._type = CvType.makeType(self._DEPTH, self._CHANNELS)
        if len(values) == 1 and isinstance(values[0], Mat):
            # MatOfX(m): m's data, one element per row
            shape = (-1, 1) if self._CHANNELS == 1 else (-1, 1, self._CHANNELS)
            self._a = values[0]._a.reshape(shape)
        elif values:
            self.fromArray(*values)

    def _elements(self, values: tuple[Any, ...]) -> list[float]:
        if len(values) == 1 and isinstance(values[0], (list, tuple, np.ndarray)):
            values = tuple(values[0])
        return [float(v) for v in values]

    def fromArray(self, *values: Any) -> None:
        flat = self._elements(values)
        n = len(flat) // self._CHANNELS
        shape = (n, 1) if self._CHANNELS == 1 else (n, 1, self._CHANNELS)
        array = _saturate(flat, _DTYPES[self._DEPTH]) if flat else np.zeros(0, _DTYPES[self._DEPTH])
        if self._DEPTH in (CvType.CV_8U, CvType.CV_16U) and flat and min(flat) < 0:
            # Java's signed bytes: the same bits
            array = (
                np.asarray(flat, np.int64)
                .astype(_JAVA_ARRAY[self._DEPTH])
                .view(_DTYPES[self._DEPTH])
            )
        self._a = array.reshape(shape)

    def fromList(self, values: Any) -> None:
        self.fromArray(*list(values))

    def _values(self) -> Any:
        return self._a.reshape(-1)

    def toArray(self) -> Any:
        return self._values().astype(_JAVA_ARRAY[self._DEPTH]).copy()

    def toList(self) -> list[Any]:
        return [v.item() for v in self.toArray()]


class MatOfByte(_MatOf):
    _DEPTH = CvType.CV_8U


class MatOfInt(_MatOf):
    _DEPTH = CvType.CV_32S


class MatOfFloat(_MatOf):
    _DEPTH = CvType.CV_32F


class MatOfDouble(_MatOf):
    _DEPTH = CvType.CV_64F


class _MatOfStructs(_MatOf):
    """A Mat whose elements are Points or Rects: built from them and read back as them."""

    _MAKE: Any = None

    def _elements(self, values: tuple[Any, ...]) -> list[float]:
        if len(values) == 1 and isinstance(values[0], (list, tuple)):
            values = tuple(values[0])
        return [float(v) for item in values for v in self._fields(item)]

    @staticmethod
    def _fields(item: Any) -> tuple[float, ...]:
        return (item.x, item.y) if isinstance(item, Point) else item._cv()

    def toArray(self) -> Any:
        rows = self._a.reshape(-1, self._CHANNELS)
        return [type(self)._MAKE(*(v.item() for v in row)) for row in rows]

    def toList(self) -> list[Any]:
        return list(self.toArray())


class MatOfPoint(_MatOfStructs):
    _DEPTH, _CHANNELS, _MAKE = CvType.CV_32S, 2, Point


class MatOfPoint2f(_MatOfStructs):
    _DEPTH, _CHANNELS, _MAKE = CvType.CV_32F, 2, Point


class MatOfRect(_MatOfStructs):
    _DEPTH, _CHANNELS, _MAKE = CvType.CV_32S, 4, Rect


def _cv_arg(value: Any) -> Any:
    """A Java argument as cv2 takes it: a Mat's array, a Point/Size as an int pair (truncated,
    as Java's wrapper casts them), a Scalar as four doubles."""
    if isinstance(value, Mat):
        return value._a
    if isinstance(value, Point):
        return (int(value.x), int(value.y))  # the JNI wrapper's (int) casts
    if isinstance(value, (Size, Scalar, Rect)):
        return value._cv()
    return value


def _points(value: Any) -> Any:
    """A MatOfPoint2f / MatOfPoint as cv2's (n, 2) float32 array."""
    return np.asarray(value._a, np.float32).reshape(-1, 2)


def _constants(cls: type, prefixes: tuple[str, ...]) -> None:
    """cv2's constants of these prefixes, under the Java class (``Imgproc.COLOR_BGR2RGB``);
    read once, when the class is first used."""
    cv2 = cv2_module()
    for name in dir(cv2):
        if name.startswith(prefixes) and not hasattr(cls, name):
            setattr(cls, name, getattr(cv2, name))


class LazyConstants(type):
    """Loads a class's cv2 constants on the first attribute that the class does not have."""

    def __getattr__(cls, name: str) -> Any:
        prefixes = cls.__dict__.get("_PREFIXES")
        if prefixes and not cls.__dict__.get("_loaded") and not name.startswith("_"):
            cls._loaded = True
            _constants(cls, prefixes)
            return getattr(cls, name)
        raise AttributeError(name)


class Core(metaclass=LazyConstants):
    _PREFIXES = (
        "NORM_",
        "ROTATE_",
        "BORDER_",
        "CMP_",
        "REDUCE_",
        "DECOMP_",
        "DFT_",
        "FONT_",
        "KMEANS_",
        "SORT_",
        "GEMM_",
    )
    NATIVE_LIBRARY_NAME = "opencv_java4"

    class MinMaxLocResult:
        def __init__(self, minVal: float, maxVal: float, minLoc: Point, maxLoc: Point) -> None:
            self.minVal, self.maxVal, self.minLoc, self.maxLoc = minVal, maxVal, minLoc, maxLoc

    @staticmethod
    def getVersionString() -> str:
        return str(cv2_module().__version__)

    @staticmethod
    def flip(src: Mat, dst: Mat, flipCode: int) -> None:
        assign_result(dst, cv2_module().flip(src._a, flipCode), src._type)

    @staticmethod
    def rotate(src: Mat, dst: Mat, rotateCode: int) -> None:
        assign_result(dst, cv2_module().rotate(src._a, rotateCode), src._type)

    @staticmethod
    def transpose(src: Mat, dst: Mat) -> None:
        assign_result(dst, src.t()._a, src._type)

    @staticmethod
    def split(m: Mat, mv: list[Mat]) -> None:
        mv.clear()
        mv.extend(Mat._of(np.ascontiguousarray(c)) for c in cv2_module().split(m._a))

    @staticmethod
    def merge(mv: list[Mat], dst: Mat) -> None:
        assign_result(dst, cv2_module().merge([m._a for m in mv]))

    @staticmethod
    def hconcat(src: list[Mat], dst: Mat) -> None:
        assign_result(dst, cv2_module().hconcat([m._a for m in src]))

    @staticmethod
    def vconcat(src: list[Mat], dst: Mat) -> None:
        assign_result(dst, cv2_module().vconcat([m._a for m in src]))

    @staticmethod
    def _arith(fn: str, src1: Any, src2: Any, dst: Mat, *rest: Any) -> None:
        a = _cv_arg(src1)
        b = _cv_arg(src2)
        assign_result(dst, getattr(cv2_module(), fn)(a, b, None, *(_cv_arg(r) for r in rest)))

    @staticmethod
    def add(src1: Any, src2: Any, dst: Mat, *rest: Any) -> None:
        Core._arith("add", src1, src2, dst, *rest)

    @staticmethod
    def subtract(src1: Any, src2: Any, dst: Mat, *rest: Any) -> None:
        Core._arith("subtract", src1, src2, dst, *rest)

    @staticmethod
    def multiply(src1: Any, src2: Any, dst: Mat, *rest: Any) -> None:
        Core._arith("multiply", src1, src2, dst, *rest)

    @staticmethod
    def divide(src1: Any, src2: Any, dst: Mat, *rest: Any) -> None:
        Core._arith("divide", src1, src2, dst, *rest)

    @staticmethod
    def absdiff(src1: Any, src2: Any, dst: Mat) -> None:
        assign_result(dst, cv2_module().absdiff(_cv_arg(src1), _cv_arg(src2)))

    @staticmethod
    def bitwise_not(src: Mat, dst: Mat) -> None:
        assign_result(dst, cv2_module().bitwise_not(src._a), src._type)

    @staticmethod
    def inRange(src: Mat, lowerb: Scalar, upperb: Scalar, dst: Mat) -> None:
        assign_result(dst, cv2_module().inRange(src._a, lowerb._cv(), upperb._cv()))

    @staticmethod
    def normalize(src: Mat, dst: Mat, alpha: float = 1, beta: float = 0, *rest: Any) -> None:
        norm_type, dtype = (list(rest) + [4, -1])[:2]  # NORM_L2, the source's type
        assign_result(dst, cv2_module().normalize(src._a, None, alpha, beta, norm_type, dtype))

    @staticmethod
    def minMaxLoc(src: Mat, mask: Mat | None = None) -> Core.MinMaxLocResult:
        lo, hi, lo_at, hi_at = cv2_module().minMaxLoc(src._a, None if mask is None else mask._a)
        return Core.MinMaxLocResult(lo, hi, Point(*lo_at), Point(*hi_at))

    @staticmethod
    def mean(src: Mat, mask: Mat | None = None) -> Scalar:
        return Scalar(cv2_module().mean(src._a, None if mask is None else mask._a))

    @staticmethod
    def sumElems(src: Mat) -> Scalar:
        return Scalar(cv2_module().sumElems(src._a))

    @staticmethod
    def countNonZero(src: Mat) -> int:
        return int(cv2_module().countNonZero(src._a))

    @staticmethod
    def norm(src1: Mat, *rest: Any) -> float:
        return float(cv2_module().norm(src1._a, *(_cv_arg(r) for r in rest)))

    @staticmethod
    def copyMakeBorder(
        src: Mat,
        dst: Mat,
        top: int,
        bottom: int,
        left: int,
        right: int,
        borderType: int,
        *rest: Any,
    ) -> None:
        """``value`` (a Scalar) fills a BORDER_CONSTANT border."""
        out = cv2_module().copyMakeBorder(
            src._a, top, bottom, left, right, borderType, None, *map(_cv_arg, rest)
        )
        assign_result(dst, out, src._type)

    @staticmethod
    def kmeans(
        data: Mat,
        K: int,
        bestLabels: Mat,
        criteria: TermCriteria,
        attempts: int,
        flags: int,
        centers: Mat | None = None,
    ) -> float:
        """The compactness; the labels (one int per row of ``data``) and the centres (one
        row per cluster) written into their Mats. The random choices are OpenCV's own
        generator's (``Core.setRNGSeed``), as in Java."""
        labels = bestLabels._a.astype(np.int32) if not bestLabels.empty() else None
        compactness, found, middle = cv2_module().kmeans(
            np.asarray(data._a, np.float32), K, labels, criteria._cv(), attempts, flags
        )
        assign_result(bestLabels, found)
        if centers is not None:
            assign_result(centers, middle)
        return float(compactness)

    # OpenCV 2.4's Java API draws with Core's functions (Imgproc's since 3.0).
    @staticmethod
    def rectangle(*args: Any) -> None:
        Imgproc.rectangle(*args)

    @staticmethod
    def line(*args: Any) -> None:
        Imgproc.line(*args)

    @staticmethod
    def circle(*args: Any) -> None:
        Imgproc.circle(*args)

    @staticmethod
    def ellipse(*args: Any) -> None:
        Imgproc.ellipse(*args)

    @staticmethod
    def putText(*args: Any) -> None:
        Imgproc.putText(*args)

    @staticmethod
    def getTextSize(*args: Any) -> Size:
        return Imgproc.getTextSize(*args)

    @staticmethod
    def fillPoly(*args: Any) -> None:
        Imgproc.fillPoly(*args)

    @staticmethod
    def fillConvexPoly(*args: Any) -> None:
        Imgproc.fillConvexPoly(*args)

    @staticmethod
    def polylines(*args: Any) -> None:
        Imgproc.polylines(*args)

    @staticmethod
    def setRNGSeed(seed: int) -> None:
        cv2_module().setRNGSeed(seed)

    @staticmethod
    def _bitwise(fn: str, src1: Mat, src2: Mat, dst: Mat, mask: Mat | None) -> None:
        out = getattr(cv2_module(), fn)(src1._a, src2._a, None, None if mask is None else mask._a)
        assign_result(dst, out, src1._type)

    @staticmethod
    def bitwise_and(src1: Mat, src2: Mat, dst: Mat, mask: Mat | None = None) -> None:
        Core._bitwise("bitwise_and", src1, src2, dst, mask)

    @staticmethod
    def bitwise_or(src1: Mat, src2: Mat, dst: Mat, mask: Mat | None = None) -> None:
        Core._bitwise("bitwise_or", src1, src2, dst, mask)

    @staticmethod
    def bitwise_xor(src1: Mat, src2: Mat, dst: Mat, mask: Mat | None = None) -> None:
        Core._bitwise("bitwise_xor", src1, src2, dst, mask)

    @staticmethod
    def addWeighted(
        src1: Mat, alpha: float, src2: Mat, beta: float, gamma: float, dst: Mat, dtype: int = -1
    ) -> None:
        out = cv2_module().addWeighted(src1._a, alpha, src2._a, beta, gamma, None, dtype)
        assign_result(dst, out)

    @staticmethod
    def convertScaleAbs(src: Mat, dst: Mat, alpha: float = 1.0, beta: float = 0.0) -> None:
        assign_result(dst, cv2_module().convertScaleAbs(src._a, None, alpha, beta))

    @staticmethod
    def meanStdDev(
        src: Mat, mean: MatOfDouble, stddev: MatOfDouble, mask: Mat | None = None
    ) -> None:
        m, d = cv2_module().meanStdDev(src._a, None, None, None if mask is None else mask._a)
        mean._a = np.asarray(m, np.float64).reshape(-1, 1)
        stddev._a = np.asarray(d, np.float64).reshape(-1, 1)

    @staticmethod
    def max(src1: Mat, src2: Any, dst: Mat) -> None:
        assign_result(dst, cv2_module().max(src1._a, _cv_arg(src2)), src1._type)

    @staticmethod
    def min(src1: Mat, src2: Any, dst: Mat) -> None:
        assign_result(dst, cv2_module().min(src1._a, _cv_arg(src2)), src1._type)

    @staticmethod
    def compare(src1: Mat, src2: Any, dst: Mat, cmpop: int) -> None:
        assign_result(dst, cv2_module().compare(src1._a, _cv_arg(src2), cmpop))

    @staticmethod
    def LUT(src: Mat, lut: Mat, dst: Mat) -> None:
        assign_result(dst, cv2_module().LUT(src._a, lut._a))

    @staticmethod
    def findNonZero(src: Mat, idx: Mat) -> None:
        found = cv2_module().findNonZero(src._a)
        assign_result(idx, np.zeros((0, 1, 2), np.int32) if found is None else found)

    @staticmethod
    def extractChannel(src: Mat, dst: Mat, coi: int) -> None:
        assign_result(dst, np.ascontiguousarray(cv2_module().extractChannel(src._a, coi)))

    @staticmethod
    def pow(src: Mat, power: float, dst: Mat) -> None:
        assign_result(dst, cv2_module().pow(src._a, power), src._type)

    @staticmethod
    def sqrt(src: Mat, dst: Mat) -> None:
        assign_result(dst, cv2_module().sqrt(src._a), src._type)

    @staticmethod
    def magnitude(x: Mat, y: Mat, magnitude: Mat) -> None:
        assign_result(magnitude, cv2_module().magnitude(x._a, y._a), x._type)

    @staticmethod
    def reduce(src: Mat, dst: Mat, dim: int, rtype: int, dtype: int = -1) -> None:
        assign_result(dst, cv2_module().reduce(src._a, dim, rtype, None, dtype))

    @staticmethod
    def repeat(src: Mat, ny: int, nx: int, dst: Mat) -> None:
        assign_result(dst, cv2_module().repeat(src._a, ny, nx), src._type)

    @staticmethod
    def randu(dst: Mat, low: float, high: float) -> None:
        cv2_module().randu(dst._a, low, high)

    @staticmethod
    def randn(dst: Mat, mean: float, stddev: float) -> None:
        cv2_module().randn(dst._a, mean, stddev)

    @staticmethod
    def determinant(mtx: Mat) -> float:
        return float(cv2_module().determinant(mtx._a))

    @staticmethod
    def trace(mtx: Mat) -> Scalar:
        return Scalar(cv2_module().trace(mtx._a))


class Imgcodecs(metaclass=LazyConstants):
    _PREFIXES = ("IMREAD_", "IMWRITE_")

    @staticmethod
    def imread(filename: str, flags: int = 1) -> Mat:
        """An empty Mat where the file cannot be read, as in Java."""
        array = cv2_module().imread(str(filename), flags)
        return Mat() if array is None else Mat._of(array)

    @staticmethod
    def imwrite(filename: str, img: Mat, params: MatOfInt | None = None) -> bool:
        extra = [] if params is None else params._values().tolist()
        return bool(cv2_module().imwrite(str(filename), img._a, extra))

    @staticmethod
    def imdecode(buf: Mat, flags: int) -> Mat:
        array = cv2_module().imdecode(np.asarray(buf._a, np.uint8).reshape(-1), flags)
        return Mat() if array is None else Mat._of(array)

    @staticmethod
    def imencode(ext: str, img: Mat, buf: MatOfByte, params: MatOfInt | None = None) -> bool:
        extra = [] if params is None else params._values().tolist()
        ok, data = cv2_module().imencode(ext, img._a, extra)
        buf._a = np.asarray(data, np.uint8).reshape(-1, 1)
        return bool(ok)


class Highgui(Imgcodecs):
    """OpenCV 2.4's ``org.opencv.highgui.Highgui``: the image codecs before they moved to
    ``Imgcodecs`` (3.0), with 2.4's ``CV_LOAD_IMAGE_*`` and ``CV_IMWRITE_*`` names."""

    _PREFIXES = ("IMREAD_", "IMWRITE_", "CAP_PROP_")
    CV_LOAD_IMAGE_UNCHANGED = -1
    CV_LOAD_IMAGE_GRAYSCALE = 0
    CV_LOAD_IMAGE_COLOR = 1
    CV_LOAD_IMAGE_ANYDEPTH = 2
    CV_LOAD_IMAGE_ANYCOLOR = 4
    CV_IMWRITE_JPEG_QUALITY = 1
    CV_IMWRITE_PNG_COMPRESSION = 16
    CV_IMWRITE_PNG_STRATEGY = 17
    CV_IMWRITE_PNG_BILEVEL = 18
    CV_IMWRITE_PXM_BINARY = 32
    CV_CAP_PROP_FRAME_WIDTH = 3
    CV_CAP_PROP_FRAME_HEIGHT = 4


class Imgproc(metaclass=LazyConstants):
    _PREFIXES = (
        "COLOR_",
        "INTER_",
        "THRESH_",
        "FONT_",
        "LINE_",
        "MORPH_",
        "RETR_",
        "CHAIN_APPROX_",
        "ADAPTIVE_THRESH_",
        "FILLED",
        "CV_",
        "HOUGH_",
        "TM_",
        "WARP_",
        "BORDER_",
        "DIST_",
        "CC_STAT_",
        "CCL_",
        "FLOODFILL_",
    )

    @staticmethod
    def cvtColor(src: Mat, dst: Mat, code: int, dstCn: int = 0) -> None:
        assign_result(dst, cv2_module().cvtColor(src._a, code, None, dstCn))

    @staticmethod
    def resize(
        src: Mat, dst: Mat, dsize: Size, fx: float = 0, fy: float = 0, interpolation: int = 1
    ) -> None:
        out = cv2_module().resize(src._a, dsize._cv(), None, fx, fy, interpolation)
        assign_result(dst, out, src._type)

    @staticmethod
    def GaussianBlur(src: Mat, dst: Mat, ksize: Size, sigmaX: float, *rest: Any) -> None:
        assign_result(
            dst, cv2_module().GaussianBlur(src._a, ksize._cv(), sigmaX, None, *rest), src._type
        )

    @staticmethod
    def blur(src: Mat, dst: Mat, ksize: Size, *rest: Any) -> None:
        assign_result(
            dst, cv2_module().blur(src._a, ksize._cv(), None, *map(_cv_arg, rest)), src._type
        )

    @staticmethod
    def medianBlur(src: Mat, dst: Mat, ksize: int) -> None:
        assign_result(dst, cv2_module().medianBlur(src._a, ksize), src._type)

    @staticmethod
    def threshold(src: Mat, dst: Mat, thresh: float, maxval: float, type: int) -> float:
        value, out = cv2_module().threshold(src._a, thresh, maxval, type)
        assign_result(dst, out, src._type)
        return float(value)

    @staticmethod
    def adaptiveThreshold(src: Mat, dst: Mat, *args: Any) -> None:
        assign_result(dst, cv2_module().adaptiveThreshold(src._a, *args), src._type)

    @staticmethod
    def equalizeHist(src: Mat, dst: Mat) -> None:
        assign_result(dst, cv2_module().equalizeHist(src._a), src._type)

    @staticmethod
    def Canny(image: Mat, edges: Mat, threshold1: float, threshold2: float, *rest: Any) -> None:
        assign_result(edges, cv2_module().Canny(image._a, threshold1, threshold2, None, *rest))

    @staticmethod
    def getStructuringElement(shape: int, ksize: Size, anchor: Point | None = None) -> Mat:
        at = (-1, -1) if anchor is None else _cv_arg(anchor)
        return Mat._of(cv2_module().getStructuringElement(shape, ksize._cv(), anchor=at))

    @staticmethod
    def dilate(src: Mat, dst: Mat, kernel: Mat, *rest: Any) -> None:
        assign_result(
            dst, cv2_module().dilate(src._a, kernel._a, None, *map(_cv_arg, rest)), src._type
        )

    @staticmethod
    def erode(src: Mat, dst: Mat, kernel: Mat, *rest: Any) -> None:
        assign_result(
            dst, cv2_module().erode(src._a, kernel._a, None, *map(_cv_arg, rest)), src._type
        )

    @staticmethod
    def getPerspectiveTransform(src: Mat, dst: Mat) -> Mat:
        return Mat._of(cv2_module().getPerspectiveTransform(_points(src), _points(dst)))

    @staticmethod
    def getAffineTransform(src: Mat, dst: Mat) -> Mat:
        return Mat._of(cv2_module().getAffineTransform(_points(src), _points(dst)))

    @staticmethod
    def getRotationMatrix2D(center: Point, angle: float, scale: float) -> Mat:
        return Mat._of(cv2_module().getRotationMatrix2D((center.x, center.y), angle, scale))

    @staticmethod
    def warpPerspective(src: Mat, dst: Mat, M: Mat, dsize: Size, *rest: Any) -> None:
        out = cv2_module().warpPerspective(src._a, M._a, dsize._cv(), None, *map(_cv_arg, rest))
        assign_result(dst, out, src._type)

    @staticmethod
    def warpAffine(src: Mat, dst: Mat, M: Mat, dsize: Size, *rest: Any) -> None:
        out = cv2_module().warpAffine(src._a, M._a, dsize._cv(), None, *map(_cv_arg, rest))
        assign_result(dst, out, src._type)

    # Drawing: in place on the image, as in Java.
    @staticmethod
    def rectangle(img: Mat, a: Any, b: Any, *rest: Any) -> None:
        if isinstance(a, Rect):  # rectangle(img, rect, color[, thickness, lineType, shift])
            a, b, rest = a.tl(), a.br(), (b, *rest)
        cv2_module().rectangle(img._a, _cv_arg(a), _cv_arg(b), *map(_cv_arg, rest))

    @staticmethod
    def line(img: Mat, pt1: Point, pt2: Point, color: Scalar, *rest: Any) -> None:
        cv2_module().line(img._a, _cv_arg(pt1), _cv_arg(pt2), color._cv(), *rest)

    @staticmethod
    def circle(img: Mat, center: Point, radius: int, color: Scalar, *rest: Any) -> None:
        cv2_module().circle(img._a, _cv_arg(center), int(radius), color._cv(), *rest)

    @staticmethod
    def putText(
        img: Mat, text: str, org: Point, fontFace: int, fontScale: float, color: Scalar, *rest: Any
    ) -> None:
        cv2_module().putText(img._a, text, _cv_arg(org), fontFace, fontScale, color._cv(), *rest)

    @staticmethod
    def getTextSize(
        text: str, fontFace: int, fontScale: float, thickness: int, baseLine: Any = None
    ) -> Size:
        (w, h), base = cv2_module().getTextSize(text, fontFace, fontScale, thickness)
        if baseLine is not None:
            baseLine[0] = base
        return Size(w, h)

    @staticmethod
    def findContours(
        image: Mat, contours: list[MatOfPoint], hierarchy: Mat, mode: int, method: int, *rest: Any
    ) -> None:
        found, tree = cv2_module().findContours(
            image._a, mode, method, None, None, *map(_cv_arg, rest)
        )
        contours.clear()
        for c in found:
            m = MatOfPoint()
            m._a = np.asarray(c, np.int32).reshape(-1, 1, 2)
            contours.append(m)
        assign_result(hierarchy, np.zeros((0, 0), np.int32) if tree is None else tree)

    @staticmethod
    def drawContours(
        image: Mat, contours: list[MatOfPoint], idx: int, color: Scalar, *rest: Any
    ) -> None:
        found = [c._a.reshape(-1, 1, 2) for c in contours]
        cv2_module().drawContours(image._a, found, idx, color._cv(), *rest)

    @staticmethod
    def boundingRect(points: Mat) -> Rect:
        return Rect(*cv2_module().boundingRect(points._a))

    @staticmethod
    def contourArea(contour: Mat, oriented: bool = False) -> float:
        return float(cv2_module().contourArea(contour._a, oriented))

    @staticmethod
    def moments(array: Mat, binaryImage: bool = False) -> Moments:
        found = cv2_module().moments(np.asarray(array._a), binaryImage)
        return Moments(**{k: v for k, v in found.items() if k in _MOMENTS})

    @staticmethod
    def morphologyEx(src: Mat, dst: Mat, op: int, kernel: Mat, *rest: Any) -> None:
        """``rest``: anchor, iterations, borderType, borderValue, as in Java."""
        out = cv2_module().morphologyEx(src._a, op, kernel._a, None, *map(_cv_arg, rest))
        assign_result(dst, out, src._type)

    # OpenCV 2.4's Java API has copyMakeBorder (and the BORDER_ constants) in Imgproc.
    copyMakeBorder = staticmethod(Core.copyMakeBorder)

    @staticmethod
    def Sobel(src: Mat, dst: Mat, ddepth: int, dx: int, dy: int, *rest: Any) -> None:
        assign_result(dst, cv2_module().Sobel(src._a, ddepth, dx, dy, None, *rest))

    @staticmethod
    def Scharr(src: Mat, dst: Mat, ddepth: int, dx: int, dy: int, *rest: Any) -> None:
        assign_result(dst, cv2_module().Scharr(src._a, ddepth, dx, dy, None, *rest))

    @staticmethod
    def Laplacian(src: Mat, dst: Mat, ddepth: int, *rest: Any) -> None:
        assign_result(dst, cv2_module().Laplacian(src._a, ddepth, None, *rest))

    @staticmethod
    def bilateralFilter(src: Mat, dst: Mat, d: int, sigmaColor: float, sigmaSpace: float) -> None:
        out = cv2_module().bilateralFilter(src._a, d, sigmaColor, sigmaSpace)
        assign_result(dst, out, src._type)

    @staticmethod
    def boxFilter(src: Mat, dst: Mat, ddepth: int, ksize: Size, *rest: Any) -> None:
        out = cv2_module().boxFilter(src._a, ddepth, ksize._cv(), None, *map(_cv_arg, rest))
        assign_result(dst, out)

    @staticmethod
    def filter2D(src: Mat, dst: Mat, ddepth: int, kernel: Mat, *rest: Any) -> None:
        out = cv2_module().filter2D(src._a, ddepth, kernel._a, None, *map(_cv_arg, rest))
        assign_result(dst, out)

    @staticmethod
    def pyrDown(src: Mat, dst: Mat, *rest: Any) -> None:
        assign_result(dst, cv2_module().pyrDown(src._a, None, *map(_cv_arg, rest)), src._type)

    @staticmethod
    def pyrUp(src: Mat, dst: Mat, *rest: Any) -> None:
        assign_result(dst, cv2_module().pyrUp(src._a, None, *map(_cv_arg, rest)), src._type)

    @staticmethod
    def approxPolyDP(
        curve: MatOfPoint2f, approxCurve: MatOfPoint2f, epsilon: float, closed: bool
    ) -> None:
        found = cv2_module().approxPolyDP(_points(curve), epsilon, closed)
        approxCurve._a = np.asarray(found, np.float32).reshape(-1, 1, 2)

    @staticmethod
    def arcLength(curve: MatOfPoint2f, closed: bool) -> float:
        return float(cv2_module().arcLength(_points(curve), closed))

    @staticmethod
    def convexHull(points: MatOfPoint, hull: MatOfInt, clockwise: bool = False) -> None:
        """The hull as indices into ``points``, as Java's (a MatOfInt)."""
        found = cv2_module().convexHull(points._a.reshape(-1, 1, 2), None, clockwise, False)
        hull._a = np.asarray(found, np.int32).reshape(-1, 1)

    @staticmethod
    def isContourConvex(contour: MatOfPoint) -> bool:
        return bool(cv2_module().isContourConvex(contour._a.reshape(-1, 1, 2)))

    @staticmethod
    def minAreaRect(points: MatOfPoint2f) -> RotatedRect:
        return RotatedRect._of(cv2_module().minAreaRect(_points(points)))

    @staticmethod
    def minEnclosingCircle(points: MatOfPoint2f, center: Point, radius: Any) -> None:
        """``radius`` is Java's ``float[1]``."""
        (cx, cy), r = cv2_module().minEnclosingCircle(_points(points))
        center.x, center.y = float(cx), float(cy)
        if radius is not None:
            radius[0] = float(np.float32(r))

    @staticmethod
    def pointPolygonTest(contour: MatOfPoint2f, pt: Point, measureDist: bool) -> float:
        return float(cv2_module().pointPolygonTest(_points(contour), (pt.x, pt.y), measureDist))

    @staticmethod
    def fillPoly(img: Mat, pts: list[MatOfPoint], color: Scalar, *rest: Any) -> None:
        found = [np.asarray(c._a, np.int32).reshape(-1, 1, 2) for c in pts]
        cv2_module().fillPoly(img._a, found, color._cv(), *map(_cv_arg, rest))

    @staticmethod
    def fillConvexPoly(img: Mat, points: MatOfPoint, color: Scalar, *rest: Any) -> None:
        found = np.asarray(points._a, np.int32).reshape(-1, 1, 2)
        cv2_module().fillConvexPoly(img._a, found, color._cv(), *rest)

    @staticmethod
    def polylines(
        img: Mat, pts: list[MatOfPoint], isClosed: bool, color: Scalar, *rest: Any
    ) -> None:
        found = [np.asarray(c._a, np.int32).reshape(-1, 1, 2) for c in pts]
        cv2_module().polylines(img._a, found, isClosed, color._cv(), *rest)

    @staticmethod
    def ellipse(img: Mat, *args: Any) -> None:
        """``ellipse(img, center, axes, angle, startAngle, endAngle, color[, thickness,
        lineType, shift])`` or ``ellipse(img, box, color[, thickness, lineType])``."""
        if isinstance(args[0], RotatedRect):
            box = args[0]
            cv_box = ((box.center.x, box.center.y), (box.size.width, box.size.height), box.angle)
            cv2_module().ellipse(img._a, cv_box, *map(_cv_arg, args[1:]))
            return
        center, axes, *rest = args
        cv2_module().ellipse(img._a, _cv_arg(center), _cv_arg(axes), *map(_cv_arg, rest))

    @staticmethod
    def HoughLinesP(
        image: Mat, lines: Mat, rho: float, theta: float, threshold: int, *rest: Any
    ) -> None:
        """One line per row of ``lines`` (x1, y1, x2, y2: CV_32SC4)."""
        found = cv2_module().HoughLinesP(image._a, rho, theta, threshold, None, *rest)
        assign_result(lines, np.zeros((0, 1, 4), np.int32) if found is None else found)

    @staticmethod
    def HoughLines(
        image: Mat, lines: Mat, rho: float, theta: float, threshold: int, *rest: Any
    ) -> None:
        found = cv2_module().HoughLines(image._a, rho, theta, threshold, None, *rest)
        assign_result(lines, np.zeros((0, 1, 2), np.float32) if found is None else found)

    @staticmethod
    def HoughCircles(
        image: Mat, circles: Mat, method: int, dp: float, minDist: float, *rest: Any
    ) -> None:
        """One circle per column of ``circles`` (x, y, radius: CV_32FC3), as C++'s."""
        found = cv2_module().HoughCircles(image._a, method, dp, minDist, None, *rest)
        assign_result(circles, np.zeros((1, 0, 3), np.float32) if found is None else found)

    @staticmethod
    def matchTemplate(
        image: Mat, templ: Mat, result: Mat, method: int, mask: Mat | None = None
    ) -> None:
        out = cv2_module().matchTemplate(
            image._a, templ._a, method, None, None if mask is None else mask._a
        )
        assign_result(result, out)

    @staticmethod
    def calcHist(
        images: list[Mat],
        channels: MatOfInt,
        mask: Mat,
        hist: Mat,
        histSize: MatOfInt,
        ranges: MatOfFloat,
        accumulate: bool = False,
    ) -> None:
        out = cv2_module().calcHist(
            [m._a for m in images],
            channels._values().tolist(),
            None if mask is None or mask.empty() else mask._a,
            histSize._values().tolist(),
            ranges._values().tolist(),
            hist._a if accumulate and not hist.empty() else None,
            accumulate,
        )
        assign_result(hist, out)

    @staticmethod
    def connectedComponents(image: Mat, labels: Mat, *rest: Any) -> int:
        n, found = cv2_module().connectedComponents(image._a, None, *rest)
        assign_result(labels, found)
        return int(n)

    @staticmethod
    def connectedComponentsWithStats(
        image: Mat, labels: Mat, stats: Mat, centroids: Mat, *rest: Any
    ) -> int:
        n, found, table, middles = cv2_module().connectedComponentsWithStats(
            image._a, None, None, None, *rest
        )
        assign_result(labels, found)
        assign_result(stats, table)
        assign_result(centroids, middles)
        return int(n)

    @staticmethod
    def distanceTransform(src: Mat, dst: Mat, distanceType: int, maskSize: int, *rest: Any) -> None:
        assign_result(
            dst, cv2_module().distanceTransform(src._a, distanceType, maskSize, None, *rest)
        )

    @staticmethod
    def integral(src: Mat, sum: Mat, sdepth: int = -1) -> None:
        assign_result(sum, cv2_module().integral(src._a, None, sdepth))

    @staticmethod
    def goodFeaturesToTrack(
        image: Mat,
        corners: MatOfPoint,
        maxCorners: int,
        qualityLevel: float,
        minDistance: float,
        *rest: Any,
    ) -> None:
        found = cv2_module().goodFeaturesToTrack(
            image._a, maxCorners, qualityLevel, minDistance, None, *map(_cv_arg, rest)
        )
        # Java's MatOfPoint: the corners rounded to ints (C++'s convertTo to its type)
        corners._a = (
            np.zeros((0, 1, 2), np.int32)
            if found is None
            else np.rint(found).astype(np.int32).reshape(-1, 1, 2)
        )


class HighGui:
    """Windows need a GUI build of OpenCV (``opencv-python``, not the headless one)."""

    @staticmethod
    def imshow(winname: str, img: Mat) -> None:
        cv2_module().imshow(winname, img._a)

    @staticmethod
    def waitKey(delay: int = 0) -> int:
        return int(cv2_module().waitKey(delay))

    @staticmethod
    def destroyAllWindows() -> None:
        cv2_module().destroyAllWindows()

    @staticmethod
    def namedWindow(winname: str, flags: int = 1) -> None:
        cv2_module().namedWindow(winname, flags)


class VideoCapture:
    """``org.opencv.videoio.VideoCapture``."""

    def __init__(self, source: Any = None, apiPreference: int | None = None) -> None:
        cv2 = cv2_module()
        if source is None:
            self._cap = cv2.VideoCapture()
        elif apiPreference is None:
            self._cap = cv2.VideoCapture(source)
        else:
            self._cap = cv2.VideoCapture(source, apiPreference)

    def open(self, source: Any, apiPreference: int | None = None) -> bool:
        args = (source,) if apiPreference is None else (source, apiPreference)
        return bool(self._cap.open(*args))

    def isOpened(self) -> bool:
        return bool(self._cap.isOpened())

    def read(self, image: Mat) -> bool:
        ok, frame = self._cap.read()
        if ok:
            assign_result(image, frame)
        return bool(ok)

    def grab(self) -> bool:
        return bool(self._cap.grab())

    def retrieve(self, image: Mat, flag: int = 0) -> bool:
        ok, frame = self._cap.retrieve(None, flag)
        if ok:
            assign_result(image, frame)
        return bool(ok)

    def get(self, propId: int) -> float:
        return float(self._cap.get(propId))

    def set(self, propId: int, value: float) -> bool:
        return bool(self._cap.set(propId, value))

    def release(self) -> None:
        self._cap.release()


class CascadeClassifier:
    """``org.opencv.objdetect.CascadeClassifier``."""

    def __init__(self, filename: str | None = None) -> None:
        cv2 = cv2_module()
        self._c = cv2.CascadeClassifier() if filename is None else cv2.CascadeClassifier(filename)

    def load(self, filename: str) -> bool:
        return bool(self._c.load(str(filename)))

    def empty(self) -> bool:
        return bool(self._c.empty())

    def detections(
        self,
        image: Mat,
        scaleFactor: float = 1.1,
        minNeighbors: int = 3,
        flags: int = 0,
        minSize: Any = None,
        maxSize: Any = None,
    ) -> Any:
        """cv2's detections: one ``(x, y, width, height)`` row per object."""
        return self._c.detectMultiScale(
            image._a,
            scaleFactor=scaleFactor,
            minNeighbors=minNeighbors,
            flags=flags,
            minSize=(0, 0) if minSize is None else minSize._cv(),
            maxSize=(0, 0) if maxSize is None else maxSize._cv(),
        )

    def detectMultiScale(self, image: Mat, objects: MatOfRect, *args: Any) -> None:
        found = self.detections(image, *args)
        objects._a = np.asarray(found, np.int32).reshape(-1, 1, 4)


class OpenCV:
    """``nu.pattern.OpenCV`` (openpnp's packaging of the Java API): nothing to load here."""

    @staticmethod
    def loadLocally() -> None:
        cv2_module()

    @staticmethod
    def loadShared() -> None:
        cv2_module()
