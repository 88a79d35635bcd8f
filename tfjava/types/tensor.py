"""``org.tensorflow.Tensor``: the base of every tensor, with Java's ``Tensor.of`` statics."""

from __future__ import annotations

from collections.abc import Callable
from types import TracebackType
from typing import TYPE_CHECKING, Any, TypeVar, overload

if TYPE_CHECKING:
    from typing import Self  # Python 3.11 (the runtime runs on 3.10)

    from tfjava.ndarray.buffer.data_buffer import ByteDataBuffer
    from tfjava.ndarray.shape import Shape
    from tfjava.types.family import TType

__all__ = ["Tensor"]

T = TypeVar("T", bound="TType")


def _legacy_unset(*args: Any) -> Any:
    raise RuntimeError("tfjava.types.legacy is not loaded (tfjava.types loads it)")


_legacy_create: Callable[..., Any] = _legacy_unset
"""TensorFlow Java 1.x's ``Tensor.create``, set by ``tfjava.types.legacy`` (which sits above this
module; ``tfjava.types`` imports it before a type can be used)."""


class Tensor:
    """A statically typed multi-dimensional array (Java ``Tensor``).

    Every tensor is a ``TType`` (``TFloat32``, ``TInt32``, ...). A tensor is a context
    manager: ``with TFloat32.scalarOf(1.0) as t:`` closes it on exit, after which any access
    to its data raises RuntimeError (Java's IllegalStateException).
    """

    __slots__ = ()

    @overload
    @staticmethod
    def of(type: type[T], shape: Shape, /) -> T: ...

    @overload
    @staticmethod
    def of(type: type[T], shape: Shape, size: int, /) -> T: ...

    @overload
    @staticmethod
    def of(type: type[T], shape: Shape, dataInitializer: Callable[[T], object], /) -> T: ...

    @overload
    @staticmethod
    def of(
        type: type[T], shape: Shape, size: int, dataInitializer: Callable[[T], object], /
    ) -> T: ...

    @overload
    @staticmethod
    def of(
        type: type[T], shape: Shape, rawData: bytes | bytearray | memoryview | ByteDataBuffer, /
    ) -> T: ...

    @staticmethod
    def of(type: type[T], shape: Shape, /, *args: Any) -> T:
        """Allocates a tensor of class ``type`` and ``shape``, Java's overloads by argument:

        - ``of(type, shape)``: zero-filled (Java leaves it uninitialized);
        - ``of(type, shape, size)``: ``size`` bytes at least the required size (-1 computes it);
        - ``of(type, shape, dataInitializer)``: then calls ``dataInitializer(tensor)``, closing
          the tensor if it raises;
        - ``of(type, shape, size, dataInitializer)``;
        - ``of(type, shape, rawData)``: data from ``bytes`` (or a ``ByteDataBuffer``) in the
          C API's host layout.

        Raises ValueError if ``shape`` has an unknown dimension, if ``size`` is too small, or
        if the type has variable-length elements (TString) and no size is given.
        """
        allocate = getattr(type, "_allocate", None)
        if allocate is None:
            raise TypeError(f"Tensor.of: type must be a tensor type class, got {type!r}")
        size = -1
        initializer: Callable[[T], object] | None = None
        if len(args) == 1 and isinstance(args[0], bytes | bytearray | memoryview):
            return type._from_raw_bytes(shape, bytes(args[0]))
        if len(args) == 1 and _is_byte_buffer(args[0]):
            return type._from_raw_bytes(shape, args[0]._np.tobytes())
        if len(args) == 1 and callable(args[0]):
            initializer = args[0]
        elif len(args) == 1:
            size = _size_arg(args[0])
        elif len(args) == 2 and callable(args[1]):
            size, initializer = _size_arg(args[0]), args[1]
        elif args:
            raise TypeError(
                "Tensor.of(type, shape[, size][, dataInitializer]) or "
                "Tensor.of(type, shape, rawData)"
            )
        tensor: T = allocate(shape, size)
        if initializer is not None:
            try:
                initializer(tensor)
            except BaseException:
                tensor.close()
                raise
        return tensor

    @staticmethod
    def create(*args: Any) -> Any:
        """TensorFlow Java 1.x's ``Tensor.create``: ``create(obj)``, ``create(obj, cls)``,
        ``create(cls, shape, data)`` and ``create(shape, data)`` make a 1.x tensor (see
        ``tfjava.types.legacy.create``)."""
        return _legacy_create(*args)

    def dataType(self) -> int:
        """The ``DataType`` enum value of the elements (``DataType.DT_FLOAT``, ...)."""
        raise NotImplementedError

    def numBytes(self) -> int:
        """The size, in bytes, of the tensor data."""
        raise NotImplementedError

    def shape(self) -> Shape:
        """The shape of the tensor."""
        raise NotImplementedError

    def rank(self) -> int:
        """The number of dimensions of the tensor."""
        raise NotImplementedError

    def size(self) -> int:
        """The total number of elements of the tensor."""
        raise NotImplementedError

    def close(self) -> None:
        """Releases the tensor; later access to its data raises RuntimeError. Idempotent."""
        raise NotImplementedError

    # TensorFlow Java 1.x's scalar accessors (every tensor type implements them).

    def floatValue(self) -> float:
        """The value of a scalar float tensor (Java 1.x)."""
        raise NotImplementedError

    def doubleValue(self) -> float:
        """The value of a scalar double tensor (Java 1.x)."""
        raise NotImplementedError

    def intValue(self) -> int:
        """The value of a scalar int tensor (Java 1.x)."""
        raise NotImplementedError

    def longValue(self) -> int:
        """The value of a scalar long tensor (Java 1.x)."""
        raise NotImplementedError

    def booleanValue(self) -> bool:
        """The value of a scalar boolean tensor (Java 1.x)."""
        raise NotImplementedError

    def bytesValue(self) -> bytes:
        """The bytes of a scalar string tensor (Java 1.x)."""
        raise NotImplementedError

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


def _is_byte_buffer(value: object) -> bool:
    """Whether ``value`` is a ``ByteDataBuffer`` (Java's raw data form of ``Tensor.of``)."""
    # import time: loads on first use, not with `import org.tensorflow.op`
    from tfjava.ndarray.buffer.data_buffer import ByteDataBuffer

    return isinstance(value, ByteDataBuffer)


def _size_arg(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"Tensor.of: size must be an int, got {type(value).__name__}")
    return value
