"""Function attributes end to end: the If/While/Case selectors, PartitionedCall, a dataset op
with a function, list(type) attributes; eagerly and in a graph, with values checked."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
import tensorflow as tf
from org.tensorflow import DeviceSpec, Graph, Session
from org.tensorflow.ndarray import Shape
from org.tensorflow.op import Ops
from org.tensorflow.op.core import (
    Case,
    If,
    PartitionedCall,
    StatefulCase,
    StatefulIf,
    StatefulPartitionedCall,
    StatefulWhile,
    StatelessCase,
    StatelessIf,
    StatelessWhile,
    While,
)
from org.tensorflow.op.data import MapDataset, RangeDataset, ReduceDataset
from org.tensorflow.types import TBool, TFloat32, TInt32, TInt64


def concrete(fn: Any, *dtypes: Any) -> Any:
    """A ConcreteFunction of scalars of ``dtypes``."""
    return tf.function(fn, autograph=False).get_concrete_function(
        *(tf.TensorSpec([], d) for d in dtypes)
    )


DOUBLE = concrete(lambda x: x * 2.0, tf.float32)
INC = concrete(lambda x: x + 1.0, tf.float32)
NEG = concrete(lambda x: -x, tf.float32)
# Stateful (a random op) with a deterministic result.
NOISY_INC = concrete(lambda x: x + 1.0 + 0.0 * tf.random.uniform([]), tf.float32)
COND = concrete(lambda i, x: i < 3, tf.int32, tf.float32)
BODY = concrete(lambda i, x: (i + 1, x * 2.0), tf.int32, tf.float32)
NOISY_BODY = concrete(
    lambda i, x: (i + 1, x * 2.0 + 0.0 * tf.random.uniform([])), tf.int32, tf.float32
)


def run(g: Graph, *fetches: Any) -> list[Any]:
    with Session(g) as s:
        runner = s.runner()
        for f in fetches:
            runner.fetch(f)
        with runner.run() as result:
            return [result.get(i).numpy() for i in range(result.size())]


def values(op: Any) -> list[Any]:
    return [o.asTensor().numpy() for o in op]


@pytest.fixture()
def eager() -> Ops:
    return Ops.create()


# --------------------------------------------------------------------------------------------
# If


def test_if_eager_picks_stateless_for_pure_branches(eager: Ops) -> None:
    r = If.create(
        eager.scope(), eager.constant(True), [eager.constant(3.0)], [TFloat32], DOUBLE, INC
    )
    assert type(r) is StatelessIf
    assert isinstance(r, If)
    assert values(r) == [6.0]
    r = eager.ifOp(eager.constant(False), [eager.constant(3.0)], [TFloat32], DOUBLE, INC)
    assert type(r) is StatelessIf
    assert [o.asTensor().numpy() for o in r.output()] == [4.0]


def test_if_eager_picks_stateful_when_a_branch_is_stateful(eager: Ops) -> None:
    r = eager.ifOp(eager.constant(False), [eager.constant(3.0)], [TFloat32], DOUBLE, NOISY_INC)
    assert type(r) is StatefulIf
    assert isinstance(r, If) and not isinstance(r, While)
    assert values(r) == [4.0]
    assert r.op().type() == "If"


def test_if_in_graph(eager: Ops) -> None:
    with Graph() as g:
        tf_ = Ops.create(g)
        cond = tf_.placeholder(TBool)
        x = tf_.constant(5.0)
        pure = tf_.ifOp(cond, [x], [TFloat32], DOUBLE, INC, If.outputShapes(Shape.scalar()))
        stateful = If.create(tf_.scope(), cond, [x], [TFloat32], NOISY_INC, DOUBLE)
        assert type(pure) is StatelessIf and type(stateful) is StatefulIf
        node = g.operation(pure.op().name())._op
        assert node.type == "StatelessIf"
        assert node.get_attr("output_shapes") == [tf.TensorShape([]).as_proto()]
        assert node.get_attr("Tout") == [tf.float32]
        # The branches are in the graph's function library.
        library = {f.signature.name for f in g._g.as_graph_def().library.function}
        assert {DOUBLE.name.decode(), INC.name.decode(), NOISY_INC.name.decode()} <= library
        with Session(g) as s:
            for flag, expected in ((True, [10.0, 6.0]), (False, [6.0, 10.0])):
                runner = s.runner().feed(cond, TBool.scalarOf(flag))
                with runner.fetch(next(iter(pure))).fetch(stateful.output()[0]).run() as res:
                    assert [res.get(0).numpy(), res.get(1).numpy()] == expected


def test_if_options_of_either_pair_class_and_keywords(eager: Ops) -> None:
    args = (eager.constant(True), [eager.constant(1.0)], [TFloat32], DOUBLE, INC)
    for options, keywords in (
        ((StatelessIf.outputShapes(Shape.scalar()),), {}),
        ((StatefulIf.outputShapes([Shape.scalar()]),), {}),
        ((), {"outputShapes": [Shape.scalar()]}),
    ):
        assert values(If.create(eager.scope(), *args, *options, **keywords)) == [2.0]
    with pytest.raises(TypeError, match=r"If\.create: expected If\.Options"):
        If.create(eager.scope(), *args, While.outputShapes(Shape.scalar()))


def test_if_with_several_outputs_of_several_types(eager: Ops) -> None:
    both = concrete(lambda x, n: (x * 2.0, n + 1), tf.float32, tf.int32)
    swap = concrete(lambda x, n: (x, n), tf.float32, tf.int32)
    r = eager.ifOp(
        eager.constant(True),
        [eager.constant(1.5), eager.constant(4)],
        [TFloat32, TInt32],
        both,
        swap,
    )
    out = r.output()
    assert [o.type() for o in out] == [TFloat32, TInt32]
    assert values(r) == [3.0, 5]


# --------------------------------------------------------------------------------------------
# While


def test_while_eager_and_graph() -> None:
    tf_ = Ops.create()
    r = While.create(tf_.scope(), [tf_.constant(0), tf_.constant(1.0)], COND, BODY)
    assert type(r) is StatelessWhile and isinstance(r, While)
    assert values(r) == [3, 8.0]
    r = tf_.whileOp(
        [tf_.constant(0), tf_.constant(1.0)],
        COND,
        NOISY_BODY,
        While.parallelIterations(1),
        outputShapes=[Shape.scalar(), Shape.scalar()],
    )
    assert type(r) is StatefulWhile
    assert values(r) == [3, 8.0]
    with Graph() as g:
        tg = Ops.create(g)
        w = tg.whileOp(
            [tg.constant(1), tg.constant(0.5)], COND, BODY, StatelessWhile.parallelIterations(2)
        )
        assert type(w) is StatelessWhile
        assert g.operation(w.op().name())._op.get_attr("parallel_iterations") == 2
        assert run(g, *w) == [3, 2.0]


# --------------------------------------------------------------------------------------------
# Case


def test_case_eager_and_graph() -> None:
    tf_ = Ops.create()
    branches = [DOUBLE, INC, NEG]
    for index, expected in ((0, 6.0), (1, 4.0), (2, -3.0), (7, -3.0)):
        r = tf_.caseOp(tf_.constant(index), [tf_.constant(3.0)], [TFloat32], branches)
        assert type(r) is StatelessCase and isinstance(r, Case)
        assert values(r) == [expected]
    r = Case.create(
        tf_.scope(),
        tf_.constant(1),
        [tf_.constant(3.0)],
        [TFloat32],
        (b for b in [DOUBLE, NOISY_INC]),
    )
    assert type(r) is StatefulCase
    assert values(r) == [4.0]
    with Graph() as g:
        tg = Ops.create(g)
        index = tg.placeholder(TInt32)
        r = Case.create(
            tg.scope(),
            index,
            [tg.constant(3.0)],
            [TFloat32],
            branches,
            Case.outputShapes(Shape.scalar()),
        )
        with Session(g) as s:
            for i, expected in ((0, 6.0), (2, -3.0)):
                with s.runner().feed(index, TInt32.scalarOf(i)).fetch(r.output()[0]).run() as res:
                    assert res.get(0).numpy() == expected


# --------------------------------------------------------------------------------------------
# PartitionedCall


def test_partitioned_call_eager_graph_and_nested_functions() -> None:
    inner = tf.function(lambda x: x * 10.0, autograph=False)
    outer = concrete(lambda x: inner(x) + 1.0, tf.float32)
    tf_ = Ops.create()
    (out,) = PartitionedCall.create(tf_.scope(), [tf_.constant(2.0)], [TFloat32], outer)
    assert out.asTensor().numpy() == 21.0
    (out,) = StatefulPartitionedCall.create(tf_.scope(), [tf_.constant(2.0)], [TFloat32], DOUBLE)
    assert out.asTensor().numpy() == 4.0
    with Graph() as g:
        tg = Ops.create(g)
        call = tg.partitionedCall([tg.constant(3.0)], [TFloat32], outer)
        assert run(g, *call) == [31.0]


def test_function_attr_spellings(eager: Ops) -> None:
    """A tf.function with an input_signature stands for its concrete function; a registered
    function's name works too; anything else is a TypeError naming the op and parameter."""
    sig = tf.function(lambda x: x - 1.0, input_signature=[tf.TensorSpec([], tf.float32)])
    (out,) = PartitionedCall.create(eager.scope(), [eager.constant(2.0)], [TFloat32], sig)
    assert out.asTensor().numpy() == 1.0
    (out,) = PartitionedCall.create(
        eager.scope(), [eager.constant(2.0)], [TFloat32], DOUBLE.name.decode()
    )
    assert out.asTensor().numpy() == 4.0
    with pytest.raises(TypeError, match=r"PartitionedCall\.create: parameter 'f'.*input_signature"):
        PartitionedCall.create(
            eager.scope(), [eager.constant(2.0)], [TFloat32], tf.function(lambda x: x)
        )
    with pytest.raises(TypeError, match=r"PartitionedCall\.create: parameter 'f'"):
        PartitionedCall.create(
            eager.scope(), [eager.constant(2.0)], [TFloat32], eager.constant(1.0)
        )


def test_function_with_captures_takes_them_as_trailing_inputs(eager: Ops) -> None:
    offset = tf.constant(100.0)
    add = concrete(lambda x: x + offset, tf.float32)
    captured = [eager.constant(c.numpy()) for c in add.captured_inputs]
    (out,) = PartitionedCall.create(
        eager.scope(), [eager.constant(1.0), *captured], [TFloat32], add
    )
    assert out.asTensor().numpy() == 101.0


def test_function_ops_with_an_explicit_device_take_the_generic_eager_path() -> None:
    cpu = DeviceSpec.newBuilder().deviceType(DeviceSpec.DeviceType.CPU).deviceIndex(0).build()
    tf_ = Ops.create().withDevice(cpu)
    r = tf_.ifOp(tf_.constant(True), [tf_.constant(3.0)], [TFloat32], DOUBLE, INC)
    assert values(r) == [6.0]
    r = tf_.caseOp(tf_.constant(1), [tf_.constant(3.0)], [TFloat32], [DOUBLE, INC])
    assert values(r) == [4.0]
    assert values(tf_.whileOp([tf_.constant(0), tf_.constant(1.0)], COND, BODY)) == [3, 8.0]


# --------------------------------------------------------------------------------------------
# Datasets: a function over elements


def _sum_of_tripled_range(tf_: Ops) -> Any:
    scalar = [Shape.scalar()]
    start, stop, step = (tf_.constant(np.int64(v)) for v in (0, 5, 1))
    rng = RangeDataset.create(tf_.scope(), start, stop, step, [TInt64], scalar)
    triple = concrete(lambda x: x * 3, tf.int64)
    mapped = MapDataset.create(
        tf_.scope(), rng, [], triple, [TInt64], scalar, MapDataset.preserveCardinality(True)
    )
    add = concrete(lambda state, x: state + x, tf.int64, tf.int64)
    return ReduceDataset.create(
        tf_.scope(), mapped, [tf_.constant(np.int64(0))], [], add, [TInt64], scalar
    )


def test_dataset_map_and_reduce_in_graph() -> None:
    with Graph() as g:
        tf_ = Ops.create(g)
        total = _sum_of_tripled_range(tf_)
        node = g.operation(total.op().name())._op
        assert node.type == "ReduceDataset"
        assert node.get_attr("output_types") == [tf.int64]
        assert run(g, *total) == [30]


def test_dataset_map_and_reduce_eager() -> None:
    total = _sum_of_tripled_range(Ops.create())
    assert values(total) == [30]
