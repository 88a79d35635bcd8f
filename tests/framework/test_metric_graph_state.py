"""Metrics as graph state: variables made in the init scope (initialised by
``Session.initialize`` whatever the update's control dependencies), an eager ``Ops`` refused,
``resetStates``, and a trained model exported by ``SavedModelBundle.exporter`` with its metric
variables."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from org.tensorflow import EagerSession, Graph, SavedModelBundle, Session, Signature
from org.tensorflow.framework.losses import MeanSquaredError as MseLoss
from org.tensorflow.framework.metrics import AUC, Mean, MeanSquaredError, Precision
from org.tensorflow.framework.optimizers import GradientDescent
from org.tensorflow.ndarray import Shape
from org.tensorflow.op import Ops
from org.tensorflow.op.core import Placeholder
from org.tensorflow.types import TFloat32


def _fetch(session: Session, *operands: object) -> list[np.ndarray]:
    runner = session.runner()
    for o in operands:
        runner = runner.fetch(o)
    with runner.run() as result:
        return [np.asarray(result.get(i).numpy()) for i in range(len(operands))]


def test_eager_ops_are_refused_with_javas_message() -> None:
    with EagerSession.create() as eager:
        tf = Ops.create(eager)
        for metric in (Mean(1001, TFloat32), Precision(1001, TFloat32), AUC(1001, TFloat32)):
            with pytest.raises(ValueError, match="Graph is required for metrics"):
                metric.updateState(tf, tf.constant([1.0]), tf.constant([1.0]), None)
            with pytest.raises(ValueError, match="Graph is required for metrics"):
                metric.resetStates(tf)


def test_variables_are_made_in_the_init_scope() -> None:
    """The update is built under a control dependency on a fed placeholder; the variables'
    initialisers do not inherit it, so ``initialize()`` runs without feeds."""
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        x = tf.withName("x").placeholder(TFloat32, Placeholder.shape(Shape.of(3)))
        gate = tf.withName("gate").identity(x)
        ctf = tf.withSubScope("step").withControlDependencies([gate])
        metric = Mean("batchMean", 1001, TFloat32)
        update = metric.updateState(ctf, x, None)
        total = metric.getTotal()
        assert total.op().name() == "step/batchMean_total"  # the name scope is kept
        assert metric.getCount().op().name() == "step/batchMean_count"
        s.initialize()
        assert _fetch(s, total)[0] == 0.0
        with TFloat32.tensorOf(np.array([1.0, 2.0, 6.0], np.float32)) as t:
            s.runner().feed(x, t).addTarget(update).run()
            s.runner().feed(x, t).addTarget(update).run()
        assert _fetch(s, total, metric.getCount(), metric.result(tf, TFloat32)) == [18.0, 6.0, 3.0]
        s.runner().addTarget(metric.resetStates(tf)).run()
        assert _fetch(s, total, metric.getCount(), metric.result(tf, TFloat32)) == [0.0, 0.0, 0.0]


def test_trained_model_exports_with_its_metrics(tmp_path: Path) -> None:
    """y = 3x + 1 fitted by gradient descent while a ``MeanSquaredError`` metric and a ``Mean``
    of the loss accumulate; the SavedModel restores the metric variables and serves the
    metric's result."""
    rng = np.random.default_rng(7)
    xs = rng.random((32, 1), dtype=np.float32)
    ys = (3 * xs + 1).astype(np.float32)
    folder = tmp_path / "model"
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        shape = Placeholder.shape(Shape.of(-1, 1))
        x = tf.withName("x").placeholder(TFloat32, shape)
        y = tf.withName("y").placeholder(TFloat32, shape)
        w = tf.withInitScope().withName("w").variable(tf.constant([[0.0]]))
        b = tf.withInitScope().withName("b").variable(tf.constant([0.0]))
        prediction = tf.withName("prediction").math.add(tf.linalg.matMul(x, w), b)
        loss = MseLoss().call(tf, y, prediction)
        minimize = GradientDescent(g, 0.5).minimize(loss)
        mse = MeanSquaredError("mse", 1001, TFloat32)
        meanLoss = Mean("meanLoss", 1001, TFloat32)
        updates = [mse.updateState(tf, y, prediction, None), meanLoss.updateState(tf, loss, None)]
        step = tf.withControlDependencies([minimize, *updates]).noOp()
        mseResult = tf.withName("mseResult").identity(mse.result(tf, TFloat32))
        s.initialize()
        with TFloat32.tensorOf(xs) as xt, TFloat32.tensorOf(ys) as yt:
            for _ in range(200):
                s.runner().feed(x, xt).feed(y, yt).addTarget(step).run()
            with s.runner().feed(x, xt).feed(y, yt).fetch(loss).run() as r:
                lastLoss = float(r.get(0).numpy())
        total, count, result = _fetch(s, mse.getTotal(), mse.getCount(), mseResult)
        assert count == 200 * 32
        assert result == pytest.approx(total / count)
        assert lastLoss < 1e-3 < result  # the metric kept the early, larger errors
        signature = (
            Signature.builder()
            .input("x", x)
            .output("y", prediction)
            .output("mse", mseResult)
            .build()
        )
        SavedModelBundle.exporter(str(folder)).withSession(s).withSignature(signature).export()
        assert _fetch(s, meanLoss.getTotal())[0] > 0
        expected = {
            name: _fetch(s, name)[0] for name in ("mse_total", "mse_count", "meanLoss_total")
        }
    with SavedModelBundle.load(str(folder), "serve") as bundle:
        restored = bundle.session()
        for name, value in expected.items():
            np.testing.assert_array_equal(_fetch(restored, name)[0], value)
        with TFloat32.tensorOf(np.array([[2.0]], np.float32)) as t, bundle.call({"x": t}) as r:
            assert float(r.get("y").numpy().reshape(-1)[0]) == pytest.approx(7.0, abs=0.05)
            assert float(r.get("mse").numpy()) == pytest.approx(float(result))


def test_call_once_updates_then_reads() -> None:
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        metric = Mean(1001, TFloat32)
        first = metric.callOnce(tf, tf.constant([1.0, 2.0, 6.0]), None, TFloat32)
        second = metric.callOnce(tf, tf.constant([10.0]), tf.constant(1.0), TFloat32)
        s.initialize()
        assert _fetch(s, first) == [3.0]
        assert _fetch(s, second) == [4.75]  # (1 + 2 + 6 + 10) / 4
        assert _fetch(s, metric.getTotal(), metric.getCount()) == [19.0, 4.0]
