"""ImageJ 1.x (``ij.*``) for ported plugins and programs: images, stacks and processors over
the numpy arrays that are a port's Java arrays (``float[]`` is float32, ``byte[]`` int8,
``short[]`` int16, ``int[]`` int32), so ``(float[]) ip.getPixels()`` is the processor's own
array, shared as in ImageJ.

Modelled on ImageJ 1.54's sources: processors' pixel access (``get`` of a
``FloatProcessor`` is the float's bits), display range (``findMinAndMax`` at construction,
``resetMinAndMax``), ``TypeConverter``'s scalings, ``resize`` with ``NONE`` and
``BILINEAR`` (ImageJ's centre mapping and edge limits), ``crop`` of the rectangle ROI,
stacks that hold pixel arrays and give a new processor per ``getProcessor(n)``,
``ImagePlus``' dimensions, titles, IDs and string forms, and ``IJ``'s headless behaviour
(no ImageJ window: ``log`` and ``error`` print to stdout, ``showStatus``/``showProgress``
do nothing, ``getImage`` with no image prints ImageJ's message and exits). As in a JVM
without a display, ``new ImageJ()``, ``ImagePlus.show()`` and ``new GenericDialog`` raise
``HeadlessException``. Files are TIFF (``porter.javalib.tiff``, ImageJ's description read
and written) and PNG/JPEG (``porter.javalib.images``).

Approximate: ``BICUBIC`` resizes bilinearly, averaging when downsizing is not done,
arithmetic of 8- and 16-bit processors rounds half up and clamps (ImageJ's own rounding in
each operation is not reproduced), RGB files are ``ColorProcessor``\\ s without a LUT.
"""

from __future__ import annotations

import math
import os
import re
import struct
import sys
from typing import Any, ClassVar

import numpy as np

from porter.javalib import tiff
from porter.javalib.awt_events import checkHeadless
from porter.javalib.exceptions import IllegalArgumentException
from porter.javalib.images import Rectangle

VERSION = "1.54f"
_DTYPES = {8: np.int8, 16: np.int16, 32: np.float32, 24: np.int32}


def _java_double(value: float) -> str:
    from porter.javalib.boxes import doubleToString

    return doubleToString(float(value))


def _bits_of(pixels: Any) -> int:
    kind = np.asarray(pixels).dtype
    if kind == np.int8 or kind == np.uint8:
        return 8
    if kind == np.int16 or kind == np.uint16:
        return 16
    if kind == np.float32 or kind == np.float64:
        return 32
    if kind == np.int32:
        return 24
    raise IllegalArgumentException("Unknown stack type")


def _processor_for(width: int, height: int, pixels: Any) -> ImageProcessor:
    cls = {8: ByteProcessor, 16: ShortProcessor, 32: FloatProcessor, 24: ColorProcessor}
    ip = cls[_bits_of(pixels)].__new__(cls[_bits_of(pixels)])
    ImageProcessor._init(ip, width, height, pixels)
    return ip


class Roi:
    """A rectangular selection (``ij.gui.Roi``), with double or int bounds."""

    RECTANGLE, OVAL, POLYGON, FREEROI, TRACED_ROI, LINE, POLYLINE = 0, 1, 2, 3, 4, 5, 6
    FREELINE, ANGLE, COMPOSITE, NO_ROI, POINT = 7, 8, 9, -1, 10

    def __init__(self, x: Any, y: Any = None, width: Any = None, height: Any = None, *r: Any):
        if isinstance(x, Rectangle):
            x, y, width, height = x.x, x.y, x.width, x.height
        self.x, self.y = int(x), int(y)
        self.width, self.height = int(width), int(height)
        self._position = 0
        self._name: str | None = None

    def getBounds(self) -> Rectangle:
        return Rectangle(self.x, self.y, self.width, self.height)

    def getType(self) -> int:
        return Roi.RECTANGLE

    def getTypeAsString(self) -> str:
        return "Rectangle"

    def getName(self) -> str | None:
        return self._name

    def setName(self, name: str | None) -> None:
        self._name = name

    def setPosition(self, n: int) -> None:
        self._position = n

    def getPosition(self) -> int:
        return self._position

    def setLocation(self, x: Any, y: Any) -> None:
        self.x, self.y = int(x), int(y)

    def contains(self, x: int, y: int) -> bool:
        return self.x <= x < self.x + self.width and self.y <= y < self.y + self.height

    def isArea(self) -> bool:
        return True

    def clone(self) -> Roi:
        copy = Roi(self.x, self.y, self.width, self.height)
        copy._position, copy._name = self._position, self._name
        return copy

    def toString(self) -> str:
        pos = "none" if self._position == 0 else str(self._position)
        return (
            f"Roi[Rectangle, x={self.x}, y={self.y}, width={self.width}, "
            f"height={self.height}, pos={pos}]"
        )

    __str__ = toString


class Calibration:
    """``ij.measure.Calibration``: the spatial and temporal scale (public fields, as in Java)."""

    NONE = 20

    def __init__(self, imp: Any = None) -> None:
        self.pixelWidth = 1.0
        self.pixelHeight = 1.0
        self.pixelDepth = 1.0
        self.frameInterval = 0.0
        self.fps = 0.0
        self.loop = False
        self.xOrigin = 0.0
        self.yOrigin = 0.0
        self.zOrigin = 0.0
        self.info: str | None = None
        self._unit = "pixel"
        self._yunit: str | None = None
        self._zunit: str | None = None
        self._tunit = "sec"

    def scaled(self) -> bool:
        return (
            self.pixelWidth != 1.0
            or self.pixelHeight != 1.0
            or self.pixelDepth != 1.0
            or self._unit != "pixel"
        )

    def setUnit(self, unit: str | None) -> None:
        if unit is None or unit == "":
            self._unit = "pixel"
        else:  # ImageJ's sanitizeUnit: "um" is µm, "A" the angstrom sign
            self._unit = {"um": "\u00b5m", "A": "\u00c5"}.get(unit, unit)

    def getUnit(self) -> str:
        return self._unit

    def getXUnit(self) -> str:
        return self._unit

    def getYUnit(self) -> str:
        return self._yunit or self._unit

    def getZUnit(self) -> str:
        return self._zunit or self._unit

    def setYUnit(self, unit: str) -> None:
        self._yunit = unit

    def setZUnit(self, unit: str) -> None:
        self._zunit = unit

    def getUnits(self) -> str:
        unit = self._unit
        return {"pixel": "pixels", "micron": "microns", "inch": "inches"}.get(unit, unit)

    def getTimeUnit(self) -> str:
        return self._tunit

    def setTimeUnit(self, unit: str) -> None:
        self._tunit = unit

    def getX(self, x: float) -> float:
        return (x - self.xOrigin) * self.pixelWidth

    def getY(self, y: float, height: int = 0) -> float:
        return (y - self.yOrigin) * self.pixelHeight

    def getZ(self, z: float) -> float:
        return (z - self.zOrigin) * self.pixelDepth

    def copy(self) -> Calibration:
        other = Calibration()
        other.__dict__.update(self.__dict__)
        return other

    def clone(self) -> Calibration:
        return self.copy()

    def toString(self) -> str:
        return (
            f"w={_java_double(self.pixelWidth)}, h={_java_double(self.pixelHeight)}, "
            f"d={_java_double(self.pixelDepth)}, unit={self._unit}, f={Calibration.NONE}, "
            "nc=null, table=null, vunit=Gray Value, bd=0"
        )

    __str__ = toString


class ImageStatistics:
    """The basic measurements ``ImageProcessor.getStatistics()`` gives (public fields)."""

    def __init__(self, ip: ImageProcessor) -> None:
        values = ip._roi_values().astype(np.float64)
        self.pixelCount = int(values.size)
        self.area = float(values.size)
        self.mean = float(values.mean()) if values.size else math.nan
        self.min = float(values.min()) if values.size else 0.0
        self.max = float(values.max()) if values.size else 0.0
        n = values.size
        self.stdDev = float(values.std(ddof=1)) if n > 1 else 0.0
        self.umean = self.mean
        rx, ry, rw, rh = ip._roi
        self.roiX, self.roiY, self.roiWidth, self.roiHeight = (
            float(rx),
            float(ry),
            float(rw),
            float(rh),
        )


class ImageProcessor:
    """The pixels of one image as a flat Java array, with a rectangular ROI and a display
    range; ``FloatProcessor``, ``ByteProcessor``, ``ShortProcessor`` and ``ColorProcessor``
    are its kinds."""

    NEAREST_NEIGHBOR, NONE, BILINEAR, BICUBIC = 0, 0, 1, 2
    BLACK, WHITE = -16777216, -1
    _bits = 32

    def _init(self, width: int, height: int, pixels: Any) -> None:
        self.width = int(width)
        self.height = int(height)
        if pixels is None:
            pixels = np.zeros(self.width * self.height, dtype=_DTYPES[self._bits])
        self._pixels = pixels
        self._roi = (0, 0, self.width, self.height)
        self._interpolation = ImageProcessor.NONE
        self._slice = 0
        self._min, self._max = self._default_range()
        self._value = 0.0
        self._snapshot: Any = None

    def _default_range(self) -> tuple[float, float]:
        return 0.0, 0.0

    # -- size and pixels -------------------------------------------------------------------
    def getWidth(self) -> int:
        return self.width

    def getHeight(self) -> int:
        return self.height

    def getPixelCount(self) -> int:
        return self.width * self.height

    def getPixels(self) -> Any:
        return self._pixels

    def setPixels(self, *args: Any) -> None:
        if len(args) == 2:  # setPixels(channel, FloatProcessor)
            self._from_float(args[1])
            return
        pixels = args[0]
        self._pixels = pixels

    def getPixelsCopy(self) -> Any:
        return self._pixels.copy()

    def getBitDepth(self) -> int:
        return self._bits

    def getNChannels(self) -> int:
        return 1

    def getSliceNumber(self) -> int:
        return self._slice

    def setSliceNumber(self, n: int) -> None:
        self._slice = n

    def _grid(self) -> Any:
        return self._pixels.reshape(self.height, self.width)

    def _values(self) -> Any:
        """The pixels as numbers (unsigned for 8 and 16 bits)."""
        return self._unsigned(self._pixels)

    @staticmethod
    def _unsigned(a: Any) -> Any:
        return a

    def _roi_values(self) -> Any:
        x, y, w, h = self._roi
        return self._unsigned(self._grid()[y : y + h, x : x + w]).ravel()

    def _index(self, x: int, y: int | None) -> int:
        return int(x) if y is None else int(y) * self.width + int(x)

    # int access: get/set/getPixel/putPixel
    def get(self, x: int, y: int | None = None) -> int:
        return int(self._unsigned(self._pixels[self._index(x, y)]))

    def set(self, *args: Any) -> None:
        if len(args) == 1:  # set(double value): fills the image
            self._pixels[:] = self._store(np.full(self._pixels.size, args[0], np.float64))
            return
        if len(args) == 2:
            self._pixels[int(args[0])] = self._wrap(int(args[1]))
        else:
            self._pixels[self._index(args[0], args[1])] = self._wrap(int(args[2]))

    def _wrap(self, value: int) -> Any:
        return np.array(value).astype(np.int64).astype(self._pixels.dtype)

    def getf(self, x: int, y: int | None = None) -> float:
        return float(self._unsigned(self._pixels[self._index(x, y)]))

    def setf(self, x: Any, y: Any, value: Any = None) -> None:
        # setf(index, v) casts; the 8- and 16-bit setf(x, y, v) cast v + 0.5f (ImageJ 1.54)
        if value is None:
            self._pixels[int(x)] = self._from_float_value(y)
        else:
            rounded = float(np.float32(value) + np.float32(0.5)) if self._bits in (8, 16) else value
            self._pixels[self._index(x, y)] = self._from_float_value(rounded)

    def _from_float_value(self, value: float) -> Any:
        """Java's narrowing of a float: (int) toward zero (NaN 0, saturating), then wrapped."""
        return np.array(_java_int(value)).astype(np.int64).astype(self._pixels.dtype)

    def _inside(self, x: int, y: int) -> bool:
        return 0 <= x < self.width and 0 <= y < self.height

    def getPixel(self, x: int, y: int) -> int:
        return self.get(x, y) if self._inside(x, y) else 0

    def putPixel(self, x: int, y: int, value: int) -> None:
        if self._inside(x, y):
            self._pixels[self._index(x, y)] = self._clamp_int(value)

    def _clamp_int(self, value: int) -> Any:
        return self._wrap(value)

    def getPixelValue(self, x: int, y: int) -> float:
        if not self._inside(x, y):
            return math.nan
        return float(np.float32(self._unsigned(self._pixels[self._index(x, y)])))

    def putPixelValue(self, x: int, y: int, value: float) -> None:
        if self._inside(x, y):
            self._pixels[self._index(x, y)] = self._store(np.array([value], np.float64))[0]

    def _store(self, values: Any) -> Any:
        """Doubles as this processor's pixels: rounded and clamped for integer kinds."""
        return values.astype(np.float32)

    def getFloatArray(self) -> Any:
        return self._grid().T.astype(np.float32) if self._bits == 32 else self._float_grid().T

    def _float_grid(self) -> Any:
        return self._unsigned(self._grid()).astype(np.float32)

    def getIntArray(self) -> Any:
        return self._unsigned(self._grid()).T.astype(np.int32)

    def setFloatArray(self, array: Any) -> None:
        self._pixels[:] = self._store(np.asarray(array, np.float64).T.ravel())

    def setIntArray(self, array: Any) -> None:
        self._pixels[:] = self._store(np.asarray(array, np.float64).T.ravel())

    def getRow(self, x: int, y: int, data: Any, length: int) -> None:
        row = self._grid()[y, x : x + length]
        data[:length] = self._floats(row) if data.dtype == np.float32 else self._ints(row)

    def putRow(self, x: int, y: int, data: Any, length: int) -> None:
        self._grid()[y, x : x + length] = self._put(np.asarray(data[:length]))

    def getColumn(self, x: int, y: int, data: Any, length: int) -> None:
        col = self._grid()[y : y + length, x]
        data[:length] = self._floats(col) if data.dtype == np.float32 else self._ints(col)

    def putColumn(self, x: int, y: int, data: Any, length: int) -> None:
        self._grid()[y : y + length, x] = self._put(np.asarray(data[:length]))

    def _floats(self, values: Any) -> Any:
        return self._unsigned(values).astype(np.float32)

    def _ints(self, values: Any) -> Any:
        """int[] values as ``get`` gives them (a float's bits for a FloatProcessor)."""
        if self._bits == 32:
            return np.asarray(values, np.float32).view(np.int32)
        return self._unsigned(values).astype(np.int32)

    def _put(self, values: Any) -> Any:
        """A row's values as ``setf(x, y, v)`` (floats) or ``putPixel`` (ints) store them."""
        out = np.empty(values.size, dtype=self._pixels.dtype)
        floats = values.dtype.kind == "f"
        for i, v in enumerate(values.tolist()):
            if floats and self._bits in (8, 16):
                v = float(np.float32(v) + np.float32(0.5))
            out[i] = self._from_float_value(v) if floats else self._clamp_int(int(v))
        return out

    def getHistogram(self, *bins: int) -> Any:
        """The ROI's counts per value (8 and 16 bits); null for a float image, as ImageJ's
        ``FloatProcessor.getHistogram``."""
        if self._bits == 32:
            return None
        size = 65536 if self._bits == 16 else 256
        values = self._roi_values() if self._bits != 24 else self._to_bytes(False)
        values = np.asarray(values).astype(np.int64) & (size - 1)
        return np.bincount(values, minlength=size).astype(np.int32)

    def getBufferedImage(self) -> Any:
        from porter.javalib.images import BufferedImage

        if self._bits == 24:
            p = self._pixels.astype(np.int64).reshape(self.height, self.width)
            rgba = np.stack([(p >> 16) & 255, (p >> 8) & 255, p & 255, np.full_like(p, 255)], -1)
            return BufferedImage(self.width, self.height, 1, pixels=rgba.astype(np.uint8))
        g = self.convertToByte(True)._values().astype(np.uint8).reshape(self.height, self.width)
        rgba = np.stack([g, g, g, np.full_like(g, 255)], -1)
        return BufferedImage(self.width, self.height, 10, pixels=rgba)

    # -- display range and statistics ------------------------------------------------------
    def getMin(self) -> float:
        return float(self._min)

    def getMax(self) -> float:
        return float(self._max)

    def setMinAndMax(self, minimum: float, maximum: float, *channels: Any) -> None:
        if minimum == 0.0 and maximum == 0.0 and self._bits in (16, 32):
            self.resetMinAndMax()
            return
        self._min, self._max = float(minimum), float(maximum)

    def resetMinAndMax(self) -> None:
        self.findMinAndMax()

    def findMinAndMax(self) -> None:
        values = self._values()
        if self._bits == 32:
            values = values[~np.isnan(values) & ~np.isinf(values)]
        if values.size:
            self._min, self._max = float(values.min()), float(values.max())
        else:
            self._min, self._max = 0.0, 0.0

    def getStatistics(self) -> ImageStatistics:
        return ImageStatistics(self)

    def getStats(self) -> ImageStatistics:
        return ImageStatistics(self)

    # -- ROI -------------------------------------------------------------------------------
    def setRoi(self, *args: Any) -> None:
        if len(args) == 1 and args[0] is None:
            self.resetRoi()
            return
        if len(args) == 1:
            r = args[0]
            x, y, w, h = (r.x, r.y, r.width, r.height)
        else:
            x, y, w, h = (int(a) for a in args[:4])
        if w <= 0 or h <= 0:  # ImageJ: an empty rectangle is the whole image
            self.resetRoi()
            return
        x2, y2 = min(x + w, self.width), min(y + h, self.height)
        x, y = max(x, 0), max(y, 0)
        self._roi = (x, y, max(x2 - x, 0), max(y2 - y, 0))

    def resetRoi(self) -> None:
        self._roi = (0, 0, self.width, self.height)

    def getRoi(self) -> Rectangle:
        return Rectangle(*self._roi)

    def getMask(self) -> Any:
        return None

    # -- copies and conversions ------------------------------------------------------------
    def _like(self, width: int, height: int, pixels: Any) -> ImageProcessor:
        ip = type(self).__new__(type(self))
        ImageProcessor._init(ip, width, height, pixels)
        ip._interpolation = self._interpolation
        return ip

    def createProcessor(self, width: int, height: int) -> ImageProcessor:
        ip = self._like(width, height, None)
        ip._min, ip._max = self._min, self._max
        return ip

    def duplicate(self) -> ImageProcessor:
        ip = self._like(self.width, self.height, self._pixels.copy())
        ip._min, ip._max = self._min, self._max
        ip._roi = self._roi
        return ip

    def clone(self) -> ImageProcessor:
        return self.duplicate()

    def crop(self) -> ImageProcessor:
        x, y, w, h = self._roi
        pixels = self._grid()[y : y + h, x : x + w].copy().ravel()
        ip = self._like(w, h, pixels)
        if self._bits in (8, 24):
            ip._min, ip._max = self._min, self._max
        else:
            ip.findMinAndMax()
        return ip

    def snapshot(self) -> None:
        self._snapshot = self._pixels.copy()

    def reset(self) -> None:
        if self._snapshot is not None:
            self._pixels[:] = self._snapshot

    def insert(self, ip: ImageProcessor, xloc: int, yloc: int) -> None:
        src = ip.convertToType(self._bits)._grid()
        dst = self._grid()
        h = max(0, min(src.shape[0], self.height - yloc))
        w = max(0, min(src.shape[1], self.width - xloc))
        if h and w:
            dst[yloc : yloc + h, xloc : xloc + w] = src[:h, :w]

    def convertToType(self, bits: int) -> ImageProcessor:
        if bits == self._bits:
            return self
        return {
            8: self.convertToByte,
            16: self.convertToShort,
            32: lambda _=None: self.convertToFloat(),
            24: self.convertToRGB,
        }[bits](False)

    def convertToFloat(self) -> ImageProcessor:
        if self._bits == 32:
            return self
        fp = FloatProcessor(self.width, self.height, self._float_grid().ravel())
        return fp

    def convertToFloatProcessor(self) -> FloatProcessor:
        fp = self.convertToFloat()
        if fp is self:
            fp = self.duplicate()
        elif self._bits != 24:
            fp.setMinAndMax(self.getMin(), self.getMax())
        return fp  # type: ignore[return-value]

    def convertToByte(self, doScaling: bool) -> ImageProcessor:
        if self._bits == 8:
            return self
        return ByteProcessor(self.width, self.height, self._to_bytes(bool(doScaling)))

    def convertToByteProcessor(self, doScaling: bool = True) -> ByteProcessor:
        bp = self.convertToByte(doScaling)
        return bp.duplicate() if bp is self else bp  # type: ignore[return-value]

    def convertToShort(self, doScaling: bool) -> ImageProcessor:
        if self._bits == 16:
            return self
        return ShortProcessor(self.width, self.height, self._to_shorts(bool(doScaling)))

    def convertToShortProcessor(self, doScaling: bool = True) -> ShortProcessor:
        sp = self.convertToShort(doScaling)
        return sp.duplicate() if sp is self else sp  # type: ignore[return-value]

    def convertToRGB(self, doScaling: bool = True) -> ImageProcessor:
        if self._bits == 24:
            return self
        g = self.convertToByte(True)._values().astype(np.int64)
        rgb = (0xFF << 24) | (g << 16) | (g << 8) | g
        return ColorProcessor(self.width, self.height, rgb.astype(np.uint32).view(np.int32))

    def convertToColorProcessor(self) -> ColorProcessor:
        cp = self.convertToRGB()
        return cp.duplicate() if cp is self else cp  # type: ignore[return-value]

    def _to_bytes(self, scaling: bool) -> Any:
        raise NotImplementedError

    def _to_shorts(self, scaling: bool) -> Any:
        values = self._values().astype(np.float64)
        if scaling and self._bits == 32:
            lo, hi = self.getMin(), self.getMax()
            scale = 1.0 if hi - lo == 0.0 else 65535.0 / (hi - lo)
            values = (values - lo) * scale
        values = np.clip(values, 0.0, 65535.0)
        return (values + 0.5).astype(np.int64).astype(np.uint16).view(np.int16)

    # -- geometry --------------------------------------------------------------------------
    def setInterpolationMethod(self, method: int) -> None:
        self._interpolation = int(method)

    def getInterpolationMethod(self) -> int:
        return self._interpolation

    def setInterpolate(self, interpolate: bool) -> None:
        self._interpolation = ImageProcessor.BILINEAR if interpolate else ImageProcessor.NONE

    def getInterpolate(self) -> bool:
        return self._interpolation != ImageProcessor.NONE

    def resize(self, dstWidth: int, dstHeight: int | None = None, average: bool = False):
        _, _, w, h = self._roi
        if dstHeight is None:
            dstHeight = int(dstWidth * h / w) if w else 0
        dstWidth, dstHeight = int(dstWidth), int(dstHeight)
        if w == dstWidth and h == dstHeight:
            return self.crop()
        if (self.width == 1 or self.height == 1) and self._interpolation != ImageProcessor.NONE:
            return self._resize_linearly(dstWidth, dstHeight)
        values = self._values().astype(np.float64).reshape(self.height, self.width)
        xs, ys = self._source_coordinates(dstWidth, dstHeight)
        if self._interpolation == ImageProcessor.NONE:
            out = values[ys.astype(np.int64)[:, None], xs.astype(np.int64)[None, :]]
        else:
            out = _bilinear(values, xs, ys)
        ip = self.createProcessor(dstWidth, dstHeight)
        ip._pixels = self._resized_pixels(out.ravel())
        return ip

    def _resize_linearly(self, width2: int, height2: int) -> ImageProcessor:
        """ImageProcessor.resizeLinearly: a one-row (or one-column) image interpolated
        along its first row (column), end to end, that row repeated."""
        rotate = self.width == 1
        if rotate:
            width2, height2 = height2, width2
        grid = self._float_grid()
        data1 = (grid[:, 0] if rotate else grid[0, :]).astype(np.float64)
        n1 = data1.size
        with np.errstate(divide="ignore", invalid="ignore"):
            scale = (n1 - 1) / (width2 - 1) if width2 != 1 else math.inf
            pos = np.arange(width2) * scale
        x1 = np.nan_to_num(pos, nan=0.0).astype(np.int64)
        x2 = np.where(x1 + 1 == n1, n1 - 1, x1 + 1)
        fraction = pos - x1
        data2 = ((1.0 - fraction) * data1[x1] + fraction * data1[np.minimum(x2, n1 - 1)]).astype(
            np.float32
        )
        plane = np.tile(data2, (height2, 1))
        if rotate:
            plane = plane.T
        fp = FloatProcessor(plane.shape[1], plane.shape[0], plane.ravel().copy())
        return fp.convertToType(self._bits) if self._bits in (8, 16) else fp

    def _source_coordinates(self, dw: int, dh: int) -> tuple[Any, Any]:
        """Where ImageJ's resize samples each destination column and row (ROI centre to
        destination centre, a quarter-pixel shift when interpolating, clamped edges)."""
        rx, ry, rw, rh = self._roi
        sx, sy = rx + rw / 2.0, ry + rh / 2.0
        cx, cy = dw / 2.0, dh / 2.0
        xscale, yscale = dw / rw, dh / rh
        interpolating = self._interpolation != ImageProcessor.NONE
        if interpolating:
            if dw != self.width:
                cx += xscale / 4.0
            if dh != self.height:
                cy += yscale / 4.0
        xs = (np.arange(dw) - cx) / xscale + sx
        ys = (np.arange(dh) - cy) / yscale + sy
        if interpolating:
            xs = np.where(xs < 0.0, 0.0, xs)
            xs = np.where(xs >= self.width - 1.0, self.width - 1.001, xs)
            ys = np.where(ys < 0.0, 0.0, ys)
            ys = np.where(ys >= self.height - 1.0, self.height - 1.001, ys)
        return xs, ys

    def _resized_pixels(self, values: Any) -> Any:
        return values.astype(np.float32)

    def flipHorizontal(self) -> None:
        self._grid()[:, :] = self._grid()[:, ::-1].copy()

    def flipVertical(self) -> None:
        self._grid()[:, :] = self._grid()[::-1, :].copy()

    # -- arithmetic ------------------------------------------------------------------------
    def _apply(self, fn: Any) -> None:
        x, y, w, h = self._roi
        grid = self._grid()
        region = self._unsigned(grid[y : y + h, x : x + w]).astype(np.float64)
        grid[y : y + h, x : x + w] = self._store(fn(region).ravel()).reshape(h, w)

    def add(self, value: float) -> None:
        self._apply(lambda v: v + value)

    def subtract(self, value: float) -> None:
        self._apply(lambda v: v - value)

    def multiply(self, value: float) -> None:
        self._apply(lambda v: v * value)

    def abs(self) -> None:
        self._apply(np.abs)

    def sqr(self) -> None:
        self._apply(lambda v: v * v)

    def sqrt(self) -> None:
        self._apply(lambda v: np.sqrt(np.maximum(v, 0.0)))

    def invert(self) -> None:
        lo, hi = (0.0, 255.0) if self._bits == 8 else (self.getMin(), self.getMax())
        self._apply(lambda v: hi - (v - lo))

    def setValue(self, value: float) -> None:
        self._value = float(value)

    def fill(self) -> None:
        self._apply(lambda v: np.full_like(v, self._value))

    def toString(self) -> str:
        return (
            f"ip[width={self.width}, height={self.height}, bits={self.getBitDepth()}, "
            f"min={_java_double(self.getMin())}, max={_java_double(self.getMax())}]"
        )

    __str__ = toString


def _java_int(value: float) -> int:
    if math.isnan(value):
        return 0
    if math.isinf(value):
        return 2**31 - 1 if value > 0 else -(2**31)
    return max(-(2**31), min(2**31 - 1, int(value)))


def _bilinear(values: Any, xs: Any, ys: Any) -> Any:
    h, w = values.shape
    xb = xs.astype(np.int64)
    yb = ys.astype(np.int64)
    xf = (xs - xb)[None, :]
    yf = (ys - yb)[:, None]
    x1 = np.minimum(xb + 1, w - 1)
    y1 = np.minimum(yb + 1, h - 1)
    ll = values[yb[:, None], xb[None, :]]
    lr = values[yb[:, None], x1[None, :]]
    ul = values[y1[:, None], xb[None, :]]
    ur = values[y1[:, None], x1[None, :]]
    upper = ul + xf * (ur - ul)
    lower = ll + xf * (lr - ll)
    return lower + yf * (upper - lower)


def _pixels_arg(width: int, height: int, pixels: Any, dtype: Any) -> Any:
    if pixels is None:
        return np.zeros(width * height, dtype=dtype)
    if not isinstance(pixels, np.ndarray):
        pixels = np.asarray(pixels, dtype=dtype)
    if pixels.size != width * height:
        raise IllegalArgumentException("width*height!=pixels.length")
    if pixels.dtype != dtype:
        return pixels.astype(dtype)
    return pixels


class FloatProcessor(ImageProcessor):
    """32-bit float pixels (``float[]``)."""

    _bits = 32

    def __init__(self, width: Any, height: Any = None, pixels: Any = None, cm: Any = None):
        if height is None:  # FloatProcessor(float[][] or int[][]), indexed [x][y]
            array = np.asarray(width, dtype=np.float64)
            width, height = array.shape
            pixels = array.T.astype(np.float32).ravel()
        elif isinstance(pixels, np.ndarray) and pixels.dtype != np.float32:
            pixels = pixels.astype(np.float32)  # the int[] and double[] constructors copy
        self._init(width, height, _pixels_arg(int(width), int(height), pixels, np.float32))
        self.findMinAndMax()

    def get(self, x: int, y: int | None = None) -> int:
        return struct.unpack(">i", struct.pack(">f", self._pixels[self._index(x, y)]))[0]

    def set(self, *args: Any) -> None:
        if len(args) == 1:
            self._pixels[:] = np.float32(args[0])
            return
        index = int(args[0]) if len(args) == 2 else self._index(args[0], args[1])
        self._pixels[index] = struct.unpack(">f", struct.pack(">i", int(args[-1])))[0]

    def _clamp_int(self, value: int) -> Any:
        return struct.unpack(">f", struct.pack(">i", int(value)))[0]

    def _from_float_value(self, value: float) -> Any:
        return np.float32(value)

    def getPixelValue(self, x: int, y: int) -> float:
        if not self._inside(x, y):
            return math.nan
        return float(self._pixels[self._index(x, y)])

    def _to_bytes(self, scaling: bool) -> Any:
        values = self._pixels.astype(np.float64)
        if scaling:
            lo, hi = self.getMin(), self.getMax()
            scale = 255.0 / (hi - lo) if hi != lo else math.inf
            v = np.maximum(values - lo, 0.0)
            with np.errstate(invalid="ignore", over="ignore"):
                scaled = v * scale + 0.5
            scaled = np.nan_to_num(scaled, nan=0.0, posinf=255.0)
            out = np.minimum(np.trunc(scaled), 255.0)
        else:
            out = np.clip(np.floor(np.nan_to_num(values) + 0.5), 0.0, 255.0)
        return out.astype(np.uint8).view(np.int8)

    def _from_float(self, fp: FloatProcessor) -> None:
        self._pixels = fp.getPixels()
        self.setMinAndMax(fp.getMin(), fp.getMax())


class ByteProcessor(ImageProcessor):
    """8-bit unsigned pixels in Java's signed ``byte[]``."""

    _bits = 8

    def __init__(self, width: Any, height: Any = None, pixels: Any = None, cm: Any = None):
        if height is None and hasattr(width, "getWidth"):  # ByteProcessor(Image)
            from porter.javalib.images import BufferedImage

            gray = _gray_of(width) if isinstance(width, BufferedImage) else None
            height, width, pixels = gray.shape[0], gray.shape[1], gray.ravel().view(np.int8)
        self._init(width, height, _pixels_arg(int(width), int(height), pixels, np.int8))

    def _default_range(self) -> tuple[float, float]:
        return 0.0, 255.0

    @staticmethod
    def _unsigned(a: Any) -> Any:
        return np.asarray(a).astype(np.int64) & 0xFF

    def findMinAndMax(self) -> None:
        self._min, self._max = 0.0, 255.0

    def setMinAndMax(self, minimum: float, maximum: float, *channels: Any) -> None:
        self._min, self._max = float(minimum), float(maximum)

    def _store(self, values: Any) -> Any:
        clipped = np.clip(np.floor(np.nan_to_num(values) + 0.5), 0, 255)
        return clipped.astype(np.uint8).view(np.int8)

    def _clamp_int(self, value: int) -> Any:
        return np.array(min(max(int(value), 0), 255), np.uint8).view(np.int8)

    def _resized_pixels(self, values: Any) -> Any:
        if self._interpolation == ImageProcessor.NONE:
            return values.astype(np.uint8).view(np.int8)
        return (values + 0.5).astype(np.int64).astype(np.uint8).view(np.int8)

    def _to_bytes(self, scaling: bool) -> Any:
        return self._pixels

    def _to_shorts(self, scaling: bool) -> Any:
        return self._values().astype(np.int16)

    def _from_float(self, fp: FloatProcessor) -> None:
        self._pixels[:] = self._store(fp.getPixels().astype(np.float64))

    def createImage(self) -> Any:
        return self


class ShortProcessor(ImageProcessor):
    """16-bit unsigned pixels in Java's signed ``short[]``."""

    _bits = 16

    def __init__(self, width: Any, height: Any = None, pixels: Any = None, cm: Any = None):
        self._init(width, height, _pixels_arg(int(width), int(height), pixels, np.int16))
        self.findMinAndMax()

    @staticmethod
    def _unsigned(a: Any) -> Any:
        return np.asarray(a).astype(np.int64) & 0xFFFF

    def _store(self, values: Any) -> Any:
        clipped = np.clip(np.floor(np.nan_to_num(values) + 0.5), 0, 65535)
        return clipped.astype(np.uint16).view(np.int16)

    def _clamp_int(self, value: int) -> Any:
        return np.array(min(max(int(value), 0), 65535), np.uint16).view(np.int16)

    def _resized_pixels(self, values: Any) -> Any:
        if self._interpolation == ImageProcessor.NONE:
            return values.astype(np.uint16).view(np.int16)
        return (values + 0.5).astype(np.int64).astype(np.uint16).view(np.int16)

    def _to_bytes(self, scaling: bool) -> Any:
        values = self._values()
        if scaling:
            lo, hi = int(self.getMin()), int(self.getMax())
            scale = 256.0 / (hi - lo + 1)
            v = np.maximum(values - lo, 0)
            out = np.minimum((v * scale + 0.5).astype(np.int64), 255)
        else:
            out = np.minimum(values, 255)
        return out.astype(np.uint8).view(np.int8)

    def _to_shorts(self, scaling: bool) -> Any:
        return self._pixels

    def _from_float(self, fp: FloatProcessor) -> None:
        self._pixels[:] = self._store(fp.getPixels().astype(np.float64))


class ColorProcessor(ImageProcessor):
    """Packed RGB pixels (``int[]``, 0xAARRGGBB)."""

    _bits = 24

    def __init__(self, width: Any, height: Any = None, pixels: Any = None):
        if height is None:  # ColorProcessor(Image)
            rgba = width._pixels
            height, width = rgba.shape[:2]
            r, g, b = (rgba[..., i].astype(np.int64) for i in range(3))
            packed = (0xFF << 24) | (r << 16) | (g << 8) | b
            pixels = packed.ravel().astype(np.uint32).view(np.int32)
        self._init(width, height, _pixels_arg(int(width), int(height), pixels, np.int32))

    def _default_range(self) -> tuple[float, float]:
        return 0.0, 255.0

    def findMinAndMax(self) -> None:
        self._min, self._max = 0.0, 255.0

    def setMinAndMax(self, minimum: float, maximum: float, *channels: Any) -> None:
        self._min, self._max = float(minimum), float(maximum)

    def getNChannels(self) -> int:
        return 3

    @staticmethod
    def _unsigned(a: Any) -> Any:
        return np.asarray(a).astype(np.int64) & 0xFFFFFF

    def _gray(self) -> Any:
        p = self._pixels.astype(np.int64)
        r, g, b = (p >> 16) & 0xFF, (p >> 8) & 0xFF, p & 0xFF
        return r / 3.0 + g / 3.0 + b / 3.0

    def _values(self) -> Any:
        return self._gray()

    def _float_grid(self) -> Any:
        return self._gray().astype(np.float32).reshape(self.height, self.width)

    def getPixelValue(self, x: int, y: int) -> float:
        if not self._inside(x, y):
            return math.nan
        c = int(self._pixels[self._index(x, y)])
        r, g, b = (c >> 16) & 0xFF, (c >> 8) & 0xFF, c & 0xFF
        return float(np.float32(r / 3.0 + g / 3.0 + b / 3.0))

    def get(self, x: int, y: int | None = None) -> int:
        return int(self._pixels[self._index(x, y)])

    def getf(self, x: int, y: int | None = None) -> float:
        # ColorProcessor.getf: the packed int (alpha included) as a float
        return float(np.float32(self._pixels[self._index(x, y)]))

    def _clamp_int(self, value: int) -> Any:
        return self._wrap(value)

    def getRGB(self, r: Any, g: Any, b: Any) -> None:
        p = self._pixels.astype(np.int64)
        r[:] = ((p >> 16) & 0xFF).astype(np.uint8).view(np.int8)
        g[:] = ((p >> 8) & 0xFF).astype(np.uint8).view(np.int8)
        b[:] = (p & 0xFF).astype(np.uint8).view(np.int8)

    def _to_bytes(self, scaling: bool) -> Any:
        return (self._gray() + 0.5).astype(np.int64).astype(np.uint8).view(np.int8)

    def _to_shorts(self, scaling: bool) -> Any:
        return self._to_bytes(False).astype(np.int64).__and__(0xFF).astype(np.int16)

    def _store(self, values: Any) -> Any:
        g = np.clip(np.floor(np.nan_to_num(values) + 0.5), 0, 255).astype(np.int64)
        return ((0xFF << 24) | (g << 16) | (g << 8) | g).astype(np.uint32).view(np.int32)

    def _resized_pixels(self, values: Any) -> Any:
        return self._store(values)


def _gray_of(image: Any) -> Any:
    rgba = image._pixels
    if image._gray():
        return rgba[..., 0].astype(np.uint8)
    r, g, b = (rgba[..., i].astype(np.float64) for i in range(3))
    return (r / 3 + g / 3 + b / 3 + 0.5).astype(np.uint8)


class ImageStack:
    """Slices of one size and pixel type, held as pixel arrays (1-based, as in ImageJ)."""

    def __init__(self, width: int = 0, height: int = 0, size: Any = None) -> None:
        self._width = int(width)
        self._height = int(height)
        self._pixels: list[Any] = []
        self._labels: list[str | None] = []
        self._min: float | None = None
        self._max = 0.0
        if isinstance(size, int):
            self._pixels = [None] * size
            self._labels = [None] * size

    @staticmethod
    def create(width: int, height: int, depth: int, bitdepth: int) -> ImageStack:
        stack = ImageStack(width, height)
        for _ in range(depth):
            stack.addSlice(None, np.zeros(width * height, dtype=_DTYPES[bitdepth]))
        return stack

    def _check(self, n: int) -> None:
        if n < 1 or n > len(self._pixels):
            raise IllegalArgumentException(f"Stack argument out of range: {n}")

    def addSlice(self, *args: Any) -> None:
        if len(args) == 1:
            label, item = None, args[0]
        elif len(args) == 3:  # addSlice(label, ip, n): after slice n
            label, item = args[0], args[1]
            self.addSlice(label, item)
            self._pixels.insert(args[2], self._pixels.pop())
            self._labels.insert(args[2], self._labels.pop())
            return
        else:
            label, item = args
        if isinstance(item, ImageProcessor):
            self._add_processor(label, item)
            return
        if item is None:
            raise IllegalArgumentException("'pixels' is null!")
        self._pixels.append(item)
        self._labels.append(label)

    def _add_processor(self, label: str | None, ip: ImageProcessor) -> None:
        if self._pixels and self._pixels[0] is not None:
            ip = ip.convertToType(_bits_of(self._pixels[0]))
        if ip.getWidth() != self._width or ip.getHeight() != self._height:
            if self._width == 0 and self._height == 0:
                self._width, self._height = ip.getWidth(), ip.getHeight()
            else:
                ip2 = ip.createProcessor(self._width, self._height)
                ip2.insert(ip, 0, 0)
                ip = ip2
        if not self._pixels:
            self._min, self._max = ip.getMin(), ip.getMax()
        self._pixels.append(ip.getPixels())
        self._labels.append(label)

    def deleteSlice(self, n: int) -> None:
        self._check(n)
        del self._pixels[n - 1]
        del self._labels[n - 1]

    def deleteLastSlice(self) -> None:
        if self._pixels:
            self.deleteSlice(len(self._pixels))

    def getProcessor(self, n: int) -> ImageProcessor:
        self._check(n)
        pixels = self._pixels[n - 1]
        if pixels is None:
            raise IllegalArgumentException("Pixel array is null")
        ip = _processor_for(self._width, self._height, pixels)
        if self._min is not None and not isinstance(ip, ColorProcessor):
            ip.setMinAndMax(self._min, self._max)
        ip.setSliceNumber(n)
        return ip

    def setProcessor(self, ip: ImageProcessor, n: int) -> None:
        self._check(n)
        if ip.getWidth() != self._width or ip.getHeight() != self._height:
            raise IllegalArgumentException("Wrong dimensions for this stack")
        self._pixels[n - 1] = ip.getPixels()

    def getPixels(self, n: int) -> Any:
        self._check(n)
        return self._pixels[n - 1]

    def setPixels(self, pixels: Any, n: int) -> None:
        self._check(n)
        self._pixels[n - 1] = pixels

    def getImageArray(self) -> list[Any]:
        return list(self._pixels)

    def getSize(self) -> int:
        return len(self._pixels)

    def size(self) -> int:
        return len(self._pixels)

    def isVirtual(self) -> bool:
        return False

    def getWidth(self) -> int:
        return self._width

    def getHeight(self) -> int:
        return self._height

    def getBitDepth(self) -> int:
        return _bits_of(self._pixels[0]) if self._pixels and self._pixels[0] is not None else 0

    def getSliceLabel(self, n: int) -> str | None:
        self._check(n)
        return self._labels[n - 1]

    def getShortSliceLabel(self, n: int) -> str | None:
        label = self.getSliceLabel(n)
        if label is None:
            return None
        label = label.split("\n", 1)[0]
        return label[:60]

    def setSliceLabel(self, label: str | None, n: int) -> None:
        self._check(n)
        self._labels[n - 1] = label

    def getSliceLabels(self) -> list[str | None]:
        return list(self._labels)

    def _voxels(self, z: int) -> ImageProcessor:
        if z < 0 or z >= len(self._pixels):
            raise IndexError(f"z={z}")
        return _processor_for(self._width, self._height, self._pixels[z])

    def getVoxel(self, x: int, y: int, z: int) -> float:
        if not (0 <= x < self._width and 0 <= y < self._height):
            from porter.javalib.exceptions import IndexOutOfBoundsException

            raise IndexOutOfBoundsException()
        return self._voxels(z).getf(x, y)

    def setVoxel(self, x: int, y: int, z: int, value: float) -> None:
        if 0 <= x < self._width and 0 <= y < self._height and 0 <= z < len(self._pixels):
            ip = self._voxels(z)
            ip._pixels[ip._index(x, y)] = ip._store(np.array([value], np.float64))[0]

    def crop(self, x: int, y: int, z: int, width: int, height: int, depth: int) -> ImageStack:
        out = ImageStack(width, height)
        for n in range(z + 1, z + depth + 1):
            ip = self.getProcessor(n)
            ip.setRoi(x, y, width, height)
            out.addSlice(self.getSliceLabel(n), ip.crop())
        return out

    def duplicate(self) -> ImageStack:
        out = ImageStack(self._width, self._height)
        out._pixels = [None if p is None else p.copy() for p in self._pixels]
        out._labels = list(self._labels)
        out._min, out._max = self._min, self._max
        return out

    def convertToFloat(self) -> ImageStack:
        out = ImageStack(self._width, self._height)
        for n in range(1, self.getSize() + 1):
            out.addSlice(self.getSliceLabel(n), self.getProcessor(n).convertToFloat())
        return out

    def toString(self) -> str:
        return f"stack[{self._width}x{self._height}x{self.getSize()}]"

    __str__ = toString


class ImagePlus:
    """An image or stack with a title, dimensions (channels, slices, frames), a current
    position and a calibration."""

    GRAY8, GRAY16, GRAY32, COLOR_256, COLOR_RGB = 0, 1, 2, 3, 4
    _current_id = -1

    def __init__(self, title: Any = None, content: Any = None) -> None:
        ImagePlus._current_id -= 1
        self._id = ImagePlus._current_id
        self._title = "null"
        self._stack: ImageStack | None = None
        self._ip: ImageProcessor | None = None
        self._dims = (1, 1, 1)
        self._slice = 1
        self._calibration = Calibration()
        self._roi: Roi | None = None
        self._properties: dict[str, Any] = {}
        self._locked = False
        self._changes = False
        self._type = ImagePlus.GRAY8
        self._file_info: Any = None
        if content is None and isinstance(title, str):  # ImagePlus(path)
            opened = Opener._open(title)
            if opened is None:  # ImageJ leaves the title null: getTitle() is ""
                self._title = ""
                return
            self.__dict__.update({k: v for k, v in opened.__dict__.items() if k != "_id"})
            return
        if title is not None:
            self._title = title
        if isinstance(content, ImageProcessor):
            self.setProcessor(title, content)
        elif isinstance(content, ImageStack):
            self.setStack(title, content)
        elif content is not None:  # a java.awt.Image
            bits = 8 if content._gray() else 24
            ip = ByteProcessor(content) if bits == 8 else ColorProcessor(content)
            self.setProcessor(title, ip)

    # -- identity and title ----------------------------------------------------------------
    def getID(self) -> int:
        return self._id

    def getTitle(self) -> str:
        return self._title

    def setTitle(self, title: str | None) -> None:
        if title is not None:
            self._title = title

    def getShortTitle(self) -> str:
        title = self.getTitle().strip()
        index = title.rfind(".")
        if index > 0:
            return title[:index].replace(" ", "")
        space = title.find(" ")
        return title[:space] if space > -1 else title

    # -- content ---------------------------------------------------------------------------
    def setProcessor(self, title: Any, ip: Any = None) -> None:
        if ip is None:
            title, ip = None, title
        if title is not None:
            self._title = title
        if ip is None:
            return
        stack_size = self.getStackSize() if self._stack is not None else 1
        if stack_size > 1 and (
            ip.getWidth() != self.getWidth() or ip.getHeight() != self.getHeight()
        ):
            raise IllegalArgumentException("Wrong dimensions for this stack")
        self._ip = ip
        if stack_size > 1:
            self._stack.setPixels(ip.getPixels(), self._slice)  # type: ignore[union-attr]
        else:
            self._stack = None
            self._dims = (1, 1, 1)
            self._slice = 1
        self._type = _type_of(ip)

    def getProcessor(self) -> ImageProcessor | None:
        return self._ip

    def setStack(self, title: Any, stack: Any = None, *dims: int) -> None:
        if stack is None or isinstance(stack, int):
            dims = (stack, *dims) if isinstance(stack, int) else dims
            title, stack = None, title
        if title is not None:
            self._title = title
        if dims and dims[0] * dims[1] * dims[2] != stack.getSize():
            raise IllegalArgumentException("channels*slices*frames!=stackSize")
        if stack.getSize() == 0:
            raise IllegalArgumentException("Stack is empty")
        self._stack = stack
        n = stack.getSize()
        if dims:
            self._dims = tuple(int(d) for d in dims[:3])  # type: ignore[assignment]
        elif self._dims[0] * self._dims[1] * self._dims[2] != n:
            self._dims = (1, n, 1)
        if self._slice > n:
            self._slice = 1
        self._ip = stack.getProcessor(self._slice)
        self._type = _type_of(self._ip)

    def getStack(self) -> ImageStack:
        if self._stack is None:
            stack = ImageStack(self.getWidth(), self.getHeight())
            if self._ip is not None:
                label = self._properties.get("Label")
                stack.addSlice(label, self._ip)
            self._stack = stack
        return self._stack

    getImageStack = getStack

    def getStackSize(self) -> int:
        if self._stack is None:
            return 1
        return self._stack.getSize()

    def getImageStackSize(self) -> int:
        return self.getStackSize()

    def getWidth(self) -> int:
        return self._ip.getWidth() if self._ip is not None else 0

    def getHeight(self) -> int:
        return self._ip.getHeight() if self._ip is not None else 0

    def getBitDepth(self) -> int:
        return {0: 8, 1: 16, 2: 32, 3: 8, 4: 24}[self.getType()]

    def getBytesPerPixel(self) -> int:
        return {8: 1, 16: 2, 32: 4, 24: 4}[self.getBitDepth()]

    def getType(self) -> int:
        return self._type

    def setType(self, image_type: int) -> None:
        self._type = int(image_type)

    def getNChannels(self) -> int:
        return self._dims[0]

    def getNSlices(self) -> int:
        return self._dims[1]

    def getNFrames(self) -> int:
        return self._dims[2]

    def getNDimensions(self) -> int:
        return 2 + sum(1 for d in self._dims if d > 1)

    def getDimensions(self) -> Any:
        return np.array([self.getWidth(), self.getHeight(), *self._dims], dtype=np.int32)

    def setDimensions(self, nChannels: int, nSlices: int, nFrames: int) -> None:
        if nChannels * nSlices * nFrames != self.getStackSize() and self._ip is not None:
            # ImageJ: a product that is not the stack's size makes it a plain stack
            nChannels, nSlices, nFrames = 1, self.getStackSize(), 1
        self._dims = (int(nChannels), int(nSlices), int(nFrames))

    def isHyperStack(self) -> bool:
        return self.getNDimensions() > 3

    def setOpenAsHyperStack(self, value: bool) -> None:
        pass

    # -- position --------------------------------------------------------------------------
    def getCurrentSlice(self) -> int:
        return self._slice

    def getSlice(self) -> int:
        return (self._slice - 1) // self._dims[0] % self._dims[1] + 1

    def getChannel(self) -> int:
        return (self._slice - 1) % self._dims[0] + 1

    def getFrame(self) -> int:
        return (self._slice - 1) // (self._dims[0] * self._dims[1]) + 1

    def getC(self) -> int:
        return self.getChannel()

    def getZ(self) -> int:
        return self.getSlice()

    def getT(self) -> int:
        return self.getFrame()

    def setImage(self, image: Any) -> None:
        if isinstance(image, ImagePlus):
            self.setStack(image.getStack())
            return
        bits = 8 if image._gray() else 24
        self.setProcessor(None, ByteProcessor(image) if bits == 8 else ColorProcessor(image))

    def getImage(self) -> Any:
        return self.getBufferedImage()

    def setSlice(self, n: int) -> None:
        size = self.getStackSize()
        if size == 1 or n == self._slice and self._ip is not None:
            return
        if 1 <= n <= size:
            self._slice = int(n)
            stack = self.getStack()
            self._ip.setPixels(stack.getPixels(n))  # type: ignore[union-attr]
            self._ip.setSliceNumber(n)  # type: ignore[union-attr]

    def getStackIndex(self, channel: int, slice_: int, frame: int) -> int:
        c, z, t = self._dims
        channel = min(max(channel, 1), c)
        slice_ = min(max(slice_, 1), z)
        frame = min(max(frame, 1), t)
        return (frame - 1) * c * z + (slice_ - 1) * c + channel

    def setPosition(self, *args: int) -> None:
        if len(args) == 1:
            self.setSlice(args[0])
        else:
            self.setSlice(self.getStackIndex(*args))

    def setPositionWithoutUpdate(self, c: int, z: int, t: int) -> None:
        self.setPosition(c, z, t)

    # -- calibration, ROI, properties ------------------------------------------------------
    def getCalibration(self) -> Calibration:
        return self._calibration

    def setCalibration(self, cal: Calibration | None) -> None:
        self._calibration = Calibration() if cal is None else cal.copy()

    def getRoi(self) -> Roi | None:
        return self._roi

    def setRoi(self, *args: Any) -> None:
        if len(args) == 1 and args[0] is None:
            self._roi = None
            return
        roi = args[0] if len(args) <= 2 and isinstance(args[0], Roi) else None
        if roi is None:
            if len(args) == 1:  # a java.awt.Rectangle
                r = args[0]
                roi = Roi(r.x, r.y, r.width, r.height)
            else:
                roi = Roi(*args[:4])
        if roi.width <= 0 or roi.height <= 0:
            self._roi = None
            return
        self._roi = roi
        if self._ip is not None:
            self._ip.setRoi(roi)

    def deleteRoi(self) -> None:
        self._roi = None
        if self._ip is not None:
            self._ip.resetRoi()

    killRoi = deleteRoi

    def getProperty(self, key: str) -> Any:
        return self._properties.get(key)

    def setProperty(self, key: str, value: Any) -> None:
        if value is None:
            self._properties.pop(key, None)
        else:
            self._properties[key] = value

    def getInfoProperty(self) -> str | None:
        return self._properties.get("Info")

    def getOriginalFileInfo(self) -> Any:
        return self._file_info

    def getFileInfo(self) -> Any:
        info = FileInfo()
        info.fileName = self.getTitle()
        info.width, info.height, info.nImages = (
            self.getWidth(),
            self.getHeight(),
            self.getStackSize(),
        )
        return info

    def isLocked(self) -> bool:
        return self._locked

    def lock(self) -> bool:
        if self._locked:
            return False
        self._locked = True
        return True

    def unlock(self) -> None:
        self._locked = False

    # -- copies ----------------------------------------------------------------------------
    def createImagePlus(self) -> ImagePlus:
        imp = ImagePlus()
        imp.setType(self.getType())
        imp.setCalibration(self.getCalibration())
        if self._properties.get("Info") is not None:
            imp.setProperty("Info", self._properties["Info"])
        return imp

    def duplicate(self) -> ImagePlus:
        imp = self._copy(None)
        imp.setTitle("DUP_" + self.getTitle())
        return imp

    def crop(self, options: str | None = None) -> ImagePlus:
        if options is not None and "stack" in options:
            return self._copy(self._roi)
        r = self._roi
        ip = self._ip.duplicate()  # type: ignore[union-attr]
        if r is not None:
            ip.setRoi(r)
        else:
            ip.resetRoi()
        imp = ImagePlus("DUP_" + self.getTitle(), ip.crop())
        imp.setCalibration(self.getCalibration())
        return imp

    def _copy(self, roi: Roi | None) -> ImagePlus:
        stack = self.getStack()
        out = ImageStack(stack.getWidth(), stack.getHeight())
        for n in range(1, stack.getSize() + 1):
            ip = stack.getProcessor(n)
            if roi is not None:
                ip.setRoi(roi)
                ip = ip.crop()
            else:
                ip = ip.duplicate()
            out.addSlice(stack.getSliceLabel(n), ip)
        imp = ImagePlus(self.getTitle(), out)
        imp.setDimensions(*self._dims)
        imp.setCalibration(self.getCalibration())
        imp._properties = dict(self._properties)
        if self.getStackSize() > 1:
            imp.setSlice(self._slice)
        return imp

    def resize(self, width: int, height: int, *args: Any) -> ImagePlus:
        options = args[-1] if args else "bilinear"
        stack = self.getStack()
        out = ImageStack(int(width), int(height))
        for n in range(1, stack.getSize() + 1):
            ip = stack.getProcessor(n)
            ip.setInterpolationMethod(
                ImageProcessor.NONE if "none" in options else ImageProcessor.BILINEAR
            )
            out.addSlice(stack.getSliceLabel(n), ip.resize(int(width), int(height)))
        imp = ImagePlus(self.getTitle(), out)
        imp.setDimensions(*self._dims)
        return imp

    # -- display ---------------------------------------------------------------------------
    def show(self, message: str = "") -> None:
        """As ImageJ without a display: creating the image window is AWT's
        ``HeadlessException``. With one, the image becomes the current image (no window
        is drawn)."""
        checkHeadless()
        WindowManager._images.append(self)
        WindowManager._current = self

    def updateAndDraw(self) -> None:
        pass

    def draw(self) -> None:
        pass

    def updateAndRepaintWindow(self) -> None:
        pass

    def isVisible(self) -> bool:
        return self in WindowManager._images

    def getWindow(self) -> Any:
        return None

    def close(self) -> None:
        if self in WindowManager._images:
            WindowManager._images.remove(self)
        if WindowManager._current is self:
            WindowManager._current = WindowManager._images[-1] if WindowManager._images else None

    def changes(self) -> bool:
        return self._changes

    def resetDisplayRange(self) -> None:
        if self._ip is not None:
            self._ip.resetMinAndMax()

    def setDisplayRange(self, minimum: float, maximum: float) -> None:
        if self._ip is not None:
            self._ip.setMinAndMax(minimum, maximum)

    def getDisplayRangeMin(self) -> float:
        return self._ip.getMin() if self._ip is not None else 0.0

    def getDisplayRangeMax(self) -> float:
        return self._ip.getMax() if self._ip is not None else 0.0

    def getStatistics(self) -> ImageStatistics:
        return self._ip.getStatistics()  # type: ignore[union-attr]

    def getBufferedImage(self) -> Any:
        return self._ip.getBufferedImage()  # type: ignore[union-attr]

    def toString(self) -> str:
        return (
            f'img["{self.getTitle()}" ({self._id}), {self.getBitDepth()}-bit, '
            f"{self.getWidth()}x{self.getHeight()}x{self.getNChannels()}x"
            f"{self.getNSlices()}x{self.getNFrames()}]"
        )

    __str__ = toString


def _type_of(ip: ImageProcessor) -> int:
    return {8: 0, 16: 1, 32: 2, 24: 4}[ip.getBitDepth()]


class WindowManager:
    """The images shown (none without a display) and the thread's temporary current image."""

    _images: ClassVar[list[ImagePlus]] = []
    _current: ImagePlus | None = None
    _temp: ImagePlus | None = None

    @staticmethod
    def getCurrentImage() -> ImagePlus | None:
        if WindowManager._temp is not None:
            return WindowManager._temp
        return WindowManager._current

    @staticmethod
    def setTempCurrentImage(imp: ImagePlus | None) -> None:
        WindowManager._temp = imp

    @staticmethod
    def getImageCount() -> int:
        return len(WindowManager._images)

    @staticmethod
    def getIDList() -> Any:
        if not WindowManager._images:
            return None
        return np.array([imp.getID() for imp in WindowManager._images], dtype=np.int32)

    @staticmethod
    def getImage(key: Any) -> ImagePlus | None:
        for imp in WindowManager._images:
            if imp.getID() == key or imp.getTitle() == key:
                return imp
        return None

    @staticmethod
    def getImageTitles() -> list[str]:
        return [imp.getTitle() for imp in WindowManager._images]


class Opener:
    """Reads TIFF (``porter.javalib.tiff``) and PNG, JPEG, GIF and BMP (``ImageIO``)."""

    @staticmethod
    def _open(path: str) -> ImagePlus | None:
        if not os.path.isfile(path):  # Opener: an unknown file type, and no reader plugin
            return None
        with open(path, "rb") as f:
            data = f.read()
        name = os.path.basename(path)
        if data[:4] in (b"II*\0", b"MM\0*"):
            imp = _from_tiff(tiff.read(data), name)
        else:
            from porter.javalib.files import File
            from porter.javalib.images import ImageIO

            image = ImageIO.read(File(path))
            if image is None:
                return None
            imp = ImagePlus(name, image)
        info = FileInfo(path)
        info.width, info.height, info.nImages = imp.getWidth(), imp.getHeight(), imp.getStackSize()
        imp._file_info = info
        return imp

    def openImage(self, *args: str) -> ImagePlus | None:
        path = os.path.join(*args) if len(args) == 2 else args[0]
        return Opener._open(path)


def _from_tiff(images: list[tiff.TiffImage], title: str) -> ImagePlus:
    stack = ImageStack(images[0].pixels.shape[1], images[0].pixels.shape[0])
    for image in images:
        stack.addSlice(None, _java_pixels(image.pixels))
    info = _parse_description(images[0].description)
    imp = (
        ImagePlus(title, stack) if stack.getSize() > 1 else ImagePlus(title, stack.getProcessor(1))
    )
    ip = imp.getProcessor()
    if ip.getBitDepth() in (16, 32):  # type: ignore[union-attr]
        ip.resetMinAndMax()  # type: ignore[union-attr]
    c, z, t = (int(info.get(k, "1")) for k in ("channels", "slices", "frames"))
    if c * z * t == stack.getSize() and stack.getSize() > 1:
        imp.setDimensions(c, z, t)
    cal = imp.getCalibration()
    if images[0].x_resolution:
        cal.pixelWidth = 1.0 / images[0].x_resolution
    if images[0].y_resolution:
        cal.pixelHeight = 1.0 / images[0].y_resolution
    if "unit" in info:
        cal.setUnit(info["unit"])
    if "spacing" in info:
        cal.pixelDepth = abs(float(info["spacing"]))
    if "finterval" in info:
        cal.frameInterval = float(info["finterval"])
    if "min" in info and "max" in info and ip.getBitDepth() != 24:  # type: ignore[union-attr]
        ip.setMinAndMax(float(info["min"]), float(info["max"]))  # type: ignore[union-attr]
    if stack.getSize() > 1 and stack._min is None:
        stack._min, stack._max = ip.getMin(), ip.getMax()  # type: ignore[union-attr]
    return imp


def _java_pixels(pixels: Any) -> Any:
    """A decoded TIFF image as ImageJ holds it: 8-bit as byte[], 16-bit as short[] (signed
    16-bit shifted by 32768, as ImageJ does), 32-bit int and float as float[], RGB as int[]."""
    if pixels.ndim == 3:
        rgb = pixels[..., :3].astype(np.int64)
        if pixels.dtype.itemsize > 1:
            rgb = rgb >> (8 * pixels.dtype.itemsize - 8)
        packed = (0xFF << 24) | (rgb[..., 0] << 16) | (rgb[..., 1] << 8) | rgb[..., 2]
        return packed.ravel().astype(np.uint32).view(np.int32)
    kind, size = pixels.dtype.kind, pixels.dtype.itemsize
    flat = pixels.ravel()
    if size == 1:
        return flat.astype(np.int64).astype(np.uint8).view(np.int8).copy()
    if size == 2 and kind in "ui":
        values = flat.astype(np.int64) + (32768 if kind == "i" else 0)
        return values.astype(np.uint16).view(np.int16).copy()
    return flat.astype(np.float32)


def _parse_description(description: str | None) -> dict[str, str]:
    out: dict[str, str] = {}
    if description and description.startswith("ImageJ"):
        for line in description.split("\n"):
            key, sep, value = line.partition("=")
            if sep:  # read as java.util.Properties reads it: \\uXXXX escapes decoded
                out[key.strip()] = re.sub(
                    r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m.group(1), 16)), value.strip()
                )
    return out


class FileSaver:
    """Writes an image as ImageJ's uncompressed TIFF (with its description)."""

    def __init__(self, imp: ImagePlus) -> None:
        self._imp = imp

    def saveAsTiff(self, path: str) -> bool:
        data = _tiff_bytes(self._imp)
        try:
            with open(path, "wb") as f:
                f.write(data)
        except OSError as e:
            IJ.error("FileSaver", f"An error occured writing the file.\n \n{e}")
            return False
        return True

    def saveAsTiffStack(self, path: str) -> bool:
        return self.saveAsTiff(path)

    def saveAsPng(self, path: str) -> bool:
        from porter.javalib.files import File
        from porter.javalib.images import ImageIO

        return bool(ImageIO.write(self._imp.getBufferedImage(), "png", File(path)))

    def getDescriptionString(self) -> str:
        return _description(self._imp)


def _description(imp: ImagePlus) -> str:
    n = imp.getStackSize()
    lines = [f"ImageJ={VERSION}"]
    if n > 1:
        lines.append(f"images={n}")
    for key, value in (("channels", imp.getNChannels()), ("slices", imp.getNSlices())):
        if value > 1:
            lines.append(f"{key}={value}")
    if imp.getNFrames() > 1:
        lines.append(f"frames={imp.getNFrames()}")
    if imp.isHyperStack():
        lines.append("hyperstack=true")
    cal = imp.getCalibration()
    if cal.scaled() or cal.getUnit() != "pixel":
        lines.append(_escaped("unit=" + cal.getUnit()))
    if n > 1:
        if cal.pixelDepth != 1.0:
            lines.append("spacing=" + _java_double(cal.pixelDepth))
        lines.append("loop=" + ("true" if cal.loop else "false"))
    ip = imp.getProcessor()
    t = imp.getType()
    lo, hi = ip.getMin(), ip.getMax()  # type: ignore[union-attr]
    if (t == ImagePlus.GRAY8 and (lo != 0.0 or hi != 255.0)) or t in (1, 2):
        lines.append("min=" + _java_double(lo))
        lines.append("max=" + _java_double(hi))
    return "\n".join(lines) + "\n"


def _escaped(line: str) -> str:
    """FileSaver.appendEscapedLine: printable ASCII kept, other characters as \\uXXXX."""
    return "".join(
        c if 0x20 <= ord(c) < 0x7F and c != "\\" else f"\\u{ord(c):04X}"
        for c in line
        if ord(c) <= 0xFFFF
    )


def _tiff_bytes(imp: ImagePlus) -> bytes:
    stack = imp.getStack()
    images = []
    for n in range(1, stack.getSize() + 1):
        p = stack.getPixels(n)
        w, h = stack.getWidth(), stack.getHeight()
        bits = _bits_of(p)
        if bits == 8:
            images.append(p.view(np.uint8).reshape(h, w))
        elif bits == 16:
            images.append(p.view(np.uint16).reshape(h, w))
        elif bits == 32:
            images.append(p.astype(np.float32).reshape(h, w))
        else:
            q = p.astype(np.int64).reshape(h, w)
            images.append(np.stack([(q >> 16) & 255, (q >> 8) & 255, q & 255], -1).astype(np.uint8))
    cal = imp.getCalibration()
    resolution = None
    if cal.scaled() and cal.pixelWidth > 0 and cal.pixelHeight > 0:
        resolution = (1.0 / cal.pixelWidth, 1.0 / cal.pixelHeight)
    return tiff.write(images, _description(imp), resolution)


class IJ:
    """ImageJ's static utilities, as ImageJ runs without its window (``IJ.getInstance()``
    is null unless ``new ImageJ()`` was made where there is a display)."""

    COMPOSITE, COLOR, GRAYSCALE = 1, 2, 3
    _instance: Any = None

    @staticmethod
    def log(message: str | None) -> None:
        if message is not None:
            from porter.jdk import SystemOut

            SystemOut.println(message)

    @staticmethod
    def showStatus(message: str) -> None:
        pass

    @staticmethod
    def showProgress(*args: Any) -> None:
        pass

    @staticmethod
    def showMessage(title: str, message: str | None = None) -> None:
        from porter.jdk import SystemOut

        SystemOut.println(title if message is None else message)

    @staticmethod
    def error(title: str | None, message: str | None = None) -> None:
        if message is None:
            title, message = None, title
        if message is not None and message.endswith("Macro canceled"):
            return
        from porter.jdk import SystemOut

        SystemOut.println(message)

    @staticmethod
    def noImage() -> None:
        IJ.error("No Image", "There are no images open")

    @staticmethod
    def getImage() -> ImagePlus:
        imp = WindowManager.getCurrentImage()
        if imp is None:
            IJ.noImage()
            from porter.javalib import system

            system.exit(0)
        return imp  # type: ignore[return-value]

    @staticmethod
    def getProcessor() -> ImageProcessor:
        return IJ.getImage().getProcessor()  # type: ignore[return-value]

    @staticmethod
    def getInstance() -> Any:
        return IJ._instance

    @staticmethod
    def openImage(path: str | None = None, *rest: Any) -> ImagePlus | None:
        if path is None:
            checkHeadless()  # the file chooser needs a screen
            return None
        return Opener._open(path)

    @staticmethod
    def save(*args: Any) -> None:
        imp, path = (args[0], args[1]) if len(args) == 2 else (IJ.getImage(), args[0])
        lower = path.lower()
        if lower.endswith(".png"):
            FileSaver(imp).saveAsPng(path)
            return
        if not lower.endswith((".tif", ".tiff")):
            dot = path.rfind(".")
            if dot < 0 or dot < path.rfind(os.sep):
                path += ".tif"
        FileSaver(imp).saveAsTiff(path)

    @staticmethod
    def saveAsTiff(imp: ImagePlus, path: str) -> bool:
        if not path.lower().endswith((".tif", ".tiff")):
            path += ".tif"
        return FileSaver(imp).saveAsTiff(path)

    @staticmethod
    def createImage(title: str, *args: Any) -> ImagePlus:
        if isinstance(args[0], str):  # createImage(title, "32-bit black", w, h, depth)
            kind, width, height, depth = args[0], args[1], args[2], args[3]
            bits = (
                16 if "16" in kind else 32 if "32" in kind else 24 if "rgb" in kind.lower() else 8
            )
        else:  # createImage(title, width, height, depth, bitdepth)
            width, height, depth, bits = args[:4]
            kind = ""
        stack = ImageStack.create(int(width), int(height), int(depth), int(bits))
        if "white" in kind.lower():
            for n in range(1, stack.getSize() + 1):
                ip = stack.getProcessor(n)
                ip.set(255.0 if bits in (8, 24) else 65535.0 if bits == 16 else 1.0)
        if depth == 1:
            return ImagePlus(title, stack.getProcessor(1))
        return ImagePlus(title, stack)

    @staticmethod
    def wait(ms: int) -> None:
        import time

        time.sleep(ms / 1000.0)

    @staticmethod
    def getVersion() -> str:
        return VERSION

    @staticmethod
    def isLinux() -> bool:
        return sys.platform.startswith("linux")

    @staticmethod
    def isWindows() -> bool:
        return sys.platform.startswith("win")

    @staticmethod
    def isMacOSX() -> bool:
        return sys.platform == "darwin"

    @staticmethod
    def isMacintosh() -> bool:
        return sys.platform == "darwin"

    @staticmethod
    def is64Bit() -> bool:
        return sys.maxsize > 2**32

    @staticmethod
    def getDirectory(key: str) -> str | None:
        """IJ.getDirectory's named folders (with their trailing separator); one chosen by the
        user needs a dialog, which headless is AWT's ``HeadlessException``."""
        from porter.javalib import system

        name = key.lower()
        folders = {
            "home": system.getProperty("user.home"),
            "startup": system.getProperty("user.dir"),
            "imagej": system.getProperty("user.dir"),
            "current": system.getProperty("user.dir"),
            "temp": system.getProperty("java.io.tmpdir"),
        }
        if name in folders:
            folder = folders[name] or ""
            return folder if folder.endswith(os.sep) else folder + os.sep
        if name == "image":
            imp = WindowManager.getCurrentImage()
            info = imp.getOriginalFileInfo() if imp is not None else None
            return info.directory if info is not None and info.directory else None
        checkHeadless()
        return None

    @staticmethod
    def isMacro() -> bool:
        return False

    @staticmethod
    def escapePressed() -> bool:
        return False

    @staticmethod
    def d2s(n: float, decimals: int = 2) -> str:
        if math.isnan(n):
            return "NaN"
        if n == math.inf:
            return "Infinity"
        if n == -math.inf:
            return "-Infinity"
        text = f"{n:.{max(decimals, 0)}f}"
        return "0" if text in ("-0", "-0.0") and decimals == 0 else text


class ImageJ:
    """ImageJ's main window: a ``java.awt.Frame``, so headless it is AWT's
    ``HeadlessException``, as in a JVM without a display."""

    VERSION = VERSION
    STANDALONE, EMBEDDED, NO_SHOW = 0, 1, 2

    def __init__(self, *args: Any) -> None:
        checkHeadless()
        IJ._instance = self

    def quit(self) -> None:
        IJ._instance = None

    def exitWhenQuitting(self, value: bool) -> None:
        pass


class Prefs:
    """ImageJ's preferences, kept for the run (IJ_Prefs.txt is not read or written)."""

    _values: ClassVar[dict[str, str]] = {}

    @staticmethod
    def get(key: str, default: Any) -> Any:
        value = Prefs._values.get(key)
        if value is None:
            return default
        if isinstance(default, bool):
            return value == "true"
        if isinstance(default, float | int):
            try:
                return float(value)
            except ValueError:
                return default
        return value

    @staticmethod
    def set(key: str, value: Any) -> None:
        if isinstance(value, bool):
            value = "true" if value else "false"
        elif isinstance(value, float):
            value = _java_double(value)
        Prefs._values[key] = str(value)

    @staticmethod
    def getString(key: str, default: str | None = None) -> str | None:
        return Prefs._values.get(key, default)

    @staticmethod
    def savePreferences() -> None:
        pass


class GenericDialog:
    """ImageJ's dialog is a ``java.awt.Dialog``: headless, making one is AWT's
    ``HeadlessException``. With a display, ``showDialog`` answers with the defaults
    (no dialog is drawn)."""

    def __init__(self, title: str, parent: Any = None) -> None:
        checkHeadless()
        self._title = title
        self._numbers: list[float] = []
        self._strings: list[str] = []
        self._booleans: list[bool] = []
        self._choices: list[str] = []
        self._index = {"n": 0, "s": 0, "b": 0, "c": 0}

    def addMessage(self, *args: Any) -> None:
        pass

    def addNumericField(self, label: str, value: float, *rest: Any) -> None:
        self._numbers.append(float(value))

    def addSlider(self, label: str, lo: float, hi: float, value: float, *rest: Any) -> None:
        self._numbers.append(float(value))

    def addStringField(self, label: str, value: str, *rest: Any) -> None:
        self._strings.append(value)

    def addCheckbox(self, label: str, value: bool) -> None:
        self._booleans.append(bool(value))

    def addChoice(self, label: str, items: Any, default: str) -> None:
        self._choices.append(default)

    def showDialog(self) -> None:
        pass

    def wasCanceled(self) -> bool:
        return False

    def wasOKed(self) -> bool:
        return True

    def _next(self, key: str, values: list[Any]) -> Any:
        i = self._index[key]
        self._index[key] += 1
        return values[i] if i < len(values) else None

    def getNextNumber(self) -> float:
        value = self._next("n", self._numbers)
        return math.nan if value is None else value

    def getNextString(self) -> str | None:
        return self._next("s", self._strings)

    def getNextBoolean(self) -> bool:
        return bool(self._next("b", self._booleans))

    def getNextChoice(self) -> str | None:
        return self._next("c", self._choices)


class PlugIn:
    """``ij.plugin.PlugIn``: ``run(String arg)``."""

    def run(self, arg: str) -> None:
        raise NotImplementedError


class PlugInFilter:
    """``ij.plugin.filter.PlugInFilter``: ``setup(arg, imp)`` and ``run(ip)``, with its
    capability flags."""

    DOES_8G, DOES_8C, DOES_16, DOES_32, DOES_RGB, DOES_ALL = 1, 2, 4, 8, 16, 31
    DOES_STACKS, SUPPORTS_MASKING, NO_CHANGES, NO_UNDO, NO_IMAGE_REQUIRED = 32, 64, 128, 256, 512
    ROI_REQUIRED, STACK_REQUIRED, DONE, CONVERT_TO_FLOAT = 1024, 2048, 4096, 8192
    SNAPSHOT, NO_UNDO_RESET, KEEP_THRESHOLD, PARALLELIZE_STACKS = 16384, 32768, 65536, 131072
    FINAL_PROCESSING, KEEP_PREVIEW, PARALLELIZE_IMAGES = 262144, 524288, 1048576

    def setup(self, arg: str, imp: Any) -> int:
        raise NotImplementedError

    def run(self, ip: Any) -> None:
        raise NotImplementedError


class Resizer:
    """``ij.plugin.Resizer.zScale``: each xz plane resized to the new depth with the
    processor's ``resize`` (ImageJ's ``resizeZ``), the image's title, display range and
    calibration kept (``pixelDepth`` scaled when calibrated). A hyperstack is scaled per
    channel and frame the same way (along time when it has one slice)."""

    IN_PLACE, SCALE_T = 16, 32

    def zScale(self, imp: ImagePlus, newDepth: int, interpolationMethod: int) -> ImagePlus:
        method = int(interpolationMethod) & 15
        c, z, t = imp.getNChannels(), imp.getNSlices(), imp.getNFrames()
        stack = imp.getStack()
        along_t = imp.isHyperStack() and (z == 1 and t > 1 or interpolationMethod & 32)
        groups: list[list[int]]
        if not imp.isHyperStack():
            groups = [list(range(1, stack.getSize() + 1))]
            dims = (1, int(newDepth), 1)
        elif along_t:
            groups = [
                [imp.getStackIndex(ci, zi, ti) for ti in range(1, t + 1)]
                for zi in range(1, z + 1)
                for ci in range(1, c + 1)
            ]
            dims = (c, z, int(newDepth))
        else:
            groups = [
                [imp.getStackIndex(ci, zi, ti) for zi in range(1, z + 1)]
                for ti in range(1, t + 1)
                for ci in range(1, c + 1)
            ]
            dims = (c, int(newDepth), t)
        size = dims[0] * dims[1] * dims[2]
        out: list[Any] = [None] * size
        for g, indices in enumerate(groups):
            planes = _resize_z([stack.getPixels(n) for n in indices], stack, int(newDepth), method)
            for k, pixels in enumerate(planes):
                if not imp.isHyperStack():
                    out[k] = pixels
                else:
                    fixed, ch = divmod(g, c)
                    ci, zi, ti = (
                        (ch + 1, fixed + 1, k + 1) if along_t else (ch + 1, k + 1, fixed + 1)
                    )
                    out[(ti - 1) * dims[0] * dims[1] + (zi - 1) * dims[0] + ci - 1] = pixels
        result = ImageStack(stack.getWidth(), stack.getHeight())
        for pixels in out:
            result.addSlice(None, pixels)
        imp2 = ImagePlus(imp.getTitle(), result)
        imp2.setDimensions(*dims)
        imp2.setDisplayRange(imp.getDisplayRangeMin(), imp.getDisplayRangeMax())
        imp2.setCalibration(imp.getCalibration())
        cal = imp2.getCalibration()
        if cal.scaled():
            cal.pixelDepth *= imp.getNSlices() / imp2.getNSlices()
        if imp.getProperty("Info") is not None:
            imp2.setProperty("Info", imp.getProperty("Info"))
        return imp2


def _resize_z(slices: list[Any], stack: ImageStack, depth: int, method: int) -> list[Any]:
    """The slices resized along z: for each row y, the xz plane (width x depth) resized to
    width x ``depth`` by the processor's own resize."""
    width, height = stack.getWidth(), stack.getHeight()
    volume = np.stack([np.asarray(p).reshape(height, width) for p in slices])
    out = np.empty((depth, height, width), dtype=volume.dtype)
    for y in range(height):
        plane = _processor_for(width, len(slices), volume[:, y, :].copy().ravel())
        plane.setInterpolationMethod(method)
        out[:, y, :] = plane.resize(width, depth).getPixels().reshape(depth, width)
    return [out[k].ravel() for k in range(depth)]


class Concatenator:
    """``ij.plugin.Concatenator``: the images' stacks one after another, as a hyperstack of
    the first image's slices by as many frames as fit (ImageJ's default "open as 4D");
    images of another type are left out with a log line, smaller ones centred."""

    def __init__(self) -> None:
        self._im4d = True

    def concatenate(self, *args: Any) -> ImagePlus | None:
        if isinstance(args[0], ImagePlus):
            images, keep = [args[0], args[1]], bool(args[2]) if len(args) > 2 else False
        else:
            images, keep = list(args[0]), bool(args[1])
        if any(imp is None for imp in images):
            IJ.error("Concatenator", "Null ImagePlus passed to concatenate(...) method")
            return None
        first = images[0]
        width = max(imp.getWidth() for imp in images)
        height = max(imp.getHeight() for imp in images)
        slices, kind = first.getNSlices(), first.getType()
        lo, hi = first.getProcessor().getMin(), first.getProcessor().getMax()  # type: ignore[union-attr]
        stack = ImageStack(width, height)
        for imp in images:
            if imp.getNSlices() != slices:
                self._im4d = False
            if imp.getType() != kind:
                IJ.log("Omitting " + imp.getTitle() + " - image type not matched")
                continue
            source = imp.getStack()
            n = 1
            for _ in range(source.getSize()):
                ip, label = source.getProcessor(n), source.getSliceLabel(n)
                if keep:
                    ip = ip.duplicate()
                    n += 1
                else:
                    source.deleteSlice(n)
                if ip.getWidth() != width or ip.getHeight() != height:
                    ip2 = ip.createProcessor(width, height)
                    ip2.insert(ip, (width - ip.getWidth()) // 2, (height - ip.getHeight()) // 2)
                    ip = ip2
                stack.addSlice(label, ip)
        result = ImagePlus("Untitled", stack)
        result.setCalibration(first.getCalibration())
        result.getProcessor().setMinAndMax(lo, hi)  # type: ignore[union-attr]
        if self._im4d:
            result.setDimensions(1, slices, result.getStackSize() // slices)
        return result

    def run(self, *images: Any) -> ImagePlus | None:
        if len(images) == 1 and not isinstance(images[0], ImagePlus):
            images = tuple(images[0])
        return self.concatenate(list(images), False)


class Convolver:
    """``ij.plugin.filter.Convolver``: ImageJ's float convolution, exactly (float products
    summed in double in the kernel's order, edges extended, the kernel normalised by its sum
    unless ``setNormalize(false)``); 8- and 16-bit images are convolved as floats and
    rounded back, as ImageJ does."""

    def __init__(self) -> None:
        self._normalize = True

    def setNormalize(self, normalize: bool) -> None:
        self._normalize = bool(normalize)

    @staticmethod
    def getScale(kernel: Any) -> float:
        total = 0.0
        for k in np.asarray(kernel, dtype=np.float32):
            total += float(k)
        return 1.0 / total if total != 0.0 else 1.0

    def convolve(self, ip: ImageProcessor, kernel: Any, kw: int, kh: int) -> bool:
        if kernel is None or kw * kh != len(kernel):
            return False
        if kw % 2 != 1 or kh % 2 != 1:
            raise IllegalArgumentException(f"Kernel width or height not odd ({kw}x{kh})")
        if isinstance(ip, FloatProcessor):
            return self.convolveFloat(ip, kernel, kw, kh)
        if isinstance(ip, ColorProcessor):
            raise IllegalArgumentException("RGB images not supported")
        fp = ip.convertToFloat()
        self.convolveFloat(fp, kernel, kw, kh)
        back = (
            fp.convertToByte(False) if isinstance(ip, ByteProcessor) else fp.convertToShort(False)
        )
        ip.setPixels(back.getPixels())
        return True

    def convolveFloat(self, ip: ImageProcessor, kernel: Any, kw: int, kh: int) -> bool:
        if not isinstance(ip, FloatProcessor):
            raise IllegalArgumentException("FloatProcessor required")
        kernel = np.asarray(kernel, dtype=np.float32)
        w, h = ip.getWidth(), ip.getHeight()
        source = ip._snapshot if ip._snapshot is not None else ip._pixels.copy()
        grid = source.reshape(h, w)
        uc, vc = kw // 2, kh // 2
        x1, y1, rw, rh = ip._roi
        ys = np.arange(y1, y1 + rh)
        xs = np.arange(x1, x1 + rw)
        total = np.zeros((rh, rw), dtype=np.float64)
        i = 0
        for v in range(-vc, vc + 1):
            rows = np.clip(ys + v, 0, h - 1)
            for u in range(-uc, uc + 1):
                cols = np.clip(xs + u, 0, w - 1)
                total += (grid[rows[:, None], cols[None, :]] * kernel[i]).astype(np.float64)
                i += 1
        scale = self.getScale(kernel) if self._normalize else 1.0
        ip._grid()[y1 : y1 + rh, x1 : x1 + rw] = (total * scale).astype(np.float32)
        return True


class Duplicator:
    """``ij.plugin.Duplicator``: a copy of the image or stack cropped to its rectangle ROI,
    titled ``DUP_`` + title; ``run(imp, first, last)`` and the hyperstack ranges copy a
    part."""

    def run(self, imp: ImagePlus, *ranges: int) -> ImagePlus:
        if not ranges:
            copy = imp._copy(imp.getRoi()) if imp.getStackSize() > 1 else imp.crop()
            copy.setTitle("DUP_" + imp.getTitle())
            return copy
        c, t = imp.getNChannels(), imp.getNFrames()
        if len(ranges) == 2:
            if imp.isHyperStack():
                lo, hi = ranges
                c1, c2, z1, z2, t1, t2 = 1, c, lo, hi, 1, t
            else:
                indices = list(range(int(ranges[0]), int(ranges[1]) + 1))
                return _substack(imp, indices, "DUP_" + imp.getTitle(), (1, len(indices), 1))
        else:
            c1, c2, z1, z2, t1, t2 = (int(v) for v in ranges[:6])
        indices = [
            imp.getStackIndex(ci, zi, ti)
            for ti in range(t1, t2 + 1)
            for zi in range(z1, z2 + 1)
            for ci in range(c1, c2 + 1)
        ]
        dims = (c2 - c1 + 1, z2 - z1 + 1, t2 - t1 + 1)
        return _substack(imp, indices, "DUP_" + imp.getTitle(), dims)


def _substack(imp: ImagePlus, indices: list[int], title: str, dims: tuple[int, ...]) -> ImagePlus:
    stack = imp.getStack()
    roi = imp.getRoi()
    out: ImageStack | None = None
    for n in indices:
        ip = stack.getProcessor(n)
        if roi is not None:
            ip.setRoi(roi)
        ip = ip.crop()
        if out is None:
            out = ImageStack(ip.getWidth(), ip.getHeight())
        out.addSlice(stack.getSliceLabel(n), ip)
    imp2 = imp.createImagePlus()
    imp2.setStack(title, out)
    imp2.setDimensions(*dims)
    imp2.setCalibration(imp.getCalibration())
    return imp2


class HyperStackConverter:
    """``ij.plugin.HyperStackConverter.toHyperStack``: the stack's dimensions set in
    ImageJ's default order (xyczt); channels' display modes and LUTs are not modelled."""

    @staticmethod
    def toHyperStack(imp: ImagePlus, c: int, z: int, t: int, *rest: Any) -> ImagePlus:
        n = imp.getStackSize()
        if n == 1:
            raise IllegalArgumentException("Stack required")
        if c * z * t != n:
            raise IllegalArgumentException("C*Z*T not equal stack size")
        order = rest[0] if len(rest) == 2 else None
        if order not in (None, "default", "xyczt"):
            from porter.javalib.exceptions import UnsupportedOperationException

            raise UnsupportedOperationException(f"hyperstack order {order}")
        imp.setDimensions(c, z, t)
        return imp


class ChannelSplitter:
    """``ij.plugin.ChannelSplitter.split``: one image per channel, titled ``C1-`` + title."""

    @staticmethod
    def split(imp: ImagePlus) -> list[ImagePlus]:
        c, z, t = imp.getNChannels(), imp.getNSlices(), imp.getNFrames()
        out = []
        for ci in range(1, c + 1):
            indices = [
                imp.getStackIndex(ci, zi, ti) for ti in range(1, t + 1) for zi in range(1, z + 1)
            ]
            stack = imp.getStack()
            channel = ImageStack(stack.getWidth(), stack.getHeight())
            for n in indices:
                channel.addSlice(stack.getSliceLabel(n), stack.getProcessor(n).duplicate())
            imp2 = ImagePlus(f"C{ci}-{imp.getTitle()}", channel)
            imp2.setDimensions(1, z, t)
            imp2.setCalibration(imp.getCalibration())
            out.append(imp2)
        return out


class ZProjector:
    """``ij.plugin.ZProjector.run(imp, method)`` of a stack that is not a hyperstack nor RGB:
    ImageJ's ray functions (a float32 running sum for "avg" and "sum", NaNs skipped in a
    float stack's average, double sums for "sd", the median of floats), titled ``MAX_`` +
    title and so on, in the input's type for "avg", "max" and "min" (rounded), float
    otherwise."""

    AVG_METHOD, MAX_METHOD, MIN_METHOD, SUM_METHOD, SD_METHOD, MEDIAN_METHOD = 0, 1, 2, 3, 4, 5
    _PREFIX: ClassVar[dict[int, str]] = {
        0: "AVG_",
        1: "MAX_",
        2: "MIN_",
        3: "SUM_",
        4: "STD_",
        5: "MED_",
    }

    @staticmethod
    def run(imp: ImagePlus, method: str | None, start: int = 1, stop: int | None = None):
        if method is None:
            return None
        if imp.isHyperStack() or imp.getBitDepth() == 24:
            from porter.javalib.exceptions import UnsupportedOperationException

            raise UnsupportedOperationException("ZProjector of a hyperstack or an RGB stack")
        name = method.lower()
        kinds = (("av", 0), ("max", 1), ("min", 2), ("sum", 3), ("sd", 4), ("median", 5))
        m = next((k for prefix, k in kinds if name.startswith(prefix)), -1)
        if m < 0:
            raise IllegalArgumentException("Invalid projection method: " + name)
        stack = imp.getStack()
        stop = stack.getSize() if stop is None else stop
        w, h = stack.getWidth(), stack.getHeight()
        planes = [stack.getProcessor(n)._values() for n in range(int(start), int(stop) + 1)]
        count = len(planes)
        bits = imp.getBitDepth()
        title = ZProjector._PREFIX[m] + imp.getTitle()
        if bits == 32 and m == 0:
            values = np.stack(planes).astype(np.float64)
            with np.errstate(invalid="ignore", divide="ignore"):
                mean = np.nansum(values, axis=0) / np.sum(~np.isnan(values), axis=0)
            result = ImagePlus(title, FloatProcessor(w, h, mean.astype(np.float32)))
        elif m == 5:
            values = np.sort(np.stack(planes).astype(np.float32), axis=0)
            mid = count // 2
            med = values[mid] if count % 2 else (values[mid - 1] + values[mid]) / np.float32(2)
            fp = FloatProcessor(w, h, med.astype(np.float32))
            result = ImagePlus(title, fp.convertToByte(False) if bits == 8 else fp)
        else:
            result = ImagePlus(title, _ray(planes, m, bits, w, h))
        result.setCalibration(imp.getCalibration())
        return result


def _ray(planes: list[Any], m: int, bits: int, w: int, h: int) -> ImageProcessor:
    count = len(planes)
    if m in (0, 3):
        acc = np.zeros(w * h, dtype=np.float32)
        for p in planes:
            acc = (acc + p.astype(np.float32)).astype(np.float32)
        if m == 3:
            return FloatProcessor(w, h, acc)
        acc = (acc / np.float32(count)).astype(np.float32)
    elif m == 4:
        total = np.zeros(w * h)
        total2 = np.zeros(w * h)
        for p in planes:
            v = p.astype(np.float64)
            total += v
            total2 += v * v
        n = float(count)
        with np.errstate(invalid="ignore"):
            var = (n * total2 - total * total) / n
            sd = np.where(var > 0.0, np.sqrt(var / (n - 1.0)), 0.0) if count > 1 else 0 * var
        return FloatProcessor(w, h, sd.astype(np.float32))
    else:
        stacked = np.stack([p.astype(np.float32) for p in planes])
        acc = stacked.max(axis=0) if m == 1 else stacked.min(axis=0)
    if bits == 32:
        return FloatProcessor(w, h, acc.astype(np.float32))
    rounded = (acc + np.float32(0.5)).astype(np.int64)
    if bits == 8:
        return ByteProcessor(w, h, rounded.astype(np.uint8).view(np.int8))
    return ShortProcessor(w, h, rounded.astype(np.uint16).view(np.int16), None)


class ImageConverter:
    """``ij.process.ImageConverter``: an image's whole stack converted in place to 8, 16 or
    32 bits (scaled by the display range when ``getDoScaling()``, as ImageJ by default)."""

    _scaling = True

    def __init__(self, imp: ImagePlus) -> None:
        self._imp = imp

    @staticmethod
    def setDoScaling(scale: bool) -> None:
        ImageConverter._scaling = bool(scale)

    @staticmethod
    def getDoScaling() -> bool:
        return ImageConverter._scaling

    def _convert(self, bits: int) -> None:
        imp = self._imp
        if imp.getBitDepth() == bits:
            return
        ip0 = imp.getProcessor()
        lo, hi = ip0.getMin(), ip0.getMax()  # type: ignore[union-attr]
        stack = imp.getStack()
        out = ImageStack(stack.getWidth(), stack.getHeight())
        for n in range(1, stack.getSize() + 1):
            ip = stack.getProcessor(n)
            ip.setMinAndMax(lo, hi)
            if bits == 32:
                converted = ip.convertToFloat()
            elif bits == 8:
                converted = ip.convertToByte(ImageConverter._scaling)
            else:
                converted = ip.convertToShort(ImageConverter._scaling)
            out.addSlice(stack.getSliceLabel(n), converted)
        dims = (imp.getNChannels(), imp.getNSlices(), imp.getNFrames())
        slice_ = imp.getCurrentSlice()
        if out.getSize() > 1:
            imp.setStack(None, out)
            imp.setDimensions(*dims)
            imp.setSlice(slice_)
        else:
            imp.setProcessor(None, out.getProcessor(1))

    def convertToGray32(self) -> None:
        self._convert(32)

    def convertToGray16(self) -> None:
        self._convert(16)

    def convertToGray8(self) -> None:
        self._convert(8)


class FileInfo:
    """``ij.io.FileInfo``'s names of an opened file (public fields)."""

    def __init__(self, path: str | None = None) -> None:
        self.fileName = os.path.basename(path) if path else "Untitled"
        self.directory = (os.path.dirname(path) + os.sep) if path else ""
        self.width = 0
        self.height = 0
        self.nImages = 1

    def getFilePath(self) -> str:
        return self.directory + self.fileName


class FolderOpener:
    """``ij.plugin.FolderOpener.open``: the folder's images sorted by name as one stack
    (``filter=TEXT`` in the options keeps names that contain TEXT)."""

    @staticmethod
    def open(path: str, *args: Any) -> ImagePlus | None:
        options = next((a for a in args if isinstance(a, str)), "") or ""
        text = None
        for word in options.split():
            if word.startswith("filter="):
                text = word[7:]
        if not os.path.isdir(path):
            return None
        names = sorted(
            n for n in os.listdir(path) if not n.startswith(".") and (text is None or text in n)
        )
        stack: ImageStack | None = None
        first: ImagePlus | None = None
        for name in names:
            imp = Opener._open(os.path.join(path, name)) if _is_image(name) else None
            if imp is None:
                continue
            if first is None:
                first = imp
                stack = ImageStack(imp.getWidth(), imp.getHeight())
            s = imp.getStack()
            for n in range(1, s.getSize() + 1):
                stack.addSlice(name if s.getSize() == 1 else s.getSliceLabel(n), s.getProcessor(n))  # type: ignore[union-attr]
        if first is None or stack is None:
            return None
        imp = ImagePlus(os.path.basename(os.path.normpath(path)), stack)
        imp.setCalibration(first.getCalibration())
        return imp


def _is_image(name: str) -> bool:
    return name.lower().endswith((".tif", ".tiff", ".png", ".jpg", ".jpeg", ".gif", ".bmp"))


class FileInfoVirtualStack:
    """``openVirtual`` of a TIFF: read whole here (a virtual stack's slices are the same)."""

    @staticmethod
    def openVirtual(path: str) -> ImagePlus | None:
        return Opener._open(path)


class SubstackMaker:
    """``ij.plugin.SubstackMaker.makeSubstack(imp, "2-5")`` or ``"1,3,7"``."""

    def makeSubstack(self, imp: ImagePlus, text: str) -> ImagePlus:
        stack = imp.getStack()
        numbers: list[int] = []
        for part in text.replace(" ", "").split(","):
            if "-" in part:
                lo, _, rest = part.partition("-")
                hi, _, step = rest.partition("-")
                numbers.extend(range(int(lo), int(hi) + 1, int(step) if step else 1))
            elif part:
                numbers.append(int(part))
        out = ImageStack(stack.getWidth(), stack.getHeight())
        for n in numbers:
            out.addSlice(stack.getSliceLabel(n), stack.getProcessor(n).duplicate())
        imp2 = ImagePlus("Substack (" + text + ")", out)
        imp2.setCalibration(imp.getCalibration())
        return imp2


class ResultsTable:
    """A table of measurements: columns of numbers (or strings) and rows."""

    def __init__(self, rows: int = 0) -> None:
        self._columns: dict[str, list[Any]] = {}
        self._counter = int(rows)

    def incrementCounter(self) -> None:
        self._counter += 1
        for values in self._columns.values():
            values.append(0.0)

    def addRow(self) -> None:
        self.incrementCounter()

    def getCounter(self) -> int:
        return self._counter

    def size(self) -> int:
        return self._counter

    def addValue(self, column: str, value: Any) -> None:
        if self._counter == 0:
            self.incrementCounter()
        values = self._columns.setdefault(column, [0.0] * self._counter)
        values[self._counter - 1] = value

    def setValue(self, column: str, row: int, value: Any) -> None:
        values = self._columns.setdefault(column, [0.0] * self._counter)
        values[row] = value

    def getValue(self, column: str, row: int) -> float:
        if column not in self._columns:
            raise IllegalArgumentException(f'"{column}" column not found')
        value = self._columns[column][row]
        return float(value) if not isinstance(value, str) else math.nan

    def getStringValue(self, column: str, row: int) -> str:
        value = self._columns[column][row]
        return value if isinstance(value, str) else _java_double(value)

    def columnExists(self, column: str) -> bool:
        return column in self._columns

    def getColumn(self, column: str) -> Any:
        values = self._columns.get(column)
        return None if values is None else np.array(values, dtype=np.float64)

    def reset(self) -> None:
        self._columns.clear()
        self._counter = 0

    def show(self, title: str) -> None:
        """Headless: the table has no window."""

    def getHeadings(self) -> list[str]:
        return list(self._columns)
