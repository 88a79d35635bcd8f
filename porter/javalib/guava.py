"""Google Guava's everyday classes (``com.google.common.base`` and ``.collect``) over the
port's collections: a Java ``ArrayList`` is a Python list, a ``HashMap`` a dict, a ``HashSet``
a set, so ``Lists.newArrayList`` makes a list. The errors are Java's by the porting contract:
``IllegalArgumentException`` is ``ValueError``, ``NullPointerException`` ``TypeError``,
``IllegalStateException`` ``RuntimeError``, ``IndexOutOfBoundsException`` ``IndexError``,
``UnsupportedOperationException`` ``NotImplementedError``; messages are Guava's."""

from __future__ import annotations

import re
import time
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from porter.javalib.jcollections import ImmutableList as _FrozenList
from porter.javalib.jcollections import ImmutableMap as _FrozenMap
from porter.javalib.jcollections import LinkedHashSet, TreeMap, TreeSet
from porter.javalib.string_conversion import jstr


def _elements(items: tuple[Any, ...]) -> list[Any]:
    """The elements of a Guava factory's arguments: one Iterable, Iterator or array (a
    String is an element, not its characters), or the varargs themselves."""
    if len(items) == 1 and not isinstance(items[0], str | bytes):
        one = items[0]
        if isinstance(one, Iterable | Iterator):
            return list(one)
    return list(items)


def lenientFormat(template: Any, *args: Any) -> str:
    """Guava's ``Strings.lenientFormat``: each ``%s`` takes the next argument; arguments
    left over are appended as `` [a, b]``."""
    text = jstr(template)
    out: list[str] = []
    start = used = 0
    while used < len(args):
        at = text.find("%s", start)
        if at < 0:
            break
        out += [text[start:at], jstr(args[used])]
        used += 1
        start = at + 2
    out.append(text[start:])
    if used < len(args):
        out.append(" [" + ", ".join(jstr(a) for a in args[used:]) + "]")
    return "".join(out)


def _message(template: Any, args: tuple[Any, ...]) -> tuple[str, ...]:
    """An exception's arguments: none for Java's null message."""
    if template is None and not args:
        return ()
    return (lenientFormat(template, *args),)


# -- com.google.common.base ----------------------------------------------------------------


class Preconditions:
    """``checkArgument``/``checkState``/``checkNotNull`` and the index checks."""

    @staticmethod
    def checkArgument(expression: bool, template: Any = None, *args: Any) -> None:
        if not expression:
            raise ValueError(*_message(template, args))

    @staticmethod
    def checkState(expression: bool, template: Any = None, *args: Any) -> None:
        if not expression:
            raise RuntimeError(*_message(template, args))

    @staticmethod
    def checkNotNull(reference: Any, template: Any = None, *args: Any) -> Any:
        if reference is None:
            raise TypeError(*_message(template, args))
        return reference

    @staticmethod
    def checkElementIndex(index: int, size: int, desc: str = "index") -> int:
        if size < 0:
            raise ValueError(f"negative size: {size}")
        if index < 0:
            raise IndexError(f"{desc} ({index}) must not be negative")
        if index >= size:
            raise IndexError(f"{desc} ({index}) must be less than size ({size})")
        return index

    @staticmethod
    def checkPositionIndex(index: int, size: int, desc: str = "index") -> int:
        if size < 0:
            raise ValueError(f"negative size: {size}")
        if index < 0:
            raise IndexError(f"{desc} ({index}) must not be negative")
        if index > size:
            raise IndexError(f"{desc} ({index}) must not be greater than size ({size})")
        return index


class Strings:
    @staticmethod
    def isNullOrEmpty(string: str | None) -> bool:
        return not string

    @staticmethod
    def nullToEmpty(string: str | None) -> str:
        return "" if string is None else string

    @staticmethod
    def emptyToNull(string: str | None) -> str | None:
        return string or None

    @staticmethod
    def padStart(string: str, minLength: int, padChar: str) -> str:
        return padChar * (minLength - len(string)) + string

    @staticmethod
    def padEnd(string: str, minLength: int, padChar: str) -> str:
        return string + padChar * (minLength - len(string))

    @staticmethod
    def repeat(string: str, count: int) -> str:
        if count < 0:
            raise ValueError(f"invalid count: {count}")
        return string * count

    @staticmethod
    def commonPrefix(a: str, b: str) -> str:
        n = 0
        while n < min(len(a), len(b)) and a[n] == b[n]:
            n += 1
        return a[:n]

    @staticmethod
    def commonSuffix(a: str, b: str) -> str:
        n = 0
        while n < min(len(a), len(b)) and a[-1 - n] == b[-1 - n]:
            n += 1
        return a[len(a) - n :]

    lenientFormat = staticmethod(lenientFormat)


class Joiner:
    """``Joiner.on(separator)``: joins ``toString`` of each part; a null part is an error
    unless ``skipNulls()`` or ``useForNull(text)``."""

    def __init__(self, separator: str, null_text: str | None = None, skip: bool = False) -> None:
        self._separator = jstr(separator)
        self._null = null_text
        self._skip = skip

    @staticmethod
    def on(separator: Any) -> Joiner:
        return Joiner(jstr(separator))

    def skipNulls(self) -> Joiner:
        return Joiner(self._separator, None, True)

    def useForNull(self, nullText: str) -> Joiner:
        return Joiner(self._separator, nullText, False)

    def withKeyValueSeparator(self, separator: Any) -> MapJoiner:
        return MapJoiner(self, jstr(separator))

    def _text(self, part: Any) -> str:
        if part is None:
            if self._null is None:
                raise TypeError()
            return self._null
        return jstr(part)

    def join(self, *parts: Any) -> str:
        items = _elements(parts)
        return self._separator.join(self._text(p) for p in items if not (self._skip and p is None))

    def appendTo(self, builder: Any, *parts: Any) -> Any:
        builder.append(self.join(*parts))
        return builder


class MapJoiner:
    """``Joiner.on(", ").withKeyValueSeparator("=")``: ``k=v`` pairs, in the map's order."""

    def __init__(self, joiner: Joiner, separator: str) -> None:
        self._joiner = joiner
        self._separator = separator

    def join(self, entries: Any) -> str:
        pairs = entries.items() if isinstance(entries, Mapping) else entries
        j = self._joiner
        return j._separator.join(j._text(k) + self._separator + j._text(v) for k, v in pairs)


class Splitter:
    """``Splitter.on(separator)`` (a String, a char or ``onPattern`` regex) with
    ``trimResults()``, ``omitEmptyStrings()`` and ``limit(n)``, as Guava applies them: a part
    is trimmed before it is tested for emptiness, omitted parts do not count toward the limit,
    and the last part of a limited split is the rest of the text (trimmed too)."""

    def __init__(
        self,
        pattern: re.Pattern[str] | None,
        width: int = 0,
        trim: bool = False,
        omit: bool = False,
        limit: int = 2**31 - 1,
    ) -> None:
        self._pattern = pattern
        self._width = width
        self._trim = trim
        self._omit = omit
        self._limit = limit

    @staticmethod
    def on(separator: Any) -> Splitter:
        text = separator if isinstance(separator, str) else separator.pattern()
        if not text:
            raise ValueError("The separator may not be the empty string.")
        if isinstance(separator, str):
            return Splitter(re.compile(re.escape(text)))
        return Splitter(re.compile(text))

    @staticmethod
    def onPattern(separatorPattern: str) -> Splitter:
        return Splitter(re.compile(separatorPattern))

    @staticmethod
    def fixedLength(length: int) -> Splitter:
        if length <= 0:
            raise ValueError("The length may not be less than 1")
        return Splitter(None, length)

    def _with(self, **changes: Any) -> Splitter:
        now = {
            "pattern": self._pattern,
            "width": self._width,
            "trim": self._trim,
            "omit": self._omit,
            "limit": self._limit,
        }
        return Splitter(**{**now, **changes})

    def trimResults(self) -> Splitter:
        return self._with(trim=True)

    def omitEmptyStrings(self) -> Splitter:
        return self._with(omit=True)

    def limit(self, maxItems: int) -> Splitter:
        if maxItems <= 0:
            raise ValueError(f"must be greater than zero: {maxItems}")
        return self._with(limit=maxItems)

    def withKeyValueSeparator(self, separator: Any) -> MapSplitter:
        return MapSplitter(self, Splitter.on(separator))

    def _pieces(self, text: str) -> Iterator[tuple[int, int]]:
        """(start, end) of each separated piece, in order."""
        if self._pattern is None:
            for at in range(0, len(text), self._width):
                yield at, min(at + self._width, len(text))
            if not text:
                yield 0, 0
            return
        start = 0
        for m in self._pattern.finditer(text):
            if m.end() == m.start():
                continue  # an empty match separates nothing
            yield start, m.start()
            start = m.end()
        yield start, len(text)

    def _strip(self, part: str) -> str:
        return (
            part.strip(" \t\n\x0b\f\r\x1c\x1d\x1e\x1f\x85\xa0\u2000\u3000") if self._trim else part
        )

    def splitToList(self, sequence: str) -> list[str]:
        out: list[str] = []
        for start, end in self._pieces(sequence):
            if len(out) == self._limit - 1:
                rest = self._strip(sequence[start:])
                if rest or not self._omit:
                    out.append(rest)
                return out
            part = self._strip(sequence[start:end])
            if part or not self._omit:
                out.append(part)
        return out

    def split(self, sequence: str) -> list[str]:
        return self.splitToList(sequence)

    def splitToStream(self, sequence: str) -> Any:
        from porter.javalib.streams import Stream

        return Stream(self.splitToList(sequence))


class MapSplitter:
    """``Splitter.on(',').withKeyValueSeparator('=')``: an insertion-ordered map; a repeated
    key or an entry that is not one key and one value is an ``IllegalArgumentException``."""

    def __init__(self, entries: Splitter, pair: Splitter) -> None:
        self._entries = entries
        self._pair = pair

    def split(self, sequence: str) -> dict[str, str]:
        out: dict[str, str] = {}
        for entry in self._entries.splitToList(sequence):
            kv = self._pair.splitToList(entry)
            if len(kv) != 2:
                raise ValueError(f"Chunk [{entry}] is not a valid entry")
            if kv[0] in out:
                raise ValueError(f"Duplicate key [{kv[0]}] found.")
            out[kv[0]] = kv[1]
        return out


class Stopwatch:
    """``Stopwatch``: elapsed time of a monotonic clock; ``toString`` as Guava's (four
    significant digits and the largest unit that keeps the value at least 1)."""

    def __init__(self) -> None:
        self._running = False
        self._elapsed = 0
        self._started = 0

    @staticmethod
    def createStarted() -> Stopwatch:
        return Stopwatch().start()

    @staticmethod
    def createUnstarted() -> Stopwatch:
        return Stopwatch()

    def isRunning(self) -> bool:
        return self._running

    def start(self) -> Stopwatch:
        if self._running:
            raise RuntimeError("This stopwatch is already running.")
        self._running = True
        self._started = time.monotonic_ns()
        return self

    def stop(self) -> Stopwatch:
        if not self._running:
            raise RuntimeError("This stopwatch is already stopped.")
        self._elapsed += time.monotonic_ns() - self._started
        self._running = False
        return self

    def reset(self) -> Stopwatch:
        self._elapsed = 0
        self._running = False
        return self

    def _nanos(self) -> int:
        return self._elapsed + (time.monotonic_ns() - self._started if self._running else 0)

    def elapsed(self, unit: Any = None) -> Any:
        """``elapsed(TimeUnit)``: whole units, truncated; ``elapsed()``: a ``Duration``."""
        if unit is None:
            from porter.javalib.jtime import Duration

            return Duration.ofNanos(self._nanos())
        return self._nanos() // unit.value

    def toString(self) -> str:
        nanos = self._nanos()
        for length, abbreviation in _STOPWATCH_UNITS:
            if nanos >= length:
                return f"{_four_digits(nanos / length)} {abbreviation}"
        return f"{_four_digits(float(nanos))} ns"

    __str__ = __repr__ = toString


_STOPWATCH_UNITS = (
    (86400 * 10**9, "d"),
    (3600 * 10**9, "h"),
    (60 * 10**9, "min"),
    (10**9, "s"),
    (10**6, "ms"),
    (10**3, "\u03bcs"),
)


def _four_digits(value: float) -> str:
    """Java's ``%.4g`` (Guava's ``Stopwatch`` format)."""
    text = f"{value:.4g}"
    if "e" in text:
        return f"{value:.{max(0, 3 - len(str(int(value))) + 1)}f}"
    whole = text.split(".")[0]
    decimals = max(0, 4 - len(whole.lstrip("-")))
    return f"{value:.{decimals}f}"


class Optional:
    """Guava's ``Optional`` where a program keeps one as a value (``fromNullable`` and
    ``absent`` are the value or ``None`` in the port, as ``java.util.Optional``'s are)."""

    @staticmethod
    def fromNullable(reference: Any) -> Any:
        return reference

    @staticmethod
    def absent() -> Any:
        return None

    @staticmethod
    def of(reference: Any) -> Any:
        if reference is None:
            raise TypeError()
        return reference


class Charsets:
    """``com.google.common.base.Charsets``: a Charset is its name in the port."""

    UTF_8 = "UTF-8"
    US_ASCII = "US-ASCII"
    ISO_8859_1 = "ISO-8859-1"
    UTF_16 = "UTF-16"
    UTF_16BE = "UTF-16BE"
    UTF_16LE = "UTF-16LE"


# -- com.google.common.collect ------------------------------------------------------------


class Lists:
    @staticmethod
    def newArrayList(*elements: Any) -> list[Any]:
        return _elements(elements)

    @staticmethod
    def newArrayListWithCapacity(initialArraySize: int) -> list[Any]:
        if initialArraySize < 0:
            raise ValueError(f"initialArraySize cannot be negative but was: {initialArraySize}")
        return []

    @staticmethod
    def newArrayListWithExpectedSize(estimatedSize: int) -> list[Any]:
        if estimatedSize < 0:
            raise ValueError(f"estimatedSize cannot be negative but was: {estimatedSize}")
        return []

    @staticmethod
    def newLinkedList(*elements: Any) -> list[Any]:
        return _elements(elements)

    @staticmethod
    def asList(first: Any, *rest: Any) -> list[Any]:
        if len(rest) == 1 and isinstance(rest[0], list | tuple):
            return [first, *rest[0]]
        return [first, *rest]

    @staticmethod
    def reverse(items: list[Any]) -> list[Any]:
        return items[::-1]

    @staticmethod
    def partition(items: list[Any], size: int) -> list[list[Any]]:
        if size <= 0:
            raise ValueError()
        return [items[i : i + size] for i in range(0, len(items), size)]

    @staticmethod
    def transform(items: Iterable[Any], function: Any) -> list[Any]:
        return [function(x) for x in items]

    @staticmethod
    def charactersOf(string: str) -> list[str]:
        return list(string)


class Maps:
    @staticmethod
    def newHashMap(entries: Mapping[Any, Any] | None = None) -> dict[Any, Any]:
        return dict(entries or {})

    @staticmethod
    def newLinkedHashMap(entries: Mapping[Any, Any] | None = None) -> dict[Any, Any]:
        return dict(entries or {})

    @staticmethod
    def newHashMapWithExpectedSize(expectedSize: int) -> dict[Any, Any]:
        if expectedSize < 0:
            raise ValueError(f"expectedSize cannot be negative but was: {expectedSize}")
        return {}

    newLinkedHashMapWithExpectedSize = newHashMapWithExpectedSize

    @staticmethod
    def newConcurrentMap() -> dict[Any, Any]:
        return {}

    @staticmethod
    def newTreeMap(entries: Any = None) -> TreeMap:
        tree = TreeMap()
        if isinstance(entries, Mapping):
            tree.update(entries)
        return tree

    @staticmethod
    def immutableEntry(key: Any, value: Any) -> tuple[Any, Any]:
        return (key, value)

    @staticmethod
    def uniqueIndex(values: Iterable[Any], keyFunction: Any) -> ImmutableMap:
        builder = ImmutableMap.builder()
        for v in values:
            builder.put(keyFunction(v), v)
        return builder.build()


class Sets:
    @staticmethod
    def newHashSet(*elements: Any) -> set[Any]:
        return set(_elements(elements))

    @staticmethod
    def newHashSetWithExpectedSize(expectedSize: int) -> set[Any]:
        if expectedSize < 0:
            raise ValueError(f"expectedSize cannot be negative but was: {expectedSize}")
        return set()

    @staticmethod
    def newLinkedHashSet(*elements: Any) -> Any:
        return LinkedSet(_elements(elements))

    @staticmethod
    def newTreeSet(*elements: Any) -> TreeSet:
        return TreeSet(_elements(elements))

    @staticmethod
    def union(a: Iterable[Any], b: Iterable[Any]) -> ImmutableSet:
        return ImmutableSet([*a, *b])

    @staticmethod
    def intersection(a: Iterable[Any], b: Iterable[Any]) -> ImmutableSet:
        other = set(b)
        return ImmutableSet([x for x in a if x in other])

    @staticmethod
    def difference(a: Iterable[Any], b: Iterable[Any]) -> ImmutableSet:
        other = set(b)
        return ImmutableSet([x for x in a if x not in other])


def _no_nulls(items: Iterable[Any]) -> list[Any]:
    out = list(items)
    for i, item in enumerate(out):
        if item is None:
            raise TypeError(f"at index {i}")
    return out


class ImmutableList(_FrozenList):
    """Guava's ``ImmutableList``: no nulls, no changes (a list in every other way)."""

    @staticmethod
    def of(*elements: Any) -> ImmutableList:
        return ImmutableList(_no_nulls(elements))

    @staticmethod
    def copyOf(elements: Any) -> ImmutableList:
        return ImmutableList(_no_nulls(elements))

    @staticmethod
    def builder() -> ImmutableListBuilder:
        return ImmutableListBuilder()

    @staticmethod
    def builderWithExpectedSize(expectedSize: int) -> ImmutableListBuilder:
        return ImmutableListBuilder()


class ImmutableListBuilder:
    def __init__(self) -> None:
        self._items: list[Any] = []

    def add(self, *elements: Any) -> ImmutableListBuilder:
        self._items += _no_nulls(elements)
        return self

    def addAll(self, elements: Iterable[Any]) -> ImmutableListBuilder:
        self._items += _no_nulls(elements)
        return self

    def build(self) -> ImmutableList:
        return ImmutableList(self._items)


class LinkedSet(LinkedHashSet):
    """A set that iterates in the order its elements were first added, printed as Java
    prints a collection (``Sets.newLinkedHashSet``, the base of ``ImmutableSet``)."""

    def toString(self) -> str:
        return "[" + ", ".join(jstr(x) for x in self) + "]"

    __str__ = __repr__ = toString


class ImmutableSet(LinkedSet):
    """Guava's ``ImmutableSet``: no nulls, no changes, the elements in their first order."""

    def __init__(self, items: Iterable[Any] = ()) -> None:
        self._items = dict.fromkeys(_no_nulls(items))

    def _refuse(self, *args: Any) -> None:
        raise NotImplementedError("UnsupportedOperationException: immutable set")

    add = discard = remove = clear = pop = _refuse  # type: ignore[assignment]
    __ior__ = __iand__ = __isub__ = __ixor__ = _refuse  # type: ignore[assignment]

    @staticmethod
    def of(*elements: Any) -> ImmutableSet:
        return ImmutableSet(elements)

    @staticmethod
    def copyOf(elements: Any) -> ImmutableSet:
        return ImmutableSet(elements)

    @staticmethod
    def builder() -> ImmutableSetBuilder:
        return ImmutableSetBuilder()


class ImmutableSetBuilder(ImmutableListBuilder):
    def build(self) -> ImmutableSet:  # type: ignore[override]
        return ImmutableSet(self._items)


class ImmutableMap(_FrozenMap):
    """Guava's ``ImmutableMap``: the entries in the order given; a null or a repeated key is
    an error, as Guava's."""

    @staticmethod
    def of(*keysAndValues: Any) -> ImmutableMap:
        builder = ImmutableMap.builder()
        for k, v in zip(keysAndValues[::2], keysAndValues[1::2], strict=True):
            builder.put(k, v)
        return builder.build()

    @staticmethod
    def copyOf(entries: Any) -> ImmutableMap:
        return ImmutableMap.builder().putAll(entries).build()

    @staticmethod
    def builder() -> ImmutableMapBuilder:
        return ImmutableMapBuilder()


class ImmutableMapBuilder:
    def __init__(self) -> None:
        self._entries: list[tuple[Any, Any]] = []

    def put(self, key: Any, value: Any = None) -> ImmutableMapBuilder:
        if value is None and isinstance(key, tuple) and len(key) == 2:
            key, value = key  # put(Map.Entry)
        if key is None or value is None:
            raise TypeError(
                f"null {'key' if key is None else 'value'} in entry: {jstr(key)}={jstr(value)}"
            )
        self._entries.append((key, value))
        return self

    def putAll(self, entries: Any) -> ImmutableMapBuilder:
        for k, v in entries.items() if isinstance(entries, Mapping) else entries:
            self.put(k, v)
        return self

    def build(self) -> ImmutableMap:
        seen: dict[Any, Any] = {}
        for k, v in self._entries:
            if k in seen:
                raise ValueError(
                    f"Multiple entries with same key: {jstr(k)}={jstr(v)} and {jstr(k)}={jstr(seen[k])}"
                )
            seen[k] = v
        return ImmutableMap(seen)

    buildOrThrow = build


class HashBiMap(dict[Any, Any]):
    """Guava's ``HashBiMap``: a map whose values are unique too, with ``inverse()`` the same
    entries the other way round (a live view: a change through either shows in both). A
    value already bound to another key is an ``IllegalArgumentException`` (``forcePut``
    rebinds it)."""

    def __init__(self, entries: Any = ()) -> None:
        super().__init__()
        self._inverse: HashBiMap | None = None
        for k, v in entries.items() if isinstance(entries, Mapping) else entries:
            self[k] = v

    @staticmethod
    def create(entries: Any = None) -> HashBiMap:
        return HashBiMap(entries if isinstance(entries, Mapping) else ())

    def _other(self) -> HashBiMap:
        if self._inverse is None:
            other = HashBiMap()
            dict.update(other, {v: k for k, v in self.items()})
            other._inverse = self
            self._inverse = other
        return self._inverse

    def inverse(self) -> HashBiMap:
        return self._other()

    def _bind(self, key: Any, value: Any, force: bool) -> Any:
        other = self._other()
        if value in other and other[value] != key:
            if not force:
                raise ValueError(f"value already present: {jstr(value)}")
            dict.__delitem__(self, dict.pop(other, value))
        old = dict.get(self, key)
        if key in self:
            dict.__delitem__(other, old)
        dict.__setitem__(self, key, value)
        dict.__setitem__(other, value, key)
        return old

    def __setitem__(self, key: Any, value: Any) -> None:
        self._bind(key, value, False)

    def put(self, key: Any, value: Any) -> Any:
        return self._bind(key, value, False)

    def forcePut(self, key: Any, value: Any) -> Any:
        return self._bind(key, value, True)

    def __delitem__(self, key: Any) -> None:
        value = dict.pop(self, key)
        dict.__delitem__(self._other(), value)

    def pop(self, key: Any, *default: Any) -> Any:  # type: ignore[override]
        if key not in self:
            if default:
                return default[0]
            raise KeyError(key)
        value = dict.get(self, key)
        del self[key]
        return value

    def clear(self) -> None:
        dict.clear(self._other())
        dict.clear(self)

    def toString(self) -> str:
        return "{" + ", ".join(f"{jstr(k)}={jstr(v)}" for k, v in self.items()) + "}"

    __str__ = __repr__ = toString


BiMap = HashBiMap  # the interface a program declares its HashBiMap as
