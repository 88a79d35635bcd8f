"""``org.tensorflow.op.Op`` and ``RawOp``, the base of every generated op class."""

from __future__ import annotations

from collections.abc import Callable
from typing import (
    TYPE_CHECKING,
    Any,
    ClassVar,
    Concatenate,
    Generic,
    ParamSpec,
    TypeVar,
    cast,
    overload,
)

from tfjava.core.operand import Operand, Output
from tfjava.core.raw_op_inputs import InputsAccessor
from tfjava.types.family import TType

if TYPE_CHECKING:
    from tfjava.core.environment import ExecutionEnvironment
    from tfjava.core.operation import Operation
    from tfjava.core.raw_op_inputs import RawOpInputs
    from tfjava.dispatch.runtime import OpSpec
    from tfjava.exec.eager_session import EagerSession


class Op:
    """A logical unit of computation: wraps one ``Operation``."""

    __slots__ = ()

    def op(self) -> Operation:
        raise NotImplementedError

    def env(self) -> ExecutionEnvironment:
        return self.op().env()


class RawOp(Op):
    """An op that wraps exactly one operation of the type its class names (``OP_NAME``).

    The runtime (``tfjava.dispatch.runtime.create``) builds eager ops of generated classes without an
    ``Operation`` object: it sets ``_env``, ``_name`` and the outputs, and ``op()`` makes the
    ``EagerOperation`` when first asked. Graph ops always come through ``__init__``, which for a
    generated class reads the output form from the class's ``_SPEC``.
    """

    # An eager op made by create has no _operation until op() is called. Its _name is then the
    # name reserved by the fast path, (NameScope, name, count, *lengths of the list inputs in
    # _LIST_INPUTS order), and a single-output op keeps only its tensor (_t), not _outs: every
    # store on the per-call path costs.
    __slots__ = ("_env", "_name", "_operation", "_outs")

    OP_NAME: str
    _SPEC: ClassVar[OpSpec[Any]]  # set by the generated module's OpSpec
    if TYPE_CHECKING:
        Inputs: ClassVar[type[RawOpInputs[Any]]]  # Java's nested Inputs class
    else:
        Inputs = InputsAccessor()
    _LIST_INPUTS: tuple[str, ...] = ()
    _operation: Operation
    _env: ExecutionEnvironment
    _name: str | tuple[Any, ...]
    _outs: list[Any]

    def __init__(self, operation: Operation, op_name: str | None = None) -> None:
        """Wraps ``operation`` (Java's constructor); a generated class checks its type."""
        spec = getattr(type(self), "_SPEC", None)
        if spec is not None:
            op_name = spec.op_type
        if op_name is not None and operation._type != op_name:
            raise ValueError(
                f"{type(self).__name__} wraps operations of type {op_name}, not {operation.type()}"
            )
        self._operation = operation
        self._env = operation._env
        outs = self._outs = operation._outs
        if spec is not None and spec.output == 0:  # runtime.OPERAND: one output, kept in _t
            cast(Any, self)._t = outs[0]  # a slot of the generated class

    @property
    def operation(self) -> Operation:
        """Java's ``protected final Operation operation``, the wrapped operation, for subclasses
        (a Java field is an attribute of its Java name)."""
        return self.op()

    def op(self) -> Operation:
        try:
            return self._operation
        except AttributeError:
            operation = self._operation = self._eager_operation()
            return operation

    def _eager_operation(self) -> Operation:
        # import time: loads on first use, not with `import org.tensorflow.op`
        from tfjava.core.operation import EagerOperation

        reserved = self._name
        if isinstance(reserved, tuple):
            name: str = reserved[0].name_of(reserved[1], reserved[2])
            lens = reserved[3:]
        else:
            name, lens = reserved, ()
        try:
            outs = self._outs
        except AttributeError:
            outs = self._outs = [getattr(self, "_t")]  # noqa: B009 (_t is a subclass slot)
        attrs: tuple[Any, ...] = ()
        if any(type(o) is list for o in outs):
            # List outputs beside others, nested as the fast path returns them: flatten, and
            # keep the attributes that size the lists (what outputListLength reads).
            outs, attrs = _flatten_outputs(self.OP_NAME, outs)
            self._outs = outs
        return EagerOperation(
            cast("EagerSession", self._env),
            self.OP_NAME,
            name,
            outs,
            attrs,
            input_lengths=dict(zip(self._LIST_INPUTS, lens, strict=True)) if lens else None,
        )

    def env(self) -> ExecutionEnvironment:
        return self._env

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, RawOp):
            return NotImplemented
        return self.op() == other.op()

    def __hash__(self) -> int:
        return hash(self.op())

    def __repr__(self) -> str:
        op = self.op()
        return f"<{op.type()} '{op.name()}'>"

    __str__ = __repr__


T = TypeVar("T", bound=TType)


class RawOperandOp(RawOp, Operand[T]):
    """A ``RawOp`` with one output, usable as an ``Operand[T]`` (Java: a ``RawOp`` that
    ``implements Operand<T>``); the output's tensor is kept in ``_t``."""

    __slots__ = ("_t",)

    def asOutput(self) -> Output[T]:
        """The symbolic handle of this op's output (Java ``Operand.asOutput()``)."""
        return Output(self.op(), 0, self._t)


def _flatten_outputs(op_type: str, nested: list[Any]) -> tuple[list[Any], tuple[Any, ...]]:
    # import time: loads on first use, not with `import org.tensorflow.op`
    from tfjava.core.operation import _op_def

    flat: list[Any] = []
    attrs: list[Any] = []
    for arg, out in zip(_op_def(op_type).output_arg, nested, strict=True):
        if type(out) is not list:
            flat.append(out)
            continue
        flat.extend(out)
        if arg.number_attr:
            attrs += (arg.number_attr, len(out))
        elif arg.type_list_attr:
            attrs += (arg.type_list_attr, [t.dtype.as_datatype_enum for t in out])
    return flat, tuple(attrs)


class _LazyOutput:
    """An output field (``_out_<name>`` slot) of a class with list outputs, filled on first read.

    Create's eager path makes such ops without running the class's ``__init__`` (which splits
    the outputs by the operation's list lengths); the field runs it when first read. A
    descriptor per field, and not ``__getattr__`` on ``RawOp``: a class with ``__getattr__``
    gets no specialised attribute loads, so every ``x._t`` of an operand on the hot path would
    cost several hundred instructions more.
    """

    __slots__ = ("_slot",)

    def __init__(self, slot: Any) -> None:
        self._slot = slot

    def __get__(self, obj: Any, owner: type[Any] | None = None) -> Any:
        if obj is None:
            return self
        try:
            return self._slot.__get__(obj, owner)
        except AttributeError:  # made by create: __init__ has not run (op() may have)
            cls: Any = type(obj)
            cls.__init__(obj, obj.op())
            return self._slot.__get__(obj, owner)

    def __set__(self, obj: Any, value: Any) -> None:
        self._slot.__set__(obj, value)

    def __delete__(self, obj: Any) -> None:
        self._slot.__delete__(obj)


def lazy_outputs(cls: type[RawOp]) -> None:
    """Make the output fields of ``cls`` (a generated class with list outputs) fill themselves
    from the operation when first read."""
    for name in cls.__dict__.get("__slots__", ()):
        if name.startswith("_out_"):
            setattr(cls, name, _LazyOutput(cls.__dict__[name]))


class OpOptions:
    """Base of every generated ``<Op>.Options``: optional attributes, set by chained calls.

    ``_FIELDS`` names the attributes (``_sharedName``, ...). Generated subclasses keep them in
    slots (a misspelt field is an error); an unset one reads as None, as Java's null.
    """

    __slots__ = ()
    _FIELDS: tuple[str, ...] = ()

    def __getattr__(self, name: str) -> None:
        # Only reached when a slot holds no value: a field never set.
        if name in self._FIELDS:
            return
        raise AttributeError(f"{type(self).__qualname__!r} object has no attribute {name!r}")

    def __repr__(self) -> str:
        fields = ", ".join(
            f"{name[1:]}={getattr(self, name)!r}"
            for name in self._FIELDS
            if getattr(self, name, None) is not None
        )
        return f"{type(self).__qualname__}({fields})"


S = TypeVar("S", bound=Callable[..., Any])
P = ParamSpec("P")
R = TypeVar("R")


class static_or_instance(Generic[S, P, R]):
    """One name that is a static option method on the class and an instance method on objects.

    Java can overload ``static Options shape(Shape)`` with the inherited ``Shape shape()``;
    Python cannot, so ``Placeholder.shape(Shape.of(2))`` calls the static function and
    ``placeholder.shape()`` the instance method.
    """

    def __init__(self, static: S, instance: Callable[Concatenate[Any, P], R]) -> None:
        # A staticmethod object is unwrapped so that class access returns a plain function.
        self._static: S = getattr(static, "__func__", static)
        self._instance = instance
        self.__doc__ = self._static.__doc__

    @overload
    def __get__(self, obj: None, owner: type[Any]) -> S: ...
    @overload
    def __get__(self, obj: object, owner: type[Any]) -> Callable[P, R]: ...
    def __get__(self, obj: object | None, owner: type[Any]) -> Any:
        if obj is None:
            return self._static
        return self._instance.__get__(obj, owner)
