"""Port of TensorFlow Java's ``GraphOperationBuilderTest`` (``OperationBuilder`` in a graph).

Java's ``new float[2][2][2][2]`` is a numpy array of zeros (a Java array keeps its element
type: a nested list of Python floats would be the same ``TFloat32``)."""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow import Graph, Session
from org.tensorflow.exceptions import TFInvalidArgumentException
from org.tensorflow.ndarray import Shape
from org.tensorflow.op import Ops
from org.tensorflow.proto import DataType
from org.tensorflow.types import TBool, TInt32

SKIPPED: dict[str, str] = {}


def _has_node(g: Graph, name: str) -> bool:
    return g.operation(name) is not None


def test_failOnUseAfterBuild() -> None:
    with Graph() as g, TInt32.scalarOf(1) as t:
        b = (
            g.baseScope()
            .opBuilder("Const", "Const")
            .setAttr("dtype", t.dataType())
            .setAttr("value", t)
        )
        b.build()
        with pytest.raises(RuntimeError, match="after build"):
            b.setAttr("dtype", t.dataType())


def test_failOnUseAfterGraphClose() -> None:
    with Graph() as g, TInt32.scalarOf(1) as t:
        b = (
            g.baseScope()
            .opBuilder("Const", "Const")
            .setAttr("dtype", t.dataType())
            .setAttr("value", t)
        )
    with pytest.raises(RuntimeError, match="closed"):
        b.setAttr("dtype", DataType.DT_INT32)
    with pytest.raises(RuntimeError, match="closed"):
        b.build()


def test_setAttr() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        # dtype, tensor attributes.
        with TInt32.scalarOf(1) as t:
            g.baseScope().opBuilder("Const", "DataTypeAndTensor").setAttr(
                "dtype", t.dataType()
            ).setAttr("value", t).build().output(0)
            assert _has_node(g, "DataTypeAndTensor")
        # string, bool attributes.
        g.baseScope().opBuilder("Abort", "StringAndBool").setAttr(
            "error_msg", "SomeErrorMessage"
        ).setAttr("exit_without_error", False).build()
        assert _has_node(g, "StringAndBool")
        # int (TF "int" attributes are 64-bit signed, a Python int).
        g.baseScope().opBuilder("RandomUniform", "Int").addInput(tf.array(1).asOutput()).setAttr(
            "seed", 10
        ).setAttr("dtype", DataType.DT_FLOAT).build()
        assert _has_node(g, "Int")
        # list(int)
        g.baseScope().opBuilder("MaxPool", "IntList").addInput(
            tf.constant(np.zeros((2, 2, 2, 2), np.float32)).asOutput()
        ).setAttr("ksize", [1, 1, 1, 1]).setAttr("strides", [1, 1, 1, 1]).setAttr(
            "padding", "SAME"
        ).build()
        assert _has_node(g, "IntList")
        # list(float)
        g.baseScope().opBuilder("FractionalMaxPool", "FloatList").addInput(
            tf.constant(np.zeros((2, 2, 2, 2), np.float32)).asOutput()
        ).setAttr("pooling_ratio", [1.0, 1.44, 1.73, 1.0]).build()
        assert _has_node(g, "FloatList")


def test_setAttrShape() -> None:
    with Graph() as g:
        n = (
            g.baseScope()
            .opBuilder("Placeholder", "unknown")
            .setAttr("dtype", DataType.DT_FLOAT)
            .setAttr("shape", Shape.unknown())
            .build()
            .output(0)
        )
        assert n.shape().numDimensions() == -1
        assert n.dataType() == DataType.DT_FLOAT

        n = (
            g.baseScope()
            .opBuilder("Placeholder", "batch_of_vectors")
            .setAttr("dtype", DataType.DT_FLOAT)
            .setAttr("shape", Shape.of(-1, 784))
            .build()
            .output(0)
        )
        assert n.shape().numDimensions() == 2
        assert n.shape().size(0) == -1
        assert n.shape().size(1) == 784
        assert n.dataType() == DataType.DT_FLOAT


def _test_set_attr_shape_list(shapes: list[Shape]) -> None:
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        matrix = [[0, 0], [0, 0]]
        queue = (
            g.baseScope()
            .opBuilder("FIFOQueue", "queue")
            .setAttr("component_types", [DataType.DT_INT32, DataType.DT_INT32])
            .setAttr("shapes", shapes)
            .build()
            .output(0)
        )
        assert _has_node(g, "queue")
        c1 = tf.constant(matrix).asOutput()
        c2 = tf.constant([matrix, matrix]).asOutput()
        enqueue = (
            g.baseScope()
            .opBuilder("QueueEnqueue", "enqueue")
            .addInput(queue)
            .addInputList([c1, c2])
            .build()
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
        tf = Ops.create(g)
        placeholder = tf.placeholder(TBool).asOutput()
        check = (
            g.baseScope()
            .opBuilder("Assert", "assert")
            .addInput(placeholder)
            .addInputList([placeholder])
            .build()
        )
        noop = g.baseScope().opBuilder("NoOp", "noop").addControlInput(check).build()

        # No problems when the Assert check succeeds
        s.runner().feed(placeholder, yes).addTarget(noop).run()

        # Exception thrown by the execution of the Assert node
        with pytest.raises(TFInvalidArgumentException):
            s.runner().feed(placeholder, no).addTarget(noop).run()
