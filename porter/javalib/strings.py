"""``String`` and ``StringBuilder`` methods whose Python spelling differs in meaning:
``split`` (Java drops trailing empty strings and keeps a leading one), ``replaceAll`` with
``$1`` references, ``trim`` (every char up to U+0020), ``compareTo`` over UTF-16 units,
``hashCode``, ``chars``, bounds-checked ``charAt``/``substring``."""

from __future__ import annotations

import re
from typing import Any

from porter.javalib.exceptions import StringIndexOutOfBoundsException
from porter.javalib.hashing import stringHash
from porter.javalib.string_conversion import jstr

__all__ = ["StringIndexOutOfBoundsException"]


def _java_regex(regex: str) -> str:
    """Java's regex dialect where Python's differs: POSIX classes and possessive/atomic
    forms are not translated (they raise ``re.error`` naming the pattern)."""
    regex = re.sub(r"\(\?<([A-Za-z][A-Za-z0-9]*)>", r"(?P<\1>", regex)  # named groups
    regex = re.sub(r"\\k<([A-Za-z][A-Za-z0-9]*)>", r"(?P=\1)", regex)
    return (
        regex.replace(r"\p{Alpha}", "[A-Za-z]")
        .replace(r"\p{Digit}", "[0-9]")
        .replace(r"\p{Alnum}", "[A-Za-z0-9]")
        .replace(r"\p{Punct}", r"""[!"#$%&'()*+,\-./:;<=>?@\[\\\]^_`{|}~]""")
        .replace(r"\p{Upper}", "[A-Z]")
        .replace(r"\p{Lower}", "[a-z]")
        .replace(r"\p{Space}", r"\s")
    )


def javaRegex(regex: str) -> str:
    """A Java regex in Python's ``re`` dialect (java.util.regex.Pattern's, String's)."""
    return _java_regex(regex)


def javaReplacement(replacement: str) -> Any:
    """A Java replacement string (``$1``, ``${name}``, ``\\$``) as a ``re.sub`` function."""
    return _java_replacement(replacement)


def split(s: str, regex: str, limit: int = 0) -> list[str]:
    """``String.split(regex[, limit])``: a zero-width match at the start gives no leading
    empty string; with ``limit == 0`` trailing empty strings are removed; a positive limit
    caps the number of parts."""
    if s == "":
        return [""]
    pattern = re.compile(_java_regex(regex))
    parts: list[str] = []
    start = 0
    for m in pattern.finditer(s):
        if limit > 0 and len(parts) == limit - 1:
            break
        if m.end() == 0:  # a zero-width match at the beginning splits nothing off
            continue
        if m.start() == m.end() and m.start() >= len(s):
            break
        parts.append(s[start : m.start()])
        start = m.end()
    parts.append(s[start:])
    if limit == 0:
        while len(parts) > 1 and parts[-1] == "":
            parts.pop()
        if parts == [""] and s:
            return []
    return parts


def replaceAll(s: str, regex: str, replacement: str) -> str:
    """``String.replaceAll``: ``$n``/``${name}`` in the replacement are groups; ``\\$`` a
    dollar."""
    return re.sub(_java_regex(regex), _java_replacement(replacement), s)


def replaceFirst(s: str, regex: str, replacement: str) -> str:
    return re.sub(_java_regex(regex), _java_replacement(replacement), s, count=1)


def _java_replacement(replacement: str) -> Any:
    def expand(m: re.Match[str]) -> str:
        out = []
        i = 0
        while i < len(replacement):
            c = replacement[i]
            if c == "\\" and i + 1 < len(replacement):
                out.append(replacement[i + 1])
                i += 2
            elif c == "$":
                named = re.match(r"\{(\w+)\}", replacement[i + 1 :])
                if named:
                    out.append(m.group(named.group(1)) or "")
                    i += 1 + named.end()
                    continue
                digits = re.match(r"\d", replacement[i + 1 :])
                if not digits:
                    raise ValueError("Illegal group reference")
                out.append(m.group(int(digits.group(0))) or "")
                i += 2
            else:
                out.append(c)
                i += 1
        return "".join(out)

    return expand


def join(delimiter: Any, *elements: Any) -> str:
    """``String.join``: the elements given one by one (varargs), or those of one array or
    Iterable; a null element is ``"null"``, a StringBuilder its text."""
    if len(elements) == 1 and hasattr(elements[0], "__iter__") and not isinstance(elements[0], str):
        elements = tuple(elements[0])
    return jstr(delimiter).join(jstr(e) for e in elements)


def matches(s: str, regex: str) -> bool:
    return re.fullmatch(_java_regex(regex), s) is not None


def trim(s: str) -> str:
    """``String.trim``: removes every char up to U+0020 at both ends (``strip`` is
    Python's ``strip``)."""
    start, end = 0, len(s)
    while start < end and s[start] <= " ":
        start += 1
    while end > start and s[end - 1] <= " ":
        end -= 1
    return s[start:end]


def isBlank(s: str) -> bool:
    return s.strip() == ""


def equalsIgnoreCase(a: str, b: Any) -> bool:
    return (
        isinstance(b, str)
        and len(a) == len(b)
        and (a.upper() == b.upper() or a.lower() == b.lower())
    )


def _units(s: str) -> list[int]:
    data = s.encode("utf-16-le", "surrogatepass")
    return [int.from_bytes(data[i : i + 2], "little") for i in range(0, len(data), 2)]


def compareTo(a: str, b: str) -> int:
    """``String.compareTo``: the difference of the first differing UTF-16 units, else of
    the lengths."""
    ua, ub = _units(a), _units(b)
    for x, y in zip(ua, ub):
        if x != y:
            return x - y
    return len(ua) - len(ub)


def compareToIgnoreCase(a: str, b: str) -> int:
    return compareTo(a.upper().lower(), b.upper().lower())


def hashCode(s: str) -> int:
    return stringHash(s)


def chars(s: str) -> Any:
    """``String.chars()``: an ``IntStream`` of the UTF-16 code units."""
    # cycle: streams collect into jcollections, which compares Strings as String does
    from porter.javalib.streams import IntStream

    return IntStream(_units(s))


def codePoints(s: str) -> Any:
    """``String.codePoints()``: an ``IntStream`` of the code points (a surrogate pair is one,
    a lone surrogate its own unit, as Java's)."""
    # cycle: streams collect into jcollections, which compares Strings as String does
    from porter.javalib.streams import IntStream

    return IntStream(map(ord, _combined(s)))


def _combined(s: str) -> str:
    # a pair of surrogates written as two chars ("\uD83D\uDE00") is one code point
    return s.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")


def charAt(s: str, index: int) -> str:
    if not 0 <= index < len(s):
        raise StringIndexOutOfBoundsException(f"String index out of range: {index}")  # JDK 17
    return s[index]


def substring(s: str, start: int, end: int | None = None) -> str:
    stop = len(s) if end is None else end
    if start < 0 or stop > len(s) or start > stop:
        raise StringIndexOutOfBoundsException(f"begin {start}, end {stop}, length {len(s)}")
    return s[start:stop]


def indexOf(s: str, target: str | int, start: int = 0) -> int:
    return s.find(chr(target) if isinstance(target, int) else target, max(start, 0))


def lastIndexOf(s: str, target: str | int, start: int | None = None) -> int:
    t = chr(target) if isinstance(target, int) else target
    if start is None:
        return s.rfind(t)
    if start < 0:
        return -1
    return s.rfind(t, 0, start + len(t))


def startsWith(s: str, prefix: str, offset: int = 0) -> bool:
    return 0 <= offset <= len(s) and s.startswith(prefix, offset)


def repeat(s: str, count: int) -> str:
    if count < 0:
        raise ValueError(f"count is negative: {count}")
    return s * count


def lines(s: str) -> Any:
    """``String.lines()``: a ``Stream`` of the lines split at ``\\n``, ``\\r`` or
    ``\\r\\n``."""
    # cycle: streams collect into jcollections, which compares Strings as String does
    from porter.javalib.streams import Stream

    return Stream(re.split(r"\r\n|\r|\n", s[:-1] if s.endswith(("\n", "\r")) else s) if s else [])


def toCharArray(s: str) -> list[str]:
    return list(s)


def valueOfChars(chars: Any, offset: int = 0, count: int | None = None) -> str:
    """``String.valueOf(char[])``/``new String(char[], offset, count)``."""
    items = list(chars)
    end = len(items) if count is None else offset + count
    return "".join(items[offset:end])


def regionMatches(s: str, *args: Any) -> bool:
    """``regionMatches([ignoreCase,] toffset, other, ooffset, len)``."""
    ignore = False
    if isinstance(args[0], bool):
        ignore, args = args[0], args[1:]
    toffset, other, ooffset, length = args
    if toffset < 0 or ooffset < 0 or toffset + length > len(s) or ooffset + length > len(other):
        return False
    a, b = s[toffset : toffset + length], str(other[ooffset : ooffset + length])
    return a.lower() == b.lower() if ignore else a == b


def contentEquals(s: str, other: Any) -> bool:
    return s == str(other)


def codePointAt(s: str, index: int) -> int:
    return ord(charAt(s, index))
