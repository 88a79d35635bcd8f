"""Probabilistic losses: ``BinaryCrossentropy``, ``CategoricalCrossentropy``,
``SparseCategoricalCrossentropy``, ``KLDivergence``, ``Poisson``, ``CosineSimilarity``."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tfjava.framework.losses.impl.abstract_loss import AbstractLoss, L, T
from tfjava.framework.losses.impl.losses_helper import LossesHelper
from tfjava.framework.losses.losses import Losses
from tfjava.framework.losses.reduction import Reduction
from tfjava.framework.utils.cast_helper import cast
from tfjava.framework.utils.java_text import javaFloat

if TYPE_CHECKING:
    from org.tensorflow.op import Ops

    from tfjava.core.operand import Operand


def _probabilities(tf: Any, predictions: Any) -> Any:
    """``predictions`` checked to lie in [0, 1]."""
    return LossesHelper.rangeCheck(
        tf,
        "predictions range check [0-1]",
        predictions,
        cast(tf, tf.constant(0), predictions.type()),
        cast(tf, tf.constant(1), predictions.type()),
    )


class _Smoothed(AbstractLoss):
    fromLogits: bool
    labelSmoothing: float

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if self.labelSmoothing < 0 or self.labelSmoothing > 1:
            raise ValueError(
                f"{type(self).__name__}: labelSmoothing must be >= 0. and <= 1, found "
                f"{javaFloat(self.labelSmoothing)}"
            )


class BinaryCrossentropy(_Smoothed):
    FROM_LOGITS_DEFAULT = False
    LABEL_SMOOTHING_DEFAULT = 0.0
    _PARAMS = (
        ("fromLogits", "bool", FROM_LOGITS_DEFAULT),
        ("labelSmoothing", "float", LABEL_SMOOTHING_DEFAULT),
        ("reduction", "reduction", Reduction.AUTO),
    )

    def call(
        self,
        tf: Ops,
        labels: Operand[L],
        predictions: Operand[T],
        sampleWeights: Operand[T] | None = None,
    ) -> Operand[T]:
        p = predictions if self.fromLogits else _probabilities(tf, predictions)
        losses = Losses.binaryCrossentropy(tf, labels, p, self.fromLogits, self.labelSmoothing)
        return self._weighted(tf, losses, sampleWeights)


class CategoricalCrossentropy(_Smoothed):
    FROM_LOGITS_DEFAULT = False
    LABEL_SMOOTHING_DEFAULT = 0.0
    DEFAULT_AXIS = Losses.CHANNELS_LAST
    _PARAMS = (
        ("fromLogits", "bool", FROM_LOGITS_DEFAULT),
        ("labelSmoothing", "float", LABEL_SMOOTHING_DEFAULT),
        ("reduction", "reduction", Reduction.AUTO),
        ("axis", "int", DEFAULT_AXIS),
    )
    axis: int

    def call(
        self,
        tf: Ops,
        labels: Operand[L],
        predictions: Operand[T],
        sampleWeights: Operand[T] | None = None,
    ) -> Operand[T]:
        p = predictions if self.fromLogits else _probabilities(tf, predictions)
        losses = Losses.categoricalCrossentropy(
            tf, labels, p, self.fromLogits, self.labelSmoothing, self.axis
        )
        return self._weighted(tf, losses, sampleWeights)


class SparseCategoricalCrossentropy(AbstractLoss):
    FROM_LOGITS_DEFAULT = False
    AXIS_DEFAULT = -1
    _PARAMS = (
        ("fromLogits", "bool", FROM_LOGITS_DEFAULT),
        ("reduction", "reduction", Reduction.AUTO),
        ("axis", "int", AXIS_DEFAULT),
    )
    fromLogits: bool
    axis: int

    def call(
        self,
        tf: Ops,
        labels: Operand[L],
        predictions: Operand[T],
        sampleWeights: Operand[T] | None = None,
    ) -> Operand[T]:
        p = predictions if self.fromLogits else _probabilities(tf, predictions)
        losses = Losses.sparseCategoricalCrossentropy(tf, labels, p, self.fromLogits, self.axis)
        return self._weighted(tf, losses, sampleWeights)


class KLDivergence(AbstractLoss):
    def call(
        self,
        tf: Ops,
        labels: Operand[L],
        predictions: Operand[T],
        sampleWeights: Operand[T] | None = None,
    ) -> Operand[T]:
        losses = Losses.kullbackLeiblerDivergence(tf, labels, predictions)
        return self._weighted(tf, losses, sampleWeights)


class Poisson(AbstractLoss):
    def call(
        self,
        tf: Ops,
        labels: Operand[L],
        predictions: Operand[T],
        sampleWeights: Operand[T] | None = None,
    ) -> Operand[T]:
        return self._weighted(tf, Losses.poisson(tf, labels, predictions), sampleWeights)


class CosineSimilarity(AbstractLoss):
    DEFAULT_AXIS = -1
    DEFAULT_REDUCTION = Reduction.AUTO
    _PARAMS = (("axis", "axis", DEFAULT_AXIS), ("reduction", "reduction", Reduction.AUTO))
    axis: Any

    def call(
        self,
        tf: Ops,
        labels: Operand[L],
        predictions: Operand[T],
        sampleWeights: Operand[T] | None = None,
    ) -> Operand[T]:
        losses = tf.math.neg(Losses.cosineSimilarity(tf, labels, predictions, self.axis))
        return self._weighted(tf, losses, sampleWeights)
