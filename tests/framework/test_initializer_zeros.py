"""Port of TensorFlow Java's ``ZerosTest`` (``org.tensorflow.framework.initializers.Zeros``)."""

from __future__ import annotations

import numpy as np
from org.tensorflow.framework.initializers import (
    VarianceScaling,
    Zeros,
)
from org.tensorflow.ndarray import Shape
from org.tensorflow.types import (
    TBool,
    TFloat32,
    TFloat64,
    TInt32,
    TInt64,
    TString,
    TUint8,
)

Distribution = VarianceScaling.Distribution

from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}


def test_testCallUInt() -> None:
    expected = np.array([0, 0, 0, 0], np.uint8)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = Zeros()
            operand = instance.call(tf, tf.constant(shape), TUint8)
            session.evaluate(expected, operand)


def test_testCallInt() -> None:
    expected = np.array([0, 0, 0, 0], np.int32)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = Zeros()
            operand = instance.call(tf, tf.constant(shape), TInt32)
            session.evaluate(expected, operand)


def test_testCallLong() -> None:
    expected = np.array([0, 0, 0, 0], np.int64)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = Zeros()
            operand = instance.call(tf, tf.constant(shape), TInt64)
            session.evaluate(expected, operand)


def test_testCallFloat() -> None:
    expected = np.array([0, 0, 0, 0], np.float32)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = Zeros()
            operand = instance.call(tf, tf.constant(shape), TFloat32)
            session.evaluate(expected, operand)


def test_testCallDouble() -> None:
    expected = np.array([0.0, 0.0, 0.0, 0.0], np.float64)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = Zeros()
            operand = instance(tf, tf.constant(shape), TFloat64)
            session.evaluate(expected, operand)


def test_testCallString() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = Zeros()
            operand = instance.call(tf, tf.constant(shape), TString)
            session.evaluateString(operand, lambda x: x == "")


def test_testCallBool() -> None:
    expected = np.array([False, False, False, False], np.bool_)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = Zeros()
            operand = instance.call(tf, tf.constant(shape), TBool)
            session.evaluate(expected, operand)


def test_testReproducible() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = Zeros()
            operand1 = instance(tf, tf.constant(shape), TFloat64)
            operand2 = instance(tf, tf.constant(shape), TFloat64)
            session.evaluate(operand1, operand2)


def test_testFunctional() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = lambda ltf, dims, type: ltf.zeros(dims, type)
            operand1 = instance(tf, tf.constant(shape), TFloat64)
            operand2 = instance(tf, tf.constant(shape), TFloat64)
            session.evaluate(operand1, operand2)
