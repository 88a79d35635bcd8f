"""Port of TensorFlow Java's ``FtrlTest`` (``org.tensorflow.framework.optimizers.Ftrl``)."""

from __future__ import annotations

import pytest
from org.tensorflow.framework.optimizers import Ftrl

from tests.framework.optimizer_cases import two_variables
from tests.framework.session_helper import Mode, TestSession

SKIPPED: dict[str, str] = {}


def _train(
    args: tuple[float, ...],
    var0Init: list[float],
    var1Init: list[float],
    numSteps: int,
    init_scope: bool,
) -> tuple[TestSession, object, object]:
    session = TestSession(Mode.GRAPH)
    tf = session.getTF()
    var0, var1, pairs, inits = two_variables(
        tf, var0Init, var1Init, [0.1, 0.2], [0.01, 0.02], init_scope=init_scope
    )
    instance = Ftrl(session.getGraph(), *args)
    update = instance.applyGradients(pairs, "FtrlTest")
    if not init_scope:
        for op in inits:
            session.run(op)
    session.initialize()
    session.evaluate(var0Init, var0)
    session.evaluate(var1Init, var1)
    for _ in range(numSteps):
        session.run(update)
    return session, var0, var1


def test_testGetOptimizerName() -> None:
    with TestSession(Mode.GRAPH) as session:
        assert Ftrl(session.getGraph()).getOptimizerName() == "Ftrl"


def test_testFtrlWithL1L2L2Shrinkage() -> None:
    s, var0, var1 = _train((3.0, -0.5, 0.1, 0.001, 2.0, 0.1), [1.0, 2.0], [4.0, 3.0], 10, True)
    with s:
        s.evaluate([-0.22578995, -0.44345796], var0)
        s.evaluate([-0.14378493, -0.13229476], var1)


def test_testFtrlWithL1() -> None:
    args = (3.0, Ftrl.LEARNING_RATE_POWER_DEFAULT, 0.1, 0.001, 0.0, 0.0)
    s, var0, var1 = _train(args, [1.0, 2.0], [4.0, 3.0], 10, False)
    with s:
        s.evaluate([-7.66718769, -10.91273689], var0)
        s.evaluate([-0.93460727, -1.86147261], var1)


def test_testFtrlWithL1L2() -> None:
    args = (3.0, Ftrl.LEARNING_RATE_POWER_DEFAULT, 0.1, 0.001, 2.0, 0.0)
    s, var0, var1 = _train(args, [1.0, 2.0], [4.0, 3.0], 10, False)
    with s:
        s.evaluate([-0.24059935, -0.46829352], var0)
        s.evaluate([-0.02406147, -0.04830509], var1)


def test_doTestFtrlwithoutRegularization() -> None:
    s, var0, var1 = _train((3.0,), [0.0, 0.0], [0.0, 0.0], 3, False)
    with s:
        s.evaluate([-2.60260963, -4.29698515], var0)
        s.evaluate([-0.28432083, -0.56694895], var1)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((0.1, -0.5, -0.1), "initialAccumulatorValue"),
        ((0.1, 0.5), "learningRatePower"),
        ((0.1, -0.5, 0.1, -1.0), "l1Strength"),
        ((0.1, -0.5, 0.1, 0.0, -1.0), "l2Strength"),
        ((0.1, -0.5, 0.1, 0.0, 0.0, -1.0), "l2ShrinkageRegularizationStrength"),
    ],
)
def test_bad_parameters_are_refused(args: tuple[float, ...], message: str) -> None:
    with TestSession(Mode.GRAPH) as session, pytest.raises(ValueError, match=message):
        Ftrl(session.getGraph(), *args)
