"""``java.util.Optional`` and its primitive kin as the porting contract spells them: an
``Optional<X>`` is ``X`` or ``None`` (§10), so that the binding's ``Optional`` results and a
program's own agree. These are Java's methods over that value."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from porter.javalib.exceptions import NoSuchElementException


def of(value: Any) -> Any:
    """``Optional.of``: refuses ``null``."""
    if value is None:
        raise TypeError("Optional.of(null)")
    return value


def ofNullable(value: Any) -> Any:
    return value


def empty() -> None:
    return None


def orElse(value: Any, other: Any) -> Any:
    return other if value is None else value


def get(value: Any) -> Any:
    """``get``/``getAsInt``/``getAsDouble``/``orElseThrow()``."""
    if value is None:
        raise NoSuchElementException("No value present")
    return value


def orElseGet(value: Any, supplier: Callable[[], Any]) -> Any:
    return supplier() if value is None else value


def orElseThrow(value: Any, supplier: Callable[[], BaseException] | None = None) -> Any:
    if value is None:
        if supplier is None:
            raise NoSuchElementException("No value present")
        raise supplier()
    return value


def ifPresent(value: Any, action: Callable[[Any], Any]) -> None:
    if value is not None:
        action(value)


def ifPresentOrElse(value: Any, action: Callable[[Any], Any], other: Callable[[], Any]) -> None:
    if value is None:
        other()
    else:
        action(value)


def map(value: Any, mapper: Callable[[Any], Any]) -> Any:
    return None if value is None else mapper(value)


def flatMap(value: Any, mapper: Callable[[Any], Any]) -> Any:
    return None if value is None else mapper(value)


def filter(value: Any, predicate: Callable[[Any], bool]) -> Any:
    return value if value is not None and predicate(value) else None
