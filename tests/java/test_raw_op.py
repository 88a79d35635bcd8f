"""Port of TensorFlow Java's ``RawOpTest`` (``org.tensorflow.op.RawOp``)."""

from __future__ import annotations

from org.tensorflow import EagerSession, Graph
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


def test_subclassReadsProtectedOperation() -> None:
    # Java's `new RawOp(test1.operation, test1.operation.type()) {}`: a subclass reads the
    # protected field `operation`, the wrapped operation, graph or eager.
    class Shape(RawOp):
        pass

    with Graph() as g:
        tf = Ops.create(g)
        array = tf.constant([0, 0]).asOutput()
        test1 = Shape(g.baseScope().opBuilder("Shape", "shape1").addInput(array).build(), "Shape")
        assert test1.operation is test1.op()
        assert test1.operation.type() == "Shape"
        test3 = Shape(test1.operation, test1.operation.type())
        assert test3 == test1
        assert hash(test3) == hash(test1)
    with EagerSession.create() as session:
        add = Ops.create(session).math.add(Ops.create(session).constant(2), 3)
        assert add.operation.type() == "Add"
        assert add.operation.output(0).asTensor().getInt() == 5
