"""Java's ``Iterator`` over a Python iterable (``hasNext()``/``next()``)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any


class JIterator:
    """A Python iterable with Java's ``hasNext()``/``next()``."""

    _END = object()

    def __init__(self, items: Iterable[Any]) -> None:
        self._it = iter(items)
        self._peeked: Any = JIterator._END

    def hasNext(self) -> bool:
        if self._peeked is JIterator._END:
            self._peeked = next(self._it, JIterator._END)
        return self._peeked is not JIterator._END

    def next(self) -> Any:
        if not self.hasNext():
            raise StopIteration("no more elements")  # Java's NoSuchElementException
        value, self._peeked = self._peeked, JIterator._END
        return value

    def __iter__(self) -> Iterator[Any]:
        while self.hasNext():
            yield self.next()
