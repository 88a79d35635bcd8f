"""Port of TensorFlow Java's ``SoftplusTest`` (``org.tensorflow.framework.activations.Softplus``)."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow.framework.activations import (
    Activation,
    Linear,
    Softplus,
)

from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}


def test_testCallFloat() -> None:
    input = np.array([1, 2, 3, 4, 5, 6, 7, 8], np.float32)
    expected = np.array(
        [1.3132616, 2.126928, 3.0485873, 4.01815, 5.0067153, 6.0024757, 7.0009117, 8.000336],
        np.float32,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = Softplus()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(expected, result)


def test_testCallDouble() -> None:
    input = np.array([1, 2, 3, 4, 5, 6, 7, 8], np.float64)
    expected = np.array(
        [
            1.3132616875182228,
            2.1269280110429727,
            3.048587351573742,
            4.0181499279178094,
            5.006715348489118,
            6.00247568513773,
            7.000911466453774,
            8.000335406372896,
        ],
        np.float64,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = Softplus()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(expected, result)


def test_testConfig() -> None:
    instance = Activation.create(Softplus.NAME)
    assert isinstance(instance, Softplus)


def test_testGetConfig() -> None:
    instance = Softplus()
    assert Softplus.NAME == instance.getConfig().get("name")


def test_testBadConfig() -> None:
    configBadKey = {}
    configBadKey["beta"] = 2.0
    configBadKey[Softplus.NAME_KEY] = Softplus.NAME
    with pytest.raises(ValueError):
        Activation.create(configBadKey)
    configBadClass = {}
    configBadClass[Softplus.NAME_KEY] = Linear.NAME
    with pytest.raises(ValueError):
        Softplus(configBadClass)
