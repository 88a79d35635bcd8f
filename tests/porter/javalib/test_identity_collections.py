"""porter.javalib.identity: ``IdentityHashMap`` and ``newSetFromMap(new IdentityHashMap<>())``
key by identity where the other maps key by equality (the ported program
tests/porter/programs/IdentityCollections.java checks them against the JDK)."""

from __future__ import annotations

import pytest

from porter.javalib.identity import IdentityHashMap, IdentitySet, newSetFromMap
from porter.javalib.jcollections import HashSet


def test_equal_keys_are_distinct_and_the_map_api_works() -> None:
    a, b = [1], [1]
    m = IdentityHashMap()
    m[a] = "a"
    m[b] = "b"
    assert len(m) == 2 and m[a] == "a" and m[b] == "b"
    assert [1] not in m and m.get([1]) is None and m.get([1], 0) == 0
    assert m.keys() == [a, b] and m.keys()[0] is a
    assert m.items() == [(a, "a"), (b, "b")]
    assert list(m) == [a, b] and set(map(id, m)) == {id(a), id(b)}
    assert m.pop(a) == "a" and a not in m and m.pop(a, None) is None
    with pytest.raises(KeyError):
        m.pop(a)
    assert m.setdefault(a, "again") == "again" and m[a] == "again"
    m.update({"k": 1})
    assert str(m) == "{[1]=b, [1]=again, k=1}"


def test_the_identity_set() -> None:
    a, b = [1], [1]
    s = newSetFromMap(IdentityHashMap())
    assert isinstance(s, IdentitySet)
    s.add(a)
    s.add(b)
    s.add(a)
    assert len(s) == 2 and a in s and [1] not in s
    assert next(iter(s)) is a
    s.discard(a)
    assert a not in s and b in s and len(s) == 1
    with pytest.raises(KeyError):
        s.remove(a)


def test_new_set_from_map_of_another_map_is_by_equality_and_needs_an_empty_map() -> None:
    assert isinstance(newSetFromMap({}), HashSet)
    with pytest.raises(ValueError):
        newSetFromMap(IdentityHashMap({"x": 1}))
