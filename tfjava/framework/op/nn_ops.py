"""``NnOps``: the framework's cross-entropy ops, which align shapes and axes around
TensorFlow's kernels (the raw ops want 2-D logits and 1-D sparse labels)."""

from __future__ import annotations

from typing import Any

import numpy as np

from tfjava.framework.activations.rectifiers import GELU
from tfjava.framework.utils.cast_helper import cast
from tfjava.ndarray import Shape
from tfjava.types import TBfloat16, TFloat16, TFloat32, TInt64


def _half(t: Any) -> bool:
    return t.type() in (TFloat16, TBfloat16)


class NnOps:
    def __init__(self, tf: Any) -> None:
        self._tf = tf

    def gelu(self, input: Any, approximate: bool = False) -> Any:
        """Gaussian error linear unit: ``0.5 x (1 + erf(x / sqrt 2))``, or its tanh form."""
        return GELU.gelu(self._tf, input, approximate)

    def sigmoidCrossEntropyWithLogits(self, labels: Any, logits: Any) -> Any:
        """``max(x, 0) - x * z + log(1 + exp(-|x|))`` for logits ``x`` and labels ``z``."""
        tf = self._tf
        ls, gs = labels.shape(), logits.shape()
        if not ls.isUnknown() and not gs.isUnknown() and not ls.isCompatibleWith(gs):
            raise ValueError(
                "NnOps.sigmoidCrossEntropyWithLogits: labels and logits must have the same "
                f"shape, got {ls} and {gs}"
            )
        tf = tf.withSubScope("SigmoidCrossEntropyWithLogits")
        zeros = tf.zerosLike(logits)
        cond = tf.math.greaterEqual(logits, zeros)
        reluLogits = tf.select(cond, logits, zeros)
        negAbsLogits = tf.select(cond, tf.math.neg(logits), logits)
        return tf.math.add(
            tf.math.sub(reluLogits, tf.math.mul(logits, labels)),
            tf.math.log1p(tf.math.exp(negAbsLogits)),
        )

    def softmaxCrossEntropyWithLogits(self, labels: Any, logits: Any, axis: int = -1) -> Any:
        """Softmax cross entropy along ``axis``: the result has the logits' shape without it."""
        tf = self._tf.withSubScope("SoftmaxCrossEntropyWithLogits")
        rank = logits.shape().numDimensions()
        if rank != Shape.UNKNOWN_SIZE:
            axis %= rank
        if _half(logits):
            result = self.softmaxCrossEntropyWithLogits(
                tf.dtypes.cast(labels, TFloat32), tf.dtypes.cast(logits, TFloat32), axis
            )
            return tf.dtypes.cast(result, logits.type())
        labels = cast(tf, labels, logits.type())
        if rank != Shape.UNKNOWN_SIZE and axis != rank - 1:
            perm = [i for i in range(rank) if i != axis] + [axis]
            logits = tf.linalg.transpose(logits, tf.constant(np.array(perm, np.int32)))
            labels = tf.linalg.transpose(labels, tf.constant(np.array(perm, np.int32)))
        full = tf.shape(logits, TInt64)
        rankMinusOne = tf.math.sub(tf.shape(full, TInt64), tf.constant(np.array([1], np.int64)))
        outShape = tf.slice(full, tf.constant(np.array([0], np.int64)), rankMinusOne)
        shape2d = _shape2d(tf, logits)
        cost = tf.nn.softmaxCrossEntropyWithLogits(
            tf.reshape(logits, shape2d), tf.reshape(labels, shape2d)
        ).loss()
        return tf.reshape(cost, outShape)

    def sparseSoftmaxCrossEntropyWithLogits(self, labels: Any, logits: Any) -> Any:
        """Softmax cross entropy with integer class labels (one rank less than the logits)."""
        tf = self._tf.withSubScope("SparseSoftmaxCrossEntropyWithLogits")
        precise = tf.dtypes.cast(logits, TFloat32) if _half(logits) else logits
        labelsShape, logitsShape = labels.shape(), logits.shape()
        if logitsShape.numDimensions() == 0:
            raise ValueError(f"Logits cannot be scalars - received shape {logitsShape}.")
        if (
            not logitsShape.hasUnknownDimension()
            and not labelsShape.hasUnknownDimension()
            and labelsShape.numDimensions() != logitsShape.numDimensions() - 1
        ):
            raise ValueError(
                f"Rank mismatch: Rank of labels (received {labelsShape}) should equal rank of "
                f"logits minus 1 (received {logitsShape})."
            )
        shortened = logitsShape.take(logitsShape.numDimensions() - 1)
        if (
            not labelsShape.hasUnknownDimension()
            and not shortened.hasUnknownDimension()
            and labelsShape != shortened
        ):
            raise ValueError(
                f"Shape mismatch: The shape of labels (received {labelsShape}) should equal the "
                f"shape of logits except for the last dimension (received {logitsShape})."
            )
        if logitsShape.numDimensions() == 2:
            cost = tf.nn.sparseSoftmaxCrossEntropyWithLogits(precise, labels).loss()
        else:
            labelsDyn = tf.shape(labels)
            cost = tf.nn.sparseSoftmaxCrossEntropyWithLogits(
                tf.reshape(precise, _shape2d(tf, logits)), tf.reshape(labels, tf.constant(-1))
            ).loss()
            cost = tf.reshape(cost, labelsDyn)
        return cast(tf, cost, logits.type())


def _shape2d(tf: Any, logits: Any) -> Any:
    """``[-1, number of classes]``: the shape that flattens the outer dimensions of logits."""
    last = logits.shape().size(-1) if not logits.shape().isUnknown() else Shape.UNKNOWN_SIZE
    if last != Shape.UNKNOWN_SIZE:
        return tf.constant(np.array([-1, last], np.int64))
    full = tf.shape(logits, TInt64)
    one = tf.constant(np.array([1], np.int64))
    lastDim = tf.slice(full, tf.math.sub(tf.shape(full, TInt64), one), one)
    return tf.concat([tf.constant(np.array([-1], np.int64)), lastDim], tf.constant(0))
