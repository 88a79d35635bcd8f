"""The runtime the ports import: JUnit's and the JDK's semantics where Python differs."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from porter.javalib.files import File, walk
from porter.jdk import (
    AtomicInteger,
    JIterator,
    LinkedHashSet,
    StringBuilder,
    arraysFill,
    checkedCast,
    idiv,
    irem,
    java_class,
    jbytes,
    jstr,
    optionalGet,
    optionalOrElse,
    reverseOrder,
    toByte,
    typedArray,
)
from porter.junit import (
    AssertionFailedError,
    assertArrayEquals,
    assertEquals,
    assertIterableEquals,
    assertNotEquals,
    assertThrows,
    fail,
)


def test_java_string_conversion() -> None:
    assert [jstr(v) for v in (None, True, 1, 1.0, 2.5, 1e-7, 1.23456789e8, float("nan"), -0.0)] == [
        "null",
        "true",
        "1",
        "1.0",
        "2.5",
        "1.0E-7",
        "1.23456789E8",
        "NaN",
        "-0.0",
    ]
    # A float (float32) prints its own shortest digits, as Float.toString does.
    assert jstr(float(np.float32(0.1)), width="float") == "0.1"
    assert jstr(float(np.float32(0.1))) == "0.10000000149011612"


def test_integer_division_truncates() -> None:
    assert [idiv(7, 2), idiv(-7, 2), idiv(7, -2), irem(-7, 2), irem(7, -2)] == [3, -3, -3, -1, 1]
    with pytest.raises(ZeroDivisionError):
        idiv(1, 0)
    assert [toByte(0xF0), toByte(127), toByte(128)] == [-16, 127, -128]


def test_assert_equals_overloads() -> None:
    assertEquals(1.0, 1.05, 0.1)  # delta
    assertEquals(0.1, float(np.float32(0.1)), width="float")  # float overload: float32 equality
    with pytest.raises(AssertionFailedError, match="expected: <0.1> but was"):
        assertEquals(0.1, float(np.float32(0.1)))  # double overload: exact
    with pytest.raises(AssertionFailedError, match="msg ==> expected: <1> but was: <2>"):
        assertEquals(1, 2, "msg")
    assertNotEquals(1, 2)
    assertArrayEquals([1.0, 2.0], np.array([1.0, 2.05]), 0.1)
    with pytest.raises(AssertionFailedError, match="array contents differ at index \\[1\\]"):
        assertArrayEquals([1, 2], [1, 3])


def test_assert_equals_of_lists_takes_nan_for_nan() -> None:
    # List.equals compares elements with equals, and Double.equals(NaN) is true for NaN
    assertEquals([1.5, float("nan"), [float("nan")]], [1.5, float("nan"), [float("nan")]])
    with pytest.raises(AssertionFailedError):
        assertEquals([1.5, float("nan")], [1.5, 2.0])
    with pytest.raises(AssertionFailedError):
        assertEquals([1.5], [1.5, 2.0])


def test_assert_throws_returns_the_exception() -> None:
    def bad() -> None:
        raise ValueError("boom")

    e = assertThrows((ValueError, TypeError), bad)
    assert str(e) == "boom"
    with pytest.raises(AssertionFailedError, match="but was: <ValueError>"):
        assertThrows(RuntimeError, bad)
    with pytest.raises(AssertionFailedError, match="nothing was thrown"):
        assertThrows(RuntimeError, lambda: None)
    with pytest.raises(AssertionError):
        fail("x")


def test_jdk_classes() -> None:
    counter = AtomicInteger()
    assert [counter.getAndIncrement(), counter.incrementAndGet(), counter.get()] == [0, 2, 2]
    s = LinkedHashSet([3, 1, 2])
    assert list(s) == [3, 1, 2] and s == {1, 2, 3} and s != {1, 2}
    it = JIterator([1, 2])
    assert (it.hasNext(), it.next(), it.hasNext(), it.next(), it.hasNext()) == (
        True,
        1,
        True,
        2,
        False,
    )
    assert StringBuilder("a").append(1).append(True).toString() == "a1true"


def test_typed_array_and_missing_classes() -> None:
    assert typedArray([[1, 2]], "int64").dtype == np.int64
    ragged = [[1], [2, 3]]
    assert typedArray(ragged, "int64") is ragged  # left for the binding to refuse, as Java does
    missing = java_class("org.tensorflow", "NoSuchClass")
    with pytest.raises(NotImplementedError, match="binding gap: org.tensorflow.NoSuchClass"):
        missing.create()
    from org.tensorflow.ndarray import Shape

    assert java_class("org.tensorflow.ndarray", "Shape") is Shape


def test_disabled_bare_or_with_a_reason() -> None:
    from porter.junit import Disabled, Test

    @Disabled
    @Test
    def bare() -> None: ...

    @Disabled("later")
    @Test
    def why() -> None: ...

    assert bare.__junit_disabled__ == "@Disabled" and bare.__junit_test__  # type: ignore[attr-defined]
    assert why.__junit_disabled__ == "later"  # type: ignore[attr-defined]


def test_optional_is_a_value_or_none() -> None:
    assert optionalGet(0) == 0
    with pytest.raises(LookupError, match="No value present"):
        optionalGet(None)
    assert optionalOrElse(None, 3) == 3
    assert optionalOrElse(0, 3) == 0


def test_checked_cast_raises_where_java_throws_class_cast_exception() -> None:
    assert checkedCast(1, int) == 1
    assert checkedCast(None, int) is None  # Java casts null to any reference type
    with pytest.raises(TypeError, match="str cannot be cast to int"):
        checkedCast("a", int)


def test_java_byte_arrays_are_bytes() -> None:
    assert jbytes([1, -1, -16]) == b"\x01\xff\xf0"
    assertArrayEquals(jbytes([-16, 1]), bytes([240, 1]))


def test_files_walk_and_delete_in_reverse_order(tmp_path: Path) -> None:
    # Java's cleanup idiom: deepest paths first, so each directory is empty when deleted.
    (tmp_path / "a" / "b").mkdir(parents=True)
    (tmp_path / "a" / "b" / "f.txt").write_text("x")
    (tmp_path / "g.txt").write_text("y")
    order = walk(tmp_path).toList()
    assert order[0] == tmp_path and order.index(tmp_path / "a") < order.index(tmp_path / "a" / "b")
    assert walk(tmp_path).filter(lambda p: p.is_file()).count() == 2
    assert not File(tmp_path / "a").delete()  # not empty: File.delete returns false
    walk(tmp_path).sorted(reverseOrder()).forEach(lambda p: File(p).delete())
    assert not tmp_path.exists()
    assert not File(tmp_path).delete()


def test_typed_array_refuses_a_null_row() -> None:
    # A Java byte[][] with a null row: StdArrays refuses it with IllegalStateException.
    assert typedArray([[1, 2]], "int8").dtype == np.int8
    with pytest.raises(RuntimeError, match="subarray is null"):
        typedArray([None], "int8")
    with pytest.raises(RuntimeError, match="subarray is null"):
        typedArray([np.zeros(2, np.int8), None], "int8")


def test_assert_iterable_equals_compares_element_by_element() -> None:
    """JUnit 5's ``assertIterableEquals``: any two iterables, nested ones deeply; a length or
    element difference fails with where it is."""
    assertIterableEquals([1, [2, 3]], iter((1, (2, 3))))
    assertIterableEquals(None, None)
    with pytest.raises(AssertionFailedError, match=r"differ at index \[1\]"):
        assertIterableEquals([1, 2], [1, 3])
    with pytest.raises(AssertionFailedError, match="expected has more elements"):
        assertIterableEquals([1, 2], [1])
    with pytest.raises(AssertionFailedError, match="actual has more elements"):
        assertIterableEquals([1], [1, 2], "sizes")
    with pytest.raises(AssertionFailedError):
        assertIterableEquals([1], None)


def test_arrays_fill_sets_every_slot_in_place() -> None:
    ints = np.zeros(3, np.int32)
    arraysFill(ints, 7)
    names: list[object] = [None, None]
    arraysFill(names, "x")
    assert ints.tolist() == [7, 7, 7] and names == ["x", "x"]


def test_float_assert_equals_with_a_delta_compares_floats() -> None:
    """Java's ``assertEquals(float, float, float delta)``: both values are floats before the
    delta applies, so a double literal and the float it rounds to are equal with delta 0."""
    assertEquals(3.3895314e38, float(np.float32(3.3895314e38)), 0, width="float")
    assertEquals(float("nan"), float("nan"), 0, width="float")
    with pytest.raises(AssertionFailedError):
        assertEquals(3.3895314e38, float(np.float32(3.3895314e38)), 0)  # doubles: they differ


def test_assert_all_runs_every_executable_and_reports_the_failures_together() -> None:
    # JUnit 5's assertAll: MultipleFailuresError's message is the heading, the count and each
    # failure's message on its own tab-indented line (opentest4j's MultipleFailuresError).
    from porter.junit import MultipleFailuresError, assertAll, assertEquals

    ran: list[int] = []
    assertAll(lambda: ran.append(1), lambda: ran.append(2))
    assert ran == [1, 2]
    with pytest.raises(MultipleFailuresError) as caught:
        assertAll(
            "sizes",
            lambda: assertEquals(1, 2),
            lambda: ran.append(3),
            lambda: assertEquals("a", "b"),
        )
    assert ran == [1, 2, 3]  # the executables after a failure still ran
    assert str(caught.value) == (
        "sizes (2 failures)\n\texpected: <1> but was: <2>\n\texpected: <a> but was: <b>"
    )
    with pytest.raises(MultipleFailuresError, match=r"^Multiple Failures \(1 failure\)"):
        assertAll([lambda: assertEquals(1, 3)])


def test_integer_compare_of_int_array_elements() -> None:
    # Integer.compare(a[i], a[j]) of an int[] (numpy elements): -1, 0 or 1 as Java's
    from porter.javalib.boxes import compare

    a = np.array([3, 7, 3], dtype=np.int32)
    assert [compare(a[0], a[1]), compare(a[1], a[0]), compare(a[0], a[2])] == [-1, 1, 0]
