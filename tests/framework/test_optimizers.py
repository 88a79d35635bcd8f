"""Port of TensorFlow Java's ``OptimizersTest`` (``org.tensorflow.framework.optimizers.Optimizers``)."""

from __future__ import annotations

import pytest
from org.tensorflow.framework.optimizers import Optimizer, Optimizers

from tests.framework.session_helper import Mode, TestSession

SKIPPED: dict[str, str] = {}

_NAMES = {
    "ADADELTA": "Adadelta",
    "ADAGRAD": "Adagrad",
    "ADAGRAD_DA": "adagrad-da",
    "ADAM": "Adam",
    "ADAMAX": "Adamax",
    "FTRL": "Ftrl",
    "NADAM": "Nadam",
    "RMSPROP": "RMSProp",
    "MOMENTUM": "Momentum",
    "GRADIENT_DESCENT": "GradientDescent",
}


def _check(member: str) -> None:
    with TestSession(Mode.GRAPH) as session:
        instance = Optimizers[member].createOptimizer(session.getGraph())
        assert isinstance(instance, Optimizer)
        assert instance.getOptimizerName() == _NAMES[member]


def test_testADADELTA() -> None:
    _check("ADADELTA")


def test_testADAGRAD() -> None:
    _check("ADAGRAD")


def test_testADAGRAD_DA() -> None:
    _check("ADAGRAD_DA")


def test_testADAM() -> None:
    _check("ADAM")


def test_testADAMAX() -> None:
    _check("ADAMAX")


def test_testFTRL() -> None:
    _check("FTRL")


def test_testNADAM() -> None:
    _check("NADAM")


def test_testRMSPROP() -> None:
    _check("RMSPROP")


def test_testMOMENTUM() -> None:
    _check("MOMENTUM")


def test_testGRADIENT_DESCENT() -> None:
    _check("GRADIENT_DESCENT")


def test_optimizers_need_a_graph() -> None:
    from org.tensorflow import EagerSession
    from org.tensorflow.framework.optimizers import Adam

    with EagerSession.create() as eager, pytest.raises(TypeError, match="Adam: parameter graph"):
        Adam(eager)  # type: ignore[arg-type]
