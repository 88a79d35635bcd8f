"""Port of TensorFlow Java's ``AdaGradTest`` (``org.tensorflow.framework.optimizers.AdaGrad``)."""

from __future__ import annotations

import pytest
from org.tensorflow.framework.optimizers import AdaGrad

from tests.framework.optimizer_cases import two_variables
from tests.framework.session_helper import Mode, TestSession

SKIPPED: dict[str, str] = {}


def test_testBasic() -> None:
    with TestSession(Mode.GRAPH) as session:
        instance = AdaGrad(session.getGraph(), 3.0, 0.1)
        tf = instance.getTF()
        var0Init, var1Init = [1.0, 2.0], [3.0, 4.0]
        var0, var1, pairs, _ = two_variables(tf, var0Init, var1Init, [0.1, 0.1], [0.01, 0.01])
        update = instance.applyGradients(pairs, "AdGradTest")
        for v in (var0, var1):
            assert instance.getSlot(v.asOutput(), AdaGrad.ACCUMULATOR).shape() == v.shape()
        session.initialize()
        session.evaluate(var0Init, var0)
        session.evaluate(var1Init, var1)
        for _ in range(3):
            session.run(update)
        session.evaluate([-1.6026098728179932, -0.6026098728179932], var0)
        session.evaluate([2.715679168701172, 3.715679168701172], var1)


def test_negative_initial_accumulator_is_refused() -> None:
    with (
        TestSession(Mode.GRAPH) as session,
        pytest.raises(ValueError, match="initialAccumulatorValue must be non-negative"),
    ):
        AdaGrad(session.getGraph(), 0.1, -1.0)
