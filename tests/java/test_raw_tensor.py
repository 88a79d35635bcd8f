"""Port of TensorFlow Java's ``RawTensorTest`` (``org.tensorflow.RawTensor``)."""

from __future__ import annotations

import pytest
from org.tensorflow import RawTensor
from org.tensorflow.ndarray import Shape
from org.tensorflow.types import TFloat32, TInt32, TString

SKIPPED: dict[str, str] = {}


def test_rawToTypedTensor() -> None:
    rawTensor = RawTensor.allocate(TFloat32, Shape.of(2, 2), -1)
    floatTensor = rawTensor.asTypedTensor()
    assert isinstance(floatTensor, TFloat32)
    assert floatTensor.asRawTensor() is rawTensor
    # Java's failing cast to TInt32 (ClassCastException): the typed tensor is no TInt32.
    assert not isinstance(rawTensor.asTypedTensor(), TInt32)


def test_allocateTensorWithSize() -> None:
    with RawTensor.allocate(TFloat32, Shape.of(2, 2), 16) as rawTensor:
        assert rawTensor.numBytes() == 16
    with RawTensor.allocate(TFloat32, Shape.of(2, 2), 100) as rawTensor:
        assert rawTensor.numBytes() == 100
    with pytest.raises(ValueError):
        RawTensor.allocate(TFloat32, Shape.of(2, 2), 10)
    with RawTensor.allocate(TString, Shape.of(2, 2), 100) as rawTensor:
        assert rawTensor.numBytes() == 100


def test_allocateTensorWithoutSize() -> None:
    with RawTensor.allocate(TFloat32, Shape.of(2, 2), -1) as rawTensor:
        assert rawTensor.numBytes() == 16
        # ok
    with pytest.raises(ValueError):
        RawTensor.allocate(TString, Shape.of(2, 2), -1)


def test_failToAllocateTensorFromUnknownShape() -> None:
    with pytest.raises(ValueError):
        RawTensor.allocate(TFloat32, Shape.of(3, -1, 3), -1)
    with pytest.raises(ValueError):
        RawTensor.allocate(TString, Shape.unknown(), 100)
