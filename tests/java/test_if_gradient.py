"""Port of TensorFlow Java's ``IfGradientTest`` (the gradient of ``StatefulIf`` through
``Graph.addGradients``).

Java registers a gradient for ``If`` because its C++ registry has none, and builds it from
branch-gradient functions it attaches to the graph beforehand. TensorFlow Python's registry,
which this project's gradients use, has one (``cond_v2``'s): registering returns False and that
gradient is used, so the priming step is not needed; the assertions are Java's. The branch
functions are TensorFlow ``ConcreteFunction`` s traced from Python callables, standing in for
Java's ``ConcreteFunction.create(tf -> Signature)``.
"""

from __future__ import annotations

from typing import Any

import tensorflow as tf_py
from org.tensorflow import Graph, Session, TensorFlow
from org.tensorflow.op import Ops
from org.tensorflow.op.core import StatefulIf
from org.tensorflow.types import TBool, TFloat32

SKIPPED: dict[str, str] = {}


def _branch(factor: float) -> Any:
    return tf_py.function(lambda x: x * factor, autograph=False).get_concrete_function(
        tf_py.TensorSpec([], tf_py.float32)
    )


def _assert_close(got: float, expected: float, eps: float, msg: str) -> None:
    assert abs(got - expected) <= eps, f"{msg} (got={got}, expected={expected})"


def test_testStatefullIfGradient() -> None:
    def unused(tf: Ops, op: Any, gradOutputs: list[Any]) -> list[Any]:
        raise AssertionError("If already has a gradient: this one is never registered")

    assert not TensorFlow.registerCustomGradient(StatefulIf.OP_NAME, unused)

    with Graph() as g:
        tf = Ops.create(g)
        x = tf.placeholder(TFloat32)  # scalar
        cond = tf.placeholder(TBool)  # scalar
        ifOp = StatefulIf.create(tf.scope(), cond, [x], [TFloat32], _branch(3.0), _branch(5.0))
        y = ifOp.output()[0]

        dy_dx = g.addGradients(y, [x.asOutput()])[0]

        with Session(g) as session:
            for flag, y_expected, g_expected in ((True, 6.0, 3.0), (False, 10.0, 5.0)):
                with (
                    TFloat32.scalarOf(2.0) as xt,
                    TBool.scalarOf(flag) as ct,
                    session.runner().feed(x, xt).feed(cond, ct).fetch(y).fetch(dy_dx).run() as r,
                ):
                    _assert_close(
                        r.get(0).getFloat(), y_expected, 1e-6, f"y mismatch for cond={flag}"
                    )
                    _assert_close(
                        r.get(1).getFloat(), g_expected, 1e-6, f"grad mismatch for cond={flag}"
                    )
