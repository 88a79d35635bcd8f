"""Random initializers: ``RandomNormal``, ``RandomUniform``, ``TruncatedNormal`` and
``Orthogonal``. They draw from TensorFlow's stateless random ops with the seed pair
``{seed, 0}``, so that one seed gives the same values in every session and mode."""

from __future__ import annotations

from typing import Any

import numpy as np
from org.tensorflow.op.linalg import Qr
from org.tensorflow.op.random import RandomUniformInt

from tfjava.framework.initializers.base_initializer import BaseInitializer, T, f64, seeds
from tfjava.framework.utils.cast_helper import cast
from tfjava.framework.utils.shape_utils import ShapeUtils
from tfjava.ndarray import Shape
from tfjava.types.family import TIntegral, TNumber


def _seed(cls: str, seed: Any) -> int:
    if isinstance(seed, bool) or not isinstance(seed, (int, np.integer)):
        raise TypeError(f"{cls}: parameter seed must be an int (Java long), got {seed!r}")
    return int(seed)


class RandomNormal(BaseInitializer[T]):
    MEAN_DEFAULT = 0.0
    STDDEV_DEFAULT = 1.0

    def __init__(self, *args: Any) -> None:
        """``(seed)``, ``(mean, seed)`` or ``(mean, stddev, seed)``."""
        super().__init__()
        if not 1 <= len(args) <= 3:
            raise TypeError("RandomNormal: expected (seed), (mean, seed) or (mean, stddev, seed)")
        *values, seed = args
        self._mean = float(values[0]) if values else self.MEAN_DEFAULT
        self._stddev = float(values[1]) if len(values) > 1 else self.STDDEV_DEFAULT
        self._seed = _seed("RandomNormal", seed)

    def _call(self, tf: Any, dims: Any, type: Any) -> Any:
        self._floating(type)
        dist = tf.random.statelessRandomNormal(dims, seeds(tf, self._seed), type)
        op = tf.math.mul(dist, cast(tf, f64(tf, self._stddev), type))
        return tf.math.add(op, cast(tf, f64(tf, self._mean), type))


class TruncatedNormal(BaseInitializer[T]):
    MEAN_DEFAULT = 0.0
    STDDEV_DEFAULT = 0.05

    def __init__(self, *args: Any) -> None:
        """``(seed)`` or ``(mean, stddev, seed)``."""
        super().__init__()
        if len(args) not in (1, 3):
            raise TypeError("TruncatedNormal: expected (seed) or (mean, stddev, seed)")
        *values, seed = args
        self._mean = float(values[0]) if values else self.MEAN_DEFAULT
        self._stddev = float(values[1]) if values else self.STDDEV_DEFAULT
        self._seed = _seed("TruncatedNormal", seed)

    def _call(self, tf: Any, dims: Any, type: Any) -> Any:
        self._floating(type)
        dist = tf.random.statelessTruncatedNormal(dims, seeds(tf, self._seed), type)
        return tf.math.add(
            tf.math.mul(dist, cast(tf, f64(tf, self._stddev), type)),
            cast(tf, f64(tf, self._mean), type),
        )


class RandomUniform(BaseInitializer[T]):
    MINVAL_DEFAULT = -0.05
    MAXVAL_DEFAULT = 0.05

    def __init__(self, *args: Any) -> None:
        """``(seed)`` or ``(minval, maxval, seed)``."""
        super().__init__()
        if len(args) not in (1, 3):
            raise TypeError("RandomUniform: expected (seed) or (minval, maxval, seed)")
        *values, seed = args
        self._minval = float(values[0]) if values else self.MINVAL_DEFAULT
        self._maxval = float(values[1]) if values else self.MAXVAL_DEFAULT
        self._seed = _seed("RandomUniform", seed)

    def _call(self, tf: Any, dims: Any, type: Any) -> Any:
        self._require(type, TNumber, "a numeric tensor type")
        if issubclass(type, TIntegral):
            return tf.random.randomUniformInt(
                dims,
                cast(tf, f64(tf, self._minval), type),
                cast(tf, f64(tf, self._maxval), type),
                RandomUniformInt.seed(self._seed),
            )
        dist = tf.random.statelessRandomUniform(dims, seeds(tf, self._seed), type)
        if self._minval == 0:
            if self._maxval != 1.0:
                dist = tf.math.mul(dist, cast(tf, f64(tf, self._maxval), type))
            return dist
        dist = tf.math.mul(dist, cast(tf, f64(tf, self._maxval - self._minval), type))
        return tf.math.add(dist, cast(tf, f64(tf, self._minval), type))


class Orthogonal(BaseInitializer[T]):
    """An orthogonal matrix (the Q of a QR decomposition of a normal sample) times ``gain``."""

    GAIN_DEFAULT = 1.0

    def __init__(self, *args: Any) -> None:
        """``(seed)`` or ``(gain, seed)``."""
        super().__init__()
        if len(args) not in (1, 2):
            raise TypeError("Orthogonal: expected (seed) or (gain, seed)")
        *values, seed = args
        self._gain = float(values[0]) if values else self.GAIN_DEFAULT
        self._seed = _seed("Orthogonal", seed)

    def _call(self, tf: Any, dims: Any, type: Any) -> Any:
        self._floating(type)
        shape = ShapeUtils.toShape(tf.scope(), dims)
        if shape.numDimensions() < 2:
            raise ValueError(
                "Orthogonal.call: the tensor to initialize must be at least two-dimensional, "
                f"got {shape.numDimensions()}"
            )
        numRows = int(np.prod([shape.size(i) for i in range(shape.numDimensions() - 1)]))
        numCols = shape.size(shape.numDimensions() - 1)
        flat = Shape.of(max(numRows, numCols), min(numRows, numCols))
        op = tf.random.statelessRandomNormal(tf.constant(flat), seeds(tf, self._seed), type)
        qr = tf.linalg.qr(op, Qr.fullMatrices(False))
        diag = tf.linalg.matrixDiagPart(qr.r(), tf.constant(0), cast(tf, tf.constant(0), type))
        qop = tf.math.mul(qr.q(), tf.math.sign(diag))
        if numRows < numCols:
            qop = tf.linalg.transpose(qop, tf.constant(np.array([1, 0], np.int32)))
        return tf.math.mul(qop, cast(tf, f64(tf, self._gain), type))
