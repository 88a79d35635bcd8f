"""``java.util.Random``'s documented 48-bit linear congruential generator, so that tests draw
the same sample arrays as TensorFlow Java's tests."""

from __future__ import annotations

_MULTIPLIER = 0x5DEECE66D
_MASK = (1 << 48) - 1


class JavaRandom:
    def __init__(self, seed: int) -> None:
        self._seed = (seed ^ _MULTIPLIER) & _MASK

    def _next(self, bits: int) -> int:
        self._seed = (self._seed * _MULTIPLIER + 0xB) & _MASK
        return self._seed >> (48 - bits)

    def nextFloat(self) -> float:
        return self._next(24) / float(1 << 24)
