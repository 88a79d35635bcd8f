"""``java.time``'s local and zoned date-times as programs use them: ``LocalDate``,
``LocalTime``, ``LocalDateTime`` and ``ZonedDateTime``, with ``now``/``of``/``parse``, their
fields, ``plusX``/``minusX``/``withX``, ``plus(amount, unit)``, ``until``, comparisons,
``format``, and ``toString`` exactly as Java writes it (``10:15``, ``10:15:30.123``,
``2020-07-02T03:04:05.120+02:00[Europe/Paris]``). ``now()`` reads the system clock (Java's
microseconds) in the system's zone (``porter.javalib.jzones``)."""

from __future__ import annotations

import datetime as _dt
import time
from typing import Any

from porter.javalib.exceptions import (
    DateTimeException,
    DateTimeParseException,
    UnsupportedTemporalTypeException,
)
from porter.javalib.hashing import longHash
from porter.javalib.ints import wrapInt
from porter.javalib.jchrono import ChronoUnit, DayOfWeek, Month, truncated
from porter.javalib.jtime import Duration, Instant, Period
from porter.javalib.jtimeformat import DateTimeFormatter, parse_fields
from porter.javalib.jzones import ZoneId, ZoneOffset

_NANOS_PER_DAY = 86_400_000_000_000
_EPOCH_ORDINAL = _dt.date(1970, 1, 1).toordinal()


def _month_value(month: Any) -> int:
    return month.getValue() if isinstance(month, Month) else int(month)


def _leap(year: int) -> bool:
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def _length(year: int, month: int) -> int:
    return Month.of(month).length(_leap(year))


def _check(name: str, value: int, low: int, high: int) -> None:
    if not low <= value <= high:
        raise DateTimeException(f"Invalid value for {name} (valid values {low} - {high}): {value}")


def _compare(a: Any, b: Any) -> int:
    return (a > b) - (a < b)


def _unsupported_unit(unit: Any) -> UnsupportedTemporalTypeException:
    return UnsupportedTemporalTypeException(f"Unsupported unit: {unit}")


def _plus_amount(temporal: Any, amount: Any, sign: int) -> Any:
    """``temporal.plus(amount)`` of a ``Period`` or a ``Duration``, as Java's ``addTo``."""
    if isinstance(amount, Period):
        years, months, days = amount.getYears(), amount.getMonths(), amount.getDays()
        if years or months:
            if not hasattr(temporal, "plusMonths"):
                raise _unsupported_unit(ChronoUnit.MONTHS if months else ChronoUnit.YEARS)
            temporal = temporal.plusMonths(sign * (years * 12 + months))
        if days:
            if not hasattr(temporal, "plusDays"):
                raise _unsupported_unit(ChronoUnit.DAYS)
            temporal = temporal.plusDays(sign * days)
        return temporal
    if isinstance(amount, Duration):
        if not hasattr(temporal, "plusNanos"):
            raise _unsupported_unit(ChronoUnit.SECONDS)
        return temporal.plusNanos(sign * amount.toNanos())
    raise DateTimeException(f"Unsupported amount: {amount}")


def _plus_unit(temporal: Any, amount: int, unit: ChronoUnit) -> Any:
    """``temporal.plus(amount, unit)``: by the unit's own method."""
    nanos = unit.nanos()
    if unit.isTimeBased():
        if not hasattr(temporal, "plusNanos"):
            raise _unsupported_unit(unit)
        return temporal.plusNanos(amount * nanos)
    if unit.days() is not None:
        if not hasattr(temporal, "plusDays"):
            raise _unsupported_unit(unit)
        return temporal.plusDays(amount * unit.days())
    months = unit.months()
    if months is None or not hasattr(temporal, "plusMonths"):
        raise _unsupported_unit(unit)
    return temporal.plusMonths(amount * months)


class _Temporal:
    """What Java's temporals share: ``plus``/``minus`` of an amount or of a number of units,
    ``format``, comparisons by a key, ``equals``/``hashCode`` and Java's string form."""

    def _key(self) -> Any:
        raise NotImplementedError

    def plus(self, amount: Any, unit: Any = None) -> Any:
        if unit is None:
            return _plus_amount(self, amount, 1)
        return _plus_unit(self, amount, unit)

    def minus(self, amount: Any, unit: Any = None) -> Any:
        if unit is None:
            return _plus_amount(self, amount, -1)
        return _plus_unit(self, -amount, unit)

    def format(self, formatter: DateTimeFormatter) -> str:
        return formatter.format(self)

    def with_(self, adjuster: Any) -> Any:
        """``with(TemporalAdjuster)``: an adjuster is a function of the date
        (porter.javalib.jadjusters); a date-time keeps its time (and zone)."""
        to_date = getattr(self, "toLocalDate", None)
        if to_date is None:
            return adjuster(self)
        moved = LocalDateTime.of(adjuster(to_date()), self.toLocalTime())  # type: ignore[attr-defined]
        zone = getattr(self, "getZone", None)
        return moved if zone is None else ZonedDateTime.of(moved, zone())

    def isBefore(self, other: Any) -> bool:
        return bool(self._key() < other._key())

    def isAfter(self, other: Any) -> bool:
        return bool(self._key() > other._key())

    def isEqual(self, other: Any) -> bool:
        return bool(self._key() == other._key())

    def compareTo(self, other: Any) -> int:
        return _compare(self._key(), other._key())

    def __lt__(self, other: Any) -> bool:
        return self.isBefore(other)

    def equals(self, other: object) -> bool:
        return self == other

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other._key() == self._key()  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self._key())

    def hashCode(self) -> int:
        raise NotImplementedError

    def toString(self) -> str:
        raise NotImplementedError

    def __str__(self) -> str:
        return self.toString()

    __repr__ = __str__


# -- LocalDate --------------------------------------------------------------------------------


class LocalDate(_Temporal):
    """A date without a time or zone: ``2020-04-01``."""

    MIN: LocalDate
    MAX: LocalDate
    EPOCH: LocalDate

    def __init__(self, date: _dt.date) -> None:
        self._date = date

    @staticmethod
    def of(year: int, month: Any, day: int) -> LocalDate:
        month = _month_value(month)
        _check("MonthOfYear", month, 1, 12)
        _check("DayOfMonth", day, 1, 31)
        if day > _length(year, month):
            if day == 29:
                raise DateTimeException(
                    f"Invalid date 'February 29' as '{year}' is not a leap year"
                )
            raise DateTimeException(f"Invalid date '{Month.of(month)} {day}'")
        return LocalDate(_dt.date(year, month, day))

    @staticmethod
    def now(zone: Any = None) -> LocalDate:
        return LocalDateTime.now(zone).toLocalDate()

    @staticmethod
    def ofEpochDay(day: int) -> LocalDate:
        return LocalDate(_dt.date.fromordinal(day + _EPOCH_ORDINAL))

    @staticmethod
    def ofYearDay(year: int, day_of_year: int) -> LocalDate:
        _check("DayOfYear", day_of_year, 1, 366)
        if day_of_year == 366 and not _leap(year):
            raise DateTimeException(f"Invalid date 'DayOfYear 366' as '{year}' is not a leap year")
        return LocalDate(_dt.date(year, 1, 1) + _dt.timedelta(days=day_of_year - 1))

    @staticmethod
    def parse(text: str, formatter: DateTimeFormatter | None = None) -> LocalDate:
        fields = parse_fields(formatter or DateTimeFormatter.ISO_LOCAL_DATE, text)
        return _date_of(fields)

    def java_fields(self, zone: Any = None) -> dict[str, Any]:
        d = self._date
        return {
            "year": d.year,
            "month": d.month,
            "day": d.day,
            "doy": d.timetuple().tm_yday,
            "dow": d.isoweekday(),
        }

    def getYear(self) -> int:
        return self._date.year

    def getMonthValue(self) -> int:
        return self._date.month

    def getMonth(self) -> Month:
        return Month.of(self._date.month)

    def getDayOfMonth(self) -> int:
        return self._date.day

    def getDayOfYear(self) -> int:
        return self._date.timetuple().tm_yday

    def getDayOfWeek(self) -> DayOfWeek:
        return DayOfWeek.of(self._date.isoweekday())

    def isLeapYear(self) -> bool:
        return _leap(self._date.year)

    def lengthOfMonth(self) -> int:
        return _length(self._date.year, self._date.month)

    def lengthOfYear(self) -> int:
        return 366 if self.isLeapYear() else 365

    def toEpochDay(self) -> int:
        return self._date.toordinal() - _EPOCH_ORDINAL

    def hashCode(self) -> int:
        """Java's: ``(year & 0xFFFFF800) ^ ((year << 11) + (month << 6) + day)``."""
        d = self._date
        return wrapInt((d.year & 0xFFFFF800) ^ ((d.year << 11) + (d.month << 6) + d.day))

    def _key(self) -> Any:
        return self._date

    def plusDays(self, days: int) -> LocalDate:
        return LocalDate.ofEpochDay(self.toEpochDay() + days)

    def plusWeeks(self, weeks: int) -> LocalDate:
        return self.plusDays(weeks * 7)

    def plusMonths(self, months: int) -> LocalDate:
        total = self._date.year * 12 + self._date.month - 1 + months
        year, month = divmod(total, 12)
        return LocalDate(_dt.date(year, month + 1, min(self._date.day, _length(year, month + 1))))

    def plusYears(self, years: int) -> LocalDate:
        return self.plusMonths(years * 12)

    def minusDays(self, days: int) -> LocalDate:
        return self.plusDays(-days)

    def minusWeeks(self, weeks: int) -> LocalDate:
        return self.plusWeeks(-weeks)

    def minusMonths(self, months: int) -> LocalDate:
        return self.plusMonths(-months)

    def minusYears(self, years: int) -> LocalDate:
        return self.plusYears(-years)

    def withDayOfMonth(self, day: int) -> LocalDate:
        return LocalDate.of(self._date.year, self._date.month, day)

    def withDayOfYear(self, day: int) -> LocalDate:
        return LocalDate.ofYearDay(self._date.year, day)

    def withMonth(self, month: int) -> LocalDate:
        _check("MonthOfYear", month, 1, 12)
        year = self._date.year
        return LocalDate(_dt.date(year, month, min(self._date.day, _length(year, month))))

    def withYear(self, year: int) -> LocalDate:
        month = self._date.month
        return LocalDate(_dt.date(year, month, min(self._date.day, _length(year, month))))

    def atStartOfDay(self, zone: Any = None) -> Any:
        start = LocalDateTime(self, LocalTime.MIDNIGHT)
        return start if zone is None else ZonedDateTime.of(start, zone)

    def atTime(self, hour: Any, minute: int = 0, second: int = 0, nano: int = 0) -> LocalDateTime:
        if isinstance(hour, LocalTime):
            return LocalDateTime(self, hour)
        return LocalDateTime(self, LocalTime.of(hour, minute, second, nano))

    def _proleptic_month(self) -> int:
        return self._date.year * 12 + self._date.month - 1

    def until(self, end: Any, unit: Any = None) -> Any:
        """``until(end)``: the ``Period`` between; ``until(end, unit)``: whole units."""
        end = end.toLocalDate() if not isinstance(end, LocalDate) else end
        if unit is None:
            return Period.between(self, end)
        if unit.days() is not None:
            return truncated(end.toEpochDay() - self.toEpochDay(), unit.days())
        months = unit.months()
        if months is None:
            raise _unsupported_unit(unit)
        total = end._proleptic_month() - self._proleptic_month()
        days = end._date.day - self._date.day
        if total > 0 and days < 0:
            total -= 1
        elif total < 0 and days > 0:
            total += 1
        return truncated(total, months)

    def datesUntil(self, end: LocalDate) -> Any:
        from porter.javalib.streams import Stream

        return Stream(LocalDate.ofEpochDay(d) for d in range(self.toEpochDay(), end.toEpochDay()))

    def toString(self) -> str:
        d = self._date
        year = f"+{d.year}" if d.year > 9999 else f"{d.year:04d}"
        return f"{year}-{d.month:02d}-{d.day:02d}"


def _date_of(fields: dict[str, Any]) -> LocalDate:
    """The date of parsed fields: STRICT (the ISO formatters) rejects a day past the month's
    end, SMART (a pattern) moves it to the last day, as Java's resolvers."""
    text = fields["text"]
    if "year" not in fields or ("month" not in fields and "doy" not in fields):
        raise DateTimeException(
            f"Text '{text}' could not be parsed: Unable to obtain LocalDate from TemporalAccessor"
        )
    if "doy" in fields and "month" not in fields:
        return LocalDate.ofYearDay(fields["year"], fields["doy"])
    year, month, day = fields["year"], fields["month"], fields.get("day", 1)
    if day > _length(year, month):
        if not fields["strict"] and day <= 31:
            day = _length(year, month)
        else:
            what = (
                f"Invalid date 'February 29' as '{year}' is not a leap year"
                if day == 29
                else f"Invalid date '{Month.of(month)} {day}'"
            )
            raise DateTimeParseException(f"Text '{text}' could not be parsed: {what}", text, 0)
    return LocalDate(_dt.date(year, month, day))


# -- LocalTime --------------------------------------------------------------------------------


class LocalTime(_Temporal):
    """A time of day: ``10:15``, ``10:15:30``, ``10:15:30.123`` (the fraction in groups of
    three digits, as Java writes it)."""

    MIDNIGHT: LocalTime
    NOON: LocalTime
    MIN: LocalTime
    MAX: LocalTime

    def __init__(self, nano_of_day: int) -> None:
        self._nod = nano_of_day

    @staticmethod
    def of(hour: int, minute: int, second: int = 0, nano: int = 0) -> LocalTime:
        _check("HourOfDay", hour, 0, 23)
        _check("MinuteOfHour", minute, 0, 59)
        _check("SecondOfMinute", second, 0, 59)
        _check("NanoOfSecond", nano, 0, 999_999_999)
        return LocalTime(((hour * 60 + minute) * 60 + second) * 1_000_000_000 + nano)

    @staticmethod
    def now(zone: Any = None) -> LocalTime:
        return LocalDateTime.now(zone).toLocalTime()

    @staticmethod
    def ofSecondOfDay(seconds: int) -> LocalTime:
        _check("SecondOfDay", seconds, 0, 86399)
        return LocalTime(seconds * 1_000_000_000)

    @staticmethod
    def ofNanoOfDay(nanos: int) -> LocalTime:
        _check("NanoOfDay", nanos, 0, _NANOS_PER_DAY - 1)
        return LocalTime(nanos)

    @staticmethod
    def parse(text: str, formatter: DateTimeFormatter | None = None) -> LocalTime:
        fields = parse_fields(formatter or DateTimeFormatter.ISO_LOCAL_TIME, text)
        return _time_of(fields)

    def java_fields(self, zone: Any = None) -> dict[str, Any]:
        return {
            "hour": self.getHour(),
            "minute": self.getMinute(),
            "second": self.getSecond(),
            "nano": self.getNano(),
        }

    def getHour(self) -> int:
        return self._nod // 3_600_000_000_000

    def getMinute(self) -> int:
        return self._nod // 60_000_000_000 % 60

    def getSecond(self) -> int:
        return self._nod // 1_000_000_000 % 60

    def getNano(self) -> int:
        return self._nod % 1_000_000_000

    def toSecondOfDay(self) -> int:
        return self._nod // 1_000_000_000

    def toNanoOfDay(self) -> int:
        return self._nod

    def hashCode(self) -> int:
        return longHash(self._nod)

    def _key(self) -> Any:
        return self._nod

    def _epoch_nanos(self) -> int:
        return self._nod

    def plusNanos(self, nanos: int) -> LocalTime:
        return LocalTime((self._nod + nanos) % _NANOS_PER_DAY)

    def plusSeconds(self, seconds: int) -> LocalTime:
        return self.plusNanos(seconds * 1_000_000_000)

    def plusMinutes(self, minutes: int) -> LocalTime:
        return self.plusNanos(minutes * 60_000_000_000)

    def plusHours(self, hours: int) -> LocalTime:
        return self.plusNanos(hours * 3_600_000_000_000)

    def minusNanos(self, nanos: int) -> LocalTime:
        return self.plusNanos(-nanos)

    def minusSeconds(self, seconds: int) -> LocalTime:
        return self.plusSeconds(-seconds)

    def minusMinutes(self, minutes: int) -> LocalTime:
        return self.plusMinutes(-minutes)

    def minusHours(self, hours: int) -> LocalTime:
        return self.plusHours(-hours)

    def withHour(self, hour: int) -> LocalTime:
        return LocalTime.of(hour, self.getMinute(), self.getSecond(), self.getNano())

    def withMinute(self, minute: int) -> LocalTime:
        return LocalTime.of(self.getHour(), minute, self.getSecond(), self.getNano())

    def withSecond(self, second: int) -> LocalTime:
        return LocalTime.of(self.getHour(), self.getMinute(), second, self.getNano())

    def withNano(self, nano: int) -> LocalTime:
        return LocalTime.of(self.getHour(), self.getMinute(), self.getSecond(), nano)

    def truncatedTo(self, unit: ChronoUnit) -> LocalTime:
        length = unit.nanos()
        if length is None or length > _NANOS_PER_DAY:
            raise UnsupportedTemporalTypeException("Unit is too large to be used for truncation")
        return LocalTime(self._nod - self._nod % length)

    def atDate(self, date: LocalDate) -> LocalDateTime:
        return LocalDateTime(date, self)

    def until(self, end: Any, unit: ChronoUnit) -> int:
        end = end.toLocalTime() if not isinstance(end, LocalTime) else end
        length = unit.nanos()
        if length is None or not unit.isTimeBased():
            raise _unsupported_unit(unit)
        return truncated(end._nod - self._nod, length)

    def toString(self) -> str:
        text = f"{self.getHour():02d}:{self.getMinute():02d}"
        second, nano = self.getSecond(), self.getNano()
        if second or nano:
            text += f":{second:02d}"
            if nano % 1_000_000 == 0 and nano:
                text += f".{nano // 1_000_000:03d}"
            elif nano % 1000 == 0 and nano:
                text += f".{nano // 1000:06d}"
            elif nano:
                text += f".{nano:09d}"
        return text


LocalDate.EPOCH = LocalDate(_dt.date(1970, 1, 1))
LocalTime.MIDNIGHT = LocalTime.MIN = LocalTime(0)
LocalTime.NOON = LocalTime(12 * 3_600_000_000_000)
LocalTime.MAX = LocalTime(_NANOS_PER_DAY - 1)


def _time_of(fields: dict[str, Any]) -> LocalTime:
    if "hour" not in fields:
        raise DateTimeException(
            f"Text '{fields['text']}' could not be parsed: Unable to obtain LocalTime from"
            " TemporalAccessor"
        )
    return LocalTime.of(
        fields["hour"], fields.get("minute", 0), fields.get("second", 0), fields.get("nano", 0)
    )


# -- LocalDateTime ----------------------------------------------------------------------------


class LocalDateTime(_Temporal):
    """A date and a time without a zone: ``2020-04-01T10:15``."""

    def __init__(self, date: LocalDate, time_: LocalTime) -> None:
        self._d, self._t = date, time_

    @staticmethod
    def of(
        year: Any,
        month: Any = None,
        day: int = 1,
        hour: int = 0,
        minute: int = 0,
        second: int = 0,
        nano: int = 0,
    ) -> LocalDateTime:
        if isinstance(year, LocalDate):
            return LocalDateTime(year, month)  # of(LocalDate, LocalTime)
        return LocalDateTime(
            LocalDate.of(year, month, day), LocalTime.of(hour, minute, second, nano)
        )

    @staticmethod
    def now(zone: Any = None) -> LocalDateTime:
        ns = time.time_ns() // 1000 * 1000  # Java's clock: microseconds
        zone = zone or ZoneId.systemDefault()
        return LocalDateTime.ofEpochSecond(
            ns // 1_000_000_000, ns % 1_000_000_000, zone.offset_at(ns // 1_000_000_000)
        )

    @staticmethod
    def ofEpochSecond(seconds: int, nano: int, offset: Any) -> LocalDateTime:
        total = seconds + (offset if isinstance(offset, int) else offset.getTotalSeconds())
        day, second = divmod(total, 86400)
        return LocalDateTime(LocalDate.ofEpochDay(day), LocalTime(second * 1_000_000_000 + nano))

    @staticmethod
    def ofInstant(instant: Instant, zone: Any) -> LocalDateTime:
        seconds = instant.getEpochSecond()
        return LocalDateTime.ofEpochSecond(seconds, instant.getNano(), zone.offset_at(seconds))

    @staticmethod
    def parse(text: str, formatter: DateTimeFormatter | None = None) -> LocalDateTime:
        fields = parse_fields(formatter or DateTimeFormatter.ISO_LOCAL_DATE_TIME, text)
        return LocalDateTime(_date_of(fields), _time_of(fields))

    def java_fields(self, zone: Any = None) -> dict[str, Any]:
        return {**self._d.java_fields(), **self._t.java_fields()}

    def toLocalDate(self) -> LocalDate:
        return self._d

    def toLocalTime(self) -> LocalTime:
        return self._t

    def hashCode(self) -> int:
        return self._d.hashCode() ^ self._t.hashCode()

    def getYear(self) -> int:
        return self._d.getYear()

    def getMonthValue(self) -> int:
        return self._d.getMonthValue()

    def getMonth(self) -> Month:
        return self._d.getMonth()

    def getDayOfMonth(self) -> int:
        return self._d.getDayOfMonth()

    def getDayOfYear(self) -> int:
        return self._d.getDayOfYear()

    def getDayOfWeek(self) -> DayOfWeek:
        return self._d.getDayOfWeek()

    def getHour(self) -> int:
        return self._t.getHour()

    def getMinute(self) -> int:
        return self._t.getMinute()

    def getSecond(self) -> int:
        return self._t.getSecond()

    def getNano(self) -> int:
        return self._t.getNano()

    def _key(self) -> Any:
        return (self._d.toEpochDay(), self._t._nod)

    def _epoch_nanos(self) -> int:
        return self._d.toEpochDay() * _NANOS_PER_DAY + self._t._nod

    def _with(self, date: LocalDate | None = None, time_: LocalTime | None = None) -> LocalDateTime:
        return LocalDateTime(date or self._d, time_ or self._t)

    def plusNanos(self, nanos: int) -> LocalDateTime:
        days, nod = divmod(self._t._nod + nanos, _NANOS_PER_DAY)
        return LocalDateTime(self._d.plusDays(days), LocalTime(nod))

    def plusSeconds(self, seconds: int) -> LocalDateTime:
        return self.plusNanos(seconds * 1_000_000_000)

    def plusMinutes(self, minutes: int) -> LocalDateTime:
        return self.plusNanos(minutes * 60_000_000_000)

    def plusHours(self, hours: int) -> LocalDateTime:
        return self.plusNanos(hours * 3_600_000_000_000)

    def plusDays(self, days: int) -> LocalDateTime:
        return self._with(self._d.plusDays(days))

    def plusWeeks(self, weeks: int) -> LocalDateTime:
        return self._with(self._d.plusWeeks(weeks))

    def plusMonths(self, months: int) -> LocalDateTime:
        return self._with(self._d.plusMonths(months))

    def plusYears(self, years: int) -> LocalDateTime:
        return self._with(self._d.plusYears(years))

    def minusNanos(self, n: int) -> LocalDateTime:
        return self.plusNanos(-n)

    def minusSeconds(self, n: int) -> LocalDateTime:
        return self.plusSeconds(-n)

    def minusMinutes(self, n: int) -> LocalDateTime:
        return self.plusMinutes(-n)

    def minusHours(self, n: int) -> LocalDateTime:
        return self.plusHours(-n)

    def minusDays(self, n: int) -> LocalDateTime:
        return self.plusDays(-n)

    def minusWeeks(self, n: int) -> LocalDateTime:
        return self.plusWeeks(-n)

    def minusMonths(self, n: int) -> LocalDateTime:
        return self.plusMonths(-n)

    def minusYears(self, n: int) -> LocalDateTime:
        return self.plusYears(-n)

    def withYear(self, year: int) -> LocalDateTime:
        return self._with(self._d.withYear(year))

    def withMonth(self, month: int) -> LocalDateTime:
        return self._with(self._d.withMonth(month))

    def withDayOfMonth(self, day: int) -> LocalDateTime:
        return self._with(self._d.withDayOfMonth(day))

    def withDayOfYear(self, day: int) -> LocalDateTime:
        return self._with(self._d.withDayOfYear(day))

    def withHour(self, hour: int) -> LocalDateTime:
        return self._with(time_=self._t.withHour(hour))

    def withMinute(self, minute: int) -> LocalDateTime:
        return self._with(time_=self._t.withMinute(minute))

    def withSecond(self, second: int) -> LocalDateTime:
        return self._with(time_=self._t.withSecond(second))

    def withNano(self, nano: int) -> LocalDateTime:
        return self._with(time_=self._t.withNano(nano))

    def truncatedTo(self, unit: ChronoUnit) -> LocalDateTime:
        if unit is ChronoUnit.DAYS:
            return self._with(time_=LocalTime.MIDNIGHT)
        return self._with(time_=self._t.truncatedTo(unit))

    def atZone(self, zone: ZoneId) -> ZonedDateTime:
        return ZonedDateTime.of(self, zone)

    def toEpochSecond(self, offset: ZoneOffset) -> int:
        return self._epoch_nanos() // 1_000_000_000 - offset.getTotalSeconds()

    def toInstant(self, offset: ZoneOffset) -> Instant:
        return Instant(self._epoch_nanos() - offset.getTotalSeconds() * 1_000_000_000)

    def until(self, end: Any, unit: ChronoUnit) -> int:
        end = end.toLocalDateTime() if isinstance(end, ZonedDateTime) else end
        if unit.isDateBased():
            end_date = end._d
            if end_date.isAfter(self._d) and end._t.isBefore(self._t):
                end_date = end_date.minusDays(1)
            elif end_date.isBefore(self._d) and end._t.isAfter(self._t):
                end_date = end_date.plusDays(1)
            return int(self._d.until(end_date, unit))
        return truncated(end._epoch_nanos() - self._epoch_nanos(), unit.nanos() or 1)

    def toString(self) -> str:
        return f"{self._d}T{self._t}"


# -- ZonedDateTime ------------------------------------------------------------------------------


class ZonedDateTime(_Temporal):
    """A date-time in a zone, with the zone's offset at that moment:
    ``2020-07-02T03:04:05+02:00[Europe/Paris]`` (``...Z`` for a ``ZoneOffset``)."""

    def __init__(self, local: LocalDateTime, offset: int, zone: ZoneId) -> None:
        self._local, self._offset, self._zone = local, offset, zone

    @staticmethod
    def of(*args: Any) -> ZonedDateTime:
        """``of(LocalDateTime, zone)``, ``of(LocalDate, LocalTime, zone)`` or
        ``of(year, month, day, hour, minute, second, nano, zone)``."""
        zone = args[-1]
        if len(args) == 2:
            local = args[0]
        elif len(args) == 3:
            local = LocalDateTime(args[0], args[1])
        else:
            local = LocalDateTime.of(*args[:-1])
        return ZonedDateTime.ofLocal(local, zone)

    @staticmethod
    def ofLocal(local: LocalDateTime, zone: ZoneId, preferred: Any = None) -> ZonedDateTime:
        d, t = local._d._date, local._t
        naive = _dt.datetime(d.year, d.month, d.day, t.getHour(), t.getMinute(), t.getSecond())
        offset = zone.offset_of_local(naive)
        instant = local._epoch_nanos() - offset * 1_000_000_000
        return ZonedDateTime.ofInstant(Instant(instant), zone)

    @staticmethod
    def ofInstant(instant: Instant, zone: ZoneId) -> ZonedDateTime:
        offset = zone.offset_at(instant.getEpochSecond())
        local = LocalDateTime.ofEpochSecond(instant.getEpochSecond(), instant.getNano(), offset)
        return ZonedDateTime(local, offset, zone)

    @staticmethod
    def now(zone: Any = None) -> ZonedDateTime:
        return ZonedDateTime.ofInstant(Instant.now(), zone or ZoneId.systemDefault())

    @staticmethod
    def parse(text: str, formatter: DateTimeFormatter | None = None) -> ZonedDateTime:
        fields = parse_fields(formatter or DateTimeFormatter.ISO_ZONED_DATE_TIME, text)
        local = LocalDateTime(_date_of(fields), _time_of(fields))
        if fields.get("zone"):
            return ZonedDateTime.ofLocal(local, ZoneId.of(fields["zone"]))
        if fields.get("offset") is None:
            raise DateTimeException(
                f"Text '{text}' could not be parsed: Unable to obtain ZonedDateTime from"
                " TemporalAccessor"
            )
        return ZonedDateTime.ofLocal(local, ZoneOffset(fields["offset"]))

    def java_fields(self, zone: Any = None) -> dict[str, Any]:
        fields = self._local.java_fields()
        instant = self.toInstant()
        moment = _dt.datetime.fromtimestamp(instant.getEpochSecond(), _dt.UTC)
        zone_name = moment.astimezone(self._zone._info).tzname() or self._zone.getId()
        fields.update(offset=self._offset, zone=self._zone, zone_name=zone_name, instant=instant)
        return fields

    def getZone(self) -> ZoneId:
        return self._zone

    def hashCode(self) -> int:
        zone = self._zone.hashCode()
        rotated = wrapInt(((zone << 3) | ((zone & 0xFFFFFFFF) >> 29)) & 0xFFFFFFFF)
        return self._local.hashCode() ^ self._offset ^ rotated

    def getOffset(self) -> ZoneOffset:
        return ZoneOffset(self._offset)

    def toLocalDateTime(self) -> LocalDateTime:
        return self._local

    def toLocalDate(self) -> LocalDate:
        return self._local.toLocalDate()

    def toLocalTime(self) -> LocalTime:
        return self._local.toLocalTime()

    def toInstant(self) -> Instant:
        return Instant(self._epoch_nanos())

    def toEpochSecond(self) -> int:
        return self._epoch_nanos() // 1_000_000_000

    def _epoch_nanos(self) -> int:
        return self._local._epoch_nanos() - self._offset * 1_000_000_000

    def _key(self) -> Any:
        return (self._epoch_nanos(), self._local._key(), self._zone.getId())

    def isBefore(self, other: Any) -> bool:
        return self._epoch_nanos() < other._epoch_nanos()

    def isAfter(self, other: Any) -> bool:
        return self._epoch_nanos() > other._epoch_nanos()

    def isEqual(self, other: Any) -> bool:
        return self._epoch_nanos() == other._epoch_nanos()

    def withZoneSameInstant(self, zone: ZoneId) -> ZonedDateTime:
        return ZonedDateTime.ofInstant(self.toInstant(), zone)

    def withZoneSameLocal(self, zone: ZoneId) -> ZonedDateTime:
        return ZonedDateTime.ofLocal(self._local, zone)

    def _local_op(self, name: str, *args: Any) -> ZonedDateTime:
        return ZonedDateTime.ofLocal(getattr(self._local, name)(*args), self._zone)

    def _instant_op(self, nanos: int) -> ZonedDateTime:
        return ZonedDateTime.ofInstant(Instant(self._epoch_nanos() + nanos), self._zone)

    def plusNanos(self, n: int) -> ZonedDateTime:
        return self._instant_op(n)

    def plusSeconds(self, n: int) -> ZonedDateTime:
        return self._instant_op(n * 1_000_000_000)

    def plusMinutes(self, n: int) -> ZonedDateTime:
        return self._instant_op(n * 60_000_000_000)

    def plusHours(self, n: int) -> ZonedDateTime:
        return self._instant_op(n * 3_600_000_000_000)

    def plusDays(self, n: int) -> ZonedDateTime:
        return self._local_op("plusDays", n)

    def plusWeeks(self, n: int) -> ZonedDateTime:
        return self._local_op("plusWeeks", n)

    def plusMonths(self, n: int) -> ZonedDateTime:
        return self._local_op("plusMonths", n)

    def plusYears(self, n: int) -> ZonedDateTime:
        return self._local_op("plusYears", n)

    def minusSeconds(self, n: int) -> ZonedDateTime:
        return self.plusSeconds(-n)

    def minusMinutes(self, n: int) -> ZonedDateTime:
        return self.plusMinutes(-n)

    def minusHours(self, n: int) -> ZonedDateTime:
        return self.plusHours(-n)

    def minusDays(self, n: int) -> ZonedDateTime:
        return self.plusDays(-n)

    def minusWeeks(self, n: int) -> ZonedDateTime:
        return self.plusWeeks(-n)

    def minusMonths(self, n: int) -> ZonedDateTime:
        return self.plusMonths(-n)

    def minusYears(self, n: int) -> ZonedDateTime:
        return self.plusYears(-n)

    def truncatedTo(self, unit: ChronoUnit) -> ZonedDateTime:
        return self._local_op("truncatedTo", unit)

    def until(self, end: Any, unit: ChronoUnit) -> int:
        end = end.withZoneSameInstant(self._zone)
        if unit.isDateBased():
            return self._local.until(end._local, unit)
        return truncated(end._epoch_nanos() - self._epoch_nanos(), unit.nanos() or 1)

    def toString(self) -> str:
        text = f"{self._local}{ZoneOffset(self._offset).getId()}"
        if not isinstance(self._zone, ZoneOffset):
            text += f"[{self._zone.getId()}]"
        return text


def _zoned_getter(name: str) -> Any:
    def getter(self: ZonedDateTime) -> Any:
        return getattr(self._local, name)()

    getter.__name__ = name
    return getter


def _zoned_with(name: str) -> Any:
    def with_(self: ZonedDateTime, value: int) -> ZonedDateTime:
        return self._local_op(name, value)

    with_.__name__ = name
    return with_


# A zoned date-time's fields are its local date-time's; a change of one is resolved in its zone.
for _name in (
    "getYear",
    "getMonthValue",
    "getMonth",
    "getDayOfMonth",
    "getDayOfYear",
    "getDayOfWeek",
    "getHour",
    "getMinute",
    "getSecond",
    "getNano",
):
    setattr(ZonedDateTime, _name, _zoned_getter(_name))
for _name in (
    "withYear",
    "withMonth",
    "withDayOfMonth",
    "withDayOfYear",
    "withHour",
    "withMinute",
    "withSecond",
    "withNano",
):
    setattr(ZonedDateTime, _name, _zoned_with(_name))
