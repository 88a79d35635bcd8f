"""Spring's ``ThreadPoolTaskExecutor``: a thread pool configured by setters, made by
``initialize()`` (or on first use), with ``java.util.concurrent``'s ``submit``/``execute``
(``porter.javalib.concurrent``'s futures). Python's pool has no core size, queue capacity or
keep-alive: it runs up to ``maxPoolSize`` threads and queues the rest without bound."""

from __future__ import annotations

from typing import Any

from porter.javalib.concurrent import ExecutorService, Future


class ThreadPoolTaskExecutor:
    def __init__(self) -> None:
        self.core, self.max, self.queue, self.prefix = 1, 2**31 - 1, 2**31 - 1, ""
        self.keep_alive, self.await_seconds, self.wait_on_shutdown = 60, 0, False
        self.rejection: Any = None
        self._pool: ExecutorService | None = None

    def setCorePoolSize(self, size: int) -> None:
        self.core = size

    def setMaxPoolSize(self, size: int) -> None:
        self.max = size

    def setQueueCapacity(self, capacity: int) -> None:
        self.queue = capacity

    def setKeepAliveSeconds(self, seconds: int) -> None:
        self.keep_alive = seconds

    def setThreadNamePrefix(self, prefix: str) -> None:
        self.prefix = prefix

    def setRejectedExecutionHandler(self, handler: Any) -> None:
        self.rejection = handler

    def setAwaitTerminationSeconds(self, seconds: int) -> None:
        self.await_seconds = seconds

    def setWaitForTasksToCompleteOnShutdown(self, wait: bool) -> None:
        self.wait_on_shutdown = wait

    def getCorePoolSize(self) -> int:
        return self.core

    def getMaxPoolSize(self) -> int:
        return self.max

    def getThreadNamePrefix(self) -> str:
        return self.prefix

    def initialize(self) -> None:
        if self._pool is None:
            self._pool = ExecutorService(min(self.max, 64))

    def _executor(self) -> ExecutorService:
        self.initialize()
        assert self._pool is not None
        return self._pool

    def submit(self, task: Any) -> Future:
        return self._executor().submit(task)

    def execute(self, task: Any) -> None:
        self._executor().execute(task)

    def shutdown(self) -> None:
        if self._pool is not None:
            if self.wait_on_shutdown:
                self._pool.close()
            else:
                self._pool.shutdown()

    destroy = shutdown
