"""A short stress run (well under a minute): 8 threads running one graph session (variables,
feeds, automatic initialization) while 4 threads run eager ops, every value checked."""

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
