"""Port of TensorFlow Java's ``SessionTest`` (``org.tensorflow.Session``), 1.x version (init
scopes, ``Session.initialize``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from org.tensorflow import Graph, Session, Signature
from org.tensorflow.ndarray import NdArrays, Shape, StdArrays
from org.tensorflow.op import Ops
from org.tensorflow.op.linalg import MatMul
from org.tensorflow.proto import ConfigProto, RunOptions
from org.tensorflow.types import TFloat32, TInt32

SKIPPED: dict[str, str] = {}


def _transpose_A_times_X(tf: Ops, a: list[list[int]]) -> None:
    tf.withName("Y").linalg.matMul(
        tf.withName("A").constant(a),
        tf.withName("X").placeholder(TInt32),
        MatMul.transposeA(True).transposeB(False),
    )


def test_runUsingFunction() -> None:
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        _transpose_A_times_X(tf, [[2], [3]])
        sig = Signature.builder("sess").input("X", g.output("X")).output("Y", g.output("Y")).build()
        func = s.function(sig)

        with TInt32.tensorOf([[5], [7]]) as x, func.call(x) as y:
            assert y.getInt(0, 0) == 31


def test_runUsingOperationNames() -> None:
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        _transpose_A_times_X(tf, [[2], [3]])
        with (
            TInt32.tensorOf(StdArrays.ndCopyOf([[5], [7]])) as x,
            s.runner().feed("X", x).fetch("Y").run() as outputs,
        ):
            assert outputs.size() == 1
            assert outputs.get(0).getInt(0, 0) == 31
            assert outputs.get("Y").getInt(0, 0) == 31


def test_runUsingOperationHandles() -> None:
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        _transpose_A_times_X(tf, [[2], [3]])
        feed = g.operation("X").output(0)
        fetch = g.operation("Y").output(0)
        with (
            TInt32.tensorOf(StdArrays.ndCopyOf([[5], [7]])) as x,
            s.runner().feed(feed, x).fetch(fetch).run() as outputs,
        ):
            assert outputs.size() == 1
            assert outputs.get(0).getInt(0, 0) == 31
            assert outputs.get(fetch).getInt(0, 0) == 31


def test_runUsingColonSeparatedNames() -> None:
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        split = tf.split(tf.constant(0), tf.array(1, 2, 3, 4), 2)
        tf.math.add(split.output()[0], split.output()[1])

        # Fetch using colon separated names.
        with s.runner().fetch("Split:1").run().get(0) as fetched:
            assert fetched.getInt(0) == 3
            assert fetched.getInt(1) == 4
        # Feed using colon separated names.
        with (
            TInt32.vectorOf(4, 3, 2, 1) as fed,
            s.runner()
            .feed("Split:0", fed)
            .feed("Split:1", fed)
            .fetch("Add")
            .run()
            .get(0) as fetched,
        ):
            assert fetched == NdArrays.vectorOf(8, 6, 4, 2)


def test_runWithMetadata() -> None:
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        _transpose_A_times_X(tf, [[2], [3]])
        with TInt32.tensorOf(StdArrays.ndCopyOf([[5], [7]])) as x:
            result = (
                s.runner()
                .feed("X", x)
                .fetch("Y")
                .setOptions(RunOptions(trace_level=RunOptions.FULL_TRACE))
                .runAndFetchMetadata()
            )
            assert result.size() == 1
            assert result.get(0).getInt(0, 0) == 31
            assert result.getMetadata() is not None
            assert result.getMetadata().HasField("step_stats"), str(result.getMetadata())
            result.close()


def test_runMultipleOutputs() -> None:
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        tf.withName("c1").constant(2718)
        tf.withName("c2").constant(31415)
        outputs = s.runner().fetch("c2").fetch("c1").run()
        assert outputs.size() == 2
        assert outputs.get(0).getInt() == 31415
        assert outputs.get(1).getInt() == 2718
        outputs.close()


def test_failOnUseAfterClose() -> None:
    with Graph() as g:
        s = Session(g)
        s.close()
        with pytest.raises(RuntimeError):
            s.runner().run()


def test_createWithConfigProto() -> None:
    config = ConfigProto(inter_op_parallelism_threads=1, intra_op_parallelism_threads=1)
    with Graph() as g, Session(g, config):
        pass


def test_runInit() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        var1 = tf.withInitScope().variable(Shape.scalar(), TInt32)
        tf.withInitScope().assign(var1, tf.withInitScope().constant(10))
        var2 = tf.withInitScope().variable(tf.withInitScope().constant(20))
        add = tf.math.add(var1, var2)

        with Session(g) as s:
            s.initialize()
            with s.runner().fetch(add).run().get(0) as t:
                assert t.getInt() == 30


def test_saveAndRestore(tmp_path: Path) -> None:
    test_folder = tmp_path / "tf-session-save-restore-test"
    test_folder.mkdir()
    with Graph() as g:
        tf = Ops.create(g)
        init = tf.withInitScope()
        tf.withName("x").withInitScope().variable(
            init.random.randomUniform(init.constant(Shape.of(3, 3)), TFloat32)
        )
        tf.withName("y").withInitScope().variable(
            init.random.randomUniform(init.constant(Shape.of(3, 3)), TFloat32)
        )

        with Session(g) as s:
            s.initialize()
            s.save(str(test_folder / "checkpoint"))
            graph_def = g.toGraphDef()

            with Graph() as restored_graph:
                restored_graph.importGraphDef(graph_def)
                with Session(restored_graph) as restored_session:
                    restored_session.restore(str(test_folder / "checkpoint"))
                    with (
                        s.runner().fetch("x").fetch("y").run() as old_list,
                        restored_session.runner().fetch("x").fetch("y").run() as new_list,
                    ):
                        assert old_list.get(0) == new_list.get(0)
                        assert old_list.get(1) == new_list.get(1)
    assert (test_folder / "checkpoint.index").exists()
    assert (test_folder / "checkpoint.data-00000-of-00001").exists()


# Java declares the two tests below ``public static``, which JUnit 5 never runs; as written they
# race (nothing orders the assign before the read within one run), so the assign runs first here.


def test_testFetchVariable() -> None:
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        variable = tf.varHandleOp(TInt32, Shape.scalar())
        assign = tf.assignVariableOp(variable, tf.constant(2))
        s.run(assign)
        with s.runner().fetch(variable).run().get(0) as value:
            assert value.getInt() == 2


def _num_operations(g: Graph) -> int:
    return sum(1 for _ in g.operations())


def test_testFetchVariableReusingRead() -> None:
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        variable = tf.varHandleOp(TInt32, Shape.scalar())
        assign = tf.assignVariableOp(variable, tf.constant(2))
        tf.readVariableOp(variable, TInt32)
        ops = _num_operations(g)
        s.run(assign)
        with s.runner().fetch(variable).run().get(0) as value:
            assert value.getInt() == 2
        assert _num_operations(g) - ops == 0


# Python extras: initializer semantics beyond the Java tests.


def test_auto_init_runs_initializers_once_and_runInit_reruns_them() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        v = tf.variable(tf.constant(1))
        inc = tf.assignAdd(v, tf.constant(1))
        with Session(g) as s:
            assert s.runner().fetch(inc).run().get(0).getInt() == 2
            assert s.runner().fetch(inc).run().get(0).getInt() == 3
            s.runInit()
            assert s.runner().fetch(v).run().get(0).getInt() == 1
        with Session(g, False) as s, pytest.raises(RuntimeError, match="initialize"):
            s.runner().fetch(v).run()


def test_feed_fetch_and_target_of_another_graph_raise() -> None:
    with Graph() as g1, Graph() as g2, Session(g1) as s:
        other = Ops.create(g2).constant(1)
        with pytest.raises(RuntimeError, match="different graph"):
            s.runner().fetch(other)
        with pytest.raises(RuntimeError, match="different graph"):
            s.runner().addTarget(other.op())
        with pytest.raises(ValueError, match="No Operation"):
            s.runner().fetch("missing")
