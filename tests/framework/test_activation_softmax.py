"""Port of TensorFlow Java's ``SoftmaxTest`` (``org.tensorflow.framework.activations.Softmax``)."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow.framework.activations import (
    Activation,
    Linear,
    Softmax,
)

from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}


def test_testSoftmaxOpsOperandFloat() -> None:
    input = np.array([[1, 2, 3, 4], [5, 6, 7, 8]], np.float32)
    expected = np.array(
        [[0.032059, 0.087144, 0.236883, 0.643914], [0.032059, 0.087144, 0.236883, 0.643914]],
        np.float32,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = Softmax()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(tf.constant(expected), result)


def test_testSoftmaxOpsOperandDouble() -> None:
    input = np.array([[1, 2, 3, 4], [5, 6, 7, 8]], np.float64)
    expected = np.array(
        [[0.032059, 0.087144, 0.236883, 0.643914], [0.032059, 0.087144, 0.236883, 0.643914]],
        np.float64,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = Softmax()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(tf.constant(expected), result)


def test_testSoftmaxOpsOperandDoubleNegative() -> None:
    input = np.array([[1, -2, 3, -4], [-5, 6, -7, 8]], np.float64)
    expected = np.array(
        [
            [1.18405115e-01, 5.89504354e-03, 8.74902034e-01, 7.97807387e-04],
            [1.99088704e-06, 1.19202653e-01, 2.69437261e-07, 8.80795087e-01],
        ],
        np.float64,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = Softmax()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(tf.constant(expected), result)


def test_testSoftmax1D() -> None:
    input = np.array([1, -2, 3, -4, -5, 6, 7, 8], np.float64)
    expected = np.array(
        [
            6.0352829e-04,
            3.0047902e-05,
            4.4595040e-03,
            4.0665414e-06,
            1.4959969e-06,
            8.9571528e-02,
            2.4348068e-01,
            6.6184908e-01,
        ],
        np.float64,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = Softmax()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(tf.constant(expected), result)


def test_testSoftmax3D() -> None:
    input = np.array([[[1, -2], [3, -4]], [[-5, 6], [-7, 8]]], np.float64)
    expected = np.array(
        [
            [[9.5257413e-01, 4.7425874e-02], [9.9908900e-01, 9.1105123e-04]],
            [[1.6701422e-05, 9.9998331e-01], [3.0590220e-07, 9.9999964e-01]],
        ],
        np.float64,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = Softmax()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(tf.constant(expected), result)


def test_testConfig() -> None:
    instance = Activation.create(Softmax.NAME)
    assert isinstance(instance, Softmax)


def test_testGetConfig() -> None:
    instance = Softmax()
    assert Softmax.NAME == instance.getConfig().get("name")


def test_testBadConfig() -> None:
    configBadKey = {}
    configBadKey["beta"] = 2.0
    configBadKey[Softmax.NAME_KEY] = Softmax.NAME
    with pytest.raises(ValueError):
        Activation.create(configBadKey)
    configBadClass = {}
    configBadClass[Softmax.NAME_KEY] = Linear.NAME
    with pytest.raises(ValueError):
        Softmax(configBadClass)
