"""Port of TensorFlow Java 1.x's ``TensorTest`` (``org.tensorflow.Tensor`` of 1.x: ``create``,
the scalar accessors, ``copyTo``; see tfjava/types/legacy.py).

Java's arrays are nested lists (to create) and numpy arrays (to copy into), as the porter
writes them; a Java ``long``/``double`` value is ``np.int64``/``np.float64``."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow import DataType, Tensor

SKIPPED = {
    "fromHandle": "package-private Tensor.fromHandle/getNativeHandle: native handles are not API",
}


def test_scalars() -> None:
    with Tensor.create(np.float32(2.718)) as t:
        assert t.dataType() == DataType.FLOAT
        assert t.numDimensions() == 0 and t.shape().length == 0
        assert t.floatValue() == pytest.approx(2.718)
    with Tensor.create(np.float64(3.1415)) as t:
        assert t.dataType() == DataType.DOUBLE
        assert t.numDimensions() == 0 and len(t.shape()) == 0
        assert t.doubleValue() == 3.1415
    with Tensor.create(-33) as t:
        assert t.dataType() == DataType.INT32 and t.numDimensions() == 0
        assert t.intValue() == -33
    with Tensor.create(np.int64(8589934592)) as t:
        assert t.dataType() == DataType.INT64 and t.numDimensions() == 0
        assert t.longValue() == 8589934592
    with Tensor.create(True) as t:
        assert t.dataType() == DataType.BOOL and t.numDimensions() == 0
        assert t.booleanValue() is True


def test_nDimensional() -> None:
    vector = np.array([1.414, 2.718, 3.1415])
    with Tensor.create(vector) as t:
        assert t.dataType() == DataType.DOUBLE and t.numDimensions() == 1
        assert list(t.shape()) == [3]
        np.testing.assert_array_equal(t.copyTo(np.zeros(3)), vector)

    matrix = [[1, 2, 3], [4, 5, 6]]
    with Tensor.create(matrix) as t:
        assert t.dataType() == DataType.INT32 and t.numDimensions() == 2
        assert list(t.shape()) == [2, 3]
        assert t.copyTo(np.zeros((2, 3), np.int32)).tolist() == matrix

    three_d = np.array([[[1], [3], [5], [7], [9]], [[2], [4], [6], [8], [0]]], dtype=np.int64)
    with Tensor.create(three_d) as t:
        assert t.dataType() == DataType.INT64 and t.numDimensions() == 3
        assert list(t.shape()) == [2, 5, 1]
        np.testing.assert_array_equal(t.copyTo(np.zeros((2, 5, 1), np.int64)), three_d)

    four_d = [
        [[[False, False, False, True], [False, False, True, False]]],
        [[[False, False, True, True], [False, True, False, False]]],
        [[[False, True, False, True], [False, True, True, False]]],
    ]
    with Tensor.create(four_d) as t:
        assert t.dataType() == DataType.BOOL and t.numDimensions() == 4
        assert list(t.shape()) == [3, 1, 2, 4]
        assert t.copyTo(np.zeros((3, 1, 2, 4), np.bool_)).tolist() == four_d


def test_failCreateOnMismatchedDimensions() -> None:
    invalid = [[[0] * (x + y + 1) for y in range(1)] for x in range(3)]
    with pytest.raises(ValueError):
        Tensor.create(invalid)


def test_failCopyToOnIncompatibleDestination() -> None:
    with Tensor.create([[1, 2], [3, 4]]) as matrix:
        with pytest.raises(ValueError):
            matrix.copyTo(np.zeros(2, np.int32))  # dimensions
        with pytest.raises(ValueError, match="DataType INT32"):
            matrix.copyTo(np.zeros((2, 2), np.float32))  # data type
        with pytest.raises(ValueError, match="shape"):
            matrix.copyTo(np.zeros((2, 3), np.int32))  # shape


def test_failCopyToOnScalar() -> None:
    with Tensor.create(3) as scalar, pytest.raises(ValueError, match="scalar"):
        scalar.copyTo(np.int32(3))


def test_failOnArbitraryObject() -> None:
    with pytest.raises(ValueError, match="cannot create Tensors of type object"):
        Tensor.create(object())


def test_failOnZeroDimension() -> None:
    with pytest.raises(ValueError, match="0 dimension"):
        Tensor.create(np.zeros((3, 0, 1), np.int32))


def test_useAfterClose() -> None:
    t = Tensor.create(4)
    t.close()
    with pytest.raises(RuntimeError):
        t.intValue()
