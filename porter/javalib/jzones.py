"""``java.time.ZoneId`` and ``ZoneOffset``: a region's rules come from Python's ``zoneinfo``
(the IANA database, as Java's), an offset is a fixed number of seconds (``Z``, ``+02:00``).
``ZoneId.systemDefault()`` is found as the JDK finds it on Linux: ``TZ``, then
``/etc/timezone``, then the link ``/etc/localtime``."""

from __future__ import annotations

import datetime as _dt
import os
import re
import zoneinfo
from pathlib import Path

from porter.javalib.exceptions import DateTimeException
from porter.javalib.hashing import stringHash


class ZoneId:
    """A time-zone region (``Europe/Paris``, ``UTC``); ``ZoneOffset`` is its subclass for a
    fixed offset, as in Java."""

    def __init__(self, zone_id: str, info: _dt.tzinfo) -> None:
        self._id, self._info = zone_id, info

    @staticmethod
    def of(zone_id: str) -> ZoneId:
        if zone_id is None:
            raise DateTimeException("zoneId")  # Java: NullPointerException
        if zone_id == "Z" or zone_id.startswith(("+", "-")):
            return ZoneOffset.of(zone_id)
        if zone_id in ("UTC", "GMT", "UT"):
            return ZoneId(zone_id, _dt.UTC)
        prefixed = re.fullmatch(r"(UTC|GMT|UT)([+-].*)", zone_id)
        if prefixed:
            offset = ZoneOffset.of(prefixed.group(2))
            return ZoneId(prefixed.group(1) + offset.getId(), offset._info)
        try:
            return ZoneId(zone_id, zoneinfo.ZoneInfo(zone_id))
        except (zoneinfo.ZoneInfoNotFoundError, ValueError):
            raise DateTimeException(f"Unknown time-zone ID: {zone_id}") from None

    @staticmethod
    def systemDefault() -> ZoneId:
        return ZoneId.of(_system_zone())

    def getId(self) -> str:
        return self._id

    def normalized(self) -> ZoneId:
        return self

    def offset_at(self, utc_seconds: int) -> int:
        """The zone's offset in seconds at an instant."""
        moment = _dt.datetime.fromtimestamp(utc_seconds, _dt.UTC).astimezone(self._info)
        delta = moment.utcoffset()
        return int(delta.total_seconds()) if delta is not None else 0

    def offset_of_local(self, local: _dt.datetime) -> int:
        """The offset of a local date-time: the earlier one in an overlap, the one before a
        gap (the local time then moves forward by the gap, as Java's ``ofLocal``)."""
        delta = local.replace(tzinfo=self._info, fold=0).utcoffset()
        return int(delta.total_seconds()) if delta is not None else 0

    def equals(self, other: object) -> bool:
        return self == other

    def __eq__(self, other: object) -> bool:
        return isinstance(other, ZoneId) and other._id == self._id

    def __hash__(self) -> int:
        return hash(self._id)

    def hashCode(self) -> int:
        return stringHash(self._id)

    def toString(self) -> str:
        return self._id

    __str__ = __repr__ = toString


class ZoneOffset(ZoneId):
    """A fixed offset from UTC: ``Z`` for zero, else ``+hh:mm`` (``:ss`` when not whole
    minutes)."""

    UTC: ZoneOffset

    def __init__(self, seconds: int) -> None:
        if abs(seconds) > 18 * 3600:
            raise DateTimeException("Zone offset not in valid range: -18:00 to +18:00")
        super().__init__(_offset_id(seconds), _dt.timezone(_dt.timedelta(seconds=seconds)))
        self._seconds = seconds

    @staticmethod
    def of(offset_id: str) -> ZoneOffset:  # type: ignore[override]
        if offset_id == "Z":
            return ZoneOffset.UTC
        found = re.fullmatch(r"([+-])(\d\d?)(?::?(\d\d)(?::?(\d\d))?)?", offset_id)
        if found is None:
            raise DateTimeException(f"Invalid ID for ZoneOffset, invalid format: {offset_id}")
        sign = -1 if found.group(1) == "-" else 1
        hours, minutes, seconds = (int(g or 0) for g in found.group(2, 3, 4))
        return ZoneOffset(sign * (hours * 3600 + minutes * 60 + seconds))

    @staticmethod
    def ofHours(hours: int) -> ZoneOffset:
        return ZoneOffset(hours * 3600)

    @staticmethod
    def ofHoursMinutes(hours: int, minutes: int) -> ZoneOffset:
        return ZoneOffset(hours * 3600 + minutes * 60)

    @staticmethod
    def ofTotalSeconds(seconds: int) -> ZoneOffset:
        return ZoneOffset(seconds)

    def getTotalSeconds(self) -> int:
        return self._seconds

    def hashCode(self) -> int:
        return self._seconds

    def offset_at(self, utc_seconds: int) -> int:
        return self._seconds

    def offset_of_local(self, local: _dt.datetime) -> int:
        return self._seconds

    def compareTo(self, other: ZoneOffset) -> int:
        return other._seconds - self._seconds  # Java: the greater offset first


def _offset_id(seconds: int) -> str:
    if seconds == 0:
        return "Z"
    sign = "-" if seconds < 0 else "+"
    hours, rest = divmod(abs(seconds), 3600)
    minutes, secs = divmod(rest, 60)
    return f"{sign}{hours:02d}:{minutes:02d}" + (f":{secs:02d}" if secs else "")


ZoneOffset.UTC = ZoneOffset(0)
ZoneOffset.MIN = ZoneOffset(-18 * 3600)  # type: ignore[attr-defined]
ZoneOffset.MAX = ZoneOffset(18 * 3600)  # type: ignore[attr-defined]


def _system_zone() -> str:
    tz = os.environ.get("TZ", "").lstrip(":")
    if tz:
        return tz
    try:
        named = Path("/etc/timezone").read_text().strip()
        if named:
            return named
    except OSError:
        pass
    try:
        target = os.readlink("/etc/localtime")
        if "zoneinfo/" in target:
            return target.split("zoneinfo/", 1)[1]
    except OSError:
        pass
    return "UTC"
