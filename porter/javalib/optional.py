"""``java.util.Optional`` and its primitive kin: a value or nothing, with Java's methods."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_EMPTY = object()


class NoSuchElementException(LookupError):
    """Java's ``NoSuchElementException`` (a ``LookupError``, as ``KeyError`` and
    ``IndexError`` are)."""


class Optional:
    """``Optional``, ``OptionalInt``, ``OptionalLong`` and ``OptionalDouble`` in one class: the
    primitive getters (``getAsInt``, ...) are ``get`` under Java's names."""

    __slots__ = ("_value",)
    _name = "Optional"

    def __init__(self, value: Any = _EMPTY) -> None:
        self._value = value

    @classmethod
    def of(cls, value: Any) -> Optional:
        if value is None:
            raise TypeError("Optional.of(null)")
        return cls(value)

    @classmethod
    def ofNullable(cls, value: Any) -> Optional:
        return cls() if value is None else cls(value)

    @classmethod
    def empty(cls) -> Optional:
        return cls()

    def isPresent(self) -> bool:
        return self._value is not _EMPTY

    def isEmpty(self) -> bool:
        return self._value is _EMPTY

    def get(self) -> Any:
        if self._value is _EMPTY:
            raise NoSuchElementException("No value present")
        return self._value

    getAsInt = getAsLong = getAsDouble = get

    def orElse(self, other: Any) -> Any:
        return other if self._value is _EMPTY else self._value

    def orElseGet(self, supplier: Callable[[], Any]) -> Any:
        return supplier() if self._value is _EMPTY else self._value

    def orElseThrow(self, supplier: Callable[[], BaseException] | None = None) -> Any:
        if self._value is _EMPTY:
            if supplier is None:
                raise NoSuchElementException("No value present")
            raise supplier()
        return self._value

    def ifPresent(self, action: Callable[[Any], Any]) -> None:
        if self._value is not _EMPTY:
            action(self._value)

    def ifPresentOrElse(self, action: Callable[[Any], Any], other: Callable[[], Any]) -> None:
        if self._value is _EMPTY:
            other()
        else:
            action(self._value)

    def map(self, mapper: Callable[[Any], Any]) -> Optional:
        return self if self._value is _EMPTY else Optional.ofNullable(mapper(self._value))

    def flatMap(self, mapper: Callable[[Any], Optional]) -> Optional:
        return self if self._value is _EMPTY else mapper(self._value)

    def filter(self, predicate: Callable[[Any], bool]) -> Optional:
        return self if self._value is _EMPTY or predicate(self._value) else Optional()

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._value == other._value

    def __hash__(self) -> int:
        return 0 if self._value is _EMPTY else hash(self._value)

    def toString(self) -> str:
        if self._value is _EMPTY:
            return f"{self._name}.empty"
        from porter.jdk import jstr

        return f"{self._name}[{jstr(self._value)}]"

    __str__ = __repr__ = toString


class OptionalInt(Optional):
    __slots__ = ()
    _name = "OptionalInt"


class OptionalLong(Optional):
    __slots__ = ()
    _name = "OptionalLong"


class OptionalDouble(Optional):
    __slots__ = ()
    _name = "OptionalDouble"
