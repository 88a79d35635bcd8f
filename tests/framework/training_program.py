"""A training program in the style of TensorFlow Java's examples, written with the framework
(placeholders, ``Glorot`` initialised variables, ``ReLU``, a softmax cross-entropy loss,
``Adam.minimize``, a session loop), and the same program in Python TensorFlow
(``tf.compat.v1``, ``AdamOptimizer``) for comparison. Used by the training test and by the
benchmarks.

The data set is synthetic and learnable: points in 8 dimensions whose class (of 3) is the
arg-max of a fixed random linear map of them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

FEATURES, HIDDEN, CLASSES = 8, 32, 3
LEARNING_RATE = 0.01


def synthetic_data(seed: int, n: int = 512) -> tuple[np.ndarray, np.ndarray]:
    """Inputs (n, FEATURES) and one-hot labels (n, CLASSES), float32."""
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, FEATURES)).astype(np.float32)
    teacher = rng.normal(size=(FEATURES, CLASSES)).astype(np.float32)
    labels = np.argmax(x @ teacher, axis=1)
    return x, np.eye(CLASSES, dtype=np.float32)[labels]


@dataclass
class Model:
    """A built training program: ``step()`` runs one training step and returns the loss;
    ``accuracy()`` is the accuracy on the training data; ``close()`` frees it."""

    step: Any
    accuracy: Any
    close: Any


def framework_model(seed: int, x: np.ndarray, y: np.ndarray) -> Model:
    """The program with ``org.tensorflow.framework``, as a Java program would write it."""
    from org.tensorflow import Graph, Session
    from org.tensorflow.framework.activations import ReLU
    from org.tensorflow.framework.initializers import Glorot, VarianceScaling
    from org.tensorflow.framework.losses import CategoricalCrossentropy
    from org.tensorflow.framework.optimizers import Adam
    from org.tensorflow.ndarray import Shape
    from org.tensorflow.op import Ops
    from org.tensorflow.op.core import Placeholder
    from org.tensorflow.types import TFloat32, TInt64

    graph = Graph()
    tf = Ops.create(graph)
    glorot = Glorot(VarianceScaling.Distribution.TRUNCATED_NORMAL, seed)
    relu = ReLU()

    images = tf.withName("input").placeholder(TFloat32, Placeholder.shape(Shape.of(-1, FEATURES)))
    labels = tf.withName("target").placeholder(TFloat32, Placeholder.shape(Shape.of(-1, CLASSES)))
    w1 = tf.withInitScope().variable(glorot.call(tf, tf.array(FEATURES, HIDDEN), TFloat32))
    b1 = tf.withInitScope().variable(tf.fill(tf.array(HIDDEN), tf.constant(0.0)))
    w2 = tf.withInitScope().variable(glorot.call(tf, tf.array(HIDDEN, CLASSES), TFloat32))
    b2 = tf.withInitScope().variable(tf.fill(tf.array(CLASSES), tf.constant(0.0)))
    hidden = relu.call(tf, tf.math.add(tf.linalg.matMul(images, w1), b1))
    logits = tf.math.add(tf.linalg.matMul(hidden, w2), b2)
    loss = CategoricalCrossentropy(True).call(tf, labels, logits)
    minimize = Adam(graph, LEARNING_RATE).minimize(loss)

    predicted = tf.math.argMax(logits, tf.constant(1), TInt64)
    expected = tf.math.argMax(labels, tf.constant(1), TInt64)
    accuracy = tf.math.mean(
        tf.dtypes.cast(tf.math.equal(predicted, expected), TFloat32), tf.constant(0)
    )

    session = Session(graph)
    session.initialize()
    xs, ys = TFloat32.tensorOf(x), TFloat32.tensorOf(y)

    def step() -> float:
        runner = session.runner().feed(images, xs).feed(labels, ys)
        with runner.addTarget(minimize).fetch(loss).run() as result:
            return float(result.get(0).getFloat())

    def accuracy_value() -> float:
        runner = session.runner().feed(images, xs).feed(labels, ys).fetch(accuracy)
        with runner.run() as result:
            return float(result.get(0).getFloat())

    def close() -> None:
        session.close()
        graph.close()

    return Model(step, accuracy_value, close)


def python_tensorflow_model(seed: int, x: np.ndarray, y: np.ndarray) -> Model:
    """The same program in Python TensorFlow: the same Glorot draws (stateless truncated normal
    with seed ``[seed, 0]``), ``tf.compat.v1.train.AdamOptimizer`` in a ``tf.compat.v1.Session``."""
    import tensorflow as tf

    v1 = tf.compat.v1
    graph = tf.Graph()
    with graph.as_default():

        def glorot(shape: tuple[int, int]) -> Any:
            scale = 1.0 / max(1.0, (shape[0] + shape[1]) / 2.0)
            draw = tf.random.stateless_truncated_normal(
                shape, seed=tf.constant([seed, 0], tf.int64)
            )
            return draw * np.float32(np.sqrt(scale) / 0.87962566103423978)

        images = v1.placeholder(tf.float32, (None, FEATURES))
        labels = v1.placeholder(tf.float32, (None, CLASSES))
        w1 = v1.Variable(glorot((FEATURES, HIDDEN)))
        b1 = v1.Variable(tf.zeros([HIDDEN]))
        w2 = v1.Variable(glorot((HIDDEN, CLASSES)))
        b2 = v1.Variable(tf.zeros([CLASSES]))
        hidden = tf.nn.relu(tf.matmul(images, w1) + b1)
        logits = tf.matmul(hidden, w2) + b2
        loss = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits(labels=labels, logits=logits))
        minimize = v1.train.AdamOptimizer(LEARNING_RATE).minimize(loss)
        accuracy = tf.reduce_mean(
            tf.cast(tf.equal(tf.argmax(logits, 1), tf.argmax(labels, 1)), tf.float32)
        )
        init = v1.global_variables_initializer()
    session = v1.Session(graph=graph)
    session.run(init)
    feed = {images: x, labels: y}

    def step() -> float:
        return float(session.run([minimize, loss], feed)[1])

    def accuracy_value() -> float:
        return float(session.run(accuracy, feed))

    return Model(step, accuracy_value, session.close)
