"""Port of TensorFlow Java's ``GraphOperationTest`` (``org.tensorflow.GraphOperation``)."""

from __future__ import annotations

import pytest
from org.tensorflow import Graph, GraphOperation
from org.tensorflow.exceptions import TFInvalidArgumentException
from org.tensorflow.ndarray import Shape
from org.tensorflow.op import Ops
from org.tensorflow.op.core import Barrier
from org.tensorflow.op.debugging import DebugIdentity
from org.tensorflow.proto import DataType
from org.tensorflow.types import TInt32

SKIPPED: dict[str, str] = {}


def test_outputListLengthFailsOnInvalidName() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        op = tf.math.add(tf.constant(1), tf.constant(2)).op()
        assert op.outputListLength("z") == 1
        with pytest.raises(TFInvalidArgumentException):
            op.outputListLength("unknown")


def test_operationEquality() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        op1 = tf.withName("op1").constant(1).op()
        op2 = tf.withName("op2").constant(2).op()
        op3 = GraphOperation(g, op1._op)  # Java: new GraphOperation(g, op1.getUnsafeNativeHandle())
        op4 = g.operation("op1")
        assert op1 == op1  # noqa: PLR0124 (Java's equals is reflexive)
        assert op1 != op2
        assert op1 == op3
        assert hash(op1) == hash(op3)
        assert op1 == op4
        assert hash(op1) == hash(op4)
        assert op3 == op4
        assert op2 != op3
        assert op2 != op4
    with Graph() as g:
        tf = Ops.create(g)
        new_op1 = tf.withName("op1").constant(1).op()
        assert op1 != new_op1


def test_operationCollection() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        op1 = tf.withName("op1").constant(1).op()
        op2 = tf.withName("op2").constant(2).op()
        op3 = GraphOperation(g, op1._op)
        op4 = g.operation("op1")
        ops = {op1, op2, op3, op4}
        assert len(ops) == 2
        assert op1 in ops
        assert op2 in ops
        assert op3 in ops
        assert op4 in ops


def test_operationToString() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        op = tf.withName("c").array(1).op()
        assert str(op) is not None
        assert "c" in str(op)


def test_outputEquality() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        output = tf.withName("c").constant(1).asOutput()
        output1 = output.op().output(0)
        output2 = g.operation("c").output(0)
        assert output == output1
        assert hash(output) == hash(output1)
        assert output == output2
        assert hash(output) == hash(output2)


def test_outputCollection() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        output = tf.withName("c").constant(1).asOutput()
        output1 = output.op().output(0)
        output2 = g.operation("c").output(0)
        ops = {output, output1, output2}
        assert len(ops) == 1
        assert output in ops
        assert output1 in ops
        assert output2 in ops


def test_outputToString() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        output = tf.withName("c").constant(1).asOutput()
        assert "c:0" in str(output)


def test_outputListLength() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        assert tf.split(tf.constant(0), tf.array(0, 1), 1).op().outputListLength("output") == 1
        assert tf.split(tf.constant(0), tf.array(0, 1), 2).op().outputListLength("output") == 2
        assert tf.split(tf.constant(0), tf.array(0, 1, 2), 3).op().outputListLength("output") == 3


def test_inputListLength() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        assert tf.split(tf.constant(0), tf.array(0, 1), 1).op().inputListLength("split_dim") == 1
        with pytest.raises(TFInvalidArgumentException):
            tf.split(tf.constant(0), tf.array(0, 1), 2).op().inputListLength("inputs")


def test_outputList() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        split = tf.split(tf.constant(0), tf.array(0, 1, 2), 3).op()
        outputs = split.outputList(1, 2)
        assert outputs is not None
        assert len(outputs) == 2
        for i, output in enumerate(outputs):
            assert output.index() == i + 1


def test_outputTensorNotSupported() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        split = tf.split(tf.constant(0), tf.array(0, 1, 2), 3).op()
        with pytest.raises(RuntimeError):
            split.output(0).asTensor()


def test_inputs() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        a = tf.constant(1.0)
        b = tf.constant(2.0)
        c = tf.math.add(a, b)
        op = c.op()
        assert op.numInputs() == 2
        assert op.inputs() == [a.asOutput(), b.asOutput()]
        assert op.input(0) == a.asOutput()
        assert op.input(1) == b.asOutput()


def test_consumers() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        a = tf.constant(1.0)
        b = tf.constant(2.0)
        c = tf.math.add(a, b)
        op = a.op()
        assert op.numConsumers() == 1
        assert op.consumers() == {c.op()}


def test_controlInputs() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        a = tf.constant(1.0)
        b = tf.constant(2.0)
        c = tf.withControlDependencies([a, b]).constant(3.0)
        op = c.op()
        assert op.numControlInputs() == 2
        assert op.controlInputs() == {a.op(), b.op()}


def test_controlConsumers() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        a = tf.constant(1.0)
        b = tf.constant(2.0)
        c = tf.withControlDependencies([a, b]).constant(3.0)
        op = a.op()
        assert op.numControlConsumers() == 1
        assert op.controlConsumers() == {c.op()}


def test_getAttributes() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        a = tf.array(1.0)
        # Java's DebugIdentity (DebugIdentityV2) has the int attribute output_slot; this
        # TensorFlow's DebugIdentity op has io_index in its place.
        c = DebugIdentity.create(
            tf.scope(), a, DebugIdentity.debugUrls(["a", "b"]), DebugIdentity.ioIndex(0)
        )
        barrier = tf.barrier([TInt32, TInt32], Barrier.shapes(Shape.of(1, 2), Shape.of(3, 4)))

        op1 = c.op()
        assert op1.getAttrInt("io_index") == 0
        assert op1.getAttrStringList("debug_urls") == ["a", "b"]

        op2 = barrier.op()
        assert op2.getAttrTypeList("component_types") == [DataType.DT_INT32, DataType.DT_INT32]
        assert op2.getAttrShapeList("shapes") == [Shape.of(1, 2), Shape.of(3, 4)]
        # Java 1.x spelling: op.attributes().getAttr*(...)
        assert op2.attributes().getAttrInt("capacity") == -1


def test_outputIsClosedWithItsGraph() -> None:
    # Java's Output.isClosed(): the output's operation is released with its graph.
    g = Graph()
    out = Ops.create(g).constant(1).asOutput()
    assert not out.isClosed()
    g.close()
    assert out.isClosed()
