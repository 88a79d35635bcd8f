"""``Dataset``: a pipeline of TensorFlow dataset ops (a variant tensor) with its element
structure (component types and shapes); transformations return new datasets.

The datasets its methods give are here too (Java's ``org.tensorflow.framework.data.impl``): the
sources ``TensorSliceDataset``, ``TFRecordDataset``, ``TextLineDataset``; the transformations
``BatchDataset``, ``SkipDataset``, ``TakeDataset``; and ``MapDataset`` with what maps elements on
the way out (``MapIterator``, ``MapOptional``).

Where the mapper can become a TensorFlow function, the map is TensorFlow's own ``MapDataset`` op
in the pipeline, so that later ``batch``/``skip``/``take`` see mapped elements:

* a ``ConcreteFunction`` (its inputs are the element's components in order), in either mode;
* a Java-style ``Function<List<Operand>, List<Operand>>`` on a graph: it is traced once on the
  dataset's own graph (placeholders of the element's types and shapes), and the nodes between
  the placeholders and its results become the function (so it may use the ``Ops`` it closes
  over, as Java's mappers do).

A Java-style mapper on an eager session cannot be traced (its closure builds eager tensors), so
it maps each element as it is read, as TensorFlow Java's ``MapDataset`` does for every mapper;
transforming such a dataset further would drop the map (TensorFlow Java silently does), so
``batch``/``skip``/``take`` after it refuse with ``NotImplementedError``.
"""

from __future__ import annotations

import typing
from collections.abc import Callable, Iterator, Sequence
from itertools import count
from typing import Any

import numpy as np
from org.tensorflow.op.core import Placeholder

from tfjava.core.operand import Operand
from tfjava.exec.concrete_function import ConcreteFunction
from tfjava.exec.graph import Graph
from tfjava.exec.signature import Signature
from tfjava.framework.data.dataset_iterator import DatasetIterator
from tfjava.framework.data.dataset_optional import DatasetOptional
from tfjava.ndarray import Shape
from tfjava.types import TString
from tfjava.types.registry import type_for_dtype

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

    # -- transformations --------------------------------------------------------------------

    def batch(self, batchSize: int, dropLastBatch: bool = False) -> Dataset:
        """Elements stacked ``batchSize`` at a time (the last, smaller batch dropped or kept)."""
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
        return SkipDataset(
            self.tf, self.getVariant(), self.tf.constant(np.int64(count)), *self._structure()
        )

    def take(self, count: int) -> Dataset:
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
        return TensorSliceDataset(tf, tensors, outputTypes)

    @staticmethod
    def tfRecordDataset(tf: Any, filename: str, compressionType: str, bufferSize: int) -> Dataset:
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


# -- sources ---------------------------------------------------------------------------------


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


# -- transformations -------------------------------------------------------------------------


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


# -- map -------------------------------------------------------------------------------------

_traced = count()


class MapDataset(Dataset):
    def __init__(self, other: Dataset, mapper: Mapper | ConcreteFunction) -> None:
        super().__init__(other)
        self._mapper: Mapper | None = None
        if isinstance(mapper, ConcreteFunction):
            self._map_in_pipeline(mapper)
        elif isinstance(self.tf.scope().env(), Graph):
            self._map_in_pipeline(self._trace(mapper))
        elif callable(mapper):
            self._mapper = mapper
        else:
            raise TypeError(
                f"Dataset.map: expected a function or a ConcreteFunction, got {mapper!r}"
            )

    def getMapper(self) -> Callable[..., Any] | None:
        """The mapper applied as elements are read (eager Java-style mappers), else None."""
        return self._mapper

    # -- in the pipeline ----------------------------------------------------------------------

    def _trace(self, mapper: Mapper) -> ConcreteFunction:
        """``mapper`` as a function of the element, traced on the dataset's graph."""
        tf = self.tf.withSubScope(f"map_{next(_traced)}")
        inputs = [
            tf.placeholder(t, Placeholder.shape(s))
            for t, s in zip(self._outputTypes, self._outputShapes, strict=True)
        ]
        outputs = mapper(list(inputs))
        builder = Signature.builder().key("map")
        for i, x in enumerate(inputs):
            builder.input(f"c{i}", x)
        for i, y in enumerate(outputs):
            builder.output(f"m{i}", y)
        return ConcreteFunction.create(builder.build(), self.tf.scope().env())

    def _map_in_pipeline(self, fn: ConcreteFunction) -> None:
        outputs = list(fn.signature().getOutputs().values())
        self._outputTypes = [type_for_dtype(o.dataType) for o in outputs]
        self._outputShapes = [o.shape for o in outputs]
        self._variant = self.tf.data.mapDataset(
            self._variant, [], fn, self._outputTypes, self._outputShapes
        )

    # -- on the way out (eager Java-style mappers) --------------------------------------------

    def _refuse_if_mapped_late(self, what: str) -> None:
        if self._mapper is not None:
            raise NotImplementedError(
                f"Dataset.{what} after map(mapper) in an eager session would drop the map: "
                "pass a ConcreteFunction to map(), or map after the other transformations"
            )

    def batch(self, batchSize: int, dropLastBatch: bool = False) -> Dataset:
        self._refuse_if_mapped_late("batch")
        return super().batch(batchSize, dropLastBatch)

    def skip(self, count: int) -> Dataset:
        self._refuse_if_mapped_late("skip")
        return super().skip(count)

    def take(self, count: int) -> Dataset:
        self._refuse_if_mapped_late("take")
        return super().take(count)

    def map(self, mapper: Mapper | ConcreteFunction) -> Dataset:
        first = self._mapper
        if first is None:
            return super().map(mapper)
        if isinstance(mapper, ConcreteFunction):
            self._refuse_if_mapped_late("map(ConcreteFunction)")
        then: Mapper = mapper  # type: ignore[assignment]
        return MapDataset(Dataset(self), lambda outputs: then(first(outputs)))

    def makeInitializeableIterator(self) -> DatasetIterator:
        iterator = super().makeInitializeableIterator()
        return iterator if self._mapper is None else MapIterator(iterator, self._mapper)

    def makeOneShotIterator(self) -> DatasetIterator:
        return self.makeInitializeableIterator()


class MapIterator(DatasetIterator):
    def __init__(self, source: DatasetIterator, mapper: Mapper) -> None:
        super().__init__(source)
        self._mapper = mapper

    def getNext(self) -> Components:
        return self._mapper(super().getNext())

    def getNextAsOptional(self) -> DatasetOptional:
        return MapOptional(super().getNextAsOptional(), self._mapper)


class MapOptional(DatasetOptional):
    def __init__(self, optional: DatasetOptional, mapper: Mapper) -> None:
        super().__init__(optional)
        self._mapper = mapper

    def getValue(self) -> Components:
        return self._mapper(super().getValue())
