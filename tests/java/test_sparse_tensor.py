"""Port of TensorFlow Java's ``SparseTensorTest`` (``org.tensorflow.SparseTensor``).

Java's ``StdArrays.ndCopyOf(long[][])`` is given to ``TInt64.tensorOf`` as a nested list (a
Java array, contract section 3), and ``NdArrays.vectorOf(...)`` as the ``vectorOf`` tensor of
the same type: both compare by shape and values as Java's NdArrays do. Java's ``TensorState``
tests a tensor's native handle; here a closed tensor is one whose ``isClosed()`` is true and
whose data raises ``RuntimeError``.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from org.tensorflow import Graph, Session, SparseTensor
from org.tensorflow.ndarray import Shape
from org.tensorflow.op import Ops
from org.tensorflow.types import TFloat32, TFloat64, TInt32, TInt64, TString

SKIPPED: dict[str, str] = {}


class _TensorState:
    """Whether the three tensors of a sparse tensor are released (Java's native handles)."""

    def __init__(self, tensor: TFloat64) -> None:
        assert isinstance(tensor, SparseTensor)
        self.refs = [tensor.indices(), tensor.values(), tensor.denseShape()]

    def isClosed(self) -> bool:
        closed = [t.isClosed() for t in self.refs]
        for t, c in zip(self.refs, closed, strict=True):
            if c:
                with pytest.raises(RuntimeError, match="closed"):
                    t.numpy()
            else:
                t.numpy()
        assert len(set(closed)) == 1, f"components closed unevenly: {closed}"
        return closed[0]


def _components() -> tuple[TInt64, TFloat64, TInt64]:
    return (
        TInt64.tensorOf([[3], [6], [9]]),
        TFloat64.vectorOf(30.0, 60.0, 90.0),
        TInt64.vectorOf(10),
    )


def test_createSparseTensor() -> None:
    indicesArray = [[0, 0, 3], [0, 2, 3], [1, 0, 0], [2, 2, 1]]
    with (
        TInt64.tensorOf(indicesArray) as indices,
        TFloat64.vectorOf(10.0, 20.0, 30.0, 40.0) as values,
        TInt64.vectorOf(3, 3, 4) as denseShape,
        TFloat64.sparseTensorOf(indices, values, denseShape) as tensor,
    ):
        assert tensor is not None
        assert tensor.shape() == Shape.of(3, 3, 4)

        expected = {
            tuple(c): v for c, v in zip(indicesArray, [10.0, 20.0, 30.0, 40.0], strict=True)
        }
        visited: list[tuple[int, ...]] = []

        def check(coords: list[int], scalar: Any) -> None:
            visited.append(tuple(coords))
            assert scalar.getDouble() == expected.get(tuple(coords), 0.0)

        tensor.scalars().forEachIndexed(check)
        assert len(visited) == 36

        assert isinstance(tensor, SparseTensor)
        assert isinstance(tensor, TFloat64)
        assert indices == tensor.indices()
        assert values == tensor.values()
        assert denseShape == tensor.denseShape()


def test_splitSparseTensor() -> None:
    tf = Ops.create()
    with (
        TInt64.tensorOf([[0, 0], [0, 2], [1, 0], [1, 1], [1, 3], [2, 2]]) as indices,
        TFloat64.vectorOf(10.0, 20.0, 30.0, 40.0, 50.0, 60.0) as values,
        TInt64.vectorOf(3, 4) as dimensions,
        SparseTensor.of(indices, values, dimensions) as sparseTensor,
    ):
        # [10.0   0.0  20.0   0.0]        [10.0   0.0]     [20.0   0.0]
        # [30.0  40.0   0.0  50.0]   ==>  [30.0  40.0]  +  [ 0.0  50.0]
        # [ 0.0   0.0  60.0   0.0]        [ 0.0   0.0]     [60.0   0.0]
        split = tf.sparse.sparseSplit(
            tf.constant(np.int64(1)),
            tf.constant(sparseTensor.indices()),
            tf.constant(sparseTensor.values()),
            tf.constant(sparseTensor.denseShape()),
            2,
        )
        splitIndices = split.outputIndices()
        splitValues = split.outputValues()
        splitDenseShape = split.outputShape()

        assert len(splitIndices) == 2
        assert len(splitValues) == 2
        assert len(splitDenseShape) == 2

        sparsePart1 = SparseTensor.of(
            splitIndices[0].asTensor(), splitValues[0].asTensor(), splitDenseShape[0].asTensor()
        )
        assert TInt64.tensorOf([[0, 0], [1, 0], [1, 1]]) == sparsePart1.indices()
        assert TFloat64.vectorOf(10.0, 30.0, 40.0) == sparsePart1.values()
        assert TInt64.vectorOf(3, 2) == sparsePart1.denseShape()

        sparsePart2 = SparseTensor.of(
            splitIndices[1].asTensor(), splitValues[1].asTensor(), splitDenseShape[1].asTensor()
        )
        assert TInt64.tensorOf([[0, 0], [1, 1], [2, 0]]) == sparsePart2.indices()
        assert TFloat64.vectorOf(20.0, 50.0, 60.0) == sparsePart2.values()
        assert TInt64.vectorOf(3, 2) == sparsePart2.denseShape()
        np.testing.assert_array_equal(sparsePart2.numpy(), [[20.0, 0.0], [0.0, 50.0], [60.0, 0.0]])


def test_releaseSparseTensorBeforeTensors() -> None:
    indices, values, denseShape = _components()
    with (
        indices,
        values,
        denseShape,
        TFloat64.sparseTensorOf(indices, values, denseShape) as sparseTensor,
    ):
        state = _TensorState(sparseTensor)
        assert not state.isClosed()
    assert state.isClosed()

    indices, values, denseShape = _components()
    with indices, values, denseShape:
        with TFloat64.sparseTensorOf(indices, values, denseShape) as sparseTensor:
            state = _TensorState(sparseTensor)
            assert not state.isClosed()
        assert not state.isClosed()
        assert sparseTensor.isClosed()
        with pytest.raises(RuntimeError, match="closed"):
            sparseTensor.getDouble(3)
    assert state.isClosed()


def _create_sparse_tensor_for_test() -> TFloat64:
    indices, values, denseShape = _components()
    with indices, values, denseShape:
        return TFloat64.sparseTensorOf(indices, values, denseShape)


def test_releaseTensorsBeforeSparseTensor() -> None:
    with _create_sparse_tensor_for_test() as sparseTensor:
        state = _TensorState(sparseTensor)
        assert not state.isClosed()
        assert sparseTensor.getDouble(6) == 60.0  # its tensors were closed first
    assert state.isClosed()

    indices, values, denseShape = _components()
    with indices, values, denseShape:
        sparseTensor = TFloat64.sparseTensorOf(indices, values, denseShape)
        state = _TensorState(sparseTensor)
        assert not state.isClosed()
    assert not state.isClosed()  # Not closing the sparse tensor would leak
    sparseTensor.close()
    assert state.isClosed()


# -- beyond the Java test ----------------------------------------------------------------------


def test_sparseTensorOf_on_every_type() -> None:
    cases = [
        (TFloat32, [1.5, 2.5]),
        (TInt32, [7, 8]),
        (TString, ["a", "b"]),
    ]
    for cls, vals in cases:
        with (
            TInt64.tensorOf([[0, 1], [1, 0]]) as i,
            cls.vectorOf(*vals) as v,
            TInt64.vectorOf(2, 2) as d,
            cls.sparseTensorOf(i, v, d) as t,
        ):
            assert isinstance(t, cls) and isinstance(t, SparseTensor)
            assert t.shape() == Shape.of(2, 2)
            assert t.getObject(0, 1) == vals[0]
            assert t.getObject(1, 0) == vals[1]
    with pytest.raises(TypeError, match=r"TFloat32.sparseTensorOf: values must be a TFloat32"):
        TFloat32.sparseTensorOf(TInt64.tensorOf([[0]]), TInt32.vectorOf(1), TInt64.vectorOf(1))


def test_of_bad_input() -> None:
    i, v, d = _components()
    with pytest.raises(TypeError, match="indices must be a TInt64"):
        SparseTensor.of(TInt32.tensorOf([[3], [6], [9]]), v, d)
    with pytest.raises(TypeError, match="values must be a dense tensor"):
        SparseTensor.of(i, None, d)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"indices must be a \[3, 2\] matrix"):
        SparseTensor.of(i, v, TInt64.vectorOf(10, 10))
    with pytest.raises(
        ValueError, match=r"indices\[1\] = \[6\] is out of bounds: need 0 <= index < \[5\]"
    ):
        SparseTensor.of(i, v, TInt64.vectorOf(5))
    with pytest.raises(ValueError, match="values must be a vector"):
        SparseTensor.of(i, TFloat64.tensorOf([[1.0], [2.0], [3.0]]), d)


def test_feed_and_fetch_in_a_session() -> None:
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        ind = tf.placeholder(TInt64)
        val = tf.placeholder(TFloat64)
        shp = tf.placeholder(TInt64)
        # A sparse op in, a sparse result out: (st + st), and st times a dense vector.
        # The threshold has the values' type: TensorFlow's SparseAdd kernel reads it as the
        # values' real type whatever its Treal attribute says, so a TFloat32 threshold for
        # TFloat64 values reads 8 bytes from a 4-byte buffer and drops every sum at random.
        added = tf.sparse.sparseAdd(ind, val, shp, ind, val, shp, tf.constant(TFloat64, 0.0))
        product = tf.sparse.sparseTensorDenseMatMul(
            ind, val, shp, tf.constant(np.array([[1.0], [2.0]]))
        )
        with (
            TInt64.tensorOf([[0, 0], [1, 1]]) as i,
            TFloat64.vectorOf(3.0, 4.0) as v,
            TInt64.vectorOf(2, 2) as d,
            SparseTensor.of(i, v, d) as st,
        ):
            runner = s.runner().feed([ind, val, shp], st)
            runner.fetch(added.sumIndices()).fetch(added.sumValues()).fetch(added.sumShape())
            with runner.fetch(product).run() as r:
                with SparseTensor.of(r.get(0), r.get(1), r.get(2)) as total:
                    np.testing.assert_array_equal(total.numpy(), [[6.0, 0.0], [0.0, 8.0]])
                np.testing.assert_array_equal(r.get(3).numpy(), [[3.0], [8.0]])
            with pytest.raises(TypeError, match="feed a SparseTensor to its three operands"):
                s.runner().feed(val, st)


def _tf_to_dense_error(indices: list[list[int]], shape: list[int]) -> str:
    """TensorFlow's own message for these indices (``tf.sparse.to_dense`` checks them)."""
    import tensorflow as tf

    values = [1.0] * len(indices)
    with pytest.raises(tf.errors.InvalidArgumentError) as e:
        tf.sparse.to_dense(tf.SparseTensor(indices, values, shape))
    message = e.value.message.split("}}", 1)[-1].split("[Op:")[0]
    return " ".join(message.split())


@pytest.mark.parametrize(
    ("indices", "shape"),
    [
        ([[0], [0]], [4]),  # repeated
        ([[1, 2], [1, 2], [2, 0]], [3, 3]),
        ([[2], [0]], [4]),  # out of order
        ([[1, 0], [0, 3]], [2, 4]),
        ([[0, 1], [0, 5]], [4, 5]),  # out of bounds
        ([[0, -1]], [4, 5]),
    ],
)
def test_indices_are_checked_as_tensorflow_checks_them(
    indices: list[list[int]], shape: list[int]
) -> None:
    expected = _tf_to_dense_error(indices, shape)
    with pytest.raises(ValueError) as e:
        SparseTensor.of(
            TInt64.tensorOf(indices),
            TFloat32.vectorOf(*[1.0] * len(indices)),
            TInt64.vectorOf(*shape),
        )
    assert " ".join(str(e.value).split()) == f"SparseTensor.of: {expected}"


def test_reads_go_through_to_the_values_and_indices() -> None:
    # Java's sparse tensor reads its tensors: nothing is cached from the first read.
    with (
        TInt64.tensorOf([[0], [2]]) as i,
        TFloat32.vectorOf(1.0, 2.0) as v,
        TInt64.vectorOf(4) as d,
        TFloat32.sparseTensorOf(i, v, d) as s,
    ):
        assert s.getFloat(0) == 1.0
        np.testing.assert_array_equal(s.numpy(), [1.0, 0.0, 2.0, 0.0])
        s.values().setFloat(9.0, 0)
        assert s.getFloat(0) == 9.0
        np.testing.assert_array_equal(s.numpy(), [9.0, 0.0, 2.0, 0.0])
        s.indices().setLong(1, 1, 0)  # [[0], [2]] -> [[0], [1]]
        assert s.getFloat(1) == 2.0 and s.getFloat(2) == 0.0
        np.testing.assert_array_equal(s.numpy(), [9.0, 2.0, 0.0, 0.0])
        s.indices().setLong(0, 1, 0)  # now repeated: refused at the next read, as made
        with pytest.raises(ValueError, match=r"indices\[1\] = \[0\] is repeated"):
            s.getFloat(1)
        with pytest.raises(ValueError, match=r"indices\[1\] = \[0\] is repeated"):
            s.numpy()


def test_one_element_is_read_without_the_dense_tensor() -> None:
    # Dense, this would be 4 TB of floats.
    n = 10**6
    with (
        TInt64.tensorOf(np.array([[5, 7], [n - 1, n - 1]], np.int64)) as i,
        TFloat32.vectorOf(1.5, 2.5) as v,
        TInt64.vectorOf(n, n) as d,
        TFloat32.sparseTensorOf(i, v, d) as s,
    ):
        assert s.shape() == Shape.of(n, n)
        assert s.getFloat(5, 7) == 1.5
        assert s.getObject(n - 1, n - 1) == 2.5
        assert s.getFloat(0, 0) == 0.0
        with pytest.raises(IndexError):
            s.getFloat(n, 0)
    with (
        TInt64.tensorOf(np.zeros((1, 0), np.int64)) as i,
        TString.vectorOf("x") as v,
        TInt64.tensorOf(np.zeros(0, np.int64)) as d,
        TString.sparseTensorOf(i, v, d) as scalar,
    ):
        assert scalar.getObject() == "x"
        assert scalar.numpy() == b"x"
