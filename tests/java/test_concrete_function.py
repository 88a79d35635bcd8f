"""Port of TensorFlow Java's ``ConcreteFunctionTest`` (``org.tensorflow.ConcreteFunction``)."""

from __future__ import annotations

from org.tensorflow import ConcreteFunction, EagerSession, Graph, Session, Signature
from org.tensorflow.op import Ops
from org.tensorflow.types import TFloat32, TInt32

SKIPPED = {
    "testGradientsGraph": "disabled in the Java suite itself (no @Test: call-op gradients are "
    "not defined in TensorFlow's C++ gradients)",
}


def _plus_five(tf: Ops) -> Signature:
    input = tf.placeholder(TFloat32)
    output = tf.math.add(input, tf.constant(5.0))
    return Signature.builder().key("plusFive").input("x", input).output("y", output).build()


def _minus_two(tf: Ops) -> Signature:
    input = tf.placeholder(TFloat32)
    output = tf.math.sub(input, tf.constant(2.0))
    return Signature.builder().key("minusTwo").input("x", input).output("y", output).build()


def _plus_five_minus_two(tf: Ops) -> Signature:
    input = tf.placeholder(TFloat32)
    with (
        ConcreteFunction.create(_plus_five) as plus_five,
        ConcreteFunction.create(_minus_two) as minus_two,
    ):
        result = minus_two.call(tf, plus_five.call(tf, input))
        return (
            Signature.builder()
            .key("plusFiveMinusTwo")
            .input("x", input)
            .output("y", result)
            .build()
        )


def test_createFunction() -> None:
    with ConcreteFunction.create(_plus_five) as f, TFloat32.scalarOf(3.0) as x:
        assert f.call(x).getFloat() == 8.0


def test_createFunctionFromGraph() -> None:
    with Graph() as g:
        signature = _plus_five(Ops.create(g))
        with ConcreteFunction.create(signature, g) as f, TFloat32.scalarOf(3.0) as x:
            assert f.call(x).getFloat() == 8.0


def test_createFunctionFromSession() -> None:
    with Graph() as g:
        signature = _plus_five(Ops.create(g))
        with (
            Session(g) as s,
            ConcreteFunction.create(signature, s) as f,
            TFloat32.scalarOf(3.0) as x,
        ):
            assert f.call(x).getFloat() == 8.0


def test_chainFunctions() -> None:
    with (
        ConcreteFunction.create(_plus_five) as f1,
        ConcreteFunction.create(_minus_two) as f2,
        TFloat32.scalarOf(3.0) as x,
    ):
        assert f2.call(f1.call(x)).getFloat() == 6.0


def test_getGraphFunctions() -> None:
    with ConcreteFunction.create(_plus_five) as function, Graph() as g:
        tf = Ops.create(g)
        tf.call(function, tf.constant(3.0))

        attached = g.getFunction(function.getDefinedName())
        assert attached is not None

        with TFloat32.scalarOf(10.0) as x, attached.call(x) as y:
            assert y.getFloat() == 15.0


def test_testNestedFunctionEager() -> None:
    with EagerSession.create() as sess, ConcreteFunction.create(_plus_five_minus_two) as function:
        tf = Ops.create(sess)
        a = tf.constant(10.0)
        result = function.call(tf, a)
        with result.asTensor() as t:
            assert t.getFloat() == 13.0


def test_testNestedFunctionGraph() -> None:
    with Graph() as graph, ConcreteFunction.create(_plus_five_minus_two) as function:
        tf = Ops.create(graph)
        a = tf.constant(10.0)
        result = function.call(tf, a)
        with Session(graph) as sess, sess.runner().fetch(result).run().get(0) as t:
            assert t.getFloat() == 13.0


def test_testFunctionWithTwoOutputs() -> None:
    def two_outputs(tf: Ops) -> Signature:
        x = tf.placeholder(TInt32)
        dbl_x = tf.math.add(x, x)
        trip_x = tf.math.add(x, dbl_x)
        return Signature.builder().input("x", x).output("dbl", dbl_x).output("trpl", trip_x).build()

    cf = ConcreteFunction.create(two_outputs)
    inputs = {"x": TInt32.scalarOf(2)}
    outputs = cf.call(inputs)
    assert outputs.get("dbl").getInt() == 4
    assert outputs.get("trpl").getInt() == 6
