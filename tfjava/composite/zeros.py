"""``org.tensorflow.op.core.Zeros``: a tensor of zeros of a given shape and type."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generic, TypeVar

from org.tensorflow.op.core import Fill
from org.tensorflow.op.dtypes import Cast

from tfjava.composite._wrapped import WrappedOperand
from tfjava.dispatch.constant import Constant
from tfjava.types import TString
from tfjava.types.family import TType

if TYPE_CHECKING:
    from tfjava.core.operand import Operand
    from tfjava.core.scope import Scope

T = TypeVar("T", bound=TType)


class Zeros(WrappedOperand[T], Generic[T]):
    """An operator creating a constant initialized with zeros of the shape given by ``dims``:
    ``tf.zeros(tf.constant(shape), TFloat32)`` is ``tf.fill(tf.constant(shape),
    tf.constant(0.0))``. ``TString`` zeros are empty strings."""

    __slots__ = ()

    @staticmethod
    def create(scope: Scope, dims: Operand[Any], type: type[T]) -> Zeros[T]:
        """Zeros of shape ``dims`` (a 1-D operand) and tensor type ``type``, built in the
        sub-scope ``Zeros`` (``Zeros/Zero``, ``Zeros/Fill``)."""
        zeros_scope = scope.withSubScope("Zeros")
        zero: Operand[Any]
        if type is TString:
            zero = Constant.scalarOf(zeros_scope.withName("Zero"), "")
        else:
            zero = Cast.create(
                zeros_scope.withName("Zero"), Constant.scalarOf(zeros_scope, 0), type
            )
        return Zeros(Fill.create(zeros_scope.withName("Fill"), dims, zero))
