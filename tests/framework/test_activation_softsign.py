"""Port of TensorFlow Java's ``SoftsignTest`` (``org.tensorflow.framework.activations.Softsign``)."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow.framework.activations import (
    Activation,
    Linear,
    Softsign,
)

from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}


def test_testCallFloat() -> None:
    input = np.array([1, 2, 3, 4, 5, 6, 7, 8], np.float32)
    expected = np.array(
        [0.5, 0.6666667, 0.75, 0.8, 0.8333333, 0.85714287, 0.875, 0.8888889], np.float32
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = Softsign()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(expected, result)


def test_testCallDouble() -> None:
    input = np.array([1, -2, 3, -4, -5, 6, -7, 8], np.float64)
    expected = np.array(
        [
            0.5,
            -0.6666666666666666,
            0.75,
            -0.8,
            -0.8333333333333334,
            0.8571428571428571,
            -0.875,
            0.8888888888888888,
        ],
        np.float64,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = Softsign()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(expected, result)


def test_testConfig() -> None:
    instance = Activation.create(Softsign.NAME)
    assert isinstance(instance, Softsign)


def test_testGetConfig() -> None:
    instance = Softsign()
    assert Softsign.NAME == instance.getConfig().get("name")


def test_testBadConfig() -> None:
    configBadKey = {}
    configBadKey["beta"] = 2.0
    configBadKey[Softsign.NAME_KEY] = Softsign.NAME
    with pytest.raises(ValueError):
        Activation.create(configBadKey)
    configBadClass = {}
    configBadClass[Softsign.NAME_KEY] = Linear.NAME
    with pytest.raises(ValueError):
        Softsign(configBadClass)
