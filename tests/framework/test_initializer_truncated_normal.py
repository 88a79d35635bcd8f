"""Port of TensorFlow Java's ``TruncatedNormalTest`` (``org.tensorflow.framework.initializers.TruncatedNormal``)."""

from __future__ import annotations

import numpy as np
from org.tensorflow.framework.initializers import (
    TruncatedNormal,
    VarianceScaling,
)
from org.tensorflow.ndarray import Shape
from org.tensorflow.types import (
    TFloat32,
    TFloat64,
)

Distribution = VarianceScaling.Distribution

from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}

SEED = 1000
MEAN_VALUE = 0.0
STDDEV_VALUE = 3.0


def test_testCallFloat() -> None:
    expected = np.array([-1.955122, -1.0945456, -0.29379985, -1.1886811], np.float32)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = TruncatedNormal(MEAN_VALUE, STDDEV_VALUE, SEED)
            operand = instance.call(tf, tf.constant(shape), TFloat32)
            session.evaluate(expected, operand)


def test_testCallDouble() -> None:
    expected = np.array(
        [5.58717960737721, -4.6606361225803825, -2.0188567598844402, 1.8179715736711362], np.float64
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = TruncatedNormal(MEAN_VALUE, STDDEV_VALUE, SEED)
            operand = instance.call(tf, tf.constant(shape), TFloat64)
            session.evaluate(expected, operand)


def test_testReproducible() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = TruncatedNormal(MEAN_VALUE, STDDEV_VALUE, SEED)
            operand1 = instance.call(tf, tf.constant(shape), TFloat64)
            operand2 = instance.call(tf, tf.constant(shape), TFloat64)
            session.evaluate(operand1, operand2)
