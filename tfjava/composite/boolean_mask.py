"""``org.tensorflow.op.core.BooleanMask``: the elements of a tensor where a mask is true."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from org.tensorflow.op.core import Concat, Gather, ReduceProd, Reshape, Squeeze, Where
from org.tensorflow.op.core import Shape as ShapeOp

from tfjava.composite.strided_slice_helper import StridedSliceHelper
from tfjava.dispatch.constant import Constant
from tfjava.ndarray import Shape
from tfjava.ndarray.index import Indices

if TYPE_CHECKING:
    from tfjava.core.operand import Operand
    from tfjava.core.scope import Scope
    from tfjava.types import TInt32


def mask_axis(tensor: Operand[Any], mask: Operand[Any], axis: int | None) -> tuple[int, int]:
    """The (non-negative) axis and the mask's rank, checked against the tensor's static shape."""
    axis = 0 if axis is None else int(axis)
    if axis < 0:
        axis += tensor.rank()
    mask_shape: Shape = mask.shape()
    if mask_shape.isUnknown():
        raise ValueError("Mask cannot have unknown number of dimensions")
    if mask_shape.numDimensions() == 0:
        raise ValueError("Mask cannot be a scalar.")
    rank = mask_shape.numDimensions()
    tensor_shape = tensor.shape()
    if not tensor_shape.isUnknown():
        required = tensor_shape.subShape(axis, axis + rank)
        if not required.isCompatibleWith(mask_shape):
            raise ValueError(
                f"Mask shape {mask_shape} is not compatible with the required mask shape: "
                f"{required}."
            )
    return axis, rank


class BooleanMask:
    """``tensor[mask]`` as numpy has it: ``BooleanMask.create(scope, tensor, mask)`` gives the
    slices of ``tensor`` where ``mask`` (matching the leading dimensions from ``axis``) is true.
    """

    __slots__ = ()

    class Options:
        """Optional attributes for ``BooleanMask``."""

        __slots__ = ("_axis",)

        def __init__(self) -> None:
            self._axis: int | None = None

        def axis(self, axis: int | None) -> BooleanMask.Options:
            """The axis to mask from (0 if unset)."""
            self._axis = axis
            return self

    @staticmethod
    def axis(axis: int | None) -> BooleanMask.Options:
        """Options with the axis to mask from: ``axis + dim(mask) <= dim(tensor)``."""
        return BooleanMask.Options().axis(axis)

    @staticmethod
    def create(
        scope: Scope, tensor: Operand[Any], mask: Operand[Any], *options: BooleanMask.Options
    ) -> Operand[Any]:
        """The masked tensor, built in the sub-scope ``BooleanMask``; ``ValueError`` for a
        scalar mask, a mask of unknown rank or of a shape incompatible with the tensor's."""
        scope = scope.withNameAsSubScope("BooleanMask")
        axis_opt = None
        for opts in options:
            if opts._axis is not None:
                axis_opt = opts._axis
        axis, rank = mask_axis(tensor, mask, axis_opt)
        slice_ = StridedSliceHelper.stridedSlice
        axis_tensor = Constant.scalarOf(scope, axis)
        live_shape = ShapeOp.create(scope, tensor)
        leading_size = ReduceProd.create(
            scope,
            slice_(scope, live_shape, Indices.range(axis, axis + rank)),
            Constant.arrayOf(scope, 0),
        )
        # Declared: mypy joins the list's op classes to their first common base, RawOp.
        flat_shape: list[Operand[TInt32]] = [
            slice_(scope, live_shape, Indices.sliceTo(axis)),
            Reshape.create(scope, leading_size, Constant.arrayOf(scope, 1)),
            slice_(scope, live_shape, Indices.sliceFrom(axis + rank)),
        ]
        flattened = Reshape.create(
            scope, tensor, Concat.create(scope, flat_shape, Constant.scalarOf(scope, 0))
        )
        flat_mask = Reshape.create(scope, mask, Constant.arrayOf(scope, -1))
        indices = Squeeze.create(scope, Where.create(scope, flat_mask), Squeeze.axis([1]))
        return Gather.create(scope, flattened, indices, axis_tensor)
