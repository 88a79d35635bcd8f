"""``java.awt.Dimension``, ``Point`` and ``Insets``: public int fields, Java's string forms
and equality (``Rectangle`` is ``porter.javalib.images``')."""

from __future__ import annotations

from typing import Any


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
