"""``java.awt.image.BufferedImage`` and ``javax.imageio.ImageIO`` over numpy: an image is an
RGBA array with Java's image type, read and written with TensorFlow's image codecs (the
ported program's own runtime; this is the one module of ``porter.javalib`` that imports it,
and only when a file is decoded or encoded).

Exact: sizes, types, ``getRGB``/``setRGB`` of RGB images (Java's packed ARGB ``int``), the
raster's bytes (``TYPE_3BYTE_BGR``'s BGR order), ``getSubimage`` sharing the pixels, PNG
round trips. Approximate, where Java's own algorithms are not reproduced: JPEG decoding
(TensorFlow's libjpeg-turbo, not Java's decoder: pixel values may differ by a few levels),
scaling in ``drawImage``/``getScaledInstance`` (nearest neighbour; Java's SCALE_SMOOTH
averages areas) and RGB→gray conversion (Rec. 601 luminance; Java converts through linear
gray color spaces)."""

from __future__ import annotations

import os
from typing import Any

import numpy as np

from porter.javalib.files import File, FileInputStream
from porter.javalib.rasters import (  # noqa: F401  (the rules name them in this module)
    DataBuffer,
    DataBufferByte,
    DataBufferInt,
    SampleModel,
    WritableRaster,
)


def _to_int32(value: int) -> int:
    value &= 0xFFFFFFFF
    return value - (1 << 32) if value >= 1 << 31 else value


class BufferedImage:
    TYPE_CUSTOM = 0
    TYPE_INT_RGB = 1
    TYPE_INT_ARGB = 2
    TYPE_INT_ARGB_PRE = 3
    TYPE_INT_BGR = 4
    TYPE_3BYTE_BGR = 5
    TYPE_4BYTE_ABGR = 6
    TYPE_4BYTE_ABGR_PRE = 7
    TYPE_USHORT_565_RGB = 8
    TYPE_USHORT_555_RGB = 9
    TYPE_BYTE_GRAY = 10
    TYPE_USHORT_GRAY = 11
    TYPE_BYTE_BINARY = 12
    TYPE_BYTE_INDEXED = 13

    def __init__(self, width: int, height: int, image_type: int, *, pixels: Any = None):
        if width <= 0 or height <= 0:
            raise ValueError(f"Width ({width}) and height ({height}) cannot be <= 0")
        self._type = image_type
        if pixels is None:
            pixels = np.zeros((height, width, 4), dtype=np.uint8)
            if not self._has_alpha():
                pixels[..., 3] = 255
        self._pixels = pixels

    def _has_alpha(self) -> bool:
        return self._type in (2, 3, 6, 7)

    def _gray(self) -> bool:
        return self._type in (10, 11, 12)

    # -- size and type ----------------------------------------------------------------------------

    def getWidth(self, observer: Any = None) -> int:
        return int(self._pixels.shape[1])

    def getHeight(self, observer: Any = None) -> int:
        return int(self._pixels.shape[0])

    def getType(self) -> int:
        return self._type

    def getMinX(self) -> int:
        return 0  # a BufferedImage's raster starts at (0, 0), a subimage's too

    def getMinY(self) -> int:
        return 0

    # -- pixels -----------------------------------------------------------------------------------

    def getRGB(self, x: int, y: int, *region: Any) -> Any:
        """``getRGB(x, y)``: the pixel as Java's packed ARGB int; ``getRGB(x, y, w, h, rgb,
        offset, scansize)``: a block of them into ``rgb`` (a new list when it is null)."""
        if region:
            w, h, out, offset, scan = region
            if out is None:
                out = [0] * (offset + h * scan)
            for row in range(h):
                for col in range(w):
                    out[offset + row * scan + col] = self.getRGB(x + col, y + row)
            return out
        if not (0 <= x < self.getWidth() and 0 <= y < self.getHeight()):
            raise IndexError("Coordinate out of bounds!")
        r, g, b, a = (int(v) for v in self._pixels[y, x])
        return _to_int32((a << 24) | (r << 16) | (g << 8) | b)

    def setRGB(self, x: int, y: int, *rest: Any) -> None:
        """``setRGB(x, y, argb)``, or ``setRGB(x, y, w, h, rgb, offset, scansize)``."""
        if len(rest) > 1:
            w, h, rgb, offset, scan = rest
            for row in range(h):
                for col in range(w):
                    self.setRGB(x + col, y + row, rgb[offset + row * scan + col])
            return
        argb = rest[0] & 0xFFFFFFFF
        r, g, b = (argb >> 16) & 0xFF, (argb >> 8) & 0xFF, argb & 0xFF
        a = (argb >> 24) & 0xFF if self._has_alpha() else 255
        if self._gray():
            r = g = b = _luminance(r, g, b)
        self._pixels[y, x] = (r, g, b, a)

    def getSubimage(self, x: int, y: int, w: int, h: int) -> BufferedImage:
        """The region, sharing its pixels with this image (as Java's)."""
        if x < 0 or y < 0 or x + w > self.getWidth() or y + h > self.getHeight():
            raise IndexError("(x + width) or (y + height) is outside the raster")
        return BufferedImage(w, h, self._type, pixels=self._pixels[y : y + h, x : x + w])

    def getRaster(self) -> WritableRaster:
        """The image's own raster: writes to it change the image."""
        return WritableRaster(self)

    getAlphaRaster = getRaster

    def getData(self, rect: Any = None) -> WritableRaster:
        """A copy of the image's raster (of ``rect`` of it)."""
        pixels = self._pixels
        if rect is not None:
            pixels = pixels[rect.y : rect.y + rect.height, rect.x : rect.x + rect.width]
        h, w = pixels.shape[:2]
        return WritableRaster(BufferedImage(w, h, self._type, pixels=pixels.copy()))

    def setData(self, raster: WritableRaster) -> None:
        """The raster's samples copied into the image (where they overlap)."""
        self.getRaster().setRect(raster)

    def getSampleModel(self) -> SampleModel:
        return self.getRaster().getSampleModel()

    def getColorModel(self) -> Any:
        return None

    def getGraphics(self) -> Graphics2D:
        return Graphics2D(self)

    createGraphics = getGraphics

    def getScaledInstance(self, width: int, height: int, hints: int = 1) -> BufferedImage:
        """A scaled copy (nearest neighbour; ``-1`` for one side keeps the aspect ratio)."""
        if width < 0:
            width = max(1, round(self.getWidth() * height / self.getHeight()))
        if height < 0:
            height = max(1, round(self.getHeight() * width / self.getWidth()))
        return BufferedImage(width, height, self._type, pixels=_resize(self._pixels, width, height))

    def flush(self) -> None:
        pass


def _luminance(r: int, g: int, b: int) -> int:
    return min(255, int(0.299 * r + 0.587 * g + 0.114 * b + 0.5))


def _resize(pixels: Any, width: int, height: int) -> Any:
    h, w = pixels.shape[:2]
    rows = (np.arange(height) * h // height).clip(0, h - 1)
    cols = (np.arange(width) * w // width).clip(0, w - 1)
    return pixels[rows][:, cols].copy()


class Color:
    """``java.awt.Color``: an sRGB color with alpha (``getRGB`` is the packed ARGB int)."""

    def __init__(self, r: Any, g: Any = None, b: Any = None, a: Any = None) -> None:
        if g is None:  # new Color(rgb)
            rgb = int(r)
            r, g, b, a = (rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF, 255
        elif isinstance(r, float):  # new Color(0.5f, 0.2f, 0.1f[, a]): components in [0, 1]
            r, g, b = (int(v * 255 + 0.5) for v in (r, g, b))
            a = 255 if a is None else int(a * 255 + 0.5)
        self._rgba = (int(r), int(g), int(b), 255 if a is None else int(a))
        if not all(0 <= v <= 255 for v in self._rgba):
            raise ValueError("Color parameter outside of expected range")

    def getRed(self) -> int:
        return self._rgba[0]

    def getGreen(self) -> int:
        return self._rgba[1]

    def getBlue(self) -> int:
        return self._rgba[2]

    def getAlpha(self) -> int:
        return self._rgba[3]

    def getRGB(self) -> int:
        r, g, b, a = self._rgba
        return _to_int32((a << 24) | (r << 16) | (g << 8) | b)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Color) and other._rgba == self._rgba

    def equals(self, other: object) -> bool:
        return self == other

    def __hash__(self) -> int:
        return self.getRGB()

    hashCode = __hash__

    _FACTOR = 0.7

    def brighter(self) -> Color:
        """Java's: each component divided by 0.7 (at least 3 where it was above 0; black
        becomes (3, 3, 3))."""
        r, g, b, a = self._rgba
        i = int(1.0 / (1.0 - Color._FACTOR))
        if r == g == b == 0:
            return Color(i, i, i, a)
        r, g, b = (i if 0 < v < i else v for v in (r, g, b))
        return Color(*(min(int(v / Color._FACTOR), 255) for v in (r, g, b)), a)

    def darker(self) -> Color:
        r, g, b, a = self._rgba
        return Color(*(max(int(v * Color._FACTOR), 0) for v in (r, g, b)), a)

    @staticmethod
    def decode(text: str) -> Color:
        """``Integer.decode``'s forms: ``#1A2B3C``, ``0x1A2B3C``, ``255``."""
        body = text.lstrip("+-")
        sign = -1 if text.startswith("-") else 1
        if body[:2].lower() == "0x" or body[:1] == "#":
            v = int(body[2:] if body[:1] == "0" else body[1:], 16)
        elif body.startswith("0") and len(body) > 1:
            v = int(body[1:], 8)
        else:
            v = int(body)
        v *= sign
        return Color((v >> 16) & 0xFF, (v >> 8) & 0xFF, v & 0xFF)

    @staticmethod
    def HSBtoRGB(hue: float, saturation: float, brightness: float) -> int:
        """Java's arithmetic, in floats: the packed opaque RGB of a hue, saturation and
        brightness."""
        f32 = np.float32
        hue, saturation, brightness = f32(hue), f32(saturation), f32(brightness)

        def level(v: Any) -> int:
            return int(f32(f32(v) * f32(255.0)) + f32(0.5))

        if saturation == 0:
            r = g = b = level(brightness)
        else:
            h = f32(f32(hue - f32(np.floor(hue))) * f32(6.0))
            f = f32(h - f32(np.floor(h)))
            p = f32(brightness * f32(f32(1.0) - saturation))
            q = f32(brightness * f32(f32(1.0) - f32(saturation * f)))
            t = f32(brightness * f32(f32(1.0) - f32(saturation * f32(f32(1.0) - f))))
            r, g, b = {
                0: (brightness, t, p),
                1: (q, brightness, p),
                2: (p, brightness, t),
                3: (p, q, brightness),
                4: (t, p, brightness),
                5: (brightness, p, q),
            }.get(int(h), (0, 0, 0))
            r, g, b = level(r), level(g), level(b)
        return _to_int32(0xFF000000 | (r << 16) | (g << 8) | b)

    @staticmethod
    def RGBtoHSB(r: int, g: int, b: int, hsbvals: Any = None) -> Any:
        """Java's arithmetic, in floats: [hue, saturation, brightness] into ``hsbvals``
        (a new float[3] when it is null)."""
        f32 = np.float32
        cmax, cmin = max(r, g, b), min(r, g, b)
        brightness = f32(f32(cmax) / f32(255.0))
        saturation = f32(f32(cmax - cmin) / f32(cmax)) if cmax != 0 else f32(0)
        if saturation == 0:
            hue = f32(0)
        else:
            span = f32(cmax - cmin)
            redc, greenc, bluec = (f32(f32(cmax - v) / span) for v in (r, g, b))
            if r == cmax:
                hue = f32(bluec - greenc)
            elif g == cmax:
                hue = f32(f32(f32(2.0) + redc) - bluec)
            else:
                hue = f32(f32(f32(4.0) + greenc) - redc)
            hue = f32(hue / f32(6.0))
            if hue < 0:
                hue = f32(hue + f32(1.0))
        if hsbvals is None:
            hsbvals = np.zeros(3, np.float32)
        hsbvals[0], hsbvals[1], hsbvals[2] = hue, saturation, brightness
        return hsbvals

    @staticmethod
    def getHSBColor(h: float, s: float, b: float) -> Color:
        return Color(Color.HSBtoRGB(h, s, b) & 0xFFFFFF)

    def toString(self) -> str:
        r, g, b, _ = self._rgba
        return f"java.awt.Color[r={r},g={g},b={b}]"

    __str__ = toString


for _name, _rgb in (
    ("WHITE", (255, 255, 255)),
    ("LIGHT_GRAY", (192, 192, 192)),
    ("GRAY", (128, 128, 128)),
    ("DARK_GRAY", (64, 64, 64)),
    ("BLACK", (0, 0, 0)),
    ("RED", (255, 0, 0)),
    ("PINK", (255, 175, 175)),
    ("ORANGE", (255, 200, 0)),
    ("YELLOW", (255, 255, 0)),
    ("GREEN", (0, 255, 0)),
    ("MAGENTA", (255, 0, 255)),
    ("CYAN", (0, 255, 255)),
    ("BLUE", (0, 0, 255)),
):
    setattr(Color, _name, Color(*_rgb))
    setattr(Color, _name.lower(), getattr(Color, _name))


class Rectangle:
    """``java.awt.Rectangle``: public ``x``, ``y``, ``width``, ``height``."""

    def __init__(self, x: int = 0, y: int = 0, width: int = 0, height: int = 0) -> None:
        self.x, self.y, self.width, self.height = x, y, width, height

    def getX(self) -> float:
        return float(self.x)

    def getY(self) -> float:
        return float(self.y)

    def getWidth(self) -> float:
        return float(self.width)

    def getHeight(self) -> float:
        return float(self.height)

    def contains(self, px: int, py: int) -> bool:
        return self.x <= px < self.x + self.width and self.y <= py < self.y + self.height

    def toString(self) -> str:
        return f"java.awt.Rectangle[x={self.x},y={self.y},width={self.width},height={self.height}]"

    __str__ = toString


class BasicStroke:
    """``java.awt.BasicStroke(width)``: only its width is used (outlines of that many
    pixels, centred on the shape's edge; Java's caps and joins are not reproduced)."""

    CAP_BUTT, CAP_ROUND, CAP_SQUARE = 0, 1, 2
    JOIN_MITER, JOIN_ROUND, JOIN_BEVEL = 0, 1, 2

    def __init__(self, width: float = 1.0, cap: int = 2, join: int = 0, *rest: Any) -> None:
        self._width, self._cap, self._join = width, cap, join

    def getEndCap(self) -> int:
        return self._cap

    def getLineJoin(self) -> int:
        return self._join

    def getLineWidth(self) -> float:
        return float(self._width)


class Font:
    """``java.awt.Font``: its name, style and size as Java keeps them (a float size rounds half
    up to ``getSize()``); the glyphs are not Java's (see ``Graphics2D.drawString``)."""

    PLAIN, BOLD, ITALIC = 0, 1, 2
    DIALOG, DIALOG_INPUT, SANS_SERIF, SERIF, MONOSPACED = (
        "Dialog",
        "DialogInput",
        "SansSerif",
        "Serif",
        "Monospaced",
    )

    def __init__(self, name: str | None, style: int, size: float) -> None:
        self._name = "Default" if name is None else name
        self._style = style if (style & ~3) == 0 else 0  # Java keeps only PLAIN/BOLD/ITALIC
        self._size2d = float(np.float32(size))
        self._size = int(self._size2d + 0.5)

    def getName(self) -> str:
        return self._name

    getFontName = getFamily = getName

    def getStyle(self) -> int:
        return self._style

    def getSize(self) -> int:
        return self._size

    def getSize2D(self) -> float:
        return self._size2d

    def isPlain(self) -> bool:
        return self._style == 0

    def isBold(self) -> bool:
        return bool(self._style & Font.BOLD)

    def isItalic(self) -> bool:
        return bool(self._style & Font.ITALIC)

    def deriveFont(self, *args: Any) -> Font:
        """``deriveFont(float size)``, ``deriveFont(int style)``, ``deriveFont(int, float)``:
        a Java float is a Python float here, an int style an int."""
        if len(args) == 2:
            return Font(self._name, int(args[0]), args[1])
        if isinstance(args[0], float):
            return Font(self._name, self._style, args[0])
        return Font(self._name, int(args[0]), self._size2d)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Font) and (self._name, self._style, self._size2d) == (
            other._name,
            other._style,
            other._size2d,
        )

    def __hash__(self) -> int:
        return hash((self._name, self._style, self._size2d))


class Graphics2D:
    """Drawing into an image: ``drawImage`` (scaled nearest neighbour), rectangles and
    axis-parallel lines in the current color (a 1-pixel stroke covers Java's pixels; a wider
    one is a band centred on the edge), ``clearRect`` in the background color, ``dispose``.
    The state is Java's: white to draw with, black background, ``Font("Dialog", PLAIN, 12)``.
    ``drawString`` inks the text with OpenCV's Hershey font (cv2, the ``opencv`` extra) at
    the font's size with its baseline at ``y``, as Java places it: where the text goes is
    Java's, its pixels are not (Java's font rasterizer is not reproduced)."""

    def __init__(self, image: BufferedImage) -> None:
        self._image = image
        self._color = Color.WHITE
        self._background = Color.BLACK
        self._font = Font(Font.DIALOG, Font.PLAIN, 12)
        self._stroke = 1
        self._ox = self._oy = 0  # translate(): the user space's origin on the image
        self._clip: tuple[int, int, int, int] | None = None  # on the image: x0, y0, x1, y1

    # -- user space: translation and clip (what Swing paints its children through) ----------------

    def create(self, *area: int) -> Graphics2D:
        """A copy of this context's state; ``create(x, y, w, h)`` translated to the area and
        clipped to it."""
        g = Graphics2D(self._image)
        g._color, g._background, g._font, g._stroke = (
            self._color,
            self._background,
            self._font,
            self._stroke,
        )
        g._ox, g._oy, g._clip = self._ox, self._oy, self._clip
        if area:
            x, y, w, h = area
            g.translate(x, y)
            g.clipRect(0, 0, w, h)
        return g

    def translate(self, x: Any, y: Any) -> None:
        self._ox += int(x)
        self._oy += int(y)

    def clipRect(self, x: int, y: int, width: int, height: int) -> None:
        x0, y0 = self._ox + x, self._oy + y
        area = (x0, y0, x0 + max(0, width), y0 + max(0, height))
        if self._clip is not None:
            c = self._clip
            area = (max(c[0], area[0]), max(c[1], area[1]), min(c[2], area[2]), min(c[3], area[3]))
        self._clip = area

    def setClip(self, *area: Any) -> None:
        """``setClip(x, y, w, h)``, ``setClip(rectangle)``, or ``setClip(null)``: none."""
        if len(area) == 1:
            r = area[0]
            if r is None:
                self._clip = None
                return
            area = (r.x, r.y, r.width, r.height)
        x, y, w, h = (int(v) for v in area)
        self._clip = (self._ox + x, self._oy + y, self._ox + x + w, self._oy + y + h)

    def getClipBounds(self) -> Rectangle | None:
        if self._clip is None:
            return None
        x0, y0, x1, y1 = self._clip
        return Rectangle(x0 - self._ox, y0 - self._oy, max(0, x1 - x0), max(0, y1 - y0))

    getClip = getClipBounds

    def _device(self, x0: int, y0: int, x1: int, y1: int) -> tuple[int, int, int, int] | None:
        """User space x0..x1, y0..y1 on the image, clipped; None when nothing is left."""
        h, w = self._image._pixels.shape[:2]
        x0, x1 = max(0, x0 + self._ox), min(w, x1 + self._ox)
        y0, y1 = max(0, y0 + self._oy), min(h, y1 + self._oy)
        if self._clip is not None:
            c = self._clip
            x0, y0, x1, y1 = max(x0, c[0]), max(y0, c[1]), min(x1, c[2]), min(y1, c[3])
        if x0 >= x1 or y0 >= y1:
            return None
        return x0, y0, x1, y1

    def getFontMetrics(self, font: Font | None = None) -> Any:
        from porter.javalib.awt_fonts import FontMetrics

        return FontMetrics(self._font if font is None else font)

    def setRenderingHint(self, key: Any, value: Any) -> None:
        """Hints change how Java rasterizes; the port has one rasterizer."""

    def getRenderingHint(self, key: Any) -> Any:
        return None

    def getFont(self) -> Font:
        return self._font

    def setFont(self, font: Font | None) -> None:
        if font is not None:  # Java ignores a null font
            self._font = font

    def getBackground(self) -> Color:
        return self._background

    def setBackground(self, color: Color) -> None:
        self._background = color

    def clearRect(self, x: int, y: int, width: int, height: int) -> None:
        """The pixels become the background color (replaced, alpha too: no blending)."""
        area = self._device(x, y, x + width, y + height)
        if area is None:
            return
        x0, y0, x1, y1 = area
        r, g, b, a = self._background._rgba
        if self._image._gray():
            r = g = b = _luminance(r, g, b)
        self._image._pixels[y0:y1, x0:x1] = (r, g, b, a if self._image._has_alpha() else 255)

    def drawString(self, text: str, x: float, y: float) -> None:
        try:
            import cv2
        except ImportError as e:  # pragma: no cover - depends on the installation
            raise ImportError(
                "Graphics2D.drawString inks text with OpenCV: pip install 'tfjava[opencv]'"
            ) from e
        size = self._font.getSize2D()
        # Hershey simplex capitals are about 22 units at scale 1 over a 30-unit em
        scale = size / 30.0
        thickness = 2 if self._font.isBold() else 1
        h, w = self._image._pixels.shape[:2]
        ink = np.zeros((h, w), np.uint8)
        cv2.putText(
            ink, str(text), (int(x), int(y)), cv2.FONT_HERSHEY_SIMPLEX, scale, 255, thickness
        )
        ys, xs = np.nonzero(ink)
        for yy, xx in zip(ys.tolist(), xs.tolist(), strict=True):
            self._paint(xx, yy, xx + 1, yy + 1)

    def setColor(self, color: Color) -> None:
        self._color = color

    setPaint = setColor

    def getColor(self) -> Color:
        return self._color

    def setStroke(self, stroke: BasicStroke) -> None:
        self._stroke = max(1, round(stroke.getLineWidth()))

    def _paint(self, x0: int, y0: int, x1: int, y1: int) -> None:
        """Fill the pixels x0..x1-1, y0..y1-1 (clipped) with the current color."""
        area = self._device(x0, y0, x1, y1)
        if area is None:
            return
        x0, y0, x1, y1 = area
        r, g, b, a = self._color._rgba
        if self._image._gray():
            r = g = b = _luminance(r, g, b)
        region = self._image._pixels[y0:y1, x0:x1]
        if a == 255:
            region[..., :3] = (r, g, b)
        else:
            alpha = a / 255.0
            blended = region[..., :3] * (1 - alpha) + np.array([r, g, b]) * alpha
            region[..., :3] = np.clip(np.rint(blended), 0, 255).astype(np.uint8)
        if self._image._has_alpha():
            region[..., 3] = np.maximum(region[..., 3], a)

    def fillRect(self, x: int, y: int, width: int, height: int) -> None:
        self._paint(x, y, x + width, y + height)

    def drawRect(self, x: int, y: int, width: int, height: int) -> None:
        s = self._stroke
        lo, hi = s // 2, s - s // 2  # a band of s pixels around each edge
        self._paint(x - lo, y - lo, x + width + hi, y + hi)  # top
        self._paint(x - lo, y + height - lo, x + width + hi, y + height + hi)  # bottom
        self._paint(x - lo, y - lo, x + hi, y + height + hi)  # left
        self._paint(x + width - lo, y - lo, x + width + hi, y + height + hi)  # right

    def drawLine(self, x1: int, y1: int, x2: int, y2: int) -> None:
        """Axis-parallel: Java's pixels (a band of the stroke's width). Slanted: Bresenham's
        line of 1-pixel squares (the stroke's width), which may differ from Java's
        rasterizer at the ends and on ties."""
        s = self._stroke
        lo, hi = s // 2, s - s // 2
        if x1 == x2 or y1 == y2:
            self._paint(min(x1, x2) - lo, min(y1, y2) - lo, max(x1, x2) + hi, max(y1, y2) + hi)
            return
        dx, dy = abs(x2 - x1), -abs(y2 - y1)
        sx, sy = (1 if x2 > x1 else -1), (1 if y2 > y1 else -1)
        err = dx + dy
        x, y = x1, y1
        while True:
            self._paint(x - lo, y - lo, x + hi, y + hi)
            if x == x2 and y == y2:
                return
            e2 = 2 * err
            if e2 >= dy:
                err += dy
                x += sx
            if e2 <= dx:
                err += dx
                y += sy

    def _oval_mask(self, x: int, y: int, width: int, height: int, outline: bool) -> Any:
        """Pixels whose centres are inside the ellipse (an outline: within half a pixel of
        its edge), an approximation of Java's non-antialiased ovals."""
        if width <= 0 or height <= 0:
            return None
        ys, xs = np.mgrid[0 : height + 1, 0 : width + 1] + 0.5
        rx, ry = width / 2, height / 2
        d = ((xs - rx) / rx) ** 2 + ((ys - ry) / ry) ** 2
        if not outline:
            return d <= 1.0
        inner_x, inner_y = max(rx - 1, 0.01), max(ry - 1, 0.01)
        inner = ((xs - rx) / inner_x) ** 2 + ((ys - ry) / inner_y) ** 2
        return (d <= 1.0 + 1 / min(rx, ry)) & (inner > 1.0)

    def _paint_mask(self, x: int, y: int, mask: Any) -> None:
        if mask is None:
            return
        for yy, xx in zip(*np.nonzero(mask), strict=True):
            self._paint(x + int(xx), y + int(yy), x + int(xx) + 1, y + int(yy) + 1)

    def fillOval(self, x: int, y: int, width: int, height: int) -> None:
        self._paint_mask(x, y, self._oval_mask(x, y, width, height, False))

    def drawOval(self, x: int, y: int, width: int, height: int) -> None:
        self._paint_mask(x, y, self._oval_mask(x, y, width, height, True))

    def fillRoundRect(self, x: int, y: int, width: int, height: int, aw: int, ah: int) -> None:
        """The rectangle less its corners outside the arcs (approximately Java's pixels)."""
        mask = np.zeros((max(height, 0), max(width, 0)), bool)
        if mask.size == 0:
            return
        mask[:] = True
        arc = self._oval_mask(0, 0, min(aw, width), min(ah, height), False)
        if arc is not None:
            ch, cw = arc.shape[0] // 2, arc.shape[1] // 2
            corner = arc[:ch, :cw]
            mask[:ch, :cw] &= corner
            mask[:ch, width - cw :] &= corner[:, ::-1]
            mask[height - ch :, :cw] &= corner[::-1, :]
            mask[height - ch :, width - cw :] &= corner[::-1, ::-1]
        self._paint_mask(x, y, mask)

    def drawRoundRect(self, x: int, y: int, width: int, height: int, aw: int, ah: int) -> None:
        """The outline: straight edges as ``drawRect``'s, corners on the arcs' ellipse
        (approximately Java's pixels)."""
        rx, ry = min(aw, width) // 2, min(ah, height) // 2
        self.drawLine(x + rx, y, x + width - rx, y)
        self.drawLine(x + rx, y + height, x + width - rx, y + height)
        self.drawLine(x, y + ry, x, y + height - ry)
        self.drawLine(x + width, y + ry, x + width, y + height - ry)
        arc = self._oval_mask(0, 0, 2 * rx, 2 * ry, True)
        if arc is None:
            return
        for yy, xx in zip(*np.nonzero(arc), strict=True):
            px = x + int(xx) if xx < rx else x + width - 2 * rx + int(xx)
            py = y + int(yy) if yy < ry else y + height - 2 * ry + int(yy)
            self._paint(px, py, px + 1, py + 1)

    def draw(self, shape: Rectangle) -> None:
        self.drawRect(shape.x, shape.y, shape.width, shape.height)

    def fill(self, shape: Rectangle) -> None:
        self.fillRect(shape.x, shape.y, shape.width, shape.height)

    def drawImage(self, img: Any, x: int, y: int, *rest: Any) -> bool:
        if img is None:
            return True  # Java draws nothing for a null image
        size = [r for r in rest if isinstance(r, int) and not isinstance(r, bool)]
        pixels = img._pixels
        if len(size) >= 2:
            pixels = _resize(pixels, size[0], size[1])
        area = self._device(x, y, x + pixels.shape[1], y + pixels.shape[0])
        if area is None:
            return True
        x0, y0, x1, y1 = area
        sx, sy = x0 - (x + self._ox), y0 - (y + self._oy)
        target = self._image._pixels
        src = pixels[sy : sy + y1 - y0, sx : sx + x1 - x0].astype(np.float64)
        alpha = src[..., 3:4] / 255.0
        dst = target[y0:y1, x0:x1].astype(np.float64)
        rgb = src[..., :3] * alpha + dst[..., :3] * (1 - alpha)
        if self._image._gray():
            gray = 0.299 * rgb[..., 0] + 0.587 * rgb[..., 1] + 0.114 * rgb[..., 2]
            rgb = np.repeat(gray[..., None], 3, axis=2)
        target[y0:y1, x0:x1, :3] = np.clip(np.rint(rgb), 0, 255).astype(np.uint8)
        if self._image._has_alpha():
            out_a = src[..., 3] + dst[..., 3] * (1 - alpha[..., 0])
            target[y0:y1, x0:x1, 3] = np.clip(np.rint(out_a), 0, 255).astype(np.uint8)
        return True

    def dispose(self) -> None:
        pass


# -- javax.imageio ------------------------------------------------------------------------------


def read_bytes(source: Any) -> bytes | None:
    if isinstance(source, FileInputStream):
        return source.readAllBytes()  # type: ignore[no-any-return]
    if hasattr(source, "openStream"):  # a java.net.URL
        return read_bytes(source.openStream())
    if isinstance(source, File | str | os.PathLike):
        path = os.fspath(source)
        if not os.path.exists(path):
            raise OSError("Can't read input file!")  # Java's IIOException
        with open(path, "rb") as f:
            return f.read()
    if hasattr(source, "read"):
        data = source.read()
        return data if isinstance(data, bytes) else None
    return None


class ImageIO:
    @staticmethod
    def read(source: Any) -> BufferedImage | None:
        """The decoded image, or ``None`` when no decoder recognizes the data (as Java's)."""
        data = read_bytes(source)
        if not data:
            return None
        import tensorflow as tf  # the program's runtime: JPEG, PNG, GIF and BMP decoders

        try:
            decoded = tf.io.decode_image(data, expand_animations=False).numpy()
        except (tf.errors.InvalidArgumentError, ValueError):
            return None
        if decoded.dtype != np.uint8:
            decoded = (decoded >> 8).astype(np.uint8)  # 16-bit PNG: Java keeps 16 bits
        h, w, c = decoded.shape
        pixels = np.full((h, w, 4), 255, dtype=np.uint8)
        if c in (1, 2):
            pixels[..., :3] = decoded[..., :1]
            image_type = BufferedImage.TYPE_BYTE_GRAY if c == 1 else BufferedImage.TYPE_4BYTE_ABGR
            if c == 2:
                pixels[..., 3] = decoded[..., 1]
        else:
            pixels[..., :c] = decoded
            image_type = BufferedImage.TYPE_3BYTE_BGR if c == 3 else BufferedImage.TYPE_4BYTE_ABGR
        return BufferedImage(w, h, image_type, pixels=pixels)

    @staticmethod
    def write(image: BufferedImage, format_name: str, target: Any) -> bool:
        """PNG or JPEG (``jpg``/``jpeg``); ``False`` for a format with no writer."""
        data = encode_image(image, format_name)
        if data is None:
            return False
        if hasattr(target, "write") and not isinstance(target, File):
            target.write(data)
        else:
            with open(os.fspath(target), "wb") as f:
                f.write(data)
        return True

    @staticmethod
    def getWriterFormatNames() -> list[str]:
        return ["JPG", "jpg", "jpeg", "JPEG", "png", "PNG"]

    @staticmethod
    def getReaderFormatNames() -> list[str]:
        return ["jpg", "JPG", "jpeg", "JPEG", "png", "PNG", "gif", "GIF", "bmp", "BMP"]


def encode_image(image: BufferedImage, format_name: str, quality: float | None = None) -> Any:
    """The image as PNG or JPEG bytes (TensorFlow's encoders; ``quality`` 0..1 for JPEG);
    None for another format."""
    import tensorflow as tf

    fmt = format_name.lower()
    channels = 1 if image._gray() else 4 if image._has_alpha() else 3
    pixels = np.ascontiguousarray(image._pixels[..., :channels])
    if fmt == "png":
        return tf.io.encode_png(pixels).numpy()
    if fmt in ("jpg", "jpeg"):
        rgb = pixels[..., : min(channels, 3)]
        if quality is None:
            return tf.io.encode_jpeg(rgb).numpy()
        return tf.io.encode_jpeg(rgb, quality=max(1, min(100, round(quality * 100)))).numpy()
    return None


class RenderingHints:
    """``java.awt.RenderingHints``' keys and values (printed as Java prints them); the port
    has one rasterizer, so ``setRenderingHint`` changes nothing."""

    class _Hint:
        def __init__(self, text: str) -> None:
            self._text = text

        def toString(self) -> str:
            return self._text

        __str__ = __repr__ = toString


for _name, _text in (
    ("KEY_ANTIALIASING", "Global antialiasing enable key"),
    ("VALUE_ANTIALIAS_ON", "Antialiased rendering mode"),
    ("VALUE_ANTIALIAS_OFF", "Nonantialiased rendering mode"),
    ("VALUE_ANTIALIAS_DEFAULT", "Default antialiasing rendering mode"),
    ("KEY_RENDERING", "Global rendering quality key"),
    ("VALUE_RENDER_QUALITY", "Highest quality rendering methods"),
    ("VALUE_RENDER_SPEED", "Fastest rendering methods"),
    ("KEY_INTERPOLATION", "Image interpolation method key"),
    ("VALUE_INTERPOLATION_BILINEAR", "Bilinear image interpolation mode"),
    ("VALUE_INTERPOLATION_BICUBIC", "Bicubic image interpolation mode"),
    ("VALUE_INTERPOLATION_NEAREST_NEIGHBOR", "Nearest Neighbor image interpolation mode"),
    ("KEY_TEXT_ANTIALIASING", "Text-specific antialiasing enable key"),
    ("VALUE_TEXT_ANTIALIAS_ON", "Antialiased text mode"),
    ("VALUE_TEXT_ANTIALIAS_OFF", "Nonantialiased text mode"),
    ("KEY_STROKE_CONTROL", "Stroke normalization control key"),
    ("VALUE_STROKE_PURE", "Pure stroke conversion for accurate paths"),
):
    setattr(RenderingHints, _name, RenderingHints._Hint(_text))
