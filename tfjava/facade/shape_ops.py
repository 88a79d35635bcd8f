"""``org.tensorflow.op.ShapeOps``: the ``tf.shape`` facade group (Java's ``Shapes``).

``tf.shape(x)`` (the op ``org.tensorflow.op.core.Shape``) and ``tf.shape.flatten(x)`` (a
``Shapes`` method) share the attribute: the group is callable.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar, overload

from tfjava.composite.shapes import Shapes
from tfjava.types.family import TNumber, TType

if TYPE_CHECKING:
    from org.tensorflow.op import Ops
    from org.tensorflow.op.core import Shape

    from tfjava.core.operand import Operand
    from tfjava.types import TInt32

# Java's Shape.create(Scope, Operand<? extends TType> input[, Class<U> outType]).
W1 = TypeVar("W1", bound=TType)
U = TypeVar("U", bound=TNumber)


class ShapeOps:
    """The ``Shapes`` methods bound to an ``Ops`` scope; calling it is ``Ops.shape``."""

    __slots__ = ("_ops",)

    def __init__(self, ops: Ops) -> None:
        self._ops = ops

    @overload
    def __call__(self, input: Operand[W1]) -> Shape[TInt32]: ...

    @overload
    def __call__(self, input: Operand[W1], outType: type[U]) -> Shape[U]: ...

    def __call__(self, input: Operand[Any], outType: Any = None) -> Shape[Any]:
        """The shape of ``input`` as a 1-D tensor (``TInt32``, or ``outType``)."""
        if outType is None:
            return self._ops._op_shape(input)
        return self._ops._op_shape(input, outType)

    def flatten(self, operand: Operand[Any], type: Any = None) -> Operand[Any]:
        """See ``Shapes.flatten``."""
        return Shapes.flatten(self._ops.scope(), operand, type)

    def size(self, shape: Operand[Any], *args: Any) -> Operand[Any]:
        """See ``Shapes.size``."""
        return Shapes.size(self._ops.scope(), shape, *args)

    def numDimensions(self, shape: Operand[Any], type: Any = None) -> Operand[Any]:
        """See ``Shapes.numDimensions``."""
        return Shapes.numDimensions(self._ops.scope(), shape, type)

    def reduceDims(
        self, operand: Operand[Any], axis: Operand[Any], type: Any = None
    ) -> Operand[Any]:
        """See ``Shapes.reduceDims``."""
        return Shapes.reduceDims(self._ops.scope(), operand, axis, type)

    def squeeze(self, shape: Operand[Any], type: Any = None) -> Operand[Any]:
        """See ``Shapes.squeeze``."""
        return Shapes.squeeze(self._ops.scope(), shape, type)

    def head(self, shape: Operand[Any], type: Any = None) -> Operand[Any]:
        """See ``Shapes.head``."""
        return Shapes.head(self._ops.scope(), shape, type)

    def take(self, shape: Operand[Any], n: Operand[Any], type: Any = None) -> Operand[Any]:
        """See ``Shapes.take``."""
        return Shapes.take(self._ops.scope(), shape, n, type)

    def tail(self, shape: Operand[Any], type: Any = None) -> Operand[Any]:
        """See ``Shapes.tail``."""
        return Shapes.tail(self._ops.scope(), shape, type)

    def takeLast(self, shape: Operand[Any], n: Operand[Any], type: Any = None) -> Operand[Any]:
        """See ``Shapes.takeLast``."""
        return Shapes.takeLast(self._ops.scope(), shape, n, type)

    def prepend(self, shape: Operand[Any], first: Any) -> Operand[Any]:
        """See ``Shapes.prepend``."""
        return Shapes.prepend(self._ops.scope(), shape, first)

    def append(self, shape: Operand[Any], last: Any) -> Operand[Any]:
        """See ``Shapes.append``."""
        return Shapes.append(self._ops.scope(), shape, last)
