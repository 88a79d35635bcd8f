"""Port of TensorFlow Java's ``TInt32Test`` (``org.tensorflow.types.TInt32``), a
``NumericTypesTestBase`` of int values: its two inherited test methods run with this class's
``allocateTensor``, ``allocateNdArray`` (``NdArrays.ofInts``) and ``valueOf``.
"""

from __future__ import annotations

from typing import Any

from org.tensorflow.ndarray import NdArrays, Shape
from org.tensorflow.types import TInt32

from tests.java import numeric_types_base as base

SKIPPED: dict[str, str] = {}


def allocateTensor(shape: Shape) -> TInt32:
    return TInt32.tensorOf(shape)


def allocateNdArray(shape: Shape) -> Any:
    return NdArrays.ofInts(shape)


def valueOf(value: int) -> Any:
    return value  # Java: value


def test_initializeTensorsWithZeros() -> None:
    base.initializeTensorsWithZeros(TInt32, allocateTensor, valueOf)


def test_setAndCompute() -> None:
    base.setAndCompute(allocateTensor, allocateNdArray, valueOf)
