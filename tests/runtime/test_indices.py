"""Port of TensorFlow Java's index tests: ``org.tensorflow.ndarray.IndexTest`` (ndarray module)
and ``org.tensorflow.IndexTest`` (core API), plus the strided-slice view of every ``Index``.

The Java tests slice heap arrays (``NdArrays.ofInts(shape)``, ``StdArrays.ndCopyOf(array)``),
as the ports do; the extras below check that tensors slice the same way. Every Java test
method is ported; none is skipped.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from tfjava.ndarray import Index, Indices, IntNdArray, NdArray, NdArrays, Shape, StdArrays
from tfjava.types import TInt32, TString

SKIPPED: dict[str, str] = {}


def _matrix3d() -> IntNdArray:
    matrix3d = NdArrays.ofInts(Shape.of(5, 4, 5))
    matrix3d.scalars().forEachIndexed(lambda coords, scalar: scalar.setInt(coords[2]))
    return matrix3d


def _to_lists(array: NdArray[Any]) -> Any:
    """Java's ``StdArrays.arrayNdCopyOf``: the values as nested lists."""
    copy_of = {1: StdArrays.array1dCopyOf, 2: StdArrays.array2dCopyOf}[array.rank()]
    return copy_of(array, str)


# --------------------------------------------------------------------------------------------
# org.tensorflow.ndarray.IndexTest and org.tensorflow.IndexTest


def test_testNullConversions() -> None:
    assert Indices.slice(None, 0).beginMask(), (
        "Passed null for slice start but didn't set begin mask"
    )
    assert Indices.slice(None, 0).beginMask(), (
        "Passed null for slice start but didn't set begin mask"
    )
    assert Indices.slice(None, None).beginMask(), (
        "Passed null for slice start but didn't set begin mask"
    )
    assert Indices.slice(0, None).endMask(), "Passed null for slice end but didn't set end mask"
    assert Indices.slice(0, None).endMask(), "Passed null for slice end but didn't set end mask"
    assert Indices.slice(None, None).endMask(), "Passed null for slice end but didn't set end mask"


def test_testIndices() -> None:
    indexData = [[f"({j}, {i})" for j in range(4)] for i in range(5)]

    matrix2d = StdArrays.ndCopyOf(indexData)
    assert matrix2d.rank() == 2

    assert indexData[0] == ["(0, 0)", "(1, 0)", "(2, 0)", "(3, 0)"]

    same1 = matrix2d.slice(Indices.all())
    assert same1.rank() == 2
    assert same1 == matrix2d

    same2 = matrix2d.slice(Indices.ellipsis())
    assert same2.rank() == 2
    assert matrix2d == same2

    # All rows, column 1
    same3 = matrix2d.slice(Indices.all(), Indices.at(1))
    assert same3.rank() == 1
    assert _to_lists(same3) == ["(1, 0)", "(1, 1)", "(1, 2)", "(1, 3)", "(1, 4)"]

    # row 2, all columns
    same4 = matrix2d.slice(Indices.at(2), Indices.all())
    assert same4.rank() == 1
    assert _to_lists(same4) == ["(0, 2)", "(1, 2)", "(2, 2)", "(3, 2)"]
    assert TString.vectorOf("(0, 2)", "(1, 2)", "(2, 2)", "(3, 2)") == same4

    # row 2, column 1
    same5 = matrix2d.slice(Indices.at(2), Indices.at(1))
    assert same5.rank() == 0
    assert same5.shape().isScalar()
    # Don't use an index
    assert same5.getObject() == "(1, 2)"

    # rows 1 to 2, all columns
    same6 = matrix2d.slice(Indices.slice(1, 3))
    assert same6.rank() == 2
    assert _to_lists(same6) == [
        ["(0, 1)", "(1, 1)", "(2, 1)", "(3, 1)"],
        ["(0, 2)", "(1, 2)", "(2, 2)", "(3, 2)"],
    ]

    # all rows, columns 1 to 2
    same7 = matrix2d.slice(Indices.all(), Indices.slice(1, 3))
    assert same7.rank() == 2
    assert same7.shape() == Shape.of(5, 2)
    assert same7.size() == 10
    r7 = [same7.get(i) for i in range(5)]
    assert r7[0].rank() == 1
    assert r7[0].shape() == Shape.of(2)
    assert r7[0].size() == 2
    # Java prints r7_0.getObject() (no coordinates: the first element) without asserting it.
    assert r7[0].getObject() == "(1, 0)"
    for i in range(5):
        assert r7[i].getObject(0) == f"(1, {i})"
        assert r7[i].getObject(1) == f"(2, {i})"
    expectedr7 = [[f"(1, {i})", f"(2, {i})"] for i in range(5)]
    lArray = [["", ""] for _ in range(5)]
    StdArrays.copyFrom(same7, lArray)
    assert lArray == expectedr7
    flat: list[str] = [""] * 10
    same7.read(flat)
    assert [flat[i : i + 2] for i in range(0, 10, 2)] == expectedr7
    assert _to_lists(same7) == expectedr7


def test_testNewaxis() -> None:
    matrix3d = _matrix3d()

    slice1 = matrix3d.slice(Indices.all(), Indices.all(), Indices.all(), Indices.newAxis())
    assert slice1.shape() == Shape.of(5, 4, 5, 1)
    assert slice1.getInt(0, 0, 0, 0) == 0
    assert slice1.getInt(0, 0, 1, 0) == 1
    assert slice1.getInt(0, 0, 4, 0) == 4
    assert slice1.getInt(0, 1, 2, 0) == 2

    slice2 = matrix3d.slice(Indices.all(), Indices.all(), Indices.newAxis(), Indices.all())
    assert slice2.shape() == Shape.of(5, 4, 1, 5)
    assert slice2.getInt(0, 0, 0, 0) == 0
    assert slice2.getInt(0, 0, 0, 1) == 1
    assert slice2.getInt(0, 0, 0, 4) == 4
    assert slice2.getInt(0, 1, 0, 2) == 2

    slice3 = matrix3d.slice(Indices.all(), Indices.newAxis(), Indices.all(), Indices.all())
    assert slice3.shape() == Shape.of(5, 1, 4, 5)
    assert slice3.getInt(0, 0, 0, 0) == 0
    assert slice3.getInt(0, 0, 0, 1) == 1
    assert slice3.getInt(0, 0, 0, 4) == 4
    assert slice3.getInt(0, 0, 1, 2) == 2

    slice4 = matrix3d.slice(Indices.newAxis(), Indices.all(), Indices.all(), Indices.all())
    assert slice4.shape() == Shape.of(1, 5, 4, 5)
    assert slice4.getInt(0, 0, 0, 0) == 0
    assert slice4.getInt(0, 0, 0, 1) == 1
    assert slice4.getInt(0, 0, 0, 4) == 4
    assert slice4.getInt(0, 0, 1, 2) == 2


def test_testEllipsis() -> None:
    matrix3d = _matrix3d()

    assert matrix3d.slice(Indices.all(), Indices.all(), Indices.at(0)) == matrix3d.slice(
        Indices.ellipsis(), Indices.at(0)
    )
    assert matrix3d.slice(Indices.at(0), Indices.all(), Indices.all()) == matrix3d.slice(
        Indices.at(0), Indices.ellipsis()
    )
    assert matrix3d.slice(Indices.at(0), Indices.all(), Indices.at(0)) == matrix3d.slice(
        Indices.at(0), Indices.ellipsis(), Indices.at(0)
    )

    # newaxis interacts specially with ellipsis (since it doesn't consume a dimension), test this
    assert matrix3d.slice(
        Indices.all(), Indices.all(), Indices.newAxis(), Indices.at(0)
    ) == matrix3d.slice(Indices.ellipsis(), Indices.newAxis(), Indices.at(0))
    assert matrix3d.slice(
        Indices.newAxis(), Indices.all(), Indices.all(), Indices.at(0)
    ) == matrix3d.slice(Indices.newAxis(), Indices.ellipsis(), Indices.at(0))
    assert matrix3d.slice(
        Indices.all(), Indices.all(), Indices.at(0), Indices.newAxis()
    ) == matrix3d.slice(Indices.ellipsis(), Indices.at(0), Indices.newAxis())


def test_testSlice() -> None:
    matrix3d = _matrix3d()

    slice1 = matrix3d.slice(Indices.all(), Indices.sliceTo(3), Indices.all())
    assert slice1.shape() == Shape.of(5, 3, 5)
    assert slice1.getInt(0, 0, 0) == 0
    assert slice1.getInt(0, 0, 1) == 1
    assert slice1.getInt(0, 1, 2) == 2

    slice2 = matrix3d.slice(Indices.all(), Indices.all(), Indices.slice(1, 4))
    assert slice2.shape() == Shape.of(5, 4, 3)
    assert slice2.getInt(0, 0, 0) == 1
    assert slice2.getInt(0, 0, 2) == 3
    assert slice2.getInt(0, 1, 1) == 2

    assert slice2 == matrix3d.slice(Indices.all(), Indices.all(), Indices.slice(1, -1))
    assert slice2 == matrix3d.slice(Indices.all(), Indices.all(), Indices.slice(-4, -1))

    assert matrix3d.slice(
        Indices.all(), Indices.all(), Indices.slice(1, 4, -2)
    ).shape() == Shape.of(5, 4, 0)

    slice3 = matrix3d.slice(Indices.all(), Indices.all(), Indices.slice(4, 1, -2))
    assert slice3.shape() == Shape.of(5, 4, 2)
    assert slice3.getInt(0, 0, 0) == 4
    assert slice3.getInt(0, 1, 1) == 2

    assert slice3 == matrix3d.slice(Indices.all(), Indices.all(), Indices.slice(-1, 1, -2))
    assert slice3 == matrix3d.slice(Indices.all(), Indices.all(), Indices.slice(-1, -4, -2))

    slice4 = matrix3d.slice(Indices.all(), Indices.all(), Indices.slice(None, None, -1))
    assert slice4.shape() == Shape.of(5, 4, 5)
    assert slice4.getInt(0, 0, 0) == 4
    assert slice4.getInt(0, 0, 1) == 3
    assert slice4.getInt(0, 1, 2) == 2


def test_testAt() -> None:
    matrix3d = _matrix3d()

    slice1 = matrix3d.slice(Indices.all(), Indices.all(), Indices.at(0))
    assert slice1.shape() == Shape.of(5, 4)
    assert slice1.getInt(0, 0) == 0

    slice2 = matrix3d.slice(Indices.all(), Indices.all(), Indices.at(3))
    assert slice2.shape() == Shape.of(5, 4)
    assert slice2.getInt(0, 0) == 3

    slice3 = matrix3d.slice(Indices.all(), Indices.all(), Indices.at(-3))
    assert slice3.shape() == Shape.of(5, 4)
    assert slice3.getInt(0, 0) == 2

    slice4 = matrix3d.slice(Indices.all(), Indices.all(), Indices.at(-3, True))
    assert slice4.shape() == Shape.of(5, 4, 1)
    assert slice4.getInt(0, 0, 0) == 2


# --------------------------------------------------------------------------------------------
# The other Indices factories and the Index interface


def test_other_factories_select_like_java() -> None:
    vector = TInt32.vectorOf(0, 1, 2, 3, 4, 5, 6)
    assert vector.slice(Indices.even()) == [0, 2, 4, 6]
    assert vector.slice(Indices.odd()) == [1, 3, 5]
    assert vector.slice(Indices.step(3)) == [0, 3, 6]
    assert vector.slice(Indices.flip()) == [6, 5, 4, 3, 2, 1, 0]
    assert vector.slice(Indices.from_(5)) == [5, 6]
    assert vector.slice(Indices.to(2)) == [0, 1]
    assert vector.slice(Indices.sliceFrom(1, 2)) == [1, 3, 5]
    assert vector.slice(Indices.sliceTo(5, 2)) == [0, 2, 4]
    assert vector.slice(Indices.range(2, 4)) == [2, 3]
    assert vector.slice(Indices.seq(6, 0, 3)) == [6, 0, 3]
    assert vector.slice(Indices.seq([1, 2])) == [1, 2]
    assert vector.slice(Indices.seq(np.array([4, 4]))) == [4, 4]
    assert vector.slice(Indices.hyperslab(0, 3, 2, 2)) == [0, 1, 3, 4]
    assert vector.slice(Indices.expand()) == vector
    assert vector.slice(Indices.at(-1, True)) == [6]


def test_slices_are_views_except_gathers() -> None:
    matrix = TInt32.tensorOf([[1, 2], [3, 4]])
    matrix.slice(Indices.at(1), Indices.flip()).setInt(40, 0)
    assert matrix == [[1, 2], [3, 40]]
    gathered = matrix.slice(Indices.seq(0, 0))
    gathered.setInt(-1, 0, 0)
    assert matrix == [[1, 2], [3, 40]]
    assert gathered == [[-1, 2], [1, 2]]


def test_at_accepts_scalar_arrays() -> None:
    assert Indices.at(TInt32.scalarOf(2)).begin() == 2
    assert Indices.at(np.int64(3), True).begin() == 3
    with pytest.raises(ValueError, match="only scalars"):
        Indices.at(TInt32.vectorOf(1, 2))
    with pytest.raises(ValueError, match="only vectors"):
        Indices.seq(TInt32.tensorOf([[1]]))
    with pytest.raises(TypeError):
        Indices.at(1.5)


def test_zero_stride_is_rejected() -> None:
    with pytest.raises(ValueError, match="stride of 0"):
        Indices.slice(0, 4, 0)
    with pytest.raises(ValueError, match="stride of 0"):
        Indices.step(0)


def test_slicing_errors() -> None:
    matrix = TInt32.tensorOf(Shape.of(2, 3))
    with pytest.raises(IndexError):
        matrix.slice(Indices.at(2))
    with pytest.raises(IndexError):
        matrix.slice(Indices.all(), Indices.all(), Indices.all())
    with pytest.raises(ValueError, match="two ellipsis"):
        matrix.slice(Indices.ellipsis(), Indices.ellipsis())
    with pytest.raises(IndexError):
        matrix.slice(Indices.seq(0, 5))
    with pytest.raises(TypeError):
        matrix.slice(1)  # type: ignore[arg-type]


def test_index_interface_numElements_and_mapCoordinate() -> None:
    assert Indices.all().numElements(5) == 5
    assert Indices.at(-1).numElements(5) == 1
    assert Indices.at(-1).mapCoordinate(0, 5) == 4
    assert Indices.slice(4, 1, -2).numElements(5) == 2
    assert Indices.slice(4, 1, -2).mapCoordinate(1, 5) == 2
    assert Indices.slice(None, None, -1).mapCoordinate(0, 5) == 4
    assert Indices.seq(3, 1).mapCoordinate(1, 5) == 1
    assert Indices.hyperslab(1, 4, 2, 2).numElements(10) == 4
    assert [Indices.hyperslab(1, 4, 2, 2).mapCoordinate(i, 10) for i in range(4)] == [1, 2, 5, 6]
    assert Indices.newAxis().numElements(5) == 1
    with pytest.raises(NotImplementedError):
        Indices.ellipsis().numElements(5)
    assert Indices.all() is Indices.all()
    assert repr(Indices.slice(1, None, 2)) == "Indices.slice(1, None, 2)"
    assert str(Indices.at(3)) == "Indices.at(3)"


# --------------------------------------------------------------------------------------------
# Strided-slice view (what Java's StridedSliceHelper.mergeIndexes reads)


def _merge(indices: list[Index]) -> dict[str, Any]:
    """Java's ``StridedSliceHelper.mergeIndexes``."""
    merged: dict[str, Any] = {"begin": [], "end": [], "strides": []}
    flags = {
        "begin_mask": "beginMask",
        "end_mask": "endMask",
        "ellipsis_mask": "isEllipsis",
        "new_axis_mask": "isNewAxis",
        "shrink_axis_mask": "isPoint",
    }
    for name in flags:
        merged[name] = 0
    for i, idx in enumerate(indices):
        assert idx.tensorSupport()
        merged["begin"].append(idx.begin())
        merged["end"].append(idx.end())
        merged["strides"].append(idx.stride())
        for name, method in flags.items():
            merged[name] |= int(getattr(idx, method)()) << i
    return merged


def test_strided_slice_fields() -> None:
    merged = _merge(
        [
            Indices.at(2),
            Indices.all(),
            Indices.slice(None, 3, 2),
            Indices.newAxis(),
            Indices.ellipsis(),
            Indices.at(1, True),
        ]
    )
    assert merged == {
        "begin": [2, 0, 0, 0, 0, 1],
        "end": [3, 0, 3, 0, 0, 2],
        "strides": [1, 1, 2, 1, 1, 1],
        "begin_mask": 0b000110,
        "end_mask": 0b000010,
        "ellipsis_mask": 0b010000,
        "new_axis_mask": 0b001000,
        "shrink_axis_mask": 0b000001,
    }
    assert _merge([Indices.slice(1, None, -1)])["end_mask"] == 1
    assert _merge([Indices.step(3)]) == _merge([Indices.slice(None, None, 3)])
    assert not Indices.seq(1).tensorSupport()
    assert not Indices.hyperslab(0, 1, 1, 1).tensorSupport()


SLICE_CASES = [
    [Indices.all(), Indices.at(1)],
    [Indices.at(-1)],
    [Indices.at(-1, True), Indices.flip()],
    [Indices.slice(1, None), Indices.newAxis(), Indices.step(2)],
    [Indices.ellipsis(), Indices.at(0)],
    [Indices.newAxis(), Indices.ellipsis(), Indices.sliceTo(-1)],
    [Indices.even(), Indices.odd(), Indices.slice(4, 1, -2)],
    [Indices.range(1, 3), Indices.sliceFrom(1, 2), Indices.at(2, True)],
    [Indices.slice(-1, None, -1)],
]


@pytest.mark.parametrize("indices", SLICE_CASES, ids=[repr(c) for c in SLICE_CASES])
def test_strided_slice_matches_ndarray_slice(indices: list[Index]) -> None:
    import tensorflow as tf

    matrix3d = TInt32.tensorOf(np.arange(5 * 4 * 5, dtype=np.int32).reshape(5, 4, 5))
    result = tf.raw_ops.StridedSlice(input=matrix3d.numpy(), **_merge(indices))
    assert matrix3d.slice(*indices) == result.numpy()
