"""A short stress run (well under a minute): 8 threads running one graph session (variables,
feeds, automatic initialization) while 4 threads run eager ops, every value checked; and 4
threads exporting SavedModels (each to its own folders and all racing for shared ones) while 4
threads load and call one."""

from __future__ import annotations

import threading
import time
from typing import Any

from org.tensorflow import EagerSession, Graph, Session
from org.tensorflow.op import Ops
from org.tensorflow.op.core import AssignAdd
from org.tensorflow.types import TFloat64, TInt32, TInt64

from tests.runtime.test_threads import TIMEOUT

SESSION_THREADS, EAGER_THREADS = 8, 4
ROUNDS = 100
BUDGET = 50.0  # seconds for the whole run, on a busy machine (about 3 s of CPU)


def test_sessions_and_eager_ops_under_threads() -> None:
    failures: list[BaseException] = []
    start = threading.Barrier(SESSION_THREADS + EAGER_THREADS, timeout=TIMEOUT)

    def guarded(work: Any, *args: Any) -> None:
        try:
            start.wait()
            work(*args)
        except BaseException as e:  # noqa: BLE001 - reported below
            failures.append(e)

    with Graph() as g, EagerSession.create() as eager:
        tf = Ops.create(g)
        counter = tf.variable(tf.constant(TInt64, 0))
        bump = tf.assignAdd(counter, tf.constant(TInt64, 1), AssignAdd.useLocking(True))
        x = tf.placeholder(TInt32)
        y = tf.placeholder(TFloat64)
        z = tf.math.add(tf.math.mul(x, x), tf.constant(1))
        w = tf.math.sqrt(y)
        with Session(g) as session:

            def run_session(i: int) -> None:
                for k in range(ROUNDS):
                    v = i * 1000 + k
                    with (
                        session.runner()
                        .feed(x, v)
                        .feed(y, float(v))
                        .fetch(z)
                        .fetch(w)
                        .addTarget(bump)
                        .run() as r
                    ):
                        assert r.get(0).getInt() == v * v + 1
                        assert abs(r.get(1).getDouble() - v**0.5) < 1e-9

            e = Ops.create(eager)

            def run_eager(i: int) -> None:
                for k in range(ROUNDS):
                    a = e.constant(i * 1000 + k)
                    got = e.math.add(e.math.mul(a, a), e.constant(1)).asTensor().getInt()
                    assert got == (i * 1000 + k) ** 2 + 1

            began = time.monotonic()
            threads = [
                threading.Thread(target=guarded, args=(run_session, i), daemon=True)
                for i in range(SESSION_THREADS)
            ]
            threads += [
                threading.Thread(target=guarded, args=(run_eager, i), daemon=True)
                for i in range(EAGER_THREADS)
            ]
            for t in threads:
                t.start()
            for t in threads:
                t.join(TIMEOUT)
                assert not t.is_alive(), "a thread did not finish in time"
            elapsed = time.monotonic() - began
            assert failures == []
            # Initialized once, then bumped once per session run.
            assert (
                session.runner().fetch(counter).run().get(0).getLong() == SESSION_THREADS * ROUNDS
            )
    assert elapsed < BUDGET


EXPORT_THREADS, LOAD_THREADS, EXPORT_ROUNDS = 4, 4, 3


def _export_model(folder: str, value: float) -> None:
    """A model ``y = x * w + b`` with a resource variable ``w`` = ``value`` and a reference
    variable ``b`` = 1."""
    from org.tensorflow import SavedModelBundle, Signature
    from org.tensorflow.ndarray import Shape
    from org.tensorflow.types import TFloat32

    with Graph() as g, Session(g) as s:
        tf = Ops.create(g)
        x = tf.withName("x").placeholder(TFloat32)
        w = tf.withName("w").varHandleOp(TFloat32, Shape.scalar())
        s.runner().addTarget(tf.assignVariableOp(w, tf.constant(value))).run()
        b = tf.withName("b").variable(tf.constant(1.0))
        y = tf.math.add(tf.math.mul(x, tf.readVariableOp(w, TFloat32)), b)
        signature = Signature.builder().input("x", x).output("y", y).build()
        SavedModelBundle.exporter(folder).withSession(s).withSignature(signature).export()


def _call_model(folder: str, x: float) -> float:
    from org.tensorflow import SavedModelBundle
    from org.tensorflow.types import TFloat32

    with (
        SavedModelBundle.load(folder) as bundle,
        TFloat32.scalarOf(x) as t,
        bundle.call({"x": t}) as r,
    ):
        result: float = r.get("y").getFloat()
        return result


def test_concurrent_exports_and_loads(tmp_path: Any) -> None:
    """Threads export models (own folders, and all racing for one shared folder each round)
    while others load and call a model: every export is whole, every value right, one racer
    wins each shared folder and the others get FileExistsError, no staging folder is left."""
    failures: list[BaseException] = []
    shared_outcomes: list[tuple[int, str]] = []
    start = threading.Barrier(EXPORT_THREADS + LOAD_THREADS, timeout=TIMEOUT)
    _export_model(str(tmp_path / "served"), 3.0)

    def guarded(work: Any, *args: Any) -> None:
        try:
            start.wait()
            work(*args)
        except BaseException as e:  # noqa: BLE001 - reported below
            failures.append(e)

    def export(i: int) -> None:
        for k in range(EXPORT_ROUNDS):
            own = str(tmp_path / f"model_{i}_{k}")
            _export_model(own, float(i * 10 + k))
            assert _call_model(own, 2.0) == 2.0 * (i * 10 + k) + 1.0
            try:
                _export_model(str(tmp_path / f"shared_{k}"), float(k))
                shared_outcomes.append((k, "exported"))
            except FileExistsError:
                shared_outcomes.append((k, "FileExistsError"))

    def load(i: int) -> None:
        for k in range(EXPORT_ROUNDS * 2):
            assert _call_model(str(tmp_path / "served"), float(i + k)) == 3.0 * (i + k) + 1.0

    began = time.monotonic()
    threads = [
        threading.Thread(target=guarded, args=(export, i), daemon=True)
        for i in range(EXPORT_THREADS)
    ]
    threads += [
        threading.Thread(target=guarded, args=(load, i), daemon=True) for i in range(LOAD_THREADS)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(TIMEOUT)
        assert not t.is_alive(), "a thread did not finish in time"
    elapsed = time.monotonic() - began
    assert failures == []
    for k in range(EXPORT_ROUNDS):
        outcomes = sorted(o for r, o in shared_outcomes if r == k)
        assert outcomes == ["FileExistsError"] * (EXPORT_THREADS - 1) + ["exported"]
        assert _call_model(str(tmp_path / f"shared_{k}"), 2.0) == 2.0 * k + 1.0
    assert not [p.name for p in tmp_path.iterdir() if p.name.startswith(".")]
    assert elapsed < BUDGET
