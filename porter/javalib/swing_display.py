"""Showing Swing windows with a display: tkinter (the standard library's Tk) runs on a thread
of its own, each visible window is a Tk window showing the image its tree paints into
(``Window.render``), and Tk's mouse, key and close events go to the event thread as AWT
events. Only used with a display: headless, the windows and dialogs raise before they get
here. Minimal by design: no native widgets, decorations or focus (see
``porter.javalib.swing_windows``)."""

from __future__ import annotations

import gc
import queue
import threading
from atexit import register as run_at_exit
from collections.abc import Callable
from typing import Any

from porter.javalib.awt_events import KeyEvent, MouseEvent, now
from porter.javalib.event_queue import DISPATCHER

_calls: queue.Queue[tuple[Callable[[], Any], threading.Event, list]] = queue.Queue()
_started = threading.Lock()
_root: Any = None


def _tk_thread(ready: threading.Event) -> None:
    global _root
    import tkinter

    _root = tkinter.Tk()
    _root.withdraw()

    def poll() -> None:
        while not _calls.empty():
            fn, done, out = _calls.get()
            try:
                out.append(fn())
            except Exception as e:  # noqa: BLE001 - handed to the waiting caller
                out.append(e)
            done.set()
        _root.after(15, poll)

    _root.after(15, poll)
    ready.set()
    _root.mainloop()
    # Tk's objects are deleted on its own thread: a PhotoImage collected at the program's
    # exit on another thread would wait for a loop that no longer runs.
    _photos.clear()
    _widgets.clear()
    _root.destroy()
    _root = None
    gc.collect()  # the interpreter itself is freed here, on its thread, as Tcl requires


# Tk's objects live in these tables, never in other objects, so that all of them are freed
# on Tk's thread: each screen's window and label, and its image.
_widgets: dict[int, tuple[Any, Any]] = {}
_photos: dict[int, Any] = {}


def _stop() -> None:
    """At exit: Tk's loop ends and its thread cleans up before Python finalizes."""
    if _root is not None and _thread is not None and _thread.is_alive():
        _calls.put((lambda: _root.quit(), threading.Event(), []))
        _thread.join(timeout=5)


_thread: threading.Thread | None = None


def on_tk(fn: Callable[[], Any]) -> Any:
    """Runs ``fn`` on Tk's thread and gives its result (Tk is not thread-safe)."""
    global _thread
    with _started:
        if _root is None:
            ready = threading.Event()
            _thread = threading.Thread(target=_tk_thread, args=(ready,), daemon=True)
            _thread.start()
            ready.wait()
            run_at_exit(_stop)
    done = threading.Event()
    out: list = []
    _calls.put((fn, done, out))
    done.wait()
    if isinstance(out[0], Exception):
        raise out[0]
    return out[0]


def screen_size() -> tuple[int, int]:
    return on_tk(lambda: (_root.winfo_screenwidth(), _root.winfo_screenheight()))


def _ppm(image: Any) -> bytes:
    pixels = image._pixels[..., :3]
    h, w = pixels.shape[:2]
    return b"P6 %d %d 255\n" % (w, h) + pixels.tobytes()


class Screen:
    """A window on the screen."""

    def __init__(self, window: Any) -> None:
        import tkinter

        self._window = window
        self._pending = False
        self._pressed: tuple[int, int] | None = None
        self._button = 0

        def make() -> None:
            top = tkinter.Toplevel(_root)
            top.title(window.getTitle())
            top.geometry(f"{max(1, window.getWidth())}x{max(1, window.getHeight())}")
            top.geometry(f"+{window.getX()}+{window.getY()}")
            label = tkinter.Label(top, borderwidth=0, highlightthickness=0)
            label.pack(fill="both", expand=True)
            top.protocol("WM_DELETE_WINDOW", lambda: DISPATCHER.post(window._closing))
            for sequence, handler in (
                ("<ButtonPress>", self._press),
                ("<ButtonRelease>", self._release),
                ("<Motion>", self._motion),
            ):
                label.bind(sequence, handler)
            top.bind("<KeyPress>", lambda e: self._key(e, KeyEvent.KEY_PRESSED))
            top.bind("<KeyRelease>", lambda e: self._key(e, KeyEvent.KEY_RELEASED))
            _widgets[id(self)] = (top, label)

        on_tk(make)
        self.schedule_paint()

    def set_title(self, title: str) -> None:
        on_tk(lambda: _widgets[id(self)][0].title(title))

    def screen_size(self) -> tuple[int, int]:
        return screen_size()

    def close(self) -> None:
        def destroy() -> None:
            _photos.pop(id(self), None)
            top, _ = _widgets.pop(id(self))
            top.destroy()

        on_tk(destroy)

    def schedule_paint(self) -> None:
        if not self._pending:  # repaints coalesce, as RepaintManager's do
            self._pending = True
            DISPATCHER.post(self.paint_now)

    def paint_now(self) -> None:
        import tkinter

        self._pending = False
        data = _ppm(self._window.render())

        def show() -> None:
            photo = tkinter.PhotoImage(data=data, format="PPM")
            _widgets[id(self)][1].configure(image=photo)
            _photos[id(self)] = photo  # Tk drops an image nothing in Python refers to

        on_tk(show)

    # Tk's events, delivered on the event thread to the component under the pointer

    def _target(self, x: int, y: int) -> tuple[Any, int, int]:
        c: Any = self._window.getContentPane()
        x, y = x - c.getX(), y - c.getY()
        while True:
            inner = c.getComponentAt(x, y) if hasattr(c, "getComponentAt") else None
            if inner is None or inner is c:
                return c, x, y
            x, y = x - inner.getX(), y - inner.getY()
            c = inner

    def _mouse(self, id: int, x: int, y: int, clicks: int = 0) -> None:
        def deliver() -> None:
            target, tx, ty = self._target(x, y)
            target.dispatchEvent(
                MouseEvent(target, id, now(), 0, tx, ty, clicks, False, self._button)
            )
            if id == MouseEvent.MOUSE_CLICKED and hasattr(target, "doClick"):
                target.doClick(0)

        DISPATCHER.post(deliver)

    def _press(self, e: Any) -> None:
        self._button = {1: 1, 2: 2, 3: 3}.get(e.num, 0)
        self._pressed = (e.x, e.y)
        self._mouse(MouseEvent.MOUSE_PRESSED, e.x, e.y, 1)

    def _release(self, e: Any) -> None:
        self._mouse(MouseEvent.MOUSE_RELEASED, e.x, e.y, 1)
        if self._pressed == (e.x, e.y):
            self._mouse(MouseEvent.MOUSE_CLICKED, e.x, e.y, 1)
        self._pressed = None

    def _motion(self, e: Any) -> None:
        dragged = self._pressed is not None
        self._mouse(MouseEvent.MOUSE_DRAGGED if dragged else MouseEvent.MOUSE_MOVED, e.x, e.y)

    def _key(self, e: Any, id: int) -> None:
        code = e.keycode if 0 < e.keycode < 256 else 0
        char = e.char or KeyEvent.CHAR_UNDEFINED
        content = self._window.getContentPane()

        def deliver() -> None:
            content.dispatchEvent(KeyEvent(content, id, now(), 0, code, char))
            if id == KeyEvent.KEY_PRESSED and e.char:
                typed = KeyEvent(content, KeyEvent.KEY_TYPED, now(), 0, 0, char)
                content.dispatchEvent(typed)

        DISPATCHER.post(deliver)


def show(window: Any) -> Screen:
    return Screen(window)


def message(title: str, text: str, kind: int) -> None:
    from tkinter import messagebox

    show_kind = {0: messagebox.showerror, 2: messagebox.showwarning}.get(kind, messagebox.showinfo)
    on_tk(lambda: show_kind(title, text, parent=_root))


def confirm(title: str, text: str, option: int) -> int:
    from tkinter import messagebox

    if option == 1:  # YES_NO_CANCEL: yes 0, no 1, cancel 2
        answer = on_tk(lambda: messagebox.askyesnocancel(title, text, parent=_root))
        return 2 if answer is None else 0 if answer else 1
    if option == 2:  # OK_CANCEL
        return 0 if on_tk(lambda: messagebox.askokcancel(title, text, parent=_root)) else 2
    return 0 if on_tk(lambda: messagebox.askyesno(title, text, parent=_root)) else 1


def ask(text: str) -> str | None:
    from tkinter import simpledialog

    return on_tk(lambda: simpledialog.askstring("Input", text, parent=_root))  # type: ignore[no-any-return]


def choose_file(
    title: str | None, directory: str, save: bool, mode: int, extensions: list[str]
) -> str:
    from tkinter import filedialog

    types = [("", " ".join(f"*.{e}" for e in extensions))] if extensions else []
    if mode == 1:
        return on_tk(lambda: filedialog.askdirectory(initialdir=directory, title=title or "Open"))  # type: ignore[no-any-return]
    ask_file = filedialog.asksaveasfilename if save else filedialog.askopenfilename
    return on_tk(  # type: ignore[no-any-return]
        lambda: ask_file(
            initialdir=directory,
            title=title or ("Save" if save else "Open"),
            filetypes=types or [("All Files", "*")],
        )
    )
