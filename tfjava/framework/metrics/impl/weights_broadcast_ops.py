"""``WeightsBroadcastOps``: check that sample weights broadcast to values (statically when
both shapes are known, else with an ``AssertThat``) and broadcast them."""

from __future__ import annotations

from typing import Any

from tfjava.framework.metrics.impl import set_ops
from tfjava.framework.utils.cast_helper import cast

_PREFIX = "weights can not be broadcast to values."


def static_check(tf: Any, weights: Any, values: Any, error: type[ValueError]) -> Any:
    """The no-op of a static success, ``None`` when a shape is unknown; raises ``error``."""
    wShape, vShape = weights.shape(), values.shape()
    if wShape.isUnknown() or vShape.isUnknown():
        return None
    wRank, vRank = wShape.numDimensions(), vShape.numDimensions()
    if wRank == 0:
        return tf.withSubScope("staticScalarCheckSuccess").withControlDependencies([]).noOp()
    if wRank != vRank:
        raise error(
            f"{_PREFIX} values.rank={vRank}. weights.rank={wRank}.  "
            f"values.shape={vShape}. weights.shape={wShape}."
        )
    for i in range(vRank):
        if wShape.size(i) != 1 and vShape.size(i) != wShape.size(i):
            raise error(
                f"{_PREFIX} Mismatch at dim {i}. values.shape={vShape} weights.shape={wShape}."
            )
    return tf.withSubScope("staticDimsCheckSuccess").withControlDependencies([]).noOp()


def dynamic_check(tf: Any, weights: Any, values: Any, subScope: str | None = None) -> Any:
    """The ``AssertThat`` that weights' run-time shape is a scalar or broadcasts to values'."""
    weightsShape, weightsRank = tf.shape(weights), tf.rank(weights)
    valuesShape, valuesRank = tf.shape(values), tf.rank(values)
    isScalar = tf.math.equal(weightsRank, tf.constant(0))
    data = [
        tf.constant(_PREFIX),
        tf.constant("weights.shape="),
        weightsShape,
        tf.constant("values.shape="),
        valuesShape,
        tf.constant("isScalar="),
        isScalar,
    ]
    ntf = tf.withSubScope("hasValidNonscalarShape")
    isSameRank = ntf.math.equal(valuesRank, weightsRank)
    dtf = ntf.withSubScope("hasValidDims")
    valuesShape2d = dtf.expandDims(valuesShape, dtf.constant(-1))
    validDims = dtf.concat([valuesShape2d, dtf.onesLike(valuesShape2d)], dtf.constant(1))
    weightsShape2d = dtf.expandDims(weightsShape, dtf.constant(-1))
    invalidDims = set_ops.difference(dtf, weightsShape2d, validDims)
    validDimsOk = dtf.math.equal(dtf.constant(0), dtf.size(invalidDims))
    validNonscalar = ntf.select(isSameRank, validDimsOk, isSameRank)
    isValidShape = tf.select(isScalar, isScalar, validNonscalar)
    atf = tf.withSubScope(subScope) if subScope else tf
    return atf.assertThat(isValidShape, data)


class WeightsBroadcastOps:
    @staticmethod
    def assertBroadcastable(tf: Any, weights: Any, values: Any) -> Any:
        """A no-op when the static shapes broadcast, an ``AssertThat`` when a shape is only
        known at run time; raises ``ValueError`` when the static shapes cannot broadcast."""
        op = static_check(tf, weights, values, ValueError)
        return op if op is not None else dynamic_check(tf, weights, values)

    @staticmethod
    def broadcastWeights(tf: Any, weights: Any, values: Any) -> Any:
        """``weights`` broadcast to ``values``' shape (itself when the shapes already match)."""
        tf = tf.withSubScope("broadcast_weights")
        tValues = cast(tf, values, weights.type())
        wShape, vShape = weights.shape(), tValues.shape()
        if (
            not wShape.hasUnknownDimension()
            and not vShape.hasUnknownDimension()
            and wShape.isCompatibleWith(vShape)
        ):
            return weights
        dependency = WeightsBroadcastOps.assertBroadcastable(tf, weights, tValues)
        tf1 = tf.withSubScope("assertBroadcastable").withControlDependencies([dependency])
        return tf1.math.mul(weights, tf.onesLike(tValues))
