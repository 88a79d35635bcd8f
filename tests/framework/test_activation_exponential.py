"""Port of TensorFlow Java's ``ExponentialTest`` (``org.tensorflow.framework.activations.Exponential``)."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow.framework.activations import (
    Activation,
    Exponential,
)

from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}


def test_testCallFloat() -> None:
    input = np.array([1, -2, 3, -4, -1, 2, -3, 4], np.float32)
    expected = np.array(
        [
            2.7182817,
            0.13533528,
            20.085537,
            0.01831564,
            0.36787945,
            7.389056,
            0.049787067,
            54.598152,
        ],
        np.float32,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = Exponential()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(expected, result)


def test_testCallDouble() -> None:
    input = np.array([1, -2, 3, -4, -1, 2, -3, 4], np.float64)
    expected = np.array(
        [
            2.7182818284590455,
            0.1353352832366127,
            20.085536923187668,
            0.018315638888734182,
            0.3678794411714423,
            7.38905609893065,
            0.049787068367863944,
            54.598150033144236,
        ],
        np.float64,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = Exponential()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(expected, result)


def test_testConfig() -> None:
    instance = Activation.create(Exponential.NAME)
    assert isinstance(instance, Exponential)
    exponential = Exponential({Exponential.NAME_KEY: Exponential.NAME})
    assert exponential is not None


def test_testGetConfig() -> None:
    instance = Exponential()
    assert Exponential.NAME == instance.getConfig().get(Exponential.NAME_KEY)


def test_testBadConfig() -> None:
    configBadKey = {}
    configBadKey["beta"] = 2.0
    configBadKey[Exponential.NAME_KEY] = Exponential.NAME
    with pytest.raises(ValueError):
        Activation.create(configBadKey)
    configBadClass = {}
    configBadClass[Exponential.NAME_KEY] = "bogus"
    with pytest.raises(ValueError):
        Exponential(configBadClass)
