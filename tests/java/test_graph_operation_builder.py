"""Port of TensorFlow Java's ``GraphOperationBuilderTest`` (``OperationBuilder`` in a graph)."""

from __future__ import annotations

import pytest
from org.tensorflow import Graph, Session
from org.tensorflow.exceptions import TFInvalidArgumentException
from org.tensorflow.ndarray import Shape
from org.tensorflow.op import Ops
from org.tensorflow.types import TBool, TFloat32, TInt32

SKIPPED = {
    "failWhenMixingOperationsOnDifferentGraphs": "@Ignore'd in Java (the C API segfaulted); "
    "mixing graphs is covered by test_wrong_env.py",
}


def _has_node(g: Graph, name: str) -> bool:
    return g.operation(name) is not None


def test_failOnUseAfterBuild() -> None:
    with Graph() as g, TInt32.scalarOf(1) as t:
        b = g.opBuilder("Const", "Const").setAttr("dtype", t.dataType()).setAttr("value", t)
        b.build()
        with pytest.raises(RuntimeError):
            b.setAttr("dtype", t.dataType())


def test_failOnUseAfterGraphClose() -> None:
    with Graph() as g, TInt32.scalarOf(1) as t:
        b = g.opBuilder("Const", "Const").setAttr("dtype", t.dataType()).setAttr("value", t)
    with pytest.raises(RuntimeError):
        b.build()


def test_setAttr() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        # dtype, tensor attributes.
        with TInt32.scalarOf(1) as t:
            g.opBuilder("Const", "DataTypeAndTensor").setAttr("dtype", TInt32).setAttr(
                "value", t
            ).build().output(0)
            assert _has_node(g, "DataTypeAndTensor")
        # string, bool attributes.
        g.opBuilder("Abort", "StringAndBool").setAttr("error_msg", "SomeErrorMessage").setAttr(
            "exit_without_error", False
        ).build()
        assert _has_node(g, "StringAndBool")
        # int (TF "int" attributes are 64-bit signed, a Python int).
        g.opBuilder("RandomUniform", "Int").addInput(
            tf.withName("RandomUniformShape").constant([1])
        ).setAttr("seed", 10).setAttr("dtype", TFloat32).build()
        assert _has_node(g, "Int")
        # list(int)
        g.opBuilder("MaxPool", "IntList").addInput(
            tf.withName("MaxPoolInput").constant([[[[0.0] * 2] * 2] * 2] * 2)
        ).setAttr("ksize", [1, 1, 1, 1]).setAttr("strides", [1, 1, 1, 1]).setAttr(
            "padding", "SAME"
        ).build()
        assert _has_node(g, "IntList")
        # list(float)
        g.opBuilder("FractionalMaxPool", "FloatList").addInput(
            tf.withName("FractionalMaxPoolInput").constant([[[[0.0] * 2] * 2] * 2] * 2)
        ).setAttr("pooling_ratio", [1.0, 1.44, 1.73, 1.0]).build()
        assert _has_node(g, "FloatList")


def test_setAttrShape() -> None:
    with Graph() as g:
        n = (
            g.opBuilder("Placeholder", "unknown")
            .setAttr("dtype", TFloat32)
            .setAttr("shape", Shape.unknown())
            .build()
            .output(0)
        )
        assert n.shape().numDimensions() == -1
        assert n.dataType() == TFloat32.DTYPE

        n = (
            g.opBuilder("Placeholder", "batch_of_vectors")
            .setAttr("dtype", TFloat32)
            .setAttr("shape", Shape.of(-1, 784))
            .build()
            .output(0)
        )
        assert n.shape().numDimensions() == 2
        assert n.shape().size(0) == -1
        assert n.shape().size(1) == 784
        assert n.dataType() == TFloat32.DTYPE


def _test_set_attr_shape_list(shapes: list[Shape]) -> None:
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        matrix = [[0, 0], [0, 0]]
        queue = (
            g.opBuilder("FIFOQueue", "queue")
            .setAttr("component_types", [TInt32, TInt32])
            .setAttr("shapes", shapes)
            .build()
            .output(0)
        )
        assert _has_node(g, "queue")
        c1 = tf.withName("const1").constant(matrix)
        c2 = tf.withName("const2").constant([matrix, matrix])
        enqueue = (
            g.opBuilder("QueueEnqueue", "enqueue").addInput(queue).addInputList([c1, c2]).build()
        )
        assert _has_node(g, "enqueue")
        s.runner().addTarget(enqueue).run()


def test_setAttrShapeList() -> None:
    # Those shapes match tensors ones, so no exception is thrown
    _test_set_attr_shape_list([Shape.of(2, 2), Shape.of(2, 2, 2)])
    # Those shapes do not match tensors ones, an exception is thrown
    with pytest.raises(TFInvalidArgumentException):
        _test_set_attr_shape_list([Shape.of(2, 2), Shape.of(2, 2, 2, 2)])


def test_addControlInput() -> None:
    with Graph() as g, Session(g) as s, TBool.scalarOf(True) as yes, TBool.scalarOf(False) as no:
        placeholder = Ops.create(g).withName("boolean").placeholder(TBool).output()
        check = (
            g.opBuilder("Assert", "assert")
            .addInput(placeholder)
            .addInputList([placeholder])
            .build()
        )
        noop = g.opBuilder("NoOp", "noop").addControlInput(check).build()

        # No problems when the Assert check succeeds
        s.runner().feed(placeholder, yes).addTarget(noop).run()

        # Exception thrown by the execution of the Assert node
        with pytest.raises(TFInvalidArgumentException):
            s.runner().feed(placeholder, no).addTarget(noop).run()
