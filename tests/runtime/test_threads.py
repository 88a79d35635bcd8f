"""Thread safety: a ``Session`` run by many threads (its automatic initialization included),
one ``Graph`` built by many threads, and one ``EagerSession`` running ops from many threads.

Every test uses a bounded number of threads and joins them with a timeout."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from org.tensorflow import EagerSession, Graph, Session
from org.tensorflow.op import Ops
from org.tensorflow.op.core import AssignAdd
from org.tensorflow.types import TInt32

THREADS = 8
TIMEOUT = 60.0


def run_threads(count: int, work: Callable[[int], Any]) -> list[Any]:
    """Run ``work(i)`` in ``count`` threads released together; return results or exceptions."""
    barrier = threading.Barrier(count, timeout=TIMEOUT)
    results: list[Any] = [None] * count

    def body(i: int) -> None:
        try:
            barrier.wait()
            results[i] = work(i)
        except BaseException as e:  # noqa: BLE001 - reported by the test
            results[i] = e

    threads = [threading.Thread(target=body, args=(i,), daemon=True) for i in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(TIMEOUT)
        assert not t.is_alive(), "a thread did not finish in time"
    return results


def test_auto_initialization_runs_once_while_the_other_threads_wait() -> None:
    for _ in range(10):
        with Graph() as g:
            tf = Ops.create(g)
            v = tf.variable(tf.constant(5))
            add = tf.assignAdd(v, tf.constant(1), AssignAdd.useLocking(True))
            with Session(g) as s:
                results = run_threads(
                    THREADS, lambda _i, add=add: s.runner().addTarget(add).run().size()
                )
                assert results == [0] * THREADS  # no "uninitialized value" error
                # Each run added one to the value that the single initialization gave.
                assert s.runner().fetch(v).run().get(0).getInt() == 5 + THREADS


def test_explicit_initialize_from_many_threads_runs_once() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        v = tf.variable(tf.constant(5))
        add = tf.assignAdd(v, tf.constant(1), AssignAdd.useLocking(True))
        with Session(g, False) as s:
            s.runner().addTarget(add)  # building a runner does not initialize
            assert run_threads(THREADS, lambda _i: s.initialize()) == [None] * THREADS
            s.runner().addTarget(add).run()
            assert s.runner().fetch(v).run().get(0).getInt() == 6


def test_session_runs_from_many_threads() -> None:
    with Graph() as g:
        tf = Ops.create(g)
        x = tf.placeholder(TInt32)
        y = tf.math.mul(x, x)
        with Session(g) as s:

            def work(i: int) -> list[int]:
                return [
                    s.runner().feed(x, i * 100 + k).fetch(y).run().get(0).getInt()
                    for k in range(20)
                ]

            results = run_threads(THREADS, work)
    for i, r in enumerate(results):
        assert r == [(i * 100 + k) ** 2 for k in range(20)]


def test_graph_built_from_many_threads() -> None:
    per_thread = 25
    with Graph() as g:
        tf = Ops.create(g)

        def work(i: int) -> list[Any]:
            sub = tf.withSubScope("t")  # every thread draws from one name counter
            return [sub.math.add(tf.constant(i), tf.constant(k)) for k in range(per_thread)]

        results = run_threads(THREADS, work)
        assert not [r for r in results if isinstance(r, BaseException)]
        names = [op.asOutput().op().name() for ops in results for op in ops]
        assert len(set(names)) == THREADS * per_thread
        with Session(g) as s:
            runner = s.runner()
            for ops in results:
                for op in ops:
                    runner.fetch(op)
            values = [t.getInt() for _name, t in runner.run()]
    assert values == [i + k for i in range(THREADS) for k in range(per_thread)]


def test_eager_session_runs_ops_from_many_threads() -> None:
    with EagerSession.create() as session:
        tf = Ops.create(session)

        def work(i: int) -> list[int]:
            out = []
            for k in range(50):
                a = tf.constant(i)
                out.append(
                    tf.math.add(tf.math.mul(a, tf.constant(k)), tf.constant(1)).asTensor().getInt()
                )
            return out

        results = run_threads(4, work)
    for i, r in enumerate(results):
        assert r == [i * k + 1 for k in range(50)]
