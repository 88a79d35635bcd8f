"""Port of TensorFlow Java's ``RawOpTest`` (``org.tensorflow.op.RawOp``)."""

from __future__ import annotations

from org.tensorflow import Graph
from org.tensorflow.op import Ops, RawOp

SKIPPED: dict[str, str] = {}


def test_equalsHashcode() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        array = tf.constant([0, 0]).asOutput()

        test1 = RawOp(g.baseScope().opBuilder("Shape", "shape1").addInput(array).build())
        test2 = RawOp(g.baseScope().opBuilder("Shape", "shape2").addInput(array).build())
        test3 = RawOp(test1.op())

        # equals() tests
        assert test1 != test2
        assert test1 == test3
        assert test3 == test1
        assert test2 != test3

        # hashcode() tests
        ops: set[RawOp] = set()
        assert test1 not in ops
        ops.add(test1)
        assert test2 not in ops
        ops.add(test2)
        assert test3 in ops  # Java's ops.add(test3) returns false
        assert len(ops) == 2
        assert str(test1) == "<Shape 'shape1'>"
