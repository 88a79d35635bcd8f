"""An epoch of training fed by a dataset: 10,000 rows in batches of 64 (157 steps) through a
dense model (32 -> 64 ReLU -> 10) trained by Adam, with ``org.tensorflow.framework.data`` and the
framework's ``Adam`` against ``tf.data`` and ``tf.compat.v1.train.AdamOptimizer``, each in a
graph session. One call runs one whole epoch (the iterator's initializer, then steps until the
end of the data)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

ROWS, FEATURES, HIDDEN, CLASSES, BATCH = 10_000, 32, 64, 10, 64
LEARNING_RATE = 0.001


def data(seed: int = 1234) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(ROWS, FEATURES)).astype(np.float32)
    labels = np.argmax(x @ rng.normal(size=(FEATURES, CLASSES)), axis=1)
    return x, np.eye(CLASSES, dtype=np.float32)[labels]


def _weights(seed: int) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    return [
        (rng.normal(size=(FEATURES, HIDDEN)) * 0.1).astype(np.float32),
        np.zeros(HIDDEN, np.float32),
        (rng.normal(size=(HIDDEN, CLASSES)) * 0.1).astype(np.float32),
        np.zeros(CLASSES, np.float32),
    ]


def framework_epoch(x: np.ndarray, y: np.ndarray) -> tuple[Callable[[], int], Callable[[], Any]]:
    """(one epoch -> steps run, close)."""
    from org.tensorflow import Graph, Session
    from org.tensorflow.exceptions import TFOutOfRangeException
    from org.tensorflow.framework.data import Dataset
    from org.tensorflow.framework.losses import CategoricalCrossentropy
    from org.tensorflow.framework.optimizers import Adam
    from org.tensorflow.op import Ops
    from org.tensorflow.types import TFloat32

    graph = Graph()
    tf = Ops.create(graph)
    dataset = Dataset.fromTensorSlices(
        tf, [tf.constant(x), tf.constant(y)], [TFloat32, TFloat32]
    ).batch(BATCH)
    iterator = dataset.makeInitializeableIterator()
    images, labels = iterator.getNext()
    w1, b1, w2, b2 = (tf.withInitScope().variable(tf.constant(w)) for w in _weights(7))
    hidden = tf.nn.relu(tf.math.add(tf.linalg.matMul(images, w1), b1))
    logits = tf.math.add(tf.linalg.matMul(hidden, w2), b2)
    loss = CategoricalCrossentropy(True).call(tf, labels, logits)
    minimize = Adam(graph, LEARNING_RATE).minimize(loss)
    session = Session(graph)
    session.initialize()
    initializer = iterator.getInitializer()

    def epoch() -> int:
        session.run(initializer)
        steps = 0
        while True:
            try:
                session.run(minimize)
            except TFOutOfRangeException:
                return steps
            steps += 1

    def close() -> None:
        session.close()
        graph.close()

    return epoch, close


def tf_data_epoch(x: np.ndarray, y: np.ndarray) -> tuple[Callable[[], int], Callable[[], Any]]:
    import tensorflow as tf

    graph = tf.Graph()
    with graph.as_default():
        dataset = tf.data.Dataset.from_tensor_slices((x, y)).batch(BATCH)
        iterator = tf.compat.v1.data.make_initializable_iterator(dataset)
        images, labels = iterator.get_next()
        w1, b1, w2, b2 = (tf.compat.v1.Variable(w) for w in _weights(7))
        hidden = tf.nn.relu(tf.matmul(images, w1) + b1)
        logits = tf.matmul(hidden, w2) + b2
        loss = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits(labels=labels, logits=logits))
        minimize = tf.compat.v1.train.AdamOptimizer(LEARNING_RATE).minimize(loss)
        init = tf.compat.v1.global_variables_initializer()
    session = tf.compat.v1.Session(graph=graph)
    session.run(init)

    def epoch() -> int:
        session.run(iterator.initializer)
        steps = 0
        while True:
            try:
                session.run(minimize)
            except tf.errors.OutOfRangeError:
                return steps
            steps += 1

    return epoch, session.close


def dataset_epoch_row(rounds: int) -> tuple[str, str, float, float, float]:
    from benchmarks.common import compare

    x, y = data()
    ours, ours_close = framework_epoch(x, y)
    theirs, theirs_close = tf_data_epoch(x, y)
    try:
        steps = ours()
        assert steps == theirs() == -(-ROWS // BATCH), steps
        a, b, r = compare(ours, theirs, number=1, rounds=rounds)
    finally:
        ours_close()
        theirs_close()
    return (
        f"epoch: `Dataset` of {ROWS:,} rows, `batch({BATCH})`, dense model, `Adam` (ms)",
        "`tf.data` + `tf.compat.v1.train.AdamOptimizer` in `tf.compat.v1.Session`",
        a / 1000,
        b / 1000,
        r,
    )


if __name__ == "__main__":
    import os
    import sys
    from pathlib import Path

    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    what, against, a, b, r = dataset_epoch_row(int(sys.argv[1]) if len(sys.argv) > 1 else 11)
    print(f"| {what} | {against} | {a:.2f} | {b:.2f} | {r:.3f} |")
