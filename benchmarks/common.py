"""Timing helpers: interleaved rounds, medians, ratios."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable


def per_call_us(fn: Callable[[], object], number: int) -> float:
    start = time.perf_counter()
    for _ in range(number):
        fn()
    return (time.perf_counter() - start) / number * 1e6


def compare(ours: Callable[[], object], theirs: Callable[[], object], number: int = 2000,
            rounds: int = 31) -> tuple[float, float, float]:
    """Median µs per call of ``ours`` and ``theirs`` and the median of per-round ratios.

    Rounds alternate between the two so that machine noise hits both alike.
    """
    for _ in range(3):  # warm up
        ours(), theirs()
    a, b, r = [], [], []
    for i in range(rounds):
        if i % 2:
            x = per_call_us(ours, number)
            y = per_call_us(theirs, number)
        else:
            y = per_call_us(theirs, number)
            x = per_call_us(ours, number)
        a.append(x)
        b.append(y)
        r.append(x / y)
    return statistics.median(a), statistics.median(b), statistics.median(r)
