"""Port of TensorFlow Java's ``SignatureTest`` (``org.tensorflow.Signature``)."""

from __future__ import annotations

import pytest
from org.tensorflow import Graph, Signature
from org.tensorflow.ndarray import Shape
from org.tensorflow.op import Ops
from org.tensorflow.op.core import Placeholder
from org.tensorflow.proto import DataType
from org.tensorflow.types import TInt32

SKIPPED: dict[str, str] = {}


def test_cannotUseEmptyKey() -> None:
    builder = Signature.builder()
    with pytest.raises(ValueError, match="invalid key"):
        builder.key(None)
    with pytest.raises(ValueError, match="invalid key"):
        builder.key("")
    builder.key("valid key")


def test_cannotDuplicateInputOutputNames() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        builder = (
            Signature.builder()
            .input("x", tf.constant(10.0))
            .output("x", tf.constant(10.0))  # can add an output with the same name as an input
            .output("y", tf.constant(20.0))
        )
        with pytest.raises(ValueError, match='"x" is already being mapped'):
            builder.input("x", tf.constant(10))
        with pytest.raises(ValueError, match='"y" is already being mapped'):
            builder.output("y", tf.constant(20.0))


def test_getInputsAndOutputs() -> None:
    tf = Ops.create()
    builder = (
        Signature.builder()
        .input("x", tf.constant(10.0))
        .output("y", tf.constant([[10.0, 30.0]]))
        .output("z", tf.constant(20.0))
        .build()
    )

    inputs = builder.getInputs()
    assert len(inputs) == 1

    outputs = builder.getOutputs()
    assert len(outputs) == 2

    assert outputs["y"].dataType == DataType.DT_FLOAT
    assert outputs["z"].dataType == DataType.DT_FLOAT
    assert outputs["y"].shape.asArray() == [1, 2]
    assert outputs["z"].shape.asArray() == []

    empty_signature = Signature.builder().build()
    assert len(empty_signature.getInputs()) == 0


def test_emptyMethodNameConvertedToNull() -> None:
    signature = Signature.builder().key("f").build()
    assert signature.methodName() is None
    signature = Signature.builder().key("f").methodName("").build()
    assert signature.methodName() is None
    signature = Signature.builder().key("f").methodName(None).build()
    assert signature.methodName() is None


def test_createTensorInfoFromOperandWithUnknownShape() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        placeholder = tf.placeholder(TInt32)
        tensor_info = Signature.Builder.toTensorInfo(placeholder.asOutput())
        assert tensor_info.tensor_shape.unknown_rank
        assert len(tensor_info.tensor_shape.dim) == 0


def test_createTensorInfoFromOperandWithPartiallyUnknownShape() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        shape = Shape.of(Shape.UNKNOWN_SIZE, 10)
        placeholder = tf.placeholder(TInt32, Placeholder.shape(shape))
        tensor_info = Signature.Builder.toTensorInfo(placeholder.asOutput())
        assert not tensor_info.tensor_shape.unknown_rank
        assert len(tensor_info.tensor_shape.dim) == 2
        assert tensor_info.tensor_shape.dim[0].size == -1
        assert tensor_info.tensor_shape.dim[1].size == 10
