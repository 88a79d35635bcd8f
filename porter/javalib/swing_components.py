"""Swing's lightweight components: Python objects that keep Swing's state (bounds, sizes,
text, icon, colors, visibility, children, layout manager, listeners) and paint into the
``Graphics2D`` of ``porter.javalib.images``. None of them needs a screen, so they work
headless as in Java; windows are ``porter.javalib.swing_windows``'.

Exact: the Metal look's defaults (colors, fonts, a button's margins and border), preferred
sizes of labels and buttons with Dialog 12 text (``porter.javalib.awt_fonts``), layouts,
validation, listener order (a button's ``ActionListener``s last added first, as Swing's
``EventListenerList`` fires them; AWT's mouse and key listeners in the order added). Painting
is Swing's order (``paintComponent``, border, children clipped to their bounds), with the
program's ``paintComponent`` override; the look's own pixels (a button's gradient, text
glyphs) are not Metal's."""

from __future__ import annotations

from typing import Any

from porter.javalib import awt_events
from porter.javalib.awt_events import ActionEvent, notify
from porter.javalib.awt_fonts import FontMetrics
from porter.javalib.awt_geometry import Dimension, Insets, Point
from porter.javalib.awt_layouts import SHORT_MAX, FlowLayout
from porter.javalib.event_queue import DISPATCHER
from porter.javalib.images import BufferedImage, Color, Font, Rectangle


class ColorUIResource(Color):
    """A look-and-feel color: a ``Color`` that prints with its own class name."""

    _java_name = "javax.swing.plaf.ColorUIResource"

    def toString(self) -> str:
        r, g, b, _ = self._rgba
        return f"{self._java_name}[r={r},g={g},b={b}]"

    __str__ = toString


class PrintColorUIResource(ColorUIResource):
    _java_name = "sun.swing.PrintColorUIResource"


class FontUIResource(Font):
    def toString(self) -> str:
        style = ["plain", "bold", "italic", "bolditalic"][self.getStyle()]
        name = self.getName()
        return (
            f"javax.swing.plaf.FontUIResource[family={name},name={name},"
            f"style={style},size={self.getSize()}]"
        )

    __str__ = toString


# Metal's defaults (the Ocean theme of JDK 17).
CONTROL = ColorUIResource(238, 238, 238)
TEXT = PrintColorUIResource(51, 51, 51)
CONTROL_FONT = FontUIResource("Dialog", Font.BOLD, 12)
PLAIN_FONT = FontUIResource("Dialog", Font.PLAIN, 12)


# -- borders --------------------------------------------------------------------------------------


class Border:
    def getBorderInsets(self, c: Any = None) -> Insets:
        return Insets()

    def paintBorder(self, c: Any, g: Any, x: int, y: int, w: int, h: int) -> None:
        pass

    def isBorderOpaque(self) -> bool:
        return False


class EmptyBorder(Border):
    def __init__(self, top: Any = 0, left: int = 0, bottom: int = 0, right: int = 0) -> None:
        if isinstance(top, Insets):
            top, left, bottom, right = top.top, top.left, top.bottom, top.right
        self._insets = (top, left, bottom, right)

    def getBorderInsets(self, c: Any = None) -> Insets:
        return Insets(*self._insets)


class LineBorder(Border):
    def __init__(self, color: Color, thickness: int = 1, rounded: bool = False) -> None:
        self._color, self._thickness = color, thickness

    def getLineColor(self) -> Color:
        return self._color

    def getThickness(self) -> int:
        return self._thickness

    def getBorderInsets(self, c: Any = None) -> Insets:
        t = self._thickness
        return Insets(t, t, t, t)

    def paintBorder(self, c: Any, g: Any, x: int, y: int, w: int, h: int) -> None:
        old = g.getColor()
        g.setColor(self._color)
        for i in range(self._thickness):
            g.drawRect(x + i, y + i, w - i - i - 1, h - i - i - 1)
        g.setColor(old)


class _MetalButtonBorder(Border):
    def getBorderInsets(self, c: Any = None) -> Insets:
        return Insets(3, 3, 3, 3)


class EtchedBorder(Border):
    RAISED, LOWERED = 0, 1

    def __init__(self, etchType: Any = 1, highlight: Any = None, shadow: Any = None) -> None:
        if isinstance(etchType, Color):  # EtchedBorder(highlight, shadow)
            etchType, highlight, shadow = EtchedBorder.LOWERED, etchType, highlight
        self._etch, self._highlight, self._shadow = etchType, highlight, shadow

    def getEtchType(self) -> int:
        return int(self._etch)

    def getBorderInsets(self, c: Any = None) -> Insets:
        return Insets(2, 2, 2, 2)


class CompoundBorder(Border):
    def __init__(self, outside: Border | None = None, inside: Border | None = None) -> None:
        self._outside, self._inside = outside, inside

    def getOutsideBorder(self) -> Border | None:
        return self._outside

    def getInsideBorder(self) -> Border | None:
        return self._inside

    def getBorderInsets(self, c: Any = None) -> Insets:
        top = left = bottom = right = 0
        for b in (self._outside, self._inside):
            if b is not None:
                i = b.getBorderInsets(c)
                top, left, bottom, right = (
                    top + i.top,
                    left + i.left,
                    bottom + i.bottom,
                    right + i.right,
                )
        return Insets(top, left, bottom, right)


class TitledBorder(Border):
    """A border with a title: its text, justification and position as Swing keeps them
    (``LEADING`` and ``DEFAULT_POSITION`` unless given); the insets are its border's (the
    title's own room, which depends on Swing's label metrics, is not added)."""

    DEFAULT_POSITION, ABOVE_TOP, TOP, BELOW_TOP = 0, 1, 2, 3
    ABOVE_BOTTOM, BOTTOM, BELOW_BOTTOM = 4, 5, 6
    DEFAULT_JUSTIFICATION, LEFT, CENTER, RIGHT, LEADING, TRAILING = 0, 1, 2, 3, 4, 5

    def __init__(
        self,
        border: Any = None,
        title: str | None = None,
        justification: int = LEADING,
        position: int = DEFAULT_POSITION,
        font: Font | None = None,
        color: Color | None = None,
    ) -> None:
        if isinstance(border, str) or (border is None and title is None):
            border, title = None, border  # TitledBorder(String title)
        self._border = border if border is not None else EtchedBorder()
        self._title, self._justification, self._position = title, justification, position
        self._font, self._color = font, color

    def getTitle(self) -> str | None:
        return self._title

    def setTitle(self, title: str | None) -> None:
        self._title = title

    def getBorder(self) -> Border:
        return self._border

    def setBorder(self, border: Border) -> None:
        self._border = border

    def getTitleJustification(self) -> int:
        return self._justification

    def setTitleJustification(self, justification: int) -> None:
        self._justification = justification

    def getTitlePosition(self) -> int:
        return self._position

    def setTitlePosition(self, position: int) -> None:
        self._position = position

    def getTitleFont(self) -> Font:
        return self._font if self._font is not None else PLAIN_FONT

    def setTitleFont(self, font: Font | None) -> None:
        self._font = font

    def getTitleColor(self) -> Color:
        return self._color if self._color is not None else TEXT

    def setTitleColor(self, color: Color | None) -> None:
        self._color = color

    def getBorderInsets(self, c: Any = None) -> Insets:
        return self._border.getBorderInsets(c)


class BorderFactory:
    @staticmethod
    def createEmptyBorder(top: int = 0, left: int = 0, bottom: int = 0, right: int = 0) -> Border:
        return EmptyBorder(top, left, bottom, right)

    @staticmethod
    def createLineBorder(color: Color, thickness: int = 1, rounded: bool = False) -> Border:
        return LineBorder(color, thickness, rounded)

    @staticmethod
    def createTitledBorder(*args: Any) -> TitledBorder:
        """``(title)``, ``(border)``, ``(border, title[, justification, position[, font[,
        color]]])``."""
        if len(args) == 1 and not isinstance(args[0], Border):
            return TitledBorder(args[0])
        border, title, *rest = (*args, None) if len(args) == 1 else args
        return TitledBorder(border, title if title is not None else "", *rest)

    @staticmethod
    def createEtchedBorder(*args: Any) -> Border:
        return EtchedBorder(*args)

    @staticmethod
    def createCompoundBorder(outside: Border | None = None, inside: Border | None = None) -> Border:
        return CompoundBorder(outside, inside)


# -- Component and Container ----------------------------------------------------------------------


class Component:
    TOP_ALIGNMENT, CENTER_ALIGNMENT, BOTTOM_ALIGNMENT = 0.0, 0.5, 1.0
    LEFT_ALIGNMENT, RIGHT_ALIGNMENT = 0.0, 1.0

    def __init__(self) -> None:
        # (setdefault: a subclass of the program may have set fields before it called
        # super(), which Java cannot; the port's constructors run in Python's order)
        self._x = self._y = self._w = self._h = 0
        self._parent: Any = None
        self._visible = True
        self._enabled = True
        self._valid = False
        self._name: str | None = None
        self._background: Color | None = None
        self._foreground: Color | None = None
        self._font: Font | None = None
        self._pref: Dimension | None = None
        self._min: Dimension | None = None
        self._max: Dimension | None = None
        self._listeners: dict[str, list[Any]] = {}
        self._focusable = True

    # -- geometry

    def getX(self) -> int:
        return self._x

    def getY(self) -> int:
        return self._y

    def getWidth(self) -> int:
        return self._w

    def getHeight(self) -> int:
        return self._h

    def getLocation(self) -> Point:
        return Point(self._x, self._y)

    def getSize(self) -> Dimension:
        return Dimension(self._w, self._h)

    def getBounds(self) -> Rectangle:
        return Rectangle(self._x, self._y, self._w, self._h)

    def setBounds(self, x: Any, y: int = 0, width: int = 0, height: int = 0) -> None:
        if isinstance(x, Rectangle):
            x, y, width, height = x.x, x.y, x.width, x.height
        resized = (self._w, self._h) != (width, height)
        self._x, self._y, self._w, self._h = int(x), int(y), int(width), int(height)
        if resized:
            self.invalidate()

    def setLocation(self, x: Any, y: int = 0) -> None:
        if isinstance(x, Point):
            x, y = x.x, x.y
        self.setBounds(x, y, self._w, self._h)

    def setSize(self, width: Any, height: int = 0) -> None:
        if isinstance(width, Dimension):
            width, height = width.width, width.height
        self.setBounds(self._x, self._y, width, height)

    def contains(self, x: Any, y: int = 0) -> bool:
        if isinstance(x, Point):
            x, y = x.x, x.y
        return 0 <= x < self._w and 0 <= y < self._h

    # -- sizes

    def setPreferredSize(self, size: Dimension | None) -> None:
        self._pref = None if size is None else Dimension(size)
        self.invalidate()

    def isPreferredSizeSet(self) -> bool:
        return self._pref is not None

    def getPreferredSize(self) -> Dimension:
        if self._pref is not None:
            return Dimension(self._pref)
        return self._own_preferred()

    def _own_preferred(self) -> Dimension:
        return Dimension(self._w, self._h)  # AWT: the current size

    def setMinimumSize(self, size: Dimension | None) -> None:
        self._min = None if size is None else Dimension(size)

    def getMinimumSize(self) -> Dimension:
        if self._min is not None:
            return Dimension(self._min)
        return self._own_minimum()

    def _own_minimum(self) -> Dimension:
        return Dimension(self._w, self._h)

    def setMaximumSize(self, size: Dimension | None) -> None:
        self._max = None if size is None else Dimension(size)

    def getMaximumSize(self) -> Dimension:
        if self._max is not None:
            return Dimension(self._max)
        return self._own_maximum()

    def _own_maximum(self) -> Dimension:
        return Dimension(SHORT_MAX, SHORT_MAX)

    def getAlignmentX(self) -> float:
        return 0.5

    def getAlignmentY(self) -> float:
        return 0.5

    # -- state

    def isVisible(self) -> bool:
        return self._visible

    def setVisible(self, visible: bool) -> None:
        if visible != self._visible:
            self._visible = visible
            if self._parent is not None:
                self._parent.invalidate()

    def show(self) -> None:
        self.setVisible(True)

    def hide(self) -> None:
        self.setVisible(False)

    def isEnabled(self) -> bool:
        return self._enabled

    def setEnabled(self, enabled: bool) -> None:
        self._enabled = enabled
        self.repaint()

    def getName(self) -> str | None:
        return self._name

    def setName(self, name: str | None) -> None:
        self._name = name

    def getParent(self) -> Any:
        return self._parent

    def getBackground(self) -> Color | None:
        if self._background is None and self._parent is not None:
            return self._parent.getBackground()
        return self._background

    def setBackground(self, color: Color | None) -> None:
        self._background = color
        self.repaint()

    def getForeground(self) -> Color | None:
        if self._foreground is None and self._parent is not None:
            return self._parent.getForeground()
        return self._foreground

    def setForeground(self, color: Color | None) -> None:
        self._foreground = color
        self.repaint()

    def getFont(self) -> Font | None:
        if self._font is None and self._parent is not None:
            return self._parent.getFont()
        return self._font

    def setFont(self, font: Font | None) -> None:
        self._font = font
        self.invalidate()

    def getFontMetrics(self, font: Font) -> FontMetrics:
        return FontMetrics(font)

    def setFocusable(self, focusable: bool) -> None:
        self._focusable = focusable

    def isFocusable(self) -> bool:
        return self._focusable

    def requestFocus(self) -> None:
        pass

    def requestFocusInWindow(self) -> bool:
        return False  # no focus without a showing window

    def setCursor(self, cursor: Any) -> None:
        pass

    def isDisplayable(self) -> bool:
        return self._parent is not None and self._parent.isDisplayable()

    def isShowing(self) -> bool:
        return self._visible and self._parent is not None and self._parent.isShowing()

    # -- validation

    def isValid(self) -> bool:
        return self._valid

    def invalidate(self) -> None:
        self._valid = False
        if self._parent is not None and self._parent._valid:
            self._parent.invalidate()

    def validate(self) -> None:
        self._valid = True

    def revalidate(self) -> None:
        self.invalidate()
        root = self
        while root._parent is not None:
            root = root._parent
        if root.isShowing():  # Swing validates a showing tree later, on the event thread
            DISPATCHER.post(root.validate)

    def doLayout(self) -> None:
        pass

    # -- painting

    def getGraphics(self) -> Any:
        """Null unless the component is on screen (as Java's, headless always)."""
        window = self._window()
        return None if window is None else window._component_graphics(self)

    def _window(self) -> Any:
        c: Any = self
        while c is not None and not hasattr(c, "_component_graphics"):
            c = c._parent
        return c if c is not None and c.isShowing() else None

    def paint(self, g: Any) -> None:
        pass

    def update(self, g: Any) -> None:
        self.paint(g)

    def paintAll(self, g: Any) -> None:
        self.paint(g)

    def print(self, g: Any) -> None:
        self.paint(g)

    def printAll(self, g: Any) -> None:
        self.paint(g)

    def repaint(self, *area: Any) -> None:
        """Schedules a paint of the window that shows the component; a component that is
        not showing (always, headless) is not painted, as in Java."""
        window = self._window()
        if window is not None:
            window._schedule_paint()

    def createImage(self, width: int, height: int) -> BufferedImage | None:
        window = self._window()
        return None if window is None else BufferedImage(width, height, 1)

    # -- events

    def _add(self, kind: str, listener: Any) -> None:
        if listener is not None:
            self._listeners.setdefault(kind, []).append(listener)

    def _remove(self, kind: str, listener: Any) -> None:
        found = self._listeners.get(kind, [])
        if listener in found:
            found.remove(listener)

    def _get(self, kind: str) -> list[Any]:
        return list(self._listeners.get(kind, []))

    def addMouseListener(self, listener: Any) -> None:
        self._add("mouse", listener)

    def removeMouseListener(self, listener: Any) -> None:
        self._remove("mouse", listener)

    def getMouseListeners(self) -> list[Any]:
        return self._get("mouse")

    def addMouseMotionListener(self, listener: Any) -> None:
        self._add("mouseMotion", listener)

    def removeMouseMotionListener(self, listener: Any) -> None:
        self._remove("mouseMotion", listener)

    def getMouseMotionListeners(self) -> list[Any]:
        return self._get("mouseMotion")

    def addMouseWheelListener(self, listener: Any) -> None:
        self._add("mouseWheel", listener)

    def addKeyListener(self, listener: Any) -> None:
        self._add("key", listener)

    def removeKeyListener(self, listener: Any) -> None:
        self._remove("key", listener)

    def getKeyListeners(self) -> list[Any]:
        return self._get("key")

    def addComponentListener(self, listener: Any) -> None:
        self._add("component", listener)

    def dispatchEvent(self, event: Any) -> None:
        """Delivers the event to this component's listeners of its kind, in the order they
        were added (AWT's multicaster), unless the component is disabled (Java drops the
        input events of a disabled component). Key events are Java's focus owner's, and
        without a showing window (headless always) there is none: they are dropped, as Java
        drops them; in a shown window the component is taken to have the focus."""
        if isinstance(event, awt_events.InputEvent) and not self._enabled:
            return
        if isinstance(event, awt_events.KeyEvent) and self._window() is None:
            return  # key events go to the focus owner: none without a showing window
        self.processEvent(event)

    def processEvent(self, event: Any) -> None:
        kind, method = awt_events.DELIVERY.get(event.getID(), ("", ""))
        for listener in self._get(kind):
            notify(listener, method, event)


class Container(Component):
    def __init__(self) -> None:
        super().__init__()
        self._children: list[Component] = []
        self._layout: Any = None

    def getLayout(self) -> Any:
        return self._layout

    def setLayout(self, layout: Any) -> None:
        self._layout = layout
        self.invalidate()

    def add(self, comp: Any, *where: Any) -> Any:
        """``add(comp)``, ``add(comp, constraints)``, ``add(comp, index)``,
        ``add(comp, constraints, index)`` or ``add(name, comp)``."""
        constraints: Any = None
        index = -1
        if isinstance(comp, str) and where:  # add(String name, Component comp)
            comp, constraints = where[0], comp
        elif len(where) == 2:
            constraints, index = where
        elif len(where) == 1:
            if isinstance(where[0], int) and not isinstance(where[0], bool):
                index = where[0]
            else:
                constraints = where[0]
        return self._add_impl(comp, constraints, index)

    def _add_impl(self, comp: Any, constraints: Any, index: int) -> Any:
        if comp is self or (isinstance(comp, Container) and comp._is_ancestor_of(self)):
            raise ValueError("adding container's parent to itself")
        if hasattr(comp, "_component_graphics"):
            raise ValueError("adding a window to a container")
        if comp._parent is not None:
            comp._parent.remove(comp)
        if index < 0:
            self._children.append(comp)
        else:
            self._children.insert(index, comp)
        comp._parent = self
        lm2 = hasattr(self._layout, "maximumLayoutSize")  # a LayoutManager2 takes any constraint
        if self._layout is not None and (lm2 or constraints is not None):
            self._layout.addLayoutComponent(comp, constraints)
        comp.invalidate()
        self.invalidate()
        return comp

    def _is_ancestor_of(self, c: Any) -> bool:
        p = c._parent
        while p is not None:
            if p is self:
                return True
            p = p._parent
        return False

    def remove(self, comp: Any) -> None:
        if isinstance(comp, int):
            comp = self._children[comp]
        if comp in self._children:
            self._children.remove(comp)
            comp._parent = None
            if self._layout is not None:
                self._layout.removeLayoutComponent(comp)
            self.invalidate()

    def removeAll(self) -> None:
        for c in list(self._children):
            self.remove(c)

    def getComponentCount(self) -> int:
        return len(self._children)

    def getComponent(self, n: int) -> Component:
        if not 0 <= n < len(self._children):
            raise IndexError(f"No such child: {n}")  # ArrayIndexOutOfBoundsException
        return self._children[n]

    def getComponents(self) -> list[Component]:
        return list(self._children)

    def isAncestorOf(self, c: Any) -> bool:
        return c is not None and self._is_ancestor_of(c)

    def getComponentAt(self, x: Any, y: int = 0) -> Any:
        if isinstance(x, Point):
            x, y = x.x, x.y
        if not self.contains(x, y):
            return None
        for c in self._children:
            if c.isVisible() and c.contains(x - c.getX(), y - c.getY()):
                return c
        return self

    def getInsets(self) -> Insets:
        return Insets()

    def _own_preferred(self) -> Dimension:
        if self._layout is not None:
            return self._layout.preferredLayoutSize(self)
        return super()._own_preferred()

    def _own_minimum(self) -> Dimension:
        if self._layout is not None:
            return self._layout.minimumLayoutSize(self)
        return super()._own_minimum()

    def _own_maximum(self) -> Dimension:
        if hasattr(self._layout, "maximumLayoutSize"):
            return self._layout.maximumLayoutSize(self)
        return super()._own_maximum()

    def doLayout(self) -> None:
        if self._layout is not None:
            self._layout.layoutContainer(self)

    layout = doLayout

    def validate(self) -> None:
        """Lays the tree out where it is invalid: this container, then its children. Only a
        displayable tree (in a packed or shown window) is validated, as in Java, where a
        container without a native peer ignores ``validate()``: a panel alone is laid out
        by ``doLayout()``."""
        if self._valid or not self.isDisplayable():
            return
        self.doLayout()
        for c in self._children:
            if not c._valid:
                c.validate()
        self._valid = True

    def paintComponents(self, g: Any) -> None:
        self._paint_children(g)

    def _paint_children(self, g: Any) -> None:
        if g.getClipBounds() is None:  # Swing clips the children to the parent then
            g = g.create(0, 0, self._w, self._h)
        for c in reversed(self._children):  # the first child is on top, painted last
            if c.isVisible() and c.getWidth() > 0 and c.getHeight() > 0:
                cg = g.create(c.getX(), c.getY(), c.getWidth(), c.getHeight())
                try:
                    c.paint(cg)
                finally:
                    cg.dispose()

    def paint(self, g: Any) -> None:
        self._paint_children(g)


# -- JComponent and the Swing components ------------------------------------------------------------


class JComponent(Container):
    WHEN_FOCUSED, WHEN_ANCESTOR_OF_FOCUSED_COMPONENT, WHEN_IN_FOCUSED_WINDOW = 0, 1, 2

    def __init__(self) -> None:
        super().__init__()
        self._opaque = False
        self._border: Border | None = None
        self._tooltip: str | None = None
        self._alignment_x: float | None = None
        self._alignment_y: float | None = None
        self._double_buffered = False
        self._properties: dict[Any, Any] = {}

    def isOpaque(self) -> bool:
        return self._opaque

    def setOpaque(self, opaque: bool) -> None:
        self._opaque = opaque

    def getBorder(self) -> Border | None:
        return self._border

    def setBorder(self, border: Border | None) -> None:
        self._border = border
        self.invalidate()

    def getInsets(self) -> Insets:
        return Insets() if self._border is None else self._border.getBorderInsets(self)

    def setToolTipText(self, text: str | None) -> None:
        self._tooltip = text

    def getToolTipText(self) -> str | None:
        return self._tooltip

    def setAlignmentX(self, alignment: float) -> None:
        self._alignment_x = min(1.0, max(0.0, alignment))

    def setAlignmentY(self, alignment: float) -> None:
        self._alignment_y = min(1.0, max(0.0, alignment))

    def getAlignmentX(self) -> float:
        return self._default_alignment_x() if self._alignment_x is None else self._alignment_x

    def _default_alignment_x(self) -> float:
        return 0.5

    def getAlignmentY(self) -> float:
        return 0.5 if self._alignment_y is None else self._alignment_y

    def setDoubleBuffered(self, on: bool) -> None:
        self._double_buffered = on

    def isDoubleBuffered(self) -> bool:
        return self._double_buffered

    def putClientProperty(self, key: Any, value: Any) -> None:
        self._properties[key] = value

    def getClientProperty(self, key: Any) -> Any:
        return self._properties.get(key)

    def getVisibleRect(self) -> Rectangle:
        return Rectangle(0, 0, self._w, self._h)

    def scrollRectToVisible(self, r: Rectangle) -> None:
        pass

    def _own_preferred(self) -> Dimension:
        ui = self._ui_size()
        return ui if ui is not None else super()._own_preferred()

    def _own_minimum(self) -> Dimension:
        ui = self._ui_size()
        return ui if ui is not None else super()._own_minimum()

    def _own_maximum(self) -> Dimension:
        ui = self._ui_size()
        return ui if ui is not None else super()._own_maximum()

    def _ui_size(self) -> Dimension | None:
        """The look's size of the component (a label's or button's), or None: its layout's."""
        return None

    def paint(self, g: Any) -> None:
        """Swing's order: the component, its border, its children (each clipped to its
        bounds), each on its own copy of the graphics context."""
        co = g.create()
        try:
            self.paintComponent(co)
            self.paintBorder(co)
            self.paintChildren(co)
        finally:
            co.dispose()

    def paintComponent(self, g: Any) -> None:
        """The look's painting: an opaque component fills its bounds with its background."""
        scratch = g.create()
        try:
            self._paint_ui(scratch)
        finally:
            scratch.dispose()

    def _paint_ui(self, g: Any) -> None:
        if self._opaque and self.getBackground() is not None:
            g.setColor(self.getBackground())
            g.fillRect(0, 0, self._w, self._h)

    def paintBorder(self, g: Any) -> None:
        if self._border is not None:
            self._border.paintBorder(self, g, 0, 0, self._w, self._h)

    def paintChildren(self, g: Any) -> None:
        self._paint_children(g)

    def paintImmediately(self, *area: Any) -> None:
        window = self._window()
        if window is not None:
            window._paint_now()

    def getRootPane(self) -> Any:
        c = self._parent
        while c is not None and not hasattr(c, "getContentPane"):
            c = c._parent
        return c


class JPanel(JComponent):
    def __init__(self, *args: Any) -> None:
        """``JPanel()`` and ``JPanel(boolean)`` have a ``FlowLayout``; ``JPanel(layout[,
        boolean])`` the given one, also null (absolute positions)."""
        super().__init__()
        double_buffered = args[-1] if args and isinstance(args[-1], bool) else True
        given = [a for a in args if not isinstance(a, bool)]
        self._layout = given[0] if given else FlowLayout()
        self._opaque = True
        self._background = CONTROL
        self._foreground = TEXT
        self._font = PLAIN_FONT
        self._double_buffered = double_buffered


class Icon:
    def getIconWidth(self) -> int:
        return 0

    def getIconHeight(self) -> int:
        return 0

    def paintIcon(self, c: Any, g: Any, x: int, y: int) -> None:
        pass


class ImageIcon(Icon):
    """An image to show: from a file name or URL (read as ``ImageIO`` reads it), or a
    ``BufferedImage``. A file that cannot be read gives an icon of size -1, as Java's; its
    ``getImage()`` is null in the port (Java's is an empty image that fails to load)."""

    def __init__(self, source: Any = None, description: str | None = None) -> None:
        from porter.javalib.images import ImageIO

        self._description = description
        self._image: Any = None
        if isinstance(source, BufferedImage):
            self._image = source
        elif source is not None:
            try:
                self._image = ImageIO.read(source)
            except OSError:
                self._image = None
            if description is None:
                self._description = str(source)

    def getImage(self) -> Any:
        return self._image

    def setImage(self, image: Any) -> None:
        self._image = image

    def getIconWidth(self) -> int:
        return -1 if self._image is None else self._image.getWidth()

    def getIconHeight(self) -> int:
        return -1 if self._image is None else self._image.getHeight()

    def getDescription(self) -> str | None:
        return self._description

    def setDescription(self, description: str | None) -> None:
        self._description = description

    def paintIcon(self, c: Any, g: Any, x: int, y: int) -> None:
        if self._image is not None:
            g.drawImage(self._image, x, y, c)

    def toString(self) -> str:
        return str(self._description) if self._description is not None else super().__str__()

    __str__ = toString


class SwingConstants:
    CENTER, TOP, LEFT, BOTTOM, RIGHT = 0, 1, 2, 3, 4
    NORTH, NORTH_EAST, EAST, SOUTH_EAST, SOUTH, SOUTH_WEST, WEST, NORTH_WEST = range(1, 9)
    HORIZONTAL, VERTICAL = 0, 1
    LEADING, TRAILING, NEXT, PREVIOUS = 10, 11, 12, 13


class _Labeled(JComponent, SwingConstants):
    """What a label and a button share: text, icon, the gap between them."""

    def __init__(self, text: str | None, icon: Icon | None) -> None:
        super().__init__()
        self._text = text
        self._icon = icon
        self._gap = 4
        self._font = CONTROL_FONT
        self._foreground = TEXT
        self._halign = SwingConstants.LEADING
        self._valign = SwingConstants.CENTER

    def getText(self) -> str | None:
        return self._text

    def setText(self, text: str | None) -> None:
        if text != self._text:
            self._text = text
            self.revalidate()
            self.repaint()

    def getIcon(self) -> Icon | None:
        return self._icon

    def setIcon(self, icon: Icon | None) -> None:
        if icon is not self._icon:
            self._icon = icon
            self.revalidate()
            self.repaint()

    def getIconTextGap(self) -> int:
        return self._gap

    def setIconTextGap(self, gap: int) -> None:
        self._gap = gap
        self.revalidate()

    def setHorizontalAlignment(self, alignment: int) -> None:
        self._halign = alignment

    def getHorizontalAlignment(self) -> int:
        return self._halign

    def setVerticalAlignment(self, alignment: int) -> None:
        self._valign = alignment

    def getVerticalAlignment(self) -> int:
        return self._valign

    def setHorizontalTextPosition(self, position: int) -> None:
        pass

    def setVerticalTextPosition(self, position: int) -> None:
        pass

    def _content_size(self) -> tuple[int, int]:
        """Icon and text side by side (Swing's default text position), as BasicLabelUI and
        BasicButtonUI measure them."""
        text = self._text or ""
        fm = FontMetrics(self.getFont())
        tw = fm.stringWidth(text) if text else 0
        th = fm.getHeight() if text else 0
        iw = self._icon.getIconWidth() if self._icon is not None else 0
        ih = self._icon.getIconHeight() if self._icon is not None else 0
        if self._icon is None:
            return tw, th
        if not text:
            return iw, ih
        return iw + self._gap + tw, max(ih, th)

    def _paint_content(self, g: Any, x0: int, y0: int, w: int, h: int) -> None:
        cw, ch = self._content_size()
        x = x0 + (max(0, (w - cw) // 2) if self._halign == SwingConstants.CENTER else 0)
        y = y0 + max(0, (h - ch) // 2)
        if self._icon is not None:
            ih = self._icon.getIconHeight()
            self._icon.paintIcon(self, g, x, y + (ch - ih) // 2)
            x += self._icon.getIconWidth() + (self._gap if self._text else 0)
        if self._text:
            fm = FontMetrics(self.getFont())
            g.setColor(self.getForeground() if self._enabled else Color(184, 207, 229))
            g.setFont(self.getFont())
            g.drawString(self._text, x, y + (ch - fm.getHeight()) // 2 + fm.getAscent())


class JLabel(_Labeled):
    def __init__(self, text: Any = None, icon: Any = None, alignment: int | None = None) -> None:
        if isinstance(text, Icon):  # JLabel(Icon[, alignment])
            text, icon, alignment = None, text, icon
        elif isinstance(icon, int) and not isinstance(icon, bool):  # JLabel(text, alignment)
            icon, alignment = None, icon
        super().__init__(text, icon)
        if alignment is not None:
            self._halign = alignment
        elif icon is not None and text is None:
            self._halign = SwingConstants.CENTER
        self._label_for: Any = None

    def _ui_size(self) -> Dimension | None:
        w, h = self._content_size()
        i = self.getInsets()
        return Dimension(w + i.left + i.right, h + i.top + i.bottom)

    def _default_alignment_x(self) -> float:
        return 0.0  # Swing's labels and buttons are left-aligned in a BoxLayout

    def setLabelFor(self, c: Any) -> None:
        self._label_for = c

    def getLabelFor(self) -> Any:
        return self._label_for

    def _paint_ui(self, g: Any) -> None:
        super()._paint_ui(g)
        i = self.getInsets()
        self._paint_content(
            g, i.left, i.top, self._w - i.left - i.right, self._h - i.top - i.bottom
        )


class AbstractButton(_Labeled):
    def __init__(self, text: str | None, icon: Icon | None) -> None:
        super().__init__(text, icon)
        self._command: str | None = None
        self._margin = Insets(2, 14, 2, 14)
        self._border = _MetalButtonBorder()
        self._opaque = True
        self._background = CONTROL
        self._halign = SwingConstants.CENTER
        self._selected = False
        self._mnemonic = 0
        self._pressed = False

    def getActionCommand(self) -> str | None:
        return self._text if self._command is None else self._command

    def setActionCommand(self, command: str | None) -> None:
        self._command = command

    def getMargin(self) -> Insets:
        return Insets(self._margin.top, self._margin.left, self._margin.bottom, self._margin.right)

    def setMargin(self, margin: Insets | None) -> None:
        self._margin = margin or Insets()
        self.revalidate()

    def isSelected(self) -> bool:
        return self._selected

    def setSelected(self, selected: bool) -> None:
        if selected != self._selected:
            self._selected = selected
            self._fire_state()

    def setMnemonic(self, key: Any) -> None:
        self._mnemonic = key if isinstance(key, int) else ord(str(key).upper())

    def getMnemonic(self) -> int:
        return self._mnemonic

    def setFocusPainted(self, on: bool) -> None:
        pass

    def setContentAreaFilled(self, on: bool) -> None:
        self._opaque = on

    def setBorderPainted(self, on: bool) -> None:
        pass

    def getInsets(self) -> Insets:
        b = super().getInsets()
        m = self._margin
        return Insets(b.top + m.top, b.left + m.left, b.bottom + m.bottom, b.right + m.right)

    def _ui_size(self) -> Dimension | None:
        w, h = self._content_size()
        i = self.getInsets()
        return Dimension(w + i.left + i.right, h + i.top + i.bottom)

    def _default_alignment_x(self) -> float:
        return 0.0

    def addActionListener(self, listener: Any) -> None:
        self._add("action", listener)

    def removeActionListener(self, listener: Any) -> None:
        self._remove("action", listener)

    def getActionListeners(self) -> list[Any]:
        return self._get("action")

    def addChangeListener(self, listener: Any) -> None:
        self._add("change", listener)

    def addItemListener(self, listener: Any) -> None:
        self._add("item", listener)

    def fireActionPerformed(self, event: ActionEvent) -> None:
        """Swing's EventListenerList: the listener added last is notified first."""
        command = event.getActionCommand()
        e = ActionEvent(self, ActionEvent.ACTION_PERFORMED, command, event.getWhen(), 0)
        for listener in reversed(self._get("action")):
            notify(listener, "actionPerformed", e)

    def _fire_state(self) -> None:
        e = awt_events.ChangeEvent(self)
        for listener in reversed(self._get("change")):
            notify(listener, "stateChanged", e)

    def doClick(self, press_time: int = 68) -> None:
        """Presses and releases the button: an enabled one fires its action (on the calling
        thread, as Java's); a disabled one does nothing."""
        if not self._enabled:
            return
        self._pressed = True
        self._fire_state()
        self._pressed = False
        self._clicked()
        self._fire_state()
        command = self.getActionCommand()
        self.fireActionPerformed(
            ActionEvent(self, ActionEvent.ACTION_PERFORMED, command, awt_events.now(), 0)
        )

    def _clicked(self) -> None:
        pass

    def _paint_ui(self, g: Any) -> None:
        super()._paint_ui(g)
        i = self.getInsets()
        self._paint_content(
            g, i.left, i.top, self._w - i.left - i.right, self._h - i.top - i.bottom
        )


class JButton(AbstractButton):
    def __init__(self, text: Any = None, icon: Icon | None = None) -> None:
        if isinstance(text, Icon):
            text, icon = None, text
        super().__init__(text or "", icon)


class JToggleButton(AbstractButton):
    def __init__(self, text: Any = None, icon: Any = None, selected: bool = False) -> None:
        if isinstance(icon, bool):
            icon, selected = None, icon
        super().__init__(text or "", icon)
        self._selected = selected

    def _clicked(self) -> None:
        self._selected = not self._selected


class JCheckBox(JToggleButton):
    pass


class JComboBox(JComponent):
    """A combo box's model and events as Swing's ``DefaultComboBoxModel`` and ``JComboBox``
    give them: the first item added (or given) is selected; a selection change fires
    ``ItemEvent``s (the old item deselected, the new one selected) and an action
    (``comboBoxChanged``); ``setSelectedItem`` of an item not in the list (not editable)
    does nothing. Listeners are notified last added first. Its look is not painted."""

    def __init__(self, items: Any = None) -> None:
        super().__init__()
        self._items: list[Any] = list(items) if items is not None else []
        self._selected: Any = self._items[0] if self._items else None
        self._reminder: Any = self._selected
        self._editable = False
        self._rows = 8
        self._command = "comboBoxChanged"
        self._selecting = False

    # -- the model
    def getItemCount(self) -> int:
        return len(self._items)

    def getItemAt(self, index: int) -> Any:
        return self._items[index] if 0 <= index < len(self._items) else None

    def getSelectedItem(self) -> Any:
        return self._selected

    def getSelectedIndex(self) -> int:
        for i, item in enumerate(self._items):
            if item is not None and item == self._selected:
                return i
        return -1

    def getSelectedObjects(self) -> list[Any]:
        return [] if self._selected is None else [self._selected]

    def _model_select(self, item: Any) -> None:
        """DefaultComboBoxModel.setSelectedItem: a change notifies the combo box."""
        if (self._selected is not None and self._selected != item) or (
            self._selected is None and item is not None
        ):
            self._selected = item
            self._contents_changed()

    def _contents_changed(self) -> None:
        old = self._reminder
        if old is None or old != self._selected:
            self._selected_item_changed()
            if not self._selecting:
                self._fire_action()

    def _selected_item_changed(self) -> None:
        if self._reminder is not None:
            self._fire_item(self._reminder, awt_events.ItemEvent.DESELECTED)
        self._reminder = self._selected
        if self._reminder is not None:
            self._fire_item(self._reminder, awt_events.ItemEvent.SELECTED)

    def _fire_item(self, item: Any, state: int) -> None:
        e = awt_events.ItemEvent(self, awt_events.ItemEvent.ITEM_STATE_CHANGED, item, state)
        for listener in reversed(self._get("item")):
            notify(listener, "itemStateChanged", e)

    def _fire_action(self) -> None:
        e = ActionEvent(self, ActionEvent.ACTION_PERFORMED, self._command, awt_events.now(), 0)
        for listener in reversed(self._get("action")):
            notify(listener, "actionPerformed", e)

    def setSelectedItem(self, item: Any) -> None:
        old = self._reminder
        chosen = item
        if old is None or old != item:
            if item is not None and not self._editable:
                found = [x for x in self._items if item == x]
                if not found:
                    return
                chosen = found[0]
            self._selecting = True
            self._model_select(chosen)
            self._selecting = False
            if self._reminder is not self._selected:
                self._selected_item_changed()
        self._fire_action()

    def setSelectedIndex(self, index: int) -> None:
        if index < -1 or index >= len(self._items):
            raise ValueError(f"setSelectedIndex: {index} out of bounds")
        self.setSelectedItem(None if index == -1 else self._items[index])

    def addItem(self, item: Any) -> None:
        self._items.append(item)
        if len(self._items) == 1 and self._selected is None and item is not None:
            self._model_select(item)

    def insertItemAt(self, item: Any, index: int) -> None:
        self._items.insert(index, item)

    def removeItemAt(self, index: int) -> None:
        if self._items[index] is self._selected or self._items[index] == self._selected:
            if index == 0:
                self._model_select(None if len(self._items) == 1 else self._items[1])
            else:
                self._model_select(self._items[index - 1])
        del self._items[index]
        self._contents_changed()

    def removeItem(self, item: Any) -> None:
        for i, x in enumerate(self._items):
            if x == item:
                self.removeItemAt(i)
                return

    def removeAllItems(self) -> None:
        self._items.clear()
        self._selected = None
        self._contents_changed()

    # -- settings
    def isEditable(self) -> bool:
        return self._editable

    def setEditable(self, editable: bool) -> None:
        self._editable = editable

    def getMaximumRowCount(self) -> int:
        return self._rows

    def setMaximumRowCount(self, count: int) -> None:
        self._rows = count

    def getActionCommand(self) -> str:
        return self._command

    def setActionCommand(self, command: str) -> None:
        self._command = command

    # -- listeners
    def addActionListener(self, listener: Any) -> None:
        self._add("action", listener)

    def removeActionListener(self, listener: Any) -> None:
        self._remove("action", listener)

    def getActionListeners(self) -> list[Any]:
        return self._get("action")

    def addItemListener(self, listener: Any) -> None:
        self._add("item", listener)

    def removeItemListener(self, listener: Any) -> None:
        self._remove("item", listener)

    def getItemListeners(self) -> list[Any]:
        return self._get("item")


class JScrollPane(JComponent):
    """A viewport on one view, which it shows at the view's preferred size (no scrolling:
    the viewport is the pane less its border)."""

    VERTICAL_SCROLLBAR_AS_NEEDED, VERTICAL_SCROLLBAR_NEVER, VERTICAL_SCROLLBAR_ALWAYS = 20, 21, 22
    HORIZONTAL_SCROLLBAR_AS_NEEDED, HORIZONTAL_SCROLLBAR_NEVER = 30, 31
    HORIZONTAL_SCROLLBAR_ALWAYS = 32

    def __init__(self, view: Any = None, vsb: int = 20, hsb: int = 30) -> None:
        super().__init__()
        self._opaque = True
        self._background = CONTROL
        self._border = EmptyBorder(1, 1, 2, 2)  # Metal's ScrollPaneBorder
        self._view: Any = None
        if view is not None and not isinstance(view, int):
            self.setViewportView(view)

    def setViewportView(self, view: Any) -> None:
        if self._view is not None:
            self.remove(self._view)
        self._view = view
        if view is not None:
            self.add(view)

    def getViewport(self) -> Any:
        return self

    def getView(self) -> Any:
        return self._view

    def setVerticalScrollBarPolicy(self, policy: int) -> None:
        pass

    def setHorizontalScrollBarPolicy(self, policy: int) -> None:
        pass

    def _own_preferred(self) -> Dimension:
        d = self._view.getPreferredSize() if self._view is not None else Dimension()
        i = self.getInsets()
        return Dimension(d.width + i.left + i.right, d.height + i.top + i.bottom)

    def doLayout(self) -> None:
        if self._view is not None:
            i = self.getInsets()
            d = self._view.getPreferredSize()
            self._view.setBounds(i.left, i.top, d.width, d.height)


class Filler(JComponent):
    def __init__(self, minimum: Dimension, preferred: Dimension, maximum: Dimension) -> None:
        super().__init__()
        self._min, self._pref, self._max = minimum, preferred, maximum

    def changeShape(self, minimum: Dimension, preferred: Dimension, maximum: Dimension) -> None:
        self._min, self._pref, self._max = minimum, preferred, maximum
        self.invalidate()


class Box(JComponent):
    """A container with a ``BoxLayout``, and ``BoxLayout``'s struts, glue and rigid areas."""

    Filler = Filler

    def __init__(self, axis: int) -> None:
        from porter.javalib.awt_layouts import BoxLayout

        super().__init__()
        self._layout = BoxLayout(self, axis)

    @staticmethod
    def createHorizontalBox() -> Box:
        return Box(0)

    @staticmethod
    def createVerticalBox() -> Box:
        return Box(1)

    @staticmethod
    def createRigidArea(d: Dimension) -> Component:
        return Filler(Dimension(d), Dimension(d), Dimension(d))

    @staticmethod
    def createHorizontalStrut(width: int) -> Component:
        return Filler(Dimension(width, 0), Dimension(width, 0), Dimension(width, SHORT_MAX))

    @staticmethod
    def createVerticalStrut(height: int) -> Component:
        return Filler(Dimension(0, height), Dimension(0, height), Dimension(SHORT_MAX, height))

    @staticmethod
    def createHorizontalGlue() -> Component:
        return Filler(Dimension(0, 0), Dimension(0, 0), Dimension(SHORT_MAX, 0))

    @staticmethod
    def createVerticalGlue() -> Component:
        return Filler(Dimension(0, 0), Dimension(0, 0), Dimension(0, SHORT_MAX))

    @staticmethod
    def createGlue() -> Component:
        return Filler(Dimension(0, 0), Dimension(0, 0), Dimension(SHORT_MAX, SHORT_MAX))


class JTextComponent(JComponent):
    """A text's state: its text, editable, the caret's one-pixel column in the preferred
    width (Swing's). Typing into it needs a screen's focus, which the port does not give."""

    def __init__(self, text: str | None) -> None:
        super().__init__()
        self._text = "" if text is None else text
        self._editable = True
        self._font = PLAIN_FONT
        self._opaque = True
        self._background = ColorUIResource(255, 255, 255)
        self._foreground = TEXT

    def getText(self) -> str:
        return self._text

    def setText(self, text: str | None) -> None:
        self._text = "" if text is None else text
        self.revalidate()
        self.repaint()

    def isEditable(self) -> bool:
        return self._editable

    def setEditable(self, editable: bool) -> None:
        self._editable = editable

    def _metrics(self) -> FontMetrics:
        return FontMetrics(self.getFont())

    def _paint_ui(self, g: Any) -> None:
        super()._paint_ui(g)
        fm = self._metrics()
        i = self.getInsets()
        g.setColor(self.getForeground())
        g.setFont(self.getFont())
        for n, line in enumerate(self._text.split("\n")):
            g.drawString(line, i.left, i.top + n * fm.getHeight() + fm.getAscent())


class JTextField(JTextComponent):
    def __init__(self, text: Any = None, columns: int = 0) -> None:
        if isinstance(text, int) and not isinstance(text, bool):  # JTextField(int columns)
            text, columns = None, text
        super().__init__(text)
        self._columns = columns
        self._border = EmptyBorder(2, 2, 2, 2)  # Metal's text field border
        self._command: str | None = None

    def getColumns(self) -> int:
        return self._columns

    def setColumns(self, columns: int) -> None:
        self._columns = columns
        self.revalidate()

    def setActionCommand(self, command: str | None) -> None:
        self._command = command

    def addActionListener(self, listener: Any) -> None:
        self._add("action", listener)

    def removeActionListener(self, listener: Any) -> None:
        self._remove("action", listener)

    def postActionEvent(self) -> None:
        """What Enter does: the field's action, its listeners last added first."""
        command = self._text if self._command is None else self._command
        e = ActionEvent(self, ActionEvent.ACTION_PERFORMED, command, awt_events.now(), 0)
        for listener in reversed(self._get("action")):
            notify(listener, "actionPerformed", e)

    def _ui_size(self) -> Dimension | None:
        fm, i = self._metrics(), self.getInsets()
        width = fm.stringWidth(self._text) + 1  # the caret's column
        if self._columns:
            width = self._columns * fm.charWidth("m")
        return Dimension(width + i.left + i.right, fm.getHeight() + i.top + i.bottom)

    def _own_maximum(self) -> Dimension:
        return Dimension(SHORT_MAX, SHORT_MAX)


class JTextArea(JTextComponent):
    def __init__(self, text: Any = None, rows: int = 0, columns: int = 0) -> None:
        if isinstance(text, int) and not isinstance(text, bool):  # JTextArea(rows, columns)
            text, rows, columns = None, text, rows
        super().__init__(text)
        self._rows, self._columns = rows, columns

    def append(self, text: str | None) -> None:
        if text:
            self.setText(self._text + text)

    def getLineCount(self) -> int:
        return self._text.count("\n") + 1

    def getRows(self) -> int:
        return self._rows

    def setRows(self, rows: int) -> None:
        self._rows = rows
        self.revalidate()

    def getColumns(self) -> int:
        return self._columns

    def setColumns(self, columns: int) -> None:
        self._columns = columns
        self.revalidate()

    def setLineWrap(self, wrap: bool) -> None:
        pass

    def setWrapStyleWord(self, word: bool) -> None:
        pass

    def _ui_size(self) -> Dimension | None:
        fm, i = self._metrics(), self.getInsets()
        lines = self._text.split("\n")
        width = max(fm.stringWidth(line) for line in lines) + 1  # the caret's column
        height = len(lines) * fm.getHeight()
        width = max(width, self._columns * fm.charWidth("m"))
        height = max(height, self._rows * fm.getHeight())
        return Dimension(width + i.left + i.right, height + i.top + i.bottom)

    def _own_maximum(self) -> Dimension:
        return Dimension(SHORT_MAX, SHORT_MAX)


class Cursor:
    """``java.awt.Cursor``: its type (a shown window's pointer is Tk's own)."""

    DEFAULT_CURSOR, CROSSHAIR_CURSOR, TEXT_CURSOR, WAIT_CURSOR, HAND_CURSOR = 0, 1, 2, 3, 12
    MOVE_CURSOR = 13

    def __init__(self, kind: int) -> None:
        self._type = kind

    def getType(self) -> int:
        return self._type

    @staticmethod
    def getPredefinedCursor(kind: int) -> Cursor:
        return Cursor(kind)

    @staticmethod
    def getDefaultCursor() -> Cursor:
        return Cursor(0)
