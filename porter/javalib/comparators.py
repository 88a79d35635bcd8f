"""``java.util.Comparator``'s factories and combinators over a port's comparators, which are
functions ``(a, b) -> int`` (a lambda, a method reference, an anonymous class's ``compare``):
``Comparator.comparing(R::getScore).reversed()``, ``thenComparing``, ``comparingInt``...,
and ``Map.Entry.comparingByKey``/``comparingByValue`` over entries, which are ``(key,
value)`` pairs in a port. Natural order is Java's ``compareTo`` (Strings by UTF-16 units,
numbers numerically, a ported class by its own ``compareTo``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from porter.javalib.boxes import compare as _number_compare
from porter.javalib.jcollections import compareTo as _natural

Cmp = Callable[[Any, Any], int]


def naturalOrder() -> Cmp:
    return _natural


def reverseOrder(comparator: Cmp | None = None) -> Cmp:
    """``Comparator.reverseOrder()``/``Collections.reverseOrder([comparator])``."""
    order = comparator or _natural
    return lambda a, b: order(b, a)


def comparing(key: Callable[[Any], Any], comparator: Cmp | None = None) -> Cmp:
    order = comparator or _natural
    return lambda a, b: order(key(a), key(b))


def comparingInt(key: Callable[[Any], Any]) -> Cmp:
    return lambda a, b: _number_compare(key(a), key(b))


comparingLong = comparingInt
comparingDouble = comparingInt


def reversed(comparator: Cmp) -> Cmp:  # Comparator.reversed(), a builtin's name
    return lambda a, b: comparator(b, a)


def thenComparing(first: Cmp, other: Any, comparator: Cmp | None = None) -> Cmp:
    """``thenComparing(Comparator)`` or ``thenComparing(keyExtractor[, Comparator])``: a
    function of one parameter is a key extractor (Java picks the overload by its type)."""
    second = comparing(other, comparator) if comparator is not None or _arity(other) == 1 else other

    def both(a: Any, b: Any) -> int:
        order = first(a, b)
        return order if order != 0 else second(a, b)

    return both


def thenComparingInt(first: Cmp, key: Callable[[Any], Any]) -> Cmp:
    return thenComparing(first, comparingInt(key))


thenComparingLong = thenComparingInt
thenComparingDouble = thenComparingInt


def nullsFirst(comparator: Cmp) -> Cmp:
    def order(a: Any, b: Any) -> int:
        if a is None or b is None:
            return (a is not None) - (b is not None)
        return comparator(a, b)

    return order


def nullsLast(comparator: Cmp) -> Cmp:
    def order(a: Any, b: Any) -> int:
        if a is None or b is None:
            return (a is None) - (b is None)
        return comparator(a, b)

    return order


def comparingByKey(comparator: Cmp | None = None) -> Cmp:
    order = comparator or _natural
    return lambda a, b: order(a[0], b[0])


def comparingByValue(comparator: Cmp | None = None) -> Cmp:
    order = comparator or _natural
    return lambda a, b: order(a[1], b[1])


def _arity(function: Any) -> int:
    """How many positional parameters a function takes (an unbound method reference counts
    its receiver), or 2 when it cannot be told."""
    code = getattr(function, "__code__", None)
    if code is None:
        return 2
    return int(code.co_argcount - len(getattr(function, "__defaults__", None) or ()))
