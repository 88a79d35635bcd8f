"""Port of TensorFlow Java's ``BooleanMaskTest`` (``org.tensorflow.op.core.BooleanMask``)."""

from __future__ import annotations

import pytest
from org.tensorflow import Graph, Session
from org.tensorflow.ndarray import Shape
from org.tensorflow.op import Ops, OpScope
from org.tensorflow.op.core import BooleanMask, Constant, ExpandDims

SKIPPED: dict[str, str] = {}


def test_testBooleanMask() -> None:
    with Graph() as g, Session(g) as sess:
        scope = OpScope(g)
        input_ = Constant.arrayOf(scope, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9)
        input2 = ExpandDims.create(scope, input_, Constant.scalarOf(scope, 0))
        mask = Constant.arrayOf(
            scope, True, True, False, False, True, True, True, False, False, False
        )

        output1 = BooleanMask.create(scope, input_, mask)
        output2 = BooleanMask.create(scope, input2, mask, BooleanMask.axis(1))

        with sess.runner().fetch(output1).run().get(0) as result:
            # expected shape from Python tensorflow
            assert result.shape() == Shape.of(5)
            assert [result.getInt(i) for i in range(5)] == [0, 1, 4, 5, 6]

        with sess.runner().fetch(output2).run().get(0) as result:
            # expected shape from Python tensorflow
            assert result.shape() == Shape.of(1, 5)
            assert [result.getInt(0, i) for i in range(5)] == [0, 1, 4, 5, 6]


# Python extras: the facade method and the argument checks.


def test_facade_and_checks() -> None:
    with Graph() as g, Session(g) as sess:
        tf = Ops.create(g)
        x = tf.constant([[1, 2], [3, 4], [5, 6]])
        masked = tf.booleanMask(x, tf.constant([True, False, True]))
        assert masked.op().name().startswith("BooleanMask/")
        assert sess.runner().fetch(masked).run().get(0) == [[1, 2], [5, 6]]
        with pytest.raises(ValueError, match="scalar"):
            tf.booleanMask(x, tf.constant(True))
        with pytest.raises(ValueError, match="not compatible"):
            tf.booleanMask(x, tf.constant([True, False]))
