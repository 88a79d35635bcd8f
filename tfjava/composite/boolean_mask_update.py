"""``org.tensorflow.op.core.BooleanMaskUpdate``: a tensor with new values where a mask is true."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from org.tensorflow.op.core import (
    BroadcastTo,
    Concat,
    ReduceProd,
    Reshape,
    Shape,
    TensorScatterNdUpdate,
    Where,
)

from tfjava.composite.boolean_mask import mask_axis
from tfjava.composite.strided_slice_helper import StridedSliceHelper
from tfjava.dispatch.constant import Constant
from tfjava.ndarray.index import Indices

if TYPE_CHECKING:
    from tfjava.core.operand import Operand
    from tfjava.core.scope import Scope
    from tfjava.types import TInt32


class BooleanMaskUpdate:
    """``tensor[mask] = updates`` as numpy has it, without changing ``tensor``: the updated
    copy. ``updates`` is broadcast to ``[number of true values, remaining dims...]`` unless
    ``BooleanMaskUpdate.broadcast(False)``."""

    __slots__ = ()

    class Options:
        """Optional attributes for ``BooleanMaskUpdate``."""

        __slots__ = ("_axis", "_broadcast")

        def __init__(self) -> None:
            self._axis: int | None = None
            self._broadcast: bool | None = None

        def axis(self, axis: int | None) -> BooleanMaskUpdate.Options:
            """The axis to mask from (0 if unset)."""
            self._axis = axis
            return self

        def broadcast(self, broadcast: bool | None) -> BooleanMaskUpdate.Options:
            """Whether to broadcast ``updates`` (True if unset)."""
            self._broadcast = broadcast
            return self

    @staticmethod
    def axis(axis: int | None) -> BooleanMaskUpdate.Options:
        return BooleanMaskUpdate.Options().axis(axis)

    @staticmethod
    def broadcast(broadcast: bool | None) -> BooleanMaskUpdate.Options:
        return BooleanMaskUpdate.Options().broadcast(broadcast)

    @staticmethod
    def create(
        scope: Scope,
        tensor: Operand[Any],
        mask: Operand[Any],
        updates: Operand[Any],
        *options: BooleanMaskUpdate.Options,
    ) -> Operand[Any]:
        """The updated tensor, built in the sub-scope ``BooleanMaskUpdate``; ``ValueError`` for
        a scalar mask, a mask of unknown rank or of a shape incompatible with the tensor's."""
        scope = scope.withNameAsSubScope("BooleanMaskUpdate")
        axis_opt, broadcast = None, True
        for opts in options:
            if opts._axis is not None:
                axis_opt = opts._axis
            if opts._broadcast is not None:
                broadcast = opts._broadcast
        axis, rank = mask_axis(tensor, mask, axis_opt)
        slice_ = StridedSliceHelper.stridedSlice
        live_shape = Shape.create(scope, tensor)
        leading_size = ReduceProd.create(
            scope,
            slice_(scope, live_shape, Indices.sliceTo(axis + rank)),
            Constant.arrayOf(scope, 0),
        )
        inner_shape = slice_(scope, live_shape, Indices.sliceFrom(axis + rank))
        # Declared: mypy joins the list's op classes to their first common base, RawOp.
        flat_shape: list[Operand[TInt32]] = [
            Reshape.create(scope, leading_size, Constant.arrayOf(scope, 1)),
            inner_shape,
        ]
        reshaped = Reshape.create(
            scope, tensor, Concat.create(scope, flat_shape, Constant.scalarOf(scope, 0))
        )
        indices = Where.create(scope, mask)
        if broadcast:
            indices_shape = Shape.create(scope, indices)
            batch_shape = slice_(scope, indices_shape, Indices.sliceTo(-1))
            update_shape = Concat.create(
                scope, [batch_shape, inner_shape], Constant.scalarOf(scope, 0)
            )
            updates = BroadcastTo.create(scope, updates, update_shape)
        new_value = TensorScatterNdUpdate.create(scope, reshaped, indices, updates)
        return Reshape.create(scope, new_value, live_shape)
