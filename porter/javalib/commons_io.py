"""Apache Commons IO's ``FileUtils``, ``IOUtils`` and ``FilenameUtils`` over the port's
``java.io`` (``porter.javalib.files``): a ``File`` or a path string names a file, a Charset is
its name, Java's ``IOException`` is ``OSError``."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from porter.javalib.files import (
    ByteArrayInputStream,
    File,
    FileInputStream,
    FileOutputStream,
    InputStreamReader,
    as_bytes,
    as_path,
    charset_name,
    split_lines,
)
from porter.javalib.string_conversion import jstr


class FileUtils:
    """``org.apache.commons.io.FileUtils``."""

    @staticmethod
    def readFileToString(file: Any, charset: Any = None) -> str:
        return as_path(file).read_bytes().decode(charset_name(charset))

    @staticmethod
    def readFileToByteArray(file: Any) -> bytes:
        return as_path(file).read_bytes()

    @staticmethod
    def readLines(file: Any, charset: Any = None) -> list[str]:
        return split_lines(FileUtils.readFileToString(file, charset))

    @staticmethod
    def _write(file: Any, data: bytes, append: bool) -> None:
        path = as_path(file)
        path.parent.mkdir(parents=True, exist_ok=True)  # Commons IO makes the parents
        with open(path, "ab" if append else "wb") as out:
            out.write(data)

    @staticmethod
    def writeStringToFile(file: Any, data: Any, *rest: Any) -> None:
        """``(file, data[, charset][, append])``."""
        append = bool(rest[-1]) if rest and isinstance(rest[-1], bool) else False
        charset = rest[0] if rest and not isinstance(rest[0], bool) else None
        FileUtils._write(file, jstr(data).encode(charset_name(charset)), append)

    write = writeStringToFile

    @staticmethod
    def writeByteArrayToFile(file: Any, data: Any, *rest: Any) -> None:
        append = bool(rest[-1]) if rest and isinstance(rest[-1], bool) else False
        FileUtils._write(file, as_bytes(data), append)

    @staticmethod
    def writeLines(file: Any, *rest: Any) -> None:
        """``(file[, charset], lines[, lineEnding][, append])``: each line's ``toString`` (a
        null line is empty) and the line ending (the system's by default)."""
        args = list(rest)
        charset = args.pop(0) if args and isinstance(args[0], str) else None
        lines = args.pop(0)
        append = bool(args.pop()) if args and isinstance(args[-1], bool) else False
        ending = args[0] if args and args[0] is not None else os.linesep
        text = "".join(("" if line is None else jstr(line)) + ending for line in lines)
        FileUtils._write(file, text.encode(charset_name(charset)), append)

    @staticmethod
    def copyFile(source: Any, destination: Any, *options: Any) -> None:
        src, dst = as_path(source), as_path(destination)
        if not src.exists():
            raise FileNotFoundError(f"Source '{src}' does not exist")
        if src.is_dir():
            raise OSError(f"Source '{src}' exists but is a directory")
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, dst)

    @staticmethod
    def copyFileToDirectory(source: Any, directory: Any) -> None:
        FileUtils.copyFile(source, as_path(directory) / as_path(source).name)

    @staticmethod
    def copyDirectory(source: Any, destination: Any) -> None:
        shutil.copytree(as_path(source), as_path(destination), dirs_exist_ok=True)

    @staticmethod
    def copyInputStreamToFile(source: Any, destination: Any) -> None:
        try:
            FileUtils._write(destination, IOUtils.toByteArray(source), False)
        finally:
            source.close()

    @staticmethod
    def moveFile(source: Any, destination: Any) -> None:
        dst = as_path(destination)
        if dst.exists():
            raise FileExistsError(f"File element in parameter 'destFile' already exists: '{dst}'")
        shutil.move(as_path(source), dst)

    @staticmethod
    def forceMkdir(directory: Any) -> None:
        path = as_path(directory)
        if path.exists() and not path.is_dir():
            raise OSError(f"Cannot create directory '{path}'.")
        path.mkdir(parents=True, exist_ok=True)

    @staticmethod
    def forceMkdirParent(file: Any) -> None:
        FileUtils.forceMkdir(as_path(file).parent)

    @staticmethod
    def deleteDirectory(directory: Any) -> None:
        path = as_path(directory)
        if path.exists():
            shutil.rmtree(path)

    @staticmethod
    def cleanDirectory(directory: Any) -> None:
        for child in as_path(directory).iterdir():
            shutil.rmtree(child) if child.is_dir() else child.unlink()

    @staticmethod
    def forceDelete(file: Any) -> None:
        path = as_path(file)
        if not path.exists():
            raise FileNotFoundError(f"File does not exist: {path}")
        shutil.rmtree(path) if path.is_dir() else path.unlink()

    @staticmethod
    def deleteQuietly(file: Any) -> bool:
        if file is None:
            return False
        try:
            FileUtils.forceDelete(file)
        except OSError:
            return False
        return True

    @staticmethod
    def touch(file: Any) -> None:
        path = as_path(file)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.touch()

    @staticmethod
    def sizeOf(file: Any) -> int:
        path = as_path(file)
        if path.is_dir():
            return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())
        return path.stat().st_size

    @staticmethod
    def listFiles(directory: Any, extensions: Any, recursive: bool) -> list[File]:
        """The files (never folders) under ``directory`` whose extension is one of
        ``extensions`` (any when null), its subfolders too when ``recursive``."""
        root = as_path(directory)
        found = root.rglob("*") if recursive else root.iterdir()
        wanted = None if extensions is None else {f".{e}" for e in extensions}
        return [
            File(str(p))
            for p in sorted(found)
            if p.is_file() and (wanted is None or p.suffix in wanted)
        ]

    @staticmethod
    def openInputStream(file: Any) -> FileInputStream:
        return FileInputStream(file)

    @staticmethod
    def openOutputStream(file: Any, append: bool = False) -> FileOutputStream:
        as_path(file).parent.mkdir(parents=True, exist_ok=True)
        return FileOutputStream(file, append)

    @staticmethod
    def getFile(*names: Any) -> File:
        first, *rest = names
        return File(str(Path(as_path(first), *map(str, rest))))

    @staticmethod
    def byteCountToDisplaySize(size: int) -> str:
        for unit, scale in (("EB", 2**60), ("PB", 2**50), ("TB", 2**40), ("GB", 2**30)):
            if size // scale > 0:
                return f"{size // scale} {unit}"
        if size // 2**20 > 0:
            return f"{size // 2**20} MB"
        if size // 2**10 > 0:
            return f"{size // 2**10} KB"
        return f"{size} bytes"


def _read_all(source: Any) -> bytes | str:
    """What is left in an InputStream (bytes) or a Reader (text)."""
    if isinstance(source, bytes | bytearray):
        return bytes(source)
    if isinstance(source, list):
        return as_bytes(source)
    if isinstance(source, InputStreamReader):
        return str(source.text().read())
    if hasattr(source, "readAllBytes"):
        return source.readAllBytes()  # type: ignore[no-any-return]
    if hasattr(source, "openStream"):  # a URL
        with source.openStream() as stream:
            return _read_all(stream)
    if hasattr(source, "_stream"):  # a BufferedReader over a reader
        return str(source._stream.read())
    data = source.read()
    return data if isinstance(data, str | bytes) else bytes(data)


class IOUtils:
    """``org.apache.commons.io.IOUtils``."""

    @staticmethod
    def toString(source: Any, charset: Any = None) -> str:
        data = _read_all(source)
        return data if isinstance(data, str) else data.decode(charset_name(charset))

    @staticmethod
    def toByteArray(source: Any, *rest: Any) -> bytes:
        data = _read_all(source)
        return (
            data.encode(charset_name(rest[0] if rest else None)) if isinstance(data, str) else data
        )

    @staticmethod
    def readLines(source: Any, charset: Any = None) -> list[str]:
        return split_lines(IOUtils.toString(source, charset))

    @staticmethod
    def toInputStream(text: str, charset: Any = None) -> ByteArrayInputStream:
        return ByteArrayInputStream(text.encode(charset_name(charset)))

    @staticmethod
    def closeQuietly(*closeables: Any) -> None:
        for c in closeables:
            if isinstance(c, Iterable) and not hasattr(c, "close"):
                IOUtils.closeQuietly(*c)
                continue
            try:
                if c is not None:
                    c.close()
            except Exception:  # noqa: BLE001, S110 - Java's closeQuietly swallows IOExceptions
                pass

    @staticmethod
    def copy(source: Any, target: Any, *rest: Any) -> int:
        data = _read_all(source)
        if isinstance(data, str) and not hasattr(target, "text"):
            data = data.encode(charset_name(rest[0] if rest else None))
        if isinstance(data, bytes) and hasattr(target, "text"):
            data = data.decode(charset_name(rest[0] if rest else None))
        target.write(data)
        return len(data)

    @staticmethod
    def write(data: Any, target: Any, charset: Any = None) -> None:
        if isinstance(data, str) and not hasattr(target, "text"):
            target.write(data.encode(charset_name(charset)))
        else:
            target.write(data)

    @staticmethod
    def buffer(source: Any, size: int | None = None) -> Any:
        return source  # the port's streams buffer already

    @staticmethod
    def contentEquals(a: Any, b: Any) -> bool:
        return _read_all(a) == _read_all(b)


class FilenameUtils:
    """``org.apache.commons.io.FilenameUtils``: file names as strings, either separator."""

    @staticmethod
    def _last_separator(name: str) -> int:
        return max(name.rfind("/"), name.rfind("\\"))

    @staticmethod
    def getName(fileName: str | None) -> str | None:
        if fileName is None:
            return None
        return fileName[FilenameUtils._last_separator(fileName) + 1 :]

    @staticmethod
    def indexOfExtension(fileName: str | None) -> int:
        if fileName is None:
            return -1
        dot = fileName.rfind(".")
        return -1 if FilenameUtils._last_separator(fileName) > dot else dot

    @staticmethod
    def getExtension(fileName: str | None) -> str | None:
        if fileName is None:
            return None
        dot = FilenameUtils.indexOfExtension(fileName)
        return "" if dot < 0 else fileName[dot + 1 :]

    @staticmethod
    def removeExtension(fileName: str | None) -> str | None:
        if fileName is None:
            return None
        dot = FilenameUtils.indexOfExtension(fileName)
        return fileName if dot < 0 else fileName[:dot]

    @staticmethod
    def getBaseName(fileName: str | None) -> str | None:
        return FilenameUtils.removeExtension(FilenameUtils.getName(fileName))

    @staticmethod
    def isExtension(fileName: str | None, extensions: Any) -> bool:
        if fileName is None:
            return False
        ext = FilenameUtils.getExtension(fileName)
        if extensions is None or isinstance(extensions, str):
            return ext == (extensions or "")
        return ext in list(extensions)

    @staticmethod
    def getFullPath(fileName: str | None) -> str | None:
        if fileName is None:
            return None
        return fileName[: FilenameUtils._last_separator(fileName) + 1]

    @staticmethod
    def getFullPathNoEndSeparator(fileName: str | None) -> str | None:
        if fileName is None:
            return None
        at = FilenameUtils._last_separator(fileName)
        return "" if at < 0 else fileName[: max(at, 1)]

    @staticmethod
    def separatorsToUnix(path: str | None) -> str | None:
        return None if path is None else path.replace("\\", "/")

    @staticmethod
    def separatorsToSystem(path: str | None) -> str | None:
        return None if path is None else path.replace("\\", os.sep).replace("/", os.sep)

    @staticmethod
    def concat(basePath: str, fullFileNameToAdd: str) -> str:
        if fullFileNameToAdd.startswith(("/", "\\")):
            return os.path.normpath(fullFileNameToAdd)
        return os.path.normpath(os.path.join(basePath, fullFileNameToAdd))

    @staticmethod
    def normalize(fileName: str | None) -> str | None:
        if fileName is None:
            return None
        norm = os.path.normpath(fileName)
        if norm.startswith(".."):
            return None  # above the root: Commons IO answers null
        return norm + ("/" if fileName.endswith("/") and norm != "/" else "")
