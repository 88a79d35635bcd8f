"""TensorFlow Java's typed sparse arrays (``org.tensorflow.ndarray.impl.sparse``): the static
``create`` factories, ``fromDense``/``toDense``, ``getIndices``/``getValues``, the default
value, read-only element writes, as TensorFlow Java documents them (``FloatSparseNdArray``'s
example: indices ``[[0, 0], [1, 2]]``, values ``[1, 3.14]``, shape ``[3, 4]``)."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow.ndarray import FloatNdArray, NdArrays, Shape, StdArrays
from org.tensorflow.ndarray.buffer import DataBuffers
from org.tensorflow.ndarray.impl.sparse import (
    BooleanSparseNdArray,
    ByteSparseNdArray,
    DoubleSparseNdArray,
    FloatSparseNdArray,
    IntSparseNdArray,
    LongSparseNdArray,
    ShortSparseNdArray,
    SparseNdArray,
)


def _indices() -> object:
    return StdArrays.ndCopyOf(np.array([[0, 0], [1, 2]], np.int64))


def test_create_from_indices_and_values() -> None:
    values = NdArrays.vectorOf(np.float32(1.0), np.float32(3.14))
    st = FloatSparseNdArray.create(_indices(), values, Shape.of(3, 4))
    assert isinstance(st, FloatNdArray) and isinstance(st, SparseNdArray)
    dense = st.toDense()
    expected = np.zeros((3, 4), np.float32)
    expected[0, 0], expected[1, 2] = 1.0, 3.14
    np.testing.assert_array_equal(StdArrays.array2dCopyOf(dense), expected)
    assert st.getFloat(1, 2) == np.float32(3.14) and st.getFloat(2, 3) == 0.0
    assert st.getIndices() is not None and st.getValues().getFloat(1) == np.float32(3.14)

    with_default = FloatSparseNdArray.create(_indices(), values, -1.0, Shape.of(3, 4))
    assert with_default.getFloat(2, 3) == -1.0 and with_default.getDefaultValue() == -1.0
    assert with_default.createDefaultArray().getFloat() == -1.0
    assert with_default.createValues(Shape.of(2)).shape() == Shape.of(2)

    with pytest.raises(RuntimeError, match="read-only"):
        st.setFloat(2.0, 0, 0)
    with pytest.raises(TypeError, match="values must be a FloatNdArray"):
        FloatSparseNdArray.create(_indices(), NdArrays.vectorOf(1, 2), Shape.of(3, 4))


def test_create_from_dense_arrays_and_buffers() -> None:
    dense = StdArrays.ndCopyOf(np.array([[0, 5, 0], [7, 0, 0]], np.int32))
    st = IntSparseNdArray.create(dense)
    assert StdArrays.array2dCopyOf(st.getIndices()) == [[0, 1], [1, 0]]
    assert StdArrays.array1dCopyOf(st.getValues()) == [5, 7]
    assert st.shape() == Shape.of(2, 3)

    # a default value: the elements equal to it are not listed
    st5 = IntSparseNdArray.create(dense, 5)
    assert StdArrays.array2dCopyOf(st5.getIndices()) == [[0, 0], [0, 2], [1, 0], [1, 1], [1, 2]]
    assert st5.getInt(0, 1) == 5

    buffer = DataBuffers.of(np.array([0.0, 1.5, 0.0, 0.0], np.float64))
    sd = DoubleSparseNdArray.create(buffer, Shape.of(2, 2))
    assert StdArrays.array2dCopyOf(sd.getIndices()) == [[0, 1]]
    assert sd.getDouble(0, 1) == 1.5

    empty = LongSparseNdArray.create(Shape.of(2, 2))
    assert empty.getIndices().shape() == Shape.of(0, 2) and empty.getValues().size() == 0
    assert empty.getLong(1, 1) == 0


def test_fromDense_repopulates() -> None:
    st = ShortSparseNdArray.create(Shape.of(2, 2))
    src = StdArrays.ndCopyOf(np.array([[0, 3], [4, 0]], np.int16))
    assert st.fromDense(src) is st
    assert StdArrays.array2dCopyOf(st.getIndices()) == [[0, 1], [1, 0]]
    assert StdArrays.array1dCopyOf(st.getValues()) == [3, 4]
    assert st.getShort(1, 0) == 4
    assert StdArrays.array2dCopyOf(st.toDense()) == [[0, 3], [4, 0]]


def test_other_element_types() -> None:
    bools = BooleanSparseNdArray.create(NdArrays.vectorOf(False, True, False, True))
    assert StdArrays.array2dCopyOf(bools.getIndices()) == [[1], [3]]
    assert bools.getBoolean(3) is True and bools.getBoolean(0) is False
    raw = StdArrays.ndCopyOf(np.array([0, -2, 0], np.int8))
    bytes_ = ByteSparseNdArray.create(raw)
    assert bytes_.getByte(1) == -2 and StdArrays.array2dCopyOf(bytes_.getIndices()) == [[1]]


def test_nd_arrays_sparseOf_makes_the_typed_classes() -> None:
    values = NdArrays.vectorOf(np.float32(1.0), np.float32(3.14))
    assert isinstance(NdArrays.sparseOf(_indices(), values, Shape.of(3, 4)), FloatSparseNdArray)


def test_java_constructors_dimensional_space_and_sorting() -> None:
    from org.tensorflow.ndarray.impl.buffer.raw import RawDataBufferFactory
    from org.tensorflow.ndarray.impl.dimension import DimensionalSpace

    space = DimensionalSpace.create(Shape.of(3, 4))
    assert space.shape() == Shape.of(3, 4) and space.positionOf([1, 2]) == 6
    values = StdArrays.ndCopyOf(np.array([1, 2], np.int16))
    st = ShortSparseNdArray(_indices(), values, space)  # Java's `new ShortSparseNdArray(...)`
    assert st == ShortSparseNdArray.create(_indices(), values, space)
    assert st.getShort(1, 2) == 2 and st.getDefaultArray().getShort() == 0

    dense = np.array([1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0], np.int16)
    from_buffer = ShortSparseNdArray.create(RawDataBufferFactory.create(dense, False), space)
    assert from_buffer == st and from_buffer.getIndices() == st.getIndices()
    written = ShortSparseNdArray.create(np.int16(-1), space)
    written.write(RawDataBufferFactory.create(np.where(dense == 0, -1, dense), False))
    assert written.getIndices() == st.getIndices() and written.getShort(2, 0) == -1

    unsorted = StdArrays.ndCopyOf(np.array([[1, 2], [0, 1], [0, 0]], np.int64))
    sv = IntSparseNdArray(unsorted, NdArrays.vectorOf(3, 2, 1), space)
    sv.sortIndicesAndValues()
    assert StdArrays.array2dCopyOf(sv.getIndices()) == [[0, 0], [0, 1], [1, 2]]
    assert StdArrays.array1dCopyOf(sv.getValues()) == [1, 2, 3]


def test_generic_sparse_array_of_objects() -> None:
    from org.tensorflow.ndarray import NdArrays as Nd

    words = Nd.vectorOfObjects("alpha", "omega")
    st = SparseNdArray(
        str, _indices(), words, Shape.of(3, 4)
    )  # new SparseNdArray<>(String.class, ...)
    assert st.getObject(1, 2) == "omega" and st.getObject(0, 1) is None
    with_default = SparseNdArray.create(str, _indices(), words, "default", Shape.of(3, 4))
    assert with_default.getObject(2, 2) == "default"
    empty = SparseNdArray.create(str, "x", Shape.of(2))
    assert empty.getObject(1) == "x" and empty.getValues().size() == 0


def test_withShape_is_unsupported() -> None:
    """Java's SparseNdArrayTest.withShape: UnsupportedOperationException."""
    st = NdArrays.sparseOf(_indices(), NdArrays.vectorOf(1, 2), Shape.of(3, 4))
    with pytest.raises(NotImplementedError, match="cannot be reshaped"):
        st.withShape(Shape.of(1, 3, 4))


def test_to_string_gives_default_count_and_shape() -> None:
    """Java's ``toString``: class, default value (a number as Java prints it, null as
    ``<null>``, other values quoted), number of stored values and shape, not the values."""
    doubles = DoubleSparseNdArray.create(
        _indices(), NdArrays.vectorOf(np.float64(2), np.float64(5)), Shape.of(3, 4)
    )
    assert str(doubles) == "DoubleSparseNdArray(defaultValue=0.0, numElements=2, shape=[3, 4])"
    assert doubles.toString() == str(doubles)
    floats = FloatSparseNdArray.create(np.float32(0.1), Shape.of(5))
    assert str(floats) == "FloatSparseNdArray(defaultValue=0.1, numElements=0, shape=[5])"
    ints = IntSparseNdArray.create(_indices(), NdArrays.vectorOf(7, 8), -1, Shape.of(3, 4))
    assert str(ints) == "IntSparseNdArray(defaultValue=-1, numElements=2, shape=[3, 4])"
    bools = BooleanSparseNdArray.create(Shape.of(2))
    assert str(bools) == "BooleanSparseNdArray(defaultValue='false', numElements=0, shape=[2])"
    words = NdArrays.vectorOfObjects("alpha", "omega")
    st = SparseNdArray(str, _indices(), words, Shape.of(3, 4))
    assert str(st) == "SparseNdArray(type=String, defaultValue=<null>, numElements=2, shape=[3, 4])"
    named = SparseNdArray.create(str, _indices(), words, "none", Shape.of(3, 4))
    assert str(named).startswith("SparseNdArray(type=String, defaultValue='none', ")


def test_coordinates_outside_the_shape_are_kept_but_never_read() -> None:
    """Java does not check the coordinates of a sparse array against its shape: one outside
    stays in ``getIndices()``/``getValues()`` (and sorts with them) but is no element."""
    indices = StdArrays.ndCopyOf(np.array([[1, 4], [0, 1]], np.int64))
    st = IntSparseNdArray(indices, NdArrays.vectorOf(9, 3), Shape.of(3, 4))
    assert st.getInt(0, 1) == 3 and st.getInt(1, 3) == 0
    assert np.asarray(st.toDense()).sum() == 3
    st.sortIndicesAndValues()
    assert np.asarray(st.getIndices()).tolist() == [[0, 1], [1, 4]]
    assert st.getValues() == NdArrays.vectorOf(3, 9)
