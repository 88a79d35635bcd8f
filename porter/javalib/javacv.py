"""Bytedeco's OpenCV for Java (the JavaCPP presets, ``org.bytedeco.opencv.*`` and the older
``org.bytedeco.javacpp.opencv_*``) and JavaCV's frame classes (``org.bytedeco.javacv``), over
OpenCV's Python binding (``cv2``, the ``opencv`` extra).

JavaCPP's ``Mat`` is OpenCV's C++ ``Mat`` itself, so the pixels are cv2's; what this module
keeps is JavaCPP's Java calling convention:

- the value classes are C++ structs seen through accessors: ``rect.x()``, ``size.width()``
  (ints, as ``cv::Rect`` and ``cv::Size`` hold), ``point2d.x()`` (a double), and
  ``rect.x(5)`` sets a field and answers the struct;
- the C++ functions are static methods of the ``global`` classes (``opencv_imgproc.resize``,
  ``opencv_imgcodecs.imread``), statically imported by most programs, with OpenCV's
  constants beside them (``CV_8UC3``, ``CV_PI``, ``FONT_HERSHEY_SIMPLEX``, OpenCV 2's
  ``CV_LOAD_IMAGE_GRAYSCALE``);
- ``Mat.createIndexer()`` answers the indexer of the Mat's depth (``UByteIndexer`` for
  ``CV_8U``, values 0-255; ``DoubleIndexer`` for ``CV_64F``), indexed ``(row, col[, channel])``
  and writing through to the Mat;
- ``Scalar.RED`` and kin are JavaCPP's ``RGB(r, g, b)``: blue first, as OpenCV stores colours;
- ``RectVector`` is ``std::vector<cv::Rect>``: ``size()`` a long, ``get(i)``, ``push_back``;
- the old C API's ``IplImage`` (``cvLoadImage``, ``cvResize``, ``cvGet2D``) is a Mat too;
- JavaCV's ``Frame`` holds an image; ``Java2DFrameConverter`` turns it into a ``BufferedImage``
  (``porter.javalib.images``) and back, ``OpenCVFrameConverter.ToMat`` into a ``Mat``, and
  ``FFmpegFrameGrabber`` reads a video file's frames (through cv2's ``VideoCapture``; its
  ``grab()`` answers ``null`` at the end, as JavaCV's does).

``opencv_highgui``'s windows need a GUI build of OpenCV (the ``opencv-python`` wheel): on a
headless one (``opencv-python-headless``, servers, tests) ``imshow``, ``waitKey`` and
``destroyAllWindows`` raise cv2's error (OpenCV's "The function is not implemented. Rebuild
the library with Windows, GTK+ 2.x or Cocoa support"), as the C++ library built without a
GUI does; JavaCPP's own builds have one.
"""

from __future__ import annotations

import math
from typing import Any, ClassVar

import numpy as np

from porter.javalib import opencv
from porter.javalib.exceptions import IOException
from porter.javalib.opencv import CvType, assign_result, cv2_module


class Point:
    """``cv::Point``: two ints (``Point2f``'s floats, ``Point2d``'s doubles below)."""

    _cast: Any = int

    def __init__(self, x: Any = 0, y: Any = 0) -> None:
        if isinstance(x, Point):
            x, y = x._x, x._y
        self._x, self._y = self._cast(x), self._cast(y)

    def x(self, v: Any = None) -> Any:
        if v is None:
            return self._x
        self._x = self._cast(v)
        return self

    def y(self, v: Any = None) -> Any:
        if v is None:
            return self._y
        self._y = self._cast(v)
        return self

    def dot(self, p: Point) -> Any:
        return self._x * p._x + self._y * p._y

    def _cv(self) -> tuple[int, int]:
        return (int(self._x), int(self._y))


class Point2d(Point):
    _cast = float


def _float32(v: Any) -> float:
    return float(np.float32(v))


class Point2f(Point):
    _cast = staticmethod(_float32)


class Size:
    """``cv::Size``: width and height, ints."""

    def __init__(self, width: Any = 0, height: Any = 0) -> None:
        self._w, self._h = int(width), int(height)

    def width(self, v: Any = None) -> Any:
        if v is None:
            return self._w
        self._w = int(v)
        return self

    def height(self, v: Any = None) -> Any:
        if v is None:
            return self._h
        self._h = int(v)
        return self

    def area(self) -> int:
        return self._w * self._h

    def empty(self) -> bool:
        return self._w <= 0 or self._h <= 0

    def _cv(self) -> tuple[int, int]:
        return (self._w, self._h)


class Rect:
    """``cv::Rect``: x, y, width and height, ints."""

    def __init__(self, *args: Any) -> None:
        if len(args) == 2 and isinstance(args[1], Point):  # two corners
            a, b = args
            x, y = min(a._x, b._x), min(a._y, b._y)
            args = (x, y, max(a._x, b._x) - x, max(a._y, b._y) - y)
        elif len(args) == 2:  # a corner and a Size
            args = (args[0]._x, args[0]._y, args[1]._w, args[1]._h)
        elif len(args) == 1:  # a copy
            args = args[0]._cv()
        self._v = [int(v) for v in args] if args else [0, 0, 0, 0]

    def _field(self, i: int, v: Any) -> Any:
        if v is None:
            return self._v[i]
        self._v[i] = int(v)
        return self

    def x(self, v: Any = None) -> Any:
        return self._field(0, v)

    def y(self, v: Any = None) -> Any:
        return self._field(1, v)

    def width(self, v: Any = None) -> Any:
        return self._field(2, v)

    def height(self, v: Any = None) -> Any:
        return self._field(3, v)

    def tl(self) -> Point:
        return Point(self._v[0], self._v[1])

    def br(self) -> Point:
        return Point(self._v[0] + self._v[2], self._v[1] + self._v[3])

    def size(self) -> Size:
        return Size(self._v[2], self._v[3])

    def area(self) -> int:
        return self._v[2] * self._v[3]

    def empty(self) -> bool:
        return self._v[2] <= 0 or self._v[3] <= 0

    def contains(self, p: Point) -> bool:
        x, y, w, h = self._v
        return x <= p._x < x + w and y <= p._y < y + h

    def _cv(self) -> tuple[int, int, int, int]:
        return (self._v[0], self._v[1], self._v[2], self._v[3])


class Scalar:
    """``cv::Scalar``: four doubles, read with ``get(i)`` (a ``DoublePointer``)."""

    def __init__(self, v0: Any = 0.0, v1: float = 0.0, v2: float = 0.0, v3: float = 0.0) -> None:
        self._v = [float(v0), float(v1), float(v2), float(v3)]

    @staticmethod
    def all(v0: float) -> Scalar:
        return Scalar(v0, v0, v0, v0)

    def get(self, i: int = 0) -> float:
        return self._v[i]

    def put(self, i: Any, v: float | None = None) -> Scalar:
        if isinstance(i, Scalar):
            self._v = list(i._v)
        else:
            self._v[int(i)] = float(v if v is not None else 0.0)
        return self

    def red(self) -> float:
        return self._v[2]

    def green(self) -> float:
        return self._v[1]

    def blue(self) -> float:
        return self._v[0]

    def magnitude(self) -> float:
        return math.sqrt(sum(v * v for v in self._v))

    def _cv(self) -> tuple[float, float, float, float]:
        return (self._v[0], self._v[1], self._v[2], self._v[3])


class CvScalar(Scalar):
    """The C API's ``CvScalar``: its four doubles read with ``val(i)``."""

    def val(self, i: int, v: float | None = None) -> Any:
        if v is None:
            return self._v[int(i)]
        self._v[int(i)] = float(v)
        return self


def _rgb(r: float, g: float, b: float) -> Scalar:
    """JavaCPP's ``opencv_core.RGB``: OpenCV's channel order, blue first."""
    return Scalar(b, g, r, 0)


Scalar.ZERO = Scalar(0, 0, 0, 0)  # type: ignore[attr-defined]
Scalar.ONE = Scalar(1, 1, 1, 1)  # type: ignore[attr-defined]
Scalar.WHITE = _rgb(255, 255, 255)  # type: ignore[attr-defined]
Scalar.GRAY = _rgb(128, 128, 128)  # type: ignore[attr-defined]
Scalar.BLACK = _rgb(0, 0, 0)  # type: ignore[attr-defined]
Scalar.RED = _rgb(255, 0, 0)  # type: ignore[attr-defined]
Scalar.GREEN = _rgb(0, 255, 0)  # type: ignore[attr-defined]
Scalar.BLUE = _rgb(0, 0, 255)  # type: ignore[attr-defined]
Scalar.CYAN = _rgb(0, 255, 255)  # type: ignore[attr-defined]
Scalar.MAGENTA = _rgb(255, 0, 255)  # type: ignore[attr-defined]
Scalar.YELLOW = _rgb(255, 255, 0)  # type: ignore[attr-defined]


class Indexer:
    """JavaCPP's indexer of a Mat: sizes (rows, cols, channels), writing through to the Mat."""

    def __init__(self, mat: Mat) -> None:
        a = mat._a
        self._a = a if a.ndim == 3 else a.reshape(a.shape[0], a.shape[1], 1)

    def _index(self, idx: tuple[Any, ...]) -> tuple[int, ...]:
        return tuple(int(i) for i in idx) + (0,) * (3 - len(idx))

    def get(self, *idx: Any) -> Any:
        return self._a[self._index(idx)].item()

    def put(self, *args: Any) -> Indexer:
        self._a[self._index(args[:-1])] = args[-1]
        return self

    def rows(self) -> int:
        return int(self._a.shape[0])

    def cols(self) -> int:
        return int(self._a.shape[1])

    def width(self) -> int:
        return self.cols()

    def height(self) -> int:
        return self.rows()

    def channels(self) -> int:
        return int(self._a.shape[2])

    def sizes(self) -> list[int]:
        return [int(n) for n in self._a.shape]

    def release(self) -> None:
        pass  # the Mat keeps its data

    def close(self) -> None:
        pass


class UByteIndexer(Indexer):
    pass


class ByteIndexer(Indexer):
    pass


class UShortIndexer(Indexer):
    pass


class ShortIndexer(Indexer):
    pass


class IntIndexer(Indexer):
    pass


class FloatIndexer(Indexer):
    pass


class DoubleIndexer(Indexer):
    pass


# The raw indexers are the same, without bounds checks in Java.
UByteRawIndexer, FloatRawIndexer, DoubleRawIndexer = UByteIndexer, FloatIndexer, DoubleIndexer
_INDEXERS = (
    UByteIndexer,
    ByteIndexer,
    UShortIndexer,
    ShortIndexer,
    IntIndexer,
    FloatIndexer,
    DoubleIndexer,
)


class BytePointer:
    """JavaCPP's ``BytePointer`` on a Mat's data (``mat.data()``): writes reach the Mat. (Its
    ``capacity()``, 0 in Java for a pointer a native function answers, is left out.)"""

    def __init__(self, mat: Mat) -> None:
        self._mat = mat

    def _bytes(self) -> Any:
        a = self._mat._a
        if not a.flags["C_CONTIGUOUS"]:
            raise ValueError("the data of a submatrix is not one run of bytes")
        return a.reshape(-1).view(np.uint8)

    def put(self, *args: Any) -> BytePointer:
        """``put(byte[])`` copies the array to the start; ``put(i, b)`` writes one byte."""
        flat = self._bytes()
        if len(args) == 2:
            flat[int(args[0])] = int(args[1]) & 0xFF
            return self
        data = args[0]
        if isinstance(data, (bytes, bytearray)):
            values = np.frombuffer(bytes(data), np.uint8)
        else:
            values = np.asarray(data, np.int64).astype(np.uint8)
        flat[: len(values)] = values
        return self

    def get(self, i: int = 0) -> int:
        """One byte, signed as Java's."""
        return int(self._bytes()[int(i)].astype(np.int8))


def _cv_arg(value: Any) -> Any:
    if isinstance(value, opencv.Mat):
        return value._a
    if isinstance(value, (Point, Size, Rect, Scalar)):
        return value._cv()
    return value


class Mat(opencv.Mat):
    """``org.bytedeco.opencv.opencv_core.Mat`` (an ``IplImage`` of the C API too)."""

    def __init__(self, *args: Any) -> None:
        if len(args) == 2 and isinstance(args[1], Rect):  # Mat(m, roi): a view of m's data
            super().__init__()
            x, y, w, h = args[1]._cv()
            self._a, self._type = args[0]._a[y : y + h, x : x + w], args[0]._type
            self._submat = True
            return
        if len(args) == 1 and isinstance(args[0], opencv.Mat):
            # Mat(m), IplImage(mat): a header over the same data, as C++'s copy constructor
            super().__init__()
            self._a, self._type, self._submat = args[0]._a, args[0]._type, args[0]._submat
            return
        if args and isinstance(args[0], Size):  # Mat(Size, type[, Scalar])
            args = (args[0].height(), args[0].width(), *args[1:])
        fill = args[3] if len(args) > 3 and isinstance(args[3], Scalar) else None
        super().__init__(*args[:3])
        if fill is not None:
            self.put(fill)

    def size(self, i: int | None = None) -> Any:  # type: ignore[override]
        if i is not None:
            return int(self._a.shape[i])
        return Size(self.cols(), self.rows())

    def apply(self, roi: Rect) -> Mat:
        return Mat(self, roi)

    def put(self, *args: Any) -> Any:  # type: ignore[override]
        if len(args) == 1 and isinstance(args[0], Scalar):  # C++'s m = s
            self.setTo(opencv.Scalar(args[0]._cv()))
            return self
        if len(args) == 1 and isinstance(args[0], opencv.Mat):  # m = other
            self._a, self._type = args[0]._a, args[0]._type
            return self
        return super().put(*args)

    def clone(self) -> Mat:
        return Mat._of(self._a.copy(), self._type)

    def createIndexer(self, direct: bool = True) -> Indexer:
        return _INDEXERS[CvType.depth(self._type)](self)

    def data(self) -> BytePointer:
        return BytePointer(self)


class IplImage(Mat):
    """The C API's image: a Mat with IPL's names (``nChannels()``, ``width()``, a depth in
    bits: ``IPL_DEPTH_8U`` is 8)."""

    _BITS: ClassVar[dict[int, int]] = {
        8: CvType.CV_8U,
        16: CvType.CV_16U,
        32: CvType.CV_32F,
        64: CvType.CV_64F,
    }

    @staticmethod
    def create(width: int, height: int, depth: int, channels: int) -> IplImage:  # type: ignore[override]
        type = CvType.makeType(IplImage._BITS[int(depth)], int(channels))
        return IplImage(int(height), int(width), type)

    def depth(self) -> int:
        return 8 * int(self._a.itemsize)

    def nChannels(self) -> int:
        return self.channels()

    def imageSize(self) -> int:
        return int(self._a.nbytes)


class RectVector:
    """``std::vector<cv::Rect>``."""

    def __init__(self, *rects: Any) -> None:
        self._items: list[Rect] = list(rects)

    def size(self) -> int:
        return len(self._items)

    def empty(self) -> bool:
        return not self._items

    def get(self, i: int) -> Rect:
        return self._items[int(i)]

    def push_back(self, r: Rect) -> RectVector:
        self._items.append(r)
        return self

    def put(self, *rects: Any) -> RectVector:
        self._items = list(rects)
        return self

    def resize(self, n: int) -> None:
        self._items = (self._items + [Rect() for _ in range(int(n))])[: int(n)]

    def clear(self) -> None:
        self._items.clear()

    def get_all(self) -> list[Rect]:  # JavaCPP's get() with no index: an array
        return list(self._items)


class CascadeClassifier(opencv.CascadeClassifier):
    """``opencv_objdetect.CascadeClassifier``: its detections go into a ``RectVector``."""

    def detectMultiScale(self, image: Mat, objects: RectVector, *args: Any) -> None:  # type: ignore[override]
        objects.put(*(Rect(*(int(v) for v in r)) for r in self.detections(image, *args)))


class opencv_core(metaclass=opencv.LazyConstants):
    """``org.bytedeco.opencv.global.opencv_core``: constants and core functions."""

    _PREFIXES = ("NORM_", "ROTATE_", "BORDER_", "CMP_", "REDUCE_")
    CV_PI = math.pi
    CV_AA = 16  # OpenCV 2's antialiased line type (LINE_AA)
    IPL_DEPTH_8U, IPL_DEPTH_16U, IPL_DEPTH_32F, IPL_DEPTH_64F = 8, 16, 32, 64
    # OpenCV's font faces (imgproc's HersheyFonts; the old presets had them in opencv_core).
    FONT_HERSHEY_SIMPLEX, FONT_HERSHEY_PLAIN, FONT_HERSHEY_DUPLEX = 0, 1, 2
    FONT_HERSHEY_COMPLEX, FONT_HERSHEY_TRIPLEX, FONT_HERSHEY_COMPLEX_SMALL = 3, 4, 5
    FONT_HERSHEY_SCRIPT_SIMPLEX, FONT_HERSHEY_SCRIPT_COMPLEX, FONT_ITALIC = 6, 7, 16

    @staticmethod
    def CV_MAKETYPE(depth: int, cn: int) -> int:
        return CvType.makeType(depth, cn)

    @staticmethod
    def RGB(r: float, g: float, b: float) -> Scalar:
        return _rgb(r, g, b)

    @staticmethod
    def flip(src: Mat, dst: Mat, flipCode: int) -> None:
        assign_result(dst, cv2_module().flip(src._a, flipCode), src._type)

    @staticmethod
    def split(m: Mat, mv: Any) -> None:
        mv.clear()
        mv.extend(Mat._of(c) for c in cv2_module().split(m._a))

    @staticmethod
    def cvGet2D(image: Mat, y: int, x: int) -> CvScalar:
        """The C API's pixel (row ``y``, column ``x``) as a CvScalar: its channels, in the
        image's order."""
        values = np.atleast_1d(image._a[int(y), int(x)]).astype(float).tolist()
        return CvScalar(*(values + [0.0] * 4)[:4])

    @staticmethod
    def cvSize(width: int, height: int) -> Size:
        return Size(width, height)

    @staticmethod
    def cvPoint(x: int, y: int) -> Point:
        return Point(x, y)


for _d, _n in enumerate(("8U", "8S", "16U", "16S", "32S", "32F", "64F")):
    setattr(opencv_core, f"CV_{_n}", _d)
    for _c in range(1, 5):
        setattr(opencv_core, f"CV_{_n}C{_c}", CvType.makeType(_d, _c))


class opencv_imgcodecs(metaclass=opencv.LazyConstants):
    """``org.bytedeco.opencv.global.opencv_imgcodecs``."""

    _PREFIXES = ("IMREAD_", "IMWRITE_")
    # OpenCV 2's names of the read flags (the presets' opencv_imgcodecs up to 3.4).
    CV_LOAD_IMAGE_UNCHANGED, CV_LOAD_IMAGE_GRAYSCALE, CV_LOAD_IMAGE_COLOR = -1, 0, 1
    CV_LOAD_IMAGE_ANYDEPTH, CV_LOAD_IMAGE_ANYCOLOR = 2, 4

    @staticmethod
    def imread(filename: Any, flags: int = 1) -> Mat:
        """An empty Mat where the file cannot be read, as the C++ function answers."""
        array = cv2_module().imread(str(filename), flags)
        return Mat() if array is None else Mat._of(array)

    @staticmethod
    def imwrite(filename: Any, img: Mat, *params: Any) -> bool:
        return bool(cv2_module().imwrite(str(filename), img._a))

    @staticmethod
    def cvLoadImage(filename: Any, iscolor: int = 1) -> IplImage | None:
        """The C API's loader: ``null`` where the file cannot be read."""
        array = cv2_module().imread(str(filename), iscolor)
        return None if array is None else IplImage._of(array)

    @staticmethod
    def cvSaveImage(filename: Any, image: Mat, *params: Any) -> int:
        return int(bool(cv2_module().imwrite(str(filename), image._a)))


class opencv_imgproc(metaclass=opencv.LazyConstants):
    """``org.bytedeco.opencv.global.opencv_imgproc``."""

    _PREFIXES = (
        "COLOR_",
        "INTER_",
        "THRESH_",
        "FONT_",
        "LINE_",
        "MORPH_",
        "FILLED",
        "WARP_",
    )
    CV_AA = 16
    CV_INTER_LINEAR, CV_INTER_AREA = 1, 3

    @staticmethod
    def cvtColor(src: Mat, dst: Mat, code: int, dstCn: int = 0) -> None:
        assign_result(dst, cv2_module().cvtColor(src._a, code, None, dstCn))

    @staticmethod
    def resize(
        src: Mat, dst: Mat, dsize: Size, fx: float = 0, fy: float = 0, interpolation: int = 1
    ) -> None:
        assign_result(
            dst, cv2_module().resize(src._a, dsize._cv(), None, fx, fy, interpolation), src._type
        )

    @staticmethod
    def cvResize(src: Mat, dst: Mat, interpolation: int = 1) -> None:
        """The C API's: into ``dst``'s own size."""
        out = cv2_module().resize(src._a, (dst.cols(), dst.rows()), None, 0, 0, interpolation)
        assign_result(dst, out, src._type)

    @staticmethod
    def getRotationMatrix2D(center: Point, angle: float, scale: float) -> Mat:
        return Mat._of(cv2_module().getRotationMatrix2D((center.x(), center.y()), angle, scale))

    @staticmethod
    def warpAffine(src: Mat, dst: Mat, M: Mat, dsize: Size, *rest: Any) -> None:
        out = cv2_module().warpAffine(src._a, M._a, dsize._cv(), None, *map(_cv_arg, rest))
        assign_result(dst, out, src._type)

    @staticmethod
    def equalizeHist(src: Mat, dst: Mat) -> None:
        assign_result(dst, cv2_module().equalizeHist(src._a), src._type)

    @staticmethod
    def GaussianBlur(src: Mat, dst: Mat, ksize: Size, sigmaX: float, *rest: Any) -> None:
        assign_result(
            dst, cv2_module().GaussianBlur(src._a, ksize._cv(), sigmaX, None, *rest), src._type
        )

    @staticmethod
    def threshold(src: Mat, dst: Mat, thresh: float, maxval: float, type: int) -> float:
        value, out = cv2_module().threshold(src._a, thresh, maxval, type)
        assign_result(dst, out, src._type)
        return float(value)

    # Drawing: in place on the image.
    @staticmethod
    def rectangle(img: Mat, a: Any, b: Any, *rest: Any) -> None:
        if isinstance(a, Rect):  # rectangle(img, rect, color[, thickness, lineType, shift])
            a, b, rest = a.tl(), a.br(), (b, *rest)
        cv2_module().rectangle(img._a, a._cv(), b._cv(), *map(_cv_arg, rest))

    @staticmethod
    def line(img: Mat, pt1: Point, pt2: Point, color: Scalar, *rest: Any) -> None:
        cv2_module().line(img._a, pt1._cv(), pt2._cv(), color._cv(), *rest)

    @staticmethod
    def circle(img: Mat, center: Point, radius: int, color: Scalar, *rest: Any) -> None:
        cv2_module().circle(img._a, center._cv(), int(radius), color._cv(), *rest)

    @staticmethod
    def putText(
        img: Mat, text: str, org: Point, fontFace: int, fontScale: float, color: Scalar, *rest: Any
    ) -> None:
        cv2_module().putText(img._a, text, org._cv(), fontFace, fontScale, color._cv(), *rest)


class opencv_highgui(opencv.HighGui):
    """``org.bytedeco.opencv.global.opencv_highgui``: OpenCV's windows (a headless OpenCV
    raises cv2's error from each: see the module's notes)."""


class Frame:
    """JavaCV's ``Frame``: one image (BGR bytes, as the grabbers give them)."""

    DEPTH_UBYTE = 8

    def __init__(self, array: Any = None) -> None:
        self._a = array
        # Java's Buffer[] of the image's planes (null in a frame of audio only)
        self.image = None if array is None else [array]
        self.imageDepth = Frame.DEPTH_UBYTE if array is not None else 0
        self.imageWidth = 0 if array is None else int(array.shape[1])
        self.imageHeight = 0 if array is None else int(array.shape[0])
        self.imageChannels = 0 if array is None else (1 if array.ndim == 2 else array.shape[2])

    def clone(self) -> Frame:
        return Frame(None if self._a is None else self._a.copy())


class OpenCVFrameConverter:
    """JavaCV's converters between a ``Frame`` and a ``Mat`` (``OpenCVFrameConverter.ToMat``)
    or an ``IplImage`` (``ToIplImage``): the same pixels."""

    def convert(self, value: Any) -> Any:
        if value is None:
            return None
        if isinstance(value, Frame):
            return None if value._a is None else self._MAKE._of(value._a)
        return Frame(value._a)

    _MAKE: Any = Mat

    class ToMat:
        def convert(self, value: Any) -> Any:
            return OpenCVFrameConverter.convert(self, value)  # type: ignore[arg-type]

        _MAKE = Mat

    class ToIplImage(ToMat):
        _MAKE = IplImage


class Java2DFrameConverter:
    """JavaCV's converter between a ``Frame`` and a ``BufferedImage``: a BGR frame becomes a
    ``TYPE_3BYTE_BGR`` image, a gray one ``TYPE_BYTE_GRAY``."""

    def convert(self, value: Any) -> Any:
        if value is None:
            return None
        if isinstance(value, Frame):
            return None if value._a is None else _image(value._a)
        return Frame(_bgr(value))

    getBufferedImage = convert


def _image(array: Any) -> Any:
    from porter.javalib.images import BufferedImage

    gray = array.ndim == 2
    rgb = np.repeat(array[..., None], 3, axis=2) if gray else array[..., 2::-1]
    h, w = rgb.shape[:2]
    pixels = np.concatenate([rgb, np.full((h, w, 1), 255, np.uint8)], axis=2)
    kind = BufferedImage.TYPE_BYTE_GRAY if gray else BufferedImage.TYPE_3BYTE_BGR
    return BufferedImage(w, h, kind, pixels=np.ascontiguousarray(pixels))


def _bgr(image: Any) -> Any:
    if image._gray():
        return np.ascontiguousarray(image._pixels[..., 0])
    return np.ascontiguousarray(image._pixels[..., 2::-1])


class FrameGrabberException(IOException):
    """JavaCV's ``FrameGrabber.Exception`` (an ``IOException``)."""

    _java_name = "org.bytedeco.javacv.FrameGrabber$Exception"


class FFmpegFrameGrabber:
    """JavaCV's ``FFmpegFrameGrabber`` over cv2's ``VideoCapture`` (which reads with FFmpeg)."""

    Exception = FrameGrabberException

    def __init__(self, filename: Any) -> None:
        self._filename = str(filename)
        self._cap: Any = None
        self._number = 0

    def start(self) -> None:
        self._cap = cv2_module().VideoCapture(self._filename)
        if not self._cap.isOpened():
            raise FrameGrabberException(
                f'avformat_open_input() error -2: Could not open input "{self._filename}". '
                "(Has setFormat() been called?)"
            )

    def _prop(self, name: str) -> float:
        return float(self._cap.get(getattr(cv2_module(), name))) if self._cap is not None else 0.0

    def getLengthInFrames(self) -> int:
        return int(self._prop("CAP_PROP_FRAME_COUNT"))

    def getFrameRate(self) -> float:
        return self._prop("CAP_PROP_FPS")

    def getImageWidth(self) -> int:
        return int(self._prop("CAP_PROP_FRAME_WIDTH"))

    def getImageHeight(self) -> int:
        return int(self._prop("CAP_PROP_FRAME_HEIGHT"))

    def getFrameNumber(self) -> int:
        return self._number

    def setFrameNumber(self, n: int) -> None:
        self._cap.set(cv2_module().CAP_PROP_POS_FRAMES, int(n))
        self._number = int(n)

    def grab(self) -> Frame | None:
        ok, frame = self._cap.read()
        if not ok:
            return None
        self._number += 1
        return Frame(frame)

    grabImage = grabFrame = grab

    def stop(self) -> None:
        if self._cap is not None:
            self._cap.release()
            self._cap = None

    release = close = stop


class FrameGrabber:
    Exception = FrameGrabberException
