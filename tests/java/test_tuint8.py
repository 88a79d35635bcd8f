"""Port of TensorFlow Java's ``TUint8Test`` (``org.tensorflow.types.TUint8``), a
``NumericTypesTestBase`` of byte values: its two inherited test methods run with this class's
``allocateTensor``, ``allocateNdArray`` (``NdArrays.ofBytes``) and ``valueOf``.

Java's ``valueOf`` is ``value.byteValue()``, a signed byte; a ``TUint8`` reads its values back
as Java's signed bytes, so 0 - 1 computed by TensorFlow reads -1, as in Java.
"""

from __future__ import annotations

from typing import Any

from org.tensorflow.ndarray import NdArrays, Shape
from org.tensorflow.types import TUint8

from tests.java import numeric_types_base as base

SKIPPED: dict[str, str] = {}


def allocateTensor(shape: Shape) -> TUint8:
    return TUint8.tensorOf(shape)


def allocateNdArray(shape: Shape) -> Any:
    return NdArrays.ofBytes(shape)


def valueOf(value: int) -> Any:
    return ((value + 0x80) & 0xFF) - 0x80  # Java: value.byteValue(), signed


def test_initializeTensorsWithZeros() -> None:
    base.initializeTensorsWithZeros(TUint8, allocateTensor, valueOf)


def test_setAndCompute() -> None:
    base.setAndCompute(allocateTensor, allocateNdArray, valueOf)
