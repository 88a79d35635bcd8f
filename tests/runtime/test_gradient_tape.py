"""Eager ops under ``tf.GradientTape``: gradient functions read every attribute of the op,
defaulted ones included, on the native path, the pure-Python path (``TFJAVA_NATIVE=0``, where
TensorFlow's fast path records only the attributes it is given) and the generic path a device
scope takes (which records nothing by itself). Every op of the all-ops eager cases is checked
in ``tests/allops/test_eager_gradients.py``; these are the ops of the report, by hand."""

from __future__ import annotations

import numpy as np
import pytest
import tensorflow as tf
from org.tensorflow import DeviceSpec
from org.tensorflow.op import Ops

X = np.array([[1.0, -2.0], [3.0, 4.0]], np.float32)


def _cpu(ops: Ops) -> Ops:
    return ops.withDevice(
        DeviceSpec.newBuilder().deviceType(DeviceSpec.DeviceType.CPU).deviceIndex(0).build()
    )


@pytest.mark.parametrize("device", [False, True])
def test_defaulted_attributes_reach_gradient_functions(device: bool) -> None:
    base = Ops.create()
    ops = _cpu(base) if device else base
    x = tf.constant(X)
    image = tf.constant(np.arange(16, dtype=np.float32).reshape(1, 4, 4, 1))
    runs = {
        "matMul": (x, lambda t: ops.linalg.matMul(t, t), lambda t: tf.matmul(t, t)),
        "reduceSum": (
            x,
            lambda t: ops.reduceSum(t, ops.constant(1)),
            lambda t: tf.reduce_sum(t, 1),
        ),
        "mean": (x, lambda t: ops.math.mean(t, ops.constant(0)), lambda t: tf.reduce_mean(t, 0)),
        "max": (x, lambda t: ops.max(t, ops.constant(1)), lambda t: tf.reduce_max(t, 1)),
        "leakyRelu": (x, lambda t: ops.nn.leakyRelu(t), lambda t: tf.nn.leaky_relu(t, 0.2)),
        "cumsum": (
            x,
            lambda t: ops.math.cumsum(t, ops.constant(0)),
            lambda t: tf.math.cumsum(t, 0),
        ),
        "biasAdd": (
            x,
            lambda t: ops.nn.biasAdd(t, ops.constant([1.0, 2.0])),
            lambda t: tf.nn.bias_add(t, [1.0, 2.0]),
        ),
        "gather": (
            x,
            lambda t: ops.gather(t, ops.constant([1, 0, 1]), ops.constant(0)),
            lambda t: tf.gather(t, [1, 0, 1]),
        ),
        "maxPool": (
            image,
            lambda t: ops.nn.maxPool(
                t, ops.constant([1, 2, 2, 1]), ops.constant([1, 2, 2, 1]), "VALID"
            ),
            lambda t: tf.nn.max_pool2d(t, 2, 2, "VALID"),
        ),
    }
    for name, (value, ours, theirs) in runs.items():
        with tf.GradientTape(persistent=True) as tape:
            tape.watch(value)
            got_y = ours(value).asOutput()._t
            want_y = theirs(value)
        got = tape.gradient(got_y, value)
        want = tape.gradient(want_y, value)
        assert got is not None, name
        np.testing.assert_allclose(
            tf.convert_to_tensor(got).numpy(), tf.convert_to_tensor(want).numpy(), err_msg=name
        )
