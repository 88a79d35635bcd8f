"""What the ported optimizer tests share: two variables with initial values and constant
gradients, paired for ``applyGradients``."""

from __future__ import annotations

from typing import Any

import numpy as np
from org.tensorflow.framework.optimizers import Optimizer
from org.tensorflow.ndarray import Shape
from org.tensorflow.types import TFloat32

f32 = np.float32


def two_variables(
    tf: Any,
    var0Init: list[float],
    var1Init: list[float],
    grads0Init: list[float],
    grads1Init: list[float],
    init_scope: bool = True,
) -> tuple[Any, Any, list[Any], list[Any]]:
    """``var0``, ``var1``, their ``GradAndVar`` list and their initializing assignments
    (in the init scope, as most Java tests do, or plain ops to run)."""
    var0 = tf.withName("var0").variable(Shape.of(len(var0Init)), TFloat32)
    var1 = tf.withName("var1").variable(Shape.of(len(var1Init)), TFloat32)
    assigner = tf.withInitScope() if init_scope else tf
    inits = [
        assigner.assign(var0, tf.constant(np.array(var0Init, f32))),
        assigner.assign(var1, tf.constant(np.array(var1Init, f32))),
    ]
    grads0 = tf.constant(np.array(grads0Init, f32))
    grads1 = tf.constant(np.array(grads1Init, f32))
    pairs = [
        Optimizer.GradAndVar(grads0.asOutput(), var0.asOutput()),
        Optimizer.GradAndVar(grads1.asOutput(), var1.asOutput()),
    ]
    return var0, var1, pairs, inits


def fetch_float(session: Any, name: str) -> float:
    with session.getGraphSession().runner().fetch(name).run() as result:
        return float(result.get(0).getFloat())
