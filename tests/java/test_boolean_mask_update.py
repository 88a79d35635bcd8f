"""Port of TensorFlow Java's ``BooleanMaskUpdateTest``
(``org.tensorflow.op.core.BooleanMaskUpdate``)."""

from __future__ import annotations

from org.tensorflow import Graph, Session
from org.tensorflow.ndarray import Shape
from org.tensorflow.op import Ops, OpScope
from org.tensorflow.op.core import BooleanMaskUpdate, Constant

SKIPPED: dict[str, str] = {}

EXPECTED_3X3 = [[-1, -1, -1], [1, 1, 1], [2, 2, 2]]


def test_testBooleanMaskUpdateSlice() -> None:
    with Graph() as g, Session(g) as sess:
        scope = OpScope(g)
        input_ = Constant.tensorOf(scope, [[0, 0, 0], [1, 1, 1], [2, 2, 2]])
        mask = Constant.arrayOf(scope, True, False, False)
        value = Constant.tensorOf(scope, [[-1, -1, -1]])

        output = BooleanMaskUpdate.create(scope, input_, mask, value)
        bcast_output = BooleanMaskUpdate.create(scope, input_, mask, Constant.scalarOf(scope, -1))

        results = sess.runner().fetch(output).fetch(bcast_output).run()
        with results.get(0) as result, results.get(1) as bcast_result:
            assert result.shape() == Shape.of(3, 3)
            assert result == EXPECTED_3X3
            assert result == bcast_result


def test_testBooleanMaskUpdateSliceWithBroadcast() -> None:
    with Graph() as g, Session(g) as sess:
        scope = OpScope(g)
        input_ = Constant.tensorOf(scope, [[0, 0, 0], [1, 1, 1], [2, 2, 2]])
        mask = Constant.arrayOf(scope, True, False, False)
        value = Constant.vectorOf(scope, [-1, -1, -1])

        output = BooleanMaskUpdate.create(scope, input_, mask, value)
        bcast_output = BooleanMaskUpdate.create(scope, input_, mask, Constant.scalarOf(scope, -1))

        results = sess.runner().fetch(output).fetch(bcast_output).run()
        with results.get(0) as result, results.get(1) as bcast_result:
            assert result.shape() == Shape.of(3, 3)
            assert result == EXPECTED_3X3
            assert result == bcast_result


def test_testBooleanMaskUpdateAxis() -> None:
    with Graph() as g, Session(g) as sess:
        scope = OpScope(g)
        input_ = Constant.tensorOf(scope, [[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]]])
        mask = Constant.arrayOf(
            scope, True, True, False, False, True, True, True, False, False, False
        )
        value = Constant.arrayOf(scope, -1, -1, -1, -1, -1)

        output = BooleanMaskUpdate.create(scope, input_, mask, value, BooleanMaskUpdate.axis(2))
        bcast_output = BooleanMaskUpdate.create(
            scope, input_, mask, Constant.scalarOf(scope, -1), BooleanMaskUpdate.axis(2)
        )

        results = sess.runner().fetch(output).fetch(bcast_output).run()
        with results.get(0) as result, results.get(1) as bcast_result:
            assert result.shape() == Shape.of(1, 1, 10)
            assert result == [[[-1, -1, 2, 3, -1, -1, -1, 7, 8, 9]]]
            assert result == bcast_result


# Python extra: the facade method.


def test_facade() -> None:
    with Graph() as g, Session(g) as sess:
        tf = Ops.create(g)
        x = tf.constant([1, 2, 3])
        updated = tf.booleanMaskUpdate(x, tf.constant([False, True, False]), tf.constant(0))
        assert sess.runner().fetch(updated).run().get(0) == [1, 0, 3]
