"""Hinge losses: ``Hinge``, ``SquaredHinge`` (labels must be -1, 0 or 1) and
``CategoricalHinge``."""

from __future__ import annotations

from typing import Any

import numpy as np

from tfjava.framework.losses.impl.abstract_loss import AbstractLoss
from tfjava.framework.losses.impl.losses_helper import LossesHelper
from tfjava.framework.losses.losses import Losses
from tfjava.framework.utils.cast_helper import cast


def _checked_labels(tf: Any, labels: Any, predictions: Any) -> Any:
    tLabels = cast(tf, labels, predictions.type())
    allowed = cast(tf, tf.constant(np.array([-1, 0, 1], np.int32)), predictions.type())
    return LossesHelper.valueCheck(tf, "labels value check [-1, 0, 1]", tLabels, allowed)


class Hinge(AbstractLoss):
    def call(self, tf: Any, labels: Any, predictions: Any, sampleWeights: Any = None) -> Any:
        tLabels = _checked_labels(tf, labels, predictions)
        return self._weighted(tf, Losses.hinge(tf, tLabels, predictions), sampleWeights)


class SquaredHinge(AbstractLoss):
    def call(self, tf: Any, labels: Any, predictions: Any, sampleWeights: Any = None) -> Any:
        tLabels = _checked_labels(tf, labels, predictions)
        return self._weighted(tf, Losses.squaredHinge(tf, tLabels, predictions), sampleWeights)


class CategoricalHinge(AbstractLoss):
    def call(self, tf: Any, labels: Any, predictions: Any, sampleWeights: Any = None) -> Any:
        return self._weighted(tf, Losses.categoricalHinge(tf, labels, predictions), sampleWeights)
