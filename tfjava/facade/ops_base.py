"""The hand-written members of the ``Ops`` facade; the generated ``Ops`` class extends this."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, TypeAlias, TypeVar, cast, overload

import numpy as np

from tfjava.composite.selectors import SelectorOpsMixin
from tfjava.core.environment import ExecutionEnvironment
from tfjava.core.operand import Operand
from tfjava.core.scope import Scope
from tfjava.exec.eager_session import EagerSession
from tfjava.ndarray import Shape

if TYPE_CHECKING:
    from collections.abc import Sequence

    import numpy.typing as npt
    from org.tensorflow.op.core import Variable

    from tfjava.base.device_spec import DeviceSpec
    from tfjava.composite.gradients import Gradients
    from tfjava.composite.ones import Ones
    from tfjava.composite.zeros import Zeros
    from tfjava.core.operation import Operation
    from tfjava.core.raw_op import Op
    from tfjava.dispatch.constant import Constant
    from tfjava.exec.concrete_function import ConcreteFunction
    from tfjava.ndarray.buffer.data_buffer import (
        BooleanDataBuffer,
        ByteDataBuffer,
        DataBuffer,
        DoubleDataBuffer,
        FloatDataBuffer,
        IntDataBuffer,
        LongDataBuffer,
    )
    from tfjava.ndarray.ndarray import (
        BooleanNdArray,
        ByteNdArray,
        DoubleNdArray,
        FloatNdArray,
        IntNdArray,
        LongNdArray,
        NdArray,
    )
    from tfjava.types import (
        TBool,
        TFloat16,
        TFloat32,
        TFloat64,
        TInt32,
        TInt64,
        TString,
        TUint8,
        TUint16,
    )
    from tfjava.types.family import TType

    # Python values of Java's constant(...) overloads: a scalar or sequences of it nested up to
    # rank 6, as Java's arrays (a recursive alias would take a str for nested bools).
    _Bools: TypeAlias = (
        bool
        | Sequence[bool]
        | Sequence[Sequence[bool]]
        | Sequence[Sequence[Sequence[bool]]]
        | Sequence[Sequence[Sequence[Sequence[bool]]]]
        | Sequence[Sequence[Sequence[Sequence[Sequence[bool]]]]]
        | Sequence[Sequence[Sequence[Sequence[Sequence[Sequence[bool]]]]]]
    )
    _Ints: TypeAlias = (
        int
        | Sequence[int]
        | Sequence[Sequence[int]]
        | Sequence[Sequence[Sequence[int]]]
        | Sequence[Sequence[Sequence[Sequence[int]]]]
        | Sequence[Sequence[Sequence[Sequence[Sequence[int]]]]]
        | Sequence[Sequence[Sequence[Sequence[Sequence[Sequence[int]]]]]]
    )
    _Floats: TypeAlias = (
        float
        | Sequence[float]
        | Sequence[Sequence[float]]
        | Sequence[Sequence[Sequence[float]]]
        | Sequence[Sequence[Sequence[Sequence[float]]]]
        | Sequence[Sequence[Sequence[Sequence[Sequence[float]]]]]
        | Sequence[Sequence[Sequence[Sequence[Sequence[Sequence[float]]]]]]
    )
    _Strings: TypeAlias = (
        str
        | bytes
        | Sequence[str | bytes]
        | Sequence[Sequence[str | bytes]]
        | Sequence[Sequence[Sequence[str | bytes]]]
        | Sequence[Sequence[Sequence[Sequence[str | bytes]]]]
        | Sequence[Sequence[Sequence[Sequence[Sequence[str | bytes]]]]]
        | Sequence[Sequence[Sequence[Sequence[Sequence[Sequence[str | bytes]]]]]]
    )

Self = TypeVar("Self", bound="OpsBase")
T = TypeVar("T", bound="TType")


class OpsBase(SelectorOpsMixin):
    """An API for building operations as ``Op`` instances, bound to one ``Scope``."""

    __slots__ = ("__dict__", "_scope")

    # ``_scope`` is part of the generated code's contract (docs/architecture.md): the generated
    # ``Ops`` subclass's methods pass it to the op classes, as Java's generated ``Ops`` passes
    # its own ``scope`` field (a method call per op would cost on every facade call).
    _scope: Scope

    def __init__(self, scope: Scope) -> None:
        self._scope = scope

    @classmethod
    def create(cls: type[Self], env: ExecutionEnvironment | None = None) -> Self:
        """An API building on ``env`` (a ``Graph`` or ``EagerSession``), by default the
        default eager session."""
        if env is None:
            env = EagerSession.getDefault()
        if not isinstance(env, ExecutionEnvironment):
            raise TypeError(
                f"Ops.create expects a Graph or an EagerSession, got {type(env).__name__}"
            )
        return cls(env.baseScope())

    def scope(self) -> Scope:
        """The scope of this API."""
        return self._scope

    def withSubScope(self: Self, childScopeName: str) -> Self:
        """An API whose ops are named under the sub-scope ``childScopeName``."""
        return type(self)(self._scope.withSubScope(childScopeName))

    def withName(self: Self, opName: str) -> Self:
        """An API whose next op is named ``opName``."""
        return type(self)(self._scope.withName(opName))

    def withDevice(self: Self, deviceSpec: DeviceSpec) -> Self:
        """An API whose ops are placed on ``deviceSpec``."""
        return type(self)(self._scope.withDevice(deviceSpec))

    def withInitScope(self: Self) -> Self:
        """An API whose ops are initializers of the execution environment."""
        return type(self)(self._scope.withInitScope())

    def withControlDependencies(self: Self, *controls: Op | Iterable[Op]) -> Self:
        """An API whose ops run after ``controls`` (ops or operands; varargs or an iterable)."""
        return type(self)(self._scope.withControlDependencies(*controls))

    def withControlDependencyOps(self: Self, *controls: Operation | Iterable[Operation]) -> Self:
        """An API whose ops run after the operations ``controls``."""
        return type(self)(self._scope.withControlDependencyOps(*controls))

    # Java's constant(...) overloads, for type checkers: the tensor type follows the value's
    # Python type as in Java (int is TInt32, float TFloat32; numpy keeps its dtype). bool is an
    # int and int a float to type checkers, hence the overlap ignores (the first match wins).
    @overload
    def constant(self, tensor: T, /) -> Constant[T]: ...
    @overload
    def constant(self, shape: Shape, /) -> Constant[TInt64]: ...
    # Heap arrays (Java's constant(IntNdArray) ...); a tensor matched the first overload.
    @overload
    def constant(self, data: BooleanNdArray, /) -> Constant[TBool]: ...
    @overload
    def constant(self, data: IntNdArray, /) -> Constant[TInt32]: ...
    @overload
    def constant(self, data: LongNdArray, /) -> Constant[TInt64]: ...
    @overload
    def constant(self, data: FloatNdArray, /) -> Constant[TFloat32]: ...
    @overload
    def constant(self, data: DoubleNdArray, /) -> Constant[TFloat64]: ...
    @overload
    def constant(self, data: ByteNdArray, /) -> Constant[TUint8]: ...
    @overload
    def constant(self, data: NdArray[Any], /) -> Constant[Any]: ...
    @overload
    def constant(self, shape: Shape, data: BooleanDataBuffer, /) -> Constant[TBool]: ...
    @overload
    def constant(self, shape: Shape, data: IntDataBuffer, /) -> Constant[TInt32]: ...
    @overload
    def constant(self, shape: Shape, data: LongDataBuffer, /) -> Constant[TInt64]: ...
    @overload
    def constant(self, shape: Shape, data: FloatDataBuffer, /) -> Constant[TFloat32]: ...
    @overload
    def constant(self, shape: Shape, data: DoubleDataBuffer, /) -> Constant[TFloat64]: ...
    @overload
    def constant(self, shape: Shape, data: ByteDataBuffer, /) -> Constant[TUint8]: ...
    @overload
    def constant(self, shape: Shape, data: DataBuffer[Any], /) -> Constant[Any]: ...
    @overload
    def constant(self, array: npt.NDArray[np.bool_] | np.bool_, /) -> Constant[TBool]: ...
    @overload
    def constant(self, array: npt.NDArray[np.float16] | np.float16, /) -> Constant[TFloat16]: ...  # type: ignore[overload-overlap]
    @overload
    def constant(self, array: npt.NDArray[np.float32] | np.float32, /) -> Constant[TFloat32]: ...  # type: ignore[overload-overlap]
    @overload
    def constant(self, array: npt.NDArray[np.float64] | np.float64, /) -> Constant[TFloat64]: ...  # type: ignore[overload-overlap]
    @overload
    def constant(self, array: npt.NDArray[np.int32] | np.int32, /) -> Constant[TInt32]: ...  # type: ignore[overload-overlap]
    @overload
    def constant(self, array: npt.NDArray[np.int64] | np.int64, /) -> Constant[TInt64]: ...
    @overload
    def constant(self, array: npt.NDArray[np.uint8] | np.uint8, /) -> Constant[TUint8]: ...  # type: ignore[overload-overlap]
    @overload
    def constant(self, array: npt.NDArray[np.uint16] | np.uint16, /) -> Constant[TUint16]: ...
    @overload
    def constant(self, array: npt.NDArray[Any] | np.generic, /) -> Constant[Any]: ...
    @overload
    def constant(self, data: _Bools, /) -> Constant[TBool]: ...  # type: ignore[overload-overlap]
    @overload
    def constant(self, data: _Strings, /) -> Constant[TString]: ...  # type: ignore[overload-overlap]
    @overload
    def constant(self, data: _Ints, /) -> Constant[TInt32]: ...
    @overload
    def constant(self, data: _Floats, /) -> Constant[TFloat32]: ...
    @overload
    def constant(self, type: type[T], number: float, /) -> Constant[T]: ...
    @overload
    def constant(self, shape: Shape, data: Sequence[bool], /) -> Constant[TBool]: ...  # type: ignore[overload-overlap]
    @overload
    def constant(self, shape: Shape, data: Sequence[str | bytes], /) -> Constant[TString]: ...
    @overload
    def constant(self, shape: Shape, data: Sequence[int], /) -> Constant[TInt32]: ...
    @overload
    def constant(self, shape: Shape, data: Sequence[float], /) -> Constant[TFloat32]: ...
    @overload
    def constant(self, type: type[T], shape: Shape, data: Any, /) -> Constant[T]: ...
    def constant(self, *args: Any) -> Constant[Any]:
        """A constant: ``constant(value)`` (a Python scalar, nested lists up to any rank, a
        numpy array, a ``Shape`` as ``TInt64``, a string, a tensor), ``constant(TypeClass,
        number)``, ``constant(Shape, flatData)`` or ``constant(TypeClass, Shape, data)``; see
        ``Constant`` for how Python values map to tensor types."""
        # import time: loads on first use, not with `import org.tensorflow.op`
        from tfjava.dispatch.constant import Constant

        if len(args) == 1:
            return Constant.create(self._scope, args[0])
        return Constant.tensorOf(self._scope, *args)

    @overload
    def constantOf(self, tensor: T) -> Constant[T]: ...
    @overload
    def constantOf(self, tensor: Any) -> Constant[Any]: ...
    def constantOf(self, tensor: Any) -> Constant[Any]:
        """A constant holding a copy of the value of ``tensor``."""
        # import time: loads on first use, not with `import org.tensorflow.op`
        from tfjava.dispatch.constant import Constant

        return Constant.create(self._scope, tensor)

    # Java's array(...) overloads, for type checkers (see constant).
    @overload
    def array(self, *values: bool) -> Constant[TBool]: ...  # type: ignore[overload-overlap]
    @overload
    def array(self, *values: str | bytes) -> Constant[TString]: ...
    @overload
    def array(self, *values: int) -> Constant[TInt32]: ...
    @overload
    def array(self, *values: float) -> Constant[TFloat32]: ...
    @overload
    def array(
        self, values: list[Any] | tuple[Any, ...] | range | np.ndarray[Any, Any], /
    ) -> Constant[Any]: ...
    def array(self, *values: Any) -> Constant[Any]:
        """A vector constant of ``values``: ``tf.array(1.0, 2.0)`` is a ``TFloat32`` vector;
        a Java array passed to the varargs is one sequence (``tf.array([1.0, 2.0])``)."""
        # import time: loads on first use, not with `import org.tensorflow.op`
        from tfjava.dispatch.constant import Constant

        if len(values) == 1 and isinstance(values[0], list | tuple | range | np.ndarray):
            # numpy arrays too: vectorOf reads them as a sequence
            return Constant.vectorOf(self._scope, cast("Sequence[Any]", values[0]))
        return Constant.vectorOf(self._scope, values)

    def zeros(self, dims: Operand[Any], type: type[T]) -> Zeros[T]:
        """A tensor of zeros of shape ``dims`` (a 1-D operand) and tensor type ``type``."""
        # import time: loads on first use, not with `import org.tensorflow.op`
        from tfjava.composite.zeros import Zeros

        return Zeros.create(self._scope, dims, type)

    def ones(self, dims: Operand[Any], type: type[T]) -> Ones[T]:
        """A tensor of ones of shape ``dims`` (a 1-D operand) and tensor type ``type``."""
        # import time: loads on first use, not with `import org.tensorflow.op`
        from tfjava.composite.ones import Ones

        return Ones.create(self._scope, dims, type)

    @overload
    def variable(self, init: Operand[T], /, *options: Any, **kwargs: Any) -> Variable[T]: ...
    @overload
    def variable(
        self, shape: Shape, dtype: type[T], /, *options: Any, **kwargs: Any
    ) -> Variable[T]: ...
    def variable(self, *args: Any, **kwargs: Any) -> Any:
        """A variable: ``variable(init, *options)`` is a variable of the shape and type of
        ``init``, which an initializer assigns (graphs); ``variable(shape, TypeClass,
        *options)`` an uninitialized one (op ``VariableV2``)."""
        if args and isinstance(args[0], Shape):
            return self._op_variable(*args, **kwargs)  # type: ignore[attr-defined]
        if args and isinstance(args[0], Operand):
            # import time: loads on first use, not with `import org.tensorflow.op`
            from tfjava.composite.helpers import Helpers

            return Helpers.createVariableWithInit(self._scope, *args, **kwargs)
        raise TypeError(
            "variable(init, *options) or variable(shape, TypeClass, *options): expected an "
            f"Operand or a Shape, got {args[0]!r}"
            if args
            else "variable() takes arguments"
        )

    def call(self, function: ConcreteFunction, argument: Any) -> Any:
        """A call of ``function`` on ``argument``: an operand (one input, one output; returns
        the output) or a dict of operands by input name (returns a dict by output name)."""
        return function.call(self, argument)

    def gradients(self, y: Any, x: Iterable[Operand[Any]], *options: Any) -> Gradients:
        """Gradients of ``y`` (an operand or an iterable of them, summed) w.r.t. each of ``x``
        (graphs only); ``Gradients.dx(...)`` sets the initial gradients."""
        # import time: loads on first use, not with `import org.tensorflow.op`
        from tfjava.composite.gradients import Gradients

        return Gradients.create(self._scope, y, x, *options)

    def booleanMask(self, tensor: Operand[T], mask: Operand[Any], *options: Any) -> Operand[T]:
        """``tensor[mask]``: see ``BooleanMask``."""
        # import time: loads on first use, not with `import org.tensorflow.op`
        from tfjava.composite.boolean_mask import BooleanMask

        return BooleanMask.create(self._scope, tensor, mask, *options)

    def booleanMaskUpdate(
        self, tensor: Operand[T], mask: Operand[Any], updates: Operand[T], *options: Any
    ) -> Operand[T]:
        """``tensor[mask] = updates`` on a copy: see ``BooleanMaskUpdate``."""
        # import time: loads on first use, not with `import org.tensorflow.op`
        from tfjava.composite.boolean_mask_update import BooleanMaskUpdate

        return BooleanMaskUpdate.create(self._scope, tensor, mask, updates, *options)

    def stridedSlice(self, input: Operand[T], *args: Any, **kwargs: Any) -> Any:
        """``stridedSlice(input, *indices)`` with ``Indices`` (see ``StridedSliceHelper``), or
        the op ``StridedSlice``: ``stridedSlice(input, begin, end, strides, *options)``."""
        if not kwargs and _all_indices(args):
            # import time: loads on first use, not with `import org.tensorflow.op`
            from tfjava.composite.strided_slice_helper import StridedSliceHelper

            return StridedSliceHelper.stridedSlice(self._scope, input, *args)
        return self._op_stridedSlice(input, *args, **kwargs)  # type: ignore[attr-defined]

    def stridedSliceAssign(self, ref: Operand[T], *args: Any, **kwargs: Any) -> Any:
        """``stridedSliceAssign(ref, value, *indices)`` with ``Indices``, or the op
        ``StridedSliceAssign``: ``stridedSliceAssign(ref, begin, end, strides, value,
        *options)``."""
        if args and not kwargs and _all_indices(args[1:]):
            # import time: loads on first use, not with `import org.tensorflow.op`
            from tfjava.composite.strided_slice_helper import StridedSliceHelper

            return StridedSliceHelper.stridedSliceAssign(self._scope, ref, args[0], *args[1:])
        return self._op_stridedSliceAssign(ref, *args, **kwargs)  # type: ignore[attr-defined]

    def __repr__(self) -> str:
        return f"<{type(self).__name__} on {self._scope}>"


def _all_indices(args: tuple[Any, ...]) -> bool:
    # import time: loads on first use, not with `import org.tensorflow.op`
    from tfjava.ndarray.index import Index

    if len(args) == 1 and isinstance(args[0], (list, tuple)):
        args = tuple(args[0])
    return all(a is None or isinstance(a, Index) for a in args)
