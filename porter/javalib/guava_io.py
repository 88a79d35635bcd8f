"""Google Guava's ``com.google.common.io``: ``Files`` (over ``java.io.File`` names),
``Resources`` (class-path resources as ``porter.javalib.resources`` finds them),
``CharStreams`` and ``ByteStreams``. A Charset is its name; Java's ``IOException`` is
``OSError``; Guava's ``IllegalArgumentException`` for a missing resource is ``ValueError``."""

from __future__ import annotations

import os
import shutil
from typing import Any

from porter.javalib.files import (
    BufferedReader,
    BufferedWriter,
    FileInputStream,
    FileOutputStream,
    InputStreamReader,
    OutputStreamWriter,
    as_bytes,
    as_path,
    charset_name,
    split_lines,
)
from porter.javalib.guava_sources import ByteSink, ByteSource, CharSink, CharSource
from porter.javalib.resources import ClassLoader
from porter.javalib.string_conversion import jstr
from porter.javalib.uris import URL


class Files:
    """``com.google.common.io.Files`` (the deprecated Charset methods too, which programs of
    TensorFlow Java's time call)."""

    @staticmethod
    def toString(file: Any, charset: Any) -> str:
        return as_path(file).read_bytes().decode(charset_name(charset))

    @staticmethod
    def readLines(file: Any, charset: Any) -> list[str]:
        return split_lines(Files.toString(file, charset))

    @staticmethod
    def toByteArray(file: Any) -> bytes:
        return as_path(file).read_bytes()

    @staticmethod
    def write(data: Any, file: Any, charset: Any = None) -> None:
        """``write(byte[], File)`` or the deprecated ``write(CharSequence, File, Charset)``."""
        raw = jstr(data).encode(charset_name(charset)) if isinstance(data, str) else as_bytes(data)
        as_path(file).write_bytes(raw)

    @staticmethod
    def append(data: Any, file: Any, charset: Any) -> None:
        with open(as_path(file), "ab") as out:
            out.write(jstr(data).encode(charset_name(charset)))

    @staticmethod
    def copy(source: Any, target: Any) -> None:
        if as_path(source).resolve() == as_path(target).resolve():
            raise ValueError(f"Source {source} and destination {target} must be different")
        shutil.copyfile(as_path(source), as_path(target))

    @staticmethod
    def move(source: Any, target: Any) -> None:
        shutil.move(as_path(source), as_path(target))

    @staticmethod
    def touch(file: Any) -> None:
        as_path(file).touch()

    @staticmethod
    def createParentDirs(file: Any) -> None:
        as_path(file).absolute().parent.mkdir(parents=True, exist_ok=True)

    @staticmethod
    def asByteSource(file: Any) -> ByteSource:
        return ByteSource(file)

    @staticmethod
    def asByteSink(file: Any, *modes: Any) -> ByteSink:
        """``asByteSink(file, FileWriteMode...)``: APPEND adds, else each write replaces."""
        return ByteSink(file, *modes)

    @staticmethod
    def asCharSource(file: Any, charset: Any) -> CharSource:
        return CharSource(ByteSource(file), charset)

    @staticmethod
    def asCharSink(file: Any, charset: Any, *modes: Any) -> CharSink:
        return CharSink(ByteSink(file, *modes), charset)

    @staticmethod
    def newReader(file: Any, charset: Any) -> BufferedReader:
        return BufferedReader(InputStreamReader(FileInputStream(file), charset))

    @staticmethod
    def newWriter(file: Any, charset: Any) -> BufferedWriter:
        return BufferedWriter(OutputStreamWriter(FileOutputStream(file), charset))

    @staticmethod
    def readFirstLine(file: Any, charset: Any) -> str | None:
        return Files.asCharSource(file, charset).readFirstLine()

    @staticmethod
    def equal(a: Any, b: Any) -> bool:
        return as_path(a).read_bytes() == as_path(b).read_bytes()

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
    def asByteSource(url: Any) -> ByteSource:
        return ByteSource(url=url)

    @staticmethod
    def asCharSource(url: Any, charset: Any) -> CharSource:
        return CharSource(ByteSource(url=url), charset)

    @staticmethod
    def toByteArray(url: Any) -> bytes:
        with url.openStream() as stream:
            return stream.readAllBytes()  # type: ignore[no-any-return]

    @staticmethod
    def toString(url: Any, charset: Any) -> str:
        return Resources.toByteArray(url).decode(charset_name(charset))

    @staticmethod
    def readLines(url: Any, charset: Any) -> list[str]:
        return split_lines(Resources.toString(url, charset))


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
        return split_lines(_text(readable))


class ByteStreams:
    @staticmethod
    def toByteArray(stream: Any) -> bytes:
        return stream.readAllBytes()  # type: ignore[no-any-return]

    @staticmethod
    def copy(source: Any, target: Any) -> int:
        data = source.readAllBytes()
        target.write(data)
        return len(data)
