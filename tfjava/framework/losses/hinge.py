"""Hinge losses: ``Hinge``, ``SquaredHinge`` (labels must be -1, 0 or 1) and
``CategoricalHinge``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from tfjava.framework.losses.impl.abstract_loss import AbstractLoss, L, T
from tfjava.framework.losses.impl.losses_helper import LossesHelper
from tfjava.framework.losses.losses import Losses
from tfjava.framework.utils.cast_helper import cast

if TYPE_CHECKING:
    from org.tensorflow.op import Ops

    from tfjava.core.operand import Operand


def _checked_labels(tf: Any, labels: Any, predictions: Any) -> Any:
    tLabels = cast(tf, labels, predictions.type())
    allowed = cast(tf, tf.constant(np.array([-1, 0, 1], np.int32)), predictions.type())
    return LossesHelper.valueCheck(tf, "labels value check [-1, 0, 1]", tLabels, allowed)


class Hinge(AbstractLoss):
    def call(
        self,
        tf: Ops,
        labels: Operand[L],
        predictions: Operand[T],
        sampleWeights: Operand[T] | None = None,
    ) -> Operand[T]:
        tLabels = _checked_labels(tf, labels, predictions)
        return self._weighted(tf, Losses.hinge(tf, tLabels, predictions), sampleWeights)


class SquaredHinge(AbstractLoss):
    def call(
        self,
        tf: Ops,
        labels: Operand[L],
        predictions: Operand[T],
        sampleWeights: Operand[T] | None = None,
    ) -> Operand[T]:
        tLabels = _checked_labels(tf, labels, predictions)
        return self._weighted(tf, Losses.squaredHinge(tf, tLabels, predictions), sampleWeights)


class CategoricalHinge(AbstractLoss):
    def call(
        self,
        tf: Ops,
        labels: Operand[L],
        predictions: Operand[T],
        sampleWeights: Operand[T] | None = None,
    ) -> Operand[T]:
        return self._weighted(tf, Losses.categoricalHinge(tf, labels, predictions), sampleWeights)
