"""Port of TensorFlow Java's ``DeviceSpecTest``."""

from __future__ import annotations

import pytest
from org.tensorflow import DeviceSpec, Graph, Session
from org.tensorflow.exceptions import TFInvalidArgumentException
from org.tensorflow.op import Ops
from org.tensorflow.proto import ConfigProto

DeviceType = DeviceSpec.DeviceType
SKIPPED: dict[str, str] = {}


def _config() -> ConfigProto:
    return ConfigProto(log_device_placement=True)


def _local_cpu() -> DeviceSpec:
    return (
        DeviceSpec.newBuilder()
        .job("localhost")
        .replica(0)
        .task(0)
        .deviceType(DeviceType.CPU)
        .build()
    )


def test_withDeviceMethod() -> None:
    with Graph() as g, Session(g, _config()) as session:
        tf = Ops.create(g).withSubScope("testScope")
        a = tf.constant(-1)
        absOps = tf.withName("absWithDevice").withDevice(_local_cpu()).math.abs(a).asOutput()
        assert (
            g.operation("testScope/absWithDevice").device()
            == "/job:localhost/replica:0/task:0/device:CPU:*"
        )
        with session.runner().fetch(absOps).run() as t:
            assert t.get(0).getInt() == 1


def test_withEmptyDeviceSpec() -> None:
    with Graph() as g, Session(g, _config()) as session:
        tf = Ops.create(g).withSubScope("testScope")
        a = tf.constant(-1)
        absOps = (
            tf.withName("absWithDevice")
            .withDevice(DeviceSpec.newBuilder().build())
            .math.abs(a)
            .asOutput()
        )
        assert g.operation("testScope/absWithDevice").device() == ""
        with session.runner().fetch(absOps).run() as t:
            assert t.get(0).getInt() == 1


def test_withTwoScopes() -> None:
    with Graph() as g, Session(g, _config()) as session:
        tf1 = Ops.create(g).withSubScope("testScope1").withDevice(_local_cpu())
        tf2 = Ops.create(g).withSubScope("testScope2").withDevice(_local_cpu())
        a = tf1.constant(-1)
        b = tf2.constant(10)
        absOps = tf1.withName("absWithDevice").math.abs(a).asOutput()
        mulOps = tf2.withName("mulWithDevice").math.mul(absOps, b).asOutput()
        with session.runner().fetch(mulOps).run() as t:
            assert t.get(0).getInt() == 10


def test_withIncorrectDeviceSpec() -> None:
    with Graph() as g, Session(g, _config()) as session:
        incorrect = (
            DeviceSpec.newBuilder()
            .job("UNKNOWN")
            .replica(1)
            .task(1000)
            .deviceType(DeviceType.TPU)
            .build()
        )
        tf = Ops.create(g)
        a = tf.constant(-1)
        b = tf.constant(10)
        absOps = tf.withName("absWithDevice").withDevice(incorrect).math.abs(a).asOutput()
        mulOps = (
            tf.withName("mulWithDevice").withDevice(_local_cpu()).math.mul(absOps, b).asOutput()
        )
        with pytest.raises(TFInvalidArgumentException):
            session.runner().fetch(mulOps).run()


def test_withDeviceSpecInScope() -> None:
    with Graph() as g, Session(g, _config()) as session:
        tf = Ops.create(g).withSubScope("testScope").withDevice(_local_cpu())
        a = tf.constant(-1)
        absOps = tf.withName("absWithDevice").math.abs(a).asOutput()
        with session.runner().fetch(absOps).run() as t:
            assert t.get(0).getInt() == 1


def test_emptyDeviceSpec() -> None:
    empty = DeviceSpec.newBuilder().build()
    assert empty.job() is None
    assert str(empty) == ""


def test_jobOnlySpec() -> None:
    assert str(DeviceSpec.newBuilder().job("ps").build()) == "/job:ps"


def test_deviceTypeOnlySpec() -> None:
    assert str(DeviceSpec.newBuilder().deviceType(DeviceType.CPU).build()) == "/device:CPU:*"


def test_deviceTypeWithIndex() -> None:
    assert (
        str(DeviceSpec.newBuilder().deviceType(DeviceType.CPU).deviceIndex(1).build())
        == "/device:CPU:1"
    )


def _full() -> DeviceSpec:
    return (
        DeviceSpec.newBuilder()
        .job("ps")
        .replica(1)
        .task(0)
        .deviceType(DeviceType.GPU)
        .deviceIndex(0)
        .build()
    )


def test_fullSpec() -> None:
    assert str(_full()) == "/job:ps/replica:1/task:0/device:GPU:0"


def test_emptySpecEquals() -> None:
    assert DeviceSpec.newBuilder().build() == DeviceSpec.newBuilder().build()


def test_fullSpecEquals() -> None:
    assert _full() == _full()
    assert hash(_full()) == hash(_full())
    assert _full() != DeviceSpec.newBuilder().job("ps").build()
