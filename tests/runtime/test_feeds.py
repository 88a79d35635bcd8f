"""Feeds never convert silently: a fed tensor must have the fed output's data type, and a fed
Python value or numpy array converts only where no value changes."""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from org.tensorflow import Graph, Session
from org.tensorflow.op import Ops
from org.tensorflow.types import (
    TBool,
    TFloat16,
    TFloat32,
    TFloat64,
    TInt32,
    TInt64,
    TString,
    TUint8,
)


@pytest.fixture
def graph() -> Iterator[tuple[Ops, Session]]:
    with Graph() as g, Session(g) as s:
        yield Ops.create(g), s


def _run(tf: Ops, s: Session, type_: Any, value: Any) -> Any:
    x = tf.placeholder(type_)
    return s.runner().feed(x, value).fetch(tf.identity(x)).run().get(0)


@pytest.mark.parametrize(
    ("fed", "name"),
    [
        (lambda: TInt64.scalarOf(2**40), "TInt64"),
        (lambda: TInt64.scalarOf(2), "TInt64"),
        (lambda: TFloat64.scalarOf(3.7), "TFloat64"),
        (lambda: TFloat64.scalarOf(math.nan), "TFloat64"),
        (lambda: TString.scalarOf("12"), "TString"),
        (lambda: TBool.scalarOf(True), "TBool"),
    ],
)
def test_tensor_of_another_type_is_refused(graph: tuple[Ops, Session], fed: Any, name: str) -> None:
    tf, s = graph
    x = tf.withName("x").placeholder(TInt32)
    with pytest.raises(TypeError) as e:
        s.runner().feed(x, fed())
    assert str(e.value) == (
        f"Session.Runner.feed: 'x:0' expects TInt32 (int32), but the fed tensor is {name}"
    )


def test_string_tensor_into_float_placeholder(graph: tuple[Ops, Session]) -> None:
    tf, s = graph
    x = tf.withName("f").placeholder(TFloat32)
    with pytest.raises(
        TypeError, match=r"'f:0' expects TFloat32 \(float32\), but the fed tensor is TString"
    ):
        s.runner().feed(x, TString.scalarOf("1.5"))


def test_feed_by_name_is_checked_too(graph: tuple[Ops, Session]) -> None:
    tf, s = graph
    tf.withName("x").placeholder(TInt32)
    with pytest.raises(TypeError, match="'x:0' expects TInt32"):
        s.runner().feed("x", TInt64.scalarOf(1))
    with pytest.raises(TypeError, match="'x:0' expects TInt32"):
        s.runner().feed("x", 0, TInt64.scalarOf(1))


@pytest.mark.parametrize(
    ("type_", "tensor", "expected"),
    [
        (TInt32, lambda: TInt32.vectorOf(1, -(2**31)), [1, -(2**31)]),
        (TInt64, lambda: TInt64.scalarOf(2**40), 2**40),
        (TFloat64, lambda: TFloat64.scalarOf(3.7), 3.7),
        (TFloat16, lambda: TFloat16.scalarOf(0.5), 0.5),
        (TUint8, lambda: TUint8.scalarOf(255), 255),
        (TBool, lambda: TBool.vectorOf(True, False), [True, False]),
        (TString, lambda: TString.vectorOf("a", "bc"), [b"a", b"bc"]),
    ],
)
def test_tensor_of_the_same_type_round_trips(
    graph: tuple[Ops, Session], type_: Any, tensor: Any, expected: Any
) -> None:
    tf, s = graph
    with tensor() as t:
        out = _run(tf, s, type_, t)
    assert type(out) is type_
    assert out.numpy().tolist() == expected


@pytest.mark.parametrize(
    ("type_", "value", "expected"),
    [
        (TInt32, 2, 2),
        (TInt32, 2.0, 2),
        (TInt32, np.int64(-5), -5),
        (TInt32, [[1, 2], [3, 4]], [[1, 2], [3, 4]]),
        (TInt64, 2**40, 2**40),
        (TInt64, np.uint8(7), 7),
        (TFloat32, 0.5, 0.5),
        (TFloat32, 3, 3.0),
        (TFloat64, 2**53, float(2**53)),
        (TUint8, 255, 255),
        (TBool, True, True),
        (TBool, np.array([True, False]), [True, False]),
        (TString, "12", b"12"),
        (TString, ["a", b"b"], [b"a", b"b"]),
        (TString, np.array(["x", "yz"]), [b"x", b"yz"]),
    ],
)
def test_value_converts_where_exact(
    graph: tuple[Ops, Session], type_: Any, value: Any, expected: Any
) -> None:
    tf, s = graph
    assert _run(tf, s, type_, value).numpy().tolist() == expected


def test_float_narrows_to_the_nearest_value(graph: tuple[Ops, Session]) -> None:
    tf, s = graph
    assert _run(tf, s, TFloat32, 0.1).getFloat() == pytest.approx(0.1, rel=1e-7)
    assert math.isnan(_run(tf, s, TFloat32, math.nan).getFloat())
    assert _run(tf, s, TFloat32, math.inf).getFloat() == math.inf


@pytest.mark.parametrize(
    ("type_", "value"),
    [
        (TInt32, 2**40),
        (TInt32, np.array([2**40])),
        (TInt32, 2.5),
        (TInt32, math.nan),
        (TInt32, math.inf),
        (TInt32, -(2**31) - 1),
        (TInt64, 2**70),
        (TUint8, -1),
        (TUint8, 256),
        (TFloat32, 1e300),
        (TFloat32, 2**24 + 1),
        (TFloat64, 2**53 + 1),
        (TInt64, np.uint64(2**64 - 1)),
    ],
)
def test_value_that_changes_is_refused(graph: tuple[Ops, Session], type_: Any, value: Any) -> None:
    tf, s = graph
    x = tf.withName("p").placeholder(type_)
    with pytest.raises(ValueError, match=rf"Session.Runner.feed: 'p:0' expects {type_.__name__} "):
        s.runner().feed(x, value)


@pytest.mark.parametrize(
    ("type_", "value", "what"),
    [
        (TInt32, "12", "numpy dtype <U2"),
        (TInt32, True, "numpy dtype bool"),
        (TBool, 1, "numpy dtype int64"),
        (TFloat32, 1 + 2j, "numpy dtype complex128"),
        (TInt32, np.array([1, "a"], dtype=object), "numpy dtype object"),
        (TString, 12, "got int 12"),
        (TString, np.array([1.5]), "numpy array of dtype float64"),
    ],
)
def test_value_of_another_kind_is_refused(
    graph: tuple[Ops, Session], type_: Any, value: Any, what: str
) -> None:
    tf, s = graph
    x = tf.withName("p").placeholder(type_)
    with pytest.raises(TypeError, match=rf"'p:0' expects {type_.__name__} .*{what}"):
        s.runner().feed(x, value)


def test_closed_tensor_is_refused(graph: tuple[Ops, Session]) -> None:
    tf, s = graph
    x = tf.withName("c").placeholder(TInt32)
    t = TInt32.scalarOf(1)
    t.close()
    with pytest.raises(RuntimeError, match="the tensor fed to 'c:0' is closed"):
        s.runner().feed(x, t)


def test_bfloat16_takes_floats_as_float_types_do(graph: tuple[Ops, Session]) -> None:
    from org.tensorflow.types import TBfloat16

    tf, s = graph
    assert _run(tf, s, TBfloat16, 0.5).getFloat() == 0.5
    assert _run(tf, s, TBfloat16, 0.1).getFloat() == pytest.approx(0.1, rel=1e-2)
    assert _run(tf, s, TBfloat16, 3).getFloat() == 3.0
    x = tf.withName("b").placeholder(TBfloat16)
    with pytest.raises(
        ValueError, match=r"'b:0' expects TBfloat16 \(bfloat16\), and float 1e\+300"
    ):
        s.runner().feed(x, 1e300)
    with pytest.raises(ValueError, match="'b:0' expects TBfloat16"):
        s.runner().feed(x, 257)  # bfloat16 holds integers exactly up to 256 only
