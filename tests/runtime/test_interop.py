"""numpy and TensorFlow Python, both ways: TensorFlow eager tensors and numpy arrays of every
dtype TensorFlow has become constants; eager operands become numpy arrays
(``numpy.asarray``) and TensorFlow tensors (``tf.convert_to_tensor``, so any TensorFlow
function); graph operands are refused with a clear error."""

from __future__ import annotations

import subprocess
import sys

import ml_dtypes
import numpy as np
import pytest
import tensorflow as tf
from org.tensorflow import EagerSession, Graph, Session
from org.tensorflow.op import Ops
from org.tensorflow.types import TFloat32, TFloat64, TString

NUMPY_TYPES = [
    (np.float16, "TFloat16"),
    (ml_dtypes.bfloat16, "TBfloat16"),
    (np.float32, "TFloat32"),
    (np.float64, "TFloat64"),
    (np.int8, "TInt8"),
    (np.int16, "TInt16"),
    (np.int32, "TInt32"),
    (np.int64, "TInt64"),
    (np.uint8, "TUint8"),
    (np.uint16, "TUint16"),
    (np.uint32, "TUint32"),
    (np.uint64, "TUint64"),
    (np.bool_, "TBool"),
    (np.complex64, "TComplex64"),
    (np.complex128, "TComplex128"),
]


@pytest.fixture(scope="module")
def ops() -> Ops:
    return Ops.create()


@pytest.mark.parametrize(("np_type", "cls"), NUMPY_TYPES)
def test_constants_of_numpy_arrays_and_tensorflow_tensors(
    ops: Ops, np_type: object, cls: type
) -> None:
    data = np.array([[1, 0], [1, 1]], dtype=np_type)  # type: ignore[call-overload]
    from_numpy = ops.constant(data)
    assert from_numpy.type().__name__ == cls
    np.testing.assert_array_equal(from_numpy.asTensor().numpy(), data)
    from_tf = ops.constant(tf.constant(data))
    assert from_tf.type().__name__ == cls
    np.testing.assert_array_equal(from_tf.asTensor().numpy(), data)


def test_constants_of_tensorflow_strings_variables_and_our_tensors(ops: Ops) -> None:
    words = ops.constant(tf.constant([b"ab", b"c"]))
    assert words.type() is TString and words.asTensor().getObject(1) == "c"
    variable = tf.Variable([1.5, 2.5])
    assert ops.constant(variable).asTensor() == TFloat32.vectorOf(1.5, 2.5)
    assert ops.constant(TFloat64.vectorOf(1.0, 2.0)).type() is TFloat64


def test_a_tensorflow_graph_tensor_is_refused(ops: Ops) -> None:
    with tf.Graph().as_default():
        symbolic = tf.constant(1.0, name="c")
    with pytest.raises(TypeError, match="TensorFlow graph tensor 'c:0': it has no value"):
        ops.constant(symbolic)


def test_numpy_asarray_of_eager_operands(ops: Ops) -> None:
    total = ops.math.add(ops.constant([1.0, 2.0]), ops.constant(0.5))
    arr = np.asarray(total)
    assert arr.dtype == np.float32 and arr.tolist() == [1.5, 2.5]
    assert np.asarray(total.asOutput(), dtype=np.float64).dtype == np.float64
    scalar = np.asarray(ops.constant(np.int64(7)))
    assert scalar.shape == () and scalar.dtype == np.int64
    assert np.add(total, 1.0).tolist() == [2.5, 3.5]
    arr[0] = 9.0  # a copy: the operand keeps its value
    assert np.asarray(total).tolist() == [1.5, 2.5]
    assert np.asarray(ops.constant(["x", "y"])).tolist() == [b"x", b"y"]


def test_tensorflow_takes_eager_operands(ops: Ops) -> None:
    x = ops.constant([[1.0, 2.0], [3.0, 4.0]])
    converted = tf.convert_to_tensor(x)
    assert isinstance(converted, tf.Tensor)
    np.testing.assert_array_equal(converted.numpy(), [[1.0, 2.0], [3.0, 4.0]])
    np.testing.assert_array_equal(tf.matmul(x, x).numpy(), [[7.0, 10.0], [15.0, 22.0]])
    assert tf.constant(ops.math.neg(ops.constant(2))).numpy() == -2
    assert tf.add(x.asOutput(), 1.0).numpy()[0, 0] == 2.0
    with pytest.raises((TypeError, ValueError, RuntimeError), match="int32"):
        tf.convert_to_tensor(x, dtype=tf.int32)
    # ... and under a tape, as a watched tensor.
    t = tf.convert_to_tensor(x)
    with tf.GradientTape() as tape:
        tape.watch(t)
        y = tf.reduce_sum(ops.math.mul(t, t).asOutput()._t)
    np.testing.assert_array_equal(tape.gradient(y, t).numpy(), 2 * t.numpy())


def test_graph_operands_are_refused_clearly() -> None:
    with Graph() as g:
        c = Ops.create(g).constant(1.0)
        with pytest.raises(TypeError, match="numpy.asarray: .* is an operand of a Graph"):
            np.asarray(c)
        with pytest.raises(TypeError, match="tf.convert_to_tensor: .* is an operand of a Graph"):
            tf.convert_to_tensor(c)
        with Session(g) as s, s.runner().fetch(c).run() as r:
            assert np.asarray(r.get(0)).tolist() == 1.0  # the fetched tensor has a value


def test_operands_of_a_closed_session_are_refused() -> None:
    session = EagerSession.create()
    c = Ops.create(session).constant(1.0)
    session.close()
    with pytest.raises(RuntimeError, match="closed EagerSession"):
        np.asarray(c)


def test_registering_adds_no_import() -> None:
    # Registered when the op runtime loads (at the first op: an operand cannot exist before),
    # which loads TensorFlow anyway; importing the facade or the types loads neither.
    code = (
        "import sys\n"
        "from org.tensorflow.types import TFloat32\n"
        "from org.tensorflow.op import Ops\n"
        "assert 'tfjava.dispatch.tf_interop' not in sys.modules\n"
        "c = Ops.create().constant(1.0)\n"
        "from tensorflow.python.framework import tensor_conversion_registry as r\n"
        "from tfjava.core.operand import Operand\n"
        "assert any(t is Operand for t, _ in r._tensor_conversion_func_registry[100])\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=120)
