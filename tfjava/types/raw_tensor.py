"""``org.tensorflow.RawTensor``: a tensor seen as its type, shape and raw bytes."""

from __future__ import annotations

import builtins
from types import TracebackType
from typing import TYPE_CHECKING, Any

import numpy as np

from tfjava.ndarray.buffer.data_buffer import ByteDataBuffer

if TYPE_CHECKING:
    from typing import Self  # Python 3.11 (the runtime runs on 3.10)

    from tfjava.ndarray.shape import Shape
    from tfjava.types.family import TType

__all__ = ["RawTensor"]

_new = object.__new__


class RawTensor:
    """The untyped view of a tensor (Java ``RawTensor``): ``asTypedTensor()`` is the typed
    tensor (``TFloat32``, ...), whose ``asRawTensor()`` is this object again; ``data()`` its
    bytes in host order. Closing either closes both.
    """

    __slots__ = ("_num_bytes", "_reserved", "_typed")

    _typed: TType
    _num_bytes: int
    _reserved: np.ndarray[Any, Any] | None
    """The allocated bytes beyond the data (``allocate`` with a larger size), or None."""

    def __init__(self) -> None:
        raise TypeError("RawTensor has no public constructor: use RawTensor.allocate")

    @classmethod
    def _of(cls, typed: TType, num_bytes: int) -> RawTensor:
        self = _new(cls)
        self._typed = typed
        self._num_bytes = num_bytes
        self._reserved = None
        return self

    @staticmethod
    def allocate(type: builtins.type[TType], shape: Shape, size: int) -> RawTensor:
        """Allocates a zero-filled tensor of class ``type`` and ``shape`` with ``size`` bytes
        (-1 computes the size; ValueError if smaller than needed, if the shape has unknown
        dimensions, or if the type has variable-length elements and no size is given;
        MemoryError if the bytes cannot be allocated)."""
        allocate = getattr(type, "_allocate", None)
        if allocate is None:
            raise TypeError(f"RawTensor.allocate: type must be a tensor type class, got {type!r}")
        if isinstance(size, bool) or not isinstance(size, int):
            raise TypeError(f"RawTensor.allocate: size must be an int, got {size!r}")
        typed: TType = allocate(shape, size)
        needed = typed.numBytes()
        raw = RawTensor._of(typed, needed if size == -1 else size)
        if size > needed:
            # As Java's allocation of ``size`` bytes: the bytes beyond the data are reserved
            # (zero pages, not touched), so numBytes() never reports memory that is not there.
            try:
                raw._reserved = np.zeros(size - needed, dtype=np.uint8)
            except (MemoryError, ValueError):
                typed.close()
                raise MemoryError(
                    f"RawTensor.allocate: cannot allocate {size} bytes for "
                    f"{type.__name__} of shape {shape}"
                ) from None
        typed._raw = raw
        return raw

    def asTypedTensor(self) -> TType:
        """The typed tensor of this raw tensor (the same object each time)."""
        return self._typed

    def type(self) -> builtins.type[TType]:
        """The tensor type class (``TFloat32``, ...)."""
        return builtins.type(self._typed)

    def dataType(self) -> int:
        """The ``DataType`` enum value of the elements."""
        return self._typed.dataType()

    def shape(self) -> Shape:
        """The shape of the tensor."""
        return self._typed.shape()

    def numBytes(self) -> int:
        """The size in bytes of the tensor's data (as allocated)."""
        if self._typed.isClosed():
            self._typed._fail_closed()
        return self._num_bytes

    def data(self) -> ByteDataBuffer:
        """The tensor's values as bytes in host order (read-only while TensorFlow shares
        them). ValueError for strings, whose C layout (``TF_TString``) is not exposed."""

        arr = self._typed._array()
        if arr.dtype == object:
            raise ValueError(
                f"RawTensor.data: the raw layout of {builtins.type(self._typed).__name__} "
                "elements is not available"
            )
        flat = np.ascontiguousarray(arr).reshape(-1)
        return ByteDataBuffer._over(flat.view(np.int8))

    def close(self) -> None:
        """Releases the tensor (and its typed view). Idempotent."""
        self._typed.close()
        self._reserved = None

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: builtins.type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"RawTensor[{builtins.type(self._typed).__name__}]({self._typed!r})"

    def toString(self) -> str:
        """Java ``toString``."""
        return repr(self)


def raw_of(typed: Any) -> RawTensor:
    """The raw tensor of ``typed``, made once."""
    raw = getattr(typed, "_raw", None)
    if raw is None:
        raw = RawTensor._of(typed, typed.numBytes())
        typed._raw = raw
    result: RawTensor = raw
    return result
