"""Port of TensorFlow Java's dataset tests (``DatasetIteratorTest``, ``BatchDatasetTest``,
``MapDatasetTest``, ``SkipDatasetTest``, ``TakeDatasetTest``; ``DatasetTestBase``'s matrices).

Java's eager tests loop over the dataset without counting; each port also asserts how many
elements came out, so that an empty iteration cannot pass."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from org.tensorflow import ConcreteFunction, Graph, Session, Signature
from org.tensorflow.exceptions import TFOutOfRangeException
from org.tensorflow.framework.data import Dataset
from org.tensorflow.op import Ops
from org.tensorflow.types import TInt32

SKIPPED: dict[str, str] = {}

testMatrix1 = np.array(
    [[1, 2, 3, 4, 5], [2, 4, 6, 8, 10], [3, 6, 9, 12, 15], [4, 8, 12, 16, 20]], np.int32
)
testMatrix2 = np.array([[1], [0], [1], [1]], np.int32)


def _dataset(tf: Ops) -> Dataset:
    return Dataset.fromTensorSlices(
        tf, [tf.constant(testMatrix1), tf.constant(testMatrix2)], [TInt32, TInt32]
    )


def _graph_rows(graph: Graph, components: list) -> list[tuple[np.ndarray, np.ndarray]]:
    x, y = components
    rows = []
    with Session(graph) as session:
        session.initialize()
        while True:
            try:
                with session.runner().fetch(x).fetch(y).run() as outputs:
                    rows.append((outputs.get(0).numpy(), outputs.get(1).numpy()))
            except TFOutOfRangeException:
                break
    return rows


def _eager_rows(dataset: Dataset) -> list[tuple[np.ndarray, np.ndarray]]:
    return [(c[0].asTensor().numpy(), c[1].asTensor().numpy()) for c in dataset]


# -- DatasetIteratorTest --------------------------------------------------------------------


def test_DatasetIterator_testGraphIteration() -> None:
    with Graph() as graph:
        tf = Ops.create(graph)
        iterator = _dataset(tf).makeOneShotIterator()
        rows = _graph_rows(graph, iterator.getNext())
    assert len(rows) == 4
    for batches, (x, y) in enumerate(rows):
        np.testing.assert_array_equal(testMatrix1[batches], x)
        np.testing.assert_array_equal(testMatrix2[batches], y)


def test_DatasetIterator_testEagerIteration() -> None:
    tf = Ops.create()
    rows = _eager_rows(_dataset(tf))
    assert len(rows) == 4
    for count, (x, y) in enumerate(rows):
        np.testing.assert_array_equal(testMatrix1[count], x)
        np.testing.assert_array_equal(testMatrix2[count], y)


def test_DatasetIterator_graphForeachRefused() -> None:
    """Not in Java's tests: its UnsupportedOperationException for foreach in a graph."""
    with (
        Graph() as graph,
        pytest.raises(NotImplementedError, match="foreach iteration through a dataset"),
    ):
        iter(_dataset(Ops.create(graph)))


# -- BatchDatasetTest -----------------------------------------------------------------------


def test_BatchDataset_testEagerBatchDataset() -> None:
    tf = Ops.create()
    rows = _eager_rows(_dataset(tf).batch(2))
    assert len(rows) == 2
    for i, (b1, b2) in enumerate(rows):
        np.testing.assert_array_equal(testMatrix1[2 * i : 2 * i + 2], b1)
        np.testing.assert_array_equal(testMatrix2[2 * i : 2 * i + 2], b2)


def test_BatchDataset_testDropLastBatch() -> None:
    tf = Ops.create()
    rows = _eager_rows(_dataset(tf).batch(3, True))
    assert len(rows) == 1
    np.testing.assert_array_equal(testMatrix1[0:3], rows[0][0])
    np.testing.assert_array_equal(testMatrix2[0:3], rows[0][1])


def test_BatchDataset_testKeepLastBatch() -> None:
    tf = Ops.create()
    rows = _eager_rows(_dataset(tf).batch(3, False))
    assert len(rows) == 2
    np.testing.assert_array_equal(testMatrix1[0:3], rows[0][0])
    np.testing.assert_array_equal(testMatrix2[0:3], rows[0][1])
    np.testing.assert_array_equal(testMatrix1[3:4], rows[1][0])
    np.testing.assert_array_equal(testMatrix2[3:4], rows[1][1])


def test_BatchDataset_graphShapes() -> None:
    """Not in Java's tests: the batch dimension is unknown in the element shapes."""
    with Graph() as graph:
        dataset = _dataset(Ops.create(graph)).batch(2)
        assert [str(s) for s in dataset.getOutputShapes()] == ["[-1, 5]", "[-1, 1]"]
        rows = _graph_rows(graph, dataset.makeOneShotIterator().getNext())
    assert [r[0].shape for r in rows] == [(2, 5), (2, 5)]


# -- MapDatasetTest -------------------------------------------------------------------------

mapped1 = testMatrix1 * 2
mapped2 = testMatrix2 * 2


def test_MapDataset_testGraphIteration() -> None:
    with Graph() as graph:
        tf = Ops.create(graph)
        dataset = _dataset(tf).mapAllComponents(
            lambda component: tf.math.mul(component.asOutput().expect(TInt32), tf.constant(2))
        )
        rows = _graph_rows(graph, dataset.makeOneShotIterator().getNext())
        # the map is TensorFlow's MapDataset op, with the traced function in the graph
        assert graph.operation(dataset.getVariant().op().name()).type() == "MapDataset"
    assert len(rows) == 4
    for batches, (x, y) in enumerate(rows):
        np.testing.assert_array_equal(mapped1[batches], x)
        np.testing.assert_array_equal(mapped2[batches], y)


def test_MapDataset_testEagerIteration() -> None:
    tf = Ops.create()
    dataset = _dataset(tf).mapAllComponents(
        lambda op: tf.math.mul(op.asOutput().expect(TInt32), tf.constant(2))
    )
    rows = _eager_rows(dataset)
    assert len(rows) == 4
    for count, (x, y) in enumerate(rows):
        np.testing.assert_array_equal(mapped1[count], x)
        np.testing.assert_array_equal(mapped2[count], y)


def _double_and_flag(tf: Ops) -> Signature:
    x = tf.placeholder(TInt32)
    y = tf.placeholder(TInt32)
    return (
        Signature.builder()
        .key("doubled")
        .input("x", x)
        .input("y", y)
        .output("x2", tf.math.mul(x, tf.constant(2)))
        .output("y2", tf.math.mul(y, tf.constant(2)))
        .build()
    )


@pytest.mark.parametrize("mode", ["eager", "graph"])
def test_MapDataset_concreteFunctionThenBatch(mode: str) -> None:
    """Not in Java's tests: a ConcreteFunction maps in the pipeline, so batch sees mapped rows."""
    with ConcreteFunction.create(_double_and_flag) as fn:
        if mode == "eager":
            tf = Ops.create()
            rows = _eager_rows(_dataset(tf).map(fn).batch(3))
        else:
            with Graph() as graph:
                tf = Ops.create(graph)
                dataset = _dataset(tf).map(fn).batch(3)
                rows = _graph_rows(graph, dataset.makeOneShotIterator().getNext())
    assert len(rows) == 2
    np.testing.assert_array_equal(mapped1[0:3], rows[0][0])
    np.testing.assert_array_equal(mapped2[3:4], rows[1][1])


def test_MapDataset_eagerMapThenBatchRefused() -> None:
    """Not in Java's tests: Java drops an eager map under a later batch; this port refuses."""
    tf = Ops.create()
    dataset = _dataset(tf).mapAllComponents(lambda op: op)
    with pytest.raises(NotImplementedError, match="would drop the map"):
        dataset.batch(2)


# -- SkipDatasetTest / TakeDatasetTest ------------------------------------------------------


def test_SkipDataset_testEagerSkipDataset() -> None:
    tf = Ops.create()
    rows = _eager_rows(_dataset(tf).skip(2))
    assert len(rows) == 2
    for count, (x, y) in enumerate(rows, start=2):
        np.testing.assert_array_equal(testMatrix1[count], x)
        np.testing.assert_array_equal(testMatrix2[count], y)


def test_TakeDataset_testEagerTakeDataset() -> None:
    tf = Ops.create()
    rows = _eager_rows(_dataset(tf).take(4))
    assert len(rows) == 4
    for count, (x, y) in enumerate(rows):
        np.testing.assert_array_equal(testMatrix1[count], x)
        np.testing.assert_array_equal(testMatrix2[count], y)


def test_SkipTake_graph() -> None:
    """Not in Java's tests (eager only there): skip then take in a graph."""
    with Graph() as graph:
        dataset = _dataset(Ops.create(graph)).skip(1).take(2)
        rows = _graph_rows(graph, dataset.makeOneShotIterator().getNext())
    assert [r[0][0] for r in rows] == [2, 3]


def test_DatasetIterator_reinitializedOnAnotherDataset() -> None:
    """Not in Java's tests: one iterator over two datasets of one structure (batched, so with
    an unknown dimension), as for training and validation data."""
    with Graph() as graph:
        tf = Ops.create(graph)
        train = _dataset(tf).batch(2)
        validation = _dataset(tf).skip(3).batch(2)
        iterator = train.makeInitializeableIterator()
        x, _ = iterator.getNext()
        toValidation = iterator.makeInitializer(validation)
        with pytest.raises(ValueError, match="must match this iterator"):
            iterator.makeInitializer(_dataset(tf))
        with Session(graph) as session:
            session.initialize()  # both initializers are in the init scope
            session.run(toValidation)
            with session.runner().fetch(x).run() as r:
                np.testing.assert_array_equal(testMatrix1[3:4], r.get(0).numpy())


def test_fileDatasets(tmp_path: Path) -> None:
    """Not in Java's tests: ``textLineDataset`` and ``tfRecordDataset`` read their files."""
    import tensorflow

    lines = tmp_path / "lines.txt"
    lines.write_text("first\nsecond\nthird\n")
    records = str(tmp_path / "records.tfrecord")
    with tensorflow.io.TFRecordWriter(records) as writer:
        for record in (b"one", b"two"):
            writer.write(record)
    tf = Ops.create()
    text = Dataset.textLineDataset(tf, str(lines), "", 256)
    assert [c[0].asTensor().getObject() for c in text.skip(1)] == ["second", "third"]
    assert [str(s) for s in text.getOutputShapes()] == ["[]"]
    recordsDataset = Dataset.tfRecordDataset(tf, records, "", 256)
    assert [c[0].asTensor().getObject() for c in recordsDataset] == ["one", "two"]
    with Graph() as graph:
        (record,) = (
            Dataset.tfRecordDataset(Ops.create(graph), records, "", 256)
            .take(1)
            .makeOneShotIterator()
            .getNext()
        )
        with Session(graph) as session:
            session.initialize()
            with session.runner().fetch(record).run() as r:
                assert r.get(0).getObject() == "one"
