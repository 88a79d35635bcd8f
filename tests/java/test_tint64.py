"""Port of TensorFlow Java's ``TInt64Test`` (``org.tensorflow.types.TInt64``), a
``NumericTypesTestBase`` of long values: its two inherited test methods run with this class's
``allocateTensor``, ``allocateNdArray`` (``NdArrays.ofLongs``) and ``valueOf``.
"""

from __future__ import annotations

from typing import Any

from org.tensorflow.ndarray import NdArrays, Shape
from org.tensorflow.types import TInt64

from tests.java import numeric_types_base as base

SKIPPED: dict[str, str] = {}


def allocateTensor(shape: Shape) -> TInt64:
    return TInt64.tensorOf(shape)


def allocateNdArray(shape: Shape) -> Any:
    return NdArrays.ofLongs(shape)


def valueOf(value: int) -> Any:
    return value  # Java: value.longValue()


def test_initializeTensorsWithZeros() -> None:
    base.initializeTensorsWithZeros(TInt64, allocateTensor, valueOf)


def test_setAndCompute() -> None:
    base.setAndCompute(allocateTensor, allocateNdArray, valueOf)
