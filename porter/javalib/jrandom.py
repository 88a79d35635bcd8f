"""``java.util.Random``: Java's 48-bit linear congruential generator, so that a seeded port
draws exactly the numbers the Java program drew (``new Random(42).nextDouble()`` is
``0.7275636800328681`` in both)."""

from __future__ import annotations

import math
import os
import threading
import time
from collections.abc import Iterator
from typing import Any

from porter.javalib import fdlibm
from porter.javalib.exceptions import UnsupportedOperationException
from porter.javalib.ints import INT_MAX, INT_MIN, LONG_MAX, wrapInt, wrapLong

_MULTIPLIER = 0x5DEECE66D
_ADDEND = 0xB
_MASK = (1 << 48) - 1
_DOUBLE_UNIT = 1.0 / (1 << 53)
_FLOAT_UNIT = 1.0 / (1 << 24)

_uniquifier = 8682522807148012
_uniquifier_lock = threading.Lock()


def _seed_uniquifier() -> int:
    """Java's unseeded constructor: a different seed per instance, even within one tick."""
    global _uniquifier
    with _uniquifier_lock:
        _uniquifier = wrapLong(_uniquifier * 1181783497276652981)
        return _uniquifier


class Random:
    """``java.util.Random``. Methods keep Java's names and argument checks; every value is
    the one Java returns for the same seed and the same calls."""

    def __init__(self, seed: int | None = None) -> None:
        if seed is None:
            seed = _seed_uniquifier() ^ time.perf_counter_ns()
        self._lock = threading.Lock()
        self.setSeed(seed)

    def setSeed(self, seed: int) -> None:
        self._seed = (seed ^ _MULTIPLIER) & _MASK
        self._next_gaussian: float | None = None

    def next(self, bits: int) -> int:
        """The generator's step: the top ``bits`` bits of the new 48-bit seed, as an ``int``."""
        with self._lock:
            self._seed = (self._seed * _MULTIPLIER + _ADDEND) & _MASK
            return wrapInt(self._seed >> (48 - bits))

    def nextInt(self, origin_or_bound: int | None = None, bound: int | None = None) -> int:
        """``nextInt()``, ``nextInt(bound)`` or ``nextInt(origin, bound)``."""
        if origin_or_bound is None:
            return self.next(32)
        if bound is not None:
            return self._bounded_int(origin_or_bound, bound)
        bound = origin_or_bound
        if bound <= 0:
            raise ValueError("bound must be positive")
        r = self.next(31)
        m = bound - 1
        if bound & m == 0:  # a power of two: the high bits are the better ones
            return (bound * r) >> 31
        u = r
        while True:
            r = u % bound
            if wrapInt(u - r + m) >= 0:
                return r
            u = self.next(31)

    def _bounded_int(self, origin: int, bound: int) -> int:
        if origin >= bound:
            raise ValueError("bound must be greater than origin")
        r = self.next(32)
        n = wrapInt(bound - origin)
        m = wrapInt(n - 1)
        if n & m == 0:
            return wrapInt((r & m) + origin)
        if n > 0:
            u = (r & 0xFFFFFFFF) >> 1
            while True:
                r = u % n
                if wrapInt(u + m - r) >= 0:
                    return wrapInt(r + origin)
                u = (self.next(32) & 0xFFFFFFFF) >> 1
        while r < origin or r >= bound:
            r = self.next(32)
        return r

    def nextLong(self, origin_or_bound: int | None = None, bound: int | None = None) -> int:
        """``nextLong()``, ``nextLong(bound)`` or ``nextLong(origin, bound)``."""
        if origin_or_bound is None:
            return wrapLong((self.next(32) << 32) + self.next(32))
        origin = 0 if bound is None else origin_or_bound
        bound = origin_or_bound if bound is None else bound
        if origin >= bound:
            raise ValueError(
                "bound must be positive" if origin == 0 else "bound must be greater than origin"
            )
        r = self.nextLong()
        n = wrapLong(bound - origin)
        m = wrapLong(n - 1)
        if n & m == 0:
            return wrapLong((r & m) + origin)
        if n > 0:
            u = (r & 0xFFFFFFFFFFFFFFFF) >> 1
            while True:
                r = u % n
                if wrapLong(u + m - r) >= 0:
                    return wrapLong(r + origin)
                u = (self.nextLong() & 0xFFFFFFFFFFFFFFFF) >> 1
        while r < origin or r >= bound:
            r = self.nextLong()
        return r

    def nextBoolean(self) -> bool:
        return self.next(1) != 0

    def nextFloat(self) -> float:
        return self.next(24) * _FLOAT_UNIT

    def nextDouble(self, origin_or_bound: float | None = None, bound: float | None = None) -> float:
        """``nextDouble()``, ``nextDouble(bound)`` or ``nextDouble(origin, bound)``."""
        r = ((self.next(26) << 27) + self.next(27)) * _DOUBLE_UNIT
        if origin_or_bound is None:
            return r
        origin = 0.0 if bound is None else float(origin_or_bound)
        bound = float(origin_or_bound if bound is None else bound)
        if not origin < bound or math.isinf(bound - origin):
            raise ValueError("bound must be greater than origin")
        r = r * (bound - origin) + origin
        return math.nextafter(bound, -math.inf) if r >= bound else r

    def nextGaussian(self) -> float:
        """Java's polar method, keeping the second value of each pair for the next call."""
        with self._lock:
            if self._next_gaussian is not None:
                value, self._next_gaussian = self._next_gaussian, None
                return value
        while True:
            v1 = 2 * self.nextDouble() - 1
            v2 = 2 * self.nextDouble() - 1
            s = v1 * v1 + v2 * v2
            if 0 < s < 1:
                break
        multiplier = math.sqrt(-2 * fdlibm.log(s) / s)  # StrictMath, as Java
        with self._lock:
            self._next_gaussian = v2 * multiplier
        return v1 * multiplier

    def nextBytes(self, data: bytearray | Any) -> None:
        """Fills ``data`` (a ``bytearray``, a signed-byte list or numpy array) in place."""
        signed = not isinstance(data, (bytearray, memoryview))
        i = 0
        while i < len(data):
            rnd = self.nextInt()
            for _ in range(min(len(data) - i, 4)):
                byte = rnd & 0xFF
                data[i] = byte - 256 if signed and byte > 127 else byte
                rnd >>= 8
                i += 1

    def ints(self, *args: int) -> Any:
        """``ints(size)``, ``ints(size, origin, bound)``, ``ints(origin, bound)`` or ``ints()``
        as an ``IntStream``."""
        # cycle: streams collect into jcollections, whose shuffle draws from a Random
        from porter.javalib.streams import IntStream

        size, bounds = _stream_args(args)
        if bounds is None:
            return IntStream(_take(size, self.nextInt))
        origin, bound = bounds
        if origin >= bound:
            raise ValueError("bound must be greater than origin")
        return IntStream(_take(size, lambda: self._bounded_int(origin, bound)))

    def longs(self, *args: int) -> Any:
        # cycle: streams collect into jcollections, whose shuffle draws from a Random
        from porter.javalib.streams import LongStream

        size, bounds = _stream_args(args)
        if bounds is None:
            return LongStream(_take(size, self.nextLong))
        return LongStream(_take(size, lambda: self.nextLong(*bounds)))

    def doubles(self, *args: float) -> Any:
        # cycle: streams collect into jcollections, whose shuffle draws from a Random
        from porter.javalib.streams import DoubleStream

        size, bounds = _stream_args(args)
        if bounds is None:
            return DoubleStream(_take(size, self.nextDouble))
        return DoubleStream(_take(size, lambda: self.nextDouble(*bounds)))


def _stream_args(args: tuple[Any, ...]) -> tuple[int | None, tuple[Any, Any] | None]:
    if len(args) == 0:
        return None, None
    if len(args) == 1:
        return _size(args[0]), None
    if len(args) == 2:
        return None, (args[0], args[1])
    return _size(args[0]), (args[1], args[2])


def _size(size: int) -> int:
    if size < 0:
        raise ValueError("size must be non-negative")
    return size


def _take(size: int | None, draw: Any) -> Iterator[Any]:
    if size is None:
        while True:
            yield draw()
    for _ in range(size):
        yield draw()


_math_random: Random | None = None


def mathRandom() -> float:
    """``Math.random()``: one shared, unseeded generator, as Java's."""
    global _math_random
    if _math_random is None:
        _math_random = Random()
    return _math_random.nextDouble()


__all__ = ["INT_MAX", "INT_MIN", "LONG_MAX", "Random", "mathRandom"]


class SecureRandom(Random):
    """``java.security.SecureRandom``: ``Random``'s methods over the operating system's
    randomness (``os.urandom``), as the JDK's default NativePRNG reads ``/dev/urandom``. Its
    values are unpredictable, in Java as here: a seed only adds to the entropy."""

    def __init__(self, seed: Any = None) -> None:
        super().__init__(0)

    @staticmethod
    def getInstance(algorithm: str, *provider: Any) -> SecureRandom:
        return SecureRandom()

    @staticmethod
    def getInstanceStrong() -> SecureRandom:
        return SecureRandom()

    def setSeed(self, seed: Any) -> None:
        self._next_gaussian = None  # (the OS's randomness ignores a seed, as NativePRNG's)

    def next(self, bits: int) -> int:
        return wrapInt(int.from_bytes(os.urandom(4), "big") >> (32 - bits))

    def nextBytes(self, data: Any) -> None:
        raw = os.urandom(len(data))
        for i, b in enumerate(raw):
            data[i] = b - 256 if b > 127 else b

    def generateSeed(self, count: int) -> bytes:
        return os.urandom(count)

    def getAlgorithm(self) -> str:
        return "NativePRNG"


class ThreadLocalRandom(Random):
    """``java.util.concurrent.ThreadLocalRandom``: ``current()`` is one instance, as Java's
    (whose state is each thread's; here one generator behind its lock, seeded once,
    unpredictably); it cannot be reseeded, as Java's refuses."""

    _instance: ThreadLocalRandom | None = None
    _made = threading.Lock()

    def __init__(self) -> None:
        super().__init__()
        self._seeded = True

    @staticmethod
    def current() -> ThreadLocalRandom:
        with ThreadLocalRandom._made:
            if ThreadLocalRandom._instance is None:
                ThreadLocalRandom._instance = ThreadLocalRandom()
            return ThreadLocalRandom._instance

    def setSeed(self, seed: int) -> None:
        if getattr(self, "_seeded", False):
            raise UnsupportedOperationException()
        super().setSeed(seed)
