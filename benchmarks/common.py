"""Timing helpers: interleaved rounds, medians, ratios."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

Call = Callable[[], object]


def per_call_us(fn: Callable[[], object], number: int) -> float:
    start = time.perf_counter()
    for _ in range(number):
        fn()
    return (time.perf_counter() - start) / number * 1e6


def compare(
    ours: Callable[[], object], theirs: Callable[[], object], number: int = 2000, rounds: int = 31
) -> tuple[float, float, float]:
    """Median µs per call of ``ours`` and ``theirs`` and the median of per-round ratios.

    Rounds alternate between the two so that machine noise hits both alike.
    """
    for _ in range(3):  # warm up
        ours(), theirs()
    a, b, r = [], [], []
    for i in range(rounds):
        if i % 2:
            x = per_call_us(ours, number)
            y = per_call_us(theirs, number)
        else:
            y = per_call_us(theirs, number)
            x = per_call_us(ours, number)
        a.append(x)
        b.append(y)
        r.append(x / y)
    return statistics.median(a), statistics.median(b), statistics.median(r)


def eager_cases() -> dict[str, tuple[str, str, Call, Call]]:
    """The eager calls the benchmarks measure, on small tensors (so that what is measured is the
    dispatch, not the kernel): name → (ours as text, theirs as text, ours, theirs)."""
    import tensorflow as tf
    from org.tensorflow.op import Ops
    from org.tensorflow.op.core import StopGradient
    from org.tensorflow.op.dtypes import Cast
    from org.tensorflow.types import TInt32

    ops = Ops.create()
    scope = ops.scope()
    x, y, z = ops.constant([1.0, 2.0]), ops.constant([3.0, 4.0]), ops.constant([5.0, 6.0])
    xr, yr, zr = x.asOutput()._t, y.asOutput()._t, z.asOutput()._t
    u, axis = ops.constant([1, 1, 2]), ops.constant([0])
    ur, axisr = u.asOutput()._t, axis.asOutput()._t
    m, a0 = ops.constant([1.0, 2.0, 3.0, 4.0]), ops.constant(0)
    mr, a0r = m.asOutput()._t, a0.asOutput()._t

    def add() -> object:
        return ops.math.add(x, y)

    def raw_add() -> object:
        return tf.raw_ops.AddV2(x=xr, y=yr)

    return {
        "stopGradient": (
            "StopGradient.create(scope, x)",
            "tf.raw_ops.StopGradient(input=x)",
            lambda: StopGradient.create(scope, x),
            lambda: tf.raw_ops.StopGradient(input=xr),
        ),
        "add": (
            "tf.math.add(x, y)",
            "tf.raw_ops.AddV2(x=x, y=y)",
            lambda: ops.math.add(x, y),
            lambda: tf.raw_ops.AddV2(x=xr, y=yr),
        ),
        "addVsAdd": (
            "tf.math.add(x, y)",
            "tf.raw_ops.Add(x=x, y=y)",
            lambda: ops.math.add(x, y),
            lambda: tf.raw_ops.Add(x=xr, y=yr),
        ),
        "addN": (
            "tf.math.addN([a, b, c])",
            "tf.raw_ops.AddN(inputs=[a, b, c])",
            lambda: ops.math.addN([x, y, z]),
            lambda: tf.raw_ops.AddN(inputs=[xr, yr, zr]),
        ),
        "cast": (
            "tf.dtypes.cast(x, TInt32, Cast.Truncate(True))",
            "tf.raw_ops.Cast(x=x, DstT=int32, Truncate=True)",
            lambda: ops.dtypes.cast(x, TInt32, Cast.Truncate(True)),
            lambda: tf.raw_ops.Cast(x=xr, DstT=tf.int32, Truncate=True),
        ),
        "castKeyword": (
            "tf.dtypes.cast(x, TInt32, Truncate=True)",
            "tf.raw_ops.Cast(x=x, DstT=int32, Truncate=True)",
            lambda: ops.dtypes.cast(x, TInt32, Truncate=True),
            lambda: tf.raw_ops.Cast(x=xr, DstT=tf.int32, Truncate=True),
        ),
        "unique": (
            "tf.unique(x, axis)",
            "tf.raw_ops.UniqueV2(x=x, axis=axis)",
            lambda: ops.unique(u, axis),
            lambda: tf.raw_ops.UniqueV2(x=ur, axis=axisr),
        ),
        "split": (
            "tf.split(axis, m, 2)",
            "tf.raw_ops.Split(axis=axis, value=m, num_split=2)",
            lambda: ops.split(a0, m, 2),
            lambda: tf.raw_ops.Split(axis=a0r, value=mr, num_split=2),
        ),
        "addDeep": (
            "tf.math.add(x, y), 30 frames deep",
            "tf.raw_ops.AddV2(x=x, y=y), 30 deep",
            at_depth(add, 30),
            at_depth(raw_add, 30),
        ),
    }


def at_depth(fn: Call, depth: int) -> Call:
    """``fn`` called with ``depth`` more Python frames on the stack (TensorFlow's fast path
    records the stack of every op, so its cost grows with depth)."""

    def call(n: int) -> object:
        return fn() if n == 0 else call(n - 1)

    return lambda: call(depth)
