"""Port of TensorFlow Java's ``op/core/FunctionTest`` (calls of a ``ConcreteFunction`` from an
eager session and from a graph)."""

from __future__ import annotations

from org.tensorflow import ConcreteFunction, EagerSession, Graph, Session, Signature
from org.tensorflow.op import Ops
from org.tensorflow.types import TFloat32

SKIPPED: dict[str, str] = {}


def _plus_five(tf: Ops) -> Signature:
    input = tf.placeholder(TFloat32)
    output = tf.math.add(input, tf.constant(5.0))
    return Signature.builder().key("plusFive").input("x", input).output("y", output).build()


def test_testConcreteFunctionEager() -> None:
    with EagerSession.create() as sess, ConcreteFunction.create(_plus_five) as function:
        tf = Ops.create(sess)
        a = tf.constant(10.0)
        result = function.call(tf, a)
        with result.asTensor() as t:
            assert t.getFloat() == 15.0


def test_testConcreteFunctionGraph() -> None:
    with Graph() as graph, ConcreteFunction.create(_plus_five) as function:
        tf = Ops.create(graph)
        a = tf.constant(10.0)
        result = function.call(tf, a)
        assert result.op().type() == "PartitionedCall"
        with Session(graph) as sess, sess.runner().fetch(result).run().get(0) as t:
            assert t.getFloat() == 15.0
