"""Port of TensorFlow Java's ``GraphTest`` (``org.tensorflow.Graph``)."""

from __future__ import annotations

import pytest
from org.tensorflow import Graph, Session
from org.tensorflow.exceptions import TFInvalidArgumentException
from org.tensorflow.op import Ops
from org.tensorflow.op.linalg import MatMul
from org.tensorflow.proto import DataType, GraphDef
from org.tensorflow.types import TFloat32, TInt32

SKIPPED: dict[str, str] = {}


def _validate_imported_graph(g: Graph, prefix: str) -> None:
    for name, type_ in (("A", "Const"), ("X", "Placeholder"), ("Y", "MatMul")):
        op = g.operation(prefix + name)
        assert op is not None
        assert op.name() == prefix + name
        assert op.type() == type_
        assert op.numOutputs() == 1
        assert op.output(0).op() == op


def test_graphDefRoundTrip() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        tf.withName("Y").linalg.matMul(
            tf.withName("A").constant([[0, 0], [0, 0]]),
            tf.withName("X").placeholder(TInt32),
            MatMul.transposeA(True).transposeB(False),
        )
        graph_def = g.toGraphDef()
    assert isinstance(graph_def, GraphDef)
    with Graph() as g:
        g.importGraphDef(graph_def)
        _validate_imported_graph(g, "")
    with Graph() as g:
        g.importGraphDef(graph_def, "BugsBunny")
        _validate_imported_graph(g, "BugsBunny/")


def test_graphDefRoundTripWithInit() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        init = tf.withInitScope()
        variable = init.variable(init.constant(4))
        tf.withName("result").math.add(variable, tf.constant(2))
        graph_def = g.toGraphDef()

        init_node = [n for n in graph_def.node if n.name == Graph.INIT_OP_NAME]
        assert len(init_node) == 1
        assert len(init_node[0].input) == 3

    with Graph() as g:
        g.importGraphDef(graph_def)
        tf = Ops.create(g)
        init = tf.withInitScope()
        init.withName("var2").variable(init.constant(4))
        graph_def = g.toGraphDef()

        init_node = [n for n in graph_def.node if n.name == Graph.INIT_OP_NAME]
        assert len(init_node) == 1
        assert len(init_node[0].input) == 6

        with Session(g, True) as s:
            results = s.runner().fetch("result").fetch("var2").run()
            assert results.get(0).getInt() == 6
            assert results.get(1).getInt() == 4
            results.close()


def test_graphDefRoundTripWithInitAndPrefix() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        init = tf.withInitScope()
        variable = init.variable(init.constant(4))
        tf.withName("result").math.add(variable, tf.constant(2))
        graph_def = g.toGraphDef()

    with Graph() as g:
        g.importGraphDef(graph_def, "test")
        with Session(g) as s, s.runner().fetch("test/result").run().get(0) as result:
            assert result.getInt() == 6


def test_iterateOverOperations() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        iterator = g.operations()
        assert next(iterator, None) is None

        operations = {
            tf.withName("Const-A").constant(1.0).op(),
            tf.withName("Const-B").constant(23).op(),
            tf.withName("Const-C").constant(1.618).op(),
        }
        iterator = g.operations()
        for _ in range(3):
            op = next(iterator)
            operations.remove(op)
        assert next(iterator, None) is None
        assert not operations


def test_completeSubgraph() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        control = tf.constant(0)
        a = tf.withControlDependencies([control]).constant(1)
        b = tf.constant(2)
        c = tf.constant(3)
        d = tf.math.add(a, b)
        output = tf.math.mul(d, c)

        subgraph = g.completeSubgraph({control, a, b, c}, {output})
        assert subgraph == {control.op(), a.op(), b.op(), c.op(), d.op(), output.op()}


def test_completeSubgraphWithConstants() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        control = tf.constant(0)
        a = tf.withControlDependencies([control]).constant(1)
        b = tf.constant(2)
        c = tf.constant(3)
        d = tf.math.add(a, b)
        output = tf.math.mul(d, c)

        subgraph = g.completeSubgraph(set(), {output})
        assert subgraph == {control.op(), a.op(), b.op(), c.op(), d.op(), output.op()}


def test_failImportOnInvalidGraphDefs() -> None:
    with Graph() as g, pytest.raises(ValueError):
        g.importGraphDef(None)


def test_failOnUseAfterClose() -> None:
    g = Graph()
    g.close()
    with pytest.raises(RuntimeError):
        g.toGraphDef()


def test_addGradientsToGraph() -> None:
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        x1 = tf.placeholder(TFloat32).output()
        x2 = tf.placeholder(TFloat32).output()
        y0 = tf.math.square(x1).y()
        y1 = tf.math.square(y0).y()
        y2 = tf.math.addN([y0, x2]).sum()

        grads0 = g.addGradients(y1, [x1])
        assert grads0 is not None
        assert len(grads0) == 1
        assert grads0[0].dataType() == DataType.DT_FLOAT

        grads1 = g.addGradients(y2, [x1, x2])
        assert len(grads1) == 2
        assert grads1[0].dataType() == DataType.DT_FLOAT
        assert grads1[1].dataType() == DataType.DT_FLOAT

        with (
            TFloat32.scalarOf(3.0) as c1,
            TFloat32.scalarOf(2.0) as c2,
            s.runner()
            .feed(x1, c1)
            .feed(x2, c2)
            .fetch(grads0[0])
            .fetch(grads1[0])
            .fetch(grads1[1])
            .run() as outputs,
        ):
            assert outputs.size() == 3
            assert outputs.get(0).getFloat() == 108.0
            assert outputs.get(1).getFloat() == 6.0
            assert outputs.get(2).getFloat() == 1.0


def test_addGradientSumsToGraph() -> None:
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        x = tf.placeholder(TFloat32).output()
        y0 = tf.math.square(x).y()
        y1 = tf.math.square(y0).y()

        grad = g.addGradients(None, [y0, y1], [x], None)
        assert len(grad) == 1
        assert grad[0].dataType() == DataType.DT_FLOAT

        with (
            TFloat32.scalarOf(3.0) as c,
            s.runner().feed(x, c).fetch(grad[0]).run().get(0) as output,
        ):
            assert output.getFloat() == 114.0


def test_addGradientsWithInitialValuesToGraph() -> None:
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        x = tf.placeholder(TFloat32).output()
        y0 = tf.math.square(x).y()
        y1 = tf.math.square(y0).y()

        grad0 = g.addGradients(y1, [y0])
        assert len(grad0) == 1
        assert grad0[0].dataType() == DataType.DT_FLOAT

        grad1 = g.addGradients(None, [y0], [x], [grad0[0]])
        assert len(grad1) == 1
        assert grad1[0].dataType() == DataType.DT_FLOAT

        with (
            TFloat32.scalarOf(3.0) as c,
            s.runner().feed(x, c).fetch(grad1[0]).run().get(0) as output,
        ):
            assert output.getFloat() == 108.0


def test_validateGradientsNames() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        x = tf.placeholder(TFloat32).output()
        y0 = tf.math.square(x).y()

        grad0 = g.addGradients(None, [y0], [x], None)
        assert grad0[0].op().name().startswith("gradients/")

        grad1 = g.addGradients(None, [y0], [x], None)
        assert grad1[0].op().name().startswith("gradients_1/")

        grad2 = g.addGradients("more_gradients", [y0], [x], None)
        assert grad2[0].op().name().startswith("more_gradients/")

        grad3 = g.addGradients("even_more_gradients", [y0], [x], None)
        assert grad3[0].op().name().startswith("even_more_gradients/")

        with pytest.raises(TFInvalidArgumentException):
            g.addGradients("even_more_gradients", [y0], [x], None)


def test_buildWhileLoopSingleInput() -> None:
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        input_ = tf.placeholder(TInt32).output()

        def cond(cond_graph: Graph, cond_inputs: list, cond_outputs: list) -> None:
            tfc = Ops.create(cond_graph)
            cond_outputs[0] = tfc.math.less(cond_inputs[0], tfc.constant(16)).z()

        def body(body_graph: Graph, body_inputs: list, body_outputs: list) -> None:
            tfb = Ops.create(body_graph)
            body_outputs[0] = tfb.math.square(body_inputs[0]).y()

        loop_outputs = g.whileLoop([input_], cond, body, "test_loop")

        with (
            TInt32.scalarOf(2) as c,
            s.runner().feed(input_, c).fetch(loop_outputs[0]).run().get(0) as output,
        ):
            assert output.getInt() == 16  # ((2^2)^2)


def test_buildWhileLoopMultipleInputs() -> None:
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        input1 = tf.placeholder(TInt32).output()
        input2 = tf.placeholder(TInt32).output()
        inputs = [input1, input2]

        def cond(cond_graph: Graph, cond_inputs: list, cond_outputs: list) -> None:
            tfc = Ops.create(cond_graph)
            cond_outputs[0] = tfc.math.less(cond_inputs[0], tfc.constant(16)).z()

        def body(body_graph: Graph, body_inputs: list, body_outputs: list) -> None:
            tfb = Ops.create(body_graph)
            body_outputs[0] = tfb.math.square(body_inputs[0]).y()
            body_outputs[1] = tfb.math.square(body_inputs[1]).y()

        loop_outputs = g.whileLoop(inputs, cond, body, "test_loop")

        with (
            TInt32.scalarOf(2) as c1,
            TInt32.scalarOf(5) as c2,
            s.runner()
            .feed(input1, c1)
            .feed(input2, c2)
            .fetch(loop_outputs[0])
            .fetch(loop_outputs[1])
            .run() as outputs,
        ):
            assert outputs.size() == 2
            assert outputs.get(0).getInt() == 16  # ((2^2)^2)
            assert outputs.get(1).getInt() == 625  # ((5^2)^2)


# -- beyond the Java tests ---------------------------------------------------------------------


def test_exported_init_op_initialises_the_graph_in_python_tensorflow() -> None:
    """The init op is an ordinary NoOp: TensorFlow's own session runs it to initialise."""
    import tensorflow as tf_py

    with Graph() as g:
        tf = Ops.create(g)
        variable = tf.withName("v").variable(tf.constant(5))
        tf.withName("result").math.add(variable, tf.constant(2))
        graph_def = g.toGraphDef()
        assert [n.op for n in graph_def.node if n.name == "Init"] == ["NoOp"]

    with tf_py.Graph().as_default() as py_graph:
        tf_py.compat.v1.import_graph_def(graph_def, name="")
        with tf_py.compat.v1.Session(graph=py_graph) as sess:
            sess.run("Init")
            assert sess.run("result:0") == 7


def test_toGraphDef_refuses_a_node_named_like_the_init_op() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        tf.withName("Init").constant(1)
        tf.variable(tf.constant(5))
        with pytest.raises(RuntimeError, match="a node named 'Init'"):
            g.toGraphDef()
