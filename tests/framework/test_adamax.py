"""Port of TensorFlow Java's ``AdamaxTest`` (``org.tensorflow.framework.optimizers.Adamax``)."""

from __future__ import annotations

import numpy as np
from org.tensorflow.framework.optimizers import Adamax

from tests.framework.optimizer_cases import f32, fetch_float, two_variables
from tests.framework.session_helper import Mode, TestSession

SKIPPED: dict[str, str] = {}


def test_testGetOptimizerName() -> None:
    with TestSession(Mode.GRAPH) as session:
        assert Adamax(session.getGraph()).getOptimizerName() == "Adamax"


def _calculate(var: np.ndarray, g: np.ndarray, step: int, m: np.ndarray, v: np.ndarray) -> tuple:
    b1, b2, alpha, eps = Adamax.BETA_ONE_DEFAULT, Adamax.BETA_TWO_DEFAULT, 0.001, 1e-8
    alpha1 = alpha / (1.0 - b1 ** (step + 1))
    m = b1 * m + (1 - b1) * g
    v = np.maximum(b2 * v, np.abs(g))
    var = var - alpha1 * (m / (v + eps))
    return var, m, v


def test_testBasic() -> None:
    with TestSession(Mode.GRAPH) as session:
        instance = Adamax(session.getGraph())
        tf = instance.getTF()
        var0Init, var1Init = [1.0, 2.0], [3.0, 4.0]
        g0, g1 = np.array([0.1, 0.1], f32), np.array([0.01, 0.01], f32)
        var0, var1, pairs, _ = two_variables(tf, var0Init, var1Init, list(g0), list(g1))
        update = instance.applyGradients(pairs, "AdamTest")
        for v in (var0, var1):
            for slot in (Adamax.FIRST_MOMENT, Adamax.SECOND_MOMENT):
                assert instance.getSlot(v.asOutput(), slot).shape() == v.shape()
        session.initialize()
        session.setEpsilon(1e-3)
        state = [
            (np.array(var0Init), np.zeros(2), np.zeros(2)),
            (np.array(var1Init), np.zeros(2), np.zeros(2)),
        ]
        for step in range(3):
            power = Adamax.BETA_ONE_DEFAULT ** (step + 1)
            assert abs(fetch_float(session, "beta1_power") - power) <= 1e-3
            session.run(update)
            state = [
                _calculate(s[0], g, step, s[1], s[2]) for s, g in zip(state, (g0, g1), strict=True)
            ]
            session.evaluate(state[0][0], var0)
            session.evaluate(state[1][0], var1)
