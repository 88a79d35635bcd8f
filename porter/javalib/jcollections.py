"""Java's collections where Python's builtins behave differently: ``HashMap`` and ``HashSet``
iterate in Java's bucket order (so a port prints what Java prints), ``TreeMap`` and
``TreeSet`` keep keys sorted, ``List.of`` and its kin refuse changes, ``ListIterator`` walks
both ways, and ``Arrays``/``Collections`` helpers keep Java's algorithms (``shuffle`` with a
seeded ``Random`` gives Java's order). Each class is a subclass of the builtin it stands for,
so the rule tables' ``dict``/``list``/``set`` spellings keep working on it."""

from __future__ import annotations

import bisect
import copy
import enum
import functools
from collections.abc import Callable, Iterable, Iterator, MutableSet
from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING, Any, Self, cast

from porter.javalib.boxes import compare
from porter.javalib.entries import MapEntry
from porter.javalib.exceptions import (
    ArrayIndexOutOfBoundsException,
    IllegalArgumentException,
    NoSuchElementException,
)
from porter.javalib.hashing import javaHash
from porter.javalib.iterators import JIterator
from porter.javalib.jrandom import Random
from porter.javalib.string_conversion import jstr
from porter.javalib.strings import compareTo as string_compare

if TYPE_CHECKING:
    from typing import Self  # Python 3.11; only read by the type checkers

__all__ = ["javaHash"]

_MAX_CAPACITY = 1 << 30


def _table_size_for(capacity: int) -> int:
    n = 1
    while n < capacity:
        n <<= 1
    return min(max(n, 1), _MAX_CAPACITY)


def _jstr(value: Any) -> str:
    return "(this Map)" if value is None else jstr(value)


def mapToString(m: dict[Any, Any]) -> str:
    """``AbstractMap.toString``: ``{k1=v1, k2=v2}``."""
    return "{" + ", ".join(f"{jstr(k)}={jstr(v)}" for k, v in m.items()) + "}"


def collectionToString(items: Iterable[Any]) -> str:
    """``AbstractCollection.toString``: ``[a, b]``."""
    return "[" + ", ".join(jstr(v) for v in items) + "]"


class HashMap(dict[Any, Any]):
    """``java.util.HashMap``: a ``dict`` whose iteration follows Java's table: by bucket
    (``(h ^ h >>> 16) & (capacity - 1)`` of the key's Java ``hashCode``), then by insertion
    within a bucket; the table doubles past 0.75 full and never shrinks, as Java's."""

    def __init__(self, source: Any = None, capacity: int | None = None) -> None:
        super().__init__()
        if isinstance(source, int) and not isinstance(source, bool):
            capacity, source = source, None
        if capacity is not None:
            if capacity < 0:
                raise ValueError(f"Illegal initial capacity: {capacity}")
            self._capacity = _table_size_for(capacity) if capacity > 0 else 1
        elif isinstance(source, dict):
            self._capacity = _table_size_for(max(int(len(source) / 0.75 + 1), 16))
        else:
            self._capacity = 16
        self._order: list[Any] | None = None
        # A key's place in its bucket: put appends, merge and the compute methods insert at
        # the bucket's head, as Java's do; a resize keeps the relative order.
        self._seq: dict[Any, int] = {}
        self._tail = 0
        self._head = 0
        if source is not None:
            self.update(source)

    def _grow(self) -> None:
        while len(self) > self._capacity * 0.75 and self._capacity < _MAX_CAPACITY:
            self._capacity *= 2

    def _ordered(self) -> list[Any]:
        if self._order is None:
            mask = self._capacity - 1
            places = []
            for key in dict.__iter__(self):
                h = javaHash(key) & 0xFFFFFFFF
                places.append(((h ^ (h >> 16)) & mask, self._seq[key], key))
            places.sort(key=lambda p: (p[0], p[1]))
            self._order = [key for _, _, key in places]
        return self._order

    def __setitem__(self, key: Any, value: Any) -> None:
        if key not in self:
            self._tail += 1
            self._seq[key] = self._tail
            self._order = None
            dict.__setitem__(self, key, value)
            self._grow()
        else:
            dict.__setitem__(self, key, value)

    def insertAtHead(self, key: Any, value: Any) -> None:
        """A new key placed first in its bucket (``merge``, ``compute``, ``computeIfAbsent``)."""
        if key in self:
            dict.__setitem__(self, key, value)
            return
        self._head -= 1
        self._seq[key] = self._head
        self._order = None
        dict.__setitem__(self, key, value)
        self._grow()

    def __delitem__(self, key: Any) -> None:
        dict.__delitem__(self, key)
        self._seq.pop(key, None)
        self._order = None

    def pop(self, key: Any, *default: Any) -> Any:
        if key in self:
            self._order = None
            self._seq.pop(key, None)
        return dict.pop(self, key, *default)

    def popitem(self) -> tuple[Any, Any]:
        key = self._ordered()[0]
        return key, self.pop(key)

    def setdefault(self, key: Any, default: Any = None) -> Any:
        if key not in self:
            self[key] = default
        return dict.__getitem__(self, key)

    def update(self, *args: Any, **kwargs: Any) -> None:
        for key, value in dict(*args, **kwargs).items():
            self[key] = value

    def clear(self) -> None:
        dict.clear(self)
        self._seq.clear()
        self._order = None

    def __iter__(self) -> Iterator[Any]:
        return iter(self._ordered())

    def keys(self) -> Any:
        return list(self._ordered())

    def values(self) -> Any:
        return [dict.__getitem__(self, k) for k in self._ordered()]

    def items(self) -> Any:
        return [(k, dict.__getitem__(self, k)) for k in self._ordered()]

    def copy(self) -> HashMap:
        return type(self)(self)

    clone = copy  # Java's clone() sizes the table for the entries, as the copy constructor

    def toString(self) -> str:
        return mapToString(self)

    __str__ = __repr__ = toString


class WeakHashMap(HashMap):
    """``java.util.WeakHashMap`` (whose keys the port never lets go): its own table, iterated
    as Java's, from the last bucket to the first and newest first in a bucket; its hash
    spreads the key's ``hashCode`` its own way, it doubles when the size reaches 0.75 of the
    table, and a resize moves each bucket's entries to the head of their new one."""

    def __init__(self, source: Any = None, capacity: int | None = None) -> None:
        if isinstance(source, int) and not isinstance(source, bool):
            capacity, source = source, None
        if capacity is not None and capacity < 0:
            raise ValueError(f"Illegal Initial Capacity: {capacity}")
        size = 16 if capacity is None else 1
        if capacity is not None:
            while size < capacity:
                size <<= 1
        if isinstance(source, dict):
            size = _table_size_for(max(int(len(source) / 0.75) + 1, 16))
        self._table: list[list[Any]] = [[] for _ in range(size)]
        super().__init__(source)

    @staticmethod
    def _spread(key: Any) -> int:
        h = javaHash(key) & 0xFFFFFFFF
        h ^= (h >> 20) ^ (h >> 12)
        return h ^ (h >> 7) ^ (h >> 4)

    def _grow(self) -> None:
        if len(self) >= len(self._table) * 0.75 and len(self._table) < _MAX_CAPACITY:
            new: list[list[Any]] = [[] for _ in range(len(self._table) * 2)]
            for bucket in self._table:
                for key in bucket:
                    new[self._spread(key) & (len(new) - 1)].insert(0, key)
            self._table = new

    def _ordered(self) -> list[Any]:
        return [key for bucket in reversed(self._table) for key in bucket]

    def __setitem__(self, key: Any, value: Any) -> None:
        if key not in self:
            self._table[self._spread(key) & (len(self._table) - 1)].insert(0, key)
            dict.__setitem__(self, key, value)
            self._grow()
        else:
            dict.__setitem__(self, key, value)

    insertAtHead = __setitem__

    def _unlink(self, key: Any) -> None:
        self._table[self._spread(key) & (len(self._table) - 1)].remove(key)

    def __delitem__(self, key: Any) -> None:
        dict.__delitem__(self, key)
        self._unlink(key)

    def pop(self, key: Any, *default: Any) -> Any:
        if key in self:
            self._unlink(key)
        return dict.pop(self, key, *default)

    def clear(self) -> None:
        dict.clear(self)
        self._table = [[] for _ in self._table]


class HashSet(set[Any]):
    """``java.util.HashSet``: a ``set`` iterating in the order of Java's backing ``HashMap``."""

    def __init__(self, source: Any = None) -> None:
        super().__init__()
        if isinstance(source, int) and not isinstance(source, bool):
            self._map = HashMap(capacity=source)
        elif source is not None:
            items = list(cast("Iterable[Any]", source))
            self._map = HashMap(capacity=max(int(len(items) / 0.75) + 1, 16))
            for item in items:
                self.add(item)
        else:
            self._map = HashMap()

    def clone(self) -> HashSet:
        return type(self)(self)

    def add(self, item: Any) -> None:
        set.add(self, item)
        self._map[item] = True

    def discard(self, item: Any) -> None:
        set.discard(self, item)
        self._map.pop(item, None)

    def remove(self, item: Any) -> None:
        set.remove(self, item)
        self._map.pop(item, None)

    def pop(self) -> Any:
        item = next(iter(self))
        self.remove(item)
        return item

    def clear(self) -> None:
        set.clear(self)
        self._map.clear()

    def update(self, *others: Iterable[Any]) -> None:
        for other in others:
            for item in other:
                self.add(item)

    def difference_update(self, *others: Iterable[Any]) -> None:
        for other in others:
            for item in list(other):
                self.discard(item)

    def intersection_update(self, *others: Iterable[Any]) -> None:
        keep = set(self).intersection(*others)
        for item in list(self):
            if item not in keep:
                self.discard(item)

    # In place operators return this set; mypy calls that incompatible with ``__or__``'s new
    # set, as for typeshed's own ``set`` (whose stubs carry the same ignore).
    def __ior__(self, other: AbstractSet[Any]) -> Self:  # type: ignore[misc]  # as set's own
        self.update(other)
        return self

    def __isub__(self, other: AbstractSet[Any]) -> Self:  # type: ignore[misc]  # as set's own
        self.difference_update(other)
        return self

    def __iand__(self, other: AbstractSet[Any]) -> Self:  # type: ignore[misc]  # as set's own
        self.intersection_update(other)
        return self

    def __iter__(self) -> Iterator[Any]:
        return iter(self._map)

    def toString(self) -> str:
        return collectionToString(self)

    __str__ = __repr__ = toString


def _natural(a: Any, b: Any) -> int:
    """Java's natural order: an enum's by ordinal, a ported ``Comparable``'s own
    ``compareTo``, else Python's (numbers, strings)."""
    if isinstance(a, enum.Enum) and isinstance(b, enum.Enum):  # Java's enums: by ordinal
        members = list(type(a))
        return members.index(a) - members.index(b)
    own = getattr(a, "compareTo", None)
    if own is not None:
        return int(own(b))
    order: int = (a > b) - (a < b)
    return order


def natural_key(items: Iterable[Any]) -> Callable[[Any], Any] | None:
    """The sort key of Java's natural order for ``items``: ``None`` where Python's order is
    Java's (numbers, strings), else one that asks the elements' ``compareTo`` (a ported
    ``Comparable``) or an enum's ordinal (judged by the first element)."""
    for first in items:
        if isinstance(first, enum.Enum) or hasattr(type(first), "compareTo"):
            return functools.cmp_to_key(_natural)
        return None
    return None


def _comparator(function: Any) -> Callable[[Any, Any], int]:
    """A Java ``Comparator`` given where a collection or capacity could be: ``(a, b) -> int``."""
    return cast("Callable[[Any, Any], int]", function)


class LinkedHashSet(MutableSet[Any]):
    """Java's insertion-ordered set; equal to any set with the same elements, as in Java."""

    def __init__(self, items: Iterable[Any] = ()) -> None:
        self._items: dict[Any, None] = dict.fromkeys(items)

    def clone(self) -> LinkedHashSet:
        return type(self)(self)

    def __contains__(self, item: object) -> bool:
        return item in self._items

    def __iter__(self) -> Iterator[Any]:
        return iter(list(self._items))

    def __len__(self) -> int:
        return len(self._items)

    def add(self, item: Any) -> None:
        self._items[item] = None

    def discard(self, item: Any) -> None:
        self._items.pop(item, None)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, AbstractSet)
            and len(self) == len(other)
            and all(i in other for i in self)
        )

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return "{" + ", ".join(map(repr, self)) + "}"


class TreeMap(dict[Any, Any]):
    """``java.util.TreeMap``: keys kept in their natural order or a ``Comparator``'s
    (a function ``(a, b) -> int``), with the navigation methods."""

    def __init__(
        self, source: Any = None, comparator: Callable[[Any, Any], int] | None = None
    ) -> None:
        super().__init__()
        if callable(source) and not isinstance(source, dict):
            comparator, source = _comparator(source), None
        self._cmp = comparator or _natural
        self._key = functools.cmp_to_key(self._cmp)
        self._sorted: list[Any] = []
        if source is not None:
            for key, value in dict(source).items():
                self[key] = value

    def comparator(self) -> Callable[[Any, Any], int] | None:
        return None if self._cmp is _natural else self._cmp

    def clone(self) -> TreeMap:
        return TreeMap(self, self.comparator())

    def _index(self, key: Any) -> int:
        return bisect.bisect_left(self._sorted, self._key(key), key=self._key)

    def __setitem__(self, key: Any, value: Any) -> None:
        if key is None:
            raise TypeError("TreeMap does not permit null keys")
        if key not in self:
            self._sorted.insert(
                bisect.bisect_left(self._sorted, self._key(key), key=self._key), key
            )
        dict.__setitem__(self, key, value)

    def __delitem__(self, key: Any) -> None:
        dict.__delitem__(self, key)
        self._sorted.remove(key)

    def pop(self, key: Any, *default: Any) -> Any:
        if key in self:
            self._sorted.remove(key)
        return dict.pop(self, key, *default)

    def setdefault(self, key: Any, default: Any = None) -> Any:
        if key not in self:
            self[key] = default
        return dict.__getitem__(self, key)

    def update(self, *args: Any, **kwargs: Any) -> None:
        for key, value in dict(*args, **kwargs).items():
            self[key] = value

    def clear(self) -> None:
        dict.clear(self)
        self._sorted.clear()

    def __iter__(self) -> Iterator[Any]:
        return iter(list(self._sorted))

    def keys(self) -> Any:
        return list(self._sorted)

    def values(self) -> Any:
        return [dict.__getitem__(self, k) for k in self._sorted]

    def items(self) -> Any:
        return [(k, dict.__getitem__(self, k)) for k in self._sorted]

    def _need(self) -> None:
        if not self._sorted:
            raise NoSuchElementException()

    def firstKey(self) -> Any:
        self._need()
        return self._sorted[0]

    def lastKey(self) -> Any:
        self._need()
        return self._sorted[-1]

    def firstEntry(self) -> MapEntry | None:
        # a snapshot of the entry, which refuses setValue (Java's TreeMap.exportEntry)
        return MapEntry(self._sorted[0], self[self._sorted[0]]) if self._sorted else None

    def lastEntry(self) -> MapEntry | None:
        return MapEntry(self._sorted[-1], self[self._sorted[-1]]) if self._sorted else None

    def pollFirstEntry(self) -> MapEntry | None:
        entry = self.firstEntry()
        if entry is not None:
            del self[entry[0]]
        return entry

    def pollLastEntry(self) -> MapEntry | None:
        entry = self.lastEntry()
        if entry is not None:
            del self[entry[0]]
        return entry

    def _at(self, index: int) -> Any:
        return self._sorted[index] if 0 <= index < len(self._sorted) else None

    def ceilingKey(self, key: Any) -> Any:
        return self._at(bisect.bisect_left(self._sorted, self._key(key), key=self._key))

    def higherKey(self, key: Any) -> Any:
        return self._at(bisect.bisect_right(self._sorted, self._key(key), key=self._key))

    def floorKey(self, key: Any) -> Any:
        return self._at(bisect.bisect_right(self._sorted, self._key(key), key=self._key) - 1)

    def lowerKey(self, key: Any) -> Any:
        return self._at(bisect.bisect_left(self._sorted, self._key(key), key=self._key) - 1)

    def _entry(self, key: Any) -> MapEntry | None:
        return None if key is None else MapEntry(key, self[key])

    def ceilingEntry(self, key: Any) -> tuple[Any, Any] | None:
        return self._entry(self.ceilingKey(key))

    def higherEntry(self, key: Any) -> tuple[Any, Any] | None:
        return self._entry(self.higherKey(key))

    def floorEntry(self, key: Any) -> tuple[Any, Any] | None:
        return self._entry(self.floorKey(key))

    def lowerEntry(self, key: Any) -> tuple[Any, Any] | None:
        return self._entry(self.lowerKey(key))

    def descendingKeySet(self) -> list[Any]:
        return list(reversed(self._sorted))

    def _slice(self, keys: list[Any]) -> TreeMap:
        out = TreeMap(comparator=self.comparator())
        for key in keys:
            out[key] = self[key]
        return out

    def headMap(self, to: Any, inclusive: bool = False) -> TreeMap:
        cut = (bisect.bisect_right if inclusive else bisect.bisect_left)(
            self._sorted, self._key(to), key=self._key
        )
        return self._slice(self._sorted[:cut])

    def tailMap(self, start: Any, inclusive: bool = True) -> TreeMap:
        cut = (bisect.bisect_left if inclusive else bisect.bisect_right)(
            self._sorted, self._key(start), key=self._key
        )
        return self._slice(self._sorted[cut:])

    def subMap(self, start: Any, *rest: Any) -> TreeMap:
        """``subMap(from, to)`` (from included, to not) or ``subMap(from, fromInclusive, to,
        toInclusive)``."""
        if len(rest) == 1:
            return self.tailMap(start).headMap(rest[0])
        start_inclusive, end, end_inclusive = rest
        return self.tailMap(start, start_inclusive).headMap(end, end_inclusive)

    def descendingMap(self) -> dict[Any, Any]:
        return {k: self[k] for k in reversed(self._sorted)}

    def navigableKeySet(self) -> list[Any]:
        return list(self._sorted)

    def toString(self) -> str:
        return mapToString(self)

    __str__ = __repr__ = toString


class TreeSet(set[Any]):
    """``java.util.TreeSet``: a ``set`` iterating in sorted order, with ``first``, ``last``,
    ``ceiling``, ``floor``, ``headSet``, ``tailSet``."""

    def __init__(self, source: Any = None, comparator: Callable[[Any, Any], int] | None = None):
        super().__init__()
        if callable(source) and not isinstance(source, Iterable):
            comparator, source = _comparator(source), None
        self._map = TreeMap(comparator=comparator)
        for item in source or ():
            self.add(item)

    def comparator(self) -> Callable[[Any, Any], int] | None:
        return self._map.comparator()

    def clone(self) -> TreeSet:
        return TreeSet(self, self.comparator())

    def add(self, item: Any) -> None:
        set.add(self, item)
        self._map[item] = True

    def discard(self, item: Any) -> None:
        set.discard(self, item)
        self._map.pop(item, None)

    def remove(self, item: Any) -> None:
        set.remove(self, item)
        self._map.pop(item, None)

    def clear(self) -> None:
        set.clear(self)
        self._map.clear()

    def update(self, *others: Iterable[Any]) -> None:
        for other in others:
            for item in other:
                self.add(item)

    def __iter__(self) -> Iterator[Any]:
        return iter(self._map)

    def first(self) -> Any:
        return self._map.firstKey()

    def last(self) -> Any:
        return self._map.lastKey()

    def ceiling(self, item: Any) -> Any:
        return self._map.ceilingKey(item)

    def floor(self, item: Any) -> Any:
        return self._map.floorKey(item)

    def higher(self, item: Any) -> Any:
        return self._map.higherKey(item)

    def lower(self, item: Any) -> Any:
        return self._map.lowerKey(item)

    def pollFirst(self) -> Any:
        if not self:
            return None
        item = self.first()
        self.remove(item)
        return item

    def pollLast(self) -> Any:
        if not self:
            return None
        item = self.last()
        self.remove(item)
        return item

    def headSet(self, to: Any, inclusive: bool = False) -> TreeSet:
        return TreeSet(self._map.headMap(to, inclusive), self._map.comparator())

    def tailSet(self, start: Any, inclusive: bool = True) -> TreeSet:
        return TreeSet(self._map.tailMap(start, inclusive), self._map.comparator())

    def descendingSet(self) -> list[Any]:
        return list(reversed(self._map.keys()))

    def toString(self) -> str:
        return collectionToString(self)

    __str__ = __repr__ = toString


class EnumMap(TreeMap):
    """``java.util.EnumMap``: keys in their enum's order (its constants' ordinals);
    ``new EnumMap<>(Level.class)`` is empty, ``new EnumMap<>(map)`` a copy."""

    def __init__(self, source: Any = None) -> None:
        super().__init__(source if isinstance(source, dict) else None)

    def clone(self) -> EnumMap:
        return EnumMap(self)


class EnumSet(TreeSet):
    """``java.util.EnumSet``: constants of one enum, iterated in their order, made by
    ``of``, ``noneOf``, ``allOf``, ``range``, ``complementOf`` and ``copyOf``."""

    def __init__(self, enum_type: Any, items: Iterable[Any] = ()) -> None:
        super().__init__(items)
        self._type = enum_type

    def clone(self) -> EnumSet:
        return EnumSet(self._type, self)

    @staticmethod
    def of(first: Any, *rest: Any) -> EnumSet:
        return EnumSet(type(first), [first, *rest])

    @staticmethod
    def noneOf(enum_type: Any) -> EnumSet:
        return EnumSet(enum_type)

    @staticmethod
    def allOf(enum_type: Any) -> EnumSet:
        return EnumSet(enum_type, list(enum_type))

    @staticmethod
    def range(start: Any, end: Any) -> EnumSet:
        members = list(type(start))
        return EnumSet(type(start), members[members.index(start) : members.index(end) + 1])

    @staticmethod
    def complementOf(other: EnumSet) -> EnumSet:
        return EnumSet(other._type, [m for m in other._type if m not in other])

    @staticmethod
    def copyOf(items: Iterable[Any]) -> EnumSet:
        if isinstance(items, EnumSet):
            return EnumSet(items._type, items)
        listed = list(items)
        if not listed:
            raise IllegalArgumentException("Collection is empty")
        return EnumSet(type(listed[0]), listed)


class PriorityQueue:
    """``java.util.PriorityQueue``: Java's binary heap (the same array, so iteration and
    ``toString`` show Java's order), by natural order or a ``Comparator`` ``(a, b) -> int``."""

    def __init__(self, first: Any = None, second: Any = None) -> None:
        # (), (capacity), (comparator), (capacity, comparator), (collection); a collection
        # that is a PriorityQueue or a TreeSet gives its comparator, as Java's constructor takes
        if isinstance(first, (PriorityQueue, TreeSet)) and second is None:
            second = first.comparator()
        comparator = (
            _comparator(second)
            if second is not None
            else _comparator(first)
            if callable(first)
            else None
        )
        self._cmp: Callable[[Any, Any], int] = comparator or _natural
        self._comparator = comparator
        self._queue: list[Any] = []
        if first is not None and not callable(first) and not isinstance(first, int):
            for item in first:
                self.add(item)

    def comparator(self) -> Callable[[Any, Any], int] | None:
        return self._comparator

    def add(self, item: Any) -> bool:
        if item is None:
            raise TypeError("PriorityQueue does not permit null elements")
        q = self._queue
        q.append(item)
        k = len(q) - 1
        while k > 0:  # sift up
            parent = (k - 1) >> 1
            if self._cmp(item, q[parent]) >= 0:
                break
            q[k] = q[parent]
            k = parent
        q[k] = item
        return True

    offer = add

    def addAll(self, items: Iterable[Any]) -> bool:
        changed = False
        for item in items:
            changed = self.add(item) or changed
        return changed

    def peek(self) -> Any:
        return self._queue[0] if self._queue else None

    def element(self) -> Any:
        if not self._queue:
            raise IndexError("the queue is empty")  # Java: NoSuchElementException
        return self._queue[0]

    def poll(self) -> Any:
        if not self._queue:
            return None
        return self._remove_at(0)

    def remove(self, *item: Any) -> Any:
        if not item:  # remove(): the head, or NoSuchElementException
            self.element()
            return self._remove_at(0)
        for i, value in enumerate(self._queue):
            if value == item[0]:
                self._remove_at(i)
                return True
        return False

    def _remove_at(self, i: int) -> Any:
        q = self._queue
        removed = q[i]
        last = q.pop()
        if i == len(q):
            return removed
        self._sift_down(i, last)
        if q[i] is last:  # it did not move down: it may belong higher
            k = i
            while k > 0:
                parent = (k - 1) >> 1
                if self._cmp(last, q[parent]) >= 0:
                    break
                q[k] = q[parent]
                k = parent
            q[k] = last
        return removed

    def _sift_down(self, k: int, item: Any) -> None:
        q = self._queue
        n = len(q)
        half = n >> 1
        while k < half:
            child = 2 * k + 1
            right = child + 1
            if right < n and self._cmp(q[child], q[right]) > 0:
                child = right
            if self._cmp(item, q[child]) <= 0:
                break
            q[k] = q[child]
            k = child
        q[k] = item

    def size(self) -> int:
        return len(self._queue)

    def __len__(self) -> int:
        return len(self._queue)

    def isEmpty(self) -> bool:
        return not self._queue

    def clear(self) -> None:
        self._queue.clear()

    def contains(self, item: Any) -> bool:
        return item in self._queue

    def __contains__(self, item: Any) -> bool:
        return item in self._queue

    def __iter__(self) -> Iterator[Any]:
        return iter(list(self._queue))

    def iterator(self) -> Any:
        return JIterator(list(self._queue))

    def toArray(self, *_: Any) -> list[Any]:
        return list(self._queue)

    def stream(self) -> Any:
        return list(self._queue)

    def toString(self) -> str:
        return collectionToString(self._queue)

    __str__ = __repr__ = toString


class ImmutableList(list[Any]):
    """``List.of``/``Collections.unmodifiableList``: a list whose changes raise Java's
    ``UnsupportedOperationException`` (``NotImplementedError`` by the contract)."""

    def _refuse(self: Any, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError("UnsupportedOperationException: immutable list")

    append = extend = insert = remove = pop = clear = sort = reverse = _refuse
    __setitem__ = __delitem__ = __iadd__ = __imul__ = _refuse

    def toString(self) -> str:
        return collectionToString(self)

    __str__ = __repr__ = toString


class ArrayView(list[Any]):
    """``Arrays.asList(array)``: a fixed-size list over the array; setting an element (or
    sorting) writes the array too, adding or removing raises Java's
    ``UnsupportedOperationException`` (``NotImplementedError``)."""

    __slots__ = ("_array",)

    def __init__(self, array: list[Any]) -> None:
        super().__init__(array)
        self._array = array

    def _refuse(self: Any, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError("UnsupportedOperationException: fixed-size list")

    append = extend = insert = remove = pop = clear = _refuse
    __delitem__ = __iadd__ = __imul__ = _refuse

    def __setitem__(self, index: Any, value: Any) -> None:
        if isinstance(index, slice) and len(range(*index.indices(len(self)))) != len(value):
            self._refuse()
        super().__setitem__(index, value)
        self._array[index] = value

    def sort(self, *args: Any, **kwargs: Any) -> None:
        super().sort(*args, **kwargs)
        self._array[:] = self

    def reverse(self) -> None:
        super().reverse()
        self._array[:] = self


def _write_through(name: str) -> Any:
    """A ``SubList`` method that changes the view, then the list it views."""

    def change(self: SubList, *args: Any, **kwargs: Any) -> Any:
        before = len(self)
        result = getattr(list, name)(self, *args, **kwargs)
        self._sync(before)
        return result

    change.__name__ = name
    return change


class SubList(list[Any]):
    """``list.subList(from, to)``: the elements ``from`` to ``to - 1``, whose changes change
    the list (``xs.subList(0, 2).clear()`` removes the first two). Changes made to the list
    afterwards are not seen (Java's view would throw ConcurrentModificationException for
    most of them)."""

    __slots__ = ("_parent", "_start")

    def __init__(self, parent: list[Any], start: int, end: int) -> None:
        super().__init__(parent[start:end])
        self._parent, self._start = parent, start

    def _sync(self, before: int) -> None:
        self._parent[self._start : self._start + before] = list(self)

    def __setitem__(self, index: Any, value: Any) -> None:
        before = len(self)
        super().__setitem__(index, value)
        self._sync(before)

    def __delitem__(self, index: Any) -> None:
        before = len(self)
        super().__delitem__(index)
        self._sync(before)

    def __iadd__(self, other: Any) -> Self:
        self.extend(other)
        return self

    append = _write_through("append")
    extend = _write_through("extend")
    insert = _write_through("insert")
    pop = _write_through("pop")
    remove = _write_through("remove")
    clear = _write_through("clear")
    sort = _write_through("sort")
    reverse = _write_through("reverse")


def subList(items: Any, start: int, end: int) -> Any:
    """``List.subList`` with Java's bounds checks: a view of a Python list (``SubList``)."""
    if start < 0:
        raise IndexError(f"fromIndex = {start}")
    if end > len(items):
        raise IndexError(f"toIndex = {end}")
    if start > end:
        raise ValueError(f"fromIndex({start}) > toIndex({end})")
    if isinstance(items, list) and not isinstance(items, ImmutableList):
        return SubList(items, start, end)
    return ImmutableList(items[start:end]) if isinstance(items, ImmutableList) else items[start:end]


class ImmutableMap(dict[Any, Any]):
    """``Map.of``/``Collections.unmodifiableMap``: a dict whose changes raise."""

    def _refuse(self: Any, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError("UnsupportedOperationException: immutable map")

    __setitem__ = __delitem__ = pop = popitem = clear = update = setdefault = _refuse

    def toString(self) -> str:
        return mapToString(self)

    __str__ = __repr__ = toString


def listOf(*items: Any) -> ImmutableList:
    """``List.of(...)``: no nulls, no changes."""
    if any(item is None for item in items):
        raise TypeError("List.of: null element")
    return ImmutableList(items)


def setOf(*items: Any) -> frozenset[Any]:
    """``Set.of(...)``: no nulls, no duplicates (Java refuses them)."""
    out = frozenset(items)
    if None in out:
        raise TypeError("Set.of: null element")
    if len(out) != len(items):
        raise ValueError(f"duplicate element: {_first_duplicate(items)}")
    return out


def _first_duplicate(items: Iterable[Any]) -> Any:
    seen: set[Any] = set()
    for item in items:
        if item in seen:
            return item
        seen.add(item)
    return None


def mapOf(*pairs: Any) -> ImmutableMap:
    """``Map.of(k1, v1, k2, v2, ...)``."""
    out: dict[Any, Any] = {}
    for key, value in zip(pairs[::2], pairs[1::2]):
        if key in out:
            raise ValueError(f"duplicate key: {key}")
        out[key] = value
    return ImmutableMap(out)


class ListIterator:
    """``List.listIterator([index])``: Java's cursor between elements, both ways, with
    ``set``, ``add`` and ``remove`` of the element last returned."""

    def __init__(self, items: list[Any], index: int = 0) -> None:
        if not 0 <= index <= len(items):
            raise IndexError(f"Index: {index}")
        self._items = items
        self._cursor = index
        self._last = -1

    def hasNext(self) -> bool:
        return self._cursor < len(self._items)

    def hasPrevious(self) -> bool:
        return self._cursor > 0

    def next(self) -> Any:
        if not self.hasNext():
            raise NoSuchElementException()
        self._last = self._cursor
        self._cursor += 1
        return self._items[self._last]

    def previous(self) -> Any:
        if not self.hasPrevious():
            raise NoSuchElementException()
        self._cursor -= 1
        self._last = self._cursor
        return self._items[self._last]

    def nextIndex(self) -> int:
        return self._cursor

    def previousIndex(self) -> int:
        return self._cursor - 1

    def _need_last(self) -> None:
        if self._last < 0:
            raise RuntimeError("IllegalStateException")

    def set(self, value: Any) -> None:
        self._need_last()
        self._items[self._last] = value

    def remove(self) -> None:
        self._need_last()
        del self._items[self._last]
        if self._last < self._cursor:
            self._cursor -= 1
        self._last = -1

    def add(self, value: Any) -> None:
        self._items.insert(self._cursor, value)
        self._cursor += 1
        self._last = -1

    def forEachRemaining(self, action: Callable[[Any], Any]) -> None:
        while self.hasNext():
            action(self.next())

    def __iter__(self) -> Iterator[Any]:
        while self.hasNext():
            yield self.next()


def shuffle(items: list[Any], rnd: Any = None) -> None:
    """``Collections.shuffle(list[, rnd])``: Java's swaps from the end, so that a seeded
    ``Random`` gives Java's order."""
    if rnd is None:
        rnd = Random()
    for i in range(len(items), 1, -1):
        j = rnd.nextInt(i)
        items[i - 1], items[j] = items[j], items[i - 1]


def sort(items: Any, *args: Any) -> None:
    """``Collections.sort``/``List.sort``/``Arrays.sort``: stable, natural or by comparator;
    ``(items[, comparator])`` or ``Arrays.sort(a, from, to[, comparator])``."""
    comparator = args[-1] if len(args) in (1, 3) else None
    if len(args) < 2:
        _sort(items, comparator)
        return
    start, end = args[0], args[1]
    _check_range(len(items), start, end)
    part = list(items[start:end])
    _sort(part, comparator)
    items[start:end] = part


def _sort(items: Any, comparator: Callable[[Any, Any], int] | None) -> None:
    key = natural_key(items) if comparator is None else functools.cmp_to_key(comparator)
    if key is None:
        items.sort()
    elif isinstance(items, list):
        items.sort(key=key)
    else:
        # a numpy array (an int[][]'s rows by a comparator): its rows reordered, stably
        order = sorted(range(len(items)), key=lambda i: key(items[i]))
        items[:] = items[order]


def _check_range(length: int, start: int, end: int) -> None:
    """Arrays' ``(fromIndex, toIndex)``: Java's exceptions for a range that is not one."""
    if start > end:
        raise IllegalArgumentException(f"fromIndex({start}) > toIndex({end})")
    if start < 0:
        raise ArrayIndexOutOfBoundsException(f"Array index out of range: {start}")
    if end > length:
        raise ArrayIndexOutOfBoundsException(f"Array index out of range: {end}")


def max_(items: Iterable[Any], comparator: Callable[[Any, Any], int] | None = None) -> Any:
    """``Collections.max``: the greatest element, by natural order or the comparator (the
    first of equal ones, as Java's); an empty collection raises NoSuchElementException."""
    return _extreme(items, comparator, 1)


def min_(items: Iterable[Any], comparator: Callable[[Any, Any], int] | None = None) -> Any:
    """``Collections.min``: as ``max_``, the least."""
    return _extreme(items, comparator, -1)


def _extreme(items: Iterable[Any], comparator: Any, sign: int) -> Any:
    order = comparator if comparator is not None else compareTo
    it = iter(items)
    try:
        best = next(it)
    except StopIteration:
        raise NoSuchElementException() from None
    for item in it:
        if sign * order(item, best) > 0:
            best = item
    return best


def nCopies(n: int, value: Any) -> ImmutableList:
    if n < 0:
        raise ValueError(f"List length = {n}")
    return ImmutableList([value] * n)


def frequency(items: Iterable[Any], value: Any) -> int:
    return sum(1 for item in items if item == value)


def swap(items: list[Any], i: int, j: int) -> None:
    items[i], items[j] = items[j], items[i]


def rotate(items: list[Any], distance: int) -> None:
    """``Collections.rotate``: each element moves ``distance`` places on, the last ones coming
    round to the front (a negative distance rotates the other way)."""
    if items:
        cut = -(distance % len(items))
        items[:] = items[cut:] + items[:cut] if cut else items[:]


def fill(items: list[Any], value: Any) -> None:
    items[:] = [value] * len(items)


def copyInto(target: list[Any], source: list[Any]) -> None:
    """``Collections.copy``: the source's elements over the target's first ones."""
    if len(source) > len(target):
        raise IndexError("Source does not fit in dest")
    target[: len(source)] = source


def disjoint(a: Iterable[Any], b: Iterable[Any]) -> bool:
    others = list(b)
    return not any(item in others for item in a)


def indexOfSubList(items: list[Any], target: list[Any]) -> int:
    n = len(target)
    return next((i for i in range(len(items) - n + 1) if items[i : i + n] == target), -1)


def lastIndexOfSubList(items: list[Any], target: list[Any]) -> int:
    n = len(target)
    return next((i for i in range(len(items) - n, -1, -1) if items[i : i + n] == target), -1)


def replaceAllEqual(items: list[Any], old: Any, new: Any) -> bool:
    """``Collections.replaceAll``: every element equal to ``old`` becomes ``new``."""
    found = False
    for i, item in enumerate(items):
        if item == old:
            items[i], found = new, True
    return found


def addAll(target: Any, *items: Any) -> bool:
    """``Collections.addAll(c, elements...)``: each element added as ``c.add`` adds it (a
    set keeps one of each); whether the collection changed."""
    if isinstance(target, (set, dict)) or hasattr(target, "add"):
        before = len(target)
        for item in items:
            target.add(item)
        return len(target) != before
    target.extend(items)
    return bool(items)


def cloneOf(items: Any) -> Any:
    """A collection's ``clone()``: another of its class holding the same elements (not copies
    of them); a class of porter.javalib makes its own, a builtin (an ``ArrayList``, a
    ``LinkedHashMap``, a subclass the program declares) is copied as Python copies it."""
    own = getattr(items, "clone", None)
    return own() if callable(own) else copy.copy(items)


def copyOf(items: Any, length: int | None = None) -> Any:
    """``Arrays.copyOf(array, n)`` (padded with the element type's zero: ``0``, ``False`` or
    ``None`` as the first element suggests) or ``List.copyOf``."""
    if length is None:
        return ImmutableList(items)
    out = list(items[:length])
    if length > len(out):
        sample = items[0] if len(items) else None
        zero: Any = (
            False
            if isinstance(sample, bool)
            else 0.0
            if isinstance(sample, float)
            else 0
            if isinstance(sample, int)
            else None
        )
        out.extend([zero] * (length - len(out)))
    return _like(items, out)


def copyOfRange(items: Any, start: int, end: int) -> Any:
    if start > end:
        raise ValueError(f"{start} > {end}")
    return copyOf(items[start:], end - start)


def _like(template: Any, values: list[Any]) -> Any:
    to_numpy = getattr(template, "dtype", None)
    if to_numpy is not None:
        import numpy as np

        return np.array(values, dtype=template.dtype)
    return values


def deepToString(items: Any) -> str:
    """``Arrays.deepToString``: nested arrays as ``[[1, 2], [3, 4]]``."""
    if isinstance(items, (list, tuple)) or getattr(items, "ndim", 0) > 0:
        return "[" + ", ".join(deepToString(v) for v in list(items)) + "]"
    if str(getattr(items, "dtype", "")) == "float32":  # a float[] element: Java's float text
        return jstr(items.item(), width="float")
    return jstr(items.item() if hasattr(items, "item") else items)


def binarySearch(items: Any, *args: Any) -> int:
    """``Arrays.binarySearch``/``Collections.binarySearch`` ``(a, key[, comparator])`` or
    ``(a, from, to, key[, comparator])``: Java's halving (which of equal elements it finds),
    the index, or ``-(insertion point) - 1``; natural order is ``compareTo``'s."""
    low, high = 0, len(items) - 1
    if len(args) >= 3:
        _check_range(len(items), args[0], args[1])
        low, high = args[0], args[1] - 1
        args = args[2:]
    key = args[0]
    order = args[1] if len(args) > 1 and args[1] is not None else compareTo
    while low <= high:
        mid = (low + high) >> 1
        c = order(items[mid], key)
        if c < 0:
            low = mid + 1
        elif c > 0:
            high = mid - 1
        else:
            return mid
    return -(low + 1)


# -- Java's default methods of List, Collection and Map, over Python's builtins -----------


def requireNonNull(value: Any, message: Any = None) -> Any:
    """``Objects.requireNonNull``: Java's ``NullPointerException`` is ``TypeError`` by the
    contract."""
    if value is None:
        raise TypeError(message() if callable(message) else message)
    return value


def requireNonNullElse(value: Any, default: Any) -> Any:
    """``Objects.requireNonNullElse``: the value, else the default (which may not be null)."""
    return value if value is not None else requireNonNull(default, "defaultObj")


def requireNonNullElseGet(value: Any, supplier: Any) -> Any:
    """``Objects.requireNonNullElseGet``: the value, else what the supplier gives (not null)."""
    if value is not None:
        return value
    return requireNonNull(requireNonNull(supplier, "supplier")(), "supplier.get()")


def lastIndexOf(items: list[Any], value: Any) -> int:
    for i in range(len(items) - 1, -1, -1):
        if items[i] == value:
            return i
    return -1


def listRemoveValue(items: list[Any], value: Any) -> bool:
    """``List.remove(Object)``: the first equal element out, and whether there was one."""
    for k, item in enumerate(items):
        if item == value:
            del items[k]
            return True
    return False


def removeIf(items: Any, predicate: Callable[[Any], bool]) -> bool:
    doomed = [item for item in items if predicate(item)]
    if isinstance(items, list):
        items[:] = [item for item in items if not predicate(item)]
    else:
        for item in doomed:
            items.discard(item)
    return bool(doomed)


def replaceAll(items: list[Any], operator: Callable[[Any], Any]) -> None:
    items[:] = [operator(item) for item in items]


def retainAll(items: Any, keep: Iterable[Any]) -> bool:
    kept = list(keep)
    return removeIf(items, lambda item: item not in kept)


def removeAll(items: Any, doomed: Iterable[Any]) -> bool:
    gone = list(doomed)
    return removeIf(items, lambda item: item in gone)


def putIfAbsent(m: dict[Any, Any], key: Any, value: Any) -> Any:
    current = m.get(key)
    if current is None:
        m[key] = value
    return current


def computeIfAbsent(m: dict[Any, Any], key: Any, function: Callable[[Any], Any]) -> Any:
    current = m.get(key)
    if current is None:
        current = function(key)
        if current is not None:
            _put_new(m, key, current)
    return current


def computeIfPresent(m: dict[Any, Any], key: Any, function: Callable[[Any, Any], Any]) -> Any:
    current = m.get(key)
    if current is None:
        return None
    value = function(key, current)
    if value is None:
        m.pop(key, None)
    else:
        m[key] = value
    return value


def compute(m: dict[Any, Any], key: Any, function: Callable[[Any, Any], Any]) -> Any:
    value = function(key, m.get(key))
    if value is None:
        m.pop(key, None)
    else:
        _put_new(m, key, value)
    return value


def merge(m: dict[Any, Any], key: Any, value: Any, function: Callable[[Any, Any], Any]) -> Any:
    """``Map.merge``: ``value`` where the key is absent, else ``function(old, value)``; a
    ``null`` result removes the key."""
    current = m.get(key)
    merged = value if current is None else function(current, value)
    if merged is None:
        m.pop(key, None)
    else:
        _put_new(m, key, merged)
    return merged


def _put_new(m: dict[Any, Any], key: Any, value: Any) -> None:
    if isinstance(m, HashMap):
        m.insertAtHead(key, value)
    else:
        m[key] = value


def mapForEach(m: dict[Any, Any], action: Callable[[Any, Any], Any]) -> None:
    for key, value in list(m.items()):
        action(key, value)


def compareTo(a: Any, b: Any) -> int:
    """``a.compareTo(b)`` where ``a``'s class is only known to be ``Comparable``: a ported
    class's own ``compareTo``, ``String``'s over UTF-16 units, else the natural order's
    sign (as ``Integer.compareTo`` and ``Double.compareTo`` give)."""
    own = getattr(a, "compareTo", None)
    if own is not None:
        return int(own(b))
    if isinstance(a, str):
        return string_compare(a, b)
    return compare(a, b)


# -- java.util's queues over a list (front at index 0) ----------------------------------------


def _first(items: list[Any]) -> Any:
    if not items:
        raise NoSuchElementException()
    return items[0]


def _last(items: list[Any]) -> Any:
    if not items:
        raise NoSuchElementException()
    return items[-1]


def deque_offer(items: list[Any], value: Any) -> bool:
    items.append(value)
    return True


deque_offerLast = deque_offer


def deque_addLast(items: list[Any], value: Any) -> None:
    items.append(value)


def deque_push(items: list[Any], value: Any) -> None:
    items.insert(0, value)


deque_addFirst = deque_push


def deque_offerFirst(items: list[Any], value: Any) -> bool:
    items.insert(0, value)
    return True


def deque_poll(items: list[Any]) -> Any:
    return items.pop(0) if items else None


deque_pollFirst = deque_poll


def deque_pollLast(items: list[Any]) -> Any:
    return items.pop() if items else None


def deque_peek(items: list[Any]) -> Any:
    return items[0] if items else None


deque_peekFirst = deque_peek


def deque_peekLast(items: list[Any]) -> Any:
    return items[-1] if items else None


def deque_element(items: list[Any]) -> Any:
    return _first(items)


deque_getFirst = deque_element


def deque_getLast(items: list[Any]) -> Any:
    return _last(items)


def deque_pop(items: list[Any]) -> Any:
    _first(items)
    return items.pop(0)


deque_removeFirst = deque_pop


def deque_removeLast(items: list[Any]) -> Any:
    _last(items)
    return items.pop()


def deque_remove(items: list[Any], *value: Any) -> Any:
    """``remove()``: the head (NoSuchElementException when empty); ``remove(o)``: the first
    element equal to ``o``, and whether there was one."""
    if not value:
        return deque_pop(items)
    if value[0] in items:
        items.remove(value[0])
        return True
    return False


def deque_descendingIterator(items: list[Any]) -> JIterator:
    return JIterator(list(reversed(items)))


def linkedList_remove(items: list[Any], *index: Any) -> Any:
    """A LinkedList's ``remove()`` (the head) or ``remove(int)`` (at the index)."""
    if not index:
        return deque_pop(items)
    return items.pop(index[0])


def _element_compare(a: Any, b: Any, dtype: Any) -> int:
    """One element pair as ``Arrays.compare`` compares it: a byte, short or char by its
    difference (their ``compare``), other numbers by -1/0/1, objects by ``compareTo``."""
    if isinstance(a, str) and len(a) == 1 and isinstance(b, str) and len(b) == 1:
        return ord(a) - ord(b)  # a char array (a String compares the same way here)
    if getattr(dtype, "kind", "") in "iu" and getattr(dtype, "itemsize", 8) <= 2:
        return int(a) - int(b)
    if hasattr(a, "compareTo"):
        return a.compareTo(b)
    if isinstance(a, str):
        return string_compare(a, b)
    return (a > b) - (a < b)


def arraysMismatch(a: Any, b: Any) -> int:
    """``Arrays.mismatch``: the first index where the arrays differ, the shorter one's length
    if one is a prefix of the other, -1 if they are equal."""
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return i
    return -1 if len(a) == len(b) else min(len(a), len(b))


def arraysCompare(a: Any, b: Any) -> int:
    """``Arrays.compare``: lexicographic, null first, then by length."""
    if a is None or b is None:
        return 0 if a is b else -1 if a is None else 1
    i = arraysMismatch(a, b)
    if i >= 0 and i < min(len(a), len(b)):
        return _element_compare(a[i], b[i], getattr(a, "dtype", None))
    return len(a) - len(b)
