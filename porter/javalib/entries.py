"""``java.util.Map.Entry`` values: ``Map.entry(k, v)``, the entries of ``entrySet()`` (whose
``setValue`` writes through to the map), ``TreeMap.firstEntry()`` and kin, and
``AbstractMap.SimpleEntry``/``SimpleImmutableEntry``. Each is a ``(key, value)`` pair to
Python (indexed, unpacked, equal to the tuple) that prints ``key=value`` and hashes
``key.hashCode() ^ value.hashCode()``, as Java's entries do."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from porter.javalib.exceptions import NullPointerException, UnsupportedOperationException
from porter.javalib.hashing import javaHash
from porter.javalib.string_conversion import jstr


class MapEntry:
    """A key and its value; ``setValue`` is refused unless the entry is mutable (a
    ``SimpleEntry``) or a map's own (then the map's value changes too)."""

    __slots__ = ("_key", "_owner", "_value", "_writable")
    _prints_itself = True  # a pair, yet printed as key=value (string_conversion.jstr)

    def __init__(self, key: Any, value: Any, owner: Any = None, writable: bool = False) -> None:
        self._key, self._value, self._owner = key, value, owner
        self._writable = writable or owner is not None

    def getKey(self) -> Any:
        return self._key

    def getValue(self) -> Any:
        return self._value

    def setValue(self, value: Any) -> Any:
        if not self._writable:
            raise UnsupportedOperationException()
        old, self._value = self._value, value
        if self._owner is not None:
            self._owner[self._key] = value
        return old

    def __getitem__(self, index: int) -> Any:
        return (self._key, self._value)[index]

    def __iter__(self) -> Iterator[Any]:
        return iter((self._key, self._value))

    def __len__(self) -> int:
        return 2

    def __eq__(self, other: object) -> bool:
        """``Map.Entry.equals``: any entry (or pair) with an equal key and value."""
        if isinstance(other, (MapEntry, tuple)) and len(other) == 2:
            return (self._key, self._value) == tuple(other)
        return False

    equals = __eq__

    def __hash__(self) -> int:
        return hash((self._key, self._value))

    def hashCode(self) -> int:
        return javaHash(self._key) ^ javaHash(self._value)

    def toString(self) -> str:
        return f"{jstr(self._key)}={jstr(self._value)}"

    __str__ = __repr__ = toString


def entry(key: Any, value: Any) -> MapEntry:
    """``Map.entry(k, v)``: an unmodifiable entry, refusing null as Java's does."""
    if key is None or value is None:
        raise NullPointerException()
    return MapEntry(key, value)


def entrySet(owner: Any) -> list[MapEntry]:
    """``map.entrySet()``: the map's entries in its order, each writing through to it."""
    return [MapEntry(k, v, owner) for k, v in list(owner.items())]


def _pair(key: Any, value: Any, given: int) -> tuple[Any, Any]:
    # (k, v), or (entry): the constructors' copy of another entry
    if given == 1 and isinstance(key, (MapEntry, tuple)):
        return key[0], key[1]
    return key, value


class SimpleEntry(MapEntry):
    """``new AbstractMap.SimpleEntry<>(k, v)`` or ``(entry)``: an entry whose value
    ``setValue`` changes."""

    __slots__ = ()

    def __init__(self, key: Any, *value: Any) -> None:
        super().__init__(*_pair(key, value[0] if value else None, 1 + len(value)), writable=True)


class SimpleImmutableEntry(MapEntry):
    """``new AbstractMap.SimpleImmutableEntry<>(k, v)`` or ``(entry)``."""

    __slots__ = ()

    def __init__(self, key: Any, *value: Any) -> None:
        super().__init__(*_pair(key, value[0] if value else None, 1 + len(value)))
