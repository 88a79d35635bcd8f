"""``org.tensorflow.ndarray.Shape``: the immutable shape of a tensor or N-dimensional array."""

from __future__ import annotations

import operator
from collections.abc import Iterable
from typing import Any, ClassVar, Final, NoReturn, SupportsIndex, final

__all__ = ["Shape"]

_MASK64: Final = (1 << 64) - 1
_MASK32: Final = (1 << 32) - 1


_LONG_MAX = 2**63 - 1


def _as_dim(value: object) -> int:
    """One dimension size: an int (Java ``long``) that is at least ``UNKNOWN_SIZE``."""
    if isinstance(value, bool):
        raise TypeError(f"Shape dimension must be an int, got bool {value!r}")
    try:
        dim = operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        raise TypeError(
            f"Shape dimension must be an int, got {type(value).__name__} {value!r}"
        ) from None
    if dim < -1:
        raise ValueError(f"Shape dimension must be >= -1 (UNKNOWN_SIZE), got {dim}")
    if dim > _LONG_MAX:
        raise ValueError(f"Shape dimension must fit a Java long (at most 2**63 - 1), got {dim}")
    return dim


def _java_int(value: int) -> int:
    """``value`` wrapped to a signed 32-bit Java ``int``."""
    value &= _MASK32
    return value - (1 << 32) if value >= 1 << 31 else value


def _java_long_hash(value: int) -> int:
    """Java's ``Long.hashCode``: ``(int) (value ^ (value >>> 32))``."""
    unsigned = value & _MASK64
    return _java_int(unsigned ^ (unsigned >> 32))


@final
class Shape:
    """The shape of a tensor or NdArray: sizes along its axes, possibly unknown.

    A shape may have unknown axis sizes (``UNKNOWN_SIZE``, -1) or be totally unknown, in which
    case not even its number of axes is known. Shapes are immutable.

    ``==`` follows Java's ``Shape.equals``: two shapes are equal only if both have a known
    number of dimensions and every size is known and equal. A shape with an unknown dimension,
    or an unknown shape, is equal to no other shape (not even an identical one) but is always
    equal to itself.
    """

    __slots__ = ("_dims", "_hash")

    UNKNOWN_SIZE: ClassVar[int] = -1
    """The size of an unknown axis or the total unknown size for an unknown Shape."""

    _dims: tuple[int, ...] | None
    _hash: int | None

    def __init__(self) -> None:
        raise TypeError("Shape has no public constructor: use Shape.of(...), scalar() or unknown()")

    @classmethod
    def _make(cls, dims: tuple[int, ...] | None) -> Shape:
        """Internal constructor from already validated dimensions (``None`` for unknown)."""
        shape = object.__new__(cls)
        object.__setattr__(shape, "_dims", dims)
        object.__setattr__(shape, "_hash", None)
        return shape

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise AttributeError("Shape is immutable")

    def __delattr__(self, name: str) -> NoReturn:
        raise AttributeError("Shape is immutable")

    # ----------------------------------------------------------------------------------------
    # Factories

    @staticmethod
    def unknown() -> Shape:
        """Creates a Shape representing an unknown number of dimensions."""
        return Shape._make(None)

    @staticmethod
    def scalar() -> Shape:
        """Creates a Shape representing a scalar value (no dimensions)."""
        return _SCALAR

    @staticmethod
    def of(*dimensionSizes: SupportsIndex | Iterable[SupportsIndex]) -> Shape:
        """Creates a Shape with the given size for each dimension (-1 for an unknown size).

        ``Shape.of(2, 3)`` is a 2x3 matrix, ``Shape.of(-1, 4)`` a batch of 4-element vectors
        and ``Shape.of()`` a scalar. Java's ``long[]`` argument may also be passed as one
        sequence: ``Shape.of([2, 3])``.
        """
        if len(dimensionSizes) == 1 and not _is_int_like(dimensionSizes[0]):
            only = dimensionSizes[0]
            if only is None:
                return _SCALAR
            if not isinstance(only, Iterable):
                _as_dim(only)  # raises TypeError with a clear message
            values: Iterable[object] = only  # type: ignore[assignment]
        else:
            values = dimensionSizes
        dims = tuple(_as_dim(d) for d in values)
        return Shape._make(dims) if dims else _SCALAR

    @staticmethod
    def make(firstDimensionSize: SupportsIndex, *otherDimensionSizes: SupportsIndex) -> Shape:
        """TensorFlow Java 1.x's ``Shape.make(first, others...)`` (``org.tensorflow.Shape``): a
        shape of one or more dimensions, -1 for an unknown size; ``Shape.of`` in the current API."""
        return Shape.of(firstDimensionSize, *otherDimensionSizes)

    @staticmethod
    def _from_dims(dims: Iterable[int | None] | None) -> Shape:
        """Internal: a Shape from ``None`` (unknown rank) or sizes where ``None`` is unknown."""
        if dims is None:
            return Shape._make(None)
        return Shape._make(tuple(-1 if d is None else int(d) for d in dims))

    # ----------------------------------------------------------------------------------------
    # Queries

    def size(self, i: int | None = None) -> int:
        """``size()``: the total number of elements, or ``UNKNOWN_SIZE`` if any is unknown.

        ``size(i)`` (deprecated in Java, renamed ``get(i)``): the size of dimension ``i``.
        """
        if i is not None:
            return self.get(i)
        dims = self._dims
        if dims is None:
            return -1
        total = 1
        for d in dims:
            if d == -1:
                return -1
            total *= d
        return total

    def get(self, i: int) -> int:
        """The size of dimension ``i``, counted from the end if negative (``get(-1)`` is the
        last); ``UNKNOWN_SIZE`` if this shape is unknown. Raises IndexError if out of range."""
        dims = self._dims
        if dims is None:
            return -1
        try:
            return dims[i]
        except IndexError:
            raise IndexError(
                f"dimension index {i} out of range for shape {self} with {len(dims)} dimensions"
            ) from None

    def numDimensions(self) -> int:
        """The number of dimensions: -1 if unknown, 0 for a scalar, 1 for a vector, ..."""
        dims = self._dims
        return -1 if dims is None else len(dims)

    def hasUnknownDimension(self) -> bool:
        """Whether one or more dimensions have an unknown size (true for an unknown shape)."""
        dims = self._dims
        return dims is None or -1 in dims

    def isScalar(self) -> bool:
        """Whether this shape represents a scalar."""
        return self._dims is not None and len(self._dims) == 0

    def isVector(self) -> bool:
        """Whether this shape is the shape of a vector."""
        return self._dims is not None and len(self._dims) == 1

    def isMatrix(self) -> bool:
        """Whether this shape is the shape of a matrix."""
        return self._dims is not None and len(self._dims) == 2

    def isUnknown(self) -> bool:
        """Whether the number of dimensions of this shape is unknown."""
        return self._dims is None

    def isKnown(self, i: int) -> bool:
        """Whether dimension ``i`` has a known size."""
        return self._known_dims("isKnown")[i] != -1

    def assertKnown(self, i: int) -> None:
        """Raises RuntimeError (IllegalStateException) if dimension ``i`` is unknown."""
        if not self.isKnown(i):
            raise RuntimeError(f"Dimension {i} in shape {self} needs to be known.")

    def asArray(self) -> list[int] | None:
        """A copy of the dimension sizes, or None if this shape is unknown."""
        dims = self._dims
        return None if dims is None else list(dims)

    def toListOrNull(self) -> list[int] | None:
        """A copy of the dimension sizes as a list, or None if this shape is unknown."""
        return self.asArray()

    # ----------------------------------------------------------------------------------------
    # Derived shapes

    def head(self) -> Shape:
        """A 1-dimensional shape with the first dimension of this shape."""
        return self.take(1)

    def take(self, n: int) -> Shape:
        """A shape with the first ``n`` dimensions of this one (IndexError if too many)."""
        if n > self.numDimensions() or n < 0:
            raise IndexError(f"Cannot take {n} dimensions, shape has only {self.numDimensions()}.")
        return Shape.of(self._known_dims("take")[:n])

    def tail(self) -> Shape:
        """A new shape with this shape's first dimension removed."""
        return Shape.of(self._known_dims("tail")[1:])

    def takeLast(self, n: int) -> Shape:
        """A shape with the last ``n`` dimensions of this one (IndexError if too many)."""
        if n > self.numDimensions() or n < 0:
            raise IndexError(
                f"Cannot take last {n} dimensions, shape has only {self.numDimensions()}."
            )
        dims = self._known_dims("takeLast")
        return Shape.of(dims[len(dims) - n :])

    def subShape(self, begin: int, end: int) -> Shape:
        """The ``end - begin`` dimensions of this shape from ``begin`` to ``end`` (exclusive)."""
        if end > self.numDimensions():
            raise IndexError(
                f"End index {end} out of bounds: shape only has {self.numDimensions()} dimensions."
            )
        if begin < 0:
            raise IndexError(f"Begin index {begin} out of bounds: cannot be less than 0.")
        if end < begin:
            raise IndexError(f"End index {end} is before begin index {begin}.")
        return Shape.of(self._known_dims("subShape")[begin:end])

    def prepend(self, firstDimension: int | Shape) -> Shape:
        """A new shape with ``firstDimension`` (a size or another Shape's dimensions) first,
        followed by this shape's dimensions. Neither shape may be unknown."""
        dims = self._known_dims("prepend")
        if isinstance(firstDimension, Shape):
            return Shape.of(firstDimension._known_dims("prepend") + dims)
        return Shape.of((_as_dim(firstDimension),) + dims)

    def append(self, lastDimension: int | Shape) -> Shape:
        """A new shape with this shape's dimensions followed by ``lastDimension`` (a size or
        another Shape's dimensions). Neither shape may be unknown."""
        dims = self._known_dims("append")
        if isinstance(lastDimension, Shape):
            return Shape.of(dims + lastDimension._known_dims("append"))
        return Shape.of(dims + (_as_dim(lastDimension),))

    def replace(self, i: int, dim: int) -> Shape:
        """A copy of this shape with dimension ``i`` set to ``dim``."""
        dims = list(self._known_dims("replace"))
        try:
            dims[i] = _as_dim(dim)
        except IndexError:
            raise IndexError(f"dimension index {i} out of range for shape {self}") from None
        return Shape.of(dims)

    def replaceFirst(self, dim: int) -> Shape:
        """A copy of this shape with its first dimension set to ``dim``."""
        return self.replace(0, dim)

    def replaceLast(self, dim: int) -> Shape:
        """A copy of this shape with its last dimension set to ``dim``."""
        return self.replace(-1, dim)

    # ----------------------------------------------------------------------------------------
    # Compatibility

    def isCompatibleWith(self, shape: Shape) -> bool:
        """Whether some fully-defined shape could be represented by both shapes: same number
        of dimensions, each pair equal or unknown; an unknown shape is compatible with all."""
        mine, theirs = self._dims, shape._dims
        if mine is None or theirs is None:
            return True
        if len(mine) != len(theirs):
            return False
        return all(Shape.isCompatible(a, b) for a, b in zip(mine, theirs))

    @staticmethod
    def isCompatible(dim: int, otherDim: int) -> bool:
        """Whether two dimension sizes are compatible: either is unknown or both are equal."""
        return dim == -1 or otherDim == -1 or dim == otherDim

    # ----------------------------------------------------------------------------------------
    # TensorFlow Java 1.x's long[] shapes: a shape also reads as the array of its sizes

    def _known_rank(self, what: str) -> tuple[int, ...]:
        if self._dims is None:
            raise ValueError(f"{what}: the shape is unknown, it has no array of sizes")
        return self._dims

    def __len__(self) -> int:
        """``len(shape)``: Java 1.x's ``shape.length``, the number of dimensions (ValueError if
        unknown)."""
        return len(self._known_rank("len"))

    @property
    def length(self) -> int:
        """Java 1.x's ``long[] shape`` ``.length``: the number of dimensions."""
        return len(self._known_rank("length"))

    def __getitem__(self, i: SupportsIndex) -> int:
        """``shape[i]``: Java 1.x's ``shape[i]``, the size of dimension ``i`` (with ``len``, a
        ``for`` loop reads the sizes; a shape is no ``Iterable``, so that it stays one argument
        where a list of shapes is also taken)."""
        return self._known_rank("shape[i]")[i]

    def __bool__(self) -> bool:
        return True  # an object, as in Java (a scalar's shape is not "empty")

    # ----------------------------------------------------------------------------------------
    # Object methods

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, Shape):
            return NotImplemented
        if other.hasUnknownDimension():
            return False
        return self._dims == other._dims

    def equals(self, obj: object) -> bool:
        """Java ``equals``: same as ``==``."""
        return self == obj

    def hashCode(self) -> int:
        """Java ``hashCode``: ``Arrays.hashCode`` of the dimensions (identity if unknown)."""
        cached = self._hash
        if cached is None:
            if self._dims is None:
                cached = _java_int(id(self))
            else:
                h = 1
                for d in self._dims:
                    h = _java_int(31 * h + _java_long_hash(d))
                cached = h
            object.__setattr__(self, "_hash", cached)
        return cached

    def __hash__(self) -> int:
        return self.hashCode()

    def toString(self) -> str:
        """Java ``toString``: ``[2, 3]``, or ``null`` for an unknown shape."""
        return "null" if self._dims is None else "[" + ", ".join(map(str, self._dims)) + "]"

    def __str__(self) -> str:
        return self.toString()

    def __repr__(self) -> str:
        if self._dims is None:
            return "Shape.unknown()"
        return "Shape.of(" + ", ".join(map(str, self._dims)) + ")"

    def __reduce__(self) -> tuple[Any, ...]:
        return (Shape._make, (self._dims,))

    def __copy__(self) -> Shape:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Shape:
        return self

    # ----------------------------------------------------------------------------------------
    # Python bridge (internal)

    def _known_dims(self, what: str) -> tuple[int, ...]:
        dims = self._dims
        if dims is None:
            raise ValueError(f"Shape.{what}: the shape is unknown (no dimensions to work with)")
        return dims

    def _tf_dims(self) -> list[int | None] | None:
        """Internal: dimensions as TensorFlow takes them (None for unknown sizes or rank)."""
        dims = self._dims
        return None if dims is None else [None if d == -1 else d for d in dims]


def _is_int_like(value: object) -> bool:
    if isinstance(value, int):
        return True
    return hasattr(value, "__index__") and not hasattr(value, "__len__")


_SCALAR: Final = Shape._make(())


def shape_from_proto(proto: Any) -> Shape:
    """The ``Shape`` of a TensorFlow ``TensorShapeProto`` (an attribute's or a signature's)."""
    if proto.unknown_rank:
        return Shape.unknown()
    return Shape.of(*(int(d.size) for d in proto.dim))
