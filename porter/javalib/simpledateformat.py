"""``java.text.SimpleDateFormat`` and ``java.util.TimeZone`` as programs stamp dates with
them: ``format(Date)`` and ``parse(String)`` with the common letters (``G y M d H h k K m s S
E u a z Z X D``, ``'quoted'`` text), in the default time zone (the system's, as
``porter.javalib.jzones`` finds it) or the one ``setTimeZone`` gives. Text is English. A
parse reads the fields strictly (Java's default is lenient: ``2020-13-01`` is January 2021
there, and an error here), and a text that does not match raises Java's
``ParseException: Unparseable date: "..."``."""

from __future__ import annotations

import datetime as _dt
import re
from typing import Any

from porter.javalib.exceptions import IllegalArgumentException, ParseException
from porter.javalib.jchrono import DayOfWeek, Month
from porter.javalib.jtime import Date
from porter.javalib.jzones import ZoneId

_MONTHS = [m.getDisplayName() for m in Month.values()]
_DAYS = [d.getDisplayName() for d in DayOfWeek.values()]
_LETTERS = frozenset("GyMdHhkKmsSEuazZXD")


class TimeZone:
    """``java.util.TimeZone``: a zone by its ID (an unknown ID is GMT, as Java's)."""

    def __init__(self, zone: ZoneId, zone_id: str) -> None:
        self._zone, self._id = zone, zone_id

    @staticmethod
    def getTimeZone(zone_id: Any) -> TimeZone:
        if isinstance(zone_id, ZoneId):
            return TimeZone(zone_id, zone_id.getId())
        try:
            return TimeZone(ZoneId.of(zone_id), zone_id)
        except Exception:  # noqa: BLE001  (Java: an unknown ID is GMT)
            return TimeZone(ZoneId.of("GMT"), "GMT")

    @staticmethod
    def getDefault() -> TimeZone:
        zone = ZoneId.systemDefault()
        return TimeZone(zone, zone.getId())

    def getID(self) -> str:
        return self._id

    def toZoneId(self) -> ZoneId:
        return self._zone

    def getRawOffset(self) -> int:
        return self._zone.offset_at(0) * 1000

    def toString(self) -> str:
        return self._id

    __str__ = __repr__ = toString


def _tokens(pattern: str) -> list[tuple[str, int] | str]:
    out: list[tuple[str, int] | str] = []
    k = 0
    while k < len(pattern):
        ch = pattern[k]
        if ch == "'":
            end = pattern.find("'", k + 1)
            if end == k + 1:
                out.append("'")
                k += 2
                continue
            if end < 0:
                raise IllegalArgumentException("Unterminated quote")
            out.append(pattern[k + 1 : end])
            k = end + 1
        elif ch.isascii() and ch.isalpha():
            if ch not in _LETTERS:
                raise IllegalArgumentException(f"Illegal pattern character '{ch}'")
            count = 1
            while k + count < len(pattern) and pattern[k + count] == ch:
                count += 1
            out.append((ch, count))
            k += count
        else:
            out.append(ch)
            k += 1
    return out


def _offset(seconds: int, colon: bool, hours_only: bool = False) -> str:
    sign = "-" if seconds < 0 else "+"
    hours, rest = divmod(abs(seconds) // 60, 60)
    if hours_only:
        return f"{sign}{hours:02d}"
    return f"{sign}{hours:02d}{':' if colon else ''}{rest:02d}"


class SimpleDateFormat:
    def __init__(self, pattern: str = "M/d/yy, h:mm a", locale: Any = None) -> None:
        self._pattern = pattern
        self._tokens = _tokens(pattern)
        self._zone = TimeZone.getDefault()

    def toPattern(self) -> str:
        return self._pattern

    def setTimeZone(self, zone: TimeZone) -> None:
        self._zone = zone

    def getTimeZone(self) -> TimeZone:
        return self._zone

    def setLenient(self, lenient: bool) -> None:
        pass  # parse is strict in the port

    def format(self, date: Any) -> str:
        """The date's text (a ``Date``, or a number of milliseconds, as Java's)."""
        millis = date.getTime() if isinstance(date, Date) else int(date)
        seconds, ms = divmod(millis, 1000)
        zone = self._zone.toZoneId()
        offset = zone.offset_at(seconds)
        t = _dt.datetime(1970, 1, 1) + _dt.timedelta(seconds=seconds + offset)
        name = _dt.datetime.fromtimestamp(seconds, _dt.UTC).astimezone(zone._info).tzname()
        out = []
        for token in self._tokens:
            if isinstance(token, str):
                out.append(token)
                continue
            letter, n = token
            out.append(_field(letter, n, t, ms, offset, name or zone.getId()))
        return "".join(out)

    def parse(self, text: str) -> Date:
        pieces, names = [], []
        for token in self._tokens:
            if isinstance(token, str):
                pieces.append(re.escape(token))
                continue
            letter, n = token
            names.append(letter)
            pieces.append(f"(?P<g{len(names)}>{_pattern(letter, n)})")
        found = re.match("".join(pieces), text or "")
        if found is None:
            raise ParseException(f'Unparseable date: "{text}"', 0)
        f: dict[str, Any] = {"y": 1970, "M": 1, "d": 1, "H": 0, "m": 0, "s": 0, "S": 0}
        pm = None
        offset = None
        for k, letter in enumerate(names, 1):
            value = found.group(f"g{k}")
            if letter == "M" and not value.isdigit():
                f["M"] = next(i for i, m in enumerate(_MONTHS) if m.startswith(value)) + 1
            elif letter == "a":
                pm = value.upper() == "PM"
            elif letter in "hK":
                f["H"] = int(value) % 12
            elif letter == "k":
                f["H"] = int(value) % 24
            elif letter in "ZX":
                offset = 0 if value == "Z" else _seconds(value)
            elif letter in "yMdHmsS":
                f[letter] = int(value)
                if letter == "y" and len(value) <= 2:
                    f["y"] = 2000 + int(value)  # Java: within 80 years before, 20 after now
        if pm is not None and f["H"] < 12 and pm:
            f["H"] += 12
        try:
            local = _dt.datetime(f["y"], f["M"], f["d"], f["H"], f["m"], f["s"])
        except ValueError:
            raise ParseException(f'Unparseable date: "{text}"', 0) from None
        zone = self._zone.toZoneId()
        shift = offset if offset is not None else zone.offset_of_local(local)
        epoch = int((local - _dt.datetime(1970, 1, 1)).total_seconds()) - shift
        return Date(epoch * 1000 + f["S"])


def _seconds(text: str) -> int:
    sign = -1 if text[0] == "-" else 1
    digits = text[1:].replace(":", "")
    return sign * (int(digits[:2]) * 3600 + int(digits[2:4] or 0) * 60)


def _pattern(letter: str, n: int) -> str:
    if letter == "M" and n >= 3:
        return "|".join(_MONTHS if n >= 4 else [m[:3] for m in _MONTHS])
    if letter == "E":
        return "|".join(_DAYS if n >= 4 else [d[:3] for d in _DAYS])
    if letter == "a":
        return "AM|PM|am|pm"
    if letter == "G":
        return "AD|BC"
    if letter in "ZX":
        return r"Z|[+-]\d{2}(?::?\d{2})?"
    if letter == "z":
        return r"[A-Za-z][\w/+\-]*"
    if letter == "y" and n == 2:
        return r"\d{2}"
    return r"\d+" if n == 1 or letter == "y" else rf"\d{{{n}}}"


def _field(letter: str, n: int, t: _dt.datetime, ms: int, offset: int, zone_name: str) -> str:
    if letter == "G":
        return "AD"
    if letter == "y":
        return f"{t.year % 100:02d}" if n == 2 else f"{t.year:0{n}d}"
    if letter == "M":
        if n >= 3:
            return _MONTHS[t.month - 1] if n >= 4 else _MONTHS[t.month - 1][:3]
        return f"{t.month:0{n}d}"
    if letter == "E":
        name = _DAYS[t.weekday()]
        return name if n >= 4 else name[:3]
    if letter == "a":
        return "AM" if t.hour < 12 else "PM"
    if letter == "z":
        return zone_name
    if letter == "Z":
        return _offset(offset, colon=False)
    if letter == "X":
        if offset == 0:
            return "Z"
        return _offset(offset, colon=n >= 3, hours_only=n == 1)
    value = {
        "d": t.day,
        "D": t.timetuple().tm_yday,
        "H": t.hour,
        "k": t.hour or 24,
        "K": t.hour % 12,
        "h": t.hour % 12 or 12,
        "m": t.minute,
        "s": t.second,
        "S": ms,
        "u": t.isoweekday(),
    }[letter]
    return f"{value:0{n}d}"
