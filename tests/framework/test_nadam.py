"""Port of TensorFlow Java's ``NadamTest`` (``org.tensorflow.framework.optimizers.Nadam``)."""

from __future__ import annotations

import numpy as np
from org.tensorflow.framework.optimizers import Nadam

from tests.framework.optimizer_cases import fetch_float, two_variables
from tests.framework.session_helper import Mode, TestSession

SKIPPED: dict[str, str] = {}


def test_testGetOptimizerName() -> None:
    with TestSession(Mode.GRAPH) as session:
        assert Nadam(session.getGraph()).getOptimizerName() == "Nadam"


def _update(
    var: np.ndarray, g: np.ndarray, t: int, m: np.ndarray, v: np.ndarray, mCache: np.ndarray
) -> tuple:
    alpha, beta1, beta2, epsilon = 0.001, 0.9, 0.999, 1e-8
    muT = beta1 * (1 - 0.5 * 0.96 ** (0.004 * (t + 1)))
    muT1 = beta1 * (1 - 0.5 * 0.96 ** (0.004 * (t + 2)))
    mCacheT1 = mCache * muT1
    gPrimeT = g / (1.0 - mCache)
    mT = beta1 * m + (1 - beta1) * g
    vT = beta2 * v + (1 - beta2) * g * g
    mPrimeT = mT / (1.0 - mCacheT1)
    vPrimeT = vT / (1.0 - beta2 ** (t + 1))
    mBarT = (1 - muT) * gPrimeT + muT1 * mPrimeT
    return var - alpha * mBarT / (np.sqrt(vPrimeT) + epsilon), mT, vT


def test_testBasic() -> None:
    with TestSession(Mode.GRAPH) as session:
        tf = session.getTF()
        var0Init, var1Init = [1.0, 2.0], [3.0, 4.0]
        g0, g1 = np.array([0.1, 0.1]), np.array([0.01, 0.01])
        var0, var1, pairs, _ = two_variables(tf, var0Init, var1Init, list(g0), list(g1))
        instance = Nadam(session.getGraph())
        update = instance.applyGradients(pairs, "AdamTest")
        m_slots = [instance.getSlot(v.asOutput(), Nadam.FIRST_MOMENT) for v in (var0, var1)]
        v_slots = [instance.getSlot(v.asOutput(), Nadam.SECOND_MOMENT) for v in (var0, var1)]
        for s, v in zip(m_slots + v_slots, [var0, var1] * 2, strict=True):
            assert s.shape() == v.shape()
        session.initialize()
        session.setEpsilon(1e-3)
        session.evaluate(var0Init, var0)
        session.evaluate(var1Init, var1)
        assert abs(fetch_float(session, "momentum") - 1.0) <= 1e-3
        momentum = 1.0
        mcache = np.ones(2)
        state = [
            (np.array(var0Init), np.zeros(2), np.zeros(2)),
            (np.array(var1Init), np.zeros(2), np.zeros(2)),
        ]
        for step in range(3):
            session.run(update)
            mut = Nadam.BETA_ONE_DEFAULT * (1 - 0.5 * 0.96 ** (0.004 * (step + 1)))
            momentum *= mut
            assert abs(fetch_float(session, "momentum") - momentum) <= 1e-3
            mcache = mcache * momentum
            state = [
                _update(s[0], g, step, s[1], s[2], mcache)
                for s, g in zip(state, (g0, g1), strict=True)
            ]
            session.evaluate(state[0][1], m_slots[0])
            session.evaluate(state[1][1], m_slots[1])
            session.evaluate(state[0][2], v_slots[0])
            session.evaluate(state[1][2], v_slots[1])
            session.evaluate(state[0][0], var0)
            session.evaluate(state[1][0], var1)
