"""The metrics that average a loss function of ``Losses`` over examples: the mean errors,
hinges, divergences, crossentropies and ``CosineSimilarity``."""

from __future__ import annotations

from typing import Any, ClassVar

from tfjava.framework.losses.losses import Losses
from tfjava.framework.metrics.impl.mean_base_metric_wrapper import LossMetric, MeanBaseMetricWrapper
from tfjava.framework.metrics.impl.overloads import Overloads
from tfjava.framework.utils.cast_helper import cast

_BASE_KINDS: dict[str, Any] = {"name": "name", "seed": "seed", "type": "type"}


class _LossFunctionMetric(MeanBaseMetricWrapper, LossMetric):
    """A metric whose ``call`` is one ``Losses`` function of labels and predictions."""

    def _setup(self, **values: Any) -> None:
        super()._setup(**values)
        self.setLoss(self)

    def _loss_of(self, tf: Any, labels: Any, predictions: Any) -> Any:
        raise NotImplementedError

    def call(self, tf: Any, labels: Any, predictions: Any, resultType: Any) -> Any:
        self.init(tf)
        return self._loss_of(tf, cast(tf, labels, resultType), cast(tf, predictions, resultType))


class MeanSquaredError(_LossFunctionMetric):
    def _loss_of(self, tf: Any, labels: Any, predictions: Any) -> Any:
        return Losses.meanSquaredError(tf, labels, predictions)


class MeanAbsoluteError(_LossFunctionMetric):
    def _loss_of(self, tf: Any, labels: Any, predictions: Any) -> Any:
        return Losses.meanAbsoluteError(tf, labels, predictions)


class MeanAbsolutePercentageError(_LossFunctionMetric):
    """Java's formula: 100 · |y − ŷ| / max(|y|, 1e-7)."""

    def _loss_of(self, tf: Any, labels: Any, predictions: Any) -> Any:
        return Losses.meanAbsolutePercentageError(tf, labels, predictions)


class MeanSquaredLogarithmicError(_LossFunctionMetric):
    def _loss_of(self, tf: Any, labels: Any, predictions: Any) -> Any:
        return Losses.meanSquaredLogarithmicError(tf, labels, predictions)


class Hinge(_LossFunctionMetric):
    def _loss_of(self, tf: Any, labels: Any, predictions: Any) -> Any:
        return Losses.hinge(tf, labels, predictions)


class SquaredHinge(_LossFunctionMetric):
    def _loss_of(self, tf: Any, labels: Any, predictions: Any) -> Any:
        return Losses.squaredHinge(tf, labels, predictions)


class CategoricalHinge(_LossFunctionMetric):
    def _loss_of(self, tf: Any, labels: Any, predictions: Any) -> Any:
        return Losses.categoricalHinge(tf, labels, predictions)


class KLDivergence(_LossFunctionMetric):
    def _loss_of(self, tf: Any, labels: Any, predictions: Any) -> Any:
        return Losses.kullbackLeiblerDivergence(tf, labels, predictions)


class LogCoshError(_LossFunctionMetric):
    def _loss_of(self, tf: Any, labels: Any, predictions: Any) -> Any:
        return Losses.logCosh(tf, labels, predictions)


class Poisson(_LossFunctionMetric):
    def _loss_of(self, tf: Any, labels: Any, predictions: Any) -> Any:
        return Losses.poisson(tf, labels, predictions)


class CosineSimilarity(_LossFunctionMetric):
    DEFAULT_AXIS = -1
    _OVERLOADS: ClassVar[Overloads] = (
        ("seed", "type"),
        ("axis", "seed", "type"),
        ("axes", "seed", "type"),
        ("name", "seed", "type"),
        ("name", "axis", "seed", "type"),
        ("name", "axes", "seed", "type"),
    )
    _KINDS: ClassVar[dict[str, Any]] = {**_BASE_KINDS, "axis": "int", "axes": "ints"}
    _DEFAULTS: ClassVar[dict[str, Any]] = {"name": None, "axis": DEFAULT_AXIS, "axes": None}

    def _setup(self, **values: Any) -> None:
        axis, axes = values.pop("axis"), values.pop("axes")
        self._axis = [int(a) for a in axes] if axes is not None else [int(axis)]
        super()._setup(**values)

    def _loss_of(self, tf: Any, labels: Any, predictions: Any) -> Any:
        return Losses.cosineSimilarity(tf, labels, predictions, self._axis)


class BinaryCrossentropy(_LossFunctionMetric):
    """TF-Keras 2's formula, as the ``BinaryCrossentropy`` loss computes it."""

    _OVERLOADS: ClassVar[Overloads] = (
        ("fromLogits", "labelSmoothing", "seed", "type"),
        ("name", "fromLogits", "labelSmoothing", "seed", "type"),
    )
    _KINDS: ClassVar[dict[str, Any]] = {
        **_BASE_KINDS,
        "fromLogits": "bool",
        "labelSmoothing": "float",
    }

    _fromLogits: bool
    _labelSmoothing: float

    def _loss_of(self, tf: Any, labels: Any, predictions: Any) -> Any:
        return Losses.binaryCrossentropy(
            tf, labels, predictions, self._fromLogits, float(self._labelSmoothing)
        )


class CategoricalCrossentropy(_LossFunctionMetric):
    _OVERLOADS: ClassVar[Overloads] = (
        ("fromLogits", "labelSmoothing", "seed", "type"),
        ("fromLogits", "labelSmoothing", "axis", "seed", "type"),
        ("name", "fromLogits", "labelSmoothing", "seed", "type"),
        ("name", "fromLogits", "labelSmoothing", "axis", "seed", "type"),
    )
    _KINDS: ClassVar[dict[str, Any]] = {
        **_BASE_KINDS,
        "fromLogits": "bool",
        "labelSmoothing": "float",
        "axis": "int",
    }
    _DEFAULTS: ClassVar[dict[str, Any]] = {"name": None, "axis": Losses.CHANNELS_LAST}

    _fromLogits: bool
    _labelSmoothing: float
    _axis: int

    def _loss_of(self, tf: Any, labels: Any, predictions: Any) -> Any:
        return Losses.categoricalCrossentropy(
            tf, labels, predictions, self._fromLogits, float(self._labelSmoothing), self._axis
        )


class SparseCategoricalCrossentropy(_LossFunctionMetric):
    _OVERLOADS: ClassVar[Overloads] = (
        ("fromLogits", "axis", "seed", "type"),
        ("name", "fromLogits", "axis", "seed", "type"),
    )
    _KINDS: ClassVar[dict[str, Any]] = {**_BASE_KINDS, "fromLogits": "bool", "axis": "int"}

    _fromLogits: bool
    _axis: int

    def call(self, tf: Any, labels: Any, predictions: Any, resultType: Any) -> Any:
        self.init(tf)
        itype = self.getInternalType()
        loss = Losses.sparseCategoricalCrossentropy(
            tf, cast(tf, labels, itype), cast(tf, predictions, itype), self._fromLogits, self._axis
        )
        return cast(tf, loss, resultType)
