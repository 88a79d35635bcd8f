"""``java.util.zip``'s archives as programs read them: ``ZipInputStream`` over any input stream
(its entries in order, each read to its end as Java reads it) and ``ZipFile`` (entries by
name, an input stream per entry), with ``ZipEntry``'s name, sizes, method and time, over
Python's ``zipfile``.

``ZipOutputStream`` writes entries (``putNextEntry``, ``write``, ``closeEntry``) deflated, as
Java's default; the archive reaches the underlying stream when it is closed (or finished).

Not followed: a ``ZipInputStream`` knows an entry's sizes from the zip's central directory
(Java reads the local header, where a streamed zip says -1 until the entry is read), and a
written archive's bytes are Python's zlib output, not Java's."""

from __future__ import annotations

import io
import time
import zipfile
from typing import Any, Self

from porter.javalib.exceptions import IllegalStateException
from porter.javalib.files import FileInputStream, as_bytes, as_path
from porter.javalib.streams import Stream


class ZipEntry:
    """``java.util.zip.ZipEntry``: one entry of an archive."""

    STORED = 0
    DEFLATED = 8

    def __init__(self, name: Any) -> None:
        info = name if isinstance(name, zipfile.ZipInfo) else zipfile.ZipInfo(str(name))
        self._info = info

    def getName(self) -> str:
        return self._info.filename

    def isDirectory(self) -> bool:
        return self._info.filename.endswith("/")

    def getSize(self) -> int:
        return self._info.file_size

    def getCompressedSize(self) -> int:
        return self._info.compress_size

    def getMethod(self) -> int:
        return ZipEntry.DEFLATED if self._info.compress_type == zipfile.ZIP_DEFLATED else 0

    def getCrc(self) -> int:
        return self._info.CRC

    def getTime(self) -> int:
        """Milliseconds since the epoch of the entry's DOS time, in the local zone (Java's)."""
        return int(time.mktime((*self._info.date_time, 0, 0, -1)) * 1000)

    def getComment(self) -> str | None:
        return self._info.comment.decode("utf-8") if self._info.comment else None

    def toString(self) -> str:
        return self.getName()

    __str__ = toString


class ZipInputStream(FileInputStream):
    """``new ZipInputStream(in)``: ``getNextEntry()`` moves to the next entry (``null`` after
    the last), and ``read`` reads the current entry's bytes (-1 at its end)."""

    def __init__(self, stream: Any, charset: Any = None) -> None:
        source = stream.readAllBytes() if hasattr(stream, "readAllBytes") else stream.read()
        self._source = stream
        self._zip = zipfile.ZipFile(io.BytesIO(bytes(source)))
        self._entries = self._zip.infolist()
        self._next = 0
        self._stream = io.BytesIO(b"")
        self._closed = False

    def getNextEntry(self) -> ZipEntry | None:
        self._check()
        if self._next >= len(self._entries):
            self._stream = io.BytesIO(b"")
            return None
        info = self._entries[self._next]
        self._next += 1
        self._stream = io.BytesIO(self._zip.read(info))
        return ZipEntry(info)

    def closeEntry(self) -> None:
        self._check()
        self._stream = io.BytesIO(b"")

    def available(self) -> int:
        """1 while the current entry has bytes left, else 0 (as Java's)."""
        self._check()
        return 1 if self._stream.tell() < len(self._stream.getbuffer()) else 0

    def read(self, buffer: Any = None, offset: int = 0, length: int | None = None) -> int:
        self._check()
        return super().read(buffer, offset, length)

    def close(self) -> None:
        self._closed = True
        self._zip.close()
        if hasattr(self._source, "close"):
            self._source.close()

    def _check(self) -> None:
        if self._closed:
            raise OSError("Stream closed")


class _EntryStream(FileInputStream):
    """The bytes of one entry of a ``ZipFile``."""

    def __init__(self, data: bytes) -> None:
        self._stream = io.BytesIO(data)

    def available(self) -> int:
        return int(len(self._stream.getbuffer()) - self._stream.tell())


class _Entries:
    """``ZipFile.entries()``: an ``Enumeration`` of the entries (iterable too)."""

    def __init__(self, entries: list[ZipEntry]) -> None:
        self._entries = entries
        self._at = 0

    def hasMoreElements(self) -> bool:
        return self._at < len(self._entries)

    def nextElement(self) -> ZipEntry:
        if not self.hasMoreElements():
            raise StopIteration
        self._at += 1
        return self._entries[self._at - 1]

    def asIterator(self) -> Any:
        return iter(self._entries[self._at :])

    def __iter__(self) -> Any:
        return iter(self._entries)


class ZipFile:
    """``new ZipFile(file)``: an archive's entries by name, each read through its own stream."""

    def __init__(self, file: Any, *rest: Any) -> None:
        self._path = as_path(file)
        self._zip = zipfile.ZipFile(self._path)
        self._open = True

    def getName(self) -> str:
        return str(self._path)

    def size(self) -> int:
        self._check()
        return len(self._zip.infolist())

    def entries(self) -> _Entries:
        self._check()
        return _Entries([ZipEntry(i) for i in self._zip.infolist()])

    def stream(self) -> Stream:
        return Stream(list(self.entries()))

    def getEntry(self, name: str) -> ZipEntry | None:
        self._check()
        try:
            return ZipEntry(self._zip.getinfo(name))
        except KeyError:
            return None

    def getInputStream(self, entry: ZipEntry) -> _EntryStream:
        self._check()
        return _EntryStream(self._zip.read(entry.getName()))

    def close(self) -> None:
        self._open = False
        self._zip.close()

    def _check(self) -> None:
        if not self._open:
            raise IllegalStateException("zip file closed")

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class ZipOutputStream:
    """``new ZipOutputStream(out)``: entries written one after another."""

    def __init__(self, stream: Any, charset: Any = None) -> None:
        self._out = stream
        self._buffer = io.BytesIO()
        self._zip = zipfile.ZipFile(self._buffer, "w", zipfile.ZIP_DEFLATED)
        self._entry: ZipEntry | None = None
        self._data = io.BytesIO()
        self._finished = False

    def putNextEntry(self, entry: ZipEntry) -> None:
        if self._entry is not None:
            self.closeEntry()
        self._entry = entry
        self._data = io.BytesIO()

    def write(self, data: Any, offset: int = 0, length: int | None = None) -> None:
        if self._entry is None:
            raise OSError("no current ZIP entry")
        if isinstance(data, int):
            self._data.write(bytes([data & 0xFF]))
            return
        chunk = as_bytes(data)
        end = len(chunk) if length is None else offset + length
        self._data.write(chunk[offset:end])

    def closeEntry(self) -> None:
        if self._entry is not None:
            info = zipfile.ZipInfo(self._entry.getName(), time.localtime()[:6])
            info.compress_type = zipfile.ZIP_DEFLATED
            self._zip.writestr(info, self._data.getvalue())
            self._entry = None

    def finish(self) -> None:
        if not self._finished:
            self.closeEntry()
            self._zip.close()
            self._out.write(self._buffer.getvalue())
            self._finished = True

    def flush(self) -> None:
        if hasattr(self._out, "flush"):
            self._out.flush()

    def close(self) -> None:
        self.finish()
        self._out.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
