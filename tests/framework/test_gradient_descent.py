"""Port of TensorFlow Java's ``GradientDescentTest``
(``org.tensorflow.framework.optimizers.GradientDescent``)."""

from __future__ import annotations

import numpy as np
from org.tensorflow import Graph, Session
from org.tensorflow.framework.initializers import Glorot, VarianceScaling
from org.tensorflow.framework.optimizers import GradientDescent
from org.tensorflow.ndarray import Shape
from org.tensorflow.op import Ops
from org.tensorflow.op.core import Placeholder
from org.tensorflow.proto import ConfigProto
from org.tensorflow.types import TFloat32

from tests.framework.optimizer_cases import two_variables
from tests.framework.session_helper import Mode, TestSession

SKIPPED: dict[str, str] = {}


def test_testGetOptimizerName() -> None:
    with TestSession(Mode.GRAPH) as session:
        assert GradientDescent(session.getGraph()).getOptimizerName() == "GradientDescent"


def test_testBasic() -> None:
    with TestSession(Mode.GRAPH) as session:
        tf = session.getTF()
        var0, var1, pairs, _ = two_variables(tf, [1.0, 2.0], [3.0, 4.0], [0.1, 0.1], [0.01, 0.01])
        update = GradientDescent(session.getGraph(), 3.0).applyGradients(pairs, "SGDTest")
        session.initialize()
        session.evaluate([1.0, 2.0], var0)
        session.evaluate([3.0, 4.0], var1)
        session.run(update)
        session.evaluate([1.0 - 3.0 * 0.1, 2.0 - 3.0 * 0.1], var0)
        session.evaluate([3.0 - 3.0 * 0.01, 4.0 - 3.0 * 0.01], var1)


def test_testDeterminism() -> None:
    config = ConfigProto(intra_op_parallelism_threads=1, inter_op_parallelism_threads=1)
    with Graph() as g:
        tf = Ops.create(g)
        initializer = Glorot(VarianceScaling.Distribution.TRUNCATED_NORMAL, 1)
        input = tf.withName("input").placeholder(TFloat32, Placeholder.shape(Shape.of(-1, 20)))
        fcWeights = tf.withInitScope().variable(
            initializer.call(tf, tf.array(np.int64(20), np.int64(200)), TFloat32)
        )
        fcBiases = tf.withInitScope().variable(tf.fill(tf.array(200), tf.constant(0.1)))
        relu = tf.nn.relu(tf.math.add(tf.linalg.matMul(input, fcWeights), fcBiases))
        outputWeights = tf.withInitScope().variable(
            initializer.call(tf, tf.array(np.int64(200), np.int64(2)), TFloat32)
        )
        outputBiases = tf.withInitScope().variable(tf.fill(tf.array(np.int64(2)), tf.constant(0.1)))
        output = tf.math.add(tf.linalg.matMul(relu, outputWeights), outputBiases)
        placeholder = tf.withName("output").placeholder(
            TFloat32, Placeholder.shape(Shape.of(-1, 2))
        )
        loss = tf.math.mean(
            tf.nn.softmaxCrossEntropyWithLogits(output, placeholder).loss(), tf.constant(0)
        )
        names = [v.op().name() for v in (fcWeights, fcBiases, outputWeights, outputBiases)]
        lossName = loss.op().name()
        trainName = GradientDescent(g, 10.0).minimize(loss).op().name()
        graphDef = g.toGraphDef()

    data = [1, 2, 3, 4, 5, 6, 7, -8, -9, 10, 11, 12, 13, -14, -15, 0.16, 0.17, 0.18, 1.9, 0.2]
    dataTensor = TFloat32.tensorOf(Shape.of(1, 20), [float(x) for x in data])
    targetTensor = TFloat32.tensorOf(Shape.of(1, 2), [0.2, 0.8])
    initialized, trained, initialLoss, postLoss = [], [], [], []

    def fetch_all(s: Session) -> list[np.ndarray]:
        runner = s.runner()
        for n in names:
            runner.fetch(n)
        with runner.run() as res:
            return [np.array(res.get(i).numpy()) for i in range(len(names))]

    def train(s: Session) -> float:
        runner = s.runner().addTarget(trainName).feed("input", dataTensor)
        with runner.feed("output", targetTensor).fetch(lossName).run() as res:
            return float(res.get(0).getFloat())

    for _ in range(20):
        with Graph() as g, Session(g, config) as s:
            g.importGraphDef(graphDef)
            s.initialize()
            initialized.append(fetch_all(s))
            initialLoss.append(train(s))
            trained.append(fetch_all(s))
            postLoss.append(train(s))
    for i in range(1, 20):
        assert initialLoss[0] == initialLoss[i]
        assert postLoss[0] == postLoss[i]
        for a, b in zip(initialized[0], initialized[i], strict=True):
            assert np.array_equal(a, b), f"Variables not initialized identically (0,{i})"
        for a, b in zip(trained[0], trained[i], strict=True):
            assert np.array_equal(a, b), f"Variables not trained identically (0,{i})"
    # Training moved the weights (Java compares references; here the values are copies).
    assert not all(np.array_equal(a, b) for a, b in zip(initialized[0], trained[0], strict=True))
