"""Port of TensorFlow Java's ``OnesTest`` (``org.tensorflow.framework.initializers.Ones``)."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow.framework.initializers import (
    Ones,
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
    expected = np.array([1, 1, 1, 1], np.uint8)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = Ones()
            operand = instance.call(tf, tf.constant(shape), TUint8)
            session.evaluate(expected, operand)


def test_testCallInt() -> None:
    expected = np.array([1, 1, 1, 1], np.int32)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = Ones()
            operand = instance.call(tf, tf.constant(shape), TInt32)
            session.evaluate(expected, operand)


def test_testCallLong() -> None:
    expected = np.array([1, 1, 1, 1], np.int64)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = Ones()
            operand = instance.call(tf, tf.constant(shape), TInt64)
            session.evaluate(expected, operand)


def test_testCallFloat() -> None:
    expected = np.array([1, 1, 1, 1], np.float32)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = Ones()
            operand = instance(tf, tf.constant(shape), TFloat32)
            session.evaluate(expected, operand)


def test_testCallDouble() -> None:
    expected = np.array([1.0, 1.0, 1.0, 1.0], np.float64)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = Ones()
            operand = instance(tf, tf.constant(shape), TFloat64)
            session.evaluate(expected, operand)


def test_testCallString() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            with pytest.raises(TypeError, match="Ones.call: parameter type"):
                shape = Shape.of(2, 2)
                instance = Ones()
                instance.call(tf, tf.constant(shape), TString)


def test_testCallBool() -> None:
    expected = np.array([True, True, True, True], np.bool_)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = Ones()
            operand = instance.call(tf, tf.constant(shape), TBool)
            session.evaluate(expected, operand)


def test_testReproducible() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = Ones()
            operand1 = instance(tf, tf.constant(shape), TFloat64)
            operand2 = instance(tf, tf.constant(shape), TFloat64)
            session.evaluate(operand1, operand2)


def test_testFunctional() -> None:
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            shape = Shape.of(2, 2)
            instance = lambda ltf, dims, type: ltf.ones(dims, type)
            operand1 = instance(tf, tf.constant(shape), TFloat64)
            operand2 = instance(tf, tf.constant(shape), TFloat64)
            session.evaluate(operand1, operand2)
