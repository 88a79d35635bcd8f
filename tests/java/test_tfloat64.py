"""Port of TensorFlow Java's ``TFloat64Test`` (``org.tensorflow.types.TFloat64``), a
``NumericTypesTestBase`` of double values: its two inherited test methods run with this class's
``allocateTensor``, ``allocateNdArray`` (``NdArrays.ofDoubles``) and ``valueOf``.
"""

from __future__ import annotations

from typing import Any

from org.tensorflow.ndarray import NdArrays, Shape
from org.tensorflow.types import TFloat64

from tests.java import numeric_types_base as base

SKIPPED: dict[str, str] = {}


def allocateTensor(shape: Shape) -> TFloat64:
    return TFloat64.tensorOf(shape)


def allocateNdArray(shape: Shape) -> Any:
    return NdArrays.ofDoubles(shape)


def valueOf(value: int) -> Any:
    return float(value)  # Java: value.doubleValue()


def test_initializeTensorsWithZeros() -> None:
    base.initializeTensorsWithZeros(TFloat64, allocateTensor, valueOf)


def test_setAndCompute() -> None:
    base.setAndCompute(allocateTensor, allocateNdArray, valueOf)
