"""``Arrays.setAll``/``parallelSetAll`` and ``Arrays.parallelPrefix``: an array rewritten in
place from a function of its indices or of its running result (a list or a numpy array; the
port runs the parallel ones in order, which gives the same elements)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from porter.javalib.exceptions import ArrayIndexOutOfBoundsException, IllegalArgumentException


def setAll(items: Any, generator: Callable[[int], Any]) -> None:
    """Element ``i`` becomes ``generator(i)``, from the first to the last."""
    for i in range(len(items)):
        items[i] = generator(i)


def parallelPrefix(items: Any, *args: Any) -> None:
    """``parallelPrefix(a, op)`` and ``parallelPrefix(a, from, to, op)``: each element of the
    range becomes ``op(previous result, element)`` (a running sum for ``Integer::sum``)."""
    start, stop, op = (0, len(items), args[0]) if len(args) == 1 else args
    if start > stop:
        raise IllegalArgumentException(f"fromIndex({start}) > toIndex({stop})")
    if start < 0 or stop > len(items):
        index = start if start < 0 else stop
        raise ArrayIndexOutOfBoundsException(f"Array index out of range: {index}")
    for i in range(start + 1, stop):
        items[i] = op(items[i - 1], items[i])
