"""Java's ``Iterator`` over a Python iterable (``hasNext()``/``next()``), with ``remove()``
over a list or a set (the element ``next()`` returned last leaves the collection, as Java's
``Iterator.remove``)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from porter.javalib.exceptions import NoSuchElementException


class JIterator:
    """A Python iterable with Java's ``hasNext()``/``next()``/``remove()``."""

    _END = object()

    def __init__(self, items: Iterable[Any]) -> None:
        self._items = items
        self._list = items if isinstance(items, list) else None
        self._index = 0  # over a list: the index of the next element (removals shift it)
        self._it = iter(list(items) if isinstance(items, set) else items)
        self._peeked: Any = JIterator._END
        self._last: Any = JIterator._END

    def hasNext(self) -> bool:
        if self._list is not None:
            return self._index < len(self._list)
        if self._peeked is JIterator._END:
            self._peeked = next(self._it, JIterator._END)
        return self._peeked is not JIterator._END

    def next(self) -> Any:
        if not self.hasNext():
            raise NoSuchElementException()
        if self._list is not None:
            value = self._list[self._index]
            self._index += 1
        else:
            value, self._peeked = self._peeked, JIterator._END
        self._last = value
        return value

    def remove(self) -> None:
        if self._last is JIterator._END:
            raise RuntimeError("remove() before next() or twice")  # IllegalStateException
        if self._list is not None:
            self._index -= 1
            del self._list[self._index]
        elif isinstance(self._items, set):
            self._items.discard(self._last)
        else:
            raise NotImplementedError("remove() on an iterator of this collection")
        self._last = JIterator._END

    def __iter__(self) -> Iterator[Any]:
        while self.hasNext():
            yield self.next()
