"""Apache Commons Lang's ``StringUtils`` and ``ArrayUtils`` (``org.apache.commons.lang3``,
and the older ``org.apache.commons.lang`` of the same methods): null-safe where Commons
Lang is (a null String answers null, or false, or 0, as its documentation says)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import numpy as np

from porter.javalib.string_conversion import jstr

# Java's Character.isWhitespace (StringUtils' blank and whitespace split).
_WHITESPACE = (
    " \t\n\x0b\f\r\x1c\x1d\x1e\x1f"
    + "".join(
        chr(c) for c in (0x1680, *range(0x2000, 0x2007), *range(0x2008, 0x200B), 0x2028, 0x2029)
    )
    + "\u205f\u3000"
)


def _is_whitespace(c: str) -> bool:
    return c in _WHITESPACE


def _parts(items: tuple[Any, ...]) -> list[Any]:
    if len(items) == 1 and isinstance(items[0], Iterable) and not isinstance(items[0], str):
        return list(items[0])
    return list(items)


class StringUtils:
    """``StringUtils``: Commons Lang's null-safe String operations."""

    EMPTY = ""
    SPACE = " "

    @staticmethod
    def isEmpty(cs: str | None) -> bool:
        return not cs

    @staticmethod
    def isNotEmpty(cs: str | None) -> bool:
        return bool(cs)

    @staticmethod
    def isBlank(cs: str | None) -> bool:
        return cs is None or all(_is_whitespace(c) for c in cs)

    @staticmethod
    def isNotBlank(cs: str | None) -> bool:
        return not StringUtils.isBlank(cs)

    @staticmethod
    def isAnyEmpty(*css: str | None) -> bool:
        return any(not c for c in _parts(css))

    @staticmethod
    def isAnyBlank(*css: str | None) -> bool:
        return any(StringUtils.isBlank(c) for c in _parts(css))

    @staticmethod
    def trim(s: str | None) -> str | None:
        # String.trim: characters up to U+0020 at either end
        return None if s is None else s.strip("".join(chr(c) for c in range(33)))

    @staticmethod
    def trimToEmpty(s: str | None) -> str:
        return StringUtils.trim(s) or ""

    @staticmethod
    def trimToNull(s: str | None) -> str | None:
        return StringUtils.trim(s) or None

    @staticmethod
    def strip(s: str | None, chars: str | None = None) -> str | None:
        if s is None:
            return None
        return s.strip(_WHITESPACE if chars is None else chars)

    @staticmethod
    def stripToEmpty(s: str | None) -> str:
        return StringUtils.strip(s) or ""

    @staticmethod
    def stripToNull(s: str | None) -> str | None:
        return StringUtils.strip(s) or None

    @staticmethod
    def defaultString(s: str | None, default: str = "") -> str:
        return default if s is None else s

    @staticmethod
    def defaultIfEmpty(s: str | None, default: Any) -> Any:
        return s if s else default

    @staticmethod
    def defaultIfBlank(s: str | None, default: Any) -> Any:
        return default if StringUtils.isBlank(s) else s

    @staticmethod
    def equals(a: str | None, b: str | None) -> bool:
        return a == b

    @staticmethod
    def equalsIgnoreCase(a: str | None, b: str | None) -> bool:
        if a is None or b is None:
            return a is b
        return len(a) == len(b) and all(
            x == y or x.upper() == y.upper() or x.lower() == y.lower() for x, y in zip(a, b)
        )

    @staticmethod
    def contains(s: str | None, search: str | None) -> bool:
        return s is not None and search is not None and search in s

    @staticmethod
    def containsIgnoreCase(s: str | None, search: str | None) -> bool:
        return s is not None and search is not None and search.lower() in s.lower()

    @staticmethod
    def startsWith(s: str | None, prefix: str | None) -> bool:
        if s is None or prefix is None:
            return s is prefix
        return s.startswith(prefix)

    @staticmethod
    def endsWith(s: str | None, suffix: str | None) -> bool:
        if s is None or suffix is None:
            return s is suffix
        return s.endswith(suffix)

    @staticmethod
    def indexOf(s: str | None, search: str | None, start: int = 0) -> int:
        if s is None or search is None:
            return -1
        return s.find(search, max(start, 0))

    @staticmethod
    def lastIndexOf(s: str | None, search: str | None) -> int:
        return -1 if s is None or search is None else s.rfind(search)

    @staticmethod
    def countMatches(s: str | None, sub: str | None) -> int:
        return 0 if not s or not sub else s.count(sub)

    @staticmethod
    def join(*args: Any) -> str | None:
        """``join(iterable or array[, separator])``, ``join(elements...)``; a null element
        is empty, a null array null."""
        if (
            len(args) == 2
            and isinstance(args[0], Iterable | type(None))
            and not isinstance(args[0], str)
        ):
            items, separator = args
        elif len(args) == 4 and not isinstance(args[0], str):
            items, separator = list(args[0])[args[2] : args[3]], args[1]
        else:
            items, separator = _parts(args), ""
        if items is None:
            return None
        return jstr(separator or "").join("" if x is None else jstr(x) for x in items)

    @staticmethod
    def split(s: str | None, separatorChars: str | None = None, limit: int = 0) -> list[str] | None:
        """Splits on any of ``separatorChars`` (whitespace when null); adjacent separators
        make no empty parts; at most ``limit`` parts when positive (the last is the rest)."""
        if s is None:
            return None
        seps = _WHITESPACE if separatorChars is None else separatorChars
        out: list[str] = []
        i = 0
        n = len(s)
        while i < n:
            while i < n and s[i] in seps:
                i += 1
            if i >= n:
                break
            if limit > 0 and len(out) == limit - 1:
                out.append(s[i:])
                break
            j = i
            while j < n and s[j] not in seps:
                j += 1
            out.append(s[i:j])
            i = j
        return out

    @staticmethod
    def capitalize(s: str | None) -> str | None:
        return s[:1].title() + s[1:] if s else s

    @staticmethod
    def uncapitalize(s: str | None) -> str | None:
        return s[:1].lower() + s[1:] if s else s

    @staticmethod
    def upperCase(s: str | None) -> str | None:
        return None if s is None else s.upper()

    @staticmethod
    def lowerCase(s: str | None) -> str | None:
        return None if s is None else s.lower()

    @staticmethod
    def swapCase(s: str | None) -> str | None:
        return None if s is None else s.swapcase()

    @staticmethod
    def reverse(s: str | None) -> str | None:
        return None if s is None else s[::-1]

    @staticmethod
    def repeat(s: Any, *rest: Any) -> str | None:
        """``repeat(str, n)``, ``repeat(str, separator, n)`` or ``repeat(char, n)``."""
        if s is None:
            return None
        if len(rest) == 2:
            separator, n = rest
            return jstr(separator).join([s] * n) if n > 0 else ""
        return s * max(rest[0], 0)

    @staticmethod
    def leftPad(s: str | None, size: int, pad: str | None = " ") -> str | None:
        if s is None:
            return None
        pad = pad or " "
        missing = size - len(s)
        return (pad * missing)[:missing] + s if missing > 0 else s

    @staticmethod
    def rightPad(s: str | None, size: int, pad: str | None = " ") -> str | None:
        if s is None:
            return None
        pad = pad or " "
        missing = size - len(s)
        return s + (pad * missing)[:missing] if missing > 0 else s

    @staticmethod
    def center(s: str | None, size: int, pad: str | None = " ") -> str | None:
        if s is None or size <= len(s):
            return s
        left = (size - len(s)) // 2
        padded = StringUtils.leftPad(s, len(s) + left, pad)
        return StringUtils.rightPad(padded, size, pad)

    @staticmethod
    def abbreviate(s: str | None, maxWidth: int) -> str | None:
        if maxWidth < 4:
            raise ValueError("Minimum abbreviation width is 4")
        if s is None or len(s) <= maxWidth:
            return s
        return s[: maxWidth - 3] + "..."

    @staticmethod
    def left(s: str | None, n: int) -> str | None:
        return None if s is None else s[: max(n, 0)]

    @staticmethod
    def right(s: str | None, n: int) -> str | None:
        return None if s is None else (s[len(s) - n :] if n > 0 else "")

    @staticmethod
    def mid(s: str | None, pos: int, n: int) -> str | None:
        if s is None:
            return None
        pos = max(pos, 0)
        return s[pos : pos + n] if n > 0 else ""

    @staticmethod
    def substring(s: str | None, start: int, end: int | None = None) -> str | None:
        if s is None:
            return None
        n = len(s)
        start = max(start + n if start < 0 else start, 0)
        if end is None:
            return s[start:]
        end = min(end + n if end < 0 else end, n)
        return s[start:end] if start < end else ""

    @staticmethod
    def substringBefore(s: str | None, separator: str | None) -> str | None:
        if not s or separator is None:
            return s
        at = s.find(separator)
        return s if at < 0 else s[:at]

    @staticmethod
    def substringAfter(s: str | None, separator: str | None) -> str | None:
        if not s:
            return s
        if separator is None:
            return ""
        at = s.find(separator)
        return "" if at < 0 else s[at + len(separator) :]

    @staticmethod
    def substringBeforeLast(s: str | None, separator: str | None) -> str | None:
        if not s or not separator:
            return s
        at = s.rfind(separator)
        return s if at < 0 else s[:at]

    @staticmethod
    def substringAfterLast(s: str | None, separator: str | None) -> str | None:
        if not s:
            return s
        if not separator:
            return ""
        at = s.rfind(separator)
        return "" if at < 0 or at == len(s) - len(separator) else s[at + len(separator) :]

    @staticmethod
    def substringBetween(s: str | None, open_: str | None, close: str | None = None) -> str | None:
        close = open_ if close is None else close
        if s is None or open_ is None or close is None:
            return None
        start = s.find(open_)
        if start < 0:
            return None
        end = s.find(close, start + len(open_))
        return None if end < 0 else s[start + len(open_) : end]

    @staticmethod
    def replace(text: str | None, search: str | None, replacement: str | None) -> str | None:
        if not text or not search or replacement is None:
            return text
        return text.replace(search, replacement)

    @staticmethod
    def remove(s: str | None, remove: str | None) -> str | None:
        if not s or not remove:
            return s
        return s.replace(remove, "")

    @staticmethod
    def deleteWhitespace(s: str | None) -> str | None:
        return None if s is None else "".join(c for c in s if not _is_whitespace(c))

    @staticmethod
    def chomp(s: str | None) -> str | None:
        if not s:
            return s
        for ending in ("\r\n", "\n", "\r"):
            if s.endswith(ending):
                return s[: -len(ending)]
        return s

    @staticmethod
    def isNumeric(s: str | None) -> bool:
        return bool(s) and all(c.isdigit() for c in s)  # type: ignore[union-attr]

    @staticmethod
    def isAlpha(s: str | None) -> bool:
        return bool(s) and all(c.isalpha() for c in s)  # type: ignore[union-attr]

    @staticmethod
    def isAlphanumeric(s: str | None) -> bool:
        return bool(s) and all(c.isalnum() for c in s)  # type: ignore[union-attr]

    @staticmethod
    def length(s: str | None) -> int:
        return 0 if s is None else len(s)


def _kind_of(array: Any, items: list[Any]) -> Any:
    """``items`` as an array of the same kind as ``array`` (list, numpy array, bytes)."""
    if isinstance(array, np.ndarray):
        return np.array(items, dtype=array.dtype)
    if isinstance(array, bytes | bytearray):
        return bytes(b & 0xFF for b in items)
    return items


class ArrayUtils:
    """``ArrayUtils``: arrays in the port are lists, numpy arrays or bytes; its methods
    answer a new array of the same kind (null stays null where Commons Lang's does)."""

    # Empty tuples: a program never changes Java's shared empty arrays.
    EMPTY_STRING_ARRAY: tuple[str, ...] = ()
    EMPTY_OBJECT_ARRAY: tuple[Any, ...] = ()
    EMPTY_INT_ARRAY: tuple[int, ...] = ()

    @staticmethod
    def isEmpty(array: Any) -> bool:
        return array is None or len(array) == 0

    @staticmethod
    def isNotEmpty(array: Any) -> bool:
        return not ArrayUtils.isEmpty(array)

    @staticmethod
    def getLength(array: Any) -> int:
        return 0 if array is None else len(array)

    @staticmethod
    def indexOf(array: Any, value: Any, start: int = 0) -> int:
        if array is None:
            return -1
        for i in range(max(start, 0), len(array)):
            if array[i] == value:
                return i
        return -1

    @staticmethod
    def lastIndexOf(array: Any, value: Any) -> int:
        if array is None:
            return -1
        for i in range(len(array) - 1, -1, -1):
            if array[i] == value:
                return i
        return -1

    @staticmethod
    def contains(array: Any, value: Any) -> bool:
        return ArrayUtils.indexOf(array, value) >= 0

    @staticmethod
    def add(array: Any, *rest: Any) -> Any:
        """``add(array, element)`` or ``add(array, index, element)``."""
        items = [] if array is None else list(array)
        if len(rest) == 2:
            index, element = rest
            if index < 0 or index > len(items):
                raise IndexError(f"Index: {index}, Length: {len(items)}")
            items.insert(index, element)
        else:
            items.append(rest[0])
        return _kind_of(array, items)

    @staticmethod
    def addAll(array: Any, *more: Any) -> Any:
        if len(more) == 1 and (more[0] is None or not isinstance(more[0], int | float | str)):
            more = tuple(more[0] or ())
        if array is None:
            return _kind_of(None, list(more))
        return _kind_of(array, [*array, *more])

    @staticmethod
    def remove(array: Any, index: int) -> Any:
        n = ArrayUtils.getLength(array)
        if index < 0 or index >= n:
            raise IndexError(f"Index: {index}, Length: {n}")
        items = list(array)
        del items[index]
        return _kind_of(array, items)

    @staticmethod
    def removeElement(array: Any, element: Any) -> Any:
        at = ArrayUtils.indexOf(array, element)
        return ArrayUtils.clone(array) if at < 0 else ArrayUtils.remove(array, at)

    @staticmethod
    def subarray(array: Any, start: int, end: int) -> Any:
        if array is None:
            return None
        start, end = max(start, 0), min(end, len(array))
        return _kind_of(array, list(array)[start:end] if start < end else [])

    @staticmethod
    def clone(array: Any) -> Any:
        return None if array is None else _kind_of(array, list(array))

    @staticmethod
    def reverse(array: Any) -> None:
        """In place, as Java's."""
        if array is not None:
            array[:] = array[::-1]

    @staticmethod
    def toPrimitive(array: Any, valueForNull: Any = None) -> Any:
        if array is None:
            return None
        if valueForNull is None and any(x is None for x in array):
            raise TypeError()
        return [valueForNull if x is None else x for x in array]

    @staticmethod
    def toObject(array: Any) -> Any:
        return None if array is None else [x.item() if hasattr(x, "item") else x for x in array]

    @staticmethod
    def toString(array: Any, stringIfNull: str = "{}") -> str:
        if array is None:
            return stringIfNull
        return "{" + ",".join(jstr(x) for x in array) + "}"
