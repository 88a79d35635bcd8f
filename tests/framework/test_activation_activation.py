"""Port of TensorFlow Java's ``ActivationTest`` (``org.tensorflow.framework.activations.Activation``)."""

from __future__ import annotations

import pytest
from org.tensorflow.framework.activations import (
    ELU,
    GELU,
    SELU,
    AbstractActivation,
    Activation,
    Exponential,
    HardSigmoid,
    Linear,
    ReLU,
    Sigmoid,
    Softmax,
    Softplus,
    Softsign,
    Swish,
    Tanh,
)

SKIPPED: dict[str, str] = {}


def test_testCreateActivation() -> None:
    assert isinstance(Activation.create("elu"), ELU)
    assert isinstance(Activation.create("exponential"), Exponential)
    assert isinstance(Activation.create("gelu"), GELU)
    assert isinstance(Activation.create("hard_sigmoid"), HardSigmoid)
    assert isinstance(Activation.create("linear"), Linear)
    assert isinstance(Activation.create("relu"), ReLU)
    assert isinstance(Activation.create("selu"), SELU)
    assert isinstance(Activation.create("sigmoid"), Sigmoid)
    assert isinstance(Activation.create("softmax"), Softmax)
    assert isinstance(Activation.create("softplus"), Softplus)
    assert isinstance(Activation.create("softsign"), Softsign)
    assert isinstance(Activation.create("swish"), Swish)
    assert isinstance(Activation.create("tanh"), Tanh)


def test_testCreateActivationConfig() -> None:
    assert isinstance(Activation.create({AbstractActivation.NAME_KEY: "elu"}), ELU)
    assert isinstance(Activation.create({AbstractActivation.NAME_KEY: "exponential"}), Exponential)
    assert isinstance(Activation.create({AbstractActivation.NAME_KEY: "gelu"}), GELU)
    assert isinstance(Activation.create({AbstractActivation.NAME_KEY: "hard_sigmoid"}), HardSigmoid)
    assert isinstance(Activation.create({AbstractActivation.NAME_KEY: "linear"}), Linear)
    assert isinstance(Activation.create({AbstractActivation.NAME_KEY: "relu"}), ReLU)
    assert isinstance(Activation.create({AbstractActivation.NAME_KEY: "selu"}), SELU)
    assert isinstance(Activation.create({AbstractActivation.NAME_KEY: "sigmoid"}), Sigmoid)
    assert isinstance(Activation.create({AbstractActivation.NAME_KEY: "softmax"}), Softmax)
    assert isinstance(Activation.create({AbstractActivation.NAME_KEY: "softplus"}), Softplus)
    assert isinstance(Activation.create({AbstractActivation.NAME_KEY: "softsign"}), Softsign)
    assert isinstance(Activation.create({AbstractActivation.NAME_KEY: "swish"}), Swish)
    assert isinstance(Activation.create({AbstractActivation.NAME_KEY: "tanh"}), Tanh)


def test_testCreateUnknownActivation() -> None:
    with pytest.raises(ValueError):
        Activation.create("bogus")
