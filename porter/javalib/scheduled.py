"""``java.util.concurrent.ScheduledExecutorService`` (``Executors.newScheduledThreadPool``):
``schedule`` after a delay, ``scheduleAtFixedRate`` and ``scheduleWithFixedDelay``. A timer
thread keeps the tasks by the time they are due and hands each to the pool's threads when it
is; a periodic task's runs never overlap (a late run starts when the one before ends), and
one that raises runs no more, its future then raising ``ExecutionException``, as in Java.
``shutdown()`` cancels the periodic tasks and lets the delayed ones run, Java's default
policies."""

from __future__ import annotations

import concurrent.futures
import heapq
import itertools
import threading
import time
from typing import Any

from porter.javalib.concurrent import ExecutorService, Future, TimeUnit


class ScheduledFuture(Future):
    """A scheduled task's future: ``get`` waits for a delayed task's result (a periodic
    task's only ends by cancellation or an exception), ``cancel`` stops its next runs."""

    def __init__(self, periodic: bool) -> None:
        super().__init__(concurrent.futures.Future())
        self._periodic = periodic
        self.due = 0.0

    def isPeriodic(self) -> bool:
        return self._periodic

    def getDelay(self, unit: TimeUnit) -> int:
        nanos = int((self.due - time.monotonic()) * 1e9)
        return nanos // unit.value if nanos >= 0 else -(-nanos // unit.value)


class ScheduledExecutorService(ExecutorService):
    def __init__(self, threads: int | None = 1, factory: Any = None) -> None:
        super().__init__(max(threads or 1, 1))
        self._periodics: list[ScheduledFuture] = []
        self._queue: list[tuple[float, int, Any]] = []
        self._order = itertools.count()
        self._wake = threading.Condition()
        self._timer = threading.Thread(target=self._run_timer, daemon=True)
        self._timer.start()

    def _at(self, due: float, job: Any) -> None:
        with self._wake:
            heapq.heappush(self._queue, (due, next(self._order), job))
            self._wake.notify()

    def _run_timer(self) -> None:
        while True:
            with self._wake:
                while not self._queue or self._queue[0][0] > time.monotonic():
                    if self._shutdown and not self._queue:
                        return
                    wait = self._queue[0][0] - time.monotonic() if self._queue else None
                    self._wake.wait(wait)
                _, _, job = heapq.heappop(self._queue)
            try:
                self._futures.append(self._pool.submit(job))
            except RuntimeError:
                return  # shutdownNow: the pool takes no more

    def schedule(self, task: Any, delay: int, unit: TimeUnit) -> ScheduledFuture:
        """Runs ``task`` (a Runnable or a Callable) once, after ``delay``."""
        future = ScheduledFuture(periodic=False)
        future.due = time.monotonic() + unit._seconds(delay)

        def job() -> None:
            if not future._future.set_running_or_notify_cancel():
                return
            try:
                future._future.set_result(_invoke(task))
            except Exception as e:  # noqa: BLE001  (the task's exception: its future's)
                future._future.set_exception(e)

        self._at(future.due, job)
        return future

    def scheduleAtFixedRate(
        self, task: Any, initial: int, period: int, unit: TimeUnit
    ) -> ScheduledFuture:
        """Runs ``task`` after ``initial``, then every ``period`` from the first run's due
        time (late runs start at once, never two at a time)."""
        return self._periodic(task, initial, period, unit, fixed_rate=True)

    def scheduleWithFixedDelay(
        self, task: Any, initial: int, delay: int, unit: TimeUnit
    ) -> ScheduledFuture:
        """Runs ``task`` after ``initial``, then ``delay`` after each run ends."""
        return self._periodic(task, initial, delay, unit, fixed_rate=False)

    def _periodic(
        self, task: Any, initial: int, period: int, unit: TimeUnit, fixed_rate: bool
    ) -> ScheduledFuture:
        if period <= 0:
            raise ValueError()  # Java's IllegalArgumentException
        future = ScheduledFuture(periodic=True)
        future.due = time.monotonic() + unit._seconds(initial)
        step = unit._seconds(period)

        def job() -> None:
            if future._future.done() or self._shutdown:
                return
            try:
                _invoke(task)
            except Exception as e:  # noqa: BLE001  (its future holds it)
                if future._future.set_running_or_notify_cancel():
                    future._future.set_exception(e)
                return
            future.due = (future.due if fixed_rate else time.monotonic()) + step
            if not future._future.done() and not self._shutdown:
                self._at(max(future.due, time.monotonic()), job)

        self._at(future.due, job)
        self._periodics.append(future)
        return future

    def shutdown(self) -> None:
        """No new tasks; the periodic ones stop, the delayed ones still run."""
        for future in self._periodics:
            future.cancel()
        with self._wake:
            self._shutdown = True
            self._wake.notify()
        threading.Thread(target=self._finish, daemon=True).start()

    def _finish(self) -> None:
        self._timer.join()
        self._pool.shutdown(wait=False)

    def shutdownNow(self) -> list[Any]:
        with self._wake:
            pending = [job for _, _, job in self._queue]
            self._queue.clear()
        for future in self._periodics:
            future.cancel()
        super().shutdownNow()
        with self._wake:
            self._wake.notify()
        return pending

    def awaitTermination(self, timeout: float, unit: TimeUnit) -> bool:
        end = time.monotonic() + unit._seconds(timeout)
        self._timer.join(max(end - time.monotonic(), 0))
        if self._timer.is_alive():
            return False
        _, pending = concurrent.futures.wait(self._futures, timeout=max(end - time.monotonic(), 0))
        return not pending

    def isTerminated(self) -> bool:
        return self._shutdown and not self._timer.is_alive() and super().isTerminated()


def _invoke(task: Any) -> Any:
    if callable(task):
        return task()
    for name in ("call", "run"):
        method = getattr(task, name, None)
        if method is not None:
            return method()
    raise TypeError(f"not a Callable or Runnable: {task!r}")
