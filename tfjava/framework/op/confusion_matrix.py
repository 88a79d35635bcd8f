"""``confusionMatrix``: counts (or summed weights) of each (label, prediction) pair, with the
non-negativity and bounds assertions TensorFlow Java adds."""

from __future__ import annotations

from typing import Any

import numpy as np

from tfjava.framework.losses.impl.losses_helper import LossesHelper
from tfjava.ndarray import Shape
from tfjava.types import TInt64


def _squeeze_pair(tf: Any, labels: Any, predictions: Any) -> tuple[Any, Any]:
    """Drop a trailing size-1 dimension of whichever operand has one more dimension."""
    scoped = tf.withSubScope("removeSqueezableDimensions")
    pShape, lShape = predictions.shape(), labels.shape()
    pRank, lRank = pShape.numDimensions(), lShape.numDimensions()
    if pRank != Shape.UNKNOWN_SIZE or lRank != Shape.UNKNOWN_SIZE:
        rankDiff = pRank - lRank
        if rankDiff == 1 and Shape.isCompatible(pShape.size(-1), 1):
            predictions = scoped.squeeze(predictions)
        elif rankDiff == -1 and Shape.isCompatible(lShape.size(-1), 1):
            labels = scoped.squeeze(labels)
    return labels, predictions


def _checked(tf: Any, value: Any, condition: Any, message: str) -> Any:
    """``value`` once ``condition`` (reduced over all axes) holds, else ``message``."""
    check = tf.assertThat(
        tf.reduceAll(condition, LossesHelper.allAxes(tf, condition)), [tf.constant(message)]
    )
    return tf.withControlDependencies([check]).identity(value)


def confusionMatrix(
    tf: Any, labels: Any, predictions: Any, weights: Any = None, numClasses: Any = None
) -> Any:
    scoped = tf.withSubScope("confusionMatrix")
    labels, predictions = _squeeze_pair(tf, labels, predictions)
    lLabels = scoped.dtypes.cast(labels, TInt64)
    lPredictions = scoped.dtypes.cast(predictions, TInt64)
    zero = scoped.constant(np.int64(0))
    one = scoped.constant(np.int64(1))
    lLabels = _checked(
        scoped, lLabels, scoped.math.greaterEqual(lLabels, zero), "labels contains negative values"
    )
    lPredictions = _checked(
        scoped,
        lPredictions,
        scoped.math.greaterEqual(lPredictions, zero),
        "predictions contains negative values",
    )
    if numClasses is None:
        lNumClasses = scoped.math.add(
            scoped.math.maximum(
                scoped.reduceMax(lPredictions, zero), scoped.reduceMax(lLabels, zero)
            ),
            one,
        )
    else:
        lNumClasses = scoped.dtypes.cast(numClasses, TInt64)
        lLabels = _checked(
            scoped, lLabels, scoped.math.less(lLabels, lNumClasses), "labels out of bounds"
        )
        lPredictions = _checked(
            scoped,
            lPredictions,
            scoped.math.less(lPredictions, lNumClasses),
            "predictions  out of bounds",
        )
    if weights is not None and not predictions.shape().isCompatibleWith(weights.shape()):
        raise ValueError(
            f"predictions.shape() [{predictions.shape()}], is not compatible with "
            f"weights.shape() [ {weights.shape()}]."
        )
    shape = scoped.stack([lNumClasses, lNumClasses])
    indices = scoped.stack([lLabels, lPredictions], axis=1)
    values = scoped.onesLike(predictions) if weights is None else weights
    return scoped.scatterNd(indices, values, shape)
