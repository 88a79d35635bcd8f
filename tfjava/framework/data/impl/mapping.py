"""``MapDataset`` and what maps elements on the way out (``MapIterator``, ``MapOptional``).

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

from collections.abc import Callable
from itertools import count
from typing import Any

from org.tensorflow.op.core import Placeholder

from tfjava.exec.concrete_function import ConcreteFunction
from tfjava.exec.graph import Graph
from tfjava.exec.signature import Signature
from tfjava.framework.data.dataset import Components, Dataset, Mapper
from tfjava.framework.data.dataset_iterator import DatasetIterator
from tfjava.framework.data.dataset_optional import DatasetOptional
from tfjava.types.registry import type_for_dtype

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
