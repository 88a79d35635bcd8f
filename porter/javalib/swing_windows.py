"""Swing's top-level windows and dialogs: ``JFrame``, ``JDialog``, ``JOptionPane``,
``JFileChooser``, and ``SwingUtilities``, ``UIManager``, ``Toolkit``, ``Robot``.

Headless (``porter.javalib.awt_events.isHeadless``: as a JVM with ``-Djava.awt.headless=true``
or without a display), making a frame or dialog, showing an option pane or a file chooser's
dialog, and ``new Robot()`` raise what Java raises (``HeadlessException``, ``AWTException``);
the components inside them work, as in Java.

With a display, a window that is made visible is shown with tkinter
(``porter.javalib.swing_display``): its tree is laid out and painted into a ``BufferedImage``
by the port's Graphics2D, which Tk shows; Tk's mouse and key events are dispatched on the
event thread to the component under the pointer (mouse) or the window's content (keys).
What Tk does not give is not reproduced: native decorations' insets (a frame's insets are 0,
its size is its content's), focus traversal, menus, look-and-feel pixels."""

from __future__ import annotations

import os
from typing import Any

from porter.javalib import awt_events
from porter.javalib.awt_events import WindowEvent, checkHeadless, notify
from porter.javalib.awt_geometry import Dimension
from porter.javalib.awt_layouts import BorderLayout
from porter.javalib.event_queue import DISPATCHER, EventQueue
from porter.javalib.files import File
from porter.javalib.images import BufferedImage
from porter.javalib.swing_components import CONTROL, JComponent, JPanel


class WindowConstants:
    DO_NOTHING_ON_CLOSE, HIDE_ON_CLOSE, DISPOSE_ON_CLOSE, EXIT_ON_CLOSE = 0, 1, 2, 3


class Window(JComponent, WindowConstants):
    """A top-level window: a content pane with a ``BorderLayout`` that ``add`` and
    ``setLayout`` go to, as a ``JFrame``'s do."""

    def __init__(self, title: Any = None) -> None:
        checkHeadless()
        super().__init__()
        self._title = "" if title is None or not isinstance(title, str) else title
        self._visible = False
        self._close = WindowConstants.HIDE_ON_CLOSE
        self._content = JPanel(BorderLayout())
        self._content._parent = self
        self._children = [self._content]
        self._background = CONTROL
        self._displayable = False
        self._opened = False
        self._screen: Any = None
        self._resizable = True

    def getContentPane(self) -> Any:
        return self._content

    def setContentPane(self, pane: Any) -> None:
        self._content._parent = None
        self._content = pane
        pane._parent = self
        self._children = [pane]
        self.invalidate()

    def add(self, comp: Any, *where: Any) -> Any:
        return self._content.add(comp, *where)

    def remove(self, comp: Any) -> None:
        self._content.remove(comp)

    def setLayout(self, layout: Any) -> None:
        if hasattr(self, "_content"):
            self._content.setLayout(layout)

    def getLayout(self) -> Any:
        return self._content.getLayout()

    def getTitle(self) -> str:
        return self._title

    def setTitle(self, title: str | None) -> None:
        self._title = "" if title is None else title
        if self._screen is not None:
            self._screen.set_title(self._title)

    def setDefaultCloseOperation(self, operation: int) -> None:
        if operation not in (0, 1, 2, 3):
            raise ValueError(
                "defaultCloseOperation must be one of: DO_NOTHING_ON_CLOSE, HIDE_ON_CLOSE, "
                "DISPOSE_ON_CLOSE, or EXIT_ON_CLOSE"
            )
        self._close = operation

    def getDefaultCloseOperation(self) -> int:
        return self._close

    def setResizable(self, resizable: bool) -> None:
        self._resizable = resizable

    def isResizable(self) -> bool:
        return self._resizable

    def setLocationRelativeTo(self, c: Any) -> None:
        width, height = 1024, 768
        if self._screen is not None:
            width, height = self._screen.screen_size()
        self.setLocation((width - self._w) // 2, (height - self._h) // 2)

    def setIconImage(self, image: Any) -> None:
        pass

    def setJMenuBar(self, bar: Any) -> None:
        pass

    def addWindowListener(self, listener: Any) -> None:
        self._add("window", listener)

    def removeWindowListener(self, listener: Any) -> None:
        self._remove("window", listener)

    def getWindowListeners(self) -> list[Any]:
        return self._get("window")

    def getInsets(self) -> Any:
        return super().getInsets()

    def doLayout(self) -> None:
        self._content.setBounds(0, 0, self._w, self._h)

    def _own_preferred(self) -> Dimension:
        return self._content.getPreferredSize()

    def pack(self) -> None:
        self._displayable = True
        self.setSize(self.getPreferredSize())
        self.validate()

    def isDisplayable(self) -> bool:
        return self._displayable

    def isShowing(self) -> bool:
        return self._visible and self._displayable

    def setVisible(self, visible: bool) -> None:
        if visible == self._visible:
            return
        self._visible = visible
        if visible:
            self._displayable = True
            self.validate()
            from porter.javalib import swing_display

            DISPATCHER.showing += 1
            self._screen = swing_display.show(self)
            if not self._opened:
                self._opened = True
                self._post_window_event(WindowEvent.WINDOW_OPENED)
        else:
            self._hide_screen()

    def _hide_screen(self) -> None:
        if self._screen is not None:
            self._screen.close()
            self._screen = None
            DISPATCHER.showing -= 1

    def dispose(self) -> None:
        was = self._displayable
        self._visible = False
        self._displayable = False
        self._hide_screen()
        if was:
            self._post_window_event(WindowEvent.WINDOW_CLOSED)

    def toFront(self) -> None:
        pass

    def _post_window_event(self, id: int) -> None:
        event = WindowEvent(self, id)
        DISPATCHER.post(lambda: self.dispatchEvent(event))

    def _closing(self) -> None:
        """The window's close button: listeners first, then the close operation (on the
        event thread)."""
        self.dispatchEvent(WindowEvent(self, WindowEvent.WINDOW_CLOSING))
        if self._close == WindowConstants.HIDE_ON_CLOSE:
            self.setVisible(False)
        elif self._close == WindowConstants.DISPOSE_ON_CLOSE:
            self.dispose()
        elif self._close == WindowConstants.EXIT_ON_CLOSE:
            import sys

            sys.stdout.flush()
            sys.stderr.flush()
            os._exit(0)  # System.exit(0) from the event thread ends the whole program

    def dispatchEvent(self, event: Any) -> None:
        kind, method = awt_events.DELIVERY.get(event.getID(), ("", ""))
        for listener in self._get(kind):
            notify(listener, method, event)

    # the screen: painting what is shown

    def _component_graphics(self, c: Any) -> Any:
        return None  # painting goes through repaint(), on the event thread

    def _schedule_paint(self) -> None:
        if self._screen is not None:
            self._screen.schedule_paint()

    def _paint_now(self) -> None:
        if self._screen is not None:
            self._screen.paint_now()

    def render(self) -> BufferedImage:
        """The window's pixels: its tree painted into an image of its size."""
        self.validate()
        image = BufferedImage(max(1, self._w), max(1, self._h), BufferedImage.TYPE_INT_RGB)
        g = image.createGraphics()
        g.setColor(self._background)
        g.fillRect(0, 0, self._w, self._h)
        self.paint(g)
        g.dispose()
        return image


class Frame(Window):
    NORMAL, ICONIFIED, MAXIMIZED_BOTH = 0, 1, 6


class JFrame(Frame):
    pass


class JDialog(Window):
    def __init__(self, owner: Any = None, title: Any = None, modal: bool = False) -> None:
        if isinstance(owner, str):
            owner, title = None, owner
        if isinstance(title, bool):
            title, modal = None, title
        super().__init__(title)
        self._close = WindowConstants.HIDE_ON_CLOSE
        self._modal = modal

    def setModal(self, modal: bool) -> None:
        self._modal = modal

    def isModal(self) -> bool:
        return self._modal


class JOptionPane:
    DEFAULT_OPTION, YES_NO_OPTION, YES_NO_CANCEL_OPTION, OK_CANCEL_OPTION = -1, 0, 1, 2
    YES_OPTION, NO_OPTION, CANCEL_OPTION, OK_OPTION, CLOSED_OPTION = 0, 1, 2, 0, -1
    ERROR_MESSAGE, INFORMATION_MESSAGE, WARNING_MESSAGE = 0, 1, 2
    QUESTION_MESSAGE, PLAIN_MESSAGE = 3, -1

    @staticmethod
    def showMessageDialog(
        parent: Any, message: Any, title: str = "Message", kind: int = 1, *icon: Any
    ) -> None:
        checkHeadless()
        from porter.javalib import swing_display

        swing_display.message(title, _text(message), kind)

    @staticmethod
    def showConfirmDialog(
        parent: Any, message: Any, title: str = "Select an Option", option: int = 1, *rest: Any
    ) -> int:
        checkHeadless()
        from porter.javalib import swing_display

        return swing_display.confirm(title, _text(message), option)

    @staticmethod
    def showInputDialog(*args: Any) -> str | None:
        checkHeadless()
        from porter.javalib import swing_display

        message = args[1] if len(args) > 1 and not isinstance(args[0], str) else args[0]
        return swing_display.ask(_text(message))


def _text(message: Any) -> str:
    from porter.jdk import jstr

    return str(jstr(message))


class FileNameExtensionFilter:
    def __init__(self, description: str, *extensions: str) -> None:
        if not extensions:
            raise ValueError("Extensions must be non-null and not empty")
        self._description = description
        self._extensions = [e.lower() for e in extensions]

    def getDescription(self) -> str:
        return self._description

    def getExtensions(self) -> list[str]:
        return list(self._extensions)

    def accept(self, f: Any) -> bool:
        if f is None:
            return False
        if f.isDirectory():
            return True
        name = f.getName()
        dot = name.rfind(".")
        return dot > 0 and name[dot + 1 :].lower() in self._extensions


class JFileChooser(JComponent):
    """A file chooser: its state works headless; its dialogs need a screen."""

    APPROVE_OPTION, CANCEL_OPTION, ERROR_OPTION = 0, 1, -1
    FILES_ONLY, DIRECTORIES_ONLY, FILES_AND_DIRECTORIES = 0, 1, 2

    def __init__(self, directory: Any = None) -> None:
        super().__init__()
        home = os.path.expanduser("~")
        self._directory = File(str(directory)) if directory is not None else File(home)
        self._selected: Any = None
        self._filter: Any = None
        self._mode = JFileChooser.FILES_ONLY
        self._title: str | None = None
        self._multi = False

    def getCurrentDirectory(self) -> Any:
        return self._directory

    def setCurrentDirectory(self, directory: Any) -> None:
        if directory is not None:
            self._directory = directory if isinstance(directory, File) else File(str(directory))

    def getSelectedFile(self) -> Any:
        return self._selected

    def setSelectedFile(self, f: Any) -> None:
        self._selected = f

    def setFileFilter(self, f: Any) -> None:
        self._filter = f

    addChoosableFileFilter = setFileFilter

    def getFileFilter(self) -> Any:
        return self._filter

    def setFileSelectionMode(self, mode: int) -> None:
        self._mode = mode

    def getFileSelectionMode(self) -> int:
        return self._mode

    def setDialogTitle(self, title: str | None) -> None:
        self._title = title

    def getDialogTitle(self) -> str | None:
        return self._title

    def setMultiSelectionEnabled(self, on: bool) -> None:
        self._multi = on

    def setAcceptAllFileFilterUsed(self, on: bool) -> None:
        pass

    def _show(self, parent: Any, save: bool) -> int:
        checkHeadless()
        from porter.javalib import swing_display

        extensions = self._filter.getExtensions() if self._filter is not None else []
        path = swing_display.choose_file(
            self._title, self._directory.getPath(), save, self._mode, extensions
        )
        if not path:
            return JFileChooser.CANCEL_OPTION
        self._selected = File(path)
        return JFileChooser.APPROVE_OPTION

    def showOpenDialog(self, parent: Any) -> int:
        return self._show(parent, False)

    def showSaveDialog(self, parent: Any) -> int:
        return self._show(parent, True)

    def showDialog(self, parent: Any, approve: str | None) -> int:
        return self._show(parent, False)


class SwingUtilities:
    @staticmethod
    def invokeLater(task: Any) -> None:
        EventQueue.invokeLater(task)

    @staticmethod
    def invokeAndWait(task: Any) -> None:
        EventQueue.invokeAndWait(task)

    @staticmethod
    def isEventDispatchThread() -> bool:
        return EventQueue.isDispatchThread()

    @staticmethod
    def getWindowAncestor(c: Any) -> Any:
        p = c.getParent() if c is not None else None
        while p is not None and not isinstance(p, Window):
            p = p.getParent()
        return p

    @staticmethod
    def updateComponentTreeUI(c: Any) -> None:
        pass

    @staticmethod
    def isLeftMouseButton(e: Any) -> bool:
        return e.getButton() == 1 or bool(e.getModifiers() & (16 | 1024))

    @staticmethod
    def isRightMouseButton(e: Any) -> bool:
        return e.getButton() == 3 or bool(e.getModifiers() & (4 | 4096))

    @staticmethod
    def isMiddleMouseButton(e: Any) -> bool:
        return e.getButton() == 2 or bool(e.getModifiers() & 2048)


class _LookAndFeel:
    def __init__(self, name: str, cls: str) -> None:
        self._name, self._class = name, cls

    def getName(self) -> str:
        return self._name

    def getClassName(self) -> str:
        return self._class


_METAL = _LookAndFeel("Metal", "javax.swing.plaf.metal.MetalLookAndFeel")


class UIManager:
    """The look and feel is Metal's; setting another is accepted and changes nothing."""

    @staticmethod
    def getLookAndFeel() -> _LookAndFeel:
        return _METAL

    @staticmethod
    def setLookAndFeel(look: Any) -> None:
        pass

    @staticmethod
    def getSystemLookAndFeelClassName() -> str:
        return _METAL.getClassName()

    @staticmethod
    def getCrossPlatformLookAndFeelClassName() -> str:
        return _METAL.getClassName()


class Toolkit:
    @staticmethod
    def getDefaultToolkit() -> Toolkit:
        return Toolkit()

    def getScreenSize(self) -> Dimension:
        checkHeadless()
        from porter.javalib import swing_display

        return Dimension(*swing_display.screen_size())

    def beep(self) -> None:
        print("\a", end="", flush=True)

    def sync(self) -> None:
        pass


class Robot:
    """``java.awt.Robot``: it cannot be made in a port. Headless Java raises
    ``AWTException("headless environment")``, and so does the port; with a display the port
    has no way to move the pointer or read the screen, so it raises too, saying so. Its
    methods are here for the program's code to be ported; they are never reached."""

    def __init__(self, *screen: Any) -> None:
        if awt_events.isHeadless():
            raise awt_events.AWTException("headless environment")
        raise awt_events.AWTException("Robot is not supported by the port's toolkit")

    def _unsupported(self, *args: Any) -> Any:
        raise NotImplementedError("java.awt.Robot is not supported by the port's toolkit")

    keyPress = keyRelease = mouseMove = mousePress = mouseRelease = _unsupported
    mouseWheel = getPixelColor = createScreenCapture = delay = waitForIdle = _unsupported
