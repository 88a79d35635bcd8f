"""``java.util.Scanner`` over a String, ``System.in``, an input stream, a reader, a File or a
Path: whitespace-delimited tokens (or a ``useDelimiter`` regex), ``nextInt``/``nextDouble``
that refuse a token of another kind without consuming it, and ``nextLine`` that returns the
rest of the current line. Input is read a line at a time, so an interactive program reads
as it goes."""

from __future__ import annotations

import io
import os
import re
from pathlib import Path
from typing import Any, Self

from porter.javalib.exceptions import NoSuchElementException
from porter.javalib.files import File, FileInputStream, InputStreamReader

_WHITESPACE = re.compile(r"[\s\u001c-\u001f]+")
_INT = re.compile(r"[-+]?\d+")
_LINE_END = re.compile(r"\r\n|[\n\r\u2028\u2029\u0085]")


class InputMismatchException(NoSuchElementException):
    """The next token is not of the asked kind (Java's, a NoSuchElementException)."""

    _java_name = "java.util.InputMismatchException"


class Scanner:
    def __init__(self, source: Any, charset: Any = None) -> None:
        encoding = str(charset) if charset is not None else "UTF-8"
        if isinstance(source, str):
            self._reader: Any = io.StringIO(source)
        elif isinstance(source, File | Path | os.PathLike):
            self._reader = open(os.fspath(source), encoding=encoding, newline="")  # noqa: SIM115
        elif isinstance(source, FileInputStream):
            raw = getattr(source.raw(), "buffer", source.raw())
            self._reader = io.TextIOWrapper(raw, encoding=encoding, newline="")
        elif isinstance(source, InputStreamReader):
            self._reader = source.text()
        else:
            self._reader = source  # any text source with readline()
        self._buffer = ""
        self._pos = 0
        self._eof = False
        self._delimiter = _WHITESPACE

    # -- input ----------------------------------------------------------------------------------

    def _more(self) -> bool:
        """Read one more line into the buffer; False at the end of the input."""
        if self._eof:
            return False
        line = self._reader.readline()
        if not line:
            self._eof = True
            return False
        if self._pos > 65536:  # drop what was consumed
            self._buffer, self._pos = self._buffer[self._pos :], 0
        self._buffer += line
        return True

    def _token(self) -> tuple[int, int] | None:
        """Where the next token is in the buffer, reading as needed; None at the end."""
        while True:
            skip = self._delimiter.match(self._buffer, self._pos)
            start = skip.end() if skip else self._pos
            if start == len(self._buffer):
                if not self._more():
                    return None
                continue
            end = self._delimiter.search(self._buffer, start)
            if end is None or end.end() == len(self._buffer):
                # the token (or its delimiter) may go on past the buffer
                if self._more():
                    continue
                return (start, end.start() if end else len(self._buffer))
            return (start, end.start())

    # -- tokens ---------------------------------------------------------------------------------

    def hasNext(self) -> bool:
        return self._token() is not None

    def next(self) -> str:
        found = self._token()
        if found is None:
            raise NoSuchElementException()
        self._pos = found[1]
        return self._buffer[found[0] : found[1]]

    def _typed(self, convert: Any) -> Any:
        found = self._token()
        if found is None:
            raise NoSuchElementException()
        token = self._buffer[found[0] : found[1]]
        try:
            value = convert(token)
        except ValueError:
            raise InputMismatchException(f'For input string: "{token}"') from None
        self._pos = found[1]
        return value

    def _peek(self, convert: Any) -> bool:
        found = self._token()
        if found is None:
            return False
        try:
            convert(self._buffer[found[0] : found[1]])
        except ValueError:
            return False
        return True

    def nextInt(self) -> int:
        return int(self._typed(_int(32)))

    def nextLong(self) -> int:
        return int(self._typed(_int(64)))

    def nextDouble(self) -> float:
        return float(self._typed(_float))

    nextFloat = nextDouble

    def nextBoolean(self) -> bool:
        return bool(self._typed(_boolean))

    def hasNextInt(self) -> bool:
        return self._peek(_int(32))

    def hasNextLong(self) -> bool:
        return self._peek(_int(64))

    def hasNextDouble(self) -> bool:
        return self._peek(_float)

    hasNextFloat = hasNextDouble

    def hasNextBoolean(self) -> bool:
        return self._peek(_boolean)

    # -- lines ----------------------------------------------------------------------------------

    def hasNextLine(self) -> bool:
        return self._pos < len(self._buffer) or self._more()

    def nextLine(self) -> str:
        while True:
            end = _LINE_END.search(self._buffer, self._pos)
            if end is not None and (end.end() < len(self._buffer) or end.group() != "\r"):
                line = self._buffer[self._pos : end.start()]
                self._pos = end.end()
                return line
            if not self._more():
                if self._pos >= len(self._buffer):
                    raise NoSuchElementException("No line found")
                line = self._buffer[self._pos :].rstrip("\r")
                self._pos = len(self._buffer)
                return line

    def useDelimiter(self, pattern: str) -> Scanner:
        self._delimiter = re.compile(pattern)
        return self

    def close(self) -> None:
        if not isinstance(self._reader, io.StringIO):
            self._reader.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _int(bits: int) -> Any:
    def convert(token: str) -> int:
        if not _INT.fullmatch(token):
            raise ValueError(token)
        value = int(token)
        if not -(1 << (bits - 1)) <= value < 1 << (bits - 1):
            raise ValueError(token)
        return value

    return convert


def _float(token: str) -> float:
    if token.strip().lower() in ("inf", "+inf", "-inf", "infinity", "+infinity", "-infinity"):
        raise ValueError(token)  # Java's Scanner spells it \u221e, never "inf"
    return float(token.replace(",", ""))


def _boolean(token: str) -> bool:
    if token.lower() not in ("true", "false"):
        raise ValueError(token)
    return token.lower() == "true"


class StringTokenizer:
    """``java.util.StringTokenizer(text[, delimiters[, returnDelims]])``: tokens between
    delimiter characters (by default space, tab, newline, carriage return, form feed)."""

    def __init__(self, text: str, delimiters: str = " \t\n\r\f", return_delims: bool = False):
        self._text = text
        self._delims = delimiters
        self._return_delims = return_delims
        self._pos = 0

    def _skip(self, pos: int) -> int:
        if not self._return_delims:
            while pos < len(self._text) and self._text[pos] in self._delims:
                pos += 1
        return pos

    def _scan(self, pos: int) -> int:
        end = pos
        while end < len(self._text) and self._text[end] not in self._delims:
            end += 1
        if self._return_delims and end == pos and end < len(self._text):
            end += 1  # the delimiter itself is the token
        return end

    def hasMoreTokens(self) -> bool:
        return self._skip(self._pos) < len(self._text)

    hasMoreElements = hasMoreTokens

    def nextToken(self, delimiters: str | None = None) -> str:
        if delimiters is not None:
            self._delims = delimiters
        start = self._skip(self._pos)
        if start >= len(self._text):
            raise NoSuchElementException()
        self._pos = self._scan(start)
        return self._text[start : self._pos]

    nextElement = nextToken

    def countTokens(self) -> int:
        count, pos = 0, self._pos
        while True:
            pos = self._skip(pos)
            if pos >= len(self._text):
                return count
            pos = self._scan(pos)
            count += 1
