"""The Python port of the Java training loop in README.md ("Training the Java way"): keep the
two in sync."""

from __future__ import annotations

from typing import Any

import pytest

from tests.framework.training_program import synthetic_data

SKIPPED: dict[str, str] = {}


def train(points: Any, oneHotLabels: Any) -> None:
    # --- README example begins ---
    from org.tensorflow import Graph, Session
    from org.tensorflow.framework.activations import ReLU
    from org.tensorflow.framework.initializers import Glorot, VarianceScaling
    from org.tensorflow.framework.losses import CategoricalCrossentropy
    from org.tensorflow.framework.optimizers import Adam
    from org.tensorflow.ndarray import Shape
    from org.tensorflow.op import Ops
    from org.tensorflow.op.core import Placeholder
    from org.tensorflow.types import TFloat32

    with Graph() as graph:
        tf = Ops.create(graph)
        glorot = Glorot(VarianceScaling.Distribution.TRUNCATED_NORMAL, 1234)
        x = tf.withName("input").placeholder(TFloat32, Placeholder.shape(Shape.of(-1, 8)))
        y = tf.withName("target").placeholder(TFloat32, Placeholder.shape(Shape.of(-1, 3)))
        w1 = tf.withInitScope().variable(glorot.call(tf, tf.array(8, 32), TFloat32))
        b1 = tf.withInitScope().variable(tf.fill(tf.array(32), tf.constant(0.0)))
        w2 = tf.withInitScope().variable(glorot.call(tf, tf.array(32, 3), TFloat32))
        b2 = tf.withInitScope().variable(tf.fill(tf.array(3), tf.constant(0.0)))
        hidden = ReLU().call(tf, tf.math.add(tf.linalg.matMul(x, w1), b1))
        logits = tf.math.add(tf.linalg.matMul(hidden, w2), b2)
        loss = CategoricalCrossentropy(True).call(tf, y, logits)
        minimize = Adam(graph, 0.01).minimize(loss)

        with (
            Session(graph) as session,
            TFloat32.tensorOf(points) as xs,
            TFloat32.tensorOf(oneHotLabels) as ys,
        ):
            session.initialize()
            for step in range(150):
                with (
                    session.runner()
                    .feed(x, xs)
                    .feed(y, ys)
                    .addTarget(minimize)
                    .fetch(loss)
                    .run() as r
                ):
                    if step % 50 == 0:
                        print(f"step {step}: loss {r.get(0).getFloat()}")
    # --- README example ends ---


def test_readme_training_loop(capsys: pytest.CaptureFixture[str]) -> None:
    train(*synthetic_data(1234))
    lines = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in lines] == ["step 0", "step 50", "step 100"]
    losses = [float(line.split()[-1]) for line in lines]
    assert losses[0] > 0.5 and losses[2] < losses[0] / 10
