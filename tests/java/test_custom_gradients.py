"""Port of TensorFlow Java's ``CustomGradientsTest`` (None gradients, explicit seeds).

``SparseSoftmaxCrossEntropyWithLogits`` has a gradient in TensorFlow Python's registry (which
this project's gradients use), so ``noGradientNullIsSupported`` registers the same kind of
gradient (a gradient for the first input, None for the second) on ``AdjustSaturation``, which
has none. Where Java returns a closed ``Output`` for an input without gradient, this project
returns zeros of the input's shape (TensorFlow's ``unconnected_gradients="zero"``).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from org.tensorflow import Graph, GraphOperation, Session, TensorFlow
from org.tensorflow.op import Ops
from org.tensorflow.types import TFloat32

SKIPPED: dict[str, str] = {}


def test_noGradientNullIsSupported() -> None:
    def grad(tf: Ops, op: GraphOperation, gradInputs: list[Any]) -> list[Any]:
        upstream = gradInputs[0]  # [B, C]
        images = op.input(0)
        # d/d(images) of a made-up rule, images * 2 * upstream; the scale gets no gradient.
        return [tf.math.mul(tf.math.mul(images, tf.constant(2.0)), upstream), None]

    assert TensorFlow.registerCustomGradient("AdjustSaturation", grad)

    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        images = tf.constant([[[1.0, 2.0, 3.0], [3.0, 2.0, 1.0]]])  # [1, 2, 3]
        scale = tf.constant(0.5)
        out = tf.image.adjustSaturation(images, scale)
        seed = tf.constant([[[1.0, 1.0, 1.0], [1.0, 1.0, 2.0]]])  # same shape as out

        grads = g.addGradients(
            "seed", [out.asOutput()], [images.asOutput(), scale.asOutput()], [seed.asOutput()]
        )

        assert grads is not None
        assert len(grads) == 2
        assert grads[0] is not None, "Expected gradient for images"
        assert grads[1] is not None, "Expected an Output for the scale gradient"
        with s.runner().fetch(grads[0]).fetch(grads[1]).run() as r:
            np.testing.assert_allclose(r.get(0).numpy(), [[[2.0, 4.0, 6.0], [6.0, 4.0, 4.0]]])
            assert r.get(1).numpy() == 0.0  # no gradient


def test_sigmoidGradHasCustomGradientWithoutOnesLikeSeed() -> None:
    def grad(tf: Ops, op: GraphOperation, gradInputs: list[Any]) -> list[Any]:
        y = op.input(0)  # sigmoid(x)
        upstream = gradInputs[0]
        one = tf.constant(1.0)
        yTimesOneMinusY = tf.math.mul(y, tf.math.sub(one, y))
        dDy = tf.math.mul(upstream, yTimesOneMinusY)  # dL/d(dy) = upstream * y*(1-y)
        dY = tf.zerosLike(y)
        return [dY, dDy]

    # SigmoidGrad already has a gradient: registering returns False (as Java's comment expects
    # where it is registered) and the gradient that exists is used.
    assert not TensorFlow.registerCustomGradient("SigmoidGrad", grad)

    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        x = tf.placeholder(TFloat32)
        y = tf.math.sigmoid(x)
        seed = tf.fill(tf.shape(y), tf.constant(1.0))  # explicit seed, no OnesLike(y)

        grads = g.addGradients("seed", [y.asOutput()], [x.asOutput()], [seed.asOutput()])

        assert grads is not None
        assert len(grads) == 1
        assert grads[0] is not None, "Expected a non-null gradient for sigmoid(x) wrt x."
        with TFloat32.vectorOf(0.0, 2.0) as xs, s.runner().feed(x, xs).fetch(grads[0]).run() as r:
            sig = 1 / (1 + np.exp(-np.array([0.0, 2.0])))
            np.testing.assert_allclose(r.get(0).numpy(), sig * (1 - sig), rtol=1e-6)
