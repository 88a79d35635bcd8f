"""``org.tensorflow.op.core.StridedSliceHelper``: Python-like indexing of operands with
``Indices`` (``tf.stridedSlice(x, Indices.at(2), Indices.all())``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from org.tensorflow.op.core import StridedSlice, StridedSliceAssign

from tfjava.dispatch.constant import Constant
from tfjava.ndarray.index import Index, Indices
from tfjava.types.family import TType

if TYPE_CHECKING:
    from tfjava.core.operand import Operand
    from tfjava.core.scope import Scope

T = TypeVar("T", bound=TType)

_INT_MIN, _INT_MAX = -(2**31), 2**31 - 1


def _indices(indices: tuple[Any, ...]) -> list[Index | None]:
    if len(indices) == 1 and isinstance(indices[0], (list, tuple)):
        return list(indices[0])
    return list(indices)


def _as_int(value: int, what: str, idx: Index) -> int:
    if not _INT_MIN <= value <= _INT_MAX:
        raise ValueError(f"Can't convert long {what} value to int for index {idx}: Out of bounds")
    return value


class StridedSliceHelper:
    """Helper endpoints for Python-like indexing (``tf.stridedSlice``,
    ``tf.stridedSliceAssign``)."""

    __slots__ = ()

    @dataclass(frozen=True)
    class StridedSliceArgs:
        """The ``StridedSlice`` inputs and masks for a list of indices."""

        begin: list[int]
        end: list[int]
        strides: list[int]
        beginMask: int
        endMask: int
        ellipsisMask: int
        newAxisMask: int
        shrinkAxisMask: int

    @staticmethod
    def mergeIndexes(*indices: Index | None) -> StridedSliceHelper.StridedSliceArgs:
        """The begin, end and strides vectors and the masks for ``indices`` (None is
        ``Indices.all()``); ``ValueError`` for two ellipses or values beyond a Java int,
        ``NotImplementedError`` for an index that tensors do not support."""
        begin: list[int] = []
        end: list[int] = []
        strides: list[int] = []
        masks = [0, 0, 0, 0, 0]
        for i, idx in enumerate(_indices(indices)):
            if idx is None:
                idx = Indices.all()
            if not isinstance(idx, Index):
                raise TypeError(f"stridedSlice: index {i} is not an Index: {idx!r}")
            if not idx.tensorSupport():
                raise NotImplementedError(f"Index {idx} is not supported for Tensors")
            begin.append(_as_int(idx.begin(), "begin", idx))
            end.append(_as_int(idx.end(), "end", idx))
            strides.append(_as_int(idx.stride(), "stride", idx))
            bit = 1 << i
            if idx.beginMask():
                masks[0] |= bit
            if idx.endMask():
                masks[1] |= bit
            if idx.isEllipsis():
                if masks[2]:
                    raise ValueError("Can not have two ellipsis in a slice")
                masks[2] |= bit
            if idx.isNewAxis():
                masks[3] |= bit
            if idx.isPoint():
                masks[4] |= bit
        return StridedSliceHelper.StridedSliceArgs(begin, end, strides, *masks)

    @staticmethod
    def stridedSlice(scope: Scope, input: Operand[T], *indices: Index | None) -> StridedSlice[T]:
        """A strided slice of ``input``: ``Indices.at(i)`` keeps one element (dropping the
        dimension), ``Indices.slice(begin, end, stride)`` a range, ``Indices.all()`` everything,
        ``Indices.newAxis()`` inserts a dimension, ``Indices.ellipsis()`` stands for the
        remaining dimensions."""
        args = StridedSliceHelper.mergeIndexes(*indices)
        return StridedSlice.create(
            scope,
            input,
            Constant.vectorOf(scope, args.begin),
            Constant.vectorOf(scope, args.end),
            Constant.vectorOf(scope, args.strides),
            StridedSlice.beginMask(args.beginMask),
            StridedSlice.endMask(args.endMask),
            StridedSlice.ellipsisMask(args.ellipsisMask),
            StridedSlice.newAxisMask(args.newAxisMask),
            StridedSlice.shrinkAxisMask(args.shrinkAxisMask),
        )

    @staticmethod
    def stridedSliceAssign(
        scope: Scope, ref: Operand[T], value: Operand[T], *indices: Index | None
    ) -> StridedSliceAssign[T]:
        """Assign ``value`` to the slice of the variable ``ref`` that ``indices`` select (no
        broadcasting: ``value`` has the shape of the slice)."""
        args = StridedSliceHelper.mergeIndexes(*indices)
        return StridedSliceAssign.create(
            scope,
            ref,
            Constant.vectorOf(scope, args.begin),
            Constant.vectorOf(scope, args.end),
            Constant.vectorOf(scope, args.strides),
            value,
            StridedSliceAssign.beginMask(args.beginMask),
            StridedSliceAssign.endMask(args.endMask),
            StridedSliceAssign.ellipsisMask(args.ellipsisMask),
            StridedSliceAssign.newAxisMask(args.newAxisMask),
            StridedSliceAssign.shrinkAxisMask(args.shrinkAxisMask),
        )
