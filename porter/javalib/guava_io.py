"""Google Guava's ``com.google.common.io``: ``Files`` (over ``java.io.File`` names),
``Resources`` (class-path resources as ``porter.javalib.resources`` finds them),
``CharStreams`` and ``ByteStreams``. A Charset is its name; Java's ``IOException`` is
``OSError``; Guava's ``IllegalArgumentException`` for a missing resource is ``ValueError``."""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path
from typing import Any

from porter.javalib.files import File, InputStreamReader
from porter.javalib.resources import ClassLoader
from porter.javalib.string_conversion import jstr
from porter.javalib.uris import URL


def _path(value: Any) -> Path:
    return Path(value.getPath()) if isinstance(value, File) else Path(os.fspath(value))


def _charset(charset: Any) -> str:
    return "utf-8" if charset is None else str(charset)


def _lines(text: str) -> list[str]:
    """Guava's line splitting: ``\\n``, ``\\r\\n`` or ``\\r``; no empty last line."""
    if not text:
        return []
    parts = re.split(r"\r\n|\r|\n", text)
    if text.endswith(("\n", "\r")):
        parts.pop()
    return parts


def _bytes(data: Any) -> bytes:
    return data if isinstance(data, bytes) else bytes(b & 0xFF for b in data)


class Files:
    """``com.google.common.io.Files`` (the deprecated Charset methods too, which programs of
    TensorFlow Java's time call)."""

    @staticmethod
    def toString(file: Any, charset: Any) -> str:
        return _path(file).read_bytes().decode(_charset(charset))

    @staticmethod
    def readLines(file: Any, charset: Any) -> list[str]:
        return _lines(Files.toString(file, charset))

    @staticmethod
    def toByteArray(file: Any) -> bytes:
        return _path(file).read_bytes()

    @staticmethod
    def write(data: Any, file: Any, charset: Any = None) -> None:
        """``write(byte[], File)`` or the deprecated ``write(CharSequence, File, Charset)``."""
        raw = jstr(data).encode(_charset(charset)) if isinstance(data, str) else _bytes(data)
        _path(file).write_bytes(raw)

    @staticmethod
    def append(data: Any, file: Any, charset: Any) -> None:
        with open(_path(file), "ab") as out:
            out.write(jstr(data).encode(_charset(charset)))

    @staticmethod
    def copy(source: Any, target: Any) -> None:
        if _path(source).resolve() == _path(target).resolve():
            raise ValueError(f"Source {source} and destination {target} must be different")
        shutil.copyfile(_path(source), _path(target))

    @staticmethod
    def move(source: Any, target: Any) -> None:
        shutil.move(_path(source), _path(target))

    @staticmethod
    def touch(file: Any) -> None:
        _path(file).touch()

    @staticmethod
    def createParentDirs(file: Any) -> None:
        _path(file).absolute().parent.mkdir(parents=True, exist_ok=True)

    @staticmethod
    def getFileExtension(fullName: str) -> str:
        name = os.path.basename(fullName)
        dot = name.rfind(".")
        return "" if dot == -1 else name[dot + 1 :]

    @staticmethod
    def getNameWithoutExtension(file: str) -> str:
        name = os.path.basename(file)
        dot = name.rfind(".")
        return name if dot == -1 else name[:dot]


class Resources:
    """``com.google.common.io.Resources``: a resource by the context class loader's rules."""

    @staticmethod
    def getResource(name: str) -> URL:
        url = ClassLoader().getResource(name)
        if url is None:
            raise ValueError(f"resource {name} not found.")
        return url

    @staticmethod
    def toByteArray(url: Any) -> bytes:
        with url.openStream() as stream:
            return stream.readAllBytes()  # type: ignore[no-any-return]

    @staticmethod
    def toString(url: Any, charset: Any) -> str:
        return Resources.toByteArray(url).decode(_charset(charset))

    @staticmethod
    def readLines(url: Any, charset: Any) -> list[str]:
        return _lines(Resources.toString(url, charset))


def _text(readable: Any) -> str:
    if isinstance(readable, InputStreamReader):
        return str(readable.text().read())
    source = getattr(readable, "_stream", readable)  # a BufferedReader over a reader
    return str(source.read())


class CharStreams:
    @staticmethod
    def toString(readable: Any) -> str:
        return _text(readable)

    @staticmethod
    def readLines(readable: Any) -> list[str]:
        return _lines(_text(readable))


class ByteStreams:
    @staticmethod
    def toByteArray(stream: Any) -> bytes:
        return stream.readAllBytes()  # type: ignore[no-any-return]

    @staticmethod
    def copy(source: Any, target: Any) -> int:
        data = source.readAllBytes()
        target.write(data)
        return len(data)
