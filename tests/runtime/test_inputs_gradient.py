"""``TensorFlow.registerCustomGradient`` with a generated ``<Op>.Inputs`` class (Java's
``CustomGradient<T>``): the gradient receives the op's inputs read back through that class."""

from __future__ import annotations

from typing import Any

from org.tensorflow import Graph, Session, TensorFlow
from org.tensorflow.op import Ops
from org.tensorflow.op.image import ResizeArea


def test_gradient_receives_the_generated_inputs() -> None:
    seen: list[Any] = []

    def gradient(tf: Ops, inputs: ResizeArea.Inputs, grads: list[Any]) -> list[Any]:
        seen.append(inputs)
        return [tf.math.mul(grads[0], tf.constant(-3.0)), None]

    # ResizeArea has no gradient in TensorFlow's registry (and no other test registers one).
    assert TensorFlow.registerCustomGradient(ResizeArea.Inputs, gradient) is True
    assert TensorFlow.registerCustomGradient(ResizeArea.Inputs, gradient) is False
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        x = tf.constant([[[[0.1], [0.2], [0.3]], [[0.4], [0.5], [0.6]]]])
        y = tf.image.resizeArea(x, tf.constant([2, 3]))
        grads = tf.gradients(y, [x])
        with s.runner().fetch(grads.dy(0)).run() as r:
            assert r.get(0).numpy().ravel().tolist() == [-3.0] * 6
    (inputs,) = seen
    assert isinstance(inputs, ResizeArea.Inputs)
    assert inputs.images.asOutput().op().type() == "Const"
    assert "T" in inputs.attributeNames()
