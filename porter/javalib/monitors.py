"""Java's monitors: ``synchronized (obj) { ... }`` is ``with monitors.monitor(obj):``.

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
