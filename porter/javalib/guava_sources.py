"""Guava's ``ByteSource``/``ByteSink`` and ``CharSource``/``CharSink`` over a file (as
``Files.asByteSource(file)`` and kin give them) or over bytes and text in memory
(``ByteSource.wrap``, ``CharSource.wrap``): each read or write opens the file anew, as
Guava's; a sink opened with ``FileWriteMode.APPEND`` adds to the file."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from porter.javalib.files import (
    BufferedReader,
    ByteArrayInputStream,
    FileInputStream,
    FileOutputStream,
    InputStreamReader,
    OutputStreamWriter,
    StringReader,
    as_bytes,
    as_path,
    charset_name,
    split_lines,
)
from porter.javalib.jcollections import ImmutableList
from porter.javalib.string_conversion import jstr


class FileWriteMode:
    APPEND = "APPEND"


class ByteSource:
    """The bytes of a file (``path``), of an array (``data``) or of a URL (``url``,
    ``Resources.asByteSource``)."""

    def __init__(self, path: Any = None, data: bytes | None = None, url: Any = None) -> None:
        self._path, self._data, self._url = path, data, url

    @staticmethod
    def wrap(data: Any) -> ByteSource:
        return ByteSource(data=as_bytes(data))

    @staticmethod
    def empty() -> ByteSource:
        return ByteSource(data=b"")

    def read(self) -> bytes:
        if self._url is not None:
            with self._url.openStream() as stream:
                return stream.readAllBytes()  # type: ignore[no-any-return]
        return self._data if self._data is not None else as_path(self._path).read_bytes()

    def openStream(self) -> Any:
        if self._url is not None:
            return self._url.openStream()
        if self._data is not None:
            return ByteArrayInputStream(self._data)
        return FileInputStream(self._path)

    openBufferedStream = openStream

    def size(self) -> int:
        if self._path is not None:
            return as_path(self._path).stat().st_size
        return len(self.read())

    def isEmpty(self) -> bool:
        return self.size() == 0

    def contentEquals(self, other: ByteSource) -> bool:
        return self.read() == other.read()

    def copyTo(self, sink: Any) -> int:
        """To a ``ByteSink`` or an ``OutputStream``: how many bytes."""
        data = self.read()
        sink.write(data)
        return len(data)

    def asCharSource(self, charset: Any) -> CharSource:
        return CharSource(self, charset)

    def toString(self) -> str:
        if self._url is not None:
            return f"Resources.asByteSource({self._url})"
        if self._data is not None:
            digits = self._data.hex().upper()  # Guava's base16, cut at 30 characters
            return f"ByteSource.wrap({digits if len(digits) <= 30 else digits[:27] + '...'})"
        return f"Files.asByteSource({jstr(self._path)})"

    __str__ = toString


class ByteSink:
    """A file written whole (or appended to)."""

    def __init__(self, path: Any, *modes: Any) -> None:
        self._path = path
        self._append = FileWriteMode.APPEND in modes

    def write(self, data: Any) -> None:
        with open(as_path(self._path), "ab" if self._append else "wb") as out:
            out.write(as_bytes(data))

    def openStream(self) -> Any:
        return FileOutputStream(self._path, self._append)

    openBufferedStream = openStream

    def writeFrom(self, stream: Any) -> int:
        data = stream.readAllBytes()
        self.write(data)
        return len(data)

    def asCharSink(self, charset: Any) -> CharSink:
        return CharSink(self, charset)

    def toString(self) -> str:
        modes = "[APPEND]" if self._append else "[]"
        return f"Files.asByteSink({jstr(self._path)}, {modes})"

    __str__ = toString


class CharSource:
    """Text: a ``ByteSource`` decoded by a charset, or a String (``CharSource.wrap``)."""

    def __init__(self, source: ByteSource | None, charset: Any = None, text: str = "") -> None:
        self._source, self._charset, self._text = source, charset, text

    @staticmethod
    def wrap(text: Any) -> CharSource:
        return CharSource(None, text=jstr(text))

    def read(self) -> str:
        if self._source is None:
            return self._text
        return self._source.read().decode(charset_name(self._charset))

    def readLines(self) -> ImmutableList:
        return ImmutableList(split_lines(self.read()))

    def readFirstLine(self) -> str | None:
        lines = split_lines(self.read())
        return lines[0] if lines else None

    def lines(self) -> Any:
        from porter.javalib.streams import Stream  # streams import jcollections too

        return Stream(split_lines(self.read()))

    def openStream(self) -> Any:
        if self._source is None:
            return StringReader(self._text)
        return InputStreamReader(self._source.openStream(), self._charset)

    def openBufferedStream(self) -> BufferedReader:
        return BufferedReader(self.openStream())

    def isEmpty(self) -> bool:
        return self.read() == ""

    def length(self) -> int:
        return len(self.read())

    def copyTo(self, sink: Any) -> int:
        text = self.read()
        sink.write(text)
        return len(text)


class CharSink:
    """A ``ByteSink`` written as text in a charset."""

    def __init__(self, sink: ByteSink, charset: Any) -> None:
        self._sink, self._charset = sink, charset

    def write(self, text: Any) -> None:
        self._sink.write(jstr(text).encode(charset_name(self._charset)))

    def writeLines(self, lines: Iterable[Any], separator: str = "\n") -> None:
        """Each line followed by the separator (the system's, ``\\n`` here, by default)."""
        self.write("".join(jstr(line) + separator for line in lines))

    def openStream(self) -> Any:
        return OutputStreamWriter(self._sink.openStream(), self._charset)

    openBufferedStream = openStream
