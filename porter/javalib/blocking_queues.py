"""``java.util.concurrent``'s blocking queues between threads: ``ArrayBlockingQueue`` and
``LinkedBlockingQueue`` (bounded or not, first in first out) and ``SynchronousQueue`` (no
room at all: a ``put`` waits for a ``take``, ``offer`` succeeds only where a taker waits).
One condition guards each queue; timeouts take Java's ``(long, TimeUnit)``."""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Iterator
from typing import Any

from porter.javalib.exceptions import (
    IllegalArgumentException,
    IllegalStateException,
    NoSuchElementException,
    NullPointerException,
)
from porter.javalib.string_conversion import jstr

_UNBOUNDED = (1 << 31) - 1  # Integer.MAX_VALUE


def _add(c: Any, e: Any) -> None:
    """Into a Java collection: the port's list (append) or a class with Java's add."""
    if isinstance(c, list):
        c.append(e)
    else:
        c.add(e)


def _seconds(timeout: Any, unit: Any) -> float:
    return unit._seconds(timeout)  # type: ignore[no-any-return]


class BlockingQueue:
    """A queue of at most ``capacity`` elements; ``put`` waits for room, ``take`` for an
    element."""

    def __init__(self, capacity: int = _UNBOUNDED) -> None:
        if capacity <= 0:
            raise IllegalArgumentException()
        self._capacity = capacity
        self._items: deque[Any] = deque()
        self._cond = threading.Condition()

    # -- adding
    def _room(self) -> bool:
        return len(self._items) < self._capacity

    def offer(self, e: Any, timeout: Any = None, unit: Any = None) -> bool:
        if e is None:
            raise NullPointerException()
        with self._cond:
            if unit is not None:
                end = time.monotonic() + _seconds(timeout, unit)
                while not self._room():
                    left = end - time.monotonic()
                    if left <= 0:
                        return False
                    self._cond.wait(left)
            elif not self._room():
                return False
            self._items.append(e)
            self._cond.notify_all()
            return True

    def add(self, e: Any) -> bool:
        if not self.offer(e):
            raise IllegalStateException("Queue full")
        return True

    def put(self, e: Any) -> None:
        if e is None:
            raise NullPointerException()
        with self._cond:
            while not self._room():
                self._cond.wait()
            self._items.append(e)
            self._cond.notify_all()

    def addAll(self, items: Any) -> bool:
        for e in list(items):
            self.add(e)
        return bool(items)

    # -- removing
    def _pop(self) -> Any:
        e = self._items.popleft()
        self._cond.notify_all()
        return e

    def take(self) -> Any:
        with self._cond:
            while not self._items:
                self._cond.wait()
            return self._pop()

    def poll(self, timeout: Any = None, unit: Any = None) -> Any:
        with self._cond:
            if unit is not None:
                end = time.monotonic() + _seconds(timeout, unit)
                while not self._items:
                    left = end - time.monotonic()
                    if left <= 0:
                        return None
                    self._cond.wait(left)
            return self._pop() if self._items else None

    def remove(self, *o: Any) -> Any:
        """``remove()``: the head (NoSuchElementException when empty); ``remove(o)``: whether
        ``o`` was there."""
        with self._cond:
            if not o:
                if not self._items:
                    raise NoSuchElementException()
                return self._pop()
            try:
                self._items.remove(o[0])
            except ValueError:
                return False
            self._cond.notify_all()
            return True

    def drainTo(self, c: Any, maxElements: int = _UNBOUNDED) -> int:
        with self._cond:
            n = 0
            while self._items and n < maxElements:
                _add(c, self._items.popleft())
                n += 1
            self._cond.notify_all()
            return n

    def clear(self) -> None:
        with self._cond:
            self._items.clear()
            self._cond.notify_all()

    # -- looking
    def peek(self) -> Any:
        with self._cond:
            return self._items[0] if self._items else None

    def element(self) -> Any:
        head = self.peek()
        if head is None:
            raise NoSuchElementException()
        return head

    def size(self) -> int:
        with self._cond:
            return len(self._items)

    def isEmpty(self) -> bool:
        return self.size() == 0

    def remainingCapacity(self) -> int:
        with self._cond:
            return self._capacity - len(self._items)

    def contains(self, o: Any) -> bool:
        with self._cond:
            return o in self._items

    def __len__(self) -> int:
        return self.size()

    def __iter__(self) -> Iterator[Any]:
        with self._cond:
            return iter(list(self._items))

    def iterator(self) -> Any:
        from porter.javalib.iterators import JIterator

        return JIterator(list(self))

    def toArray(self, *a: Any) -> list[Any]:
        return list(self)

    def toString(self) -> str:
        return "[" + ", ".join(jstr(e) for e in self) + "]"

    __str__ = toString


class ArrayBlockingQueue(BlockingQueue):
    """``new ArrayBlockingQueue<>(capacity[, fair[, items]])``."""

    def __init__(self, capacity: int, fair: bool = False, items: Any = None) -> None:
        super().__init__(capacity)
        for e in items or ():
            self.add(e)


class LinkedBlockingQueue(BlockingQueue):
    """``new LinkedBlockingQueue<>()``, ``(capacity)`` or ``(collection)``."""

    def __init__(self, capacity: Any = _UNBOUNDED) -> None:
        items = None
        if not isinstance(capacity, int):
            capacity, items = _UNBOUNDED, capacity
        super().__init__(capacity)
        for e in items or ():
            self.add(e)


class LinkedBlockingDeque(LinkedBlockingQueue):
    """Used as a queue: ``LinkedBlockingQueue``'s methods."""


class SynchronousQueue(BlockingQueue):
    """A hand-off: each ``put`` waits until a ``take`` (or a ``poll``) receives its element.
    Never holds anything a caller can see: ``size()`` 0, ``peek()`` null, ``[]``."""

    def __init__(self, fair: bool = False) -> None:
        super().__init__()
        self._takers = 0
        self._offers: deque[list[Any]] = deque()  # [element, received]

    def _hand(self, e: Any, end: float | None) -> bool:
        """Offers ``e`` and waits until it is received (or ``end`` passes: then withdrawn)."""
        slot = [e, False]
        self._offers.append(slot)
        self._cond.notify_all()
        while not slot[1]:
            left = None if end is None else end - time.monotonic()
            if left is not None and left <= 0:
                self._offers.remove(slot)
                return False
            self._cond.wait(left)
        return True

    def put(self, e: Any) -> None:
        if e is None:
            raise NullPointerException()
        with self._cond:
            self._hand(e, None)

    def offer(self, e: Any, timeout: Any = None, unit: Any = None) -> bool:
        if e is None:
            raise NullPointerException()
        with self._cond:
            if unit is not None:
                return self._hand(e, time.monotonic() + _seconds(timeout, unit))
            if self._takers <= len(self._offers):
                return False  # no taker waiting for it
            self._offers.append([e, False])
            self._cond.notify_all()
            return True

    def _receive(self) -> Any:
        slot = self._offers.popleft()
        slot[1] = True
        self._cond.notify_all()
        return slot[0]

    def take(self) -> Any:
        with self._cond:
            self._takers += 1
            try:
                while not self._offers:
                    self._cond.wait()
                return self._receive()
            finally:
                self._takers -= 1

    def poll(self, timeout: Any = None, unit: Any = None) -> Any:
        with self._cond:
            if unit is None:
                return self._receive() if self._offers else None
            end = time.monotonic() + _seconds(timeout, unit)
            self._takers += 1
            try:
                while not self._offers:
                    left = end - time.monotonic()
                    if left <= 0:
                        return None
                    self._cond.wait(left)
                return self._receive()
            finally:
                self._takers -= 1

    def remove(self, *o: Any) -> Any:
        if not o:
            raise NoSuchElementException()
        return False

    def size(self) -> int:
        return 0

    def remainingCapacity(self) -> int:
        return 0

    def peek(self) -> Any:
        return None

    def contains(self, o: Any) -> bool:
        return False

    def clear(self) -> None:
        pass

    def drainTo(self, c: Any, maxElements: int = _UNBOUNDED) -> int:
        n = 0
        while n < maxElements:
            e = self.poll()
            if e is None:
                return n
            _add(c, e)
            n += 1
        return n

    def __iter__(self) -> Iterator[Any]:
        return iter(())
