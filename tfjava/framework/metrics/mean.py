"""``Mean`` and ``Sum``: the (weighted) mean and sum of values."""

from __future__ import annotations

from tfjava.framework.metrics.impl.reduce import Reduce
from tfjava.framework.metrics.metric_reduction import MetricReduction


class Mean(Reduce):
    REDUCTION = MetricReduction.WEIGHTED_MEAN


class Sum(Reduce):
    REDUCTION = MetricReduction.SUM
