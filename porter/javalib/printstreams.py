"""``java.io.PrintStream`` over an output stream, a file or a path: Java's string conversion
of what it prints, encoded in its charset (UTF-8 unless given). ``System.setOut`` and
``System.setErr`` (porter.javalib.system) send ``System.out``/``System.err`` to one, as tests
capture what a program prints into a ``ByteArrayOutputStream``."""

from __future__ import annotations

import os
from typing import Any, Self

from porter.javalib.files import FileOutputStream, as_bytes, charset_name
from porter.javalib.formatter import format as jformat
from porter.javalib.string_conversion import jstr


class PrintStream:
    """``new PrintStream(out)``, ``(out, autoFlush)``, ``(out, autoFlush, charset)``,
    ``(file or path)``, ``(file or path, charset)``: never throws; ``checkError`` tells."""

    def __init__(self, out: Any, *rest: Any) -> None:
        charset = next((r for r in rest if not isinstance(r, bool)), None)
        self._auto_flush = bool(rest and rest[0] is True)
        self._out = out if hasattr(out, "write") else FileOutputStream(out)
        self._charset = charset_name(charset)
        self._error = False

    def _emit(self, text: str) -> None:
        try:
            self._out.write(text.encode(self._charset, errors="replace"))
        except OSError:
            self._error = True

    def print(self, value: Any) -> None:
        self._emit(value if isinstance(value, str) else jstr(value))

    def println(self, value: Any = "") -> None:
        text = value if isinstance(value, str) else jstr(value)
        self._emit(text + os.linesep)
        if self._auto_flush:
            self.flush()

    def printf(self, fmt: Any, *args: Any) -> Self:
        if not isinstance(fmt, str) and args:  # printf(Locale, format, args...)
            fmt, args = args[0], args[1:]
        self._emit(jformat(fmt, *args))
        return self

    format = printf

    def append(self, value: Any, start: int | None = None, end: int | None = None) -> Self:
        text = "null" if value is None else jstr(value)
        self._emit(text if start is None else text[start:end])
        return self

    def write(self, data: Any, offset: int = 0, length: int | None = None) -> None:
        """``write(int)``: the low byte; ``write(byte[], off, len)``: those bytes."""
        if isinstance(data, str):
            data = ord(data)  # a char argument: write(int) of its code
        if isinstance(data, int):
            self._out.write(data & 0xFF)
            return
        chunk = as_bytes(data)
        self._out.write(chunk[offset : len(chunk) if length is None else offset + length])

    def flush(self) -> None:
        flush = getattr(self._out, "flush", None)
        if flush is not None:
            flush()

    def close(self) -> None:
        self.flush()
        close = getattr(self._out, "close", None)
        if close is not None:
            close()

    def checkError(self) -> bool:
        self.flush()
        return self._error

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
