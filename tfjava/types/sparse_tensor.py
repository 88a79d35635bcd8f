"""``org.tensorflow.SparseTensor``: a tensor given by its non-zero values and their indices.

TensorFlow has no sparse tensor type of its own: a sparse tensor is three dense tensors, the
``indices`` (a ``TInt64`` matrix ``[N, rank]``), the ``values`` (a vector ``[N]``) and the
``denseShape`` (a ``TInt64`` vector ``[rank]``), which sparse ops take and return one by one.
As in Java, ``SparseTensor.of`` groups them into an object that is also a tensor of the
values' type (``TFloat64.sparseTensorOf(...)`` is a ``TFloat64`` and a ``SparseTensor``): read
as an NdArray it is the dense tensor; it cannot be written.

As in Java, it reads through its three tensors: a value written into ``values()`` is what the
next read gives. Reading one element looks it up among the indices (the dense tensor is never
made for it: a 10**6 x 10**6 sparse tensor reads fine); reading it whole (``numpy()``, views,
copies, feeding) makes the dense tensor for that read. The indices are checked as TensorFlow's
sparse ops check them, when made and at each read: in bounds, in row-major order and not
repeated, with TensorFlow's messages.

Closing follows Java's reference counting: the sparse tensor holds its three tensors, so each
keeps its data until both it and the sparse tensor are closed, in either order.
"""

from __future__ import annotations

import builtins
import threading
from typing import TYPE_CHECKING, Any, Generic, NoReturn, TypeVar

import numpy as np

from tfjava.ndarray._checks import Array, value_index
from tfjava.ndarray._checks import coordinates as _coords
from tfjava.types import family
from tfjava.types.family import TType, release, retain
from tfjava.types.integral import TInt64
from tfjava.types.tensor import Tensor

__all__ = ["SparseTensor"]

T = TypeVar("T", bound=TType)

_CLASSES: dict[type[TType], type[Any]] = {}
_LOCK = threading.Lock()


if TYPE_CHECKING:

    class _Generic(Generic[T]):
        pass

else:

    class _Generic:
        """``SparseTensor[T]`` at run time without ``Generic`` among the bases: a sparse
        class derives from a tensor class too, and those place ``Generic`` differently."""

        __slots__ = ()

        def __class_getitem__(cls, item: object) -> type:
            return cls


class SparseTensor(Tensor, _Generic[T]):
    """A sparse tensor (Java ``SparseTensor<T>``); ``indices()``, ``values()``,
    ``denseShape()`` are the tensors it was made of."""

    __slots__ = ()

    # Set by the concrete classes (one per tensor type, made by _sparse_class).
    _indices: TType
    _values: T
    _dense_shape: TType
    _released: bool
    _closed: bool
    _np: Array | None
    _shared: bool
    _root: Any

    @staticmethod
    def of(indices: TType, values: T, denseShape: TType) -> T:  # type: ignore[override]
        """A sparse tensor of the ``values`` at ``indices`` in a tensor of shape ``denseShape``
        (zero elsewhere); an instance of the values' type and of ``SparseTensor``.

        Raises TypeError unless ``indices`` and ``denseShape`` are ``TInt64`` tensors and
        ``values`` a tensor, and ValueError when their shapes do not fit together (one index
        row of ``rank`` coordinates per value) or an index is outside ``denseShape``.
        """

        where = "SparseTensor.of"
        for name, arg in (("indices", indices), ("denseShape", denseShape)):
            if not isinstance(arg, TInt64) or isinstance(arg, SparseTensor):
                raise TypeError(f"{where}: {name} must be a TInt64 tensor, got {_kind(arg)}")
        if not isinstance(values, TType) or isinstance(values, SparseTensor):
            raise TypeError(f"{where}: values must be a dense tensor, got {_kind(values)}")
        idx, vals, dims = indices._array(), values._array(), denseShape._array()
        if dims.ndim != 1:
            raise ValueError(f"{where}: denseShape must be a vector, got shape {list(dims.shape)}")
        if vals.ndim != 1:
            raise ValueError(f"{where}: values must be a vector, got shape {list(vals.shape)}")
        if idx.ndim != 2 or idx.shape != (vals.shape[0], dims.shape[0]):
            raise ValueError(
                f"{where}: indices must be a [{vals.shape[0]}, {dims.shape[0]}] matrix (one row "
                f"of coordinates per value), got shape {list(idx.shape)}"
            )
        if (dims < 0).any():
            raise ValueError(f"{where}: denseShape {dims.tolist()} has a negative dimension")
        _check_indices(idx, dims, where)
        cls = _sparse_class(builtins.type(values))
        self = object.__new__(cls)
        self._tf = None
        self._np = None
        self._shared = True
        self._root = None
        self._closed = False
        self._shape = None
        self._indices, self._values, self._dense_shape = indices, values, denseShape
        self._released = False
        for component in (indices, values, denseShape):
            retain(component)
        self._adopt(values)
        sparse: T = self
        return sparse

    def indices(self) -> TType:
        """The indices of the values, a ``TInt64`` tensor of shape ``[N, rank]``."""
        return self._indices

    def values(self) -> T:
        """The values, a vector of ``N`` elements of this tensor's type."""
        return self._values

    def denseShape(self) -> TType:
        """The shape of the dense tensor, a ``TInt64`` vector of ``rank`` elements."""
        return self._dense_shape

    # -- the dense NdArray view (overrides of TType's storage hooks) ---------------------------

    def _components(self, where: str) -> tuple[Array, Array, tuple[int, ...]]:
        """The indices, values and dense dims as they are now, checked again (the tensors can
        have been written since)."""
        if self._closed:
            self._fail_closed()
        idx, vals, dims = self._indices._array(), self._values._array(), self._dims()
        if idx.shape != (vals.shape[0], len(dims)):
            raise ValueError(
                f"{where}: indices of shape {list(idx.shape)} no longer fit {vals.shape[0]} "
                f"values of rank {len(dims)}"
            )
        _check_indices(idx, np.asarray(dims, dtype=np.int64), where)
        return idx, vals, dims

    def _materialize(self) -> Array:
        # Not kept: the next read reads the three tensors again (Java reads through).
        idx, vals, dims = self._components(f"{builtins.type(self).__name__}")
        dense = self._zeros(dims)  # type: ignore[attr-defined]
        if idx.shape[0]:
            dense[tuple(idx.T) if dims else ()] = vals if dims else vals[0]
        dense.flags.writeable = False
        return dense  # type: ignore[no-any-return]

    def _get(self, coords: tuple[object, ...]) -> Any:
        """One element, looked up among the indices (no dense tensor)."""
        idx, vals, dims = self._components(f"{builtins.type(self).__name__}.get")
        at = np.asarray(value_index(_coords(coords), dims), dtype=np.int64)
        found = np.flatnonzero((idx == at).all(axis=1))
        raw = vals[int(found[0])] if found.size else self._zeros(())[()]  # type: ignore[attr-defined]
        return self._values._from_storage(raw)  # type: ignore[attr-defined]  # an NdArray too

    def _dims(self) -> tuple[int, ...]:
        if self._closed:
            self._fail_closed()
        return tuple(int(d) for d in self._dense_shape._array())

    def _view_base(self) -> Array:
        return self._array()  # type: ignore[attr-defined,no-any-return]

    def _writable_array(self) -> NoReturn:
        raise NotImplementedError(
            f"{builtins.type(self).__name__}: a sparse tensor is read-only; write its "
            "values() tensor, or a dense copy"
        )

    def _wrap_view(self, arr: Array) -> TType:
        view: TType = self._values._wrap_copy(arr)
        view._root = self  # type: ignore[assignment]  # a sparse tensor is a TType too
        view._shared = True
        return view

    def _wrap_copy(self, arr: Array) -> TType:
        return self._values._wrap_copy(np.array(arr))

    def _tf_value(self) -> Any:
        return self._array()  # type: ignore[attr-defined]

    def numBytes(self) -> int:
        """The bytes of the three tensors' data."""
        return sum(t.numBytes() for t in (self._indices, self._values, self._dense_shape))

    def close(self) -> None:
        """Closes this sparse tensor and releases its hold on its three tensors (each is
        released once it is closed too). Idempotent."""
        if not self._released:
            self._released = True
            for component in (self._indices, self._values, self._dense_shape):
                release(component)
        self._closed = True
        self._np = None
        self._shape = None

    def isClosed(self) -> bool:
        return self._closed

    def __del__(self) -> None:
        # An unclosed sparse tensor that is collected lets go of its tensors (else their
        # entries in the retained table would outlive them).
        try:
            if not self._released:
                self._released = True
                for component in (self._indices, self._values, self._dense_shape):
                    release(component)
        except (AttributeError, KeyError, TypeError):  # half-built, or at interpreter exit
            pass

    def _fail_closed(self) -> NoReturn:
        raise RuntimeError(f"{builtins.type(self).__name__} tensor has been closed")

    def __repr__(self) -> str:
        name = builtins.type(self).__name__
        if self._closed:
            return f"{name}(closed)"
        return f"{name}(denseShape={list(self._dims())}, values={self._values._array().size})"


def _row(idx: Array, i: int) -> str:
    return "[" + ",".join(str(int(c)) for c in idx[i]) + "]"


def _check_indices(idx: Array, dims: Array, where: str) -> None:
    """TensorFlow's checks of sparse indices (``SparseTensor::IndicesValid``, which its sparse
    ops run), with its messages: each row in bounds, the rows in row-major order, none
    repeated."""
    if not idx.shape[0]:
        return
    bad = ((idx < 0) | (idx >= dims)).any(axis=1)
    if bad.any():
        i = int(np.argmax(bad))
        bounds = "[" + ",".join(str(int(d)) for d in dims) + "]"
        raise ValueError(
            f"{where}: indices[{i}] = {_row(idx, i)} is out of bounds: need 0 <= index < {bounds}"
        )
    if idx.shape[0] < 2 or idx.shape[1] == 0:
        if idx.shape[0] >= 2:
            raise ValueError(f"{where}: indices[1] = [] is repeated")
        return
    # Row i against row i-1: the first differing coordinate decides the order.
    prev, cur = idx[:-1], idx[1:]
    differs = prev != cur
    first = np.argmax(differs, axis=1)
    rows = np.arange(first.size)
    any_diff = differs.any(axis=1)
    later = cur[rows, first] > prev[rows, first]
    out_of_order = any_diff & ~later
    repeated = ~any_diff
    problems = out_of_order | repeated
    if problems.any():
        i = int(np.argmax(problems)) + 1
        if repeated[i - 1]:
            raise ValueError(f"{where}: indices[{i}] = {_row(idx, i)} is repeated")
        raise ValueError(
            f"{where}: indices[{i}] = {_row(idx, i)} is out of order. Many sparse ops require "
            "sorted indices. Use `tf.sparse.reorder` to create a correctly ordered copy."
        )


def _sparse_class(dense: type[TType]) -> type[Any]:
    """The class of sparse tensors of ``dense`` values: a subclass of both."""
    cls = _CLASSES.get(dense)
    if cls is None:
        with _LOCK:
            cls = _CLASSES.get(dense)
            if cls is None:
                slots = ("_dense_shape", "_indices", "_released", "_values")
                cls = builtins.type(
                    f"Sparse{dense.__name__}",
                    (SparseTensor, dense),
                    {"__slots__": slots, "__module__": __name__, "__doc__": _doc(dense)},
                )
                _CLASSES[dense] = cls
    return cls


def _doc(dense: type[TType]) -> str:
    return f"A SparseTensor of {dense.__name__} values (also a {dense.__name__})."


def _kind(value: object) -> str:
    return "None" if value is None else builtins.type(value).__name__


family._sparse_of = SparseTensor.of  # what TType.sparseTensorOf makes
