"""AWT's events, listeners and headless mode.

Headless is decided as a JVM decides it, once, on first use: the system property
``java.awt.headless`` (``System.setProperty`` before any AWT use, as in Java), else no
display (``DISPLAY`` unset on Linux). Then every operation that needs a screen raises
``java.awt.HeadlessException``: with a null message when the property said so, with Java's
"No X11 DISPLAY variable was set" text when there was no display.

A listener is the program's object (a class or an anonymous class with the interface's
methods, an adapter's subclass) or a Python callable, which is what the port makes of a lambda
or a method reference given for a one-method interface (``ActionListener``)."""

from __future__ import annotations

import os
import sys
import time
from typing import Any

from porter.javalib import system
from porter.javalib.awt_geometry import Point
from porter.javalib.exceptions import JavaException, UnsupportedOperationException

_NO_DISPLAY = (
    "\nNo X11 DISPLAY variable was set,\nbut this program performed an operation which requires it."
)
_headless: bool | None = None


class HeadlessException(UnsupportedOperationException):
    _java_name = "java.awt.HeadlessException"


class AWTException(JavaException):
    _java_name = "java.awt.AWTException"


def isHeadless() -> bool:
    global _headless
    if _headless is None:
        prop = system.getProperty("java.awt.headless")
        if prop is not None:
            _headless = prop.lower() == "true"
        else:
            _headless = sys.platform.startswith("linux") and not os.environ.get("DISPLAY")
    return _headless


def checkHeadless() -> None:
    """Raises Java's HeadlessException where an operation needs a screen."""
    if isHeadless():
        explicit = system.getProperty("java.awt.headless") is not None
        raise HeadlessException() if explicit else HeadlessException(_NO_DISPLAY)


class GraphicsEnvironment:
    @staticmethod
    def isHeadless() -> bool:
        return isHeadless()

    @staticmethod
    def getLocalGraphicsEnvironment() -> GraphicsEnvironment:
        return GraphicsEnvironment()

    def isHeadlessInstance(self) -> bool:
        return isHeadless()

    def getAvailableFontFamilyNames(self) -> list[str]:
        return ["Dialog", "DialogInput", "Monospaced", "SansSerif", "Serif"]


# -- events -------------------------------------------------------------------------------------


class EventObject:
    def __init__(self, source: Any) -> None:
        if source is None:
            raise ValueError("null source")  # Java's IllegalArgumentException
        self.source = source

    def getSource(self) -> Any:
        return self.source

    def toString(self) -> str:
        return f"{type(self)._java_name}[source={_string(self.source)}]"

    __str__ = toString
    _java_name = "java.util.EventObject"


def _string(value: Any) -> str:
    from porter.jdk import jstr

    return str(jstr(value))


class AWTEvent(EventObject):
    _java_name = "java.awt.AWTEvent"

    def __init__(self, source: Any, id: int) -> None:
        super().__init__(source)
        self.id = id
        self._consumed = False

    def getID(self) -> int:
        return self.id

    def consume(self) -> None:
        self._consumed = True

    def isConsumed(self) -> bool:
        return self._consumed

    def paramString(self) -> str:
        return ""

    def toString(self) -> str:
        name = getattr(self.source, "getName", lambda: None)()
        return f"{self._java_name}[{self.paramString()}] on {_string(name)}"

    __str__ = toString


class ActionEvent(AWTEvent):
    _java_name = "java.awt.event.ActionEvent"
    ACTION_PERFORMED = 1001
    SHIFT_MASK, CTRL_MASK, META_MASK, ALT_MASK = 1, 2, 4, 8

    def __init__(
        self, source: Any, id: int, command: str | None, when: Any = 0, modifiers: int = 0
    ) -> None:
        super().__init__(source, id)
        self._command = command
        self._when = int(when)
        self._modifiers = modifiers

    def getActionCommand(self) -> str | None:
        return self._command

    def getWhen(self) -> int:
        return self._when

    def getModifiers(self) -> int:
        return self._modifiers

    def paramString(self) -> str:
        kind = "ACTION_PERFORMED" if self.id == 1001 else "unknown type"
        return f"{kind},cmd={_string(self._command)},when={self._when},modifiers="


class ItemEvent(AWTEvent):
    """An item's selection changed (a combo box's, a check box's)."""

    _java_name = "java.awt.event.ItemEvent"
    ITEM_STATE_CHANGED = 701
    SELECTED, DESELECTED = 1, 2

    def __init__(self, source: Any, id: int, item: Any, stateChange: int) -> None:
        super().__init__(source, id)
        self._item, self._state = item, stateChange

    def getItem(self) -> Any:
        return self._item

    def getStateChange(self) -> int:
        return self._state

    def getItemSelectable(self) -> Any:
        return self.source

    def paramString(self) -> str:
        state = {1: "SELECTED", 2: "DESELECTED"}.get(self._state, "unknown type")
        return f"ITEM_STATE_CHANGED,item={_string(self._item)},stateChange={state}"


class ItemListener:
    def itemStateChanged(self, e: ItemEvent) -> None:
        pass


class ComponentEvent(AWTEvent):
    _java_name = "java.awt.event.ComponentEvent"
    COMPONENT_MOVED, COMPONENT_RESIZED, COMPONENT_SHOWN, COMPONENT_HIDDEN = 100, 101, 102, 103

    def getComponent(self) -> Any:
        return self.source


class InputEvent(ComponentEvent):
    SHIFT_DOWN_MASK, CTRL_DOWN_MASK, META_DOWN_MASK, ALT_DOWN_MASK = 64, 128, 256, 512
    BUTTON1_DOWN_MASK, BUTTON2_DOWN_MASK, BUTTON3_DOWN_MASK = 1024, 2048, 4096
    SHIFT_MASK, CTRL_MASK, META_MASK, ALT_MASK = 1, 2, 4, 8
    BUTTON1_MASK, BUTTON2_MASK, BUTTON3_MASK = 16, 8, 4

    def __init__(self, source: Any, id: int, when: Any, modifiers: int) -> None:
        super().__init__(source, id)
        self._when = int(when)
        self._modifiers = modifiers

    def getWhen(self) -> int:
        return self._when

    def getModifiers(self) -> int:
        return self._modifiers

    getModifiersEx = getModifiers

    def isShiftDown(self) -> bool:
        return bool(self._modifiers & (1 | 64))

    def isControlDown(self) -> bool:
        return bool(self._modifiers & (2 | 128))

    def isAltDown(self) -> bool:
        return bool(self._modifiers & (8 | 512))


class MouseEvent(InputEvent):
    _java_name = "java.awt.event.MouseEvent"
    MOUSE_CLICKED, MOUSE_PRESSED, MOUSE_RELEASED, MOUSE_MOVED = 500, 501, 502, 503
    MOUSE_ENTERED, MOUSE_EXITED, MOUSE_DRAGGED, MOUSE_WHEEL = 504, 505, 506, 507
    NOBUTTON, BUTTON1, BUTTON2, BUTTON3 = 0, 1, 2, 3

    def __init__(
        self,
        source: Any,
        id: int,
        when: Any,
        modifiers: int,
        x: int,
        y: int,
        *rest: Any,
    ) -> None:
        """``(source, id, when, modifiers, x, y, clickCount, popupTrigger[, button])`` or
        with the screen position: ``(..., x, y, xAbs, yAbs, clickCount, popupTrigger,
        button)``."""
        super().__init__(source, id, when, modifiers)
        self._x, self._y = int(x), int(y)
        if len(rest) == 5:
            rest = rest[2:]
        self._clicks = int(rest[0]) if rest else 0
        self._popup = bool(rest[1]) if len(rest) > 1 else False
        button = int(rest[2]) if len(rest) > 2 else 0
        if button == 0 and id in (500, 501, 502) and modifiers & 16:
            button = 1  # the old BUTTON1_MASK modifier names the button (Java does so too)
        self._button = button

    def getX(self) -> int:
        return self._x

    def getY(self) -> int:
        return self._y

    def getPoint(self) -> Point:
        return Point(self._x, self._y)

    def getClickCount(self) -> int:
        return self._clicks

    def getButton(self) -> int:
        return self._button

    def isPopupTrigger(self) -> bool:
        return self._popup

    def translatePoint(self, dx: int, dy: int) -> None:
        self._x += dx
        self._y += dy


class KeyEvent(InputEvent):
    _java_name = "java.awt.event.KeyEvent"
    KEY_TYPED, KEY_PRESSED, KEY_RELEASED = 400, 401, 402
    CHAR_UNDEFINED = "\uffff"
    VK_UNDEFINED = 0
    VK_ENTER, VK_BACK_SPACE, VK_TAB, VK_SHIFT, VK_CONTROL, VK_ALT = 10, 8, 9, 16, 17, 18
    VK_ESCAPE, VK_SPACE, VK_DELETE = 27, 32, 127
    VK_LEFT, VK_UP, VK_RIGHT, VK_DOWN = 37, 38, 39, 40

    def __init__(
        self, source: Any, id: int, when: Any, modifiers: int, code: int, char: Any = "\uffff"
    ) -> None:
        super().__init__(source, id, when, modifiers)
        self._code = code
        self._char = char if isinstance(char, str) else chr(char)

    def getKeyCode(self) -> int:
        return self._code

    def getKeyChar(self) -> str:
        return self._char

    def setKeyCode(self, code: int) -> None:
        self._code = code

    def setKeyChar(self, char: str) -> None:
        self._char = char


for _i in range(26):  # VK_A..VK_Z are the capitals' codes, VK_0..VK_9 the digits'
    setattr(KeyEvent, f"VK_{chr(65 + _i)}", 65 + _i)
for _i in range(10):
    setattr(KeyEvent, f"VK_{_i}", 48 + _i)


class WindowEvent(ComponentEvent):
    _java_name = "java.awt.event.WindowEvent"
    WINDOW_OPENED, WINDOW_CLOSING, WINDOW_CLOSED, WINDOW_ICONIFIED = 200, 201, 202, 203
    WINDOW_DEICONIFIED, WINDOW_ACTIVATED, WINDOW_DEACTIVATED = 204, 205, 206

    def getWindow(self) -> Any:
        return self.source


class ChangeEvent(EventObject):
    _java_name = "javax.swing.event.ChangeEvent"


def now() -> int:
    """``System.currentTimeMillis()``: the time stamp of an event the toolkit makes."""
    return int(time.time() * 1000)


# -- listeners: Java's interfaces and adapters ---------------------------------------------------


class EventListener:
    pass


class ActionListener(EventListener):
    pass


class MouseListener(EventListener):
    pass


class MouseMotionListener(EventListener):
    pass


class MouseWheelListener(EventListener):
    pass


class KeyListener(EventListener):
    pass


class WindowListener(EventListener):
    pass


class ComponentListener(EventListener):
    pass


class ChangeListener(EventListener):
    pass


class MouseAdapter(MouseListener, MouseMotionListener, MouseWheelListener):
    def mouseClicked(self, e: MouseEvent) -> None:
        pass

    def mousePressed(self, e: MouseEvent) -> None:
        pass

    def mouseReleased(self, e: MouseEvent) -> None:
        pass

    def mouseEntered(self, e: MouseEvent) -> None:
        pass

    def mouseExited(self, e: MouseEvent) -> None:
        pass

    def mouseDragged(self, e: MouseEvent) -> None:
        pass

    def mouseMoved(self, e: MouseEvent) -> None:
        pass

    def mouseWheelMoved(self, e: MouseEvent) -> None:
        pass


class MouseMotionAdapter(MouseMotionListener):
    def mouseDragged(self, e: MouseEvent) -> None:
        pass

    def mouseMoved(self, e: MouseEvent) -> None:
        pass


class KeyAdapter(KeyListener):
    def keyTyped(self, e: KeyEvent) -> None:
        pass

    def keyPressed(self, e: KeyEvent) -> None:
        pass

    def keyReleased(self, e: KeyEvent) -> None:
        pass


class WindowAdapter(WindowListener):
    def windowOpened(self, e: WindowEvent) -> None:
        pass

    def windowClosing(self, e: WindowEvent) -> None:
        pass

    def windowClosed(self, e: WindowEvent) -> None:
        pass

    def windowIconified(self, e: WindowEvent) -> None:
        pass

    def windowDeiconified(self, e: WindowEvent) -> None:
        pass

    def windowActivated(self, e: WindowEvent) -> None:
        pass

    def windowDeactivated(self, e: WindowEvent) -> None:
        pass


class ComponentAdapter(ComponentListener):
    def componentResized(self, e: ComponentEvent) -> None:
        pass

    def componentMoved(self, e: ComponentEvent) -> None:
        pass

    def componentShown(self, e: ComponentEvent) -> None:
        pass

    def componentHidden(self, e: ComponentEvent) -> None:
        pass


def notify(listener: Any, method: str, event: Any) -> None:
    """Calls the listener's method: its own, or the callable a lambda was ported to."""
    found = getattr(listener, method, None)
    if found is not None:
        found(event)
    elif callable(listener):
        listener(event)


# The listener method an event id is delivered to, and the listener kind that receives it.
DELIVERY: dict[int, tuple[str, str]] = {
    500: ("mouse", "mouseClicked"),
    501: ("mouse", "mousePressed"),
    502: ("mouse", "mouseReleased"),
    504: ("mouse", "mouseEntered"),
    505: ("mouse", "mouseExited"),
    503: ("mouseMotion", "mouseMoved"),
    506: ("mouseMotion", "mouseDragged"),
    507: ("mouseWheel", "mouseWheelMoved"),
    400: ("key", "keyTyped"),
    401: ("key", "keyPressed"),
    402: ("key", "keyReleased"),
    200: ("window", "windowOpened"),
    201: ("window", "windowClosing"),
    202: ("window", "windowClosed"),
    203: ("window", "windowIconified"),
    204: ("window", "windowDeiconified"),
    205: ("window", "windowActivated"),
    206: ("window", "windowDeactivated"),
    100: ("component", "componentMoved"),
    101: ("component", "componentResized"),
    102: ("component", "componentShown"),
    103: ("component", "componentHidden"),
    1001: ("action", "actionPerformed"),
}
