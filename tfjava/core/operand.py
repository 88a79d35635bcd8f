"""``org.tensorflow.Operand`` and ``org.tensorflow.Output``.

Every operand carries the raw TensorFlow tensor it stands for in ``_t`` (an ``EagerTensor`` in
eager mode, a graph ``Tensor`` in a graph) and its environment in ``_env``: the per-op dispatch
path reads both as plain attributes instead of calling accessor methods.
"""

from __future__ import annotations

import builtins
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import numpy as np

from tfjava.base.proto_enums import data_type
from tfjava.ndarray import Shape
from tfjava.types import legacy
from tfjava.types.family import TType
from tfjava.types.legacy import LEGACY_ENV_IDS as _LEGACY_ENV_IDS
from tfjava.types.registry import dtype_of, type_for_dtype

if TYPE_CHECKING:
    from tfjava.core.environment import ExecutionEnvironment
    from tfjava.core.operation import Operation

# Invariant, as Java's type parameters: an Operand[TFloat32] is no Operand[TNumber]. Java's
# wildcard parameters (Operand<? extends TNumber>) are type variables in generated signatures.
T = TypeVar("T", bound=TType)
U = TypeVar("U", bound=TType)


class Operand(Generic[T]):
    """Something usable as an input of an operation: an output, or an op with one output."""

    __slots__ = ()

    def asOutput(self) -> Output[T]:
        """The symbolic handle of this operand."""
        raise NotImplementedError

    def op(self) -> Operation:
        """The operation producing this operand."""
        return self.asOutput().op()

    def env(self) -> ExecutionEnvironment:
        return self.asOutput().env()

    def shape(self) -> Shape:
        """The (possibly partially known) shape of this operand."""
        return self.asOutput().shape()

    def rank(self) -> int:
        """The number of dimensions of this operand (-1 if unknown)."""
        return self.shape().numDimensions()

    def type(self) -> type[T]:
        """The tensor type class of this operand (``TFloat32``, ...)."""
        return self.asOutput().type()

    def dataType(self) -> int:
        """The ``DataType`` enum value of this operand."""
        return self.asOutput().dataType()

    def asTensor(self) -> T:
        """The value of this operand as a typed tensor; eager operands only."""
        return self.asOutput().asTensor()

    def __array__(self, dtype: Any = None, copy: bool | None = None) -> Any:
        """``numpy.asarray(operand)``: the value of an eager operand (a copy); an operand of a
        graph has no value until a session runs it, and is a TypeError."""
        raw = eager_value(self, "numpy.asarray")
        arr = np.asarray(raw.numpy())
        return arr if dtype is None else arr.astype(dtype, copy=False)

    if TYPE_CHECKING:
        # Plain attributes for type checkers: outputs and single-output ops store them.
        _t: Any
        _env: ExecutionEnvironment
    else:

        @property
        def _t(self) -> Any:
            return self.asOutput()._t

        @property
        def _env(self) -> ExecutionEnvironment:
            return self.asOutput()._env


def eager_value(operand: Operand[Any], where: str) -> Any:
    """The TensorFlow eager tensor of ``operand``, for numpy and TensorFlow Python; a graph
    operand (or one of a closed session) is refused with a TypeError (RuntimeError)."""
    out = operand.asOutput()
    env = out._env
    if not env._eager:
        raise TypeError(
            f"{where}: {out!r} is an operand of a Graph: it has no value until a Session runs "
            "it (session.runner().fetch(operand).run())"
        )
    if env._closed:
        raise RuntimeError(f"{where}: {out!r} belongs to a closed EagerSession")
    return out._t


class Output(Operand[T]):
    """A symbolic handle to the ``index``-th output of an operation."""

    __slots__ = ("_env", "_index", "_operation", "_t")

    def __init__(self, operation: Operation, index: int, raw: Any) -> None:
        self._operation = operation
        self._index = index
        self._t = raw
        self._env = operation._env

    def asOutput(self) -> Output[T]:
        return self

    def op(self) -> Operation:
        return self._operation

    def env(self) -> ExecutionEnvironment:
        return self._env

    def index(self) -> int:
        """The index of this output in its operation."""
        return self._index

    def name(self) -> str:
        """``"opname:index"``."""
        return f"{self._operation.name()}:{self._index}"

    def isClosed(self) -> bool:
        """Whether the operation of this output is released: as in Java, once its graph or
        eager session is closed."""
        return self._env._closed

    def shape(self) -> Shape:

        self._env._check_open()
        dims = self._t.shape
        if dims.rank is None:
            return Shape.unknown()
        return Shape.of(*(-1 if d is None else d for d in dims.as_list()))

    def dataType(self) -> int:
        """The ``org.tensorflow.proto.DataType`` of this output; in a graph that TensorFlow Java
        1.x code built on (``tfjava.types.legacy``), the 1.x ``org.tensorflow.DataType``, as
        Session results of such a graph are 1.x tensors. Eager outputs skip the check: 1.x had
        no eager mode."""
        number = data_type(self._t.dtype.as_datatype_enum)
        env = self._env
        if env._eager or id(env) not in _LEGACY_ENV_IDS:
            return number
        return legacy.data_type_of(number)

    def type(self) -> type[T]:
        return type_for_dtype(int(self._t.dtype.as_datatype_enum))  # type: ignore[return-value]

    def expect(self, type: builtins.type[U]) -> Output[U]:
        """This output, checked to be of tensor type ``type``; raises ``ValueError`` otherwise."""
        if dtype_of(type) != int(self._t.dtype.as_datatype_enum):
            raise ValueError(
                f"{self} has data type {self.type().__name__}, not the expected {type.__name__}"
            )
        return self  # type: ignore[return-value]

    def asTensor(self) -> T:
        if not self._env._eager:
            raise RuntimeError(
                f"{self} is a symbolic graph output: run it in a Session to get its value"
            )
        self._env._check_open()
        return type_for_dtype(int(self._t.dtype.as_datatype_enum))._from_tf(self._t)  # type: ignore[return-value]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Output):
            return NotImplemented
        return self._index == other._index and self._operation == other._operation

    def __hash__(self) -> int:
        return hash((self._operation, self._index))

    def __repr__(self) -> str:
        dims = self._t.shape
        shape = "<unknown>" if dims.rank is None else str([-1 if d is None else d for d in dims])
        return (
            f"<{self._operation.type()} '{self._operation.name()}:{self._index}' "
            f"shape={shape} dtype={self._t.dtype.name}>"
        )

    __str__ = __repr__
