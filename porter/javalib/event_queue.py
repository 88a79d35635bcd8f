"""AWT's event dispatch thread: ``EventQueue.invokeLater``/``invokeAndWait`` (and
``SwingUtilities``' spellings) run their runnables in order on one thread, named
``AWT-EventQueue-0`` as Java's. As in Java it starts on first use and ends when it has had
nothing to do for a second and no window is showing, so a program whose ``main`` returns
ends once its GUI work is done (a showing window keeps it alive). An exception in a runnable
is printed as Java's thread prints it and the thread goes on."""

from __future__ import annotations

import queue
import sys
import threading
from collections.abc import Callable
from typing import Any

from porter.javalib.exceptions import (
    InvocationTargetException,
    JavaError,
    printStackTrace,
)

_IDLE_SECONDS = 1.0


class _Dispatcher:
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._queue: queue.Queue[tuple[Callable[[], Any], threading.Event | None, list]] = (
            queue.Queue()
        )
        self._thread: threading.Thread | None = None
        self.showing = 0  # windows on screen: while there are any the thread stays

    def post(self, task: Callable[[], Any], done: threading.Event | None = None) -> list:
        failure: list = []
        with self._lock:
            self._queue.put((task, done, failure))
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="AWT-EventQueue-0")
                self._thread.start()
        return failure

    def is_dispatch_thread(self) -> bool:
        return self._thread is not None and threading.current_thread() is self._thread

    def _run(self) -> None:
        while True:
            try:
                task, done, failure = self._queue.get(timeout=_IDLE_SECONDS)
            except queue.Empty:
                with self._lock:
                    if self._queue.empty() and self.showing == 0:
                        self._thread = None
                        return
                continue
            try:
                run(task)
            except BaseException as e:  # noqa: BLE001 - the thread reports and goes on
                if done is not None:
                    failure.append(e)
                else:
                    sys.stdout.flush()
                    print('Exception in thread "AWT-EventQueue-0" ', end="", file=sys.stderr)
                    printStackTrace(e)
            finally:
                if done is not None:
                    done.set()


def run(task: Any) -> Any:
    """A ``Runnable``: a callable, or an object with ``run()``."""
    return task.run() if hasattr(task, "run") else task()


DISPATCHER = _Dispatcher()


class EventQueue:
    @staticmethod
    def invokeLater(task: Any) -> None:
        DISPATCHER.post(task)

    @staticmethod
    def invokeAndWait(task: Any) -> None:
        if DISPATCHER.is_dispatch_thread():
            raise JavaError("Cannot call invokeAndWait from the event dispatcher thread")
        done = threading.Event()
        failure = DISPATCHER.post(task, done)
        done.wait()
        if failure:
            raise InvocationTargetException(failure[0])

    @staticmethod
    def isDispatchThread() -> bool:
        return DISPATCHER.is_dispatch_thread()

    @staticmethod
    def getMostRecentEventTime() -> int:
        from porter.javalib.awt_events import now

        return now()
