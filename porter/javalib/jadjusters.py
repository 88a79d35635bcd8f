"""``java.time.temporal.TemporalAdjusters`` and ``java.time.YearMonth``. An adjuster is a
function of a date (``date.with(TemporalAdjusters.lastDayOfMonth())``); a date-time's
``with`` moves its date and keeps its time (porter.javalib.jdates), as Java's do."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from porter.javalib.exceptions import DateTimeException
from porter.javalib.hashing import javaHash
from porter.javalib.jchrono import DayOfWeek, Month
from porter.javalib.jdates import LocalDate

Adjuster = Callable[[Any], Any]


def _dow(day: Any) -> int:
    return day.getValue() if isinstance(day, DayOfWeek) else int(day)


class TemporalAdjusters:
    """The JDK's adjusters, each a function of a ``LocalDate``."""

    @staticmethod
    def ofDateAdjuster(adjuster: Adjuster) -> Adjuster:
        return adjuster

    @staticmethod
    def firstDayOfMonth() -> Adjuster:
        return lambda d: d.withDayOfMonth(1)

    @staticmethod
    def lastDayOfMonth() -> Adjuster:
        return lambda d: d.withDayOfMonth(d.lengthOfMonth())

    @staticmethod
    def firstDayOfNextMonth() -> Adjuster:
        return lambda d: d.withDayOfMonth(1).plusMonths(1)

    @staticmethod
    def firstDayOfYear() -> Adjuster:
        return lambda d: d.withDayOfYear(1)

    @staticmethod
    def lastDayOfYear() -> Adjuster:
        return lambda d: d.withDayOfYear(d.lengthOfYear())

    @staticmethod
    def firstDayOfNextYear() -> Adjuster:
        return lambda d: d.withDayOfYear(1).plusYears(1)

    @staticmethod
    def next(day: Any) -> Adjuster:
        return lambda d: d.plusDays((_dow(day) - _dow(d.getDayOfWeek()) - 1) % 7 + 1)

    @staticmethod
    def nextOrSame(day: Any) -> Adjuster:
        return lambda d: d.plusDays((_dow(day) - _dow(d.getDayOfWeek())) % 7)

    @staticmethod
    def previous(day: Any) -> Adjuster:
        return lambda d: d.minusDays((_dow(d.getDayOfWeek()) - _dow(day) - 1) % 7 + 1)

    @staticmethod
    def previousOrSame(day: Any) -> Adjuster:
        return lambda d: d.minusDays((_dow(d.getDayOfWeek()) - _dow(day)) % 7)

    @staticmethod
    def firstInMonth(day: Any) -> Adjuster:
        return TemporalAdjusters.dayOfWeekInMonth(1, day)

    @staticmethod
    def lastInMonth(day: Any) -> Adjuster:
        return TemporalAdjusters.dayOfWeekInMonth(-1, day)

    @staticmethod
    def dayOfWeekInMonth(ordinal: int, day: Any) -> Adjuster:
        """The ``ordinal``-th such day of the month (from its end when negative; 0 is the last
        one of the month before), as Java's."""

        def adjust_date(d: Any) -> Any:
            if ordinal >= 0:
                first = d.withDayOfMonth(1)
                found = TemporalAdjusters.nextOrSame(day)(first)
                return found.plusWeeks(ordinal - 1)
            last = d.withDayOfMonth(d.lengthOfMonth())
            found = TemporalAdjusters.previousOrSame(day)(last)
            return found.plusWeeks(ordinal + 1)

        return adjust_date


class YearMonth:
    """``java.time.YearMonth``: a month of a year (``2024-02``)."""

    def __init__(self, year: int, month: int) -> None:
        self._year, self._month = year, month

    @staticmethod
    def of(year: int, month: Any) -> YearMonth:
        value = month.getValue() if isinstance(month, Month) else int(month)
        if not 1 <= value <= 12:
            raise DateTimeException(f"Invalid value for MonthOfYear (valid values 1 - 12): {value}")
        return YearMonth(year, value)

    @staticmethod
    def from_(temporal: Any) -> YearMonth:
        return YearMonth(temporal.getYear(), temporal.getMonthValue())

    @staticmethod
    def now(zone: Any = None) -> YearMonth:
        return YearMonth.from_(LocalDate.now(zone))

    @staticmethod
    def parse(text: str, formatter: Any = None) -> YearMonth:
        if formatter is not None:
            return YearMonth.from_(LocalDate.parse(text, formatter))
        year, _, month = str(text).rpartition("-")
        try:
            return YearMonth.of(int(year), int(month))
        except ValueError:
            raise DateTimeException(f"Text '{text}' could not be parsed at index 0") from None

    def getYear(self) -> int:
        return self._year

    def getMonthValue(self) -> int:
        return self._month

    def getMonth(self) -> Month:
        return Month.of(self._month)

    def isLeapYear(self) -> bool:
        return LocalDate.of(self._year, 1, 1).isLeapYear()

    def lengthOfMonth(self) -> int:
        return LocalDate.of(self._year, self._month, 1).lengthOfMonth()

    def lengthOfYear(self) -> int:
        return 366 if self.isLeapYear() else 365

    def isValidDay(self, day: int) -> bool:
        return 1 <= day <= self.lengthOfMonth()

    def plusMonths(self, months: int) -> YearMonth:
        year, month = divmod(self._year * 12 + self._month - 1 + months, 12)
        return YearMonth(year, month + 1)

    def minusMonths(self, months: int) -> YearMonth:
        return self.plusMonths(-months)

    def plusYears(self, years: int) -> YearMonth:
        return YearMonth(self._year + years, self._month)

    def minusYears(self, years: int) -> YearMonth:
        return self.plusYears(-years)

    def withMonth(self, month: int) -> YearMonth:
        return YearMonth.of(self._year, month)

    def withYear(self, year: int) -> YearMonth:
        return YearMonth(year, self._month)

    def atDay(self, day: int) -> LocalDate:
        return LocalDate.of(self._year, self._month, day)

    def atEndOfMonth(self) -> LocalDate:
        return self.atDay(self.lengthOfMonth())

    def format(self, formatter: Any) -> str:
        return formatter.format(self.atDay(1))

    def compareTo(self, other: YearMonth) -> int:
        return (self._year - other._year) or (self._month - other._month)

    def isBefore(self, other: YearMonth) -> bool:
        return self.compareTo(other) < 0

    def isAfter(self, other: YearMonth) -> bool:
        return self.compareTo(other) > 0

    def __lt__(self, other: YearMonth) -> bool:
        return self.isBefore(other)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, YearMonth) and self.compareTo(other) == 0

    def equals(self, other: object) -> bool:
        return self == other

    def hashCode(self) -> int:
        return javaHash(self._year ^ (self._month << 27))

    def __hash__(self) -> int:
        return self.hashCode()

    def toString(self) -> str:
        year = f"{self._year:04d}" if 0 <= self._year <= 9999 else f"{self._year:+05d}"
        return f"{year}-{self._month:02d}"

    __str__ = __repr__ = toString
