"""Port of TensorFlow Java's ``GELUTest`` (``org.tensorflow.framework.activations.GELU``)."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow.framework.activations import (
    GELU,
    Activation,
)

from tests.framework.session_helper import MODES, TestSession

SKIPPED: dict[str, str] = {}


def test_testCallNoAproximate() -> None:
    input = np.array(
        [
            [
                0.18463433217903202,
                0.7748109168364575,
                0.5901821703159541,
                0.11772865177047143,
                0.39442705615436113,
            ],
            [
                0.14569713527198846,
                0.022968622140421502,
                0.19299343598670116,
                0.8063201076826957,
                0.2908883528612243,
            ],
        ],
        np.float64,
    )
    expected = np.array(
        [
            [0.10584016, 0.60495245, 0.42638642, 0.06438094, 0.2577057],
            [0.08128731, 0.011694758, 0.11126418, 0.63696945, 0.178731],
        ],
        np.float64,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = GELU()
            result = instance.call(tf, tf.constant(input))
            session.evaluate(tf.constant(expected), result)


def test_testCallAproximate() -> None:
    input = np.array(
        [
            [
                0.7528694935987742,
                0.9496349687413689,
                0.6676759543267402,
                0.5424082144274655,
                0.16766158529053699,
            ],
            [
                0.1022611836463726,
                0.7906577638705719,
                0.9607832735098116,
                0.5693112764986582,
                0.731933160073661,
            ],
        ],
        np.float64,
    )
    expected = np.array(
        [
            [
                0.5828287788543643,
                0.7869710854047693,
                0.4992606099752831,
                0.38304258917872785,
                0.09499264800335701,
            ],
            [
                0.055295175281590385,
                0.620923776708609,
                0.798915192168026,
                0.40727355470673604,
                0.5619842135196427,
            ],
        ],
        np.float64,
    )
    for tfMode in MODES:
        with TestSession(tfMode) as session:
            tf = session.getTF()
            instance = GELU(True)
            result = instance.call(tf, tf.constant(input))
            session.evaluate(tf.constant(expected), result)


def test_testConfig() -> None:
    instance = Activation.create(GELU.NAME)
    assert isinstance(instance, GELU)
    config = {}
    config["name"] = GELU.NAME
    config["approximate"] = True
    instance = Activation.create(config)
    assert instance is not None
    assert instance.isApproximate()


def test_testGetConfig() -> None:
    instance = GELU(True)
    config = instance.getConfig()
    assert "approximate" in config
    assert isinstance(config.get("approximate"), bool)
    assert config.get("approximate")


def test_testBadConfig() -> None:
    configBadKey = {}
    configBadKey["beta"] = 2.0
    configBadKey[GELU.NAME_KEY] = GELU.NAME
    with pytest.raises(ValueError):
        Activation.create(configBadKey)
    configBadClass = {}
    configBadClass[GELU.NAME_KEY] = "bogus"
    with pytest.raises(ValueError):
        GELU(configBadClass)
