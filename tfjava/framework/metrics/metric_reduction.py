"""``MetricReduction``: how a ``Reduce`` metric turns its total into a result."""

from __future__ import annotations

import enum


class MetricReduction(enum.Enum):
    SUM = "SUM"
    SUM_OVER_BATCH_SIZE = "SUM_OVER_BATCH_SIZE"
    WEIGHTED_MEAN = "WEIGHTED_MEAN"
