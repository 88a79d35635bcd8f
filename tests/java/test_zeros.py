"""Port of TensorFlow Java's ``ZerosTest`` (``org.tensorflow.op.core.Zeros``), with ``Ones``."""

from __future__ import annotations

import pytest
from org.tensorflow import Graph, Session
from org.tensorflow.op import Ops, OpScope
from org.tensorflow.op.core import Constant, Zeros
from org.tensorflow.types import TBool, TFloat32, TFloat64, TInt32, TInt64, TString, TUint8

SKIPPED: dict[str, str] = {}

SHAPE = [2, 2]


def _zeros(type_: type) -> object:
    with Graph() as g, Session(g) as sess:
        scope = OpScope(g)
        op = Zeros.create(scope, Constant.vectorOf(scope, SHAPE), type_)
        result = sess.runner().fetch(op.asOutput()).run().get(0)
        assert result.shape().asArray() == SHAPE
        return result


def test_createIntZeros() -> None:
    with _zeros(TInt32) as result:  # type: ignore[attr-defined]
        for s in result.scalars():
            assert s.getInt() == 0


def test_createFloatZeros() -> None:
    with _zeros(TFloat32) as result:  # type: ignore[attr-defined]
        for s in result.scalars():
            assert s.getFloat() == 0.0


def test_createDoubleZeros() -> None:
    with _zeros(TFloat64) as result:  # type: ignore[attr-defined]
        for s in result.scalars():
            assert s.getDouble() == 0.0


def test_createLongZeros() -> None:
    with _zeros(TInt64) as result:  # type: ignore[attr-defined]
        for s in result.scalars():
            assert s.getLong() == 0


def test_createBooleanZeros() -> None:
    with _zeros(TBool) as result:  # type: ignore[attr-defined]
        for s in result.scalars():
            assert not s.getBoolean()


def test_createUint8Zeros() -> None:
    with _zeros(TUint8) as result:  # type: ignore[attr-defined]
        for s in result.scalars():
            assert s.getByte() == 0


def test_createStringZeros() -> None:
    with _zeros(TString) as result:  # type: ignore[attr-defined]
        for s in result.scalars():
            assert s.getObject() == ""


def test_operationsComposingZerosAreCorrectlyNamed() -> None:
    with Graph() as g, Session(g) as sess:
        scope = OpScope(g)
        Zeros.create(scope.withSubScope("test"), Constant.vectorOf(scope, SHAPE), TFloat32)
        sess.runner().addTarget("test/Zeros/Zero").addTarget("test/Zeros/Fill").run()


# Python extras: Ones, and the facade methods.


def test_ones_and_facade() -> None:
    with Graph() as g, Session(g) as sess:
        tf = Ops.create(g)
        ones = tf.ones(tf.constant(SHAPE), TInt64)
        zeros = tf.zeros(tf.constant(SHAPE), TFloat32)
        assert ones.op().name() == "Ones/Fill"
        assert g.operation("Ones/One") is not None
        with sess.runner().fetch(ones).fetch(zeros).run() as r:
            assert r.get(0) == [[1, 1], [1, 1]]
            assert r.get(1) == [[0.0, 0.0], [0.0, 0.0]]
        with pytest.raises(ValueError, match="String"):
            tf.ones(tf.constant(SHAPE), TString)
