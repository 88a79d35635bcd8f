"""``java.awt.image``'s rasters over a ``porter.javalib.images.BufferedImage``'s RGBA pixels:
``WritableRaster`` (samples by band, data elements in the image type's layout),
``SampleModel``, and ``DataBufferByte``/``DataBufferInt``, whose ``getData`` is the image's
own memory (a write to it changes the image, as in Java).

A data element is what Java's ``DataBuffer`` holds for a pixel of the image's type:
``TYPE_3BYTE_BGR`` three bytes B, G, R; ``TYPE_4BYTE_ABGR`` four, A first; a gray image one
byte; the ``TYPE_INT_*`` types one packed int (``0x00RRGGBB`` for ``TYPE_INT_RGB``,
``0xAARRGGBB`` for ``TYPE_INT_ARGB``, ``0x00BBGGRR`` for ``TYPE_INT_BGR``). Bytes are Java's
signed bytes (numpy ``int8``), ints ``int32``."""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import numpy as np

# The RGBA channels of a byte image's pixel, in the order its DataBuffer holds them (the
# bank) and in the order of its bands (a data element array, getDataElements' transfer
# array, lists a pixel's samples band by band).
_BANK_ORDER = {5: (2, 1, 0), 6: (3, 2, 1, 0), 7: (3, 2, 1, 0)}
_BAND_ORDER = {5: (0, 1, 2), 6: (0, 1, 2, 3), 7: (0, 1, 2, 3)}
_GRAY = (10, 11, 12)
_INT_TYPES = (1, 2, 3, 4)


def elements_per_pixel(image_type: int) -> int:
    if image_type in _BANK_ORDER:
        return len(_BANK_ORDER[image_type])
    return 1


def is_int_type(image_type: int) -> bool:
    return image_type in _INT_TYPES


def as_array(data: Any) -> Any:
    """A Java array as numpy: a ``byte[]`` the port holds as ``bytes`` is signed bytes."""
    if isinstance(data, (bytes, bytearray, memoryview)):
        return np.frombuffer(bytes(data), np.uint8).view(np.int8)
    return np.asarray(data)


def encode(image_type: int, pixels: Any, bank: bool = False) -> Any:
    """RGBA pixels (…, 4) → their elements of that type, flat: in the DataBuffer's order
    (``bank``) or band by band."""
    p = np.asarray(pixels)
    if image_type in _BANK_ORDER:
        order = (_BANK_ORDER if bank else _BAND_ORDER)[image_type]
        return p[..., list(order)].reshape(-1).view(np.int8).copy()
    if image_type in _GRAY:
        return p[..., 0].reshape(-1).view(np.int8).copy()
    r, g, b, a = (p[..., i].astype(np.int64) for i in range(4))
    if image_type == 4:  # TYPE_INT_BGR
        packed = (b << 16) | (g << 8) | r
    elif image_type == 1:  # TYPE_INT_RGB
        packed = (r << 16) | (g << 8) | b
    else:
        packed = (a << 24) | (r << 16) | (g << 8) | b
    return packed.reshape(-1).astype(np.uint32).view(np.int32)


def decode(image_type: int, elements: Any, count: int, bank: bool = False) -> Any:
    """The first ``count`` pixels' elements (in the bank's order, or band by band) → RGBA
    pixels (count, 4)."""
    n = elements_per_pixel(image_type)
    flat = as_array(elements).reshape(-1)[: count * n]
    out = np.full((count, 4), 255, np.uint8)
    if image_type in _BANK_ORDER:
        values = flat.astype(np.int64).reshape(count, n) & 0xFF
        order = (_BANK_ORDER if bank else _BAND_ORDER)[image_type]
        for j, channel in enumerate(order):
            out[:, channel] = values[:, j]
        return out
    if image_type in _GRAY:
        out[:, :3] = (flat.astype(np.int64) & 0xFF)[:, None]
        return out
    v = flat.astype(np.int64) & 0xFFFFFFFF
    if image_type == 4:
        out[:, 0], out[:, 1], out[:, 2] = v & 0xFF, (v >> 8) & 0xFF, (v >> 16) & 0xFF
    else:
        out[:, 0], out[:, 1], out[:, 2] = (v >> 16) & 0xFF, (v >> 8) & 0xFF, v & 0xFF
        if image_type in (2, 3):
            out[:, 3] = (v >> 24) & 0xFF
    return out


class Pixels:
    """RGBA pixels of an image type, as a ``BufferedImage`` holds them: what a raster made
    without an image (``Raster.createRaster``) reads and writes."""

    def __init__(self, image_type: int, pixels: Any) -> None:
        self._type, self._pixels = image_type, pixels

    def getWidth(self) -> int:
        return int(self._pixels.shape[1])

    def getHeight(self) -> int:
        return int(self._pixels.shape[0])

    def _has_alpha(self) -> bool:
        return self._type in (2, 3, 6, 7)

    def _gray(self) -> bool:
        return self._type in _GRAY


class SampleModel:
    """How a raster of an image type lays out its samples (``getSampleModel()``)."""

    def __init__(self, image_type: int, width: int, height: int, bands: int) -> None:
        self._type, self._width, self._height, self._bands = image_type, width, height, bands

    def getWidth(self) -> int:
        return self._width

    def getHeight(self) -> int:
        return self._height

    def getNumBands(self) -> int:
        return self._bands

    def getNumDataElements(self) -> int:
        return elements_per_pixel(self._type)

    def getDataType(self) -> int:
        return DataBuffer.TYPE_INT if is_int_type(self._type) else DataBuffer.TYPE_BYTE

    getTransferType = getDataType

    def createDataBuffer(self) -> DataBuffer:
        size = self._width * self._height * elements_per_pixel(self._type)
        return DataBufferInt(size) if is_int_type(self._type) else DataBufferByte(size)

    def createCompatibleSampleModel(self, w: int, h: int) -> SampleModel:
        return SampleModel(self._type, w, h, self._bands)


class _Bank:
    """A DataBuffer's array over an image's pixels: reads and writes go to the image."""

    def __init__(self, image: Any) -> None:
        self._image = image
        self._n = elements_per_pixel(image._type)
        self._dtype = np.int32 if is_int_type(image._type) else np.int8

    def __len__(self) -> int:
        return self._image.getWidth() * self._image.getHeight() * self._n

    def _pixel(self, i: int) -> tuple[int, int, int]:
        if not 0 <= i < len(self):
            raise IndexError(f"Index {i} out of bounds for length {len(self)}")
        p, k = divmod(i, self._n)
        y, x = divmod(p, self._image.getWidth())
        return y, x, k

    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, slice):
            return np.array([self[j] for j in range(*i.indices(len(self)))], self._dtype)
        y, x, k = self._pixel(int(i) + len(self) if int(i) < 0 else int(i))
        return int(encode(self._image._type, self._image._pixels[y, x], bank=True)[k])

    def __setitem__(self, i: Any, value: Any) -> None:
        if isinstance(i, slice):
            for j, v in zip(range(*i.indices(len(self))), value, strict=False):
                self[j] = v
            return
        y, x, k = self._pixel(int(i) + len(self) if int(i) < 0 else int(i))
        t = self._image._type
        elements = encode(t, self._image._pixels[y, x], bank=True)
        elements[k] = np.int64(int(value)).astype(self._dtype)
        self._image._pixels[y, x] = decode(t, elements, 1, bank=True)[0]

    def __iter__(self) -> Iterator[Any]:
        return iter(self.__array__())

    def __array__(self, dtype: Any = None, copy: Any = None) -> Any:
        data = encode(self._image._type, self._image._pixels, bank=True)
        return data if dtype is None else data.astype(dtype)

    def tolist(self) -> list[int]:
        return [int(v) for v in self.__array__()]

    @property
    def length(self) -> int:
        return len(self)


class DataBuffer:
    """``java.awt.image.DataBuffer``: an image's (``getRaster().getDataBuffer()``) or one made
    from an array (``new DataBufferByte(bytes, size)``)."""

    TYPE_BYTE = 0
    TYPE_USHORT = 1
    TYPE_SHORT = 2
    TYPE_INT = 3
    TYPE_FLOAT = 4
    TYPE_DOUBLE = 5
    TYPE_UNDEFINED = 32
    _DTYPE: Any = np.int8

    def __init__(self, data: Any, size: int | None = None, *rest: Any) -> None:
        self._image = None
        if hasattr(data, "_pixels"):
            self._image = data
            self._array: Any = _Bank(data)
        elif isinstance(data, int):  # new DataBufferByte(size)
            self._array = np.zeros(data, self._DTYPE)
        else:
            self._array = as_array(data) if isinstance(data, (bytes, bytearray)) else data

    def getData(self, bank: int = 0) -> Any:
        """The buffer's array itself: for an image's buffer, writes reach the image."""
        return self._array

    def getSize(self) -> int:
        return len(self._array)

    def getNumBanks(self) -> int:
        return 1

    def getDataType(self) -> int:
        if self._image is not None:
            return DataBuffer.TYPE_INT if is_int_type(self._image._type) else DataBuffer.TYPE_BYTE
        return DataBuffer.TYPE_INT if self._DTYPE == np.int32 else DataBuffer.TYPE_BYTE

    def getElem(self, *args: int) -> int:
        i = args[-1]
        value = int(self._array[i])
        return value & 0xFF if self.getDataType() == DataBuffer.TYPE_BYTE else value

    def setElem(self, *args: int) -> None:
        """The value's low bits, as Java's (byte) or (int) cast."""
        dtype = np.int32 if self.getDataType() == DataBuffer.TYPE_INT else np.int8
        self._array[args[-2]] = np.int64(args[-1]).astype(dtype)

    def getElemFloat(self, *args: int) -> float:
        """``(float) getElem(...)``, as DataBuffer's own (its int and byte subclasses keep it)."""
        return float(self.getElem(*args))

    getElemDouble = getElemFloat

    def setElemFloat(self, *args: Any) -> None:
        """``setElem(..., (int) value)``: toward zero, as Java's cast."""
        value = float(args[-1])
        clamped = 0 if math.isnan(value) else int(max(min(value, 2**31 - 1), -(2**31)))
        self.setElem(*args[:-1], clamped)

    setElemDouble = setElemFloat


class DataBufferByte(DataBuffer):
    _DTYPE = np.int8


class DataBufferInt(DataBuffer):
    _DTYPE = np.int32


class WritableRaster:
    """An image's raster: its samples by band (R, G, B[, A]; one band for a gray image) and
    its data elements."""

    def __init__(self, image: Any) -> None:
        self._image = image

    @staticmethod
    def createRaster(
        model: SampleModel, buffer: DataBuffer, location: Any = None
    ) -> WritableRaster:
        """A raster of the sample model's image type holding the buffer's elements (a copy:
        ``setData`` copies them into an image, as Java does)."""
        w, h = model.getWidth(), model.getHeight()
        elements = decode(model._type, buffer.getData(), w * h, bank=True)
        return WritableRaster(Pixels(model._type, elements.reshape(h, w, 4)))

    createWritableRaster = createRaster

    def getWidth(self) -> int:
        return self._image.getWidth()  # type: ignore[no-any-return]

    def getHeight(self) -> int:
        return self._image.getHeight()  # type: ignore[no-any-return]

    def getMinX(self) -> int:
        return 0

    def getMinY(self) -> int:
        return 0

    def getNumBands(self) -> int:
        return 1 if self._image._gray() else 4 if self._image._has_alpha() else 3

    def getNumDataElements(self) -> int:
        return elements_per_pixel(self._image._type)

    def getTransferType(self) -> int:
        return self.getSampleModel().getDataType()

    def getSampleModel(self) -> SampleModel:
        return SampleModel(self._image._type, self.getWidth(), self.getHeight(), self.getNumBands())

    def getDataBuffer(self) -> DataBuffer:
        if is_int_type(self._image._type):
            return DataBufferInt(self._image)
        return DataBufferByte(self._image)

    # -- samples by band
    def getSample(self, x: int, y: int, band: int) -> int:
        return int(self._image._pixels[y, x, band])

    def getSampleFloat(self, x: int, y: int, band: int) -> float:
        return float(self.getSample(x, y, band))

    getSampleDouble = getSampleFloat

    def setSample(self, x: int, y: int, band: int, value: Any) -> None:
        if self._image._gray():
            self._image._pixels[y, x, :3] = int(value) & 0xFF
        else:
            self._image._pixels[y, x, band] = int(value) & 0xFF

    def getSamples(self, x: int, y: int, w: int, h: int, band: int, out: Any = None) -> Any:
        block = self._image._pixels[y : y + h, x : x + w, band].reshape(-1)
        return _fill(out, block)

    def setSamples(self, x: int, y: int, w: int, h: int, band: int, values: Any) -> None:
        for i in range(w * h):
            self.setSample(x + i % w, y + i // w, band, values[i])

    def getPixel(self, x: int, y: int, out: Any = None) -> Any:
        return _fill(out, self._image._pixels[y, x, : self.getNumBands()])

    def setPixel(self, x: int, y: int, values: Any) -> None:
        for band in range(self.getNumBands()):
            self.setSample(x, y, band, values[band])

    def getPixels(self, x: int, y: int, w: int, h: int, out: Any = None) -> Any:
        block = self._image._pixels[y : y + h, x : x + w, : self.getNumBands()].reshape(-1)
        return _fill(out, block)

    def setPixels(self, x: int, y: int, w: int, h: int, values: Any) -> None:
        bands = self.getNumBands()
        block = np.asarray(values).reshape(-1)[: w * h * bands].astype(np.int64) & 0xFF
        block = block.reshape(h, w, bands)
        if self._image._gray():
            self._image._pixels[y : y + h, x : x + w, :3] = block[..., :1]
        else:
            self._image._pixels[y : y + h, x : x + w, :bands] = block

    # -- data elements, in the image type's layout
    def getDataElements(self, x: int, y: int, *rest: Any) -> Any:
        """``getDataElements(x, y, out)`` for a pixel, ``(x, y, w, h, out)`` for a block; a
        new array where ``out`` is null."""
        w, h, out = (1, 1, rest[0] if rest else None) if len(rest) < 2 else rest
        self._check(x, y, w, h)
        data = encode(self._image._type, self._image._pixels[y : y + h, x : x + w])
        return _fill(out, data, data.dtype)

    def setDataElements(self, x: int, y: int, *rest: Any) -> None:
        """``setDataElements(x, y, data)``, ``(x, y, w, h, data)`` or ``(x, y, raster)``."""
        if len(rest) == 1 and isinstance(rest[0], WritableRaster):
            src = rest[0]._image._pixels
            w, h, data = src.shape[1], src.shape[0], encode(self._image._type, src)
        else:
            w, h, data = (1, 1, rest[0]) if len(rest) == 1 else rest
        self._check(x, y, w, h)
        pixels = decode(self._image._type, data, w * h).reshape(h, w, 4)
        if self._image._gray():
            pixels[..., 3] = 255
        self._image._pixels[y : y + h, x : x + w] = pixels

    def setRect(self, *args: Any) -> None:
        """``setRect([dx, dy,] raster)``: the raster's samples, band by band, where they
        overlap this one."""
        raster = args[-1]
        dx, dy = (int(args[0]), int(args[1])) if len(args) == 3 else (0, 0)
        w = min(raster.getWidth(), self.getWidth() - dx)
        h = min(raster.getHeight(), self.getHeight() - dy)
        if w <= 0 or h <= 0:
            return
        src = raster._image._pixels[:h, :w]
        dst = self._image._pixels[dy : dy + h, dx : dx + w]
        bands = min(self.getNumBands(), raster.getNumBands())
        if self._image._gray():
            dst[..., :3] = src[..., :1]
        else:
            dst[..., :bands] = src[..., :bands]

    def _check(self, x: int, y: int, w: int, h: int) -> None:
        if x < 0 or y < 0 or x + w > self.getWidth() or y + h > self.getHeight():
            raise IndexError("Coordinate out of bounds!")  # ArrayIndexOutOfBoundsException


def _fill(out: Any, values: Any, dtype: Any = np.int32) -> Any:
    """Java's ``int[] getPixels(..., int[] out)``: ``out`` filled (and given back), or a new
    array when it is null."""
    values = np.asarray(values)
    if out is None:
        return values.astype(dtype)
    out[: len(values)] = values.astype(np.asarray(out).dtype if hasattr(out, "dtype") else dtype)
    return out
