"""Port of TensorFlow Java's ``ReLUTest`` (``org.tensorflow.framework.activations.ReLU``)."""

from __future__ import annotations

import math

import numpy as np
import pytest
from org.tensorflow.framework.activations import (
    Activation,
    Linear,
    ReLU,
)
from org.tensorflow.types import TFloat16

from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}


def test_testCallFloat() -> None:
    input = np.array([[1, -2], [3, -4], [-1, 2], [-3, 4]], np.float32)
    expected = np.array([[1, 0], [3, 0], [0, 2], [0, 4]], np.float32)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = ReLU()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(tf.constant(expected), result)


def test_testCallInt() -> None:
    input = np.array([[1, -2], [3, -4], [-1, 2], [-3, 4]], np.int32)
    expected = np.array([[1, 0], [3, 0], [0, 2], [0, 4]], np.int32)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = ReLU()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(tf.constant(expected), result)


def test_testCallLong() -> None:
    input = np.array([[1, -2], [3, -4], [-1, 2], [-3, 4]], np.int64)
    expected = np.array([[1, 0], [3, 0], [0, 2], [0, 4]], np.int64)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = ReLU()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(tf.constant(expected), result)


def test_testCallFloat16() -> None:
    input = np.array([[1, -2], [3, -4], [-1, 2], [-3, 4]], np.float32)
    expected = np.array([[1, 0], [3, 0], [0, 2], [0, 4]], np.float32)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = ReLU()
            result = instance.call(tf, tf.dtypes.cast(tf.constant(input), TFloat16))
            session.evaluate(tf.dtypes.cast(tf.constant(expected), TFloat16), result)


def test_testCallDouble() -> None:
    input = np.array([[1, -2], [3, -4], [-1, 2], [-3, 4]], np.float64)
    expected = np.array([[1, 0], [3, 0], [0, 2], [0, 4]], np.float64)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = ReLU()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(tf.constant(expected), result)


def test_testAlpha() -> None:
    input = np.array([-10.0, -5.0, 0.0, 5.0, 10.0], np.float64)
    expected = np.array([-5.0, -2.5, 0.0, 5.0, 10.0], np.float64)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = ReLU(0.5, ReLU.MAX_VALUE_DEFAULT, ReLU.THRESHOLD_DEFAULT)
            result = instance.call(tf, tf.constant(input))
            session.evaluate(tf.constant(expected), result)


def test_testMaxValue() -> None:
    input = np.array([-10.0, -5.0, 0.0, 5.0, 10.0], np.float64)
    expected = np.array([0.0, 0.0, 0.0, 5.0, 5.0], np.float64)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = ReLU(ReLU.ALPHA_DEFAULT, 5, ReLU.THRESHOLD_DEFAULT)
            result = instance.call(tf, tf.constant(input))
            session.evaluate(tf.constant(expected), result)


def test_testThreshold() -> None:
    input = np.array([-10.0, -5.0, 0.0, 5.0, 10.0], np.float64)
    expected = np.array([-0.0, -0.0, 0.0, 0.0, 10.0], np.float64)
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = ReLU(ReLU.ALPHA_DEFAULT, ReLU.MAX_VALUE_DEFAULT, 5.0)
            result = instance.call(tf, tf.constant(input))
            session.evaluate(tf.constant(expected), result)


def test_testConfig() -> None:
    instance = Activation.create(ReLU.NAME)
    assert isinstance(instance, ReLU)
    config = {}
    config["name"] = ReLU.NAME
    config["alpha"] = 2.0
    config["max_value"] = 25
    config["threshold"] = 0.95
    instance = Activation.create(config)
    assert instance is not None
    assert 2.0 == instance.getAlpha()
    assert 25.0 == instance.getMaxValue()
    assert np.float32(0.95) == instance.getThreshold()


def test_testGetConfig() -> None:
    instance = ReLU()
    config = instance.getConfig()
    assert "alpha" in config
    assert instance.getAlpha() == config.get("alpha")
    assert "max_value" in config
    assert math.isnan(instance.getMaxValue()) and math.isnan(
        config.get("max_value")
    )  # NaN: no clipping; Java floats compare equal
    assert "threshold" in config
    assert instance.getThreshold() == config.get("threshold")


def test_testBadConfig() -> None:
    configBadKey = {}
    configBadKey["beta"] = 2.0
    configBadKey[ReLU.NAME_KEY] = ReLU.NAME
    with pytest.raises(ValueError):
        Activation.create(configBadKey)
    configBadClass = {}
    configBadClass[ReLU.NAME_KEY] = Linear.NAME
    with pytest.raises(ValueError):
        ReLU(configBadClass)
