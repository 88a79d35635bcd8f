"""``java.time.format.DateTimeFormatter``: ``ofPattern`` with the common letters (``y u M L d
D E a H h k K m s S n V z Z X x O G``, ``'quoted'`` text and ``[optional]`` sections), the
``ISO_*`` constants and ``BASIC_ISO_DATE``/``RFC_1123_DATE_TIME``; ``format`` reads a
temporal's fields and ``parse`` gives them to the ``java.time`` class that asked
(``porter.javalib.jdates``), with Java's errors: ``Text '2020/01/01' could not be parsed at
index 4``, ``Invalid value for MonthOfYear (valid values 1 - 12): 13``. Text is English, as
Java's in an English locale. A pattern's ``ofPattern`` resolves SMART (a day past the month's
end is its last day), the ISO constants STRICT, as Java's."""

from __future__ import annotations

import re
from typing import Any

from porter.javalib.exceptions import (
    DateTimeParseException,
    IllegalArgumentException,
    UnsupportedTemporalTypeException,
)
from porter.javalib.jchrono import DayOfWeek, Month

_MONTHS = [m.getDisplayName() for m in Month.values()]
_DAYS = [d.getDisplayName() for d in DayOfWeek.values()]
# A field's Java name, in "Unsupported field: HourOfDay" and "Invalid value for ..." messages.
_FIELD_NAMES = {
    "year": "YearOfEra",
    "month": "MonthOfYear",
    "day": "DayOfMonth",
    "doy": "DayOfYear",
    "dow": "DayOfWeek",
    "hour": "HourOfDay",
    "minute": "MinuteOfHour",
    "second": "SecondOfMinute",
    "nano": "NanoOfSecond",
    "offset": "OffsetSeconds",
    "zone": "ZoneId",
    "ampm": "AmPmOfDay",
}
# The fields each pattern letter reads.
_LETTER_FIELDS = {
    "G": "year",
    "y": "year",
    "u": "year",
    "M": "month",
    "L": "month",
    "d": "day",
    "D": "doy",
    "E": "dow",
    "a": "hour",
    "H": "hour",
    "k": "hour",
    "K": "hour",
    "h": "hour",
    "m": "minute",
    "s": "second",
    "S": "nano",
    "n": "nano",
    "V": "zone",
    "z": "zone",
    "Z": "offset",
    "X": "offset",
    "x": "offset",
    "O": "offset",
}
_RANGES = {
    "month": (1, 12),
    "day": (1, 31),
    "doy": (1, 366),
    "hour": (0, 23),
    "minute": (0, 59),
    "second": (0, 59),
}


def _tokens(pattern: str) -> list[Any]:
    """The pattern's tokens: ``("lit", text)``, ``("field", letter, count)`` and
    ``("opt", tokens)`` for an optional section."""
    stack: list[list[Any]] = [[]]
    k = 0
    while k < len(pattern):
        ch = pattern[k]
        if ch == "'":
            end = pattern.find("'", k + 1)
            if end == k + 1:
                stack[-1].append(("lit", "'"))
                k += 2
                continue
            if end < 0:
                raise IllegalArgumentException(
                    f"Pattern ends with an incomplete string literal: {pattern}"
                )
            stack[-1].append(("lit", pattern[k + 1 : end].replace("''", "'")))
            k = end + 1
        elif ch == "[":
            stack.append([])
            k += 1
        elif ch == "]":
            if len(stack) == 1:
                raise IllegalArgumentException(
                    f"Pattern invalid as it contains ] without previous [: {pattern}"
                )
            inner = stack.pop()
            stack[-1].append(("opt", inner))
            k += 1
        elif ch.isascii() and ch.isalpha():
            count = 1
            while k + count < len(pattern) and pattern[k + count] == ch:
                count += 1
            if ch not in _LETTER_FIELDS:
                raise IllegalArgumentException(f"Unknown pattern letter: {ch}")
            stack[-1].append(("field", ch, count))
            k += count
        else:
            stack[-1].append(("lit", ch))
            k += 1
    while len(stack) > 1:
        inner = stack.pop()
        stack[-1].append(("opt", inner))
    return stack[0]


def _offset_text(seconds: int, style: str) -> str:
    """An offset as ``+HH``, ``+HHMM``, ``+HH:MM`` (with ``:ss``/``ss`` when not whole
    minutes)."""
    sign = "-" if seconds < 0 else "+"
    hours, rest = divmod(abs(seconds), 3600)
    minutes, secs = divmod(rest, 60)
    colon = ":" if style in ("HH:MM", "HH:MM:ss") else ""
    if style == "HH" and not minutes and not secs:
        return f"{sign}{hours:02d}"
    text = f"{sign}{hours:02d}{colon}{minutes:02d}"
    return text + (f"{colon}{secs:02d}" if secs else "")


class DateTimeFormatter:
    """A formatter: its tokens, how it resolves (``SMART`` or ``STRICT``) and its printed
    form."""

    ISO_LOCAL_DATE: DateTimeFormatter
    ISO_LOCAL_TIME: DateTimeFormatter
    ISO_LOCAL_DATE_TIME: DateTimeFormatter

    def __init__(self, tokens: list[Any], strict: bool, printed: str) -> None:
        self._tokens, self._strict, self._printed = tokens, strict, printed

    @staticmethod
    def ofPattern(pattern: str, locale: Any = None) -> DateTimeFormatter:
        return DateTimeFormatter(_tokens(pattern), False, pattern)

    def withLocale(self, locale: Any) -> DateTimeFormatter:
        return self

    def withZone(self, zone: Any) -> DateTimeFormatter:
        zoned = DateTimeFormatter(self._tokens, self._strict, self._printed)
        zoned._zone = zone  # type: ignore[attr-defined]
        return zoned

    def withResolverStyle(self, style: Any) -> DateTimeFormatter:
        return DateTimeFormatter(self._tokens, str(style) == "STRICT", self._printed)

    def toString(self) -> str:
        return self._printed

    __str__ = __repr__ = toString

    # -- formatting ------------------------------------------------------------------------

    def format(self, temporal: Any) -> str:
        """The temporal's text (a ``LocalDate``, ``LocalTime``, ``LocalDateTime``,
        ``ZonedDateTime`` or ``Instant``, whose ``java_fields()`` it reads)."""
        zone = getattr(self, "_zone", None)
        fields = temporal.java_fields(zone) if zone is not None else temporal.java_fields()
        return "".join(self._print(t, fields) for t in self._tokens)

    def formatTo(self, temporal: Any, appendable: Any) -> None:
        appendable.append(self.format(temporal))

    def _print(self, token: Any, fields: dict[str, Any]) -> str:
        kind = token[0]
        if kind == "lit":
            return str(token[1])
        if kind == "opt":
            try:
                return "".join(self._print(t, fields) for t in token[1])
            except _Missing:
                return ""
        if kind == "iso":
            return _ISO_PRINTERS[token[1]](fields)
        letter, count = token[1], token[2]
        name = _LETTER_FIELDS[letter]
        if name not in fields or fields[name] is None:
            raise _Missing(name)
        return _print_field(letter, count, fields)


class _Missing(UnsupportedTemporalTypeException):
    _java_name = "java.time.temporal.UnsupportedTemporalTypeException"

    def __init__(self, name: str) -> None:
        super().__init__(f"Unsupported field: {_FIELD_NAMES[name]}")


def _pad(value: int, width: int) -> str:
    return ("-" if value < 0 else "") + f"{abs(value):0{width}d}"


def _print_field(letter: str, count: int, f: dict[str, Any]) -> str:
    if letter in "yu":
        year = f["year"]
        if count == 2:
            return f"{year % 100:02d}"
        if count >= 4 and year > 9999:
            return "+" + str(year)
        return _pad(year, count if count != 3 else 1)
    if letter == "G":
        return "AD" if f["year"] > 0 else "BC"
    if letter in "ML":
        month = f["month"]
        if count >= 3:
            name = _MONTHS[month - 1]
            return {3: name[:3], 4: name}.get(count, name[:1])
        return _pad(month, count)
    if letter == "E":
        name = _DAYS[f["dow"] - 1]
        return name if count == 4 else (name[:1] if count == 5 else name[:3])
    if letter == "a":
        return "AM" if f["hour"] < 12 else "PM"
    if letter == "S":
        return f"{f['nano']:09d}"[:count] if count <= 9 else f"{f['nano']:09d}".ljust(count, "0")
    if letter == "V":
        return str(f["zone"].getId())
    if letter == "z":
        return str(f["zone_name"])
    if letter in "ZXxO":
        return _print_offset(letter, count, f["offset"])
    value = {
        "d": f.get("day"),
        "D": f.get("doy"),
        "H": f.get("hour"),
        "k": (f["hour"] or 24) if "hour" in f else None,
        "K": f["hour"] % 12 if "hour" in f else None,
        "h": (f["hour"] % 12 or 12) if "hour" in f else None,
        "m": f.get("minute"),
        "s": f.get("second"),
        "n": f.get("nano"),
    }[letter]
    return _pad(int(value), count)


def _print_offset(letter: str, count: int, seconds: int) -> str:
    if letter == "O":
        if seconds == 0:
            return "GMT"
        sign = "-" if seconds < 0 else "+"
        hours, rest = divmod(abs(seconds), 3600)
        if count == 1:
            return f"GMT{sign}{hours}" + (f":{rest // 60:02d}" if rest else "")
        return "GMT" + _offset_text(seconds, "HH:MM")
    if letter == "Z":
        if count <= 3:
            return _offset_text(seconds, "HHMM")
        if count == 4:
            return "GMT" + _offset_text(seconds, "HH:MM") if seconds else "GMT"
        return "Z" if seconds == 0 else _offset_text(seconds, "HH:MM")
    if letter == "X" and seconds == 0:
        return "Z"
    style = {1: "HH", 2: "HHMM", 3: "HH:MM", 4: "HHMM", 5: "HH:MM"}[min(count, 5)]
    if letter == "x" and seconds == 0:
        return {1: "+00", 2: "+0000"}.get(count, "+00:00")
    return _offset_text(seconds, style)


# -- the ISO formatters' own pieces -----------------------------------------------------------


def _iso_year(f: dict[str, Any]) -> str:
    year = f["year"]
    if year > 9999:
        return f"+{year}"
    return _pad(year, 4)


def _iso_date(f: dict[str, Any]) -> str:
    if "year" not in f:
        raise _Missing("year")
    return f"{_iso_year(f)}-{f['month']:02d}-{f['day']:02d}"


def _iso_time(f: dict[str, Any]) -> str:
    if "hour" not in f:
        raise _Missing("hour")
    text = f"{f['hour']:02d}:{f['minute']:02d}:{f['second']:02d}"
    if f["nano"]:
        text += "." + f"{f['nano']:09d}".rstrip("0")
    return text


def _iso_offset(f: dict[str, Any]) -> str:
    if f.get("offset") is None:
        raise _Missing("offset")
    return "Z" if f["offset"] == 0 else _offset_text(f["offset"], "HH:MM:ss")


def _iso_region(f: dict[str, Any]) -> str:
    zone = f.get("zone")
    if zone is None:
        raise _Missing("zone")
    if hasattr(zone, "getTotalSeconds"):
        return ""  # an offset: the offset is the zone
    return f"[{zone.getId()}]"


def _iso_instant(f: dict[str, Any]) -> str:
    if "instant" not in f:
        raise _Missing("instant")
    return str(f["instant"])


def _basic_date(f: dict[str, Any]) -> str:
    if "year" not in f:
        raise _Missing("year")
    return f"{f['year']:04d}{f['month']:02d}{f['day']:02d}"


def _basic_offset(f: dict[str, Any]) -> str:
    if f.get("offset") is None:
        raise _Missing("offset")
    return "Z" if f["offset"] == 0 else _offset_text(f["offset"], "HHMM")


def _rfc_1123(f: dict[str, Any]) -> str:
    if "offset" not in f or f.get("offset") is None:
        raise _Missing("offset")
    offset = "GMT" if f["offset"] == 0 else _offset_text(f["offset"], "HHMM")
    return (
        f"{_DAYS[f['dow'] - 1][:3]}, {f['day']} {_MONTHS[f['month'] - 1][:3]} {f['year']} "
        f"{f['hour']:02d}:{f['minute']:02d}:{f['second']:02d} {offset}"
    )


_ISO_PRINTERS = {
    "date": _iso_date,
    "time": _iso_time,
    "offset": _iso_offset,
    "region": _iso_region,
    "instant": _iso_instant,
    "basic_date": _basic_date,
    "basic_offset": _basic_offset,
    "rfc_1123": _rfc_1123,
}
# The ISO pieces' parsers: regular expressions with named groups, one per field (so that a
# failed parse finds the index where its text stops matching, as Java reports it).
_DATE = [r"(?P<year>[+-]?\d{4,9})", "-", r"(?P<month>\d{2})", "-", r"(?P<day>\d{2})"]
_TIME = [
    r"(?P<hour>\d{2})",
    ":",
    r"(?P<minute>\d{2})",
    r"(?::(?P<second>\d{2})(?:\.(?P<fraction>\d{1,9}))?)?",
]
_ISO_PARSERS = {
    "date": _DATE,
    "time": _TIME,
    "offset": [r"(?P<offset>Z|[+-]\d{2}(?::?\d{2}(?::?\d{2})?)?)"],
    "region": [r"(?:\[(?P<zone>[^\]]+)\])?"],
    "instant": [*_DATE, "T", *_TIME, "Z"],
    "basic_date": [r"(?P<year>\d{4})", r"(?P<month>\d{2})", r"(?P<day>\d{2})"],
    "basic_offset": [r"(?P<offset>Z|[+-]\d{4})"],
    "rfc_1123": [
        r"(?:\w{3}, )?(?P<day>\d{1,2}) (?P<mname>\w{3}) (?P<year>\d{4}) ",
        r"(?P<hour>\d{2}):(?P<minute>\d{2})(?::(?P<second>\d{2}))? (?P<offset>GMT|[+-]\d{4})",
    ],
}


def _iso(printed: str, *pieces: Any) -> DateTimeFormatter:
    tokens = [("lit", p) if isinstance(p, str) else p for p in pieces]
    return DateTimeFormatter(tokens, True, printed)


def _opt(*pieces: Any) -> Any:
    return ("opt", [("lit", p) if isinstance(p, str) else p for p in pieces])


_D, _T, _O, _R = ("iso", "date"), ("iso", "time"), ("iso", "offset"), ("iso", "region")
DateTimeFormatter.ISO_LOCAL_DATE = _iso("ParseCaseSensitive(false)Value(Year)", _D)
DateTimeFormatter.ISO_LOCAL_TIME = _iso("Value(HourOfDay,2)':'Value(MinuteOfHour,2)", _T)
DateTimeFormatter.ISO_LOCAL_DATE_TIME = _iso("ISO_LOCAL_DATE_TIME", _D, "T", _T)
DateTimeFormatter.ISO_OFFSET_DATE_TIME = _iso("ISO_OFFSET_DATE_TIME", _D, "T", _T, _O)  # type: ignore[attr-defined]
DateTimeFormatter.ISO_ZONED_DATE_TIME = _iso("ISO_ZONED_DATE_TIME", _D, "T", _T, _O, _R)  # type: ignore[attr-defined]
DateTimeFormatter.ISO_DATE_TIME = _iso("ISO_DATE_TIME", _D, "T", _T, _opt(_O, _opt(_R)))  # type: ignore[attr-defined]
DateTimeFormatter.ISO_DATE = _iso("ISO_DATE", _D, _opt(_O))  # type: ignore[attr-defined]
DateTimeFormatter.ISO_TIME = _iso("ISO_TIME", _T, _opt(_O))  # type: ignore[attr-defined]
DateTimeFormatter.ISO_OFFSET_DATE = _iso("ISO_OFFSET_DATE", _D, _O)  # type: ignore[attr-defined]
DateTimeFormatter.ISO_OFFSET_TIME = _iso("ISO_OFFSET_TIME", _T, _O)  # type: ignore[attr-defined]
DateTimeFormatter.ISO_INSTANT = _iso("ParseCaseSensitive(false)InstantSeconds", ("iso", "instant"))  # type: ignore[attr-defined]
DateTimeFormatter.BASIC_ISO_DATE = _iso(  # type: ignore[attr-defined]
    "ParseCaseSensitive(false)Value(Year,4)Value(MonthOfYear,2)Value(DayOfMonth,2)",
    ("iso", "basic_date"),
    _opt(("iso", "basic_offset")),
)
DateTimeFormatter.RFC_1123_DATE_TIME = _iso("RFC_1123_DATE_TIME", ("iso", "rfc_1123"))  # type: ignore[attr-defined]
ISO_NAMES = [
    "ISO_LOCAL_DATE",
    "ISO_LOCAL_TIME",
    "ISO_LOCAL_DATE_TIME",
    "ISO_OFFSET_DATE_TIME",
    "ISO_ZONED_DATE_TIME",
    "ISO_DATE_TIME",
    "ISO_DATE",
    "ISO_TIME",
    "ISO_OFFSET_DATE",
    "ISO_OFFSET_TIME",
    "ISO_INSTANT",
    "BASIC_ISO_DATE",
    "RFC_1123_DATE_TIME",
]


# -- parsing ------------------------------------------------------------------------------------


def _regex(token: Any, k: list[int]) -> list[str]:
    """A token's regular expressions (an ISO piece's, one per field); a field's group is
    named ``g<k>_<letter>``."""
    kind = token[0]
    if kind == "lit":
        return [re.escape(token[1])]
    if kind == "opt":
        return ["(?:" + "".join(p for t in token[1] for p in _regex(t, k)) + ")?"]
    if kind == "iso":
        k[0] += 1
        return [
            re.sub(r"\?P<(\w+)>", lambda m: f"?P<i{k[0]}_{m.group(1)}>", piece)
            for piece in _ISO_PARSERS[token[1]]
        ]
    letter, count = token[1], token[2]
    k[0] += 1
    name = f"g{k[0]}_{letter}"
    if letter in "yu":
        body = r"\d{2}" if count == 2 else (r"[+-]?\d{4,9}" if count >= 4 else r"[+-]?\d{1,9}")
    elif letter in "ML" and count >= 3:
        names = _MONTHS if count == 4 else [m[:3] for m in _MONTHS]
        body = "|".join(names)
    elif letter == "E":
        body = "|".join(_DAYS if count == 4 else [d[:3] for d in _DAYS])
    elif letter == "a":
        body = "AM|PM"
    elif letter == "G":
        body = "AD|BC"
    elif letter in "S":
        body = rf"\d{{{count}}}"
    elif letter in "n":
        body = r"\d{1,9}"
    elif letter in "Vz":
        body = r"[A-Za-z][\w/+\-]*"
    elif letter in "ZXxO":
        body = r"Z|GMT(?:[+-]\d{1,2}(?::?\d{2})?)?|[+-]\d{2}(?::?\d{2}(?::?\d{2})?)?"
    elif letter == "D":
        body = rf"\d{{{count},3}}"
    else:
        body = r"\d{1,2}" if count == 1 else rf"\d{{{count}}}"
    return [f"(?P<{name}>{body})"]


def _offset_seconds(text: str) -> int:
    if text in ("Z", "GMT"):
        return 0
    text = text.removeprefix("GMT")
    sign = -1 if text[0] == "-" else 1
    digits = text[1:].replace(":", "")
    hours = int(digits[:2]) if len(digits) != 1 else int(digits)
    minutes = int(digits[2:4] or 0) if len(digits) > 2 else 0
    seconds = int(digits[4:6] or 0) if len(digits) > 4 else 0
    return sign * (hours * 3600 + minutes * 60 + seconds)


def parse_fields(formatter: DateTimeFormatter, text: str) -> dict[str, Any]:
    """The fields of ``text`` read by ``formatter`` (``year``, ``month``, ``day``, ``hour``,
    ``minute``, ``second``, ``nano``, ``offset``, ``zone``), checked against their ranges,
    with Java's DateTimeParseException."""
    if text is None:
        raise DateTimeParseException("text")
    pieces: list[str] = []
    k = [0]
    for t in formatter._tokens:
        pieces += _regex(t, k)
    found = re.fullmatch("".join(pieces), text)
    if found is None:
        index = 0
        for n in range(len(pieces), 0, -1):
            prefix = re.match("".join(pieces[:n]), text)
            if prefix is not None:
                index = prefix.end()
                break
        whole = re.match("".join(pieces), text)
        if whole is not None:
            raise DateTimeParseException(
                f"Text '{text}' could not be parsed, unparsed text found at index {whole.end()}",
                text,
                whole.end(),
            )
        raise DateTimeParseException(
            f"Text '{text}' could not be parsed at index {index}", text, index
        )
    fields: dict[str, Any] = {}
    pm = None
    for key, value in found.groupdict().items():
        if value is None:
            continue
        letter = key.split("_", 1)[1]
        if letter in ("year", "y", "u"):
            year = int(value)
            fields["year"] = 2000 + year if letter in "yu" and len(value) == 2 else year
        elif letter in ("month", "M", "L"):
            fields["month"] = (
                int(value)
                if value.isdigit()
                else [m[: len(value)] for m in _MONTHS].index(value) + 1
            )
        elif letter == "mname":
            fields["month"] = [m[:3] for m in _MONTHS].index(value) + 1
        elif letter in ("day", "d"):
            fields["day"] = int(value)
        elif letter == "D":
            fields["doy"] = int(value)
        elif letter in ("hour", "H"):
            fields["hour"] = int(value)
        elif letter in ("h", "K"):
            fields["hour12"] = int(value) % 12
        elif letter == "k":
            fields["hour"] = int(value) % 24
        elif letter == "a":
            pm = value == "PM"
        elif letter in ("minute", "m"):
            fields["minute"] = int(value)
        elif letter in ("second", "s"):
            fields["second"] = int(value)
        elif letter in ("fraction", "S"):
            fields["nano"] = int(value.ljust(9, "0")[:9])
        elif letter == "n":
            fields["nano"] = int(value)
        elif letter in ("offset", "Z", "X", "x", "O"):
            fields["offset"] = _offset_seconds(value)
        elif letter in ("zone", "V"):
            fields["zone"] = value
    if "hour12" in fields:
        fields["hour"] = fields.pop("hour12") + (12 if pm else 0)
    for name, (low, high) in _RANGES.items():
        value = fields.get(name)
        if value is not None and not low <= value <= high:
            valid = (
                "1 - 28/31"
                if name == "day"
                else ("1 - 365/366" if name == "doy" else f"{low} - {high}")
            )
            raise DateTimeParseException(
                f"Text '{text}' could not be parsed: Invalid value for {_FIELD_NAMES[name]}"
                f" (valid values {valid}): {value}",
                text,
                0,
            )
    fields["strict"] = formatter._strict
    fields["text"] = text
    return fields
