"""Regression losses: ``MeanSquaredError``, ``MeanAbsoluteError``,
``MeanAbsolutePercentageError``, ``MeanSquaredLogarithmicError``, ``Huber``, ``LogCosh``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tfjava.framework.losses.impl.abstract_loss import AbstractLoss, L, T
from tfjava.framework.losses.losses import Losses

if TYPE_CHECKING:
    from org.tensorflow.op import Ops

    from tfjava.core.operand import Operand


class MeanSquaredError(AbstractLoss):
    def call(
        self,
        tf: Ops,
        labels: Operand[L],
        predictions: Operand[T],
        sampleWeights: Operand[T] | None = None,
    ) -> Operand[T]:
        return self._weighted(tf, Losses.meanSquaredError(tf, labels, predictions), sampleWeights)


class MeanAbsoluteError(AbstractLoss):
    def call(
        self,
        tf: Ops,
        labels: Operand[L],
        predictions: Operand[T],
        sampleWeights: Operand[T] | None = None,
    ) -> Operand[T]:
        return self._weighted(tf, Losses.meanAbsoluteError(tf, labels, predictions), sampleWeights)


class MeanAbsolutePercentageError(AbstractLoss):
    def call(
        self,
        tf: Ops,
        labels: Operand[L],
        predictions: Operand[T],
        sampleWeights: Operand[T] | None = None,
    ) -> Operand[T]:
        losses = Losses.meanAbsolutePercentageError(tf, labels, predictions)
        return self._weighted(tf, losses, sampleWeights)


class MeanSquaredLogarithmicError(AbstractLoss):
    def call(
        self,
        tf: Ops,
        labels: Operand[L],
        predictions: Operand[T],
        sampleWeights: Operand[T] | None = None,
    ) -> Operand[T]:
        losses = Losses.meanSquaredLogarithmicError(tf, labels, predictions)
        return self._weighted(tf, losses, sampleWeights)


class Huber(AbstractLoss):
    DELTA_DEFAULT = 1.0
    _PARAMS = (("delta", "float", DELTA_DEFAULT),)
    delta: float

    def call(
        self,
        tf: Ops,
        labels: Operand[L],
        predictions: Operand[T],
        sampleWeights: Operand[T] | None = None,
    ) -> Operand[T]:
        losses = Losses.huber(tf, labels, predictions, self.delta)
        return self._weighted(tf, losses, sampleWeights)


class LogCosh(AbstractLoss):
    def call(
        self,
        tf: Ops,
        labels: Operand[L],
        predictions: Operand[T],
        sampleWeights: Operand[T] | None = None,
    ) -> Operand[T]:
        return self._weighted(tf, Losses.logCosh(tf, labels, predictions), sampleWeights)
