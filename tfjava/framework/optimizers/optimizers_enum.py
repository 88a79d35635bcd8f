"""``Optimizers``: Java's enum of the framework's optimizers, each creating one on a graph."""

from __future__ import annotations

import enum
import importlib
from collections.abc import Callable
from typing import Any


def _creator(module: str, cls: str) -> Callable[[Any], Any]:
    def create(graph: Any) -> Any:

        return getattr(importlib.import_module(module), cls)(graph)

    return create


_P = "tfjava.framework.optimizers."


class Optimizers(enum.Enum):
    ADADELTA = ("ada_delta", "AdaDelta")
    ADAGRAD = ("ada_grad", "AdaGrad")
    ADAGRAD_DA = ("ada_grad_da", "AdaGradDA")
    ADAM = ("adam", "Adam")
    ADAMAX = ("adamax", "Adamax")
    FTRL = ("ftrl", "Ftrl")
    NADAM = ("nadam", "Nadam")
    RMSPROP = ("rms_prop", "RMSProp")
    MOMENTUM = ("momentum", "Momentum")
    GRADIENT_DESCENT = ("gradient_descent", "GradientDescent")

    def createOptimizer(self, graph: Any) -> Any:
        """A new optimizer of this kind with its defaults on ``graph``."""
        module, cls = self.value
        return _creator(_P + module, cls)(graph)
