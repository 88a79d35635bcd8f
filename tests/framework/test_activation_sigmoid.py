"""Port of TensorFlow Java's ``SigmoidTest`` (``org.tensorflow.framework.activations.Sigmoid``)."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow.framework.activations import (
    Activation,
    Linear,
    Sigmoid,
)

from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}


def test_testCallFloat() -> None:
    input = np.array([1, -2, 3, -4, -1, 2, -3, 4], np.float32)
    expected = np.array(
        [
            0.7310586,
            0.11920291,
            0.95257413,
            0.017986238,
            0.26894143,
            0.8807971,
            0.047425866,
            0.98201376,
        ],
        np.float32,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = Sigmoid()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(expected, result)


def test_testCallDouble() -> None:
    input = np.array([1, -2, 3, -4, -1, 2, -3, 4], np.float64)
    expected = np.array(
        [
            0.7310585786300049,
            0.11920292202211755,
            0.9525741268224334,
            0.01798620996209156,
            0.2689414213699951,
            0.8807970779778823,
            0.04742587317756678,
            0.9820137900379085,
        ],
        np.float64,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = Sigmoid()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(expected, result)


def test_testConfig() -> None:
    instance = Activation.create(Sigmoid.NAME)
    assert isinstance(instance, Sigmoid)


def test_testGetConfig() -> None:
    instance = Sigmoid()
    assert Sigmoid.NAME == instance.getConfig().get("name")


def test_testBadConfig() -> None:
    configBadKey = {}
    configBadKey["beta"] = 2.0
    configBadKey[Sigmoid.NAME_KEY] = Sigmoid.NAME
    with pytest.raises(ValueError):
        Activation.create(configBadKey)
    configBadClass = {}
    configBadClass[Sigmoid.NAME_KEY] = Linear.NAME
    with pytest.raises(ValueError):
        Sigmoid(configBadClass)
