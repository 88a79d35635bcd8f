"""Port of TensorFlow Java's ``IfGradientTest`` (a custom gradient for ``If`` through
``Graph.addGradients``).

TensorFlow's C++ registry (Java's) has no gradient for ``If``, so Java registers one: an ``If``
over branch-gradient functions. TensorFlow Python has its own (``cond_v2``'s); the custom one
replaces it, as in Java. Java primes the branch gradients from the forward branches before
``addGradients``; here the gradient branches are TensorFlow ``ConcreteFunction`` s traced from
the same Python callables as the forward ones (with a gradient tape), standing in for Java's
``ConcreteFunction.create(tf -> Signature)``. The registration replaces the ``If`` gradient of
the whole process, so the test runs in a child interpreter.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

SKIPPED: dict[str, str] = {}

_CHILD = textwrap.dedent(
    """
    import tensorflow as tf_py
    from org.tensorflow import Graph, Session, TensorFlow
    from org.tensorflow.op import Ops
    from org.tensorflow.op.core import StatefulIf
    from org.tensorflow.types import TBool, TFloat32

    SPEC = tf_py.TensorSpec([], tf_py.float32)

    def forward(factor):
        return lambda x: x * factor

    def branch(factor):
        return tf_py.function(forward(factor), autograph=False).get_concrete_function(SPEC)

    def grad_branch(factor):
        def grad(x, dy):
            with tf_py.GradientTape() as tape:
                tape.watch(x)
                y = forward(factor)(x)
            return tape.gradient(y, x, output_gradients=dy)

        return tf_py.function(grad, autograph=False).get_concrete_function(SPEC, SPEC)

    calls = []

    def if_gradient(tf, op, gradOutputs):
        calls.append(op.name())
        cond = op.input(0)
        nInputs = op.inputListLength("input")
        inputs = [op.input(1 + i) for i in range(nInputs)]
        dys = [
            dy if dy is not None else tf.zerosLike(op.output(i))
            for i, dy in enumerate(gradOutputs)
        ]
        tin = [i.asOutput().type() for i in inputs]
        dInputsIf = StatefulIf.create(
            tf.scope(), cond, inputs + dys, tin, grad_branch(3.0), grad_branch(5.0)
        )
        return [None] + list(dInputsIf.output())  # no gradient for the condition

    assert not TensorFlow.hasGradient(StatefulIf.OP_NAME)
    print("registered", TensorFlow.registerCustomGradient(StatefulIf.OP_NAME, if_gradient))

    with Graph() as g:
        tf = Ops.create(g)
        x = tf.placeholder(TFloat32)  # scalar
        cond = tf.placeholder(TBool)  # scalar
        ifOp = StatefulIf.create(tf.scope(), cond, [x], [TFloat32], branch(3.0), branch(5.0))
        y = ifOp.output()[0]

        dy_dx = g.addGradients(y, [x.asOutput()])[0]

        with Session(g) as session:
            for flag, y_expected, g_expected in ((True, 6.0, 3.0), (False, 10.0, 5.0)):
                with (
                    TFloat32.scalarOf(2.0) as xt,
                    TBool.scalarOf(flag) as ct,
                    session.runner().feed(x, xt).feed(cond, ct).fetch(y).fetch(dy_dx).run() as r,
                ):
                    yVal, gVal = r.get(0).getFloat(), r.get(1).getFloat()
                    assert abs(yVal - y_expected) <= 1e-6, f"y mismatch for cond={flag}: {yVal}"
                    assert abs(gVal - g_expected) <= 1e-6, f"grad mismatch for cond={flag}: {gVal}"
        print("custom gradient called for the If node:", calls == [ifOp.op().name()])
    """
)


def test_testStatefullIfGradient() -> None:
    proc = subprocess.run(
        [sys.executable, "-c", _CHILD], capture_output=True, text=True, timeout=300, check=False
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "registered True" in proc.stdout
    # the custom gradient built dy/dx
    assert "custom gradient called for the If node: True" in proc.stdout, proc.stdout
