"""``org.tensorflow.op.core.Constant``: an operation holding a constant value (op ``Const``).

Python values map to tensor types as Java literals do (porting contract §3): ``int`` is Java
``int`` (``TInt32``), ``float`` is Java ``float`` (``TFloat32``), ``bool`` is ``TBool``, ``str``
and ``bytes`` are ``TString``; numpy scalars and arrays keep their dtype; nested lists are Java
nested arrays; a ``Shape`` is a ``TInt64`` vector of its dimensions; a TensorFlow eager tensor
(or resource variable) gives a constant of its value and dtype.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast

import numpy as np
from tensorflow.python.framework import dtypes, ops, tensor_util
from tensorflow.python.framework import tensor as _tf_tensor
from tensorflow.python.ops import variables as _tf_variables

from tfjava.core.operand import Operand, Output
from tfjava.core.operation import EagerOperation
from tfjava.core.raw_op import RawOp
from tfjava.dispatch import dispatch
from tfjava.ndarray import Shape
from tfjava.ndarray.buffer.data_buffer import DataBuffer
from tfjava.ndarray.ndarray import NdArray
from tfjava.types.family import TType

if TYPE_CHECKING:
    from tfjava.core.scope import Scope

T = TypeVar("T", bound=TType)

_INT32_MIN, _INT32_MAX = -(2**31), 2**31 - 1


class ConstantValueError(TypeError):
    """A Python value that cannot be the value of a constant."""


def _leaf_kind(value: Any) -> str:
    if isinstance(value, (bool, np.bool_)):
        return "bool"
    if isinstance(value, (int, np.integer)):
        return "int"
    if isinstance(value, (float, np.floating)):
        return "float"
    if isinstance(value, (str, bytes)):
        return "string"
    raise ConstantValueError(f"cannot make a constant of {type(value).__name__} {value!r}")


def _collect(value: Any, shape: list[int], depth: int, kinds: set[str]) -> None:
    if isinstance(value, (list, tuple)):
        if depth == len(shape):
            shape.append(len(value))
        elif shape[depth] != len(value):
            raise ValueError("a constant's nested lists must be rectangular, not ragged")
        for v in value:
            _collect(v, shape, depth + 1, kinds)
    else:
        if depth != len(shape) and shape:
            raise ValueError("a constant's nested lists must be rectangular, not ragged")
        kind = _leaf_kind(value)
        # numpy scalars keep their dtype: the kind records it ("numpy:int64").
        if isinstance(value, np.generic) and kind != "string":
            kind = f"numpy:{value.dtype.str}"
        kinds.add(kind)


_NUMPY_KINDS = {"b": "bool", "i": "int", "u": "int", "f": "float"}


def to_numpy(value: Any) -> np.ndarray:
    """The numpy array a constant of ``value`` holds, with the dtype the contract gives it."""

    if isinstance(value, np.ndarray | np.generic):
        return _numpy_value(np.asarray(value))
    if isinstance(value, _tf_tensor.Tensor | _tf_variables.Variable):
        return _tf_value(value)
    if isinstance(value, Shape):
        dims = value.asArray()
        if dims is None:
            raise ValueError("cannot make a constant of a Shape of unknown rank")
        return np.asarray(dims, dtype=np.int64)
    tf_value = getattr(value, "_tf_value", None)
    if tf_value is not None and hasattr(type(value), "DTYPE"):
        return np.asarray(value.numpy())
    heap = _heap_values(value)
    if heap is not None:
        return heap
    shape: list[int] = []
    kinds: set[str] = set()
    _collect(value, shape, 0, kinds)
    if not kinds:
        raise ValueError("cannot make a constant of an empty list: its type is unknown")
    if len(kinds) == 1 and next(iter(kinds)).startswith("numpy:"):
        return np.asarray(value, dtype=np.dtype(next(iter(kinds))[6:]))
    if any(k.startswith("numpy:") for k in kinds):
        kinds = {
            _NUMPY_KINDS.get(np.dtype(k[6:]).kind, k) if k.startswith("numpy:") else k
            for k in kinds
        }
    if kinds == {"bool"}:
        return np.asarray(value, dtype=np.bool_)
    if kinds == {"int"}:
        arr = np.asarray(value, dtype=np.int64)
        if arr.size and (arr.min() < _INT32_MIN or arr.max() > _INT32_MAX):
            raise ValueError(
                "a Python int constant is a Java int (TInt32) and this value does not fit: "
                "use numpy.int64 values or constant(TInt64, value)"
            )
        return arr.astype(np.int32)
    if kinds <= {"int", "float"}:
        wide = np.asarray(value, dtype=np.float64)
        finite = wide[np.isfinite(wide)]
        if finite.size and np.abs(finite).max() > np.finfo(np.float32).max:
            raise ValueError(
                "a Python float constant is a Java float (TFloat32) and this value does not fit: "
                "use numpy.float64 values or constant(TFloat64, value)"
            )
        return wide.astype(np.float32)
    if kinds == {"string"}:
        return np.asarray(_map_nested(value, _as_bytes), dtype=object).reshape(shape)
    raise ConstantValueError(f"a constant's elements must share one type, got {sorted(kinds)}")


def _heap_values(value: Any) -> np.ndarray | None:
    """The data of a heap NdArray or DataBuffer as a constant holds it (None for other
    values): Java's constant of a byte array is a ``TUint8``, of strings a ``TString``."""

    if isinstance(value, NdArray):
        arr = value._array()
        if arr.dtype == object:
            arr = value._comparable()
    elif isinstance(value, DataBuffer):
        arr = value._np
    else:
        return None
    if arr.dtype == object:
        if any(not isinstance(v, (str, bytes)) for v in arr.flat):
            raise ConstantValueError("a constant of objects must hold str or bytes values")
        return np.vectorize(_as_bytes, otypes=[object])(arr) if arr.size else arr
    if arr.dtype.kind == "i" and arr.dtype.itemsize == 1:
        return arr.view(np.uint8).copy()
    return np.array(arr, dtype=arr.dtype.newbyteorder("="), copy=True)


def _numpy_value(arr: np.ndarray) -> np.ndarray:
    """A numpy array as a constant's data: its dtype must be one TensorFlow has, and an object
    array must hold strings (or bytes) only."""
    kind = arr.dtype.kind
    if kind in "US":
        converted: np.ndarray = np.vectorize(_as_bytes, otypes=[object])(arr)
        return converted
    if kind == "O":
        for index, v in np.ndenumerate(arr):
            if not isinstance(v, str | bytes):
                raise ConstantValueError(
                    "a numpy object array can be a constant only if it holds str or bytes (a "
                    f"TString), but element {list(index)} is {type(v).__name__} {v!r}"
                )
        converted = np.vectorize(_as_bytes, otypes=[object])(arr) if arr.size else arr
        return converted
    if kind in "biufc":
        return arr
    if kind == "V" and arr.dtype.names is None:
        try:  # ml_dtypes' bfloat16 (and float8 types) that TensorFlow has too
            dtypes.as_dtype(arr.dtype)
        except TypeError:
            pass
        else:
            return arr
    raise ConstantValueError(
        f"cannot make a constant of a numpy array of dtype {arr.dtype}: TensorFlow has no such "
        "type (convert it to numbers or strings first)"
    )


def _tf_value(value: Any) -> np.ndarray:
    """The value of a TensorFlow eager tensor or variable; a graph tensor has none."""
    try:
        arr = value.numpy()
    except (AttributeError, NotImplementedError, ValueError, TypeError):
        raise ConstantValueError(
            f"cannot make a constant of the TensorFlow graph tensor {value.name!r}: it has no "
            "value outside its graph (pass an eager tensor, or its numpy() value)"
        ) from None
    except Exception as e:  # noqa: BLE001 - TensorFlow's error for a resource or variant tensor
        raise ConstantValueError(
            f"cannot make a constant of a TensorFlow tensor of dtype {value.dtype.name}: {e}"
        ) from None
    return _numpy_value(np.asarray(arr))


def _as_bytes(v: Any) -> bytes:
    return v.encode("utf-8") if isinstance(v, str) else bytes(v)


def _map_nested(value: Any, fn: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return [_map_nested(v, fn) for v in value]
    return fn(value)


class Constant(RawOp, Operand[T], Generic[T]):
    """An operator producing a constant value."""

    OP_NAME = "Const"

    __slots__ = ("_output", "_t")

    def __init__(self, operation: Any) -> None:
        super().__init__(operation, self.OP_NAME)
        self._output: Output[T] = operation.output(0)
        self._t = self._output._t

    def asOutput(self) -> Output[T]:
        return self._output

    @staticmethod
    def create(scope: Scope, value: Any) -> Constant[Any]:
        """A constant of ``value``: a Python scalar, nested list, numpy array, Shape or tensor."""
        try:
            arr = to_numpy(value)
        except ConstantValueError as e:
            raise ConstantValueError(f"Constant.create: parameter 'value': {e}") from None
        return Constant._of_numpy(scope, arr)

    @staticmethod
    def scalarOf(scope: Scope, value: Any) -> Constant[Any]:
        arr = to_numpy(value)
        if arr.ndim != 0:
            raise ValueError(f"scalarOf expects a scalar, got a value of shape {arr.shape}")
        return Constant._of_numpy(scope, arr)

    @staticmethod
    def vectorOf(scope: Scope, values: Sequence[Any]) -> Constant[Any]:
        arr = to_numpy(list(values))
        if arr.ndim != 1:
            raise ValueError(f"vectorOf expects a flat sequence, got shape {arr.shape}")
        return Constant._of_numpy(scope, arr)

    @staticmethod
    def arrayOf(scope: Scope, *values: Any) -> Constant[Any]:
        """Java's varargs ``arrayOf(scope, float... data)``: the elements, or one Java array
        passed to the varargs as one sequence (contract §3)."""
        if len(values) == 1 and isinstance(values[0], list | tuple | range | np.ndarray):
            return Constant.vectorOf(scope, cast("Sequence[Any]", values[0]))
        return Constant.vectorOf(scope, values)

    @staticmethod
    def tensorOf(scope: Scope, *args: Any) -> Constant[Any]:
        """``tensorOf(scope, nestedValues)``, ``tensorOf(scope, Shape, flatValues)``, or
        ``tensorOf(scope, TypeClass, number)``."""

        if len(args) == 1:
            return Constant.create(scope, args[0])
        if len(args) == 2 and isinstance(args[0], Shape):
            dims = args[0].asArray()
            heap = _heap_values(args[1])
            arr = heap if heap is not None else to_numpy(list(args[1]))
            return Constant._of_numpy(scope, arr.reshape(dims))
        if len(args) == 2 and isinstance(args[0], type) and hasattr(args[0], "DTYPE"):
            return Constant._typed(scope, args[0], args[1])
        if len(args) == 3 and isinstance(args[0], type) and isinstance(args[1], Shape):
            return Constant._typed_shaped(scope, args[0], args[1], args[2])
        raise TypeError(
            "tensorOf(scope, values), tensorOf(scope, Shape, data), tensorOf(scope, Type, number) "
            "or tensorOf(scope, Type, Shape, data)"
        )

    @staticmethod
    def tensorOfSameType(scope: Scope, operand: Operand[Any], number: Any) -> Constant[Any]:
        """A scalar constant of ``number`` with the tensor type of ``operand``."""
        return Constant._typed(scope, operand.type(), number)

    @staticmethod
    def _typed_shaped(scope: Scope, type_class: Any, shape: Any, data: Any) -> Constant[Any]:
        """``tensorOf(scope, Type, Shape, data)``: flat ``data`` (a sequence, a numpy array, or
        raw little-endian ``bytes``) of tensor type ``type_class``, shaped ``shape``."""

        dims = shape.asArray()
        if type_class.DTYPE == dtypes.string.as_datatype_enum:
            arr = to_numpy(list(data))
        else:
            np_dtype = dtypes.as_dtype(type_class.DTYPE).as_numpy_dtype
            if isinstance(data, (bytes, bytearray, memoryview)):
                arr = np.frombuffer(bytes(data), dtype=np.dtype(np_dtype).newbyteorder("<"))
                arr = arr.astype(np_dtype)
            else:
                arr = np.asarray(data, dtype=np_dtype)
        return Constant._of_numpy(scope, arr.reshape(dims))

    @staticmethod
    def _typed(scope: Scope, type_class: Any, value: Any) -> Constant[Any]:
        """``tensorOf(scope, Type, number)``: Java's ``Number`` converted to the type (as
        ``Number.intValue()`` and friends do); anything but a number is a TypeError."""

        if type_class.DTYPE == dtypes.string.as_datatype_enum:
            return Constant._of_numpy(scope, to_numpy(value))
        if getattr(type_class, "DTYPE", 0) == 0:
            raise TypeError(
                f"Constant.tensorOf: type must be a tensor type class such as TInt64, got "
                f"{getattr(type_class, '__name__', type_class)}, a family of types"
            )
        np_dtype = dtypes.as_dtype(type_class.DTYPE).as_numpy_dtype
        try:
            kind = np.asarray(value).dtype.kind
        except (OverflowError, ValueError):
            kind = "O"
        if kind == "O" and type(value) is int:  # beyond int64: "does not fit" below
            kind = "i"
        if kind not in "biufc":
            raise TypeError(
                f"Constant.tensorOf: a {type_class.__name__} constant expects numbers, "
                f"got {type(value).__name__} {value!r}"
            )
        try:
            data = np.asarray(value, dtype=np_dtype)
        except (OverflowError, ValueError) as e:
            raise ValueError(
                f"Constant.tensorOf: {value!r} does not fit in a {type_class.__name__}: {e}"
            ) from None
        return Constant._of_numpy(scope, data)

    @staticmethod
    def _of_numpy(scope: Scope, arr: np.ndarray) -> Constant[Any]:

        env = scope.env()
        env._check_open()
        if arr.dtype == object:
            dtype = dtypes.string
        else:
            dtype = dtypes.as_dtype(arr.dtype)
        if env._eager:
            name = scope.makeOpName("Const")
            ctx = env._ctx
            device = scope.getDeviceString() or ctx.device_name
            tensor = ops.EagerTensor(arr, device, dtype.as_datatype_enum)
            return Constant(EagerOperation(env, "Const", name, [tensor]))  # type: ignore[arg-type]
        proto = tensor_util.make_tensor_proto(arr, dtype=dtype)
        op = dispatch.execute(
            scope,
            "Const",
            "Const",
            (),
            ("value", proto, "dtype", dtype.as_datatype_enum),
            _ATTR_KINDS,
        )
        return Constant(op)


_ATTR_KINDS = {"value": "tensor", "dtype": "type"}
