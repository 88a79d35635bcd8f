"""Port of TensorFlow Java's ``op/core/PartitionedCallTest`` (a ``ConcreteFunction`` as the
``f`` attribute of ``PartitionedCall``)."""

from __future__ import annotations

from org.tensorflow import ConcreteFunction, EagerSession, Graph, Session, Signature
from org.tensorflow.op import Ops
from org.tensorflow.types import TInt32

SKIPPED: dict[str, str] = {}


def _plus_two(tf: Ops) -> Signature:
    x = tf.placeholder(TInt32)
    y = tf.math.add(x, tf.constant(2))
    return Signature.builder().input("x", x).output("y", y).build()


def test_testEager() -> None:
    with EagerSession.create() as e, ConcreteFunction.create(_plus_two) as f:
        tf = Ops.create(e)
        x = tf.constant(3)
        y = tf.partitionedCall([x], [TInt32], f).output()[0]
        assert y.asTensor().getInt() == 5


def test_testGraph() -> None:
    with Graph() as g, ConcreteFunction.create(_plus_two) as f:
        tf = Ops.create(g)
        x = tf.placeholder(TInt32)
        y = tf.partitionedCall([x], [TInt32], f).output()[0]

        assert f.getDefinedName() in g.functionNames()
        assert y.op().attributes().getAttrFunction("f").getDefinedName() == f.getDefinedName()
        with (
            Session(g) as s,
            TInt32.scalarOf(3) as three,
            s.runner().feed(x, three).fetch(y).run().get(0) as out,
        ):
            assert out.getInt() == 5
