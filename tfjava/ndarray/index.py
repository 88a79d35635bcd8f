"""``org.tensorflow.ndarray.index``: ``Index`` selectors and the ``Indices`` factory.

An ``Index`` selects elements along one dimension when slicing an N-dimensional array
(``tensor.slice(Indices.all(), Indices.at(1))``) or building a strided slice op
(``tf.stridedSlice(x, Indices.slice(1, None), Indices.newAxis())``). The strided-slice view of
an index is what Java's ``StridedSliceHelper`` reads: ``begin()``, ``end()``, ``stride()``,
``beginMask()``, ``endMask()``, ``isPoint()`` (shrink axis), ``isNewAxis()``, ``isEllipsis()``
and ``tensorSupport()``.

Where Java's ``Index`` methods take a ``Dimension``, these take the size of the indexed
dimension (an ``int``).
"""

from __future__ import annotations

import operator
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, TypeAlias, cast, final

if TYPE_CHECKING:
    from tfjava.ndarray.ndarray import NdArray

__all__ = ["Index", "Indices"]

NumpyKey: TypeAlias = "int | slice | list[int] | None"
"""How an index applies to one numpy axis: a point, a slice, a gather list or a new axis."""


def _as_long(value: object, what: str) -> int:
    if isinstance(value, bool):
        raise TypeError(f"Indices.{what}: expected an int, got bool {value!r}")
    try:
        return operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        raise TypeError(
            f"Indices.{what}: expected an int, got {type(value).__name__} {value!r}"
        ) from None


def _as_optional_long(value: object, what: str) -> int | None:
    return None if value is None else _as_long(value, what)


def _check_stride(stride: int, what: str) -> int:
    if stride == 0:
        raise ValueError(f"Indices.{what}: can not have a stride of 0")
    return stride


def _scalar_coordinate(value: object, what: str) -> int:
    """A coordinate given as an int or as a rank-0 array (Java's ``NdArray<? extends Number>``)."""
    if isinstance(value, int | bool) or hasattr(value, "__index__") and not _has_rank(value):
        return _as_long(value, what)
    rank = _rank_of(value)
    if rank != 0:
        raise ValueError(
            f"Indices.{what}: only scalars are accepted as a value index, got rank {rank}"
        )
    return _as_long(_first_value(value), what)


def _has_rank(value: object) -> bool:
    return hasattr(value, "rank") or hasattr(value, "ndim")


def _rank_of(value: object) -> int:
    rank = getattr(value, "rank", None)
    if callable(rank):
        result: Any = rank()
        return int(result)
    ndim = getattr(value, "ndim", None)
    if isinstance(ndim, int):
        return ndim
    raise TypeError(f"expected an int or a numeric NdArray, got {type(value).__name__} {value!r}")


def _first_value(value: object) -> object:
    get_object = getattr(value, "getObject", None)
    if callable(get_object):
        return get_object()
    item = getattr(value, "item", None)
    if callable(item):
        return item()
    raise TypeError(f"cannot read a coordinate from {type(value).__name__}")


class Index:
    """An index selecting elements along one dimension (Java ``Index``).

    Instances are created by ``Indices``; the defaults below are Java's interface defaults.
    """

    __slots__ = ()

    def numElements(self, dim: int) -> int:
        """The number of elements this index selects from a dimension of size ``dim``."""
        raise NotImplementedError

    def mapCoordinate(self, coordinate: int, dim: int) -> int:
        """The coordinate in the original dimension of element ``coordinate`` of the index."""
        raise NotImplementedError

    def isPoint(self) -> bool:
        """Whether this index selects a single point, removing the dimension."""
        return False

    def isNewAxis(self) -> bool:
        """Whether this index inserts a new dimension of size 1."""
        return False

    def isEllipsis(self) -> bool:
        """Whether this index expands to all remaining dimensions (Python's ``...``)."""
        return False

    def tensorSupport(self) -> bool:
        """Whether this index can be converted to a strided slice of a tensor."""
        return True

    def begin(self) -> int:
        """The start of the index, for strided slices."""
        return 0

    def end(self) -> int:
        """The end of the index (exclusive), for strided slices."""
        return 0

    def stride(self) -> int:
        """The stride of the index, for strided slices."""
        return 1

    def beginMask(self) -> bool:
        """Whether the strided slice starts at the beginning of the dimension (ignoring begin)."""
        return False

    def endMask(self) -> bool:
        """Whether the strided slice ends at the end of the dimension (ignoring end)."""
        return False

    def _numpy_key(self, dim: int) -> NumpyKey:
        """Internal: how this index applies to a numpy axis of size ``dim``."""
        raise NotImplementedError

    def toString(self) -> str:
        """Java ``toString``: a description of this index."""
        return repr(self)

    def __str__(self) -> str:
        return repr(self)


@final
class _At(Index):
    __slots__ = ("_coord", "_keep_dim")

    def __init__(self, coord: int, keep_dim: bool) -> None:
        self._coord = coord
        self._keep_dim = keep_dim

    def _resolve(self, dim: int) -> int:
        coord = self._coord + dim if self._coord < 0 else self._coord
        if not 0 <= coord < dim:
            raise IndexError(f"{self!r}: coordinate out of bounds for a dimension of size {dim}")
        return coord

    def numElements(self, dim: int) -> int:
        return 1

    def mapCoordinate(self, coordinate: int, dim: int) -> int:
        return self._resolve(dim)

    def isPoint(self) -> bool:
        return not self._keep_dim

    def begin(self) -> int:
        return self._coord

    def end(self) -> int:
        return self._coord + 1

    def endMask(self) -> bool:
        # Java leaves end() at coord + 1, which is 0 (an empty range) for at(-1, true);
        # masking the end keeps the last element instead.
        return self._keep_dim and self._coord == -1

    def _numpy_key(self, dim: int) -> NumpyKey:
        coord = self._resolve(dim)
        return slice(coord, coord + 1) if self._keep_dim else coord

    def __repr__(self) -> str:
        if self._keep_dim:
            return f"Indices.at({self._coord}, True)"
        return f"Indices.at({self._coord})"


@final
class _All(Index):
    __slots__ = ()

    def numElements(self, dim: int) -> int:
        return dim

    def mapCoordinate(self, coordinate: int, dim: int) -> int:
        return coordinate

    def beginMask(self) -> bool:
        return True

    def endMask(self) -> bool:
        return True

    def _numpy_key(self, dim: int) -> NumpyKey:
        return slice(None)

    def __repr__(self) -> str:
        return "Indices.all()"


@final
class _Slice(Index):
    """``start:end:stride`` where a missing start or end (None) sets the begin or end mask."""

    __slots__ = ("_end", "_start", "_stride")

    def __init__(self, start: int | None, end: int | None, stride: int) -> None:
        self._start = start
        self._end = end
        self._stride = stride

    def _range(self, dim: int) -> range:
        return range(*slice(self._start, self._end, self._stride).indices(dim))

    def numElements(self, dim: int) -> int:
        return len(self._range(dim))

    def mapCoordinate(self, coordinate: int, dim: int) -> int:
        return self._range(dim).start + self._stride * coordinate

    def begin(self) -> int:
        return 0 if self._start is None else self._start

    def end(self) -> int:
        return 0 if self._end is None else self._end

    def stride(self) -> int:
        return self._stride

    def beginMask(self) -> bool:
        return self._start is None

    def endMask(self) -> bool:
        return self._end is None

    def _numpy_key(self, dim: int) -> NumpyKey:
        return slice(self._start, self._end, self._stride)

    def __repr__(self) -> str:
        return f"Indices.slice({self._start}, {self._end}, {self._stride})"


@final
class _Sequence(Index):
    __slots__ = ("_coords",)

    def __init__(self, coords: tuple[int, ...]) -> None:
        self._coords = coords

    def numElements(self, dim: int) -> int:
        return len(self._coords)

    def mapCoordinate(self, coordinate: int, dim: int) -> int:
        return self._coords[coordinate]

    def tensorSupport(self) -> bool:
        return False

    def _numpy_key(self, dim: int) -> NumpyKey:
        for coord in self._coords:
            if not -dim <= coord < dim:
                raise IndexError(f"{self!r}: coordinate {coord} out of bounds for size {dim}")
        return list(self._coords)

    def __repr__(self) -> str:
        return "Indices.seq(" + ", ".join(map(str, self._coords)) + ")"


@final
class _Hyperslab(Index):
    """HDF5-style hyperslab: ``count`` blocks of ``block`` elements, ``stride`` apart."""

    __slots__ = ("_block", "_count", "_start", "_stride")

    def __init__(self, start: int, stride: int, count: int, block: int) -> None:
        self._start = start
        self._stride = stride
        self._count = count
        self._block = block

    def numElements(self, dim: int) -> int:
        return self._count * self._block

    def mapCoordinate(self, coordinate: int, dim: int) -> int:
        block = self._block
        return self._start + self._stride * (coordinate // block) + coordinate % block

    def tensorSupport(self) -> bool:
        return False

    def _numpy_key(self, dim: int) -> NumpyKey:
        coords = [self.mapCoordinate(i, dim) for i in range(self.numElements(dim))]
        for coord in coords:
            if not 0 <= coord < dim:
                raise IndexError(f"{self!r}: coordinate {coord} out of bounds for size {dim}")
        return coords

    def __repr__(self) -> str:
        return f"Indices.hyperslab({self._start}, {self._stride}, {self._count}, {self._block})"


@final
class _NewAxis(Index):
    __slots__ = ()

    def numElements(self, dim: int) -> int:
        return 1

    def mapCoordinate(self, coordinate: int, dim: int) -> int:
        return coordinate

    def isNewAxis(self) -> bool:
        return True

    def _numpy_key(self, dim: int) -> NumpyKey:
        return None

    def __repr__(self) -> str:
        return "Indices.newAxis()"


@final
class _Ellipsis(Index):
    __slots__ = ()

    def numElements(self, dim: int) -> int:
        raise NotImplementedError("an ellipsis is expanded by the slicing, not applied")

    def mapCoordinate(self, coordinate: int, dim: int) -> int:
        raise NotImplementedError("an ellipsis is expanded by the slicing, not applied")

    def isEllipsis(self) -> bool:
        return True

    def _numpy_key(self, dim: int) -> NumpyKey:
        raise NotImplementedError("an ellipsis is expanded by the slicing, not applied")

    def __repr__(self) -> str:
        return "Indices.ellipsis()"


_ALL = _All()
_NEW_AXIS = _NewAxis()
_ELLIPSIS = _Ellipsis()


@final
class Indices:
    """Factory of ``Index`` selectors (Java ``org.tensorflow.ndarray.index.Indices``)."""

    def __init__(self) -> None:
        raise TypeError("Indices only has static methods")

    @staticmethod
    def at(coord: object, keepDim: bool = False) -> Index:
        """Selects the element at ``coord`` (negative counts from the end).

        The dimension is removed unless ``keepDim`` is true, in which case it is kept with
        one element. ``coord`` may also be a rank-0 numeric array (Java ``NdArray``).
        """
        return _At(_scalar_coordinate(coord, "at"), bool(keepDim))

    @staticmethod
    def all() -> Index:
        """Selects all elements of a dimension, in order."""
        return _ALL

    @staticmethod
    def seq(*coords: int | Iterable[int] | NdArray[Any]) -> Index:
        """Selects the elements at the given coordinates, in that order (``seq(8, 0, 3)``).

        The coordinates may be one vector (sequence, numpy array or rank-1 NdArray); gathering
        is not supported by strided slices (``tensorSupport()`` is false).
        """
        values: Iterable[object]
        if len(coords) == 1 and not isinstance(coords[0], int):
            only = coords[0]
            if only is None:
                raise ValueError("Indices.seq: coordinates must not be null")
            if _has_rank(only) and _rank_of(only) != 1:
                raise ValueError(
                    "Indices.seq: only vectors are accepted as an element index, "
                    f"got rank {_rank_of(only)}"
                )
            values = _iter_values(only)
        else:
            values = coords
        return _Sequence(tuple(_as_long(c, "seq") for c in values))

    @staticmethod
    def even() -> Index:
        """Selects the elements at even positions (0, 2, 4, ...)."""
        return _Slice(None, None, 2)

    @staticmethod
    def odd() -> Index:
        """Selects the elements at odd positions (1, 3, 5, ...)."""
        return _Slice(1, None, 2)

    @staticmethod
    def step(stepLength: int) -> Index:
        """Selects every ``stepLength``-th element (0, k, 2k, ...)."""
        stride = _check_stride(_as_long(stepLength, "step"), "step")
        return _Slice(None, None, stride)

    @staticmethod
    def from_(start: int) -> Index:
        """Java ``from(start)`` (``from`` is a Python keyword): elements from ``start`` on."""
        return _Slice(_as_long(start, "from"), None, 1)

    @staticmethod
    def to(end: int) -> Index:
        """Selects the elements before ``end`` (exclusive)."""
        return _Slice(None, _as_long(end, "to"), 1)

    @staticmethod
    def sliceFrom(start: int, stride: int = 1) -> Index:
        """Selects every ``stride``-th element from ``start`` to the end of the dimension."""
        stride = _check_stride(_as_long(stride, "sliceFrom"), "sliceFrom")
        return _Slice(_as_long(start, "sliceFrom"), None, stride)

    @staticmethod
    def sliceTo(end: int, stride: int = 1) -> Index:
        """Selects every ``stride``-th element from the start of the dimension up to ``end``."""
        stride = _check_stride(_as_long(stride, "sliceTo"), "sliceTo")
        return _Slice(None, _as_long(end, "sliceTo"), stride)

    @staticmethod
    def range(start: int, end: int) -> Index:
        """Selects the elements from ``start`` to ``end`` (exclusive)."""
        return _Slice(_as_long(start, "range"), _as_long(end, "range"), 1)

    @staticmethod
    def flip() -> Index:
        """Selects all elements of a dimension in reverse order."""
        return _Slice(None, None, -1)

    @staticmethod
    def hyperslab(start: int, stride: int, count: int, block: int) -> Index:
        """Selects ``count`` blocks of ``block`` elements, the blocks ``stride`` apart,
        starting at ``start`` (HDF5 hyperslab; not supported by strided slices)."""
        return _Hyperslab(
            _as_long(start, "hyperslab"),
            _as_long(stride, "hyperslab"),
            _as_long(count, "hyperslab"),
            _as_long(block, "hyperslab"),
        )

    @staticmethod
    def newAxis() -> Index:
        """Inserts a new dimension of size 1."""
        return _NEW_AXIS

    @staticmethod
    def ellipsis() -> Index:
        """Expands to all the dimensions not otherwise indexed (Python's ``...``)."""
        return _ELLIPSIS

    @staticmethod
    def expand() -> Index:
        """Same as ``ellipsis()``."""
        return _ELLIPSIS

    @staticmethod
    def slice(start: int | None, end: int | None, stride: int = 1) -> Index:
        """Python's ``start:end:stride``; a None ``start`` or ``end`` means the beginning or
        the end of the dimension (depending on the sign of ``stride``)."""
        stride = _check_stride(_as_long(stride, "slice"), "slice")
        return _Slice(_as_optional_long(start, "slice"), _as_optional_long(end, "slice"), stride)


def _iter_values(value: object) -> Iterable[object]:
    tolist = getattr(value, "tolist", None)
    if callable(tolist):
        listed = tolist()
        if isinstance(listed, list):
            return listed
    scalars = getattr(value, "scalars", None)
    if callable(scalars):
        elements: Any = scalars()
        return [s.getObject() for s in elements]
    if isinstance(value, Iterable):
        return cast("Iterable[object]", value)
    raise TypeError(f"Indices.seq: expected ints or a vector, got {type(value).__name__}")
