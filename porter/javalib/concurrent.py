"""``java.util.concurrent``'s executors, futures, ``TimeUnit`` and ``CountDownLatch`` over
Python's threads: ``Executors.newFixedThreadPool(n).submit(task)`` runs a Callable or a
Runnable (a port's lambdas and functions) on a ``ThreadPoolExecutor``; ``Future.get()`` raises
``ExecutionException`` with the task's exception as its cause, as Java's does."""

from __future__ import annotations

import concurrent.futures
import enum
import os
import threading
import time
from collections.abc import Callable, Iterable
from typing import Any, Self


class ExecutionException(Exception):
    """A task failed: ``getCause()`` is its exception (``__cause__`` in the port)."""


class TimeoutException(Exception):
    """``Future.get(timeout, unit)`` ran out of time."""


class CancellationException(RuntimeError):
    """The task was cancelled."""


class TimeUnit(enum.Enum):
    """Its value is the unit's length in nanoseconds; conversions truncate toward zero."""

    NANOSECONDS = 1
    MICROSECONDS = 1000
    MILLISECONDS = 1000**2
    SECONDS = 1000**3
    MINUTES = 60 * 1000**3
    HOURS = 3600 * 1000**3
    DAYS = 86400 * 1000**3

    def _seconds(self, duration: float) -> float:
        return float(duration) * self.value / 1e9

    def _to(self, duration: int, unit: int) -> int:
        nanos = int(duration) * self.value
        return nanos // unit if nanos >= 0 else -(-nanos // unit)

    def toNanos(self, duration: int) -> int:
        return self._to(duration, 1)

    def toMicros(self, duration: int) -> int:
        return self._to(duration, 1000)

    def toMillis(self, duration: int) -> int:
        return self._to(duration, 1000**2)

    def toSeconds(self, duration: int) -> int:
        return self._to(duration, 1000**3)

    def toMinutes(self, duration: int) -> int:
        return self._to(duration, 60 * 1000**3)

    def sleep(self, duration: float) -> None:
        if duration > 0:
            time.sleep(self._seconds(duration))

    def toString(self) -> str:
        return self.name

    __str__ = toString


class Future:
    """``java.util.concurrent.Future`` over a Python future."""

    def __init__(self, future: concurrent.futures.Future[Any]) -> None:
        self._future = future

    def get(self, timeout: float | None = None, unit: TimeUnit | None = None) -> Any:
        seconds = unit._seconds(timeout) if unit is not None and timeout is not None else timeout
        try:
            return self._future.result(seconds)
        except concurrent.futures.CancelledError:
            raise CancellationException() from None
        except concurrent.futures.TimeoutError:
            raise TimeoutException() from None
        except Exception as e:
            raise ExecutionException(f"{type(e).__name__}: {e}") from e

    def isDone(self) -> bool:
        return self._future.done()

    def cancel(self, may_interrupt: bool = False) -> bool:
        return self._future.cancel()

    def isCancelled(self) -> bool:
        return self._future.cancelled()


def _call(task: Any) -> Callable[[], Any]:
    """A Callable's ``call`` or a Runnable's ``run`` (a port's lambda is either)."""
    if callable(task):
        return task  # type: ignore[no-any-return]
    for name in ("call", "run"):
        method = getattr(task, name, None)
        if method is not None:
            return method  # type: ignore[no-any-return]
    raise TypeError(f"not a Callable or Runnable: {task!r}")


class ExecutorService:
    def __init__(self, threads: int | None) -> None:
        self._pool = concurrent.futures.ThreadPoolExecutor(max_workers=threads)
        self._shutdown = False
        self._futures: list[concurrent.futures.Future[Any]] = []

    def submit(self, task: Any, result: Any = None) -> Future:
        fn = _call(task)
        future = self._pool.submit(fn if result is None else (lambda: (fn(), result)[1]))
        self._futures.append(future)
        return Future(future)

    def execute(self, task: Any) -> None:
        self.submit(task)

    def invokeAll(self, tasks: Iterable[Any]) -> list[Future]:
        futures = [self.submit(t) for t in tasks]
        concurrent.futures.wait([f._future for f in futures])
        return futures

    def shutdown(self) -> None:
        self._shutdown = True
        self._pool.shutdown(wait=False)

    def shutdownNow(self) -> list[Any]:
        self._shutdown = True
        self._pool.shutdown(wait=False, cancel_futures=True)
        return []

    def isShutdown(self) -> bool:
        return self._shutdown

    def isTerminated(self) -> bool:
        return self._shutdown and all(f.done() for f in self._futures)

    def awaitTermination(self, timeout: float, unit: TimeUnit) -> bool:
        _, pending = concurrent.futures.wait(self._futures, timeout=unit._seconds(timeout))
        return not pending

    def close(self) -> None:
        self.shutdown()
        concurrent.futures.wait(self._futures)

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class Executors:
    @staticmethod
    def newFixedThreadPool(threads: int, factory: Any = None) -> ExecutorService:
        return ExecutorService(threads)

    @staticmethod
    def newSingleThreadExecutor(factory: Any = None) -> ExecutorService:
        return ExecutorService(1)

    @staticmethod
    def newCachedThreadPool(factory: Any = None) -> ExecutorService:
        return ExecutorService(None)

    @staticmethod
    def newWorkStealingPool(parallelism: int | None = None) -> ExecutorService:
        return ExecutorService(parallelism or os.cpu_count())


class CountDownLatch:
    def __init__(self, count: int) -> None:
        if count < 0:
            raise ValueError("count < 0")
        self._count = count
        self._cond = threading.Condition()

    def countDown(self) -> None:
        with self._cond:
            if self._count > 0:
                self._count -= 1
                if self._count == 0:
                    self._cond.notify_all()

    def getCount(self) -> int:
        with self._cond:
            return self._count

    def await_(self, timeout: float | None = None, unit: TimeUnit | None = None) -> bool:
        """Java's ``await()`` (``await`` is a Python keyword: the port calls ``await_``)."""
        seconds = unit._seconds(timeout) if unit is not None and timeout is not None else None
        with self._cond:
            return self._cond.wait_for(lambda: self._count == 0, seconds)
