"""Port of TensorFlow Java's ``EagerOperationTest`` (``org.tensorflow.EagerOperation``)."""

from __future__ import annotations

import pytest
from org.tensorflow import EagerOperation, EagerSession, OperationBuilder
from org.tensorflow.exceptions import TFInvalidArgumentException
from org.tensorflow.ndarray import Shape
from org.tensorflow.op import Ops
from org.tensorflow.proto import DataType
from org.tensorflow.types import TInt32

SKIPPED: dict[str, str] = {}


def _op_builder(session: EagerSession, type_: str, name: str) -> OperationBuilder:
    return session.opBuilder(type_, name)


def test_failToCreateIfSessionIsClosed() -> None:
    session = EagerSession.create()
    session.close()
    with pytest.raises(RuntimeError):
        EagerOperation(session, "Add", "add", [])


def test_outputDataTypeAndShape() -> None:
    with EagerSession.create() as session, TInt32.tensorOf(Shape.of(2, 3)) as t:
        op = (
            _op_builder(session, "Const", "OutputAttrs")
            .setAttr("dtype", t.dataType())
            .setAttr("value", t)
            .build()
        )
        assert op.dtype(0) == DataType.DT_INT32
        assert op.shape(0).size(0) == 2
        assert op.shape(0).size(1) == 3


def test_outputTensor() -> None:
    with EagerSession.create() as session:
        tf = Ops.create(session)
        add = (
            _op_builder(session, "Add", "CompareResult")
            .addInput(tf.constant(2).asOutput())
            .addInput(tf.constant(4).asOutput())
            .build()
        )
        assert add.tensor(0).getInt() == 6
        # The shape and data type come from the tensor that has been resolved.
        assert add.shape(0).numDimensions() == 0
        assert add.dtype(0) == DataType.DT_INT32


def test_inputAndOutputListLengths() -> None:
    with EagerSession.create() as session:
        tf = Ops.create(session)
        c1 = tf.constant([1.0, 2.0]).asOutput()
        c2 = tf.constant([3.0, 4.0]).asOutput()

        acc = _op_builder(session, "AddN", "InputListLength").addInputList([c1, c2]).build()
        assert acc.inputListLength("inputs") == 2
        assert acc.outputListLength("sum") == 1

        split = (
            _op_builder(session, "Split", "OutputListLength")
            .addInput(tf.constant(0).asOutput())
            .addInput(c1)
            .setAttr("num_split", 2)
            .build()
        )
        assert split.inputListLength("split_dim") == 1
        assert split.outputListLength("output") == 2

        with pytest.raises(TFInvalidArgumentException):
            split.inputListLength("no_such_input")
        with pytest.raises(TFInvalidArgumentException):
            split.outputListLength("no_such_output")


def test_numOutputs() -> None:
    with EagerSession.create() as session:
        tf = Ops.create(session)
        op = (
            _op_builder(session, "UniqueWithCountsV2", "unq")
            .addInput(tf.constant([1, 2, 1]).asOutput())
            .addInput(tf.constant([0]).asOutput())
            .setAttr("out_idx", DataType.DT_INT32)
            .build()
        )
        assert op.numOutputs() == 3


def test_opNotAccessibleIfSessionIsClosed() -> None:
    session = EagerSession.create()
    tf = Ops.create(session)
    add = (
        _op_builder(session, "Add", "SessionClosed")
        .addInput(tf.constant(2).asOutput())
        .addInput(tf.constant(4).asOutput())
        .build()
    )
    assert add.outputListLength("z") == 1
    session.close()
    with pytest.raises(RuntimeError):
        add.outputListLength("z")


def test_outputIndexOutOfBounds() -> None:
    # Java also checks getUnsafeNativeHandle(1), a JNI handle that Python has no use for.
    with EagerSession.create() as session:
        tf = Ops.create(session)
        add = (
            _op_builder(session, "Add", "OutOfRange")
            .addInput(tf.constant(2).asOutput())
            .addInput(tf.constant(4).asOutput())
            .build()
        )
        with pytest.raises(IndexError):
            add.shape(1)
        with pytest.raises(IndexError):
            add.dtype(1)
        with pytest.raises(IndexError):
            add.tensor(1)
