"""Source datasets: ``TensorSliceDataset`` (rows of tensors), ``TFRecordDataset`` and
``TextLineDataset`` (records and lines of files)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tfjava.core.operand import Operand
from tfjava.framework.data.dataset import Dataset
from tfjava.ndarray import Shape
from tfjava.types import TString


def _slice_shapes(components: Sequence[Operand[Any]]) -> list[Shape]:
    return [c.shape().tail() for c in components]


class TensorSliceDataset(Dataset):
    def __init__(
        self, tf: Any, components: Sequence[Operand[Any]], outputTypes: Sequence[type[Any]]
    ) -> None:
        components = list(components)
        if len(components) != len(list(outputTypes)):
            raise ValueError("Lists `tensors` and `dtypes` must have the same number of elements.")
        shapes = _slice_shapes(components)
        super().__init__(tf, tf.data.tensorSliceDataset(components, shapes), outputTypes, shapes)


class TFRecordDataset(Dataset):
    """The records of TFRecord files; ``byteOffsets`` (one per file) makes TensorFlow's
    ``TFRecordDatasetV2``, None its ``TFRecordDataset``."""

    def __init__(
        self,
        tf: Any,
        filenames: Operand[Any],
        compressionType: Operand[Any],
        bufferSize: Operand[Any],
        byteOffsets: Operand[Any] | None = None,
    ) -> None:
        if byteOffsets is not None:
            variant = tf.data.tfRecordDataset(filenames, compressionType, bufferSize, byteOffsets)
        else:
            # no generated class: TensorFlow Java's TFRecordDataset class is the V2 op
            builder = tf.scope().opBuilder("TFRecordDataset", "TFRecordDataset")
            for input in (filenames, compressionType, bufferSize):
                builder.addInput(input.asOutput())
            variant = builder.build().output(0)
        super().__init__(tf, variant, [TString], [Shape.scalar()])


class TextLineDataset(Dataset):
    def __init__(
        self,
        tf: Any,
        filenames: Operand[Any],
        compressionType: Operand[Any],
        bufferSize: Operand[Any],
    ) -> None:
        variant = tf.data.textLineDataset(filenames, compressionType, bufferSize)
        super().__init__(tf, variant, [TString], [Shape.scalar()])
