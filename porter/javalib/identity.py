"""``java.util.IdentityHashMap`` and ``Collections.newSetFromMap(new IdentityHashMap<>())``:
keys compared by identity (``is``), not ``equals``; two equal strings or lists are two keys.

Each is a subclass of the builtin the rule tables spell its Java family with (``dict`` for a
``Map``, ``set`` for a ``Set``), holding each key inside a ``_Ref`` whose hash and equality
are the key's identity; every operation the ports use wraps and unwraps it. The iteration
order is insertion order (Java's follows ``System.identityHashCode``, which no program can
rely on)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from porter.javalib.jcollections import HashSet
from porter.javalib.string_conversion import jstr


class _Ref:
    """A key held by identity."""

    __slots__ = ("key",)

    def __init__(self, key: Any) -> None:
        self.key = key

    def __hash__(self) -> int:
        return id(self.key)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Ref) and other.key is self.key


_MISSING = object()


class IdentityHashMap(dict[Any, Any]):
    """``java.util.IdentityHashMap``: ``put``, ``get``, ``containsKey``, ``remove`` and the
    views by key identity."""

    def __init__(self, source: Any = None) -> None:
        super().__init__()
        if isinstance(source, dict):
            self.update(source)

    def __getitem__(self, key: Any) -> Any:
        return dict.__getitem__(self, _Ref(key))

    def __setitem__(self, key: Any, value: Any) -> None:
        dict.__setitem__(self, _Ref(key), value)

    def __delitem__(self, key: Any) -> None:
        dict.__delitem__(self, _Ref(key))

    def __contains__(self, key: object) -> bool:
        return dict.__contains__(self, _Ref(key))

    def __iter__(self) -> Iterator[Any]:
        return (ref.key for ref in dict.__iter__(self))

    def get(self, key: Any, default: Any = None) -> Any:
        return dict.get(self, _Ref(key), default)

    def pop(self, key: Any, default: Any = _MISSING) -> Any:
        if default is _MISSING:
            return dict.pop(self, _Ref(key))
        return dict.pop(self, _Ref(key), default)

    def popitem(self) -> tuple[Any, Any]:
        ref, value = dict.popitem(self)
        return ref.key, value

    def setdefault(self, key: Any, default: Any = None) -> Any:
        return dict.setdefault(self, _Ref(key), default)

    def update(self, *args: Any, **kwargs: Any) -> None:
        source = args[0] if args else {}
        pairs = source.items() if hasattr(source, "items") else source
        for key, value in pairs:
            self[key] = value
        for key, value in kwargs.items():
            self[key] = value

    def keys(self) -> Any:
        return [ref.key for ref in dict.keys(self)]

    def items(self) -> Any:
        return [(ref.key, value) for ref, value in dict.items(self)]

    def copy(self) -> IdentityHashMap:
        return IdentityHashMap(self)

    clone = copy

    def __eq__(self, other: object) -> bool:
        """``AbstractMap.equals`` as IdentityHashMap defines it: the same keys (by identity)
        holding the same values (by identity)."""
        if not isinstance(other, dict):
            return False
        if len(other) != len(self):
            return False
        return all(k in other and other[k] is v for k, v in self.items())

    __hash__ = None  # type: ignore[assignment]  # mutable, as dict

    def toString(self) -> str:
        return "{" + ", ".join(f"{jstr(k)}={jstr(v)}" for k, v in self.items()) + "}"

    __str__ = __repr__ = toString


class IdentitySet(set[Any]):
    """``Collections.newSetFromMap(new IdentityHashMap<>())``: a set by identity."""

    def __init__(self, items: Iterable[Any] = ()) -> None:
        super().__init__()
        self._order: dict[_Ref, None] = {}  # insertion order, for iteration
        for item in items:
            self.add(item)

    def add(self, item: Any) -> None:
        ref = _Ref(item)
        set.add(self, ref)
        self._order[ref] = None

    def __contains__(self, item: object) -> bool:
        return set.__contains__(self, _Ref(item))

    def discard(self, item: Any) -> None:
        ref = _Ref(item)
        set.discard(self, ref)
        self._order.pop(ref, None)

    def remove(self, item: Any) -> None:
        if item not in self:
            raise KeyError(item)
        self.discard(item)

    def update(self, *others: Iterable[Any]) -> None:
        for other in others:
            for item in other:
                self.add(item)

    def clear(self) -> None:
        set.clear(self)
        self._order.clear()

    def pop(self) -> Any:
        ref = next(iter(self._order))
        self.discard(ref.key)
        return ref.key

    def __iter__(self) -> Iterator[Any]:
        return (ref.key for ref in list(self._order))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, (set, frozenset)) or len(other) != len(self):
            return False
        return all(item in other for item in self)

    __hash__ = None  # type: ignore[assignment]  # mutable, as set

    def toString(self) -> str:
        return "[" + ", ".join(jstr(v) for v in self) + "]"

    __str__ = __repr__ = toString


def newSetFromMap(backing: dict[Any, Any]) -> set[Any]:
    """``Collections.newSetFromMap``: a set with the map's key semantics (identity for an
    ``IdentityHashMap``, ``equals`` for the others)."""
    if len(backing):
        raise ValueError("Map is non-empty")  # Java's IllegalArgumentException
    if isinstance(backing, IdentityHashMap):
        return IdentitySet()
    return HashSet()
