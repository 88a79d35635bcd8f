"""``java.awt.Dimension``, ``Point`` and ``Insets``: public int fields, Java's string forms
and equality (``Rectangle`` is ``porter.javalib.images``'); ``java.awt.geom.Point2D`` and its
``Double`` and ``Float``."""

from __future__ import annotations

import math
from typing import Any

from porter.javalib.boxes import doubleToLongBits
from porter.javalib.floats import f32
from porter.javalib.string_conversion import jstr


class Dimension:
    def __init__(self, width: Any = 0, height: int = 0) -> None:
        if isinstance(width, Dimension):  # new Dimension(d)
            width, height = width.width, width.height
        self.width, self.height = int(width), int(height)

    def getWidth(self) -> float:
        return float(self.width)

    def getHeight(self) -> float:
        return float(self.height)

    def getSize(self) -> Dimension:
        return Dimension(self.width, self.height)

    def setSize(self, width: Any, height: Any = None) -> None:
        if isinstance(width, Dimension):
            width, height = width.width, width.height
        # setSize(double, double) rounds up as Java's does
        self.width, self.height = _ceil(width), _ceil(height)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Dimension) and (self.width, self.height) == (
            other.width,
            other.height,
        )

    def __hash__(self) -> int:
        s = self.width + self.height
        return s * (s + 1) // 2 + self.width  # Java's Dimension.hashCode

    hashCode = __hash__

    def equals(self, other: object) -> bool:
        return self == other

    def toString(self) -> str:
        return f"java.awt.Dimension[width={self.width},height={self.height}]"

    __str__ = __repr__ = toString


def _ceil(v: Any) -> int:
    i = int(v)
    return i + 1 if isinstance(v, float) and v > i else i


class Point:
    def __init__(self, x: Any = 0, y: int = 0) -> None:
        if isinstance(x, Point):
            x, y = x.x, x.y
        self.x, self.y = int(x), int(y)

    def getX(self) -> float:
        return float(self.x)

    def getY(self) -> float:
        return float(self.y)

    def getLocation(self) -> Point:
        return Point(self.x, self.y)

    def setLocation(self, x: Any, y: int = 0) -> None:
        if isinstance(x, Point):
            x, y = x.x, x.y
        self.x, self.y = int(x), int(y)

    def move(self, x: int, y: int) -> None:
        self.x, self.y = x, y

    def translate(self, dx: int, dy: int) -> None:
        self.x += dx
        self.y += dy

    def distance(self, *other: Any) -> float:
        ox, oy = (other[0].x, other[0].y) if len(other) == 1 else other
        return float(((self.x - ox) ** 2 + (self.y - oy) ** 2) ** 0.5)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Point) and (self.x, self.y) == (other.x, other.y)

    def __hash__(self) -> int:
        return hash((self.x, self.y))

    def equals(self, other: object) -> bool:
        return self == other

    def toString(self) -> str:
        return f"java.awt.Point[x={self.x},y={self.y}]"

    __str__ = __repr__ = toString


class Insets:
    def __init__(self, top: int = 0, left: int = 0, bottom: int = 0, right: int = 0) -> None:
        self.top, self.left, self.bottom, self.right = top, left, bottom, right

    def set(self, top: int, left: int, bottom: int, right: int) -> None:
        self.top, self.left, self.bottom, self.right = top, left, bottom, right

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Insets) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def _key(self) -> tuple[int, int, int, int]:
        return (self.top, self.left, self.bottom, self.right)

    def equals(self, other: object) -> bool:
        return self == other

    def toString(self) -> str:
        return (
            f"java.awt.Insets[top={self.top},left={self.left},"
            f"bottom={self.bottom},right={self.right}]"
        )

    __str__ = __repr__ = toString


class Rectangle2D:
    """``java.awt.geom.Rectangle2D.Float``: float bounds (as ``FontMetrics`` gives them)."""

    def __init__(self, x: float, y: float, w: float, h: float) -> None:
        self.x, self.y, self.width, self.height = float(x), float(y), float(w), float(h)

    def getX(self) -> float:
        return self.x

    def getY(self) -> float:
        return self.y

    def getWidth(self) -> float:
        return self.width

    def getHeight(self) -> float:
        return self.height

    def toString(self) -> str:
        return (
            f"java.awt.geom.Rectangle2D$Float[x={self.x},y={self.y},w={self.width},h={self.height}]"
        )

    __str__ = __repr__ = toString


class Point2D:
    """``java.awt.geom.Point2D``: a point of ``double`` coordinates (``getX``/``getY``), with
    the distances and the equality of any two points of the same coordinates."""

    x: float
    y: float

    def getX(self) -> float:
        return float(self.x)

    def getY(self) -> float:
        return float(self.y)

    def setLocation(self, x: Any, y: float = 0.0) -> None:
        if isinstance(x, Point2D):
            x, y = x.getX(), x.getY()
        self._set(float(x), float(y))

    def _set(self, x: float, y: float) -> None:
        self.x, self.y = x, y

    def distanceSq(self, *args: Any) -> float:
        """``p.distanceSq(q)``, ``p.distanceSq(x, y)``, and the static
        ``Point2D.distanceSq(x1, y1, x2, y2)`` (called on the class, ``self`` is ``x1``)."""
        if len(args) == 3:
            x1, y1, (x2, y2) = float(self), float(args[0]), args[1:]
        else:
            x1, y1 = self.getX(), self.getY()
            x2, y2 = (args[0].getX(), args[0].getY()) if len(args) == 1 else args
        dx, dy = x1 - float(x2), y1 - float(y2)
        return dx * dx + dy * dy

    def distance(self, *args: Any) -> float:
        return math.sqrt(Point2D.distanceSq(self, *args))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Point2D):
            return False
        return self.getX() == other.getX() and self.getY() == other.getY()

    def equals(self, other: object) -> bool:
        return self == other

    def hashCode(self) -> int:
        bits = doubleToLongBits(self.getX()) ^ (doubleToLongBits(self.getY()) * 31)
        bits &= 0xFFFFFFFFFFFFFFFF
        low = (bits ^ (bits >> 32)) & 0xFFFFFFFF
        return low - (1 << 32) if low >= 1 << 31 else low

    def __hash__(self) -> int:
        return self.hashCode()

    def toString(self) -> str:
        return f"{type(self)._java_name}[{self._text(self.x)}, {self._text(self.y)}]"

    _java_name = "Point2D"

    @staticmethod
    def _text(v: float) -> str:
        return jstr(v)

    __str__ = __repr__ = toString


class Point2DDouble(Point2D):
    """``new Point2D.Double([x, y])``: public ``double`` fields ``x`` and ``y``."""

    _java_name = "Point2D.Double"

    def __init__(self, x: float = 0.0, y: float = 0.0) -> None:
        self.x, self.y = float(x), float(y)


class Point2DFloat(Point2D):
    """``new Point2D.Float([x, y])``: public ``float`` fields, rounded to single precision."""

    _java_name = "Point2D.Float"

    def __init__(self, x: float = 0.0, y: float = 0.0) -> None:
        self.x, self.y = f32(float(x)), f32(float(y))

    def _set(self, x: float, y: float) -> None:
        self.x, self.y = f32(x), f32(y)

    @staticmethod
    def _text(v: float) -> str:
        return jstr(v, "float")
