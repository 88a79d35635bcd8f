"""The Python port of the Java program in README.md ("A Java program, line by line"): keep the
two in sync."""

from __future__ import annotations

import pytest

SKIPPED: dict[str, str] = {}


def main() -> str:
    # --- README example begins ---
    from org.tensorflow import Graph, Result, Session
    from org.tensorflow.ndarray import Shape
    from org.tensorflow.op import Ops
    from org.tensorflow.op.core import Gradients, Placeholder, Variable
    from org.tensorflow.types import TFloat32

    with Graph() as g:
        tf = Ops.create(g)
        x = tf.withName("x").placeholder(TFloat32, Placeholder.shape(Shape.of(-1)))
        y = tf.withName("y").placeholder(TFloat32, Placeholder.shape(Shape.of(-1)))
        w: Variable[TFloat32] = tf.withName("w").variable(tf.constant(0.0))
        b: Variable[TFloat32] = tf.withName("b").variable(tf.constant(0.0))
        prediction = tf.withName("prediction").math.add(tf.math.mul(x, w), b)
        loss = tf.withName("loss").math.mean(
            tf.math.squaredDifference(prediction, y), tf.constant(0)
        )
        grads: Gradients = tf.gradients(loss, [w, b])
        rate = tf.constant(0.05)
        train_w = tf.train.applyGradientDescent(w, rate, grads.dy(0))
        train_b = tf.train.applyGradientDescent(b, rate, grads.dy(1))

        with Session(g) as s:  # runs the variables' initializers before the first run
            xs = [1.0, 2.0, 3.0, 4.0]
            ys = [3.0, 5.0, 7.0, 9.0]  # y = 2x + 1
            for step in range(500):
                with TFloat32.vectorOf(xs) as xt, TFloat32.vectorOf(ys) as yt:
                    s.runner().feed(x, xt).feed(y, yt).addTarget(train_w).addTarget(
                        train_b
                    ).run().close()
            with TFloat32.vectorOf(5.0) as xt:
                r: Result
                with s.runner().feed("x", xt).fetch("w").fetch("b").fetch("prediction").run() as r:
                    line = "w=%.2f b=%.2f f(5)=%.2f" % (  # noqa: UP031 (as the README)
                        r.get("w").getFloat(),
                        r.get("b").getFloat(),
                        r.get(2).getFloat(0),
                    )
                    print(line)
    # --- README example ends ---
    return line


def test_readme_example(capsys: pytest.CaptureFixture[str]) -> None:
    assert main() == "w=2.00 b=1.00 f(5)=11.00"
    assert capsys.readouterr().out == "w=2.00 b=1.00 f(5)=11.00\n"
