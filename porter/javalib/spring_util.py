"""Spring's ``org.springframework.util`` helpers that programs around TensorFlow Java call
beside their framework code: ``Assert`` (Java's exceptions by the porting contract:
``IllegalArgumentException`` is ``ValueError``, ``IllegalStateException`` ``RuntimeError``)
and ``StringUtils`` (Spring's, not Commons Lang's). The messages are the ones the caller
gives (a ``Supplier`` of one too), as Spring's."""

from __future__ import annotations

import os
import shutil
from collections.abc import Sized
from typing import Any

from porter.javalib.string_conversion import jstr


def _message(message: Any, default: str) -> str:
    if message is None:
        return default
    return jstr(message() if callable(message) else message)


def _has_text(text: Any) -> bool:
    return text is not None and any(not c.isspace() for c in jstr(text))


class Assert:
    """``org.springframework.util.Assert``."""

    @staticmethod
    def notNull(obj: Any, message: Any = None) -> None:
        if obj is None:
            raise ValueError(
                _message(
                    message, "[Assertion failed] - this argument is required; it must not be null"
                )
            )

    @staticmethod
    def isNull(obj: Any, message: Any = None) -> None:
        if obj is not None:
            raise ValueError(
                _message(message, "[Assertion failed] - the object argument must be null")
            )

    @staticmethod
    def isTrue(expression: bool, message: Any = None) -> None:
        if not expression:
            raise ValueError(_message(message, "[Assertion failed] - this expression must be true"))

    @staticmethod
    def state(expression: bool, message: Any = None) -> None:
        if not expression:
            raise RuntimeError(
                _message(message, "[Assertion failed] - this state invariant must be true")
            )

    @staticmethod
    def hasLength(text: Any, message: Any = None) -> None:
        if not text:
            raise ValueError(
                _message(
                    message,
                    "[Assertion failed] - this String argument must have length; it must not be"
                    " null or empty",
                )
            )

    @staticmethod
    def hasText(text: Any, message: Any = None) -> None:
        if not _has_text(text):
            raise ValueError(
                _message(
                    message,
                    "[Assertion failed] - this String argument must have text; it must not be"
                    " null, empty, or blank",
                )
            )

    @staticmethod
    def notEmpty(items: Any, message: Any = None) -> None:
        if items is None or (isinstance(items, Sized) and len(items) == 0):
            raise ValueError(
                _message(
                    message,
                    "[Assertion failed] - this collection must not be empty: it must contain at"
                    " least 1 element",
                )
            )


class StringUtils:
    """``org.springframework.util.StringUtils``."""

    @staticmethod
    def isEmpty(obj: Any) -> bool:
        return obj is None or obj == ""

    @staticmethod
    def hasLength(text: Any) -> bool:
        return text is not None and len(text) > 0

    @staticmethod
    def hasText(text: Any) -> bool:
        return _has_text(text)

    @staticmethod
    def trimWhitespace(text: str | None) -> str | None:
        return None if text is None else text.strip()

    @staticmethod
    def capitalize(text: str | None) -> str | None:
        return text[:1].upper() + text[1:] if text else text

    @staticmethod
    def uncapitalize(text: str | None) -> str | None:
        return text[:1].lower() + text[1:] if text else text

    @staticmethod
    def getFilename(path: str | None) -> str | None:
        return None if path is None else path[path.rfind("/") + 1 :]

    @staticmethod
    def getFilenameExtension(path: str | None) -> str | None:
        if path is None:
            return None
        dot = path.rfind(".")
        return None if dot == -1 or path.rfind("/") > dot else path[dot + 1 :]

    @staticmethod
    def stripFilenameExtension(path: str) -> str:
        dot = path.rfind(".")
        return path if dot == -1 or path.rfind("/") > dot else path[:dot]

    @staticmethod
    def collectionToCommaDelimitedString(items: Any) -> str:
        return ",".join(jstr(x) for x in items or ())

    @staticmethod
    def arrayToCommaDelimitedString(items: Any) -> str:
        return ",".join(jstr(x) for x in items or ())

    @staticmethod
    def commaDelimitedListToStringArray(text: str | None) -> list[str]:
        return [] if text is None else text.split(",")

    @staticmethod
    def cleanPath(path: str | None) -> str | None:
        """Spring's ``cleanPath``: ``/`` separators, ``.`` dropped and ``..`` resolved against
        the segment before it (those above the start kept), a ``scheme:`` prefix and a leading
        ``/`` kept."""
        if not path:
            return path
        rest = path.replace("\\", "/")
        prefix = ""
        colon = rest.find(":")
        if colon != -1 and "/" not in rest[:colon]:
            prefix, rest = rest[: colon + 1], rest[colon + 1 :]
        if rest.startswith("/"):
            prefix, rest = prefix + "/", rest[1:]
        kept: list[str] = []
        tops = 0
        for element in reversed(rest.split("/")):
            if element == ".":
                continue
            if element == "..":
                tops += 1
            elif tops > 0:
                tops -= 1
            else:
                kept.insert(0, element)
        kept[:0] = [".."] * tops
        if len(kept) == 1 and kept[0] == "" and not prefix.endswith("/"):
            kept.insert(0, ".")
        return prefix + "/".join(kept)


class FileSystemUtils:
    """``org.springframework.util.FileSystemUtils``."""

    @staticmethod
    def deleteRecursively(root: Any) -> bool:
        """Deletes a file or a folder with all it holds: false where there was nothing."""
        if root is None:
            return False
        path = root.getPath() if hasattr(root, "getPath") else os.fspath(root)
        if not os.path.lexists(path):
            return False
        if os.path.isdir(path) and not os.path.islink(path):
            shutil.rmtree(path)
        else:
            os.remove(path)
        return True
