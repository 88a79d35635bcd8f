"""``java.time.Instant``, ``Duration`` and ``Period`` and ``java.util.Date`` as programs use
them (the local and zoned date-times are ``porter.javalib.jdates``'), with Java's
``toString``."""

from __future__ import annotations

import datetime as _dt
import time
from typing import Any


class Instant:
    """``java.time.Instant``: a moment as nanoseconds since the epoch (UTC)."""

    def __init__(self, nanos: int) -> None:
        self._nanos = nanos

    @staticmethod
    def now() -> Instant:
        return Instant(time.time_ns() // 1000 * 1000)  # Java's clock: microseconds

    @staticmethod
    def ofEpochMilli(millis: int) -> Instant:
        return Instant(millis * 1_000_000)

    @staticmethod
    def ofEpochSecond(seconds: int, nanos: int = 0) -> Instant:
        return Instant(seconds * 1_000_000_000 + nanos)

    @staticmethod
    def parse(text: str) -> Instant:
        """``Instant.parse("2020-01-02T03:04:05.5Z")`` (ISO_INSTANT)."""
        from porter.javalib.jtimeformat import DateTimeFormatter, parse_fields

        f = parse_fields(DateTimeFormatter.ISO_INSTANT, text)  # type: ignore[attr-defined]
        moment = _dt.datetime(
            f["year"], f["month"], f["day"], f["hour"], f["minute"], f.get("second", 0),
            tzinfo=_dt.UTC,
        )  # fmt: skip
        return Instant(int(moment.timestamp()) * 1_000_000_000 + f.get("nano", 0))

    def toEpochMilli(self) -> int:
        return self._nanos // 1_000_000

    def _epoch_nanos(self) -> int:
        return self._nanos

    def hashCode(self) -> int:
        """Java's: the seconds' ``Long.hashCode`` plus 51 times the nanoseconds."""
        seconds, nanos = divmod(self._nanos, 1_000_000_000)
        return _seconds_hash(seconds, nanos)

    def java_fields(self, zone: Any = None) -> dict[str, Any]:
        """The fields a formatter reads: the instant (ISO_INSTANT), and with a zone
        (``withZone``) its local date and time there."""
        fields: dict[str, Any] = {"instant": self}
        if zone is not None:
            seconds, nano = divmod(self._nanos, 1_000_000_000)
            offset = zone.offset_at(seconds)
            local = _dt.datetime.fromtimestamp(seconds + offset, _dt.UTC)
            fields.update(
                year=local.year, month=local.month, day=local.day,
                doy=local.timetuple().tm_yday, dow=local.isoweekday(), hour=local.hour,
                minute=local.minute, second=local.second, nano=nano, offset=offset, zone=zone,
                zone_name=local.astimezone(zone._info).tzname(),
            )  # fmt: skip
        return fields

    def plus(self, amount: Any, unit: Any = None) -> Instant:
        """``plus(duration)`` or ``plus(n, unit)`` of a time unit or ``DAYS``."""
        if unit is None:
            return Instant(self._nanos + amount._nanos)
        return Instant(self._nanos + amount * _unit_nanos(unit))

    def minus(self, amount: Any, unit: Any = None) -> Instant:
        if unit is None:
            return Instant(self._nanos - amount._nanos)
        return Instant(self._nanos - amount * _unit_nanos(unit))

    def plusNanos(self, nanos: int) -> Instant:
        return Instant(self._nanos + nanos)

    def minusMillis(self, millis: int) -> Instant:
        return Instant(self._nanos - millis * 1_000_000)

    def minusSeconds(self, seconds: int) -> Instant:
        return Instant(self._nanos - seconds * 1_000_000_000)

    def truncatedTo(self, unit: Any) -> Instant:
        length = _unit_nanos(unit)
        return Instant(self._nanos - self._nanos % length)

    def until(self, end: Any, unit: Any) -> int:
        length = _unit_nanos(unit)
        diff = end._epoch_nanos() - self._nanos
        return diff // length if diff >= 0 else -(-diff // length)

    def getEpochSecond(self) -> int:
        return self._nanos // 1_000_000_000

    def getNano(self) -> int:
        return self._nanos % 1_000_000_000

    def plusMillis(self, millis: int) -> Instant:
        return Instant(self._nanos + millis * 1_000_000)

    def plusSeconds(self, seconds: int) -> Instant:
        return Instant(self._nanos + seconds * 1_000_000_000)

    def isBefore(self, other: Instant) -> bool:
        return self._nanos < other._nanos

    def isAfter(self, other: Instant) -> bool:
        return self._nanos > other._nanos

    def compareTo(self, other: Instant) -> int:
        return (self._nanos > other._nanos) - (self._nanos < other._nanos)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Instant) and other._nanos == self._nanos

    def __hash__(self) -> int:
        return hash(self._nanos)

    def toString(self) -> str:
        seconds, nanos = divmod(self._nanos, 1_000_000_000)
        moment = _dt.datetime.fromtimestamp(seconds, _dt.UTC)
        text = moment.strftime("%Y-%m-%dT%H:%M:%S")
        if nanos:
            fraction = f"{nanos:09d}"
            while fraction.endswith("000"):
                fraction = fraction[:-3]
            text += "." + fraction
        return text + "Z"

    __str__ = toString


class Duration:
    """``java.time.Duration``: an amount of time in nanoseconds."""

    def __init__(self, nanos: int) -> None:
        self._nanos = nanos

    @staticmethod
    def between(start: Any, end: Any) -> Duration:
        """The time between two instants, local times or date-times (of one kind)."""
        return Duration(end._epoch_nanos() - start._epoch_nanos())

    @staticmethod
    def of(amount: int, unit: Any) -> Duration:
        return Duration(amount * _unit_nanos(unit))

    def minus(self, other: Duration) -> Duration:
        return Duration(self._nanos - other._nanos)

    def multipliedBy(self, k: int) -> Duration:
        return Duration(self._nanos * k)

    def dividedBy(self, k: int) -> Duration:
        q = abs(self._nanos) // abs(k)
        return Duration(q if (self._nanos >= 0) == (k > 0) else -q)

    def negated(self) -> Duration:
        return Duration(-self._nanos)

    def abs(self) -> Duration:
        return Duration(abs(self._nanos))

    def plusSeconds(self, n: int) -> Duration:
        return Duration(self._nanos + n * 1_000_000_000)

    def plusMillis(self, n: int) -> Duration:
        return Duration(self._nanos + n * 1_000_000)

    def toHoursPart(self) -> int:
        return self.toHours() % 24

    def toMinutesPart(self) -> int:
        return self.toMinutes() % 60

    def toSecondsPart(self) -> int:
        return self.getSeconds() % 60

    def toMillisPart(self) -> int:
        return self.getNano() // 1_000_000

    def hashCode(self) -> int:
        seconds, nanos = divmod(self._nanos, 1_000_000_000)
        return _seconds_hash(seconds, nanos)

    @staticmethod
    def ofNanos(n: int) -> Duration:
        return Duration(n)

    @staticmethod
    def ofMillis(n: int) -> Duration:
        return Duration(n * 1_000_000)

    @staticmethod
    def ofSeconds(n: int, nanos: int = 0) -> Duration:
        return Duration(n * 1_000_000_000 + nanos)

    @staticmethod
    def ofMinutes(n: int) -> Duration:
        return Duration(n * 60_000_000_000)

    @staticmethod
    def ofHours(n: int) -> Duration:
        return Duration(n * 3_600_000_000_000)

    @staticmethod
    def ofDays(n: int) -> Duration:
        return Duration(n * 86_400_000_000_000)

    def toHours(self) -> int:
        return self._nanos // 3_600_000_000_000

    def toDays(self) -> int:
        return self._nanos // 86_400_000_000_000

    def toNanos(self) -> int:
        return self._nanos

    def toMillis(self) -> int:
        return self._nanos // 1_000_000

    def getSeconds(self) -> int:
        return self._nanos // 1_000_000_000

    toSeconds = getSeconds

    def getNano(self) -> int:
        return self._nanos % 1_000_000_000

    def toMinutes(self) -> int:
        return self._nanos // 60_000_000_000

    def plus(self, other: Duration) -> Duration:
        return Duration(self._nanos + other._nanos)

    def isNegative(self) -> bool:
        return self._nanos < 0

    def isZero(self) -> bool:
        return self._nanos == 0

    def compareTo(self, other: Duration) -> int:
        return (self._nanos > other._nanos) - (self._nanos < other._nanos)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Duration) and other._nanos == self._nanos

    def __hash__(self) -> int:
        return hash(self._nanos)

    def toString(self) -> str:
        """ISO-8601 as Java prints it: ``PT1.5S``, ``PT2M3S``, ``PT0S`` (a positive
        duration; a negative one's fields are Java's only when whole seconds)."""
        if self._nanos == 0:
            return "PT0S"
        total_seconds, nanos = divmod(self._nanos, 1_000_000_000)
        hours, rest = divmod(total_seconds, 3600)
        minutes, seconds = divmod(rest, 60)
        text = "PT"
        if hours:
            text += f"{hours}H"
        if minutes:
            text += f"{minutes}M"
        if seconds or nanos:
            fraction = f"{nanos:09d}".rstrip("0")
            text += f"{seconds}" + (f".{fraction}" if fraction else "") + "S"
        return text

    __str__ = toString


class Date:
    """``java.util.Date``: milliseconds since the epoch; ``toString`` as Java's
    (``Sat Dec 05 03:01:21 UTC 2026``, in the local time zone)."""

    def __init__(self, millis: int | None = None) -> None:
        self._millis = time.time_ns() // 1_000_000 if millis is None else int(millis)

    def getTime(self) -> int:
        return self._millis

    def setTime(self, millis: int) -> None:
        self._millis = int(millis)

    def before(self, other: Date) -> bool:
        return self._millis < other._millis

    def after(self, other: Date) -> bool:
        return self._millis > other._millis

    def compareTo(self, other: Date) -> int:
        return (self._millis > other._millis) - (self._millis < other._millis)

    def toInstant(self) -> Instant:
        return Instant.ofEpochMilli(self._millis)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Date) and other._millis == self._millis

    def hashCode(self) -> int:
        folded = self._millis ^ (self._millis >> 32)
        return ((folded + 2**31) % 2**32) - 2**31

    def __hash__(self) -> int:
        return self.hashCode()

    def toString(self) -> str:
        moment = _dt.datetime.fromtimestamp(self._millis / 1000).astimezone()
        return (
            moment.strftime("%a %b %d %H:%M:%S ") + (moment.tzname() or "") + moment.strftime(" %Y")
        )

    __str__ = __repr__ = toString


class Period:
    """``java.time.Period``: years, months and days, each kept as given (never normalized
    but by ``normalized()``); ``P1Y2M3D``, ``P0D``."""

    ZERO: Period

    def __init__(self, years: int = 0, months: int = 0, days: int = 0) -> None:
        self._years, self._months, self._days = years, months, days

    @staticmethod
    def of(years: int, months: int, days: int) -> Period:
        return Period(years, months, days)

    @staticmethod
    def between(start: Any, end: Any) -> Period:
        """Java's ``Period.between`` of two ``LocalDate``s: whole months, then the days."""
        total = (end.getYear() * 12 + end.getMonthValue()) - (
            start.getYear() * 12 + start.getMonthValue()
        )
        days = end.getDayOfMonth() - start.getDayOfMonth()
        if total > 0 and days < 0:
            total -= 1
            days = end.toEpochDay() - start.plusMonths(total).toEpochDay()
        elif total < 0 and days > 0:
            total += 1
            days -= end.lengthOfMonth()
        years = abs(total) // 12 * (1 if total >= 0 else -1)
        return Period(years, total - years * 12, days)

    @staticmethod
    def ofYears(n: int) -> Period:
        return Period(n, 0, 0)

    @staticmethod
    def ofMonths(n: int) -> Period:
        return Period(0, n, 0)

    @staticmethod
    def ofWeeks(n: int) -> Period:
        return Period(0, 0, n * 7)

    @staticmethod
    def ofDays(n: int) -> Period:
        return Period(0, 0, n)

    def getYears(self) -> int:
        return self._years

    def getMonths(self) -> int:
        return self._months

    def getDays(self) -> int:
        return self._days

    def plusYears(self, n: int) -> Period:
        return Period(self._years + n, self._months, self._days)

    def plusMonths(self, n: int) -> Period:
        return Period(self._years, self._months + n, self._days)

    def plusDays(self, n: int) -> Period:
        return Period(self._years, self._months, self._days + n)

    def plus(self, other: Period) -> Period:
        return Period(
            self._years + other._years, self._months + other._months, self._days + other._days
        )

    def minus(self, other: Period) -> Period:
        return self.plus(other.negated())

    def multipliedBy(self, k: int) -> Period:
        return Period(self._years * k, self._months * k, self._days * k)

    def negated(self) -> Period:
        return self.multipliedBy(-1)

    def toTotalMonths(self) -> int:
        return self._years * 12 + self._months

    def normalized(self) -> Period:
        total = self.toTotalMonths()
        years = int(total / 12)  # toward zero, as Java's division
        return Period(years, total - years * 12, self._days)

    def isZero(self) -> bool:
        return self._years == self._months == self._days == 0

    def isNegative(self) -> bool:
        return self._years < 0 or self._months < 0 or self._days < 0

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Period) and (self._years, self._months, self._days) == (
            other._years,
            other._months,
            other._days,
        )

    def __hash__(self) -> int:
        return self._years + ((self._months << 8) | (self._months >> 24)) + (self._days << 16)

    def toString(self) -> str:
        if self.isZero():
            return "P0D"
        parts = [(self._years, "Y"), (self._months, "M"), (self._days, "D")]
        return "P" + "".join(f"{n}{unit}" for n, unit in parts if n)

    __str__ = toString

    def __repr__(self) -> str:
        return self.toString()


Period.ZERO = Period()
Duration.ZERO = Duration(0)  # type: ignore[attr-defined]
Instant.EPOCH = Instant(0)  # type: ignore[attr-defined]


def _unit_nanos(unit: Any) -> int:
    """A ``ChronoUnit``'s length in nanoseconds (``DAYS`` is 24 hours, as for an Instant);
    Java's UnsupportedTemporalTypeException for months and longer."""
    length = unit.nanos()
    if length is None or unit.name() == "WEEKS":
        from porter.javalib.exceptions import UnsupportedTemporalTypeException

        raise UnsupportedTemporalTypeException(f"Unsupported unit: {unit}")
    return int(length)


def _seconds_hash(seconds: int, nanos: int) -> int:
    folded = (seconds ^ ((seconds & 0xFFFFFFFFFFFFFFFF) >> 32)) & 0xFFFFFFFF
    total = (folded + 51 * nanos) & 0xFFFFFFFF
    return total - (1 << 32) if total >= 1 << 31 else total
