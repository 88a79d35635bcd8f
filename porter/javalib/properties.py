"""``java.util.Properties``: a map of String keys and values read from the ``.properties``
format (``key=value``, ``key: value`` or ``key value``; ``#``/``!`` comments; a trailing
backslash continues the line; ``\\t``, ``\\n``, ``\\uXXXX`` escapes), with Java's
``getProperty(key[, default])``."""

from __future__ import annotations

from typing import Any

from porter.javalib.files import FileInputStream, InputStreamReader

_ESCAPES = {"t": "\t", "n": "\n", "r": "\r", "f": "\f"}


class Properties(dict[str, str]):
    def __init__(self, defaults: Properties | None = None) -> None:
        super().__init__()
        self._defaults = defaults

    def getProperty(self, key: str, default: str | None = None) -> str | None:
        if key in self:
            return self[key]
        if self._defaults is not None:
            found = self._defaults.getProperty(key)
            if found is not None:
                return found
        return default

    def setProperty(self, key: str, value: str) -> str | None:
        old = self.get(key)
        self[key] = value
        return old

    def put(self, key: Any, value: Any) -> Any:
        """``Hashtable.put``: the previous value, or null."""
        before = dict.get(self, key)
        self[key] = value
        return before

    def get(self, key: Any, default: Any = None) -> Any:  # type: ignore[override]
        return dict.get(self, key, default)

    def containsKey(self, key: str) -> bool:
        return key in self

    def stringPropertyNames(self) -> set[str]:
        names = set(self._defaults.stringPropertyNames()) if self._defaults is not None else set()
        return names | set(self)

    def load(self, source: Any) -> None:
        """From a byte stream (ISO-8859-1, as Java's ``load(InputStream)``) or a reader."""
        if isinstance(source, FileInputStream):
            text = source.raw().read().decode("latin-1")
        elif isinstance(source, InputStreamReader):
            text = source.text().read()
        else:
            text = source.read()
            text = text.decode("latin-1") if isinstance(text, bytes) else text
        for line in _logical_lines(text):
            key, value = _split(line)
            self[key] = value

    def size(self) -> int:
        return len(self)


def parse_properties(text: str) -> dict[str, str]:
    """The keys and values of a properties file's text, in their order."""
    return dict(_split(line) for line in _logical_lines(text))


def _logical_lines(text: str) -> list[str]:
    lines: list[str] = []
    pending = ""
    for raw in text.splitlines():
        line = raw.lstrip(" \t\f")
        if not pending and (not line or line[0] in "#!"):
            continue
        trailing = len(line) - len(line.rstrip("\\"))
        if trailing % 2 == 1:  # an odd number of backslashes: the line goes on
            pending += line[:-1]
            continue
        lines.append(pending + line)
        pending = ""
    if pending:
        lines.append(pending)
    return lines


def _split(line: str) -> tuple[str, str]:
    """A logical line's key and value, escapes resolved."""
    k = 0
    while k < len(line):
        c = line[k]
        if c == "\\":
            k += 2
            continue
        if c in "=: \t\f":
            break
        k += 1
    key, rest = line[:k], line[k:]
    if rest[:1] in ("=", ":"):
        rest = rest[1:].lstrip(" \t\f")
    else:  # whitespace ended the key: one '=' or ':' may still follow it
        rest = rest.lstrip(" \t\f")
        if rest[:1] in ("=", ":"):
            rest = rest[1:].lstrip(" \t\f")
    return _unescape(key), _unescape(rest)


def _unescape(text: str) -> str:
    out = []
    k = 0
    while k < len(text):
        c = text[k]
        if c == "\\" and k + 1 < len(text):
            n = text[k + 1]
            if n == "u" and k + 6 <= len(text):
                out.append(chr(int(text[k + 2 : k + 6], 16)))
                k += 6
                continue
            out.append(_ESCAPES.get(n, n))
            k += 2
            continue
        out.append(c)
        k += 1
    return "".join(out)
