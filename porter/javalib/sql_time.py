"""``java.sql.Timestamp``: a ``java.util.Date`` with nanoseconds. Its string form and
``valueOf`` are in the local time zone, as Java's (``2021-03-04 05:06:07.5``: the fraction
without its trailing zeros, at least one digit)."""

from __future__ import annotations

import datetime as _dt
import re
import time
from typing import Any

from porter.javalib.jtime import Date, Instant

_FORMAT = re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2}) (\d{1,2}):(\d{1,2}):(\d{1,2})(?:\.(\d{0,9}))?$")
_MESSAGE = "Timestamp format must be yyyy-mm-dd hh:mm:ss[.fffffffff]"


def _local_seconds(year: int, month: int, day: int, hour: int, minute: int, second: int) -> int:
    """Seconds since the epoch of a local date and time (Java's lenient fields: a month of
    13 is next January)."""
    return int(time.mktime((year, month, day, hour, minute, second, 0, 0, -1)))


class Timestamp(Date):
    """Whole seconds in ``Date``'s milliseconds, the fraction in ``nanos``."""

    def __init__(self, millis: int) -> None:
        millis = int(millis)
        super().__init__(millis // 1000 * 1000)
        self._nanos = millis % 1000 * 1_000_000

    @staticmethod
    def valueOf(value: Any) -> Timestamp:
        """``valueOf("yyyy-[m]m-[d]d hh:mm:ss[.f...]")`` or ``valueOf(LocalDateTime)``."""
        if not isinstance(value, str):
            stamp = Timestamp(
                _local_seconds(
                    value.getYear(),
                    value.getMonthValue(),
                    value.getDayOfMonth(),
                    value.getHour(),
                    value.getMinute(),
                    value.getSecond(),
                )
                * 1000
            )
            stamp._nanos = int(value.getNano())
            return stamp
        found = _FORMAT.match(value.strip())
        if found is None:
            raise ValueError(_MESSAGE)  # IllegalArgumentException
        year, month, day, hour, minute, second = (int(found.group(i)) for i in range(1, 7))
        if not (1 <= month <= 12 and 1 <= day <= 31):
            raise ValueError(_MESSAGE)
        fraction = found.group(7) or ""
        stamp = Timestamp(_local_seconds(year, month, day, hour, minute, second) * 1000)
        stamp._nanos = int(fraction.ljust(9, "0")) if fraction else 0
        return stamp

    @staticmethod
    def from_(instant: Instant) -> Timestamp:
        stamp = Timestamp(instant.getEpochSecond() * 1000)
        stamp._nanos = instant.getNano()
        return stamp

    def getTime(self) -> int:
        return self._millis + self._nanos // 1_000_000

    def setTime(self, millis: int) -> None:
        millis = int(millis)
        self._millis = millis // 1000 * 1000
        self._nanos = millis % 1000 * 1_000_000

    def getNanos(self) -> int:
        return self._nanos

    def setNanos(self, n: int) -> None:
        if not 0 <= n <= 999_999_999:
            raise ValueError("nanos > 999999999 or < 0")
        self._nanos = int(n)

    def toInstant(self) -> Instant:
        return Instant.ofEpochSecond(self._millis // 1000, self._nanos)

    def toLocalDateTime(self) -> Any:
        from porter.javalib.jdates import LocalDateTime

        moment = _dt.datetime.fromtimestamp(self._millis // 1000)
        return LocalDateTime.of(
            moment.year,
            moment.month,
            moment.day,
            moment.hour,
            moment.minute,
            moment.second,
            self._nanos,
        )

    def compareTo(self, other: Any) -> int:
        mine = (self._millis, self._nanos)
        theirs = (
            (other._millis, other._nanos)
            if isinstance(other, Timestamp)
            else (other.getTime() // 1000 * 1000, other.getTime() % 1000 * 1_000_000)
        )
        return (mine > theirs) - (mine < theirs)

    def before(self, other: Any) -> bool:
        return self.compareTo(other) < 0

    def after(self, other: Any) -> bool:
        return self.compareTo(other) > 0

    def equals(self, other: object) -> bool:
        return isinstance(other, Timestamp) and (self._millis, self._nanos) == (
            other._millis,
            other._nanos,
        )

    __eq__ = equals

    def __hash__(self) -> int:
        return super().hashCode()

    def toString(self) -> str:
        moment = _dt.datetime.fromtimestamp(self._millis // 1000)
        fraction = f"{self._nanos:09d}".rstrip("0") or "0"
        return moment.strftime("%Y-%m-%d %H:%M:%S") + "." + fraction

    __str__ = __repr__ = toString
