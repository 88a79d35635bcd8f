"""Port of TensorFlow Java's ``TUint16Test`` (``org.tensorflow.types.TUint16``), a
``NumericTypesTestBase`` of short values: its two inherited test methods run with this class's
``allocateTensor``, ``allocateNdArray`` (``NdArrays.ofShorts``) and ``valueOf``.

Java's ``valueOf`` is ``value.shortValue()``, a signed short; a ``TUint16`` reads its values
back as Java's signed shorts, so 0 - 1 computed by TensorFlow reads -1, as in Java.
"""

from __future__ import annotations

from typing import Any

from org.tensorflow.ndarray import NdArrays, Shape
from org.tensorflow.types import TUint16

from tests.java import numeric_types_base as base

SKIPPED: dict[str, str] = {}


def allocateTensor(shape: Shape) -> TUint16:
    return TUint16.tensorOf(shape)


def allocateNdArray(shape: Shape) -> Any:
    return NdArrays.ofShorts(shape)


def valueOf(value: int) -> Any:
    return ((value + 0x8000) & 0xFFFF) - 0x8000  # Java: value.shortValue(), signed


def test_initializeTensorsWithZeros() -> None:
    base.initializeTensorsWithZeros(TUint16, allocateTensor, valueOf)


def test_setAndCompute() -> None:
    base.setAndCompute(allocateTensor, allocateNdArray, valueOf)
