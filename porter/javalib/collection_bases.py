"""JDK collections as the bases of the program's classes (``class Lru extends
LinkedHashMap``, ``class Bag extends ArrayList``): the Python builtin the port uses for the
collection, with Java's methods by name, so that the subclass's own methods call the
inherited ones (``size()``, ``super.add(x)``) and override them (``removeEldestEntry``, which
a ``put`` of a new key asks, as Java's ``LinkedHashMap`` does)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from porter.javalib.bounds import listIndex, listOutOfBounds
from porter.javalib.entries import MapEntry, entrySet
from porter.javalib.hashing import javaHash
from porter.javalib.iterators import JIterator
from porter.javalib.jcollections import HashMap, HashSet, collectionToString, mapToString


class ArrayListBase(list[Any]):
    """``java.util.ArrayList`` (and ``LinkedList``, ``Vector``) as a base class."""

    def __init__(self, source: Any = None) -> None:
        super().__init__()
        if source is not None and not isinstance(source, int):  # (int: a capacity)
            self.extend(source)

    def add(self, *args: Any) -> Any:
        if len(args) == 1:
            self.append(args[0])
            return True
        index, value = args
        if not 0 <= index <= len(self):
            listOutOfBounds(self, index)
        self.insert(index, value)
        return None

    def addAll(self, items: Iterable[Any]) -> bool:
        before = len(self)
        self.extend(items)
        return len(self) != before

    def get(self, index: int) -> Any:
        return self[listIndex(self, index)]

    def set(self, index: int, value: Any) -> Any:
        index = listIndex(self, index)
        old, self[index] = self[index], value
        return old

    def remove(self, item: Any) -> Any:
        """``remove(int)`` takes out the element at an index, ``remove(Object)`` an equal one."""
        if isinstance(item, int) and not isinstance(item, bool):
            return self.pop(listIndex(self, item))
        for k, value in enumerate(self):
            if value == item:
                del self[k]
                return True
        return False

    def size(self) -> int:
        return len(self)

    def isEmpty(self) -> bool:
        return not self

    def contains(self, item: Any) -> bool:
        return item in self

    def indexOf(self, item: Any) -> int:
        return next((k for k, value in enumerate(self) if value == item), -1)

    def iterator(self) -> JIterator:
        return JIterator(self)

    def forEach(self, action: Callable[[Any], Any]) -> None:
        for value in list(self):
            action(value)

    def equals(self, other: Any) -> bool:
        return isinstance(other, list) and list(self) == list(other)

    def hashCode(self) -> int:
        return javaHash(list(self))

    def toString(self) -> str:
        return collectionToString(self)

    __str__ = __repr__ = toString


class _MapMethods:
    """Java's ``Map`` methods over a ``dict`` (``self[key] = value`` is ``put``)."""

    def put(self: Any, key: Any, value: Any) -> Any:
        old = dict.get(self, key)
        self[key] = value
        return old

    def getOrDefault(self: Any, key: Any, default: Any) -> Any:
        return self.get(key) if key in self else default

    def containsKey(self: Any, key: Any) -> bool:
        return key in self

    def containsValue(self: Any, value: Any) -> bool:
        return any(v == value for v in self.values())

    def remove(self: Any, key: Any) -> Any:
        return self.pop(key, None)

    def putAll(self: Any, other: Any) -> None:
        for key, value in list(other.items()):
            self[key] = value

    def putIfAbsent(self: Any, key: Any, value: Any) -> Any:
        old = self.get(key)
        if old is None:
            self[key] = value
        return old

    def size(self: Any) -> int:
        return len(self)

    def isEmpty(self: Any) -> bool:
        return len(self) == 0

    def keySet(self: Any) -> list[Any]:
        return list(self.keys())

    def entrySet(self: Any) -> list[MapEntry]:
        return entrySet(self)

    def forEach(self: Any, action: Callable[[Any, Any], Any]) -> None:
        for key, value in list(self.items()):
            action(key, value)

    def equals(self: Any, other: Any) -> bool:
        return isinstance(other, dict) and dict(self) == dict(other)

    def hashCode(self: Any) -> int:
        return javaHash(dict(self))

    def toString(self: Any) -> str:
        return mapToString(self)


class HashMapBase(_MapMethods, HashMap):
    """``java.util.HashMap`` as a base class (Java's iteration order, porter.javalib's)."""

    def __init__(self, source: Any = None, load_factor: float | None = None) -> None:
        super().__init__(source)

    __str__ = __repr__ = _MapMethods.toString


class LinkedHashMapBase(_MapMethods, dict[Any, Any]):
    """``java.util.LinkedHashMap`` as a base class: insertion order, or access order
    (``super(capacity, loadFactor, true)``: ``get`` and ``put`` move a key last), and
    ``removeEldestEntry(eldest)``, asked after a new key is put, removing the first entry
    where it answers true."""

    def __init__(self, source: Any = None, load_factor: float = 0.75, access_order: bool = False):
        super().__init__()
        self._access_order = access_order
        if isinstance(source, dict):
            for key, value in source.items():
                dict.__setitem__(self, key, value)

    def removeEldestEntry(self, eldest: Any) -> bool:
        return False

    def _touch(self, key: Any) -> None:
        value = dict.pop(self, key)
        dict.__setitem__(self, key, value)

    def get(self, key: Any, default: Any = None) -> Any:
        if key not in self:
            return default
        if self._access_order:
            self._touch(key)
        return dict.__getitem__(self, key)

    def getOrDefault(self, key: Any, default: Any) -> Any:
        return self.get(key) if key in self else default

    def __setitem__(self, key: Any, value: Any) -> None:
        if key in self:
            dict.__setitem__(self, key, value)
            if self._access_order:
                self._touch(key)
            return
        dict.__setitem__(self, key, value)
        eldest = next(iter(self))
        if self.removeEldestEntry((eldest, dict.__getitem__(self, eldest))):
            dict.__delitem__(self, eldest)

    __str__ = __repr__ = _MapMethods.toString


class HashSetBase(HashSet):
    """``java.util.HashSet`` as a base class."""

    def size(self) -> int:
        return len(self)

    def isEmpty(self) -> bool:
        return len(self) == 0

    def contains(self, item: Any) -> bool:
        return item in self

    def toString(self) -> str:
        return collectionToString(self)

    def add(self, item: Any) -> bool:  # type: ignore[override]  # Java's add says if it was new
        new = item not in self
        HashSet.add(self, item)
        return new

    def remove(self, item: Any) -> bool:  # type: ignore[override]
        if item not in self:
            return False
        HashSet.remove(self, item)
        return True
