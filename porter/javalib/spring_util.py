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


def _is_whitespace(c: str) -> bool:
    """Java's ``Character.isWhitespace``: not the no-break spaces."""
    return c.isspace() and c not in "\u00a0\u2007\u202f" or c in "\x1c\x1d\x1e\x1f"


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
        return StringUtils.delimitedListToStringArray(text, ",")

    @staticmethod
    def commaDelimitedListToSet(text: str | None) -> Any:
        from porter.javalib.guava import LinkedSet  # a LinkedHashSet that prints as Java's

        return LinkedSet(StringUtils.commaDelimitedListToStringArray(text))

    @staticmethod
    def collectionToDelimitedString(
        items: Any, delim: str, prefix: str = "", suffix: str = ""
    ) -> str:
        """Each element as ``prefix + element + suffix``, joined by ``delim``."""
        return delim.join(prefix + jstr(x) + suffix for x in items or ())

    @staticmethod
    def arrayToDelimitedString(items: Any, delim: str) -> str:
        return delim.join(jstr(x) for x in items or ())

    @staticmethod
    def delimitedListToStringArray(
        text: str | None, delimiter: str | None, charsToDelete: str | None = None
    ) -> list[str]:
        """Spring's split: every occurrence of ``delimiter`` (a string, not a pattern), the
        empty pieces kept (not a trailing one after an empty text); ``""`` splits into
        characters."""
        if text is None:
            return []
        if delimiter is None:
            return [text]
        if delimiter == "":
            pieces = list(text)
        else:
            pieces = text.split(delimiter) if text else []
        return [StringUtils.deleteAny(p, charsToDelete) for p in pieces]

    @staticmethod
    def tokenizeToStringArray(
        text: str | None,
        delimiters: str,
        trimTokens: bool = True,
        ignoreEmptyTokens: bool = True,
    ) -> list[str]:
        """Split at any of the ``delimiters`` characters (Java's StringTokenizer, so empty
        tokens never appear), tokens trimmed."""
        if text is None:
            return []
        tokens, current = [], ""
        for ch in text + delimiters[:1]:
            if ch in delimiters:
                if current:
                    tokens.append(current)
                current = ""
            else:
                current += ch
        if trimTokens:
            tokens = [t.strip() for t in tokens]
        return [t for t in tokens if t or not ignoreEmptyTokens]

    @staticmethod
    def deleteAny(text: str | None, charsToDelete: str | None) -> str | None:
        if not text or not charsToDelete:
            return text
        return "".join(c for c in text if c not in charsToDelete)

    @staticmethod
    def delete(text: str, pattern: str) -> str:
        return StringUtils.replace(text, pattern, "")

    @staticmethod
    def replace(text: str, old: str, new: str | None) -> str:
        if not text or not old or new is None:
            return text
        return text.replace(old, new)

    @staticmethod
    def countOccurrencesOf(text: str | None, sub: str | None) -> int:
        if not text or not sub:
            return 0
        return text.count(sub)

    @staticmethod
    def quote(text: str | None) -> str | None:
        return None if text is None else "'" + text + "'"

    @staticmethod
    def containsWhitespace(text: str | None) -> bool:
        return bool(text) and any(_is_whitespace(c) for c in text or "")

    @staticmethod
    def trimAllWhitespace(text: str | None) -> str | None:
        if not text:
            return text
        return "".join(c for c in text if not _is_whitespace(c))

    @staticmethod
    def trimLeadingWhitespace(text: str | None) -> str | None:
        if not text:
            return text
        i = 0
        while i < len(text) and _is_whitespace(text[i]):
            i += 1
        return text[i:]

    @staticmethod
    def trimTrailingWhitespace(text: str | None) -> str | None:
        if not text:
            return text
        i = len(text)
        while i > 0 and _is_whitespace(text[i - 1]):
            i -= 1
        return text[:i]

    @staticmethod
    def trimArrayElements(items: Any) -> list[Any]:
        return [None if x is None else x.strip() for x in items or ()]

    @staticmethod
    def toStringArray(items: Any) -> list[str]:
        return list(items or ())

    @staticmethod
    def startsWithIgnoreCase(text: str | None, prefix: str | None) -> bool:
        return (
            text is not None
            and prefix is not None
            and len(text) >= len(prefix)
            and text[: len(prefix)].lower() == prefix.lower()
        )

    @staticmethod
    def endsWithIgnoreCase(text: str | None, suffix: str | None) -> bool:
        return (
            text is not None
            and suffix is not None
            and len(text) >= len(suffix)
            and text[len(text) - len(suffix) :].lower() == suffix.lower()
        )

    @staticmethod
    def unqualify(name: str, separator: str = ".") -> str:
        return name[name.rfind(separator) + 1 :]

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
