"""Port of TensorFlow Java's ``ConstantTest`` (``org.tensorflow.framework.initializers.Constant``)."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow.framework.initializers import (
    Constant,
    VarianceScaling,
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
    expected = np.array([0xF, 0xF, 0xF, 0xF], np.uint8)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = Constant(0xF)
            operand = instance.call(tf, tf.constant(shape), TUint8)
            session.evaluate(expected, operand)


def test_testCallInt() -> None:
    expected = np.array([0xF, 0xF, 0xF, 0xF], np.int32)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = Constant(0xF)
            operand = instance.call(tf, tf.constant(shape), TInt32)
            session.evaluate(expected, operand)


def test_testCallLong() -> None:
    expected = np.array([0xFF, 0xFF, 0xFF, 0xFF], np.int64)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = Constant(0xFF)
            operand = instance.call(tf, tf.constant(shape), TInt64)
            session.evaluate(expected, operand)


def test_testCallFloat() -> None:
    expected = np.array([12, 12, 12, 12], np.float32)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = Constant(12)
            operand = instance(tf, tf.constant(shape), TFloat32)
            session.evaluate(expected, operand)


def test_testCallDouble() -> None:
    expected = np.array([11.0, 11.0, 11.0, 11.0], np.float64)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = Constant(11.0)
            operand = instance(tf, tf.constant(shape), TFloat64)
            session.evaluate(expected, operand)


def test_testCallString() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            with pytest.raises(TypeError, match="Constant.call: parameter type"):
                shape = Shape.of(2, 2)
                instance = Constant(22)
                instance.call(tf, tf.constant(shape), TString)


def test_testCallBool() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            expected = np.array([True, True, True, True], np.bool_)
            instance = Constant(True)
            operand = instance.call(tf, tf.constant(shape), TBool)
            session.evaluate(expected, operand)


def test_testReproducible() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = Constant(11.0)
            operand1 = instance(tf, tf.constant(shape), TFloat64)
            operand2 = instance(tf, tf.constant(shape), TFloat64)
            session.evaluate(operand1, operand2)
