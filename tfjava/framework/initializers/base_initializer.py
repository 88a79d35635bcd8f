"""``Initializer`` and ``BaseInitializer``, with the type checks the initializers share."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast

import numpy as np

from tfjava.types import TBool, TInt32, TInt64
from tfjava.types.family import TFloating, TNumber, TType

T = TypeVar("T", bound=TType)

if TYPE_CHECKING:
    from org.tensorflow.op import Ops

    from tfjava.core.operand import Operand


class Initializer(Generic[T]):
    """Java's ``Initializer<T>``: ``call(tf, dims, type)`` returns an operand of ``type`` with
    the shape given by ``dims`` (a TInt64 operand, as in Java, or a TInt32 one)."""

    def call(self, tf: Ops, dims: Operand[TInt64] | Operand[TInt32], type: type[T]) -> Operand[T]:
        raise NotImplementedError(f"{self.__class__.__name__}.call")

    def __call__(
        self, tf: Ops, dims: Operand[TInt64] | Operand[TInt32], type: type[T]
    ) -> Operand[T]:
        # A functional interface: an initializer is also the callable Java's lambdas port to.
        return self.call(tf, dims, type)


class BaseInitializer(Initializer[T]):
    def __init__(self) -> None:
        self._name = type(self).__name__

    def call(self, tf: Ops, dims: Operand[TInt64] | Operand[TInt32], type: type[T]) -> Operand[T]:
        return cast("Operand[T]", self._call(tf, dims, type))

    def _call(self, tf: Any, dims: Any, type: Any) -> Any:
        raise NotImplementedError(f"{self.__class__.__name__}.call")

    def getName(self) -> str:
        return self._name

    def _require(self, t: Any, family: Any, what: str) -> None:
        """``TypeError`` naming the class and the ``type`` argument unless ``t`` is in
        ``family`` (a type family, or a tuple of them)."""
        families = family if isinstance(family, tuple) else (family,)
        if not (isinstance(t, type) and any(issubclass(t, f) for f in families)):
            name = getattr(t, "__name__", repr(t))
            raise TypeError(
                f"{type(self).__name__}.call: parameter type must be {what}, got {name}"
            )

    def _numeric_or_bool(self, t: Any) -> None:
        self._require(t, (TNumber, TBool), "a numeric or boolean tensor type")

    def _floating(self, t: Any) -> None:
        self._require(t, TFloating, "a floating point tensor type")


def f64(tf: Any, value: float) -> Any:
    """Java's ``tf.constant(double)``: a TFloat64 scalar."""
    return tf.constant(np.float64(value))


def seeds(tf: Any, seed: int) -> Any:
    """The stateless random ops' seed pair ``{seed, 0}`` (TInt64)."""
    return tf.constant(np.array([seed, 0], np.int64))
