"""Port of TensorFlow Java's ``LinearTest`` (``org.tensorflow.framework.activations.Linear``)."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow.framework.activations import (
    Activation,
    Linear,
)

from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}


def test_testCallInt() -> None:
    input = np.array([1, -2, 3, -4, -1, 2, -3, 4], np.int32)
    expected = np.array([1, -2, 3, -4, -1, 2, -3, 4], np.int32)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = Linear()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(expected, result)


def test_testCallFloat() -> None:
    input = np.array([1, -2, 3, -4, -1, 2, -3, 4], np.float32)
    expected = np.array([1, -2, 3, -4, -1, 2, -3, 4], np.float32)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = Linear()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(expected, result)


def test_testCallDouble() -> None:
    input = np.array([1, -2, 3, -4, -1, 2, -3, 4], np.float64)
    expected = np.array([1, -2, 3, -4, -1, 2, -3, 4], np.float64)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = Linear()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(expected, result)


def test_testConfig() -> None:
    instance = Activation.create(Linear.NAME)
    assert isinstance(instance, Linear)
    linear = Linear({Linear.NAME_KEY: Linear.NAME})
    assert linear is not None


def test_testGetConfig() -> None:
    instance = Linear()
    assert Linear.NAME == instance.getConfig().get(Linear.NAME_KEY)


def test_testBadConfig() -> None:
    configBadKey = {}
    configBadKey["beta"] = 2.0
    configBadKey[Linear.NAME_KEY] = Linear.NAME
    with pytest.raises(ValueError):
        Activation.create(configBadKey)
    configBadClass = {}
    configBadClass[Linear.NAME_KEY] = "bogus"
    with pytest.raises(ValueError):
        Linear(configBadClass)
