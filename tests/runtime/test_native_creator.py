"""The native creator (``OpSpec.native``, tfjava/native/_eager.cc's ``Creator``): a generated
class's whole eager ``create`` in one call. For each call, the outcome (values, op names,
instance classes, or the exception's class, message and context) is the one the Python
``create`` gives, and the calls it does not take go to that Python ``create`` unchanged."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import pytest
from org.tensorflow import EagerSession, Graph
from org.tensorflow.op import Ops
from org.tensorflow.op.core import Split, Unique
from org.tensorflow.op.dtypes import Cast
from org.tensorflow.op.math import Add, AddN
from org.tensorflow.op.nn import AvgPool
from org.tensorflow.types import TInt32, TInt64

from tfjava.base.device_spec import DeviceSpec
from tfjava.dispatch import dispatch, runtime

NATIVE = dispatch._NATIVE
pytestmark = pytest.mark.skipif(
    NATIVE is None, reason="the native eager path is off (TFJAVA_NATIVE=0) or not built"
)
REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.fixture
def tf_() -> Iterator[Ops]:
    with EagerSession.create() as session:
        yield Ops.create(session)


def _handed_over() -> int:
    """Creator calls handed to the Python create so far."""
    assert NATIVE is not None
    return int(NATIVE.stats()[2])


def _outcome(value: Any) -> Any:
    """What is compared of a create's result: classes, names and values of every output."""
    op = value.op()
    outputs = [op.output(i) for i in range(op.numOutputs())]
    return (
        type(value).__name__,
        op.name(),
        [(o.type().__name__, o.asTensor().numpy().tolist()) for o in outputs],
    )


def _run(call: Callable[[], Any]) -> Any:
    try:
        return _outcome(call())
    except Exception as e:  # noqa: BLE001 - the outcome compared is the exception
        context = e.__context__
        return (type(e), str(e), type(context) if context is not None else None)


def _both_ways(make: Callable[[], Callable[[], Any]], native: bool) -> Any:
    """The outcome of the call made by ``make`` natively and in Python (each in its own fresh
    session, so that names match): equal; and the creator ran it or handed it over."""
    assert NATIVE is not None
    before = _handed_over()
    ours = _run(make())
    handed = _handed_over() - before
    NATIVE.set_creators_enabled(False)
    try:
        theirs = _run(make())
    finally:
        NATIVE.set_creators_enabled(True)
    assert ours == theirs
    assert handed == (0 if native else 1), f"expected native={native}, handed over {handed}"
    return ours


def _session_ops() -> Ops:
    return Ops.create(EagerSession.create())


def _calls() -> dict[str, tuple[bool, Callable[[], Callable[[], Any]]]]:
    """name -> (whether the creator runs it itself, a maker of the call in a fresh session)."""

    def case(native: bool, body: Callable[[Ops], Any]) -> tuple[bool, Callable[[], Any]]:
        def make() -> Callable[[], Any]:
            tf = _session_ops()
            return lambda: body(tf)

        return native, make

    def f(tf: Ops) -> Any:
        return tf.constant([1.5, -2.5])

    return {
        "one output": case(True, lambda tf: tf.math.add(f(tf), f(tf))),
        "through create": case(True, lambda tf: Add.create(tf.scope(), f(tf), f(tf))),
        "named": case(True, lambda tf: tf.withName("sum").math.add(f(tf), f(tf))),
        "in a sub-scope": case(True, lambda tf: tf.withSubScope("in").math.add(f(tf), f(tf))),
        "an Output operand": case(True, lambda tf: tf.math.add(f(tf).asOutput(), f(tf))),
        "a list input": case(True, lambda tf: tf.math.addN([f(tf), f(tf), f(tf)])),
        "a list input as a tuple": case(False, lambda tf: tf.math.addN((f(tf), f(tf)))),
        "a list input as a generator": case(
            False, lambda tf: AddN.create(tf.scope(), (f(tf) for _ in range(2)))
        ),
        "an empty list input": case(True, lambda tf: tf.math.addN([])),
        "a type attribute": case(True, lambda tf: tf.dtypes.cast(f(tf), TInt32)),
        "one Options": case(True, lambda tf: tf.dtypes.cast(f(tf), TInt32, Cast.Truncate(True))),
        "an option keyword": case(True, lambda tf: tf.dtypes.cast(f(tf), TInt32, Truncate=True)),
        "an option keyword over an Options": case(
            True, lambda tf: tf.dtypes.cast(f(tf), TInt32, Cast.Truncate(False), Truncate=True)
        ),
        "two Options": case(
            False,
            lambda tf: tf.dtypes.cast(f(tf), TInt32, Cast.Truncate(False), Cast.Truncate(True)),
        ),
        "an option through create": case(
            True, lambda tf: Cast.create(tf.scope(), f(tf), TInt64, Truncate=True)
        ),
        "several outputs": case(
            True, lambda tf: tf.unique(tf.constant([3, 3, 1]), tf.constant([0]))
        ),
        "several outputs, a type given": case(
            True,
            lambda tf: Unique.create(tf.scope(), tf.constant([3, 1, 3]), tf.constant([0]), TInt64),
        ),
        "a list output": case(
            True, lambda tf: tf.split(tf.constant(0), tf.constant([1.0, 2.0, 3.0, 4.0]), 2)
        ),
        "an int attribute through create": case(
            True, lambda tf: Split.create(tf.scope(), tf.constant(0), tf.constant([1, 2, 3]), 3)
        ),
        "list(int) and string attributes (converted)": case(
            True,
            lambda tf: AvgPool.create(
                tf.scope(),
                tf.constant(np.arange(16.0, dtype=np.float32).reshape(1, 4, 4, 1)),
                [1, 2, 2, 1],
                (1, 2, 2, 1),
                "VALID",
            ),
        ),
        "a bad attribute value": case(True, lambda tf: tf.split(tf.constant(0), f(tf), "two")),
        "an int attribute out of int64": case(
            True, lambda tf: tf.split(tf.constant(0), f(tf), 2**70)
        ),
        "a bool where an int attribute goes": case(
            True, lambda tf: tf.split(tf.constant(0), f(tf), True)
        ),
        "not a type class": case(True, lambda tf: tf.dtypes.cast(f(tf), "int32")),
        "refused by TensorFlow: mixed types": case(
            True, lambda tf: tf.math.add(f(tf), tf.constant([1, 2]))
        ),
        "refused by TensorFlow: a bad split": case(
            True, lambda tf: tf.split(tf.constant(0), tf.constant([1.0, 2.0, 3.0]), 2)
        ),
        "a Python value operand": case(False, lambda tf: tf.math.add(f(tf), 2.0)),
        "a NumPy operand": case(False, lambda tf: tf.math.add(f(tf), np.float32(2.0))),
        "not an operand": case(False, lambda tf: tf.math.add(f(tf), "x")),
        "not a scope": case(False, lambda tf: Add.create(None, f(tf), f(tf))),
        "a device scope": case(
            False,
            lambda tf: tf.withDevice(
                DeviceSpec.newBuilder().deviceType(DeviceSpec.DeviceType.CPU).build()
            ).math.add(f(tf), f(tf)),
        ),
        "an operand of another session": case(
            False, lambda tf: tf.math.add(f(tf), _session_ops().constant([1.0, 2.0]))
        ),
        "an option of another op's Options": case(
            False, lambda tf: tf.dtypes.cast(f(tf), TInt32, AvgPool.dataFormat("NHWC"))
        ),
    }


CALLS = _calls()


@pytest.mark.parametrize("name", list(CALLS))
def test_a_call_gives_what_the_python_create_gives(name: str) -> None:
    native, make = CALLS[name]
    _both_ways(make, native)


def test_the_values_are_tensorflows(tf_: Ops) -> None:
    x = tf_.constant([1.5, -2.5])
    np.testing.assert_array_equal(tf_.math.addN([x, x, x]).asTensor().numpy(), [4.5, -7.5])
    truncated = tf_.dtypes.cast(x, TInt32, Cast.Truncate(True))
    assert truncated.asTensor().numpy().tolist() == [1, -2]
    parts = tf_.split(tf_.constant(0), tf_.constant([1, 2, 3, 4]), 2)
    assert [p.asTensor().numpy().tolist() for p in parts.output()] == [[1, 2], [3, 4]]


def test_a_closed_session_is_the_python_creates_error() -> None:
    session = EagerSession.create()
    tf = Ops.create(session)
    x = tf.constant([1.0])
    session.close()
    before = _handed_over()
    with pytest.raises(Exception) as native_error:
        tf.math.add(x, x)
    assert _handed_over() == before + 1
    assert "closed" in str(native_error.value).lower()


def test_a_graph_scope_builds_the_node() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        before = _handed_over()
        sum_ = tf.withName("s").math.add(tf.constant(1.0), tf.constant(2.0))
        assert _handed_over() == before + 1
        node = g.operation("s")
        assert node is not None and node.type() == "Add"
        assert sum_.op().name() == "s"


def test_another_execution_step_gets_every_call(tf_: Ops) -> None:
    seen: list[str] = []

    def step(*args: Any) -> Any:
        seen.append(args[1])
        return dispatch.fast_path_execute(*args)

    x = tf_.constant([1.0, 2.0])
    runtime.set_eager_executor(step)
    try:
        total = tf_.math.add(x, x)
        cast = Cast.create(tf_.scope(), x, TInt32, Truncate=True)
    finally:
        runtime.set_eager_executor(None)
    assert seen == ["Add", "Cast"]
    assert total.asTensor().numpy().tolist() == [2.0, 4.0]
    assert cast.asTensor().numpy().tolist() == [1, 2]
    before = _handed_over()
    tf_.math.add(x, x)
    assert _handed_over() == before and len(seen) == 2


def test_every_plain_class_calls_the_creator_from_the_facade() -> None:
    assert Add._create is Add._SPEC.native
    assert Cast._create is Cast._SPEC.native
    assert type(Add._SPEC.native).__name__ == "Creator"


def test_threads_that_end_leave_a_working_process() -> None:
    # Each thread keeps its own TensorFlow ops; they are deleted when the thread ends.
    code = (
        "import threading\n"
        "from org.tensorflow.op import Ops\n"
        "tf = Ops.create()\n"
        "x = tf.constant([1.0, 2.0])\n"
        "out = []\n"
        "def work(i):\n"
        "    for _ in range(20):\n"
        "        y = tf.math.addN([x, x, tf.math.add(x, tf.constant([float(i), 0.0]))])\n"
        "    out.append(y.asTensor().numpy().tolist())\n"
        "for wave in range(5):\n"
        "    threads = [threading.Thread(target=work, args=(i,)) for i in range(8)]\n"
        "    [t.start() for t in threads]\n"
        "    [t.join() for t in threads]\n"
        "print(len(out), sorted(out)[0], sorted(out)[-1])\n"
    )
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"}
    env.pop("TFJAVA_NATIVE", None)
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=env,
        cwd=REPO,
        timeout=240,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["40", "[3.0,", "6.0]", "[10.0,", "6.0]"]


def test_an_op_run_again_is_placed_as_tensorflow_places_it() -> None:
    # A kept op runs again where it ran last only when TensorFlow would place it there again:
    # a device scope is part of the call, and a resource input moves the op to its device.
    code = (
        "import tensorflow as tf\n"
        "cpu = tf.config.list_physical_devices('CPU')[0]\n"
        "tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)\n"
        "from org.tensorflow.ndarray import Shape\n"
        "from org.tensorflow.op import Ops\n"
        "from org.tensorflow.op.core import AssignVariableOp, ReadVariableOp, VarHandleOp\n"
        "from org.tensorflow.types import TFloat32\n"
        "from tfjava.base.device_spec import DeviceSpec\n"
        "tf_ = Ops.create()\n"
        "one = DeviceSpec.newBuilder().deviceType(DeviceSpec.DeviceType.CPU).deviceIndex(1).build()\n"
        "x = tf_.constant([1.0, 2.0])\n"
        "def where(o):\n"
        "    return o.asOutput()._t.device.rsplit(':', 1)[1]\n"
        "print(*[where(tf_.math.add(x, x)) for _ in range(2)], end=' ')\n"
        "print(*[where(tf_.withDevice(one).math.add(x, x)) for _ in range(2)], end=' ')\n"
        "print(where(tf_.math.add(x, x)), end=' ')\n"
        "handles = []\n"
        "for ops in (tf_.withDevice(one), tf_):\n"
        "    h = VarHandleOp.create(ops.scope(), TFloat32, Shape.scalar(), sharedName=f'v{len(handles)}')\n"
        "    AssignVariableOp.create(ops.scope(), h, ops.constant(float(len(handles))))\n"
        "    handles.append(h)\n"
        "for h in handles + handles:\n"
        "    r = ReadVariableOp.create(tf_.scope(), h, TFloat32)\n"
        "    print(where(r) + '=' + str(r.asTensor().getFloat()), end=' ')\n"
    )
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"}
    env.pop("TFJAVA_NATIVE", None)
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=env,
        cwd=REPO,
        timeout=240,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.split() == ["0", "0", "1", "1", "0", "1=0.0", "0=1.0", "1=0.0", "0=1.0"]
