"""What ``Session.Runner.feed`` accepts as the value of a graph output.

TensorFlow Java feeds tensors only, and TensorFlow refuses a tensor whose data type is not the
fed output's. The Python bridge also feeds Python values and numpy arrays: they convert to the
output's data type only where no value changes (``2.0`` feeds an int32, ``2.5`` does not).
A float narrowing to a smaller float type rounds to the nearest value, as a float constant
does, but must stay finite. Nothing else converts: every refusal is a ``TypeError`` (wrong
kind of value or data type) or a ``ValueError`` (a value that does not fit) naming the output.
"""

from __future__ import annotations

from typing import Any

import ml_dtypes
import numpy as np

from tfjava.types.family import TType
from tfjava.types.registry import type_for_dtype

_WHERE = "Session.Runner.feed"


def _type_name(dtype: Any) -> str:
    return f"{type_for_dtype(int(dtype.as_datatype_enum)).__name__} ({dtype.name})"


def check_tensor(raw: Any, tensor: TType) -> None:
    """Refuse a tensor whose data type is not the data type of the output ``raw``."""
    dtype = raw.dtype.base_dtype
    if tensor.DTYPE != int(dtype.as_datatype_enum):
        raise TypeError(
            f"{_WHERE}: '{raw.name}' expects {_type_name(dtype)}, "
            f"but the fed tensor is {type(tensor).__name__}"
        )
    if tensor.isClosed():
        raise RuntimeError(f"{_WHERE}: the tensor fed to '{raw.name}' is closed")


def tensor_array(tensor: TType) -> Any:
    """The host data of a fed tensor (checked by ``check_tensor``)."""
    return tensor._array()


def value_array(raw: Any, value: Any) -> Any:
    """A Python value or numpy array as the data of output ``raw``, converted only exactly."""
    dtype = raw.dtype.base_dtype
    target = np.dtype(dtype.as_numpy_dtype)
    expects = f"{_WHERE}: '{raw.name}' expects {_type_name(dtype)}"
    if dtype.name == "string":
        return _string_array(value, expects)
    try:
        arr = np.asarray(value)
    except (OverflowError, ValueError) as e:
        raise ValueError(f"{expects}, and {_describe(value)} does not convert: {e}") from None
    kind, target_kind = _kind(arr.dtype), _kind(target)
    if kind == "O" and all(type(v) is int for v in arr.reshape(-1).tolist()):
        raise ValueError(f"{expects}, and {_describe(value)} does not fit in it")
    if (
        kind not in "biufc"
        or (kind == "b") != (target_kind == "b")
        or (kind == "c" and target_kind != "c")
    ):
        raise TypeError(f"{expects}, got {_describe(value)} of numpy dtype {arr.dtype}")
    if arr.dtype == target:
        return arr
    with np.errstate(all="ignore"):
        converted = arr.astype(target)
        if kind == "f" and target_kind == "f" and target.itemsize < arr.dtype.itemsize:
            exact = np.array_equal(
                np.isfinite(converted.astype(np.float64)), np.isfinite(arr.astype(np.float64))
            )
        elif kind in "iu" and target_kind in "iu":
            info = ml_dtypes.iinfo(target)
            exact = arr.size == 0 or (int(arr.min()) >= info.min and int(arr.max()) <= info.max)
        else:
            exact = np.array_equal(converted.astype(arr.dtype), arr, equal_nan=True) and (
                target_kind not in "iu" or bool(np.isfinite(arr).all())
            )
    if not exact:
        raise ValueError(
            f"{expects}, and {_describe(value)} (numpy dtype {arr.dtype}) does not convert "
            "without changing its value"
        )
    return converted


def _kind(dtype: np.dtype[Any]) -> str:
    """The numpy kind of ``dtype``, with ml_dtypes' types (kind "V") as the floats or ints they
    are (bfloat16, float8, int4, ...)."""
    if dtype.kind != "V":
        return dtype.kind
    if dtype.name.startswith(("bfloat", "float")):
        return "f"
    if dtype.name.startswith("uint"):
        return "u"
    if dtype.name.startswith("int"):
        return "i"
    return "V"


def _string_array(value: Any, expects: str) -> Any:
    def as_bytes(v: Any) -> bytes:
        if isinstance(v, str):
            return v.encode("utf-8")
        if isinstance(v, bytes | np.bytes_):
            return bytes(v)
        raise TypeError(f"{expects}, got {_describe(v)}")

    if isinstance(value, np.ndarray):
        if value.dtype.kind not in "USO":
            raise TypeError(f"{expects}, got a numpy array of dtype {value.dtype}")
        flat = [as_bytes(v) for v in value.reshape(-1).tolist()]
        return np.array(flat, dtype=object).reshape(value.shape)
    if isinstance(value, list | tuple):
        arr = np.asarray(value, dtype=object)
        flat = [as_bytes(v) for v in arr.reshape(-1).tolist()]
        return np.array(flat, dtype=object).reshape(arr.shape)
    return np.array(as_bytes(value), dtype=object)


def _describe(value: Any) -> str:
    text = repr(value)
    if len(text) > 60:
        text = text[:57] + "..."
    return f"{type(value).__name__} {text}"
