"""Port of TensorFlow Java's ``IndexingTest`` (``org.tensorflow.op.core.StridedSliceHelper``)."""

from __future__ import annotations

import pytest
from org.tensorflow import EagerSession, Graph, Session
from org.tensorflow.ndarray import Shape
from org.tensorflow.ndarray.index import Indices
from org.tensorflow.op import Ops, OpScope
from org.tensorflow.op.core import Constant, StridedSliceHelper, Zeros
from org.tensorflow.types import TFloat32

SKIPPED: dict[str, str] = {}

# [2, 1:2, :, tf.newaxis, ..., :4, 4::2]
SLICE = [
    Indices.at(2),
    Indices.at(1, True),
    Indices.all(),
    Indices.newAxis(),
    Indices.ellipsis(),
    Indices.slice(None, 4),
    Indices.slice(4, None, 2),
]


def test_testIndexMerge() -> None:
    args = StridedSliceHelper.mergeIndexes(*SLICE)
    assert args.begin == [2, 1, 0, 0, 0, 0, 4]
    assert args.end == [3, 2, 0, 0, 0, 4, 0]
    assert args.strides == [1, 1, 1, 1, 1, 1, 2]
    assert args.beginMask == 0b0100100
    assert args.endMask == 0b1000100
    assert args.ellipsisMask == 0b0010000
    assert args.newAxisMask == 0b0001000
    assert args.shrinkAxisMask == 0b0000001


def test_testStridedSliceIndex() -> None:
    with Graph() as g, Session(g) as sess:
        scope = OpScope(g)
        shape = [10, 10, 10, 10, 10, 10, 10, 10]
        op = Zeros.create(scope, Constant.vectorOf(scope, shape), TFloat32)
        output = StridedSliceHelper.stridedSlice(scope, op, *SLICE)
        with sess.runner().fetch(output.asOutput()).run().get(0) as result:
            # expected shape from Python tensorflow
            assert result.shape() == Shape.of(1, 10, 1, 10, 10, 10, 4, 3), (
                "Slice index didn't match expected (Python)"
            )


# Python extras: the facade methods, next to the generated StridedSlice op.


def test_facade_stridedSlice_and_assign() -> None:
    with EagerSession.create() as s:
        tf = Ops.create(s)
        x = tf.constant([[1, 2, 3], [4, 5, 6]])
        assert tf.stridedSlice(x, Indices.at(1), Indices.slice(1, None)).asTensor() == [5, 6]
        assert tf.stridedSlice(x, [Indices.all(), Indices.at(0)]).asTensor() == [1, 4]
        generated = tf.stridedSlice(x, tf.constant([0]), tf.constant([1]), tf.constant([1]))
        assert generated.asTensor() == [[1, 2, 3]]
        with pytest.raises(ValueError, match="two ellipsis"):
            tf.stridedSlice(x, Indices.ellipsis(), Indices.ellipsis())
    with Graph() as g, Session(g) as sess:
        tf = Ops.create(g)
        v = tf.variable(tf.constant([1.0, 2.0, 3.0]))
        assigned = tf.stridedSliceAssign(v, tf.constant([9.0]), Indices.slice(1, 2))
        assert sess.runner().fetch(assigned).run().get(0) == [1.0, 9.0, 3.0]
