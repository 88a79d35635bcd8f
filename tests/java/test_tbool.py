"""Port of TensorFlow Java's ``TBoolTest`` (``org.tensorflow.types.TBool``)."""

from __future__ import annotations

from org.tensorflow import EagerSession
from org.tensorflow.ndarray import NdArrays, Shape
from org.tensorflow.ndarray.index import Indices
from org.tensorflow.op import Ops
from org.tensorflow.types import TBool

SKIPPED: dict[str, str] = {}


def _assert_equal(expected: object, actual: object) -> None:
    assert expected == actual


def test_createScalar() -> None:
    tensorT = TBool.scalarOf(True)
    assert tensorT is not None
    assert tensorT.shape() == Shape.scalar()
    assert tensorT.getObject() is True

    tensorF = TBool.scalarOf(False)
    assert tensorF is not None
    assert tensorF.shape() == Shape.scalar()
    assert tensorF.getObject() is False


def test_createVector() -> None:
    tensor = TBool.vectorOf(True, False)
    assert tensor is not None
    assert tensor.shape() == Shape.of(2)
    assert tensor.getObject(0) is True
    assert tensor.getObject(1) is False


def test_createCopy() -> None:
    bools = (
        NdArrays.ofObjects(bool, Shape.of(2, 2))
        .setObject(True, 0, 0)
        .setObject(False, 0, 1)
        .setObject(False, 1, 0)
        .setObject(True, 1, 1)
    )

    tensor = TBool.tensorOf(bools)
    assert tensor is not None
    seen: list[list[int]] = []
    bools.scalars().forEachIndexed(
        lambda idx, s: (_assert_equal(s.getObject(), tensor.getObject(idx)), seen.append(idx))
    )
    assert seen == [[0, 0], [0, 1], [1, 0], [1, 1]]


def test_initializeTensorsWithBools() -> None:
    # Allocate a tensor of booleans of the shape (2, 3, 2)
    tensor = TBool.tensorOf(Shape.of(2, 3, 2))

    assert tensor.rank() == 3
    assert tensor.size() == 12
    data = tensor

    with EagerSession.create() as session:
        tf = Ops.create(session)

        # Initialize tensor memory with falses and take a snapshot
        data.scalars().forEach(lambda scalar: scalar.setObject(False))
        x = tf.constantOf(tensor)

        # Initialize the same tensor memory with trues and take a snapshot
        data.scalars().forEach(lambda scalar: scalar.setObject(True))
        y = tf.constantOf(tensor)

        # Calculate x AND y and validate the result
        xAndY = tf.math.logicalAnd(x, y)
        xAndY.asTensor().scalars().forEach(lambda scalar: _assert_equal(False, scalar.getObject()))

        # Calculate x OR y and validate the result
        xOrY = tf.math.logicalOr(x, y)
        xOrY.asTensor().scalars().forEach(lambda scalar: _assert_equal(True, scalar.getObject()))

        # Calculate !x and validate the result against y
        notX = tf.math.logicalNot(x)
        assert y.asTensor() == notX.asTensor()


def test_setAndCompute() -> None:
    heapData = (
        NdArrays.ofBooleans(Shape.of(4))
        .setObject(True, 0)
        .setObject(False, 1)
        .setObject(True, 2)
        .setObject(False, 3)
    )

    # Creates a 2x2 matrix
    with TBool.tensorOf(Shape.of(2, 2)) as tensor:
        data = tensor

        # Copy first 2 values of the vector to the first row of the matrix
        data.set(heapData.slice(Indices.range(0, 2)), 0)

        # Copy values at an odd position in the vector as the second row of the matrix
        data.set(heapData.slice(Indices.odd()), 1)

        assert data.getObject(0, 0) is True
        assert data.getObject(0, 1) is False
        assert data.getObject(1, 0) is False
        assert data.getObject(1, 1) is False

        # Read rows of the tensor in reverse order
        flippedData = data.slice(Indices.flip(), Indices.flip())

        assert flippedData.getObject(0, 0) is False
        assert flippedData.getObject(0, 1) is False
        assert flippedData.getObject(1, 0) is False
        assert flippedData.getObject(1, 1) is True

        with EagerSession.create() as session:
            tf = Ops.create(session)

            sub = tf.math.logicalNot(tf.constantOf(tensor))
            result = sub.asTensor()

            assert result.getObject(0, 0) is False
            assert result.getObject(0, 1) is True
            assert result.getObject(1, 0) is True
            assert result.getObject(1, 1) is True
