"""``java.util.concurrent.atomic``: ``AtomicInteger``, ``AtomicLong``, ``AtomicBoolean`` and
``AtomicReference``. Each update holds a lock: Python's ``+=`` on an attribute is a read and a
write that another thread may come between, where Java's atomics lose no update. Integer
results wrap as Java's ``int`` and ``long`` do."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from porter.javalib.ints import wrapInt, wrapLong
from porter.javalib.string_conversion import jstr

__all__ = ["AtomicBoolean", "AtomicInteger", "AtomicLong", "AtomicReference"]


class AtomicReference:
    """An object reference updated atomically; ``compareAndSet`` compares by identity, as
    Java's does (``==``)."""

    __slots__ = ("_lock", "_value")

    def __init__(self, value: Any = None) -> None:
        self._lock = threading.Lock()
        self._value = self._store(value)

    def _store(self, value: Any) -> Any:
        return value

    def get(self) -> Any:
        return self._value

    getPlain = getAcquire = getOpaque = get

    def set(self, value: Any) -> None:
        with self._lock:
            self._value = self._store(value)

    lazySet = setPlain = setRelease = setOpaque = set

    def getAndSet(self, value: Any) -> Any:
        with self._lock:
            old, self._value = self._value, self._store(value)
            return old

    def compareAndSet(self, expected: Any, value: Any) -> bool:
        with self._lock:
            if not self._same(self._value, expected):
                return False
            self._value = self._store(value)
            return True

    weakCompareAndSet = weakCompareAndSetPlain = weakCompareAndSetVolatile = compareAndSet

    def _same(self, a: Any, b: Any) -> bool:
        return a is b

    def updateAndGet(self, function: Callable[[Any], Any]) -> Any:
        with self._lock:
            self._value = self._store(function(self._value))
            return self._value

    def getAndUpdate(self, function: Callable[[Any], Any]) -> Any:
        with self._lock:
            old = self._value
            self._value = self._store(function(old))
            return old

    def accumulateAndGet(self, x: Any, function: Callable[[Any, Any], Any]) -> Any:
        with self._lock:
            self._value = self._store(function(self._value, x))
            return self._value

    def getAndAccumulate(self, x: Any, function: Callable[[Any, Any], Any]) -> Any:
        with self._lock:
            old = self._value
            self._value = self._store(function(old, x))
            return old

    def toString(self) -> str:
        return jstr(self._value)

    __str__ = toString

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self._value!r})"


class AtomicBoolean(AtomicReference):
    __slots__ = ()

    def __init__(self, value: bool = False) -> None:
        super().__init__(value)

    def _store(self, value: Any) -> Any:
        return bool(value)

    def _same(self, a: Any, b: Any) -> bool:
        return a == b


class AtomicInteger(AtomicReference):
    """An ``int`` updated atomically; its arithmetic wraps at 32 bits."""

    __slots__ = ()

    def __init__(self, value: int = 0) -> None:
        super().__init__(value)

    def _store(self, value: Any) -> Any:
        return wrapInt(int(value))

    def _same(self, a: Any, b: Any) -> bool:
        return a == b

    def addAndGet(self, delta: int) -> int:
        with self._lock:
            self._value = self._store(self._value + delta)
            return self._value

    def getAndAdd(self, delta: int) -> int:
        with self._lock:
            old = self._value
            self._value = self._store(old + delta)
            return old

    def incrementAndGet(self) -> int:
        return self.addAndGet(1)

    def decrementAndGet(self) -> int:
        return self.addAndGet(-1)

    def getAndIncrement(self) -> int:
        return self.getAndAdd(1)

    def getAndDecrement(self) -> int:
        return self.getAndAdd(-1)

    def intValue(self) -> int:
        return wrapInt(self._value)

    def longValue(self) -> int:
        return self._value

    def floatValue(self) -> float:
        return float(self._value)

    doubleValue = floatValue


class AtomicLong(AtomicInteger):
    """A ``long`` updated atomically; its arithmetic wraps at 64 bits."""

    __slots__ = ()

    def _store(self, value: Any) -> Any:
        return wrapLong(int(value))
