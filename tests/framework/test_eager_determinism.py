"""Determinism per session: a new ``EagerSession`` starts seeded random ops afresh, as TensorFlow
Java's new eager context does, so that a seeded initializer gives the same values in every
session (and the same as in a graph)."""

from __future__ import annotations

import numpy as np
from org.tensorflow import EagerSession, Graph, Session
from org.tensorflow.framework.initializers import RandomUniform
from org.tensorflow.op import Ops
from org.tensorflow.op.random import RandomUniformInt
from org.tensorflow.types import TInt32


def _draw(tf: Ops) -> object:
    dims = tf.constant(np.array([6], np.int64))
    return tf.random.randomUniformInt(
        dims, tf.constant(0), tf.constant(1000), RandomUniformInt.seed(1000)
    )


def test_seeded_random_op_repeats_in_a_new_eager_session() -> None:
    values = []
    for _ in range(2):
        with EagerSession.create() as session:
            tf = Ops.create(session)
            first = _draw(tf).asTensor().numpy()  # type: ignore[attr-defined]
            second = _draw(tf).asTensor().numpy()  # type: ignore[attr-defined]
            values.append((first, second))
    assert np.array_equal(values[0][0], values[1][0])
    assert np.array_equal(values[0][1], values[1][1])
    # Within one session the op's generator moves on, as in Java.
    assert not np.array_equal(values[0][0], values[0][1])


def test_integer_random_uniform_initializer_is_the_same_in_eager_and_graph() -> None:
    init = RandomUniform(0.0, 10.0, 1000)
    with EagerSession.create() as session:
        tf = Ops.create(session)
        eager = init.call(tf, tf.constant(np.array([3, 4], np.int64)), TInt32).asTensor().numpy()
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        out = init.call(tf, tf.constant(np.array([3, 4], np.int64)), TInt32)
        with s.runner().fetch(out).run() as result:
            graph = result.get(0).numpy()
    assert np.array_equal(eager, graph)
    assert eager.min() >= 0 and eager.max() < 10 and len(set(eager.ravel())) > 1
