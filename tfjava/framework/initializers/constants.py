"""Constant initializers: ``Constant``, ``Zeros``, ``Ones`` and ``Identity``."""

from __future__ import annotations

from typing import Any

import numpy as np

from tfjava.framework.initializers.base_initializer import BaseInitializer, T, f64
from tfjava.framework.utils.cast_helper import cast
from tfjava.framework.utils.shape_utils import ShapeUtils
from tfjava.ndarray import Shape
from tfjava.types.family import TType


class Constant(BaseInitializer[T]):
    """Every element is ``value``: Java's ``Constant(long)``, ``Constant(double)`` and
    ``Constant(boolean)``, told apart by the Python value's kind."""

    def __init__(self, value: bool | float) -> None:
        super().__init__()
        if not isinstance(value, (bool, int, float, np.number, np.bool_)):
            raise TypeError(f"Constant: parameter value must be a number or a bool, got {value!r}")
        self._value = value

    def _call(self, tf: Any, dims: Any, type: Any) -> Any:
        self._numeric_or_bool(type)
        v = self._value
        if isinstance(v, (bool, np.bool_)):
            c = tf.constant(bool(v))
        elif isinstance(v, (int, np.integer)):
            c = tf.constant(np.int64(v))
        else:
            c = f64(tf, float(v))
        return tf.fill(dims, cast(tf, c, type))


class Zeros(BaseInitializer[T]):
    def _call(self, tf: Any, dims: Any, type: Any) -> Any:

        self._require(type, TType, "a tensor type")
        return tf.zeros(dims, type)


class Ones(BaseInitializer[T]):
    def _call(self, tf: Any, dims: Any, type: Any) -> Any:
        self._numeric_or_bool(type)
        return tf.fill(dims, cast(tf, tf.constant(1), type))


class Identity(BaseInitializer[T]):
    """A 2-D identity matrix (ones on the main diagonal of a rectangular one) times ``gain``."""

    GAIN_DEFAULT = 1.0

    def __init__(self, gain: float = GAIN_DEFAULT) -> None:
        super().__init__()
        self._gain = float(gain)

    def _call(self, tf: Any, dims: Any, type: Any) -> Any:
        self._floating(type)
        shape = ShapeUtils.toShape(tf.scope(), dims)
        if shape.numDimensions() != 2:
            raise ValueError(f"Identity.call: 2D matrix required, got {shape.numDimensions()}")
        rows, cols = shape.size(0), shape.size(1)
        diagOnes = tf.fill(tf.constant(Shape.of(min(rows, cols))), cast(tf, tf.constant(1.0), type))
        zero = cast(tf, tf.constant(0), type)
        if rows == cols:
            op = tf.linalg.matrixDiag(
                diagOnes, tf.constant(0), tf.constant(rows), tf.constant(cols), zero
            )
        else:
            op = tf.linalg.matrixSetDiag(tf.zeros(dims, type), diagOnes, tf.constant(0))
        return tf.math.mul(op, cast(tf, f64(tf, self._gain), type))
