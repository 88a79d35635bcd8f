"""The native eager path (tfjava/native): the same values, result forms and errors as
TensorFlow's own fast path, gradients under tapes and forward accumulators, the device scope,
threads, op callbacks, and the Python path it falls back to."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
import tensorflow as tf
from org.tensorflow import EagerSession
from org.tensorflow.op import Ops
from org.tensorflow.op.dtypes import Cast
from org.tensorflow.types import TFloat32, TInt32, TInt64
from tensorflow.python import pywrap_tfe
from tensorflow.python.eager import context, executor

from tfjava import native
from tfjava.dispatch import dispatch

NATIVE = dispatch._NATIVE
needs_native = pytest.mark.skipif(
    NATIVE is None, reason="the native eager path is off (TFJAVA_NATIVE=0) or not built"
)
REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture
def ctx() -> Any:
    c = context.context()
    c.ensure_initialized()
    return c


@pytest.fixture
def tf_() -> Iterator[Ops]:
    with EagerSession.create() as session:
        yield Ops.create(session)


def _values(result: Any) -> Any:
    if result is None:
        return None
    if isinstance(result, list):
        return [_values(r) for r in result]
    return (result.dtype.name, result.numpy().tolist())


def _native_calls() -> int:
    assert NATIVE is not None
    return int(NATIVE.stats()[0])


def _same_as_tensorflow(ctx: Any, op_type: str, *args: Any) -> Any:
    """Run one op natively and on TensorFlow's fast path: equal values and result forms, and
    the native path (not the fast path it may hand over to) ran it."""
    assert NATIVE is not None
    before = _native_calls()
    ours = NATIVE.execute(ctx, op_type, None, *args)
    assert _native_calls() == before + 1, f"{op_type} was handed to TensorFlow's fast path"
    theirs = pywrap_tfe.TFE_Py_FastPathExecute(ctx, op_type, None, *args)
    assert _values(ours) == _values(theirs)
    return ours


C = tf.constant

# op type, arguments (inputs then attribute name/value pairs): every op shape and attribute
# kind the generated code passes.
CASES: dict[str, tuple[str, tuple[Any, ...]]] = {
    "single output, inferred type": ("AddV2", (C([1.0, 2.0]), C([3.0, 4.0]))),
    "no inputs, shape and type attrs": ("Fill", (C([2, 2]), C(7))),
    "multiple outputs, type attr": ("Unique", (C([4, 4, 2, 4]), "out_idx", TInt64.DTYPE)),
    "list output sized by an int attr": ("Split", (C(0), C([1, 2, 3, 4, 5, 6]), "num_split", 3)),
    "list output of one tensor": ("Split", (C(0), C([1, 2]), "num_split", 1)),
    "list output beside a list input": ("SplitV", (C([1, 2, 3]), C([1, 2]), C(0), "num_split", 2)),
    "list input": ("AddN", ([C([1.0]), C([2.0]), C([3.0])],)),
    "list input as a tuple": ("AddN", ((C([1]), C([2])),)),
    "list input and a single input": ("ConcatV2", ([C([1, 2]), C([3])], C(0))),
    "type-list input and output": ("IdentityN", ([C([1.0]), C(["a"]), C([True])],)),
    "bool attrs": ("MatMul", (C([[1.0, 2.0]]), C([[3.0, 4.0]]), "transpose_b", True)),
    "type and bool attrs": ("Cast", (C([1.7, -2.2]), "DstT", TInt32.DTYPE, "Truncate", True)),
    "float attr": ("LeakyRelu", (C([-1.0, 2.0]), "alpha", 0.5)),
    "string attr": ("StringJoin", ([C(["a", "b"]), C(["c", "d"])], "separator", "-")),
    "string attr as bytes": ("StringJoin", ([C(["a"]), C(["c"])], "separator", b"+")),
    "int attr": ("OneHot", (C([0, 2]), C(3), C(1.0), C(0.0), "axis", 0)),
    "list(int) attr": ("Squeeze", (C([[[1], [2]]]), "squeeze_dims", [0, 2])),
    "list(int) and string attrs": (
        "MaxPool",
        (
            C(np.arange(16.0).reshape(1, 4, 4, 1)),
            "ksize",
            [1, 2, 2, 1],
            "strides",
            [1, 2, 2, 1],
            "padding",
            "VALID",
        ),
    ),
    "list(float) attr": ("Bucketize", (C([1.0, 5.0, 10.0]), "boundaries", [2.0, 6.0])),
    "list(string) attr": (
        "RaggedTensorToTensor",
        (C([2, 3]), C([1, 2, 3]), C(0), [C([0, 1, 3])], "row_partition_types", ["ROW_SPLITS"]),
    ),
    "shape attr": ("EnsureShape", (C([[1, 2]]), "shape", [1, None])),
    "shape attr given as a tuple": ("PlaceholderWithDefault", (C([1, 2]), "shape", (2,))),
    "no outputs": ("NoOp", ()),
    "several attrs and outputs": (
        "TopKV2",
        (C([3.0, 1.0, 2.0]), C(2), "sorted", True, "index_type", TInt32.DTYPE),
    ),
}


@needs_native
@pytest.mark.parametrize("case", list(CASES))
def test_an_op_shape_gives_tensorflows_values(ctx: Any, case: str) -> None:
    op_type, args = CASES[case]
    _same_as_tensorflow(ctx, op_type, *args)


@needs_native
def test_a_kept_op_runs_again_only_for_the_same_call(ctx: Any) -> None:
    # Each op type keeps its op per thread and runs it again, without resetting it, when the
    # attributes, input types and list lengths are the last call's: any change must be seen.
    f, i = C([1.5, -2.5]), C([3, 4])
    for _ in range(2):
        _same_as_tensorflow(ctx, "AddV2", f, f)
        _same_as_tensorflow(ctx, "AddV2", i, i)  # another inferred type
    for dst, truncate in ((TInt32, True), (TInt32, True), (TInt64, True), (TInt64, False)):
        _same_as_tensorflow(ctx, "Cast", f, "DstT", dst.DTYPE, "Truncate", truncate)
    _same_as_tensorflow(ctx, "AddN", [f, f])
    _same_as_tensorflow(ctx, "AddN", [f, f, f])  # another list length
    _same_as_tensorflow(ctx, "LeakyRelu", f, "alpha", 0.5)
    _same_as_tensorflow(ctx, "LeakyRelu", f, "alpha", 0.25)
    dims = [0, 2]  # a list attribute changed in place between two calls
    x = C(np.zeros((1, 2, 1)))
    assert _same_as_tensorflow(ctx, "Squeeze", x, "squeeze_dims", dims).shape == (2,)
    dims.pop()
    assert _same_as_tensorflow(ctx, "Squeeze", x, "squeeze_dims", dims).shape == (2, 1)
    # A call handed over after a kept op's run, then the kept op again.
    assert NATIVE is not None
    before = NATIVE.stats()[1]
    with pytest.raises(Exception, match="DstT"):  # handed over after its input was added
        NATIVE.execute(ctx, "Cast", None, f)
    assert NATIVE.stats()[1] == before + 1
    _same_as_tensorflow(ctx, "Cast", f, "DstT", TInt64.DTYPE, "Truncate", False)
    with pytest.raises(Exception, match="Incompatible shapes"):  # a run that fails
        NATIVE.execute(ctx, "AddV2", None, f, C([1.0, 2.0, 3.0]))
    _same_as_tensorflow(ctx, "AddV2", f, f)
    with tf.device("/cpu:0"):
        assert "CPU" in _same_as_tensorflow(ctx, "AddV2", f, f).device


@needs_native
def test_a_kept_op_run_again_computes_with_each_calls_inputs(ctx: Any) -> None:
    # A kept op run again takes its inputs into its input list directly (TensorFlow's NodeDef
    # of its last run stays): each run must still see its own tensors, single or in lists,
    # with the synchronous executor and an asynchronous one.
    for values in ([1.0, 2.0], [3.0, 5.0], [-1.0, 0.5]):
        a, b, c = C(values), C([2 * v for v in values]), C([3 * v for v in values])
        got = _same_as_tensorflow(ctx, "AddN", [a, b, c])
        assert _values(got) == ("float32", [6 * v for v in values])
        got = _same_as_tensorflow(ctx, "Split", C(0), a, "num_split", 2)
        assert _values(got) == [("float32", [values[0]]), ("float32", [values[1]])]
        assert _values(_same_as_tensorflow(ctx, "Sub", a, b)) == ("float32", [-v for v in values])
    with context.executor_scope(executor.new_executor(enable_async=True)):
        for k in range(3):
            got = _same_as_tensorflow(ctx, "AddV2", C([float(k)]), C([1.0]))
            assert _values(got) == ("float32", [k + 1.0])


@needs_native
def test_result_forms_are_tensorflows(ctx: Any) -> None:
    assert NATIVE is not None
    x = C([1.0])
    assert type(NATIVE.execute(ctx, "Identity", None, x)) is type(x)
    assert NATIVE.execute(ctx, "NoOp", None) is None
    split = NATIVE.execute(ctx, "Split", None, C(0), C([1, 2]), "num_split", 2)
    assert type(split) is list and len(split) == 2
    unique = NATIVE.execute(ctx, "Unique", None, C([1, 1]), "out_idx", TInt32.DTYPE)
    assert type(unique) is list and len(unique) == 2
    nested = NATIVE.execute(ctx, "SplitV", None, C([1, 2, 3]), C([1, 2]), C(0), "num_split", 2)
    assert len(nested) == 2 and all(type(t) is type(x) for t in nested)
    # A list output beside a single one comes back nested, as from TensorFlow's fast path.
    both = NATIVE.execute(
        ctx, "DynamicPartition", None, C([1, 2, 3]), C([0, 1, 0]), "num_partitions", 2
    )
    assert _values(both) == [("int32", [1, 3]), ("int32", [2])]
    fused = NATIVE.execute(
        ctx,
        "FusedBatchNormV3",
        None,
        C(np.ones((1, 1, 1, 2), np.float32)),
        C([1.0, 1.0]),
        C([0.0, 0.0]),
        C([0.0, 0.0]),
        C([1.0, 1.0]),
        "is_training",
        False,
    )
    assert type(fused) is list and len(fused) == 6


@needs_native
@pytest.mark.parametrize(
    "op_type, args",
    [
        ("Const", ("value", tf.make_tensor_proto(1), "dtype", TInt32.DTYPE)),  # tensor attr
        ("AddV2", (C([1.0]), 2.0)),  # a Python value as an input
        ("Cast", (C([1.0]), "DstT", tf.int32)),  # a DType object for a type attr
        ("AddN", ([C([1.0]), [2.0]],)),  # a list input with a non-tensor
        ("Split", (C(0), C([1, 2]), "num_split", 2, "unknown", 1)),  # an attr the op lacks
        ("LeakyRelu", (C([-1.0, 2.0]), "alpha", 1)),  # an int for a float attr
        ("EnsureShape", (C([[1, 2]]), "shape", None)),  # None: TensorFlow's default
    ],
    ids=[
        "tensor attr",
        "python input",
        "dtype object",
        "list with a value",
        "unknown attr",
        "int for float",
        "None value",
    ],
)
def test_other_forms_go_to_tensorflows_fast_path(
    ctx: Any, op_type: str, args: tuple[Any, ...]
) -> None:
    assert NATIVE is not None

    def outcome(fn: Any) -> Any:
        try:
            return _values(fn(ctx, op_type, None, *args))
        except Exception as e:  # noqa: BLE001 - the outcome compared is the exception
            return (type(e), str(e))

    native_before, delegated_before = NATIVE.stats()[:2]
    ours = outcome(NATIVE.execute)
    assert NATIVE.stats()[:2] == (native_before, delegated_before + 1)
    assert ours == outcome(pywrap_tfe.TFE_Py_FastPathExecute)


@needs_native
def test_errors_are_tensorflows(ctx: Any) -> None:
    assert NATIVE is not None
    cases: list[tuple[str, tuple[Any, ...]]] = [
        ("AddV2", (C([1.0]), C([1]))),  # input types differ
        ("MatMul", (C([1.0]), C([1.0]))),  # the kernel refuses
        ("Reshape", (C([1, 2, 3]), C([2]))),
        ("Split", (C(0), C([1, 2, 3]), "num_split", 2)),
    ]
    for op_type, args in cases:
        with pytest.raises(dispatch.NotOkStatus) as ours:
            NATIVE.execute(ctx, op_type, None, *args)
        with pytest.raises(dispatch.NotOkStatus) as theirs:
            pywrap_tfe.TFE_Py_FastPathExecute(ctx, op_type, None, *args)
        assert ours.value.code == theirs.value.code
        assert f"[Op:{op_type}]" in ours.value.message
    # Through the Java API: TensorFlow's exception classes.
    with EagerSession.create() as session:
        ops = Ops.create(session)
        with pytest.raises(tf.errors.InvalidArgumentError, match=r"Reshape"):
            ops.reshape(ops.constant([1, 2, 3]), ops.constant([2]))


@needs_native
def test_a_call_handed_over_after_its_inputs_leaves_nothing_behind(ctx: Any) -> None:
    assert NATIVE is not None
    # Split without num_split: the inputs are on the thread's op when the missing attribute is
    # found, and the call goes to TensorFlow's fast path, which refuses it.
    with pytest.raises(Exception) as refused:
        NATIVE.execute(ctx, "Split", None, C(0), C([1, 2]))
    with pytest.raises(type(refused.value)):
        pywrap_tfe.TFE_Py_FastPathExecute(ctx, "Split", None, C(0), C([1, 2]))
    with pytest.raises(dispatch.NotOkStatus):
        NATIVE.execute(ctx, "AddV2", None, C([1.0]), C([1]))
    assert _values(_same_as_tensorflow(ctx, "AddV2", C([1.0]), C([2.0]))) == ("float32", [3.0])


@needs_native
def test_generated_ops_run_natively(tf_: Ops) -> None:
    x = tf_.constant([1.0, 2.0])
    before = _native_calls()
    z = tf_.math.add(x, tf_.constant([3.0, 4.0]))
    u = tf_.unique(tf_.constant([3, 3, 1]), tf_.constant([0]), TInt64)
    parts = tf_.split(tf_.constant(0), tf_.constant([1, 2, 3, 4]), 2)
    c = tf_.dtypes.cast(x, TInt32, Cast.Truncate(True))
    total = tf_.math.addN([x, x, x])
    assert _native_calls() - before >= 5
    np.testing.assert_array_equal(z.asTensor().numpy(), [4.0, 6.0])
    np.testing.assert_array_equal(u.y().asTensor().numpy(), [3, 1])
    np.testing.assert_array_equal(u.idx().asTensor().numpy(), [0, 0, 1])
    assert u.idx()._t.dtype == tf.int64
    assert [p.asTensor().numpy().tolist() for p in parts.output()] == [[1, 2], [3, 4]]
    np.testing.assert_array_equal(c.asTensor().numpy(), [1, 2])
    np.testing.assert_array_equal(total.asTensor().numpy(), [3.0, 6.0])
    assert (z.op().name(), parts.op().name()) == ("Add", "Split")


@needs_native
def test_gradient_tape_reads_every_attribute(ctx: Any) -> None:
    assert NATIVE is not None
    a = C([[1.0, 2.0], [3.0, 4.0]])
    with tf.GradientTape() as tape:
        tape.watch(a)
        # MatMul's gradient reads transpose_a/transpose_b, which the call leaves to defaults.
        z = NATIVE.execute(ctx, "MatMul", None, a, a)
    expected = tf.linalg.matmul(tf.ones((2, 2)), a, transpose_b=True) + tf.linalg.matmul(
        a, tf.ones((2, 2)), transpose_a=True
    )
    np.testing.assert_allclose(tape.gradient(z, a).numpy(), expected.numpy())


@needs_native
def test_gradient_tape_through_the_java_api(tf_: Ops) -> None:
    x = tf_.constant([1.0, 2.0, 3.0])
    xt = x.asOutput()._t
    with tf.GradientTape(persistent=True) as tape:
        tape.watch(xt)
        y = tf_.math.mul(x, x)
        s = tf_.math.addN([y, x])
        parts = tf_.split(tf_.constant(0), s, 3)
        u = tf_.math.mul(parts.output()[2], tf_.constant(2.0))
    np.testing.assert_allclose(tape.gradient(s.asOutput()._t, xt).numpy(), [3.0, 5.0, 7.0])
    np.testing.assert_allclose(tape.gradient(u.asOutput()._t, xt).numpy(), [0.0, 0.0, 14.0])
    del tape


@needs_native
def test_second_order_gradients(ctx: Any) -> None:
    assert NATIVE is not None
    x = C(3.0)
    with tf.GradientTape() as outer:
        outer.watch(x)
        with tf.GradientTape() as inner:
            inner.watch(x)
            y = NATIVE.execute(ctx, "Mul", None, NATIVE.execute(ctx, "Mul", None, x, x), x)
        dy = inner.gradient(y, x)
    assert float(dy) == 27.0
    assert float(outer.gradient(dy, x)) == 18.0


@needs_native
def test_a_stopped_tape_records_nothing(ctx: Any) -> None:
    assert NATIVE is not None
    x = C(2.0)
    with tf.GradientTape() as tape:
        tape.watch(x)
        with tape.stop_recording():
            y = NATIVE.execute(ctx, "Mul", None, x, x)
    assert tape.gradient(y, x) is None


@needs_native
def test_forward_accumulator(ctx: Any) -> None:
    assert NATIVE is not None
    x = C([1.0, 2.0])
    with tf.autodiff.ForwardAccumulator(x, C([1.0, 0.5])) as acc:
        y = NATIVE.execute(ctx, "Mul", None, x, x)
        parts = NATIVE.execute(ctx, "Split", None, C(0), y, "num_split", 2)
    np.testing.assert_allclose(acc.jvp(y).numpy(), [2.0, 2.0])
    np.testing.assert_allclose(acc.jvp(parts[1]).numpy(), [2.0])


@needs_native
def test_device_scope(ctx: Any, tf_: Ops) -> None:
    assert NATIVE is not None
    with tf.device("/device:CPU:0"):
        z = NATIVE.execute(ctx, "AddV2", None, C([1.0]), C([2.0]))
        w = tf_.math.add(tf_.constant([1.0]), tf_.constant([2.0]))
    assert z.device.endswith("device:CPU:0")
    assert w.asOutput()._t.device.endswith("device:CPU:0")
    # Out of the scope, the thread's reused op has no device left over.
    assert float(NATIVE.execute(ctx, "AddV2", None, C(1.0), C(2.0))) == 3.0


@needs_native
def test_op_callbacks_run(ctx: Any) -> None:
    assert NATIVE is not None
    from tensorflow.python.framework import op_callbacks

    seen: list[str] = []

    def callback(
        op_type: str, inputs: Any, attrs: Any, outputs: Any, *args: Any, **kw: Any
    ) -> None:
        seen.append(op_type)

    op_callbacks.add_op_callback(callback)
    try:
        z = NATIVE.execute(ctx, "AddV2", None, C([1.0]), C([2.0]))
    finally:
        op_callbacks.remove_op_callback(callback)
    assert "AddV2" in seen
    assert float(z[0]) == 3.0


def test_threads_get_their_own_values(tf_: Ops) -> None:
    errors: list[BaseException] = []

    def work(k: int) -> None:
        try:
            for i in range(200):
                a = tf_.constant([float(k), float(i)])
                z = tf_.math.add(a, tf_.constant([1.0, 1.0]))
                parts = tf_.split(tf_.constant(0), z, 2)
                got = [p.asTensor().numpy().tolist() for p in parts.output()]
                assert got == [[k + 1.0], [i + 1.0]], (k, i, got)
                u = tf_.unique(tf_.constant([k, k, i]), tf_.constant([0]))
                assert u.y().asTensor().numpy().tolist() == ([k] if k == i else [k, i])
        except BaseException as e:  # noqa: BLE001 - reported by the main thread
            errors.append(e)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    assert not any(t.is_alive() for t in threads)
    assert not errors, errors[0]


def test_op_instances_are_made_as_the_python_path_makes_them(tf_: Ops) -> None:
    # On the native path the instance is made in C (made_function); names, list lengths and
    # outputs are the same as the Python path's.
    from org.tensorflow.op.math import Add, AddN

    if NATIVE is not None:
        assert type(Add._SPEC.made).__name__ == "Made"
    x = tf_.constant([1.0, 2.0])
    a, b = tf_.math.add(x, x), tf_.math.add(x, x)
    named = tf_.withName("total").math.add(x, x)
    inner = tf_.withSubScope("inner").math.add(x, x)
    n = tf_.math.addN([x, x, x])
    parts = tf_.split(tf_.constant(0), tf_.constant([1, 2, 3, 4]), 2)
    none = tf_.withName("nothing").noOp()
    assert [o.op().name() for o in (a, b, named, inner, n)] == [
        "Add",
        "Add_1",
        "total",
        "inner/Add",
        "AddN",
    ]
    assert isinstance(a, Add) and isinstance(n, AddN) and a.env() is tf_.scope().env()
    assert n.op().inputListLength("inputs") == 3
    assert parts.op().outputListLength("output") == 2
    assert [p.asTensor().numpy().tolist() for p in parts] == [[1, 2], [3, 4]]
    assert none.op().name() == "nothing" and none.op().numOutputs() == 0
    np.testing.assert_array_equal(a.asTensor().numpy(), [2.0, 4.0])
    with pytest.raises(TypeError):
        Add._SPEC.made(tf_.scope(), ())


def test_the_java_api_is_the_same_on_either_path(tf_: Ops) -> None:
    # The Python path runs this test too (the CI runs the suite with TFJAVA_NATIVE=0).
    x = tf_.constant([[1.0, 2.0], [3.0, 4.0]])
    m = tf_.linalg.matMul(x, x, transposeB=True)
    np.testing.assert_allclose(m.asTensor().numpy(), [[5.0, 11.0], [11.0, 25.0]])
    assert m.asOutput()._t.dtype == tf.float32
    assert isinstance(m.asOutput().type(), type) and m.asOutput().type() is TFloat32


def _run_python(code: str, **env: str) -> subprocess.CompletedProcess[str]:
    full_env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3", **env}
    full_env.pop("TFJAVA_NATIVE", None)
    full_env.update(env)
    return subprocess.run(
        [sys.executable, "-W", "default", "-c", code],
        capture_output=True,
        text=True,
        env=full_env,
        cwd=REPO,
        timeout=240,
        check=False,
    )


_CHECK = """
from org.tensorflow.op import Ops
from tfjava.dispatch import dispatch
from tensorflow.python import pywrap_tfe
tf = Ops.create()
z = tf.math.add(tf.constant([1.0]), tf.constant([2.0]))
parts = tf.split(tf.constant(0), tf.constant([1, 2]), 2)
assert z.asTensor().numpy().tolist() == [3.0]
assert [p.asTensor().numpy().tolist() for p in parts.output()] == [[1], [2]]
print("python path" if dispatch._NATIVE is None
      and dispatch.fast_path_execute is not pywrap_tfe.TFE_Py_FastPathExecute  # taped: wrapped
      else "native path")
"""


def test_a_hidden_extension_falls_back_with_one_warning() -> None:
    hide = (
        "import sys\n"
        "class Hide:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'tfjava.native._eager':\n"
        "            raise ImportError('hidden for the test')\n"
        "sys.meta_path.insert(0, Hide())\n"
    )
    done = _run_python(hide + _CHECK)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "python path"
    warnings = [line for line in done.stderr.splitlines() if "NativePathWarning" in line]
    assert len(warnings) == 1, done.stderr
    assert "pure-Python path" in warnings[0] and "TFJAVA_NATIVE=0" in warnings[0]


def test_tfjava_native_0_chooses_the_python_path_without_a_warning() -> None:
    done = _run_python(_CHECK, TFJAVA_NATIVE="0")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "python path"
    assert "NativePathWarning" not in done.stderr


@needs_native
def test_the_extension_is_used_by_default() -> None:
    done = _run_python(_CHECK)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "native path"
    assert "NativePathWarning" not in done.stderr


@needs_native
def test_an_extension_for_another_tensorflow_is_not_used(monkeypatch: pytest.MonkeyPatch) -> None:
    from tfjava.native import _eager  # type: ignore[attr-defined]

    monkeypatch.setattr(_eager, "TF_VERSION", "2.0.0")
    with pytest.warns(native.NativePathWarning, match=r"built for TensorFlow 2\.0\.0"):
        assert native.load() is None
    monkeypatch.undo()
    assert native.load() is _eager


def test_spec_of_an_op(ctx: Any) -> None:
    from tfjava.native.spec import INT, LIST, NUMBER_LIST, SINGLE, TYPE, attr_kind, op_spec

    spec = op_spec("Split")
    assert spec is not None
    inputs, attrs, outputs = spec
    names = [a[0] for a in attrs]
    assert names == ["num_split", "T"]
    assert inputs == ((SINGLE, -1, -1), (SINGLE, -1, 1))
    assert outputs == ((NUMBER_LIST, 0, 1),)
    assert attrs[0][1] == INT and attrs[1][1] == TYPE and not attrs[0][2]
    assert attr_kind("list(shape)") == 6 | LIST and attr_kind("func") == 0
    mm = op_spec("MatMul")
    assert mm is not None
    assert ("transpose_a", 4, True, -1, False) in mm[1]
    assert op_spec("NoSuchOp") is None
    assert op_spec("VariableV2") is None  # a ref output


@needs_native
def test_an_empty_input_list_is_refused_not_crashed() -> None:
    # TensorFlow's eager op reads an input list's first element to infer its type: an empty
    # list used to crash a fresh process on the native path. A fresh interpreter, as the crash
    # depended on what ran before.
    code = (
        "from org.tensorflow.op import Ops\n"
        "from org.tensorflow.op.math import AddN\n"
        "tf = Ops.create()\n"
        "for call in (lambda: AddN.create(tf.scope(), []), lambda: tf.math.addN([])):\n"
        "    try:\n"
        "        call()\n"
        "    except ValueError as e:\n"
        "        print(e)\n"
        "print(tf.math.addN([tf.constant(2.0)]).asTensor().getFloat())\n"
    )
    done = _run_python(code)
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [
        "AddN.create: parameter 'inputs' needs at least 1 operand(s), got 0",
        "AddN.create: parameter 'inputs' needs at least 1 operand(s), got 0",
        "2.0",
    ]
