"""``java.util.concurrent``'s executors, futures, ``CompletableFuture``, ``TimeUnit`` and
``CountDownLatch`` over
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

from porter.javalib.exceptions import IllegalStateException, Throwable


class ExecutionException(Throwable, Exception):
    """A task failed: ``getCause()`` is its exception (``__cause__`` in the port)."""

    _java_name = "java.util.concurrent.ExecutionException"


class TimeoutException(Throwable, Exception):
    """``Future.get(timeout, unit)`` ran out of time."""

    _java_name = "java.util.concurrent.TimeoutException"


class CancellationException(IllegalStateException):
    """The task was cancelled."""

    _java_name = "java.util.concurrent.CancellationException"


class CompletionException(Throwable, RuntimeError):
    """A ``CompletableFuture``'s stage failed: ``getCause()`` is the exception (``join`` and
    the dependent stages see it wrapped so)."""

    _java_name = "java.util.concurrent.CompletionException"


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

    def toHours(self, duration: int) -> int:
        return self._to(duration, 3600 * 1000**3)

    def toDays(self, duration: int) -> int:
        return self._to(duration, 86400 * 1000**3)

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
            raise ExecutionException(e) from e

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


_ASYNC_POOL: concurrent.futures.ThreadPoolExecutor | None = None
_ASYNC_LOCK = threading.Lock()


def _common_pool() -> concurrent.futures.ThreadPoolExecutor:
    """Java's ``ForkJoinPool.commonPool()``: daemon-like workers for ``supplyAsync``."""
    global _ASYNC_POOL
    with _ASYNC_LOCK:
        if _ASYNC_POOL is None:
            _ASYNC_POOL = concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2)
        return _ASYNC_POOL


def _spread(futures: tuple[Any, ...]) -> tuple[Any, ...]:
    """A varargs method's arguments, or the array passed for them (``allOf(array)``)."""
    if len(futures) == 1 and isinstance(futures[0], (list, tuple)):
        return tuple(futures[0])
    return futures


def _wrapped(exc: BaseException) -> CompletionException:
    """The exception a dependent stage of a failed one completes with."""
    return exc if isinstance(exc, CompletionException) else CompletionException(exc)


def _unwrapped(exc: BaseException) -> BaseException:
    """The exception ``get`` reports as the cause (a CompletionException's cause)."""
    cause = exc.getCause() if isinstance(exc, CompletionException) else None
    return exc if cause is None else cause


class CompletableFuture:
    """``java.util.concurrent.CompletableFuture``: a value or an exception set once, the
    stages that depend on it run when it is (on the thread that completes it, or at once)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._done = threading.Event()
        self._value: Any = None
        self._exc: BaseException | None = None
        self._cancelled = False
        self._callbacks: list[Callable[[], None]] = []

    # -- making one --------------------------------------------------------------------------

    @staticmethod
    def supplyAsync(supplier: Any, executor: Any = None) -> CompletableFuture:
        future = CompletableFuture()
        fn = supplier.get if hasattr(supplier, "get") and not callable(supplier) else supplier

        def task() -> None:
            try:
                future.complete(fn())
            except Exception as e:  # noqa: BLE001 (a stage fails with what the program raises)
                future._finish(None, CompletionException(e))

        if executor is not None:
            executor.execute(task)
        else:
            _common_pool().submit(task)
        return future

    @staticmethod
    def runAsync(runnable: Any, executor: Any = None) -> CompletableFuture:
        fn = _call(runnable)
        return CompletableFuture.supplyAsync(lambda: (fn(), None)[1], executor)

    @staticmethod
    def completedFuture(value: Any) -> CompletableFuture:
        future = CompletableFuture()
        future.complete(value)
        return future

    @staticmethod
    def failedFuture(exc: BaseException) -> CompletableFuture:
        future = CompletableFuture()
        future.completeExceptionally(exc)
        return future

    @staticmethod
    def allOf(*futures: Any) -> CompletableFuture:
        futures = _spread(futures)
        result = CompletableFuture()
        pending = [len(futures)]
        lock = threading.Lock()
        if not futures:
            result.complete(None)

        def one_done() -> None:
            with lock:
                pending[0] -= 1
                last = pending[0] == 0
            if last:
                failed = next((f._exc for f in futures if f._exc is not None), None)
                if failed is not None:
                    result._finish(None, _wrapped(failed))
                else:
                    result.complete(None)

        for f in futures:
            f._then(one_done)
        return result

    @staticmethod
    def anyOf(*futures: Any) -> CompletableFuture:
        futures = _spread(futures)
        result = CompletableFuture()
        for f in futures:
            f._then(lambda f=f: result._finish(f._value, _wrapped(f._exc) if f._exc else None))
        return result

    # -- completing --------------------------------------------------------------------------

    def _finish(self, value: Any, exc: BaseException | None) -> bool:
        with self._lock:
            if self._done.is_set():
                return False
            self._value, self._exc = value, exc
            self._done.set()
            callbacks, self._callbacks = self._callbacks, []
        for callback in callbacks:
            callback()
        return True

    def complete(self, value: Any) -> bool:
        return self._finish(value, None)

    def completeExceptionally(self, exc: BaseException) -> bool:
        return self._finish(None, exc)

    def cancel(self, may_interrupt: bool = False) -> bool:
        done = self._finish(None, CancellationException())
        self._cancelled = self._cancelled or done
        return done or self._cancelled

    def _then(self, callback: Callable[[], None]) -> None:
        with self._lock:
            if not self._done.is_set():
                self._callbacks.append(callback)
                return
        callback()

    # -- reading -----------------------------------------------------------------------------

    def isDone(self) -> bool:
        return self._done.is_set()

    def isCompletedExceptionally(self) -> bool:
        return self._done.is_set() and self._exc is not None

    def isCancelled(self) -> bool:
        return self._cancelled

    def get(self, timeout: float | None = None, unit: TimeUnit | None = None) -> Any:
        seconds = unit._seconds(timeout) if unit is not None and timeout is not None else timeout
        if not self._done.wait(seconds):
            raise TimeoutException()
        if isinstance(self._exc, CancellationException):
            raise self._exc
        if self._exc is not None:
            cause = _unwrapped(self._exc)
            raise ExecutionException(cause) from cause
        return self._value

    def join(self) -> Any:
        self._done.wait()
        if isinstance(self._exc, CancellationException):
            raise self._exc
        if self._exc is not None:
            raise _wrapped(self._exc)
        return self._value

    def getNow(self, absent: Any) -> Any:
        return self.join() if self._done.is_set() else absent

    # -- dependent stages --------------------------------------------------------------------

    def _stage(self, on_value: Any, on_exc: Any = None) -> CompletableFuture:
        """A new stage: ``on_value(value)`` (or ``on_exc(exception)``) completes it with what it
        answers; what they raise fails it; without ``on_exc`` a failure passes on, wrapped."""
        result = CompletableFuture()

        def run() -> None:
            try:
                if self._exc is None:
                    result.complete(on_value(self._value))
                elif on_exc is not None:
                    result.complete(on_exc(_wrapped(self._exc)))
                else:
                    result._finish(None, _wrapped(self._exc))
            except Exception as e:  # noqa: BLE001 (a stage fails with what the program raises)
                result._finish(None, _wrapped(e))

        self._then(run)
        return result

    def thenApply(self, fn: Any, executor: Any = None) -> CompletableFuture:
        return self._stage(fn)

    def thenAccept(self, fn: Any, executor: Any = None) -> CompletableFuture:
        return self._stage(lambda v: (fn(v), None)[1])

    def thenRun(self, fn: Any, executor: Any = None) -> CompletableFuture:
        action = _call(fn)
        return self._stage(lambda v: (action(), None)[1])

    def thenCompose(self, fn: Any, executor: Any = None) -> CompletableFuture:
        result = CompletableFuture()

        def chain(value: Any) -> None:
            inner: CompletableFuture = fn(value)
            inner._then(
                lambda: result._finish(
                    inner._value, _wrapped(inner._exc) if inner._exc is not None else None
                )
            )

        failed = self._stage(chain)
        failed._then(lambda: failed._exc is not None and result._finish(None, failed._exc))
        return result

    def thenCombine(self, other: CompletableFuture, fn: Any, executor: Any = None) -> Any:
        return self.thenCompose(lambda a: other.thenApply(lambda b: fn(a, b)))

    def exceptionally(self, fn: Any) -> CompletableFuture:
        result = CompletableFuture()

        def run() -> None:
            try:
                if self._exc is None:
                    result.complete(self._value)
                else:
                    result.complete(fn(self._exc))
            except Exception as e:  # noqa: BLE001 (a stage fails with what the program raises)
                result._finish(None, _wrapped(e))

        self._then(run)
        return result

    def handle(self, fn: Any, executor: Any = None) -> CompletableFuture:
        result = CompletableFuture()

        def run() -> None:
            try:
                result.complete(fn(self._value, self._exc))
            except Exception as e:  # noqa: BLE001 (a stage fails with what the program raises)
                result._finish(None, _wrapped(e))

        self._then(run)
        return result

    def whenComplete(self, fn: Any, executor: Any = None) -> CompletableFuture:
        result = CompletableFuture()

        def run() -> None:
            try:
                fn(self._value, self._exc)
            except Exception as e:  # noqa: BLE001 (a stage fails with what the program raises)
                if self._exc is None:
                    result._finish(None, _wrapped(e))
                    return
            result._finish(self._value, _wrapped(self._exc) if self._exc is not None else None)

        self._then(run)
        return result

    def toCompletableFuture(self) -> CompletableFuture:
        return self

    thenApplyAsync = thenApply
    thenAcceptAsync = thenAccept
    thenRunAsync = thenRun
    thenComposeAsync = thenCompose
    thenCombineAsync = thenCombine
    handleAsync = handle
    whenCompleteAsync = whenComplete


# A CompletionStage is the CompletableFuture that toCompletableFuture() answers.
CompletionStage = CompletableFuture
