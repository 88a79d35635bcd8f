"""Port of TensorFlow Java's ``AdaGradDATest`` (``org.tensorflow.framework.optimizers.AdaGradDA``)."""

from __future__ import annotations

import pytest
from org.tensorflow.framework.optimizers import AdaGradDA

from tests.framework.optimizer_cases import two_variables
from tests.framework.session_helper import Mode, TestSession

SKIPPED: dict[str, str] = {}


def test_testBasic() -> None:
    with TestSession(Mode.GRAPH) as session:
        instance = AdaGradDA(session.getGraph(), 3.0)
        tf = instance.getTF()
        var0Init, var1Init = [0.0, 0.0], [0.0, 0.0]
        var0, var1, pairs, _ = two_variables(tf, var0Init, var1Init, [0.1, 0.2], [0.01, 0.02])
        update = instance.applyGradients(pairs, "AdGradDATest")
        session.initialize()
        session.evaluate(var0Init, var0)
        session.evaluate(var1Init, var1)
        session.run(update)
        session.evaluate([-0.904534, -1.603567], var0)
        session.evaluate([-0.094821, -0.189358], var1)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((0.1, 0.0, 0.0, 0.0), "initialAccumulatorValue must be greater than zero"),
        ((0.1, 0.1, -1.0, 0.0), "l1Strength must not be negative"),
        ((0.1, 0.1, 0.0, -1.0), "l2Strength must not be negative"),
    ],
)
def test_bad_parameters_are_refused(args: tuple[float, ...], message: str) -> None:
    with TestSession(Mode.GRAPH) as session, pytest.raises(ValueError, match=message):
        AdaGradDA(session.getGraph(), *args)
