"""``java.time``'s enums as programs use them: ``ChronoUnit`` (``between``, printed
``Days``), ``DayOfWeek`` and ``Month`` (``getValue``, ``plus``, ``getDisplayName``) and
``TextStyle``. Each constant is one object, as a Java enum constant, so ``==`` is identity."""

from __future__ import annotations

from typing import Any

from porter.javalib.exceptions import DateTimeException, IllegalArgumentException


class JdkEnum:
    """A JDK enum's constant: ``name()``, ``ordinal()``, ``compareTo``, ``values()`` and
    ``valueOf`` as Java's, printed by name unless the enum prints otherwise."""

    _members: list[Any]

    def __init__(self, name: str, ordinal: int) -> None:
        self._name, self._ordinal = name, ordinal

    def name(self) -> str:
        return self._name

    def ordinal(self) -> int:
        return self._ordinal

    def compareTo(self, other: JdkEnum) -> int:
        return self._ordinal - other._ordinal

    def __lt__(self, other: JdkEnum) -> bool:
        return self._ordinal < other._ordinal

    def toString(self) -> str:
        return self._name

    def __str__(self) -> str:
        return self.toString()

    __repr__ = __str__

    def __hash__(self) -> int:
        return id(self)

    @classmethod
    def values(cls) -> list[Any]:
        return list(cls._members)

    @classmethod
    def valueOf(cls, name: str) -> Any:
        for m in cls._members:
            if m._name == name:
                return m
        raise IllegalArgumentException(f"No enum constant java.time.{cls.__name__}.{name}")


def enum_constants(cls: type[JdkEnum], names: list[str], *extra: list[Any]) -> None:
    cls._members = []
    for k, name in enumerate(names):
        member = cls(name, k, *(e[k] for e in extra))
        cls._members.append(member)
        setattr(cls, name, member)


class TextStyle(JdkEnum):
    FULL: TextStyle
    SHORT: TextStyle
    NARROW: TextStyle


enum_constants(
    TextStyle,
    ["FULL", "FULL_STANDALONE", "SHORT", "SHORT_STANDALONE", "NARROW", "NARROW_STANDALONE"],
)


def _display(full: str, style: Any) -> str:
    kind = style.name().split("_")[0] if style is not None else "FULL"
    return {"FULL": full, "SHORT": full[:3], "NARROW": full[:1]}[kind]


class DayOfWeek(JdkEnum):
    """``MONDAY`` (1) to ``SUNDAY`` (7)."""

    MONDAY: DayOfWeek
    SUNDAY: DayOfWeek

    def getValue(self) -> int:
        return self._ordinal + 1

    @staticmethod
    def of(value: int) -> DayOfWeek:
        if not 1 <= value <= 7:
            raise DateTimeException(f"Invalid value for DayOfWeek: {value}")
        return DayOfWeek._members[value - 1]  # type: ignore[no-any-return]

    def plus(self, days: int) -> DayOfWeek:
        return DayOfWeek._members[(self._ordinal + days) % 7]  # type: ignore[no-any-return]

    def minus(self, days: int) -> DayOfWeek:
        return self.plus(-(days % 7))

    def getDisplayName(self, style: Any = None, locale: Any = None) -> str:
        return _display(_DAY_NAMES[self._ordinal], style)


_DAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
enum_constants(DayOfWeek, [d.upper() for d in _DAY_NAMES])


class Month(JdkEnum):
    """``JANUARY`` (1) to ``DECEMBER`` (12)."""

    JANUARY: Month
    FEBRUARY: Month

    def getValue(self) -> int:
        return self._ordinal + 1

    @staticmethod
    def of(value: int) -> Month:
        if not 1 <= value <= 12:
            raise DateTimeException(f"Invalid value for MonthOfYear: {value}")
        return Month._members[value - 1]  # type: ignore[no-any-return]

    def plus(self, months: int) -> Month:
        return Month._members[(self._ordinal + months) % 12]  # type: ignore[no-any-return]

    def minus(self, months: int) -> Month:
        return self.plus(-(months % 12))

    def length(self, leap_year: bool) -> int:
        return 29 if self._ordinal == 1 and leap_year else _LENGTHS[self._ordinal]

    def maxLength(self) -> int:
        return self.length(True)

    def minLength(self) -> int:
        return self.length(False)

    def getDisplayName(self, style: Any = None, locale: Any = None) -> str:
        return _display(_MONTH_NAMES[self._ordinal], style)


_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
_MONTH_NAMES = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
enum_constants(Month, [m.upper() for m in _MONTH_NAMES])

_NANOS = {
    "NANOS": 1,
    "MICROS": 1000,
    "MILLIS": 1_000_000,
    "SECONDS": 1_000_000_000,
    "MINUTES": 60_000_000_000,
    "HOURS": 3_600_000_000_000,
    "HALF_DAYS": 43_200_000_000_000,
}
# The date-based units: their length in months (DAYS and WEEKS: in days).
_MONTHS = {"MONTHS": 1, "YEARS": 12, "DECADES": 120, "CENTURIES": 1200, "MILLENNIA": 12000}
_DAYS = {"DAYS": 1, "WEEKS": 7}


class ChronoUnit(JdkEnum):
    """A unit of time; ``between(a, b)`` is ``a.until(b, unit)``, truncated toward zero."""

    DAYS: ChronoUnit

    def __init__(self, name: str, ordinal: int, printed: str) -> None:
        super().__init__(name, ordinal)
        self._printed = printed

    def toString(self) -> str:
        return self._printed

    def between(self, start: Any, end: Any) -> int:
        return int(start.until(end, self))

    def isDateBased(self) -> bool:
        return self._name in _DAYS or self._name in _MONTHS or self._name == "ERAS"

    def isTimeBased(self) -> bool:
        return self._name in _NANOS

    def nanos(self) -> int | None:
        """The unit's exact length in nanoseconds (a day is 24 hours), None for months and
        longer."""
        if self._name in _NANOS:
            return _NANOS[self._name]
        if self._name in _DAYS:
            return _DAYS[self._name] * 86_400_000_000_000
        return None

    def months(self) -> int | None:
        return _MONTHS.get(self._name)

    def days(self) -> int | None:
        return _DAYS.get(self._name)


_UNITS = [
    ("NANOS", "Nanos"),
    ("MICROS", "Micros"),
    ("MILLIS", "Millis"),
    ("SECONDS", "Seconds"),
    ("MINUTES", "Minutes"),
    ("HOURS", "Hours"),
    ("HALF_DAYS", "HalfDays"),
    ("DAYS", "Days"),
    ("WEEKS", "Weeks"),
    ("MONTHS", "Months"),
    ("YEARS", "Years"),
    ("DECADES", "Decades"),
    ("CENTURIES", "Centuries"),
    ("MILLENNIA", "Millennia"),
    ("ERAS", "Eras"),
    ("FOREVER", "Forever"),
]
enum_constants(ChronoUnit, [n for n, _ in _UNITS], [p for _, p in _UNITS])


def truncated(value: int, unit_length: int) -> int:
    """``value / unit_length`` truncated toward zero, as Java's ``long`` division."""
    q = abs(value) // unit_length
    return q if value >= 0 else -q
