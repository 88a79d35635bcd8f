"""The CSV of JUnit 5's ``@CsvSource``, read by JUnit's rules: one record a string (or a line
of ``textBlock``, where ``#`` starts a comment line), a quote character (``'``) around a value
that keeps its spaces and delimiters, ``''`` in a quoted value for one quote, surrounding
spaces of an unquoted value dropped, an empty unquoted value ``null``, a quoted empty one the
``emptyValue``, and any value listed in ``nullValues`` ``null``."""

from __future__ import annotations

from collections.abc import Iterable


class CsvParsingError(Exception):
    """JUnit's ``CsvParsingException``: a record that is not CSV (an unclosed quote)."""


def records(
    lines: Iterable[str],
    *,
    delimiter: str = ",",
    quote: str = "'",
    empty_value: str = "",
    null_values: Iterable[str] = (),
    trim: bool = True,
) -> list[list[str | None]]:
    nulls = set(null_values)
    out: list[list[str | None]] = []
    for line in lines:
        row = _record(line, delimiter, quote, empty_value, trim)
        out.append([None if v is not None and v in nulls else v for v in row])
    return out


def text_block_lines(block: str) -> list[str]:
    """A ``textBlock``'s records: its lines, without blank lines and ``#`` comment lines."""
    return [
        line for line in block.splitlines() if line.strip() and not line.lstrip().startswith("#")
    ]


def _record(
    line: str, delimiter: str, quote: str, empty_value: str, trim: bool
) -> list[str | None]:
    values: list[str | None] = []
    i, n = 0, len(line)
    while True:
        # the spaces before a value are not part of it (an unquoted one's are dropped below)
        j = i
        while j < n and line[j] in " \t" and trim:
            j += 1
        if j < n and line[j] == quote:
            value, i = _quoted(line, j + 1, quote)
            # after the closing quote: spaces, then the delimiter or the end
            while i < n and line[i] in " \t" and not line.startswith(delimiter, i):
                i += 1
            values.append(value if value else empty_value)
        else:
            end = line.find(delimiter, i)
            raw = line[i:] if end < 0 else line[i:end]
            i = n if end < 0 else end
            raw = raw.strip(" \t") if trim else raw
            values.append(raw if raw else None)
        if i >= n:
            return values
        if not line.startswith(delimiter, i):
            raise CsvParsingError(
                f"Failed to parse CSV input configured via Mode:ANNOTATION: {line}"
            )
        i += len(delimiter)
        if i >= n:
            values.append(None)  # a delimiter at the end: one more, empty, value
            return values


def _quoted(line: str, i: int, quote: str) -> tuple[str, int]:
    """The quoted value starting at ``i`` (after its opening quote), and where it ends."""
    chars: list[str] = []
    n = len(line)
    while i < n:
        c = line[i]
        if c == quote:
            if i + 1 < n and line[i + 1] == quote:
                chars.append(quote)
                i += 2
                continue
            return "".join(chars), i + 1
        chars.append(c)
        i += 1
    raise CsvParsingError(f"Failed to parse CSV input configured via Mode:ANNOTATION: {line}")
