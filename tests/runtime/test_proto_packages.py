"""TensorFlow's protobuf classes under the Java package of each release (tfjava/exports.yaml):
``org.tensorflow.proto`` (TensorFlow Java 0.5+), TensorFlow Java 0.2-0.4's
``org.tensorflow.proto.framework``/``.util``/``.distruntime`` and TensorFlow 1.x's
``org.tensorflow.framework``/``.util``/``.distruntime`` (the ``java_package`` options of
TensorFlow's .proto files) are the same Python classes."""

from __future__ import annotations

import importlib
from pathlib import Path

import org.tensorflow.proto as current
import pytest
from org.tensorflow import Graph, Session
from org.tensorflow.op import Ops
from org.tensorflow.types import TFloat32

# Where each release put a class: framework protos and the session's configuration in
# .framework, SaverDef and the event log in .util, clusters and servers in .distruntime.
PLACES = {
    "framework": [
        "ConfigProto",
        "GPUOptions",
        "MetaGraphDef",
        "SignatureDef",
        "TensorInfo",
        "TensorShapeProto",
        "DataType",
        "GraphDef",
        "RunOptions",
        "SavedModel",
    ],
    "util": ["SaverDef", "Event", "LogMessage", "SessionLog"],
    "distruntime": ["ClusterDef", "JobDef", "ServerDef"],
}


@pytest.mark.parametrize("prefix", ["org.tensorflow.proto", "org.tensorflow"])
@pytest.mark.parametrize("place", sorted(PLACES))
def test_each_release_package_gives_the_same_classes(prefix: str, place: str) -> None:
    package = importlib.import_module(f"{prefix}.{place}")
    for name in PLACES[place]:
        assert getattr(package, name) is getattr(current, name), (package.__name__, name)
        assert name in package.__all__


def test_classes_are_only_where_java_put_them() -> None:
    import org.tensorflow.framework as framework_1x
    import org.tensorflow.proto.framework as framework_0x

    for package in (framework_0x, framework_1x):
        for name in ("SaverDef", "ClusterDef", "Event"):
            with pytest.raises(AttributeError):
                getattr(package, name)
    # TensorFlow 1.x's framework package keeps the binding's framework API beside the protos
    from org.tensorflow.framework.activations import ReLU

    assert ReLU is not None


def test_a_config_from_the_1x_package_configures_a_session() -> None:
    from org.tensorflow.framework import ConfigProto, GPUOptions

    config = ConfigProto(
        gpu_options=GPUOptions(allow_growth=True, per_process_gpu_memory_fraction=0.5),
        allow_soft_placement=True,
        device_count={"CPU": 1},
    )
    with Graph() as g:
        tf = Ops.create(g)
        x = tf.withName("x").placeholder(TFloat32)
        tf.withName("y").math.mul(x, tf.constant(3.0))
        for arg in (config, config.SerializeToString()):  # a message or Java's toByteArray()
            with (
                Session(g, arg) as s,
                TFloat32.scalarOf(2.0) as two,
                s.runner().feed("x", two).fetch("y").run() as r,
            ):
                assert r.get(0).getFloat() == 6.0


def test_a_loader_takes_the_config_as_a_message_or_as_1x_bytes(tmp_path: Path) -> None:
    from org.tensorflow import SavedModelBundle, Signature
    from org.tensorflow.framework import ConfigProto, GPUOptions, RunOptions

    export = str(tmp_path / "model")
    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        x = tf.withName("x").placeholder(TFloat32)
        y = tf.withName("y").math.mul(x, tf.constant(3.0))
        sig = Signature.builder().key("serving_default").input("x", x).output("y", y).build()
        SavedModelBundle.exporter(export).withSession(s).withSignature(sig).export()
    config = ConfigProto(gpu_options=GPUOptions(allow_growth=True), allow_soft_placement=True)
    for given in (config, config.SerializeToString()):
        loader = SavedModelBundle.loader(export).withConfigProto(given)
        loader = loader.withRunOptions(RunOptions(timeout_in_ms=60000).SerializeToString())
        with (
            loader.load() as bundle,
            TFloat32.scalarOf(2.0) as two,
            bundle.session().runner().feed("x", two).fetch("y").run() as r,
        ):
            assert r.get(0).getFloat() == 6.0
    with pytest.raises(TypeError, match="configProto must be a ConfigProto, got RunOptions"):
        SavedModelBundle.loader(export).withConfigProto(RunOptions())
