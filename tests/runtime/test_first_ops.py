"""The first ops end to end, eager and in a graph, against TensorFlow's own results."""

from __future__ import annotations

import numpy as np
import pytest
import tensorflow as tf
from org.tensorflow import EagerSession, Graph, Session
from org.tensorflow.ndarray import Shape
from org.tensorflow.op import Ops
from org.tensorflow.op.core import (
    Identity,
    NoOp,
    Placeholder,
    StopGradient,
    Unique,
    VarHandleOp,
)
from org.tensorflow.op.dtypes import Cast
from org.tensorflow.op.math import Abs, Add, AddN, Mul, Square
from org.tensorflow.op.tpu import SendTPUEmbeddingGradients
from org.tensorflow.types import TFloat32, TFloat64, TInt32, TInt64


def run(g: Graph, *fetches, feeds=()):
    with Session(g) as s:
        runner = s.runner()
        for operand, value in feeds:
            runner.feed(operand, value)
        for f in fetches:
            runner.fetch(f)
        with runner.run() as result:
            return [result.get(i).numpy() for i in range(result.size())]


def test_issue_example() -> None:
    tf_ = Ops.create()
    x = tf_.constant([1.0, 2.0, 3.0])
    assert x.type() is TFloat32
    y = StopGradient.create(tf_.scope(), x)
    assert StopGradient.OP_NAME == "StopGradient"
    np.testing.assert_array_equal(y.asOutput().asTensor().numpy(), np.float32([1, 2, 3]))
    assert tf_.stopGradient(x).output().shape() == Shape.of(3)

    with Graph() as g, Session(g) as s:
        tf_ = Ops.create(g)
        z = tf_.math.add(tf_.constant(1), tf_.constant(2))
        with s.runner().fetch(z).run() as result:
            assert result.get(0).getInt() == 3


@pytest.fixture()
def eager() -> Ops:
    return Ops.create()


def test_binary_math_ops_eager_match_tensorflow(eager: Ops) -> None:
    a = np.float32([[1.5, -2.0], [3.0, 4.25]])
    b = np.float32([[0.5, 2.0], [-1.0, 2.0]])
    x, y = eager.constant(a), eager.constant(b)
    scope = eager.scope()
    np.testing.assert_array_equal(
        Add.create(scope, x, y).asTensor().numpy(), tf.raw_ops.Add(x=a, y=b).numpy()
    )
    np.testing.assert_array_equal(
        Mul.create(scope, x, y).asTensor().numpy(), tf.raw_ops.Mul(x=a, y=b).numpy()
    )
    np.testing.assert_array_equal(eager.math.square(x).asTensor().numpy(), np.square(a))
    np.testing.assert_array_equal(Abs.create(scope, x).asTensor().numpy(), np.abs(a))
    np.testing.assert_array_equal(AddN.create(scope, [x, y, x]).asTensor().numpy(), a + b + a)
    np.testing.assert_array_equal(eager.math.addN((x, y)).asTensor().numpy(), a + b)
    ident = Identity.create(scope, x)
    np.testing.assert_array_equal(ident.asTensor().numpy(), a)
    assert ident.asOutput().dataType() == tf.float32.as_datatype_enum


def test_integer_and_double_dtypes_eager(eager: Ops) -> None:
    ints = eager.constant([[1, -2], [3, 4]])
    assert ints.type() is TInt32
    sq = Square.create(eager.scope(), ints)
    assert sq.asTensor().numpy().dtype == np.int32
    np.testing.assert_array_equal(sq.asTensor().numpy(), [[1, 4], [9, 16]])
    doubles = eager.constant(np.float64([0.1, 0.2]))
    added = eager.math.add(doubles, doubles)
    assert added.type() is TFloat64
    np.testing.assert_array_equal(added.asTensor().numpy(), np.float64([0.2, 0.4]))


def test_cast_takes_a_type_class(eager: Ops) -> None:
    x = eager.constant([1.7, -2.2])
    c = Cast.create(eager.scope(), x, TInt64)
    assert c.type() is TInt64
    np.testing.assert_array_equal(c.asTensor().numpy(), np.int64([1, -2]))
    truncated = eager.dtypes.cast(x, TInt32, Cast.Truncate(True))
    np.testing.assert_array_equal(truncated.asTensor().numpy(), [1, -2])


def test_unique_both_creates(eager: Ops) -> None:
    x = eager.constant([1, 1, 2, 4, 4, 7])
    axis = eager.constant([0])
    u = Unique.create(eager.scope(), x, axis)
    y, idx = tf.raw_ops.UniqueV2(x=[1, 1, 2, 4, 4, 7], axis=[0])
    np.testing.assert_array_equal(u.y().asTensor().numpy(), y.numpy())
    np.testing.assert_array_equal(u.idx().asTensor().numpy(), idx.numpy())
    assert u.idx().type() is TInt32
    u64 = eager.unique(x, axis, TInt64)
    assert u64.idx().type() is TInt64
    np.testing.assert_array_equal(u64.idx().asTensor().numpy(), idx.numpy())


def test_var_handle_op_options_in_graph() -> None:
    with Graph() as g:
        tf_ = Ops.create(g)
        v = VarHandleOp.create(
            tf_.scope(), TFloat32, Shape.of(2), VarHandleOp.sharedName("v").container("c")
        )
        tf_.varHandleOp(TFloat32, Shape.scalar(), sharedName="w", debugName="dbg")
        node = g.operation(v.op().name())._op
        assert node.type == "VarHandleOp"
        assert node.get_attr("shared_name") == b"v"
        assert node.get_attr("container") == b"c"
        assert node.get_attr("dtype") == tf.float32
        assert node.get_attr("shape") == tf.TensorShape([2])
        wnode = g.operation("VarHandleOp_1")._op
        assert wnode.get_attr("shared_name") == b"w"
        assert wnode.get_attr("debug_name") == b"dbg"
        assert wnode.get_attr("dtype") == tf.float32


def test_var_handle_op_eager_creates_a_resource(eager: Ops) -> None:
    v = eager.varHandleOp(TFloat32, Shape.scalar(), sharedName="eager_v")
    t = v.asOutput()._t
    assert t.dtype == tf.resource


def test_noop_and_control_dependencies_in_graph() -> None:
    with Graph() as g:
        tf_ = Ops.create(g)
        a = tf_.constant(1)
        n = NoOp.create(tf_.scope())
        assert n.op().type() == "NoOp"
        assert n.op().numOutputs() == 0
        b = tf_.withControlDependencies(n).math.add(a, a)
        assert [c.name() for c in g.operation(b.op().name()).controlInputs()] == [n.op().name()]
        assert run(g, b) == [2]


def test_placeholder_fed_in_session() -> None:
    with Graph() as g:
        tf_ = Ops.create(g)
        p = Placeholder.create(tf_.scope(), TFloat32, Placeholder.shape(Shape.of(2)))
        q = tf_.placeholder(TFloat32)
        s = tf_.math.mul(tf_.math.add(p, q), tf_.constant(2.0))
        node = g.operation(p.op().name())._op
        assert node.get_attr("shape") == tf.TensorShape([2])
        assert p.shape() == Shape.of(2)  # the instance method, next to the static option
        result = run(
            g, s, feeds=[(p, TFloat32.vectorOf(1.0, 2.0)), (q, TFloat32.vectorOf(3.0, 4.0))]
        )
        np.testing.assert_array_equal(result[0], np.float32([8, 12]))


@pytest.mark.parametrize("build", ["stopGradient", "identity"])
def test_graph_ops_match_tensorflow(build: str) -> None:
    with Graph() as g:
        tf_ = Ops.create(g)
        x = tf_.constant([[1.0, 2.0], [3.0, 4.0]])
        y = getattr(tf_, build)(x)
        assert (
            g.operation(y.op().name())._op.type
            == {"stopGradient": "StopGradient", "identity": "Identity"}[build]
        )
        np.testing.assert_array_equal(run(g, y)[0], np.float32([[1, 2], [3, 4]]))


def test_stop_gradient_gradient_is_zero_eager(eager: Ops) -> None:
    x = eager.constant([1.0, 2.0])
    with tf.GradientTape(persistent=True) as tape:
        tape.watch(x.asOutput()._t)
        stopped = eager.math.mul(eager.stopGradient(x), x)
        passed = eager.math.mul(eager.identity(x), x)
    g_stop = tape.gradient(stopped.asOutput()._t, x.asOutput()._t)
    g_pass = tape.gradient(passed.asOutput()._t, x.asOutput()._t)
    # d(sg(x)*x)/dx = sg(x) = x, while d(x*x)/dx = 2x: the StopGradient path contributes zero.
    np.testing.assert_array_equal(g_stop.numpy(), np.float32([1, 2]))
    np.testing.assert_array_equal(g_pass.numpy(), np.float32([2, 4]))
    only = tape.gradient(
        eager.stopGradient(x).asOutput()._t, x.asOutput()._t, unconnected_gradients="zero"
    )
    np.testing.assert_array_equal(only.numpy(), np.float32([0, 0]))


def test_stop_gradient_gradient_is_zero_in_graph() -> None:
    with Graph() as g:
        tf_ = Ops.create(g)
        x = tf_.constant([1.0, 2.0])
        y = tf_.math.mul(tf_.stopGradient(x), x)
        with g._g.as_default():
            (grad,) = tf.gradients(y.asOutput()._t, x.asOutput()._t)
            (grad_sg,) = tf.gradients(tf_.stopGradient(x).asOutput()._t, x.asOutput()._t)
        assert grad_sg is None  # no path: the gradient through StopGradient is zero
        with Session(g) as s:
            np.testing.assert_array_equal(s._session.run(grad), np.float32([1, 2]))


def test_send_tpu_embedding_gradients_builds_a_node_and_fails_to_run_without_tpu() -> None:
    with Graph() as g:
        tf_ = Ops.create(g)
        grads = [tf_.constant([[1.0, 2.0]]), tf_.constant([[3.0]])]
        rates = [tf_.constant(0.1)]
        op = SendTPUEmbeddingGradients.create(
            tf_.withSubScope("tpu").scope(), grads, rates, "cfg", SendTPUEmbeddingGradients.NN(1)
        )
        assert op.op().name() == "tpu/SendTPUEmbeddingGradients"
        node = g.operation("tpu/SendTPUEmbeddingGradients")._op
        assert node.type == "SendTPUEmbeddingGradients"
        assert [t.op.name for t in node.inputs] == ["Const", "Const_1", "Const_2"]
        assert node.get_attr("N") == 2
        assert node.get_attr("NN") == 1
        assert node.get_attr("config") == b"cfg"
        assert op.op().inputListLength("inputs") == 2
        assert op.op().inputListLength("learning_rates") == 1
        facade = tf_.tpu.sendTPUEmbeddingGradients(grads, [], "cfg2")
        assert g.operation(facade.op().name())._op.get_attr("NN") == 0
        with Session(g) as s, pytest.raises(tf.errors.OpError):
            s.runner().addTarget(op).run()


def test_eager_session_context_manager_and_close() -> None:
    with EagerSession.create() as session:
        tf_ = Ops.create(session)
        x = tf_.constant(3)
        assert tf_.math.square(x).asTensor().getInt() == 9
    with pytest.raises(RuntimeError, match="closed"):
        tf_.math.square(x)
