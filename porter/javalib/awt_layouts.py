"""AWT's and Swing's layout managers with Java's algorithms (the integer arithmetic of
``FlowLayout``, ``BorderLayout``, ``GridLayout`` and ``BoxLayout``'s ``SizeRequirements``), so
that a container laid out in a port puts its children at Java's bounds."""

from __future__ import annotations

from typing import Any

import numpy as np

from porter.javalib.awt_geometry import Dimension

MAX_INT = 2**31 - 1
SHORT_MAX = 32767


def _jdiv(a: int, b: int) -> int:
    """Java's int division (toward zero)."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


class LayoutManager:
    """A layout manager that ``maximumLayoutSize`` makes a ``LayoutManager2``."""

    def addLayoutComponent(self, *args: Any) -> None:
        pass

    def removeLayoutComponent(self, comp: Any) -> None:
        pass

    def invalidateLayout(self, target: Any) -> None:
        pass


class FlowLayout(LayoutManager):
    LEFT, CENTER, RIGHT, LEADING, TRAILING = 0, 1, 2, 3, 4

    def __init__(self, align: int = 1, hgap: int = 5, vgap: int = 5) -> None:
        self._align, self._hgap, self._vgap = align, hgap, vgap

    def getAlignment(self) -> int:
        return self._align

    def setAlignment(self, align: int) -> None:
        self._align = align

    def getHgap(self) -> int:
        return self._hgap

    def setHgap(self, hgap: int) -> None:
        self._hgap = hgap

    def getVgap(self) -> int:
        return self._vgap

    def setVgap(self, vgap: int) -> None:
        self._vgap = vgap

    def _size(self, target: Any, minimum: bool) -> Dimension:
        w = h = 0
        first = True
        for m in target.getComponents():
            if not m.isVisible():
                continue
            d = m.getMinimumSize() if minimum else m.getPreferredSize()
            h = max(h, d.height)
            if not first:
                w += self._hgap
            first = False
            w += d.width
        i = target.getInsets()
        return Dimension(
            w + i.left + i.right + self._hgap * 2, h + i.top + i.bottom + self._vgap * 2
        )

    def preferredLayoutSize(self, target: Any) -> Dimension:
        return self._size(target, False)

    def minimumLayoutSize(self, target: Any) -> Dimension:
        return self._size(target, True)

    def _move(self, target: Any, x: int, y: int, width: int, height: int, start: int, end: int):
        align = self._align
        if align == FlowLayout.CENTER:
            x += _jdiv(width, 2)
        elif align in (FlowLayout.RIGHT, FlowLayout.TRAILING):
            x += width
        comps = target.getComponents()
        for m in comps[start:end]:
            if m.isVisible():
                m.setLocation(x, y + _jdiv(height - m.getHeight(), 2))
                x += m.getWidth() + self._hgap

    def layoutContainer(self, target: Any) -> None:
        i = target.getInsets()
        maxwidth = target.getWidth() - (i.left + i.right + self._hgap * 2)
        x, y = 0, i.top + self._vgap
        rowh = start = 0
        comps = target.getComponents()
        for n, m in enumerate(comps):
            if not m.isVisible():
                continue
            d = m.getPreferredSize()
            m.setSize(d.width, d.height)
            if x == 0 or x + d.width <= maxwidth:
                if x > 0:
                    x += self._hgap
                x += d.width
                rowh = max(rowh, d.height)
            else:
                self._move(target, i.left + self._hgap, y, maxwidth - x, rowh, start, n)
                x = d.width
                y += self._vgap + rowh
                rowh = d.height
                start = n
        self._move(target, i.left + self._hgap, y, maxwidth - x, rowh, start, len(comps))

    def toString(self) -> str:
        names = {0: "left", 1: "center", 2: "right", 3: "leading", 4: "trailing"}
        align = names.get(self._align, "")
        return f"java.awt.FlowLayout[hgap={self._hgap},vgap={self._vgap},align={align}]"

    __str__ = toString


class BorderLayout(LayoutManager):
    NORTH, SOUTH, EAST, WEST, CENTER = "North", "South", "East", "West", "Center"
    PAGE_START, PAGE_END, LINE_START, LINE_END = "First", "Last", "Before", "After"
    BEFORE_FIRST_LINE, AFTER_LAST_LINE = "First", "Last"
    BEFORE_LINE_BEGINS, AFTER_LINE_ENDS = "Before", "After"

    def __init__(self, hgap: int = 0, vgap: int = 0) -> None:
        self._hgap, self._vgap = hgap, vgap
        self._regions: dict[str, Any] = {}

    def getHgap(self) -> int:
        return self._hgap

    def getVgap(self) -> int:
        return self._vgap

    def setHgap(self, hgap: int) -> None:
        self._hgap = hgap

    def setVgap(self, vgap: int) -> None:
        self._vgap = vgap

    def addLayoutComponent(self, comp: Any, constraints: Any = None) -> None:
        if isinstance(comp, str):  # addLayoutComponent(String name, Component comp)
            comp, constraints = constraints, comp
        if constraints is None:
            constraints = BorderLayout.CENTER
        if not isinstance(constraints, str):
            # Java's IllegalArgumentException (ValueError or TypeError by the contract)
            raise TypeError("cannot add to layout: constraint must be a string (or null)")
        if constraints not in ("Center", "North", "South", "East", "West", *_RELATIVE):
            raise ValueError(f"cannot add to layout: unknown constraint: {constraints}")
        self._regions[constraints] = comp

    def removeLayoutComponent(self, comp: Any) -> None:
        for key in [k for k, v in self._regions.items() if v is comp]:
            del self._regions[key]

    def getLayoutComponent(self, constraints: str) -> Any:
        return self._regions.get(constraints)

    def getConstraints(self, comp: Any) -> str | None:
        return next((k for k, v in self._regions.items() if v is comp), None)

    def _child(self, key: str) -> Any:
        """The component at a region for a left-to-right container (relative names first)."""
        relative = {"North": "First", "South": "Last", "West": "Before", "East": "After"}
        c = self._regions.get(relative.get(key, ""))
        if c is None:
            c = self._regions.get(key)
        return c if c is not None and c.isVisible() else None

    def _size(self, target: Any, minimum: bool) -> Dimension:
        w = h = 0

        def size(c: Any) -> Dimension:
            return c.getMinimumSize() if minimum else c.getPreferredSize()

        for key in ("East", "West"):
            c = self._child(key)
            if c is not None:
                d = size(c)
                w += d.width + self._hgap
                h = max(d.height, h)
        c = self._child("Center")
        if c is not None:
            d = size(c)
            w += d.width
            h = max(d.height, h)
        for key in ("North", "South"):
            c = self._child(key)
            if c is not None:
                d = size(c)
                w = max(d.width, w)
                h += d.height + self._vgap
        i = target.getInsets()
        return Dimension(w + i.left + i.right, h + i.top + i.bottom)

    def preferredLayoutSize(self, target: Any) -> Dimension:
        return self._size(target, False)

    def minimumLayoutSize(self, target: Any) -> Dimension:
        return self._size(target, True)

    def maximumLayoutSize(self, target: Any) -> Dimension:
        return Dimension(MAX_INT, MAX_INT)

    def layoutContainer(self, target: Any) -> None:
        i = target.getInsets()
        top, bottom = i.top, target.getHeight() - i.bottom
        left, right = i.left, target.getWidth() - i.right
        c = self._child("North")
        if c is not None:
            c.setSize(right - left, c.getHeight())
            d = c.getPreferredSize()
            c.setBounds(left, top, right - left, d.height)
            top += d.height + self._vgap
        c = self._child("South")
        if c is not None:
            c.setSize(right - left, c.getHeight())
            d = c.getPreferredSize()
            c.setBounds(left, bottom - d.height, right - left, d.height)
            bottom -= d.height + self._vgap
        c = self._child("East")
        if c is not None:
            c.setSize(c.getWidth(), bottom - top)
            d = c.getPreferredSize()
            c.setBounds(right - d.width, top, d.width, bottom - top)
            right -= d.width + self._hgap
        c = self._child("West")
        if c is not None:
            c.setSize(c.getWidth(), bottom - top)
            d = c.getPreferredSize()
            c.setBounds(left, top, d.width, bottom - top)
            left += d.width + self._hgap
        c = self._child("Center")
        if c is not None:
            c.setBounds(left, top, right - left, bottom - top)

    def toString(self) -> str:
        return f"java.awt.BorderLayout[hgap={self._hgap},vgap={self._vgap}]"

    __str__ = toString


_RELATIVE = ("First", "Last", "Before", "After")


class GridLayout(LayoutManager):
    def __init__(self, rows: int = 1, cols: int = 0, hgap: int = 0, vgap: int = 0) -> None:
        if rows == 0 and cols == 0:
            raise ValueError("rows and cols cannot both be zero")
        self._rows, self._cols, self._hgap, self._vgap = rows, cols, hgap, vgap

    def getRows(self) -> int:
        return self._rows

    def getColumns(self) -> int:
        return self._cols

    def getHgap(self) -> int:
        return self._hgap

    def getVgap(self) -> int:
        return self._vgap

    def _grid(self, n: int) -> tuple[int, int]:
        rows, cols = self._rows, self._cols
        if rows > 0:
            cols = _jdiv(n + rows - 1, rows)
        else:
            rows = _jdiv(n + cols - 1, cols)
        return rows, cols

    def _size(self, target: Any, minimum: bool) -> Dimension:
        comps = target.getComponents()
        rows, cols = self._grid(len(comps))
        w = h = 0
        for c in comps:
            d = c.getMinimumSize() if minimum else c.getPreferredSize()
            w, h = max(w, d.width), max(h, d.height)
        i = target.getInsets()
        return Dimension(
            i.left + i.right + cols * w + (cols - 1) * self._hgap,
            i.top + i.bottom + rows * h + (rows - 1) * self._vgap,
        )

    def preferredLayoutSize(self, target: Any) -> Dimension:
        return self._size(target, False)

    def minimumLayoutSize(self, target: Any) -> Dimension:
        return self._size(target, True)

    def layoutContainer(self, target: Any) -> None:
        comps = target.getComponents()
        if not comps:
            return
        rows, cols = self._grid(len(comps))
        i = target.getInsets()
        gaps_w = (cols - 1) * self._hgap
        width = target.getWidth() - (i.left + i.right)
        cell_w = _jdiv(width - gaps_w, cols)
        extra_w = _jdiv(width - (cell_w * cols + gaps_w), 2)
        gaps_h = (rows - 1) * self._vgap
        height = target.getHeight() - (i.top + i.bottom)
        cell_h = _jdiv(height - gaps_h, rows)
        extra_h = _jdiv(height - (cell_h * rows + gaps_h), 2)
        x = i.left + extra_w
        for col in range(cols):
            y = i.top + extra_h
            for row in range(rows):
                k = row * cols + col
                if k < len(comps):
                    comps[k].setBounds(x, y, cell_w, cell_h)
                y += cell_h + self._vgap
            x += cell_w + self._hgap

    def toString(self) -> str:
        return (
            f"java.awt.GridLayout[hgap={self._hgap},vgap={self._vgap},"
            f"rows={self._rows},cols={self._cols}]"
        )

    __str__ = toString


# -- BoxLayout: javax.swing.SizeRequirements' tiling and alignment --------------------------------


class _Req:
    def __init__(self, minimum: int, preferred: int, maximum: int, alignment: float) -> None:
        self.minimum, self.preferred, self.maximum = minimum, preferred, maximum
        self.alignment = float(np.float32(alignment))


def _f32(v: float) -> np.float32:
    return np.float32(v)


def _tiled(children: list[_Req]) -> _Req:
    lo = min(sum(r.minimum for r in children), MAX_INT)
    pref = min(sum(r.preferred for r in children), MAX_INT)
    hi = min(sum(r.maximum for r in children), MAX_INT)
    return _Req(lo, pref, hi, 0.5)


def _aligned(children: list[_Req]) -> _Req:
    asc = [0, 0, 0]
    desc = [0, 0, 0]
    for r in children:
        for k, size in enumerate((r.minimum, r.preferred, r.maximum)):
            a = int(_f32(r.alignment) * _f32(size))
            asc[k] = max(asc[k], a)
            desc[k] = max(desc[k], size - a)
    lo, pref, hi = (min(asc[k] + desc[k], MAX_INT) for k in range(3))
    alignment = 0.0
    if lo > 0:
        alignment = min(1.0, max(0.0, float(_f32(asc[0]) / _f32(lo))))
    return _Req(lo, pref, hi, alignment)


def _tiled_positions(allocated: int, total: _Req, children: list[_Req]) -> list[tuple[int, int]]:
    out = []
    offset = 0
    lo = sum(r.minimum for r in children)
    pref = sum(r.preferred for r in children)
    hi = sum(r.maximum for r in children)
    if allocated >= pref:
        play = min(allocated - pref, hi - pref)
        factor = _f32(0.0) if hi - pref == 0 else _f32(play) / _f32(hi - pref)
        for r in children:
            span = min(r.preferred + int(factor * _f32(r.maximum - r.preferred)), MAX_INT)
            out.append((offset, span))
            offset = min(offset + span, MAX_INT)
    else:
        play = min(pref - allocated, pref - lo)
        factor = _f32(0.0) if pref - lo == 0 else _f32(play) / _f32(pref - lo)
        for r in children:
            span = r.preferred - int(factor * _f32(r.preferred - r.minimum))
            out.append((offset, span))
            offset += span
    return out


def _aligned_positions(allocated: int, total: _Req, children: list[_Req]) -> list[tuple[int, int]]:
    total_asc = int(_f32(allocated) * _f32(total.alignment))
    total_desc = allocated - total_asc
    out = []
    for r in children:
        max_asc = int(_f32(r.maximum) * _f32(r.alignment))
        max_desc = r.maximum - max_asc
        asc, desc = min(total_asc, max_asc), min(total_desc, max_desc)
        out.append((total_asc - asc, min(asc + desc, MAX_INT)))
    return out


class BoxLayout(LayoutManager):
    X_AXIS, Y_AXIS, LINE_AXIS, PAGE_AXIS = 0, 1, 2, 3

    def __init__(self, target: Any, axis: int) -> None:
        if axis not in (0, 1, 2, 3):
            raise ValueError("Invalid axis")  # Java's AWTError
        self._target, self._axis = target, axis

    def getAxis(self) -> int:
        return self._axis

    def getTarget(self) -> Any:
        return self._target

    def _check(self, target: Any) -> None:
        if target is not self._target:
            raise RuntimeError("BoxLayout can't be shared")  # Java's AWTError

    def _requests(self) -> tuple[list[_Req], list[_Req], _Req, _Req]:
        xs, ys = [], []
        for c in self._target.getComponents():
            if not c.isVisible():
                xs.append(_Req(0, 0, 0, c.getAlignmentX()))
                ys.append(_Req(0, 0, 0, c.getAlignmentY()))
                continue
            lo, pref, hi = c.getMinimumSize(), c.getPreferredSize(), c.getMaximumSize()
            xs.append(_Req(lo.width, pref.width, hi.width, c.getAlignmentX()))
            ys.append(_Req(lo.height, pref.height, hi.height, c.getAlignmentY()))
        if self._axis in (0, 2):
            return xs, ys, _tiled(xs), _aligned(ys)
        return xs, ys, _aligned(xs), _tiled(ys)

    def _size(self, target: Any, which: str) -> Dimension:
        self._check(target)
        _, _, xt, yt = self._requests()
        i = target.getInsets()
        return Dimension(
            min(getattr(xt, which) + i.left + i.right, MAX_INT),
            min(getattr(yt, which) + i.top + i.bottom, MAX_INT),
        )

    def preferredLayoutSize(self, target: Any) -> Dimension:
        return self._size(target, "preferred")

    def minimumLayoutSize(self, target: Any) -> Dimension:
        return self._size(target, "minimum")

    def maximumLayoutSize(self, target: Any) -> Dimension:
        return self._size(target, "maximum")

    def getLayoutAlignmentX(self, target: Any) -> float:
        return self._requests()[2].alignment

    def getLayoutAlignmentY(self, target: Any) -> float:
        return self._requests()[3].alignment

    def layoutContainer(self, target: Any) -> None:
        self._check(target)
        xs, ys, xt, yt = self._requests()
        i = target.getInsets()
        width = target.getWidth() - (i.left + i.right)
        height = target.getHeight() - (i.top + i.bottom)
        if self._axis in (0, 2):
            xp, yp = _tiled_positions(width, xt, xs), _aligned_positions(height, yt, ys)
        else:
            xp, yp = _aligned_positions(width, xt, xs), _tiled_positions(height, yt, ys)
        for c, (x, w), (y, h) in zip(target.getComponents(), xp, yp, strict=True):
            c.setBounds(min(i.left + x, MAX_INT), min(i.top + y, MAX_INT), w, h)
