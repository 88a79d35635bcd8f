"""Port of TensorFlow Java's ``TanhTest`` (``org.tensorflow.framework.activations.Tanh``)."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow.framework.activations import (
    Activation,
    Linear,
    Tanh,
)

from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}


def test_testCallFloat() -> None:
    input = np.array([1, -2, 3, -4, -5, 6, -7, 8], np.float32)
    expected = np.array(
        [
            0.76159416,
            -0.96402758,
            0.99505475,
            -0.9993293,
            -0.9999092,
            0.99998771,
            -0.99999834,
            0.99999977,
        ],
        np.float32,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = Tanh()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(expected, result)


def test_testCallDouble() -> None:
    input = np.array([1, -2, 3, -4, -5, 6, -7, 8], np.float64)
    expected = np.array(
        [
            0.76159416,
            -0.96402758,
            0.99505475,
            -0.9993293,
            -0.9999092,
            0.99998771,
            -0.99999834,
            0.99999977,
        ],
        np.float64,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = Tanh()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(expected, result)


def test_testConfig() -> None:
    instance = Activation.create(Tanh.NAME)
    assert isinstance(instance, Tanh)


def test_testGetConfig() -> None:
    instance = Tanh()
    assert Tanh.NAME == instance.getConfig().get("name")


def test_testBadConfig() -> None:
    configBadKey = {}
    configBadKey["beta"] = 2.0
    configBadKey[Tanh.NAME_KEY] = Tanh.NAME
    with pytest.raises(ValueError):
        Activation.create(configBadKey)
    configBadClass = {}
    configBadClass[Tanh.NAME_KEY] = Linear.NAME
    with pytest.raises(ValueError):
        Tanh(configBadClass)
