"""``org.tensorflow.types.family``: ``TType`` (base of every tensor type) and its families.

A ``TType`` subclass is both Java's ``Class<T>`` token (``tf.zeros(dims, TFloat32)``) and the
tensor type (``TFloat32.scalarOf(1.0)`` is a ``TFloat32``). A tensor keeps either the
TensorFlow ``EagerTensor`` it came from (``_from_tf``; converted to numpy on first data access)
or a numpy array (``_from_numpy``); element views (``get``, ``slice``, ``scalars``) share the
numpy data of their root tensor.
"""

from __future__ import annotations

import builtins
from typing import TYPE_CHECKING, Any, ClassVar, NoReturn

import numpy as np

from tfjava.base import _dtypes
from tfjava.base.proto_enums import data_type
from tfjava.ndarray._checks import Array
from tfjava.ndarray.shape import Shape
from tfjava.types.tensor import Tensor

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Self  # Python 3.11 (the runtime runs on 3.10)

    from tfjava.types.raw_tensor import RawTensor

__all__ = ["TFloating", "TIntegral", "TNumber", "TType"]

_new = object.__new__
_INTEGRAL = (_dtypes.DT_INT32, _dtypes.DT_INT64, _dtypes.DT_UINT8, _dtypes.DT_UINT16)
_BUFFER_KINDS = {
    "IntBuffer": _dtypes.DT_INT32,
    "LongBuffer": _dtypes.DT_INT64,
    "FloatBuffer": _dtypes.DT_FLOAT,
    "DoubleBuffer": _dtypes.DT_DOUBLE,
}
_FLOATING = (_dtypes.DT_FLOAT, _dtypes.DT_DOUBLE, _dtypes.DT_HALF, _dtypes.DT_BFLOAT16)


def _sparse_unset(*args: Any) -> Any:
    raise RuntimeError("tfjava.types.sparse_tensor is not loaded (tfjava.types loads it)")


_sparse_of: Callable[..., Any] = _sparse_unset
"""``SparseTensor.of``, set by ``tfjava.types.sparse_tensor``: a SparseTensor is a ``TType`` too,
so that module sits above this one (``tfjava.types`` imports it before a type can be used)."""


class TType(Tensor):
    """Common base of all typed tensors (Java ``TType``).

    Class attributes: ``DTYPE`` (the TensorFlow ``DataType`` enum value), ``NP_DTYPE`` (the
    numpy dtype of the host data) and ``ITEMSIZE`` (bytes per element as TensorFlow stores it).
    """

    __slots__ = ("_closed", "_np", "_raw", "_root", "_shape", "_shared", "_tf")

    DTYPE: ClassVar[int] = 0
    NP_DTYPE: ClassVar[np.dtype[Any]] = np.dtype(object)
    ITEMSIZE: ClassVar[int] = 0
    _HOST_DATA: ClassVar[bool] = True
    """Whether the type has host data (false for resources and variants)."""

    _tf: Any
    _np: Array | None
    _shared: bool
    _root: TType | None
    _closed: bool
    _shape: Shape | None
    _raw: RawTensor
    """Set by ``asRawTensor`` (unset until then)."""

    def __init__(self) -> None:
        raise TypeError(
            f"{type(self).__name__} has no public constructor: use its statics "
            "(scalarOf, vectorOf, tensorOf) or Tensor.of"
        )

    # ----------------------------------------------------------------------------------------
    # Internal constructors

    @classmethod
    def _from_tf(cls, value: Any) -> Self:
        """A tensor wrapping a TensorFlow value (an ``EagerTensor``); its data is converted
        to numpy only when first accessed."""
        self = _new(cls)
        self._tf = value
        self._np = None
        self._shared = True
        self._root = None
        self._closed = False
        self._shape = None
        return self

    @classmethod
    def _from_numpy(cls, arr: Any) -> Self:
        """A tensor over ``arr`` (converted to ``NP_DTYPE`` if needed); it takes ownership of
        the array, which the caller must no longer modify."""
        data = np.asarray(arr, dtype=cls.NP_DTYPE)
        self = _new(cls)
        self._tf = None
        self._np = data
        self._shared = not data.flags.writeable
        self._root = None
        self._closed = False
        self._shape = None
        return self

    @classmethod
    def _allocate(cls, shape: Shape, size: int = -1) -> Self:
        """A zero-filled tensor of ``shape``, checking ``size`` (bytes, -1 to compute it)."""
        dims = _known_dims(cls, shape)
        if not cls._HOST_DATA:
            raise ValueError(f"Tensor.of: {cls.__name__} tensors have no host data to allocate")
        count = 1
        for d in dims:
            count *= d
        required = count * cls.ITEMSIZE
        if size == -1 and cls.NP_DTYPE == np.dtype(object):
            raise ValueError(
                f"Tensor.of: {cls.__name__} elements are of variable length, a size is required"
            )
        if size != -1 and size < required:
            raise ValueError(
                f"Tensor.of: size {size} is smaller than the {required} bytes required for "
                f"{cls.__name__} of shape {shape}"
            )
        try:
            return cls._from_numpy(cls._zeros(dims))
        except ValueError:
            if count:
                raise
        # An empty tensor whose other dimensions overflow numpy's size (0 x 2**62): TensorFlow
        # holds it; numpy cannot, so its (empty) data is TensorFlow's.
        # import time: TensorFlow loads on first use, not with the types
        import tensorflow as tf

        return cls._from_tf(tf.zeros(dims, dtype=tf.dtypes.as_dtype(cls.DTYPE)))

    @classmethod
    def _zeros(cls, dims: tuple[int, ...]) -> Array:
        return np.zeros(dims, dtype=cls.NP_DTYPE)

    @classmethod
    def _from_raw_bytes(cls, shape: Shape, raw: bytes) -> Self:
        """A tensor of ``shape`` from host-layout bytes (C API layout, native byte order)."""
        dims = _known_dims(cls, shape)
        if cls.NP_DTYPE == np.dtype(object) or not cls._HOST_DATA:
            raise ValueError(
                f"Tensor.of: raw data is not supported for {cls.__name__} (variable-length "
                "or opaque elements)"
            )
        count = 1
        for d in dims:
            count *= d
        required = count * cls.NP_DTYPE.itemsize
        if len(raw) < required:
            raise ValueError(
                f"Tensor.of: raw data of {len(raw)} bytes is not large enough for "
                f"{required} bytes of {cls.__name__} of shape {shape}"
            )
        data = np.frombuffer(raw, dtype=cls.NP_DTYPE, count=count).reshape(dims).copy()
        return cls._from_numpy(data)

    # ----------------------------------------------------------------------------------------
    # Storage (used by the NdArray mixins)

    def _fail_closed(self) -> NoReturn:
        raise RuntimeError(f"{type(self).__name__} tensor has been closed")

    def _array(self) -> Array:
        """The host data for reading (may be read-only while shared with TensorFlow)."""
        arr = self._np
        if arr is None:
            if self._closed:
                self._fail_closed()
            arr = self._materialize()
        elif self._root is not None and self._root._closed:
            self._fail_closed()
        return arr

    def _materialize(self) -> Array:
        value = self._tf
        if value is None:
            self._fail_closed()
        to_numpy = getattr(value, "_numpy", None)
        try:
            arr = to_numpy() if to_numpy is not None else np.asarray(value)
        except Exception as e:  # noqa: BLE001 - TensorFlow's OpError, not importable lazily here
            dims = self._dims()
            if 0 in dims:
                raise ValueError(
                    f"{type(self).__name__}: numpy cannot hold the (empty) data of shape "
                    f"{list(dims)}, whose other dimensions overflow its size"
                ) from None
            raise TypeError(f"{type(self).__name__} tensor has no host data: {e}") from None
        arr = np.asarray(arr)
        if arr.dtype != self.NP_DTYPE and self.NP_DTYPE != np.dtype(object):
            arr = arr.astype(self.NP_DTYPE)
        arr.flags.writeable = False  # the buffer may be TensorFlow's: copy before writing
        self._np = arr
        self._shared = True
        return arr

    def _view_base(self) -> Array:
        """The host data owned by this tensor's root, for building views."""
        arr = self._array()
        if self._root is None and self._shared:
            arr = arr.copy()
            self._np = arr
            self._shared = False
        return arr

    def _writable_array(self) -> Array:
        """The host data for writing; drops the cached TensorFlow value it no longer matches."""
        arr = self._view_base()
        root = self._root
        if root is None:
            self._tf = None
        else:
            root._tf = None
        return arr

    def _adopt(self, source: TType) -> None:
        """Copies per-instance settings (TString's charset) from ``source`` to this tensor."""

    def _wrap_view(self, arr: Array) -> Self:
        """A tensor of this class viewing ``arr``, part of this tensor's root data."""
        view = _new(type(self))
        view._tf = None
        view._np = arr
        view._shared = False
        view._root = self._root if self._root is not None else self
        view._closed = False
        view._shape = None
        view._adopt(self)
        return view

    def _wrap_copy(self, arr: Array) -> Self:
        """A new tensor of this class owning ``arr``."""
        copy = type(self)._from_numpy(arr)
        copy._adopt(self)
        return copy

    def _dims(self) -> tuple[int, ...]:
        arr = self._np
        if arr is not None:
            if self._root is not None and self._root._closed:
                self._fail_closed()
            return arr.shape
        value = self._tf
        if value is None:
            self._fail_closed()
        shape_tuple = getattr(value, "_shape_tuple", None)
        dims = shape_tuple() if shape_tuple is not None else tuple(value.shape)
        return tuple(dims)

    def _tf_value(self) -> Any:
        """A value TensorFlow accepts for this tensor: its EagerTensor, else its numpy data."""
        value = self._tf
        if value is not None:
            return value
        arr = self._np
        if arr is None or self._closed or (self._root is not None and self._root._closed):
            self._fail_closed()
        return arr

    # ----------------------------------------------------------------------------------------
    # Tensor API

    def type(self) -> builtins.type[Self]:
        """The tensor type class of this tensor (Java ``type()``), e.g. ``TFloat32``."""
        return builtins.type(self)

    def dataType(self) -> int:
        """The ``DataType`` of this tensor's elements (``DataType.DT_FLOAT``, an ``int`` with
        Java's enum methods)."""
        return data_type(self.DTYPE)

    def shape(self) -> Shape:
        """The shape of this tensor."""
        shape = self._shape
        if shape is None:
            shape = Shape._make(self._dims())
            self._shape = shape
        elif self._root is not None and self._root._closed:
            self._fail_closed()
        return shape

    def rank(self) -> int:
        """The number of dimensions of this tensor."""
        return len(self._dims())

    def size(self) -> int:
        """The total number of elements of this tensor (Java ``NdArray.size()``)."""
        count = 1
        for d in self._dims():
            count *= d
        return count

    def numBytes(self) -> int:
        """The size in bytes of this tensor's data as TensorFlow stores it."""
        return self.size() * self.ITEMSIZE

    def close(self) -> None:
        """Releases this tensor's data; later access raises RuntimeError. Idempotent.

        A component of an open ``SparseTensor`` keeps its data until that is closed too.
        """
        if _retained:
            holders = _retained.get(id(self))
            if holders is not None:
                holders[1] = True
                return
        self._release()

    def _release(self) -> None:
        self._closed = True
        self._tf = None
        self._np = None
        self._shape = None

    def asRawTensor(self) -> RawTensor:
        """This tensor as a ``RawTensor`` (type, shape and raw bytes); the same object each
        time, whose ``asTypedTensor()`` is this tensor."""
        # import time: loads on first use, not with `import org.tensorflow.op`
        from tfjava.types.raw_tensor import raw_of

        return raw_of(self)

    @classmethod
    def sparseTensorOf(cls, indices: TType, values: Self, denseShape: TType) -> Self:
        """A sparse tensor of this type: the ``values`` (a vector of this type) at the
        ``indices`` (a ``TInt64`` matrix, one row of coordinates per value) of a tensor of
        shape ``denseShape`` (a ``TInt64`` vector), zero elsewhere. The result is also a
        ``SparseTensor``; closing it closes the three tensors, which may be closed first.
        """
        if not isinstance(values, cls):
            raise TypeError(
                f"{cls.__name__}.sparseTensorOf: values must be a {cls.__name__} tensor, "
                f"got {builtins.type(values).__name__}"
            )
        sparse: Self = _sparse_of(indices, values, denseShape)
        return sparse

    def isClosed(self) -> bool:
        """Whether ``close()`` was called on this tensor (or the tensor it views)."""
        return self._closed or (self._root is not None and self._root._closed)

    def numpy(self) -> Array:
        """Python bridge: a copy of this tensor's data as a numpy array (TString: bytes)."""
        return np.array(self._array(), copy=True)

    def __array__(self, dtype: Any = None, copy: bool | None = None) -> Array:
        arr = self._array()
        if dtype is not None and np.dtype(dtype) != arr.dtype:
            return arr.astype(dtype)
        return arr.copy() if copy else arr

    def __repr__(self) -> str:
        name = builtins.type(self).__name__
        if self.isClosed():
            return f"{name}(closed)"
        dims = list(self._dims())
        try:
            values = np.array2string(self._repr_values(), threshold=20, separator=", ")
        except TypeError:
            return f"{name}(shape={dims})"
        return f"{name}(shape={dims}, {values.replace(chr(10), '')})"

    def _repr_values(self) -> Array:
        return self._array()

    def toString(self) -> str:
        """Java ``toString``: the tensor type, shape and (abbreviated) values."""
        return repr(self)

    # ----------------------------------------------------------------------------------------
    # TensorFlow Java 1.x and 0.2 accessors (names the current API does not use)

    def _scalar(self, method: str, dtypes: tuple[int, ...], what: str) -> Any:
        if self.DTYPE not in dtypes or self._dims():
            raise ValueError(
                f"{method}: Tensor is not a {what} scalar (it is a {builtins.type(self).__name__} "
                f"of shape {list(self._dims())})"
            )
        return self._array()[()]

    def floatValue(self) -> float:
        """Java 1.x: the value of a scalar float tensor (ValueError for any other)."""
        return float(self._scalar("floatValue", (_dtypes.DT_FLOAT,), "float"))

    def doubleValue(self) -> float:
        """Java 1.x: the value of a scalar double tensor (ValueError for any other)."""
        return float(self._scalar("doubleValue", (_dtypes.DT_DOUBLE,), "double"))

    def intValue(self) -> int:
        """Java 1.x: the value of a scalar int tensor (ValueError for any other)."""
        return int(self._scalar("intValue", (_dtypes.DT_INT32,), "int"))

    def longValue(self) -> int:
        """Java 1.x: the value of a scalar long tensor (ValueError for any other)."""
        return int(self._scalar("longValue", (_dtypes.DT_INT64,), "long"))

    def booleanValue(self) -> bool:
        """Java 1.x: the value of a scalar boolean tensor (ValueError for any other)."""
        return bool(self._scalar("booleanValue", (_dtypes.DT_BOOL,), "boolean"))

    def bytesValue(self) -> bytes:
        """Java 1.x: the bytes of a scalar string tensor (ValueError for any other)."""
        return bytes(self._scalar("bytesValue", (_dtypes.DT_STRING,), "string"))

    def __int__(self) -> int:
        """Python extra: ``int(t)`` of a scalar integer tensor, as ``intValue``/``longValue``."""
        return int(self._scalar("int()", _INTEGRAL, "integer"))

    def __float__(self) -> float:
        """Python extra: ``float(t)`` of a scalar floating tensor, as ``floatValue``/``doubleValue``."""
        return float(self._scalar("float()", _FLOATING, "floating-point"))

    def numDimensions(self) -> int:
        """Java 1.x: the number of dimensions (``rank()``)."""
        return len(self._dims())

    def numElements(self) -> int:
        """Java 1.x: the number of elements (``size()``)."""
        return self.size()

    def expect(self, type: builtins.type[Any]) -> Self:
        """Java 1.x/0.2 ``expect(cls)``: this tensor, if its type is ``type`` (a tensor type
        class, what the porter makes of 1.x's ``Double.class`` and 0.2's ``TFloat64.DTYPE``);
        ValueError otherwise."""
        wanted = getattr(type, "DTYPE", type)
        if not isinstance(wanted, int) or wanted != self.DTYPE:
            name = getattr(type, "__name__", repr(type))
            raise ValueError(
                f"Cannot cast from tensor of {builtins.type(self).__name__} to tensor of {name}"
            )
        return self

    def writeTo(self, dst: Any) -> None:
        """Java 1.x ``writeTo(buffer)``: puts the elements into a ``java.nio`` buffer of their
        type (``FloatBuffer`` for a float tensor ...), or the raw bytes into a ``ByteBuffer``."""
        kind = builtins.type(dst).__name__.removesuffix("View")
        flat = np.ascontiguousarray(self._array()).reshape(-1)
        if kind == "ByteBuffer":
            dst.put(np.frombuffer(flat.tobytes(), dtype=np.int8))
            return
        wanted = _BUFFER_KINDS.get(kind)
        if wanted != self.DTYPE:
            raise ValueError(
                f"cannot use {kind} with Tensor of type {builtins.type(self).__name__}"
            )
        dst.put(flat)

    def data(self) -> Self:
        """Java 0.2 ``data()``: the tensor's NdArray, which is the tensor itself here."""
        return self

    def rawData(self) -> Any:
        """Java 0.2/0.3 ``rawData()``: the tensor's bytes (``asRawTensor().data()``)."""
        return self.asRawTensor().data()


# Tensors held by an open SparseTensor, by id: [number of holders, closed by their owner].
_retained: dict[int, list[Any]] = {}


def retain(tensor: TType) -> None:
    """Keep ``tensor``'s data alive until a matching ``release``, even if it is closed."""
    holders = _retained.setdefault(id(tensor), [0, False])
    holders[0] += 1


def release(tensor: TType) -> None:
    """Undo one ``retain``; the data goes once no holder is left and the owner closed it."""
    holders = _retained[id(tensor)]
    holders[0] -= 1
    if holders[0] == 0:
        del _retained[id(tensor)]
        if holders[1]:
            tensor._release()


class TNumber(TType):
    """Common base of numeric tensor types (Java ``TNumber``)."""

    __slots__ = ()


class TFloating(TNumber):
    """Common base of floating-point tensor types (Java ``TFloating``)."""

    __slots__ = ()


class TIntegral(TNumber):
    """Common base of integer tensor types (Java ``TIntegral``)."""

    __slots__ = ()


def _known_dims(cls: builtins.type[TType], shape: Shape) -> tuple[int, ...]:
    if not isinstance(shape, Shape):
        raise TypeError(f"{cls.__name__}: expected a Shape, got {builtins.type(shape).__name__}")
    dims = shape._dims
    if dims is None or -1 in dims:
        raise ValueError(
            f"{cls.__name__}: cannot allocate a tensor of shape {shape} with unknown dimensions"
        )
    return dims
