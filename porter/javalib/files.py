"""``java.io`` and ``java.nio.file`` as ported programs use them: ``File``, ``Paths``/``Path``
(Python's ``pathlib.Path``), ``Files``' static methods, and the readers and writers, each a
context manager so that ``try``-with-resources ports to ``with``. ``Files``' methods raise
java.nio's exceptions, each a Python one too: ``NoSuchFileException`` is a
``FileNotFoundError``, ``FileAlreadyExistsException`` a ``FileExistsError``, all ``OSError``
(``IOException``), with Java's messages (the file's path)."""

from __future__ import annotations

import builtins
import datetime
import errno
import fnmatch
import functools
import inspect
import io
import os
import re
import shutil
import stat
import sys
import tempfile
from atexit import register as at_exit
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, Self

import numpy as np

from porter.javalib import exceptions
from porter.javalib.formatter import format as jformat
from porter.javalib.streams import Stream
from porter.javalib.string_conversion import jstr

REPLACE_EXISTING = "REPLACE_EXISTING"
APPEND = "APPEND"
CREATE = "CREATE"
TRUNCATE_EXISTING = "TRUNCATE_EXISTING"
CREATE_NEW = "CREATE_NEW"
COPY_ATTRIBUTES = "COPY_ATTRIBUTES"  # StandardCopyOption's: the last-modified time too
ATOMIC_MOVE = "ATOMIC_MOVE"  # os.replace is atomic on one file system
NOFOLLOW_LINKS = "NOFOLLOW_LINKS"  # LinkOption's
FOLLOW_LINKS = "FOLLOW_LINKS"  # FileVisitOption's: Files.walk enters linked directories

# Python's file errors and the java.nio exceptions Files' methods raise for them.
_NIO_ERRORS: list[tuple[type[OSError], type[exceptions.FileSystemException]]] = [
    (FileNotFoundError, exceptions.NoSuchFileException),
    (FileExistsError, exceptions.FileAlreadyExistsException),
    (PermissionError, exceptions.AccessDeniedException),
    (NotADirectoryError, exceptions.NotDirectoryException),
]


def _nio(function: Any) -> Any:
    """A ``Files`` method: Python's file errors become java.nio's exceptions, whose message
    is the path (``NoSuchFileException: data.csv``), as Java's are."""

    @functools.wraps(function)
    def call(*args: Any, **kwargs: Any) -> Any:
        try:
            return function(*args, **kwargs)
        except OSError as e:
            if isinstance(e, exceptions.Throwable):
                raise  # already Java's
            raise _nio_error(e, args) from None

    return call


def _nio_error(e: OSError, args: tuple[Any, ...]) -> OSError:
    file = e.filename if e.filename is not None else (e.args[0] if len(e.args) == 1 else None)
    if file is None and args:
        file = args[0]
    other = e.filename2
    file = None if file is None else str(file)
    if e.errno == errno.ENOTEMPTY:
        return exceptions.DirectoryNotEmptyException(file)
    for python, java in _NIO_ERRORS:
        if isinstance(e, python):
            return java(file, None if other is None else str(other))
    return exceptions.FileSystemException(file, other, e.strerror)


def as_path(value: Any) -> Path:
    if isinstance(value, File):
        return Path(value.getPath())
    if getattr(value, "_java_fs", None) is not None:
        return value  # type: ignore[no-any-return]  # a path of a zip file system (zipfs)
    return Path(value)


def _foreign(path: Any) -> bool:
    """Whether ``path`` is of a file system other than the default one (a zip's)."""
    return getattr(path, "_java_fs", None) is not None


def charset_name(charset: Any) -> str:
    return "utf-8" if charset is None else str(charset)


def as_bytes(data: Any) -> bytes:
    """A Java ``byte[]`` (``bytes``, or a list of signed bytes) as ``bytes``."""
    if isinstance(data, bytes):
        return data
    if isinstance(data, np.ndarray):
        return data.astype(np.uint8).tobytes()  # an int8 array: its bytes' two's complement
    return bytes(int(b) & 0xFF for b in data)


def split_lines(text: str) -> list[str]:
    """Java's line terminators: ``\\n``, ``\\r`` or ``\\r\\n``; no empty last line."""
    if not text:
        return []
    parts = re.split(r"\r\n|\r|\n", text)
    if text.endswith(("\n", "\r")):
        parts.pop()
    return parts


# -- java.nio.file.Files -----------------------------------------------------------------


@_nio
def readAllLines(path: Any, charset: Any = None) -> list[str]:
    return split_lines(as_path(path).read_text(encoding=charset_name(charset)))


@_nio
def lines(path: Any, charset: Any = None) -> Stream:
    return Stream(readAllLines(path, charset))


@_nio
def readString(path: Any, charset: Any = None) -> str:
    return as_path(path).read_text(encoding=charset_name(charset))


@_nio
def readAllBytes(path: Any) -> bytes:
    return as_path(path).read_bytes()


@_nio
def write(path: Any, data: Any, *options: Any) -> Path:
    """``Files.write(path, bytes | lines[, charset][, options])``: lines end with the
    platform's separator, as Java writes them; ``APPEND`` appends, ``CREATE_NEW`` refuses an
    existing file."""
    charset = None
    if (
        options
        and not isinstance(options[0], str)
        or (
            options
            and options[0] not in (REPLACE_EXISTING, APPEND, CREATE, TRUNCATE_EXISTING, CREATE_NEW)
        )
    ):
        charset, options = options[0], options[1:]
    target = as_path(path)
    if CREATE_NEW in options and target.exists():
        raise FileExistsError(str(target))
    if isinstance(data, (bytes, bytearray)):
        payload = bytes(data)
    else:
        payload = "".join(f"{line}{os.linesep}" for line in data).encode(charset_name(charset))
    with open(target, "ab" if APPEND in options else "wb") as f:
        f.write(payload)
    return target


@_nio
def writeString(path: Any, text: str, *options: Any) -> Path:
    charset = None
    if options and options[0] not in (
        REPLACE_EXISTING,
        APPEND,
        CREATE,
        TRUNCATE_EXISTING,
        CREATE_NEW,
    ):
        charset, options = options[0], options[1:]
    target = as_path(path)
    with open(target, "ab" if APPEND in options else "wb") as f:
        f.write(text.encode(charset_name(charset)))
    return target


@_nio
def copy(source: Any, target: Any, *options: Any) -> Path:
    """``Files.copy``: refuses an existing target unless ``REPLACE_EXISTING``."""
    src, dst = as_path(source), as_path(target)
    if not src.exists():
        raise FileNotFoundError(str(src))
    if dst.exists() and REPLACE_EXISTING not in options:
        raise FileExistsError(str(dst))
    if src.is_dir():
        dst.mkdir(exist_ok=True)
    elif _foreign(src) or _foreign(dst):
        dst.write_bytes(src.read_bytes())  # out of a zip file system (read-only, zipfs)
    else:
        shutil.copyfile(src, dst)
    if COPY_ATTRIBUTES in options:
        shutil.copystat(src, dst)
    return dst


@_nio
def move(source: Any, target: Any, *options: Any) -> Path:
    src, dst = as_path(source), as_path(target)
    if dst.exists() and REPLACE_EXISTING not in options:
        raise FileExistsError(str(dst))
    os.replace(src, dst)
    return dst


def exists(path: Any, *options: Any) -> bool:
    return as_path(path).exists()


def notExists(path: Any, *options: Any) -> bool:
    return not as_path(path).exists()


def isDirectory(path: Any, *options: Any) -> bool:
    return as_path(path).is_dir()


def isRegularFile(path: Any, *options: Any) -> bool:
    return as_path(path).is_file()


def isReadable(path: Any) -> bool:
    return os.access(as_path(path), os.R_OK)


@_nio
def size(path: Any) -> int:
    return as_path(path).stat().st_size


@_nio
def createDirectories(path: Any, *attrs: Any) -> Path:
    target = as_path(path)
    target.mkdir(parents=True, exist_ok=True)
    return target


@_nio
def createDirectory(path: Any, *attrs: Any) -> Path:
    target = as_path(path)
    target.mkdir()
    return target


@_nio
def createFile(path: Any, *attrs: Any) -> Path:
    target = as_path(path)
    with open(target, "xb"):
        pass
    return target


@_nio
def delete(path: Any) -> None:
    """``Files.delete``: a file or an empty directory; ``FileNotFoundError`` if missing."""
    target = as_path(path)
    if target.is_dir() and not target.is_symlink():
        target.rmdir()
    else:
        target.unlink()


def deleteIfExists(path: Any) -> bool:
    try:
        delete(path)
    except FileNotFoundError:
        return False
    return True


@_nio
def list_(path: Any) -> Stream:
    """``Files.list``: the directory's entries (not recursive)."""
    return Stream(sorted(as_path(path).iterdir()))


class DirectoryStream:
    """``Files.newDirectoryStream(dir[, glob])``: the directory's entries (not recursive),
    iterated once and closed (a try-with-resources closes it; Java's order is unspecified,
    the port's is sorted)."""

    def __init__(self, entries: list[Path]) -> None:
        self._entries = entries

    def __iter__(self) -> Iterator[Path]:
        return iter(self._entries)

    def iterator(self) -> Iterator[Path]:
        return iter(self._entries)

    def close(self) -> None:
        self._entries = []

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


@_nio
def newDirectoryStream(path: Any, glob: str | None = None) -> DirectoryStream:
    entries = sorted(as_path(path).iterdir())
    if glob is not None:
        entries = [e for e in entries if _glob_matches(e.name, glob)]
    return DirectoryStream(entries)


def _glob_matches(name: str, glob: str) -> bool:
    """A file name against a glob of ``java.nio.file`` (``*.{jpg,png}``'s braces too)."""
    if "{" in glob and "}" in glob:
        head, rest = glob.split("{", 1)
        options, tail = rest.split("}", 1)
        return any(_glob_matches(name, head + o + tail) for o in options.split(","))
    return fnmatch.fnmatchcase(name, glob)


class FileSystem:
    """``FileSystems.getDefault()``: the local file system, one object (``equals`` is
    identity); a zip file's is ``porter.javalib.zipfs``'."""

    _default: FileSystem

    @staticmethod
    def getDefault() -> FileSystem:
        return FileSystem._default

    def getPath(self, first: str, *more: str) -> Path:
        return Path(first, *more)

    def getSeparator(self) -> str:
        return os.sep

    def getRootDirectories(self) -> list[Path]:
        return [Path(os.sep)]

    def isOpen(self) -> bool:
        return True

    def isReadOnly(self) -> bool:
        return False

    def close(self) -> None:
        raise NotImplementedError()  # Java's UnsupportedOperationException: it stays open

    def equals(self, other: object) -> bool:
        return self is other

    def toString(self) -> str:
        return f"sun.nio.fs.LinuxFileSystem@{id(self) & 0xFFFFFFF:x}"


FileSystem._default = FileSystem()


def getFileSystem(path: Any) -> FileSystem:
    """``path.getFileSystem()``: a zip's for its paths, else the default one."""
    fs = getattr(path, "_java_fs", None)
    return fs if fs is not None else FileSystem.getDefault()


@_nio
def walk(start: Any, *args: Any) -> Stream:
    """``Files.walk(start[, maxDepth])``: ``start`` and what is under it, each directory
    before its entries."""
    depth = args[0] if args and isinstance(args[0], int) else sys.maxsize
    follow = FOLLOW_LINKS in args

    def paths(path: Path, level: int) -> Iterator[Path]:
        yield path
        if level < depth and path.is_dir() and (follow or not path.is_symlink()):
            for child in sorted(path.iterdir()):
                yield from paths(child, level + 1)

    return Stream(list(paths(as_path(start), 0)))


def createTempFile(*args: Any) -> Path:
    """``Files.createTempFile([dir,] prefix, suffix)``; a ``None`` suffix is ``.tmp``."""
    directory = args[0] if len(args) == 3 else None
    prefix, suffix = args[-2], args[-1]
    fd, name = tempfile.mkstemp(
        suffix=".tmp" if suffix is None else suffix, prefix=prefix or "", dir=directory
    )
    os.close(fd)
    return Path(name)


def createTempDirectory(*args: Any) -> Path:
    directory = args[0] if len(args) == 2 else None
    return Path(tempfile.mkdtemp(prefix=args[-1] or "", dir=directory))


@_nio
def newBufferedReader(path: Any, charset: Any = None) -> BufferedReader:
    return BufferedReader(open(as_path(path), encoding=charset_name(charset), newline=""))


@_nio
def newBufferedWriter(path: Any, *options: Any) -> BufferedWriter:
    charset = None
    if options and options[0] not in (
        REPLACE_EXISTING,
        APPEND,
        CREATE,
        TRUNCATE_EXISTING,
        CREATE_NEW,
    ):
        charset, options = options[0], options[1:]
    mode = "a" if APPEND in options else "w"
    return BufferedWriter(open(as_path(path), mode, encoding=charset_name(charset), newline=""))


# -- java.io.File ------------------------------------------------------------------------


def _delete(path: str) -> None:
    try:
        if os.path.isdir(path):
            os.rmdir(path)
        else:
            os.unlink(path)
    except OSError:
        pass  # Java's deleteOnExit ignores a file that is gone or a folder not empty


class File:
    """``java.io.File``: a path name, with Java's boolean-returning operations."""

    separator = os.sep
    pathSeparator = os.pathsep

    @staticmethod
    def createTempFile(prefix: str, suffix: str | None = None, directory: Any = None) -> File:
        """An empty new file in the temporary folder (or ``directory``): prefix, a random
        part, suffix (``.tmp`` when null), as Java's."""
        if len(prefix) < 3:
            raise ValueError("Prefix string too short")
        folder = os.fspath(directory) if directory is not None else None
        fd, name = tempfile.mkstemp(
            suffix=".tmp" if suffix is None else suffix, prefix=prefix, dir=folder
        )
        os.close(fd)
        return File(name)

    def __init__(self, parent: Any, child: str | None = None) -> None:
        if child is not None:
            base = parent.getPath() if isinstance(parent, File) else parent
            self._path = os.path.join(base, child) if base else child
        else:
            self._path = os.fspath(parent) if not isinstance(parent, File) else parent.getPath()

    def __fspath__(self) -> str:
        return self._path

    def deleteOnExit(self) -> None:
        """Deletes the file (an empty folder) when the program ends, as the JVM's exit."""
        path = os.path.abspath(self._path)
        at_exit(_delete, path)

    def getPath(self) -> str:
        return self._path

    def getName(self) -> str:
        return os.path.basename(self._path)

    def getParent(self) -> str | None:
        parent = os.path.dirname(self._path)
        return parent or None

    def getParentFile(self) -> File | None:
        parent = self.getParent()
        return None if parent is None else File(parent)

    def getAbsolutePath(self) -> str:
        return os.path.abspath(self._path)

    def getAbsoluteFile(self) -> File:
        return File(self.getAbsolutePath())

    def getCanonicalPath(self) -> str:
        return os.path.realpath(self._path)

    def exists(self) -> bool:
        return os.path.exists(self._path)

    def isDirectory(self) -> bool:
        return os.path.isdir(self._path)

    def isFile(self) -> bool:
        return os.path.isfile(self._path)

    def canRead(self) -> bool:
        return os.access(self._path, os.R_OK)

    def canWrite(self) -> bool:
        return os.access(self._path, os.W_OK)

    def length(self) -> int:
        try:
            return os.path.getsize(self._path)
        except OSError:
            return 0

    def lastModified(self) -> int:
        try:
            return int(os.path.getmtime(self._path) * 1000)
        except OSError:
            return 0

    def mkdir(self) -> bool:
        try:
            os.mkdir(self._path)
        except OSError:
            return False
        return True

    def mkdirs(self) -> bool:
        if os.path.isdir(self._path):
            return False
        try:
            os.makedirs(self._path)
        except OSError:
            return False
        return True

    def createNewFile(self) -> bool:
        try:
            with open(self._path, "xb"):
                pass
        except FileExistsError:
            return False
        return True

    def delete(self) -> bool:
        try:
            delete(self._path)
        except OSError:
            return False
        return True

    def renameTo(self, target: File) -> bool:
        try:
            os.rename(self._path, target.getPath())
        except OSError:
            return False
        return True

    def list(self, accept: Any = None) -> list[str] | None:
        """The folder's names (those a ``FilenameFilter``'s ``accept(dir, name)`` takes)."""
        if not self.isDirectory():
            return None
        names = sorted(os.listdir(self._path))
        return [n for n in names if accept is None or accept(self, n)]

    def listFiles(self, accept: Any = None) -> builtins.list[File] | None:
        """The folder's files: all, or those a ``FileFilter`` (``accept(file)``) or a
        ``FilenameFilter`` (``accept(dir, name)``, two parameters) takes."""
        names = self.list()
        if names is None:
            return None
        if accept is not None and _arity(accept) == 2:
            return [File(self, n) for n in names if accept(self, n)]
        files = [File(self, name) for name in names]
        return [f for f in files if accept is None or accept(f)]

    def toPath(self) -> Path:
        return Path(self._path)

    def toString(self) -> str:
        return self._path

    __str__ = toString

    def __repr__(self) -> str:
        return f"File({self._path!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, File) and other._path == self._path

    def compareTo(self, other: File) -> int:
        """Java's File order on Unix: the path strings, lexicographically."""
        a, b = self._path, other._path
        return 0 if a == b else -1 if a < b else 1

    def __lt__(self, other: File) -> bool:
        return self.compareTo(other) < 0

    def __hash__(self) -> int:
        return hash(self._path)


# -- readers and writers -----------------------------------------------------------------


def store_bytes(buffer: Any, offset: int, data: bytes) -> None:
    """Java's ``byte[]`` (a numpy int8 array, a list or a bytearray) receives ``data``."""
    if isinstance(buffer, np.ndarray):
        buffer[offset : offset + len(data)] = np.frombuffer(data, dtype=np.uint8).view(buffer.dtype)
    elif isinstance(buffer, bytearray):
        buffer[offset : offset + len(data)] = data
    else:
        buffer[offset : offset + len(data)] = [b - 256 if b > 127 else b for b in data]


class _Closeable:
    _stream: Any

    def close(self) -> None:
        self._stream.close()

    def __enter__(self) -> Any:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class FileInputStream(_Closeable):
    """``FileInputStream``: bytes from a file (``read()`` one byte, or -1 at the end)."""

    def __init__(self, path: Any) -> None:
        target = as_path(path)
        # a zip's entry (zipfs) is read through its file system
        self._stream = target.open("rb") if _foreign(target) else open(target, "rb")  # noqa: SIM115

    def read(self, buffer: Any = None, offset: int = 0, length: int | None = None) -> int:
        """Java's ``read()`` (one byte, or -1 at the end) and ``read(b[, off, len])`` (how
        many bytes it stored into ``b``, -1 at the end, 0 for an empty request)."""
        if buffer is None:
            data = self._stream.read(1)
            return data[0] if data else -1
        n = len(buffer) - offset if length is None else length
        if n == 0:
            return 0
        data = self._read_some(n)
        if not data:
            return -1
        store_bytes(buffer, offset, data)
        return len(data)

    def _read_some(self, n: int) -> bytes:
        """Up to ``n`` bytes for ``read(b, off, len)`` (a file gives them all if it has them)."""
        data: bytes = self._stream.read(n)
        return data

    def readAllBytes(self) -> bytes:
        data: bytes = self._stream.read()
        return data

    def raw(self) -> Any:
        return self._stream


class ByteArrayInputStream(FileInputStream):
    """``ByteArrayInputStream(bytes[, offset, length])``: a ``FileInputStream`` over bytes in
    memory."""

    def __init__(self, data: Any, offset: int = 0, length: int | None = None) -> None:
        raw = data if isinstance(data, bytes | bytearray) else as_bytes(data)
        end = len(raw) if length is None else offset + length
        self._stream = io.BytesIO(bytes(raw[offset:end]))

    def available(self) -> int:
        return int(len(self._stream.getbuffer()) - self._stream.tell())

    def read(self, buffer: Any = None, offset: int = 0, length: int | None = None) -> int:
        # Java's ByteArrayInputStream answers -1 at the end even for an empty request.
        if buffer is not None and self.available() == 0:
            return -1
        return super().read(buffer, offset, length)

    # Java's mark and reset: a byte array stream always supports them (reset goes to the
    # mark, or to the start where none was set)
    def markSupported(self) -> bool:
        return True

    def mark(self, readlimit: int = 0) -> None:
        self._mark = self._stream.tell()

    def reset(self) -> None:
        self._stream.seek(getattr(self, "_mark", 0))

    def skip(self, n: int) -> int:
        step = max(0, min(n, self.available()))
        self._stream.seek(self._stream.tell() + step)
        return step


class ByteArrayOutputStream(_Closeable):
    """``ByteArrayOutputStream``: bytes written in memory, read back with ``toByteArray``."""

    def __init__(self, size: int = 32) -> None:
        self._stream = io.BytesIO()

    def write(self, data: Any, offset: int = 0, length: int | None = None) -> None:
        FileOutputStream.write(self, data, offset, length)  # type: ignore[arg-type]

    def writeBytes(self, data: Any) -> None:
        self.write(data)

    def toByteArray(self) -> bytes:
        return bytes(self._stream.getvalue())

    def size(self) -> int:
        return len(self._stream.getvalue())

    def reset(self) -> None:
        self._stream = io.BytesIO()

    def toString(self, charset: Any = None) -> str:
        return str(self._stream.getvalue().decode(charset_name(charset), errors="replace"))

    __str__ = toString

    def flush(self) -> None:
        pass

    def close(self) -> None:
        pass  # Java's: closing has no effect, the bytes stay readable


@_nio
def newInputStream(path: Any, *options: Any) -> FileInputStream:
    """``Files.newInputStream``."""
    return FileInputStream(path)


@_nio
def newOutputStream(path: Any, *options: Any) -> FileOutputStream:
    """``Files.newOutputStream``: truncates unless ``APPEND`` is among the options."""
    return FileOutputStream(path, append=APPEND in options)


def toByteArray(stream: Any) -> bytes:
    """Apache Commons IO's ``IOUtils.toByteArray(InputStream)``: the rest of the stream."""
    if hasattr(stream, "readAllBytes"):
        return stream.readAllBytes()  # type: ignore[no-any-return]
    return bytes(stream.read())


def readFileToByteArray(file: Any) -> bytes:
    """Apache Commons IO's ``FileUtils.readFileToByteArray(File)``."""
    return as_path(file).read_bytes()


class InputStreamReader(_Closeable):
    """``InputStreamReader(stream[, charset])``: text over a byte stream (a
    ``FileInputStream``, ``System.in`` or any binary file object)."""

    def __init__(self, stream: Any, charset: Any = None) -> None:
        raw = stream.raw() if isinstance(stream, FileInputStream) else stream
        raw = getattr(raw, "buffer", raw)
        self._stream = io.TextIOWrapper(raw, encoding=charset_name(charset), newline="")

    def read(self) -> int:
        c = self._stream.read(1)
        return ord(c) if c else -1

    def text(self) -> Any:
        return self._stream


class StringReader(InputStreamReader):
    """``StringReader(text)``: a reader over a String."""

    def __init__(self, text: str) -> None:
        self._stream = io.StringIO(text)


class FileReader(InputStreamReader):
    def __init__(self, path: Any, charset: Any = None) -> None:
        super().__init__(FileInputStream(path), charset)


class BufferedReader(_Closeable):
    """``BufferedReader``: ``readLine`` gives the line without its terminator, or ``None``
    at the end, as Java's."""

    def __init__(self, reader: Any, size: int | None = None) -> None:
        self._stream = reader.text() if isinstance(reader, InputStreamReader) else reader
        self._pending_cr = False

    def readLine(self) -> str | None:
        line: str = self._stream.readline()
        if line == "":
            return None
        if line.endswith("\r\n"):
            return line[:-2]
        if line.endswith(("\n", "\r")):
            return line[:-1]
        return line

    def read(self) -> int:
        c = self._stream.read(1)
        return ord(c) if c else -1

    def ready(self) -> bool:
        return True

    def lines(self) -> Stream:
        def run() -> Iterator[str]:
            while (line := self.readLine()) is not None:
                yield line

        return Stream(run())


class FileOutputStream(_Closeable):
    def __init__(self, path: Any, append: bool = False) -> None:
        self._stream = open(as_path(path), "ab" if append else "wb")  # noqa: SIM115

    def write(self, data: Any, offset: int = 0, length: int | None = None) -> None:
        if isinstance(data, int):
            self._stream.write(bytes([data & 0xFF]))
            return
        chunk = as_bytes(data)
        end = len(chunk) if length is None else offset + length
        self._stream.write(chunk[offset:end])

    def flush(self) -> None:
        self._stream.flush()

    def raw(self) -> Any:
        return self._stream


class FileWriter(_Closeable):
    def __init__(self, path: Any, append: bool = False) -> None:
        self._stream = open(as_path(path), "a" if append else "w", encoding="utf-8", newline="")  # noqa: SIM115

    def write(self, text: Any) -> None:
        self._stream.write(text if isinstance(text, str) else chr(text))

    def append(self, text: str) -> FileWriter:
        self._stream.write(text)
        return self

    def flush(self) -> None:
        self._stream.flush()

    def text(self) -> Any:
        return self._stream


class OutputStreamWriter(FileWriter):
    def __init__(self, stream: Any, charset: Any = None) -> None:
        raw = stream.raw() if isinstance(stream, FileOutputStream) else stream
        raw = getattr(raw, "buffer", raw)
        self._stream = io.TextIOWrapper(raw, encoding=charset_name(charset), newline="")


class BufferedWriter(FileWriter):
    def __init__(self, writer: Any, size: int | None = None) -> None:
        self._stream = writer.text() if isinstance(writer, FileWriter) else writer

    def newLine(self) -> None:
        self._stream.write(os.linesep)


class PrintWriter(BufferedWriter):
    """``PrintWriter(path | File | writer)``: ``println``/``print``/``printf`` with Java's
    string conversion."""

    def __init__(self, target: Any, *rest: Any) -> None:
        if isinstance(target, FileWriter):
            self._stream = target.text()
        elif isinstance(target, (str, os.PathLike)):
            self._stream = open(as_path(target), "w", encoding="utf-8", newline="")  # noqa: SIM115
        else:
            self._stream = target

    def print(self, value: Any) -> None:
        self._stream.write(value if isinstance(value, str) else jstr(value))

    def println(self, value: Any = "") -> None:
        self.print(value)
        self._stream.write(os.linesep)

    def printf(self, fmt: Any, *args: Any) -> PrintWriter:
        if not isinstance(fmt, str) and args:  # printf(Locale, format, args...)
            fmt, args = args[0], args[1:]
        self._stream.write(jformat(fmt, *args))
        return self

    format = printf


def readLines(source: Iterable[str]) -> list[str]:
    """The lines of an open text source, without terminators."""
    return [line.rstrip("\r\n") for line in source]


class _StandardInput(FileInputStream):
    """``System.in``: bytes of the process's standard input (``read()`` one byte, or -1)."""

    def __init__(self) -> None:
        pass

    @property
    def _stream(self) -> Any:  # type: ignore[override]
        return sys.stdin.buffer

    def available(self) -> int:
        return 0


SystemIn = _StandardInput()


def _arity(function: Any) -> int:
    """How many arguments a filter takes (a FilenameFilter's two, a FileFilter's one)."""
    try:
        params = inspect.signature(function).parameters.values()
    except (TypeError, ValueError):
        return 1
    return sum(p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) for p in params)


# -- java.nio.file.Path's name elements (a pathlib.Path in the port) ----------------------------


def _names(path: Any) -> tuple[str, ...]:
    p = as_path(path)
    return p.parts[1:] if p.anchor else p.parts


def path_getNameCount(path: Any) -> int:
    """Its name elements, the root left out (``/a/b`` has 2; the empty path 1)."""
    return len(_names(path)) if str(path) not in ("", ".") or as_path(path).anchor else 1


def path_getName(path: Any, index: int) -> Path:
    names = _names(path)
    if not 0 <= index < len(names):
        raise ValueError("IllegalArgumentException")
    return Path(names[index])


def path_subpath(path: Any, begin: int, end: int) -> Path:
    names = _names(path)
    if not 0 <= begin < end <= len(names):
        raise ValueError("IllegalArgumentException")
    return Path(*names[begin:end])


def path_getParent(path: Any) -> Path | None:
    """Java's: null for a single name with no root, and for the root itself."""
    p = as_path(path)
    names = _names(p)
    if not names or (len(names) == 1 and not p.anchor):
        return None
    return p.parent


def path_getRoot(path: Any) -> Path | None:
    p = as_path(path)
    return Path(p.anchor) if p.anchor else None


def path_getFileName(path: Any) -> Path | None:
    names = _names(path)
    return Path(names[-1]) if names else None


@_nio
def path_toRealPath(path: Any, *options: Any) -> Path:
    """The existing file's absolute path, links resolved (NoSuchFileException, an OSError,
    when there is none)."""
    return as_path(path).resolve(strict=True)


def path_normalize(path: Any) -> Path:
    """``.`` and ``name/..`` removed, as Java's normalize does, without looking at the disk."""
    p = as_path(path)
    out: list[str] = []
    for name in _names(p):
        if name == ".":
            continue
        if name == ".." and out and out[-1] != "..":
            out.pop()
        elif name == ".." and p.anchor:
            continue
        else:
            out.append(name)
    return Path(p.anchor, *out) if p.anchor else Path(*out) if out else Path("")


def path_startsWith(path: Any, other: Any) -> bool:
    p, o = as_path(path), as_path(other)
    return p.anchor == o.anchor and _names(p)[: len(_names(o))] == _names(o)


def path_endsWith(path: Any, other: Any) -> bool:
    p, o = as_path(path), as_path(other)
    if o.anchor:
        return p == o
    names, tail = _names(p), _names(o)
    return len(tail) <= len(names) and names[len(names) - len(tail) :] == tail


class FileTime:
    """``java.nio.file.attribute.FileTime``: a file's time stamp, held in nanoseconds since
    the epoch; prints as ISO 8601 in UTC with the fraction's trailing zeros dropped."""

    def __init__(self, nanos: int) -> None:
        self._nanos = nanos

    @staticmethod
    def fromMillis(millis: int) -> FileTime:
        return FileTime(millis * 1_000_000)

    def toMillis(self) -> int:
        return self._nanos // 1_000_000

    def __eq__(self, other: object) -> bool:
        return isinstance(other, FileTime) and other._nanos == self._nanos

    def __hash__(self) -> int:
        return hash(self._nanos)

    def compareTo(self, other: FileTime) -> int:
        return (self._nanos > other._nanos) - (self._nanos < other._nanos)

    def __str__(self) -> str:
        seconds, nanos = divmod(self._nanos, 1_000_000_000)
        stamp = datetime.datetime(1970, 1, 1) + datetime.timedelta(seconds=seconds)
        fraction = f".{nanos:09d}".rstrip("0") if nanos else ""
        return f"{stamp.strftime('%Y-%m-%dT%H:%M:%S')}{fraction}Z"

    toString = __str__


@_nio
def setLastModifiedTime(path: Any, time: FileTime) -> Path:
    target = as_path(path)
    os.utime(target, ns=(target.stat().st_atime_ns, time._nanos))
    return target


@_nio
def getLastModifiedTime(path: Any, *options: Any) -> FileTime:
    return FileTime(as_path(path).stat().st_mtime_ns)


class BasicFileAttributes:
    """``Files.readAttributes(path, BasicFileAttributes.class)``: the file's attributes when
    read (links followed unless ``NOFOLLOW_LINKS``); the creation time is the birth time
    where the system keeps one, else the last modification, as Java's on Linux."""

    def __init__(self, path: Any, follow: bool = True) -> None:
        target = as_path(path)
        self._stat = os.stat(target, follow_symlinks=follow)

    def size(self) -> int:
        return self._stat.st_size

    def isDirectory(self) -> bool:
        return stat.S_ISDIR(self._stat.st_mode)

    def isRegularFile(self) -> bool:
        return stat.S_ISREG(self._stat.st_mode)

    def isSymbolicLink(self) -> bool:
        return stat.S_ISLNK(self._stat.st_mode)

    def isOther(self) -> bool:
        return not (self.isDirectory() or self.isRegularFile() or self.isSymbolicLink())

    def lastModifiedTime(self) -> FileTime:
        return FileTime(self._stat.st_mtime_ns)

    def lastAccessTime(self) -> FileTime:
        return FileTime(self._stat.st_atime_ns)

    def creationTime(self) -> FileTime:
        birth = getattr(self._stat, "st_birthtime_ns", None)
        return FileTime(birth if birth is not None else self._stat.st_mtime_ns)

    def fileKey(self) -> FileKey:
        return FileKey(self._stat.st_dev, self._stat.st_ino)


class FileKey:
    """A file's identity on Unix: Java's ``(dev=803,ino=1234)``, the device in hex."""

    def __init__(self, dev: int, ino: int) -> None:
        self._key = (dev, ino)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, FileKey) and other._key == self._key

    def __hash__(self) -> int:
        return hash(self._key)

    def toString(self) -> str:
        return f"(dev={self._key[0]:x},ino={self._key[1]})"

    __str__ = __repr__ = toString


class BasicFileAttributeView:
    """``Files.getFileAttributeView(path, BasicFileAttributeView.class)``."""

    def __init__(self, path: Any, follow: bool = True) -> None:
        self._path, self._follow = as_path(path), follow

    def name(self) -> str:
        return "basic"

    def readAttributes(self) -> BasicFileAttributes:
        return BasicFileAttributes(self._path, self._follow)

    def setTimes(self, modified: Any, accessed: Any, created: Any) -> None:
        """Sets the times given (a null one is left as it is; the creation time cannot be
        set on Linux, as Java's)."""
        if modified is None and accessed is None:
            return
        now = os.stat(self._path, follow_symlinks=self._follow)
        os.utime(
            self._path,
            ns=(
                accessed._nanos if accessed is not None else now.st_atime_ns,
                modified._nanos if modified is not None else now.st_mtime_ns,
            ),
            follow_symlinks=self._follow,
        )


@_nio
def readAttributes(path: Any, kind: Any, *options: Any) -> Any:
    """``Files.readAttributes(path, BasicFileAttributes.class)``, or by name
    (``"basic:size,lastModifiedTime"``, ``"*"``): a map of the attributes named."""
    if isinstance(kind, type):  # BasicFileAttributes.class, PosixFileAttributes.class
        return kind(path, NOFOLLOW_LINKS not in options)
    attributes = BasicFileAttributes(path, NOFOLLOW_LINKS not in options)
    view, _, names = kind.rpartition(":")
    if view not in ("", "basic"):
        raise NotImplementedError(f"View '{view}' not available")
    every = [
        "lastAccessTime", "lastModifiedTime", "size", "creationTime", "isSymbolicLink",
        "isRegularFile", "isDirectory", "isOther",
    ]  # fmt: skip
    wanted = every if names == "*" else names.split(",")
    return {n: getattr(attributes, n)() for n in wanted if n in every}


def getFileAttributeView(path: Any, kind: Any, *options: Any) -> BasicFileAttributeView:
    return BasicFileAttributeView(path, NOFOLLOW_LINKS not in options)


class StringWriter:
    """``java.io.StringWriter``: the characters written, as its ``toString()``; a
    ``PrintWriter`` over it writes there."""

    def __init__(self, capacity: int = 16) -> None:
        self._parts: list[str] = []

    def write(self, data: Any, offset: int = 0, length: int | None = None) -> None:
        if isinstance(data, int):
            data = chr(data)
        text = data if isinstance(data, str) else "".join(data)
        self._parts.append(text[offset:] if length is None else text[offset : offset + length])

    def append(self, data: Any) -> StringWriter:
        self._parts.append(jstr(data))
        return self

    def flush(self) -> None:
        pass

    def close(self) -> None:
        pass

    def toString(self) -> str:
        return "".join(self._parts)

    __str__ = toString


def isSymbolicLink(path: Any) -> bool:
    return as_path(path).is_symlink()


def isHidden(path: Any) -> bool:
    """Java's on Unix: the file's name starts with a dot."""
    return as_path(path).name.startswith(".")


def isExecutable(path: Any) -> bool:
    return os.access(as_path(path), os.X_OK)


def isWritable(path: Any) -> bool:
    return os.access(as_path(path), os.W_OK)


def isSameFile(a: Any, b: Any) -> bool:
    """Equal paths are the same file (not looked up); else both must exist (Java's
    NoSuchFileException, FileNotFoundError) and be one file."""
    first, second = as_path(a), as_path(b)
    if first == second:
        return True
    return os.path.samefile(first, second)


def find(start: Any, depth: int, matcher: Any, *options: Any) -> Stream:
    """``Files.find(start, maxDepth, (path, attributes) -> boolean)``: ``walk``'s paths that
    the matcher accepts."""
    return Stream([p for p in walk(start, depth, *options) if matcher(p, BasicFileAttributes(p))])


def createSymbolicLink(link: Any, target: Any, *attrs: Any) -> Path:
    """``Files.createSymbolicLink(link, target)``: ``link`` points at ``target`` as given
    (a relative target stays relative); an existing ``link`` is FileExistsError."""
    made = as_path(link)
    os.symlink(as_path(target), made)
    return made


def readSymbolicLink(link: Any) -> Path:
    return Path(os.readlink(as_path(link)))
