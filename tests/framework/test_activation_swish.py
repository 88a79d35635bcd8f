"""Port of TensorFlow Java's ``SwishTest`` (``org.tensorflow.framework.activations.Swish``)."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow.framework.activations import (
    Activation,
    Linear,
    Swish,
)

from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}


def test_testCallFloat() -> None:
    input = np.array([1, -2, 3, -4, -5, 6, -7, 8], np.float32)
    expected = np.array(
        [
            0.7310585786300049,
            -0.238405844,
            2.8577223804673,
            -7.19448398e-02,
            -3.34642546e-02,
            5.985164261060192,
            -6.37735836e-03,
            7.997317198956269,
        ],
        np.float32,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = Swish()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(expected, result)


def test_testCallDouble() -> None:
    input = np.array([1, -2, 3, -4, -5, 6, -7, 8], np.float64)
    expected = np.array(
        [
            0.7310585786300049,
            -0.238405844,
            2.8577223804673,
            -7.19448398e-02,
            -3.34642546e-02,
            5.985164261060192,
            -6.37735836e-03,
            7.997317198956269,
        ],
        np.float64,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = Swish()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(expected, result)


def test_testConfig() -> None:
    instance = Activation.create(Swish.NAME)
    assert isinstance(instance, Swish)


def test_testGetConfig() -> None:
    instance = Swish()
    assert Swish.NAME == instance.getConfig().get("name")


def test_testBadConfig() -> None:
    configBadKey = {}
    configBadKey["beta"] = 2.0
    configBadKey[Swish.NAME_KEY] = Swish.NAME
    with pytest.raises(ValueError):
        Activation.create(configBadKey)
    configBadClass = {}
    configBadClass[Swish.NAME_KEY] = Linear.NAME
    with pytest.raises(ValueError):
        Swish(configBadClass)
