"""porter.javalib's classes (Java's Class of primitives and arrays, read from a port's values)
and bounds (Java's exceptions for an index out of bounds): what the programs under
tests/porter/programs do not reach."""

from __future__ import annotations

import numpy as np
import pytest

from porter.javalib import bounds, classes
from porter.javalib.collection_bases import ArrayListBase, LinkedHashMapBase
from porter.javalib.exceptions import ArrayIndexOutOfBoundsException, IndexOutOfBoundsException
from porter.javalib.jcollections import listOf


def test_an_array_class_is_read_from_the_value() -> None:
    assert classes.classOf(np.zeros((2, 3), dtype=np.float32)).getName() == "[[F"
    assert classes.classOf([np.zeros(2, dtype=np.int64)]).getName() == "[[J"
    assert classes.classOf([[None, 1], [2]]).getName() == "[[I"
    assert classes.classOf([np.float32(1.5)]).getName() == "[F"
    assert classes.classOf(b"ab").getName() == "[B"
    assert classes.classOf([None]).getName() == "[Ljava.lang.Object;"
    assert classes.classOf("s") is str
    assert classes.getCanonicalName(classes.arrayOf(str, 2)) == "java.lang.String[][]"
    assert classes.getComponentType(classes.arrayOf("int", 2)) == classes.arrayOf("int")
    assert str(classes.arrayOf("int")) == "class [I" and str(classes.primitive("int")) == "int"


def test_new_array_of_a_class_in_a_variable() -> None:
    made = classes.newArray(classes.primitive("long"), [2, 3])
    assert made.dtype == np.int64 and made.shape == (2, 3)
    assert classes.newArray(str, 2, 1) == [[None], [None]]


def test_bounds_messages() -> None:
    with pytest.raises(
        ArrayIndexOutOfBoundsException, match="^Index -1 out of bounds for length 2$"
    ):
        bounds.arrayAt([1, 2], -1)
    with pytest.raises(IndexOutOfBoundsException, match="^Index: 3 Size: 2$"):
        bounds.listAt(listOf(1, 2), 3)
    with pytest.raises(
        ArrayIndexOutOfBoundsException, match="^Index 3 out of bounds for length 3$"
    ):
        bounds.listAt(listOf(1, 2, 3), 3)


def test_collection_bases_keep_java_behaviour() -> None:
    class Lru(LinkedHashMapBase):
        def removeEldestEntry(self, eldest: object) -> bool:
            return self.size() > 2

    lru = Lru(16, 0.75, True)
    for key in "abc":
        lru.put(key, 1)
        lru.get("a")
    assert list(lru) == ["c", "a"] and str(lru) == "{c=1, a=1}"
    items = ArrayListBase(["a", "b", "c"])
    assert items.remove(0) == "a" and items.remove("c") is True and items == ["b"]
    with pytest.raises(IndexOutOfBoundsException, match="Index 5 out of bounds for length 1"):
        items.get(5)
