"""``MeanTensor``: the element-wise (weighted) mean of values of one fixed shape."""

from __future__ import annotations

from typing import Any, ClassVar

from tfjava.framework.losses.impl.losses_helper import LossesHelper
from tfjava.framework.metrics.base_metric import BaseMetric
from tfjava.framework.metrics.impl.confusion_matrix_condition_count import zeros
from tfjava.framework.metrics.impl.overloads import Overloads
from tfjava.framework.metrics.impl.weights_broadcast_ops import WeightsBroadcastOps
from tfjava.framework.utils.cast_helper import cast


class MeanTensor(BaseMetric):
    TOTAL = "total"
    COUNT = "count"
    _OVERLOADS: ClassVar[Overloads] = (("seed", "type"), ("name", "seed", "type"))
    _KINDS: ClassVar[dict[str, Any]] = {"name": "name", "seed": "seed", "type": "type"}

    def _setup(self, **values: Any) -> None:
        self._type = values["type"]
        self._totalName = self.getVariableName(self.TOTAL)
        self._countName = self.getVariableName(self.COUNT)
        self._shape: Any = None
        self._total: Any = None
        self._count: Any = None
        self._initializers: list[Any] = []

    def init(self, tf: Any) -> None:
        """The variables take the shape of the first values (none before them)."""
        self.checkIsGraph(tf)
        if self.isInitialized() or self._shape is None:
            return
        self.setTF(tf)
        zero = zeros(tf.withInitScope(), self._shape, self._type)
        self._total = tf.withName(self._totalName).withInitScope().variable(zero)
        self._count = tf.withName(self._countName).withInitScope().variable(zero)
        self._initializers = [tf.assign(self._count, zero), tf.assign(self._total, zero)]
        self.setInitialized(True)

    def _updateValues(self, tf: Any, values: Any, sampleWeights: Any) -> list[Any]:
        if self._shape is None:
            self._shape = values.shape()
        self.init(tf)
        if self._shape != values.shape():
            raise ValueError(
                "MeanTensor input values must always have the same shape. Expected shape (set "
                f"during the first call): {self._shape}. Got {values.shape()}"
            )
        tValues = cast(tf, values, self._type)
        numValues = tf.onesLike(tValues)
        if sampleWeights is not None:
            tSampleWeights = cast(tf, sampleWeights, self._type)
            t = LossesHelper.squeezeOrExpandDimensions(tf, None, tValues, tSampleWeights)
            tValues, tSampleWeights = t.getTarget(), t.getSampleWeights()
            try:
                tSampleWeights = WeightsBroadcastOps.broadcastWeights(tf, tSampleWeights, tValues)
            except ValueError:
                # Weights of lower rank: average the values over the weights' missing axes.
                ndim = values.shape().numDimensions()
                weightNdim = tSampleWeights.shape().numDimensions()
                tValues = tf.math.mean(tValues, tf.constant(list(range(weightNdim, ndim))))
            numValues = tf.math.mul(numValues, tSampleWeights)
            tValues = tf.math.mul(tValues, tSampleWeights)
        tf1 = tf.withSubScope("MeanTensor.variables")
        return [tf1.assignAdd(self._count, numValues), tf1.assignAdd(self._total, tValues)]

    def result(self, tf: Any, type: Any) -> Any:
        self.init(tf)
        if not self.isInitialized():
            return cast(tf, tf.constant(0), type)
        return cast(tf, tf.math.divNoNan(self._total, self._count), type)

    def getTotal(self) -> Any:
        return self._total

    def getCount(self) -> Any:
        return self._count

    def resetStates(self, tf: Any) -> Any:
        self.init(tf)
        rtf = tf.withSubScope("resetStates")
        if not self.isInitialized():
            return rtf.noOp()
        return rtf.withControlDependencies(self._initializers).noOp()
