"""Port of TensorFlow Java's ``HardSigmoidTest`` (``org.tensorflow.framework.activations.HardSigmoid``)."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow.framework.activations import (
    Activation,
    HardSigmoid,
)

from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}


def test_testCallFloat() -> None:
    input = np.array([-3.0, -1.0, 0.0, 1.0, 3.0], np.float32)
    expected = np.array([0, 0.3, 0.5, 0.7, 1], np.float32)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = HardSigmoid()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(expected, result)


def test_testCallDouble() -> None:
    input = np.array([-3.0, -1.0, 0.0, 1.0, 3.0], np.float64)
    expected = np.array([0.0, 0.3, 0.5, 0.7, 1.0], np.float64)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = HardSigmoid()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(expected, result)


def test_testConfig() -> None:
    instance = Activation.create(HardSigmoid.NAME)
    assert isinstance(instance, HardSigmoid)
    hardSigmoid = HardSigmoid({HardSigmoid.NAME_KEY: HardSigmoid.NAME})
    assert hardSigmoid is not None


def test_testGetConfig() -> None:
    instance = HardSigmoid()
    assert HardSigmoid.NAME == instance.getConfig().get("name")


def test_testBadConfig() -> None:
    configBadKey = {}
    configBadKey["beta"] = 2.0
    configBadKey[HardSigmoid.NAME_KEY] = HardSigmoid.NAME
    with pytest.raises(ValueError):
        Activation.create(configBadKey)
    configBadClass = {}
    configBadClass[HardSigmoid.NAME_KEY] = "bogus"
    with pytest.raises(ValueError):
        HardSigmoid(configBadClass)
