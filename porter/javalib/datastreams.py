"""``java.io``'s byte-stream decorators: ``DataInputStream``/``DataOutputStream`` (Java's
big-endian ``readInt``, ``readUnsignedByte``, ``readFully``, modified-UTF-8 ``readUTF``...),
``BufferedInputStream``/``BufferedOutputStream`` and ``java.util.zip``'s
``GZIPInputStream``/``GZIPOutputStream``, over any stream a port holds (a
``FileInputStream``, ``System.in``, a ``ByteArrayInputStream``, another of these)."""

from __future__ import annotations

import gzip
import io
import struct
from typing import Any

from porter.javalib.exceptions import IOException
from porter.javalib.files import (
    ByteArrayOutputStream,
    FileInputStream,
    FileOutputStream,
    as_bytes,
    store_bytes,
)


class EOFException(IOException):
    """The stream ended before the value was complete (Java's, an IOException)."""

    _java_name = "java.io.EOFException"


def _raw_in(stream: Any) -> Any:
    if isinstance(stream, FileInputStream):
        return stream.raw()
    return getattr(stream, "buffer", stream)


def _raw_out(stream: Any) -> Any:
    if isinstance(stream, FileOutputStream | ByteArrayOutputStream | _Output):
        return _JavaWriter(stream)
    return getattr(stream, "buffer", stream)


class _JavaWriter(io.RawIOBase):
    """A Python binary file over a port's output stream (its Java ``write``)."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        chunk = bytes(data)
        self._stream.write(chunk)
        return len(chunk)

    def flush(self) -> None:
        flush = getattr(self._stream, "flush", None)
        if flush is not None:
            flush()

    def close(self) -> None:
        if not self.closed:
            super().close()  # flushes first
            self._stream.close()


class _Input(FileInputStream):
    def __init__(self, stream: Any) -> None:
        self._stream = _raw_in(stream)

    def available(self) -> int:
        peek = getattr(self._stream, "peek", None)
        return len(peek(1)) if peek is not None else 0

    def skip(self, n: int) -> int:
        return len(self._stream.read(max(n, 0)))


class BufferedInputStream(_Input):
    def __init__(self, stream: Any, size: int = 8192) -> None:
        raw = _raw_in(stream)
        self._stream = (
            raw if isinstance(raw, io.BufferedReader) else io.BufferedReader(_Readable(raw), size)
        )


class _Readable(io.RawIOBase):
    def __init__(self, raw: Any) -> None:
        self._raw = raw

    def readable(self) -> bool:
        return True

    def readinto(self, b: Any) -> int:
        data = self._raw.read(len(b))
        b[: len(data)] = data
        return len(data)

    def close(self) -> None:
        if not self.closed:
            super().close()
            self._raw.close()


class GZIPInputStream(_Input):
    def __init__(self, stream: Any, size: int = 512) -> None:
        self._source = _raw_in(stream)
        self._stream = gzip.GzipFile(fileobj=self._source, mode="rb")

    def close(self) -> None:
        self._stream.close()
        self._source.close()  # Java's close() closes the stream it reads


class DataInputStream(_Input):
    def _exactly(self, n: int) -> bytes:
        data = self._stream.read(n)
        if len(data) < n:
            raise EOFException()
        return bytes(data)

    def readFully(self, buffer: Any, offset: int = 0, length: int | None = None) -> None:
        n = len(buffer) - offset if length is None else length
        store_bytes(buffer, offset, self._exactly(n))

    def readBoolean(self) -> bool:
        return self._exactly(1)[0] != 0

    def readByte(self) -> int:
        return int(struct.unpack(">b", self._exactly(1))[0])

    def readUnsignedByte(self) -> int:
        return self._exactly(1)[0]

    def readShort(self) -> int:
        return int(struct.unpack(">h", self._exactly(2))[0])

    def readUnsignedShort(self) -> int:
        return int(struct.unpack(">H", self._exactly(2))[0])

    def readChar(self) -> str:
        return chr(struct.unpack(">H", self._exactly(2))[0])

    def readInt(self) -> int:
        return int(struct.unpack(">i", self._exactly(4))[0])

    def readLong(self) -> int:
        return int(struct.unpack(">q", self._exactly(8))[0])

    def readFloat(self) -> float:
        return float(struct.unpack(">f", self._exactly(4))[0])

    def readDouble(self) -> float:
        return float(struct.unpack(">d", self._exactly(8))[0])

    def readUTF(self) -> str:
        n = self.readUnsignedShort()
        return _modified_utf8_decode(self._exactly(n))

    def skipBytes(self, n: int) -> int:
        return len(self._stream.read(max(n, 0)))


class _Output(FileOutputStream):
    def __init__(self, stream: Any) -> None:
        self._stream = _raw_out(stream)
        self._written = 0

    def write(self, data: Any, offset: int = 0, length: int | None = None) -> None:
        if isinstance(data, int):
            self._stream.write(bytes([data & 0xFF]))
            self._written += 1
            return
        chunk = as_bytes(data)
        end = len(chunk) if length is None else offset + length
        self._stream.write(chunk[offset:end])
        self._written += end - offset

    def size(self) -> int:
        return self._written


class BufferedOutputStream(_Output):
    pass


class GZIPOutputStream(_Output):
    def __init__(self, stream: Any, size: int = 512) -> None:
        self._target = _raw_out(stream)
        self._stream = gzip.GzipFile(fileobj=self._target, mode="wb", mtime=0)
        self._written = 0

    def finish(self) -> None:
        self._stream.close()

    def close(self) -> None:
        self._stream.close()
        self._target.close()


class DataOutputStream(_Output):
    def _put(self, fmt: str, value: Any) -> None:
        data = struct.pack(fmt, value)
        self._stream.write(data)
        self._written += len(data)

    def writeBoolean(self, value: bool) -> None:
        self._put(">B", 1 if value else 0)

    def writeByte(self, value: int) -> None:
        self._put(">B", value & 0xFF)

    def writeShort(self, value: int) -> None:
        self._put(">H", value & 0xFFFF)

    def writeChar(self, value: Any) -> None:
        self._put(">H", (ord(value) if isinstance(value, str) else value) & 0xFFFF)

    def writeInt(self, value: int) -> None:
        self._put(">I", value & 0xFFFFFFFF)

    def writeLong(self, value: int) -> None:
        self._put(">Q", value & 0xFFFFFFFFFFFFFFFF)

    def writeFloat(self, value: float) -> None:
        self._put(">f", value)

    def writeDouble(self, value: float) -> None:
        self._put(">d", value)

    def writeBytes(self, text: str) -> None:
        self.write(bytes(ord(c) & 0xFF for c in text))

    def writeUTF(self, text: str) -> None:
        data = _modified_utf8_encode(text)
        if len(data) > 65535:
            raise ValueError("encoded string too long")  # Java's UTFDataFormatException
        self._put(">H", len(data))
        self.write(data)


def _modified_utf8_encode(text: str) -> bytes:
    """Java's modified UTF-8: NUL as two bytes, supplementary characters as surrogate pairs."""
    units = text.encode("utf-16-be")
    out = bytearray()
    for k in range(0, len(units), 2):
        c = (units[k] << 8) | units[k + 1]
        if 0 < c < 0x80:
            out.append(c)
        elif c < 0x800:
            out += bytes([0xC0 | (c >> 6), 0x80 | (c & 0x3F)])
        else:
            out += bytes([0xE0 | (c >> 12), 0x80 | ((c >> 6) & 0x3F), 0x80 | (c & 0x3F)])
    return bytes(out)


def _modified_utf8_decode(data: bytes) -> str:
    units: list[int] = []
    k = 0
    while k < len(data):
        b = data[k]
        if b < 0x80:
            units.append(b)
            k += 1
        elif b >> 5 == 0b110:
            units.append(((b & 0x1F) << 6) | (data[k + 1] & 0x3F))
            k += 2
        else:
            units.append(((b & 0x0F) << 12) | ((data[k + 1] & 0x3F) << 6) | (data[k + 2] & 0x3F))
            k += 3
    return b"".join(u.to_bytes(2, "big") for u in units).decode("utf-16-be", "surrogatepass")
