"""TensorFlow Java 1.x tensors: ``Tensor.create``, ``Tensors.create`` and the 1.x tensor types.

TensorFlow Java 1.x made tensors from Java values (``Tensor.create(42)``,
``Tensor.create(3.0, Double.class)``, ``Tensors.create("text")``) and described them with the
1.x ``org.tensorflow.DataType`` enum and ``long[]`` shapes. A tensor these factories make is a
1.x tensor: an instance of the current type class of its data type (a 1.x ``INT32`` tensor is a
``TInt32``, so it goes wherever the current API takes one) whose methods that the two APIs
spell alike but define differently follow 1.x:

- ``dataType()`` is the 1.x ``DataType`` (``DataType.INT32``; still an ``int`` equal to
  ``org.tensorflow.proto.DataType.DT_INT32``);
- ``toString()``/``str()`` is 1.x's ``"INT32 tensor with shape [2, 3]"``;
- ``copyTo(dst)`` fills a numpy array (Java's ``int[][]``) and returns ``dst``.

A graph given a 1.x tensor or ``DataType`` by an ``OperationBuilder`` is marked as built by
1.x code (``mark_legacy``); its sessions return 1.x tensors (``Session`` reads
``is_legacy``) and its outputs' ``dataType()`` is the 1.x ``DataType`` (``Output`` reads it). Class tokens are tensor type classes: Java 1.x's ``Float.class`` is
``TFloat32`` (the porter writes it so), ``Double.class`` ``TFloat64``, ``Integer.class``
``TInt32``, ``Long.class`` ``TInt64``, ``Boolean.class`` ``TBool``, ``String.class``
``TString`` and ``UInt8.class`` ``TUint8`` (``org.tensorflow.types.UInt8`` is ``TUint8``).
"""

from __future__ import annotations

import builtins
import weakref
from typing import Any

import numpy as np

from tfjava.base import _dtypes
from tfjava.base.legacy_data_type import DataType
from tfjava.base.proto_enums import data_type as proto_data_type
from tfjava.ndarray.ndarray import NdArray
from tfjava.types import tensor as _tensor_module
from tfjava.types.integral import TUint8 as UInt8  # 1.x's class token of uint8: TUint8
from tfjava.types.registry import type_for_dtype

__all__ = [
    "LEGACY_ENV_IDS",
    "LegacyTensor",
    "Tensors",
    "UInt8",
    "create",
    "data_type_of",
    "is_legacy",
    "legacy_class",
    "mark_legacy",
]


# Java 1.x's element classes by numpy kind of a Python/numpy value (dataTypeOf).
_NP_TYPES = {
    np.dtype(np.float32): _dtypes.DT_FLOAT,
    np.dtype(np.float64): _dtypes.DT_DOUBLE,
    np.dtype(np.int32): _dtypes.DT_INT32,
    np.dtype(np.int64): _dtypes.DT_INT64,
    np.dtype(np.bool_): _dtypes.DT_BOOL,
}
# What a typed ``create(obj, cls)`` also takes: a Python int is Java's int but may stand for a
# long, a Python float Java's float but may stand for a double (the porter spells Java's
# doubles and longs held in variables as plain Python numbers).
_WIDER = {_dtypes.DT_INT32: _dtypes.DT_INT64, _dtypes.DT_FLOAT: _dtypes.DT_DOUBLE}


class LegacyTensor:
    """The methods of a TensorFlow Java 1.x tensor that differ from the current API's."""

    __slots__ = ()

    DTYPE: int
    _array: Any
    _dims: Any

    def dataType(self) -> Any:
        """The 1.x ``DataType`` (types 1.x lacks give ``org.tensorflow.proto.DataType``)."""
        return data_type_of(self.DTYPE)

    def type(self) -> builtins.type[Any]:
        """The current API's tensor type class (``TInt32``), not the 1.x class."""
        return builtins.type(self).__mro__[2]

    def copyTo(self, dst: Any) -> Any:
        """Java 1.x ``copyTo(dst)``: copies into ``dst`` (a numpy array of the tensor's shape,
        Java's ``float[][]``) and returns it. A scalar has no array form (ValueError)."""
        if isinstance(dst, NdArray) or hasattr(dst, "_fill_from"):
            return super().copyTo(dst)  # type: ignore[misc]
        dims = tuple(self._dims())
        if not dims:
            raise ValueError("copyTo: a scalar tensor has no array form; use floatValue() etc.")
        if not isinstance(dst, np.ndarray):
            raise TypeError(
                f"copyTo: expected a numpy array (Java's array), got {builtins.type(dst).__name__}"
            )
        src = self._array()
        if src.dtype == np.uint8 and dst.dtype == np.int8:
            src = src.view(np.int8)  # Java's byte[]: the same bits, signed
        if dst.dtype != src.dtype:
            raise ValueError(
                f"cannot copy Tensor with DataType {self.dataType()} into an array of {dst.dtype}"
            )
        if dst.shape != dims:
            raise ValueError(
                f"cannot copy Tensor with shape {list(dims)} into object with shape "
                f"{list(dst.shape)}"
            )
        dst[...] = src
        return dst

    def toString(self) -> str:
        return f"{self.dataType()} tensor with shape {list(self._dims())}"

    def __str__(self) -> str:
        return self.toString()


def data_type_of(number: int) -> int:
    """The 1.x ``DataType`` of TensorFlow's enum ``number``; a type 1.x lacks (``HALF``) is
    ``org.tensorflow.proto.DataType``'s value, as the current API gives it."""
    try:
        return DataType.fromC(number)
    except ValueError:
        return proto_data_type(number)


_LEGACY: dict[type, type] = {}


def legacy_class(cls: builtins.type[Any]) -> builtins.type[Any]:
    """The 1.x tensor class of tensor type class ``cls`` (made once)."""
    found = _LEGACY.get(cls)
    if found is None:
        found = builtins.type(
            cls.__name__,
            (LegacyTensor, cls),
            {"__slots__": (), "__module__": __name__, "__qualname__": cls.__name__},
        )
        _LEGACY[cls] = found
    return found


# The ids of the execution environments (graphs) that 1.x code built on: an id is a cheaper
# lookup than a WeakSet's (``Output.dataType()`` asks on every call in a graph); each id goes
# when its environment does, so an id reused by a later object is never in the set.
LEGACY_ENV_IDS: set[int] = set()


def mark_legacy(env: Any) -> None:
    """Record that 1.x code builds on ``env``: its sessions return 1.x tensors."""
    key = id(env)
    if key in LEGACY_ENV_IDS:
        return
    try:
        weakref.finalize(env, LEGACY_ENV_IDS.discard, key)
    except TypeError:  # an environment that cannot be weakly referenced stays current
        return
    LEGACY_ENV_IDS.add(key)


def is_legacy(env: Any) -> bool:
    return id(env) in LEGACY_ENV_IDS


def is_legacy_value(value: Any) -> bool:
    """Whether ``value`` is a 1.x tensor or ``DataType``."""
    return isinstance(value, LegacyTensor | DataType)


# --------------------------------------------------------------------------------------------
# Tensor.create


def _leaf_dtype(value: Any, where: str) -> tuple[int, bool]:
    """Java's data type of one element, and whether it is a plain Python number (which may
    stand for a wider Java type)."""
    if isinstance(value, bool | np.bool_):
        return _dtypes.DT_BOOL, False
    if isinstance(value, bytes | bytearray):
        return _dtypes.DT_STRING, False
    if isinstance(value, np.generic):  # before float: np.float64 is a float
        number = _NP_TYPES.get(value.dtype)
        if number is not None:
            return number, False
    if isinstance(value, int):
        return _dtypes.DT_INT32, True
    if isinstance(value, float):
        return _dtypes.DT_FLOAT, True
    raise ValueError(f"{where}: cannot create Tensors of type {builtins.type(value).__name__}")


def _data_type_of(obj: Any, where: str) -> tuple[int, bool]:
    """Java 1.x's ``dataTypeOf``: the data type of ``obj``'s elements."""
    if isinstance(obj, np.ndarray):
        if obj.dtype in (np.dtype(np.int8), np.dtype(np.uint8)):
            return _dtypes.DT_STRING, False  # byte arrays are strings, as Java's byte[]
        if obj.dtype == np.dtype(object):
            return _data_type_of(obj.reshape(-1).tolist() or [None], where)
        number = _NP_TYPES.get(obj.dtype)
        if number is None:
            raise ValueError(f"{where}: cannot create Tensors of numpy type {obj.dtype}")
        return number, False
    value = obj
    while isinstance(value, list | tuple):
        if not value:
            raise ValueError(f"{where}: cannot create Tensors with a 0 dimension")
        value = value[0]
    if isinstance(value, np.ndarray):
        return _data_type_of(value, where)
    return _leaf_dtype(value, where)


def _string_array(obj: Any, where: str) -> Any:
    """The bytes elements of a STRING tensor: ``bytes`` is a scalar, each nesting a dimension."""
    if isinstance(obj, bytes | bytearray):
        return np.array(bytes(obj), dtype=object)
    if isinstance(obj, np.ndarray) and obj.dtype in (np.dtype(np.int8), np.dtype(np.uint8)):
        if obj.ndim == 1:
            return np.array(obj.astype(np.uint8).tobytes(), dtype=object)
        return np.array([_string_array(row, where) for row in obj], dtype=object)
    if isinstance(obj, list | tuple):
        items = [_string_array(v, where) for v in obj]
        shapes = {i.shape for i in items}
        if len(shapes) != 1:
            raise ValueError(f"{where}: mismatched lengths in a nested array")
        out = np.empty((len(items), *shapes.pop()), dtype=object)
        for i, item in enumerate(items):
            out[i] = item[()] if item.ndim == 0 else item
        return out
    raise ValueError(f"{where}: cannot create a STRING tensor from {builtins.type(obj).__name__}")


def _has_bytes(obj: Any) -> bool:
    while isinstance(obj, list | tuple) and obj:
        obj = obj[0]
    return isinstance(obj, bytes | bytearray)


def _uint8_array(obj: Any, where: str) -> Any:
    """A UINT8 array of Java's ``byte[]`` rows (``bytes``), nested as Java's ``byte[][]``."""
    if isinstance(obj, bytes | bytearray):
        return np.frombuffer(bytes(obj), dtype=np.uint8).copy()
    rows = [_uint8_array(row, where) for row in obj]
    if len({row.shape for row in rows}) != 1:
        raise ValueError(f"{where}: mismatched lengths in a nested array")
    return np.stack(rows)


def _numeric_array(obj: Any, np_dtype: np.dtype[Any], where: str) -> Any:
    try:
        arr = np.array(obj, dtype=np_dtype)
    except (ValueError, TypeError) as e:
        raise ValueError(f"{where}: {e}") from None
    if 0 in arr.shape:
        raise ValueError(f"{where}: cannot create Tensors with a 0 dimension")
    return arr


def _make(number: int, obj: Any, where: str) -> Any:
    cls = type_for_dtype(number)
    if number == _dtypes.DT_STRING:
        arr = _string_array(obj, where)
    elif number == _dtypes.DT_UINT8 and _has_bytes(obj):
        arr = _uint8_array(obj, where)
    else:
        arr = _numeric_array(obj, cls.NP_DTYPE, where)
    return legacy_class(cls)._from_numpy(arr)


def _buffer_values(data: Any, where: str) -> tuple[Any, str | None]:
    """The values of a ``java.nio`` buffer (its remaining elements; the buffer is consumed) or
    of a numpy array or ``bytes``, and the buffer's element kind (``"Byte"``, ``"Float"`` ...)
    when it is a buffer."""
    if isinstance(data, bytes | bytearray | memoryview):
        return np.frombuffer(bytes(data), dtype=np.uint8), "Byte"
    if isinstance(data, np.ndarray | list | tuple):
        return np.asarray(data), None
    name = builtins.type(data).__name__.removesuffix("View")  # a ByteBuffer's typed views
    if hasattr(data, "remaining") and name.endswith("Buffer"):
        kind = name[: -len("Buffer")].rsplit("_", 1)[-1] or "Byte"
        dtypes = {"Byte": np.int8, "Int": np.int32, "Long": np.int64, "Float": np.float32}
        dtypes["Double"] = np.float64
        dtype = dtypes.get(kind)
        if dtype is None:
            raise TypeError(f"{where}: cannot create a tensor from a {name}")
        values = np.zeros(int(data.remaining()), dtype=dtype)
        data.get(values)
        return values, kind
    raise TypeError(f"{where}: expected a java.nio buffer, a numpy array or bytes, got {name}")


def _from_buffer(number: int, shape: Any, data: Any, where: str) -> Any:
    dims = tuple(int(d) for d in shape)
    values, kind = _buffer_values(data, where)
    cls = type_for_dtype(number)
    if kind == "Byte" and number != _dtypes.DT_STRING:
        raw = values.astype(np.uint8).tobytes()
        if len(raw) % cls.ITEMSIZE:
            raise ValueError(
                f"{where}: ByteBuffer with {len(raw)} bytes is not compatible with a "
                f"{DataType.fromC(number)} Tensor ({cls.ITEMSIZE} bytes/element)"
            )
        values = np.frombuffer(raw, dtype=cls.NP_DTYPE)
    count = int(np.prod(dims, dtype=np.int64)) if dims else 1
    if values.size != count:
        raise ValueError(
            f"{where}: buffer with {values.size} elements is not compatible with a Tensor with "
            f"shape {list(dims)}"
        )
    return legacy_class(cls)._from_numpy(np.array(values, dtype=cls.NP_DTYPE).reshape(dims))


_BUFFER_TYPES = {
    "Int": _dtypes.DT_INT32,
    "Float": _dtypes.DT_FLOAT,
    "Double": _dtypes.DT_DOUBLE,
    "Long": _dtypes.DT_INT64,
}


def create(*args: Any) -> Any:
    """Java 1.x ``Tensor.create``, its overloads by argument:

    - ``create(obj)``: a tensor of ``obj`` (a Python/numpy number, ``bytes``, or nested lists or
      a numpy array of them), its type as Java's: ``int`` INT32, ``float`` FLOAT, ``bool``
      BOOL, ``np.int64`` INT64, ``np.float64`` DOUBLE, ``bytes`` a STRING scalar;
    - ``create(obj, cls)``: the same, of type class ``cls`` (``TFloat64``), which must match
      ``obj`` (a Python int may be a long, a Python float a double; bytes may be UINT8);
    - ``create(cls, shape, data)``: of type ``cls`` and ``shape`` (Java's ``long[]``) from a
      ``ByteBuffer`` of the C API's layout (or bytes, or a numpy array of values);
    - ``create(shape, data)``: from an ``IntBuffer``, ``FloatBuffer``, ``DoubleBuffer``,
      ``LongBuffer`` (or a numpy array).
    """
    where = "Tensor.create"
    if len(args) == 3:
        cls, shape, data = args
        return _from_buffer(DataType.fromClass(cls), shape, data, where)
    if (
        len(args) == 2
        and isinstance(args[0], list | tuple | np.ndarray)
        and not isinstance(args[1], type)
    ):
        shape, data = args
        values, kind = _buffer_values(data, where)
        number = _BUFFER_TYPES.get(kind or "") if kind else _NP_TYPES.get(values.dtype)
        if number is None:
            raise TypeError(
                f"{where}(shape, data): data must be an int, float, double or long buffer"
            )
        return _from_buffer(number, shape, values, where)
    if len(args) == 1:
        number, _ = _data_type_of(args[0], where)
        return _make(number, args[0], where)
    if len(args) == 2:
        obj, cls = args
        target = DataType.fromClass(cls)
        number, plain = _data_type_of(obj, where)
        fits = (
            number == target
            or (plain and _WIDER.get(number) == target)
            or (number == _dtypes.DT_STRING and target == _dtypes.DT_UINT8)
        )
        if not fits:
            raise ValueError(  # Java's message, word for word
                f"DataType of object does not match T (expected {target}, got "
                f"{DataType.fromC(number)})"
            )
        return _make(int(target), obj, where)
    raise TypeError(
        f"{where}(obj), (obj, cls), (cls, shape, data) or (shape, data): got {len(args)} arguments"
    )


class Tensors:
    """``org.tensorflow.Tensors`` of TensorFlow Java 1.x: type-safe factories of 1.x tensors."""

    __slots__ = ()

    @staticmethod
    def create(data: Any, charset: str = "UTF-8") -> Any:
        """A 1.x tensor of ``data``: a ``str`` is a STRING scalar of its bytes in ``charset``
        (UTF-8 by default, as Java's ``create(String)``), ``bytes`` a STRING scalar, nested lists
        or numpy arrays of numbers as in ``Tensor.create``."""
        if isinstance(data, str):
            return _make(_dtypes.DT_STRING, data.encode(charset), "Tensors.create")
        if _is_nested_str(data):
            return _make(_dtypes.DT_STRING, _encode(data, charset), "Tensors.create")
        number, _ = _data_type_of(data, "Tensors.create")
        return _make(number, data, "Tensors.create")


def _is_nested_str(value: Any) -> bool:
    while isinstance(value, list | tuple) and value:
        value = value[0]
    return isinstance(value, str)


def _encode(value: Any, charset: str) -> Any:
    if isinstance(value, str):
        return value.encode(charset)
    return [_encode(v, charset) for v in value]


_tensor_module._legacy_create = create
