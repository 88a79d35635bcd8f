"""``org.tensorflow.Tensor`` beyond TensorFlow Java's ``TensorTest`` (ported in
``tests/java/test_tensor.py``): ``Tensor.of``'s overloads, a failing initializer, the
``Tensor`` interface and ``RawTensor`` views.
"""

from __future__ import annotations

import numpy as np
import pytest

from tfjava.ndarray import Shape
from tfjava.ndarray.buffer.data_buffers import DataBuffers
from tfjava.types import TFloat32, TFloat64, TInt32, TInt64, TString
from tfjava.types.raw_tensor import RawTensor
from tfjava.types.tensor import Tensor

# --------------------------------------------------------------------------------------------
# Tensor.of and the Tensor interface


def test_Tensor_of_overloads() -> None:
    zeros = Tensor.of(TFloat32, Shape.of(2))
    assert isinstance(zeros, TFloat32)
    assert zeros == [0.0, 0.0]
    initialized = Tensor.of(TInt64, Shape.of(2), lambda t: t.setLong(3, 0))
    assert initialized == [3, 0]
    sized = Tensor.of(TInt64, Shape.of(1), 8, lambda t: t.setLong(1, 0))
    assert sized == [1]
    raw = Tensor.of(TInt32, Shape.of(2), np.array([5, 6], dtype=np.int32).tobytes())
    assert raw == [5, 6]
    with pytest.raises(ValueError, match="unknown"):
        Tensor.of(TFloat32, Shape.of(-1, 2))
    with pytest.raises(ValueError, match="unknown"):
        Tensor.of(TFloat32, Shape.unknown())
    with pytest.raises(TypeError, match="tensor type class"):
        Tensor.of(int, Shape.of(1))  # type: ignore[type-var]
    with pytest.raises(TypeError):
        Tensor.of(TFloat32, Shape.of(1), "x")  # type: ignore[call-overload]
    with pytest.raises(ValueError, match="raw data is not supported"):
        Tensor.of(TString, Shape.of(1), b"abc")


def test_Tensor_of_initializer_failure_closes_the_tensor() -> None:
    created: list[TInt32] = []

    def init(t: TInt32) -> None:
        created.append(t)
        raise ValueError("bad init")

    with pytest.raises(ValueError, match="bad init"):
        Tensor.of(TInt32, Shape.of(1), init)
    assert created[0].isClosed()


def test_tensor_interface() -> None:
    t = TFloat64.tensorOf([[1.0, 2.0, 3.0]])
    assert isinstance(t, Tensor)
    assert t.rank() == 2
    assert t.size() == 3
    assert t.numBytes() == 24
    assert t.shape() == Shape.of(1, 3)
    assert t.shape() is t.shape()  # cached: a tensor's shape never changes


def test_Tensor_of_takes_a_byte_buffer_as_raw_data() -> None:
    raw = DataBuffers.of(bytearray(np.array([7, -8], dtype=np.int32).tobytes()))
    assert Tensor.of(TInt32, Shape.of(2), raw) == [7, -8]
    with pytest.raises(ValueError, match="not large enough"):
        Tensor.of(TInt32, Shape.of(3), raw)


def test_raw_tensor_views() -> None:
    t = TFloat32.vectorOf(1.0, 2.0)
    raw = t.asRawTensor()
    assert raw is t.asRawTensor()
    assert raw.asTypedTensor() is t
    assert raw.type() is TFloat32
    assert raw.shape() == Shape.of(2)
    assert raw.dataType() == t.dataType()
    assert raw.data().size() == 8
    assert raw.data().asFloats().getFloat(1) == 2.0
    raw.close()
    assert t.isClosed()
    with pytest.raises(RuntimeError, match="closed"):
        raw.numBytes()
    with pytest.raises(TypeError, match="tensor type class"):
        RawTensor.allocate(int, Shape.of(1), -1)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="no public constructor"):
        RawTensor()
    with pytest.raises(ValueError, match="raw layout"):
        TString.scalarOf("x").asRawTensor().data()
