"""Tensor type classes by TensorFlow ``DataType``: ``type_for_dtype`` and ``dtype_of``.

The ten Java types map to their classes. Any other data type (resource, variant, complex,
int8, quantized, float8, ...) maps to an internal ``TType`` subclass created once per data
type and named after it (``TResource``, ``TComplex64``, ``TInt8``, ...). Reference types
(``DT_FLOAT_REF``) map to the class of their base type.
"""

from __future__ import annotations

import threading
from typing import Any, Final

import ml_dtypes
import numpy as np

from tfjava.base import _dtypes
from tfjava.types.family import TFloating, TIntegral, TNumber, TType
from tfjava.types.floating import TBfloat16, TFloat16, TFloat32, TFloat64
from tfjava.types.integral import TInt32, TInt64, TUint8, TUint16
from tfjava.types.tbool import TBool
from tfjava.types.tstring import TString

__all__ = ["dtype_of", "type_for_dtype", "type_for_np_dtype"]

_JAVA_TYPES: Final[tuple[type[TType], ...]] = (
    TBool,
    TFloat16,
    TBfloat16,
    TFloat32,
    TFloat64,
    TInt32,
    TInt64,
    TUint8,
    TUint16,
    TString,
)

_BY_DTYPE: dict[int, type[TType]] = {cls.DTYPE: cls for cls in _JAVA_TYPES}
_BY_DTYPE.update({cls.DTYPE + _dtypes.REF_OFFSET: cls for cls in _JAVA_TYPES})
_LOCK = threading.Lock()


def _quantized(name: str, base: Any) -> np.dtype[Any]:
    return np.dtype([(name, base)])


# Family base, numpy dtype of the host data and whether there is host data, by dtype name.
_OTHER: Final[dict[str, tuple[type[TType], Any, bool]]] = {
    "DT_INT16": (TIntegral, np.int16, True),
    "DT_INT8": (TIntegral, np.int8, True),
    "DT_UINT32": (TIntegral, np.uint32, True),
    "DT_UINT64": (TIntegral, np.uint64, True),
    "DT_INT4": (TIntegral, ml_dtypes.int4, True),
    "DT_UINT4": (TIntegral, ml_dtypes.uint4, True),
    "DT_INT2": (TIntegral, ml_dtypes.int2, True),
    "DT_UINT2": (TIntegral, ml_dtypes.uint2, True),
    "DT_COMPLEX64": (TNumber, np.complex64, True),
    "DT_COMPLEX128": (TNumber, np.complex128, True),
    "DT_QINT8": (TNumber, _quantized("qint8", np.int8), True),
    "DT_QUINT8": (TNumber, _quantized("quint8", np.uint8), True),
    "DT_QINT16": (TNumber, _quantized("qint16", np.int16), True),
    "DT_QUINT16": (TNumber, _quantized("quint16", np.uint16), True),
    "DT_QINT32": (TNumber, _quantized("qint32", np.int32), True),
    "DT_FLOAT8_E5M2": (TFloating, ml_dtypes.float8_e5m2, True),
    "DT_FLOAT8_E4M3FN": (TFloating, ml_dtypes.float8_e4m3fn, True),
    "DT_FLOAT8_E4M3FNUZ": (TFloating, ml_dtypes.float8_e4m3fnuz, True),
    "DT_FLOAT8_E4M3B11FNUZ": (TFloating, ml_dtypes.float8_e4m3b11fnuz, True),
    "DT_FLOAT8_E5M2FNUZ": (TFloating, ml_dtypes.float8_e5m2fnuz, True),
    "DT_FLOAT4_E2M1FN": (TFloating, ml_dtypes.float4_e2m1fn, True),
    "DT_RESOURCE": (TType, object, False),
    "DT_VARIANT": (TType, object, False),
}


def _class_name(dtype_name: str) -> str:
    """``DT_FLOAT8_E4M3FN`` -> ``TFloat8E4m3fn``."""
    return "T" + "".join(part.capitalize() for part in dtype_name[3:].split("_"))


def _create(dtype: int) -> type[TType]:
    name = _dtypes.NAMES.get(dtype)
    spec = _OTHER.get(name) if name is not None else None
    if name is None or spec is None:
        raise ValueError(f"no tensor type for DataType {dtype}")
    base, np_type, host_data = spec
    np_dtype = np.dtype(np_type)
    cls_name = _class_name(name)
    namespace: dict[str, Any] = {
        "__slots__": (),
        "__module__": __name__,
        "__qualname__": cls_name,
        "__doc__": f"Internal tensor type of TensorFlow's {name} (not a Java type).",
        "DTYPE": dtype,
        "NP_DTYPE": np_dtype,
        "ITEMSIZE": np_dtype.itemsize if host_data else 0,
        "_HOST_DATA": host_data,
    }
    return type(cls_name, (base,), namespace)


def type_for_dtype(dtype: int) -> type[TType]:
    """The tensor type class of a TensorFlow ``DataType`` enum value (reference types give
    their base type's class). Raises ValueError for ``DT_INVALID`` or an unknown value."""
    cls = _BY_DTYPE.get(dtype)
    if cls is not None:
        return cls
    # A plain int: ``dtype`` may be a ``DataType`` enum value (an int subclass), and the class
    # made here keeps its number as ``DTYPE``, which the dispatch path takes only as an int.
    dtype = int(dtype)
    base = dtype - _dtypes.REF_OFFSET if dtype > _dtypes.REF_OFFSET else dtype
    with _LOCK:
        cls = _BY_DTYPE.get(base)
        if cls is None:
            cls = _create(base)
            _BY_DTYPE[base] = cls
            _BY_DTYPE[base + _dtypes.REF_OFFSET] = cls
        _BY_DTYPE[dtype] = cls
    return cls


def dtype_of(cls: type[TType]) -> int:
    """The ``DataType`` enum value of a tensor type class (Java's ``Class<T>`` token)."""
    if not isinstance(cls, type) or not issubclass(cls, TType):
        raise TypeError(f"expected a tensor type class (TFloat32, TInt32, ...), got {cls!r}")
    if cls.DTYPE == _dtypes.DT_INVALID:
        raise TypeError(f"{cls.__name__} is a family of tensor types, not a tensor type")
    return cls.DTYPE


_BY_NP_DTYPE: dict[np.dtype[Any], type[TType]] = {
    cls.NP_DTYPE: cls for cls in _JAVA_TYPES if cls is not TString
}


def type_for_np_dtype(dtype: Any) -> type[TType]:
    """The tensor type class for numpy data of ``dtype`` (str, bytes and object arrays give
    ``TString``). Raises TypeError for a dtype TensorFlow has no type for."""
    np_dtype = np.dtype(dtype)
    cls = _BY_NP_DTYPE.get(np_dtype)
    if cls is not None:
        return cls
    if np_dtype.kind in "OSU":
        return TString
    for name, (_, np_type, host_data) in _OTHER.items():
        if host_data and np.dtype(np_type) == np_dtype:
            found = type_for_dtype(_dtype_value(name))
            _BY_NP_DTYPE[np_dtype] = found
            return found
    raise TypeError(f"no tensor type for numpy dtype {np_dtype}")


def _dtype_value(name: str) -> int:
    return next(value for value, n in _dtypes.NAMES.items() if n == name)


_BY_CLASS_NAME: Final[dict[str, str]] = {_class_name(name): name for name in _OTHER}


def __getattr__(name: str) -> type[TType]:
    """The internal classes by name (``registry.TResource``), created on first use."""
    dtype_name = _BY_CLASS_NAME.get(name)
    if dtype_name is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return type_for_dtype(_dtype_value(dtype_name))
