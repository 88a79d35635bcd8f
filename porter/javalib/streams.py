"""``java.util.stream``: ``Stream``, ``IntStream``, ``LongStream``, ``DoubleStream`` and
``Collectors``, lazy as Java's (a step runs when a terminal operation pulls), with Java's
results where Python's differ: ``IntStream.sum`` wraps as an ``int``, ``DoubleStream.sum`` is
Kahan-compensated, ``toMap`` refuses duplicate keys, ``groupingBy`` and ``toSet`` give a
``HashMap``/``HashSet`` in Java's order."""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Callable, Iterable, Iterator
from typing import Any

from porter.javalib.exceptions import IllegalStateException
from porter.javalib.ints import wrapInt, wrapLong
from porter.javalib.iterators import JIterator
from porter.javalib.jcollections import HashMap, HashSet, ImmutableList, natural_key
from porter.javalib.string_conversion import jstr

Collector = Callable[[Iterable[Any]], Any]


class Stream:
    """A sequential ``Stream``; each intermediate step returns a new stream over the old."""

    __slots__ = ("_items",)

    def __init__(self, items: Iterable[Any] = ()) -> None:
        self._items = items

    def __iter__(self) -> Iterator[Any]:
        return iter(self._items)

    # -- sources -------------------------------------------------------------------------
    @classmethod
    def of(cls, *items: Any) -> Any:
        return cls(items)

    @classmethod
    def empty(cls) -> Any:
        return cls(())

    @classmethod
    def ofNullable(cls, item: Any) -> Any:
        return cls(() if item is None else (item,))

    @classmethod
    def iterate(cls, seed: Any, *steps: Callable[..., Any]) -> Any:
        """``iterate(seed, next)`` (endless) or ``iterate(seed, hasNext, next)``."""

        def run() -> Iterator[Any]:
            value = seed
            if len(steps) == 1:
                while True:
                    yield value
                    value = steps[0](value)
            while steps[0](value):
                yield value
                value = steps[1](value)

        return cls(run())

    @classmethod
    def generate(cls, supplier: Callable[[], Any]) -> Any:
        return cls(supplier() for _ in itertools.count())

    @classmethod
    def builder(cls) -> StreamBuilder:
        return StreamBuilder(cls)

    @classmethod
    def concat(cls, a: Stream, b: Stream) -> Any:
        return cls(itertools.chain(a, b))

    # -- intermediate steps --------------------------------------------------------------
    def _same(self, items: Iterable[Any]) -> Any:
        return type(self)(items)

    def map(self, mapper: Callable[[Any], Any]) -> Any:
        return self._same(map(mapper, self._items))

    def mapToObj(self, mapper: Callable[[Any], Any]) -> Stream:
        return Stream(map(mapper, self._items))

    def mapToInt(self, mapper: Callable[[Any], Any]) -> IntStream:
        return IntStream(map(mapper, self._items))

    def mapToLong(self, mapper: Callable[[Any], Any]) -> LongStream:
        return LongStream(map(mapper, self._items))

    def mapToDouble(self, mapper: Callable[[Any], Any]) -> DoubleStream:
        return DoubleStream(float(mapper(v)) for v in self._items)

    def flatMap(self, mapper: Callable[[Any], Iterable[Any]]) -> Any:
        return self._same(item for v in self._items for item in mapper(v))

    def filter(self, predicate: Callable[[Any], bool]) -> Any:
        return self._same(filter(predicate, self._items))

    def peek(self, action: Callable[[Any], Any]) -> Any:
        def run() -> Iterator[Any]:
            for v in self._items:
                action(v)
                yield v

        return self._same(run())

    def distinct(self) -> Any:
        return self._same(dict.fromkeys(self._items))

    def sorted(self, comparator: Callable[[Any, Any], int] | None = None) -> Any:
        items = list(self._items)
        key = functools.cmp_to_key(comparator) if comparator is not None else natural_key(items)
        return self._same(sorted(items, key=key))

    def limit(self, n: int) -> Any:
        if n < 0:
            raise ValueError(str(n))
        return self._same(itertools.islice(self._items, n))

    def skip(self, n: int) -> Any:
        if n < 0:
            raise ValueError(str(n))
        return self._same(itertools.islice(self._items, n, None))

    def takeWhile(self, predicate: Callable[[Any], bool]) -> Any:
        return self._same(itertools.takewhile(predicate, self._items))

    def dropWhile(self, predicate: Callable[[Any], bool]) -> Any:
        return self._same(itertools.dropwhile(predicate, self._items))

    def boxed(self) -> Stream:
        return Stream(self._items)

    def parallel(self) -> Any:
        return self

    sequential = unordered = onClose = parallel

    # -- terminal operations -------------------------------------------------------------
    def forEach(self, action: Callable[[Any], Any]) -> None:
        for v in self._items:
            action(v)

    forEachOrdered = forEach

    def collect(self, collector: Collector, *more: Any) -> Any:
        """``collect(collector)``, or Java's three-argument form ``collect(supplier,
        accumulator, combiner)``."""
        if more:
            container = collector()  # type: ignore[call-arg]
            for v in self._items:
                more[0](container, v)
            return container
        return collector(self._items)

    def toList(self) -> ImmutableList:
        return ImmutableList(self._items)

    def toArray(self, generator: Any = None) -> list[Any]:
        return list(self._items)

    def reduce(self, *args: Any) -> Any:
        """``reduce(op)`` → an ``Optional``; ``reduce(identity, op[, combiner])`` → a value."""
        if len(args) == 1:
            it = iter(self._items)
            try:
                first = next(it)
            except StopIteration:
                return None
            return functools.reduce(args[0], it, first)
        return functools.reduce(args[1], self._items, args[0])

    def count(self) -> int:
        return sum(1 for _ in self._items)

    def anyMatch(self, predicate: Callable[[Any], bool]) -> bool:
        return any(predicate(v) for v in self._items)

    def allMatch(self, predicate: Callable[[Any], bool]) -> bool:
        return all(predicate(v) for v in self._items)

    def noneMatch(self, predicate: Callable[[Any], bool]) -> bool:
        return not any(predicate(v) for v in self._items)

    def findFirst(self) -> Any:
        """The first element, or ``None`` (an empty ``Optional``, by the contract)."""
        for v in self._items:
            return v
        return None

    findAny = findFirst

    def min(self, comparator: Callable[[Any, Any], int] | None = None) -> Any:
        return self._extreme(comparator, lambda c: c < 0)

    def max(self, comparator: Callable[[Any, Any], int] | None = None) -> Any:
        return self._extreme(comparator, lambda c: c > 0)

    def _extreme(self, comparator: Any, better: Callable[[int], bool]) -> Any:
        cmp = comparator or (lambda a, b: (a > b) - (a < b))
        best: Any = None
        found = False
        for v in self._items:
            if not found or better(cmp(v, best)):
                best, found = v, True
        return best if found else None

    def iterator(self) -> Any:
        return JIterator(iter(self._items))

    def close(self) -> None:
        pass

    def __enter__(self) -> Any:
        return self

    def __exit__(self, *exc: object) -> None:
        pass


class StreamBuilder:
    """``Stream.builder()`` (``IntStream.builder()``...): ``add``/``accept`` elements, then
    ``build`` the stream once."""

    def __init__(self, kind: type[Stream]) -> None:
        self._kind: type[Stream] | None = kind
        self._items: list[Any] = []

    def accept(self, item: Any) -> None:
        if self._kind is None:
            raise IllegalStateException()
        self._items.append(item)

    def add(self, item: Any) -> StreamBuilder:
        self.accept(item)
        return self

    def build(self) -> Stream:
        if self._kind is None:
            raise IllegalStateException()
        kind, self._kind = self._kind, None
        return kind(self._items)

    def __call__(self, item: Any) -> None:  # a Consumer
        self.accept(item)


def _primitive_values(items: tuple[Any, ...]) -> Any:
    """``IntStream.of(values)``'s varargs: one array given is its elements (Python numbers)."""
    if len(items) == 1 and (
        isinstance(items[0], list | tuple) or getattr(items[0], "ndim", 0) >= 1
    ):
        array = items[0]
        return array.tolist() if hasattr(array, "tolist") else list(array)
    return items


class IntStream(Stream):
    """``IntStream``: ``sum`` wraps as Java's ``int`` does; ``average`` is an
    ``OptionalDouble``; ``max``/``min`` take no comparator."""

    __slots__ = ()
    _wrap = staticmethod(wrapInt)

    @classmethod
    def of(cls, *items: Any) -> Any:
        return cls(_primitive_values(items))

    @classmethod
    def range(cls, start: int, end: int) -> Any:
        return cls(range(start, end))

    @classmethod
    def rangeClosed(cls, start: int, end: int) -> Any:
        return cls(range(start, end + 1))

    def sum(self) -> Any:
        return self._wrap(sum(self._items))

    def average(self) -> float | None:
        items = list(self._items)
        return sum(items) / len(items) if items else None

    def asDoubleStream(self) -> DoubleStream:
        return DoubleStream(float(v) for v in self._items)

    def asLongStream(self) -> LongStream:
        return LongStream(self._items)

    def summaryStatistics(self) -> IntSummaryStatistics:
        if self._wrap is wrapLong:
            return LongSummaryStatistics(self._items)
        return IntSummaryStatistics(self._items)


class LongStream(IntStream):
    __slots__ = ()
    _wrap = staticmethod(wrapLong)


class DoubleStream(Stream):
    """``DoubleStream``: ``sum`` and ``average`` with Java's compensated summation."""

    __slots__ = ()

    @classmethod
    def of(cls, *items: Any) -> Any:
        return cls(_primitive_values(items))

    def sum(self) -> float:
        return compensatedSum(self._items)

    def average(self) -> float | None:
        items = list(self._items)
        return compensatedSum(items) / len(items) if items else None

    def summaryStatistics(self) -> DoubleSummaryStatistics:
        return DoubleSummaryStatistics(self._items)


def compensatedSum(values: Iterable[float]) -> float:
    """Java's ``DoubleStream.sum``: Kahan summation, falling back to the simple sum where the
    compensated one is NaN because of infinities."""
    total = compensation = simple = 0.0
    for value in values:
        simple += value
        tmp = value - compensation
        velvel = total + tmp
        compensation = (velvel - total) - tmp
        total = velvel
    result = total - compensation
    return simple if math.isnan(result) and math.isinf(simple) else result


class IntSummaryStatistics:
    """Java's ``IntSummaryStatistics`` (made empty and fed with ``accept``, or by a stream's
    ``summaryStatistics()``): a long sum, the int extremes, Java's ``toString``."""

    _empty_min: Any = 2**31 - 1
    _empty_max: Any = -(2**31)

    def __init__(self, values: Iterable[Any] = ()) -> None:
        self._count = 0
        self._sum: Any = 0
        self._min = self._empty_min
        self._max = self._empty_max
        for value in values:
            self.accept(value)

    def accept(self, value: Any) -> None:
        self._count += 1
        self._sum = wrapLong(self._sum + value)
        self._min = min(self._min, value)
        self._max = max(self._max, value)

    __call__ = accept  # an IntConsumer (``stream.forEach(stats)``)

    def combine(self, other: IntSummaryStatistics) -> None:
        self._count += other._count
        self._sum = wrapLong(self._sum + other._sum)
        self._min = min(self._min, other._min)
        self._max = max(self._max, other._max)

    def getCount(self) -> int:
        return self._count

    def getSum(self) -> Any:
        return self._sum

    def getMin(self) -> Any:
        return self._min

    def getMax(self) -> Any:
        return self._max

    def getAverage(self) -> float:
        return self.getSum() / self._count if self._count else 0.0

    def toString(self) -> str:
        return (
            f"{type(self).__name__}{{count={self._count}, sum={self.getSum()}, "
            f"min={self._min}, average={self.getAverage():f}, max={self._max}}}"
        )


class LongSummaryStatistics(IntSummaryStatistics):
    _empty_min = 2**63 - 1
    _empty_max = -(2**63)


class DoubleSummaryStatistics(IntSummaryStatistics):
    """Java's ``DoubleSummaryStatistics``: the compensated sum of ``DoubleStream.sum``."""

    _empty_min = math.inf
    _empty_max = -math.inf

    def __init__(self, values: Iterable[Any] = ()) -> None:
        self._values: list[float] = []
        super().__init__(values)

    def accept(self, value: Any) -> None:
        value = float(value)
        self._count += 1
        self._values.append(value)
        # Math.min/max: NaN wins, and -0.0 is below 0.0
        self._min = value if math.isnan(value) or _below(value, self._min) else self._min
        self._max = value if math.isnan(value) or _below(self._max, value) else self._max

    __call__ = accept

    def combine(self, other: IntSummaryStatistics) -> None:
        for value in getattr(other, "_values", ()):
            self.accept(value)

    def getSum(self) -> float:
        return compensatedSum(self._values)

    def toString(self) -> str:
        return (
            f"{type(self).__name__}{{count={self._count}, sum={_fixed(self.getSum())}, "
            f"min={_fixed(self._min)}, average={_fixed(self.getAverage())}, "
            f"max={_fixed(self._max)}}}"
        )


def _fixed(value: float) -> str:
    """Java's ``%f``: six decimals, ``Infinity`` and ``NaN`` spelled as Java spells them."""
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return "Infinity" if value > 0 else "-Infinity"
    return f"{value:f}"


def _below(a: float, b: float) -> bool:
    """``a < b`` in Java's order of Math.min (NaN aside): -0.0 before 0.0."""
    if math.isnan(b):
        return False
    return a < b or (a == b == 0.0 and math.copysign(1.0, a) < math.copysign(1.0, b))


def stream(items: Any, start: int | None = None, end: int | None = None) -> Stream:
    """``Arrays.stream(array[, from, to])``/``collection.stream()``: an ``IntStream`` over
    ints, a ``DoubleStream`` over floats, else a ``Stream``."""
    values = list(items)[start:end] if start is not None else list(items)
    if hasattr(items, "dtype"):
        kind = items.dtype.kind
        values = [v.item() for v in values]
        if kind == "f":
            return DoubleStream(values)
        if kind in "iu":
            return IntStream(values)
    return Stream(values)


# -- Collectors --------------------------------------------------------------------------


def toList() -> Collector:
    return list


def toUnmodifiableList() -> Collector:
    return ImmutableList


def toSet() -> Collector:
    return HashSet


def toCollection(factory: Callable[[], Any]) -> Collector:
    def collect(items: Iterable[Any]) -> Any:
        out = factory()
        for v in items:
            out.add(v) if hasattr(out, "add") else out.append(v)
        return out

    return collect


def toMap(
    key: Callable[[Any], Any],
    value: Callable[[Any], Any],
    merge: Callable[[Any, Any], Any] | None = None,
    factory: Callable[[], Any] | None = None,
) -> Collector:
    def collect(items: Iterable[Any]) -> Any:
        out = factory() if factory is not None else HashMap()
        for item in items:
            k, v = key(item), value(item)
            if v is None:
                raise TypeError("toMap: null value")
            if k in out:
                if merge is None:
                    raise RuntimeError(
                        f"Duplicate key {jstr(k)} (attempted merging values "
                        f"{jstr(out[k])} and {jstr(v)})"
                    )
                v = merge(out[k], v)
            out[k] = v
        return out

    return collect


def joining(delimiter: str = "", prefix: str = "", suffix: str = "") -> Collector:
    return lambda items: prefix + delimiter.join(jstr(v) for v in items) + suffix


def groupingBy(classifier: Callable[[Any], Any], *rest: Any) -> Collector:
    """``groupingBy(classifier[, downstream])`` or ``groupingBy(classifier, mapFactory,
    downstream)``: a ``HashMap`` unless a factory says otherwise."""
    factory = rest[0] if len(rest) == 2 else HashMap
    downstream = rest[-1] if rest else toList()

    def collect(items: Iterable[Any]) -> Any:
        groups: dict[Any, list[Any]] = {}
        for item in items:
            k = classifier(item)
            if k is None:
                raise TypeError("element cannot be mapped to a null key")
            groups.setdefault(k, []).append(item)
        out = factory()
        for k, members in groups.items():
            out[k] = downstream(members)
        return out

    return collect


def partitioningBy(
    predicate: Callable[[Any], bool], downstream: Collector | None = None
) -> Collector:
    downstream = downstream or toList()

    def collect(items: Iterable[Any]) -> Any:
        parts: dict[bool, list[Any]] = {False: [], True: []}
        for item in items:
            parts[bool(predicate(item))].append(item)
        out = HashMap()
        out[False] = downstream(parts[False])
        out[True] = downstream(parts[True])
        return out

    return collect


def counting() -> Collector:
    return lambda items: sum(1 for _ in items)


def summarizingInt(mapper: Callable[[Any], int]) -> Collector:
    return lambda items: IntSummaryStatistics(mapper(v) for v in items)


def summarizingLong(mapper: Callable[[Any], int]) -> Collector:
    return lambda items: LongSummaryStatistics(mapper(v) for v in items)


def summarizingDouble(mapper: Callable[[Any], float]) -> Collector:
    return lambda items: DoubleSummaryStatistics(mapper(v) for v in items)


def summingInt(mapper: Callable[[Any], int]) -> Collector:
    return lambda items: wrapInt(sum(mapper(v) for v in items))


def summingLong(mapper: Callable[[Any], int]) -> Collector:
    return lambda items: wrapLong(sum(mapper(v) for v in items))


def summingDouble(mapper: Callable[[Any], float]) -> Collector:
    return lambda items: compensatedSum(float(mapper(v)) for v in items)


def averagingInt(mapper: Callable[[Any], float]) -> Collector:
    def collect(items: Iterable[Any]) -> float:
        values = [mapper(v) for v in items]
        return sum(values) / len(values) if values else 0.0

    return collect


averagingLong = averagingInt


def averagingDouble(mapper: Callable[[Any], float]) -> Collector:
    def collect(items: Iterable[Any]) -> float:
        values = [float(mapper(v)) for v in items]
        return compensatedSum(values) / len(values) if values else 0.0

    return collect


def mapping(mapper: Callable[[Any], Any], downstream: Collector) -> Collector:
    return lambda items: downstream(mapper(v) for v in items)


def filtering(predicate: Callable[[Any], bool], downstream: Collector) -> Collector:
    return lambda items: downstream(v for v in items if predicate(v))


def reducing(identity: Any, op: Callable[[Any, Any], Any]) -> Collector:
    return lambda items: functools.reduce(op, items, identity)


def minBy(comparator: Callable[[Any, Any], int]) -> Collector:
    return lambda items: Stream(items).min(comparator)


def maxBy(comparator: Callable[[Any, Any], int]) -> Collector:
    return lambda items: Stream(items).max(comparator)


def collectingAndThen(downstream: Collector, finisher: Callable[[Any], Any]) -> Collector:
    return lambda items: finisher(downstream(items))
