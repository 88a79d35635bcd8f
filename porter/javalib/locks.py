"""``java.util.concurrent.locks``: ``ReentrantLock`` and its ``Condition``s over Python's
``threading.RLock`` and ``threading.Condition``, and ``ReentrantReadWriteLock`` (its read and
write locks are one reentrant lock: readers wait for each other, which Java's do not, but no
port sees a different result). Unlocking a lock the thread does not hold raises
``IllegalMonitorStateException`` as Java does."""

from __future__ import annotations

import threading
import time
from typing import Any

from porter.javalib.exceptions import IllegalMonitorStateException


def _seconds(timeout: float, unit: Any) -> float:
    return unit._seconds(timeout) if unit is not None else timeout


class ReentrantLock:
    """A reentrant mutual-exclusion lock: ``lock()``/``unlock()`` counted per thread."""

    def __init__(self, fair: bool = False) -> None:
        self._lock = threading.RLock()
        self._owner: int | None = None
        self._holds = 0
        self._fair = bool(fair)

    def _acquired(self) -> None:
        self._owner = threading.get_ident()
        self._holds += 1

    def lock(self) -> None:
        self._lock.acquire()
        self._acquired()

    def lockInterruptibly(self) -> None:
        self.lock()

    def tryLock(self, timeout: float | None = None, unit: Any = None) -> bool:
        if timeout is None:
            got = self._lock.acquire(blocking=False)
        else:
            got = self._lock.acquire(timeout=max(0.0, _seconds(timeout, unit)))
        if got:
            self._acquired()
        return got

    def unlock(self) -> None:
        if self._owner != threading.get_ident():
            raise IllegalMonitorStateException()
        self._holds -= 1
        if self._holds == 0:
            self._owner = None
        self._lock.release()

    def isLocked(self) -> bool:
        return self._holds > 0

    def isHeldByCurrentThread(self) -> bool:
        return self._owner == threading.get_ident()

    def getHoldCount(self) -> int:
        return self._holds if self.isHeldByCurrentThread() else 0

    def isFair(self) -> bool:
        return self._fair

    def newCondition(self) -> Condition:
        return Condition(self)


class Condition:
    """A condition of a ``ReentrantLock``: ``await`` releases all the thread's holds of the
    lock while it waits, and takes them again before it returns."""

    def __init__(self, lock: ReentrantLock) -> None:
        self._owner = lock
        self._cond = threading.Condition(lock._lock)

    def _check(self) -> None:
        if not self._owner.isHeldByCurrentThread():
            raise IllegalMonitorStateException()

    def _wait(self, seconds: float | None) -> bool:
        self._check()
        lock, holds = self._owner, self._owner._holds
        lock._owner, lock._holds = None, 0
        try:
            return self._cond.wait(seconds)  # RLock: every hold released while waiting
        finally:
            lock._owner, lock._holds = threading.get_ident(), holds

    def await_(self, timeout: float | None = None, unit: Any = None) -> bool:
        """Java's ``await()`` (``await`` is a Python keyword: the port calls ``await_``);
        with a timeout, whether it was signalled before the time ran out."""
        return self._wait(None if timeout is None else max(0.0, _seconds(timeout, unit)))

    def awaitUninterruptibly(self) -> None:
        self._wait(None)

    def awaitNanos(self, nanos: int) -> int:
        """The nanoseconds left of ``nanos`` (zero or less: the time ran out)."""
        start = time.monotonic_ns()
        self._wait(max(0, nanos) / 1e9)
        return nanos - (time.monotonic_ns() - start)

    def signal(self) -> None:
        self._check()
        self._cond.notify()

    def signalAll(self) -> None:
        self._check()
        self._cond.notify_all()


class ReentrantReadWriteLock:
    """``readLock()`` and ``writeLock()``: one reentrant lock (see the module's note)."""

    def __init__(self, fair: bool = False) -> None:
        self._lock = ReentrantLock(fair)

    def readLock(self) -> ReentrantLock:
        return self._lock

    def writeLock(self) -> ReentrantLock:
        return self._lock

    def isFair(self) -> bool:
        return self._lock.isFair()
