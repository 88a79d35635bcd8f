"""``tensordot``: contraction of ``a`` and ``b`` over pairs of axes (an outer product with no
pairs), as one matrix product between a transpose-and-reshape of each operand.

Axes may be given as Java's overloads take them: an ``int`` n (the last n axes of ``a`` with the
first n of ``b``), ``[aAxis, bAxis]``, ``[[aAxes...], [bAxes...]]``, an ``Operand<TInt32>`` of
shape [2, k], or two operands. Operand axes are read once, as TensorFlow Java reads them (in a
graph, by a session run of the axes' nodes). The operands need a known rank."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from tfjava.core.operand import Operand
from tfjava.exec.graph import Graph
from tfjava.exec.session import Session
from tfjava.types import TBfloat16, TFloat16


def _values(tf: Any, axes: Operand[Any]) -> list[int]:
    """The ints of an axes operand (Java's getIntArray)."""
    env = tf.scope().env()
    if isinstance(env, Graph):
        with Session(env) as session, session.runner().fetch(axes).run() as result:
            return [int(v) for v in np.asarray(result.get(0).numpy()).reshape(-1)]
    return [int(v) for v in np.asarray(axes.asTensor().numpy()).reshape(-1)]


def _axis_pairs(tf: Any, a: Any, axes: Any, bAxes: Any) -> tuple[list[int], list[int]]:
    if bAxes is not None:
        return _ints(tf, axes), _ints(tf, bAxes)
    if isinstance(axes, bool):
        raise TypeError(f"tensordot: axes must be ints or an operand, got {axes!r}")
    if isinstance(axes, int):
        if axes < 0:
            raise ValueError("'axis' must be at least 0.")
        rank = a.shape().numDimensions()
        if axes > rank:
            raise ValueError(
                f"'axis' must not be larger than the number of dimensions of tensor {rank}."
            )
        return list(range(rank - axes, rank)), list(range(axes))
    if isinstance(axes, Operand):
        value = _values(tf, axes)
        if len(value) % 2:
            raise ValueError(f"'axes' must hold two equal lists of axes, got {value}")
        half = len(value) // 2
        return value[:half], value[half:]
    axes = list(axes)
    if len(axes) != 2:
        raise ValueError(f"'axes' must have length 1 or 2, provided with {len(axes)}")
    if all(isinstance(x, int) for x in axes):
        return [axes[0]], [axes[1]]
    aAxis, bAxis = list(axes[0]), list(axes[1])
    if len(aAxis) != len(bAxis):
        raise ValueError(
            f"Different number of contraction axes 'a' and 'b', {len(aAxis)} != {len(bAxis)}"
        )
    return aAxis, bAxis


def _ints(tf: Any, axes: Any) -> list[int]:
    if isinstance(axes, Operand):
        return _values(tf, axes)
    return [axes] if isinstance(axes, int) else [int(x) for x in axes]


def _reshaped(tf: Any, x: Any, axes: Sequence[int], flipped: bool) -> tuple[Any, list[Any]]:
    """``x`` transposed to (free, axes) (or (axes, free)) and flattened to a matrix; with its
    free dimensions (ints, or scalar operands read at run time where the shape is unknown)."""
    shape = x.shape()
    rank = shape.numDimensions()
    if rank < 0:
        raise ValueError("tensordot: the operands' rank must be known")
    dims = [shape.size(i) for i in range(rank)]
    axes = [ax if ax >= 0 else ax + rank for ax in axes]
    for ax in axes:
        if not 0 <= ax < rank:
            # Java reads the shape's array at the axis: ArrayIndexOutOfBoundsException
            raise IndexError(f"Index {ax} out of bounds for length {rank}")
    free = [i for i in range(rank) if i not in axes]
    perm = axes + free if flipped else free + axes
    if all(d >= 0 for d in dims):
        freeDims: list[Any] = [dims[i] for i in free]
        prodFree = int(np.prod(freeDims, dtype=np.int64))
        prodAxes = int(np.prod([dims[i] for i in axes], dtype=np.int64))
        newShape: Any = tf.constant(
            np.asarray([prodAxes, prodFree] if flipped else [prodFree, prodAxes], np.int64)
        )
    else:
        shapeT = tf.shape(x)
        zero = tf.constant(0)
        freeDims = [
            dims[i] if dims[i] >= 0 else tf.gather(shapeT, tf.constant(np.int32(i)), zero)
            for i in free
        ]
        free_t = tf.gather(shapeT, tf.constant(np.asarray(free, np.int32)), zero)
        axes_t = tf.gather(shapeT, tf.constant(np.asarray(axes, np.int32)), zero)
        prodFree = tf.reduceProd(free_t, zero)
        prodAxes = tf.reduceProd(axes_t, zero)
        newShape = tf.stack([prodAxes, prodFree] if flipped else [prodFree, prodAxes])
    if perm != list(range(rank)):
        x = tf.linalg.transpose(x, tf.constant(np.asarray(perm, np.int32)))
    return tf.reshape(x, newShape), freeDims


def tensordot(tf: Any, a: Any, b: Any, axes: Any, bAxes: Any = None) -> Any:
    if a.type() in (TBfloat16, TFloat16):
        raise ValueError(
            "Operand 'a' must be either TFloat32 or TFloat64 DataType, 'a' is a "
            f"{a.type().__name__} DataType"
        )
    if a.type() is not b.type():
        raise ValueError(
            "Operands a and b must be the same data type, a is "
            f"{a.type().__name__} DataType, b is {b.type().__name__} DataType"
        )
    aAxes, bAxesList = _axis_pairs(tf, a, axes, bAxes)
    aMatrix, aFree = _reshaped(tf, a, aAxes, False)
    bMatrix, bFree = _reshaped(tf, b, bAxesList, True)
    product = tf.linalg.matMul(aMatrix, bMatrix)
    freeDims = aFree + bFree
    if all(isinstance(d, int) for d in freeDims):
        return tf.reshape(product, tf.constant(np.asarray(freeDims, np.int64)))
    # some free dimension is known only when the product runs
    return tf.reshape(
        product,
        tf.stack([tf.constant(np.int32(d)) if isinstance(d, int) else d for d in freeDims]),
    )
