"""One progress line on a terminal, for a generation that takes longer than a second.

The command line opens it (``shown``) around a run; the pipeline's stages name themselves
with ``stage`` (a no-op when no line is open). The line appears only on a terminal and only
once the run has taken ``DELAY`` seconds, is rewritten in place as stages change, and is
erased when the run ends, so the run's own summary line is all that stays.
"""

from __future__ import annotations

import contextlib
import sys
import threading
import time
from collections.abc import Iterator
from typing import TextIO

DELAY = 1.0


class _Line:
    def __init__(self, stream: TextIO, delay: float) -> None:
        self._stream = stream
        self._start = time.monotonic()
        self._text = "starting"
        self._shown = False
        self._closed = False
        self._lock = threading.Lock()
        self._timer = threading.Timer(delay, self._show)
        self._timer.daemon = True
        self._timer.start()

    def _draw(self) -> None:
        # Called with the lock held.
        elapsed = time.monotonic() - self._start
        self._stream.write(f"\r\x1b[Kgenerating: {self._text} ({elapsed:.0f} s)")
        self._stream.flush()

    def _show(self) -> None:
        with self._lock:
            if not self._closed:
                self._shown = True
                self._draw()

    def stage(self, text: str) -> None:
        with self._lock:
            self._text = text
            if self._shown and not self._closed:
                self._draw()

    def clear(self, close: bool = False) -> None:
        if close:
            self._timer.cancel()
        with self._lock:
            self._closed = self._closed or close
            if self._shown:
                self._stream.write("\r\x1b[K")
                self._stream.flush()
                self._shown = not close


_current: _Line | None = None


def stage(text: str) -> None:
    """Name what the run does now (shown if a progress line is open)."""
    if _current is not None:
        _current.stage(text)


def clear() -> None:
    """Erase the line before printing something else (the next stage draws it again)."""
    if _current is not None:
        _current.clear()


def end() -> None:
    """Erase the line for good: the run is done, its summary follows."""
    if _current is not None:
        _current.clear(close=True)


@contextlib.contextmanager
def shown(stream: TextIO | None = None, delay: float = DELAY) -> Iterator[None]:
    """A progress line on ``stream`` (stderr) for the block, if it is a terminal."""
    global _current
    out = stream if stream is not None else sys.stderr
    if _current is not None or out is None or not out.isatty():  # sys.stderr may be None
        yield
        return
    _current = _Line(out, delay)
    try:
        yield
    finally:
        _current.clear(close=True)
        _current = None
