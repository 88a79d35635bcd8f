"""porter.javalib.exceptions: Java's message, cause and string form for the exceptions the
ports create and for those Python raises (the JDK's output for the same program is checked by
tests/porter/programs/NullMessages.java)."""

from __future__ import annotations

import pytest

from porter.javalib.exceptions import (
    FileNotFoundException,
    IllegalArgumentException,
    IllegalStateException,
    RuntimeException,
    className,
    getCause,
    getMessage,
    simpleName,
    stackTrace,
    throwableString,
)


def test_an_exception_without_a_message_has_null_and_prints_its_class_alone() -> None:
    e = IllegalStateException()
    assert getMessage(e) is None
    assert throwableString(e) == "java.lang.IllegalStateException"
    assert throwableString(IllegalStateException("bad")) == "java.lang.IllegalStateException: bad"


def test_a_cause_alone_gives_its_string_form_as_the_message() -> None:
    cause = IllegalArgumentException("x < 0")
    e = RuntimeException(cause)
    assert getCause(e) is cause
    assert getMessage(e) == "java.lang.IllegalArgumentException: x < 0"
    assert getCause(cause) is None


def test_the_contracts_python_types_catch_them() -> None:
    with pytest.raises(ValueError):
        raise IllegalArgumentException("v")
    with pytest.raises(RuntimeError):
        raise IllegalStateException()
    with pytest.raises(OSError):
        raise FileNotFoundException("a.txt")


def test_python_exceptions_read_as_the_java_ones_they_stand_for() -> None:
    assert getMessage(ValueError()) is None
    assert throwableString(ZeroDivisionError("/ by zero")) == (
        "java.lang.ArithmeticException: / by zero"
    )
    assert throwableString(IndexError()) == "java.lang.IndexOutOfBoundsException"


def test_a_ported_subclass_prints_its_binary_name() -> None:
    class Outer:
        class Failed(IllegalStateException):
            pass

    text = throwableString(Outer.Failed("no"))
    assert text.endswith("Outer$Failed: no") and "IllegalState" not in text


def test_the_stack_trace_starts_with_the_string_form_and_lists_causes() -> None:
    try:
        try:
            raise IllegalArgumentException("inner")
        except ValueError as inner:
            raise RuntimeException("outer", inner) from None
    except RuntimeError as e:
        lines = stackTrace(e).splitlines()
    assert lines[0] == "java.lang.RuntimeException: outer"
    assert lines[1].startswith("\tat test_the_stack_trace")
    assert "Caused by: java.lang.IllegalArgumentException: inner" in lines


def test_class_names_of_python_exceptions_are_the_java_ones() -> None:
    assert simpleName(IndexError) == "IndexOutOfBoundsException"
    assert className(ValueError) == "java.lang.IllegalArgumentException"
    assert simpleName(IllegalStateException) == "IllegalStateException"
    assert simpleName(dict) == "dict"  # not an exception: its own name
