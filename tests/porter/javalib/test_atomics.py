"""java.util.concurrent.atomic as ports use it: no update lost between threads, Java's
wrapping, compareAndSet by identity for references and by value for numbers."""

from __future__ import annotations

import threading

from porter.javalib.atomics import AtomicBoolean, AtomicInteger, AtomicLong, AtomicReference


def test_no_increment_is_lost_between_threads() -> None:
    counter = AtomicInteger()
    total = AtomicLong(5)

    def work() -> None:
        for _ in range(20000):
            counter.incrementAndGet()
            total.addAndGet(2)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert counter.get() == 80000
    assert total.get() == 5 + 160000


def test_int_and_long_wrap_as_java() -> None:
    assert AtomicInteger(2**31 - 1).incrementAndGet() == -(2**31)
    assert AtomicLong(2**63 - 1).getAndIncrement() == 2**63 - 1
    big = AtomicLong(2**63 - 1)
    big.incrementAndGet()
    assert big.get() == -(2**63)
    assert AtomicInteger(3).accumulateAndGet(2**31, lambda a, b: a + b) == 3 - 2**31


def test_compare_and_set_and_functions() -> None:
    n = AtomicInteger(5)
    assert not n.compareAndSet(4, 9) and n.get() == 5
    assert n.compareAndSet(5, 9) and n.getAndUpdate(lambda x: x * 2) == 9 and n.get() == 18
    key = "k" * 3
    ref = AtomicReference(key)
    assert not ref.compareAndSet(["k"], "x")
    assert ref.compareAndSet(key, None) and ref.get() is None and str(ref) == "null"
    flag = AtomicBoolean()
    assert not flag.getAndSet(True) and flag.compareAndSet(True, False) and str(flag) == "false"
