"""Port of TensorFlow Java's ``MomentumTest`` (``org.tensorflow.framework.optimizers.Momentum``)."""

from __future__ import annotations

from org.tensorflow.framework.optimizers import Momentum

from tests.framework.optimizer_cases import two_variables
from tests.framework.session_helper import Mode, TestSession

SKIPPED: dict[str, str] = {}


def test_testGetOptimizerName() -> None:
    with TestSession(Mode.GRAPH) as session:
        assert Momentum(session.getGraph()).getOptimizerName() == "Momentum"


def test_testBasic() -> None:
    with TestSession(Mode.GRAPH) as session:
        tf = session.getTF()
        var0, var1, pairs, _ = two_variables(tf, [1.0, 2.0], [3.0, 4.0], [0.1, 0.1], [0.01, 0.01])
        update = Momentum(session.getGraph(), 3.0).applyGradients(pairs, "SGDTest")
        session.initialize()
        session.evaluate([1.0, 2.0], var0)
        session.evaluate([3.0, 4.0], var1)
        session.run(update)
        session.evaluate([1.0 - 3.0 * 0.1, 2.0 - 3.0 * 0.1], var0)
        session.evaluate([3.0 - 3.0 * 0.01, 4.0 - 3.0 * 0.01], var1)


def test_testMomentum() -> None:
    with TestSession(Mode.GRAPH) as session:
        tf = session.getTF()
        var0, var1, pairs, inits = two_variables(
            tf, [1.0, 2.0], [3.0, 4.0], [0.1, 0.1], [0.01, 0.01], init_scope=False
        )
        instance = Momentum(session.getGraph(), 2.0, 0.9)
        update = instance.applyGradients(pairs, "SGDTest")
        slot0 = instance.getSlot(var0.asOutput(), Momentum.MOMENTUM)
        slot1 = instance.getSlot(var1.asOutput(), Momentum.MOMENTUM)
        assert slot0.shape() == var0.shape() and slot1.shape() == var1.shape()
        for op in inits:
            session.run(op)
        session.initialize()
        session.evaluate([1.0, 2.0], var0)
        session.evaluate([3.0, 4.0], var1)
        session.run(update)
        session.evaluate([0.1, 0.1], slot0)
        session.evaluate([0.01, 0.01], slot1)
        session.evaluate([1.0 - 0.1 * 2.0, 2.0 - 0.1 * 2.0], var0)
        session.evaluate([3.0 - 0.01 * 2.0, 4.0 - 0.01 * 2.0], var1)
        session.run(update)
        m0, m1 = 0.9 * 0.1 + 0.1, 0.9 * 0.01 + 0.01
        session.evaluate([m0, m0], slot0)
        session.evaluate([m1, m1], slot1)
        session.evaluate([1.0 - 0.1 * 2.0 - m0 * 2.0, 2.0 - 0.1 * 2.0 - m0 * 2.0], var0)
        session.evaluate([2.98 - m1 * 2.0, 3.98 - m1 * 2.0], var1)
