"""Wrong arguments are refused at once with an error naming the method (issue 25), as
TensorFlow Java refuses them (most would not compile in Java)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from org.tensorflow import (
    ConcreteFunction,
    DeviceSpec,
    Graph,
    RawTensor,
    SavedModelBundle,
    Session,
    Signature,
)
from org.tensorflow.ndarray import Shape
from org.tensorflow.op import Ops
from org.tensorflow.types import TFloat32, TInt64, TString

from tests.runtime.test_export_folders import _export


def _double(tf_: Ops) -> Signature:
    x = tf_.placeholder(TFloat32)
    return Signature.builder().key("double").input("x", x).output("y", tf_.math.add(x, x)).build()


def test_a_call_without_ops_names_the_method() -> None:
    with ConcreteFunction.create(_double) as fn, TFloat32.scalarOf(1.0) as x:
        with pytest.raises(TypeError) as e:
            fn.call(None, x)
        assert str(e.value) == (
            f"ConcreteFunction {fn.getDefinedName()}.call(tf, operand): tf must be an Ops or a "
            "Scope, got NoneType"
        )
    with Graph() as g, Session(g) as s, TFloat32.scalarOf(1.0) as x:
        f = s.function(_double(Ops.create(g)))
        with pytest.raises(TypeError, match=r"^SessionFunction 'double'.call\(tf, operand\): tf"):
            f.call(None, x)


def test_signature_builder_arguments_name_the_method() -> None:
    with Graph() as g:
        x = Ops.create(g).placeholder(TFloat32)
        builder = Signature.builder()
        with pytest.raises(TypeError) as e:
            builder.input("a", None)
        assert str(e.value) == (
            "Signature.Builder.input: input 'a' must be an Operand, got NoneType"
        )
        with pytest.raises(TypeError, match="^Signature.Builder.output: output 'b' must be an"):
            builder.output("b", 3.0)
        with pytest.raises(TypeError) as e:
            builder.input(5, x)
        assert str(e.value) == "Signature.Builder.input: inputName must be a str, got int"
        with pytest.raises(TypeError, match="^Signature.Builder.output: outputName must be a str"):
            builder.output(b"y", x)
        with pytest.raises(TypeError, match="^Signature.Builder.key: key must be a str, got int"):
            builder.key(5)
        with pytest.raises(TypeError, match="^Signature.Builder.methodName: methodName must be"):
            builder.methodName(1)
        # Nothing was half-added.
        assert builder.input("a", x).build().inputNames() == {"a"}


def test_device_spec_takes_what_java_takes() -> None:
    # Java: job(String), replica/task/deviceIndex(Integer), deviceType(DeviceType); each may
    # be null.
    with pytest.raises(TypeError) as e:
        DeviceSpec.newBuilder().deviceType("CPU")
    assert str(e.value) == (
        "DeviceSpec.Builder.deviceType: expected a DeviceSpec.DeviceType (DeviceType.CPU, ...) "
        "or None, got str 'CPU'"
    )
    with pytest.raises(TypeError, match="^DeviceSpec.withDeviceType: expected a DeviceSpec"):
        DeviceSpec.newBuilder().build().withDeviceType("GPU")
    with pytest.raises(TypeError, match="^DeviceSpec.Builder.task: expected an int or None"):
        DeviceSpec.newBuilder().task("1")
    with pytest.raises(TypeError, match="^DeviceSpec.Builder.replica: expected an int or None"):
        DeviceSpec.newBuilder().replica(True)
    with pytest.raises(ValueError, match="^DeviceSpec.Builder.deviceIndex: 2147483648 does not"):
        DeviceSpec.newBuilder().deviceIndex(2**31)
    with pytest.raises(TypeError, match="^DeviceSpec.Builder.job: expected a str or None"):
        DeviceSpec.newBuilder().job(1)
    spec = (
        DeviceSpec.newBuilder()
        .job(None)
        .task(2**31 - 1)
        .deviceType(DeviceSpec.DeviceType.CUSTOM)
        .build()
    )
    assert str(spec) == "/task:2147483647/device:CUSTOM:*"


def test_an_empty_tensor_with_a_huge_dimension_is_made() -> None:
    # TensorFlow accepts the shape; numpy refused it ("array is too big").
    for cls in (TFloat32, TInt64, TString):
        with cls.tensorOf(Shape.of(0, 2**62)) as t:
            assert t.shape().asArray() == [0, 2**62]
            assert (t.size(), t.numBytes()) == (0, 0)
            with pytest.raises(ValueError, match="numpy cannot hold the \\(empty\\) data"):
                t.numpy()
    # Its data is TensorFlow's: what needs it as numpy (a constant, a feed) says why not.
    e = Ops.create()
    with (
        TFloat32.tensorOf(Shape.of(0, 2**62)) as t,
        pytest.raises(ValueError, match="numpy cannot hold the \\(empty\\) data"),
    ):
        e.math.add(t, e.constant(1.0))


def test_raw_tensor_bytes_are_allocated() -> None:
    with RawTensor.allocate(TFloat32, Shape.of(4), 100) as raw:
        assert raw.numBytes() == 100  # as Java: the bytes asked for
    with pytest.raises(MemoryError) as e:
        RawTensor.allocate(TFloat32, Shape.of(4), 2**62)
    assert str(e.value) == (
        "RawTensor.allocate: cannot allocate 4611686018427387904 bytes for TFloat32 of shape [4]"
    )


def test_a_model_folder_is_a_str_path(tmp_path: Path) -> None:
    _export(tmp_path / "model")
    with pytest.raises(TypeError) as e:
        SavedModelBundle.load(str(tmp_path / "model").encode())
    assert str(e.value) == (
        "SavedModelBundle.load: exportDir must be a str (or an os.PathLike str path), got bytes"
    )
    with pytest.raises(TypeError, match="^SavedModelBundle.loader: exportDir must be a str"):
        SavedModelBundle.loader(None)
    with pytest.raises(TypeError, match="^SavedModelBundle.exporter: exportDir must be a str"):
        SavedModelBundle.exporter(b"out")
    with (
        SavedModelBundle.load(tmp_path / "model") as bundle,  # a Path names a str path
        TFloat32.tensorOf(np.array(1.5, np.float32)) as x,
        bundle.call({"x": x}) as r,
    ):
        assert r.get("y").getFloat() == 3.0
