"""A metrics update step: ``AUC`` and ``Precision`` on a batch of 1,024 in a graph session,
against Keras 3's ``AUC`` and ``Precision`` updated in one ``tf.function``.

    .venv/bin/python benchmarks/metrics_bench.py [--quick]
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import numpy as np

from benchmarks.common import compare

BATCH = 1024


def _batch(seed: int) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    labels = (rng.random(BATCH) > 0.5).astype(np.float32)
    predictions = rng.random(BATCH).astype(np.float32)
    return labels, predictions


class _Ours:
    """The framework metrics in a ``Graph``: one target op updates both, fed each step."""

    def __init__(self, labels: np.ndarray, predictions: np.ndarray) -> None:
        from org.tensorflow import Graph, Session
        from org.tensorflow.framework.metrics import AUC, Precision
        from org.tensorflow.ndarray import Shape
        from org.tensorflow.op import Ops
        from org.tensorflow.op.core import Placeholder
        from org.tensorflow.types import TFloat32

        self.graph = Graph()
        tf = Ops.create(self.graph)
        shape = Placeholder.shape(Shape.of(BATCH))
        self.y = tf.withName("labels").placeholder(TFloat32, shape)
        self.p = tf.withName("predictions").placeholder(TFloat32, shape)
        self.auc = AUC(1001, TFloat32)
        self.precision = Precision(1001, TFloat32)
        updates = [
            self.auc.updateState(tf, self.y, self.p, None),
            self.precision.updateState(tf, self.y, self.p, None),
        ]
        self.update = tf.withControlDependencies(updates).noOp()
        self.aucResult = self.auc.result(tf, TFloat32)
        self.precisionResult = self.precision.result(tf, TFloat32)
        self.session = Session(self.graph)
        self.session.initialize()
        self.yt, self.pt = TFloat32.tensorOf(labels), TFloat32.tensorOf(predictions)

    def step(self) -> None:
        self.session.runner().feed(self.y, self.yt).feed(self.p, self.pt).addTarget(
            self.update
        ).run()

    def results(self) -> tuple[float, float]:
        with self.session.runner().fetch(self.aucResult).fetch(self.precisionResult).run() as r:
            return float(r.get(0).numpy()), float(r.get(1).numpy())

    def close(self) -> None:
        for t in (self.yt, self.pt):
            t.close()
        self.session.close()
        self.graph.close()


class _Keras:
    def __init__(self, labels: np.ndarray, predictions: np.ndarray) -> None:
        import keras
        import tensorflow as tf

        self.auc, self.precision = keras.metrics.AUC(), keras.metrics.Precision()
        self.y, self.p = tf.constant(labels), tf.constant(predictions)

        @tf.function
        def update(y: Any, p: Any) -> None:
            self.auc.update_state(y, p)
            self.precision.update_state(y, p)

        self.update = update

    def step(self) -> None:
        self.update(self.y, self.p)

    def results(self) -> tuple[float, float]:
        return float(self.auc.result()), float(self.precision.result())

    def close(self) -> None:
        pass


def metrics_row(rounds: int) -> tuple[str, str, float, float, float]:
    import tensorflow as tf

    # The eager context starts before Keras builds its metrics, as in a TensorFlow program
    # (and as in run.py, where eager rows come first).
    tf.math.add(tf.constant(1.0), 1.0)
    labels, predictions = _batch(1234)
    # Keras first: its eager context starts as it would in a Keras program.
    theirs = _Keras(labels, predictions)
    ours = _Ours(labels, predictions)
    try:
        ours.step(), theirs.step()
        # Both sides count the same batch: same AUC and precision after one step each.
        np.testing.assert_allclose(ours.results(), theirs.results(), rtol=1e-5)
        a, b, r = compare(ours.step, theirs.step, number=50, rounds=rounds)
    finally:
        ours.close()
        theirs.close()
    return (
        f"metrics update step: `AUC` + `Precision` on {BATCH} in a graph session",
        "Keras 3 `AUC` + `Precision` in a `tf.function`",
        a,
        b,
        r,
    )


def main() -> None:
    rounds = 11 if "--quick" in sys.argv else 41
    what, against, a, b, r = metrics_row(rounds)
    print("| what (µs per call) | against | ours | theirs | ratio |")
    print("|---|---|---:|---:|---:|")
    print(f"| {what} | {against} | {a:.2f} | {b:.2f} | {r:.3f} |")


if __name__ == "__main__":
    main()
