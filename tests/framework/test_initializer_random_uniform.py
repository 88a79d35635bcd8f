"""Port of TensorFlow Java's ``RandomUniformTest`` (``org.tensorflow.framework.initializers.RandomUniform``)."""

from __future__ import annotations

import numpy as np
from org.tensorflow.framework.initializers import (
    RandomUniform,
    VarianceScaling,
)
from org.tensorflow.ndarray import Shape
from org.tensorflow.types import (
    TFloat32,
    TFloat64,
    TInt32,
)

Distribution = VarianceScaling.Distribution

from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}

SEED = 1000
MIN_VALUE = 0.0
MAX_VALUE = 10.0


def test_testCallInt() -> None:
    expected = np.array([6, 1, 4, 1], np.int32)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = RandomUniform(MIN_VALUE, MAX_VALUE, SEED)
            operand = instance.call(tf, tf.constant(shape), TInt32)
            session.evaluate(expected, operand)


def test_testCallFloat() -> None:
    expected = np.array([7.5660157, 6.6877327, 9.200811, 5.385646], np.float32)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = RandomUniform(MIN_VALUE, MAX_VALUE, SEED)
            operand = instance.call(tf, tf.constant(shape), TFloat32)
            session.evaluate(expected, operand)


def test_testCallDouble() -> None:
    expected = np.array(
        [0.5281258126492294, 3.6064922351122752, 0.5479556897864346, 5.126554100456142], np.float64
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = RandomUniform(MIN_VALUE, MAX_VALUE, SEED)
            operand = instance.call(tf, tf.constant(shape), TFloat64)
            session.evaluate(expected, operand)


def test_testReproducible() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = RandomUniform(MIN_VALUE, MAX_VALUE, SEED)
            operand1 = instance.call(tf, tf.constant(shape), TFloat64)
            operand2 = instance.call(tf, tf.constant(shape), TFloat64)
            session.evaluate(operand1, operand2)
