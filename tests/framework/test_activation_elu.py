"""Port of TensorFlow Java's ``ELUTest`` (``org.tensorflow.framework.activations.ELU``)."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow.framework.activations import (
    ELU,
    AbstractActivation,
    Activation,
)

from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}


def test_testCallFloat() -> None:
    input = np.array([1, -2, 3, -4, -1, 2, -3, 4], np.float32)
    expected = np.array(
        [1.0, -0.86466473, 3.0, -0.9816844, -0.63212055, 2.0, -0.95021296, 4.0], np.float32
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = ELU()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(expected, result)


def test_testCallDouble() -> None:
    input = np.array([1, -2, 3, -4, -1, 2, -3, 4], np.float64)
    expected = np.array(
        [1, -0.86466473, 3, -0.9816844, -0.63212055, 2, -0.95021293, 4.0], np.float64
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = ELU()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(expected, result)


def test_testAlpha() -> None:
    input = np.array([1, -2, 3, -4, -5, 6, 7, 8], np.float64)
    expected = np.array([1, -1.7293295, 3, -1.9633688, -1.9865241, 6, 7, 8], np.float64)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = ELU(2.0)
            result = instance.call(tf, tf.constant(input))
            session.evaluate(expected, result)


def test_testConfig() -> None:
    instance = Activation.create(ELU.NAME)
    assert isinstance(instance, ELU)
    config = {}
    config["alpha"] = 2.0
    config[AbstractActivation.NAME_KEY] = ELU.NAME
    instance = Activation.create(config)
    assert isinstance(instance, ELU)
    assert 2.0 == instance.getAlpha()
    instance = Activation.create("elu")
    assert instance is not None
    assert 1.0 == instance.getAlpha()


def test_testGetConfig() -> None:
    instance = ELU(2.0)
    config = instance.getConfig()
    assert ELU.NAME == config.get(AbstractActivation.NAME_KEY)
    assert 2.0 == config.get("alpha")


def test_testBadConfig() -> None:
    configBadKey = {}
    configBadKey["beta"] = 2.0
    configBadKey[AbstractActivation.NAME_KEY] = ELU.NAME
    with pytest.raises(ValueError):
        Activation.create(configBadKey)
    configBadClass = {}
    configBadClass["alpha"] = 2.0
    configBadClass[AbstractActivation.NAME_KEY] = "bogus"
    with pytest.raises(ValueError):
        ELU(configBadClass)
