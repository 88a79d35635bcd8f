"""``Dataset``: a pipeline of TensorFlow dataset ops (a variant tensor) with its element
structure (component types and shapes); transformations return new datasets."""

from __future__ import annotations

import typing
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

import numpy as np

from tfjava.core.operand import Operand
from tfjava.framework.data.dataset_iterator import DatasetIterator
from tfjava.ndarray import Shape

if TYPE_CHECKING:
    from tfjava.exec.concrete_function import ConcreteFunction

Components = list[Operand[Any]]
Mapper = Callable[[Components], Components]


class Dataset:
    """``Dataset(tf, variant, outputTypes, outputShapes)``, or ``Dataset(other)`` (a copy)."""

    tf: Any
    _variant: Any  # the dataset's variant tensor
    _outputTypes: list[type[Any]]
    _outputShapes: list[Shape]

    def __init__(
        self,
        tf: Any,
        variant: Operand[Any] | None = None,
        outputTypes: Sequence[type[Any]] | None = None,
        outputShapes: Sequence[Shape] | None = None,
    ) -> None:
        if isinstance(tf, Dataset):  # Java's protected copy constructor
            other = tf
            tf, variant = other.tf, other._variant
            outputTypes, outputShapes = other._outputTypes, other._outputShapes
        if tf is None:
            raise ValueError("Ops accessor cannot be null.")
        outputTypes = list(outputTypes or ())
        outputShapes = list(outputShapes or ())
        if len(outputTypes) != len(outputShapes):
            raise ValueError("`outputTypes` and `outputShapes` must have the same size.")
        self.tf = tf
        self._variant = variant
        self._outputTypes = outputTypes
        self._outputShapes = outputShapes

    # -- transformations (the impl classes import this module: imported when called) ---------

    def batch(self, batchSize: int, dropLastBatch: bool = False) -> Dataset:
        """Elements stacked ``batchSize`` at a time (the last, smaller batch dropped or kept)."""
        # cycle: BatchDataset is a Dataset (Java's Dataset.batch gives one)
        from tfjava.framework.data.impl.transformations import BatchDataset

        tf = self.tf
        return BatchDataset(
            tf,
            self.getVariant(),
            tf.constant(np.int64(batchSize)),
            tf.constant(bool(dropLastBatch)),
            self._outputTypes,
            # an unknown element shape (a traced function's) stays unknown
            [s if s.isUnknown() else s.prepend(-1) for s in self._outputShapes],
        )

    def skip(self, count: int) -> Dataset:
        # cycle: the transformations are Datasets (Java's Dataset.skip/take give them)
        from tfjava.framework.data.impl.transformations import SkipDataset

        return SkipDataset(
            self.tf, self.getVariant(), self.tf.constant(np.int64(count)), *self._structure()
        )

    def take(self, count: int) -> Dataset:
        # cycle: the transformations are Datasets (Java's Dataset.skip/take give them)
        from tfjava.framework.data.impl.transformations import TakeDataset

        return TakeDataset(
            self.tf, self.getVariant(), self.tf.constant(np.int64(count)), *self._structure()
        )

    def mapOneComponent(
        self, index: int, mapper: Callable[[Operand[Any]], Operand[Any]]
    ) -> Dataset:
        def one(outputs: Components) -> Components:
            mapped = list(outputs)
            mapped[index] = mapper(outputs[index])
            return mapped

        return self.map(one)

    def mapAllComponents(self, mapper: Callable[[Operand[Any]], Operand[Any]]) -> Dataset:
        return self.map(lambda outputs: [mapper(o) for o in outputs])

    def map(self, mapper: Mapper | ConcreteFunction) -> Dataset:
        """Each element through ``mapper``: see ``impl.mapping.MapDataset``."""
        # cycle: MapDataset is a Dataset (Java's Dataset.map gives one)
        from tfjava.framework.data.impl.mapping import MapDataset

        return MapDataset(self, mapper)

    # -- iteration ----------------------------------------------------------------------------

    def __iter__(self) -> Iterator[Components]:
        """Eager sessions only: the elements, through a new one-shot iterator."""
        return iter(self.makeOneShotIterator())

    iterator = __iter__

    def makeInitializeableIterator(self) -> DatasetIterator:
        iterator = DatasetIterator.fromStructure(self.tf, self._outputTypes, self._outputShapes)
        iterator.makeInitializer(self)
        return iterator

    def makeOneShotIterator(self) -> DatasetIterator:
        return self.makeInitializeableIterator()

    # -- sources ------------------------------------------------------------------------------

    @staticmethod
    def fromTensorSlices(
        tf: Any, tensors: Sequence[Operand[Any]], outputTypes: Sequence[type[Any]]
    ) -> Dataset:
        """One element per row of the tensors (their first dimension)."""
        # cycle: the sources are Datasets (Java's Dataset.fromTensorSlices gives one)
        from tfjava.framework.data.impl.sources import TensorSliceDataset

        return TensorSliceDataset(tf, tensors, outputTypes)

    @staticmethod
    def tfRecordDataset(tf: Any, filename: str, compressionType: str, bufferSize: int) -> Dataset:
        # cycle: the sources are Datasets (Java's Dataset.fromTensorSlices gives one)
        from tfjava.framework.data.impl.sources import TFRecordDataset

        # No byte offsets: TensorFlow's TFRecordDataset op. (TensorFlow Java passes a scalar 0,
        # making TFRecordDatasetV2, which TensorFlow cannot serialize for MakeIterator: the
        # iterator fails with "3 inputs specified of 4".)
        return TFRecordDataset(
            tf,
            tf.constant(filename),
            tf.constant(compressionType),
            tf.constant(np.int64(bufferSize)),
            None,
        )

    @staticmethod
    def textLineDataset(tf: Any, filename: str, compressionType: str, bufferSize: int) -> Dataset:
        # cycle: the sources are Datasets (Java's Dataset.fromTensorSlices gives one)
        from tfjava.framework.data.impl.sources import TextLineDataset

        return TextLineDataset(
            tf,
            tf.constant(filename),
            tf.constant(compressionType),
            tf.constant(np.int64(bufferSize)),
        )

    # -- accessors ----------------------------------------------------------------------------

    def getVariant(self) -> Operand[Any]:
        return typing.cast("Operand[Any]", self._variant)

    def getOutputTypes(self) -> list[type[Any]]:
        return self._outputTypes

    def getOutputShapes(self) -> list[Shape]:
        return self._outputShapes

    def getOpsInstance(self) -> Any:
        return self.tf

    def _structure(self) -> tuple[list[type[Any]], list[Shape]]:
        return self._outputTypes, self._outputShapes

    def __str__(self) -> str:
        types = ", ".join(t.__name__ for t in self._outputTypes)
        shapes = ", ".join(str(s) for s in self._outputShapes)
        return f"Dataset{{outputTypes=[{types}], outputShapes=[{shapes}]}}"

    toString = __str__
