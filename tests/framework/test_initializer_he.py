"""Port of TensorFlow Java's ``HeTest`` (``org.tensorflow.framework.initializers.He``)."""

from __future__ import annotations

import numpy as np
from org.tensorflow.framework.initializers import (
    He,
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


def test_testCallNormalFloat() -> None:
    expected = np.array([-0.7408917, -0.41477704, -0.11133519, -0.45044965], np.float32)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = He(Distribution.TRUNCATED_NORMAL, SEED)
            operand = instance.call(tf, tf.constant(shape), TFloat32)
            session.evaluate(expected, operand)


def test_testCallNormalDouble() -> None:
    expected = np.array(
        [2.117256561466521, -1.7661437620712939, -0.7650439080001085, 0.6889186518780481],
        np.float64,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = He(Distribution.TRUNCATED_NORMAL, SEED)
            operand = instance.call(tf, tf.constant(shape), TFloat64)
            session.evaluate(expected, operand)


def test_testCallFloat() -> None:
    expected = np.array([1.3104724, 1.1583493, 1.5936272, 0.93282115], np.float32)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = He(Distribution.UNIFORM, SEED)
            operand = instance.call(tf, tf.constant(shape), TFloat32)
            session.evaluate(expected, operand)


def test_testCallDouble() -> None:
    expected = np.array(
        [0.09147407402970674, 0.6246627788317102, 0.09490870950065552, 0.8879452169740599],
        np.float64,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = He(Distribution.UNIFORM, SEED)
            operand = instance.call(tf, tf.constant(shape), TFloat64)
            session.evaluate(expected, operand)


def test_testCallNormalReproducible() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = He(Distribution.TRUNCATED_NORMAL, SEED)
            operand1 = instance.call(tf, tf.constant(shape), TFloat64)
            operand2 = instance.call(tf, tf.constant(shape), TFloat64)
            session.evaluate(operand1, operand2)


def test_testCallUniformReproducible() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = He(Distribution.UNIFORM, SEED)
            operand1 = instance.call(tf, tf.constant(shape), TFloat64)
            operand2 = instance.call(tf, tf.constant(shape), TFloat64)
            session.evaluate(operand1, operand2)


def test_testCallNORMALReproducible() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = He(Distribution.NORMAL, SEED)
            operand1 = instance.call(tf, tf.constant(shape), TFloat64)
            operand2 = instance.call(tf, tf.constant(shape), TFloat64)
            session.evaluate(operand1, operand2)
