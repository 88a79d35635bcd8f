"""``java.time.LocalDateTime`` as programs use it: ``now``/``of``, its fields, and
``toString`` in Java's ISO form (seconds and fraction only where non-zero)."""

from __future__ import annotations

import datetime as _dt
import time


class LocalDateTime:
    def __init__(self, moment: _dt.datetime, nano: int) -> None:
        self._moment = moment.replace(microsecond=0)
        self._nano = nano

    @staticmethod
    def now() -> LocalDateTime:
        ns = time.time_ns()
        moment = _dt.datetime.fromtimestamp(ns // 1_000_000_000)
        return LocalDateTime(moment, (ns % 1_000_000_000) // 1000 * 1000)  # Java: microseconds

    @staticmethod
    def of(
        year: int,
        month: int,
        day: int,
        hour: int = 0,
        minute: int = 0,
        second: int = 0,
        nano: int = 0,
    ) -> LocalDateTime:
        return LocalDateTime(_dt.datetime(year, month, day, hour, minute, second), nano)

    def getYear(self) -> int:
        return self._moment.year

    def getMonthValue(self) -> int:
        return self._moment.month

    def getDayOfMonth(self) -> int:
        return self._moment.day

    def getHour(self) -> int:
        return self._moment.hour

    def getMinute(self) -> int:
        return self._moment.minute

    def getSecond(self) -> int:
        return self._moment.second

    def getNano(self) -> int:
        return self._nano

    def _key(self) -> tuple[_dt.datetime, int]:
        return (self._moment, self._nano)

    def isBefore(self, other: LocalDateTime) -> bool:
        return self._key() < other._key()

    def isAfter(self, other: LocalDateTime) -> bool:
        return self._key() > other._key()

    def equals(self, other: object) -> bool:
        return isinstance(other, LocalDateTime) and self._key() == other._key()

    __eq__ = equals

    def __hash__(self) -> int:
        return hash(self._key())

    def toString(self) -> str:
        m = self._moment
        out = f"{m.year:04d}-{m.month:02d}-{m.day:02d}T{m.hour:02d}:{m.minute:02d}"
        if m.second or self._nano:
            out += f":{m.second:02d}"
        if self._nano:
            if self._nano % 1_000_000 == 0:
                out += f".{self._nano // 1_000_000:03d}"
            elif self._nano % 1000 == 0:
                out += f".{self._nano // 1000:06d}"
            else:
                out += f".{self._nano:09d}"
        return out

    __str__ = __repr__ = toString
