"""An eager op gives the same result, name and operation on every path: TensorFlow's fast path,
the generic path (where the fast path refuses, or the scope has a device), and op() made later."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest
from org.tensorflow import DeviceSpec, EagerSession
from org.tensorflow.op import Ops
from org.tensorflow.op.dtypes import Cast
from org.tensorflow.types import TBfloat16

from tfjava.dispatch import dispatch, runtime


@pytest.fixture
def tf_() -> Iterator[Ops]:
    with EagerSession.create() as session:
        yield Ops.create(session)


def _refuse(*args: Any) -> Any:
    raise dispatch.Fallback("refused for the test")


@pytest.fixture(params=["fast", "refused", "device"])
def path(request: pytest.FixtureRequest) -> Iterator[str]:
    if request.param == "refused":
        runtime.set_eager_executor(_refuse)  # the runtime's one eager execution step
    try:
        yield str(request.param)
    finally:
        runtime.set_eager_executor(None)


def _scope_of(tf_: Ops, path: str) -> Ops:
    if path != "device":
        return tf_
    return tf_.withDevice(
        DeviceSpec.newBuilder().deviceType(DeviceSpec.DeviceType.CPU).deviceIndex(0).build()
    )


def test_a_list_input(tf_: Ops, path: str) -> None:
    x, y, z = tf_.constant([1.0, 2.0]), tf_.constant([3.0, 4.0]), tf_.constant([5.0, 6.0])
    ops = _scope_of(tf_, path)
    first = ops.math.addN([x, y, z])
    second = ops.math.addN([x, y])
    # Only the fast path leaves the Operation to be made when asked for.
    assert hasattr(first, "_operation") == (path != "fast")
    np.testing.assert_array_equal(first.asTensor().numpy(), [9.0, 12.0])
    np.testing.assert_array_equal(second.sum().asTensor().numpy(), [4.0, 6.0])
    assert (first.op().name(), second.op().name()) == ("AddN", "AddN_1")
    assert first.op().inputListLength("inputs") == 3
    assert second.op().inputListLength("inputs") == 2
    assert first.op().type() == "AddN" and first.op().numOutputs() == 1


def test_an_attribute_and_an_option(tf_: Ops, path: str) -> None:
    # 1 + 3/4 of bfloat16's step above 1: rounding gives the next value, truncation gives 1.
    x = tf_.constant([1.005859375])
    ops = _scope_of(tf_, path)
    rounded = ops.dtypes.cast(x, TBfloat16)
    truncated = ops.dtypes.cast(x, TBfloat16, Cast.Truncate(True))
    assert hasattr(truncated, "_operation") == (path != "fast")
    assert rounded.asTensor().numpy().astype(np.float32)[0] == np.float32(1.0078125)
    assert truncated.asTensor().numpy().astype(np.float32)[0] == np.float32(1.0)
    assert truncated.op().name() == "Cast_1"
    assert truncated.y().type() is TBfloat16
