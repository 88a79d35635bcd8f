"""protobuf's ``com.google.protobuf.TextFormat`` (printing as Java's ``toString()`` does, on
one line for ``shortDebugString``; ``merge`` parsing text into a builder, which is the Python
message the port builds) and ``ExtensionRegistry``. TensorFlow's messages are proto3, which
has no extensions: a registry holds none, and parsing with one is parsing without it."""

from __future__ import annotations

from typing import Any

from google.protobuf import text_format

from porter.javalib.protobuf import javaText
from porter.javalib.string_conversion import jstr

# TextFormat.ParseException: what Python's text parser raises for text that does not parse.
ParseException = text_format.ParseError


def _text(input: Any) -> str:
    """A CharSequence, or a Readable (a Reader) read to its end."""
    if isinstance(input, str):
        return input
    stream = input.text() if hasattr(input, "text") else getattr(input, "_stream", None)
    return str(stream.read()) if stream is not None else jstr(input)


def _single_line(message: Any) -> str:
    # Java's single-line printer: each field as on its own line, the lines joined by a space
    # (text is escaped, so a line break is only ever between fields)
    return " ".join(line.strip() for line in javaText(message).splitlines())


class TextPrinter:
    """``TextFormat.printer()``."""

    def printToString(self, message: Any) -> str:
        return javaText(message)

    def shortDebugString(self, message: Any) -> str:
        return _single_line(message)

    def print(self, message: Any, output: Any) -> None:
        output.append(javaText(message))


class TextParser:
    """``TextFormat.getParser()``: a later value of a singular field replaces the earlier,
    as Java's default parser allows."""

    def merge(self, input: Any, *registry_and_builder: Any) -> None:
        text_format.Merge(_text(input), registry_and_builder[-1])


class TextFormat:
    ParseException = ParseException

    @staticmethod
    def merge(input: Any, *registry_and_builder: Any) -> None:
        """``merge(text, builder)`` or ``merge(text, extensionRegistry, builder)``."""
        TextParser().merge(input, *registry_and_builder)

    @staticmethod
    def printToString(message: Any) -> str:
        return javaText(message)

    @staticmethod
    def shortDebugString(message: Any) -> str:
        return _single_line(message)

    @staticmethod
    def print(message: Any, output: Any) -> None:
        TextPrinter().print(message, output)

    @staticmethod
    def printer() -> TextPrinter:
        return TextPrinter()

    @staticmethod
    def getParser() -> TextParser:
        return TextParser()


class ExtensionRegistry:
    """A registry of proto2 extensions: empty for TensorFlow's proto3 messages."""

    _EMPTY: ExtensionRegistry

    @staticmethod
    def newInstance() -> ExtensionRegistry:
        return ExtensionRegistry()

    @staticmethod
    def getEmptyRegistry() -> ExtensionRegistry:
        return ExtensionRegistry._EMPTY

    def getUnmodifiable(self) -> ExtensionRegistry:
        return self


ExtensionRegistry._EMPTY = ExtensionRegistry()
