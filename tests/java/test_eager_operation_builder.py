"""Port of TensorFlow Java's ``EagerOperationBuilderTest``.

Java's ``new EagerOperationBuilder(session, type, name)`` is package-private; the public spelling
is ``session.opBuilder(type, name)``, used here.
"""

from __future__ import annotations

import numpy as np
import pytest
from org.tensorflow import EagerOperationBuilder, EagerSession
from org.tensorflow.ndarray import Shape
from org.tensorflow.op import Ops
from org.tensorflow.proto import DataType
from org.tensorflow.types import TInt32

SKIPPED: dict[str, str] = {}


def test_failToCreateIfSessionIsClosed() -> None:
    session = EagerSession.create()
    session.close()
    with pytest.raises(RuntimeError):
        session.opBuilder("Add", "add")


def test_failToBuildOpIfSessionIsClosed() -> None:
    with EagerSession.create() as session:
        builder = session.opBuilder("Empty", "empty")
    with pytest.raises(RuntimeError, match="closed"):
        builder.setAttr("dtype", DataType.DT_FLOAT)


def test_addInputs() -> None:
    with EagerSession.create() as session:
        tf = Ops.create(session)
        asrt = (
            session.opBuilder("Assert", "assert")
            .addInput(tf.constant(True).asOutput())
            .addInputList([tf.constant(-1).asOutput()])
            .build()
        )
        session.opBuilder("Const", "var").addControlInput(asrt)


def test_setDevice() -> None:
    with EagerSession.create() as session:
        tf = Ops.create(session)
        op = (
            session.opBuilder("Add", "SetDevice")
            .setDevice("/job:localhost/replica:0/task:0/device:CPU:0")
            .addInput(tf.constant(2).asOutput())
            .addInput(tf.constant(4).asOutput())
            .build()
        )
        assert op.output(0).asTensor().getInt() == 6


def test_setAttrs() -> None:
    with EagerSession.create() as session:
        tf = Ops.create(session)
        with TInt32.scalarOf(1) as t:
            const = (
                session.opBuilder("Const", "DataTypeAndTensor")
                .setAttr("dtype", t.dataType())
                .setAttr("value", t)
                .build()
            )
            assert const.output(0).asTensor().getInt() == 1
        uniform = (
            session.opBuilder("RandomUniform", "DataTypeAndInt")
            .addInput(tf.array(1).asOutput())
            .setAttr("seed", 10)
            .setAttr("dtype", DataType.DT_FLOAT)
            .build()
        )
        assert uniform.output(0).dataType() == DataType.DT_FLOAT
        zeros = np.zeros((2, 2, 2, 2), np.float32)
        pooled = (
            session.opBuilder("MaxPool", "IntListAndString")
            .addInput(tf.constant(zeros).asOutput())
            .setAttr("ksize", [1, 1, 1, 1])
            .setAttr("strides", [1, 1, 1, 1])
            .setAttr("padding", "SAME")
            .build()
        )
        assert pooled.output(0).shape() == Shape.of(2, 2, 2, 2)
        session.opBuilder("FractionalMaxPool", "FloatList").addInput(
            tf.constant(zeros).asOutput()
        ).setAttr("pooling_ratio", [1.0, 1.44, 1.73, 1.0]).build()
        session.opBuilder("EnsureShape", "ShapeAttr").addInput(
            tf.constant(np.zeros((2, 2), np.int32)).asOutput()
        ).setAttr("shape", Shape.of(2, 2)).build()
        # list(shape): the v1 queue, whose handle is a string_ref (run as the op itself, not
        # wrapped in a function as TensorFlow Python runs eager ops)
        queue = (
            session.opBuilder("FIFOQueue", "queue")
            .setAttr("component_types", [DataType.DT_INT32, DataType.DT_INT32])
            .setAttr("shapes", [Shape.of(2, 2), Shape.of(2, 2, 2)])
            .build()
        )
        assert queue.type() == "FIFOQueue" and queue.numOutputs() == 1
        all_ = (
            session.opBuilder("All", "Bool")
            .addInput(tf.constant([True, True, False]).asOutput())
            .addInput(tf.constant(0).asOutput())
            .setAttr("keep_dims", False)
            .build()
        )
        assert all_.output(0).asTensor().getBoolean() is False
        approx = (
            session.opBuilder("ApproximateEqual", "Float")
            .addInput(tf.constant(10.00001).asOutput())
            .addInput(tf.constant(10.00000).asOutput())
            .setAttr("tolerance", 0.1)
            .build()
        )
        assert approx.output(0).asTensor().getBoolean() is True


def test_javaConstructor() -> None:
    # Java's package-private `new EagerOperationBuilder(session, type, name, scope)`, which
    # TensorFlow Java's tests call; session.opBuilder returns one too.
    with EagerSession.create() as session:
        tf = Ops.create(session)
        assert isinstance(session.opBuilder("Add", "a"), EagerOperationBuilder)
        op = (
            EagerOperationBuilder(session, "Add", "add", session.baseScope())
            .addInput(tf.constant(2).asOutput())
            .addInput(tf.constant(4).asOutput())
            .build()
        )
        assert op.name() == "add"
        assert op.output(0).asTensor().getInt() == 6
    with pytest.raises(RuntimeError, match="closed"):
        EagerOperationBuilder(session, "Add", "add", session.baseScope())


def test_javaConstructorOutputIsClosedWithSession() -> None:
    with EagerSession.create() as session:
        out = (
            EagerOperationBuilder(session, "Const", "c", session.baseScope())
            .setAttr("dtype", DataType.DT_INT32)
            .setAttr("value", TInt32.scalarOf(3))
            .build()
            .output(0)
        )
        assert not out.isClosed()
    assert out.isClosed()
