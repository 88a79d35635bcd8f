"""Port of TensorFlow Java's ``VarianceScalingTest`` (``org.tensorflow.framework.initializers.VarianceScaling``)."""

from __future__ import annotations

import numpy as np
from org.tensorflow.framework.initializers import (
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


def test_testCallFloat1FanInTruncatedNormal() -> None:
    expected = np.array([-0.52388954, -0.29329166, -0.07872587, -0.31851602], np.float32)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = VarianceScaling(
                1.0,
                VarianceScaling.Mode.FAN_IN,
                VarianceScaling.Distribution.TRUNCATED_NORMAL,
                SEED,
            )
            operand = instance.call(tf, tf.constant(shape), TFloat32)
            session.evaluate(expected, operand)


def test_testCallDouble1FanInTruncatedNormal() -> None:
    expected = np.array(
        [1.4971264721246893, -1.2488522307109322, -0.5409677352523339, 0.4871390504288623],
        np.float64,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = VarianceScaling(
                1.0,
                VarianceScaling.Mode.FAN_IN,
                VarianceScaling.Distribution.TRUNCATED_NORMAL,
                SEED,
            )
            operand = instance.call(tf, tf.constant(shape), TFloat64)
            session.evaluate(expected, operand)


def test_testCallFloat1FanInNormal() -> None:
    expected = np.array([-0.46082667, -0.25798687, -0.06924929, -0.28017485], np.float32)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = VarianceScaling(
                1.0, VarianceScaling.Mode.FAN_IN, VarianceScaling.Distribution.NORMAL, SEED
            )
            operand = instance.call(tf, tf.constant(shape), TFloat32)
            session.evaluate(expected, operand)


def test_testCalltestSoftmaxDouble1FanInNormal() -> None:
    expected = np.array(
        [1.3169108626945392, -1.0985224689731887, -0.13536536217837225, -1.698770780615686],
        np.float64,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = VarianceScaling(
                1.0, VarianceScaling.Mode.FAN_IN, VarianceScaling.Distribution.NORMAL, SEED
            )
            operand = instance.call(tf, tf.constant(shape), TFloat64)
            session.evaluate(expected, operand)


def test_testCalltestSoftmaxFloat1FanInUNIFORM() -> None:
    expected = np.array([0.9266439, 0.8190767, 1.1268647, 0.6596042], np.float32)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = VarianceScaling(
                1.0, VarianceScaling.Mode.FAN_IN, VarianceScaling.Distribution.UNIFORM, SEED
            )
            operand = instance.call(tf, tf.constant(shape), TFloat32)
            session.evaluate(expected, operand)


def test_testCalltestSoftmaxDouble1FanInUNIFORM() -> None:
    expected = np.array(
        [0.06468193804916589, 0.44170328686673477, 0.06711059208157763, 0.6278720842445181],
        np.float64,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = VarianceScaling(
                1.0, VarianceScaling.Mode.FAN_IN, VarianceScaling.Distribution.UNIFORM, SEED
            )
            operand = instance.call(tf, tf.constant(shape), TFloat64)
            session.evaluate(expected, operand)


def test_testReproducible1() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = VarianceScaling(
                1.0, VarianceScaling.Mode.FAN_IN, VarianceScaling.Distribution.UNIFORM, SEED
            )
            operand1 = instance.call(tf, tf.constant(shape), TFloat64)
            operand2 = instance.call(tf, tf.constant(shape), TFloat64)
            session.evaluate(operand1, operand2)


def test_testReproducible2() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = VarianceScaling(
                1.0, VarianceScaling.Mode.FAN_IN, VarianceScaling.Distribution.NORMAL, SEED
            )
            operand1 = instance.call(tf, tf.constant(shape), TFloat64)
            operand2 = instance.call(tf, tf.constant(shape), TFloat64)
            session.evaluate(operand1, operand2)


def test_testReproducible3() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = VarianceScaling(
                1.0,
                VarianceScaling.Mode.FAN_OUT,
                VarianceScaling.Distribution.TRUNCATED_NORMAL,
                SEED,
            )
            operand1 = instance.call(tf, tf.constant(shape), TFloat64)
            operand2 = instance.call(tf, tf.constant(shape), TFloat64)
            session.evaluate(operand1, operand2)


def test_testReproducible4() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = VarianceScaling(
                1.0, VarianceScaling.Mode.FAN_AVG, VarianceScaling.Distribution.UNIFORM, SEED
            )
            operand1 = instance.call(tf, tf.constant(shape), TFloat64)
            operand2 = instance.call(tf, tf.constant(shape), TFloat64)
            session.evaluate(operand1, operand2)
