"""``java.util.regex``'s Pattern and Matcher over Python's ``re`` (Java's dialect through
``strings.javaRegex``): ``find``/``matches``/``lookingAt``, groups by number or name,
``start``/``end``, ``replaceAll``/``replaceFirst`` with Java's ``$n`` replacements,
``Pattern.split`` as ``String.split``."""

from __future__ import annotations

import re
from typing import Any

from porter.javalib.streams import Stream
from porter.javalib.strings import javaRegex, javaReplacement
from porter.javalib.strings import split as _split


class Pattern:
    UNIX_LINES = 1
    CASE_INSENSITIVE = 2
    COMMENTS = 4
    MULTILINE = 8
    LITERAL = 16
    DOTALL = 32
    UNICODE_CASE = 64

    def __init__(self, regex: str, flags: int = 0) -> None:
        self._regex = regex
        self._flags = flags
        py = re.escape(regex) if flags & Pattern.LITERAL else javaRegex(regex)
        py_flags = (
            (re.IGNORECASE if flags & Pattern.CASE_INSENSITIVE else 0)
            | (re.MULTILINE if flags & Pattern.MULTILINE else 0)
            | (re.DOTALL if flags & Pattern.DOTALL else 0)
            | (re.VERBOSE if flags & Pattern.COMMENTS else 0)
        )
        self._re = re.compile(py, py_flags)

    @staticmethod
    def compile(regex: str, flags: int = 0) -> Pattern:
        return Pattern(regex, flags)

    @staticmethod
    def matches(regex: str, text: str) -> bool:
        return Pattern(regex)._re.fullmatch(text) is not None

    @staticmethod
    def quote(text: str) -> str:
        """A regex that matches ``text`` literally (escaped, where Java writes \\Q...\\E)."""
        return re.escape(text)

    def matcher(self, text: str) -> Matcher:
        return Matcher(self, str(text))

    def split(self, text: str, limit: int = 0) -> list[str]:
        return _split(text, self._regex, limit) if not self._flags else self._re.split(text)

    def pattern(self) -> str:
        return self._regex

    def flags(self) -> int:
        return self._flags

    def toString(self) -> str:
        return self._regex

    __str__ = toString


class Matcher:
    def __init__(self, pattern: Pattern, text: str) -> None:
        self._pattern = pattern
        self._text = text
        self._match: re.Match[str] | None = None
        self._pos = 0

    def _found(self, m: re.Match[str] | None) -> bool:
        self._match = m
        if m is not None:
            self._pos = m.end() if m.end() > m.start() else m.end() + 1
        return m is not None

    def find(self, start: int | None = None) -> bool:
        if start is not None:
            self._pos = start
        if self._pos > len(self._text):
            self._match = None
            return False
        return self._found(self._pattern._re.search(self._text, self._pos))

    def matches(self) -> bool:
        return self._found(self._pattern._re.fullmatch(self._text))

    def lookingAt(self) -> bool:
        return self._found(self._pattern._re.match(self._text))

    def _current(self) -> re.Match[str]:
        if self._match is None:
            raise RuntimeError("No match found")  # Java's IllegalStateException
        return self._match

    def group(self, group: Any = 0) -> str | None:
        return self._current().group(group)

    def groupCount(self) -> int:
        return self._pattern._re.groups

    def start(self, group: Any = 0) -> int:
        return self._current().start(group)

    def end(self, group: Any = 0) -> int:
        return self._current().end(group)

    def reset(self, text: str | None = None) -> Matcher:
        if text is not None:
            self._text = str(text)
        self._match, self._pos = None, 0
        return self

    def hitEnd(self) -> bool:
        return self._pos >= len(self._text)

    def replaceAll(self, replacement: Any) -> str:
        """``replaceAll(String)``, or ``replaceAll(Function<MatchResult, String>)``: each
        match's replacement, whose ``$1`` and ``\\`` Java reads as in a replacement string."""
        if isinstance(replacement, str):
            return self._pattern._re.sub(javaReplacement(replacement), self._text)
        return self._pattern._re.sub(
            lambda m: javaReplacement(replacement(MatchResult(m)))(m), self._text
        )

    def toMatchResult(self) -> MatchResult:
        return MatchResult(self._current())

    def results(self) -> Any:
        """``Matcher.results()``: a Stream of the MatchResults of the matches left."""
        found = []
        while self.find():
            found.append(self.toMatchResult())
        return Stream(found)

    def replaceFirst(self, replacement: str) -> str:
        return self._pattern._re.sub(javaReplacement(replacement), self._text, count=1)


class MatchResult:
    """``java.util.regex.MatchResult``: one match's groups and positions."""

    __slots__ = ("_match",)

    def __init__(self, match: re.Match[str]) -> None:
        self._match = match

    def group(self, group: Any = 0) -> str | None:
        return self._match.group(group)

    def groupCount(self) -> int:
        return len(self._match.groups())

    def start(self, group: Any = 0) -> int:
        return self._match.start(group)

    def end(self, group: Any = 0) -> int:
        return self._match.end(group)
