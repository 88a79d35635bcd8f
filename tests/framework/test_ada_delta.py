"""Port of TensorFlow Java's ``AdaDeltaTest`` (``org.tensorflow.framework.optimizers.AdaDelta``)."""

from __future__ import annotations

import math

from org.tensorflow.framework.optimizers import AdaDelta

from tests.framework.optimizer_cases import two_variables
from tests.framework.session_helper import Mode, TestSession

SKIPPED: dict[str, str] = {}


def test_testConstructAdadeltaWithLR() -> None:
    with TestSession(Mode.GRAPH) as session:
        graph = session.getGraph()
        opt = AdaDelta(graph, 1.0, 0.9, 1.0)
        opt2 = AdaDelta(graph, 0.1, 0.9, 1.0)
        opt3 = AdaDelta(graph, 0.1, 0.9, 1e-8)
        assert str(opt) == "AdaDelta{learningRate=1.0, rho=0.9, epsilon=1.0}"
        assert str(opt2) == "AdaDelta{learningRate=0.1, rho=0.9, epsilon=1.0}"
        assert str(opt3) == "AdaDelta{learningRate=0.1, rho=0.9, epsilon=1.0E-8}"


def test_testBasic() -> None:
    numUpdates = 4
    for grad in (0.2, 0.1, 0.01):
        for lr in (1.0, 0.5, 0.1):
            with TestSession(Mode.GRAPH) as session:
                tf = session.getTF()
                var0Init, var1Init = [1.0, 2.0], [3.0, 4.0]
                var0, var1, pairs, _ = two_variables(
                    tf, var0Init, var1Init, [grad, grad], [grad, grad]
                )
                rho, epsilon = 0.95, 1e-8
                adaDelta = AdaDelta(session.getGraph(), lr, rho, epsilon)
                update = adaDelta.applyGradients(pairs, "AdaDeltaTest")
                slots = [adaDelta.getSlot(v.asOutput(), AdaDelta.ACCUMULATOR) for v in (var0, var1)]
                slotUpdates = [
                    adaDelta.getSlot(v.asOutput(), AdaDelta.ACCUMULATOR_UPDATE)
                    for v in (var0, var1)
                ]
                for s, v in zip(slots + slotUpdates, [var0, var1] * 2, strict=True):
                    assert s.shape() == v.shape()
                session.initialize()
                session.evaluate(var0Init, var0)
                session.evaluate(var1Init, var1)
                accum = accumUpdate = totUpdate = 0.0
                for _ in range(numUpdates):
                    session.run(update)
                    accum = accum * rho + grad**2 * (1.0 - rho)
                    upd = (
                        math.sqrt(accumUpdate + epsilon) * (1.0 / math.sqrt(accum + epsilon)) * grad
                    )
                    accumUpdate = accumUpdate * rho + upd**2 * (1.0 - rho)
                    totUpdate += upd * lr
                    for i in range(2):
                        session.evaluate(accum, slots[i])
                        session.evaluate(accumUpdate, slotUpdates[i])
                    session.evaluate([var0Init[0] - totUpdate, var0Init[1] - totUpdate], var0)
                    session.evaluate([var1Init[0] - totUpdate, var1Init[1] - totUpdate], var1)
