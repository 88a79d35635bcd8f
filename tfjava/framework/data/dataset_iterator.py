"""``DatasetIterator``: an iterator resource over a dataset's elements; ``getNext()`` in a graph,
Python iteration in an eager session."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from tfjava.core.operand import Operand
from tfjava.exec.graph import Graph
from tfjava.framework.data.dataset_optional import DatasetOptional
from tfjava.ndarray import Shape

if TYPE_CHECKING:
    from tfjava.core.raw_op import Op
    from tfjava.framework.data.dataset import Dataset


class DatasetIterator:
    """``DatasetIterator(tf, iteratorResource[, initializer], outputTypes, outputShapes)``."""

    EMPTY_SHARED_NAME = ""
    tf: Any

    def __init__(self, tf: Any, *args: Any) -> None:
        if isinstance(tf, DatasetIterator):  # Java's protected copy constructor
            other = tf
            tf = other.tf
            args = (
                other._iteratorResource,
                other._initializer,
                other.outputTypes,
                other.outputShapes,
            )
        if len(args) == 3:
            args = (args[0], None, args[1], args[2])
        if len(args) != 4:
            raise TypeError(
                "DatasetIterator(tf, iteratorResource[, initializer], outputTypes, outputShapes)"
            )
        self.tf = tf
        self._iteratorResource: Operand[Any] = args[0]
        self._initializer: Op | None = args[1]
        self.outputTypes: list[type[Any]] = list(args[2])
        self.outputShapes: list[Shape] = list(args[3])

    def getNext(self) -> list[Operand[Any]]:
        """The next element's components (in a graph: the op that reads one per run)."""
        return list(
            self.tf.data.iteratorGetNext(
                self._iteratorResource, self.outputTypes, self.outputShapes
            )
        )

    def getNextAsOptional(self) -> DatasetOptional:
        optional = self.tf.data.iteratorGetNextAsOptional(
            self._iteratorResource, self.outputTypes, self.outputShapes
        ).optional()
        return DatasetOptional(self.tf, optional, self.outputTypes, self.outputShapes)

    def makeInitializer(self, dataset: Dataset) -> Op:
        """The op that (re)starts this iterator on ``dataset`` (in the init scope)."""
        if self.tf.scope().env() is not dataset.getOpsInstance().scope().env():
            raise ValueError("Dataset must share the sameExecutionEnvironment as this iterator.")
        # Shapes compare by their dimensions: Shape's equality (Java's) is false for unknown
        # dimensions, which would refuse every batched dataset but the iterator's own
        if [_dims(s) for s in dataset.getOutputShapes()] != [
            _dims(s) for s in self.outputShapes
        ] or list(dataset.getOutputTypes()) != self.outputTypes:
            raise ValueError("Dataset structure (types, output shapes) must match this iterator.")
        initializer: Op = self.tf.withInitScope().data.makeIterator(
            dataset.getVariant(), self._iteratorResource
        )
        self._initializer = initializer
        return initializer

    @staticmethod
    def fromStructure(
        tf: Any, outputTypes: Sequence[type[Any]], outputShapes: Sequence[Shape]
    ) -> DatasetIterator:
        """A new iterator resource for elements of these types and shapes: a shared ``Iterator``
        in a graph, an ``AnonymousIterator`` in an eager session."""
        if isinstance(tf.scope().env(), Graph):
            resource = tf.data.iterator(
                DatasetIterator.EMPTY_SHARED_NAME, "", list(outputTypes), list(outputShapes)
            )
        else:
            resource = tf.data.anonymousIterator(list(outputTypes), list(outputShapes)).handle()
        return DatasetIterator(tf, resource, outputTypes, outputShapes)

    def getIteratorResource(self) -> Operand[Any]:
        return self._iteratorResource

    def getInitializer(self) -> Op | None:
        return self._initializer

    def getOpsInstance(self) -> Any:
        return self.tf

    def __iter__(self) -> Iterator[list[Operand[Any]]]:
        if not self.tf.scope().env().isEager():
            # Java's UnsupportedOperationException
            raise NotImplementedError(
                "Cannot use foreach iteration through a dataset in graph mode."
            )
        return self._elements()

    iterator = __iter__

    def _elements(self) -> Iterator[list[Operand[Any]]]:
        while True:
            optional = self.getNextAsOptional()
            if not optional.hasValue().asTensor().getBoolean():
                return
            yield optional.getValue()


def _dims(shape: Shape) -> list[int] | None:
    dims = shape.asArray()
    return None if dims is None else list(dims)
