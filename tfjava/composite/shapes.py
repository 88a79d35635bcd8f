"""``org.tensorflow.op.core.Shapes``: operations on ``Shape`` operands (1-D tensors of
dimensions), the facade group ``tf.shape``.

Java overloads become one method each, told apart by argument kinds: a ``Shape`` op instance
(``org.tensorflow.op.core.Shape``) picks the shape overloads, any other operand the operand
ones; a trailing type class picks the shape's data type (by default the shape's own type for
shape overloads, ``TInt32`` for operand overloads).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np
from org.tensorflow.op.core import (
    Concat,
    ExpandDims,
    Gather,
    OnesLike,
    ReduceProd,
    Reshape,
    Shape,
    Size,
    Slice,
    Where,
)
from org.tensorflow.op.dtypes import Cast
from org.tensorflow.op.math import FloorMod, NotEqual, Sub

from tfjava.base._dtypes import DT_INT64 as _DT_INT64
from tfjava.core.operand import Operand
from tfjava.dispatch.constant import Constant
from tfjava.types import TInt32

if TYPE_CHECKING:
    from tfjava.core.scope import Scope


def _is_shape(x: Any) -> bool:
    return isinstance(x, Shape)


def _is_type(x: Any) -> bool:
    return isinstance(x, type) and hasattr(x, "DTYPE")


def _shape_type(shape: Operand[Any], type: Any) -> Any:
    return shape.type() if type is None else type


def _const(scope: Scope, value: Any, type: Any) -> Operand[Any]:
    """``Cast(Constant(value), type)``, as Java writes typed constants."""
    return Cast.create(scope, Constant.create(scope, value), type)


class Shapes:
    """Static methods on shape operands: ``flatten``, ``size``, ``numDimensions``,
    ``reduceDims``, ``squeeze``, ``head``, ``take``, ``tail``, ``takeLast``, ``prepend``,
    ``append``."""

    __slots__ = ()

    @staticmethod
    def flatten(scope: Scope, operand: Operand[Any], type: Any = None) -> Operand[Any]:
        """``flatten(scope, operand[, type])``: ``operand`` reshaped to 1 dimension;
        ``flatten(scope, shape[, type])``: the 1-D shape of that flattened operand (its size)."""
        if _is_shape(operand):
            t = _shape_type(operand, type)
            return ExpandDims.create(
                scope,
                Shapes.size(scope, operand, t),
                Cast.create(scope, Constant.scalarOf(scope, -1), TInt32),
            )
        t = TInt32 if type is None else type
        flat_shape = Shapes.flatten(scope, Shape.create(scope, operand, t), t)
        return Reshape.create(scope, operand, flat_shape)

    @staticmethod
    def size(scope: Scope, shape: Operand[Any], *args: Any) -> Operand[Any]:
        """``size(scope, shape[, type])``: the number of elements of ``shape``;
        ``size(scope, shape, dim[, type])``: dimension ``dim`` of ``shape``;
        ``size(scope, input, dim[, type])``: dimension ``dim`` of ``input``'s shape."""
        if len(args) > 2:
            raise TypeError("Shapes.size(scope, shape[, dim][, type])")
        dim = args[0] if args and not _is_type(args[0]) else None
        type = args[-1] if args and _is_type(args[-1]) else None
        if dim is None:
            t = _shape_type(shape, type)
            dims = Slice.create(
                scope,
                shape,
                _const(scope, [0], t),
                ExpandDims.create(scope, _const(scope, -1, t), Constant.scalarOf(scope, -1)),
            )
            return ReduceProd.create(scope, dims, Constant.scalarOf(scope, 0))
        if not _is_shape(shape):
            t = TInt32 if type is None else type
            return Shapes.size(scope, Shape.create(scope, shape, t), dim, t)
        t = _shape_type(shape, type)
        return Slice.create(
            scope,
            shape,
            ExpandDims.create(scope, dim, _const(scope, -1, t)),
            ExpandDims.create(scope, _const(scope, 1, t), _const(scope, -1, t)),
        )

    @staticmethod
    def numDimensions(scope: Scope, shape: Operand[Any], type: Any = None) -> Operand[Any]:
        """The number of dimensions of ``shape``."""
        return Size.create(scope, shape, _shape_type(shape, type))

    @staticmethod
    def reduceDims(
        scope: Scope, operand: Operand[Any], axis: Operand[Any], type: Any = None
    ) -> Operand[Any]:
        """``reduceDims(scope, shape, axis[, type])``: ``shape`` with the dimensions from
        ``axis`` on multiplied into one; ``reduceDims(scope, operand, axis[, type])``:
        ``operand`` reshaped so."""
        if not _is_shape(operand):
            t = TInt32 if type is None else type
            new_shape = Shape.create(scope, operand, t)
            return Reshape.create(scope, operand, Shapes.reduceDims(scope, new_shape, axis, t))
        shape, t = operand, _shape_type(operand, type)
        rank = Size.create(scope, shape, t)
        axis = FloorMod.create(scope, axis, rank)
        dims1 = Slice.create(
            scope,
            shape,
            _const(scope, [0], t),
            ExpandDims.create(scope, axis, Constant.scalarOf(scope, -1)),
        )
        dims2 = Slice.create(
            scope,
            shape,
            ExpandDims.create(scope, axis, Constant.scalarOf(scope, -1)),
            ExpandDims.create(scope, _const(scope, -1, t), Constant.scalarOf(scope, -1)),
        )
        prod = ReduceProd.create(
            scope, dims2, Constant.scalarOf(scope, 0), ReduceProd.keepDims(True)
        )
        return Concat.create(scope, [dims1, prod], Constant.scalarOf(scope, 0))

    @staticmethod
    def squeeze(scope: Scope, shape: Operand[Any], type: Any = None) -> Operand[Any]:
        """``shape`` without its dimensions of size 1."""
        t = _shape_type(shape, type)
        mask = NotEqual.create(scope, shape, Cast.create(scope, OnesLike.create(scope, shape), t))
        return Gather.create(scope, shape, Where.create(scope, mask), Constant.scalarOf(scope, 0))

    @staticmethod
    def head(scope: Scope, shape: Operand[Any], type: Any = None) -> Operand[Any]:
        """A 1-D operand holding the first dimension of ``shape``."""
        t = _shape_type(shape, type)
        return Shapes.take(scope, shape, _const(scope, 1, t), t)

    @staticmethod
    def take(scope: Scope, shape: Operand[Any], n: Operand[Any], type: Any = None) -> Operand[Any]:
        """A 1-D operand holding the first ``n`` dimensions of ``shape``."""
        t = _shape_type(shape, type)
        return Slice.create(
            scope,
            shape,
            _const(scope, [0], t),
            ExpandDims.create(scope, n, Constant.scalarOf(scope, -1)),
        )

    @staticmethod
    def tail(scope: Scope, shape: Operand[Any], type: Any = None) -> Operand[Any]:
        """A 1-D operand holding the last dimension of ``shape``."""
        t = _shape_type(shape, type)
        return Shapes.takeLast(scope, shape, _const(scope, 1, t), t)

    @staticmethod
    def takeLast(
        scope: Scope, shape: Operand[Any], n: Operand[Any], type: Any = None
    ) -> Operand[Any]:
        """A 1-D operand holding the last ``n`` dimensions of ``shape``."""
        t = _shape_type(shape, type)
        start = Sub.create(scope, Size.create(scope, shape, t), n)
        return Slice.create(
            scope,
            shape,
            ExpandDims.create(scope, start, Constant.scalarOf(scope, -1)),
            ExpandDims.create(scope, _const(scope, -1, t), Constant.scalarOf(scope, -1)),
        )

    @staticmethod
    def prepend(scope: Scope, shape: Operand[Any], first: Any) -> Operand[Any]:
        """``prepend(scope, shape, firstDimension)`` (an ``int``, of the shape's type) or
        ``prepend(scope, shape, shapeToPrepend)``: the dimensions of the second before those
        of ``shape``."""
        return _concat(scope, _dims(scope, shape, first), shape)

    @staticmethod
    def append(scope: Scope, shape: Operand[Any], last: Any) -> Operand[Any]:
        """``append(scope, shape, lastDimension)`` (an ``int``, of the shape's type) or
        ``append(scope, shape, shapeToAppend)``: the dimensions of ``shape`` then the
        others."""
        return _concat(scope, shape, _dims(scope, shape, last))


def _dims(scope: Scope, shape: Operand[Any], value: Any) -> Operand[Any]:

    if isinstance(value, Operand):
        return value

    if isinstance(value, bool | np.bool_) or not isinstance(value, int | np.integer):
        raise TypeError(
            f"Shapes: expected an int dimension or a shape Operand, got {type(value).__name__} "
            f"{value!r}"
        )
    if getattr(value, "dtype", None) == np.dtype(np.int64) and shape.type().DTYPE != _DT_INT64:
        # Java's long overload takes a TInt64 shape; a Python int follows the shape's type.
        raise TypeError(
            f"Shapes: a long dimension ({value!r}, numpy int64) needs a TInt64 shape, got "
            f"{shape.type().__name__}; pass an int to follow the shape's type"
        )
    return Constant.tensorOf(scope, shape.type(), [int(value)])


def _concat(scope: Scope, first: Operand[Any], second: Operand[Any]) -> Operand[Any]:
    return Concat.create(scope, [first, second], Constant.scalarOf(scope, 0))
