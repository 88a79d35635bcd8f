"""``java.nio.file``'s file systems beside the default one: a zip or jar file opened by
``FileSystems.newFileSystem(path | "jar:" URI, env)`` (Java's zipfs provider), read-only in
the port. Its paths (``fs.getPath("/a/b.txt")``, ``Paths.get(jarUri)`` once it is open) work
with ``Files``' readers (``readAllBytes``, ``readAllLines``, ``lines``, ``exists``,
``isDirectory``, ``walk``, ``list``, ``size``, ``newInputStream``) and ``Files.copy`` out of
the zip; writing into it raises ``ReadOnlyFileSystemException`` (an
UnsupportedOperationException, as Java's for a read-only file system).

``Paths.get(uri)``: a ``file:`` URI is the local path; a ``jar:`` URI is the path in the zip
file system opened for that file, else ``FileSystemNotFoundException``, as Java's; another
scheme has no provider (``FileSystemNotFoundException: Provider "gs" not installed``)."""

from __future__ import annotations

import datetime
import io
import os
import stat
import zipfile
from pathlib import Path, PurePosixPath
from typing import Any, Self

from porter.javalib.exceptions import (
    FileSystemAlreadyExistsException,
    FileSystemNotFoundException,
    IllegalArgumentException,
    UnsupportedOperationException,
)
from porter.javalib.files import FileSystem, as_path

# The open zip file systems, by the zip file's absolute path.
_OPEN: dict[str, ZipFileSystem] = {}


class ReadOnlyFileSystemException(UnsupportedOperationException):
    _java_name = "java.nio.file.ReadOnlyFileSystemException"


class _Stat:
    def __init__(self, size: int, mtime_ns: int, directory: bool) -> None:
        self.st_size, self.st_mtime_ns, self.st_atime_ns = size, mtime_ns, mtime_ns
        self.st_mtime = mtime_ns / 1e9
        self.st_mode = (stat.S_IFDIR | 0o755) if directory else (stat.S_IFREG | 0o644)


class ZipPath(PurePosixPath):
    """A path in a zip file system: POSIX names (``/`` its root), read through the zip."""

    _java_fs: ZipFileSystem

    def _entry(self) -> str:
        return str(self.absolute()).lstrip("/")

    def absolute(self) -> ZipPath:
        return self if self.is_absolute() else type(self)("/", self)

    def getFileSystem(self) -> ZipFileSystem:
        return self._java_fs

    def __fspath__(self) -> str:
        raise ReadOnlyFileSystemException()  # no local file: Java's toFile() refuses too

    def exists(self) -> bool:
        return self.is_file() or self.is_dir()

    def is_file(self) -> bool:
        return self._entry() in self._java_fs._files

    def is_dir(self) -> bool:
        name = self._entry()
        return name == "" or name in self._java_fs._dirs

    def is_symlink(self) -> bool:
        return False

    def iterdir(self) -> list[ZipPath]:
        if not self.is_dir():
            raise NotADirectoryError(str(self))
        prefix = self._entry() + "/" if self._entry() else ""
        names = {
            n[len(prefix) :].split("/", 1)[0]
            for n in (*self._java_fs._files, *self._java_fs._dirs)
            if n.startswith(prefix) and n != prefix.rstrip("/")
        }
        return [self.absolute() / n for n in sorted(names) if n]

    def _check(self) -> str:
        if not self.is_file():
            raise FileNotFoundError(str(self))
        return self._entry()

    def read_bytes(self) -> bytes:
        return self._java_fs._zip.read(self._check())

    def read_text(self, encoding: str | None = None, errors: str | None = None) -> str:
        return self.read_bytes().decode(encoding or "utf-8", errors or "strict")

    def open(self, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if any(c in mode for c in "wax+"):
            raise ReadOnlyFileSystemException()
        data = io.BytesIO(self.read_bytes())
        return data if "b" in mode else io.TextIOWrapper(data, encoding=kwargs.get("encoding"))

    def stat(self) -> _Stat:
        if self.is_dir():
            return _Stat(0, 0, True)
        info = self._java_fs._zip.getinfo(self._check())
        moment = datetime.datetime(*info.date_time).timestamp()
        return _Stat(info.file_size, int(moment * 1e9), False)

    def mkdir(self, *args: Any, **kwargs: Any) -> None:
        raise ReadOnlyFileSystemException()

    def unlink(self, *args: Any) -> None:
        raise ReadOnlyFileSystemException()

    rmdir = write_bytes = write_text = touch = unlink


class ZipFileSystem(FileSystem):
    """A zip file's entries as a file system (``FileSystems.newFileSystem``)."""

    def __init__(self, zip_path: Path) -> None:
        self._path = zip_path
        self._zip = zipfile.ZipFile(zip_path)
        self._files = {n for n in self._zip.namelist() if not n.endswith("/")}
        dirs = {n.rstrip("/") for n in self._zip.namelist() if n.endswith("/")}
        for name in self._files:
            parts = name.split("/")[:-1]
            dirs.update("/".join(parts[: k + 1]) for k in range(len(parts)))
        self._dirs = dirs
        self._paths = type("ZipPath", (ZipPath,), {"_java_fs": self})

    def getPath(self, first: str, *more: str) -> ZipPath:
        return self._paths(first, *more)  # type: ignore[no-any-return]

    def getRootDirectories(self) -> list[ZipPath]:
        return [self.getPath("/")]

    def getSeparator(self) -> str:
        return "/"

    def isOpen(self) -> bool:
        return self._zip.fp is not None

    def isReadOnly(self) -> bool:
        return True

    def close(self) -> None:
        self._zip.close()
        if _OPEN.get(os.path.abspath(self._path)) is self:
            del _OPEN[os.path.abspath(self._path)]

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def toString(self) -> str:
        return str(self._path)

    __str__ = __repr__ = toString


def _zip_of(target: Any) -> Path:
    """The zip file a ``jar:file:...!/`` URI, a path or a file names."""
    if hasattr(target, "getScheme"):
        spec = str(target)
        if not spec.startswith("jar:"):
            raise IllegalArgumentException(f'URI scheme is not "jar": {spec}')
        inner = spec[4:].split("!", 1)[0]
        return Path(inner.removeprefix("file://").removeprefix("file:"))
    return as_path(target)


def newFileSystem(target: Any, *env: Any) -> ZipFileSystem:
    """``FileSystems.newFileSystem(path | jarUri[, env][, loader])``."""
    zip_path = _zip_of(target)
    key = os.path.abspath(zip_path)
    by_uri = hasattr(target, "getScheme")
    if by_uri and key in _OPEN:
        raise FileSystemAlreadyExistsException()
    if not zip_path.exists():
        raise FileNotFoundError(str(zip_path))  # Java: NoSuchFileException
    fs = ZipFileSystem(zip_path)
    if by_uri:  # Java's provider keeps those made from a URI, for Paths.get(uri)
        _OPEN[key] = fs
    return fs


def getFileSystem(uri: Any) -> FileSystem:
    """``FileSystems.getFileSystem(uri)``: the default's for ``file:``, an open zip's for
    ``jar:``."""
    scheme = uri.getScheme()
    if scheme == "file":
        return FileSystem.getDefault()
    if scheme == "jar":
        fs = _OPEN.get(os.path.abspath(_zip_of(uri)))
        if fs is not None:
            return fs
        raise FileSystemNotFoundException()
    raise FileSystemNotFoundException(f'Provider "{scheme}" not installed')


def pathOf(uri: Any) -> Any:
    """``Paths.get(uri)`` (``Path.of(uri)``)."""
    scheme = uri.getScheme() if hasattr(uri, "getScheme") else None
    if scheme is None:
        raise IllegalArgumentException("Missing scheme")
    if scheme == "file":
        return Path(uri.getPath())
    fs = getFileSystem(uri)
    inner = str(uri).split("!", 1)[1] if "!" in str(uri) else "/"
    return fs.getPath(inner or "/")
