"""Port of TensorFlow Java's ``RMSPropTest`` (``org.tensorflow.framework.optimizers.RMSProp``)."""

from __future__ import annotations

import numpy as np
from org.tensorflow.framework.optimizers import RMSProp

from tests.framework.optimizer_cases import two_variables
from tests.framework.session_helper import Mode, TestSession

SKIPPED: dict[str, str] = {}

# learningRate, rho (decay), momentum, epsilon, centered
_PARAMS = [
    (0.05, 0.9, 0.0, 1e-3, True),
    (0.05, 0.9, 0.0, 1e-3, False),
    (0.1, 0.9, 0.0, 1e-3, True),
    (0.01, 0.9, 0.0, 1e-5, True),
    (0.01, 0.9, 0.9, 1e-5, True),
]


def _calc(var, g, mg, rms, mom, lr, decay, momentum, epsilon, centered):  # type: ignore[no-untyped-def]
    # As the Java test computes it (the non-centered denominator is the previous rms).
    rmsT = rms * decay + (1.0 - decay) * g * g
    if centered:
        mgT = mg * decay + (1.0 - decay) * g
        denomT = rmsT - mgT * mgT
    else:
        mgT, denomT = mg, rms
    if momentum > 0:
        momT = momentum * mom + lr * g / np.sqrt(denomT + epsilon)
        varT = var - momT
    else:
        momT = mom
        varT = var - lr * g / (np.sqrt(denomT) + epsilon)
    return varT, mgT, rmsT, momT


def test_testDense() -> None:
    for lr, decay, momentum, epsilon, centered in _PARAMS:
        with TestSession(Mode.GRAPH) as session:
            session.setEpsilon(1e-2)
            tf = session.getTF()
            var0Init, var1Init = [1.0, 2.0], [3.0, 4.0]
            g0, g1 = np.array([0.1, 0.2]), np.array([0.01, 0.2])
            var0, var1, pairs, _ = two_variables(tf, var0Init, var1Init, list(g0), list(g1))
            instance = RMSProp(session.getGraph(), lr, decay, momentum, epsilon, centered)
            update = instance.applyGradients(pairs, "RMSPropTest")
            session.initialize()
            session.evaluate(var0Init, var0)
            session.evaluate(var1Init, var1)
            mg = [
                instance.getSlot(v.asOutput(), RMSProp.MG) if centered else None
                for v in (var0, var1)
            ]
            mom = [
                instance.getSlot(v.asOutput(), RMSProp.MOMENTUM) if momentum > 0 else None
                for v in (var0, var1)
            ]
            rms = [instance.getSlot(v.asOutput(), RMSProp.RMS) for v in (var0, var1)]
            state = [
                (np.array(var0Init), np.zeros(2), np.ones(2), np.zeros(2)),
                (np.array(var1Init), np.zeros(2), np.ones(2), np.zeros(2)),
            ]
            for _ in range(3):
                session.run(update)
                state = [
                    _calc(s[0], g, s[1], s[2], s[3], lr, decay, momentum, epsilon, centered)
                    for s, g in zip(state, (g0, g1), strict=True)
                ]
                for i, var in enumerate((var0, var1)):
                    if centered:
                        session.evaluate(state[i][1], mg[i])
                    if mom[i] is not None:
                        session.evaluate(state[i][3], mom[i])
                    session.evaluate(state[i][2], rms[i])
                    session.evaluate(state[i][0], var)
