"""Scope naming as TensorFlow Java's NameScope, and scope options in graphs."""

from __future__ import annotations

import pytest
from org.tensorflow import DeviceSpec, Graph
from org.tensorflow.op import Ops, OpScope


def test_make_op_name_counts_per_name() -> None:
    with Graph() as g:
        scope = OpScope(g)
        assert scope.makeOpName("Add") == "Add"
        assert scope.makeOpName("Add") == "Add_1"
        assert scope.makeOpName("Mul") == "Mul"
        assert scope.makeOpName("Add") == "Add_2"


def test_sub_scopes_prefix_and_are_made_unique() -> None:
    with Graph() as g:
        root = OpScope(g)
        child = root.withSubScope("child")
        assert child.makeOpName("Add") == "child/Add"
        assert child.makeOpName("Add") == "child/Add_1"
        assert root.withSubScope("child").makeOpName("Add") == "child_1/Add"
        assert child.withSubScope("grand").makeOpName("Add") == "child/grand/Add"
        assert root.makeOpName("Add") == "Add"


def test_with_name_overrides_the_default_name_and_shares_counters() -> None:
    with Graph() as g:
        root = OpScope(g)
        assert root.withName("foo").makeOpName("Add") == "foo"
        assert root.withName("foo").makeOpName("Mul") == "foo_1"
        assert root.withSubScope("s").withName("n").makeOpName("X") == "s/n"


def test_invalid_names_are_rejected() -> None:
    with Graph() as g:
        root = OpScope(g)
        for bad in ("", "with space", "/slash", "_underscore"):
            with pytest.raises(ValueError, match="invalid name"):
                root.withSubScope(bad)
            with pytest.raises(ValueError, match="invalid name"):
                root.withName(bad)


def test_graph_nodes_carry_scope_names() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        a = tf.constant(1)
        b = tf.withName("b").constant(2)
        sub = tf.withSubScope("layer")
        c = sub.math.add(a, b)
        d = sub.math.add(c, b)
        e = tf.withSubScope("layer").math.add(d, a)
        assert [a.op().name(), b.op().name(), c.op().name(), d.op().name(), e.op().name()] == [
            "Const",
            "b",
            "layer/Add",
            "layer/Add_1",
            "layer_1/Add",
        ]
        assert sorted(op.name() for op in g.operations()) == sorted(
            ["Const", "b", "layer/Add", "layer/Add_1", "layer_1/Add"]
        )
        assert g.operation("layer/Add").type() == "Add"


def test_control_dependencies_varargs_and_iterable() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        a = tf.constant(1)
        b = tf.constant(2)
        x = tf.withControlDependencies(a, b).math.add(a, b)
        y = tf.withControlDependencies([a]).math.add(a, b)
        z = tf.math.add(a, b)
        assert {op.name() for op in g.operation(x.op().name()).controlInputs()} == {
            "Const",
            "Const_1",
        }
        assert {op.name() for op in g.operation(y.op().name()).controlInputs()} == {"Const"}
        assert g.operation(z.op().name()).controlInputs() == set()


def test_with_device_sets_the_node_device() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        spec = (
            DeviceSpec.newBuilder()
            .job("worker")
            .deviceType(DeviceSpec.DeviceType.CPU)
            .deviceIndex(0)
            .build()
        )
        x = tf.withDevice(spec).constant(1.0)
        assert g.operation(x.op().name()).device() == "/job:worker/device:CPU:0"


def test_operand_of_another_graph_is_rejected() -> None:
    with Graph() as g1, Graph() as g2:
        a = Ops.create(g1).constant(1)
        with pytest.raises(ValueError, match="another|cannot be used"):
            Ops.create(g2).math.add(a, a)


def test_eager_op_names_are_reserved_at_creation() -> None:
    from org.tensorflow import EagerSession

    with EagerSession.create() as session:
        tf = Ops.create(session)
        x = tf.constant(1.0)
        first = tf.math.abs(x)
        second = tf.math.abs(x)
        named = tf.withSubScope("s").withName("mine").math.abs(x)
        third = tf.math.abs(x)
        # Asked for out of order: names still follow creation order, as Java's makeOpName.
        assert third.op().name() == "Abs_2"
        assert second.op().name() == "Abs_1"
        assert first.op().name() == "Abs"
        assert named.op().name() == "s/mine"
        assert first.op() is first.op()
