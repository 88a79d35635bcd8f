"""Port of TensorFlow Java's ``CustomGradientsTest`` (None gradients, explicit seeds).

``SparseSoftmaxCrossEntropyWithLogits`` and ``SigmoidGrad`` have no gradient in TensorFlow's C++
registry (Java's), so both register, and the custom gradient replaces TensorFlow Python's.
Where Java returns a closed ``Output`` for an input without gradient, this project returns
zeros of the input's shape (TensorFlow's ``unconnected_gradients="zero"``). The ``SigmoidGrad``
gradient of the test is not the true one (zeros for ``y``): it is registered in a child
interpreter, so that second derivatives of sigmoid elsewhere in this process stay right.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from typing import Any

import numpy as np
from org.tensorflow import Graph, Session, TensorFlow
from org.tensorflow.op import Ops
from org.tensorflow.op.nn import SparseSoftmaxCrossEntropyWithLogits

SKIPPED: dict[str, str] = {}


def test_noGradientNullIsSupported() -> None:
    calls: list[Any] = []

    def grad(
        tf: Ops, op: SparseSoftmaxCrossEntropyWithLogits.Inputs, gradInputs: list[Any]
    ) -> list[Any]:
        calls.append(op)
        gLoss = gradInputs[0]  # [B]
        logits = op.features
        xent = SparseSoftmaxCrossEntropyWithLogits.create(tf.scope(), logits, op.labels)
        backprop = xent.backprop()  # [B,C]
        gLossE = tf.expandDims(gLoss, tf.constant(1))  # [B,1]
        dLogits = tf.math.mul(gLossE, backprop)  # [B,C]
        # labels: NoGradient
        return [dLogits, None]

    assert not TensorFlow.hasGradient("SparseSoftmaxCrossEntropyWithLogits")
    assert TensorFlow.registerCustomGradient(SparseSoftmaxCrossEntropyWithLogits.Inputs, grad)

    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        logits = tf.constant([[1.0, 2.0, 3.0], [3.0, 2.0, 1.0]])
        labels = tf.constant([2, 0])
        xent = SparseSoftmaxCrossEntropyWithLogits.create(tf.scope(), logits, labels)
        loss = xent.loss()  # [2]
        seed = tf.constant([1.0, 1.0])  # same shape as loss

        grads = g.addGradients(
            "seed", [loss], [logits.asOutput(), labels.asOutput()], [seed.asOutput()]
        )

        assert grads is not None
        assert len(grads) == 2
        assert grads[0] is not None, "Expected gradient for logits"
        assert grads[1] is not None, "Expected an Output placeholder for labels gradient"
        assert len(calls) == 1  # the custom gradient, not TensorFlow Python's
        with s.runner().fetch(grads[0]).fetch(grads[1]).run() as r:
            p = np.exp([1.0, 2.0, 3.0]) / np.exp([1.0, 2.0, 3.0]).sum()
            expected = [p - [0, 0, 1], p[::-1] - [1, 0, 0]]
            np.testing.assert_allclose(r.get(0).numpy(), expected, rtol=1e-5)
            assert list(r.get(1).numpy()) == [0, 0]  # no gradient


_SIGMOID_CHILD = textwrap.dedent(
    """
    import numpy as np
    from org.tensorflow import Graph, Session, TensorFlow
    from org.tensorflow.op import Ops
    from org.tensorflow.types import TFloat32

    calls = []

    def grad(tf, op, gradInputs):
        calls.append(op.name())
        y = op.input(0)  # sigmoid(x)
        upstream = gradInputs[0]
        one = tf.constant(1.0)
        yTimesOneMinusY = tf.math.mul(y, tf.math.sub(one, y))
        dDy = tf.math.mul(upstream, yTimesOneMinusY)  # dL/d(dy) = upstream * y*(1-y)
        dY = tf.zerosLike(y)
        return [dY, dDy]

    print("registered", TensorFlow.registerCustomGradient("SigmoidGrad", grad))

    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        x = tf.placeholder(TFloat32)
        y = tf.math.sigmoid(x)
        seed = tf.fill(tf.shape(y), tf.constant(1.0))  # explicit seed, no OnesLike(y)
        grads = g.addGradients("seed", [y.asOutput()], [x.asOutput()], [seed.asOutput()])
        assert grads is not None and len(grads) == 1 and grads[0] is not None
        with TFloat32.vectorOf(0.0, 2.0) as xs, s.runner().feed(x, xs).fetch(grads[0]).run() as r:
            sig = 1 / (1 + np.exp(-np.array([0.0, 2.0])))
            np.testing.assert_allclose(r.get(0).numpy(), sig * (1 - sig), rtol=1e-6)
        # second order: the SigmoidGrad node of the first gradient uses the custom gradient
        (g2,) = g.addGradients(grads[0], [x.asOutput()])
        print("calls", calls)
    """
)


def test_sigmoidGradHasCustomGradientWithoutOnesLikeSeed() -> None:
    proc = subprocess.run(
        [sys.executable, "-c", _SIGMOID_CHILD],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    # SigmoidGrad has no C++ gradient: registering succeeds, as in Java, and differentiating
    # the gradient (the only place a SigmoidGrad node is differentiated) calls it.
    assert "registered True" in proc.stdout
    assert "calls ['seed/Sigmoid_grad/SigmoidGrad']" in proc.stdout, proc.stdout
