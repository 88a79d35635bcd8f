"""Port of TensorFlow Java's ``op/core/IfTest`` (``If`` with ``ConcreteFunction`` branches
built by ``ConcreteFunction.create``)."""

from __future__ import annotations

from org.tensorflow import ConcreteFunction, EagerSession, Graph, Operand, Session, Signature
from org.tensorflow.op import Ops
from org.tensorflow.op.core import StatefulIf, StatelessIf
from org.tensorflow.types import TFloat32, TInt32

SKIPPED: dict[str, str] = {}


def _basic_if(tf: Ops, a: Operand[TInt32], b: Operand[TInt32]) -> Operand[TInt32]:
    def then_branch(ops: Ops) -> Signature:
        a1 = ops.placeholder(TInt32)
        b1 = ops.placeholder(TInt32)
        y = ops.identity(a1)
        return Signature.builder().input("a", a1).input("b", b1).output("y", y).build()

    def else_branch(ops: Ops) -> Signature:
        a1 = ops.placeholder(TInt32)
        b1 = ops.placeholder(TInt32)
        # Casts around math.neg as the Java test does (int32 neg on some GPUs).
        y = ops.dtypes.cast(ops.math.neg(ops.dtypes.cast(b1, TFloat32)), TInt32)
        return Signature.builder().input("a", a1).input("b", b1).output("y", y).build()

    return tf.ifOp(
        tf.math.greater(a, b),
        [a, b],
        [TInt32],
        ConcreteFunction.create(then_branch),
        ConcreteFunction.create(else_branch),
    ).output()[0]


def test_testGraph() -> None:
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        a = tf.placeholder(TInt32)
        b = tf.placeholder(TInt32)
        c = _basic_if(tf, a, b)

        assert c.op().type() == StatelessIf.OP_NAME

        with (
            TInt32.scalarOf(2) as two,
            TInt32.scalarOf(1) as one,
            s.runner().feed(a, two).feed(b, one).fetch(c).run().get(0) as out,
        ):
            assert out.getInt() == 2
        with (
            TInt32.scalarOf(2) as two,
            TInt32.scalarOf(3) as three,
            s.runner().feed(a, two).feed(b, three).fetch(c).run().get(0) as out,
        ):
            assert out.getInt() == -3


def test_testStatefullness() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        a = tf.placeholder(TInt32)
        b = tf.placeholder(TInt32)

        def then_branch(ops: Ops) -> Signature:
            a1 = ops.placeholder(TInt32)
            b1 = ops.placeholder(TInt32)
            result = ops.statefulIf(
                ops.constant(False),
                [],
                [TInt32],
                ConcreteFunction.create(
                    lambda ops1: Signature.builder().output("y", ops1.constant(1)).build()
                ),
                ConcreteFunction.create(
                    lambda ops1: Signature.builder().output("y", ops1.constant(1)).build()
                ),
            ).output()[0]
            return Signature.builder().input("a", a1).input("b", b1).output("y", result).build()

        def else_branch(ops: Ops) -> Signature:
            a1 = ops.placeholder(TInt32)
            b1 = ops.placeholder(TInt32)
            y = ops.math.neg(b1)
            return Signature.builder().input("a", a1).input("b", b1).output("y", y).build()

        output = tf.ifOp(
            tf.math.greater(a, b),
            [a, b],
            [TInt32],
            ConcreteFunction.create(then_branch),
            ConcreteFunction.create(else_branch),
        ).output()[0]

        assert output.op().type() == StatefulIf.OP_NAME


def test_testEager() -> None:
    with EagerSession.create() as e:
        tf = Ops.create(e)

        out1 = _basic_if(tf, tf.constant(2), tf.constant(1))

        assert out1.op().type() == StatelessIf.OP_NAME

        with out1.asTensor() as out:
            assert out.getInt() == 2

        with _basic_if(tf, tf.constant(2), tf.constant(3)).asTensor() as out:
            assert out.getInt() == -3
