"""Transformation datasets: ``BatchDataset``, ``SkipDataset``, ``TakeDataset``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from tfjava.core.operand import Operand
from tfjava.framework.data.dataset import Dataset
from tfjava.ndarray import Shape


class BatchDataset(Dataset):
    def __init__(
        self,
        tf: Any,
        variant: Operand[Any],
        batchSize: Operand[Any],
        dropRemainder: Operand[Any],
        outputTypes: Sequence[type[Any]],
        outputShapes: Sequence[Shape],
    ) -> None:
        batched = tf.data.batchDataset(
            variant, batchSize, dropRemainder, list(outputTypes), list(outputShapes)
        )
        super().__init__(tf, batched, outputTypes, outputShapes)


class SkipDataset(Dataset):
    def __init__(
        self,
        tf: Any,
        variant: Operand[Any],
        count: Operand[Any],
        outputTypes: Sequence[type[Any]],
        outputShapes: Sequence[Shape],
    ) -> None:
        skipped = tf.data.skipDataset(variant, count, list(outputTypes), list(outputShapes))
        super().__init__(tf, skipped, outputTypes, outputShapes)


class TakeDataset(Dataset):
    def __init__(
        self,
        tf: Any,
        variant: Operand[Any],
        count: Operand[Any],
        outputTypes: Sequence[type[Any]],
        outputShapes: Sequence[Shape],
    ) -> None:
        taken = tf.data.takeDataset(variant, count, list(outputTypes), list(outputShapes))
        super().__init__(tf, taken, outputTypes, outputShapes)
