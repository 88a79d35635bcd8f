"""Port of TensorFlow Java's ``WrongEnvTest``: operands used in another execution environment."""

from __future__ import annotations

import pytest
from org.tensorflow import EagerSession, Graph
from org.tensorflow.op import Ops

SKIPPED: dict[str, str] = {}


def test_testTwoEagers() -> None:
    with EagerSession.create() as e1, EagerSession.create() as e2:
        tf1 = Ops.create(e1)
        tf2 = Ops.create(e2)
        a = tf1.constant(5)
        b = tf2.constant(6)
        c = tf2.math.add(a, b)
        with c.asTensor() as tensor:
            assert tensor.getInt() == 11


def test_testEagerInGraph() -> None:
    with EagerSession.create() as e1, Graph() as e2:
        tf1 = Ops.create(e1)
        tf2 = Ops.create(e2)
        a = tf1.constant(5)
        b = tf2.constant(6)
        # Java's test matches these words of Java's message.
        with pytest.raises(ValueError, match="was from an eager session, can't use in a graph"):
            tf2.math.add(a, b)


def test_testGraphInEager() -> None:
    with Graph() as e1, EagerSession.create() as e2:
        tf1 = Ops.create(e1)
        tf2 = Ops.create(e2)
        a = tf1.constant(5)
        b = tf2.constant(6)
        with pytest.raises(ValueError, match="Can't use graph operation"):
            tf2.math.add(a, b)


def test_testTwoGraphs() -> None:
    with Graph() as e1, Graph() as e2:
        tf1 = Ops.create(e1)
        tf2 = Ops.create(e2)
        a = tf1.constant(5)
        b = tf2.constant(6)
        with pytest.raises(ValueError, match="was from a different graph"):
            tf2.math.add(a, b)


# Python extras: everything of a closed environment, and the checks the runtime makes itself.


def test_closed_environments_raise() -> None:
    e = EagerSession.create()
    x = Ops.create(e).constant(1)
    e.close()
    with pytest.raises(RuntimeError, match="closed"):
        x.asTensor()
    with pytest.raises(RuntimeError, match="closed"):
        Ops.create(e).constant(2)
    g = Graph()
    y = Ops.create(g).constant(1)
    g.close()
    with pytest.raises(RuntimeError, match="closed"):
        Ops.create(g).constant(2)
    with pytest.raises(RuntimeError, match="closed"):
        y.shape()
    with pytest.raises(RuntimeError, match="closed"):
        g.operation("Const")


def test_control_dependencies_of_another_environment() -> None:
    with Graph() as g1, Graph() as g2, EagerSession.create() as e:
        a = Ops.create(g1).constant(1)
        with pytest.raises(ValueError, match="different graph"):
            Ops.create(g2).withControlDependencies(a)
        b = Ops.create(e).constant(1)
        with pytest.raises(ValueError, match="eager session"):
            Ops.create(g2).withControlDependencies(b)
        with pytest.raises(ValueError, match="graph operation"):
            Ops.create(e).withControlDependencies(a)


def test_operand_of_a_closed_eager_session_is_refused() -> None:
    e1 = EagerSession.create()
    a = Ops.create(e1).constant(5)
    e1.close()
    with EagerSession.create() as e2, pytest.raises(RuntimeError, match="closed"):
        Ops.create(e2).math.add(a, a)
