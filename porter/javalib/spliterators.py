"""``java.util.Spliterator``, ``Spliterators`` and ``StreamSupport``: a spliterator is a
sequential source of elements (its characteristics are kept and answered, never used: the
port's streams run in order, one element at a time), so ``StreamSupport.stream`` over one is a
stream of its elements, in order, ``parallel`` or not."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

from porter.javalib.streams import Stream


def elements(source: Any) -> Iterator[Any]:
    """A Java ``Iterator`` (``hasNext``/``next``, a program's own too) or a Python iterable."""
    if hasattr(source, "hasNext"):
        while source.hasNext():
            yield source.next()
    else:
        yield from source


class Spliterator:
    """The elements of an iterator or an iterable, taken once."""

    ORDERED = 0x00000010
    DISTINCT = 0x00000001
    SORTED = 0x00000004
    SIZED = 0x00000040
    NONNULL = 0x00000100
    IMMUTABLE = 0x00000400
    CONCURRENT = 0x00001000
    SUBSIZED = 0x00004000

    def __init__(self, source: Any, size: int = -1, characteristics: int = 0) -> None:
        self._it = elements(source)
        self._size = size
        self._characteristics = characteristics | (
            Spliterator.SIZED | Spliterator.SUBSIZED if size >= 0 else 0
        )

    def tryAdvance(self, action: Callable[[Any], Any]) -> bool:
        for item in self._it:
            action(item)
            if self._size > 0:
                self._size -= 1
            return True
        return False

    def forEachRemaining(self, action: Callable[[Any], Any]) -> None:
        for item in self._it:
            action(item)
        self._size = 0 if self._size >= 0 else -1

    def estimateSize(self) -> int:
        return self._size if self._size >= 0 else 2**63 - 1  # Long.MAX_VALUE: unknown

    def getExactSizeIfKnown(self) -> int:
        return self._size

    def characteristics(self) -> int:
        return self._characteristics

    def hasCharacteristics(self, characteristics: int) -> bool:
        return self._characteristics & characteristics == characteristics

    def trySplit(self) -> None:
        return None  # never split: the stream stays sequential

    def __iter__(self) -> Iterator[Any]:
        return self._it


def of(source: Any) -> Spliterator:
    """``Iterable.spliterator()`` (a collection's is SIZED and ORDERED, as a list's)."""
    if isinstance(source, Spliterator):
        return source
    if isinstance(source, list | tuple):
        return Spliterator(source, len(source), Spliterator.ORDERED)
    if isinstance(source, set | frozenset | dict):
        return Spliterator(source, len(source), Spliterator.DISTINCT)
    if hasattr(source, "iterator"):  # a program's own Iterable
        return Spliterator(source.iterator())
    return Spliterator(source)


class Spliterators:
    @staticmethod
    def spliteratorUnknownSize(iterator: Any, characteristics: int) -> Spliterator:
        return Spliterator(iterator, -1, characteristics)

    @staticmethod
    def spliterator(source: Any, *more: int) -> Spliterator:
        """``spliterator(Collection, characteristics)`` or ``(Iterator, size, characteristics)``;
        an array's (``spliterator(array, characteristics)``) too."""
        if len(more) == 2:
            return Spliterator(source, more[0], more[1])
        items = list(source) if not hasattr(source, "hasNext") else list(elements(source))
        return Spliterator(items, len(items), more[0] if more else 0)

    @staticmethod
    def emptySpliterator() -> Spliterator:
        return Spliterator((), 0)


class StreamSupport:
    @staticmethod
    def stream(source: Any, *characteristics_parallel: Any) -> Stream:
        """``stream(spliterator, parallel)``, or ``stream(supplier, characteristics,
        parallel)``: the supplier is called."""
        if callable(source) and not isinstance(source, Spliterator | Iterable):
            source = source()
        return Stream(iter(of(source)))
