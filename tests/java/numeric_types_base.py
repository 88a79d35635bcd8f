"""Port of TensorFlow Java's ``NumericTypesTestBase`` (``org.tensorflow.types``): the two test
methods every numeric type's test class inherits. Each ``test_t<type>.py`` calls them with its
``allocateTensor``, ``allocateNdArray`` and ``valueOf``, as the Java subclasses override them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from org.tensorflow import EagerSession
from org.tensorflow.ndarray import Shape
from org.tensorflow.ndarray.index import Indices
from org.tensorflow.op import Ops

AllocateTensor = Callable[[Shape], Any]
AllocateNdArray = Callable[[Shape], Any]
ValueOf = Callable[[int], Any]


def _assert_equal(expected: object, actual: object) -> None:
    assert expected == actual


def initializeTensorsWithZeros(
    tensor_type: type, allocateTensor: AllocateTensor, valueOf: ValueOf
) -> None:
    # Allocate a tensor of 32-bits integer of the shape (2, 3, 2)
    tensor = allocateTensor(Shape.of(2, 3, 2))

    assert tensor.rank() == 3
    assert tensor.size() == 12
    data = tensor

    with EagerSession.create() as session:
        tf = Ops.create(session)

        # Initialize tensor memory with zeros and take a snapshot
        data.scalars().forEach(lambda scalar: scalar.setObject(valueOf(0)))
        x = tf.constantOf(tensor)

        # Initialize the same tensor memory with ones and take a snapshot
        data.scalars().forEach(lambda scalar: scalar.setObject(valueOf(1)))
        y = tf.constantOf(tensor)

        # Subtract y from x and validate the result
        sub = tf.math.sub(x, y)
        result = sub.asTensor()
        assert isinstance(result, tensor_type)
        assert result.size() == 12
        result.scalars().forEach(lambda scalar: _assert_equal(valueOf(-1), scalar.getObject()))


def setAndCompute(
    allocateTensor: AllocateTensor, allocateNdArray: AllocateNdArray, valueOf: ValueOf
) -> None:
    heapData = (
        allocateNdArray(Shape.of(4))
        .setObject(valueOf(0), 0)
        .setObject(valueOf(1), 1)
        .setObject(valueOf(2), 2)
        .setObject(valueOf(3), 3)
    )

    # Creates a 2x2 matrix
    with allocateTensor(Shape.of(2, 2)) as tensor:
        data = tensor

        # Copy first 2 values of the vector to the first row of the matrix
        data.set(heapData.slice(Indices.range(0, 2)), 0)

        # Copy values at an odd position in the vector as the second row of the matrix
        data.set(heapData.slice(Indices.odd()), 1)

        assert data.getObject(0, 0) == valueOf(0)
        assert data.getObject(0, 1) == valueOf(1)
        assert data.getObject(1, 0) == valueOf(1)
        assert data.getObject(1, 1) == valueOf(3)

        # Read rows of the tensor in reverse order
        flippedData = data.slice(Indices.flip(), Indices.flip())

        assert flippedData.getObject(0, 0) == valueOf(3)
        assert flippedData.getObject(0, 1) == valueOf(1)
        assert flippedData.getObject(1, 0) == valueOf(1)
        assert flippedData.getObject(1, 1) == valueOf(0)

        with EagerSession.create() as session:
            tf = Ops.create(session)

            sub = tf.math.sub(tf.constantOf(tensor), tf.constantOf(tensor))
            result = sub.asTensor()

            assert result.getObject(0, 0) == valueOf(0)
            assert result.getObject(0, 1) == valueOf(0)
            assert result.getObject(1, 0) == valueOf(0)
            assert result.getObject(1, 1) == valueOf(0)
