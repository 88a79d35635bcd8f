"""``Reduce``: a metric that sums (weighted) values into ``total`` and, for a mean, their
count into ``count``."""

from __future__ import annotations

from typing import Any, ClassVar

from tfjava.framework.losses.impl.losses_helper import LossesHelper
from tfjava.framework.metrics.base_metric import BaseMetric
from tfjava.framework.metrics.impl.metrics_helper import MetricsHelper
from tfjava.framework.metrics.impl.overloads import Overloads
from tfjava.framework.metrics.metric_reduction import MetricReduction
from tfjava.framework.utils.cast_helper import cast

_MEANS = (MetricReduction.SUM_OVER_BATCH_SIZE, MetricReduction.WEIGHTED_MEAN)


class Reduce(BaseMetric):
    TOTAL = "total"
    COUNT = "count"
    REDUCTION: ClassVar[MetricReduction] = MetricReduction.SUM
    _OVERLOADS: ClassVar[Overloads] = (("seed", "type"), ("name", "seed", "type"))
    _KINDS: ClassVar[dict[str, Any]] = {"name": "name", "seed": "seed", "type": "type"}

    def _setup(self, **values: Any) -> None:
        self._reduction: MetricReduction = values.pop("reduction", self.REDUCTION)
        self._internalType = values.pop("type")
        self._totalName = self.getVariableName(self.TOTAL)
        self._countName = self.getVariableName(self.COUNT)
        self._total: Any = None
        self._count: Any = None
        super()._setup(**values)

    def init(self, tf: Any) -> None:
        self.checkIsGraph(tf)
        if self.isInitialized():
            return
        self.setTF(tf)
        itf = tf.withInitScope()  # the initial value too: no control dependency of the caller
        zero = cast(itf, itf.constant(0), self._internalType)
        if self._total is None:
            self._total = tf.withInitScope().withName(self._totalName).variable(zero)
        if self._reduction in _MEANS and self._count is None:
            self._count = tf.withInitScope().withName(self._countName).variable(zero)
        self.setInitialized(True)

    def resetStates(self, tf: Any) -> Any:
        self.init(tf)
        ops = [
            tf.assign(v, cast(tf, tf.constant(0), v.type()))
            for v in (self._total, self._count)
            if v is not None
        ]
        return ops[0] if len(ops) == 1 else tf.withControlDependencies(ops).noOp()

    def _updateValues(self, tf: Any, values: Any, sampleWeights: Any) -> list[Any]:
        if values is None:
            raise ValueError(f"{type(self).__name__}: values is required.")
        self.init(tf)
        itype = self._internalType
        tValues = cast(tf, values, itype)
        tSampleWeights = None
        if sampleWeights is not None:
            tSampleWeights = cast(tf, sampleWeights, itype)
            t = LossesHelper.squeezeOrExpandDimensions(tf, None, tValues, tSampleWeights)
            tValues, tSampleWeights = t.getTarget(), t.getSampleWeights()
            try:
                tSampleWeights = MetricsHelper.broadcastWeights(tf, tSampleWeights, tValues)
            except ValueError:
                # Java computes min(0, valuesRank - weightsRank) axes to reduce: none, so the
                # multiplication below broadcasts as TensorFlow does.
                pass
            tValues = tf.math.mul(tValues, tSampleWeights)
        weightedValueSum = tf.reduceSum(tValues, LossesHelper.allAxes(tf, tValues))
        ops = [tf.assignAdd(self._total, cast(tf, weightedValueSum, self._total.type()))]
        if self._reduction is not MetricReduction.SUM:
            if self._reduction is MetricReduction.WEIGHTED_MEAN and tSampleWeights is not None:
                numValues = cast(
                    tf,
                    tf.reduceSum(tSampleWeights, LossesHelper.allAxes(tf, tSampleWeights)),
                    itype,
                )
            elif tValues.shape().hasUnknownDimension():
                # Java's shape().size() would count -1 values for a batch of unknown size.
                numValues = cast(tf, tf.size(tValues), itype)
            else:
                numValues = cast(tf, tf.constant(float(tValues.shape().size())), itype)
            ops.append(tf.assignAdd(self._count, numValues))
        return ops

    def result(self, tf: Any, type: Any) -> Any:
        self.init(tf)
        if self._reduction is MetricReduction.SUM:
            return cast(tf, tf.identity(self._total), type)
        return cast(tf, tf.math.divNoNan(self._total, self._count), type)

    def getTotal(self) -> Any:
        return self._total

    def getCount(self) -> Any:
        return self._count

    def getInternalType(self) -> Any:
        return self._internalType
