"""Port of TensorFlow Java's ``SELUTest`` (``org.tensorflow.framework.activations.SELU``)."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow.framework.activations import (
    SELU,
    Activation,
    Linear,
)

from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}


def test_testCallFloat() -> None:
    input = np.array([1, -2, 3, -4, -1, 2, -3, 4], np.float32)
    expected = np.array(
        [1.050701, -1.5201665, 3.152103, -1.7258986, -1.1113307, 2.101402, -1.6705687, 4.202804],
        np.float32,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = SELU()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(expected, result)


def test_testCallDouble() -> None:
    input = np.array([1, -2, 3, -4, -1, 2, -3, 4], np.float64)
    expected = np.array(
        [
            1.0507009873554805,
            -1.520166468595695,
            3.1521029620664414,
            -1.7258986281898947,
            -1.1113307378125628,
            2.101401974710961,
            -1.670568728767112,
            4.202803949421922,
        ],
        np.float64,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = SELU()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(expected, result)


def test_testConfig() -> None:
    instance = Activation.create(SELU.NAME)
    assert isinstance(instance, SELU)


def test_testGetConfig() -> None:
    instance = SELU()
    assert SELU.NAME == instance.getConfig().get("name")


def test_testBadConfig() -> None:
    configBadKey = {}
    configBadKey["beta"] = 2.0
    configBadKey[SELU.NAME_KEY] = SELU.NAME
    with pytest.raises(ValueError):
        Activation.create(configBadKey)
    configBadClass = {}
    configBadClass[SELU.NAME_KEY] = Linear.NAME
    with pytest.raises(ValueError):
        SELU(configBadClass)
