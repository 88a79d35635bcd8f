"""``LossMetric`` and ``MeanBaseMetricWrapper``: a ``Mean`` of a per-example function of
labels and predictions (a loss, an accuracy)."""

from __future__ import annotations

from typing import Any

from tfjava.framework.metrics.mean import Mean
from tfjava.framework.utils.cast_helper import cast


class LossMetric:
    """Java's ``LossMetric`` interface: ``call(tf, labels, predictions, resultType)``."""

    def call(self, tf: Any, labels: Any, predictions: Any, resultType: Any) -> Any:
        raise NotImplementedError


class MeanBaseMetricWrapper(Mean):
    def _setup(self, **values: Any) -> None:
        self._loss: Any = None
        super()._setup(**values)

    def getLoss(self) -> Any:
        return self._loss

    def setLoss(self, loss: Any) -> None:
        self._loss = loss

    def _updateLabels(
        self, tf: Any, labels: Any, predictions: Any, sampleWeights: Any
    ) -> list[Any]:
        if labels is None or predictions is None:
            raise ValueError("missing required inputs for labels and predictions")
        self.init(tf)
        itype = self.getInternalType()
        tLabels, tPredictions = cast(tf, labels, itype), cast(tf, predictions, itype)
        loss: Any = self._loss if self._loss is not None else self
        losses = loss.call(tf, tLabels, tPredictions, itype)
        return self._updateValues(tf, cast(tf, losses, predictions.type()), sampleWeights)
