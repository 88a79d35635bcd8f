"""Port of TensorFlow Java's ``org.tensorflow.ndarray.ShapeTest``, plus the rest of Shape's API.

Every Java test method is ported; none is skipped.
"""

from __future__ import annotations

import copy
import pickle

import numpy as np
import pytest

from tfjava.ndarray import Shape

SKIPPED: dict[str, str] = {}


# --------------------------------------------------------------------------------------------
# ShapeTest


def test_allKnownDimensions() -> None:
    shape = Shape.of(5, 4, 5)
    assert shape.numDimensions() == 3
    assert shape.size(0) == 5
    assert shape.size(1) == 4
    assert shape.size(2) == 5
    assert shape.size() == 100
    assert shape.asArray() == [5, 4, 5]
    with pytest.raises(IndexError):
        shape.size(3)
    assert shape.size(-1) == 5
    assert shape.size(-2) == 4
    assert shape.size(-3) == 5
    with pytest.raises(IndexError):
        shape.size(-4)
    assert not shape.isUnknown()
    assert not shape.hasUnknownDimension()
    assert not shape.isScalar()


def test_hashCodeEquals() -> None:
    shape1 = Shape.of(5, 4, 5)
    shape2 = Shape.of(5, 4, 5)
    shape3 = Shape.of(5, 4, 5, 6)
    shape4 = Shape.of(5, 4, 1)

    assert shape1 == shape2
    assert shape1.hashCode() == shape2.hashCode()
    assert shape1 != shape3
    assert shape1.hashCode() != shape3.hashCode()
    assert shape1 != shape4
    assert shape1.hashCode() != shape4.hashCode()

    scalar1 = Shape.of()
    scalar2 = Shape.of()
    assert scalar1 == scalar2
    assert scalar1 != shape1

    unknown1 = Shape.of(-1, 4, 5)
    unknown2 = Shape.of(-1, 4, 5)
    assert unknown1 != unknown2
    assert unknown1 != shape1
    assert unknown1 == unknown1  # noqa: PLR0124 - a shape always equals itself

    sizeUnknown1 = Shape.unknown()
    sizeUnknown2 = Shape.unknown()
    assert sizeUnknown1 != sizeUnknown2
    assert sizeUnknown1 == sizeUnknown1  # noqa: PLR0124


def test_testShapeModification() -> None:
    one = Shape.of(2, 4, 6, 8)
    assert one.head() == Shape.of(2)
    assert one.tail() == Shape.of(4, 6, 8)

    two = Shape.of(5)
    assert two.head() == two
    assert two.tail() == Shape.of()

    with pytest.raises(IndexError):
        Shape.of().head()

    assert Shape.of().tail() == Shape.of()

    three = Shape.of(2, 4, 6)
    assert three.prepend(5) == Shape.of(5, 2, 4, 6)

    assert Shape.of(5, 2, 4, 6) == two.append(three)
    assert Shape.of(2, 4, 6, 5) == two.prepend(three)
    assert Shape.of(1, 2, 3, 4) == Shape.of(1, 2).append(Shape.of(3, 4))
    assert Shape.of(1, 2, 3, 4) == Shape.of(1, 2, 3).append(4)
    assert Shape.of(1, 2, 3, 4) == Shape.of(1, 2, 3, 4).append(Shape.scalar())
    assert Shape.of(3, 4, 1, 2) == Shape.of(1, 2).prepend(Shape.of(3, 4))
    assert Shape.of(4, 6) == three.takeLast(2)
    assert Shape.scalar() == three.takeLast(0)
    assert Shape.of(2, 4) == three.take(2)
    assert Shape.scalar() == three.take(0)

    # Java: NullPointerException; here a ValueError naming the unknown shape.
    with pytest.raises(ValueError, match="unknown"):
        Shape.unknown().append(Shape.of(1, 2))

    with pytest.raises(ValueError, match="unknown"):
        Shape.unknown().prepend(Shape.of(1, 2))

    # changing the values of the array returned by asArray should not mutate the shape
    internalShape = one.asArray()
    assert internalShape is not None
    internalShape[0] = 42
    assert one.size(0) == 2


def test_testShapeCompatible() -> None:
    a = Shape.unknown()
    b = Shape.of(2, 2)
    assert a.isCompatibleWith(b)
    assert b.isCompatibleWith(a)

    a = Shape.of(2, 2)
    assert a.isCompatibleWith(b)
    assert b.isCompatibleWith(a)

    a = Shape.of(2, -1)
    assert a.isCompatibleWith(b)
    assert b.isCompatibleWith(a)

    a = Shape.of(-1, 2)
    assert a.isCompatibleWith(b)
    assert b.isCompatibleWith(a)

    a = Shape.of(-1, -1)
    assert a.isCompatibleWith(b)
    assert b.isCompatibleWith(a)

    a = Shape.of(1, 2)
    assert not a.isCompatibleWith(b)
    assert not b.isCompatibleWith(a)

    a = Shape.of(1, 2, 3)
    assert not a.isCompatibleWith(b)
    assert not b.isCompatibleWith(a)


# --------------------------------------------------------------------------------------------
# The rest of Shape's public API


def test_factories() -> None:
    assert Shape.scalar().isScalar() and Shape.scalar().numDimensions() == 0
    assert Shape.of().isScalar()
    assert Shape.unknown().isUnknown() and Shape.unknown().numDimensions() == -1
    assert Shape.of(3).isVector() and not Shape.of(3).isMatrix()
    assert Shape.of(3, 4).isMatrix() and not Shape.of(3, 4).isVector()
    assert not Shape.unknown().isScalar()
    assert not Shape.unknown().isVector()
    assert not Shape.unknown().isMatrix()
    assert Shape.UNKNOWN_SIZE == -1


def test_of_accepts_java_array_forms() -> None:
    assert Shape.of([2, 3]) == Shape.of(2, 3)
    assert Shape.of((2, 3)) == Shape.of(2, 3)
    assert Shape.of(np.array([2, 3])) == Shape.of(2, 3)
    assert Shape.of(np.int64(4)) == Shape.of(4)
    assert Shape.of([]) == Shape.scalar()


def test_of_rejects_bad_dimensions() -> None:
    with pytest.raises(TypeError, match="int"):
        Shape.of(2.0)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="bool"):
        Shape.of(True)
    with pytest.raises(TypeError):
        Shape.of("2")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=">= -1"):
        Shape.of(2, -2)


def test_no_public_constructor() -> None:
    with pytest.raises(TypeError, match="Shape.of"):
        Shape()


def test_unknown_sizes() -> None:
    partial = Shape.of(-1, 4)
    assert partial.hasUnknownDimension()
    assert partial.size() == Shape.UNKNOWN_SIZE
    assert partial.get(0) == -1
    assert partial.get(-1) == 4
    assert not partial.isKnown(0)
    assert partial.isKnown(1)
    with pytest.raises(RuntimeError, match="needs to be known"):
        partial.assertKnown(0)
    partial.assertKnown(1)
    unknown = Shape.unknown()
    assert unknown.size() == -1
    assert unknown.get(5) == -1
    assert unknown.asArray() is None
    assert unknown.toListOrNull() is None
    assert unknown.hasUnknownDimension()


def test_get_is_size_of_dimension() -> None:
    shape = Shape.of(7, 8)
    assert shape.get(0) == 7
    assert shape.get(-1) == 8
    with pytest.raises(IndexError):
        shape.get(2)
    assert shape.toListOrNull() == [7, 8]
    assert Shape.of(3, 0, 1).size() == 0


def test_subShape() -> None:
    shape = Shape.of(1, 2, 3, 4)
    assert shape.subShape(1, 3) == Shape.of(2, 3)
    assert shape.subShape(0, 0) == Shape.scalar()
    assert shape.subShape(0, 4) == shape
    with pytest.raises(IndexError, match="End index 5"):
        shape.subShape(0, 5)
    with pytest.raises(IndexError, match="Begin index -1"):
        shape.subShape(-1, 2)
    with pytest.raises(IndexError):
        shape.subShape(3, 2)


def test_take_errors() -> None:
    with pytest.raises(IndexError, match="Cannot take 4"):
        Shape.of(1, 2, 3).take(4)
    with pytest.raises(IndexError, match="Cannot take last 4"):
        Shape.of(1, 2, 3).takeLast(4)
    with pytest.raises(IndexError):
        Shape.unknown().take(0)


def test_replace() -> None:
    shape = Shape.of(1, 2, 3)
    assert shape.replaceFirst(9) == Shape.of(9, 2, 3)
    assert shape.replaceLast(9) == Shape.of(1, 2, 9)
    assert shape.replace(1, -1).get(1) == -1
    assert shape == Shape.of(1, 2, 3)  # unchanged
    with pytest.raises(IndexError):
        shape.replace(3, 1)
    with pytest.raises(ValueError, match="unknown"):
        Shape.unknown().replaceLast(1)


def test_isCompatible_static() -> None:
    assert Shape.isCompatible(-1, 5)
    assert Shape.isCompatible(5, -1)
    assert Shape.isCompatible(5, 5)
    assert not Shape.isCompatible(4, 5)


def test_toString_and_repr() -> None:
    assert str(Shape.of(2, 3)) == "[2, 3]"
    assert Shape.of(2, 3).toString() == "[2, 3]"
    assert str(Shape.scalar()) == "[]"
    assert str(Shape.unknown()) == "null"
    assert repr(Shape.of(-1, 3)) == "Shape.of(-1, 3)"
    assert repr(Shape.unknown()) == "Shape.unknown()"


def test_hashCode_is_javas_arrays_hashCode() -> None:
    # Arrays.hashCode(new long[] {5, 4, 5}) in Java.
    assert Shape.of(5, 4, 5).hashCode() == 31 * (31 * (31 + 5) + 4) + 5
    assert hash(Shape.of(5, 4, 5)) == Shape.of(5, 4, 5).hashCode()
    assert Shape.of(-1).hashCode() == 31  # (int) (-1L ^ (-1L >>> 32)) == 0
    assert Shape.of(2**40).hashCode() == 31 + (2**40 >> 32)
    assert {Shape.of(1, 2): "x"}[Shape.of(1, 2)] == "x"


def test_equals_method_and_other_types() -> None:
    assert Shape.of(1).equals(Shape.of(1))
    assert not Shape.of(1).equals([1])
    assert Shape.of(1) != [1]
    assert Shape.of(1) != (1,)


def test_immutable() -> None:
    shape = Shape.of(1, 2)
    with pytest.raises(AttributeError):
        shape._dims = (3,)
    with pytest.raises(AttributeError):
        shape.foo = 1
    assert copy.copy(shape) is shape
    assert copy.deepcopy(shape) is shape
    assert pickle.loads(pickle.dumps(shape)) == shape
    assert pickle.loads(pickle.dumps(Shape.unknown())).isUnknown()


def test_tf_dims_bridge() -> None:
    assert Shape.of(-1, 3)._tf_dims() == [None, 3]
    assert Shape.unknown()._tf_dims() is None
    assert Shape._from_dims([None, 3]).asArray() == [-1, 3]
    assert Shape._from_dims(None).isUnknown()


def test_import_does_not_load_tensorflow() -> None:
    import subprocess
    import sys

    code = (
        "import sys, tfjava.ndarray, tfjava.ndarray.index; "
        "tfjava.ndarray.NdArray; "
        "print('tensorflow' in sys.modules)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == "False"
