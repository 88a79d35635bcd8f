"""Java's static factories of the fixed-size tensor types (``TFloat32.scalarOf`` ...)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar, overload

import numpy as np

from tfjava.ndarray._checks import Array
from tfjava.ndarray.ndarray import NdArray
from tfjava.ndarray.shape import Shape

if TYPE_CHECKING:
    from typing import Self  # Python 3.11 (the runtime runs on 3.10)

__all__ = ["TensorStatics", "owned_copy", "run_initializer"]

V = TypeVar("V")


def _is_array_argument(value: object) -> bool:
    """Whether a single varargs argument is Java's array form (``vectorOf(float[])``)."""
    return isinstance(value, list | tuple | range | np.ndarray | bytes | bytearray | NdArray)


def owned_copy(result: Array, source: object) -> Array:
    """``result`` itself if it is a fresh array, else a copy (never the caller's data)."""
    shares = (
        result is source
        or not result.flags.owndata
        or (isinstance(source, NdArray) and np.may_share_memory(result, source._array()))
    )
    return result.copy() if shares or not result.flags.writeable else result


def run_initializer(tensor: Any, initializer: Callable[[Any], object]) -> None:
    """Calls ``initializer(tensor)``, closing the tensor if it raises (as Java does)."""
    try:
        initializer(tensor)
    except BaseException:
        tensor.close()
        raise


class TensorStatics(Generic[V]):
    """``scalarOf``, ``vectorOf`` and ``tensorOf`` of a tensor type with values of type ``V``."""

    __slots__ = ()

    if TYPE_CHECKING:
        NP_DTYPE: ClassVar[np.dtype[Any]]

        @classmethod
        def _from_numpy(cls, arr: Any) -> Self: ...
        @classmethod
        def _allocate(cls, shape: Shape, size: int = -1) -> Self: ...
        @classmethod
        def _to_array(cls, values: object, where: str) -> Array: ...
        @classmethod
        def _to_scalar(cls, value: object, where: str) -> Any: ...
        def write(self, src: object) -> Self: ...
        def close(self) -> None: ...

    @classmethod
    def scalarOf(cls, value: V | np.generic) -> Self:
        """Allocates a rank-0 tensor holding ``value``."""
        stored = cls._to_scalar(value, f"{cls.__name__}.scalarOf")
        return cls._from_numpy(np.array(stored, dtype=cls.NP_DTYPE))

    @classmethod
    def vectorOf(
        cls, *values: V | np.generic | Sequence[V] | np.ndarray[Any, Any] | bytes | range
    ) -> Self:
        """Allocates a vector of the given values; Java's array argument may be passed as one
        sequence or numpy array (``vectorOf([1.0, 2.0])``)."""
        where = f"{cls.__name__}.vectorOf"
        if len(values) == 1 and _is_array_argument(values[0]):
            source: object = values[0]
            if isinstance(source, bytes | bytearray):
                source = np.frombuffer(bytes(source), dtype=np.uint8)
            arr = owned_copy(cls._to_array(source, where), source)
            if arr.ndim != 1:
                raise ValueError(f"{where}: expected a vector, got shape {list(arr.shape)}")
            return cls._from_numpy(arr)
        stored = [cls._to_scalar(v, where) for v in values]
        return cls._from_numpy(np.array(stored, dtype=cls.NP_DTYPE).reshape(len(stored)))

    @overload
    @classmethod
    def tensorOf(cls, src: object, /) -> Self: ...

    @overload
    @classmethod
    def tensorOf(cls, shape: Shape, dataInit: Callable[[Self], object], /) -> Self: ...

    @overload
    @classmethod
    def tensorOf(cls, shape: Shape, data: object, /) -> Self: ...

    @classmethod
    def tensorOf(cls, *args: Any) -> Self:
        """Allocates a tensor; Java's overloads by argument:

        - ``tensorOf(shape)``: zero-filled, of the given ``Shape``;
        - ``tensorOf(shape, dataInit)``: zero-filled, then ``dataInit(tensor)`` initializes it;
        - ``tensorOf(shape, data)``: filled from the flat buffer ``data`` (a sequence or numpy
          array with at least ``shape.size()`` values, row-major);
        - ``tensorOf(src)``: a copy of an NdArray, nested list or numpy array.
        """
        where = f"{cls.__name__}.tensorOf"
        if len(args) == 1:
            src = args[0]
            if isinstance(src, Shape):
                return cls._allocate(src)
            return cls._from_numpy(owned_copy(cls._to_array(src, where), src))
        if len(args) == 2 and isinstance(args[0], Shape):
            tensor = cls._allocate(args[0])
            second = args[1]
            if callable(second):
                run_initializer(tensor, second)
            else:
                run_initializer(tensor, lambda t: t.write(second))
            return tensor
        raise TypeError(
            f"{where}: expected (Shape), (Shape, dataInit), (Shape, data) or (src), got "
            f"{len(args)} arguments"
        )
