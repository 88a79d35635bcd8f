"""``java.awt.FontMetrics`` of the logical font ``Dialog``: the advances of printable ASCII,
as JDK 17 on Linux measures them (its Dialog is DejaVu Sans, integer metrics, no fractional
advances). Exact at size 12, plain and bold (Swing's default fonts: its labels' and buttons'
preferred sizes follow from them); other sizes scale the size-100 advances and round, so a
width may differ from Java's by a pixel or two. A character outside printable ASCII is
measured as ``m``; other font names are measured as Dialog."""

from __future__ import annotations

import math
from typing import Any

from porter.javalib.awt_geometry import Rectangle2D

# charWidth(c) for c in ' '..'~', measured with the JDK (FontMetrics of new Font("Dialog",
# style, size) from a BufferedImage's Graphics2D).
_ADVANCES: dict[tuple[int, int], tuple[int, ...]] = {
    (0, 12): (
        *(4, 5, 5, 10, 8, 11, 10, 3, 5, 5, 6, 10, 4, 4, 4, 4, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8),
        *(4, 4, 10, 10, 10, 6, 13, 8, 8, 8, 9, 8, 7, 9, 9, 3, 3, 7, 6, 10, 9, 9, 8, 9, 8, 8),
        *(7, 9, 8, 11, 7, 7, 9, 5, 4, 5, 10, 6, 6, 8, 8, 7, 8, 8, 4, 8, 8, 3, 3, 7, 3, 11, 8),
        *(8, 8, 8, 5, 7, 5, 8, 6, 9, 6, 6, 5, 8, 4, 8, 10),
    ),
    (1, 12): (
        *(4, 5, 6, 10, 8, 12, 10, 4, 5, 5, 6, 10, 5, 5, 5, 4, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8),
        *(5, 5, 10, 10, 10, 7, 12, 9, 9, 9, 10, 8, 8, 10, 10, 4, 4, 9, 8, 12, 10, 11, 9, 10),
        *(9, 9, 8, 10, 9, 14, 9, 8, 10, 5, 4, 5, 10, 6, 6, 9, 9, 7, 9, 9, 5, 9, 9, 4, 4, 8),
        *(4, 12, 9, 9, 9, 9, 6, 8, 6, 9, 7, 12, 7, 8, 8, 9, 4, 9, 10),
    ),
    (0, 100): (
        *(32, 40, 46, 84, 64, 95, 78, 27, 39, 39, 50, 84, 32, 36, 32, 34, 64, 64, 64, 64, 64),
        *(64, 64, 64, 64, 64, 34, 34, 84, 84, 84, 53, 100, 68, 69, 70, 77, 63, 58, 77, 75),
        *(30, 30, 66, 56, 86, 75, 79, 60, 79, 69, 63, 61, 73, 68, 99, 68, 61, 69, 39, 34, 39),
        *(84, 50, 50, 61, 63, 55, 63, 62, 35, 63, 63, 28, 28, 58, 28, 97, 63, 61, 63, 63, 41),
        *(52, 39, 63, 59, 82, 59, 59, 52, 64, 34, 64, 84),
    ),
    (1, 100): (
        *(35, 46, 52, 84, 70, 100, 87, 31, 46, 46, 52, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70),
        *(70, 70, 70, 70, 70, 40, 40, 84, 84, 84, 58, 100, 77, 76, 73, 83, 68, 68, 82, 84),
        *(37, 37, 77, 64, 100, 84, 85, 73, 85, 77, 72, 68, 81, 77, 110, 77, 72, 73, 46, 37),
        *(46, 84, 50, 50, 67, 72, 59, 72, 68, 44, 72, 71, 34, 34, 67, 34, 104, 71, 69, 72),
        *(72, 49, 60, 48, 71, 65, 92, 65, 65, 58, 71, 37, 71, 84),
    ),
}


class FontMetrics:
    def __init__(self, font: Any) -> None:
        self._font = font

    def getFont(self) -> Any:
        return self._font

    def _size(self) -> float:
        return float(self._font.getSize2D())

    def getAscent(self) -> int:
        return math.ceil(self._size() * 0.928)  # 12 at size 12, 93 at 100, as Java's

    def getDescent(self) -> int:
        return math.ceil(self._size() * 0.236)

    def getLeading(self) -> int:
        return 0

    def getHeight(self) -> int:
        return self.getAscent() + self.getDescent() + self.getLeading()

    def getMaxAscent(self) -> int:
        return self.getAscent()

    def getMaxDescent(self) -> int:
        return self.getDescent()

    def charWidth(self, c: Any) -> int:
        code = c if isinstance(c, int) else ord(c)
        style = 1 if self._font.isBold() else 0
        if not 32 <= code < 127:
            code = ord("m")
        exact = _ADVANCES.get((style, int(self._size()))) if self._size() == 12 else None
        if exact is not None:
            return exact[code - 32]
        return round(_ADVANCES[(style, 100)][code - 32] * self._size() / 100)

    def stringWidth(self, text: str | None) -> int:
        return sum(self.charWidth(ch) for ch in str(text))

    def charsWidth(self, chars: Any, offset: int, length: int) -> int:
        return sum(self.charWidth(ch) for ch in chars[offset : offset + length])

    def getStringBounds(self, text: str, g: Any = None) -> Any:
        """A ``Rectangle2D.Float`` from the baseline: the advance by the line's height."""
        return Rectangle2D(0.0, -self.getAscent(), self.stringWidth(text), self.getHeight())
