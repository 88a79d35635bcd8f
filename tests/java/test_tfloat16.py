"""Port of TensorFlow Java's ``TFloat16Test`` (``org.tensorflow.types.TFloat16``), a
``NumericTypesTestBase`` of float values: its two inherited test methods run with this class's
``allocateTensor``, ``allocateNdArray`` (``NdArrays.ofFloats``) and ``valueOf``.
"""

from __future__ import annotations

from typing import Any

from org.tensorflow.ndarray import NdArrays, Shape
from org.tensorflow.types import TFloat16

from tests.java import numeric_types_base as base

SKIPPED: dict[str, str] = {}


def allocateTensor(shape: Shape) -> TFloat16:
    return TFloat16.tensorOf(shape)


def allocateNdArray(shape: Shape) -> Any:
    return NdArrays.ofFloats(shape)


def valueOf(value: int) -> Any:
    return float(value)  # Java: value.floatValue()


def test_initializeTensorsWithZeros() -> None:
    base.initializeTensorsWithZeros(TFloat16, allocateTensor, valueOf)


def test_setAndCompute() -> None:
    base.setAndCompute(allocateTensor, allocateNdArray, valueOf)
