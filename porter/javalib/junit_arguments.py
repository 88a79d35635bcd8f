"""JUnit 5's ``Arguments`` (``org.junit.jupiter.params.provider``): one invocation's
arguments, as a ``@MethodSource`` factory returns them (``Arguments.of(1, "a")`` or the
static import ``arguments(1, "a")``), and ``Named``, an argument with a display name."""

from __future__ import annotations

from typing import Any


class Arguments:
    def __init__(self, *values: Any) -> None:
        self._values = list(values)

    @staticmethod
    def of(*values: Any) -> Arguments:
        return Arguments(*values)

    @staticmethod
    def arguments(*values: Any) -> Arguments:
        return Arguments(*values)

    @staticmethod
    def argumentSet(name: str, *values: Any) -> Arguments:
        made = Arguments(*values)
        made.name = name
        return made

    def get(self) -> list[Any]:
        return list(self._values)


def arguments(*values: Any) -> Arguments:
    """The static import ``Arguments.arguments``."""
    return Arguments(*values)


class Named:
    """``Named.of(name, payload)``: the test receives the payload; the name is its display."""

    def __init__(self, name: str, payload: Any) -> None:
        self.name, self.payload = name, payload

    @staticmethod
    def of(name: str, payload: Any) -> Named:
        return Named(name, payload)

    @staticmethod
    def named(name: str, payload: Any) -> Named:
        return Named(name, payload)

    def getName(self) -> str:
        return self.name

    def getPayload(self) -> Any:
        return self.payload

    def toString(self) -> str:
        return self.name

    __str__ = toString


def named(name: str, payload: Any) -> Named:
    return Named(name, payload)
