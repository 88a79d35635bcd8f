"""Java's monitors: ``synchronized (obj) { ... }`` is ``with monitors.monitor(obj):``, and
``obj.wait()``/``notify()``/``notifyAll()`` inside it are ``monitors.wait(obj)``... on a
condition of that same lock (Python raises ``RuntimeError``, Java's
``IllegalMonitorStateException``, where the caller does not hold it).

Every Java object has one reentrant lock; a port gets it here, made on first use and kept
as long as the object lives (a ``WeakKeyDictionary`` where the object allows weak references,
else by identity for the program's life, as strings and numbers are shared anyway).
"""

from __future__ import annotations

import threading
import weakref
from typing import Any

_guard = threading.Lock()
_weak: weakref.WeakKeyDictionary[Any, threading.RLock] = weakref.WeakKeyDictionary()
_strong: dict[int, tuple[Any, threading.RLock]] = {}
_conditions: dict[int, tuple[threading.RLock, threading.Condition]] = {}


def monitor(obj: Any) -> threading.RLock:
    """The reentrant lock of ``obj`` (the same lock each time for the same object)."""
    if obj is None:
        raise TypeError('Cannot enter synchronized block because "<local>" is null')
    with _guard:
        try:
            lock = _weak.get(obj)
            if lock is None:
                lock = _weak[obj] = threading.RLock()
            return lock
        except TypeError:  # no weak references (and maybe unhashable): by identity
            entry = _strong.get(id(obj))
            if entry is None or entry[0] is not obj:
                entry = _strong[id(obj)] = (obj, threading.RLock())
            return entry[1]


def _condition(obj: Any) -> threading.Condition:
    lock = monitor(obj)
    with _guard:
        entry = _conditions.get(id(lock))
        if entry is None or entry[0] is not lock:
            entry = _conditions[id(lock)] = (lock, threading.Condition(lock))
        return entry[1]


def wait(obj: Any, millis: int = 0, nanos: int = 0) -> None:
    """``obj.wait([millis])``: releases obj's monitor until notified (or the time is up)."""
    if millis < 0:
        raise ValueError("timeout value is negative")
    _condition(obj).wait(None if millis == 0 and nanos == 0 else millis / 1000 + nanos / 1e9)


def notify(obj: Any) -> None:
    _condition(obj).notify()


def notifyAll(obj: Any) -> None:
    _condition(obj).notify_all()
