"""``org.tensorflow.SparseTensor``: a tensor given by its non-zero values and their indices.

TensorFlow has no sparse tensor type of its own: a sparse tensor is three dense tensors, the
``indices`` (a ``TInt64`` matrix ``[N, rank]``), the ``values`` (a vector ``[N]``) and the
``denseShape`` (a ``TInt64`` vector ``[rank]``), which sparse ops take and return one by one.
As in Java, ``SparseTensor.of`` groups them into an object that is also a tensor of the
values' type (``TFloat64.sparseTensorOf(...)`` is a ``TFloat64`` and a ``SparseTensor``): read
as an NdArray it is the dense tensor, computed on first read; it cannot be written.

Closing follows Java's reference counting: the sparse tensor holds its three tensors, so each
keeps its data until both it and the sparse tensor are closed, in either order.
"""

from __future__ import annotations

import builtins
import threading
from typing import TYPE_CHECKING, Any, Generic, NoReturn, TypeVar

import numpy as np

from tfjava.ndarray._checks import Array
from tfjava.tensor import Tensor
from tfjava.types import TInt64
from tfjava.types.family import TType, release, retain

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
        bad = ((idx < 0) | (idx >= dims)).any(axis=1) if idx.size else np.zeros(0, bool)
        if bad.any():
            row = int(np.argmax(bad))
            raise ValueError(
                f"{where}: index {idx[row].tolist()} (row {row}) is outside the dense shape "
                f"{dims.tolist()}"
            )
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

    def _materialize(self) -> Array:
        if self._closed:
            self._fail_closed()
        dense = self._zeros(self._dims())  # type: ignore[attr-defined]
        idx = self._indices._array()
        if idx.shape[0]:
            dense[tuple(idx.T)] = self._values._array()
        dense.flags.writeable = False
        self._np = dense
        return dense  # type: ignore[no-any-return]

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
