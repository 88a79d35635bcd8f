"""``org.tensorflow.op.core.Ones``: a tensor of ones of a given shape and type."""

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


class Ones(WrappedOperand[T], Generic[T]):
    """An operator creating a constant initialized with ones of the shape given by ``dims``:
    ``tf.ones(tf.constant(shape), TFloat32)`` is ``tf.fill(tf.constant(shape),
    tf.constant(1.0))``."""

    __slots__ = ()

    @staticmethod
    def create(scope: Scope, dims: Operand[Any], type: type[T]) -> Ones[T]:
        """Ones of shape ``dims`` (a 1-D operand) and tensor type ``type`` (not ``TString``:
        ``ValueError``), built in the sub-scope ``Ones`` (``Ones/One``, ``Ones/Fill``)."""
        ones_scope = scope.withSubScope("Ones")
        if type is TString:
            raise ValueError("Can't create Ones of String DataType")
        one = Cast.create(ones_scope.withName("One"), Constant.scalarOf(ones_scope, 1), type)
        return Ones(Fill.create(ones_scope.withName("Fill"), dims, one))
