"""``java.util.StringJoiner``: strings joined by a delimiter between a prefix and a suffix,
with the value it shows while nothing was added."""

from __future__ import annotations

from typing import Any

from porter.javalib.exceptions import NullPointerException
from porter.javalib.string_conversion import jstr


def _text(value: Any, what: str) -> str:
    if value is None:  # Java's constructor and setEmptyValue refuse null (Objects.requireNonNull)
        raise NullPointerException(f"The {what} must not be null")
    return value if isinstance(value, str) else jstr(value)


class StringJoiner:
    """``new StringJoiner(delimiter[, prefix, suffix])``; ``add(null)`` adds ``"null"``."""

    def __init__(self, delimiter: Any, prefix: Any = "", suffix: Any = "") -> None:
        self._delimiter = _text(delimiter, "delimiter")
        self._prefix = _text(prefix, "prefix")
        self._suffix = _text(suffix, "suffix")
        self._parts: list[str] | None = None  # None until the first add (or merge)
        self._empty: str | None = None  # setEmptyValue's, else prefix + suffix

    def setEmptyValue(self, empty: Any) -> StringJoiner:
        self._empty = _text(empty, "empty value")
        return self

    def add(self, value: Any) -> StringJoiner:
        if self._parts is None:
            self._parts = []
        self._parts.append(value if isinstance(value, str) else jstr(value))
        return self

    def _joined(self) -> str:
        assert self._parts is not None
        return self._delimiter.join(self._parts)

    def merge(self, other: StringJoiner) -> StringJoiner:
        """Adds ``other``'s contents without its prefix and suffix, as one element joined by
        ``other``'s delimiter; nothing when ``other`` has had nothing added."""
        if other is None:
            raise NullPointerException("other")
        if other._parts is not None:
            self.add(other._joined())
        return self

    def toString(self) -> str:
        if self._parts is None:
            return self._prefix + self._suffix if self._empty is None else self._empty
        return self._prefix + self._joined() + self._suffix

    __str__ = toString

    def length(self) -> int:
        return len(self.toString())
