"""Port of TensorFlow Java's ``AdamTest`` (``org.tensorflow.framework.optimizers.Adam``)."""

from __future__ import annotations

import numpy as np
from org.tensorflow.framework.optimizers import Adam, Optimizer
from org.tensorflow.ndarray import Shape
from org.tensorflow.types import TFloat32

from tests.framework.session_helper import Mode, TestSession

SKIPPED: dict[str, str] = {}

f32 = np.float32


def test_testBasic() -> None:
    var0_init, var1_init = [1.0, 2.0], [3.0, 4.0]
    grads0_np, grads1_np = np.array([0.1, 0.1], f32), np.array([0.01, 0.01], f32)
    epsilon1 = 1e-3
    with TestSession(Mode.GRAPH) as session:
        learningRate, beta1, beta2 = 0.001, 0.9, 0.999
        graph = session.getGraph()
        session.setEpsilon(epsilon1)
        instance = Adam(graph, learningRate)
        tf = instance.getTF()
        var0 = tf.withName("var0").variable(Shape.of(2), TFloat32)
        var1 = tf.withName("var1").variable(Shape.of(2), TFloat32)
        tf.withInitScope().assign(var0, tf.constant(var0_init))
        tf.withInitScope().assign(var1, tf.constant(var1_init))
        grads0 = tf.constant(grads0_np)
        grads1 = tf.constant(grads1_np)
        gradsAndVars = [
            Optimizer.GradAndVar(grads0.asOutput(), var0.asOutput()),
            Optimizer.GradAndVar(grads1.asOutput(), var1.asOutput()),
        ]
        update = instance.applyGradients(gradsAndVars, "AdamTest")

        m_slots = [instance.getSlot(v.asOutput(), Adam.FIRST_MOMENT) for v in (var0, var1)]
        v_slots = [instance.getSlot(v.asOutput(), Adam.SECOND_MOMENT) for v in (var0, var1)]
        for slot, var in zip(m_slots + v_slots, [var0, var1] * 2, strict=True):
            assert slot.shape() == var.shape()

        session.initialize()
        session.evaluate(var0_init, var0)
        session.evaluate(var1_init, var1)

        var_np = [np.array(var0_init, f32), np.array(var1_init, f32)]
        m_np = [np.zeros(2, f32), np.zeros(2, f32)]
        v_np = [np.zeros(2, f32), np.zeros(2, f32)]
        for step in range(3):
            powers = (f32(beta1 ** (step + 1)), f32(beta2 ** (step + 1)))
            for name, power in zip(("beta1_power", "beta2_power"), powers, strict=True):
                with session.getGraphSession().runner().fetch(name).run() as result:
                    assert abs(result.get(0).getFloat() - power) <= epsilon1
            session.run(update)
            lrT = learningRate * np.sqrt(1 - beta2 ** (step + 1)) / (1 - beta1 ** (step + 1))
            for i, g in enumerate((grads0_np, grads1_np)):
                m_np[i] = m_np[i] * beta1 + g * (1 - beta1)
                v_np[i] = v_np[i] * beta2 + (1 - beta2) * g * g
                var_np[i] = var_np[i] - lrT * m_np[i] / (np.sqrt(v_np[i]) + 1e-7)
            session.evaluate(var_np[0], var0)
            session.evaluate(var_np[1], var1)
            session.evaluate(m_np[0], m_slots[0])
            session.evaluate(m_np[1], m_slots[1])
            session.evaluate(v_np[0], v_slots[0])
            session.evaluate(v_np[1], v_slots[1])
